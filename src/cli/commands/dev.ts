/**
 * `sitesync dev`: a personal development session kept in step with the working tree on every
 * save, and a local preview that reloads (docs/dev.md). Runs until SIGINT/SIGTERM.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, relative, resolve } from 'node:path';
import { loadConfig, type SiteConfig, type SitesyncConfig } from '../../config/index.js';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { openGitRepo } from '../../git/repo.js';
import { contentRevision, createPlatformClient } from '../../platform/index.js';
import { shownUrl } from '../../platform/url-secrets.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { inertLine } from '../../render/inert-text.js';
import { isWithin } from '../../source/containment.js';
import { DEFAULT_IGNORE_FILE, loadIgnoreRules, type IgnoreRules } from '../../source/ignore-rules.js';
import { createUploadReader, readSourceTree } from '../../source/index.js';
import { devCheckout, loadDevSession, saveDevSession } from '../../state/dev-session-store.js';
import { acquireRunLock, RunLocked, type RunLock } from '../../state/run-lock.js';
import { stateDir, STATE_DIR, stateFolderUsable } from '../../state/state-file.js';
import { BurstQueue } from '../../dev/burst-queue.js';
import { devKeys } from '../../dev/dev-keys.js';
import { DevLoop } from '../../dev/dev-loop.js';
import { devTerminal, statusLine } from '../../dev/dev-output.js';
import { startPreviewServer, type DevState } from '../../dev/preview-server.js';
import { filesBelow, watchTree } from '../../dev/watch-tree.js';
import { credentialFlags, resolveCredentials } from '../credentials.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { DEFAULT_DEV_PORT } from './dev-port.js';

export interface DevOptions extends GlobalOptions {
  readonly site?: string;
  readonly source?: string;
  readonly port?: string;
  readonly open?: boolean;
  readonly emulator?: boolean;
  readonly debounce?: string;
}

const DEFAULT_DEBOUNCE_MS = 30;
/** A stream of saves with no quiet gap (a checkout, a build writing the tree) is cut this long after its start. */
const MAX_BURST_WAIT_MS = 2000;
/** A new folder is listed again this long after it appeared. */
const FOLDER_RECHECK_MS = 300;
/** A burst of 8 paths or more (a checkout, a formatter) ends after 250 ms of quiet, not 30: a loaded machine can pause 30 ms between the events of one checkout. */
const LARGE_BURST = { paths: 8, quietMs: 250 };
/** The site id of `--emulator` when sitesync.yml binds none. */
const EMULATOR_SITE_ID = 'site_LocalDev0000000000000';
/** A path no file can have (NUL): marks "read the whole tree again" in the burst queue. */
const RESYNC = '\u0000resync';

/**
 * Why a restart cannot continue from a record: the session is opened again by a replay of its
 * opening (the same key while live is unchanged) and the working tree staged again, by replays of
 * the same writes (the request log says `replayed`; test/integration/dev/dev-cli.test.ts).
 */
const NOT_RECORDED =
  'the session is not recorded; after a restart dev stages the working tree again (into the same session while live is unchanged)';

const usage = (message: string, hint?: string) =>
  new SitesyncError('USAGE', message, { exitCode: ExitCode.usage, ...(hint && { hint }) });

function integer(value: string | undefined, flag: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw usage(`${flag} ${JSON.stringify(value)} must be an integer from 0 to ${max}`);
  return n;
}

/** The site to develop: `--site`, `--source`, or the only one of sitesync.yml. */
export function pickSite(
  config: SitesyncConfig,
  opts: { site?: string; source?: string },
  cwd: string,
): SiteConfig {
  const listed = config.sites
    .map((s) => `${s.id ?? '(unbound)'} (${relative(config.rootDir, s.source) || '.'}/)`)
    .join(', ');
  let candidates = config.sites;
  if (opts.site) candidates = candidates.filter((s) => s.id === opts.site);
  if (opts.source) {
    const wanted = resolve(cwd, opts.source);
    candidates = candidates.filter((s) => s.source === wanted);
  }
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0)
    throw usage(
      `no site of ${config.configFile} matches ${opts.site ? `--site ${opts.site}` : `--source ${opts.source}`}`,
      `its sites: ${listed}`,
    );
  throw usage(
    'sitesync.yml has several sites: say which with --site ID or --source DIR',
    `its sites: ${listed}`,
  );
}

