/**
 * The sticky pull-request comment, pure: built from the plan and the staging result, found again
 * by a hidden marker, carrying hidden metadata (the PR's session, its revisions and commit) that the
 * next push reads to continue in the same session.
 */
import { catalogTotals } from '../plan/catalog/index.js';
import type { Plan } from '../plan/types.js';
import { planDigest, planHasChanges } from '../render/json.js';
import { renderPlanMarkdown, type MarkdownOptions } from '../render/markdown.js';
import { inertCode, inertMarkdown } from '../render/inert.js';

export const COMMENT_MARKER = '<!-- sitesync:sticky-comment -->';
const META_OPEN = '<!-- sitesync:meta ';
const META_CLOSE = ' -->';
/** GitHub's limit for a comment body. */
export const MAX_COMMENT_CHARS = 65_536;

export interface StagedSessionMeta {
  readonly siteId: string;
  readonly sessionId: string;
  readonly sourceRevision: string;
  /** The live revision the session was opened at. */
  readonly baseRevision: string;
  readonly expiresAt?: string;
  /** The commit whose tree the session holds. */
  readonly commit: string;
  readonly previewUrl?: string;
}

export interface CommentMeta {
  readonly v: 1;
  readonly state: 'open' | 'closed';
  readonly digest: string;
  readonly commit?: string;
  readonly sessions: readonly StagedSessionMeta[];
}

export function encodeMeta(meta: CommentMeta): string {
  return META_OPEN + Buffer.from(JSON.stringify(meta)).toString('base64url') + META_CLOSE;
}

export function parseMeta(body: string | undefined | null): CommentMeta | undefined {
  if (!body) return undefined;
  const start = body.lastIndexOf(META_OPEN);
  if (start < 0) return undefined;
  const end = body.indexOf(META_CLOSE, start + META_OPEN.length);
  if (end < 0) return undefined;
  try {
    const meta = JSON.parse(
      Buffer.from(body.slice(start + META_OPEN.length, end), 'base64url').toString('utf8'),
    ) as CommentMeta;
    return meta && meta.v === 1 && Array.isArray(meta.sessions) ? meta : undefined;
  } catch {
    return undefined;
  }
}

export function hasMarker(body: string | undefined | null): boolean {
  return Boolean(body?.includes(COMMENT_MARKER));
}

export interface CommentInput {
  readonly plan: Plan;
  readonly state: 'open' | 'closed';
  readonly sessions: readonly StagedSessionMeta[];
  /** Link to the workflow run (its summary holds the whole plan). */
  readonly runUrl?: string;
  readonly notices?: readonly string[];
  readonly catalogMarkdown?: MarkdownOptions['catalog'];
}

function statusLine(input: CommentInput, errors: number): string {
  if (input.state === 'closed')
    return '### ⚪ sitesync: pull request closed — the preview is no longer maintained';
  if (errors > 0) return `### 🔴 sitesync: validation failed (${errors} error${errors === 1 ? '' : 's'})`;
  if (!planHasChanges(input.plan)) return '### ✅ sitesync: no changes against live';
  const preview = input.sessions.some((s) => s.previewUrl);
  return `### 🟢 sitesync: changes planned${preview ? ' — preview ready' : ''}`;
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

function safeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function buildCommentBody(
  input: CommentInput,
  options: { maxRows: number; pointer?: string },
): string {
  const errors = input.plan.sites.reduce((n, s) => n + s.validation.errors.length, 0);
  const digest = planDigest(input.plan);
  const lines = [COMMENT_MARKER, statusLine(input, errors), ''];
  lines.push(...summaryTable(input.plan), '');
  for (const s of input.sessions) {
    const url = safeUrl(s.previewUrl);
    if (url && input.state === 'open')
      lines.push(
        `**Preview:** ${url} (session ${inertCode(s.sessionId)}, commit ${inertCode(s.commit.slice(0, 7))})`,
        '',
      );
  }
  for (const n of input.notices ?? []) lines.push(`> ${inertMarkdown(n)}`, '');
  lines.push(
    renderPlanMarkdown(input.plan, {
      maxRows: options.maxRows,
      collapseOver: 10,
      ...(options.pointer && { truncatedPointer: options.pointer }),
      ...(input.catalogMarkdown && { catalog: input.catalogMarkdown }),
    }),
  );
  const commit = input.plan.revision.commit;
  lines.push(
    `<sub>plan digest ${inertCode(digest.slice(0, 16))}${commit ? ` · commit ${inertCode(commit.slice(0, 7))}` : ''}${input.runUrl ? ` · [workflow run](${safeUrl(input.runUrl) ?? ''})` : ''}</sub>`,
  );
  lines.push(
    encodeMeta({ v: 1, state: input.state, digest, ...(commit && { commit }), sessions: input.sessions }),
  );
  return lines.join('\n');
}

/** The comment under GitHub's limit: long sections shrink until it fits, with a pointer to the job summary. */
export function buildStickyComment(input: CommentInput): string {
  for (const maxRows of [100, 30, 10, 3, 0]) {
    const body = buildCommentBody(input, {
      maxRows,
      pointer: 'the job summary of the workflow run lists all of them',
    });
    if (body.length <= MAX_COMMENT_CHARS) return body;
  }
  const meta = encodeMeta({
    v: 1,
    state: input.state,
    digest: planDigest(input.plan),
    sessions: input.sessions,
  });
  return [
    COMMENT_MARKER,
    '### sitesync: the plan is too large for a comment — see the job summary',
    meta,
  ].join('\n');
}
