/**
 * The inner loop of `sitesync dev`: keeps a development session in step with the working tree.
 *
 * - Start: the tree is read and planned against live (open-session.ts); what differs from the
 *   session is staged.
 * - Each burst of saves (burst-queue.ts) is looked at path by path (local-file.ts) against what
 *   the session holds (session-view.ts); what differs is staged with the apply machinery
 *   (src/apply/site-apply.ts: one `source:batch` per burst, batches ordered so that every
 *   intermediate tree is valid when a burst is over the limits), each write keyed by its content
 *   (dev-keys.ts). Paths that could not be staged stay pending and go with the next burst.
 * - What the platform confirmed is reported, batch by batch: a burst whose later batch fails says
 *   what the batches before it staged, then the failure. A file deleted before its upload could
 *   read it is not staged (and not retried against the platform): the burst is looked at again.
 * - A layout file with a JSON syntax error is caught locally (no request); the platform's
 *   validation errors come back from the write. Either way nothing is staged, the preview keeps
 *   the last valid state, and the errors are shown until a save is staged.
 * - A session that expired or moved on is replaced once, with a message.
 */
import { readFile } from 'node:fs/promises';
import { applySite } from '../apply/site-apply.js';
import { StageError } from '../apply/stage-error.js';
import type { SiteConfig } from '../config/index.js';
import { PlatformError, type PlatformClient } from '../platform/index.js';
import { writesAndDeletes } from '../plan/site/diff.js';
import type { SitePlan } from '../plan/types.js';
import { inertLine } from '../render/inert-text.js';
import { describeError, InputError, SitesyncError } from '../shared/errors.js';
import { silentReporter, type Reporter } from '../shared/reporter.js';
import { readSourceTree, type SourceFile } from '../source/index.js';
import { caseCollisions } from '../source/path-safety.js';
import { SourceGoneError } from '../source/upload-content.js';
import type { DevSessionRecord } from '../state/dev-session-store.js';
import type { DevKeys } from './dev-keys.js';
import { burstLine, issueText, rejectedLines, type DevTerminal } from './dev-output.js';
import { isLayoutJson, jsonSyntaxProblem } from './json-syntax.js';
import { readLocalPath, stampOf, type PathStamp, type WatchedTree } from './local-file.js';
import { openDevSession, type DevSession } from './open-session.js';
import type { DevIssue, DevState, PreviewLink } from './preview-server.js';
import type { SessionView } from './session-view.js';

export interface DevLoopOptions {
  readonly client: PlatformClient;
  readonly site: SiteConfig & { id: string };
  readonly rootDir: string;
  readonly baseUrl: string;
  readonly tree: () => WatchedTree;
  readonly keys: DevKeys;
  readonly sessionName: string;
  readonly terminal: DevTerminal;
  readonly reporter?: Reporter;
  /** The recorded session to continue, if any. */
  readonly previous: DevSessionRecord | undefined;
  /** Records the session after every change (`.sitesync/dev.json`); none with an in-process emulator. */
  readonly save?: (record: DevSessionRecord) => Promise<void>;
  /** The pages' state changed (a burst was staged or rejected). */
  readonly onState?: (state: DevState) => void;
  /** Paths to look at again (a file changed while it was read, or a retry after a failure). */
  readonly requeue: (paths: readonly string[]) => void;
  readonly now?: () => number;
}

export interface DevStats {
  readonly bursts: number;
  readonly lastMs: number | undefined;
  readonly errors: number;
}

/** A failure dev cannot go on from (credentials). */
export class DevFatalError extends SitesyncError {}

const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];
/**
 * The paths of a burst are looked at again this long after they were read: a save still being
 * written when it was read (an editor's truncate, then write) whose last event the watcher folded
 * into the first is caught so, at the cost of a stat per path and no request.
 */
const SETTLE_CHECK_MS = 150;

const issueOf = (i: {
  code?: string;
  message: string;
  path?: string;
  line?: number;
  column?: number;
}): DevIssue => ({
  message: i.message,
  ...(i.code && { code: i.code }),
  ...(i.path !== undefined && { path: i.path }),
  ...(i.line !== undefined && { line: i.line }),
  ...(i.column !== undefined && { column: i.column }),
});

