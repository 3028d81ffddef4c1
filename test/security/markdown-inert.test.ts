/**
 * Names from files and from the API are inert in the PR comment and the job summary: outside code
 * spans nothing is HTML, a link, an image or a mention, no table row gains a cell, no name starts a line.
 */
import { describe, expect, it } from 'vitest';
import { buildStickyComment } from '../../src/action/comment-body.js';
import { renderPlanMarkdown } from '../../src/render/markdown.js';
import { HOSTILE, hostilePlan } from './hostile-plan.js';

const ZWJ = '\u200d';
/** Markup sitesync writes itself. */
const OWN_TAGS = /<!-- sitesync:[^>]*-->|<\/?(details|summary|sub)>/g;

/** The text outside inline code spans (sitesync's code spans hold no backtick inside). */
const outsideCode = (md: string) => md.replace(/`[^`\n]*`/g, '');

function expectInert(md: string) {
  const prose = outsideCode(md.replace(OWN_TAGS, ''));
  expect(prose).not.toContain('<');
  expect(prose).not.toContain('](');
  expect(prose.match(/@(?!\u200d)\w/g)).toBeNull();
  expect(prose).not.toMatch(/(?<!:\u200d)\/\/evil\.example/);
  // Every table row has as many cells as its header (a `|` in a name would add one).
  const lines = md.split('\n');
  let cells: number | undefined;
  for (const line of lines) {
    if (!line.startsWith('|')) {
      cells = undefined;
      continue;
    }
    const n = line.replace(/\\\|/g, '').split('|').length;
    cells ??= n;
    expect(n, line).toBe(cells);
  }
  // No hostile text begins a line (a newline in a name would make it a heading, a list item, a command).
  for (const h of HOSTILE)
    for (const part of h.split('\n').slice(1)) {
      expect(lines.some((l) => l.startsWith(part))).toBe(false);
    }
}

describe('markdown inertness of hostile names', () => {
  it('the sticky PR comment', () => {
    const body = buildStickyComment({
      key: 'sitesync.yml',
      plan: hostilePlan(),
      rows: [],
      status: { kind: 'failed', reason: 'platform said: <img src=x> @octocat\n::set-output name=a::b' },
      state: 'open',
      sessions: [],
    });
    expect(body).toContain('`assets/5-col∣umn.txt`');
    expect(body).toContain(`problem: @${ZWJ}octocat`);
    expect(body).toContain('problem: &lt;script&gt;alert\\(1\\)&lt;/script&gt;');
    expect(body).toContain(`> platform said: &lt;img src=x&gt; @${ZWJ}octocat`);
    expectInert(body);
  });

  it('the plan markdown of the job summary', () => {
    const md = renderPlanMarkdown(hostilePlan());
    expect(md).toContain(
      `#### Site @${ZWJ}owner &lt;b&gt;Shop&lt;/b&gt; \\[x\\]\\(javascript:alert\\(1\\)\\)`,
    );
    expectInert(md);
  });

  it('the check itself catches a raw name (it can fail)', () => {
    expect(() => expectInert('| a |\n|---|\n| `x|y` |')).toThrow();
    expect(() => expectInert('hello @octocat')).toThrow();
    expect(() => expectInert('see [x](javascript:alert(1))')).toThrow();
  });
});
