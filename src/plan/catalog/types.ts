/** The catalog plan: pure data shared by the renderer and the applier. */
import type { CatalogKind, DesiredEntity, SourceLocation } from '../../catalog/types.js';
import type { HistoryWindow } from '../../history/types.js';
import type { ChangeOrigin } from '../origin.js';
import type { LiveRecord, ServiceLedger, ServiceLedgerEntry } from './live-types.js';

export type CatalogAction = 'create' | 'update' | 'archive' | 'unchanged' | 'drift';

/**
 * One field that differs; references are shown by slug (`brand`, `category`, `parent`), a live
 * reference to an unknown record by its id, and `to: null` for a category that becomes a root.
 */
export interface FieldChange {
  readonly field: string;
  /** The live value (null when the platform has none). */
  readonly from: unknown;
  readonly to: unknown;
  /** Where the live value comes from (src/plan/origin.ts); absent when not classified. */
  readonly origin?: ChangeOrigin;
}

interface ChangeBase {
  readonly kind: CatalogKind;
  /** slug, service_code, or the live id for a live entity without a slug. */
  readonly key: string;
  /** Where the entity is defined in the YAML (absent for live-only entities). */
  readonly location?: SourceLocation;
}

export interface CreateChange extends ChangeBase {
  readonly action: 'create';
  readonly desired: DesiredEntity;
  /** `repo` when the YAML just added it; `behind` when it has waited for more than one change. */
  readonly origin?: ChangeOrigin;
  /** The slug this entity had before a rename (the old one disappears from the YAML). */
  readonly renamedFrom?: string;
}

export interface UpdateChange extends ChangeBase {
  readonly action: 'update';
  readonly id: string;
  readonly desired: DesiredEntity;
  readonly live: LiveRecord;
  readonly changes: readonly FieldChange[];
}

export interface ArchiveChange extends ChangeBase {
  readonly action: 'archive';
  readonly id: string;
  /** `requested`: `archived: true` in the YAML; `pruned`: absent from the YAML with prune on. */
  readonly reason: 'requested' | 'pruned';
  readonly live: LiveRecord;
  readonly desired?: DesiredEntity;
  /**
   * pruned: `live-edit` when the entity was never in the YAML's history (created outside git);
   * requested: the origin of the live status the archive replaces.
   */
  readonly origin?: ChangeOrigin;
  /** pruned as part of a slug rename: the new slug (created in the same plan). */
  readonly renamedTo?: string;
}

export interface UnchangedChange extends ChangeBase {
  readonly action: 'unchanged';
  /** Absent when the YAML archives an entity that does not exist live. */
  readonly id?: string;
  /** Absent in a plan settled from its memo (state/settled-catalog-store.ts): kind, key, id only. */
  readonly desired?: DesiredEntity;
  readonly live?: LiveRecord;
}

/** A service that differs from what was created; the platform cannot update it. */
export interface DriftChange extends ChangeBase {
  readonly action: 'drift';
  readonly kind: 'service';
  readonly id: string;
  readonly message: string;
  readonly ledger: ServiceLedgerEntry;
  readonly desired?: DesiredEntity;
}

export type CatalogChange = CreateChange | UpdateChange | ArchiveChange | UnchangedChange | DriftChange;

export type CatalogCounts = Readonly<Record<CatalogAction, number>>;

export type CatalogGuardCode = 'archive_limit' | 'empty_section';

/** A reason to refuse apply; `overridden` when the caller allowed it. */
export interface CatalogGuard {
  readonly code: CatalogGuardCode;
  readonly message: string;
  readonly overridden: boolean;
}

/**
 * A live entity the YAML does not name, left alone because prune is off (issue 13: the plan says
 * so instead of counting it nowhere).
 */
export interface KeptEntity {
  readonly kind: 'brand' | 'category' | 'product';
  readonly key: string;
  readonly id: string;
  /** The live name (shown, and used to recognise a slug rename). */
  readonly name?: string;
  /** `live-edit`: never in the YAML's history (created outside git); `repo`/`behind`: removed from it. */
  readonly origin?: ChangeOrigin;
  /** Kept because its slug was renamed in the YAML: the new slug (created in the same plan). */
  readonly renamedTo?: string;
}

export interface CatalogPlan {
  /** Brands, categories, products, services; each in YAML order, then prune archives in live order. */
  readonly changes: readonly CatalogChange[];
  readonly counts: Readonly<Record<CatalogKind, CatalogCounts>>;
  readonly guards: readonly CatalogGuard[];
  /** True when a guard that was not overridden blocks apply. */
  readonly blocked: boolean;
  /** True when any change is create, update or archive. */
  readonly hasChanges: boolean;
  /** Live entities not in the YAML that prune: false keeps (absent when prune is on). */
  readonly kept?: readonly KeptEntity[];
  /** How much of the catalog's git history classified the changes; absent when not classified. */
  readonly history?: HistoryWindow;
}

export interface PlanCatalogOptions {
  readonly prune: boolean;
  readonly maxArchive: number;
  readonly allowArchiveOverflow?: boolean;
  readonly allowEmptySection?: boolean;
  readonly ledger: ServiceLedger;
  /**
   * The entity a live record was found equal to as its page arrived (plan/catalog/equal-records.ts):
   * such a record is compact, and unchanged without a second comparison.
   */
  readonly equalTo?: (record: LiveRecord) => DesiredEntity | undefined;
}
