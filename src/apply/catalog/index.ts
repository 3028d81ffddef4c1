export { applyCatalog } from './apply-catalog.js';
export type { ApplyCatalogOptions } from './apply-catalog.js';
export type { CatalogApplyResult, CatalogApplyCounts, CatalogOutcome } from './types.js';
export { createBody, updateBody, dependencyKeys } from './write-body.js';
export {
  describeCatalogApply,
  describeCatalogCounts,
  describeCatalogReplays,
  describeCatalogShortfall,
} from './describe.js';
