/**
 * Runs the blocks of the doc pages marked `<!-- docs-test: run … -->` (test/helpers/doc-blocks.ts)
 * the way a reader types them into a terminal: bash, one terminal per page that keeps its folder,
 * variables and functions from block to block (a page can go on in the terminal another page left:
 * `continues:`), starting in an empty temporary folder of the page (or this checkout, `cwd:
 * repository`), with `sitesync` on PATH and the reader's PATH otherwise — not the one npm gives its
 * scripts. A block left running (`background:`) is a second terminal opened where the first is.
 * docs/testing.md ("Docs that run") says what differs from a reader's terminal, and why.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import {
  DOC_PORTS,
  outputProblems,
  scriptsOf,
  substitutePattern,
  substitutePorts,
  terminalPath,
  type DocBlock,
  type RunMarker,
} from './doc-blocks.js';
import { cliNodeArgs, makeSandbox, PROJECT_ROOT } from './cli-process.js';

/** How long a block (or a background block until its pattern) may take before it is stopped. */
const BLOCK_TIMEOUT_MS = 120_000;
/** How long a background block's expected lines may trail the pattern it was waited for. */
const TRAILING_OUTPUT_MS = 15_000;

const shQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

/**
 * `sitesync` as a reader who installed it has it: a script on PATH that runs bin/sitesync.js with
 * the Node.js 24 `npm ci` installed (the sources through tsx with SITESYNC_CLI=src).
 */
async function writeSitesyncShim(binDir: string): Promise<void> {
  const pinned = join(PROJECT_ROOT, 'node_modules', '.bin', 'node');
  const node = existsSync(pinned) ? pinned : process.execPath;
  const command = [node, ...cliNodeArgs()].map(shQuote).join(' ');
  await mkdir(binDir, { recursive: true });
  await writeFile(join(binDir, 'sitesync'), `#!/bin/sh\nexec ${command} "$@"\n`, { mode: 0o755 });
}

/** A TCP port nothing listens on right now (127.0.0.1). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Shell {
  output(): string;
  readonly done: Promise<number | null>;
  /** SIGTERM to the whole process group (npm and the node it started), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** Process groups still running, killed if the test process ends without closing them. */
