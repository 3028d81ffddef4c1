/**
 * The platform half of the bad-input corpus: credentials the platform refuses, ids it does not know,
 * conflicts, validation failures, and a platform that misbehaves (a stub): a listing whose cursor
 * repeats, a Retry-After longer than the budget, malformed JSON.
 */
import { ALL_SCOPES, type EmulatorOptions } from '../../src/emulator/index.js';
import { fail, json, ok, type StubHandler } from '../helpers/http-stub.js';
import type { Routes } from './stub-platform.js';
import { DEMO_SITE, filesOf, SITE_ID, type Repo } from './harness.js';
import { storeLogin } from '../../src/cli/credentials.js';
import { join } from 'node:path';

export interface ServerCase {
  readonly name: string;
  readonly argv: string[];
  /** catalog.yml content (the repo names it in sitesync.yml). */
  readonly catalog?: string;
  /** A file written into the site tree so that the site has a change to stage. */
  readonly siteChange?: boolean;
  /** site.id in sitesync.yml (default: the seeded site). */
  readonly siteId?: string;
  /** Extra setup inside the repo before the run (the platform's URL given). */
  readonly setup?: (repo: Repo, platformUrl: string) => Promise<void>;
  /** Environment over the default one (SITESYNC_BASE_URL = the platform, the key). */
  readonly env?: Readonly<Record<string, string>>;
  readonly platform:
    | {
        readonly kind: 'emulator';
        readonly options?: EmulatorOptions;
        /** The key sent (default: the emulator's full-scope key); null sends none. */
        readonly apiKey?: string | null;
        /** fail-next rules installed before the run. */
        readonly failNext?: readonly {
          method: string;
          path_pattern: string;
          status: number;
          count?: number;
        }[];
      }
    | { readonly kind: 'stub'; readonly routes: Routes };
  readonly exitCode: number;
  /** stderr from the `error:` line to its end, exactly (see errorBlock); '' when nothing is printed there. */
  readonly error: string;
  /** The wait a Retry-After date asks for depends on today: `<seconds>` stands for it in `error`. */
  readonly clockDependent?: boolean;
  /** Lines that stdout must hold exactly (a partial apply's failures, import's skipped paths). */
  readonly stdoutLines?: readonly string[];
}

const BRAND = 'brands:\n  - { slug: acme, name: Acme }\n';

const page = (items: unknown[], extra: Record<string, unknown>) =>
  ok({ object: 'list', url: '/v1/brands', items, ...extra });

const raw =
  (status: number, body: string, headers: Record<string, string> = {}): StubHandler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };

