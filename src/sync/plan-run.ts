import type { Plan } from '../plan/types.js';
import type { Reporter } from './context.js';
import { planSite, type PlannedSite } from './plan-site.js';
import type { PreparedRun } from './prepare.js';
import { SitesyncError } from '../shared/errors.js';

export interface PlanRun {
  readonly plan: Plan;
  readonly sites: readonly PlannedSite[];
}

/** Plans every site of a prepared run against live (sites in parallel). */
export async function planRun(
  prepared: PreparedRun,
  options: { reporter: Reporter; validate?: boolean; now?: () => Date },
): Promise<PlanRun> {
  const { client, config } = prepared;
  if (!client) throw new SitesyncError('NO_CLIENT', 'planning needs the platform: no credentials were given');
  const sites = await Promise.all(
    config.sites.map((site, i) =>
      planSite({
        client,
        site,
        rootDir: config.rootDir,
        reporter: options.reporter,
        tree: prepared.trees[i]!,
        ...(options.validate !== undefined && { validate: options.validate }),
      }),
    ),
  );
  const plan: Plan = {
    revision: prepared.revision,
    generatedAt: (options.now?.() ?? new Date()).toISOString(),
    sites: sites.map((s) => s.plan),
  };
  return { plan, sites };
}
