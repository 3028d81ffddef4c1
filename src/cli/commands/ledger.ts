/**
 * `sitesync ledger show` and `sitesync ledger repair --service CODE=svc_id …`: inspect and set the
 * service ledger kept on the platform (docs/catalog.md).
 */
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { prepareFromCli } from './shared.js';
import type { LiveCategory } from '../../plan/catalog/index.js';
import type { PlatformClient } from '../../platform/index.js';
import { ExitCode } from '../../shared/errors.js';
import { loadDesiredCatalog } from '../../sync/catalog/plan-catalog-run.js';
import { LEDGER_SLUG, serializeLedger, withEntries } from '../../ledger/ledger-format.js';
import { findLedgerRecord, type LedgerRecord } from '../../ledger/ledger-record.js';
import { writeLedger } from '../../ledger/ledger-store.js';
import { parseRepairAssignment, repairEntries } from '../../ledger/repair.js';

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

export async function ledgerRepairCommand(
  opts: GlobalOptions & { service?: readonly string[] },
  io: CommandIO,
  now: () => Date = () => new Date(),
): Promise<CommandResult> {
  const assignments = (opts.service ?? []).map(parseRepairAssignment);
  const prepared = await prepareFromCli(opts, io);
  const desired = await loadDesiredCatalog(prepared.config);
  const record = await readLedgerRecord(prepared.client!);
  // An unreadable ledger is replaced: the repair starts from an empty one.
  const base = record.problem === undefined ? record.ledger : { entries: {} };
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