/** The platform refused the content (422): the same content would be refused again. */
function isRefusal(err: unknown): boolean {
  const cause = err instanceof StageError ? err.cause : err;
  return cause instanceof PlatformError && cause.status === 422;
}

/** Said when a session holds the working tree's version of paths whose live version no commit had. */
export function liveEditsWarning(paths: readonly string[]): string {
  const shown = paths.slice(0, 10).map(inertLine).join(', ') + (paths.length > 10 ? ', …' : '');
  const what =
    paths.length === 1
      ? `${shown} as no commit of this checkout has it`
      : `${paths.length} files as no commit of this checkout has them (${shown})`;
  return `live holds ${what}: a teammate's publish not pulled yet, or an edit on the platform. This session and its preview hold the working tree's version instead, and publishing it reverts live's; \`sitesync pull\` writes live's into the working tree (docs/live-edits.md)`;
}

export class DevLoop {
  private session!: DevSession; // set by start()
  private view!: SessionView;
  private readonly dirty = new Set<string>();
  private errors: readonly DevIssue[] = [];
  private bursts = 0;
  private lastMs: number | undefined;
  private warningsSeen = '';
  /** The changes of the last burst that was not staged: the same changes again are not sent again. */
  private rejected = '';
  private retries = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly settleTimers = new Set<NodeJS.Timeout>();
  private fatal: DevFatalError | undefined;
  private preview: { link: Promise<PreviewLink>; revision: string } | undefined;
  private readonly now: () => number;

  constructor(private readonly options: DevLoopOptions) {
    this.now = options.now ?? Date.now;
  }

  get sessionId(): string {
    return this.session.sessionId;
  }

  get revision(): string {
    return this.session.sourceRevision;
  }

  /** Paths the session holds beyond live. */
  get stagedPaths(): number {
    return Object.keys(this.view.staged()).length;
  }

  get stats(): DevStats {
    return { bursts: this.bursts, lastMs: this.lastMs, errors: this.errors.length };
  }

  get state(): DevState {
    return { revision: this.session?.sourceRevision ?? '', errors: this.errors };
  }

  /** Set when dev cannot go on; the command ends with it. */
  get failure(): DevFatalError | undefined {
    return this.fatal;
  }

