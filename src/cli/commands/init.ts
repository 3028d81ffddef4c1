import { existsSync } from 'node:fs';
import { mkdir, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { applySite, type SiteApplyResult } from '../../apply/site-apply.js';
import { StageError } from '../../apply/stage-error.js';
import {
  createWriteTally,
  describeWrites,
  nothingWritten,
  type WriteTallySummary,
} from '../../apply/write-tally.js';
import { findConfigFile, loadConfig, type SitesyncConfig } from '../../config/index.js';
import { newConfigText } from '../../config/config-text.js';
import { openGitRepo } from '../../git/repo.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { repositoryPathProblem, repositoryRoot } from '../../source/repository-paths.js';
import { scaffoldSite } from '../../source/scaffold.js';
import { recordApplied } from '../../sync/record-applied.js';
import { ignoreLocalState } from '../../state/staged-sessions-store.js';
import { siteCreationToken } from '../../state/site-creation-store.js';
import { planSite } from '../../sync/plan-site.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { credentialFlags } from '../credentials.js';
import { createAsker, type Asker } from '../init/ask.js';
import { detectLayout, treeState } from '../init/detect.js';
import { describeApplied } from '../../apply/describe-site.js';
import {
  chainRequestHooks,
  credentialedClient,
  prepareFromCli,
  withRunLock,
  type TakeRunLock,
} from './shared.js';
import { assertStateFolder } from '../../state/state-file.js';

export interface InitOptions extends GlobalOptions {
  /** `--site DIR` (repeatable), or false for `--no-site`. */
  readonly site?: string[] | false;
  /** `--catalog PATH`, or false for `--no-catalog`. */
  readonly catalog?: string | false;
  /** The site's name: `name` in a new sitesync.yml, `name` in a scaffolded site.json. */
  readonly name?: string;
  readonly scaffold?: boolean;
  /** On a terminal, ask nothing. */
  readonly yes?: boolean;
}

/** A site of the sitesync.yml being written: its folder (absolute) and whether init creates its tree. */
interface NewSite {
  readonly dir: string;
  readonly name: string | undefined;
  readonly scaffold: boolean;
}

const posix = (p: string) => p.split('\\').join('/') || '.';
const usage = (code: string, message: string, hint?: string) =>
  new SitesyncError(code, message, { exitCode: ExitCode.usage, ...(hint && { hint }) });

/**
 * `sitesync init`: with no sitesync.yml, writes one (what was detected, the flags, or the answers
 * on a terminal), scaffolding a minimal site where asked; then creates every unbound site on the
 * platform from its tree and writes its id into sitesync.yml; adds `.sitesync/` to .gitignore.
 *
 * When it writes anything (a new sitesync.yml, catalog-only or not, or a site to create), it holds
 * the checkout's run lock (state/run-lock.ts) from after its local refusals (and its questions) to
 * its end: before its first request and its first write (the scaffold, sitesync.yml), so that a
 * second init, or an apply, in the same folder is refused (RUN_LOCKED, exit 5) before it sends or
 * writes anything, and two inits cannot each create the site.
 */
export async function initCommand(opts: InitOptions, io: CommandIO): Promise<CommandResult> {
  // The folders a new sitesync.yml's lock had to make (its folder did not exist yet), deepest first.
  const made: string[] = [];
  try {
    return await withRunLock('init', io, (takeLock) =>
      initLocked(opts, io, async (rootDir) => {
        made.push(...missingFolders(rootDir));
        await takeLock(rootDir);
      }),
    );
  } catch (err) {
    // Released by now: a folder made only for the lock goes when nothing was written into it.
    for (const dir of made) await rmdir(dir).catch(() => undefined);
    throw err;
  }
}

/** `dir` and those of its parents that do not exist, deepest first. */
function missingFolders(dir: string): string[] {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d) && dirname(d) !== d; d = dirname(d)) missing.push(d);
  return missing;
}

