/**
 * Applies a catalog plan in ordered stages: brands, categories (parents first), products,
 * services (then the ledger), and archives last in reverse dependency order. A write that fails
 * only blocks what depends on it; everything independent still applies.
 */
import pLimit from 'p-limit';
import type { CatalogKind } from '../../catalog/types.js';
import { withEntries, writeLedger, type LedgerRecord } from '../../ledger/index.js';
import {
  orderCatalogChanges,
  serviceBodyHash,
  type ArchiveChange,
  type CatalogChange,
  type CatalogPlan,
  type CatalogStageName,
  type CreateChange,
  type LiveCatalog,
  type ServiceLedgerEntry,
  type UpdateChange,
} from '../../plan/catalog/index.js';
import { PlatformError, type PlatformClient } from '../../platform/index.js';
import { isPlatformUnreachable } from '../../platform/errors.js';
import { watchAttempts } from '../../platform/attempt-watch.js';
import { ranOnPlatform } from '../../platform/ran-on-platform.js';
import { replayOrigin, type ReplayOrigin, type RequestLogEntry } from '../../platform/request-log.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import type { Reporter } from '../../shared/reporter.js';
import { runStages } from '../stage-error.js';
import { unknownWriteOf, type UnknownAttempts } from '../write-tally.js';
import { describeLedgerWrite, describeStageWritten } from './describe.js';
import { createIdIndex, type IdIndex } from './id-index.js';
import type { CatalogApplyResult, CatalogOutcome } from './types.js';
import { createBody, dependencyKeys, entityKey, updateBody, type WriteBody } from './write-body.js';

export interface ApplyCatalogOptions {
  readonly client: PlatformClient;
  readonly plan: CatalogPlan;
  readonly live: LiveCatalog;
  readonly ledger: LedgerRecord;
  readonly reporter?: Reporter;
  /** Writes in flight at once within a stage whose entities are independent (default WRITE_CONCURRENCY). */
  readonly concurrency?: number;
}

/**
 * Writes in flight at once in a parallel stage. 8 took three rounds for a small change's 20 writes
 * (M at 25 ms: apply 718 -> 659 ms median with 32, 5 alternating pairs); the pacer still holds
 * them to the credential's rate limit.
 */
export const WRITE_CONCURRENCY = 32;

/** Stages whose writes may run in parallel (categories wait for their parents). */
const PARALLEL: ReadonlySet<CatalogStageName> = new Set([
  'brands',
  'products',
  'services',
  'archive-products',
  'archive-brands',
]);

type Entity = { id: string } & Record<string, unknown>;

