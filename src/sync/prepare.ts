import { loadConfig, type SitesyncConfig } from '../config/index.js';
import {
  createPlatformClient,
  type PlatformClient,
  type SiteSourceManifestObject,
  type TransportOptions,
} from '../platform/index.js';
import type { PlanRevision } from '../plan/types.js';
import { readSourceTree, type SourceTree } from '../source/index.js';
import type { Reporter } from '../shared/reporter.js';
import { catalogDigestParts } from './catalog/catalog-digest.js';
import { NO_PHASE_CLOCK, type PhaseClock } from '../shared/phase-clock.js';
import { digestOf, resolveRevision } from './revision.js';
import { loadDigestCache, saveDigestCache } from '../state/digest-cache-store.js';
import { readCatalogInputs, type CatalogInputs, type SettledInputs } from './catalog/plan-catalog-run.js';

export interface PreparedRun {
  readonly config: SitesyncConfig;
  /** Each site's tree, in the order of config.sites. */
  readonly trees: readonly SourceTree[];
  readonly revision: PlanRevision;
  readonly client: PlatformClient | undefined;
  /** The run's interruption (Ctrl-C, SIGTERM), for work that is not a request (parsing). */
  readonly signal?: AbortSignal;
  /** The catalog's parse and live read, started beside the tree read (`readLiveEarly`). */
  readonly catalogInputs?: Promise<CatalogInputs | SettledInputs | undefined>;
  /**
   * Each site's live manifest, asked for beside the tree read (`readLiveEarly`), in the order of
   * config.sites; undefined for a site without an id (nothing live to read).
   */
  readonly manifests?: readonly (Promise<SiteSourceManifestObject> | undefined)[];
}

export interface PrepareOptions {
  readonly cwd: string;
  readonly configPath?: string;
  /** Without credentials, no client is made (offline validation). `source` is named by a 401's hint. */
  readonly credentials?: { apiKey: string; baseUrl: string; source?: string };
  /** A commit SHA from the environment (GITHUB_SHA); otherwise read from git. */
  readonly commit?: string;
  readonly reporter: Reporter;
  readonly transport?: Partial<TransportOptions>;
  /** The catalog named in sitesync.yml may not exist yet (import --catalog writes it). */
  readonly allowMissingCatalog?: boolean;
  /** Extra content that keys must cover when the tree is dirty (the catalog bytes always are). */
  readonly extraDigest?: (config: SitesyncConfig) => Promise<string[]>;
  readonly clock?: PhaseClock;
  /**
   * Called once the config says where the checkout is, before anything is read (the trees, the
   * platform): the command takes the checkout's run lock here (state/run-lock.ts), or notes who
   * holds it.
   */
  readonly lock?: (rootDir: string) => Promise<void>;
  /**
   * Starts the live reads at once, beside the tree read, for a command that plans (a command that
   * does not must not read the list pages): the catalog's parse and live read, and each site's
   * manifest. `before` runs first: apply's auth status, whose rate limit paces the reads (the YAML
   * is parsed meanwhile). Reads need no idempotency key, so they do not wait for the revision; a
   * write asked for before it is known fails (NO_KEY_REVISION).
   */
  readonly readLiveEarly?: {
    readonly before?: (client: PlatformClient) => Promise<unknown>;
    /** The catalog plan may be settled from its memo, and is remembered (the `plan` command). */
    readonly settle?: boolean;
    /** Live products equal to their entity are kept compact (plan and apply: ReadCatalogOptions). */
    readonly compactLive?: boolean;
  };
}

