export { planCatalog, countChanges, catalogTotals } from './plan-catalog.js';
export { orderCatalogChanges } from './order-changes.js';
export type { CatalogStage, CatalogStageName } from './order-changes.js';
export { serviceBodyHash } from './service-hash.js';
export { sameFieldValue } from './field-equality.js';
export { RESTORE_STATUS } from './compare-entity.js';
export type * from './types.js';
export type * from './live-types.js';
export { isArchivedRecord, liveField } from './live-types.js';
