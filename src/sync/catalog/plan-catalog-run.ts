/** Loads the catalog YAML, reads the live catalog and ledger, and plans the difference. */
import type { SitesyncConfig } from '../../config/index.js';
import { loadCatalog, type DesiredCatalog } from '../../catalog/index.js';
import { LEDGER_SLUG, requireReadableLedger, type LedgerRecord } from '../../ledger/index.js';
import { planCatalog, type CatalogPlan, type LiveCatalog } from '../../plan/catalog/index.js';
import type { PlatformClient } from '../../platform/index.js';
import { InputError } from '../../shared/errors.js';
import { userCacheKey } from '../../state/cache-key.js';
import { catalogParseCacheFile } from '../../state/catalog-parse-cache-store.js';
import {
  loadCatalogReadHints,
  rateLimitToRemember,
  saveCatalogReadHints,
} from '../../state/list-cursors-store.js';
import { readLiveCatalog } from './read-live-catalog.js';
import { NO_PHASE_CLOCK, type PhaseClock } from '../../shared/phase-clock.js';
import { settleAll } from '../../shared/settle-all.js';

/** Overrides of the apply guards (`--allow-archive-overflow`, `--allow-empty-section`). */
export interface CatalogGuardOverrides {
  readonly allowArchiveOverflow?: boolean;
  readonly allowEmptySection?: boolean;
}

/** Everything apply needs besides the plan itself. */
export interface PlannedCatalog extends CatalogInputs {
  readonly plan: CatalogPlan;
}

export async function loadDesiredCatalog(
  config: SitesyncConfig,
  options: { signal?: AbortSignal; onValid?: () => void } = {},
): Promise<DesiredCatalog | undefined> {
  if (config.catalog === undefined) return undefined;
  return loadCatalog(config.catalog, {
    baseDir: config.rootDir,
    cache: catalogParseCacheFile(config.rootDir, { macKey: () => userCacheKey() }),
    check: rejectReservedSlug,
    ...(options.signal && { signal: options.signal }),
    ...(options.onValid && { onValid: options.onValid }),
  });
}

/** What the catalog plan compares: the YAML's catalog, the live one and the ledger. */
export interface CatalogInputs {
  readonly desired: DesiredCatalog;
  readonly live: LiveCatalog;
  readonly ledger: LedgerRecord;
}

/**
 * Parses the catalog YAML, then reads the live catalog and the ledger; undefined when the
 * repository has no catalog (then no request is made). The YAML comes first: a catalog that does
 * not parse costs no request. Needs no idempotency key, so it may start before the tree is read.
 */
export async function readCatalogInputs(options: {
  readonly client: PlatformClient;
  readonly config: SitesyncConfig;
  readonly clock?: PhaseClock;
  /** Ends the catalog parse in progress (Ctrl-C, SIGTERM). */
  readonly signal?: AbortSignal;
  /** The live reads start once this settles (apply's auth status: its rate limit paces them). */
  readonly readsAfter?: Promise<unknown> | null;
}): Promise<CatalogInputs | undefined> {
  if (options.config.catalog === undefined) return undefined;
  const clock = options.clock ?? NO_PHASE_CLOCK;
  // The reads wait until the YAML is known to be valid: on a parse-cache hit that is as soon as
  // the cache holds these texts, so the stored parse is read while the pages arrive.
  let valid!: () => void;
  const known = new Promise<void>((resolve) => (valid = resolve));
  const loading = clock.time('catalog: parse', () =>
    loadDesiredCatalog(options.config, { onValid: valid, ...(options.signal && { signal: options.signal }) }),
  );
  await Promise.race([known, loading]);
  await options.readsAfter;
  const reading = clock.time('catalog: read live', async () => {
    const rootDir = options.config.rootDir;
    const stored = await loadCatalogReadHints(rootDir);
    const transport = options.client.transport;
    // A plan does not ask for the rate limit (a no-op costs its reads only): the one an earlier
    // run was told for this credential lets every hinted page go at once, paced within it.
    if (transport.rateLimit === undefined && stored?.rateLimit?.credential === transport.credentialTag)
      transport.setRateLimit(stored.rateLimit.perMinute);
    const read = await readLiveCatalog(options.client, { ...(stored && { hints: stored.cursors }) });
    const rateLimit = rateLimitToRemember(transport, stored?.rateLimit);
    await saveCatalogReadHints(rootDir, { cursors: read.cursors, ...(rateLimit && { rateLimit }) });
    return read;
  });
  // Both settle before either's failure is thrown: nothing keeps running behind an error.
  const [desired, read] = await settleAll([loading, reading] as const);
  if (!desired) return undefined;
  return { desired, live: read.live, ledger: read.ledger };
}

/** Plans the catalog; undefined when the repository has no catalog (then no request is made). */
export async function planCatalogRun(options: {
  readonly client: PlatformClient;
  readonly config: SitesyncConfig;
  readonly overrides?: CatalogGuardOverrides;
  readonly clock?: PhaseClock;
  /** Ends the catalog parse in progress (Ctrl-C, SIGTERM). */
  readonly signal?: AbortSignal;
  /** The inputs when their read was started earlier (prepareRun's `readLiveEarly`). */
  readonly inputs?: Promise<CatalogInputs | undefined>;
}): Promise<PlannedCatalog | undefined> {
  const inputs = await (options.inputs ?? readCatalogInputs(options));
  if (!inputs) return undefined;
  const { desired, live, ledger } = inputs;
  const clock = options.clock ?? NO_PHASE_CLOCK;
  const plan = await clock.time('catalog: compare', async () =>
    planCatalog(desired, live, {
      prune: options.config.prune,
      maxArchive: options.config.maxArchive,
      ledger: requireReadableLedger(ledger),
      ...(options.overrides?.allowArchiveOverflow && { allowArchiveOverflow: true }),
      ...(options.overrides?.allowEmptySection && { allowEmptySection: true }),
    }),
  );
  return { plan, desired, live, ledger };
}

/** The ledger's slug belongs to sitesync: a catalog category may not take it. */
function rejectReservedSlug(desired: DesiredCatalog): void {
  const clash = desired.categories.find((c) => c.key === LEDGER_SLUG);
  if (!clash) return;
  const message = `the category slug "${LEDGER_SLUG}" is reserved for sitesync's service ledger`;
  throw new InputError('CATALOG_RESERVED_SLUG', message, [
    { ...clash.location, code: 'reserved_slug', severity: 'error', message },
  ]);
}
