export { loadConfig } from './load-config.js';
export type { LoadConfigOptions } from './load-config.js';
export { parseConfig } from './parse-config.js';
export { findConfigFile } from './find-config.js';
export { setSiteId, withSiteId } from './set-site-id.js';
export type { SetSiteIdOptions } from './set-site-id.js';
export * from './types.js';
