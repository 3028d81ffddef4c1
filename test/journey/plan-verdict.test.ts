/**
 * A plan that cannot apply never says "Changes to apply." (issue 13): not with validation errors
 * (exit 3), not when a catalog or site guard blocks it, not when it would revert live edits. Run
 * as processes against the emulator.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedWrites } from '../helpers/cli-process.js';
import { parseEnvelope } from './envelope-schema.js';
import { SITE_ID, catalogWithProducts, commitAll, startJourney, type Journey } from './harness.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('the last line of a plan', () => {
  it('validation errors: "Cannot apply", exit 3, in plan and apply; nothing written', async () => {
    journey = await startJourney({ catalog: null });
    const j = journey;
    await writeFile(
      join(j.repo, 'site', 'pages', 'about.json'),
      JSON.stringify({ name: 'About', slug: 'about', template_file: 'templates/missing.html' }),
    );
    commitAll(j.repo, 'broken template');
    const plan = await j.sitesync(['plan']);
    expect(plan.code).toBe(3);
    expect(plan.stdout).not.toContain('Changes to apply.');
    expect(plan.stdout.trimEnd().split('\n').at(-1)).toBe(
      'Cannot apply: validation failed (1 site with errors).',
    );
    const apply = await j.sitesync(['apply']);
    expect(apply.code).toBe(3);
    expect(apply.stdout).not.toContain('Changes to apply.');
    expect(apply.stdout.trimEnd().split('\n').slice(-3)).toEqual([
      'Cannot apply: validation failed (1 site with errors).',
      '',
      'Validation failed: nothing was written.',
    ]);
    expect(loggedWrites(await j.emulator.requests())).toEqual([]);
    const json = parseEnvelope<{
      exitCode: number;
      error: { code: string; issues: { path: string; line: number; column: number; code: string }[] };
    }>((await j.sitesync(['--json', 'plan'])).stdout);
    expect(json.exitCode).toBe(3);
    expect(json.error.code).toBe('SITE_VALIDATION_FAILED');
    expect(json.error.issues[0]).toMatchObject({
      path: 'site/pages/about.json',
      code: 'missing_template',
      line: 1,
    });
  });

  it('a blocking guard: "Cannot apply", and apply exits 5 writing nothing', async () => {
    journey = await startJourney({ catalog: catalogWithProducts(3) });
    const j = journey;
    expect((await j.sitesync(['apply'])).code).toBe(0);
    // prune with max_archive 1: removing all three products would archive three.
    await writeFile(
      join(j.repo, 'sitesync.yml'),
      `site:\n  id: ${SITE_ID}\n  source: site\ncatalog: catalog.yml\nprune: true\nmax_archive: 1\n`,
    );
    await writeFile(join(j.repo, 'catalog.yml'), catalogWithProducts(0));
    commitAll(j.repo, 'drop the products');
    const plan = await j.sitesync(['plan']);
    expect(plan.code).toBe(0);
    expect(plan.stdout).toMatch(/blocked \(archive_limit\)/);
    expect(plan.stdout).not.toContain('Changes to apply.');
    expect(plan.stdout.trimEnd().split('\n').at(-1)).toBe(
      'Cannot apply: a catalog guard blocks it (see "blocked" above).',
    );
    const before = loggedWrites(await j.emulator.requests()).length;
    const apply = await j.sitesync(['--json', 'apply']);
    expect(apply.code).toBe(5);
    expect(parseEnvelope(apply.stdout)).toMatchObject({
      exitCode: 5,
      error: { code: 'CATALOG_GUARD_BLOCKED' },
    });
    expect(loggedWrites(await j.emulator.requests())).toHaveLength(before);
  });

  it('a catalog YAML error: exit 3, and the hint claims no more than the log shows', async () => {
    journey = await startJourney({ catalog: 'brands:\n  - slug: acme\n    name: "Acme\n' });
    const j = journey;
    const before = (await j.emulator.requests()).length;
    for (const command of ['plan', 'apply']) {
      const run = await j.sitesync([command]);
      expect(run.code).toBe(3);
      expect(run.stderr).toContain('hint: fix the catalog YAML; nothing was written to the platform');
    }
    // The site's reads ran beside the parse (so "nothing was read" would be false); no write did.
    const log = (await j.emulator.requests()).slice(before);
    expect(loggedWrites(log)).toEqual([]);
  });

  it('a site guard (wrong site): "Cannot apply", and apply exits 5 writing nothing', async () => {
    journey = await startJourney();
    const j = journey;
    const siteJson = join(j.repo, 'site/site.json');
    const site = JSON.parse(await readFile(siteJson, 'utf8')) as Record<string, unknown>;
    await writeFile(siteJson, JSON.stringify({ ...site, name: 'Another Shop' }, null, 2));
    commitAll(j.repo, 'another site name');
    const plan = await j.sitesync(['plan']);
    expect(plan.code).toBe(0);
    expect(plan.stdout).toMatch(/blocked \(wrong_site\)/);
    expect(plan.stdout).not.toContain('Changes to apply.');
    expect(plan.stdout.trimEnd().split('\n').at(-1)).toBe(
      'Cannot apply: a site guard blocks it (see "blocked" above).',
    );
    const before = loggedWrites(await j.emulator.requests()).length;
    const apply = await j.sitesync(['apply']);
    expect(apply.code).toBe(5);
    expect(loggedWrites(await j.emulator.requests())).toHaveLength(before);
    // Allowed, the same plan is one to apply.
    const allowed = await j.sitesync(['apply', '--allow-site-mismatch']);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stdout).toContain('guard wrong_site overridden');
    expect(allowed.stdout).not.toContain('Cannot apply');
  });

  it('a live edit it would revert: "Cannot apply", apply exits 5; with --overwrite-live-edits it applies', async () => {
    journey = await startJourney({ catalog: catalogWithProducts(2) });
    const j = journey;
    expect((await j.sitesync(['apply'])).code).toBe(0);
    const products = await j.emulator.api<{ items: { id: string; slug: string }[] }>('GET', '/v1/products');
    await j.emulator.api('PATCH', `/v1/products/${products.items[0]!.id}`, { price: '77.00' });
    const plan = await j.sitesync(['plan']);
    expect(plan.code).toBe(0);
    expect(plan.stdout).not.toContain('Changes to apply.');
    expect(plan.stdout.trimEnd().split('\n').at(-1)).toBe(
      'Cannot apply: it would revert 1 live edit made outside git (sitesync pull, or apply --overwrite-live-edits).',
    );
    const before = loggedWrites(await j.emulator.requests()).length;
    const apply = await j.sitesync(['apply']);
    expect(apply.code).toBe(5);
    expect(loggedWrites(await j.emulator.requests())).toHaveLength(before);
    const overwrite = await j.sitesync(['apply', '--overwrite-live-edits']);
    expect(overwrite.code, overwrite.stderr).toBe(0);
    expect(overwrite.stdout).not.toContain('Cannot apply');
  });
});
