/** Writes the service ledger to its category on the platform (one idempotent request). */
import type { ServiceLedger } from '../plan/catalog/index.js';
import type { PlatformClient } from '../platform/index.js';
import { LEDGER_CATEGORY_FIELDS, serializeLedger } from './ledger-format.js';
import type { LedgerRecord } from './ledger-record.js';

export interface LedgerWrite {
  /** `unchanged` when the stored description already says the same: no request was made. */
  readonly action: 'created' | 'updated' | 'unchanged';
  readonly categoryId: string;
}

/** Creates the ledger category, or PATCHes its description when it differs. */
export async function writeLedger(
  client: PlatformClient,
  record: LedgerRecord,
  ledger: ServiceLedger,
): Promise<LedgerWrite> {
  const description = serializeLedger(ledger);
  if (record.categoryId !== undefined) {
    if (record.description === description) return { action: 'unchanged', categoryId: record.categoryId };
    await client.categories.update(record.categoryId, { description });
    return { action: 'updated', categoryId: record.categoryId };
  }
  const created = await client.categories.create({ ...LEDGER_CATEGORY_FIELDS, description });
  return { action: 'created', categoryId: created.id };
}