async function initLocked(opts: InitOptions, io: CommandIO, takeLock: TakeRunLock): Promise<CommandResult> {
  const base = resolve(io.cwd, opts.cwd ?? '.');
  // Paths as the user sees them: relative to the folder init runs in (-C included).
  const shown = (p: string) => posix(relative(base, p)) || p;
  const reporter = io.output.reporter();
  const written: string[] = [];

  const existing = await existingConfig(base, opts.config);
  let configFile: string;
  if (existing) {
    configFile = existing;
    const config = await loadConfig({ cwd: base, configPath: existing });
    refuseDisagreeingFlags(config, opts, base, shown(existing), elsewhereHint(existing, base, opts));
    const toScaffold: string[] = [];
    for (const site of config.sites.filter((s) => !s.id)) {
      const state = await treeState(site.source);
      if (state !== 'missing' && state !== 'empty') continue;
      if (!opts.scaffold) throw treeMissing(shown(site.source), state);
      toScaffold.push(site.source);
    }
    if (config.sites.some((s) => !s.id)) {
      // Local refusals first: they need no platform (a .sitesync symlink, then the lock, then the key).
      assertStateFolder(config.rootDir);
      await takeLock(config.rootDir);
      await requireCredentials(opts, io);
    }
    for (const dir of toScaffold) {
      await writeScaffold(dir, config.sites.find((s) => s.source === dir)?.name ?? basename(base));
      written.push(dir);
      reporter.info(`created a minimal site in ${shown(dir)}/`);
    }
  } else {
    configFile = resolve(base, opts.config ?? 'sitesync.yml');
    const planned = await planNewConfig(base, opts, io);
    await refuseOutsideRepository(base, configFile, planned, shown);
    // Every init that writes holds the lock, a catalog-only one too: of two inits at once, the
    // second is refused (exit 5), or finds the sitesync.yml the first wrote since it looked.
    // Before, a catalog-only one took none, and the loser met a bare EEXIST after its scaffold.
    assertStateFolder(dirname(configFile));
    await takeLock(dirname(configFile));
    if (existsSync(configFile)) throw configAppeared(shown(configFile));
    if (planned.sites.length > 0) await requireCredentials(opts, io);
    for (const site of planned.sites.filter((s) => s.scaffold)) {
      await writeScaffold(site.dir, site.name ?? basename(base));
      written.push(site.dir);
      reporter.info(`created a minimal site in ${shown(site.dir)}/`);
    }
    const rel = (p: string) => posix(relative(dirname(configFile), p));
    await mkdir(dirname(configFile), { recursive: true });
    await writeFile(
      configFile,
      newConfigText({
        sites: planned.sites.map((s) => ({
          source: rel(s.dir),
          ...(s.name !== undefined && { name: s.name }),
        })),
        ...(planned.catalog !== undefined && { catalog: rel(planned.catalog) }),
      }),
      { flag: 'wx' },
    ).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'EEXIST' ? configAppeared(shown(configFile)) : err;
    });
    written.push(configFile);
    reporter.info(
      `wrote ${shown(configFile)}: ${describeLayout(
        planned.sites.map((s) => shown(s.dir)),
        planned.catalog && shown(planned.catalog),
      )}`,
    );
  }

  const text: string[] = [];
  const config = await loadConfig({ cwd: base, configPath: configFile });
  const unbound = config.sites.map((site, index) => ({ site, index })).filter((x) => !x.site.id);
  if (existing && unbound.length === 0) {
    throw config.sites.length === 0
      ? usage(
          'NOTHING_TO_INIT',
          `${shown(configFile)} names no site (catalog-only): there is no site to create`,
          `\`sitesync plan\` shows the catalog plan, \`sitesync apply\` writes it${elsewhereHint(configFile, base, opts)}`,
        )
      : usage(
          'ALREADY_BOUND',
          `every site in ${shown(configFile)} already has a site.id (${config.sites.map((s) => s.id).join(', ')})`,
          `use \`sitesync plan\` / \`sitesync apply\`; remove site.id to bind to a new site${elsewhereHint(configFile, base, opts)}`,
        );
  }
  const created: SiteApplyResult[] = [];
  if (unbound.length > 0) {
    // The session is recorded in .sitesync: a symlink there is refused before anything is created.
    assertStateFolder(config.rootDir);
    // Every write is tallied: what init says it wrote when it stops comes from here.
    const tally = createWriteTally();
    const prepared = await prepareFromCli(
      { config: configFile, cwd: opts.cwd, ...credentialFlags(opts) },
      {
        ...io,
        transport: { ...io.transport, onRequest: chainRequestHooks(io.transport?.onRequest, tally.record) },
      },
    );
    const repoRoot = (await openGitRepo(config.rootDir))?.root ?? config.rootDir;
    const sessionName = `sitesync init ${prepared.revision.keyRevision.slice(0, 7)}`;
    for (const { site, index } of unbound) {
      const tree = prepared.trees[index]!;
      let result: SiteApplyResult;
      try {
        const planned = await planSite({
          client: prepared.client!,
          site,
          rootDir: config.rootDir,
          reporter,
          tree,
        });
        result = await applySite({
          client: prepared.client!,
          plan: planned.plan,
          tree,
          sessionName,
          reporter,
          origin: posix(relative(repoRoot, site.source)),
          creationKeyScope: await siteCreationToken(config.rootDir, config.configFile, site.source),
        });
      } catch (err) {
        if (!written.includes(configFile)) written.push(configFile);
        return stoppedCreating(err, shown(site.source), tally.summary(), {
          created,
          written: written.map(shown),
          text,
        });
      }
      created.push(result);
      text.push(describeApplied(result), ...(await recordApplied(prepared, index, result, base)));
    }
    if (!written.includes(configFile)) written.push(configFile);
  } else {
    text.push(`${shown(configFile)} names no site: nothing to create on the platform.`);
  }
  const gitignore = join(config.rootDir, '.gitignore');
  const ignored = await ignoreLocalState(config.rootDir);
  if (ignored === 'added') {
    written.push(gitignore);
    text.push(`added .sitesync/ (local state and caches) to ${shown(gitignore)}`);
  } else if (ignored === 'not-a-file') {
    reporter.warn(
      `${shown(gitignore)} is a symlink or not a file: it was left as it is; add .sitesync/ to the repository's .gitignore yourself`,
    );
  }
  text.push('', nextSteps(written.map(shown), created.length, config.catalog !== undefined));
  return { exitCode: ExitCode.ok, json: { created, written: written.map(shown) }, text: text.join('\n') };
}

