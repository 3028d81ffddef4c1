/** Offline checks of the site source layout (the client's own; the emulator keeps its own copy). */
export { checkSiteLayout, LARGE_ASSET_BYTES } from './check-layout.js';
export type { LayoutInput } from './check-layout.js';
export { checkTreeLayout } from './read-layout.js';
export { parseJsonDocument, formatJsonPath } from './json-document.js';
export type { JsonDocument, TextPosition } from './json-document.js';
export type { LayoutIssue, LayoutIssueCode } from './layout-issues.js';
export { layoutRoleOf, isLayoutJson } from './layout-paths.js';
