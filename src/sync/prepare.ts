import { loadConfig, type SitesyncConfig } from '../config/index.js';
import { createPlatformClient, type PlatformClient, type TransportOptions } from '../platform/index.js';
import type { PlanRevision } from '../plan/types.js';
import { readSourceTree, type SourceTree } from '../source/index.js';
import type { Reporter } from '../shared/reporter.js';
import { catalogDigestParts } from './catalog/catalog-digest.js';
import { NO_PHASE_CLOCK, type PhaseClock } from '../shared/phase-clock.js';
import { digestOf, resolveRevision } from './revision.js';
import { loadDigestCache, saveDigestCache } from '../state/digest-cache-store.js';

export interface PreparedRun {
  readonly config: SitesyncConfig;
  /** Each site's tree, in the order of config.sites. */
  readonly trees: readonly SourceTree[];
  readonly revision: PlanRevision;
  readonly client: PlatformClient | undefined;
  /** The run's interruption (Ctrl-C, SIGTERM), for work that is not a request (parsing). */
  readonly signal?: AbortSignal;
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
}

/** Reads config and every site's tree, and works out the revision keys derive from. */
export async function prepareRun(options: PrepareOptions): Promise<PreparedRun> {
  const config = await loadConfig({
    cwd: options.cwd,
    ...(options.configPath && { configPath: options.configPath }),
    ...(options.allowMissingCatalog && { allowMissingCatalog: true }),
  });
  const clock = options.clock ?? NO_PHASE_CLOCK;
  const trees = await clock.time('read tree', async () => {
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
  const revision = await resolveRevision({
    cwd: config.rootDir,
    inputs: [
      config.configFile,
      ...config.sites.map((s) => s.source),
      ...(config.catalog ? [config.catalog] : []),
    ],
    ...(options.commit && { commit: options.commit }),
    contentDigest: async () =>
      digestOf([
        ...trees.flatMap((t, i) => [`site ${i}`, ...t.files.map((f) => `${f.path} ${f.checksum}`)]),
        ...(await catalogDigestParts(config.catalog)),
        ...((await options.extraDigest?.(config)) ?? []),
      ]),
  });
  if (revision.dirty) {
    options.reporter.warn(
      revision.commit
        ? `uncommitted changes under the site sources or catalog: idempotency keys derive from the content, not from commit ${revision.commit.slice(0, 7)}`
        : 'not a git checkout with a commit: idempotency keys derive from the content',
    );
  }
  const client = options.credentials
    ? createPlatformClient({
        ...options.transport,
        baseUrl: options.credentials.baseUrl,
        apiKey: options.credentials.apiKey,
        ...(options.credentials.source !== undefined && { credentialSource: options.credentials.source }),
        keyRevision: revision.keyRevision,
      })
    : undefined;
  const signal = options.transport?.signal;
  return { config, trees, revision, client, ...(signal && { signal }) };
}