/**
 * Creating a site failed. Its request may have run although its answer was lost: the request
 * tally says so, never "nothing was written" then, and exits 4 as an apply stopped part-way does.
 * A rerun of init with nothing changed sends the same keys (the same revision and this checkout's
 * creation token): the site it created is answered as a replay and bound, not created again.
 */
function stoppedCreating(
  err: unknown,
  source: string,
  writes: WriteTallySummary,
  sofar: { created: readonly SiteApplyResult[]; written: readonly string[]; text: readonly string[] },
): CommandResult {
  const cause = err instanceof SitesyncError ? err : undefined;
  const reason = err instanceof StageError ? err.reason : err instanceof Error ? err.message : String(err);
  const interrupted = cause?.exitCode === ExitCode.interrupted;
  const none = nothingWritten(writes) && sofar.created.length === 0;
  const words = `init ${interrupted ? 'was interrupted' : 'stopped'} creating the site of ${source}/: ${reason}. ${describeWrites(writes)}`;
  const rerun =
    "run `sitesync init` again in this checkout with nothing changed (no commit, no edit, .sitesync/ kept: its creations.json holds the token the creation's key was made with): what this run wrote is answered as a replay and the site bound, not created twice (the platform keeps the keys 24 hours)";
  const error = none
    ? new SitesyncError(cause?.code ?? 'APPLY_STAGE_FAILED', words, {
        cause: err,
        exitCode: cause?.exitCode ?? ExitCode.failure,
        ...(cause?.hint !== undefined && { hint: cause.hint }),
      })
    : new SitesyncError(interrupted ? 'INTERRUPTED' : 'PARTIAL_APPLY', words, {
        cause: err,
        exitCode: interrupted ? ExitCode.interrupted : ExitCode.partialApply,
        hint: rerun,
      });
  if (none) throw error;
  return {
    exitCode: error.exitCode,
    json: { created: sofar.created, written: sofar.written },
    // What was done before (sites created and bound); the error and its hint follow on stderr.
    ...(sofar.text.length > 0 && { text: sofar.text.join('\n') }),
    error,
    errorOnStderr: true,
  };
}

