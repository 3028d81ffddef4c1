/**
 * Catalog records as the platform returns them (field names of the contract). Defined here so
 * that planning does not depend on the client; the client's records are assignable to these.
 */

interface LiveRecordBase {
  readonly id: string;
  readonly name: string;
  readonly slug?: string | null;
  readonly status?: string | null;
  readonly [field: string]: unknown;
}

export interface LiveBrand extends LiveRecordBase {
  readonly object?: 'brand' | string;
}

export interface LiveCategory extends LiveRecordBase {
  readonly object?: 'category' | string;
  readonly parent_category_id?: string | null;
}

export interface LiveProduct extends LiveRecordBase {
  readonly object?: 'product' | string;
  readonly brand_id?: string | null;
  readonly category_id?: string | null;
  /** Decimal fields come back as strings. */
  readonly price?: string | null;
  readonly compare_at_price?: string | null;
  readonly weight?: string | null;
}

export type LiveRecord = LiveBrand | LiveCategory | LiveProduct;

export interface LiveCatalog {
  readonly brands: readonly LiveBrand[];
  readonly categories: readonly LiveCategory[];
  readonly products: readonly LiveProduct[];
}

/** Services cannot be read back; what sitesync created is remembered here, by service_code. */
export interface ServiceLedgerEntry {
  readonly id: string;
  /** serviceBodyHash() of the desired service when it was created. */
  readonly bodyHash: string;
  readonly createdAt: string;
}

export interface ServiceLedger {
  readonly entries: Readonly<Record<string, ServiceLedgerEntry>>;
}

export function isArchivedRecord(record: LiveRecord): boolean {
  return record.status === 'archived';
}
