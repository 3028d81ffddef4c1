/**
 * `sitesync ledger show` and `sitesync ledger repair --service CODE=svc_id …`: inspect and set the
 * service ledger kept on the platform (docs/catalog.md).
 */
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { prepareFromCli, withRunLock, type TakeRunLock } from './shared.js';
import type { LiveCategory } from '../../plan/catalog/index.js';
import type { PlatformClient } from '../../platform/index.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { loadDesiredCatalog } from '../../sync/catalog/plan-catalog-run.js';
import { LEDGER_SLUG, serializeLedger, withEntries, withoutEntries } from '../../ledger/ledger-format.js';
import { findLedgerRecord, type LedgerRecord } from '../../ledger/ledger-record.js';
import { writeLedger } from '../../ledger/ledger-store.js';
import {
  checkForgetCodes,
  checkRepairCodes,
  parseRepairAssignment,
  repairEntries,
} from '../../ledger/repair.js';

export async function readLedgerRecord(client: PlatformClient): Promise<LedgerRecord> {
  const categories = await client.categories.list({ limit: 100 });
  return findLedgerRecord(categories as unknown as LiveCategory[]).ledger;
}

export function ledgerText(record: LedgerRecord): string {
  if (record.categoryId === undefined)
    return `no service ledger yet (it is created as category "${LEDGER_SLUG}" when sitesync first creates a service)`;
  const lines = [`service ledger: category ${record.categoryId} (slug "${LEDGER_SLUG}")`];
  if (record.problem !== undefined) {
    lines.push(`  unreadable: ${record.problem}`, `  stored description: ${record.description ?? ''}`);
    return lines.join('\n');
  }
  const codes = Object.keys(record.ledger.entries).sort();
  if (codes.length === 0) lines.push('  no services');
  for (const code of codes) {
    const e = record.ledger.entries[code]!;
    const hash =
      e.bodyHash === null ? 'content unknown (adopted or repaired)' : `hash ${e.bodyHash.slice(0, 12)}…`;
    lines.push(`  ${code} → ${e.id}  ${hash}${e.createdAt ? `  ${e.createdAt}` : ''}`);
  }
  return lines.join('\n');
}

export async function ledgerShowCommand(opts: GlobalOptions, io: CommandIO): Promise<CommandResult> {
  const { client } = await prepareFromCli(opts, io);
  const record = await readLedgerRecord(client!);
  return {
    exitCode: record.problem === undefined ? ExitCode.ok : ExitCode.failure,
    json: {
      categoryId: record.categoryId ?? null,
      ...(record.problem !== undefined && { problem: record.problem, description: record.description }),
      ledger: JSON.parse(serializeLedger(record.ledger)) as unknown,
    },
    text: ledgerText(record),
  };
}

export function ledgerRepairCommand(
  opts: GlobalOptions & { service?: readonly string[] },
  io: CommandIO,
  now: () => Date = () => new Date(),
): Promise<CommandResult> {
  return withRunLock('ledger repair', io, (takeLock) => ledgerRepair(opts, io, now, takeLock));
}

async function ledgerRepair(
  opts: GlobalOptions & { service?: readonly string[] },
  io: CommandIO,
  now: () => Date,
  takeLock: TakeRunLock,
): Promise<CommandResult> {
  const assignments = (opts.service ?? []).map(parseRepairAssignment);
  const prepared = await prepareFromCli(opts, io, true, { lock: takeLock });
  const desired = await loadDesiredCatalog(prepared.config);
  const record = await readLedgerRecord(prepared.client!);
  // An unreadable ledger is replaced: the repair starts from an empty one.
  const base = record.problem === undefined ? record.ledger : { entries: {} };
  checkRepairCodes(
    assignments.map((a) => a.code),
    { yaml: (desired?.services ?? []).map((s) => s.key), ledger: Object.keys(base.entries) },
  );
  const next = withEntries(base, repairEntries(assignments, desired?.services ?? [], now()));
  const written = await writeLedger(prepared.client!, record, next);
  const after: LedgerRecord = {
    categoryId: written.categoryId,
    description: serializeLedger(next),
    ledger: next,
  };
  return {
    exitCode: ExitCode.ok,
    json: { write: written, ledger: JSON.parse(serializeLedger(next)) as unknown },
    text: [
      ...(record.problem !== undefined
        ? [`the stored ledger was unreadable (${record.problem}); replaced`]
        : []),
      `ledger ${written.action}`,
      ledgerText(after),
    ].join('\n'),
  };
}

/**
 * `sitesync ledger forget --service CODE …`: removes entries from the ledger. The services stay on
 * the platform (there is no route to archive or delete one); a code still in the YAML is then
 * created again by the next apply, which adopts the existing service on its 409.
 */
export function ledgerForgetCommand(
  opts: GlobalOptions & { service?: readonly string[] },
  io: CommandIO,
): Promise<CommandResult> {
  return withRunLock('ledger forget', io, (takeLock) => ledgerForget(opts, io, takeLock));
}

async function ledgerForget(
  opts: GlobalOptions & { service?: readonly string[] },
  io: CommandIO,
  takeLock: TakeRunLock,
): Promise<CommandResult> {
  const codes = [...new Set(opts.service ?? [])];
  const malformed = codes.find((c) => c.trim() === '' || c.includes('='));
  if (malformed !== undefined) {
    throw new SitesyncError(
      'LEDGER_FORGET_USAGE',
      `--service ${JSON.stringify(malformed)}: expected a service code`,
      {
        exitCode: ExitCode.usage,
        hint: 'e.g. `sitesync ledger forget --service FITTING`',
      },
    );
  }
  const prepared = await prepareFromCli(opts, io, true, { lock: takeLock });
  const record = await readLedgerRecord(prepared.client!);
  if (record.problem !== undefined) {
    throw new SitesyncError('LEDGER_UNREADABLE', `the service ledger is unreadable: ${record.problem}`, {
      hint: 'set the entries you know with `sitesync ledger repair --service CODE=svc_…` (it replaces the ledger)',
    });
  }
  checkForgetCodes(codes, Object.keys(record.ledger.entries));
  const removed = codes.map((code) => ({ code, id: record.ledger.entries[code]!.id }));
  const next = withoutEntries(record.ledger, codes);
  const written = await writeLedger(prepared.client!, record, next);
  const after: LedgerRecord = {
    categoryId: written.categoryId,
    description: serializeLedger(next),
    ledger: next,
  };
  return {
    exitCode: ExitCode.ok,
    json: { removed, write: written, ledger: JSON.parse(serializeLedger(next)) as unknown },
    text: [
      ...removed.map((r) => `forgot ${r.code} → ${r.id} (the service itself stays on the platform)`),
      `ledger ${written.action}`,
      ledgerText(after),
    ].join('\n'),
  };
}
