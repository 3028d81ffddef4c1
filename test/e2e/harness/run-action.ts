/**
 * Runs a JavaScript action the way the GitHub Actions runner does: inputs as INPUT_<NAME>
 * environment variables (defaults from action.yml), the event payload in a file, file commands in
 * temp files, and the runner's GITHUB_* / RUNNER_* variables, with the Node that runs the tests.
 * Returns what the runner would read back: exit code, outputs, step summary, annotations, masks.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parseFileCommands, parseWorkflowCommands, type Annotation } from './workflow-commands.js';

export { makeGitCheckout, type CommitStep, type FileTree, type GitCheckout } from './git-checkout.js';
export type { Annotation } from './workflow-commands.js';

export interface RunActionOptions {
  /** Folder with action.yml (its `runs.main` and input defaults are used) or at least dist/index.js. */
  actionDir: string;
  /** The workspace (GITHUB_WORKSPACE and the process cwd), usually a makeGitCheckout() dir. */
  cwd: string;
  inputs: Record<string, string>;
  eventName: string;
  payload: Record<string, unknown>;
  githubApiUrl: string;
  /** Extra or overriding environment variables (e.g. GITHUB_SHA, SITESYNC_API_KEY). */
  env?: Record<string, string>;
  /** Kills the action after this long (default 60 s); the result then has `timedOut: true`. */
  timeoutMs?: number;
  /** Called with the started process, e.g. to send it the runner's SIGINT/SIGTERM on cancel. */
  onSpawn?: (child: ChildProcess) => void;
}

export interface ActionRun {
  exitCode: number | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** GITHUB_STATE values (saveState), GITHUB_ENV exports and GITHUB_PATH additions. */
  state: Record<string, string>;
  exportedEnv: Record<string, string>;
  addedPath: string[];
  annotations: Annotation[];
  masked: string[];
  /** Inputs passed that action.yml does not declare (the runner warns about these). */
  unexpectedInputs: string[];
}

interface ActionManifest {
  main: string;
  inputs: Record<string, { default?: unknown }>;
}

function readManifest(actionDir: string): ActionManifest {
  for (const name of ['action.yml', 'action.yaml']) {
    const file = join(actionDir, name);
    if (!existsSync(file)) continue;
    const manifest = parseYaml(readFileSync(file, 'utf8')) as {
      runs?: { main?: string };
      inputs?: Record<string, { default?: unknown } | null>;
    };
    const inputs = Object.fromEntries(Object.entries(manifest.inputs ?? {}).map(([k, v]) => [k, v ?? {}]));
    return { main: manifest.runs?.main ?? 'dist/index.js', inputs };
  }
  return { main: 'dist/index.js', inputs: {} };
}

/** `INPUT_<NAME>` as @actions/core reads it: uppercased, spaces to `_`, dashes kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

function gitHead(cwd: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** GITHUB_REF / GITHUB_SHA / head and base refs, as the runner derives them from the event. */
function eventRefs(eventName: string, payload: Record<string, unknown>, cwd: string): Record<string, string> {
  const head = gitHead(cwd);
  const pr = payload.pull_request as
    { number: number; head: { ref: string; sha: string }; base: { ref: string; sha: string } } | undefined;
  if (eventName === 'pull_request_target' && pr) {
    // the runner gives pull_request_target the base branch's last commit, not the merge ref
    return {
      GITHUB_REF: `refs/heads/${pr.base.ref}`,
      GITHUB_REF_NAME: pr.base.ref,
      GITHUB_SHA: pr.base.sha,
      GITHUB_HEAD_REF: pr.head.ref,
      GITHUB_BASE_REF: pr.base.ref,
    };
  }
  if (eventName.startsWith('pull_request') && pr) {
    return {
      GITHUB_REF: `refs/pull/${pr.number}/merge`,
      GITHUB_REF_NAME: `${pr.number}/merge`,
      GITHUB_SHA: head ?? pr.head.sha,
      GITHUB_HEAD_REF: pr.head.ref,
      GITHUB_BASE_REF: pr.base.ref,
    };
  }
  const ref = typeof payload.ref === 'string' ? payload.ref : 'refs/heads/main';
  const after = typeof payload.after === 'string' ? payload.after : undefined;
  return {
    GITHUB_REF: ref,
    GITHUB_REF_NAME: ref.replace(/^refs\/(heads|tags)\//, ''),
    GITHUB_SHA: after ?? head ?? '0'.repeat(40),
    GITHUB_HEAD_REF: '',
    GITHUB_BASE_REF: '',
  };
}

function readText(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const manifest = readManifest(options.actionDir);
  const temp = mkdtempSync(join(tmpdir(), 'sitesync-runner-'));
  const runnerTemp = join(temp, 'runner-temp');
  mkdirSync(runnerTemp);
  const files = {
    event: join(temp, 'event.json'),
    output: join(temp, 'output'),
    summary: join(temp, 'step-summary.md'),
    state: join(temp, 'state'),
    env: join(temp, 'env'),
    path: join(temp, 'path'),
  };
  writeFileSync(files.event, JSON.stringify(options.payload, null, 2));
  for (const file of [files.output, files.summary, files.state, files.env, files.path])
    writeFileSync(file, '');

  const inputEnv: Record<string, string> = {};
  for (const [name, spec] of Object.entries(manifest.inputs)) {
    if (spec.default !== undefined && spec.default !== null)
      inputEnv[inputVariable(name)] = String(spec.default);
  }
  for (const [name, value] of Object.entries(options.inputs)) inputEnv[inputVariable(name)] = value;
  const declared = Object.keys(manifest.inputs);
  const unexpectedInputs =
    declared.length === 0 ? [] : Object.keys(options.inputs).filter((name) => !declared.includes(name));

  const repository = options.payload.repository as
    { full_name?: string; owner?: { login?: string } } | undefined;
  const sender = options.payload.sender as { login?: string } | undefined;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? temp,
    LANG: 'C.UTF-8',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_API_URL: options.githubApiUrl,
    GITHUB_GRAPHQL_URL: `${options.githubApiUrl}/graphql`,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: repository?.full_name ?? 'acme/shop-site',
    GITHUB_REPOSITORY_OWNER: repository?.owner?.login ?? 'acme',
    GITHUB_ACTOR: sender?.login ?? 'octocat',
    GITHUB_WORKFLOW: 'sitesync',
    GITHUB_JOB: 'sitesync',
    GITHUB_ACTION: 'sitesync',
    GITHUB_RUN_ID: '1658821493',
    GITHUB_RUN_NUMBER: '42',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKSPACE: options.cwd,
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'fake-runner',
    ...eventRefs(options.eventName, options.payload, options.cwd),
    ...inputEnv,
    ...options.env,
  };

  const child = spawn(process.execPath, [join(options.actionDir, manifest.main)], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.timeoutMs ?? 60_000);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  }).finally(() => clearTimeout(timer));

  try {
    const commands = parseWorkflowCommands(stdout);
    return {
      exitCode,
      timedOut,
      stdout,
      stderr,
      outputs: parseFileCommands(readText(files.output), 'GITHUB_OUTPUT'),
      summary: readText(files.summary),
      state: parseFileCommands(readText(files.state), 'GITHUB_STATE'),
      exportedEnv: parseFileCommands(readText(files.env), 'GITHUB_ENV'),
      addedPath: readText(files.path).split(/\r?\n/).filter(Boolean),
      annotations: commands.annotations,
      masked: commands.masked,
      unexpectedInputs,
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
