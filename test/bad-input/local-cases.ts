/**
 * The local half of the bad-input corpus: a repository whose sitesync.yml, catalog.yml or site tree
 * is wrong. Each case names the exact exit code and the exact error text (file:line:column or path).
 */
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Repo } from './harness.js';

export interface LocalCase {
  readonly name: string;
  readonly command: 'plan' | 'apply';
  /** catalog.yml content (the repo names it in sitesync.yml). */
  readonly catalog?: string;
  /** Extra setup inside the repo (write files, symlinks). */
  readonly setup?: (repo: Repo) => Promise<void>;
  readonly exitCode: number;
  /** stderr from the `error:` line to its end, exactly (see errorBlock); '' when nothing is printed there. */
  readonly error: string;
  /** Lines that stdout must hold exactly (a plan's validation errors, a partial apply's failures). */
  readonly stdoutLines?: readonly string[];
}

const cat = (...lines: string[]) => lines.join('\n') + '\n';

const BRANDS = ['brands:', '  - { slug: acme, name: Acme }'];
const CATS = ['categories:', '  - { slug: gear, name: Gear, type: product }'];

export const LOCAL_CASES: LocalCase[] = [
  // ── sitesync.yml ──
  {
    name: 'sitesync.yml: malformed YAML (unclosed flow mapping)',
    command: 'apply',
    setup: (r) => r.write('sitesync.yml', 'site: { id: x, source: site\n'),
    exitCode: 3,
    error:
      'error: sitesync.yml has 1 error:\n  sitesync.yml:2:1: error: Flow map in block collection must be sufficiently indented and end with a } [yaml_syntax]',
  },
  {
    name: 'sitesync.yml: unknown field',
    command: 'apply',
    setup: (r) => r.write('sitesync.yml', 'site:\n  source: site\nsites_dir: x\n'),
    exitCode: 3,
    error:
      'error: sitesync.yml has 1 error:\n  sitesync.yml:3:1 (sites_dir): error: unknown field "sites_dir" [unknown_field]',
  },
  {
    name: 'sitesync.yml: duplicate key',
    command: 'apply',
    setup: (r) => r.write('sitesync.yml', 'site:\n  source: site\n  source: other\n'),
    exitCode: 3,
    error:
      'error: sitesync.yml has 1 error:\n  sitesync.yml:3:3 (site.source): error: duplicate key (each key may appear once in a mapping) [duplicate_key]',
  },
  {
    name: 'sitesync.yml: wrong type (max_archive is a string)',
    command: 'apply',
    setup: (r) => r.write('sitesync.yml', 'site:\n  source: site\nmax_archive: many\n'),
    exitCode: 3,
    error:
      'error: sitesync.yml has 1 error:\n  sitesync.yml:3:14 (max_archive): error: must be an integer, got "many" [invalid_type]',
  },
  {
    name: 'sitesync.yml: source folder missing',
    command: 'apply',
    setup: (r) => r.write('sitesync.yml', 'site:\n  source: nowhere\n'),
    exitCode: 3,
    error:
      'error: the site source folder <repo>/nowhere does not exist\nhint: check `source` in sitesync.yml (relative to the folder of sitesync.yml)',
  },
  {
    name: 'sitesync.yml: source folder outside the repository (..)',
    command: 'apply',
    setup: (r) => r.write('sitesync.yml', 'site:\n  source: ../site\n'),
    exitCode: 3,
    error:
      'error: sitesync.yml has 1 error:\n  sitesync.yml:2:11 (site.source): error: the site source /tmp/site is outside the repository (<repo>); it was not read [outside_repository]',
  },
  {
    name: 'sitesync.yml: catalog file outside the repository (absolute path)',
    command: 'apply',
    setup: (r) => r.write('sitesync.yml', 'site:\n  source: site\ncatalog: /etc/catalog.yml\n'),
    exitCode: 3,
    error:
      'error: sitesync.yml has 1 error:\n  sitesync.yml:3:10 (catalog): error: the catalog /etc/catalog.yml is outside the repository (<repo>); it was not read [outside_repository]',
  },
  // ── catalog.yml: YAML ──
  {
    name: 'catalog: malformed YAML (bad indentation)',
    command: 'apply',
    catalog: cat('brands:', '  - slug: acme', '   name: Acme'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:3:1: error: Sequence item without - indicator [yaml_syntax]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: unclosed quote',
    command: 'apply',
    catalog: cat(...BRANDS, 'products:', '  - { slug: p, name: "P, brand: acme }'),
    exitCode: 3,
    error:
      'error: the catalog has 2 errors:\n  catalog.yml:5:1: error: Flow map in block collection must be sufficiently indented and end with a } [yaml_syntax]\n  catalog.yml:5:1: error: Missing closing "quote [yaml_syntax]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: tab indentation',
    command: 'apply',
    catalog: 'brands:\n\t- { slug: acme, name: Acme }\n',
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:1: error: Tabs are not allowed as indentation [yaml_syntax]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: duplicate key in one entry',
    command: 'apply',
    catalog: cat('brands:', '  - slug: acme', '    name: Acme', '    name: Acme 2'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:4:5 (brands[0].name): error: duplicate key (each key may appear once in a mapping) [duplicate_key]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: duplicate section',
    command: 'apply',
    catalog: cat(...BRANDS, ...BRANDS),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:3:1 (brands): error: duplicate key (each key may appear once in a mapping) [duplicate_key]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: not a mapping at the top',
    command: 'apply',
    catalog: cat('- brands'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:1:1 ((root)): error: must be a mapping, got a list [invalid_type]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  // ── catalog.yml: schema ──
  {
    name: 'catalog: unknown section',
    command: 'apply',
    catalog: cat(...BRANDS, 'customers:', '  - { email: a@b.c }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:3:1 (customers): error: unknown field "customers" [unknown_field]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: unknown field on a product (with suggestion)',
    command: 'apply',
    catalog: cat(...BRANDS, 'products:', '  - { slug: p, name: P, prise: "1.00" }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:4:25 (products[0].prise): error: unknown field "prise" (did you mean "price"?) [unknown_field]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: missing required name',
    command: 'apply',
    catalog: cat('brands:', '  - { slug: acme }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:5 (brands[0]): error: missing required field "name" [missing_field]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: wrong type (sort_order is text)',
    command: 'apply',
    catalog: cat('brands:', '  - { slug: acme, name: Acme, sort_order: first }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:43 (brands[0].sort_order): error: must be an integer, got "first" [invalid_type]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: enum violation (product status)',
    command: 'apply',
    catalog: cat('products:', '  - { slug: p, name: P, status: live }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:33 (products[0].status): error: "live" is not one of draft, active, archived, published [invalid_value]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: section is not a list',
    command: 'apply',
    catalog: cat('brands:', '  acme: { name: Acme }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:3 (brands): error: must be a list, got a mapping [invalid_type]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: duplicate slug',
    command: 'apply',
    catalog: cat(...BRANDS, '  - { slug: acme, name: Acme again }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:3:13 (brands[1].slug): error: duplicate brand slug "acme": already defined at catalog.yml:2:5 (brands[0]) [duplicate_slug]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: duplicate service_code',
    command: 'apply',
    catalog: cat(
      'services:',
      '  - { service_code: FIT, name: Fit }',
      '  - { service_code: FIT, name: Fit 2 }',
    ),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:3:21 (services[1].service_code): error: duplicate service_code "FIT": already defined at catalog.yml:2:5 (services[0]) [duplicate_service_code]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  // ── catalog.yml: references ──
  {
    name: 'catalog: dangling brand reference',
    command: 'apply',
    catalog: cat(...BRANDS, 'products:', '  - { slug: p, name: P, brand: acm }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:4:32 (products[0].brand): error: unknown brand "acm" (did you mean "acme"?) [unknown_reference]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: dangling category reference',
    command: 'apply',
    catalog: cat(...CATS, 'products:', '  - { slug: p, name: P, category: tents }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:4:35 (products[0].category): error: unknown category "tents" [unknown_reference]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: dangling parent category',
    command: 'apply',
    catalog: cat(...CATS, '  - { slug: tents, name: Tents, parent: outdoor }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:3:41 (categories[1].parent): error: unknown category "outdoor" [unknown_reference]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: category cycle of two',
    command: 'apply',
    catalog: cat('categories:', '  - { slug: a, name: A, parent: b }', '  - { slug: b, name: B, parent: a }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:33 (categories[0].parent): error: categories form a cycle: a → b → a [category_cycle]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: category that is its own parent',
    command: 'apply',
    catalog: cat('categories:', '  - { slug: a, name: A, parent: a }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:33 (categories[0].parent): error: category "a" cannot be its own parent [category_cycle]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  // ── catalog.yml: decimals ──
  {
    name: 'catalog: price with three decimals',
    command: 'apply',
    catalog: cat('products:', '  - { slug: p, name: P, price: "12.345" }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:32 (products[0].price): error: "12.345" has more than two decimals (the platform stores two) [invalid_decimal]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: price with a comma',
    command: 'apply',
    catalog: cat('products:', '  - { slug: p, name: P, price: "12,50" }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:32 (products[0].price): error: "12,50" is not a decimal number (use a dot as the decimal separator: "12.50") [invalid_decimal]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: negative price',
    command: 'apply',
    catalog: cat('products:', '  - { slug: p, name: P, price: -1 }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:32 (products[0].price): error: -1 must not be negative [invalid_decimal]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  {
    name: 'catalog: price in exponent notation as a string',
    command: 'apply',
    catalog: cat('products:', '  - { slug: p, name: P, price: "1e3" }'),
    exitCode: 3,
    error:
      'error: the catalog has 1 error:\n  catalog.yml:2:32 (products[0].price): error: "1e3" is not a decimal number (expected digits with an optional dot, e.g. "12.50") [invalid_decimal]\nhint: fix the catalog YAML; nothing was written to the platform',
  },
  // ── the site tree ──
  {
    name: 'site: control character in a file name',
    command: 'apply',
    setup: (r) => r.write('site/assets/bad\nname.txt', 'x'),
    exitCode: 3,
    error:
      'error: <repo>/site: the source tree <repo>/site has 1 path problem; nothing was read\n  assets/bad\\nname.txt: error: path "assets/bad\\nname.txt" contains the control character U+000A [control_character]\nhint: rename, remove or ignore (.sitesyncignore) the paths listed',
  },
  {
    name: 'site: backslash in a file name',
    command: 'apply',
    setup: (r) => r.write('site/assets/a\\b.txt', 'x'),
    exitCode: 3,
    error:
      'error: <repo>/site: the source tree <repo>/site has 1 path problem; nothing was read\n  assets/a\\b.txt: error: path "assets/a\\\\b.txt" contains a backslash; source paths separate segments with "/" [backslash]\nhint: rename, remove or ignore (.sitesyncignore) the paths listed',
  },
  {
    name: 'site: two paths that differ only by case',
    command: 'apply',
    setup: (r) => r.write('site/templates/Page.html', '<p>x</p>'),
    exitCode: 3,
    error:
      'error: <repo>/site: the source tree <repo>/site has 1 path problem; nothing was read\n  templates/page.html: error: path "templates/page.html" differs only by case from "templates/Page.html" [case_collision]\nhint: rename, remove or ignore (.sitesyncignore) the paths listed',
  },
  {
    name: 'site: symlink out of the tree',
    command: 'apply',
    setup: async (r) => {
      await writeFile(join(r.dir, 'secret.txt'), 'secret');
      await symlink(join(r.dir, 'secret.txt'), join(r.dir, 'site', 'assets', 'leak.txt'));
    },
    exitCode: 3,
    error:
      'error: <repo>/site: the source tree <repo>/site has 1 path problem; nothing was read\n  assets/leak.txt: error: symlink "assets/leak.txt" points outside the source tree [symlink_outside_tree]\nhint: rename, remove or ignore (.sitesyncignore) the paths listed',
  },
  {
    name: 'site: relative symlink climbing out with ..',
    command: 'apply',
    setup: (r) => symlink('../../sitesync.yml', join(r.dir, 'site', 'assets', 'config.yml')),
    exitCode: 3,
    error:
      'error: <repo>/site: the source tree <repo>/site has 1 path problem; nothing was read\n  assets/config.yml: error: symlink "assets/config.yml" points outside the source tree [symlink_outside_tree]\nhint: rename, remove or ignore (.sitesyncignore) the paths listed',
  },
  {
    name: 'site: dangling symlink',
    command: 'apply',
    setup: (r) => symlink('gone.css', join(r.dir, 'site', 'assets', 'css', 'old.css')),
    exitCode: 3,
    error:
      'error: <repo>/site: the source tree <repo>/site has 1 path problem; nothing was read\n  assets/css/old.css: error: symlink "assets/css/old.css" points to a file that does not exist [symlink_dangling]\nhint: rename, remove or ignore (.sitesyncignore) the paths listed',
  },
  {
    name: 'site: symlink to a directory',
    command: 'apply',
    setup: (r) => symlink('../templates', join(r.dir, 'site', 'assets', 'tpl')),
    exitCode: 3,
    error:
      'error: <repo>/site: the source tree <repo>/site has 1 path problem; nothing was read\n  assets/tpl: error: symlink "assets/tpl" points to a directory; only symlinks to files are followed [symlink_to_directory]\nhint: rename, remove or ignore (.sitesyncignore) the paths listed',
  },
  {
    name: 'site: a FIFO in the tree',
    command: 'apply',
    setup: async (r) => {
      execFileSync('mkfifo', [join(r.dir, 'site', 'assets', 'pipe')]);
    },
    exitCode: 3,
    error:
      'error: <repo>/site: the source tree <repo>/site has 1 path problem; nothing was read\n  assets/pipe: error: path "assets/pipe" is not a regular file, directory or symlink [not_a_regular_file]\nhint: rename, remove or ignore (.sitesyncignore) the paths listed',
  },
  {
    name: 'catalog: catalog.yml is a FIFO (not waited on)',
    command: 'apply',
    catalog: cat(...BRANDS),
    setup: async (r) => {
      await rm(join(r.dir, 'catalog.yml'));
      execFileSync('mkfifo', [join(r.dir, 'catalog.yml')]);
    },
    exitCode: 3,
    error:
      'error: catalog.yml: the catalog file is not a regular file (a FIFO, a device or a socket); it was not read\n  catalog.yml: error: the catalog file is not a regular file (a FIFO, a device or a socket); it was not read [not_a_regular_file]\nhint: point `catalog` in sitesync.yml at a YAML file or a folder of them',
  },
  {
    name: 'site: a file over 10 MiB',
    command: 'apply',
    setup: (r) => r.write('site/assets/huge.bin', Buffer.alloc(10 * 1024 * 1024 + 1, 7)),
    exitCode: 3,
    error:
      'error: <repo>/site: the source tree <repo>/site has 1 path problem; nothing was read\n  assets/huge.bin: error: file "assets/huge.bin" is 10485761 bytes; the limit is 10485760 bytes (10 MiB) [file_too_large]\nhint: rename, remove or ignore (.sitesyncignore) the paths listed',
  },
  {
    name: 'site: a path over 512 bytes',
    command: 'apply',
    setup: async (r) => {
      const deep = join(r.dir, 'site', 'assets', 'd'.repeat(200), 'e'.repeat(200));
      await mkdir(deep, { recursive: true });
      await writeFile(join(deep, 'f'.repeat(120) + '.txt'), 'x');
    },
    exitCode: 3,
    error:
      'error: <repo>/site: the source tree <repo>/site has 1 path problem; nothing was read\n  assets/dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee/ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff.txt: error: path "assets/dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee/ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff.txt" is 533 bytes of UTF-8; the platform allows at most 512 [path_too_long]\nhint: rename, remove or ignore (.sitesyncignore) the paths listed',
  },
  // ── the site layout (the platform's validation, read-only POST source/validate) ──
  {
    name: 'site: invalid JSON in a page',
    command: 'apply',
    setup: (r) => r.write('site/pages/about.json', '{\n  "name": "About",\n  "slug": "about",,\n}\n'),
    exitCode: 3,
    error: '',
    stdoutLines: [
      '    error pages/about.json:3:19 invalid_json: invalid JSON: unexpected character ",", expected a member name in double quotes',
      'Validation failed: nothing was written.',
    ],
  },
  {
    name: 'site: page with a missing template',
    command: 'apply',
    setup: (r) =>
      r.write(
        'site/pages/faq.json',
        '{\n  "name": "FAQ",\n  "slug": "faq",\n  "template_file": "templates/faq.html"\n}\n',
      ),
    exitCode: 3,
    error: '',
    stdoutLines: [
      '    error pages/faq.json:4:20 missing_template: template_file "templates/faq.html" does not exist in the source tree',
      'Validation failed: nothing was written.',
    ],
  },
  {
    name: 'site: content for an unknown page',
    command: 'apply',
    setup: async (r) => {
      await mkdir(join(r.dir, 'site', 'content', 'blog'), { recursive: true });
      await r.write('site/content/blog/en.json', '{"title": "Blog"}\n');
    },
    exitCode: 3,
    error: '',
    stdoutLines: [
      '    error content/blog/en.json unknown_page: content for page "blog", which has no pages/blog.json',
      'Validation failed: nothing was written.',
    ],
  },
  // ── the site deletion guard (issue 12) ──
  {
    name: 'apply with a .sitesyncignore that keeps only site.json, one page and its template (exit 5, nothing written)',
    command: 'apply',
    setup: (r) =>
      r.write(
        'site/.sitesyncignore',
        [
          'assets/',
          'content/',
          'navigation/',
          'drafts/',
          'pages/*',
          '!pages/home.json',
          'templates/*',
          '!templates/home.html',
          '',
        ].join('\n'),
      ),
    exitCode: 5,
    error: '',
    stdoutLines: [
      // The corpus repository has no git history: the deletions cannot be classified (docs/live-edits.md).
      '  0 to add, 0 to change, 26 to delete, 3 unchanged · 26 unclassified',
      '  blocked (delete_limit): this plan deletes 26 site files, more than max_delete (25); apply refuses unless allowed',
      '  blocked (delete_share): this plan deletes 26 of 29 live files (90 %), more than max_delete_share (10 %); apply refuses unless allowed',
      '  blocked (pages_lost): this plan deletes 5 of 6 live pages (pages/*.json): the site would lose most of its pages; apply refuses unless allowed',
      'Blocked by a site guard (delete_limit, delete_share, pages_lost): nothing was written. Pass --allow-delete 26 to apply these deletions anyway, or raise max_delete / max_delete_share in sitesync.yml.',
    ],
  },
];
