/** Loads the catalog YAML, reads the live catalog and ledger, and plans the difference. */
import type { SitesyncConfig } from '../../config/index.js';
import {
  loadCatalog,
  openCatalog,
  type DesiredCatalog,
  type DesiredEntity,
  type LoadCatalogOptions,
  type OpenedCatalog,
} from '../../catalog/index.js';
import { LEDGER_SLUG, requireReadableLedger, type LedgerRecord } from '../../ledger/index.js';
import {
  planCatalog,
  type CatalogPlan,
  type LiveCatalog,
  type LiveRecord,
} from '../../plan/catalog/index.js';
import type { PlatformClient } from '../../platform/index.js';
import { InputError } from '../../shared/errors.js';
import { userCacheKey } from '../../state/cache-key.js';
import { catalogParseCacheFile, parserStamp } from '../../state/catalog-parse-cache-store.js';
import {
  sameList,
  samePages,
  settledCatalogStore,
  settledKey,
  type SettledCatalog,
  type SettledCatalogStore,
} from '../../state/settled-catalog-store.js';
import {
  loadCatalogReadHints,
  rateLimitToRemember,
  saveCatalogReadHints,
} from '../../state/list-cursors-store.js';
import {
  readLiveCatalog,
  type ListCursors,
  type LiveList,
  type LivePageDigests,
} from './read-live-catalog.js';
import { NO_PHASE_CLOCK, type PhaseClock } from '../../shared/phase-clock.js';
import { liveCompactor } from './live-compactor.js';

/** Overrides of the apply guards (`--allow-archive-overflow`, `--allow-empty-section`). */
export interface CatalogGuardOverrides {
  readonly allowArchiveOverflow?: boolean;
  readonly allowEmptySection?: boolean;
}

/** Everything apply needs besides the plan itself. */
export interface PlannedCatalog extends Omit<CatalogInputs, 'remember'> {
  readonly plan: CatalogPlan;
}

function catalogOptions(
  config: SitesyncConfig,
  options: { signal?: AbortSignal; onValid?: () => void; macKey?: () => Promise<Buffer | undefined> },
): LoadCatalogOptions {
  return {
    baseDir: config.rootDir,
    cache: catalogParseCacheFile(config.rootDir, { macKey: options.macKey ?? (() => userCacheKey()) }),
    check: rejectReservedSlug,
    ...(options.signal && { signal: options.signal }),
    ...(options.onValid && { onValid: options.onValid }),
  };
}

export async function loadDesiredCatalog(
  config: SitesyncConfig,
  options: { signal?: AbortSignal; onValid?: () => void } = {},
): Promise<DesiredCatalog | undefined> {
  if (config.catalog === undefined) return undefined;
  return loadCatalog(config.catalog, catalogOptions(config, options));
}

/** What the catalog plan compares: the YAML's catalog, the live one and the ledger. */
export interface CatalogInputs {
  readonly desired: DesiredCatalog;
  readonly live: LiveCatalog;
  readonly ledger: LedgerRecord;
  /**
   * With `settle`: remembers the plan made from these inputs when it changes nothing, for the
   * next plan of the same files and pages (state/settled-catalog-store.ts).
   */
  readonly remember?: (plan: CatalogPlan) => Promise<void>;
  /** With `compactLive`: the entity a compacted live product equals (planCatalog's `equalTo`). */
  readonly equalTo?: (record: LiveRecord) => DesiredEntity | undefined;
}

export interface ReadCatalogOptions {
  readonly client: PlatformClient;
  readonly config: SitesyncConfig;
  readonly clock?: PhaseClock;
  /** Ends the catalog parse in progress (Ctrl-C, SIGTERM). */
  readonly signal?: AbortSignal;
  /** The live reads start once this settles (apply's auth status: its rate limit paces them). */
  readonly readsAfter?: Promise<unknown> | null;
  /**
   * Live products equal to their entity are kept compact as their pages arrive
   * (live-compactor.ts): for a plan or apply, whose callers read no more of them than
   * plan/catalog/equal-records.ts keeps. Not for pull or export, which write live records out.
   */
  readonly compactLive?: boolean;
}

/** The plan a settled memo stands for: the catalog files and every live page are as it was made. */
export interface SettledInputs {
  readonly settled: CatalogPlan;
}

/**
 * Parses the catalog YAML, then reads the live catalog and the ledger; undefined when the
 * repository has no catalog (then no request is made). The YAML comes first: a catalog that does
 * not parse costs no request. Needs no idempotency key, so it may start before the tree is read.
 *
 * With `settle` (the `plan` command), a catalog plan that changed nothing is remembered with the
 * digest of every live page's body; when the next plan finds the catalog files unchanged (a parse
 * cache hit) and every page byte for byte the same, that plan stands (SettledInputs) and the
 * stored parse is neither read nor compared. A page that differs starts the parse as it arrives.
 */
