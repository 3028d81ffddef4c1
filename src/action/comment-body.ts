/**
 * The sticky pull-request comment, pure: a status block (⏳ working, 🔴 failed with the reason,
 * ⏹️ cancelled, 🟢 ready, ✅ no changes, ⚪ closed), after the merge an outcome block (⏹️ when that
 * run was cancelled: where it stopped, in the job summary's words), the plan with each site's
 * preview labelled, and the hidden metadata. Every text from files, the platform or GitHub is made
 * inert for markdown. The whole body stays under GitHub's 65,536 characters whatever the plan:
 * tables shrink (dangerous rows first, see render/) and the metadata falls back to digests.
 */
import { describeCatalogCounts } from '../apply/catalog/describe.js';
import { undecidedWords } from '../apply/publish.js';
import { catalogTotals } from '../plan/catalog/index.js';
import type { Plan } from '../plan/types.js';
import { inertCode, inertMarkdown } from '../render/inert.js';
import { planDigest, planHasChanges } from '../render/json.js';
import { renderPlanMarkdown } from '../render/markdown.js';
import {
  commentMarker,
  encodeMetaWithRows,
  type CommentMeta,
  type CommentStatus,
  type MergeOutcome,
  type StagedSessionMeta,
} from './comment-meta.js';
import type { PlanRow } from './reviewed-plan.js';
import { cancelledMarkdown } from './cancel-report.js';

/** GitHub's limit for a comment body. */
export const MAX_COMMENT_CHARS = 65_536;
/** Room kept for a status block and an outcome block written later into a built body. */
const BLOCK_CHARS = 3_000;
const BODY_BUDGET = MAX_COMMENT_CHARS - 2 * BLOCK_CHARS - 500;

const STATUS_OPEN = '<!-- sitesync:status -->';
const STATUS_CLOSE = '<!-- sitesync:/status -->';
const OUTCOME_OPEN = '<!-- sitesync:outcome -->';
const OUTCOME_CLOSE = '<!-- sitesync:/outcome -->';

/** Untrusted text as quoted markdown lines, capped so a block never outgrows its room. */
export function quoted(text: string, maxChars = 1_500): string[] {
  const capped = text.length > maxChars ? text.slice(0, maxChars) + ' …' : text;
  return capped
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 20)
    .map((l) => `> ${inertMarkdown(l)}`);
}

function capBlock(lines: string[]): string[] {
  const out: string[] = [];
  let n = 0;
  for (const line of lines) {
    if (n + line.length + 1 > BLOCK_CHARS - 100) {
      out.push('> …');
      break;
    }
    out.push(line);
    n += line.length + 1;
  }
  return out;
}

export type StatusInput =
  | { readonly kind: 'working'; readonly commit: string; readonly shownCommit?: string }
  | { readonly kind: 'ready' | 'planned' | 'no-changes' }
  | { readonly kind: 'invalid'; readonly errors: number }
  | { readonly kind: 'failed'; readonly reason: string; readonly shownCommit?: string }
  | {
      readonly kind: 'cancelled';
      /** The commit the cancelled run was for. */
      readonly commit: string;
      readonly signal: string;
      /** The commit whose plan the comment still shows (an earlier run's). */
      readonly shownCommit?: string;
      /** Sessions the run was staging into when it stopped: what they hold is not known. */
      readonly cutSessions?: readonly string[];
    }
  | { readonly kind: 'closed'; readonly merged: boolean };

const short = (sha: string) => inertCode(sha.slice(0, 7));

export function statusLines(status: StatusInput): string[] {
  switch (status.kind) {
    case 'working':
      return [
        `### ⏳ sitesync: planning commit ${short(status.commit)} …`,
        ...(status.shownCommit
          ? ['', `> The plan below is the one of commit ${short(status.shownCommit)}, until this run ends.`]
          : []),
      ];
    case 'ready':
      return ['### 🟢 sitesync: changes planned — preview ready'];
    case 'planned':
      return ['### 🟢 sitesync: changes planned'];
    case 'no-changes':
      return ['### ✅ sitesync: no changes against live'];
    case 'invalid':
      return [
        `### 🔴 sitesync: validation failed (${status.errors} error${status.errors === 1 ? '' : 's'})`,
        '',
        '> Nothing was staged. Fix the errors annotated on the files and push again.',
      ];
    case 'failed':
      return [
        '### 🔴 sitesync: the run failed',
        '',
        ...quoted(status.reason),
        ...(status.shownCommit
          ? ['>', `> The plan below is the one of commit ${short(status.shownCommit)}, the last one made.`]
          : []),
      ];
    case 'cancelled':
      return [
        `### ⏹️ sitesync: the run for commit ${short(status.commit)} was cancelled`,
        '',
        `> The job was cancelled (${inertMarkdown(status.signal)}) before the run ended. Re-run it to plan and preview this commit.`,
        ...(status.shownCommit
          ? ['>', `> The plan below is the one of commit ${short(status.shownCommit)}, the last one made.`]
          : []),
        ...(status.cutSessions ?? []).flatMap((id) => [
          '>',
          `> Staging into session ${inertCode(id)} was cut off: it may hold part of this commit, so its preview is no longer shown. The next run stages in a new session.`,
        ]),
      ];
    case 'closed':
      return [
        `### ⚪ sitesync: pull request ${status.merged ? 'merged' : 'closed'} — the preview is no longer maintained`,
      ];
  }
}

