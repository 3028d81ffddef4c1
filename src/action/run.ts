import * as core from '@actions/core';
import * as github from '@actions/github';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { loadConfig } from '../config/index.js';
import { openGitRepo } from '../git/repo.js';
import { describeError, ExitCode, InputError, SitesyncError } from '../shared/errors.js';
import { prepareRun } from '../sync/prepare.js';
import type { Reporter } from '../shared/reporter.js';
import { toPlanJson } from '../render/json.js';
import { decideMode, type ActionMode } from './event.js';
import { createGitHubApi, type GitHubApi } from './github.js';
import { parseSettings, type ActionSettings } from './settings.js';
import { annotateInputIssues } from './report.js';
import { runPreview, runPrClosed } from './flow-pr.js';
import { runPublish, runPlanOnly } from './flow-publish.js';
import { runPullMode } from './flow-pull.js';
import type { FlowContext } from './flow-context.js';

const actionsReporter: Reporter = {
  info: (m) => core.info(m),
  warn: (m) => core.warning(m),
  progress: (label, total) => {
    let n = 0;
    return {
      tick: (k = 1) => {
        n += k;
        if (total > 1 && (n === total || n % Math.max(1, Math.floor(total / 10)) === 0))
          core.info(`${label}: ${n}/${total}`);
      },
      done: () => {},
    };
  },
};

/** The action's run(): masks secrets first, then one try/catch that ends in setFailed. */
export async function run(): Promise<void> {
  for (const name of ['api-key', 'github-token']) {
    const value = core.getInput(name);
    if (value) core.setSecret(value);
  }
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
    });
    core.info(
      `sitesync: ${ctx.eventName}${ctx.payload.action ? `.${ctx.payload.action}` : ''} → ${mode.kind}${'reason' in mode ? ` (${mode.reason})` : ''}`,
    );
    await runMode(mode, settings, { cwd, configPath, head, repo, ctx });
  } catch (err) {
    if (err instanceof InputError)
      annotateInputIssues(err.issues, (f) => relative(process.env.GITHUB_WORKSPACE ?? process.cwd(), f) || f);
    core.setFailed(describeError(err));
  }
}

async function runMode(
  mode: ActionMode,
  settings: ActionSettings,
  env: {
    cwd: string;
    configPath: string | undefined;
    head: string;
    repo: Awaited<ReturnType<typeof openGitRepo>>;
    ctx: typeof github.context;
  },
): Promise<void> {
  if (mode.kind === 'refuse')
    throw new SitesyncError('REFUSED', mode.reason, { exitCode: ExitCode.blockedByGuard });
  if (mode.kind === 'skip') {
    core.info(mode.reason);
    return;
  }
  if (mode.kind === 'offline') {
    const prepared = await prepareRun({
      cwd: env.cwd,
      ...(env.configPath && { configPath: env.configPath }),
      reporter: actionsReporter,
    });
    const files = prepared.trees.reduce((n, t) => n + t.files.length, 0);
    core.notice(
      `sitesync validated offline only (${mode.reason}): sitesync.yml and ${files} site files are well-formed; no platform request was made.`,
    );
    await core.summary
      .addHeading('sitesync: offline validation', 3)
      .addRaw(
        `Checked sitesync.yml and ${files} site files offline (${mode.reason}). Plan and preview need the api-key secret.`,
      )
      .write();
    core.setOutput('has-changes', 'false');
    return;
  }
  if (!settings.baseUrl)
    throw new SitesyncError('BAD_INPUT', 'input "base-url" is required when "api-key" is set', {
      exitCode: ExitCode.usage,
    });
  const { ctx } = env;
  const gh: GitHubApi | undefined = settings.githubToken
    ? createGitHubApi({
        token: settings.githubToken,
        owner: ctx.repo.owner,
        repo: ctx.repo.repo,
        ...(process.env.GITHUB_API_URL && { baseUrl: process.env.GITHUB_API_URL }),
      })
    : undefined;
  const prepared = await prepareRun({
    cwd: env.cwd,
    ...(env.configPath && { configPath: env.configPath }),
    credentials: { apiKey: settings.apiKey!, baseUrl: settings.baseUrl },
    commit: mode.kind === 'publish' ? ctx.sha : env.head,
    reporter: actionsReporter,
  });
  const planDir = await mkdtemp(join(process.env.RUNNER_TEMP ?? tmpdir(), 'sitesync-'));
  const flow: FlowContext = {
    settings,
    prepared,
    gh,
    reporter: actionsReporter,
    head: env.head,
    repo: env.repo,
    runUrl: `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.repo}/actions/runs/${ctx.runId}`,
    now: () => new Date(),
    writePlanJson: async (plan) => {
      const file = join(planDir, 'plan.json');
      await writeFile(file, JSON.stringify(toPlanJson(plan), null, 2));
      return file;
    },
  };
  switch (mode.kind) {
    case 'preview':
      return runPreview(flow, mode.pr);
    case 'pr-closed':
      return runPrClosed(flow, mode.pr);
    case 'publish':
      return runPublish(flow, ctx.sha);
    case 'plan':
      return runPlanOnly(flow, mode.reason);
    case 'pull':
      return runPullMode(flow, {
        owner: ctx.repo.owner,
        repo: ctx.repo.repo,
        ...(process.env.GITHUB_API_URL && { apiUrl: process.env.GITHUB_API_URL }),
      });
  }
}
