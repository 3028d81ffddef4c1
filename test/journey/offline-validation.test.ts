/**
 * `validate --offline` runs every check that needs no platform (issue 13): the catalog (YAML
 * syntax, references, cycles, decimals) and the site layout (JSON syntax with line:column, required
 * fields, templates, locales, navigation targets) — every problem reported at once, exit 3, and no
 * request to anyone. The action's offline mode (a fork pull request) runs the same checks.
 * `validate` without --offline uses the credential stored by `sitesync login`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../helpers/emulator.js';
import { pullRequestEvent } from '../e2e/harness/events.js';
import { makeGitCheckout, runAction } from '../e2e/harness/run-action.js';
import { SMALL_SITE, makeRepo, removeRepo, siteRepoFiles } from '../integration/cli/harness.js';
import { isolatedHome, processEnv, runSitesync } from '../helpers/cli-process.js';

/** A repository with something wrong in every place offline validation looks. */
const BROKEN: Record<string, string> = {
  'sitesync.yml': 'site:\n  id: site_Offline00000000000001\n  source: site\ncatalog: catalog\n',
  // A YAML syntax error in one catalog file…
  'catalog/a-brands.yml': 'brands:\n  - { slug: acme, name: "Acme }\n',
  // …and in another a dangling brand, a cycle and a price with three decimals.
  'catalog/b-products.yml': [
    'categories:',
    '  - { slug: tents, name: Tents, parent: shelter }',
    '  - { slug: shelter, name: Shelter, parent: tents }',
    'products:',
    '  - { slug: dome, name: Dome, brand: nope, price: "12.345" }',
    '',
  ].join('\n'),
  'site/site.json': JSON.stringify({
    name: 'Shop',
    default_language: 'en',
    supported_languages: ['en', 'fr'],
  }),
  'site/pages/home.json':
    '{\n  "name": "Home",,\n  "slug": "",\n  "template_file": "templates/page.html"\n}\n',
  'site/pages/about.json': JSON.stringify({
    name: 'About',
    slug: 'about',
    template_file: 'templates/gone.html',
  }),
  'site/content/about/de.json': '{"title": "Über"}',
  'site/navigation/main.json': JSON.stringify({ items: [{ label: 'Ghost', page: 'ghost' }] }),
  'site/templates/page.html': '<html></html>\n',
};

const EXPECTED_LINES = [
  /^ {2}catalog\/a-brands\.yml:3:1: error: .* \[yaml_syntax\]$/m,
  /^ {2}catalog\/b-products\.yml:2:\d+ \(categories\[0\]\.parent\): error: categories form a cycle: .* \[category_cycle\]$/m,
  /^ {2}catalog\/b-products\.yml:5:\d+ \(products\[0\]\.brand\): error: .*"nope".* \[unknown_reference\]$/m,
  /^ {2}catalog\/b-products\.yml:5:\d+ \(products\[0\]\.price\): error: "12\.345" has more than two decimals .* \[invalid_decimal\]$/m,
  /^ {2}site\/pages\/home\.json:2:18: error: invalid JSON: expected a member name in double quotes at "," \[invalid_json\]$/m,
  /^ {2}site\/pages\/about\.json:1:\d+ \(template_file\): error: template_file "templates\/gone\.html" does not exist in the source tree \[missing_template\]$/m,
  /^ {2}site\/content\/about\/de\.json: error: locale "de" is not in supported_languages \(en, fr\) \[unsupported_locale\]$/m,
  /^ {2}site\/navigation\/main\.json:1:\d+ \(items\[0\]\.page\): error: navigation item refers to page "ghost", which has no pages\/ghost\.json \[unknown_page\]$/m,
];

let home: string;
let repo: string;
beforeAll(async () => {
  home = await isolatedHome();
  repo = await makeRepo(BROKEN);
});
afterAll(async () => {
  await removeRepo(repo);
  await rm(home, { recursive: true, force: true });
});

describe('validate --offline', () => {
  it('reports the YAML error, the dangling brand, the cycle, the decimal and every layout error, exit 3', async () => {
    const run = await runSitesync(['validate', '--offline'], { cwd: repo, env: processEnv(home) });
    expect(run.code, run.stderr).toBe(3);
    for (const line of EXPECTED_LINES) expect(run.stdout).toMatch(line);
    expect(run.stdout).toMatch(/^validation failed: \d+ errors found without contacting the platform$/m);
    expect(run.stdout).not.toMatch(/^ok /m);
  });

  it('passes a valid repository (the example shop) and lists what it checked', async () => {
    const valid = await makeRepo(siteRepoFiles(SMALL_SITE));
    try {
      const run = await runSitesync(['validate', '--offline'], { cwd: valid, env: processEnv(home) });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toContain('ok   site/: 7 files, paths and layout checked');
      expect(run.stdout).toContain('valid (offline: the platform was not asked)');
    } finally {
      await removeRepo(valid);
    }
  });
});

describe('validate --offline with a source folder that does not exist', () => {
  it('points at the setting in sitesync.yml, not at a doubled path', async () => {
    const missing = await makeRepo({ 'sitesync.yml': 'site:\n  source: web/public\n' });
    try {
      const run = await runSitesync(['validate', '--offline'], { cwd: missing, env: processEnv(home) });
      expect(run.code).toBe(3);
      expect(run.stdout).not.toContain('web/public/web/public');
      expect(run.stdout).toContain(
        `sitesync.yml (site.source): error: the site source folder ${join(missing, 'web/public')} does not exist [source_not_found]`,
      );
      const json = await runSitesync(['--json', 'validate', '--offline'], {
        cwd: missing,
        env: processEnv(home),
      });
      const envelope = JSON.parse(json.stdout) as { result: { issues: unknown[] } };
      expect(envelope.result.issues).toEqual([
        {
          code: 'source_not_found',
          severity: 'error',
          message: `the site source folder ${join(missing, 'web/public')} does not exist`,
          file: 'sitesync.yml',
          field: 'site.source',
        },
      ]);
    } finally {
      await removeRepo(missing);
    }
  });
});

