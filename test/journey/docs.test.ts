/**
 * Docs that run (issue 13): every shell block of README.md, CONTRIBUTING.md and docs/*.md is marked
 * `<!-- docs-test: run … -->` or `<!-- docs-test: skip (reason) -->`; each block marked `run` is run
 * by bash as a reader would type it (test/helpers/doc-runner.ts), page by page in document order, and
 * its exit code and output are checked against its marker. docs/testing.md, "Docs that run".
 *
 * Among them is the README's newcomer path: `npm run demo`, then "Try it against the emulator"
 * (terminal 1 left running, terminal 2 as written). `npm ci` is not run: this suite runs from a
 * checkout whose node_modules `npm ci` installed (the block's marker omits it, and says so).
 * Needs a current dist/ (`npm run build`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/cli-process.js';
import {
  commandLines,
  docPage,
  markerProblems,
  outputProblems,
  scriptsOf,
  typedText,
  type DocBlock,
  type DocPage,
  type RunMarker,
} from '../helpers/doc-blocks.js';
import { startDocSession, type DocSession, type PageTerminal } from '../helpers/doc-runner.js';

const FILES = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(PROJECT_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const PAGES: DocPage[] = FILES.map((f) => docPage(f, readFileSync(join(PROJECT_ROOT, f), 'utf8')));

type RunBlock = DocBlock & { marker: RunMarker };
const isRun = (b: DocBlock): b is RunBlock => b.marker?.kind === 'run';
const readme = PAGES.find((p) => p.file === 'README.md')!;
const readmeBlock = (line: string) =>
  readme.blocks.find((b) => commandLines(b.text).some((l) => l.trim().startsWith(line)));

describe('the command blocks of the docs', () => {
  it('are each marked runnable or skipped with a reason', () => {
    expect(markerProblems(PAGES)).toEqual([]);
    // What a user can run against the emulator runs; skips (registry, GitHub, synopses, placeholders) are the exception.
    const blocks = PAGES.flatMap((p) => p.blocks);
    const ran = blocks.filter(isRun).flatMap((b) => commandLines(typedText(b)).map((l) => l.trim()));
    for (const command of [
      'npm run demo',
      'npm run emulator',
      'sitesync emulator',
      'sitesync init',
      'sitesync publish',
      'sitesync apply',
      'sitesync plan',
      'sitesync validate --offline',
      'sitesync validate',
      'sitesync import --catalog',
      'sitesync pull',
      'sitesync ledger show',
      'sitesync ledger forget',
      'sitesync dev',
    ])
      expect(
        ran.some((l) => l.startsWith(command)),
        command,
      ).toBe(true);
    const skipped = blocks.filter((b) => b.marker?.kind === 'skip');
    expect(skipped.length).toBeLessThan(blocks.filter(isRun).length);
  });

  it("the README's newcomer path is among the runnable blocks", () => {
    // npm run demo, then "Try it against the emulator": terminal 1 kept running, terminal 2 after it.
    const demo = readmeBlock('npm run demo');
    const terminal1 = readmeBlock('npm run emulator');
    const terminal2 = readmeBlock('export SITESYNC_BASE_URL=http://127.0.0.1:4010');
    for (const step of ['sitesync init', 'sitesync publish --wait 1m', 'sitesync apply', 'sitesync plan'])
      expect(
        commandLines(terminal2!.text).some((l) => l.startsWith(step)),
        step,
      ).toBe(true);
    for (const block of [demo, terminal1, terminal2]) expect(block?.marker?.kind).toBe('run');
    expect((terminal1!.marker as RunMarker).background).toBeDefined();
    expect(readme.blocks.indexOf(terminal1!)).toBeLessThan(readme.blocks.indexOf(terminal2!));
    expect((demo!.marker as RunMarker).omit.map((o) => o.command)).toEqual(['npm ci', 'npm test']);
  });
});

describe('the marker checker', () => {
  const problemsOf = (markdown: string) => markerProblems([docPage('docs/x.md', markdown)]);

  it('names the file and line of a command block without a marker', () => {
    expect(problemsOf('# T\n\n```sh\nsitesync plan\n```\n')).toEqual([
      'docs/x.md:3: a command block with neither <!-- docs-test: run … --> nor <!-- docs-test: skip (reason) --> before it',
    ]);
    // An unlabelled block holding a command counts; one holding output does not.
    expect(problemsOf('```\nnpx sitesync demo\n```\n')).toHaveLength(1);
    expect(problemsOf('```\nstaged 1 file (41 B) in 62 ms\n```\n')).toEqual([]);
  });

  it('refuses a skip without a reason, a marker apart from its fence, a server on its default port', () => {
    expect(problemsOf('<!-- docs-test: skip -->\n```sh\nls\n```\n')).toContain(
      'docs/x.md:1: skip needs a reason: `docs-test: skip (why)`',
    );
    expect(problemsOf('<!-- docs-test: skip (a synopsis) -->\n\n```sh\nls\n```\n')).toEqual([
      'docs/x.md:1: a docs-test marker must be right before its fence',
      'docs/x.md:3: a command block with neither <!-- docs-test: run … --> nor <!-- docs-test: skip (reason) --> before it',
    ]);
    expect(problemsOf('<!-- docs-test: skip (a synopsis) -->\nSome text.\n```sh\nls\n```\n')).toContain(
      'docs/x.md:1: a docs-test marker must be followed by a fenced block',
    );
    expect(problemsOf('<!-- docs-test: run -->\n```sh\nsitesync emulator --auto-approve\n```\n')).toEqual([
      'docs/x.md:2: `sitesync emulator --auto-approve` listens on its default port: write --port 4010 (or 4020) so the runner can give it a free one',
    ]);
    expect(problemsOf('<!-- docs-test: run\n  exit: two\n-->\n```sh\nls\n```\n')).toContain(
      'docs/x.md:1: exit: a number, got two',
    );
  });

  it('lets a page continue only a page run before it, from its first run block', () => {
    const first = docPage('docs/a.md', '<!-- docs-test: run\n  continues: docs/b.md\n-->\n```sh\nls\n```\n');
    const second = docPage(
      'docs/b.md',
      '<!-- docs-test: run -->\n```sh\nls\n```\n<!-- docs-test: run\n  continues: docs/a.md\n-->\n```sh\nls\n```\n',
    );
    expect(markerProblems([first, second])).toEqual([
      'docs/a.md:4: continues: docs/b.md is not a page run before this one',
      "docs/b.md:8: continues: only on the page's first run block",
    ]);
  });

  it('runs what a reader types: a session block without its prompts and output, without the omitted lines', () => {
    const [block] = docPage(
      'docs/x.md',
      '<!-- docs-test: run\n  omit: npm ci (installed)\n-->\n```console\n$ npm ci\nadded 1 package\n$ sitesync plan\nNo changes.\n```\n',
    ).blocks as [DocBlock & { marker: RunMarker }];
    expect(scriptsOf(block)).toEqual(['sitesync plan\n']);
  });

  it('says what the output lacks', () => {
    const block = docPage(
      'docs/x.md',
      '<!-- docs-test: run\n  exit: 3\n  expect: valid\n  match: /^ok +site\\//\n  last: done\n-->\n```sh\nls\n```\n',
    ).blocks[0]!;
    const marker = block.marker as RunMarker;
    expect(outputProblems(marker, 'ok   site/: 1 file\nvalid\ndone\n', undefined, 3)).toEqual([]);
    expect(outputProblems(marker, 'ok site\nnot it\n', undefined, 0)).toEqual([
      'exit code 0, expected 3',
      'no line contains "valid"',
      'no line matches /^ok +site\\//',
      'the last line is "not it", expected "done"',
    ]);
    const below = docPage('docs/x.md', '<!-- docs-test: run\n  output: below\n-->\n```sh\nls\n```\n')
      .blocks[0]!;
    const shown = 'staged 1 file (… B) in … ms\nstopped.\n';
    const belowMarker = below.marker as RunMarker;
    expect(outputProblems(belowMarker, 'x\nstaged 1 file (41 B) in 62 ms\nstopped.\n', shown, 0)).toEqual([]);
    expect(outputProblems(belowMarker, 'stopped.\nstaged 1 file (41 B) in 62 ms\n', shown, 0)).toEqual([
      'the output shown below is not printed from this line on: "stopped."',
    ]);
  });
});

/** Pages a later page goes on from (`continues:`): their terminal and servers outlive them. */
const CONTINUED = new Set(
  PAGES.flatMap((p) => p.blocks.filter(isRun).map((b) => b.marker.continues ?? '')).filter(Boolean),
);

let session: DocSession;
beforeAll(async () => {
  session = await startDocSession();
});
afterAll(async () => {
  await session?.close();
});

for (const page of PAGES) {
  const runnable = page.blocks.filter(isRun);
  if (runnable.length === 0) continue;
  describe(`${page.file}, as written`, { timeout: 240_000 }, () => {
    let terminal: PageTerminal;
    beforeAll(async () => {
      const continues = runnable[0]!.marker.continues;
      terminal = await session.page(page.file, {
        ...(continues !== undefined && { continues }),
        continued: CONTINUED.has(page.file),
      });
    });
    afterAll(async () => {
      await terminal?.close();
    });
    for (const block of runnable) {
      const first = commandLines(typedText(block))[0]!.trim();
      it(`${page.file}:${block.line} ${first.length > 60 ? `${first.slice(0, 59)}…` : first}`, async () => {
        const next = page.blocks[page.blocks.indexOf(block) + 1];
        const run = await terminal.run(block, next?.text);
        expect(run.problems, run.report).toEqual([]);
      });
    }
  });
}
