/**
 * A minimal valid site source tree (docs/platform-contract.md §6): one language, one template,
 * a home page with its content, a main menu and a stylesheet. Pure: the files by path.
 */
export function scaffoldSite(name: string): Record<string, string> {
  const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';
  return {
    'site.json': json({ name, default_language: 'en', supported_languages: ['en'] }),
    'pages/home.json': json({
      name: 'Home',
      slug: '',
      template_file: 'templates/page.html',
      seo: { title: name },
      is_published: true,
      is_in_menu: true,
      menu_order: 1,
    }),
    'content/home/en.json': json({
      headline: name,
      intro: 'This site is kept as code: edit a file, commit, and `sitesync plan` shows the change.',
    }),
    'navigation/main.json': json({ items: [{ label: 'Home', page: 'home' }] }),
    'templates/page.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      '    <title>{{title}}</title>',
      '    <link rel="stylesheet" href="/assets/site.css" />',
      '  </head>',
      '  <body>',
      '    <nav aria-label="Main">{{nav}}</nav>',
      '    <main>',
      '      <h1>{{content.headline}}</h1>',
      '      <p>{{content.intro}}</p>',
      '    </main>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'assets/site.css': 'body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 40rem; }\n',
  };
}
