/**
 * What `sitesync dev` prints: one line per staged burst (files, bytes, time from save to staged;
 * for a burst whose later request failed, what the requests before it staged),
 * the errors of a save that was not staged with file:line:column, and on a TTY a status line kept
 * at the bottom. Text from files or the platform goes through inertLine. The formatters are pure.
 */
import type { Output } from '../cli/output.js';
import { inertLine } from '../render/inert-text.js';
import { formatBytes, plural } from '../render/units.js';
import type { DevIssue } from './preview-server.js';

export interface BurstReport {
  readonly written: number;
  readonly deleted: number;
  /** Bytes of the files written (as uploaded). */
  readonly bytes: number;
  /** From the first save of the burst to the platform's answer. */
  readonly ms: number;
  readonly revision: string;
  /** Requests the platform confirmed. */
  readonly batches: number;
  /** Requests the burst was planned in, when a later one failed (default: `batches`). */
  readonly planned?: number;
}

export function burstLine(r: BurstReport): string {
  const parts: string[] = [];
  if (r.written > 0) parts.push(`${plural(r.written, 'file')} (${formatBytes(r.bytes)})`);
  if (r.deleted > 0) parts.push(`${r.deleted} deleted`);
  const batches =
    r.planned !== undefined && r.planned > r.batches
      ? ` in ${r.batches} of ${r.planned} requests`
      : r.batches > 1
        ? ` in ${r.batches} requests`
        : '';
  return `staged ${parts.join(', ')}${batches} in ${Math.round(r.ms)} ms · ${inertLine(r.revision)}`;
}

export function issueText(issue: DevIssue): string {
  const where = [issue.path, issue.line, issue.column].filter((x) => x !== undefined).join(':');
  const code = issue.code ? ` [${inertLine(issue.code)}]` : '';
  return `${where ? inertLine(where) + ': ' : ''}${inertLine(issue.message)}${code}`;
}

export function rejectedLines(issues: readonly DevIssue[], why: string): string[] {
  return [
    `not staged (${why}); the preview keeps the last valid state:`,
    ...issues.map((i) => `  ${issueText(i)}`),
  ];
}

export interface StatusFacts {
  readonly source: string;
  readonly sessionId: string;
  readonly bursts: number;
  readonly lastMs?: number;
  readonly errors: number;
  readonly busy: boolean;
  readonly previewUrl: string;
}

export function statusLine(s: StatusFacts): string {
  const state = s.busy ? 'staging…' : s.errors > 0 ? `✗ ${plural(s.errors, 'error')}` : '✓ in step';
  const last = s.lastMs === undefined ? '' : ` · last ${Math.round(s.lastMs)} ms`;
  return `${state} · ${s.source}/ → ${inertLine(s.sessionId)} · ${plural(s.bursts, 'burst')} staged${last} · ${s.previewUrl}`;
}

/**
 * Lines on stdout (on stderr with --json, where stdout carries only the final envelope), with the
 * TTY status line cleared before and drawn again after each.
 */
export interface DevTerminal {
  line(text: string): void;
  warn(text: string): void;
  status(text: string): void;
  /** Clears the status line (at the end). */
  clear(): void;
}

export function devTerminal(output: Output): DevTerminal {
  let current = '';
  const around = (print: () => void) => {
    if (current) output.status('');
    print();
    if (current) output.status(current);
  };
  return {
    line: (text) => around(() => (output.json ? output.err(text) : output.out(text))),
    warn: (text) => around(() => output.err(`warning: ${text}`)),
    status(text) {
      current = text;
      output.status(text);
    },
    clear() {
      if (current) output.status('');
      current = '';
    },
  };
}