describe('a site source that is a file, not a folder', () => {
  it('validate and plan say so under their own code, at the setting in sitesync.yml', async () => {
    const siteId = 'site_FileSource0000000000001';
    const repo = await makeRepo({
      'sitesync.yml': `site:\n  id: ${siteId}\n  source: web\n`,
      web: '<!doctype html><title>one page</title>\n',
    });
    const emulator = await startEmulator({
      port: 0,
      apiKeys: [{ key: 'sk_test_file_source_0000001' }],
      seed: { sites: [{ id: siteId, name: 'File source', files: {} }] },
    });
    const message = `the site source folder ${join(repo, 'web')} is not a folder`;
    try {
      const run = await runSitesync(['validate', '--offline'], { cwd: repo, env: processEnv(home) });
      expect(run.code, run.stderr).toBe(3);
      expect(run.stdout).toContain(`sitesync.yml (site.source): error: ${message} [source_not_a_folder]`);
      const json = await runSitesync(['--json', 'validate', '--offline'], {
        cwd: repo,
        env: processEnv(home),
      });
      expect(json.code).toBe(3);
      const validated = JSON.parse(json.stdout) as { result: { issues: unknown[] } };
      expect(validated.result.issues).toEqual([
        {
          code: 'source_not_a_folder',
          severity: 'error',
          message,
          file: 'sitesync.yml',
          field: 'site.source',
        },
      ]);

      const plan = await runSitesync(['--json', 'plan'], {
        cwd: repo,
        env: processEnv(home, {
          SITESYNC_API_KEY: 'sk_test_file_source_0000001',
          SITESYNC_BASE_URL: emulator.url,
        }),
      });
      expect(plan.code, plan.stderr).toBe(3);
      const planned = JSON.parse(plan.stdout) as { exitCode: number; error: Record<string, unknown> };
      expect(planned.exitCode).toBe(3);
      expect(planned.error).toMatchObject({ code: 'SOURCE_NOT_A_FOLDER', message });
      expect(String(planned.error['hint'])).toContain('must name a folder');
    } finally {
      await emulator.close();
      await removeRepo(repo);
    }
  });
});

describe('the action on a fork pull request (no secret)', () => {
  it('runs the same offline checks: the job fails with annotations at file:line, no platform request', async () => {
    const emulator: RunningEmulator = await startEmulator({ port: 0 });
    const checkout = makeGitCheckout(BROKEN);
    try {
      const run = await runAction({
        actionDir: process.cwd(),
        cwd: checkout.dir,
        eventName: 'pull_request',
        payload: pullRequestEvent({ action: 'opened', number: 9, headSha: checkout.head, fork: true }),
        inputs: { 'base-url': emulator.url },
        githubApiUrl: 'http://127.0.0.1:9', // a fork run asks GitHub nothing: this port answers nobody
      });
      expect(run.exitCode).not.toBe(0);
      const errors = run.annotations.filter((a) => a.level === 'error');
      const at = (file: string) => errors.find((a) => a.properties?.file?.endsWith(file));
      expect(at('site/pages/home.json')?.properties).toMatchObject({ line: '2', col: '18' });
      expect(at('catalog/b-products.yml')).toBeDefined();
      expect(at('catalog/a-brands.yml')).toBeDefined();
      expect(emulator.requestLog()).toEqual([]);
    } finally {
      checkout.cleanup();
      await emulator.close();
    }
  });
});

describe('validate (online) uses the credential stored by `sitesync login`', () => {
  it('with no SITESYNC_API_KEY but a stored login, the platform’s validation runs', async () => {
    const emulator = await startEmulator({
      port: 0,
      seed: { sites: [{ id: 'site_Offline00000000000002', name: 'S', files: SMALL_SITE }] },
    });
    const bound = await makeRepo(
      siteRepoFiles(
        { ...SMALL_SITE, 'assets/site.css': 'body { margin: 9px }\n' },
        'site:\n  id: site_Offline00000000000002\n  source: site\n',
      ),
    );
    const ownHome = await mkdtemp(join(tmpdir(), 'sitesync-login-home-'));
    try {
      const env = processEnv(ownHome);
      const stored = join(env.SITESYNC_CONFIG_DIR!, 'credentials.json');
      await mkdir(dirname(stored), { recursive: true });
      await writeFile(
        stored,
        JSON.stringify({
          api_key: emulator.apiKey,
          base_url: emulator.url,
          created_at: new Date().toISOString(),
        }),
        { mode: 0o600 },
      );
      const run = await runSitesync(['validate'], { cwd: bound, env });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toContain('platform: site/ not validated (only assets changed');
      expect(run.stdout).toMatch(/^valid$/m);
      expect(emulator.requestLog().map((e) => e.route)).toContain('/v1/sites/:site_id/source/manifest');
    } finally {
      await removeRepo(bound);
      await rm(ownHome, { recursive: true, force: true });
      await emulator.close();
    }
  });
});
