/**
 * pull_request closed: every preview deployment of this config's sites becomes inactive and the
 * comment says closed (an outcome already written by the merge stays).
 */
import { withStatus } from './comment-body.js';
import { withMeta } from './comment-meta.js';
import type { PullRequestInfo } from './event.js';
import type { FlowContext } from './flow-context.js';
import { previewEnvironment } from './run-key.js';
import { stickyCommentOf } from './sticky-comment.js';
import { log } from './log.js';

export async function runPrClosed(flow: FlowContext, pr: PullRequestInfo): Promise<void> {
  const { report, key } = flow;
  report.title = `sitesync: pull request #${pr.number} ${pr.merged ? 'merged' : 'closed'} (${key})`;
  if (!flow.gh.available) {
    report.note('no github-token: nothing to update on GitHub');
    return;
  }
  const sites = flow.prepared.config.sites;
  const environments = new Set(
    sites.map((s) => previewEnvironment(pr.number, key, s.id ?? s.source, sites.length)),
  );
  for (const environment of environments) {
    const n = await flow.gh.try('deployment', (api) => api.deactivateDeployments(environment, flow.runUrl));
    if (n !== undefined) report.didWrite(`${n} deployment(s) of ${environment} marked inactive`);
  }
  if (!flow.settings.comment) return;
  const sticky = stickyCommentOf(flow, pr.number, key);
  const existing = await sticky.find();
  if (!existing) return;
  // Not as sitesync signed it: left as it is, so that nothing signs what someone else wrote.
  if (existing.altered) {
    log.warning(`the comment on #${pr.number} was changed by someone else: left as it is`);
    return;
  }
  let body = withStatus(existing.body, { kind: 'closed', merged: pr.merged });
  if (existing.meta) body = withMeta(body, { ...existing.meta, state: 'closed' });
  const id = await sticky.write(body);
  if (id !== undefined) {
    report.setOutput('comment-id', String(id));
    report.didWrite(`pull request comment ${id} marked ${pr.merged ? 'merged' : 'closed'}`);
  }
}
