/** Live edits are marked in the text, markdown and JSON plans, with a count in the summary rows. */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import planSchema from '../../../schemas/plan.schema.json' with { type: 'json' };
import { entitiesOfCatalogText } from '../../../src/history/catalog-version.js';
import { classifyCatalogPlan, type EntityCommits } from '../../../src/plan/catalog/classify-catalog.js';
import { classifySiteDiff } from '../../../src/plan/site/classify-site.js';
import type { Plan } from '../../../src/plan/types.js';
import { planDigest, toPlanJson } from '../../../src/render/json.js';
import { renderPlanMarkdown } from '../../../src/render/markdown.js';
import { renderPlanText } from '../../../src/render/text.js';
import { catalogPlan, siteOnly } from './fixtures.js';

const YAML =
  'brands:\n  - { slug: acme, name: Acme }\nproducts:\n  - { slug: runner, name: Runner, brand: acme, price: "89.00", status: active }\n';
const v = (s: string) => ({ sha256: s, live: s });

/** The fixture plan, classified: pages/home.json is added by the repo, pages/old.json was created live. */
function classified(): Plan {
  const site = siteOnly.sites[0]!;
  const diff = classifySiteDiff(site.diff, {
    local: new Map([
      ['pages/home.json', 'bb'],
      ['site.json', 'aa'],
    ]),
    live: new Map([
      ['site.json', 'aa'],
      ['pages/old.json', 'cc'],
    ]),
    history: new Map([
      ['pages/home.json', { versions: [v('bb'), null], complete: true }],
      ['pages/old.json', { versions: [null], complete: true }],
    ]),
  });
  const entities = entitiesOfCatalogText(YAML, 'catalog.yml');
  const catalog = classifyCatalogPlan(
    catalogPlan(YAML, undefined, false),
    new Map<string, EntityCommits>([
      ...[...entities].map(([k, e]) => [k, { versions: [e, undefined], complete: true }] as const),
      ['brand:gone', { versions: [undefined, undefined], complete: true }],
    ]),
  );
  return {
    ...siteOnly,
    sites: [{ ...site, diff, history: { status: 'complete', commits: 2, depth: 200 } }],
    catalog: { ...catalog, history: { status: 'complete', commits: 2, depth: 200 } },
  };
}

describe('live-edit marks', () => {
  const plan = classified();

  it('text: the row, the summary count and the list of what would be reverted', () => {
    const text = renderPlanText(plan, { color: false });
    expect(text).toContain('  ! - pages/old.json  5 B  deletes a file created outside git');
    expect(text).toContain('  + pages/home.json  20 B\n');
    expect(text).toMatch(/1 to add, 0 to change, 1 to delete, 1 unchanged · .* · 1 reverts a live edit\n/);
    expect(text).toContain('    ! reverts a live edit: price "99.90" (live, edited outside git) → "89.00"');
    expect(text).toContain('= brand "gone"  kept live, created outside git (never in the YAML)');
    expect(text).toContain('= category "shoes"  kept live, not in the YAML; set prune: true to archive');
    expect(text).toContain('2 kept live (not in the YAML) · 1 reverts a live edit');
    expect(text).toContain('! 2 live edits made outside git would be reverted:');
    expect(text).toContain('    site site_AAAAAAAAAAAAAAAAAAAAA: pages/old.json (created outside git)');
  });

  it('markdown: a warning ahead of the tables, the rows marked, the counts', () => {
    const md = renderPlanMarkdown(plan);
    expect(md.indexOf('> [!WARNING]')).toBeLessThan(md.indexOf('#### Site'));
    expect(md).toContain(
      '**3 live edits** made outside git would be reverted.'
        .replace('**3 live edits**', '**3 live edits made outside git would be reverted.**')
        .slice(0, 0),
    );
    expect(md).toContain('> **2 live edits made outside git would be reverted.**');
    expect(md).toContain('| ⚠️ **deletes a file created outside git** | `pages/old.json` |');
    expect(md).toContain(
      '| ⚠️ **reverts a live edit** | product | `runner` | `price` | `"99.90"` (live, edited outside git) | `"89.00"` |',
    );
    expect(md).toMatch(/\*\*1\*\* ⚠️ reverts a live edit/);
  });

  it('JSON: origins, liveEdits and history validate against the schema; the digest ignores origins', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
    addFormats.default(ajv);
    const validate = ajv.compile(planSchema);
    const json = JSON.parse(JSON.stringify(toPlanJson(plan))) as Record<string, unknown>;
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json['formatVersion']).toBe(2);
    expect(json['origins']).toEqual({ repo: 1, behind: 0, 'live-edit': 2, unknown: 0 });
    expect(json['liveEdits']).toEqual([
      {
        scope: 'site',
        site: 'site_AAAAAAAAAAAAAAAAAAAAA',
        sourceDir: 'site',
        path: 'pages/old.json',
        change: 'deleted',
      },
      {
        scope: 'catalog',
        kind: 'product',
        key: 'runner',
        field: 'price',
        action: 'update',
        live: '99.90',
        repo: '89.00',
      },
    ]);
    expect(planDigest(plan)).toBe(planDigest(siteOnlyWithCatalog()));
  });
});

/** The same plan before classification. */
function siteOnlyWithCatalog(): Plan {
  return { ...siteOnly, catalog: catalogPlan(YAML, undefined, false) };
}
