/**
 * Annotations built from hostile messages and paths cannot inject a workflow command: every line
 * @actions/core writes is one `::error`/`::warning` command, with CR/LF escaped inside.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annotateInputIssues, annotatePlan } from '../../src/action/report.js';
import { hostilePlan } from './hostile-plan.js';

function captureStdout(run: () => void): string {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return out;
}

function expectOnlyAnnotations(out: string, count: number) {
  const lines = out.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(count);
  for (const line of lines) expect(line).toMatch(/^::(error|warning) /);
  expect(out).not.toMatch(/\n::(?!error |warning )/);
  expect(out).not.toContain('\n::add-mask::');
}

afterEach(() => vi.restoreAllMocks());

describe('annotations with hostile text', () => {
  it('annotatePlan: one command line per issue, newlines escaped', () => {
    const plan = hostilePlan();
    let n = 0;
    const out = captureStdout(() => {
      n = annotatePlan(plan);
    });
    expect(n).toBe(11);
    expectOnlyAnnotations(out, 11);
    // inertLog also puts a zero-width space before a command start on a new line of the message
    expect(out).toContain('problem: %0A\u200b::add-mask::leak');
    expect(out).toContain('file=site/x%0A%3A%3Awarning%3A%3Ay::warn%0A\u200b::error::injected');
  });

  it('annotateInputIssues: a file name with a newline and a message with a command', () => {
    const out = captureStdout(() =>
      annotateInputIssues(
        [
          {
            code: 'c',
            severity: 'error',
            message: 'bad\r\n::set-output name=x::y',
            file: '/w/site/a\n::stop-commands::t.json',
            line: 1,
          },
          { code: 'w', severity: 'warning', message: 'fine', field: 'x\n::error::f' },
        ],
        (f) => f.replace('/w/', ''),
      ),
    );
    expectOnlyAnnotations(out, 2);
    expect(out).toContain('bad%0A\u200b::set-output name=x::y');
  });
});
