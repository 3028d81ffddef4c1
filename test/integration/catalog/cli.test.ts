import { runCliCaptured, type CliRun } from '../../helpers/run-cli.js';
/** The CLI over the emulator: apply exit codes (partial 4, guard 5), import --catalog, ledger show/repair. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { ExitCode } from '../../../src/shared/errors.js';

let emulator: RunningEmulator;
let repo: string;

beforeEach(async () => {
  emulator = await startEmulator({ port: 0, rateLimit: 1_000_000 });
  repo = await mkdtemp(join(tmpdir(), 'sitesync-cli-catalog-'));
  await cp(join('examples', 'demo-shop', 'site'), join(repo, 'site'), { recursive: true });
  await writeFile(join(repo, 'sitesync.yml'), 'site:\n  source: site\ncatalog: catalog.yml\n');
});
afterEach(async () => {
  await emulator.close();
  await rm(repo, { recursive: true, force: true });
});

function cli(...argv: string[]): Promise<CliRun> {
  return runCliCaptured({
    cwd: repo,
    argv,
    env: { SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: emulator.apiKey, NO_COLOR: '1' },
  });
}

const CATALOG = [
  'brands:',
  '  - { slug: acme, name: Acme }',
  '  - { slug: summit, name: Summit }',
  'categories:',
  '  - { slug: gear, name: Gear, type: product }',
  '  - { slug: tents, name: Tents, type: product, parent: gear }',
  'products:',
  '  - { slug: dome, name: Dome, brand: acme, category: tents, price: "199.00", status: active }',
  '  - { slug: tarp, name: Tarp, brand: summit, category: gear, price: "49.90" }',
  'services:',
  '  - { service_code: PITCH, name: Tent pitching, price: "15.00" }',
  '',
].join('\n');

describe('sitesync apply with a catalog', () => {
  it('exits 4 when a brand write fails, blocking only its product; a rerun converges and exits 0', async () => {
    await writeFile(join(repo, 'catalog.yml'), CATALOG);
    await fetch(`${emulator.url}/__emulator/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path_pattern: '/v1/brands', status: 422, count: 2 }),
    });
    // Both brand creates fail (count 2): both products are blocked, categories and the service apply.
    const first = await cli('apply');
    expect(first.code).toBe(ExitCode.partialApply);
    expect(first.out).toContain('catalog: 3 written, 2 failed, 2 blocked');
    expect(first.out).toContain('⊘ create product "dome" blocked by brand "acme" (failed)');
    const rerun = await cli('apply');
    expect(rerun.code).toBe(ExitCode.ok);
    expect(rerun.out).toContain('catalog: 4 written, 0 failed, 0 blocked');
    // The site part still has its staged change (not published); the catalog part is clean.
    const third = await cli('plan');
    expect(third.out).toContain('0 to create, 0 to update, 0 to archive, 7 unchanged');
  });

  it('says a write was a replay exactly when the platform answered one as a replay', async () => {
    await writeFile(join(repo, 'catalog.yml'), CATALOG);
    const first = await cli('apply');
    expect(first.code).toBe(ExitCode.ok);
    expect(first.out).not.toContain('replay');
    expect((await cli('ledger', 'forget', '--service', 'PITCH')).code).toBe(ExitCode.ok);
    const before = emulator.requestLog().length;
    // PITCH is still in the YAML: created again with the same key, which the platform replays.
    const again = await cli('apply');
    expect(again.code).toBe(ExitCode.ok);
    const replays = emulator
      .requestLog()
      .slice(before)
      .filter((e) => e.replayed);
    expect(replays.map((e) => `${e.method} ${e.route}`)).toEqual(['POST /v1/services']);
    expect(again.out).toContain(
      '  1 of these was a replay: the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now',
    );
  });

  it('exits 5 when prune would archive more than max_archive, and applies with --allow-archive-overflow', async () => {
    await writeFile(join(repo, 'catalog.yml'), CATALOG);
    expect((await cli('apply')).code).toBe(ExitCode.ok);
    await writeFile(
      join(repo, 'sitesync.yml'),
      'site:\n  source: site\ncatalog: catalog.yml\nprune: true\nmax_archive: 1\n',
    );
    await writeFile(join(repo, 'catalog.yml'), CATALOG.replace(/ {2}- \{ slug: (summit|tarp).*\n/g, ''));
    const blocked = await cli('apply');
    expect(blocked.code).toBe(ExitCode.blockedByGuard);
    expect(blocked.out).toContain(
      'blocked (archive_limit): this plan archives 2 entities, more than max_archive (1)',
    );
    const allowed = await cli('apply', '--allow-archive-overflow');
    expect(allowed.code).toBe(ExitCode.ok);
    expect(allowed.out).toContain('catalog: 2 written, 0 failed, 0 blocked');
  });
});

describe('sitesync import --catalog', () => {
  it('writes the live catalog as YAML that plans clean against live', async () => {
    await writeFile(join(repo, 'catalog.yml'), CATALOG);
    expect((await cli('apply')).code).toBe(ExitCode.ok);
    // An existing shop without a catalog file: sitesync.yml does not name one yet.
    await rm(join(repo, 'catalog.yml'));
    await writeFile(join(repo, 'sitesync.yml'), 'site:\n  source: site\n');
    const imported = await cli('import', '--catalog');
    expect(imported.code).toBe(ExitCode.ok);
    expect(imported.out).toContain('catalog.yml: 2 brand(s), 2 categories, 2 product(s) from live');
    const yaml = await readFile(join(repo, 'catalog.yml'), 'utf8');
    expect(yaml).toContain('  - slug: tents\n    name: Tents\n    parent: gear\n');
    expect(yaml.indexOf('slug: acme')).toBeLessThan(yaml.indexOf('slug: summit'));
    expect(yaml).not.toContain('sitesync-ledger');
    expect(imported.out).toContain('add `catalog: catalog.yml` to sitesync.yml');
    await writeFile(join(repo, 'sitesync.yml'), 'site:\n  source: site\ncatalog: catalog.yml\n');
    const plan = await cli('plan');
    expect(plan.out).toContain('0 to create, 0 to update, 0 to archive, 6 unchanged');
    // A second import with the same live catalog is identical; a local edit is protected.
    expect((await cli('import', '--catalog')).code).toBe(ExitCode.ok);
    await writeFile(join(repo, 'catalog.yml'), yaml + '# local note\n');
    const refused = await cli('import', '--catalog');
    expect(refused.code).toBe(ExitCode.blockedByGuard);
    expect(refused.err).toContain(
      'import would overwrite catalog.yml, which git does not hold as committed (changed, untracked or ignored); nothing was written',
    );
  });
});

describe('sitesync import --catalog into the file sitesync.yml names', () => {
  it('writes it even though it does not exist yet, and then plans clean', async () => {
    await writeFile(join(repo, 'catalog.yml'), CATALOG);
    expect((await cli('apply')).code).toBe(ExitCode.ok);
    await rm(join(repo, 'catalog.yml'));
    await writeFile(join(repo, 'sitesync.yml'), 'site:\n  source: site\ncatalog: catalog.yml\n');
    expect((await cli('plan')).err).toContain('no file or folder at catalog.yml');
    const imported = await cli('import', '--catalog');
    expect(imported.code, imported.err).toBe(ExitCode.ok);
    expect(await readFile(join(repo, 'catalog.yml'), 'utf8')).toContain('  - slug: dome\n');
    expect((await cli('plan')).out).toContain('0 to create, 0 to update, 0 to archive, 6 unchanged');
  });
});

describe('sitesync ledger', () => {
  it('shows the ledger and repairs an entry', async () => {
    await writeFile(join(repo, 'catalog.yml'), CATALOG);
    expect((await cli('ledger', 'show')).out).toContain('no service ledger yet');
    await cli('apply');
    const shown = await cli('ledger', 'show');
    expect(shown.out).toMatch(
      /service ledger: category catg_\w+ \(slug "sitesync-ledger"\)\n {2}PITCH → svc_\w+ {2}hash [0-9a-f]{12}…/,
    );
    const repaired = await cli('ledger', 'repair', '--service', 'PITCH=svc_manual1');
    expect(repaired.code).toBe(ExitCode.ok);
    expect(repaired.out).toContain('ledger updated');
    expect(repaired.out).toMatch(/^ {2}PITCH → svc_manual1 {2}hash [0-9a-f]{12}…/m);
    // A code neither in the YAML nor in the ledger is a typo: refused, nothing written.
    const before = emulator.requestLog().filter((e) => e.idempotency_key !== null).length;
    const unknown = await cli('ledger', 'repair', '--service', 'PITCHH=svc_manual2');
    expect(unknown.code).toBe(ExitCode.usage);
    expect(unknown.err).toContain(
      'error: unknown service code "PITCHH" (did you mean "PITCH"?): neither in the catalog\'s services nor in the ledger',
    );
    expect(emulator.requestLog().filter((e) => e.idempotency_key !== null)).toHaveLength(before);
    // forget removes an entry; an entry it does not hold is refused.
    const forgot = await cli('ledger', 'forget', '--service', 'PITCH');
    expect(forgot.code).toBe(ExitCode.ok);
    expect(forgot.out).toContain('forgot PITCH → svc_manual1 (the service itself stays on the platform)');
    expect(forgot.out).toContain('  no services');
    const again = await cli('ledger', 'forget', '--service', 'PITCH');
    expect(again.code).toBe(ExitCode.usage);
    expect(again.err).toContain('error: the ledger has no entry for "PITCH"');
    const bad = await cli('ledger', 'repair', '--service', 'NOEQUALS');
    expect(bad.code).toBe(ExitCode.usage);
    expect(bad.err).toContain('--service "NOEQUALS": expected CODE=svc_id');
  });
});

describe('sitesync import --catalog --force over a catalog with services and a $schema line', () => {
  it('keeps what the platform cannot give back, and plans clean afterwards', async () => {
    const schemaLine = '# yaml-language-server: $schema=../schemas/catalog.schema.json';
    await writeFile(join(repo, 'catalog.yml'), `${schemaLine}\n${CATALOG}`);
    expect((await cli('apply')).code).toBe(ExitCode.ok);
    // A brand renamed live (outside git), and a local note that makes the file differ.
    const brands = (
      (await await fetch(`${emulator.url}/v1/brands`, {
        headers: { authorization: `Bearer ${emulator.apiKey}` },
      }).then((r) => r.json())) as { data: { items: { id: string; slug: string }[] } }
    ).data.items;
    const acme = brands.find((b) => b.slug === 'acme')!;
    await fetch(`${emulator.url}/v1/brands/${acme.id}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${emulator.apiKey}`,
        'content-type': 'application/json',
        'idempotency-key': 'test-rename-acme-0001',
      },
      body: JSON.stringify({ name: 'Acme Outdoor' }),
    });
    const imported = await cli('import', '--catalog', '--force');
    expect(imported.code, imported.err).toBe(ExitCode.ok);
    expect(imported.out).toContain('  kept from the previous file: the comment lines at the top (1)');
    expect(imported.out).toContain('  kept from the previous file: the services: section (1 service)');
    expect(imported.out).not.toContain('their content cannot be read');
    const yaml = await readFile(join(repo, 'catalog.yml'), 'utf8');
    expect(yaml.startsWith(`${schemaLine}\n# Imported from the live platform`)).toBe(true);
    expect(yaml).toContain('name: Acme Outdoor');
    expect(
      yaml.endsWith('services:\n  - { service_code: PITCH, name: Tent pitching, price: "15.00" }\n'),
    ).toBe(true);
    const plan = await cli('plan');
    expect(plan.out).toContain('0 to create, 0 to update, 0 to archive, 7 unchanged');
  });
});
