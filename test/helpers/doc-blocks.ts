/**
 * The fenced blocks of a markdown page and the `<!-- docs-test: … -->` marker before each (pure: text
 * in, data out). docs/testing.md ("Docs that run") describes the markers; test/journey/docs.test.ts
 * runs the blocks marked `run`.
 *
 *   <!-- docs-test: skip (why this block cannot run here) -->
 *   <!-- docs-test: run
 *     continues: README.md     (first run block of a page only) go on in the terminal that page left:
 *                              its folder, variables, functions, ports and the servers it left running
 *     cwd: repository          start in this checkout; `temp`: in the page's empty temporary folder.
 *                              Default: the page's first block starts in the temporary folder, each
 *                              later one where the previous left the terminal
 *     lines: each              each command line on its own (alternatives, not a sequence)
 *     background: /REGEX/      leave it running (a second terminal where the first is); go on once its output matches
 *     exit: N                  the expected exit code (default 0)
 *     expect: TEXT             a line of the output contains TEXT (repeatable)
 *     match: /REGEX/           a line of the output matches (repeatable)
 *     last: TEXT               the last non-empty line of the output is TEXT
 *     output: below            the next fenced block's lines appear in the output, in order (… = any text)
 *     omit: COMMAND (REASON)   a line of the block that is not run, and why
 *   -->
 */

export interface OmittedLine {
  readonly command: string;
  readonly reason: string;
}

export interface RunMarker {
  readonly kind: 'run';
  /** Where the block starts; absent: where the terminal is (the temporary folder at first). */
  readonly cwd?: 'temp' | 'repository';
  /** The page whose terminal this page goes on in (set on the page's first run block). */
  readonly continues?: string;
  readonly each: boolean;
  readonly background?: RegExp;
  readonly exit: number;
  readonly expect: readonly string[];
  readonly match: readonly RegExp[];
  readonly last?: string;
  readonly outputBelow: boolean;
  readonly omit: readonly OmittedLine[];
}

export interface SkipMarker {
  readonly kind: 'skip';
  readonly reason: string;
}

export type DocsTestMarker = RunMarker | SkipMarker;

export interface DocBlock {
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The info string's first word (`sh`, `yaml`, `` for none). */
  readonly lang: string;
  /** The block's lines, without the fence's indentation, joined with \n (a final \n). */
  readonly text: string;
  readonly marker?: DocsTestMarker;
}

export interface DocPage {
  readonly file: string;
  readonly blocks: readonly DocBlock[];
  /** Markers that do not parse, or that no fence follows. */
  readonly problems: readonly string[];
}

const SHELL_LANGS = new Set(['sh', 'bash', 'shell', 'zsh', 'console', 'shell-session']);
/** A command line that starts a server on a port. */
const STARTS_SERVER = /\bsitesync(?:\.js)?\s+(?:emulator|dev)\b|\bnpm run emulator\b|src\/emulator\/main\.ts/;
/** A line that is a command a reader would type (at the block's left edge). */
const COMMAND_LINE = /^(?:\$ )?(?:sitesync|npx|npm|node|git|curl)(?:\s|$)/;