function describeLayout(sites: readonly string[], catalog: string | undefined): string {
  const what = [
    sites.length === 0
      ? 'no site'
      : `site${sites.length > 1 ? 's' : ''} ${sites.map((s) => `${s}/`).join(', ')}`,
    catalog ? `catalog ${catalog}` : 'no catalog',
  ];
  return what.join(', ');
}

function nextSteps(written: readonly string[], createdSites: number, catalog: boolean): string {
  const paths = written.map((p) => (/^[\w./-]+$/.test(p) ? p : JSON.stringify(p))).join(' ');
  const commit = `Next: commit what init wrote: git add ${paths} && git commit -m "sitesync init"`;
  if (createdSites === 0)
    return `${commit}\nThen \`sitesync plan\` shows the catalog plan and \`sitesync apply\` writes it.`;
  return `${commit}\nThen \`sitesync publish\` asks the site owner to publish ${createdSites > 1 ? 'the sites' : 'the site'}${catalog ? '; `sitesync apply` writes the catalog' : ''}.`;
}

/** The sitesync.yml init works on: the `--config` file if it exists, else the nearest one upward within the git repository. */
async function existingConfig(base: string, configPath: string | undefined): Promise<string | undefined> {
  let found: string;
  try {
    found = await findConfigFile(base, configPath);
  } catch (err) {
    if (err instanceof SitesyncError && err.code === 'CONFIG_NOT_FOUND') return undefined;
    throw err;
  }
  if (configPath !== undefined) return found;
  // A sitesync.yml above the repository belongs to something else: this repository has none yet.
  const root = (await openGitRepo(base))?.root;
  return root === undefined || !relative(root, found).startsWith('..') ? found : undefined;
}

/** The flags describe a sitesync.yml to write; when one exists they must agree with it (a rerun after a failure). */
/**
 * When the sitesync.yml init found is in a folder above the one it runs in (a site of its own in
 * a subfolder of a repository that has one), how to write a new one here instead.
 */
function elsewhereHint(existing: string, base: string, opts: InitOptions): string {
  if (opts.config !== undefined || dirname(existing) === base) return '';
  return `; for a sitesync.yml of its own in this folder, run \`sitesync init -c sitesync.yml\` here`;
}

function refuseDisagreeingFlags(
  config: SitesyncConfig,
  opts: InitOptions,
  base: string,
  file: string,
  elsewhere: string,
): void {
  const differs: string[] = [];
  const sources = config.sites.map((s) => s.source);
  if (opts.site === false && sources.length > 0)
    differs.push(`--no-site, but it names ${sources.length} site(s)`);
  if (Array.isArray(opts.site)) {
    const wanted = opts.site.map((d) => resolve(base, d));
    if (wanted.length !== sources.length || wanted.some((w) => !sources.includes(w)))
      differs.push(
        `--site ${opts.site.join(' --site ')}, but it names ${sources.map((s) => posix(relative(base, s))).join(', ') || 'no site'}`,
      );
  }
  if (opts.catalog === false && config.catalog) differs.push('--no-catalog, but it names a catalog');
  if (typeof opts.catalog === 'string' && resolve(base, opts.catalog) !== config.catalog)
    differs.push(
      `--catalog ${opts.catalog}, but it names ${config.catalog ? posix(relative(base, config.catalog)) : 'no catalog'}`,
    );
  if (opts.name !== undefined && (config.sites.length !== 1 || config.sites[0]!.name !== opts.name))
    differs.push(
      `--name ${JSON.stringify(opts.name)}, but the site's name there is ${JSON.stringify(config.sites[0]?.name ?? null)}`,
    );
  if (differs.length > 0) {
    throw usage(
      'CONFIG_EXISTS',
      `${file} already exists and says otherwise: ${differs.join('; ')}`,
      `edit ${file}, or leave out the flags; they only shape a new sitesync.yml${elsewhere}`,
    );
  }
}

