/** mode: plan (schedule, workflow_dispatch, other pushes, pull_request_target): a drift report, no writes. */
import { planHasChanges } from '../render/json.js';
import { planRun } from '../sync/plan-run.js';
import type { FlowContext } from './flow-context.js';
import { log } from './log.js';
import { annotatePlan, setPlanOutputs } from './report.js';
import { siteGuardOverrides } from './site-guard.js';

export async function runPlanOnly(flow: FlowContext, reason: string): Promise<void> {
  const { report } = flow;
  const { plan } = await planRun(flow.prepared, {
    reporter: flow.reporter,
    site: siteGuardOverrides(flow.settings),
    compactLive: true,
  });
  report.plan = plan;
  annotatePlan(plan);
  const drift = planHasChanges(plan);
  report.title = drift
    ? `sitesync: drift between the branch and live (${flow.key})`
    : `sitesync: live matches the branch (${flow.key})`;
  report.note(`${reason}. No writes were made.`);
  setPlanOutputs(report, plan, await flow.writePlanJson(plan));
  if (drift) log.notice('sitesync: the live platform differs from the branch (see the job summary)');
}