export async function applyCatalog(options: ApplyCatalogOptions): Promise<CatalogApplyResult> {
  const { client, plan } = options;
  if (plan.blocked) {
    throw new SitesyncError('CATALOG_GUARD', 'the catalog plan is blocked by a guard; nothing was written');
  }
  const ids = createIdIndex(options.live);
  const outcomes: CatalogOutcome[] = [];
  /** `kind:key` of entities whose write failed, was blocked or may not have happened → what it was. */
  const unusable = new Map<string, string>();
  /** Live id referenced by an archive that did not happen (or may not have) → the blocker, in words. */
  const stillReferenced = new Map<string, string>();
  const ledgerEntries: Record<string, ServiceLedgerEntry> = {};
  let ledgerResult: CatalogApplyResult['ledger'];

  const record = (outcome: CatalogOutcome): void => {
    outcomes.push(outcome);
    if (outcome.status === 'done' || outcome.status === 'adopted') return;
    unusable.set(
      entityKey(outcome.kind, outcome.key),
      outcome.status === 'unread'
        ? 'created, its answer cut off: id not known'
        : outcome.status === 'unknown'
          ? outcome.action === 'create'
            ? 'may have been written: id not known'
            : 'may have been written'
          : outcome.status,
    );
  };

  const writeOne = async (change: CatalogChange): Promise<void> => {
    const base = { kind: change.kind, key: change.key, action: change.action } as const;
    const blocker = blockerOf(change, unusable, stillReferenced);
    if (blocker) {
      record({ ...base, status: 'blocked', blockedBy: blocker });
      noteArchiveNotDone(change, stillReferenced);
      return;
    }
    /** The attempts of this write's request, as the request log (and the write tally) sees them. */
    const attempts: RequestLogEntry[] = [];
    /** Which run wrote it when it was answered as a replay, as the tally decides it (§12). */
    const origin = () => {
      const replayed = replayOrigin(attempts);
      return replayed ? { replayed } : {};
    };
    try {
      await watchAttempts(attempts, async () => {
        if (change.kind === 'service') {
          const outcome = await createService(client, change as CreateChange, ids);
          if (outcome.status !== 'blocked') ledgerEntries[change.key] = outcome.entry;
          record(outcome.outcome.status === 'done' ? { ...outcome.outcome, ...origin() } : outcome.outcome);
          return;
        }
        const id = await writeEntity(client, change, ids);
        if (typeof id !== 'string') {
          record({ ...base, status: 'blocked', blockedBy: id.missing });
          return;
        }
        if (change.action === 'create') ids.set(change.kind, change.key, id);
        record({ ...base, status: 'done', id, ...origin() });
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      // The platform ran it (an attempt got a 2xx whose answer was cut off): written, not failed,
      // as the request log and the write tally say, whatever the retries got after it.
      const ran = ranOnPlatform(err) !== undefined;
      // No attempt got a 2xx, and one that may have run it got no answer or a 5xx: not known, as
      // the tally says, never "failed" (the platform may have run it).
      const unknown = ran ? undefined : unknownOutcome(err, attempts);
      if (ran) record(writtenWithoutAnswer(change, error, origin()));
      if (unknown) {
        record({ ...base, status: 'unknown', error, ...(unknown !== true && { attempts: unknown }) });
        noteArchiveNotDone(change, stillReferenced, 'may not have happened');
      }
      if (err instanceof PlatformError && (err.status === 401 || err.status === 403)) throw err;
      // Ctrl-C / SIGTERM stops the apply; it is not a failure of this one entity. Nor is a platform
      // that stopped answering: the remaining writes are not tried one by one.
      if (isInterruption(err) || isPlatformUnreachable(err)) throw err;
      if (ran || unknown) return;
      record({ ...base, status: 'failed', error });
      noteArchiveNotDone(change, stillReferenced);
    }
  };

  const stages = orderCatalogChanges(plan).map((stage) => ({
    name: `catalog ${stage.name}`,
    run: async (done: string[]) => {
      if (stage.changes.length === 0) return;
      const bar = options.reporter?.progress(`catalog ${stage.name}`, stage.changes.length, {
        unit: 'writes',
      });
      const tick = (change: CatalogChange) => writeOne(change).then(() => bar?.tick());
      const before = outcomes.length;
      // What this stage wrote, as the report says it: a write that may have run beside the count
      // (the tally says "may have been written"), an earlier run's writes answered as its replays
      // said apart (describeStageWritten).
      const reportWritten = () =>
        done.push(
          describeStageWritten(`catalog ${stage.name}`, stage.changes.length, outcomes.slice(before)),
        );
      try {
        if (PARALLEL.has(stage.name)) {
          // A write that stops the apply (401/403, Ctrl-C, a platform gone) starts no other, but
          // the writes already in flight are waited for: they may be carried out, and the report
          // (and the tally) must count them. Rejecting at once left them running unreported.
          const limit = pLimit(options.concurrency ?? WRITE_CONCURRENCY);
          let stop: { err: unknown } | undefined;
          await Promise.all(
            stage.changes.map((c) =>
              limit(async () => {
                if (stop) return;
                try {
                  await tick(c);
                } catch (err) {
                  stop ??= { err };
                }
              }),
            ),
          );
          if (stop) throw stop.err;
        } else {
          for (const change of stage.changes) await tick(change);
        }
      } catch (err) {
        // Interrupted or refused midway: what this stage had written belongs in the report.
        if (outcomes.length > before) reportWritten();
        throw err;
      } finally {
        bar?.done();
      }
      reportWritten();
      if (stage.name === 'services' && Object.keys(ledgerEntries).length > 0) {
        ledgerResult = await updateLedger(client, options.ledger, ledgerEntries);
        if (ledgerResult.action !== 'failed') done.push(describeLedgerWrite(ledgerResult, false));
      }
    },
  }));
  return runStages(stages, () => summarise(outcomes, ledgerResult));
}

function isInterruption(err: unknown): boolean {
  return err instanceof SitesyncError && err.exitCode === ExitCode.interrupted;
}

/**
 * Whether a write that ended in `err` may have been written though nothing confirmed it: how its
 * attempts went (the tally's verdict on them, write-tally.ts), or `true` when its attempts were not
 * seen (a client on a transport of the caller's) and its last one was answered with a 5xx.
 */
function unknownOutcome(
  err: unknown,
  attempts: readonly RequestLogEntry[],
): UnknownAttempts | true | undefined {
  if (attempts.length > 0) return unknownWriteOf(attempts);
  return err instanceof PlatformError && err.status >= 500 ? true : undefined;
}

/**
 * A write the platform ran whose answer was cut off: an update or archive is done (its id is
 * known); a create is `unread`, its id unknown.
 */
function writtenWithoutAnswer(
  change: CatalogChange,
  error: string,
  origin: { replayed?: ReplayOrigin },
): CatalogOutcome {
  const base = { kind: change.kind, key: change.key, ...origin } as const;
  if (change.action === 'update' || change.action === 'archive')
    return { ...base, action: change.action, status: 'done', id: change.id };
  return { ...base, action: 'create', status: 'unread', error };
}

function summarise(
  outcomes: readonly CatalogOutcome[],
  ledger: CatalogApplyResult['ledger'],
): CatalogApplyResult {
  const count = (status: CatalogOutcome['status']) => outcomes.filter((o) => o.status === status).length;
  const unread = count('unread');
  const unknown = count('unknown');
  const replayedBy = (origin: ReplayOrigin) =>
    outcomes.filter((o) => (o.status === 'done' || o.status === 'unread') && o.replayed === origin).length;
  const replayed = replayedBy('earlier');
  const replayedAfterLostAnswer = replayedBy('lost-answer');
  const counts = {
    done: count('done'),
    adopted: count('adopted'),
    failed: count('failed'),
    blocked: count('blocked'),
    ...(unread > 0 && { unread }),
    ...(unknown > 0 && { unknown }),
    ...(replayed > 0 && { replayed }),
    ...(replayedAfterLostAnswer > 0 && { replayedAfterLostAnswer }),
  };
  return {
    outcomes,
    counts,
    ...(ledger && { ledger }),
    partial: counts.failed + counts.blocked + unread + unknown > 0 || ledger?.action === 'failed',
  };
}

/** The first thing this change waits for that did not happen, as `kind "key"`. */
function blockerOf(
  change: CatalogChange,
  unusable: ReadonlyMap<string, string>,
  stillReferenced: ReadonlyMap<string, string>,
): string | undefined {
  if (change.action === 'archive') return stillReferenced.get(change.id);

  if (change.action !== 'create' && change.action !== 'update') return undefined;
  for (const dep of dependencyKeys(change.desired)) {
    const status = unusable.get(dep);
    if (status !== undefined) return `${dep.replace(':', ' "')}" (${status})`;
  }
  return undefined;
}

/**
 * An archive that did not happen (or may not have: its outcome is not known) keeps what its live
 * record refers to in use: `stillReferenced` gets the blocker's words.
 */
function noteArchiveNotDone(
  change: CatalogChange,
  stillReferenced: Map<string, string>,
  happened = 'did not happen',
): void {
  if (change.action !== 'archive') return;
  const live = (change as ArchiveChange).live as unknown as Record<string, unknown>;
  for (const field of ['brand_id', 'category_id', 'parent_category_id']) {
    const id = live[field];
    if (typeof id === 'string')
      stillReferenced.set(
        id,
        `${change.kind} "${change.key}" (its archive ${happened}; it still refers to this)`,
      );
  }
}

/** One brand/category/product write; the entity id, or what reference could not be resolved. */
async function writeEntity(
  client: PlatformClient,
  change: CatalogChange,
  ids: IdIndex,
): Promise<string | { missing: string }> {
  const resource = resourceOf(client, change.kind);
  if (change.action === 'archive') {
    await resource.archive(change.id);
    return change.id;
  }
  const body: WriteBody =
    change.action === 'create'
      ? createBody(change, (k, s) => ids.get(k, s))
      : updateBody(change as UpdateChange, (k, s) => ids.get(k, s));
  if (!body.ok) return { missing: `${body.missing} has no id` };
  if (change.action === 'create') return (await resource.create(body.body as never)).id;
  const update = change as UpdateChange;
  await resource.update(update.id, body.body as never);
  return update.id;
}

function resourceOf(client: PlatformClient, kind: CatalogKind) {
  const resources = { brand: client.brands, category: client.categories, product: client.products };
  const resource = resources[kind as keyof typeof resources];
  return resource as unknown as {
    create(body: unknown): Promise<Entity>;
    update(id: string, body: unknown): Promise<Entity>;
    archive(id: string): Promise<Entity>;
  };
}

type ServiceResult =
  | { status: 'blocked'; outcome: CatalogOutcome }
  | { status: 'written'; outcome: CatalogOutcome; entry: ServiceLedgerEntry };

async function createService(
  client: PlatformClient,
  change: CreateChange,
  ids: IdIndex,
): Promise<ServiceResult> {
  const base = { kind: 'service', key: change.key, action: 'create' } as const;
  const body = createBody(change, (k, s) => ids.get(k, s));
  if (!body.ok)
    return {
      status: 'blocked',
      outcome: { ...base, status: 'blocked', blockedBy: `${body.missing} has no id` },
    };
  try {
    const created = (await client.services.create(body.body as never)) as unknown as Entity;
    const createdAt = typeof created['created_at'] === 'string' ? created['created_at'] : '';
    return {
      status: 'written',
      outcome: { ...base, status: 'done', id: created.id },
      entry: { id: created.id, bodyHash: serviceBodyHash(change.desired), createdAt },
    };
  } catch (err) {
    const existing =
      err instanceof PlatformError && err.errorCode === 'DUPLICATE_SERVICE_CODE'
        ? err.details['existing_id']
        : undefined;
    if (typeof existing !== 'string') throw err;
    // It exists but sitesync does not know what it was created with: adopt it, claim no drift.
    return {
      status: 'written',
      outcome: { ...base, status: 'adopted', id: existing },
      entry: { id: existing, bodyHash: null, createdAt: '' },
    };
  }
}

async function updateLedger(
  client: PlatformClient,
  record: LedgerRecord,
  entries: Readonly<Record<string, ServiceLedgerEntry>>,
): Promise<NonNullable<CatalogApplyResult['ledger']>> {
  // Its attempts, as the tally sees them: a write answered as a replay says whose it was (§12).
  const attempts: RequestLogEntry[] = [];
  try {
    const written = await watchAttempts(attempts, () =>
      writeLedger(client, record, withEntries(record.ledger, entries)),
    );
    const replayed = replayOrigin(attempts);
    return replayed ? { ...written, replayed } : written;
  } catch (err) {
    if (err instanceof PlatformError && (err.status === 401 || err.status === 403)) throw err;
    return { action: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
}