export const SERVER_CASES: ServerCase[] = [
  // ── credentials ──
  {
    name: 'no API key anywhere',
    argv: ['apply'],
    platform: { kind: 'emulator', apiKey: null },
    exitCode: 6,
    error:
      'error: no API key: looked in --api-key, SITESYNC_API_KEY and <repo>/.no-login/credentials.json\nhint: set SITESYNC_API_KEY, or run `sitesync login`',
  },
  {
    name: 'an unknown API key (401)',
    argv: ['apply'],
    platform: { kind: 'emulator', apiKey: 'sk_unknown_key_0123456789abcdef' },
    exitCode: 6,
    error:
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest → 401 UNAUTHORIZED: the bearer token is not a known API key\nhint: the key in SITESYNC_API_KEY is unknown to the platform (or revoked): check it, or unset it to use the key stored by `sitesync login`',
  },
  {
    name: 'a key without brands:write (403 naming the scope)',
    argv: ['apply'],
    catalog: BRAND,
    platform: {
      kind: 'emulator',
      options: {
        apiKeys: [
          { key: 'sk_readonly_0123456789abcdef', scopes: ALL_SCOPES.filter((s) => s !== 'brands:write') },
        ],
      },
      apiKey: 'sk_readonly_0123456789abcdef',
    },
    exitCode: 6,
    error:
      'error: apply failed at stage "catalog brands": POST /v1/brands → 403 INSUFFICIENT_SCOPE: missing scope brands:write. Nothing was written.\nhint: the API key lacks a scope this operation needs; `sitesync whoami` lists what it has',
  },
  {
    name: 'a read-only key on a site change (403 on the session)',
    argv: ['apply'],
    siteChange: true,
    platform: {
      kind: 'emulator',
      options: {
        apiKeys: [
          { key: 'sk_sitesread_0123456789abcdef', scopes: ALL_SCOPES.filter((s) => !s.endsWith(':write')) },
        ],
      },
      apiKey: 'sk_sitesread_0123456789abcdef',
    },
    exitCode: 6,
    error:
      'error: apply failed at stage "open-session": POST /v1/sites/site_badinput0000000000001/development-sessions → 403 INSUFFICIENT_SCOPE: missing scope site_drafts:write. Nothing was written.\nhint: the API key lacks a scope this operation needs; `sitesync whoami` lists what it has',
  },
  // ── ids and conflicts ──
  {
    name: 'an unknown site id (404)',
    argv: ['apply'],
    siteId: 'site_doesNotExist0000000000',
    siteChange: true,
    platform: { kind: 'emulator' },
    exitCode: 1,
    error:
      'error: GET /v1/sites/site_doesNotExist0000000000/source/manifest → 404 NOT_FOUND: site site_doesNotExist0000000000 not found\nhint: check the id in sitesync.yml (site.id), that the key belongs to the same account, and that the base URL is the API root (sitesync adds /v1 to it)',
  },
  {
    name: 'a stale source revision when the session opens (409)',
    argv: ['apply'],
    siteChange: true,
    platform: {
      kind: 'stub',
      routes: [
        [
          /^POST \/v1\/sites\/[^/]+\/development-sessions$/,
          json(409, {
            success: false,
            error: {
              error_code: 'STALE_SOURCE_REVISION',
              message: 'source_revision rev_stubLive000000000000 is not the live revision',
              details: { current_source_revision: 'rev_newer00000000000000' },
            },
          }),
        ],
      ],
    },
    exitCode: 1,
    error:
      'error: apply failed at stage "open-session": POST /v1/sites/site_badinput0000000000001/development-sessions → 409 STALE_SOURCE_REVISION: source_revision rev_stubLive000000000000 is not the live revision. Nothing was written.\nhint: the live site or the session changed since sitesync read it: run plan (or apply) again',
  },
  {
    name: 'an idempotency conflict on a brand create (409)',
    argv: ['apply'],
    catalog: BRAND,
    platform: {
      kind: 'stub',
      routes: [
        [
          /^POST \/v1\/brands$/,
          fail(409, 'DEVELOPER_IDEMPOTENCY_CONFLICT', 'Idempotency-Key reused with another request body'),
        ],
      ],
    },
    exitCode: 4,
    error:
      'error: the catalog apply failed: 1 write(s) failed, 0 blocked. Nothing was written.\nhint: rerun the same commit to converge: what was written is replayed, the rest is retried',
    stdoutLines: [
      'catalog: 0 written, 1 failed, 0 blocked',
      '  ✗ create brand "acme" failed: POST /v1/brands → 409 DEVELOPER_IDEMPOTENCY_CONFLICT: Idempotency-Key reused with another request body',
    ],
  },
  {
    name: 'a validation failure on a brand create (422 with details)',
    argv: ['apply'],
    catalog: 'brands:\n  - { slug: acme, name: Acme, color: blue }\n',
    platform: {
      kind: 'stub',
      routes: [
        [
          /^POST \/v1\/brands$/,
          json(422, {
            success: false,
            error: {
              error_code: 'VALIDATION_FAILED',
              message: 'the request body is invalid',
              details: { errors: [{ code: 'pattern', message: 'must be a #rrggbb color', path: '/color' }] },
            },
          }),
        ],
      ],
    },
    exitCode: 4,
    error:
      'error: the catalog apply failed: 1 write(s) failed, 0 blocked. Nothing was written.\nhint: rerun the same commit to converge: what was written is replayed, the rest is retried',
    stdoutLines: [
      'catalog: 0 written, 1 failed, 0 blocked',
      '  ✗ create brand "acme" failed: POST /v1/brands → 422 VALIDATION_FAILED: the request body is invalid (/color: must be a #rrggbb color [pattern])',
    ],
  },
  {
    name: 'a source write the platform refuses (422 SOURCE_VALIDATION_FAILED with path, line, column)',
    argv: ['apply'],
    siteChange: true,
    platform: {
      kind: 'stub',
      routes: [
        [
          /source:batch$/,
          json(422, {
            success: false,
            error: {
              error_code: 'SOURCE_VALIDATION_FAILED',
              message: 'the write would make the source tree invalid',
              details: {
                errors: [
                  {
                    code: 'invalid_json',
                    message: 'unexpected end of input',
                    path: 'pages/home.json',
                    line: 7,
                    column: 1,
                  },
                ],
              },
            },
          }),
        ],
      ],
    },
    exitCode: 3,
    error:
      'error: apply failed at stage "write-source": PATCH /v1/sites/site_badinput0000000000001/development-sessions/sess_stub/source:batch → 422 SOURCE_VALIDATION_FAILED: the write would make the source tree invalid (pages/home.json:7:1: unexpected end of input [invalid_json]). Already done: opened session sess_stub at rev_stubLive000000000000. Nothing was written besides opening the development session (live is unchanged).\nhint: the platform rejected the content: fix what the issues name, commit, and run again',
  },
  // ── a platform that misbehaves ──
  {
    name: 'a listing whose cursor repeats',
    argv: ['plan'],
    catalog: BRAND,
    platform: {
      kind: 'stub',
      routes: [
        [
          /^GET \/v1\/brands$/,
          page([{ id: 'brd_1', slug: 'x', name: 'X' }], { has_more: true, next_cursor: 'brd_1' }),
        ],
      ],
    },
    exitCode: 1,
    error:
      'error: /v1/brands: cursor "brd_1" repeated on page 2; the listing would loop\nhint: the listing was aborted rather than returning a partial result; nothing was written',
  },
  {
    name: 'a listing with an empty page that says has_more',
    argv: ['plan'],
    catalog: BRAND,
    platform: {
      kind: 'stub',
      routes: [[/^GET \/v1\/brands$/, page([], { has_more: true, next_cursor: 'brd_9' })]],
    },
    exitCode: 1,
    error:
      'error: /v1/brands: page 1 is empty but has_more is true\nhint: the listing was aborted rather than returning a partial result; nothing was written',
  },
  {
    name: 'a Retry-After longer than the budget (429)',
    argv: ['plan'],
    platform: {
      kind: 'stub',
      routes: [[/manifest$/, fail(429, 'RATE_LIMITED', 'slow down', { 'retry-after': '86400' })]],
    },
    exitCode: 1,
    error:
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest → 429 RATE_LIMITED: slow down (gave up: HTTP 429 asks to retry after 86400s, beyond the remaining retry budget of 90s)\nhint: the platform rate limit was reached; sitesync paces itself once it knows the limit',
  },
  {
    name: 'a Retry-After date beyond the budget (503)',
    clockDependent: true,
    argv: ['plan'],
    platform: {
      kind: 'stub',
      routes: [
        [
          /manifest$/,
          fail(503, 'SERVICE_UNAVAILABLE', 'maintenance', { 'retry-after': 'Fri, 01 Jan 2100 00:00:00 GMT' }),
        ],
      ],
    },
    exitCode: 1,
    error:
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest → 503 SERVICE_UNAVAILABLE: maintenance (gave up: HTTP 503 asks to retry after <seconds>s, beyond the remaining retry budget of 90s)',
  },
  {
    name: 'malformed JSON from the server',
    argv: ['plan'],
    platform: { kind: 'stub', routes: [[/manifest$/, raw(200, '{"success": true, "data": {"files": [')]] },
    exitCode: 1,
    error:
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest: answered 200 with a body that is not JSON: {"success": true, "data": {"files": [\nhint: the platform answered outside its contract; see docs/platform-contract.md',
  },
  {
    name: 'an HTML page instead of JSON (a proxy)',
    argv: ['plan'],
    platform: {
      kind: 'stub',
      routes: [
        [/manifest$/, raw(200, '<html><body>Please sign in</body></html>', { 'content-type': 'text/html' })],
      ],
    },
    exitCode: 1,
    error:
      "error: GET /v1/sites/site_badinput0000000000001/source/manifest → 200: the answer is an HTML page, not the platform's JSON API\nhint: is <platform> the platform's API address? It must be the root that serves /v1/… (for the emulator: the URL `sitesync emulator` prints); check --base-url, SITESYNC_BASE_URL or the stored login",
  },
  {
    name: 'JSON without the envelope',
    argv: ['plan'],
    platform: { kind: 'stub', routes: [[/manifest$/, raw(200, '{"files": []}')]] },
    exitCode: 1,
    error:
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest: answered 200 without the {success, data} envelope\nhint: the platform answered outside its contract; see docs/platform-contract.md',
  },
  {
    name: 'a manifest whose files are not a list',
    argv: ['plan'],
    platform: {
      kind: 'stub',
      routes: [[/manifest$/, ok({ object: 'site_source_manifest', source_revision: 'r', files: 'all' })]],
    },
    exitCode: 1,
    error:
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest: answered outside the contract: "files" is a string, not a list\nhint: the platform answered outside its contract; see docs/platform-contract.md',
  },
  {
    name: 'a manifest entry without its path',
    argv: ['plan'],
    platform: {
      kind: 'stub',
      routes: [
        [
          /manifest$/,
          ok({
            source_revision: 'r',
            files: [
              { path: 'site.json', byte_size: 2, binary: false },
              { byte_size: 2, binary: false },
            ],
          }),
        ],
      ],
    },
    exitCode: 1,
    error:
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest: answered outside the contract: "files[1].path" is missing (the client needs a string there)\nhint: the platform answered outside its contract; see docs/platform-contract.md',
  },
  {
    name: 'a manifest without its source revision',
    argv: ['plan'],
    platform: { kind: 'stub', routes: [[/manifest$/, ok({ files: [] })]] },
    exitCode: 1,
    error:
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest: answered outside the contract: "source_revision" is missing (the client needs a string there)\nhint: the platform answered outside its contract; see docs/platform-contract.md',
  },
  {
    name: 'a brand listed without its id',
    argv: ['plan'],
    catalog: BRAND,
    platform: {
      kind: 'stub',
      routes: [[/^GET \/v1\/brands$/, page([{ slug: 'x', name: 'X' }], { has_more: false })]],
    },
    exitCode: 1,
    error:
      'error: GET /v1/brands: answered outside the contract: "items[0].id" is missing (the client needs a string there)\nhint: the platform answered outside its contract; see docs/platform-contract.md',
  },
  {
    name: 'a session whose source revision is a number',
    argv: ['apply'],
    siteChange: true,
    platform: {
      kind: 'stub',
      routes: [
        [
          /^POST \/v1\/sites\/[^/]+\/development-sessions$/,
          ok({ id: 'sess_stub', site_id: 'site_x', source_revision: 7, created_at: '2026-01-01T00:00:00Z' }),
        ],
      ],
    },
    exitCode: 1,
    error:
      'error: apply failed at stage "open-session": POST /v1/sites/site_badinput0000000000001/development-sessions: answered outside the contract: "source_revision" is an integer, not a string (the platform accepted the write, so it may have taken effect). Nothing was written besides opening the development session (live is unchanged).\nhint: the platform answered outside its contract; see docs/platform-contract.md',
  },
  // ── guards, credentials, hostile text (issue 12) ──
  {
    name: 'site.id of another site: most paths differ (wrong_site, nothing written)',
    argv: ['apply', '--publish'],
    siteId: 'site_badinputOther000000001',
    platform: {
      kind: 'emulator',
      options: {
        seed: {
          sites: [
            { id: SITE_ID, name: 'Demo shop', files: await filesOf(DEMO_SITE) },
            {
              id: 'site_badinputOther000000001',
              name: 'Other',
              files: {
                'site.json': '{"name": "Other", "default_language": "en", "supported_languages": ["en"]}',
                'pages/start.json': '{"name": "Start", "slug": "start", "template_file": "templates/s.html"}',
                'templates/s.html': '<h1>start</h1>',
              },
            },
          ],
        },
      },
    },
    exitCode: 5,
    error: '',
    stdoutLines: [
      '  blocked (wrong_site): site.json names the site "Alpine Goods" but the live site.json names it "Other": site.id in sitesync.yml may point at another site; apply refuses unless allowed',
      '  blocked (wrong_site): most paths differ: 2 of 3 live files are not in the tree and 28 of 29 local files are not live; site.id in sitesync.yml may point at another site; apply refuses unless allowed',
      'Blocked by a site guard (wrong_site): nothing was written. Check site.id in sitesync.yml; pass --allow-site-mismatch if this is the right site (e.g. a rename).',
    ],
  },
  {
    name: 'the key of `sitesync login` for another base URL is not sent (exit 6)',
    argv: ['apply'],
    platform: { kind: 'emulator', apiKey: null },
    setup: async (repo) => {
      await storeLogin(
        {
          api_key: 'sk_login_elsewhere_0123456789ab',
          base_url: 'https://api.example.com',
          created_at: '2026-01-01T00:00:00Z',
        },
        { SITESYNC_CONFIG_DIR: join(repo.dir, '.no-login') },
      );
    },
    exitCode: 6,
    error:
      'error: the key stored by `sitesync login` (<repo>/.no-login/credentials.json) was issued for https://api.example.com and is not sent to <platform> (SITESYNC_BASE_URL)\nhint: run `sitesync login --base-url <platform>` to sign in there, or set SITESYNC_API_KEY for it',
  },
  {
    name: 'plain http:// to a host that is not this machine, without --insecure (exit 64)',
    argv: ['plan'],
    platform: { kind: 'emulator' },
    env: { SITESYNC_BASE_URL: 'http://api.example.com' },
    exitCode: 64,
    error:
      'error: refusing plain http:// to api.example.com (SITESYNC_BASE_URL): the API key would cross the network unencrypted\nhint: use https://, or pass --insecure if this network is yours and you accept that',
  },
  {
    name: 'escape sequences in an error message are shown escaped, on one line',
    argv: ['plan'],
    platform: {
      kind: 'stub',
      routes: [
        [
          /manifest$/,
          fail(
            400,
            'BAD\u001b[2J',
            'no \u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007\r\nerror: fake',
          ),
        ],
      ],
    },
    exitCode: 1,
    error:
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest → 400 BAD\\e[2J: no \\e]8;;https://evil.example\\x07link\\e]8;;\\x07\n  error: fake',
  },
  {
    name: 'import: the live archive holds paths with .. and absolute paths',
    argv: ['import', '--force'],
    platform: {
      kind: 'stub',
      routes: [
        [
          /source\/archive$/,
          ok({
            object: 'site_source_archive',
            site_id: 'site_x',
            source_revision: 'rev_a',
            generated_at: '2026-01-01T00:00:00Z',
            manifest: { files: [] },
            files: {
              '../escaped.txt': { content: 'x', encoding: 'utf8' },
              '/tmp/sitesync-bad-input-absolute.txt': { content: 'x', encoding: 'utf8' },
              'assets/a/../../../up.txt': { content: 'x', encoding: 'utf8' },
              'assets/ctl\u0007.txt': { content: 'x', encoding: 'utf8' },
            },
          }),
        ],
      ],
    },
    exitCode: 3,
    error: [
      'error: import of site_badinput0000000000001 into site/ refused 4 path(s); nothing was written:',
      '  ../escaped.txt: error: path "../escaped.txt" contains a ".." segment [dot_segment]',
      '  /tmp/sitesync-bad-input-absolute.txt: error: path "/tmp/sitesync-bad-input-absolute.txt" is absolute; source paths are relative to the site root [absolute_path]',
      '  assets/a/../../../up.txt: error: path "assets/a/../../../up.txt" contains a ".." segment [dot_segment]',
      '  assets/ctl\\u0007.txt: error: path "assets/ctl\\u0007.txt" contains the control character U+0007 [control_character]',
      'hint: a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    ].join('\n'),
  },
];