  /** Opens or continues the session and stages what differs from it. */
  async start(): Promise<void> {
    await this.open(this.options.previous, undefined);
  }

  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const t of this.settleTimers) clearTimeout(t);
    this.settleTimers.clear();
  }

  /** Requeues the paths whose stamp is no longer the one taken before they were read. */
  private settleCheck(stamps: ReadonlyMap<string, PathStamp>): void {
    const timer = setTimeout(() => {
      this.settleTimers.delete(timer);
      const tree = this.options.tree();
      void Promise.all(
        [...stamps].map(async ([path, before]) =>
          (await stampOf(tree, path).catch(() => before)) !== before ? path : undefined,
        ),
      ).then((changed) => {
        const paths = changed.filter((p): p is string => p !== undefined);
        if (paths.length > 0) this.options.requeue(paths);
      });
    }, SETTLE_CHECK_MS);
    timer.unref();
    this.settleTimers.add(timer);
  }

  /** The platform's preview of the current revision (a new one is asked for when the revision moved). */
  previewLink(): Promise<PreviewLink> {
    const { sessionId, sourceRevision } = this.session;
    if (this.preview?.revision === sourceRevision) return this.preview.link;
    const link = this.options.client.sites.sessions
      .preview(this.options.site.id, sessionId, {
        idempotencyKey: this.options.keys.preview(sessionId, sourceRevision),
      })
      .then((p) => {
        const url = new URL(String(p.preview_url ?? ''));
        if (url.protocol !== 'http:' && url.protocol !== 'https:')
          throw new SitesyncError('PREVIEW_URL', `the platform gave a preview URL that is not http(s)`);
        if (!url.pathname.endsWith('/')) url.pathname += '/';
        url.search = '';
        url.hash = '';
        return { url: url.href, revision: p.source_revision ?? sourceRevision };
      });
    this.preview = { link, revision: sourceRevision };
    link.catch(() => {
      if (this.preview?.link === link) this.preview = undefined;
    });
    return link;
  }

  /** One burst of saves: path → time of its first event. */
  async burst(paths: ReadonlyMap<string, number>): Promise<void> {
    if (this.fatal) return;
    const since = Math.min(...paths.values());
    const candidates = new Set([...paths.keys(), ...this.dirty]);
    const tree = this.options.tree();
    const writes: SourceFile[] = [];
    const deletes: string[] = [];
    const problems: DevIssue[] = [];
    const stamps = new Map<string, PathStamp>();
    for (const path of [...candidates].sort()) {
      stamps.set(path, await stampOf(tree, path).catch(() => undefined));
      const local = await readLocalPath(tree, path);
      if (local.kind === 'problem') {
        problems.push(issueOf({ ...local.problem, path }));
        this.dirty.add(path);
      } else if (local.kind === 'file') {
        if (this.view.differs(path, local.file.checksum)) writes.push(local.file);
        else this.dirty.delete(path);
      } else if (this.view.differs(path, undefined)) {
        deletes.push(path);
      } else {
        this.dirty.delete(path);
      }
    }
    this.settleCheck(stamps);
    problems.push(...this.caseProblems(writes, deletes));
    if (problems.length > 0) {
      for (const f of writes) this.dirty.add(f.path);
      for (const p of deletes) this.dirty.add(p);
      this.reject(problems, 'paths the platform cannot hold');
      return;
    }
    if (writes.length === 0 && deletes.length === 0) {
      if (this.errors.length > 0 && this.dirty.size === 0) {
        this.errors = [];
        this.rejected = '';
        this.options.terminal.line('the working tree matches the staged session again');
        this.options.onState?.(this.state);
      }
      return;
    }
    await this.stage(writes, deletes, since);
  }

  /** A folder was removed: every path the session holds below it is looked at. */
  pathsBelow(folder: string): string[] {
    const prefix = `${folder}/`;
    if (!this.view) return []; // before the start: the tree read at the start sees the removal
    return [...this.view.paths()].filter((p) => p.startsWith(prefix));
  }

  /** The whole tree again (`.sitesyncignore` changed): every difference is staged. */
  async resync(): Promise<void> {
    if (this.fatal) return;
    const since = this.now();
    let tree;
    try {
      tree = await readSourceTree(this.options.site.source);
    } catch (err) {
      this.reportReadError(err);
      return;
    }
    const changes = this.view.changesFrom(tree.files);
    const byPath = new Map(tree.files.map((f) => [f.path, f]));
    if (changes.writes.length + changes.deletes.length === 0) return;
    await this.stage(
      changes.writes.map((p) => byPath.get(p)!),
      changes.deletes,
      since,
    );
  }

  private async open(previous: DevSessionRecord | undefined, force: string | undefined): Promise<void> {
    const since = this.now();
    const tree = await readSourceTree(this.options.site.source);
    const opened = await openDevSession({
      client: this.options.client,
      site: this.options.site,
      rootDir: this.options.rootDir,
      baseUrl: this.options.baseUrl,
      tree,
      keys: this.options.keys,
      sessionName: this.options.sessionName,
      reporter: this.options.reporter ?? silentReporter,
      previous,
      ...(force && { force }),
      nowMs: this.now(),
    });
    this.session = opened.session;
    this.view = opened.view;
    this.dirty.clear();
    this.preview = undefined;
    await this.record();
    const { sessionId, sourceRevision } = this.session;
    this.options.terminal.line(
      opened.reused
        ? `continuing session ${sessionId} at ${sourceRevision}`
        : `${opened.replaced ? `${opened.replaced}: ` : ''}opened session ${sessionId} on live ${this.session.baseRevision}`,
    );
    if (opened.liveEdits.length > 0) this.options.terminal.warn(liveEditsWarning(opened.liveEdits));
    const changes = opened.view.changesFrom(tree.files);
    const byPath = new Map(tree.files.map((f) => [f.path, f]));
    if (changes.writes.length + changes.deletes.length > 0) {
      await this.stage(
        changes.writes.map((p) => byPath.get(p)!),
        changes.deletes,
        since,
        force !== undefined,
      );
    } else {
      this.options.terminal.line('the session already holds the working tree: nothing to stage');
    }
  }

  private caseProblems(writes: readonly SourceFile[], deletes: readonly string[]): DevIssue[] {
    const fresh = writes.filter((f) => this.view.get(f.path) === undefined);
    if (fresh.length === 0) return [];
    const gone = new Set(deletes);
    const kept = [...this.view.paths()].filter((p) => !gone.has(p));
    const names = new Set(fresh.map((f) => f.path));
    return caseCollisions([...kept, ...fresh.map((f) => f.path)])
      .filter((p) => names.has(p.path))
      .map((p) => issueOf(p));
  }

  private async syntaxProblems(writes: readonly SourceFile[]): Promise<DevIssue[]> {
    const problems: DevIssue[] = [];
    for (const f of writes) {
      if (!isLayoutJson(f.path) || f.binary) continue;
      const problem = jsonSyntaxProblem(await readFile(f.absPath, 'utf8'));
      if (problem) problems.push({ path: f.path, ...problem, code: 'invalid_json' });
    }
    return problems;
  }

  private reject(issues: readonly DevIssue[], why: string): void {
    this.errors = issues;
    for (const line of rejectedLines(issues, why)) this.options.terminal.line(line);
    this.options.onState?.(this.state);
  }

  private async record(): Promise<void> {
    await this.options.save?.({
      siteId: this.options.site.id,
      baseUrl: this.options.baseUrl,
      ...this.session,
      staged: this.view.staged(),
      updatedAt: new Date(this.now()).toISOString(),
    });
  }

  private async stage(
    writes: readonly SourceFile[],
    deletes: readonly string[],
    since: number,
    replacing = false,
  ): Promise<void> {
    const signature = [...writes.map((f) => `+${f.checksum} ${f.path}`), ...deletes.map((p) => `-${p}`)]
      .sort()
      .join('\n');
    if (signature === this.rejected) {
      // Looked at again (a recheck, or a save of the same bytes): still what was refused.
      for (const f of writes) this.dirty.add(f.path);
      for (const p of deletes) this.dirty.add(p);
      return;
    }
    const syntax = await this.syntaxProblems(writes);
    if (syntax.length > 0) {
      for (const f of writes) this.dirty.add(f.path);
      for (const p of deletes) this.dirty.add(p);
      this.rejected = signature;
      this.reject(syntax, 'JSON syntax');
      return;
    }
    const byPath = new Map(writes.map((f) => [f.path, f]));
    const { site, keys } = this.options;
    const plan: SitePlan = {
      siteId: site.id,
      sourceDir: '.',
      live: { sourceRevision: this.session.baseRevision, fileCount: 0 },
      checksum: { algorithm: 'sha256', basis: 'empty-manifest' },
      diff: writesAndDeletes(writes, deletes),
      validation: { checked: false, errors: [], warnings: [] },
      // A burst is staged in a personal session, not published: the deletion guards hold at apply.
      guards: [],
      blocked: false,
    };
    // What the platform confirmed, batch by batch: all that is reported, even when a later batch fails.
    let bytes = 0;
    let batches = 0;
    let planned = 0;
    let written = 0;
    let deleted = 0;
    const warnings: string[] = [];
    try {
      await applySite({
        client: this.options.client,
        plan,
        tree: { root: this.options.tree().root, files: writes },
        sessionName: this.options.sessionName,
        reporter: silentReporter,
        reuseSession: { ...this.session },
        preview: false,
        batchKey: (batch, revision) =>
          keys.batch(
            this.session.sessionId,
            revision,
            batch.files.map((p) => byPath.get(p)!),
            batch.deletePaths,
          ),
        onBatch: (batch, result, of) => {
          for (const p of batch.files) {
            const f = byPath.get(p)!;
            this.view.record(p, f.checksum);
            bytes += f.byteSize;
            this.dirty.delete(p);
          }
          for (const p of batch.deletePaths) {
            this.view.record(p, null);
            this.dirty.delete(p);
          }
          this.session = { ...this.session, sourceRevision: result.source_revision };
          batches += 1;
          planned = of;
          written += batch.files.length;
          deleted += batch.deletePaths.length;
          for (const w of result.validation?.warnings ?? [])
            warnings.push(issueText(issueOf(w as Parameters<typeof issueOf>[0])));
        },
      });
    } catch (err) {
      for (const f of writes) if (this.view.differs(f.path, f.checksum)) this.dirty.add(f.path);
      for (const p of deletes) if (this.view.differs(p, undefined)) this.dirty.add(p);
      if (batches > 0) {
        // The batches before the one that failed are staged: said so, then the failure.
        this.options.terminal.line(
          burstLine({
            written,
            deleted,
            bytes,
            ms: this.now() - since,
            revision: this.session.sourceRevision,
            batches,
            planned,
          }),
        );
        await this.record();
        this.showWarnings(warnings);
        this.options.onState?.(this.state);
      }
      if (batches === 0 && isRefusal(err)) this.rejected = signature;
      await this.failed(err, [...writes.map((f) => f.path), ...deletes], replacing);
      return;
    }
    this.rejected = '';
    this.retries = 0;
    this.errors = [];
    this.bursts += 1;
    this.lastMs = this.now() - since;
    this.options.terminal.line(
      burstLine({
        written,
        deleted,
        bytes,
        ms: this.lastMs,
        revision: this.session.sourceRevision,
        batches,
      }),
    );
    await this.record();
    this.showWarnings(warnings);
    this.options.onState?.(this.state);
  }

  private showWarnings(warnings: readonly string[]): void {
    const key = [...warnings].sort().join('\n');
    if (key === this.warningsSeen) return;
    this.warningsSeen = key;
    for (const w of warnings) this.options.terminal.warn(w);
  }

  private reportReadError(err: unknown): void {
    if (err instanceof InputError) {
      this.reject(
        err.issues.map((i) => issueOf({ ...i, ...(i.file && { path: i.file }) })),
        err.message.split('\n')[0]!,
      );
      return;
    }
    this.options.terminal.warn(describeError(err));
  }

  private async failed(err: unknown, paths: readonly string[], replacing: boolean): Promise<void> {
    const cause = err instanceof StageError ? err.cause : err;
    if (cause instanceof PlatformError && cause.status === 422) {
      this.reject(
        cause.issues.length > 0 ? cause.issues.map(issueOf) : [issueOf(cause)],
        "the platform's validation",
      );
      return;
    }
    if (cause instanceof SitesyncError && cause.code === 'SOURCE_CHANGED') {
      this.options.requeue(paths);
      return;
    }
    if (cause instanceof SourceGoneError) {
      // Deleted before it could be read: nothing of it was sent, and asking the platform again
      // would not bring it back. The burst is looked at again: what is still there is staged, and
      // the deletion is staged if the session holds the file.
      this.options.terminal.line(
        `${inertLine(cause.path)} was deleted before it could be uploaded: not staged`,
      );
      this.options.requeue(paths);
      return;
    }
    if (cause instanceof PlatformError && (cause.status === 401 || cause.status === 403)) {
      this.fatal = new DevFatalError(cause.code, cause.message, {
        exitCode: cause.exitCode,
        cause,
        ...(cause.hint && { hint: cause.hint }),
      });
      return;
    }
    const gone =
      cause instanceof PlatformError && (cause.status === 404 || cause.errorCode === 'STALE_SOURCE_REVISION');
    if (gone && !replacing) {
      const old = this.session.sessionId;
      const reason =
        cause.errorCode === 'STALE_SOURCE_REVISION'
          ? `session ${old} moved on without this dev (its revision is not ${this.session.sourceRevision})`
          : cause.errorCode === 'SESSION_EXPIRED'
            ? `session ${old} expired`
            : `session ${old} is gone (${cause.errorCode})`;
      await this.replace(reason);
      return;
    }
    const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)]!;
    this.retries += 1;
    this.options.terminal.warn(
      `could not stage: ${describeError(cause)} — trying again in ${delay / 1000} s`,
    );
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.options.requeue([...this.dirty]), delay);
  }

  private async replace(reason: string): Promise<void> {
    const previous: DevSessionRecord = {
      siteId: this.options.site.id,
      baseUrl: this.options.baseUrl,
      ...this.session,
      staged: this.view.staged(),
      updatedAt: new Date(this.now()).toISOString(),
    };
    try {
      await this.open(previous, reason);
    } catch (err) {
      this.reportReadError(err);
    }
  }
}
