/** The catalog part of the text and markdown plans, and the digest. */
import { describe, expect, it } from 'vitest';
import { renderCatalogMarkdown } from '../../../src/render/catalog-markdown.js';
import { renderCatalogText } from '../../../src/render/catalog-text.js';
import { planDigest, planHasChanges } from '../../../src/render/json.js';
import { renderPlanMarkdown } from '../../../src/render/markdown.js';
import { renderPlanText } from '../../../src/render/text.js';
import { CATALOG_YAML, LIVE, catalogPlan, siteOnly, withCatalog } from './fixtures.js';

describe('catalog text', () => {
  it('lists creates, field-level updates, archives and the counts', () => {
    expect(renderCatalogText(withCatalog, false)).toEqual([
      'Catalog',
      '  + brand "summit"',
      '  - brand "gone"  archive: not in the YAML (prune)',
      '  ~ product "runner"',
      '      name: "Runner" → "Runner Pro"',
      '      price: "99.90" → "89.00"',
      '      brand: "acme" → "summit"',
      '  + service "FIT"',
      '  2 to create, 1 to update, 1 to archive, 2 unchanged',
    ]);
  });

  it('is empty without a catalog, and the full plan text includes it by default', () => {
    expect(renderCatalogText(siteOnly, false)).toEqual([]);
    expect(renderPlanText(withCatalog, { color: false })).toContain('  ~ product "runner"\n');
  });

  it('shows a guard that blocks apply', () => {
    const plan = { ...siteOnly, catalog: catalogPlan(CATALOG_YAML, LIVE, true, 0) };
    expect(renderCatalogText(plan, false).at(-1)).toBe(
      '  blocked (archive_limit): this plan archives 1 entities, more than max_archive (0); apply refuses unless allowed',
    );
  });
});

describe('catalog markdown', () => {
  it('renders one row per changed field, archives first, creates with their values, all inert', () => {
    expect(renderCatalogMarkdown(withCatalog, { collapseOver: 50 })).toEqual([
      '#### Catalog',
      '',
      '2 to create, 1 to update, 1 to archive, 2 unchanged',
      '',
      '| change | kind | key | field | from | to |',
      '|---|---|---|---|---|---|',
      '| 🗄️ archive | brand | `gone` | | | not in the YAML (prune) |',
      '| ➕ create | brand | `summit` | | | `name: "Summit <b>@team</b>"` |',
      '| ➕ create | service | `FIT` | | | `name: "Fitting"` |',
      '| ✏️ update | product | `runner` | `name` | `"Runner"` | `"Runner Pro"` |',
      '| ✏️ update | product | `runner` | `price` | `"99.90"` | `"89.00"` |',
      '| ✏️ update | product | `runner` | `brand` | `"acme"` | `"summit"` |',
      '',
    ]);
  });

  it('collapses long lists and cuts them at maxRows with the pointer', () => {
    const out = renderCatalogMarkdown(withCatalog, {
      collapseOver: 3,
      maxRows: 2,
      truncatedPointer: 'see the job summary',
    });
    expect(out).toContain('<details><summary>6 catalog changes</summary>');
    expect(out).toContain('… and 4 more (see the job summary).');
  });

  it('a table cut at maxRows keeps archives first, then creates, then updates', () => {
    const out = renderCatalogMarkdown(withCatalog, { collapseOver: 50, maxRows: 2 });
    const rows = out.filter((l) => l.startsWith('| ') && !l.startsWith('| change'));
    expect(rows).toEqual([
      '| 🗄️ archive | brand | `gone` | | | not in the YAML (prune) |',
      '| ➕ create | brand | `summit` | | | `name: "Summit <b>@team</b>"` |',
    ]);
    expect(out).toContain('… and 4 more.');
  });

  it('keeps markup in values from rendering', () => {
    const yaml = CATALOG_YAML.replace('name: Runner Pro', 'name: "[x](https://evil.example) `tick`"');
    const md = renderPlanMarkdown({ ...siteOnly, catalog: catalogPlan(yaml) }, { collapseOver: 50 });
    expect(md).toContain('`"[x](https://evil.example) ˋtickˋ"`');
    expect(md).not.toContain('`tick`');
  });
});

describe('digest and hasChanges', () => {
  it('cover the catalog changes', () => {
    expect(planHasChanges(withCatalog)).toBe(true);
    const other = { ...siteOnly, catalog: catalogPlan(CATALOG_YAML.replace('"89.00"', '"88.00"')) };
    expect(planDigest(other)).not.toBe(planDigest(withCatalog));
    expect(planDigest({ ...withCatalog, generatedAt: '2030-01-01T00:00:00.000Z' })).toBe(
      planDigest(withCatalog),
    );
    expect(planDigest(withCatalog)).not.toBe(planDigest(siteOnly));
  });

  it('is the same digest sitesync gave before it was streamed (a plan reviewed by an older version still matches)', () => {
    // Computed with sha256(canonicalJson(essence)), as planDigest did before it was streamed.
    expect(planDigest(withCatalog)).toBe('0b745cca97e173e652326278c8477b258e301c714e176aa5ea729ac2e48f02d8');
    expect(planDigest(siteOnly)).toBe('3edac463bb4be32b40ac69c5932e1ca1dc9910f2dfaf09488d08e5d7fdbb1194');
  });

  it('a catalog without changes does not make the plan have changes', () => {
    const same = catalogPlan(
      ['brands:', '  - { slug: acme, name: Acme }', '  - { slug: gone, name: Gone }', ''].join('\n'),
      { ...LIVE, categories: [], products: [] },
    );
    expect(same.hasChanges).toBe(false);
    expect(planHasChanges({ ...siteOnly, sites: [], catalog: same })).toBe(false);
  });
});
