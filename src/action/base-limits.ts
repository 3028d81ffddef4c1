/**
 * The guard limits of a run on GitHub come from the base branch's sitesync.yml, never from the
 * pull request's: a pull request that raises `max_delete` or `max_archive` in the same change
 * that deletes or archives would otherwise switch its own guard off (DESIGN.md, Trust rules).
 *
 * The base commit, by event: `pull_request*` → `pull_request.base.sha`; `push` → `before` (the
 * branch tip before the push), else the first parent of the pushed commit. Other events
 * (schedule, workflow_dispatch) were started by someone with write access on a ref they chose:
 * the checkout's own sitesync.yml applies. A base commit missing from a shallow checkout is
 * fetched from `origin`; when it cannot be read, or holds no sitesync.yml or a broken one, the
 * built-in defaults apply (never the pull request's values), with a warning. The base's file is
 * looked for at the path the run was given before the file it resolves to: a sitesync.yml turned
 * into a symlink to a new, looser file still meets the base's sitesync.yml.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { isWithin } from '../source/containment.js';
import { repoRelative } from '../source/repository-paths.js';
import { CONFIG_DEFAULTS, parseConfig, type SitesyncConfig } from '../config/index.js';
import type { GitRepo } from '../git/repo.js';
import type { Reporter } from '../shared/reporter.js';
import type { PreparedRun } from '../sync/prepare.js';

export type GuardLimits = Pick<SitesyncConfig, 'maxArchive' | 'maxDelete' | 'maxDeleteShare'>;

const DEFAULT_LIMITS: GuardLimits = {
  maxArchive: CONFIG_DEFAULTS.maxArchive,
  maxDelete: CONFIG_DEFAULTS.maxDelete,
  maxDeleteShare: CONFIG_DEFAULTS.maxDeleteShare,
};

const SHA = /^[0-9a-f]{40}$/;
const NULL_SHA = /^0{40}$/;

/** The parts of the event payload read here (anything else is ignored). */
type EventPayload = Readonly<Record<string, unknown>>;

function field(value: unknown, ...keys: string[]): unknown {
  let v = value;
  for (const key of keys)
    v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

/** The commit whose sitesync.yml sets the limits; undefined: the checkout's own applies. */
export function baseCommitOf(eventName: string, payload: EventPayload, sha: string): string | undefined {
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const base = field(payload, 'pull_request', 'base', 'sha');
    return typeof base === 'string' && SHA.test(base) ? base : undefined;
  }
  if (eventName === 'push') {
    const before = payload['before'];
    if (typeof before === 'string' && SHA.test(before) && !NULL_SHA.test(before)) return before;
    return SHA.test(sha) ? `${sha}^` : undefined;
  }
  return undefined;
}

const shown = (limits: GuardLimits) =>
  `max_archive ${limits.maxArchive}, max_delete ${limits.maxDelete}, max_delete_share ${Math.round(limits.maxDeleteShare * 100)} %`;

/**
 * Where the base commit's config may be, relative to the repository, in the order tried: the path
 * the run was given (a pull request that turns sitesync.yml into a symlink to a new file must not
 * make the base "have no sitesync.yml", and so take the defaults over the base's stricter limits),
 * then the file that path resolves to.
 */
async function configPathsIn(root: string, configFile: string): Promise<string[]> {
  const inRepo = (file: string) =>
    file !== root && isWithin(root, file) ? repoRelative(root, file) : undefined;
  const given = inRepo(path.join(await realpath(path.dirname(configFile)), path.basename(configFile)));
  const resolved = inRepo(await realpath(configFile));
  return [...new Set([given, resolved].filter((p) => p !== undefined))];
}

/** The limits in sitesync.yml at `commit`, or the defaults with the reason they apply. */
async function limitsAt(
  repo: GitRepo,
  commit: string,
  configFile: string,
): Promise<{ limits: GuardLimits; fallback?: string }> {
  const candidates = await configPathsIn(await realpath(repo.root), configFile);
  if (candidates.length === 0)
    return { limits: DEFAULT_LIMITS, fallback: `${configFile} is outside the repository` };
  const commitOnly = commit.replace(/\^$/, '');
  if (!(await repo.hasCommit(commit)) && !(await repo.fetchCommit(commitOnly)))
    return {
      limits: DEFAULT_LIMITS,
      fallback: `the base commit ${commitOnly.slice(0, 12)} is not in the checkout and could not be fetched (use actions/checkout with fetch-depth: 0)`,
    };
  // The first that parses (at the base, the given path may be a symlink itself: git gives its target's name).
  let invalid: string | undefined;
  for (const relative of candidates) {
    const text = await repo.fileAt(commit, relative);
    if (text === undefined) continue;
    try {
      const { config } = parseConfig(text, configFile, `${relative} at ${commitOnly.slice(0, 12)}`);
      return {
        limits: {
          maxArchive: config.maxArchive,
          maxDelete: config.maxDelete,
          maxDeleteShare: config.maxDeleteShare,
        },
      };
    } catch {
      invalid ??= relative;
    }
  }
  return {
    limits: DEFAULT_LIMITS,
    fallback:
      invalid === undefined
        ? `the base commit has no ${candidates[0]}`
        : `the base commit's ${invalid} is not valid`,
  };
}

/**
 * The prepared run with the base branch's guard limits in its config. Unchanged for events
 * without a base commit (see the file comment).
 */
export async function withBaseBranchLimits(
  prepared: PreparedRun,
  event: {
    eventName: string;
    payload: EventPayload;
    sha: string;
    repo: GitRepo | undefined;
    reporter: Reporter;
  },
): Promise<PreparedRun> {
  const commit = baseCommitOf(event.eventName, event.payload, event.sha);
  if (commit === undefined) return prepared;
  const found = event.repo
    ? await limitsAt(event.repo, commit, prepared.config.configFile)
    : { limits: DEFAULT_LIMITS, fallback: 'the workspace is not a git checkout' };
  const own: GuardLimits = {
    maxArchive: prepared.config.maxArchive,
    maxDelete: prepared.config.maxDelete,
    maxDeleteShare: prepared.config.maxDeleteShare,
  };
  if (found.fallback) {
    event.reporter.warn(`guard limits: ${found.fallback}; the defaults apply (${shown(found.limits)})`);
  } else {
    event.reporter.info(`guard limits from the base branch's sitesync.yml: ${shown(found.limits)}`);
  }
  if (shown(own) !== shown(found.limits))
    event.reporter.warn(
      `sitesync.yml here sets ${shown(own)}; this run's guards use the base commit's (${shown(found.limits)}): a change to the limits takes effect once it is on the base branch`,
    );
  return { ...prepared, config: { ...prepared.config, ...found.limits } };
}