async function loadOrSourceOnly(
  opts: DevOptions,
  cwd: string,
): Promise<{ rootDir: string; site: SiteConfig }> {
  try {
    const config = await loadConfig({
      cwd,
      ...(opts.config && { configPath: resolve(cwd, opts.config) }),
      allowMissingCatalog: true,
    });
    return { rootDir: config.rootDir, site: pickSite(config, opts, cwd) };
  } catch (err) {
    // Without sitesync.yml, `--source DIR` (with --site ID, or --emulator) is enough.
    if (!(err instanceof SitesyncError) || err.code !== 'CONFIG_NOT_FOUND' || !opts.source || opts.config)
      throw err;
    return { rootDir: cwd, site: { id: opts.site, source: resolve(cwd, opts.source), name: undefined } };
  }
}

function openBrowser(url: string): void {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no browser opener: the URL is printed
  }
}

async function emulatorWithTree(site: SiteConfig): Promise<RunningEmulator> {
  const files = await createUploadReader().read((await readSourceTree(site.source)).files);
  return startEmulator({
    port: 0,
    seed: { sites: [{ id: site.id ?? EMULATOR_SITE_ID, name: basename(site.source), files }] },
  });
}

/** The lock of one site's dev in a checkout: `.sitesync/dev-<site id>.lock` (a hash for an id no file name can hold). */
export function devLockFile(siteId: string): string {
  const name = /^[A-Za-z0-9_-]{1,100}$/.test(siteId)
    ? siteId
    : createHash('sha256').update(siteId).digest('hex').slice(0, 16);
  return `dev-${name}.lock`;
}

/**
 * Takes the checkout's dev lock of `siteId`, or refuses (exit 5) naming the dev that holds it. A
 * lock whose process no longer runs (a closed terminal, a SIGKILL) is taken over without a word:
 * nothing of it is left to say.
 */
async function takeDevLock(rootDir: string, siteId: string): Promise<RunLock> {
  try {
    return await acquireRunLock(rootDir, 'dev', { file: devLockFile(siteId) });
  } catch (err) {
    if (!(err instanceof RunLocked)) throw err;
    const { holder, elsewhere } = err;
    const file = `${STATE_DIR}/${basename(err.lockPath)}`;
    const who = !holder
      ? `another sitesync dev holds ${file}`
      : elsewhere
        ? `sitesync dev on ${holder.host} (pid ${holder.pid}, since ${holder.startedAt}) holds ${file}`
        : `sitesync dev is already running for site ${siteId} in this checkout (pid ${holder.pid}, since ${holder.startedAt})`;
    const stop = !holder
      ? `stop it first (if no dev runs, remove ${err.lockPath})`
      : elsewhere
        ? `stop it first (if no dev runs on ${holder.host} any more, remove ${err.lockPath})`
        : `stop it (pid ${holder.pid}) first`;
    throw new SitesyncError('DEV_RUNNING', `${who}: this dev opened no session`, {
      exitCode: ExitCode.blockedByGuard,
      cause: err,
      hint: `one dev per site and checkout keeps its session in step with the working tree: use that one (its local preview is printed where it runs), or ${stop}; another checkout of the repository (\`git worktree add\`) has a session of its own`,
    });
  }
}

