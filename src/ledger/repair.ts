/** Pure: turning `--service CODE=svc_id` arguments into ledger entries. */
import type { DesiredEntity } from '../catalog/types.js';
import { serviceBodyHash, type ServiceLedgerEntry } from '../plan/catalog/index.js';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { didYouMean } from '../catalog/suggest.js';

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

/**
 * A repair may only name a service code sitesync knows: one in the YAML's `services`, or one the
 * ledger already holds (to correct its id). Anything else is a typo that would plant an entry no
 * plan ever reads: refused, naming the codes it could have meant.
 */
export function checkRepairCodes(
  codes: readonly string[],
  known: { readonly yaml: readonly string[]; readonly ledger: readonly string[] },
): void {
  const all = new Set([...known.yaml, ...known.ledger]);
  const unknown = codes.filter((c) => !all.has(c));
  if (unknown.length === 0) return;
  const list = [...all].sort();
  throw new SitesyncError(
    'UNKNOWN_SERVICE_CODE',
    `unknown service code${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => JSON.stringify(c) + didYouMean(c, all)).join(', ')}: neither in the catalog's services nor in the ledger`,
    {
      exitCode: ExitCode.usage,
      hint:
        list.length > 0
          ? `known service codes: ${list.slice(0, 20).join(', ')}${list.length > 20 ? ', …' : ''}; add the service to the catalog YAML first`
          : 'the catalog has no services and the ledger is empty: add the service to the catalog YAML first',
    },
  );
}

/** `ledger forget --service CODE`: the codes to remove, each one the ledger holds. */
export function checkForgetCodes(codes: readonly string[], ledgerCodes: readonly string[]): void {
  const held = new Set(ledgerCodes);
  const missing = codes.filter((c) => !held.has(c));
  if (missing.length === 0) return;
  throw new SitesyncError(
    'NOT_IN_LEDGER',
    `the ledger has no entry for ${missing.map((c) => JSON.stringify(c) + didYouMean(c, held)).join(', ')}`,
    {
      exitCode: ExitCode.usage,
      hint:
        held.size > 0
          ? `its entries: ${[...held].sort().join(', ')}`
          : 'the ledger is empty (`sitesync ledger show`)',
    },
  );
}