export function readCatalogInputs(
  options: ReadCatalogOptions & { readonly settle?: false },
): Promise<CatalogInputs | undefined>;
export function readCatalogInputs(
  options: ReadCatalogOptions & { readonly settle: boolean },
): Promise<CatalogInputs | SettledInputs | undefined>;
export async function readCatalogInputs(
  options: ReadCatalogOptions & { readonly settle?: boolean },
): Promise<CatalogInputs | SettledInputs | undefined> {
  const { config, client } = options;
  if (config.catalog === undefined) return undefined;
  const clock = options.clock ?? NO_PHASE_CLOCK;
  // Read while the YAML is opened, before the tree's walk fills the file system's threads: the
  // user's cache key (the parse cache and the settled memo check their files with it) and the
  // stored cursors. The first page is asked for as soon as the YAML is known to be valid.
  const cacheKey = userCacheKey();
  const macKey = () => cacheKey;
  const hintsRead = loadCatalogReadHints(config.rootDir);
  hintsRead.catch(() => undefined);
  // The reads wait until the YAML is known to be valid: on a parse-cache hit that is as soon as
  // the cache holds these texts, so the stored parse is read while the pages arrive.
  let valid!: () => void;
  const known = new Promise<void>((resolve) => (valid = resolve));
  const opening = openCatalog(
    config.catalog,
    catalogOptions(config, { onValid: valid, macKey, ...(options.signal && { signal: options.signal }) }),
  );
  let loading: Promise<DesiredCatalog> | undefined;
  const compactor = options.compactLive ? liveCompactor() : undefined;
  const load = () => {
    if (!loading) {
      loading = clock.time('catalog: parse', async () => {
        const desired = await (await opening).load();
        compactor?.desired(desired);
        return desired;
      });
      // Awaited below whenever it was started; until then not an unhandled rejection.
      loading.catch(() => undefined);
    }
    return loading;
  };
  const settling = options.settle
    ? lookUpSettled(opening, config, client, macKey).catch(() => undefined)
    : Promise.resolve(undefined);
  await Promise.race([known, opening.then((o) => (o.hit ? undefined : load()))]);
  // The memo is known before the first page is asked for: a page of its pages is then not parsed.
  const found = await settling;
  const memo = found?.memo;
  // Without a memo the stored parse is read while the pages arrive.
  if (!memo) void load();
  // A changed catalog (a parse-cache miss) is seldom a plan that changes nothing: its pages are not
  // hashed; the next plan of it, a hit, remembers it if it settles.
  const watchPages = options.settle === true && (await opening).hit;
  await options.readsAfter;
  // Set once the read has failed: pages of other lists that still arrive start no parse.
  let failed = false;
  const reading = clock.time('catalog: read live', async () => {
    const rootDir = config.rootDir;
    const stored = await hintsRead;
    const transport = client.transport;
    // A plan does not ask for the rate limit (a no-op costs its reads only): the one an earlier
    // run was told for this credential lets every hinted page go at once, paced within it.
    if (transport.rateLimit === undefined && stored?.rateLimit?.credential === transport.credentialTag)
      transport.setRateLimit(stored.rateLimit.perMinute);
    const hints = hintLists(stored?.cursors);
    const alike: Partial<Record<LiveList, boolean>> = {};
    const read = await readLiveCatalog(client, {
      ...(stored && { hints: stored.cursors }),
      ...(compactor && { records: compactor.watch }),
      ...(watchPages && {
        digests: {
          // A page other than the memo's: the plan is not settled, the parse starts now.
          onPage: (list: LiveList, i: number, digest: string | undefined) => {
            if (!failed && memo && memo.pages[list][i] !== digest) void load();
          },
          // The memo's page at its place, read by the cursors it saved: not parsed.
          known: (list: LiveList, i: number, digest: string) => {
            if (memo === undefined) return false;
            alike[list] ??= memoReadAlike(memo, hints, list);
            return alike[list] && memo.pages[list][i] === digest;
          },
        },
      }),
    });
    const rateLimit = rateLimitToRemember(transport, stored?.rateLimit);
    await saveCatalogReadHints(rootDir, { cursors: read.cursors, ...(rateLimit && { rateLimit }) });
    return read;
  });
  // A failed read waits for a parse it started: nothing keeps running behind the error.
  const answer = await reading.catch(async (err: unknown) => {
    failed = true;
    await Promise.allSettled([loading]);
    throw err;
  });
  const digests = answer.pageDigests;
  const settledPlan =
    found && memo && digests && !loading && samePages(digests, memo.pages) ? memo.plan() : undefined;
  if (found && memo && digests && settledPlan) {
    // Settled on pages read by other cursors than the memo's (they were parsed): the memo takes
    // this read's cursors, so that the next read knows its pages again.
    const cursors = hintLists(answer.cursors);
    if (!samePages(cursors, memo.cursors))
      await found.store.set(found.key, { pages: digests, cursors }, settledPlan);
    return { settled: settledPlan };
  }
  // Pages known from the memo, and yet no settled plan (a parse started meanwhile): parsed now.
  let read = 'known' in answer ? await answer.read() : answer;
  const desired = await load();
  const compacted = compactor && !compactor.sawSlugTwice();
  if (compactor && !compacted) {
    // A slug on two live products: the one the plan does not match may have been compacted, and
    // is shown whole when it is kept or pruned. Rare (a product archived and created again while
    // the list was read): the catalog is read again, whole, and planned from that read.
    read = await clock.time('catalog: read live again', () =>
      readLiveCatalog(client, { hints: read.cursors }),
    );
  }
  // A read made again asks for no digests: a plan from it is not remembered.
  const pages = read.pageDigests;
  return {
    desired,
    live: read.live,
    ledger: read.ledger,
    ...(compacted && { equalTo: compactor.equalTo }),
    ...(found &&
      pages && {
        remember: (plan: CatalogPlan) =>
          found.store.set(found.key, { pages, cursors: hintLists(read.cursors) }, plan),
      }),
  };
}