/** Blocks a reader would type into a shell: shell-labelled ones, and unlabelled ones holding a command line. */
export function looksRunnable(block: Pick<DocBlock, 'lang' | 'text'>): boolean {
  if (SHELL_LANGS.has(block.lang)) return true;
  if (block.lang !== '' && block.lang !== 'text') return false;
  return block.text.split('\n').some((l) => COMMAND_LINE.test(l));
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/;
const MARKER_START = /^\s*<!--\s*docs-test:/;

/** Every fenced block of `markdown`, with its marker, and the marker problems of the page. */
export function docPage(file: string, markdown: string): DocPage {
  const lines = markdown.split('\n');
  const blocks: DocBlock[] = [];
  const problems: string[] = [];
  let pending: { marker?: DocsTestMarker; endLine: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (MARKER_START.test(raw)) {
      const start = i;
      while (i < lines.length && !lines[i]!.includes('-->')) i++;
      const body = lines
        .slice(start, i + 1)
        .join('\n')
        .replace(/^\s*<!--\s*docs-test:/, '')
        .replace(/-->\s*$/, '');
      const parsed = parseMarker(body);
      if (typeof parsed === 'string') problems.push(`${file}:${start + 1}: ${parsed}`);
      pending = { ...(typeof parsed !== 'string' && { marker: parsed }), endLine: i };
      continue;
    }
    const fence = FENCE.exec(raw);
    if (!fence) {
      // A blank line keeps the marker pending (the fence then says it is not right before it).
      if (pending && raw.trim() !== '') {
        problems.push(
          `${file}:${pending.endLine + 1}: a docs-test marker must be followed by a fenced block`,
        );
        pending = undefined;
      }
      continue;
    }
    const [, indent, chars, lang] = fence as unknown as [string, string, string, string];
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const l = lines[j]!;
      if (l.trim().startsWith(chars) && l.trim().replace(/[`~]/g, '') === '') break;
      body.push(l.startsWith(indent) ? l.slice(indent.length) : l.trimStart());
    }
    if (pending && pending.endLine !== i - 1)
      problems.push(`${file}:${pending.endLine + 1}: a docs-test marker must be right before its fence`);
    blocks.push({
      file,
      line: i + 1,
      lang: lang.toLowerCase(),
      text: body.join('\n') + '\n',
      ...(pending?.marker && pending.endLine === i - 1 && { marker: pending.marker }),
    });
    pending = undefined;
    i = j;
  }
  if (pending)
    problems.push(`${file}:${pending.endLine + 1}: a docs-test marker must be followed by a fenced block`);
  return { file, blocks, problems };
}

function regex(value: string): RegExp | string {
  const m = /^\/(.*)\/([a-z]*)$/.exec(value);
  if (!m) return `expected /REGEX/, got ${JSON.stringify(value)}`;
  try {
    return new RegExp(m[1]!, m[2]);
  } catch (error) {
    return `bad regular expression ${value}: ${(error as Error).message}`;
  }
}

/** A marker's text after `docs-test:`; a string says what is wrong with it. */
export function parseMarker(body: string): DocsTestMarker | string {
  const [head = '', ...rest] = body.split('\n').map((l) => l.trim());
  const skip = /^skip\s*\((.+)\)$/.exec(head);
  if (skip) {
    if (rest.some((l) => l !== '')) return 'a skip marker takes no other lines';
    return { kind: 'skip', reason: skip[1]!.trim() };
  }
  if (head.startsWith('skip')) return 'skip needs a reason: `docs-test: skip (why)`';
  if (head !== 'run') return `expected \`run\` or \`skip (reason)\`, got ${JSON.stringify(head)}`;
  const run = {
    kind: 'run' as const,
    cwd: undefined as 'temp' | 'repository' | undefined,
    continues: undefined as string | undefined,
    each: false,
    background: undefined as RegExp | undefined,
    exit: 0,
    expect: [] as string[],
    match: [] as RegExp[],
    last: undefined as string | undefined,
    outputBelow: false,
    omit: [] as OmittedLine[],
  };
  for (const line of rest) {
    if (line === '') continue;
    const kv = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!kv) return `expected \`key: value\`, got ${JSON.stringify(line)}`;
    const [, key, value] = kv as unknown as [string, string, string];
    switch (key) {
      case 'cwd':
        if (value !== 'repository' && value !== 'temp') return `cwd: repository or temp, got ${value}`;
        run.cwd = value;
        break;
      case 'continues':
        if (!/^[\w./-]+\.md$/.test(value)) return `continues: a page (README.md, docs/….md), got ${value}`;
        run.continues = value;
        break;
      case 'lines':
        if (value !== 'each') return `lines: each, got ${value}`;
        run.each = true;
        break;
      case 'background': {
        const re = regex(value);
        if (typeof re === 'string') return `background: ${re}`;
        run.background = re;
        break;
      }
      case 'exit':
        if (!/^\d+$/.test(value)) return `exit: a number, got ${value}`;
        run.exit = Number(value);
        break;
      case 'expect':
        if (value === '') return 'expect: needs a text';
        run.expect.push(value);
        break;
      case 'match': {
        const re = regex(value);
        if (typeof re === 'string') return `match: ${re}`;
        run.match.push(re);
        break;
      }
      case 'last':
        run.last = value;
        break;
      case 'output':
        if (value !== 'below') return `output: below, got ${value}`;
        run.outputBelow = true;
        break;
      case 'omit': {
        const m = /^(.+?)\s+\((.+)\)$/.exec(value);
        if (!m) return 'omit: COMMAND (reason)';
        run.omit.push({ command: m[1]!.trim(), reason: m[2]!.trim() });
        break;
      }
      default:
        return `unknown key ${key}`;
    }
  }
  if (run.background && run.exit !== 0) return 'a background block has no exit code to expect';
  if (run.background && run.last !== undefined) return 'a background block has no last line';
  const { background, last, cwd, continues, ...always } = run;
  return {
    ...always,
    ...(background && { background }),
    ...(last !== undefined && { last }),
    ...(cwd && { cwd }),
    ...(continues && { continues }),
  };
}

/** What is wrong with the markers of `pages`: unmarked command blocks, markers on blocks that are not shell. */
export function markerProblems(pages: readonly DocPage[]): string[] {
  const problems = pages.flatMap((p) => p.problems);
  pages.forEach((page, pageIndex) => {
    const runs = page.blocks.filter((b) => b.marker?.kind === 'run');
    runs.forEach((block, runIndex) => {
      const { continues } = block.marker as RunMarker;
      if (continues === undefined) return;
      const where = `${block.file}:${block.line}`;
      if (runIndex > 0) problems.push(`${where}: continues: only on the page's first run block`);
      if (!pages.slice(0, pageIndex).some((p) => p.file === continues))
        problems.push(`${where}: continues: ${continues} is not a page run before this one`);
    });
    page.blocks.forEach((block, index) => {
      const where = `${block.file}:${block.line}`;
      if (!block.marker) {
        if (looksRunnable(block))
          problems.push(
            `${where}: a command block with neither <!-- docs-test: run … --> nor <!-- docs-test: skip (reason) --> before it`,
          );
        return;
      }
      if (block.marker.kind === 'skip') return;
      if (!SHELL_LANGS.has(block.lang)) problems.push(`${where}: only a shell block (sh, bash) can run`);
      if (block.marker.outputBelow && !page.blocks[index + 1])
        problems.push(`${where}: output: below, but no fenced block follows`);
      for (const { command } of block.marker.omit)
        if (!commandLines(typedText(block)).some((l) => commandOf(l) === command))
          problems.push(`${where}: omit: no line of the block is \`${command}\``);
      for (const line of commandLines(typedText(block)))
        if (STARTS_SERVER.test(line) && !/--port[ =]\d+/.test(line))
          problems.push(
            `${where}: \`${commandOf(line)}\` listens on its default port: write --port 4010 (or 4020) so the runner can give it a free one`,
          );
    });
  });
  return problems;
}

/** Blocks that show a terminal session: `$ ` before each command, its output after it. */
const SESSION_LANGS = new Set(['console', 'shell-session']);

/** What a reader types from a block: a session block's `$ ` lines without the prompt, else the whole block. */
export function typedText(block: Pick<DocBlock, 'lang' | 'text'>): string {
  if (!SESSION_LANGS.has(block.lang)) return block.text;
  return block.text
    .split('\n')
    .filter((l) => l.startsWith('$ '))
    .map((l) => `${l.slice(2)}\n`)
    .join('');
}

/** The non-empty, non-comment lines of a block. */
export function commandLines(text: string): string[] {
  return text.split('\n').filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
}

/** A command line without its trailing comment and surrounding space. */
export function commandOf(line: string): string {
  return line.replace(/\s+#.*$/, '').trim();
}

/** The script a run marker runs: the block without its omitted lines (each then one line per script). */
export function scriptsOf(block: DocBlock & { marker: RunMarker }): string[] {
  const omitted = new Set(block.marker.omit.map((o) => o.command));
  const kept = typedText(block)
    .split('\n')
    .filter((l) => !omitted.has(commandOf(l)));
  return block.marker.each ? commandLines(kept.join('\n')) : [kept.join('\n')];
}

/** A line of expected output (`output: below`) as a pattern: `…` stands for any text. */
function linePattern(expected: string): RegExp {
  const parts = expected
    .trimEnd()
    .split('…')
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*?')}\\s*$`);
}

/** What the output of a run lacks, by the marker (an empty list when it has everything). */
export function outputProblems(
  marker: RunMarker,
  output: string,
  shownBelow: string | undefined,
  exitCode: number | null,
): string[] {
  const problems: string[] = [];
  const lines = output.split('\n').map((l) => l.trimEnd());
  if (!marker.background && exitCode !== marker.exit)
    problems.push(`exit code ${String(exitCode)}, expected ${marker.exit}`);
  for (const text of marker.expect)
    if (!lines.some((l) => l.includes(text))) problems.push(`no line contains ${JSON.stringify(text)}`);
  for (const re of marker.match)
    if (!lines.some((l) => re.test(l))) problems.push(`no line matches ${String(re)}`);
  if (marker.last !== undefined) {
    const last = lines.filter((l) => l.trim() !== '').at(-1);
    if (last !== marker.last)
      problems.push(`the last line is ${JSON.stringify(last)}, expected ${JSON.stringify(marker.last)}`);
  }
  if (marker.outputBelow) {
    let from = 0;
    for (const expected of (shownBelow ?? '').split('\n').filter((l) => l.trim() !== '')) {
      const re = linePattern(expected);
      const at = lines.findIndex((l, i) => i >= from && re.test(l));
      if (at < 0) {
        problems.push(`the output shown below is not printed from this line on: ${JSON.stringify(expected)}`);
        break;
      }
      from = at + 1;
    }
  }
  return problems;
}

/** The ports the docs write (the emulator's default, dev's preview default). */
export const DOC_PORTS = [4010, 4020] as const;

/** `text` with each documented port, where it is a port (`:4010`, `--port 4010`), replaced by `ports`. */
export function substitutePorts(text: string, ports: ReadonlyMap<number, number>): string {
  return text.replace(
    /(:|--port[ =])(4010|4020)\b/g,
    (_, lead: string, port: string) => `${lead}${ports.get(Number(port)) ?? port}`,
  );
}

/**
 * The PATH of a reader's terminal: the PATH the tests run with, without the folders npm puts first
 * for its scripts (`node_modules/.bin`, npm's `node-gyp-bin`), which a terminal does not have.
 */
export function terminalPath(path: string, delimiter = ':'): string {
  return path
    .split(delimiter)
    .filter((d) => d !== '' && !/node_modules[\\/]\.bin[\\/]?$/.test(d) && !/node-gyp-bin[\\/]?$/.test(d))
    .join(delimiter);
}

/** `pattern` with each documented port in its source (`:4010`, `--port 4010`) replaced by `ports`. */
export function substitutePattern(pattern: RegExp, ports: ReadonlyMap<number, number>): RegExp {
  return new RegExp(substitutePorts(pattern.source, ports), pattern.flags);
}
