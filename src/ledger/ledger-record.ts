/** Finding the ledger category among live categories and reading it (pure). */
import type { LiveCategory, ServiceLedger } from '../plan/catalog/index.js';
import { SitesyncError } from '../shared/errors.js';
import { EMPTY_LEDGER, LEDGER_SLUG, parseLedger } from './ledger-format.js';

/** The ledger as found live: its category (absent until the first service is created). */
export interface LedgerRecord {
  readonly categoryId: string | undefined;
  /** The stored description, verbatim (to tell whether a write changes anything). */
  readonly description: string | undefined;
  readonly ledger: ServiceLedger;
  /** Set when the description could not be read; the ledger is then empty. */
  readonly problem?: string;
}

export const NO_LEDGER: LedgerRecord = {
  categoryId: undefined,
  description: undefined,
  ledger: EMPTY_LEDGER,
};

export function isLedgerCategory(record: LiveCategory): boolean {
  return record.slug === LEDGER_SLUG;
}

/**
 * Splits the ledger category off the live categories (every record with the ledger slug, archived
 * ones included, is left out of the catalog); the live, non-archived one is the ledger.
 */
export function findLedgerRecord(categories: readonly LiveCategory[]): {
  ledger: LedgerRecord;
  rest: LiveCategory[];
} {
  const rest: LiveCategory[] = [];
  let found: LiveCategory | undefined;
  for (const record of categories) {
    if (!isLedgerCategory(record)) rest.push(record);
    else if (record.status !== 'archived' && !found) found = record;
  }
  if (!found) return { ledger: NO_LEDGER, rest };
  const description = found.description ?? undefined;
  const parsed = parseLedger(description);
  return {
    ledger: parsed.ok
      ? { categoryId: found.id, description, ledger: parsed.ledger }
      : { categoryId: found.id, description, ledger: EMPTY_LEDGER, problem: parsed.problem },
    rest,
  };
}

/** The ledger, or an error that says how to repair it when it cannot be read. */
export function requireReadableLedger(record: LedgerRecord): ServiceLedger {
  if (record.problem === undefined) return record.ledger;
  throw new SitesyncError(
    'LEDGER_UNREADABLE',
    `the service ledger (category ${record.categoryId ?? '?'}, slug "${LEDGER_SLUG}") cannot be read: ${record.problem}`,
    {
      hint: 'inspect it with `sitesync ledger show`; set its entries again with `sitesync ledger repair --service CODE=svc_id …` (see docs/catalog.md)',
    },
  );
}