/** Each list's hints as a plain list ([] for none). */
function hintLists(cursors: ListCursors | undefined): LivePageDigests {
  return {
    brands: cursors?.brands ?? [],
    categories: cursors?.categories ?? [],
    products: cursors?.products ?? [],
  };
}

/**
 * Whether this read of `list` asks for the pages the memo was made from: its hints are the
 * cursors the memo's read saved, one per page but the last. Only then is a page of the memo's body
 * at the same place known (sync/catalog/hinted-list.ts PageDigests.known): each page before the
 * last ended at its cursor with more after it, and the last had none after it.
 */
function memoReadAlike(memo: SettledCatalog, hints: LivePageDigests, list: LiveList): boolean {
  return sameList(hints[list], memo.cursors[list]) && memo.pages[list].length === hints[list].length + 1;
}

/** The settled plan's store and key for the opened catalog, and its memo when one stands for it. */
async function lookUpSettled(
  opening: Promise<OpenedCatalog>,
  config: SitesyncConfig,
  client: PlatformClient,
  macKey: () => Promise<Buffer | undefined>,
): Promise<{ store: SettledCatalogStore; key: string; memo?: SettledCatalog } | undefined> {
  const opened = await opening;
  if (opened.key === undefined) return undefined;
  const store = settledCatalogStore(config.rootDir, { macKey });
  const key = settledKey({
    catalog: opened.key,
    code: await parserStamp(),
    prune: config.prune,
    maxArchive: config.maxArchive,
    credential: client.transport.credentialTag,
  });
  // Only a catalog the parse cache holds can be one a plan settled (and its file is unchanged).
  const memo = opened.hit ? await store.get(key) : undefined;
  return { store, key, ...(memo && { memo }) };
}

/** A catalog plan settled from its memo: no desired or live records to go with it. */
export interface SettledPlannedCatalog {
  readonly plan: CatalogPlan;
  readonly settled: true;
}

/** The catalog plan of inputs read with `settle`: the memo's when it stands, else planned. */
export async function planOrSettleCatalog(
  options: Omit<Parameters<typeof planCatalogRun>[0], 'inputs'> & {
    readonly inputs: Promise<CatalogInputs | SettledInputs | undefined>;
  },
): Promise<PlannedCatalog | SettledPlannedCatalog | undefined> {
  const inputs = await options.inputs;
  if (inputs && 'settled' in inputs) return { plan: inputs.settled, settled: true };
  return planCatalogRun({ ...options, inputs: Promise.resolve(inputs) });
}

/** Plans the catalog; undefined when the repository has no catalog (then no request is made). */
export async function planCatalogRun(options: {
  readonly client: PlatformClient;
  readonly config: SitesyncConfig;
  /** For a read made here (no `inputs`): ReadCatalogOptions.compactLive. */
  readonly compactLive?: boolean;
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
      ...(inputs.equalTo && { equalTo: inputs.equalTo }),
      ...(options.overrides?.allowArchiveOverflow && { allowArchiveOverflow: true }),
      ...(options.overrides?.allowEmptySection && { allowEmptySection: true }),
    }),
  );
  // Remembered only when it changes nothing (the store's isSettled).
  if (inputs.remember) await inputs.remember(plan);
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
