/**
 * The action's run(): masks secrets first, parses the settings once, decides the mode from the
 * event, runs one flow, and ends in ONE place: the job summary and the outputs are written whether
 * the flow succeeded, failed or was cancelled, then a failure or a cancellation becomes setFailed
 * (its text made inert).
 */
import * as core from '@actions/core';
import * as github from '@actions/github';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { loadConfig } from '../config/index.js';
import { openGitRepo, type GitRepo } from '../git/repo.js';
import { describeError, ExitCode, InputError, SitesyncError } from '../shared/errors.js';
import { prepareRun } from '../sync/prepare.js';
import { offlineValidationError, validateOffline } from '../sync/validate-offline.js';
import type { Reporter } from '../shared/reporter.js';
import { jsonPieces } from '../shared/json-pieces.js';
import { toPlanJson } from '../render/json.js';
import { decideMode, type ActionMode } from './event.js';
import { createGitHubApi } from './github.js';
import { BestEffortGitHub } from './github-best-effort.js';
import { parseSettings, type ActionSettings } from './settings.js';
import { annotateInputIssues } from './report.js';
import { runPreview } from './flow-pr.js';
import { runPrClosed } from './flow-pr-closed.js';
import { runPublish } from './flow-publish.js';
import { runPlanOnly } from './flow-plan.js';
import { runPullMode } from './flow-pull.js';
import type { FlowContext } from './flow-context.js';
import { withBaseBranchLimits } from './base-limits.js';
import { log } from './log.js';
import { RunReport } from './run-report.js';
import { configKey } from './run-key.js';
import { maskSecret } from './secrets.js';
import { urlSecrets } from '../platform/url-secrets.js';
import { cancelOnSignals, type CancelHandle } from './cancel.js';
import { cancellationOf } from './cancel-report.js';

const actionsReporter: Reporter = {
  info: (m) => log.info(m),
  warn: (m) => log.warning(m),
  progress: (label, total) => {
    let n = 0;
    return {
      tick: (k = 1) => {
        n += k;
        if (total > 1 && (n === total || n % Math.max(1, Math.floor(total / 10)) === 0))
          log.info(`${label}: ${n}/${total}`);
      },
      done: () => {},
    };
  },
};

function memo<T>(fn: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= fn());
}

/** The action's run(): masks secrets first, then one try/catch/finally. */
export async function run(): Promise<void> {
  for (const name of ['api-key', 'github-token']) maskSecret(core.getInput(name));
  // A base URL's password and query values are as secret (`https://u:PASSWORD@host/?key=…`).
  for (const secret of urlSecrets(core.getInput('base-url'))) maskSecret(secret);
  const report = new RunReport('sitesync');
  const cancel = cancelOnSignals();
  let wroteSummary = false;
  try {
    const settings = parseSettings((name) => core.getInput(name));
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const cwd = resolve(workspace, settings.workingDirectory);
    const ctx = github.context;
    const configPath = settings.config ? resolve(cwd, settings.config) : undefined;
    const config = await loadConfig({ cwd, ...(configPath && { configPath }) });
    const repo = await openGitRepo(config.rootDir);
    const head = (await repo?.head()) ?? ctx.sha;
    const mode = decideMode({
      eventName: ctx.eventName,
      payload: ctx.payload as never,
      mode: settings.mode,
      hasApiKey: Boolean(settings.apiKey),
      publishBranch: config.publish.branch,
      checkedOutSha: head,
      githubSha: ctx.sha,
      githubRef: ctx.ref,
    });
    const key = configKey(config.configFile, repo?.root ?? workspace);
    log.info(
      `sitesync: ${ctx.eventName}${ctx.payload.action ? `.${String(ctx.payload.action)}` : ''} → ${mode.kind}${'reason' in mode ? ` (${mode.reason})` : ''} [config ${key}]`,
    );
    await runMode(mode, settings, report, { cwd, configPath, head, repo, ctx, key, cancel });
    const signal = cancel.received();
    if (signal) report.note(`Cancelled (${signal}) as the run was ending: it finished all the same.`);
  } catch (err) {
    if (err instanceof InputError)
      annotateInputIssues(err.issues, (f) => relative(process.env.GITHUB_WORKSPACE ?? process.cwd(), f) || f);
    // After the runner's signal the flow stops where it is: the run was cancelled, not failed.
    const signal = cancel.received();
    if (signal) report.cancelled = cancellationOf(signal, err);
    else report.failure = describeError(err);
    await writeSummary(report);
    wroteSummary = true;
    log.setFailed(
      report.cancelled
        ? `Cancelled (${report.cancelled.signal}): stopped at: ${report.cancelled.reason}`
        : report.failure!,
    );
  } finally {
    if (!wroteSummary) await writeSummary(report);
    cancel.dispose();
  }
}

