/** The site guards on GitHub: the overrides from the inputs, and the stop before any write. */
import type { SiteGuardOverrides } from '../plan/site/guards.js';
import { blockingSiteGuards, type Plan, type SitePlan } from '../plan/types.js';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import type { ActionSettings } from './settings.js';

/** Inputs `allow-delete` and `allow-site-mismatch` as the planner's overrides. */
export function siteGuardOverrides(settings: ActionSettings): SiteGuardOverrides {
  return {
    ...(settings.allowDelete !== undefined && { allowDelete: settings.allowDelete }),
    ...(settings.allowSiteMismatch && { allowSiteMismatch: true }),
  };
}

const remedy = (codes: readonly string[]) =>
  codes.includes('wrong_site')
    ? 'check site.id in sitesync.yml; set the input allow-site-mismatch (and allow-delete) only if this is the right site'
    : 'set the input allow-delete to the number of files to delete, or raise max_delete / max_delete_share in sitesync.yml on the base branch';

/** The error that stops an apply whose site plan a guard blocks (exit code 5), or undefined. */
export function siteGuardError(plan: Plan): SitesyncError | undefined {
  const blocks = blockingSiteGuards(plan);
  if (blocks.length === 0) return undefined;
  const codes = [...new Set(blocks.map((b) => b.guard.code))];
  return new SitesyncError(
    'SITE_GUARD',
    `the site plan is blocked (${codes.join(', ')}), nothing was applied: ${blocks.map((b) => b.guard.message).join('; ')}`,
    { exitCode: ExitCode.blockedByGuard, hint: remedy(codes) },
  );
}

/** Said on the pull request for a site that is not staged because a guard blocks it. */
export function siteGuardNotice(site: SitePlan): string {
  const codes = [...new Set(site.guards.filter((g) => !g.overridden).map((g) => g.code))];
  return `${site.sourceDir}/ was not staged: a site guard blocks it (${codes.join(', ')}), and on merge the apply stops before any write. To go ahead: ${remedy(codes)}.`;
}