export function metaStatusOf(status: StatusInput): CommentStatus {
  return status.kind === 'closed' ? 'planned' : status.kind;
}

function replaceBlock(body: string, open: string, close: string, lines: string[] | undefined): string {
  const start = body.indexOf(open);
  const end = body.indexOf(close);
  const block = lines ? [open, ...capBlock(lines), close].join('\n') : '';
  if (start >= 0 && end > start) {
    const after = body.slice(end + close.length);
    return body.slice(0, start) + block + (block ? after : after.replace(/^\n/, ''));
  }
  if (!lines) return body;
  // no such block yet: after the status block, else after the marker line
  const anchor = body.indexOf(STATUS_CLOSE);
  const at = anchor >= 0 ? anchor + STATUS_CLOSE.length : Math.max(0, body.indexOf('\n'));
  return body.slice(0, at) + '\n' + block + body.slice(at);
}

/** The body without the preview links of `sessionIds` (lines previewLines wrote). */
export function withoutPreviews(body: string, sessionIds: readonly string[]): string {
  if (sessionIds.length === 0) return body;
  const of = sessionIds.map((id) => `(session ${inertCode(id)}, `);
  const lines = body.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('**Preview') && of.some((o) => line.includes(o))) {
      if (lines[i + 1] === '') i++;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** The body with its status block replaced. */
export function withStatus(body: string, status: StatusInput): string {
  return replaceBlock(body, STATUS_OPEN, STATUS_CLOSE, statusLines(status));
}

/** The merge's outcome as lines of the outcome block; `rows` (differing rows) as many as fit. */
export function outcomeLines(
  outcome: MergeOutcome,
  prNumber?: number,
  rows: readonly string[] = [],
): string[] {
  const heading =
    outcome.result === 'applied'
      ? '🚀 applied'
      : outcome.result === 'nothing'
        ? '✅ nothing to apply'
        : outcome.result === 'refused'
          ? '⛔ not applied'
          : outcome.result === 'partial'
            ? '🟠 applied in part'
            : outcome.result === 'cancelled'
              ? '⏹️ cancelled'
              : '🔴 failed';
  const lines = [
    `#### sitesync after the merge (commit ${short(outcome.commit)}${prNumber ? `, #${prNumber}` : ''}): ${heading}`,
    '',
  ];
  // The CLI's line (describeCatalogCounts): an earlier run's writes, replayed, said apart.
  if (outcome.catalog) {
    const c = outcome.catalog;
    lines.push(
      `- ${describeCatalogCounts({
        done: c.written - (c.unread ?? 0),
        adopted: c.adopted ?? 0,
        failed: c.failed,
        blocked: c.blocked ?? 0,
        ...(c.unread && { unread: c.unread }),
        ...(c.unknown && { unknown: c.unknown }),
        ...(c.replayed && { replayed: c.replayed }),
        ...(c.replayedAfterLostAnswer && { replayedAfterLostAnswer: c.replayedAfterLostAnswer }),
      })}`,
    );
  }
  for (const line of outcome.cancelled?.written ?? []) lines.push(`- ${inertMarkdown(line)}`);
  // A request the wait ended undecided on: the CLI's words of it (undecidedWords).
  for (const p of outcome.publishRequests) {
    const undecided = undecidedWords(p, p.status);
    lines.push(
      `- site ${inertCode(p.siteId)}: publish request ${inertCode(p.requestId)}${undecided === undefined ? ` is ${inertMarkdown(p.status)}` : `: ${inertMarkdown(undecided)}`}`,
    );
  }
  if (outcome.cancelled) lines.push('', ...cancelledMarkdown(outcome.cancelled));
  if (outcome.message) lines.push('', ...quoted(outcome.message, 600));
  if (rows.length > 0) {
    lines.push('');
    let room = BLOCK_CHARS - 200 - lines.join('\n').length;
    for (const [i, row] of rows.entries()) {
      const line = `- ${inertCode(row)}`;
      if (line.length + 1 > room) {
        lines.push(`- … and ${rows.length - i} more: the job summary of the run lists every one`);
        break;
      }
      lines.push(line);
      room -= line.length + 1;
    }
  }
  return lines;
}

export function withOutcome(
  body: string,
  outcome: MergeOutcome | undefined,
  prNumber?: number,
  rows: readonly string[] = [],
): string {
  return replaceBlock(
    body,
    OUTCOME_OPEN,
    OUTCOME_CLOSE,
    outcome ? outcomeLines(outcome, prNumber, rows) : undefined,
  );
}

export interface CommentInput {
  readonly key: string;
  readonly plan: Plan;
  readonly rows: readonly PlanRow[];
  readonly status: StatusInput;
  readonly state: 'open' | 'closed';
  readonly sessions: readonly StagedSessionMeta[];
  /** A person's name for each site (its name or source folder), by site id. */
  readonly siteLabels?: ReadonlyMap<string, string>;
  readonly runUrl?: string;
  readonly notices?: readonly string[];
  readonly outcome?: MergeOutcome;
}

function summaryTable(plan: Plan): string[] {
  const rows = ['| | add | change | delete | unchanged |', '|---|---:|---:|---:|---:|'];
  for (const s of plan.sites) {
    const c = s.diff.counts;
    rows.push(
      `| site ${inertCode(s.sourceDir + '/')} | ${c.added} | ${c.modified} | ${c.deleted} | ${c.unchanged} |`,
    );
  }
  if (plan.catalog) {
    const t = catalogTotals(plan.catalog);
    rows.push(`| catalog (merge applies it) | ${t.create} | ${t.update} | ${t.archive} | ${t.unchanged} |`);
  }
  return rows;
}

export function safeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

function previewLines(input: CommentInput): string[] {
  if (input.state !== 'open') return [];
  const many = input.plan.sites.length > 1;
  const out: string[] = [];
  for (const s of input.sessions) {
    const url = safeUrl(s.previewUrl);
    if (!url) continue;
    const label = input.siteLabels?.get(s.siteId);
    const who = many ? ` — ${label ? inertMarkdown(label) + ' ' : ''}(${inertCode(s.siteId)})` : '';
    out.push(
      `**Preview${who}:** ${url} (session ${inertCode(s.sessionId)}, commit ${inertCode(s.commit.slice(0, 7))})`,
      '',
    );
  }
  return out;
}

function metaOf(input: CommentInput): Omit<CommentMeta, 'reviewed'> {
  const commit = input.plan.revision.commit;
  return {
    v: 2,
    key: input.key,
    state: input.state,
    status: metaStatusOf(input.status),
    ...(commit && { commit }),
    digest: planDigest(input.plan),
    sessions: input.sessions,
    ...(input.outcome && { outcome: input.outcome }),
  };
}

export function buildCommentBody(
  input: CommentInput,
  options: { maxRows: number; pointer?: string },
): string {
  const digest = planDigest(input.plan);
  const commit = input.plan.revision.commit;
  const lines = [commentMarker(input.key), STATUS_OPEN, ...capBlock(statusLines(input.status)), STATUS_CLOSE];
  if (input.outcome) lines.push(OUTCOME_OPEN, ...capBlock(outcomeLines(input.outcome)), OUTCOME_CLOSE);
  lines.push('', `<sub>config ${inertCode(input.key)}</sub>`, '');
  lines.push(...summaryTable(input.plan), '', ...previewLines(input));
  for (const n of input.notices ?? []) lines.push(...quoted(n, 600), '');
  lines.push(
    renderPlanMarkdown(input.plan, {
      maxRows: options.maxRows,
      collapseOver: 10,
      ...(options.pointer && { truncatedPointer: options.pointer }),
    }),
  );
  if (!planHasChanges(input.plan)) lines.push('');
  lines.push(
    `<sub>plan digest ${inertCode(digest.slice(0, 16))}${commit ? ` · commit ${inertCode(commit.slice(0, 7))}` : ''}${input.runUrl && safeUrl(input.runUrl) ? ` · [workflow run](${safeUrl(input.runUrl)})` : ''}</sub>`,
  );
  lines.push(encodeMetaWithRows(metaOf(input), input.rows));
  return lines.join('\n');
}

/** The comment under GitHub's limit (with room for later blocks): tables shrink until it fits. */
export function buildStickyComment(input: CommentInput): string {
  for (const maxRows of [100, 30, 10, 3, 0]) {
    const body = buildCommentBody(input, {
      maxRows,
      pointer: 'the job summary of the workflow run lists all of them',
    });
    if (body.length <= BODY_BUDGET) return body;
  }
  return [
    commentMarker(input.key),
    STATUS_OPEN,
    ...capBlock(statusLines(input.status)),
    STATUS_CLOSE,
    '',
    '**The plan is too large for a comment:** the job summary of the workflow run lists it.',
    encodeMetaWithRows(metaOf(input), input.rows),
  ].join('\n');
}
