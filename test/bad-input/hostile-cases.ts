/**
 * The hostile half of the bad-input corpus (issue 12): a platform that answers like the platform
 * but is out to hurt (planted `.git` files, content that does not match its manifest, endless
 * answers and listings, an address that is not the platform), and a repository that is (symlinked
 * roots, catalog and config, symlinks on the way of an import, YAML bombs). Each case runs
 * `node bin/sitesync.js` as its own process; hostile.test.ts asserts the exact error, the exit code,
 * the peak RSS, the requests made, and that nothing was written (the repository, its .git and a
 * folder beside it are compared before and after).
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import type { StubRequest, StubHandler } from '../helpers/http-stub.js';
import { json, ok } from '../helpers/http-stub.js';
import { aliasHeavy, billionLaughs } from '../fixtures/yaml-bombs.js';
import { WRITE_CONCURRENCY } from '../../src/apply/catalog/apply-catalog.js';
import { DEMO_SITE, filesOf } from './harness.js';
import type { Routes } from './stub-platform.js';

export interface HostileContext {
  /** The repository (a git checkout with the demo site under site/, committed). */
  readonly repo: string;
  /** A folder beside the repository that nothing may touch. */
  readonly outside: string;
}

export interface StubControl {
  /** Stops listening and drops every connection: from now on, connections are refused. */
  stopListening(): void;
}

export interface HostileCase {
  readonly name: string;
  readonly args: readonly string[];
  /** sitesync.yml (default: the demo site bound to site_badinput…1, source `site`). */
  readonly config?: string;
  /** catalog.yml, named in the default sitesync.yml when given. */
  readonly catalog?: string;
  /** Changes made after the first commit (symlinks, files); committed too unless `uncommitted`. */
  readonly setup?: (ctx: HostileContext) => Promise<void>;
  readonly uncommitted?: boolean;
  /** Routes of the stub platform (before its defaults); `ctl` can make it stop listening. */
  readonly routes?: (ctl: StubControl) => Routes;
  /** The base URL given to the CLI, from the stub's (default: the stub's). */
  readonly baseUrl?: (stubUrl: string) => string;
  readonly env?: Readonly<Record<string, string>>;
  readonly exitCode: number;
  /** stderr from `error:` on, with `<repo>`, `<outside>`, `<platform>` for the run's paths and URL. */
  readonly error: string;
  /** Lines stdout must hold (a run that succeeds: what it reported). */
  readonly stdoutLines?: readonly string[];
  /** At most this many requests reach the stub (default: no bound asserted beyond the RSS). */
  readonly maxRequests?: number;
  /** At most this many writes (POST, PATCH, PUT, DELETE) reach the stub. */
  readonly maxWriteRequests?: number;
  /** Requests that must not reach the stub (`METHOD /path` prefixes). */
  readonly forbiddenRequests?: readonly string[];
  /** Text that must appear nowhere in stdout or stderr (secrets, file contents). */
  readonly neverPrinted?: readonly string[];
  /** Send SIGTERM when this holds for the requests the stub has seen (and the time since the first). */
  readonly sigtermWhen?: (requests: readonly StubRequest[], sinceFirstMs: number) => boolean;
}

export const SITE_ID = 'site_badinput0000000000001';
const MiB = 1024 * 1024;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
type Payload = { content: string; encoding: string };

/**
 * The demo site as a live archive, plus `extra` files; the manifest lists every file with its
 * checksum, except where `manifest` overrides an entry (null: left out of the manifest).
 */
export async function demoArchive(
  extra: Record<string, Payload> = {},
  manifest: Record<string, { checksum?: string; byte_size?: number } | null> = {},
): Promise<unknown> {
  const files: Record<string, Payload> = { ...(await filesOf(DEMO_SITE)), ...extra };
  const entries = Object.entries(files)
    .filter(([path]) => manifest[path] !== null)
    .map(([path, f]) => {
      const bytes = Buffer.from(f.content, f.encoding === 'base64' ? 'base64' : 'utf8');
      return { path, byte_size: bytes.length, binary: false, checksum: sha256(bytes), ...manifest[path] };
    })
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  return {
    object: 'site_source_archive',
    site_id: SITE_ID,
    source_revision: 'rev_hostile000000000000',
    generated_at: '2026-01-01T00:00:00Z',
    manifest: {
      object: 'site_source_manifest',
      site_id: SITE_ID,
      source_revision: 'rev_hostile000000000000',
      files: entries,
    },
    files,
  };
}

