export { validateTree, LARGE_ASSET_BYTES } from './validate-tree.js';
export type { IssueCode, IssueSeverity, TreeValidation, ValidationIssue } from './issues.js';
export { contentPath, navigationPath, pagePath, roleOf, SITE_JSON, type LayoutRole } from './layout.js';
export { normalizeSlug } from './pages.js';
