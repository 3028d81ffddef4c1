/**
 * Catalog records as the platform returns them (field names of the contract). Defined here so
 * that planning does not depend on the client; the client's records are assignable to these.
 */

interface LiveRecordBase {
  readonly id: string;
  readonly name: string;
  readonly slug?: string | null;
  readonly status?: string | null;
  readonly color?: string | null;
  readonly description?: string | null;
  readonly description_html?: string | null;
  readonly icon?: string | null;
  readonly image_alt_text?: string | null;
  readonly image_url?: string | null;
  readonly media_id?: string | null;
  readonly seo_description?: string | null;
  readonly seo_title?: string | null;
  readonly show_in_navigation?: boolean | null;
  readonly sort_order?: number | null;
  readonly created_at?: string | null;
  readonly updated_at?: string | null;
}

export interface LiveBrand extends LiveRecordBase {
  readonly object?: string;
  readonly published_at?: string | null;
}

export interface LiveCategory extends LiveRecordBase {
  readonly object?: string;
  readonly parent_category_id?: string | null;
  readonly type?: string | null;
  readonly collection_type?: string | null;
  readonly tax_code?: string | null;
}

export interface LiveProduct extends LiveRecordBase {
  readonly object?: string;
  readonly brand_id?: string | null;
  readonly category_id?: string | null;
  readonly is_active?: boolean | null;
  /** Decimal fields come back as strings. */
  readonly price?: string | null;
  readonly compare_at_price?: string | null;
  readonly weight?: string | null;
  readonly publishing_channels?: Readonly<Record<string, boolean>> | null;
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
  /**
   * serviceBodyHash() of the desired service when it was created; null when unknown (an existing
   * service adopted after a 409 DUPLICATE_SERVICE_CODE): then no drift is claimed.
   */
  readonly bodyHash: string | null;
  readonly createdAt: string;
}

export interface ServiceLedger {
  readonly entries: Readonly<Record<string, ServiceLedgerEntry>>;
}

/** Any field of a live record by name (records carry more fields than the types name). */
export function liveField(record: LiveRecord, field: string): unknown {
  return (record as unknown as Readonly<Record<string, unknown>>)[field];
}

export function isArchivedRecord(record: LiveRecord): boolean {
  return record.status === 'archived';
}
