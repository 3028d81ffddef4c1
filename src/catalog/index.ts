export { loadCatalog, openCatalog } from './load-catalog.js';
export { catalogParseKey } from './load-catalog.js';
export type { LoadCatalogOptions, CatalogParseCache, OpenedCatalog } from './load-catalog.js';
export { parseCatalog } from './parse-catalog.js';
export type { CatalogFile } from './parse-catalog.js';
export { formatCatalogIssue } from './format-issue.js';
export { canonicalDecimal, normaliseDecimal, DECIMAL_FIELDS } from './decimal.js';
export * from './types.js';
export type { ItemTable, StoredParse } from './reuse-parse.js';
