/** A real plan (real site diff and catalog planner) whose names come from a hostile repository and API. */
import { parseCatalog } from '../../src/catalog/index.js';
import { planCatalog } from '../../src/plan/catalog/index.js';
import { diffSiteSource } from '../../src/plan/site/diff.js';
import type { Plan } from '../../src/plan/types.js';

/** Markdown, HTML, mentions, links, images, backticks, table pipes, newlines and workflow commands. */
export const HOSTILE = [
  '@octocat',
  '<script>alert(1)</script>',
  '[x](javascript:alert(1))',
  '![img](https://evil.example/x.png)',
  'a`b``c',
  'col|umn',
  'line\nbreak',
  '\n::add-mask::leak',
  '<img src=x onerror=alert(1)>',
  '**bold** _em_ #1 https://evil.example',
] as const;

const hostilePaths = HOSTILE.map((h, i) => `assets/${i}-${h}.txt`);

export function hostilePlan(): Plan {
  const catalogYaml = [
    'brands:',
    ...HOSTILE.map((h, i) => `  - { slug: b${i}, name: ${JSON.stringify(h)} }`),
    'categories:',
    `  - { slug: ${JSON.stringify('c|@team')}, name: ${JSON.stringify('<b>[c](http://x)</b>')}, type: product }`,
    '',
  ].join('\n');
  return {
    revision: { commit: 'a'.repeat(40), dirty: false, keyRevision: 'a'.repeat(40) },
    generatedAt: '2026-03-01T12:00:00.000Z',
    sites: [
      {
        name: '@owner <b>Shop</b> [x](javascript:alert(1))',
        siteId: 'site_AAAAAAAAAAAAAAAAAAAAA',
        sourceDir: 'site',
        live: { sourceRevision: 'rev_1', fileCount: 2 },
        checksum: { algorithm: 'sha256', basis: 'confirmed' },
        diff: diffSiteSource(
          hostilePaths.map((path, i) => ({ path, byteSize: 10 + i, checksum: `c${i}` })),
          [
            { path: 'pages/@admin.json', byte_size: 5, checksum: 'dd' },
            { path: hostilePaths[1]!, byte_size: 1, checksum: 'ee' },
          ],
        ),
        validation: {
          checked: true,
          errors: HOSTILE.map((h, i) => ({
            severity: 'error' as const,
            code: `bad_${i}`,
            message: `problem: ${h}`,
            path: hostilePaths[i]!,
            line: i + 1,
            column: 2,
          })),
          warnings: [
            { severity: 'warning', code: 'w', message: 'warn\n::error::injected', path: 'x\n::warning::y' },
          ],
        },
        // Guard messages quote the names in the two site.json files, which a repository or a
        // platform writes.
        guards: HOSTILE.map((h) => ({
          code: 'wrong_site' as const,
          message: `site.json names the site ${h} but the live site.json names it ${h}`,
          overridden: false,
        })),
        blocked: true,
      },
    ],
    catalog: planCatalog(
      parseCatalog([{ file: 'catalog.yml', text: catalogYaml }]),
      { brands: [], categories: [], products: [] },
      {
        prune: false,
        maxArchive: 10,
        ledger: { entries: {} },
      },
    ),
  };
}