const liveGroups = new Set<number>();
process.once('exit', () => {
  for (const pid of liveGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** bash -e -o pipefail with `script`, in its own process group. */
function startShell(script: string, cwd: string, env: Record<string, string>): Shell {
  const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', script], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveGroups.add(child.pid!);
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  const done = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group has ended
    }
  };
  return {
    output: () => out,
    done,
    async stop() {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await done.catch(() => undefined);
      clearTimeout(timer);
      signalGroup('SIGKILL'); // anything the block left behind in its group
      liveGroups.delete(child.pid!);
    },
  };
}

/**
 * `script` as the next command typed into a terminal whose state (folder, variables, functions)
 * `stateFile` holds: the state is read first and, with `save`, written back when the script ends,
 * however it ends. stderr goes to stdout, as on a screen.
 */
function inTerminal(script: string, stateFile: string, startDir: string | undefined, save: boolean): string {
  const q = shQuote(stateFile);
  const read = [
    'exec 2>&1',
    // The names bash and the environment bring: everything else the script (or a block before) set.
    `__ss_known=" $(compgen -v | tr '\\n' ' ') "`,
    `if [ -f ${q} ]; then . ${q}; fi`,
    ...(startDir === undefined ? [] : [`cd ${shQuote(startDir)}`]),
  ];
  const write = [
    '__ss_save() {',
    '  local __ss_n',
    '  {',
    `    printf 'cd %q\\n' "$PWD"`,
    "    export -p | grep -Ev '^declare -x (PWD|OLDPWD|SHLVL|_)(=|$)' || true",
    '    for __ss_n in $(compgen -v); do',
    '      case "$__ss_known" in *" $__ss_n "*) continue ;; esac',
    '      case "$__ss_n" in __ss_*) continue ;; esac',
    '      declare -p "$__ss_n"',
    '    done',
    '    for __ss_n in $(compgen -A function); do',
    '      case "$__ss_n" in __ss_*) ;; *) declare -f "$__ss_n" ;; esac',
    '    done',
    `  } > ${q}.new && mv ${q}.new ${q}`,
    '}',
    'trap __ss_save EXIT',
  ];
  return [...read, ...(save ? write : []), script].join('\n');
}

/** Resolves once `pattern` is in the output; rejects when the shell ends first or after `ms`. */
async function waitForOutput(shell: Shell, pattern: RegExp, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  let ended = false;
  void shell.done.then(() => (ended = true));
  while (!pattern.test(shell.output())) {
    if (ended) throw new Error(`the block ended before ${String(pattern)}`);
    if (Date.now() > deadline) throw new Error(`no ${String(pattern)} within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface BlockRun {
  readonly problems: readonly string[];
  /** The scripts as run and what they printed, for a failure message. */
  readonly report: string;
}

export interface PageTerminal {
  /** Each port the docs write (4010, 4020) → the free port used instead on this page. */
  readonly ports: ReadonlyMap<number, number>;
  run(block: DocBlock & { marker: RunMarker }, shownBelow: string | undefined): Promise<BlockRun>;
  /** Stops what this page left running (not when a later page continues it). */
  close(): Promise<void>;
}

export interface DocSession {
  /** A terminal for `page`: a new one, or the one the page `continues` left. */
  page(page: string, options?: { continues?: string; continued?: boolean }): Promise<PageTerminal>;
  /** Stops everything still running and removes the folder. */
  close(): Promise<void>;
}

interface TerminalState {
  readonly workDir: string;
  readonly stateFile: string;
  readonly ports: ReadonlyMap<number, number>;
  readonly background: Shell[];
}

/** The reader's machine for a run of the docs: a temporary HOME, `sitesync` on PATH, a terminal per page. */
export async function startDocSession(): Promise<DocSession> {
  const sandbox = await makeSandbox('sitesync-docs-');
  const binDir = join(sandbox.dir, 'bin');
  await mkdir(join(sandbox.dir, 'tmp'));
  await writeSitesyncShim(binDir);
  const env = {
    ...sandbox.env,
    PATH: [binDir, terminalPath(process.env.PATH ?? '', delimiter)].join(delimiter),
    TMPDIR: join(sandbox.dir, 'tmp'),
  };
  const terminals = new Map<string, TerminalState>();

  async function newTerminal(page: string, from: TerminalState | undefined): Promise<TerminalState> {
    const name = page.replace(/\W+/g, '-');
    const workDir = join(sandbox.dir, 'pages', name);
    await mkdir(workDir, { recursive: true });
    const stateFile = join(sandbox.dir, 'pages', `${name}.terminal.sh`);
    if (from && existsSync(from.stateFile)) await copyFile(from.stateFile, stateFile);
    const ports = new Map<number, number>();
    for (const port of DOC_PORTS) ports.set(port, from?.ports.get(port) ?? (await freePort()));
    return { workDir, stateFile, ports, background: [] };
  }

  async function runOne(
    state: TerminalState,
    script: string,
    marker: RunMarker,
    startDir: string | undefined,
    shown: string | undefined,
  ) {
    if (marker.background) {
      // A second terminal, opened where the page's terminal is; nothing it changes is carried back.
      const shell = startShell(inTerminal(script, state.stateFile, startDir, false), state.workDir, env);
      const where = startDir === undefined ? '(a second terminal where the first is)' : `$ cd ${startDir}`;
      const log = () => `${where}\n${script.trimEnd()}\n--- output ---\n${shell.output()}`;
      state.background.push(shell);
      try {
        await waitForOutput(shell, marker.background, BLOCK_TIMEOUT_MS);
      } catch (error) {
        return { problems: [(error as Error).message], log: log() };
      }
      // Lines expected after the one waited for may still be on their way.
      const deadline = Date.now() + TRAILING_OUTPUT_MS;
      let problems = outputProblems(marker, shell.output(), shown, null);
      while (problems.length > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        problems = outputProblems(marker, shell.output(), shown, null);
      }
      return { problems, log: log() };
    }
    const shell = startShell(inTerminal(script, state.stateFile, startDir, true), state.workDir, env);
    const where = startDir === undefined ? '(the terminal goes on where it was)' : `$ cd ${startDir}`;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void shell.stop();
    }, BLOCK_TIMEOUT_MS);
    const code = await shell.done;
    clearTimeout(timer);
    await shell.stop();
    return {
      problems: [
        ...(timedOut ? [`still running after ${BLOCK_TIMEOUT_MS / 1000} s: stopped`] : []),
        ...outputProblems(marker, shell.output(), shown, code),
      ],
      log: `${where}\n${script.trimEnd()}\n--- output ---\n${shell.output()}`,
    };
  }

  return {
    async page(page, options = {}) {
      const from = options.continues === undefined ? undefined : terminals.get(options.continues);
      if (options.continues !== undefined && !from)
        throw new Error(`${page} continues ${options.continues}, which has not run`);
      const state = await newTerminal(page, from);
      terminals.set(page, state);
      let first = !from;
      return {
        ports: state.ports,
        async run(block, shownBelow) {
          const marker: RunMarker = {
            ...block.marker,
            expect: block.marker.expect.map((t) => substitutePorts(t, state.ports)),
            match: block.marker.match.map((re) => substitutePattern(re, state.ports)),
            ...(block.marker.background && {
              background: substitutePattern(block.marker.background, state.ports),
            }),
          };
          const shown = shownBelow === undefined ? undefined : substitutePorts(shownBelow, state.ports);
          const startDir =
            marker.cwd === 'repository'
              ? PROJECT_ROOT
              : marker.cwd === 'temp' || (first && !marker.background)
                ? state.workDir
                : undefined;
          if (!marker.background) first = false;
          const problems: string[] = [];
          const logs: string[] = [];
          for (const script of scriptsOf(block)) {
            const run = await runOne(state, substitutePorts(script, state.ports), marker, startDir, shown);
            problems.push(...run.problems);
            logs.push(run.log);
            // Alternatives (lines: each) that keep running are stopped before the next one starts.
            if (marker.each && marker.background) await state.background.pop()!.stop();
            if (run.problems.length > 0) break;
          }
          const substituted = [...state.ports].map(([doc, used]) => `${doc} → ${used}`).join(', ');
          return {
            problems,
            report: `${block.file}:${block.line} (ports ${substituted})\n${logs.join('\n\n')}`,
          };
        },
        async close() {
          if (options.continued) return;
          for (const shell of state.background.splice(0).reverse()) await shell.stop();
        },
      };
    },
    async close() {
      for (const state of terminals.values())
        for (const shell of state.background.splice(0).reverse()) await shell.stop();
      await sandbox.close();
    },
  };
}
