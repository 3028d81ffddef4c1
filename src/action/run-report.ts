/**
 * What a run tells the workflow: outputs (written as soon as known) and ONE job summary, written
 * at the end whether the run succeeded, failed or was cancelled, saying what was already done. The summary stays
 * under GitHub's 1 MiB step-summary limit whatever the plan: fixed parts are capped and the plan's
 * tables shrink (dangerous rows first) until the whole fits.
 */
import * as core from '@actions/core';
import type { Plan } from '../plan/types.js';
import { inertMarkdown } from '../render/inert.js';
import { renderPlanMarkdown } from '../render/markdown.js';
import { cancelledMarkdown, type Cancellation } from './cancel-report.js';
import { withoutSecrets } from './secrets.js';

/** GitHub refuses a step summary over 1 MiB; stay clearly under it (bytes of UTF-8). */
export const MAX_SUMMARY_BYTES = 1_000_000;
const MAX_SECTION_LINES = 400;
const MAX_SECTION_BYTES = 120_000;
const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

export interface SummarySection {
  readonly title: string;
  /** Markdown lines, already inert. */
  readonly lines: readonly string[];
}

export interface SummaryInput {
  readonly title: string;
  readonly failure?: string;
  /** Shown instead of `failure`: a cancelled run did not fail. */
  readonly cancelled?: Cancellation;
  /** What was written or decided, plain text (made inert here). */
  readonly done: readonly string[];
  /** Warnings a reader should know (e.g. a missing GitHub permission), plain text. */
  readonly notes: readonly string[];
  readonly sections: readonly SummarySection[];
  readonly plan?: Plan;
}

function capLines(lines: readonly string[], maxLines: number, maxBytes: number): string[] {
  const out: string[] = [];
  let size = 0;
  for (const [i, line] of lines.entries()) {
    const b = bytes(line) + 1;
    if (out.length >= maxLines || size + b > maxBytes) {
      out.push('', `… and ${lines.length - i} more line(s), cut to keep the summary under 1 MiB.`);
      break;
    }
    out.push(line);
    size += b;
  }
  return out;
}

const bullet = (text: string) => `- ${inertMarkdown(text)}`;

/** The job summary's markdown (pure), at most MAX_SUMMARY_BYTES. */
export function buildSummary(input: SummaryInput, maxBytes = MAX_SUMMARY_BYTES): string {
  const head: string[] = [`### ${input.title}`, ''];
  if (input.cancelled) {
    head.push(...capLines(cancelledMarkdown(input.cancelled, '⏹️ '), 40, 8_000), '');
  } else if (input.failure) {
    head.push(
      ...capLines(
        input.failure
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map((l, i) => `> ${i === 0 ? '🔴 **Failed:** ' : ''}${inertMarkdown(l)}`),
        40,
        8_000,
      ),
      '',
    );
  }
  head.push(
    '**Done:**',
    '',
    ...(input.done.length > 0 ? capLines(input.done.map(bullet), 200, 60_000) : ['- nothing was written']),
    '',
  );
  if (input.notes.length > 0)
    head.push('**To know:**', '', ...capLines(input.notes.map(bullet), 50, 30_000), '');
  for (const s of input.sections)
    head.push(`#### ${s.title}`, '', ...capLines(s.lines, MAX_SECTION_LINES, MAX_SECTION_BYTES), '');
  const fixed = head.join('\n') + '\n';
  if (!input.plan) return fixed;
  const budget = maxBytes - bytes(fixed) - 64;
  for (const maxRows of [5000, 2000, 1000, 500, 200, 50, 10, 0]) {
    const plan = renderPlanMarkdown(input.plan, {
      maxRows,
      collapseOver: 50,
      truncatedPointer: 'the plan JSON of the `plan-json` output lists all of them',
    });
    if (bytes(plan) <= budget) return `${fixed}#### Plan\n\n${plan}`;
  }
  return `${fixed}The plan is too large to show here: the \`plan-json\` output holds all of it.\n`;
}

export class RunReport {
  readonly done: string[] = [];
  readonly notes: string[] = [];
  readonly sections: SummarySection[] = [];
  readonly outputs = new Map<string, string>();
  plan: Plan | undefined;
  failure: string | undefined;
  cancelled: Cancellation | undefined;

  constructor(public title: string) {}

  setOutput(name: string, value: string): void {
    // A workflow may post an output anywhere; the runner does not mask what a later step posts.
    const shown = withoutSecrets(value);
    this.outputs.set(name, shown);
    core.setOutput(name, shown);
  }

  didWrite(text: string): void {
    this.done.push(text);
  }

  note(text: string): void {
    this.notes.push(text);
  }

  section(title: string, lines: readonly string[]): void {
    this.sections.push({ title, lines });
  }

  summary(): string {
    return buildSummary({
      title: this.title,
      ...(this.failure && { failure: this.failure }),
      ...(this.cancelled && { cancelled: this.cancelled }),
      done: this.done,
      notes: this.notes,
      sections: this.sections,
      ...(this.plan && { plan: this.plan }),
    });
  }

  async write(): Promise<void> {
    await core.summary.addRaw(withoutSecrets(this.summary())).write({ overwrite: true });
  }
}