const archiveRoute = (archive: () => Promise<unknown>): Routes => {
  let body: unknown;
  return [
    [
      /^GET \/v1\/sites\/[^/]+\/source\/archive$/,
      (req, res, i) => {
        void (async () => {
          body ??= await archive();
          ok(body)(req, res, i);
        })();
      },
    ],
  ];
};

/** An answer that never ends: 64 KiB chunks as fast as the client reads, counted in `sent`. */
export function endlessBody(sent: { bytes: number }): StubHandler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"success":true,"data":{"object":"site_source_archive","files":{"a":{"content":"');
    const chunk = Buffer.alloc(64 * 1024, 'A');
    const pump = () => {
      while (!res.destroyed && res.write(chunk)) sent.bytes += chunk.length;
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  };
}

/** A listing that says has_more forever, each page 100 fresh items with a fresh cursor. */
const endlessListing: StubHandler = (req, res, i) => {
  const after = new URL(req.url, 'http://x').searchParams.get('starting_after') ?? 'start';
  const items = Array.from({ length: 100 }, (_, k) => ({
    id: `brnd_${i}_${k}`,
    object: 'brand',
    name: `Brand ${i}.${k}`,
    slug: `brand-${i}-${k}`,
    status: 'published',
  }));
  ok({ object: 'list', url: '/v1/brands', items, has_more: true, next_cursor: `brnd_${i}_99`, after })(
    req,
    res,
    i,
  );
};

export const ENDLESS_ARCHIVE_SENT = { bytes: 0 };

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const SECRET_HEADER = 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldHRva2Vu';
const CONFIG = (extra = '') => `site:\n  id: ${SITE_ID}\n  source: site\n${extra}`;
const MANY_BRANDS = Array.from(
  { length: WRITE_CONCURRENCY + 8 },
  (_, i) => `  - { slug: brand-${i}, name: Brand ${i} }`,
);

// ── the platform is hostile ──────────────────────────────────────────────────────────────

export const HOSTILE_PLATFORM_CASES: HostileCase[] = [
  {
    name: 'import: the archive plants .git files in any letter case (fsmonitor config, hooks)',
    args: ['import', '--force'],
    routes: () =>
      archiveRoute(() =>
        demoArchive({
          '.git/config': { content: '[core]\n\tfsmonitor = "touch /tmp/sitesync-pwned"\n', encoding: 'utf8' },
          '.GIT/HEAD': { content: 'ref: refs/heads/main\n', encoding: 'utf8' },
          'assets/.Git/hooks/post-checkout': {
            content: '#!/bin/sh\ntouch /tmp/sitesync-pwned\n',
            encoding: 'utf8',
          },
          '.gitmodules': { content: '[submodule "x"]\n\turl = ../x\n', encoding: 'utf8' },
        }),
      ),
    exitCode: 3,
    error: [
      'error: import of site_badinput0000000000001 into site/ refused 4 path(s); nothing was written:',
      `  .GIT/HEAD: error: ".GIT" is git's own folder (a planted config or hook runs commands): never written [reserved_name]`,
      `  .git/config: error: ".git" is git's own folder (a planted config or hook runs commands): never written [reserved_name]`,
      '  .gitmodules: error: ".gitmodules" is git submodule settings: never written [reserved_name]',
      `  assets/.Git/hooks/post-checkout: error: ".Git" is git's own folder (a planted config or hook runs commands): never written [reserved_name]`,
      'hint: a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    ].join('\n'),
    maxRequests: 1,
  },
  {
    name: 'import with site.source "." : the archive plants .github/workflows at the repository root',
    args: ['import', '--force'],
    config: `site:\n  id: ${SITE_ID}\n  source: .\n`,
    routes: () =>
      archiveRoute(() =>
        demoArchive({ '.github/workflows/x.yml': { content: 'on: push\njobs: {}\n', encoding: 'utf8' } }),
      ),
    exitCode: 3,
    error: [
      'error: import of site_badinput0000000000001 into ./ refused 1 path(s); nothing was written:',
      '  .github/workflows/x.yml: error: ".github" is GitHub workflows and settings at the repository root: never written [reserved_name]',
      'hint: a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    ].join('\n'),
  },
  {
    name: 'import: files the manifest does not list (the overwrite check and the writes would differ)',
    args: ['import'],
    routes: () =>
      archiveRoute(() =>
        demoArchive(
          { 'pages/home.json': { content: '{"hijacked": true}', encoding: 'utf8' } },
          { 'pages/home.json': null },
        ),
      ),
    exitCode: 3,
    error: [
      'error: import of site_badinput0000000000001 into site/ refused 1 path(s); nothing was written:',
      '  pages/home.json: error: the archive holds its content but its manifest does not list it [not_in_manifest]',
      'hint: a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    ].join('\n'),
  },
  {
    name: 'import: base64 garbage',
    args: ['import', '--force'],
    routes: () =>
      archiveRoute(() =>
        demoArchive(
          { 'assets/logo.bin': { content: 'this is *not* base64 at all', encoding: 'base64' } },
          { 'assets/logo.bin': { checksum: sha256(Buffer.from('x')) } },
        ),
      ),
    exitCode: 3,
    error: [
      'error: import of site_badinput0000000000001 into site/ refused 1 path(s); nothing was written:',
      '  assets/logo.bin: error: its base64 content is not valid base64 [bad_base64]',
      'hint: a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    ].join('\n'),
  },
  {
    name: 'import: an unknown encoding',
    args: ['import', '--force'],
    routes: () => archiveRoute(() => demoArchive({ 'assets/a.txt': { content: 'x', encoding: 'rot13' } })),
    exitCode: 3,
    error: [
      'error: import of site_badinput0000000000001 into site/ refused 1 path(s); nothing was written:',
      '  assets/a.txt: error: its encoding "rot13" is neither "utf8" nor "base64" [unknown_encoding]',
      'hint: a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    ].join('\n'),
  },
  {
    name: 'import: content that does not match its checksum',
    args: ['import', '--force'],
    routes: () =>
      archiveRoute(() =>
        demoArchive(
          { 'assets/a.css': { content: 'body{}', encoding: 'utf8' } },
          { 'assets/a.css': { checksum: sha256(Buffer.from('p{}')) } },
        ),
      ),
    exitCode: 3,
    error: [
      'error: import of site_badinput0000000000001 into site/ refused 1 path(s); nothing was written:',
      "  assets/a.css: error: its content does not match the manifest's sha256 checksum [checksum_mismatch]",
      'hint: a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    ].join('\n'),
  },
  {
    name: 'import: a path that is both a file and a folder (assets and assets/x)',
    args: ['import', '--force'],
    routes: () => archiveRoute(() => demoArchive({ assets: { content: 'a file', encoding: 'utf8' } })),
    exitCode: 3,
    error: [
      'error: import of site_badinput0000000000001 into site/ refused 1 path(s); nothing was written:',
      '  assets: error: "assets" is a file in the archive and also a folder of other paths [file_and_folder]',
      'hint: a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    ].join('\n'),
  },
  {
    name: 'import: an archive body without end (default caps)',
    args: ['import', '--force'],
    routes: () => [[/source\/archive$/, endlessBody(ENDLESS_ARCHIVE_SENT)]],
    exitCode: 1,
    error: [
      'error: GET /v1/sites/site_badinput0000000000001/source/archive: the answer went on past 64 MiB, over the cap of 64 MiB for a source archive; it was cut off, nothing was read from it',
      'hint: a platform should never send that much; if the live data really is that large, raise SITESYNC_MAX_ARCHIVE_BYTES (e.g. SITESYNC_MAX_ARCHIVE_BYTES=128MiB)',
    ].join('\n'),
    maxRequests: 1,
  },
  {
    name: 'import --catalog: has_more forever with fresh cursors (default caps)',
    args: ['import', '--catalog'],
    routes: () => [[/^GET \/v1\/brands$/, endlessListing]],
    exitCode: 1,
    error: [
      'error: /v1/brands: still has_more after 2000 pages, the cap of one listing; it was stopped',
      'hint: nothing was written; if the platform really lists that many, raise SITESYNC_MAX_LIST_PAGES',
    ].join('\n'),
    // 2,001 brand pages, one page each of categories and products.
    maxRequests: 2003,
  },
  {
    name: 'import --catalog: a cursor cycle across pages',
    args: ['import', '--catalog'],
    routes: () => {
      const page = (id: string, next: string) =>
        ok({
          object: 'list',
          items: [{ id, object: 'brand', name: id, slug: id }],
          has_more: true,
          next_cursor: next,
        });
      const pages: Record<string, StubHandler> = {
        start: page('a', 'b'),
        b: page('b', 'c'),
        c: page('c', 'b'),
      };
      return [
        [
          /^GET \/v1\/brands$/,
          (req, res, i) =>
            pages[new URL(req.url, 'http://x').searchParams.get('starting_after') ?? 'start']!(req, res, i),
        ],
      ];
    },
    exitCode: 1,
    error: [
      'error: /v1/brands: cursor "b" repeated on page 3; the listing would loop',
      'hint: the listing was aborted rather than returning a partial result; nothing was written',
    ].join('\n'),
    maxRequests: 5,
  },
  {
    name: 'a base URL ending in /v1 (no /v1/v1/ 404 that blames site.id)',
    args: ['plan'],
    baseUrl: (url) => `${url}/v1`,
    exitCode: 64,
    error: [
      'error: the platform URL <platform>/v1 ends in /v1, but sitesync adds /v1 to every request path (it would ask for /v1/v1/…)',
      'hint: use <platform> instead',
    ].join('\n'),
    maxRequests: 0,
  },
  {
    name: 'a base URL that is a website, not the platform (HTML 404)',
    args: ['plan'],
    routes: () => [
      [
        /./,
        (_r, res) =>
          res
            .writeHead(404, { 'content-type': 'text/html' })
            .end('<!DOCTYPE html><html><body><h1>Not Found</h1><p>private page body</p></body></html>'),
      ],
    ],
    exitCode: 1,
    error: [
      "error: GET /v1/sites/site_badinput0000000000001/source/manifest → 404: the answer is an HTML page, not the platform's JSON API",
      "hint: is <platform> the platform's API address? It must be the root that serves /v1/… (for the emulator: the URL `sitesync emulator` prints); check --base-url, SITESYNC_BASE_URL or the stored login",
    ].join('\n'),
    neverPrinted: ['private page body', 'check site.id'],
    maxRequests: 1,
  },
  {
    name: 'a host name that does not resolve (DNS, not retried)',
    args: ['plan'],
    baseUrl: () => 'https://no-such-host.invalid:4010',
    exitCode: 1,
    error: [
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest: the host name "no-such-host.invalid" could not be resolved (DNS ENOTFOUND); not retried',
      "hint: check the host in the platform URL (--base-url, SITESYNC_BASE_URL or the stored login), and this machine's network and DNS",
    ].join('\n'),
  },
  {
    name: 'TLS spoken to a plain HTTP port (not retried)',
    args: ['plan'],
    baseUrl: (url) => url.replace('http:', 'https:'),
    exitCode: 1,
    error: [
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest: the TLS connection to <host> failed: the server did not answer in TLS (is it plain http:// on that port?) (<tls-code>); not retried',
      "hint: check that <https-platform> is the platform's address; a private certificate authority can be trusted with NODE_EXTRA_CA_CERTS=<ca.pem>",
    ].join('\n'),
    maxRequests: 1,
  },
  {
    name: 'apply: the platform stops listening during the catalog stage (one write gives up, the rest are not sent)',
    args: ['apply'],
    // More brands than one wave of parallel writes, so that some are never sent.
    catalog: ['brands:', ...MANY_BRANDS, ''].join('\n'),
    routes: (ctl) => [
      [
        /^POST \/v1\/brands$/,
        // The first wave of parallel writes (WRITE_CONCURRENCY) all reach it; then it stops
        // listening and drops them together, so every run sees the same wave without an answer.
        (() => {
          const held: { destroy(): void }[] = [];
          return (_r: unknown, res: { socket?: { destroy(): void } | null }) => {
            if (res.socket) held.push(res.socket);
            if (held.length < WRITE_CONCURRENCY) return;
            ctl.stopListening();
            for (const socket of held.splice(0)) socket.destroy();
          };
        })(),
      ],
    ],
    // The first wave reached it and lost their answers: they may have been written, so the run
    // says so and exits 4; none of the other 8 was sent.
    exitCode: 4,
    error: [
      `error: apply stopped part-way at stage "catalog brands": POST /v1/brands: the connection to <host> was refused (ECONNREFUSED): nothing listens there (gave up: network error ECONNREFUSED after 6 attempts (the limit)). 0 write(s) confirmed by the platform; ${WRITE_CONCURRENCY} without an answer (they may have been written: ${Array(10).fill('POST /v1/brands').join(', ')}, …).`,
      'hint: rerun the same commit to converge: what was written is replayed, not repeated; the rest is written',
    ].join('\n'),
    maxWriteRequests: WRITE_CONCURRENCY,
  },
  {
    name: 'a 401 names the key that was sent (--api-key)',
    args: ['plan', '--api-key', 'sk_flag_key_0123456789abcdef'],
    routes: () => [
      [/./, json(401, { success: false, error: { error_code: 'UNAUTHORIZED', message: 'unknown key' } })],
    ],
    exitCode: 6,
    error: [
      'error: GET /v1/sites/site_badinput0000000000001/source/manifest → 401 UNAUTHORIZED: unknown key',
      'hint: the key given with --api-key is unknown to the platform (or revoked): check it, or drop the flag to use SITESYNC_API_KEY or `sitesync login`',
    ].join('\n'),
    neverPrinted: ['sk_flag_key_0123456789abcdef'],
  },
];

// ── the repository is hostile ────────────────────────────────────────────────────────────

const evilArchive = () =>
  archiveRoute(() => demoArchive({ 'assets/link/evil.txt': { content: 'planted', encoding: 'utf8' } }));

export const HOSTILE_REPO_CASES: HostileCase[] = [
  {
    name: 'import: an ignored symlink on the way (site/assets/link -> outside)',
    args: ['import', '--force'],
    setup: async ({ repo, outside }) => {
      await writeFile(join(repo, 'site', '.sitesyncignore'), 'drafts/\nassets/link\n');
      await symlink(outside, join(repo, 'site', 'assets', 'link'));
    },
    routes: evilArchive,
    exitCode: 3,
    error: [
      'error: import of site_badinput0000000000001 into site/ refused 1 path(s); nothing was written:',
      '  assets/link/evil.txt: error: "assets/link" is a symlink here; import never writes through one [symlink_on_the_way]',
      'hint: a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    ].join('\n'),
  },
  {
    name: 'import: an untracked symlink on the way',
    args: ['import', '--force'],
    setup: ({ repo, outside }) => symlink(outside, join(repo, 'site', 'assets', 'link')),
    uncommitted: true,
    routes: evilArchive,
    exitCode: 3,
    error: [
      'error: import of site_badinput0000000000001 into site/ refused 1 path(s); nothing was written:',
      '  assets/link/evil.txt: error: "assets/link" is a symlink here; import never writes through one [symlink_on_the_way]',
      'hint: a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    ].join('\n'),
  },
  {
    name: 'import --catalog --force: a committed dangling catalog.yml -> ../outside/planted.sh',
    args: ['import', '--catalog', '--force'],
    config: CONFIG('catalog: catalog.yml\n'),
    setup: ({ repo, outside }) => symlink(join(outside, 'planted.sh'), join(repo, 'catalog.yml')),
    exitCode: 3,
    error: [
      'error: sitesync.yml has 1 error:',
      '  sitesync.yml:4:10 (catalog): error: the catalog catalog.yml resolves to <outside>/planted.sh, which is outside the repository (<repo>); it was not read [outside_repository]',
    ].join('\n'),
    maxRequests: 0,
  },
  {
    name: 'import --catalog: a dangling catalog.yml symlink inside the repository is not written through',
    args: ['import', '--catalog', '--force'],
    config: CONFIG('catalog: catalog.yml\n'),
    setup: ({ repo }) => symlink('data/catalog.yml', join(repo, 'catalog.yml')),
    exitCode: 3,
    error: [
      'error: catalog.yml: "catalog.yml" is a symlink here; import never writes through one; nothing was written',
      'hint: replace the symlink with the file itself (or remove it), then import again',
    ].join('\n'),
    maxRequests: 0,
  },
  {
    name: 'plan: a committed catalog.yml -> .git/config never echoes it',
    args: ['plan'],
    config: CONFIG('catalog: catalog.yml\n'),
    setup: async ({ repo }) => {
      git(repo, 'config', 'http.https://github.com/.extraheader', SECRET_HEADER);
      await symlink('.git/config', join(repo, 'catalog.yml'));
    },
    exitCode: 3,
    error: [
      'error: sitesync.yml has 1 error:',
      "  sitesync.yml:4:10 (catalog): error: the catalog catalog.yml resolves to .git/config, which is inside the repository's .git folder; it was not read [inside_git_folder]",
    ].join('\n'),
    neverPrinted: [SECRET_HEADER, 'extraheader', 'repositoryformatversion'],
    maxRequests: 0,
  },
  {
    name: 'plan: a committed catalog.yml -> /etc/passwd never echoes it',
    args: ['plan'],
    config: CONFIG('catalog: catalog.yml\n'),
    setup: ({ repo }) => symlink('/etc/passwd', join(repo, 'catalog.yml')),
    exitCode: 3,
    error: [
      'error: sitesync.yml has 1 error:',
      '  sitesync.yml:4:10 (catalog): error: the catalog catalog.yml resolves to /etc/passwd, which is outside the repository (<repo>); it was not read [outside_repository]',
    ].join('\n'),
    neverPrinted: ['root:', '/bin/'],
    maxRequests: 0,
  },
  {
    name: 'apply: a committed site -> /outside symlink uploads nothing',
    args: ['apply'],
    config: `site:\n  id: ${SITE_ID}\n  source: shop\n`,
    setup: async ({ repo, outside }) => {
      await mkdir(join(outside, 'site'), { recursive: true });
      await writeFile(join(outside, 'site', 'private.txt'), 'outside-secret-content');
      await symlink(join(outside, 'site'), join(repo, 'shop'));
    },
    exitCode: 3,
    error: [
      'error: sitesync.yml has 1 error:',
      '  sitesync.yml:3:11 (site.source): error: the site source shop resolves to <outside>/site, which is outside the repository (<repo>); it was not read [outside_repository]',
    ].join('\n'),
    neverPrinted: ['outside-secret-content'],
    maxRequests: 0,
  },
  {
    name: 'plan: a committed sitesync.yml -> .git/config is not read',
    args: ['plan'],
    setup: async ({ repo }) => {
      git(repo, 'config', 'http.https://github.com/.extraheader', SECRET_HEADER);
      git(repo, 'rm', '-q', '--cached', 'sitesync.yml');
      execFileSync('rm', [join(repo, 'sitesync.yml')]);
      await symlink('.git/config', join(repo, 'sitesync.yml'));
    },
    exitCode: 3,
    error: [
      "error: sitesync.yml resolves to .git/config, which is inside the repository's .git folder; it was not read",
      'hint: sitesync.yml must be a file of the repository, not a symlink that leaves it or leads into .git',
    ].join('\n'),
    neverPrinted: [SECRET_HEADER, 'extraheader'],
    maxRequests: 0,
  },
  {
    name: 'plan: a committed site/.sitesyncignore -> /dev/zero is not read',
    args: ['plan'],
    // Read whole, it took 600 MB before the string was too long; a link to a FIFO waited for ever.
    setup: async ({ repo }) => {
      await rm(join(repo, 'site', '.sitesyncignore'));
      await symlink('/dev/zero', join(repo, 'site', '.sitesyncignore'));
    },
    exitCode: 3,
    error: [
      'error: <repo>/site/.sitesyncignore: symlink ".sitesyncignore" points outside the source tree; the ignore file was not read',
      'hint: make .sitesyncignore a file of the site source folder (not a symlink that leaves it)',
    ].join('\n'),
    forbiddenRequests: ['GET /v1/brands'],
  },
  {
    name: 'plan: a committed site/.sitesyncignore -> a file outside is not read',
    args: ['plan'],
    setup: async ({ repo, outside }) => {
      // Its lines would have decided which files the plan shows: a way to test what it holds.
      await writeFile(join(outside, 'secret'), 'assets/\n');
      await rm(join(repo, 'site', '.sitesyncignore'));
      await symlink(join(outside, 'secret'), join(repo, 'site', '.sitesyncignore'));
    },
    exitCode: 3,
    error: [
      'error: <repo>/site/.sitesyncignore: symlink ".sitesyncignore" points outside the source tree; the ignore file was not read',
      'hint: make .sitesyncignore a file of the site source folder (not a symlink that leaves it)',
    ].join('\n'),
  },
  {
    name: 'plan: a site/.sitesyncignore that is a FIFO is not waited on',
    args: ['plan'],
    setup: async ({ repo }) => {
      await rm(join(repo, 'site', '.sitesyncignore'));
      execFileSync('mkfifo', [join(repo, 'site', '.sitesyncignore')]);
    },
    uncommitted: true,
    exitCode: 3,
    error: [
      'error: <repo>/site/.sitesyncignore: the ignore file is not a regular file (a FIFO, a device or a folder); it was not read',
      'hint: make .sitesyncignore a file of the site source folder (not a symlink that leaves it)',
    ].join('\n'),
  },
  {
    name: 'plan with uncommitted changes: a catalog folder file -> /dev/zero is not read for the keys',
    args: ['plan'],
    config: CONFIG('catalog: catalog/\n'),
    setup: async ({ repo }) => {
      await mkdir(join(repo, 'catalog'));
      await writeFile(join(repo, 'catalog', 'brands.yml'), 'brands:\n  - { slug: acme, name: Acme }\n');
      // The catalog skips it (not a regular file); the digest of a dirty tree read it until the
      // machine's memory was gone (22 GB, then the OOM killer).
      await symlink('/dev/zero', join(repo, 'catalog', 'zero.yml'));
    },
    uncommitted: true,
    exitCode: 0,
    error: '',
    // The catalog of brands.yml alone is planned.
    stdoutLines: ['  + brand "acme"', '  1 to create, 0 to update, 0 to archive, 0 unchanged'],
  },
  {
    name: 'plan: a billion-laughs catalog is refused with file, line and column',
    args: ['plan'],
    catalog: billionLaughs(),
    exitCode: 3,
    error: [
      'error: the catalog has 1 error:',
      '  catalog.yml:9:20: error: the document expands to more than 2000000 nodes through its aliases (an alias bomb?); refused [yaml_too_large]',
      'hint: fix the catalog YAML; nothing was written to the platform',
    ].join('\n'),
    forbiddenRequests: ['GET /v1/brands'],
  },
  {
    name: 'plan: a billion-laughs sitesync.yml is refused with file, line and column',
    args: ['plan'],
    config: billionLaughs(`site:\n  id: ${SITE_ID}\n  source: site\n`),
    exitCode: 3,
    error: [
      'error: sitesync.yml has 1 error:',
      '  sitesync.yml:10:20: error: the document expands to more than 2000000 nodes through its aliases (an alias bomb?); refused [yaml_too_large]',
    ].join('\n'),
    maxRequests: 0,
  },
  {
    name: 'plan: SIGTERM while an alias-heavy catalog is being parsed ends the run (exit 130)',
    args: ['plan'],
    // 100,000 anchors and 9,000 aliases: within the caps, so the whole positioned parse runs (seconds).
    catalog: aliasHeavy(100_000, 9_000),
    // Half a second after the site plan's one request: the catalog parse is running.
    sigtermWhen: (requests, sinceFirstMs) =>
      requests.some((r) => r.url.includes('/source/manifest')) && sinceFirstMs >= 500,
    exitCode: 130,
    error: 'error: interrupted while parsing the catalog',
    forbiddenRequests: ['GET /v1/brands'],
    maxRequests: 1,
  },
];

export const HOSTILE_CASES = [...HOSTILE_PLATFORM_CASES, ...HOSTILE_REPO_CASES];
export { MiB };
