/**
 * `mode: pull` (schedule, workflow_dispatch): the live edits made outside git are written into the
 * checkout as `sitesync pull` writes them, committed through the Git Data API on the branch
 * `sitesync/live-edits`, and ONE pull request "Live edits made outside git" is opened — or, on
 * later runs, updated (the branch moved, the description rewritten) instead of another opened.
 * Nothing is written to the platform.
 */
import { readFile, stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { shownValue } from '../render/catalog-summary.js';
import { inertCode, inertMarkdown } from '../render/inert.js';
import { inertLine } from '../render/inert-text.js';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { planRun } from '../sync/plan-run.js';
import { pullLiveEdits, type PullOutcome } from '../sync/pull/index.js';
import type { PullTarget } from '../sync/pull/targets.js';
import type { FlowContext } from './flow-context.js';
import { createPullRequestApi, type FileContent, type PullRequestApi } from './pull-request-api.js';
import { log } from './log.js';
import { setPlanOutputs } from './report.js';

export const LIVE_EDITS_BRANCH = 'sitesync/live-edits';
export const LIVE_EDITS_TITLE = 'Live edits made outside git';

export interface PullModeEnv {
  readonly owner: string;
  readonly repo: string;
  /** GITHUB_API_URL (GitHub Enterprise, or a test's fake GitHub). */
  readonly apiUrl?: string;
  /** Made from the settings when absent (tests pass their own). */
  readonly api?: PullRequestApi;
}

function what(target: PullTarget, root: string): string {
  const file = relative(root, target.file).split(sep).join('/');
  if (target.scope === 'site')
    return `${inertCode(file)} — site file ${target.reason === 'edited' ? 'edited' : 'created'} outside git`;
  if (target.scope === 'field')
    return `${inertCode(file)} — ${target.kind} ${inertCode(target.key)} ${inertCode(target.field)}: live ${inertCode(shownValue(target.live))}`;
  return `${inertCode(file)} — ${target.kind} ${inertCode(target.key)}, created outside git`;
}

/** The paths this run could not write, with the reason for each (empty when there are none). */
function notPulledLines(outcome: PullOutcome, root: string): string[] {
  if (outcome.skipped.length === 0) return [];
  return [
    '**Not pulled** (write these by hand or overwrite them):',
    '',
    ...outcome.skipped.map((s) => `- ${what(s.target, root)}: ${inertMarkdown(s.reason)}`),
    '',
  ];
}

function footer(head: string, runUrl: string): string {
  return `<sub>Kept up to date by sitesync \`mode: pull\` (docs/live-edits.md) · based on ${inertCode(head.slice(0, 7))} · [workflow run](${runUrl})</sub>`;
}

function pullRequestBody(outcome: PullOutcome, root: string, head: string, runUrl: string): string {
  const n = outcome.written.length;
  return [
    `sitesync found ${n === 1 ? '1 live edit' : `${n} live edits`} made outside git: content on the live platform that no commit had. This pull request writes ${n === 1 ? 'it' : 'them'} into the repository.`,
    '',
    ...outcome.written.map((w) => `- ${what(w.target, root)}${w.line ? ` (line ${w.line})` : ''}`),
    '',
    ...notPulledLines(outcome, root),
    '- **Merge** to keep them: the next plan no longer reverts them.',
    '- **Close** to drop them: the next apply refuses to revert them unless told (`on-live-edit: overwrite`, `sitesync apply --overwrite-live-edits`).',
    '',
    footer(head, runUrl),
  ].join('\n');
}

/**
 * The description of a pull request an earlier run opened when this run has nothing to write, by
 * what this run found: with nothing skipped, live no longer holds any edit made outside git (the
 * branch's were committed or reverted since); with live edits it could not write in place, those
 * are still live, and one of them may be on the branch: they are listed under "Not pulled".
 */
function nothingLeftBody(outcome: PullOutcome, root: string, head: string, runUrl: string): string {
  const n = outcome.skipped.length;
  const intro =
    n === 0
      ? 'sitesync found no live edit made outside git that it can write into the repository any more. This branch holds the edits of an earlier run, which live no longer has (committed since, or reverted live): merging it keeps no live edit, and brings a reverted one back on the next apply. Unless that is wanted, close this pull request.'
      : `sitesync found no live edit made outside git that it can write into the repository any more, but live still holds ${n === 1 ? 'one it could not write in place' : `${n} it could not write in place`} (under **Not pulled** below). This branch holds the edits of an earlier run: those among the ones listed below are still live, as this run could not write them again; the others live no longer has (committed since, or reverted live), and merging brings a reverted one back on the next apply. Compare the branch with the list before you merge or close this pull request.`;
  return [intro, '', ...notPulledLines(outcome, root), footer(head, runUrl)].join('\n');
}

function commitMessage(outcome: PullOutcome, root: string): string {
  const lines = outcome.written.map(({ target: t }) => {
    const file = relative(root, t.file).split(sep).join('/');
    return t.scope === 'site'
      ? `- ${file}`
      : `- ${file}: ${t.kind} ${t.key}${t.scope === 'field' ? ` ${t.field}` : ''}`;
  });
  return inertLine(LIVE_EDITS_TITLE) + '\n\n' + lines.map(inertLine).join('\n') + '\n';
}

async function fileContents(outcome: PullOutcome, root: string): Promise<FileContent[]> {
  const files = [...new Set(outcome.written.map((w) => w.target.file))].sort();
  return Promise.all(
    files.map(async (file) => ({
      path: relative(root, file).split(sep).join('/'),
      content: await readFile(file),
      mode: ((await stat(file)).mode & 0o111) !== 0 ? ('100755' as const) : ('100644' as const),
    })),
  );
}

function pullRequestApiOf(flow: FlowContext, env: PullModeEnv): PullRequestApi | undefined {
  const token = flow.settings.githubToken;
  if (env.api) return env.api;
  if (!token) return undefined;
  return createPullRequestApi({
    token,
    owner: env.owner,
    repo: env.repo,
    ...(env.apiUrl && { baseUrl: env.apiUrl }),
  });
}

/**
 * Nothing to write: the pull request an earlier run opened, if one is open, gets a description of
 * what live holds now (it would otherwise go on listing edits that are gone and none of the paths
 * this run did not pull). Its branch is left alone. Best effort: without a token, or when GitHub
 * refuses, a warning says so and the run still succeeds (it had nothing to write).
 */
async function rewriteOpenPullRequest(
  flow: FlowContext,
  env: PullModeEnv,
  outcome: PullOutcome,
  root: string,
): Promise<void> {
  const api = pullRequestApiOf(flow, env);
  if (!api) return;
  const { report } = flow;
  try {
    const open = await api.openPullRequest(LIVE_EDITS_BRANCH);
    if (!open) return;
    const body = nothingLeftBody(outcome, root, flow.head, flow.runUrl);
    await api.updatePullRequest(open.number, { title: LIVE_EDITS_TITLE, body });
    report.setOutput('pull-request-number', String(open.number));
    report.setOutput('pull-request-url', open.url);
    report.didWrite(`updated pull request #${open.number} (${open.url}): nothing left to pull`);
    report.section(`Updated pull request #${open.number}`, body.split('\n'));
  } catch (e) {
    log.warning(
      `the open pull request from ${LIVE_EDITS_BRANCH} was not updated: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

export async function runPullMode(flow: FlowContext, env: PullModeEnv): Promise<void> {
  const { report } = flow;
  report.title = 'sitesync: live edits made outside git';
  const run = await planRun(flow.prepared, { reporter: flow.reporter, validate: false });
  report.plan = run.plan;
  setPlanOutputs(report, run.plan, await flow.writePlanJson(run.plan));
  // The checkout is the workspace of this job: the edits are written there, then committed.
  const outcome = await pullLiveEdits(flow.prepared, run, { selection: {}, force: true });
  report.setOutput('live-edits', String(outcome.written.length));
  for (const s of outcome.skipped)
    log.warning(`not pulled: ${relative(flow.prepared.config.rootDir, s.target.file)}: ${s.reason}`);
  if (outcome.written.length === 0) {
    report.note(
      outcome.skipped.length === 0
        ? 'No live edits: live holds nothing that git does not have. No pull request was opened.'
        : `${outcome.skipped.length} live edit(s) could not be written in place (see the warnings); no pull request was opened.`,
    );
    if (flow.repo) await rewriteOpenPullRequest(flow, env, outcome, flow.repo.root);
    return;
  }
  if (!flow.repo)
    throw new SitesyncError('NOT_A_CHECKOUT', 'mode: pull needs a git checkout of the repository', {
      exitCode: ExitCode.usage,
    });
  const api = pullRequestApiOf(flow, env);
  if (!api)
    throw new SitesyncError(
      'NO_GITHUB_TOKEN',
      'mode: pull needs the input github-token to open the pull request',
      {
        exitCode: ExitCode.usage,
      },
    );

  const root = flow.repo.root;
  const base = flow.prepared.config.publish.branch;
  const existing = await api.branchHead(LIVE_EDITS_BRANCH);
  const tree = await api.treeWith(flow.head, await fileContents(outcome, root));
  if (existing && (await api.treeOf(existing)) === tree) {
    log.info(`${LIVE_EDITS_BRANCH} already holds these live edits`);
  } else {
    const commit = await api.commit({ tree, parent: flow.head, message: commitMessage(outcome, root) });
    await api.setBranch(LIVE_EDITS_BRANCH, commit, existing !== undefined);
    log.info(`${LIVE_EDITS_BRANCH} → ${commit.slice(0, 7)} (${outcome.written.length} live edit(s))`);
    report.didWrite(
      `branch ${LIVE_EDITS_BRANCH}: commit ${commit.slice(0, 7)} with ${outcome.written.length} live edit(s)`,
    );
  }
  const body = pullRequestBody(outcome, root, flow.head, flow.runUrl);
  const open = await api.openPullRequest(LIVE_EDITS_BRANCH);
  const pr =
    open ?? (await api.createPullRequest({ head: LIVE_EDITS_BRANCH, base, title: LIVE_EDITS_TITLE, body }));
  if (open) await api.updatePullRequest(open.number, { title: LIVE_EDITS_TITLE, body });
  report.setOutput('pull-request-number', String(pr.number));
  report.setOutput('pull-request-url', pr.url);
  report.didWrite(`${open ? 'updated' : 'opened'} pull request #${pr.number} (${pr.url})`);
  report.section(`${open ? 'Updated' : 'Opened'} pull request #${pr.number}`, body.split('\n'));
}
