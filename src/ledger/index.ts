export {
  LEDGER_SLUG,
  LEDGER_NAME,
  LEDGER_CATEGORY_FIELDS,
  EMPTY_LEDGER,
  parseLedger,
  serializeLedger,
  withEntries,
  withoutEntries,
} from './ledger-format.js';
export type { LedgerParse } from './ledger-format.js';
export { findLedgerRecord, isLedgerCategory, requireReadableLedger, NO_LEDGER } from './ledger-record.js';
export type { LedgerRecord } from './ledger-record.js';
export { writeLedger } from './ledger-store.js';
export type { LedgerWrite } from './ledger-store.js';