/** Reads config and every site's tree, and works out the revision keys derive from. */
export async function prepareRun(options: PrepareOptions): Promise<PreparedRun> {
  const config = await loadConfig({
    cwd: options.cwd,
    ...(options.configPath && { configPath: options.configPath }),
    ...(options.allowMissingCatalog && { allowMissingCatalog: true }),
  });
  await options.lock?.(config.rootDir);
  const clock = options.clock ?? NO_PHASE_CLOCK;
  const signal = options.transport?.signal;
  const known: { keyRevision?: string } = {};
  // Ends the early reads when the local inputs fail: nothing is left running behind the error.
  const early = new AbortController();
  const client = options.credentials
    ? createPlatformClient({
        ...options.transport,
        baseUrl: options.credentials.baseUrl,
        apiKey: options.credentials.apiKey,
        ...(options.credentials.source !== undefined && { credentialSource: options.credentials.source }),
        keyRevision: () => known.keyRevision,
        signal: signal ? AbortSignal.any([signal, early.signal]) : early.signal,
      })
    : undefined;
  const before = client && options.readLiveEarly ? (options.readLiveEarly.before?.(client) ?? null) : null;
  // The YAML is parsed meanwhile; only the live reads wait for `before`.
  const catalogInputs =
    client && options.readLiveEarly
      ? readCatalogInputs({
          client,
          config,
          clock,
          readsAfter: before,
          ...(signal && { signal }),
          settle: options.readLiveEarly.settle === true,
          compactLive: options.readLiveEarly.compactLive === true,
        })
      : undefined;
  // The manifests too: the site plan then waits for no round trip after the tree is read.
  const manifests =
    client && options.readLiveEarly
      ? config.sites.map((site) => (site.id ? manifestAfter(client, site.id, before) : undefined))
      : undefined;
  // Settled by planRun; until then a failure must not surface as an unhandled rejection.
  catalogInputs?.catch(() => undefined);
  // (In a callback: a loop's variable would keep the last manifest in this function's frame.)
  manifests?.forEach((manifest) => manifest?.catch(() => undefined));
  const reading = clock.time('read tree', async () => {
    const cache = await loadDigestCache(
      config.rootDir,
      config.sites.map((s) => s.source),
    );
    const read = await Promise.all(
      config.sites.map((s) => readSourceTree(s.source, { ...(cache && { cache }) })),
    );
    await saveDigestCache(config.rootDir, cache);
    return read;
  });
  // The repository is found while the tree is read; its status is asked once the tree is read.
  const resolving = resolveRevision({
    cwd: config.rootDir,
    inputs: [
      config.configFile,
      ...config.sites.map((s) => s.source),
      ...(config.catalog ? [config.catalog] : []),
    ],
    ...(options.commit && { commit: options.commit }),
    inputsRead: reading,
    contentDigest: async () =>
      digestOf([
        ...(await reading).flatMap((t, i) => [`site ${i}`, ...t.files.map((f) => `${f.path} ${f.checksum}`)]),
        ...(await catalogDigestParts(config.catalog)),
        ...((await options.extraDigest?.(config)) ?? []),
      ]),
  });
  let trees: SourceTree[];
  let revision: PlanRevision;
  let uncommitted: readonly string[] | undefined;
  try {
    let resolved: Awaited<typeof resolving>;
    [trees, resolved] = await Promise.all([reading, resolving]);
    ({ uncommitted, ...revision } = resolved);
  } catch (err) {
    early.abort(err);
    await Promise.allSettled([reading, resolving, before, catalogInputs, ...(manifests ?? [])]);
    throw err;
  }
  known.keyRevision = revision.keyRevision;
  await before;
  if (revision.dirty) {
    options.reporter.warn(
      revision.commit
        ? `uncommitted changes in ${uncommittedNames(uncommitted)}: idempotency keys derive from the content, not from commit ${revision.commit.slice(0, 7)}`
        : 'not a git checkout with a commit: idempotency keys derive from the content',
    );
  }
  return {
    config,
    trees,
    revision,
    client,
    ...(signal && { signal }),
    ...(catalogInputs && { catalogInputs }),
    ...(manifests && { manifests }),
  };
}

/**
 * Lets every site's tree and live manifest go (`planOnly`: once the site plans are made, the
 * `plan` command needs neither). The arrays are emptied in place: they are this module's own, and
 * the promise that read the trees resolved to the same array.
 */
export function releaseSiteInputs(prepared: PreparedRun): void {
  (prepared.trees as SourceTree[]).length = 0;
  if (prepared.manifests) (prepared.manifests as unknown[]).length = 0;
}

/**
 * `sitesync.yml, site/pages/home.json`: the first three inputs git says differ, and how many more.
 * Said so, a sitesync.yml init has just written is not taken for a change of the site or catalog.
 */
function uncommittedNames(paths: readonly string[] | undefined): string {
  if (!paths || paths.length === 0) return 'the site sources, the catalog or sitesync.yml';
  const shown = paths.slice(0, 3).join(', ');
  return `${shown}${paths.length > 3 ? ` and ${paths.length - 3} more` : ''}`;
}

/** A site's live manifest, asked for once `before` has settled (apply's rate limit). */
async function manifestAfter(
  client: PlatformClient,
  siteId: string,
  before: Promise<unknown> | null,
): Promise<SiteSourceManifestObject> {
  await before;
  return client.sites.source.manifest(siteId);
}