/** Sites and catalog of a new sitesync.yml: flags first, then answers on a terminal, then what was detected. */
async function planNewConfig(
  base: string,
  opts: InitOptions,
  io: CommandIO,
): Promise<{ sites: NewSite[]; catalog: string | undefined }> {
  const detected = await detectLayout(base);
  const interactive = Boolean(io.stdin?.isTTY) && !opts.yes && !io.output.json;
  const asker: Asker | undefined = interactive
    ? createAsker(io.stdin!, (question) => io.output.err(question), io.signal)
    : undefined;
  try {
    let dirs: string[];
    if (opts.site === false) dirs = [];
    else if (opts.site) dirs = opts.site;
    else if (asker) {
      const answer = await asker.ask(
        'Site source folder(s), comma-separated, or - for none',
        detected.sites.join(', ') || (detected.catalog ? '-' : 'site'),
      );
      dirs =
        answer === '-'
          ? []
          : answer
              .split(',')
              .map((d) => d.trim())
              .filter(Boolean);
    } else dirs = [...detected.sites];
    if (dirs.length === 0 && opts.scaffold && opts.site === undefined) dirs = ['site'];

    let catalog: string | undefined;
    if (opts.catalog === false) catalog = undefined;
    else if (typeof opts.catalog === 'string') catalog = opts.catalog;
    else if (asker) {
      const answer = await asker.ask('Catalog file or folder, or - for none', detected.catalog ?? '-');
      catalog = answer === '-' ? undefined : answer;
    } else catalog = detected.catalog;

    if (opts.name !== undefined && dirs.length !== 1) {
      throw usage(
        'INIT_NAME_AMBIGUOUS',
        `--name names one site, and this sitesync.yml would have ${dirs.length}`,
        'name each site in sitesync.yml (`sites[].name`) instead',
      );
    }
    const sites: NewSite[] = [];
    for (const d of dirs) {
      const dir = resolve(base, d);
      const state = await treeState(dir);
      let scaffold = false;
      if (state === 'missing' || state === 'empty') {
        scaffold =
          Boolean(opts.scaffold) ||
          (asker !== undefined &&
            (await asker.confirm(`${d}/ has no site tree. Create a minimal one there?`, true)));
        if (!scaffold) throw treeMissing(d, state);
      } else if (state === 'other' && opts.scaffold && opts.site !== undefined) {
        throw usage(
          'SCAFFOLD_NOT_EMPTY',
          `${d}/ holds files but no site.json: --scaffold writes only into a missing or empty folder`,
          'add site.json yourself (docs/source-tree.md), or scaffold into another folder with --site',
        );
      }
      let name = opts.name;
      if (name === undefined && scaffold && asker) name = await asker.ask('Site name', basename(base));
      sites.push({ dir, name, scaffold });
    }
    if (catalog !== undefined && (await treeState(resolve(base, catalog))) === 'missing') {
      throw usage(
        'CATALOG_NOT_FOUND',
        `--catalog ${catalog}: no file or folder there`,
        '`sitesync import --catalog` writes the live catalog into a file',
      );
    }
    if (sites.length === 0 && catalog === undefined) {
      throw usage(
        'NOTHING_TO_INIT',
        `nothing to put in sitesync.yml: no site folder (site/, or a folder holding site.json) and no catalog (catalog.yml, catalog.yaml, catalog/) in ${base}`,
        'pass --site <folder> and/or --catalog <file>, or --scaffold to create a minimal site in site/',
      );
    }
    return { sites, catalog: catalog === undefined ? undefined : resolve(base, catalog) };
  } finally {
    asker?.close();
  }
}

