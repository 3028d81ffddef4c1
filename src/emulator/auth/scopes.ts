/** Every scope of the contract (platform-api.md, Authentication). */
export const ALL_SCOPES: readonly string[] = [
  'customers:read',
  'customers:write',
  'products:read',
  'products:write',
  'brands:read',
  'brands:write',
  'categories:read',
  'categories:write',
  'services:write',
  'sites:read',
  'site_drafts:write',
  'site_navigation:read',
  'site_navigation:write',
  'site_pages:read',
  'site_pages:write',
  'site_publish:read',
  'site_publish:write',
  'site_theme_files:read',
  'site_theme_files:write',
  'webhooks:read',
];

export const DEFAULT_RATE_LIMIT = 1200;