export async function devCommand(opts: DevOptions, io: CommandIO): Promise<CommandResult> {
  const port = integer(opts.port, '--port', DEFAULT_DEV_PORT, 65535);
  const quietMs = integer(opts.debounce, '--debounce', DEFAULT_DEBOUNCE_MS, 10_000);
  const cwd = resolve(io.cwd, opts.cwd ?? '.');
  const { rootDir, site: chosen } = await loadOrSourceOnly(opts, cwd);
  const sourceShown = relative(rootDir, chosen.source) || '.';
  const terminal = devTerminal(io.output);

  let emulator: RunningEmulator | undefined;
  let credentials: { apiKey: string; baseUrl: string };
  if (opts.emulator) {
    emulator = await emulatorWithTree(chosen);
    credentials = { apiKey: emulator.apiKey, baseUrl: emulator.url };
  } else {
    if (!chosen.id)
      throw new SitesyncError('NOT_BOUND', `the site in ${sourceShown}/ has no site.id yet`, {
        exitCode: ExitCode.usage,
        hint: 'run `sitesync init` to bind it (or `sitesync dev --emulator` for an offline loop)',
      });
    credentials = await resolveCredentials(credentialFlags(opts), io.env);
  }
  const site = { ...chosen, id: chosen.id ?? EMULATOR_SITE_ID };
  const cleanup: (() => Promise<unknown>)[] = [];
  if (emulator) cleanup.push(() => emulator.close());
  try {
    const stateInTree = isWithin(chosen.source, stateDir(rootDir));
    const stateRefused = !stateFolderUsable(rootDir);
    // One dev per site and checkout (the in-process emulator's session is its own): a second
    // kept the first's session and record, and each undid the other's.
    if (!emulator && !stateRefused) {
      const lock = await takeDevLock(rootDir, site.id);
      cleanup.push(async () => lock.release());
    }
    const persist = !emulator && !stateInTree && !stateRefused;
    const checkout = persist ? await devCheckout(rootDir, await realpath(rootDir)) : undefined;
    if (checkout?.copiedFrom !== undefined)
      terminal.line(
        `${STATE_DIR}/dev.json was recorded by the checkout at ${inertLine(checkout.copiedFrom)}, of which this folder is a copy: its sessions stay with it, and this checkout opens its own`,
      );
    const head = await (await openGitRepo(rootDir))?.head();
    const client = createPlatformClient({
      ...io.transport,
      baseUrl: credentials.baseUrl,
      apiKey: credentials.apiKey,
      // Every dev write carries a key of its own content (dev-keys.ts); this one is never used.
      keyRevision: contentRevision(head, 'sitesync dev'),
      // dev runs until stopped: a platform that went away is asked again at the next save.
      retryAfterGivingUp: true,
    });
    if (stateInTree && !emulator) terminal.warn(`the site source contains ${STATE_DIR}/: ${NOT_RECORDED}`);
    else if (stateRefused && !emulator)
      terminal.warn(`${STATE_DIR} is not a folder (a symlink or a file): ${NOT_RECORDED}`);

    const realRoot = await realpath(site.source);
    let rules: IgnoreRules = await loadIgnoreRules(site.source);
    const tree = () => ({ root: site.source, realRoot, ignore: rules });

    let fatal: (err: SitesyncError) => void = () => undefined;
    const failed = new Promise<SitesyncError>((r) => (fatal = r));
    const pages: { publish?: (state: DevState) => void } = {};
    const loop = new DevLoop({
      client,
      site,
      rootDir,
      baseUrl: credentials.baseUrl,
      tree,
      // The checkout's own id (dev.json): two checkouts, even at one path on two machines, never
      // share a session; without a record, this machine and folder.
      keys: devKeys(head, [checkout?.id ?? hostname(), rootDir, site.source].join('\n')),
      sessionName: `sitesync dev (${basename(rootDir)})`,
      terminal,
      previous: persist ? await loadDevSession(rootDir, site.id) : undefined,
      ...(persist && { save: (record) => saveDevSession(rootDir, record) }),
      onState: (state) => pages.publish?.(state),
      requeue: (paths) => paths.forEach((p) => queue.push(p)),
    });
    let started!: () => void;
    let notStarted!: (err: unknown) => void;
    const ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      notStarted = reject;
    });
    ready.catch(() => undefined);
    const queue = new BurstQueue({
      quietMs,
      maxWaitMs: Math.max(MAX_BURST_WAIT_MS, quietMs),
      largeBurst: LARGE_BURST,
      handle: async (burst) => {
        if (
          !(await ready.then(
            () => true,
            () => false,
          ))
        )
          return;
        drawStatus(true);
        try {
          const paths = new Map(burst);
          if (paths.delete(RESYNC)) {
            rules = await loadIgnoreRules(site.source);
            await loop.resync();
          }
          if (paths.size > 0) await loop.burst(paths);
        } catch (err) {
          terminal.warn(`could not stage: ${err instanceof Error ? err.message : String(err)}`);
        }
        if (loop.failure) fatal(loop.failure);
        drawStatus(false);
      },
    });
    const ignoreFile = DEFAULT_IGNORE_FILE;
    const watcher = await watchTree(
      site.source,
      {
        ignoreFile,
        rules: () => rules,
        ...(isWithin(site.source, stateDir(rootDir)) && {
          excluded: [relative(site.source, stateDir(rootDir)).split('\\').join('/')],
        }),
      },
      {
        path: (rel, at) => queue.push(rel, at),
        folderRemoved: (rel, at) => loop.pathsBelow(rel).forEach((p) => queue.push(p, at)),
        folderAdded: (rel, at) => {
          // Now, and once more when the watcher has surely set the folder up: a file written in
          // between has no event of its own. Paths found unchanged cost a read, no request.
          const list = () =>
            void filesBelow(site.source, rel).then((paths) => paths.forEach((p) => queue.push(p, at)));
          list();
          setTimeout(list, FOLDER_RECHECK_MS).unref();
        },
        ignoreFileChanged: (at) => queue.push(RESYNC, at),
        error: (err) =>
          terminal.warn(`watching the tree: ${err instanceof Error ? err.message : String(err)}`),
      },
    );
    cleanup.unshift(() => watcher.close());
    cleanup.unshift(() => queue.stop());

    const server = await startPreviewServer({
      port,
      preview: () => ready.then(() => loop.previewLink()),
      state: () => loop.state,
    });
    cleanup.splice(1, 0, () => server.close());
    pages.publish = (state) => server.publish(state);
    const drawStatus = (busy: boolean) =>
      terminal.status(
        statusLine({
          source: sourceShown,
          sessionId: loop.sessionId,
          ...loop.stats,
          busy,
          previewUrl: server.url,
        }),
      );

    io.output.err(
      [
        `sitesync dev: ${sourceShown}/ → site ${site.id} on ${shownUrl(credentials.baseUrl)}${emulator ? ' (in-process emulator)' : ''}`,
        `local preview: ${server.url}`,
      ].join('\n'),
    );
    await loop.start().catch((err: unknown) => {
      notStarted(err);
      throw err;
    });
    started();
    if (loop.failure) fatal(loop.failure);
    terminal.line(`watching ${sourceShown}/ for changes; Ctrl-C to stop`);
    drawStatus(false);
    if (opts.open) openBrowser(server.url);

    const stopped = await Promise.race([
      new Promise<undefined>((r) => {
        if (io.signal.aborted) return r(undefined);
        io.signal.addEventListener('abort', () => r(undefined), { once: true });
      }),
      failed,
    ]);
    await queue.stop();
    loop.stop();
    terminal.clear();
    if (stopped) throw stopped;

    const { sessionId, revision } = { sessionId: loop.sessionId, revision: loop.revision };
    const text = emulator
      ? [
          `stopped. Session ${sessionId} lived in the in-process emulator, which stops with dev: nothing was published.`,
        ]
      : loop.stagedPaths === 0
        ? [`stopped. Session ${sessionId} holds nothing beyond live: nothing to publish.`]
        : [
            `stopped. Session ${sessionId} holds ${loop.stagedPaths} staged path(s) at ${revision}.`,
            'To publish what was staged:',
            `  sitesync publish --session ${sessionId} --revision ${revision}`,
          ];
    return {
      exitCode: ExitCode.ok,
      json: {
        siteId: site.id,
        sessionId,
        sourceRevision: revision,
        stagedPaths: loop.stagedPaths,
        bursts: loop.stats.bursts,
        emulator: Boolean(emulator),
      },
      text: text.join('\n'),
    };
  } finally {
    for (const step of cleanup) await step().catch(() => undefined);
  }
}
