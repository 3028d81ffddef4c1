/** A small but complete site + catalog for the action's end-to-end tests. */
export const SITE_ID = 'site_E2eShop00000000000000';

const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n';

export const HOSTILE_NAME =
  '<img src=x onerror=alert(1)> @everyone [click](https://evil.example) ![i](https://evil.example/i.png)';

export function baseFiles(): Record<string, string> {
  return {
    'sitesync.yml': `site:\n  id: ${SITE_ID}\n  source: site\ncatalog: catalog.yml\npublish:\n  branch: main\n`,
    '.gitignore': '.sitesync/\n',
    'site/site.json': json({ name: 'E2E Shop', default_language: 'en', supported_languages: ['en', 'de'] }),
    'site/templates/page.html':
      '<!doctype html><title>{{title}}</title><nav>{{nav}}</nav><main>{{content.body}}</main>\n',
    'site/pages/home.json': json({
      name: 'Home',
      slug: 'home',
      template_file: 'templates/page.html',
      is_published: true,
      is_in_menu: true,
      menu_order: 1,
    }),
    'site/pages/about.json': json({
      name: 'About',
      slug: 'about',
      template_file: 'templates/page.html',
      is_published: true,
      is_in_menu: true,
      menu_order: 2,
    }),
    'site/content/home/en.json': json({ body: 'Welcome' }),
    'site/content/home/de.json': json({ body: 'Willkommen' }),
    'site/content/about/en.json': json({ body: 'About us' }),
    'site/content/about/de.json': json({ body: 'Über uns' }),
    'site/navigation/main.json': json({
      items: [
        { label: 'Home', page: 'home' },
        { label: 'About', page: 'about' },
      ],
    }),
    'site/assets/site.css': 'body { font-family: sans-serif; }\n',
    'site/assets/old.css': '/* to be removed */\n',
    'catalog.yml': [
      'brands:',
      '  - slug: acme',
      '    name: Acme',
      'products:',
      '  - slug: boot',
      '    name: Boot',
      '    brand: acme',
      '    price: 99.5',
      '    status: active',
      '',
    ].join('\n'),
  };
}

/** The live tree the emulator starts with: the base site (files under site/). */
export function liveFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, content] of Object.entries(baseFiles()))
    if (path.startsWith('site/')) out[path.slice(5)] = content;
  return out;
}

/** Three pushes of a pull request. */
export const PR_PUSHES: Array<Record<string, string | null>> = [
  { 'site/content/about/en.json': json({ body: 'About us — since 1999' }) },
  {
    'site/pages/contact.json': json({
      name: 'Contact',
      slug: 'contact',
      template_file: 'templates/page.html',
      is_published: true,
    }),
    'site/content/contact/en.json': json({ body: 'Write to us' }),
    'site/content/contact/de.json': json({ body: 'Schreiben Sie uns' }),
  },
  {
    'site/assets/old.css': null,
    'catalog.yml': [
      'brands:',
      '  - slug: acme',
      `    name: ${JSON.stringify(HOSTILE_NAME)}`,
      'products:',
      '  - slug: boot',
      '    name: Boot',
      '    brand: acme',
      '    price: 89.5',
      '    status: active',
      '',
    ].join('\n'),
  },
];

/** The live catalog the emulator starts with: what the base commit's catalog.yml describes. */
export function liveCatalog() {
  return {
    brands: [{ slug: 'acme', name: 'Acme' }],
    products: [{ slug: 'boot', name: 'Boot', brand: 'acme', price: '99.50', status: 'active' }],
  };
}
