/** Pure: turning `--service CODE=svc_id` arguments into ledger entries. */
import type { DesiredEntity } from '../catalog/types.js';
import { serviceBodyHash, type ServiceLedgerEntry } from '../plan/catalog/index.js';
import { ExitCode, SitesyncError } from '../shared/errors.js';

export interface RepairAssignment {
  readonly code: string;
  readonly id: string;
}

/** `CODE=svc_id` → {code, id}; anything else is a usage error naming the argument. */
export function parseRepairAssignment(arg: string): RepairAssignment {
  const eq = arg.indexOf('=');
  const code = eq < 0 ? '' : arg.slice(0, eq).trim();
  const id = eq < 0 ? '' : arg.slice(eq + 1).trim();
  if (code === '' || id === '' || /\s/.test(id)) {
    throw new SitesyncError('LEDGER_REPAIR_USAGE', `--service ${JSON.stringify(arg)}: expected CODE=svc_id`, {
      exitCode: ExitCode.usage,
      hint: 'e.g. `sitesync ledger repair --service FITTING=svc_abc123`',
    });
  }
  return { code, id };
}

/**
 * The entries a repair sets. A service that is in the YAML is recorded as matching it (its hash),
 * so later edits are reported as drift; one that is not gets an unknown hash (no drift claimed).
 */
export function repairEntries(
  assignments: readonly RepairAssignment[],
  services: readonly DesiredEntity[],
  now: Date,
): Record<string, ServiceLedgerEntry> {
  const byCode = new Map(services.map((s) => [s.key, s]));
  const entries: Record<string, ServiceLedgerEntry> = {};
  for (const { code, id } of assignments) {
    const desired = byCode.get(code);
    entries[code] = {
      id,
      bodyHash: desired ? serviceBodyHash(desired) : null,
      createdAt: now.toISOString(),
    };
  }
  return entries;
}