/**
 * The folders and catalog of a new sitesync.yml must lie inside its repository, as loadConfig
 * requires of them; checked before anything is written. A committed `site -> /elsewhere` (an empty
 * folder outside the repository) received the scaffold, and only then was sitesync.yml refused.
 */
async function refuseOutsideRepository(
  base: string,
  configFile: string,
  planned: { sites: readonly NewSite[]; catalog: string | undefined },
  shown: (p: string) => string,
): Promise<void> {
  // As loadConfig will find it; outside git, the config's folder may not exist yet (then: init's).
  const root = await repositoryRoot(dirname(configFile)).catch(() => repositoryRoot(base));
  const named = [
    ...planned.sites.map((s) => ({ path: s.dir, what: 'the site source' })),
    ...(planned.catalog === undefined ? [] : [{ path: planned.catalog, what: 'the catalog' }]),
  ];
  for (const { path, what } of named) {
    const problem = await repositoryPathProblem(root, path, `${what} ${shown(path)}`, 'nothing was written');
    if (problem)
      throw new SitesyncError('INIT_OUTSIDE_REPOSITORY', problem.message, {
        exitCode: ExitCode.validation,
        hint: 'name a folder inside the repository (a symlink there must not lead out of it)',
      });
  }
}

/** sitesync.yml was written by someone else since this init looked (it is never overwritten). */
function configAppeared(file: string): SitesyncError {
  return usage(
    'CONFIG_EXISTS',
    `${file} was written by another program while this init ran: it was left as it is`,
    `look at it, then run \`sitesync init\` again: it works on the ${file} it finds`,
  );
}

function treeMissing(dir: string, state: 'missing' | 'empty'): SitesyncError {
  return usage(
    'SITE_TREE_MISSING',
    `${dir}/ ${state === 'missing' ? 'does not exist' : 'is empty'}: there is no site tree to create a site from`,
    `pass --scaffold to create a minimal valid one in ${dir}/, or --site <folder> for the folder that holds site.json`,
  );
}

/** What creating a site asks of the key: a session with the tree written into it. */
export const INIT_SCOPES = ['site_drafts:write', 'site_theme_files:write'];

/**
 * Before anything is written: a key and a platform URL, and the platform's word that the key works
 * (`GET /v1/auth/status`) and holds the scopes creating a site needs (when it reports scopes). A
 * wrong key or an unreachable platform used to be found only when the site was created, after
 * sitesync.yml and the scaffold were written.
 */
async function requireCredentials(opts: InitOptions, io: CommandIO): Promise<void> {
  const { creds, client } = await credentialedClient(opts, io);
  let scopes: readonly string[] | undefined;
  try {
    scopes = (await client.auth.status()).scopes;
  } catch (err) {
    if (!(err instanceof SitesyncError)) throw err;
    throw new SitesyncError(
      err.code,
      `${err.message} (init checks the credentials first: nothing was written)`,
      {
        exitCode: err.exitCode,
        cause: err,
        ...(err.hint !== undefined && { hint: err.hint }),
      },
    );
  }
  const missing = scopes ? INIT_SCOPES.filter((s) => !scopes.includes(s)) : [];
  if (missing.length > 0)
    throw new SitesyncError(
      'INSUFFICIENT_SCOPE',
      `the API key (from ${creds.source}) lacks ${missing.join(', ')}, which creating a site needs: nothing was written`,
      { exitCode: ExitCode.auth, hint: 'use a key that has them (`sitesync whoami` lists its scopes)' },
    );
}

async function writeScaffold(dir: string, name: string): Promise<void> {
  for (const [path, content] of Object.entries(scaffoldSite(name))) {
    const target = join(dir, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content, { flag: 'wx' });
  }
}