async function writeSummary(report: RunReport): Promise<void> {
  try {
    await report.write();
  } catch (err) {
    log.warning(`could not write the job summary: ${describeError(err)}`);
  }
}

async function runMode(
  mode: ActionMode,
  settings: ActionSettings,
  report: RunReport,
  env: {
    cwd: string;
    configPath: string | undefined;
    head: string;
    repo: GitRepo | undefined;
    ctx: typeof github.context;
    key: string;
    cancel: CancelHandle;
  },
): Promise<void> {
  if (mode.kind === 'refuse')
    throw new SitesyncError('REFUSED', mode.reason, { exitCode: ExitCode.blockedByGuard });
  if (mode.kind === 'skip') {
    report.note(mode.reason);
    log.info(mode.reason);
    return;
  }
  if (mode.kind === 'offline') {
    // The same checks as `sitesync validate --offline`: config, paths, site layout, catalog.
    const checked = await validateOffline({
      cwd: env.cwd,
      ...(env.configPath && { configPath: env.configPath }),
      reporter: actionsReporter,
    });
    const failed = offlineValidationError(checked);
    if (failed) throw failed;
    const files = checked.sites.reduce((n, s) => n + s.files, 0);
    log.notice(
      `sitesync validated offline only (${mode.reason}): sitesync.yml, ${files} site files (paths and layout)${checked.catalog ? ` and ${checked.catalog.path}` : ''} are valid${checked.warningCount > 0 ? ` (${checked.warningCount} warning(s))` : ''}; no platform request was made.`,
    );
    report.title = 'sitesync: offline validation';
    report.note(
      `Checked sitesync.yml and ${files} site files offline (${mode.reason}). Plan and preview need the api-key secret.`,
    );
    report.setOutput('has-changes', 'false');
    return;
  }
  if (!settings.baseUrl)
    throw new SitesyncError('BAD_INPUT', 'input "base-url" is required when "api-key" is set', {
      exitCode: ExitCode.usage,
    });
  const { ctx } = env;
  const gh = new BestEffortGitHub(
    settings.githubToken
      ? createGitHubApi({
          token: settings.githubToken,
          owner: ctx.repo.owner,
          repo: ctx.repo.repo,
          ...(process.env.GITHUB_API_URL && { baseUrl: process.env.GITHUB_API_URL }),
          onWait: (m) => log.info(m),
        })
      : undefined,
    { warning: (m) => log.warning(m), info: (m) => log.info(m) },
  );
  const prepared = await withBaseBranchLimits(
    await prepareRun({
      cwd: env.cwd,
      ...(env.configPath && { configPath: env.configPath }),
      credentials: { apiKey: settings.apiKey!, baseUrl: settings.baseUrl },
      commit: mode.kind === 'publish' ? ctx.sha : env.head,
      reporter: actionsReporter,
      transport: { signal: env.cancel.signal },
    }),
    {
      eventName: ctx.eventName,
      payload: ctx.payload,
      sha: ctx.sha,
      repo: env.repo,
      reporter: actionsReporter,
    },
  );
  const planDir = await mkdtemp(join(process.env.RUNNER_TEMP ?? tmpdir(), 'sitesync-'));
  const flow: FlowContext = {
    settings,
    prepared,
    gh,
    identity: memo(() => gh.try('identity', (api) => api.viewerLogin())),
    reporter: actionsReporter,
    report,
    key: env.key,
    head: env.head,
    repo: env.repo,
    runUrl: `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.repo}/actions/runs/${ctx.runId}`,
    runTag: `${ctx.runId}.${process.env.GITHUB_RUN_ATTEMPT ?? '1'}`,
    now: () => new Date(),
    cancelled: () => env.cancel.received(),
    writePlanJson: async (plan) => {
      const file = join(planDir, 'plan.json');
      // In pieces: the plan of a large catalog is tens of MB of text.
      await writeFile(file, jsonPieces(toPlanJson(plan)));
      return file;
    },
  };
  try {
    switch (mode.kind) {
      case 'preview':
        return await runPreview(flow, mode.pr);
      case 'pr-closed':
        return await runPrClosed(flow, mode.pr);
      case 'publish':
        return await runPublish(flow, ctx.sha);
      case 'plan':
        return await runPlanOnly(flow, mode.reason);
      case 'pull':
        return await runPullMode(flow, {
          owner: ctx.repo.owner,
          repo: ctx.repo.repo,
          ...(process.env.GITHUB_API_URL && { apiUrl: process.env.GITHUB_API_URL }),
        });
    }
  } finally {
    for (const p of gh.problems) report.note(p.message);
  }
}
