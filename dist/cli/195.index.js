export const id = 195;
export const ids = [195];
export const modules = {

/***/ 2998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k: () => (/* binding */ applySite)
});

// UNUSED EXPORTS: creatingFiles

// EXTERNAL MODULE: ./src/plan/site/diff.ts
var diff = __webpack_require__(6088);
// EXTERNAL MODULE: ./src/source/index.ts + 3 modules
var source = __webpack_require__(424);
// EXTERNAL MODULE: ./src/source/upload-content.ts
var upload_content = __webpack_require__(3208);
;// CONCATENATED MODULE: ./src/source/upload-body.ts
/**
 * The body of a source write (`source:batch`, or the request that creates a site from source) as
 * a stream of small chunks: its canonical JSON (src/shared/canonical-json.ts: keys sorted, no
 * whitespace), produced file by file. Each file is read, checked against the plan's checksum
 * (a file edited since fails with `SOURCE_CHANGED`), encoded into the chunks (text as a JSON
 * string, binary as base64) and dropped before the next is read, so no body of 8 MiB ever exists
 * whole. Every `chunks()` call produces the same bytes again: the transport hashes them for the
 * Idempotency-Key and counts them in a first pass, then sends them, again on every retry.
 *
 * The bytes are exactly those `canonicalJson` (and the key's canonical digest) produce for the
 * body with `files` as `{path: {content, encoding}}`, as `UploadReader.read` builds it.
 */

/** Size of the chunks handed out (the last of a body may be shorter). */
const CHUNK = 64 * 1024;
/** Input taken at a time from a file: a multiple of 3, so base64 pieces join without padding. */
const SLICE = 48 * 1024;
/** JSON escapes of the bytes below 0x20, `"` and `\` (as JSON.stringify writes them). */
const ESCAPES = Array.from({ length: 0x80 }, (_, b) => b < 0x20 || b === 0x22 || b === 0x5c
    ? Buffer.from(JSON.stringify(String.fromCharCode(b)).slice(1, -1))
    : undefined);
/** Gathers bytes into chunks of CHUNK bytes; full chunks wait in `ready` until taken. */
class ChunkWriter {
    buffer = Buffer.allocUnsafe(CHUNK);
    length = 0;
    ready = [];
    put(bytes) {
        for (let offset = 0; offset < bytes.length;) {
            const n = Math.min(bytes.length - offset, CHUNK - this.length);
            this.buffer.set(bytes.subarray(offset, offset + n), this.length);
            this.length += n;
            offset += n;
            if (this.length === CHUNK)
                this.seal();
        }
    }
    text(value) {
        this.put(Buffer.from(value, 'utf8'));
    }
    /** UTF-8 text bytes as the inside of a JSON string: ASCII escapes, everything else as it is. */
    escaped(bytes) {
        let start = 0;
        for (let i = 0; i < bytes.length; i++) {
            const b = bytes[i];
            if (b >= 0x20 && b !== 0x22 && b !== 0x5c)
                continue;
            this.put(bytes.subarray(start, i));
            this.put(ESCAPES[b]);
            start = i + 1;
        }
        this.put(bytes.subarray(start));
    }
    /** The full chunks so far (and, at the end, the rest). */
    take(end = false) {
        if (end && this.length > 0)
            this.seal();
        const out = this.ready;
        this.ready = [];
        return out;
    }
    seal() {
        this.ready.push(this.buffer.subarray(0, this.length));
        this.buffer = Buffer.allocUnsafe(CHUNK);
        this.length = 0;
    }
}
/** Sorts as the canonical JSON does (Object.keys(...).sort(): by UTF-16 code units). */
const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Canonical JSON of a small value (as src/shared/canonical-digest.ts writes it). */
function canonical(value) {
    if (Array.isArray(value))
        return `[${value.map((v) => (isOmitted(v) ? 'null' : canonical(v))).join(',')}]`;
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
        const members = Object.keys(value)
            .sort()
            .filter((k) => !isOmitted(value[k]))
            .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`);
        return `{${members.join(',')}}`;
    }
    const text = JSON.stringify(value);
    if (text === undefined)
        throw new TypeError(`canonical JSON of a ${typeof value} is undefined`);
    return text;
}
function isOmitted(value) {
    return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
function sourceWriteBody(body) {
    const files = body.files && [...body.files].sort((a, b) => byCodeUnits(a.path, b.path));
    const keys = Object.keys(body.fields).filter((k) => k !== 'files' && !isOmitted(body.fields[k]));
    if (files)
        keys.push('files');
    keys.sort();
    // Scratch buffers for reading, one per production in progress (a retry may start one while an
    // abandoned attempt's is still finishing its read).
    const idle = [];
    async function* produce(scratch) {
        const out = new ChunkWriter();
        out.text('{');
        for (const [i, key] of keys.entries()) {
            out.text(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`);
            if (key !== 'files') {
                out.text(canonical(body.fields[key]));
                continue;
            }
            out.text('{');
            for (const [j, file] of files.entries()) {
                const { bytes, binary } = await (0,upload_content/* readVerifiedBytes */.oL)(file, scratch);
                out.text(`${j > 0 ? ',' : ''}${JSON.stringify(file.path)}:{"content":"`);
                for (let start = 0; start < bytes.length; start += SLICE) {
                    const slice = bytes.subarray(start, Math.min(start + SLICE, bytes.length));
                    if (binary)
                        out.text(slice.toString('base64'));
                    else
                        out.escaped(slice);
                    yield* out.take();
                }
                out.text(`","encoding":"${binary ? 'base64' : 'utf8'}"}`);
            }
            out.text('}');
        }
        out.text('}');
        yield* out.take(true);
    }
    return {
        async *chunks() {
            const scratch = idle.pop() ?? (0,upload_content/* createReadScratch */.ft)();
            try {
                yield* produce(scratch);
            }
            finally {
                idle.push(scratch);
            }
        },
    };
}

// EXTERNAL MODULE: ./src/apply/stage-error.ts
var stage_error = __webpack_require__(9205);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
;// CONCATENATED MODULE: ./src/apply/site-apply.ts





/** Files the platform validates structurally must arrive with the first, source-first request. */
const isStructural = (path) => !path.startsWith('assets/');
const asAdded = (files) => files.map((f) => ({ path: f.path, kind: 'added' }));
/**
 * The files of the request that creates a site from source: the whole tree when it fits in one
 * request; else the structural files when they fit (the platform validates the tree it creates);
 * else `site.json` alone, a valid tree on which the batches after it build in dependency order
 * (templates and assets, then pages, content, navigation). The structural files of a large site
 * (2,412 in the bench's L fixture) used to go in one request over the 1,000-path limit.
 */
function creatingFiles(files, sizeOf, limits) {
    if ((0,source/* planBatches */.un)(asAdded(files), sizeOf, limits).length === 1)
        return [...files];
    const structural = files.filter((f) => isStructural(f.path));
    if ((0,source/* planBatches */.un)(asAdded(structural), sizeOf, limits).length === 1)
        return structural;
    return files.filter((f) => f.path === 'site.json');
}
/**
 * Stages the site change of a plan in a development session: open (or create the site from
 * source), write the change in `source:batch` requests under the limits, each based on the
 * revision the previous one returned, then request a preview.
 */
async function applySite(options) {
    const { client, plan, tree, reporter } = options;
    // Callers stop on a blocked plan before any write; this is the backstop (src/plan/site/guards.ts).
    const standing = plan.guards.filter((g) => !g.overridden);
    if (standing.length > 0)
        throw new errors/* SitesyncError */.fj('SITE_GUARD', `site ${plan.siteId ?? plan.sourceDir}: blocked by a site guard, nothing was written: ${standing.map((g) => `${g.code}: ${g.message}`).join('; ')}`, { exitCode: errors/* ExitCode */.yU.blockedByGuard });
    const limits = options.limits ?? source/* DEFAULT_BATCH_LIMITS */.a1;
    const byPath = new Map(tree.files.map((f) => [f.path, f]));
    let changes = (0,diff/* allSiteChanges */.Gu)(plan.diff);
    let siteId = plan.siteId ?? '';
    let sessionId = options.reuseSession?.sessionId ?? '';
    let revision = options.reuseSession?.sourceRevision ?? '';
    let previewUrl;
    let expiresAt;
    let baseRevision = plan.live?.sourceRevision ?? null;
    let batches = 0;
    let written = 0;
    let deleted = 0;
    const warnings = [];
    const sizeOf = (path) => byPath.get(path)?.encodedBytes ?? 0;
    const replayed = { session: false, batches: 0, written: 0, deleted: 0 };
    const lostAnswer = { session: false, batches: 0, written: 0, deleted: 0 };
    const wasReplayed = (answer) => client.transport.wasReplayed?.(answer) === true;
    const wasLostAnswerReplay = (answer) => client.transport.wasLostAnswerReplay?.(answer) === true;
    /** How an answer was a replay, for the steps done: of an earlier run, or of this run's lost answer. */
    const replayWords = (answer) => wasReplayed(answer)
        ? 'already done: replayed'
        : wasLostAnswerReplay(answer)
            ? 'its answer lost: replayed on retry'
            : undefined;
    const replayNote = (answer) => {
        const words = replayWords(answer);
        return words === undefined ? '' : `, ${words}`;
    };
    return (0,stage_error/* runStages */.J)([
        {
            name: 'open-session',
            run: async (done) => {
                if (options.reuseSession) {
                    baseRevision = options.reuseSession.baseRevision;
                    expiresAt = options.reuseSession.expiresAt;
                    done.push(`continued session ${sessionId}`);
                    return;
                }
                if (plan.siteId === null) {
                    // Source-first: the structural files in the creating request (the platform validates
                    // the tree it creates), the rest in batches afterwards if it does not fit in one.
                    const first = creatingFiles(tree.files, sizeOf, limits);
                    // Bodies are streamed, file by file: a body of 8 MiB never exists whole in memory.
                    const session = await client.sites.sessions.createFromSourceStreamed(sourceWriteBody({
                        fields: {
                            name: options.sessionName,
                            message: `sitesync: new site from ${options.origin ?? plan.sourceDir}/`,
                        },
                        files: first,
                    }), options.creationKeyScope);
                    siteId = session.site_id;
                    sessionId = session.id;
                    revision = session.source_revision;
                    expiresAt = session.expires_at ?? undefined;
                    const sent = new Set(first.map((f) => f.path));
                    changes = changes.filter((c) => !sent.has(c.path));
                    written += first.length;
                    if (wasReplayed(session)) {
                        replayed.session = true;
                        replayed.written += first.length;
                    }
                    lostAnswer.session = wasLostAnswerReplay(session);
                    if (lostAnswer.session)
                        lostAnswer.written += first.length;
                    done.push(`created site ${siteId} with session ${sessionId} (${first.length} files${replayNote(session)})`);
                    return;
                }
                const session = await client.sites.sessions.create(plan.siteId, {
                    source_revision: plan.live.sourceRevision,
                    name: options.sessionName,
                });
                sessionId = session.id;
                revision = session.source_revision;
                expiresAt = session.expires_at ?? undefined;
                replayed.session = wasReplayed(session);
                lostAnswer.session = wasLostAnswerReplay(session);
                const words = replayWords(session);
                done.push(`opened session ${sessionId} at ${plan.live.sourceRevision}${words === undefined ? '' : ` (${words})`}`);
            },
        },
        {
            name: 'write-source',
            run: async (done) => {
                const planned = (0,source/* planBatches */.un)(changes, sizeOf, limits);
                const batchBytes = (files) => files.reduce((n, p) => n + sizeOf(p), 0);
                if (planned.length === 0)
                    return;
                const bar = reporter.progress('uploading source', planned.length, {
                    unit: 'batches',
                    totalBytes: planned.reduce((n, b) => n + batchBytes(b.files), 0),
                });
                try {
                    for (const batch of planned) {
                        const body = sourceWriteBody({
                            fields: {
                                source_revision: revision,
                                ...(batch.deletePaths.length > 0 && { delete_paths: [...batch.deletePaths] }),
                            },
                            ...(batch.files.length > 0 && { files: batch.files.map((p) => byPath.get(p)) }),
                        });
                        const result = await client.sites.sessions.writeBatchStreamed(siteId, sessionId, body, options.batchKey?.(batch, revision));
                        revision = result.source_revision;
                        options.onBatch?.(batch, result, planned.length);
                        batches += 1;
                        written += result.written_count;
                        deleted += result.deleted_count;
                        if (wasReplayed(result)) {
                            replayed.batches += 1;
                            replayed.written += result.written_count;
                            replayed.deleted += result.deleted_count;
                        }
                        if (wasLostAnswerReplay(result)) {
                            lostAnswer.batches += 1;
                            lostAnswer.written += result.written_count;
                            lostAnswer.deleted += result.deleted_count;
                        }
                        for (const w of result.validation?.warnings ?? [])
                            warnings.push(w);
                        done.push(`batch ${batches}/${planned.length} (${batch.files.length} written, ${batch.deletePaths.length} deleted${replayNote(result)})`);
                        bar.tick(1, batchBytes(batch.files));
                    }
                }
                finally {
                    bar.done();
                }
            },
        },
        {
            name: 'preview',
            run: async (done) => {
                if (options.preview === false)
                    return;
                const preview = await client.sites.sessions.preview(siteId, sessionId);
                previewUrl = preview.preview_url ?? undefined;
                if (previewUrl === undefined) {
                    reporter.warn('the preview answer carries no preview_url (not shown in the contract): no preview link');
                }
                done.push(previewUrl === undefined ? 'preview requested (no link in the answer)' : `preview ${previewUrl}`);
            },
        },
    ], () => ({
        siteId,
        createdSite: plan.siteId === null,
        sessionId,
        sourceRevision: revision,
        baseRevision,
        expiresAt,
        previewUrl,
        batches,
        written,
        deleted,
        warnings,
        replayed: { ...replayed },
        replayedAfterLostAnswer: { ...lostAnswer },
    }));
}


/***/ }),

/***/ 9205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ runStages),
/* harmony export */   Z: () => (/* binding */ StageError)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

/**
 * A stage of an apply failed: names the stage and what it had already done, keeps the cause.
 * It claims nothing about writes it cannot see: the caller that keeps the request tally adds
 * "Nothing was written." (or what was) with `withWrites` (src/apply/write-tally.ts).
 */
class StageError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj {
    stage;
    done;
    reason;
    constructor(stage, done, cause, writes) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        const doneText = done.length > 0 ? ` Already done: ${done.join('; ')}.` : '';
        super('APPLY_STAGE_FAILED', `apply failed at stage "${stage}": ${reason}.${doneText}${writes ? ` ${writes}` : ''}`, {
            cause,
            exitCode: cause instanceof _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj && cause.exitCode !== _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.failure
                ? cause.exitCode
                : _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.failure,
            hint: (cause instanceof _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj && cause.hint) ||
                'rerun the same commit: every write carries the same idempotency key, so what was done is replayed, not repeated',
        });
        this.name = 'StageError';
        this.stage = stage;
        this.done = done;
        this.reason = reason;
    }
    /** The same failure with a sentence on what the run wrote, from its request tally. */
    withWrites(writes) {
        return new StageError(this.stage, this.done, this.cause, writes);
    }
}
/** Runs named stages in order; a failure becomes a StageError that lists what was done. */
async function runStages(stages, result) {
    const done = [];
    for (const stage of stages) {
        try {
            await stage.run(done);
        }
        catch (err) {
            if (err instanceof StageError)
                throw err;
            throw new StageError(stage.name, done, err);
        }
    }
    return result();
}


/***/ }),

/***/ 8195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  devCommand: () => (/* binding */ devCommand),
  devLockFile: () => (/* binding */ devLockFile),
  pickSite: () => (/* binding */ pickSite)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/index.ts + 7 modules
var src_config = __webpack_require__(3201);
// EXTERNAL MODULE: ./src/emulator/index.ts + 90 modules
var emulator = __webpack_require__(5077);
// EXTERNAL MODULE: ./src/git/repo.ts
var repo = __webpack_require__(4134);
// EXTERNAL MODULE: ./src/platform/index.ts + 5 modules
var platform = __webpack_require__(1661);
// EXTERNAL MODULE: ./src/platform/url-secrets.ts
var url_secrets = __webpack_require__(3290);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/render/inert-text.ts
var inert_text = __webpack_require__(7690);
// EXTERNAL MODULE: ./src/source/containment.ts
var containment = __webpack_require__(7605);
// EXTERNAL MODULE: ./src/source/ignore-rules.ts
var ignore_rules = __webpack_require__(4185);
// EXTERNAL MODULE: ./src/source/index.ts + 3 modules
var source = __webpack_require__(424);
// EXTERNAL MODULE: ./src/state/dev-session-store.ts
var dev_session_store = __webpack_require__(4327);
// EXTERNAL MODULE: ./src/state/run-lock.ts
var run_lock = __webpack_require__(4606);
// EXTERNAL MODULE: ./src/state/state-file.ts
var state_file = __webpack_require__(8255);
;// CONCATENATED MODULE: ./src/dev/burst-queue.ts
/**
 * Gathers the paths of a burst of saves and hands them over once the tree is quiet: `quietMs`
 * after the last event, or `maxWaitMs` after the first one when events keep coming. One burst is
 * handled at a time; saves made meanwhile form the next burst. Timers are injectable.
 */
class BurstQueue {
    options;
    pending = new Map();
    firstAt = 0;
    lastAt = 0;
    timer;
    running;
    stopped = false;
    now;
    setTimer;
    clearTimer;
    constructor(options) {
        this.options = options;
        this.now = options.now ?? Date.now;
        this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
        this.clearTimer = options.clearTimer ?? ((t) => clearTimeout(t));
    }
    /** A path changed at `at` (default now). */
    push(path, at = this.now()) {
        if (this.stopped)
            return;
        if (this.pending.size === 0)
            this.firstAt = at;
        if (!this.pending.has(path))
            this.pending.set(path, at);
        this.lastAt = Math.max(this.lastAt, at);
        this.schedule();
    }
    /** Paths waiting for the next burst. */
    get waiting() {
        return this.pending.size;
    }
    /** Stops taking events; resolves when the burst in flight (if any) is done. */
    async stop() {
        this.stopped = true;
        if (this.timer !== undefined)
            this.clearTimer(this.timer);
        this.timer = undefined;
        await this.running;
    }
    /** Resolves when no burst is in flight or waiting (tests, shutdown). */
    async settled() {
        while (this.running || (this.pending.size > 0 && !this.stopped)) {
            await (this.running ?? new Promise((r) => this.setTimer(r, this.options.quietMs)));
        }
    }
    schedule() {
        if (this.running || this.pending.size === 0 || this.stopped)
            return;
        if (this.timer !== undefined)
            this.clearTimer(this.timer);
        const large = this.options.largeBurst;
        const quiet = large && this.pending.size >= large.paths
            ? Math.max(large.quietMs, this.options.quietMs)
            : this.options.quietMs;
        const due = Math.min(this.lastAt + quiet, this.firstAt + this.options.maxWaitMs);
        this.timer = this.setTimer(() => this.fire(), Math.max(0, due - this.now()));
    }
    fire() {
        this.timer = undefined;
        if (this.running || this.pending.size === 0 || this.stopped)
            return;
        const burst = this.pending;
        this.pending = new Map();
        this.running = this.options
            .handle(burst)
            .catch(() => undefined)
            .finally(() => {
            this.running = undefined;
            if (this.pending.size > 0) {
                // Saves made during the burst: their own quiet time counts from their last event.
                this.firstAt = Math.min(...this.pending.values());
                this.schedule();
            }
        });
    }
}

// EXTERNAL MODULE: ./src/platform/idempotency.ts
var idempotency = __webpack_require__(7050);
// EXTERNAL MODULE: ./src/sync/revision.ts
var revision = __webpack_require__(1442);
;// CONCATENATED MODULE: ./src/dev/dev-keys.ts
/**
 * Idempotency-Keys of the writes `sitesync dev` makes. The working tree is not a commit, so each
 * key derives from the content of its write (src/platform/idempotency.ts `contentRevision`): a
 * burst retried — by the transport, or by a restarted `dev` with the same files on the same
 * revision — carries the same key and is replayed, never written twice; any other content gets
 * another key. Pure.
 */


function keyOf(head, operation, parts) {
    const digest = (0,revision/* digestOf */.o)([operation, ...parts]);
    const hasher = (0,idempotency/* createIdempotencyKeyHasher */.A0)((0,idempotency/* contentRevision */.x3)(head, digest), operation);
    hasher.update(Buffer.from(digest));
    return hasher.key();
}
/**
 * `head` is the commit checked out (if any); `workTree` names this working tree (its folder), so
 * two working trees of one credential never share a session.
 */
function devKeys(head, workTree) {
    return {
        openSession: (siteId, liveRevision, replaces) => keyOf(head, 'dev open-session', [workTree, siteId, liveRevision, replaces ?? '-']),
        batch: (sessionId, sourceRevision, files, deletes) => keyOf(head, 'dev source:batch', [
            sessionId,
            sourceRevision,
            ...files.map((f) => `+ ${f.checksum} ${f.path}`),
            ...deletes.map((p) => `- ${p}`),
        ]),
        preview: (sessionId, sourceRevision) => keyOf(head, 'dev preview', [sessionId, sourceRevision]),
    };
}

// EXTERNAL MODULE: ./src/apply/site-apply.ts + 1 modules
var site_apply = __webpack_require__(2998);
// EXTERNAL MODULE: ./src/apply/stage-error.ts
var stage_error = __webpack_require__(9205);
// EXTERNAL MODULE: ./src/plan/site/diff.ts
var diff = __webpack_require__(6088);
;// CONCATENATED MODULE: ./src/shared/reporter.ts
const silentReporter = {
    info: () => { },
    warn: () => { },
    progress: () => ({ tick: () => { }, done: () => { } }),
};

// EXTERNAL MODULE: ./src/source/path-safety.ts
var path_safety = __webpack_require__(1725);
// EXTERNAL MODULE: ./src/source/upload-content.ts
var upload_content = __webpack_require__(3208);
// EXTERNAL MODULE: ./src/render/units.ts
var units = __webpack_require__(3647);
;// CONCATENATED MODULE: ./src/dev/dev-output.ts


function burstLine(r) {
    const parts = [];
    if (r.written > 0)
        parts.push(`${(0,units/* plural */.L)(r.written, 'file')} (${(0,units/* formatBytes */.z)(r.bytes)})`);
    if (r.deleted > 0)
        parts.push(`${r.deleted} deleted`);
    const batches = r.planned !== undefined && r.planned > r.batches
        ? ` in ${r.batches} of ${r.planned} requests`
        : r.batches > 1
            ? ` in ${r.batches} requests`
            : '';
    return `staged ${parts.join(', ')}${batches} in ${Math.round(r.ms)} ms · ${(0,inert_text/* inertLine */.Fq)(r.revision)}`;
}
function issueText(issue) {
    const where = [issue.path, issue.line, issue.column].filter((x) => x !== undefined).join(':');
    const code = issue.code ? ` [${(0,inert_text/* inertLine */.Fq)(issue.code)}]` : '';
    return `${where ? (0,inert_text/* inertLine */.Fq)(where) + ': ' : ''}${(0,inert_text/* inertLine */.Fq)(issue.message)}${code}`;
}
function rejectedLines(issues, why) {
    return [
        `not staged (${why}); the preview keeps the last valid state:`,
        ...issues.map((i) => `  ${issueText(i)}`),
    ];
}
function statusLine(s) {
    const state = s.busy ? 'staging…' : s.errors > 0 ? `✗ ${(0,units/* plural */.L)(s.errors, 'error')}` : '✓ in step';
    const last = s.lastMs === undefined ? '' : ` · last ${Math.round(s.lastMs)} ms`;
    return `${state} · ${s.source}/ → ${(0,inert_text/* inertLine */.Fq)(s.sessionId)} · ${(0,units/* plural */.L)(s.bursts, 'burst')} staged${last} · ${s.previewUrl}`;
}
function devTerminal(output) {
    let current = '';
    const around = (print) => {
        if (current)
            output.status('');
        print();
        if (current)
            output.status(current);
    };
    return {
        line: (text) => around(() => (output.json ? output.err(text) : output.out(text))),
        warn: (text) => around(() => output.err(`warning: ${text}`)),
        status(text) {
            current = text;
            output.status(text);
        },
        clear() {
            if (current)
                output.status('');
            current = '';
        },
    };
}

;// CONCATENATED MODULE: ./src/dev/json-syntax.ts
/**
 * A local JSON syntax check with the line and column of the first error, so `sitesync dev` shows a
 * typo in a layout file at once, without a request. Strict JSON (RFC 8259) with an optional
 * leading byte-order mark, as the platform reads it. Valid text costs one `JSON.parse`; only a
 * broken file is scanned to find where. Pure.
 */
/** The layout files the platform parses as JSON (templates and assets are any bytes). */
function isLayoutJson(path) {
    if (!path.endsWith('.json'))
        return false;
    return path === 'site.json' || /^(pages|content|navigation)\//.test(path);
}
function jsonSyntaxProblem(text) {
    try {
        JSON.parse(text);
        return undefined;
    }
    catch {
        return locate(text);
    }
}
class Problem {
    offset;
    message;
    constructor(offset, message) {
        this.offset = offset;
        this.message = message;
    }
}
const describe = (text, at) => at >= text.length ? 'the end of the file' : JSON.stringify(text[at]);
function position(text, offset) {
    let line = 1;
    let start = 0;
    for (let i = 0; i < offset && i < text.length; i++) {
        if (text.charCodeAt(i) === 10) {
            line += 1;
            start = i + 1;
        }
    }
    return { line, column: offset - start + 1 };
}
function scanString(text, from) {
    let i = from + 1;
    for (;;) {
        if (i >= text.length)
            throw new Problem(from, 'a string is not closed');
        const c = text.charCodeAt(i);
        if (c === 0x22)
            return i + 1;
        if (c < 0x20)
            throw new Problem(i, 'a control character (such as a line break) inside a string');
        if (c === 0x5c) {
            const e = text[i + 1];
            if (e === 'u') {
                if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
                    throw new Problem(i, 'a \\u escape needs four hex digits');
                i += 6;
                continue;
            }
            if (e === undefined || !'"\\/bfnrt'.includes(e))
                throw new Problem(i, `an invalid escape \\${e ?? ''}`);
            i += 2;
            continue;
        }
        i += 1;
    }
}
function scanNumber(text, from) {
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(from, from + 400));
    if (!m || m[0] === '-' || m[0] === '')
        throw new Problem(from, `unexpected ${describe(text, from)}`);
    return from + m[0].length;
}
function scanLiteral(text, from) {
    for (const word of ['true', 'false', 'null'])
        if (text.startsWith(word, from))
            return from + word.length;
    throw new Problem(from, `unexpected ${describe(text, from)}, expected a value`);
}
function locate(text) {
    const stack = [];
    let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    let expect = 'value';
    const afterValue = () => (stack.length > 0 ? 'comma-or-close' : 'end');
    const close = (c) => {
        const top = stack[stack.length - 1];
        if ((c === '}' && top === 'object') || (c === ']' && top === 'array')) {
            stack.pop();
            i += 1;
            expect = afterValue();
            return true;
        }
        return false;
    };
    try {
        for (;;) {
            while (i < text.length && ' \t\n\r'.includes(text[i]))
                i += 1;
            if (i >= text.length) {
                if (expect === 'end')
                    return undefined;
                throw new Problem(i, 'the file ends before the JSON is complete');
            }
            const c = text[i];
            switch (expect) {
                case 'end':
                    throw new Problem(i, `unexpected ${describe(text, i)} after the end of the JSON value`);
                case 'colon':
                    if (c !== ':')
                        throw new Problem(i, `expected ":" after the key, found ${describe(text, i)}`);
                    i += 1;
                    expect = 'value';
                    continue;
                case 'comma-or-close': {
                    if (close(c))
                        continue;
                    const top = stack[stack.length - 1];
                    if (c !== ',')
                        throw new Problem(i, `expected "," or "${top === 'object' ? '}' : ']'}", found ${describe(text, i)}`);
                    i += 1;
                    expect = top === 'object' ? 'key' : 'value';
                    continue;
                }
                case 'key-or-close':
                case 'key':
                    if (expect === 'key-or-close' && close(c))
                        continue;
                    if (c === '}')
                        throw new Problem(i, 'a trailing comma before "}"');
                    if (c !== '"')
                        throw new Problem(i, `expected a "quoted" key, found ${describe(text, i)}`);
                    i = scanString(text, i);
                    expect = 'colon';
                    continue;
                case 'value-or-close':
                case 'value':
                    if (expect === 'value-or-close' && close(c))
                        continue;
                    if (c === ']' && stack[stack.length - 1] === 'array')
                        throw new Problem(i, 'a trailing comma before "]"');
                    if (c === '{' || c === '[') {
                        stack.push(c === '{' ? 'object' : 'array');
                        i += 1;
                        expect = c === '{' ? 'key-or-close' : 'value-or-close';
                        continue;
                    }
                    if (c === '"')
                        i = scanString(text, i);
                    else if (c === '-' || (c >= '0' && c <= '9'))
                        i = scanNumber(text, i);
                    else
                        i = scanLiteral(text, i);
                    expect = afterValue();
                    continue;
            }
        }
    }
    catch (err) {
        if (!(err instanceof Problem))
            throw err;
        return { ...position(text, err.offset), message: `invalid JSON: ${err.message}` };
    }
}

// EXTERNAL MODULE: ./src/source/file-digest.ts
var file_digest = __webpack_require__(2192);
// EXTERNAL MODULE: ./src/source/read-tree.ts
var read_tree = __webpack_require__(3454);
// EXTERNAL MODULE: ./src/source/walk.ts
var walk = __webpack_require__(7672);
;// CONCATENATED MODULE: ./src/dev/local-file.ts
/**
 * One path of the working tree as `sitesync dev` stages it: read and hashed exactly as the tree
 * reader does (src/source/: ignore rules, path safety, symlinks followed only to files inside the
 * tree, CRLF normalised, the platform's size limit), for the few paths a burst of saves touched.
 */






const ABSENT = { kind: 'absent' };
const missing = (err) => ['ENOENT', 'ENOTDIR'].includes(err.code ?? '');
/**
 * The stamp of a path now: size, mtime, ctime and inode (undefined when absent). A stamp that
 * differs from the one taken when the path was read means it changed since.
 */
async function stampOf(tree, rel) {
    try {
        const s = await (0,promises_.lstat)(external_node_path_default().join(tree.root, ...rel.split('/')));
        return `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;
    }
    catch (err) {
        if (missing(err))
            return undefined;
        throw err;
    }
}
/** True when the path or one of its folders is ignored (`.sitesyncignore`, `.git`). */
function isIgnored(ignore, rel) {
    const segments = rel.split('/');
    for (let n = 1; n < segments.length; n++) {
        if (ignore.ignores(segments.slice(0, n).join('/'), true))
            return true;
    }
    return ignore.ignores(rel, false);
}
/** Whether something is at `abs` (a missing file or folder on the way: no). */
function isThere(abs) {
    return (0,promises_.lstat)(abs).then(() => true, (err) => (missing(err) ? false : Promise.reject(err)));
}
async function readLocalPath(tree, rel) {
    if (isIgnored(tree.ignore, rel))
        return ABSENT;
    const problem = (0,path_safety/* sourcePathProblem */.OV)(rel);
    const abs = external_node_path_default().join(tree.root, ...rel.split('/'));
    if (problem) {
        // A name the platform cannot hold is in the way only while the file is there: deleted or
        // renamed away it is gone, not a problem (it kept every later save from being staged).
        const escapes = external_node_path_default().isAbsolute(rel) || rel.split('/').some((s) => s === '..');
        return escapes || (await isThere(abs)) ? { kind: 'problem', problem } : ABSENT;
    }
    let absPath = abs;
    try {
        const info = await (0,promises_.lstat)(abs);
        if (info.isDirectory())
            return ABSENT;
        if (info.isSymbolicLink()) {
            const outcome = await (0,walk/* resolveSymlink */.y)(tree.realRoot, rel, abs);
            if (outcome.kind === 'problem')
                return outcome;
            absPath = outcome.absPath;
        }
        else if (!info.isFile()) {
            return {
                kind: 'problem',
                problem: {
                    path: rel,
                    code: 'not_a_regular_file',
                    message: `path ${(0,path_safety/* printablePath */.Vj)(rel)} is not a regular file, directory or symlink`,
                },
            };
        }
        const digest = await (0,file_digest/* digestFile */.T)(absPath, {
            normalizeLineEndings: true,
            maxBytes: read_tree/* DEFAULT_MAX_FILE_BYTES */.CR,
        });
        if (digest.tooLarge) {
            return {
                kind: 'problem',
                problem: {
                    path: rel,
                    code: 'file_too_large',
                    message: `file ${(0,path_safety/* printablePath */.Vj)(rel)} is over the platform's limit of ${read_tree/* DEFAULT_MAX_FILE_BYTES */.CR} bytes (10 MiB)`,
                },
            };
        }
        const { tooLarge: _, ...rest } = digest;
        return { kind: 'file', file: { path: rel, absPath, ...rest } };
    }
    catch (err) {
        if (missing(err))
            return ABSENT;
        throw err;
    }
}

// EXTERNAL MODULE: ./src/history/types.ts
var types = __webpack_require__(9653);
// EXTERNAL MODULE: ./src/sync/classify-plan.ts + 8 modules
var classify_plan = __webpack_require__(4346);
// EXTERNAL MODULE: ./src/sync/plan-site.ts + 2 modules
var plan_site = __webpack_require__(2132);
;// CONCATENATED MODULE: ./src/dev/session-view.ts
const UNKNOWN = '?';
class SessionView {
    files = new Map();
    /** What the session holds beyond the live tree it was opened on (path → SHA-256, or null: deleted). */
    overrides = new Map();
    /**
     * The session's tree: live (as the plan of `local` against it describes it) with `staged` on
     * top. `local` is the working tree the plan was made from.
     */
    static fromPlan(local, liveDiff, staged = {}) {
        const view = new SessionView();
        const added = new Set(liveDiff.added.map((c) => c.path));
        const modified = new Set(liveDiff.modified.map((c) => c.path));
        for (const f of local) {
            if (added.has(f.path))
                continue;
            view.files.set(f.path, modified.has(f.path) ? UNKNOWN : f.checksum);
        }
        for (const c of liveDiff.deleted)
            view.files.set(c.path, UNKNOWN);
        for (const [path, checksum] of Object.entries(staged))
            view.record(path, checksum);
        return view;
    }
    /** The staged SHA-256 of `path`, UNKNOWN, or undefined when the session does not hold it. */
    get(path) {
        return this.files.get(path);
    }
    get size() {
        return this.files.size;
    }
    paths() {
        return this.files.keys();
    }
    /** The session now holds `checksum` at `path` (null: the path was deleted). */
    record(path, checksum) {
        if (checksum === null)
            this.files.delete(path);
        else
            this.files.set(path, checksum);
        this.overrides.set(path, checksum);
    }
    /** For `.sitesync/dev.json`. */
    staged() {
        return Object.fromEntries(this.overrides);
    }
    /** Whether the working tree's state of one path (undefined: absent) differs from the session's. */
    differs(path, local) {
        const staged = this.files.get(path);
        if (local === undefined)
            return staged !== undefined;
        return staged !== local;
    }
    /** Every difference between a whole working tree and the session. */
    changesFrom(local) {
        const present = new Set();
        const writes = [];
        for (const f of local) {
            present.add(f.path);
            if (this.differs(f.path, f.checksum))
                writes.push(f.path);
        }
        const deletes = [...this.files.keys()].filter((p) => !present.has(p));
        return { writes, deletes };
    }
}

;// CONCATENATED MODULE: ./src/dev/open-session.ts







/** A session is continued while it has at least this long to live. */
const MIN_REMAINING_MS = 60 * 60 * 1000;
/** Why `previous` cannot be continued on `liveRevision` (undefined: it can). Pure. */
function reuseProblem(previous, liveRevision, baseUrl, nowMs) {
    // Compared as shown: dev.json keeps the URL without its user info and query (credentials).
    if ((0,url_secrets/* shownUrl */.z)(previous.baseUrl) !== (0,url_secrets/* shownUrl */.z)(baseUrl))
        return `session ${previous.sessionId} belongs to ${(0,url_secrets/* shownUrl */.z)(previous.baseUrl)}`;
    if (previous.baseRevision !== liveRevision)
        return `the live site changed since session ${previous.sessionId} was opened (it was published, or edited outside this tree)`;
    if (previous.expiresAt) {
        const left = Date.parse(previous.expiresAt) - nowMs;
        if (left <= 0)
            return `session ${previous.sessionId} expired at ${previous.expiresAt}`;
        if (left < MIN_REMAINING_MS)
            return `session ${previous.sessionId} expires at ${previous.expiresAt}`;
    }
    return undefined;
}
async function openDevSession(options) {
    const { client, site, tree, previous } = options;
    const planned = await (0,plan_site/* planSite */.h)({
        client,
        site,
        rootDir: options.rootDir,
        reporter: options.reporter,
        validate: false,
        tree,
    });
    const liveRevision = planned.plan.live.sourceRevision;
    // Three-way, as plan does (git history only, no request; nothing to do when the tree is live's).
    const [classified] = (await (0,classify_plan/* classifyPlan */.Q)({
        rootDir: options.rootDir,
        sites: [{ ...planned, source: site.source }],
        depth: types/* DEFAULT_HISTORY_DEPTH */.jw,
        reporter: silentReporter,
    })).sites;
    const liveEdits = (0,diff/* allSiteChanges */.Gu)(classified.diff)
        .filter((c) => c.origin === 'live-edit')
        .map((c) => c.path);
    const problem = options.force ?? (previous && reuseProblem(previous, liveRevision, options.baseUrl, options.nowMs));
    if (previous && !problem) {
        return {
            session: previous,
            view: SessionView.fromPlan(tree.files, planned.plan.diff, previous.staged),
            reused: true,
            liveEdits,
        };
    }
    const created = await client.sites.sessions.create(site.id, { source_revision: liveRevision, name: options.sessionName }, options.keys.openSession(site.id, liveRevision, previous?.sessionId));
    return {
        session: {
            sessionId: created.id,
            sourceRevision: created.source_revision,
            baseRevision: liveRevision,
            ...(created.expires_at && { expiresAt: created.expires_at }),
        },
        view: SessionView.fromPlan(tree.files, planned.plan.diff),
        reused: false,
        ...(problem && { replaced: problem }),
        liveEdits,
    };
}

;// CONCATENATED MODULE: ./src/dev/dev-loop.ts
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















/** A failure dev cannot go on from (credentials). */
class DevFatalError extends errors/* SitesyncError */.fj {
}
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];
/**
 * The paths of a burst are looked at again this long after they were read: a save still being
 * written when it was read (an editor's truncate, then write) whose last event the watcher folded
 * into the first is caught so, at the cost of a stat per path and no request.
 */
const SETTLE_CHECK_MS = 150;
const issueOf = (i) => ({
    message: i.message,
    ...(i.code && { code: i.code }),
    ...(i.path !== undefined && { path: i.path }),
    ...(i.line !== undefined && { line: i.line }),
    ...(i.column !== undefined && { column: i.column }),
});
/** The platform refused the content (422): the same content would be refused again. */
function isRefusal(err) {
    const cause = err instanceof stage_error/* StageError */.Z ? err.cause : err;
    return cause instanceof platform/* PlatformError */.Wk && cause.status === 422;
}
/** Said when a session holds the working tree's version of paths whose live version no commit had. */
function liveEditsWarning(paths) {
    const shown = paths.slice(0, 10).map(inert_text/* inertLine */.Fq).join(', ') + (paths.length > 10 ? ', …' : '');
    const what = paths.length === 1
        ? `${shown} as no commit of this checkout has it`
        : `${paths.length} files as no commit of this checkout has them (${shown})`;
    return `live holds ${what}: a teammate's publish not pulled yet, or an edit on the platform. This session and its preview hold the working tree's version instead, and publishing it reverts live's; \`sitesync pull\` writes live's into the working tree (docs/live-edits.md)`;
}
class DevLoop {
    options;
    session; // set by start()
    view;
    dirty = new Set();
    errors = [];
    bursts = 0;
    lastMs;
    warningsSeen = '';
    /** The changes of the last burst that was not staged: the same changes again are not sent again. */
    rejected = '';
    retries = 0;
    retryTimer;
    settleTimers = new Set();
    fatal;
    preview;
    now;
    constructor(options) {
        this.options = options;
        this.now = options.now ?? Date.now;
    }
    get sessionId() {
        return this.session.sessionId;
    }
    get revision() {
        return this.session.sourceRevision;
    }
    /** Paths the session holds beyond live. */
    get stagedPaths() {
        return Object.keys(this.view.staged()).length;
    }
    get stats() {
        return { bursts: this.bursts, lastMs: this.lastMs, errors: this.errors.length };
    }
    get state() {
        return { revision: this.session?.sourceRevision ?? '', errors: this.errors };
    }
    /** Set when dev cannot go on; the command ends with it. */
    get failure() {
        return this.fatal;
    }
    /** Opens or continues the session and stages what differs from it. */
    async start() {
        await this.open(this.options.previous, undefined);
    }
    stop() {
        if (this.retryTimer)
            clearTimeout(this.retryTimer);
        for (const t of this.settleTimers)
            clearTimeout(t);
        this.settleTimers.clear();
    }
    /** Requeues the paths whose stamp is no longer the one taken before they were read. */
    settleCheck(stamps) {
        const timer = setTimeout(() => {
            this.settleTimers.delete(timer);
            const tree = this.options.tree();
            void Promise.all([...stamps].map(async ([path, before]) => (await stampOf(tree, path).catch(() => before)) !== before ? path : undefined)).then((changed) => {
                const paths = changed.filter((p) => p !== undefined);
                if (paths.length > 0)
                    this.options.requeue(paths);
            });
        }, SETTLE_CHECK_MS);
        timer.unref();
        this.settleTimers.add(timer);
    }
    /** The platform's preview of the current revision (a new one is asked for when the revision moved). */
    previewLink() {
        const { sessionId, sourceRevision } = this.session;
        if (this.preview?.revision === sourceRevision)
            return this.preview.link;
        const link = this.options.client.sites.sessions
            .preview(this.options.site.id, sessionId, {
            idempotencyKey: this.options.keys.preview(sessionId, sourceRevision),
        })
            .then((p) => {
            const url = new URL(String(p.preview_url ?? ''));
            if (url.protocol !== 'http:' && url.protocol !== 'https:')
                throw new errors/* SitesyncError */.fj('PREVIEW_URL', `the platform gave a preview URL that is not http(s)`);
            if (!url.pathname.endsWith('/'))
                url.pathname += '/';
            url.search = '';
            url.hash = '';
            return { url: url.href, revision: p.source_revision ?? sourceRevision };
        });
        this.preview = { link, revision: sourceRevision };
        link.catch(() => {
            if (this.preview?.link === link)
                this.preview = undefined;
        });
        return link;
    }
    /** One burst of saves: path → time of its first event. */
    async burst(paths) {
        if (this.fatal)
            return;
        const since = Math.min(...paths.values());
        const candidates = new Set([...paths.keys(), ...this.dirty]);
        const tree = this.options.tree();
        const writes = [];
        const deletes = [];
        const problems = [];
        const stamps = new Map();
        for (const path of [...candidates].sort()) {
            stamps.set(path, await stampOf(tree, path).catch(() => undefined));
            const local = await readLocalPath(tree, path);
            if (local.kind === 'problem') {
                problems.push(issueOf({ ...local.problem, path }));
                this.dirty.add(path);
            }
            else if (local.kind === 'file') {
                if (this.view.differs(path, local.file.checksum))
                    writes.push(local.file);
                else
                    this.dirty.delete(path);
            }
            else if (this.view.differs(path, undefined)) {
                deletes.push(path);
            }
            else {
                this.dirty.delete(path);
            }
        }
        this.settleCheck(stamps);
        problems.push(...this.caseProblems(writes, deletes));
        if (problems.length > 0) {
            for (const f of writes)
                this.dirty.add(f.path);
            for (const p of deletes)
                this.dirty.add(p);
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
    pathsBelow(folder) {
        const prefix = `${folder}/`;
        if (!this.view)
            return []; // before the start: the tree read at the start sees the removal
        return [...this.view.paths()].filter((p) => p.startsWith(prefix));
    }
    /** The whole tree again (`.sitesyncignore` changed): every difference is staged. */
    async resync() {
        if (this.fatal)
            return;
        const since = this.now();
        let tree;
        try {
            tree = await (0,source/* readSourceTree */.mg)(this.options.site.source);
        }
        catch (err) {
            this.reportReadError(err);
            return;
        }
        const changes = this.view.changesFrom(tree.files);
        const byPath = new Map(tree.files.map((f) => [f.path, f]));
        if (changes.writes.length + changes.deletes.length === 0)
            return;
        await this.stage(changes.writes.map((p) => byPath.get(p)), changes.deletes, since);
    }
    async open(previous, force) {
        const since = this.now();
        const tree = await (0,source/* readSourceTree */.mg)(this.options.site.source);
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
        this.options.terminal.line(opened.reused
            ? `continuing session ${sessionId} at ${sourceRevision}`
            : `${opened.replaced ? `${opened.replaced}: ` : ''}opened session ${sessionId} on live ${this.session.baseRevision}`);
        if (opened.liveEdits.length > 0)
            this.options.terminal.warn(liveEditsWarning(opened.liveEdits));
        const changes = opened.view.changesFrom(tree.files);
        const byPath = new Map(tree.files.map((f) => [f.path, f]));
        if (changes.writes.length + changes.deletes.length > 0) {
            await this.stage(changes.writes.map((p) => byPath.get(p)), changes.deletes, since, force !== undefined);
        }
        else {
            this.options.terminal.line('the session already holds the working tree: nothing to stage');
        }
    }
    caseProblems(writes, deletes) {
        const fresh = writes.filter((f) => this.view.get(f.path) === undefined);
        if (fresh.length === 0)
            return [];
        const gone = new Set(deletes);
        const kept = [...this.view.paths()].filter((p) => !gone.has(p));
        const names = new Set(fresh.map((f) => f.path));
        return (0,path_safety/* caseCollisions */.i4)([...kept, ...fresh.map((f) => f.path)])
            .filter((p) => names.has(p.path))
            .map((p) => issueOf(p));
    }
    async syntaxProblems(writes) {
        const problems = [];
        for (const f of writes) {
            if (!isLayoutJson(f.path) || f.binary)
                continue;
            const problem = jsonSyntaxProblem(await (0,promises_.readFile)(f.absPath, 'utf8'));
            if (problem)
                problems.push({ path: f.path, ...problem, code: 'invalid_json' });
        }
        return problems;
    }
    reject(issues, why) {
        this.errors = issues;
        for (const line of rejectedLines(issues, why))
            this.options.terminal.line(line);
        this.options.onState?.(this.state);
    }
    async record() {
        await this.options.save?.({
            siteId: this.options.site.id,
            baseUrl: this.options.baseUrl,
            ...this.session,
            staged: this.view.staged(),
            updatedAt: new Date(this.now()).toISOString(),
        });
    }
    async stage(writes, deletes, since, replacing = false) {
        const signature = [...writes.map((f) => `+${f.checksum} ${f.path}`), ...deletes.map((p) => `-${p}`)]
            .sort()
            .join('\n');
        if (signature === this.rejected) {
            // Looked at again (a recheck, or a save of the same bytes): still what was refused.
            for (const f of writes)
                this.dirty.add(f.path);
            for (const p of deletes)
                this.dirty.add(p);
            return;
        }
        const syntax = await this.syntaxProblems(writes);
        if (syntax.length > 0) {
            for (const f of writes)
                this.dirty.add(f.path);
            for (const p of deletes)
                this.dirty.add(p);
            this.rejected = signature;
            this.reject(syntax, 'JSON syntax');
            return;
        }
        const byPath = new Map(writes.map((f) => [f.path, f]));
        const { site, keys } = this.options;
        const plan = {
            siteId: site.id,
            sourceDir: '.',
            live: { sourceRevision: this.session.baseRevision, fileCount: 0 },
            checksum: { algorithm: 'sha256', basis: 'empty-manifest' },
            diff: (0,diff/* writesAndDeletes */.AG)(writes, deletes),
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
        const warnings = [];
        try {
            await (0,site_apply/* applySite */.k)({
                client: this.options.client,
                plan,
                tree: { root: this.options.tree().root, files: writes },
                sessionName: this.options.sessionName,
                reporter: silentReporter,
                reuseSession: { ...this.session },
                preview: false,
                batchKey: (batch, revision) => keys.batch(this.session.sessionId, revision, batch.files.map((p) => byPath.get(p)), batch.deletePaths),
                onBatch: (batch, result, of) => {
                    for (const p of batch.files) {
                        const f = byPath.get(p);
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
                        warnings.push(issueText(issueOf(w)));
                },
            });
        }
        catch (err) {
            for (const f of writes)
                if (this.view.differs(f.path, f.checksum))
                    this.dirty.add(f.path);
            for (const p of deletes)
                if (this.view.differs(p, undefined))
                    this.dirty.add(p);
            if (batches > 0) {
                // The batches before the one that failed are staged: said so, then the failure.
                this.options.terminal.line(burstLine({
                    written,
                    deleted,
                    bytes,
                    ms: this.now() - since,
                    revision: this.session.sourceRevision,
                    batches,
                    planned,
                }));
                await this.record();
                this.showWarnings(warnings);
                this.options.onState?.(this.state);
            }
            if (batches === 0 && isRefusal(err))
                this.rejected = signature;
            await this.failed(err, [...writes.map((f) => f.path), ...deletes], replacing);
            return;
        }
        this.rejected = '';
        this.retries = 0;
        this.errors = [];
        this.bursts += 1;
        this.lastMs = this.now() - since;
        this.options.terminal.line(burstLine({
            written,
            deleted,
            bytes,
            ms: this.lastMs,
            revision: this.session.sourceRevision,
            batches,
        }));
        await this.record();
        this.showWarnings(warnings);
        this.options.onState?.(this.state);
    }
    showWarnings(warnings) {
        const key = [...warnings].sort().join('\n');
        if (key === this.warningsSeen)
            return;
        this.warningsSeen = key;
        for (const w of warnings)
            this.options.terminal.warn(w);
    }
    reportReadError(err) {
        if (err instanceof errors/* InputError */.dz) {
            this.reject(err.issues.map((i) => issueOf({ ...i, ...(i.file && { path: i.file }) })), err.message.split('\n')[0]);
            return;
        }
        this.options.terminal.warn((0,errors/* describeError */.Uc)(err));
    }
    async failed(err, paths, replacing) {
        const cause = err instanceof stage_error/* StageError */.Z ? err.cause : err;
        if (cause instanceof platform/* PlatformError */.Wk && cause.status === 422) {
            this.reject(cause.issues.length > 0 ? cause.issues.map(issueOf) : [issueOf(cause)], "the platform's validation");
            return;
        }
        if (cause instanceof errors/* SitesyncError */.fj && cause.code === 'SOURCE_CHANGED') {
            this.options.requeue(paths);
            return;
        }
        if (cause instanceof upload_content/* SourceGoneError */.H2) {
            // Deleted before it could be read: nothing of it was sent, and asking the platform again
            // would not bring it back. The burst is looked at again: what is still there is staged, and
            // the deletion is staged if the session holds the file.
            this.options.terminal.line(`${(0,inert_text/* inertLine */.Fq)(cause.path)} was deleted before it could be uploaded: not staged`);
            this.options.requeue(paths);
            return;
        }
        if (cause instanceof platform/* PlatformError */.Wk && (cause.status === 401 || cause.status === 403)) {
            this.fatal = new DevFatalError(cause.code, cause.message, {
                exitCode: cause.exitCode,
                cause,
                ...(cause.hint && { hint: cause.hint }),
            });
            return;
        }
        const gone = cause instanceof platform/* PlatformError */.Wk && (cause.status === 404 || cause.errorCode === 'STALE_SOURCE_REVISION');
        if (gone && !replacing) {
            const old = this.session.sessionId;
            const reason = cause.errorCode === 'STALE_SOURCE_REVISION'
                ? `session ${old} moved on without this dev (its revision is not ${this.session.sourceRevision})`
                : cause.errorCode === 'SESSION_EXPIRED'
                    ? `session ${old} expired`
                    : `session ${old} is gone (${cause.errorCode})`;
            await this.replace(reason);
            return;
        }
        const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)];
        this.retries += 1;
        this.options.terminal.warn(`could not stage: ${(0,errors/* describeError */.Uc)(cause)} — trying again in ${delay / 1000} s`);
        if (this.retryTimer)
            clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.options.requeue([...this.dirty]), delay);
    }
    async replace(reason) {
        const previous = {
            siteId: this.options.site.id,
            baseUrl: this.options.baseUrl,
            ...this.session,
            staged: this.view.staged(),
            updatedAt: new Date(this.now()).toISOString(),
        };
        try {
            await this.open(previous, reason);
        }
        catch (err) {
            this.reportReadError(err);
        }
    }
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./src/dev/csp.ts
/**
 * The one change the local preview makes to a page's Content-Security-Policy: its own live-reload
 * script (by nonce) and its own event stream (by exact URL) are allowed, and nothing else. The
 * platform's response is never touched; this applies to the local proxy's copy only. Pure.
 *
 * - Scripts: the directive that governs `<script>` elements (`script-src-elem`, else `script-src`,
 *   else `default-src`) gets `'nonce-…'`; a lone `'none'` is replaced by it. A list that already
 *   allows inline scripts (`'unsafe-inline'` without a nonce, hash or `'strict-dynamic'`) is left
 *   as it is: a nonce there would switch `'unsafe-inline'` off and break the page's own scripts.
 *   When `default-src` governs, a `script-src` with its sources plus the nonce is added, so every
 *   other kind of fetch keeps `default-src`.
 * - Connections: likewise for `connect-src` (else `default-src`) with the event stream's URL.
 * Several policies (comma-separated) are each treated so; a policy that does not restrict scripts
 * or connections is left unchanged.
 */
const NONCE_OR_HASH = /^'(nonce-|sha256-|sha384-|sha512-)/i;
function parsePolicy(policy) {
    return policy
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d !== '')
        .map((d) => {
        const [name = '', ...sources] = d.split(/\s+/);
        return { name: name.toLowerCase(), sources };
    });
}
const render = (directives) => directives.map((d) => [d.name, ...d.sources].join(' ')).join('; ');
const withSource = (sources, extra) => [
    ...sources.filter((s) => s.toLowerCase() !== "'none'"),
    extra,
];
function allowsInlineScripts(sources) {
    const lower = sources.map((s) => s.toLowerCase());
    return (lower.includes("'unsafe-inline'") &&
        !lower.includes("'strict-dynamic'") &&
        !sources.some((s) => NONCE_OR_HASH.test(s)));
}
/** Adds `extra` to the governing directive of `names` (most specific first, `default-src` last). */
function allow(directives, names, extra, skip) {
    const governing = names.map((n) => directives.find((d) => d.name === n)).find((d) => d !== undefined);
    if (!governing || skip(governing.sources))
        return directives;
    if (governing.name !== 'default-src') {
        return directives.map((d) => (d === governing ? { ...d, sources: withSource(d.sources, extra) } : d));
    }
    const own = names[names.length - 2];
    return [...directives, { name: own, sources: withSource(governing.sources, extra) }];
}
function allowOne(policy, nonce, eventsUrl) {
    let directives = parsePolicy(policy);
    if (directives.length === 0)
        return policy;
    directives = allow(directives, ['script-src-elem', 'script-src', 'default-src'], `'nonce-${nonce}'`, allowsInlineScripts);
    directives = allow(directives, ['connect-src', 'default-src'], eventsUrl, () => false);
    return render(directives);
}
/** The policy (one header value, maybe several comma-separated policies) with the live-reload script allowed. */
function allowLiveReload(policyHeader, nonce, eventsUrl) {
    return policyHeader
        .split(',')
        .map((p) => allowOne(p, nonce, eventsUrl))
        .join(', ');
}

;// CONCATENATED MODULE: ./src/dev/live-reload-page.ts
/**
 * The local preview's copy of a page (pure): links into the platform's preview path become local
 * paths, a `<meta>` Content-Security-Policy allows the live-reload script as the header does
 * (csp.ts), and the script itself is added before `</body>`. The script listens to the local
 * server's event stream: a newer revision reloads the page, validation errors show as an overlay
 * (built with DOM text nodes, never as HTML), a clean state removes it.
 */

const EVENTS_PATH = '/__sitesync/events';
/** A JSON value safe inside a `<script>` element. */
const scriptJson = (value) => JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
function liveReloadScript(revision) {
    return `(() => {
  const REVISION = ${scriptJson(revision)};
  let box;
  const hide = () => { if (box) { box.remove(); box = undefined; } };
  const show = (errors) => {
    hide();
    box = document.createElement('div');
    box.id = 'sitesync-dev-overlay';
    Object.assign(box.style, { position: 'fixed', left: '0', right: '0', bottom: '0', maxHeight: '60%',
      overflow: 'auto', zIndex: '2147483647', background: '#1c1c1f', color: '#f4f4f5',
      font: '13px/1.5 ui-monospace, monospace', padding: '12px 16px', borderTop: '3px solid #e5484d',
      whiteSpace: 'pre-wrap' });
    const title = document.createElement('div');
    title.style.fontWeight = 'bold';
    title.textContent = 'sitesync dev: this save was not staged; the preview shows the last valid state';
    box.append(title);
    for (const e of errors) {
      const line = document.createElement('div');
      line.className = 'sitesync-dev-error';
      const where = [e.path, e.line, e.column].filter((x) => x !== undefined && x !== null).join(':');
      line.textContent = (where ? where + '  ' : '') + e.message + (e.code ? ' [' + e.code + ']' : '');
      box.append(line);
    }
    document.body.append(box);
  };
  const events = new EventSource(${scriptJson(EVENTS_PATH)});
  events.addEventListener('open', () => { document.documentElement.dataset.sitesyncLive = 'on'; });
  events.addEventListener('state', (event) => {
    const state = JSON.parse(event.data);
    if (state.revision && state.revision !== REVISION) { events.close(); location.reload(); return; }
    if (state.errors && state.errors.length > 0) show(state.errors); else hide();
  });
})();`;
}
const ENTITIES = {
    '&amp;': '&',
    '&quot;': '"',
    '&#39;': "'",
    '&apos;': "'",
};
const decode = (s) => s.replace(/&(amp|quot|#39|apos);/g, (m) => ENTITIES[m]);
/** `<meta http-equiv="Content-Security-Policy" content="…">` tags get the same change as the header. */
function allowInMetaPolicies(html, page) {
    return html.replace(/<meta\b[^>]*>/gi, (tag) => {
        if (!/http-equiv\s*=\s*["']?content-security-policy["'\s/>]/i.test(tag))
            return tag;
        return tag.replace(/(\bcontent\s*=\s*)(?:"([^"]*)"|'([^']*)')/i, (_m, lead, dq, sq) => {
            const policy = allowLiveReload(decode(dq ?? sq ?? ''), page.nonce, page.eventsUrl);
            return dq !== undefined
                ? `${lead}"${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`
                : `${lead}'${policy.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;
        });
    });
}
/** Links into the platform's preview become local (`/preview/<token>/about` → `/about`). */
function localizeLinks(text, previewPrefixes) {
    let out = text;
    for (const prefix of [...previewPrefixes].sort((a, b) => b.length - a.length))
        out = out.split(prefix).join('/');
    return out;
}
function liveReloadPage(html, page) {
    const localized = allowInMetaPolicies(localizeLinks(html, page.previewPrefixes), page);
    const tag = `<script nonce="${page.nonce}" id="sitesync-dev-live-reload">${liveReloadScript(page.revision)}</script>`;
    const at = localized.toLowerCase().lastIndexOf('</body');
    if (at >= 0)
        return localized.slice(0, at) + tag + localized.slice(at);
    return localized + tag;
}

;// CONCATENATED MODULE: ./src/dev/preview-server.ts
/**
 * The local preview of `sitesync dev`: an HTTP server on 127.0.0.1 that serves the session's
 * platform preview path for path (the preview's `/about` is the local `/about`), adds the
 * live-reload script to the HTML it serves (live-reload-page.ts, its CSP adjusted by csp.ts) and
 * streams the dev state to the pages as server-sent events.
 *
 * Boundaries: only requests whose Host is this server's own loopback address are answered (a
 * page of another site cannot reach it through DNS rebinding); only GET and HEAD; a request is
 * never sent outside the preview's own path; nothing from the browser (cookies, credentials)
 * goes to the platform, and the platform's preview is fetched without the API key.
 */






const MAX_LISTENERS = 64;
const HEARTBEAT_MS = 15_000;
const FETCH_TIMEOUT_MS = 30_000;
const isHtml = (type) => /^\s*text\/html\b/i.test(type);
const isCss = (type) => /^\s*text\/css\b/i.test(type);
const sse = (state) => `event: state\ndata: ${JSON.stringify(state)}\n\n`;
function plain(res, status, text) {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(text + '\n');
}
async function readCapped(body, max) {
    if (!body)
        return Buffer.alloc(0);
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.byteLength;
        if (size > max)
            return undefined;
        chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
}
async function startPreviewServer(options) {
    const doFetch = options.fetch ?? fetch;
    const maxPageBytes = options.maxPageBytes ?? 16 * 1024 * 1024;
    const listeners = new Set();
    let port = options.port;
    const hosts = () => new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
    function events(req, res) {
        if (listeners.size >= MAX_LISTENERS)
            return plain(res, 503, 'too many pages are listening');
        res.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            connection: 'keep-alive',
        });
        res.write(`retry: 1000\n\n${sse(options.state())}`);
        listeners.add(res);
        req.on('close', () => listeners.delete(res));
    }
    async function proxy(req, res, pathAndQuery) {
        const preview = await options.preview();
        const target = new URL(pathAndQuery.replace(/^\/+/, ''), preview.url);
        if (!target.href.startsWith(preview.url))
            return plain(res, 404, 'not a path of the preview');
        const answer = await doFetch(target, {
            method: 'GET', // also for HEAD: the headers of HTML pages are this server's own
            redirect: 'manual',
            headers: { accept: req.headers.accept ?? '*/*' },
            signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
        const prefixes = [preview.url, new URL(preview.url).pathname];
        const type = answer.headers.get('content-type') ?? 'application/octet-stream';
        const headers = { 'content-type': type, 'cache-control': 'no-store' };
        const nosniff = answer.headers.get('x-content-type-options');
        if (nosniff)
            headers['x-content-type-options'] = nosniff;
        const location = answer.headers.get('location');
        if (location)
            headers.location = localizeLinks(new URL(location, target).href, prefixes);
        const policy = answer.headers.get('content-security-policy');
        if (req.method === 'HEAD' || (!isHtml(type) && !isCss(type))) {
            if (policy)
                headers['content-security-policy'] = policy;
            res.writeHead(answer.status, headers);
            if (req.method === 'HEAD' || !answer.body) {
                res.end();
                return;
            }
            external_node_stream_.Readable.fromWeb(answer.body).pipe(res);
            return;
        }
        const bytes = await readCapped(answer.body, maxPageBytes);
        if (!bytes)
            return plain(res, 502, `the preview sent a page over ${maxPageBytes} bytes`);
        const text = bytes.toString('utf8');
        if (isCss(type)) {
            if (policy)
                headers['content-security-policy'] = policy;
            res.writeHead(answer.status, headers);
            res.end(localizeLinks(text, prefixes));
            return;
        }
        const nonce = (0,external_node_crypto_.randomBytes)(16).toString('hex');
        const eventsUrl = `http://${req.headers.host}${EVENTS_PATH}`;
        if (policy)
            headers['content-security-policy'] = allowLiveReload(policy, nonce, eventsUrl);
        res.writeHead(answer.status, headers);
        res.end(liveReloadPage(text, { nonce, revision: preview.revision, eventsUrl, previewPrefixes: prefixes }));
    }
    const failed = (res) => (err) => {
        if (res.headersSent)
            return void res.destroy();
        const message = err instanceof Error ? err.message : String(err);
        plain(res, 502, `sitesync dev: the preview could not be loaded: ${message}`);
    };
    const server = (0,external_node_http_.createServer)((req, res) => {
        if (!hosts().has(String(req.headers.host ?? '')))
            return plain(res, 403, 'unknown host');
        if (req.method !== 'GET' && req.method !== 'HEAD')
            return plain(res, 405, 'only GET and HEAD');
        try {
            const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
            if (url.pathname === EVENTS_PATH)
                return events(req, res);
            proxy(req, res, url.pathname + url.search).catch(failed(res));
        }
        catch (err) {
            failed(res)(err);
        }
    });
    server.headersTimeout = 30_000;
    await new Promise((resolve, reject) => {
        server.once('error', (err) => reject(err.code === 'EADDRINUSE'
            ? new errors/* SitesyncError */.fj('PORT_IN_USE', `port ${options.port} on 127.0.0.1 is already in use`, {
                exitCode: errors/* ExitCode */.yU.usage,
                hint: 'choose another with --port N (--port 0 picks a free one)',
            })
            : err));
        server.listen(options.port, '127.0.0.1', () => resolve());
    });
    port = server.address().port;
    const heartbeat = setInterval(() => {
        for (const res of listeners)
            res.write(': keep-alive\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
    return {
        url: `http://127.0.0.1:${port}/`,
        port,
        get listeners() {
            return listeners.size;
        },
        publish(state) {
            const event = sse(state);
            for (const res of listeners)
                res.write(event);
        },
        async close() {
            clearInterval(heartbeat);
            for (const res of listeners)
                res.end();
            listeners.clear();
            await new Promise((resolve) => {
                server.close(() => resolve());
                server.closeAllConnections();
            });
        },
    };
}

// EXTERNAL MODULE: ./node_modules/chokidar/index.js + 2 modules
var chokidar = __webpack_require__(4357);
;// CONCATENATED MODULE: ./src/dev/watch-tree.ts
/**
 * Watches a site tree with chokidar and reports the paths that changed, relative to the root and
 * POSIX. Ignored folders (`.sitesyncignore`, `.git`, sitesync's own `.sitesync` when it lies in
 * the tree) are not watched at all. What a path now holds is decided when its burst is staged
 * (local-file.ts), so the events only say where to look.
 */




/** The files below a folder of the tree (relative, POSIX); nothing when it is gone. */
async function filesBelow(root, rel) {
    try {
        const entries = await (0,promises_.readdir)(external_node_path_default().join(root, ...rel.split('/')), {
            recursive: true,
            withFileTypes: true,
        });
        return entries
            .filter((e) => e.isFile() || e.isSymbolicLink())
            .map((e) => external_node_path_default().relative(root, external_node_path_default().join(e.parentPath, e.name)).split((external_node_path_default()).sep).join('/'));
    }
    catch {
        return [];
    }
}
/**
 * Whether a root-relative POSIX path leaves the root (`..`, `../x`, or absolute: another drive),
 * not a name of the tree that starts with two dots (`..notes.txt`, which went unwatched).
 */
function leavesRoot(rel) {
    return rel === '..' || rel.startsWith('../') || external_node_path_default().isAbsolute(rel);
}
async function watchTree(root, options, events) {
    const relOf = (p) => external_node_path_default().relative(root, p).split((external_node_path_default()).sep).join('/');
    const excluded = options.excluded ?? [];
    const skip = (p, isDirectory) => {
        const rel = relOf(p);
        if (rel === '' || rel === options.ignoreFile)
            return false;
        if (leavesRoot(rel))
            return true;
        if (excluded.some((e) => rel === e || rel.startsWith(`${e}/`)))
            return true;
        // A folder is ignored with its own path or one above it; without stats, as a file.
        return isIgnored(options.rules(), isDirectory ? `${rel}/-` : rel);
    };
    const watcher = (0,chokidar/* watch */.wB)(root, {
        ignoreInitial: true,
        followSymlinks: false,
        atomic: false,
        ignored: (p, stats) => skip(p, stats ? stats.isDirectory() : undefined),
    });
    const onFile = (p) => {
        const rel = relOf(p);
        if (rel === options.ignoreFile)
            events.ignoreFileChanged(Date.now());
        else
            events.path(rel, Date.now());
    };
    watcher.on('add', onFile);
    watcher.on('change', onFile);
    watcher.on('unlink', onFile);
    watcher.on('unlinkDir', (p) => events.folderRemoved(relOf(p), Date.now()));
    watcher.on('addDir', (p) => events.folderAdded(relOf(p), Date.now()));
    watcher.on('error', (err) => events.error(err));
    await new Promise((resolve) => watcher.once('ready', () => resolve()));
    return { close: () => watcher.close() };
}

// EXTERNAL MODULE: ./src/cli/credentials.ts
var cli_credentials = __webpack_require__(8228);
// EXTERNAL MODULE: ./src/cli/commands/dev-port.ts
var dev_port = __webpack_require__(1520);
;// CONCATENATED MODULE: ./src/cli/commands/dev.ts
/**
 * `sitesync dev`: a personal development session kept in step with the working tree on every
 * save, and a local preview that reloads (docs/dev.md). Runs until SIGINT/SIGTERM.
 */


























const DEFAULT_DEBOUNCE_MS = 30;
/** A stream of saves with no quiet gap (a checkout, a build writing the tree) is cut this long after its start. */
const MAX_BURST_WAIT_MS = 2000;
/** A new folder is listed again this long after it appeared. */
const FOLDER_RECHECK_MS = 300;
/** A burst of 8 paths or more (a checkout, a formatter) ends after 250 ms of quiet, not 30: a loaded machine can pause 30 ms between the events of one checkout. */
const LARGE_BURST = { paths: 8, quietMs: 250 };
/** The site id of `--emulator` when sitesync.yml binds none. */
const EMULATOR_SITE_ID = 'site_LocalDev0000000000000';
/** A path no file can have (NUL): marks "read the whole tree again" in the burst queue. */
const RESYNC = '\u0000resync';
/**
 * Why a restart cannot continue from a record: the session is opened again by a replay of its
 * opening (the same key while live is unchanged) and the working tree staged again, by replays of
 * the same writes (the request log says `replayed`; test/integration/dev/dev-cli.test.ts).
 */
const NOT_RECORDED = 'the session is not recorded; after a restart dev stages the working tree again (into the same session while live is unchanged)';
const usage = (message, hint) => new errors/* SitesyncError */.fj('USAGE', message, { exitCode: errors/* ExitCode */.yU.usage, ...(hint && { hint }) });
function integer(value, flag, fallback, max) {
    if (value === undefined)
        return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > max)
        throw usage(`${flag} ${JSON.stringify(value)} must be an integer from 0 to ${max}`);
    return n;
}
/** The site to develop: `--site`, `--source`, or the only one of sitesync.yml. */
function pickSite(config, opts, cwd) {
    const listed = config.sites
        .map((s) => `${s.id ?? '(unbound)'} (${(0,external_node_path_.relative)(config.rootDir, s.source) || '.'}/)`)
        .join(', ');
    let candidates = config.sites;
    if (opts.site)
        candidates = candidates.filter((s) => s.id === opts.site);
    if (opts.source) {
        const wanted = (0,external_node_path_.resolve)(cwd, opts.source);
        candidates = candidates.filter((s) => s.source === wanted);
    }
    if (candidates.length === 1)
        return candidates[0];
    if (candidates.length === 0)
        throw usage(`no site of ${config.configFile} matches ${opts.site ? `--site ${opts.site}` : `--source ${opts.source}`}`, `its sites: ${listed}`);
    throw usage('sitesync.yml has several sites: say which with --site ID or --source DIR', `its sites: ${listed}`);
}
async function loadOrSourceOnly(opts, cwd) {
    try {
        const config = await (0,src_config/* loadConfig */.Z9)({
            cwd,
            ...(opts.config && { configPath: (0,external_node_path_.resolve)(cwd, opts.config) }),
            allowMissingCatalog: true,
        });
        return { rootDir: config.rootDir, site: pickSite(config, opts, cwd) };
    }
    catch (err) {
        // Without sitesync.yml, `--source DIR` (with --site ID, or --emulator) is enough.
        if (!(err instanceof errors/* SitesyncError */.fj) || err.code !== 'CONFIG_NOT_FOUND' || !opts.source || opts.config)
            throw err;
        return { rootDir: cwd, site: { id: opts.site, source: (0,external_node_path_.resolve)(cwd, opts.source), name: undefined } };
    }
}
function openBrowser(url) {
    const [cmd, args] = process.platform === 'darwin'
        ? ['open', [url]]
        : process.platform === 'win32'
            ? ['cmd', ['/c', 'start', '', url]]
            : ['xdg-open', [url]];
    try {
        const child = (0,external_node_child_process_.spawn)(cmd, args, { stdio: 'ignore', detached: true });
        child.on('error', () => undefined);
        child.unref();
    }
    catch {
        // no browser opener: the URL is printed
    }
}
async function emulatorWithTree(site) {
    const files = await (0,source/* createUploadReader */.b6)().read((await (0,source/* readSourceTree */.mg)(site.source)).files);
    return (0,emulator/* startEmulator */.sJ)({
        port: 0,
        seed: { sites: [{ id: site.id ?? EMULATOR_SITE_ID, name: (0,external_node_path_.basename)(site.source), files }] },
    });
}
/** The lock of one site's dev in a checkout: `.sitesync/dev-<site id>.lock` (a hash for an id no file name can hold). */
function devLockFile(siteId) {
    const name = /^[A-Za-z0-9_-]{1,100}$/.test(siteId)
        ? siteId
        : (0,external_node_crypto_.createHash)('sha256').update(siteId).digest('hex').slice(0, 16);
    return `dev-${name}.lock`;
}
/**
 * Takes the checkout's dev lock of `siteId`, or refuses (exit 5) naming the dev that holds it. A
 * lock whose process no longer runs (a closed terminal, a SIGKILL) is taken over without a word:
 * nothing of it is left to say.
 */
async function takeDevLock(rootDir, siteId) {
    try {
        return await (0,run_lock/* acquireRunLock */.Vd)(rootDir, 'dev', { file: devLockFile(siteId) });
    }
    catch (err) {
        if (!(err instanceof run_lock/* RunLocked */.ic))
            throw err;
        const { holder, elsewhere } = err;
        const file = `${state_file/* STATE_DIR */.e$}/${(0,external_node_path_.basename)(err.lockPath)}`;
        const who = !holder
            ? `another sitesync dev holds ${file}`
            : elsewhere
                ? `sitesync dev on ${holder.host} (pid ${holder.pid}, since ${holder.startedAt}) holds ${file}`
                : `sitesync dev is already running for site ${siteId} in this checkout (pid ${holder.pid}, since ${holder.startedAt})`;
        const stop = !holder
            ? `stop it first (if no dev runs, remove ${err.lockPath})`
            : elsewhere
                ? `stop it first (if no dev runs on ${holder.host} any more, remove ${err.lockPath})`
                : `stop it (pid ${holder.pid}) first`;
        throw new errors/* SitesyncError */.fj('DEV_RUNNING', `${who}: this dev opened no session`, {
            exitCode: errors/* ExitCode */.yU.blockedByGuard,
            cause: err,
            hint: `one dev per site and checkout keeps its session in step with the working tree: use that one (its local preview is printed where it runs), or ${stop}; another checkout of the repository (\`git worktree add\`) has a session of its own`,
        });
    }
}
async function devCommand(opts, io) {
    const port = integer(opts.port, '--port', dev_port/* DEFAULT_DEV_PORT */.s, 65535);
    const quietMs = integer(opts.debounce, '--debounce', DEFAULT_DEBOUNCE_MS, 10_000);
    const cwd = (0,external_node_path_.resolve)(io.cwd, opts.cwd ?? '.');
    const { rootDir, site: chosen } = await loadOrSourceOnly(opts, cwd);
    const sourceShown = (0,external_node_path_.relative)(rootDir, chosen.source) || '.';
    const terminal = devTerminal(io.output);
    let emulator;
    let credentials;
    if (opts.emulator) {
        emulator = await emulatorWithTree(chosen);
        credentials = { apiKey: emulator.apiKey, baseUrl: emulator.url };
    }
    else {
        if (!chosen.id)
            throw new errors/* SitesyncError */.fj('NOT_BOUND', `the site in ${sourceShown}/ has no site.id yet`, {
                exitCode: errors/* ExitCode */.yU.usage,
                hint: 'run `sitesync init` to bind it (or `sitesync dev --emulator` for an offline loop)',
            });
        credentials = await (0,cli_credentials/* resolveCredentials */.z8)((0,cli_credentials/* credentialFlags */.fQ)(opts), io.env);
    }
    const site = { ...chosen, id: chosen.id ?? EMULATOR_SITE_ID };
    const cleanup = [];
    if (emulator)
        cleanup.push(() => emulator.close());
    try {
        const stateInTree = (0,containment/* isWithin */.U)(chosen.source, (0,state_file/* stateDir */.Pn)(rootDir));
        const stateRefused = !(0,state_file/* stateFolderUsable */.S$)(rootDir);
        // One dev per site and checkout (the in-process emulator's session is its own): a second
        // kept the first's session and record, and each undid the other's.
        if (!emulator && !stateRefused) {
            const lock = await takeDevLock(rootDir, site.id);
            cleanup.push(async () => lock.release());
        }
        const persist = !emulator && !stateInTree && !stateRefused;
        const checkout = persist ? await (0,dev_session_store/* devCheckout */.AT)(rootDir, await (0,promises_.realpath)(rootDir)) : undefined;
        if (checkout?.copiedFrom !== undefined)
            terminal.line(`${state_file/* STATE_DIR */.e$}/dev.json was recorded by the checkout at ${(0,inert_text/* inertLine */.Fq)(checkout.copiedFrom)}, of which this folder is a copy: its sessions stay with it, and this checkout opens its own`);
        const head = await (await (0,repo/* openGitRepo */.zU)(rootDir))?.head();
        const client = (0,platform/* createPlatformClient */.B4)({
            ...io.transport,
            baseUrl: credentials.baseUrl,
            apiKey: credentials.apiKey,
            // Every dev write carries a key of its own content (dev-keys.ts); this one is never used.
            keyRevision: (0,platform/* contentRevision */.x3)(head, 'sitesync dev'),
            // dev runs until stopped: a platform that went away is asked again at the next save.
            retryAfterGivingUp: true,
        });
        if (stateInTree && !emulator)
            terminal.warn(`the site source contains ${state_file/* STATE_DIR */.e$}/: ${NOT_RECORDED}`);
        else if (stateRefused && !emulator)
            terminal.warn(`${state_file/* STATE_DIR */.e$} is not a folder (a symlink or a file): ${NOT_RECORDED}`);
        const realRoot = await (0,promises_.realpath)(site.source);
        let rules = await (0,ignore_rules/* loadIgnoreRules */.ej)(site.source);
        const tree = () => ({ root: site.source, realRoot, ignore: rules });
        let fatal = () => undefined;
        const failed = new Promise((r) => (fatal = r));
        const pages = {};
        const loop = new DevLoop({
            client,
            site,
            rootDir,
            baseUrl: credentials.baseUrl,
            tree,
            // The checkout's own id (dev.json): two checkouts, even at one path on two machines, never
            // share a session; without a record, this machine and folder.
            keys: devKeys(head, [checkout?.id ?? (0,external_node_os_.hostname)(), rootDir, site.source].join('\n')),
            sessionName: `sitesync dev (${(0,external_node_path_.basename)(rootDir)})`,
            terminal,
            previous: persist ? await (0,dev_session_store/* loadDevSession */.cB)(rootDir, site.id) : undefined,
            ...(persist && { save: (record) => (0,dev_session_store/* saveDevSession */.FQ)(rootDir, record) }),
            onState: (state) => pages.publish?.(state),
            requeue: (paths) => paths.forEach((p) => queue.push(p)),
        });
        let started;
        let notStarted;
        const ready = new Promise((resolve, reject) => {
            started = resolve;
            notStarted = reject;
        });
        ready.catch(() => undefined);
        const queue = new BurstQueue({
            quietMs,
            maxWaitMs: Math.max(MAX_BURST_WAIT_MS, quietMs),
            largeBurst: LARGE_BURST,
            handle: async (burst) => {
                if (!(await ready.then(() => true, () => false)))
                    return;
                drawStatus(true);
                try {
                    const paths = new Map(burst);
                    if (paths.delete(RESYNC)) {
                        rules = await (0,ignore_rules/* loadIgnoreRules */.ej)(site.source);
                        await loop.resync();
                    }
                    if (paths.size > 0)
                        await loop.burst(paths);
                }
                catch (err) {
                    terminal.warn(`could not stage: ${err instanceof Error ? err.message : String(err)}`);
                }
                if (loop.failure)
                    fatal(loop.failure);
                drawStatus(false);
            },
        });
        const ignoreFile = ignore_rules/* DEFAULT_IGNORE_FILE */.Ow;
        const watcher = await watchTree(site.source, {
            ignoreFile,
            rules: () => rules,
            ...((0,containment/* isWithin */.U)(site.source, (0,state_file/* stateDir */.Pn)(rootDir)) && {
                excluded: [(0,external_node_path_.relative)(site.source, (0,state_file/* stateDir */.Pn)(rootDir)).split('\\').join('/')],
            }),
        }, {
            path: (rel, at) => queue.push(rel, at),
            folderRemoved: (rel, at) => loop.pathsBelow(rel).forEach((p) => queue.push(p, at)),
            folderAdded: (rel, at) => {
                // Now, and once more when the watcher has surely set the folder up: a file written in
                // between has no event of its own. Paths found unchanged cost a read, no request.
                const list = () => void filesBelow(site.source, rel).then((paths) => paths.forEach((p) => queue.push(p, at)));
                list();
                setTimeout(list, FOLDER_RECHECK_MS).unref();
            },
            ignoreFileChanged: (at) => queue.push(RESYNC, at),
            error: (err) => terminal.warn(`watching the tree: ${err instanceof Error ? err.message : String(err)}`),
        });
        cleanup.unshift(() => watcher.close());
        cleanup.unshift(() => queue.stop());
        const server = await startPreviewServer({
            port,
            preview: () => ready.then(() => loop.previewLink()),
            state: () => loop.state,
        });
        cleanup.splice(1, 0, () => server.close());
        pages.publish = (state) => server.publish(state);
        const drawStatus = (busy) => terminal.status(statusLine({
            source: sourceShown,
            sessionId: loop.sessionId,
            ...loop.stats,
            busy,
            previewUrl: server.url,
        }));
        io.output.err([
            `sitesync dev: ${sourceShown}/ → site ${site.id} on ${(0,url_secrets/* shownUrl */.z)(credentials.baseUrl)}${emulator ? ' (in-process emulator)' : ''}`,
            `local preview: ${server.url}`,
        ].join('\n'));
        await loop.start().catch((err) => {
            notStarted(err);
            throw err;
        });
        started();
        if (loop.failure)
            fatal(loop.failure);
        terminal.line(`watching ${sourceShown}/ for changes; Ctrl-C to stop`);
        drawStatus(false);
        if (opts.open)
            openBrowser(server.url);
        const stopped = await Promise.race([
            new Promise((r) => {
                if (io.signal.aborted)
                    return r(undefined);
                io.signal.addEventListener('abort', () => r(undefined), { once: true });
            }),
            failed,
        ]);
        await queue.stop();
        loop.stop();
        terminal.clear();
        if (stopped)
            throw stopped;
        const { sessionId, revision } = { sessionId: loop.sessionId, revision: loop.revision };
        const text = emulator
            ? [
                `stopped. Session ${sessionId} lived in the in-process emulator, which stops with dev: nothing was published.`,
            ]
            : loop.stagedPaths === 0
                ? [`stopped. Session ${sessionId} holds nothing beyond live: nothing to publish.`]
                : [
                    `stopped. Session ${sessionId} holds ${loop.stagedPaths} staged path(s) at ${revision}.`,
                    'To publish what was staged:',
                    `  sitesync publish --session ${sessionId} --revision ${revision}`,
                ];
        return {
            exitCode: errors/* ExitCode */.yU.ok,
            json: {
                siteId: site.id,
                sessionId,
                sourceRevision: revision,
                stagedPaths: loop.stagedPaths,
                bursts: loop.stats.bursts,
                emulator: Boolean(emulator),
            },
            text: text.join('\n'),
        };
    }
    finally {
        for (const step of cleanup)
            await step().catch(() => undefined);
    }
}


/***/ }),

/***/ 4327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ devCheckout),
/* harmony export */   FQ: () => (/* binding */ saveDevSession),
/* harmony export */   cB: () => (/* binding */ loadDevSession)
/* harmony export */ });
/* unused harmony exports devSessionFile, findDevSession */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_lock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4606);
/* harmony import */ var _state_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8255);
/* harmony import */ var _platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3290);
/**
 * The personal development session of `sitesync dev`, per site: `.sitesync/dev.json`. It lets a
 * restarted `dev` continue the same session, and `sitesync publish --session` find its revision.
 * Not an accelerator: a failed save is an error (the session would be lost to the next start).
 *
 * `staged` holds what the session holds beyond the live tree it was opened on (`baseRevision`):
 * path → SHA-256 of the staged bytes, or null for a path the session deleted. With the live
 * manifest it describes the session's whole tree, so a restart compares the working tree with it
 * at the cost of one manifest request.
 */




const isString = (v) => typeof v === 'string' && v !== '';
function decodeRecord(raw) {
    if (!(0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw) || !(0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw.staged))
        return undefined;
    const { siteId, baseUrl, sessionId, sourceRevision, baseRevision, expiresAt, updatedAt } = raw;
    if (![siteId, baseUrl, sessionId, sourceRevision, baseRevision].every(isString))
        return undefined;
    const staged = Object.entries(raw.staged);
    if (!staged.every(([, v]) => v === null || (typeof v === 'string' && /^[0-9a-f]{64}$/.test(v))))
        return undefined;
    return {
        siteId: siteId,
        baseUrl: baseUrl,
        sessionId: sessionId,
        sourceRevision: sourceRevision,
        baseRevision: baseRevision,
        ...(isString(expiresAt) && { expiresAt }),
        staged: Object.fromEntries(staged),
        updatedAt: isString(updatedAt) ? updatedAt : '',
    };
}
const devFile = (rootDir) => (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .stateFile */ .Ed)(rootDir, 'dev.json', {
    pretty: true,
    decode: (raw) => {
        if (!(0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw) || raw.version !== 1 || !(0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw.sessions))
            return undefined;
        const sessions = {};
        for (const [siteId, value] of Object.entries(raw.sessions)) {
            const record = decodeRecord(value);
            if (record && record.siteId === siteId)
                sessions[siteId] = record;
        }
        const { checkout } = raw;
        const path = (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(checkout) ? checkout.path : undefined;
        const id = (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(checkout) ? checkout.id : undefined;
        // A hand-made or hostile file's checkout is not one of ours: the path is shown, the id hashed.
        const ours = isString(path) && path.length <= 4096 && isString(id) && /^[0-9a-f]{1,64}$/.test(id);
        return { version: 1, ...(ours && { checkout: { path, id } }), sessions };
    },
});
/** The path of the file, for messages. */
const devSessionFile = (rootDir) => devFile(rootDir).path;
async function loadDevSession(rootDir, siteId) {
    return (await devFile(rootDir).load())?.sessions[siteId];
}
/** The record of the site whose session is `sessionId`, if any. */
async function findDevSession(rootDir, sessionId) {
    const file = await devFile(rootDir).load();
    return Object.values(file?.sessions ?? {}).find((r) => r.sessionId === sessionId);
}
/** The lock that makes a change of dev.json (read, change, write) one step for every process. */
const DEV_FILE_LOCK = 'dev.json.lock';
/** How long a change of dev.json waits for another's (each holds it for a read and a write: < 1 ms). */
const DEV_FILE_WAIT_MS = 2000;
/**
 * Runs `change` (a read of dev.json, then its write) while no other process changes the file. The
 * devs of two sites of one checkout save at the same moments (a checkout touches both trees, the
 * platform answers both alike): unserialized, 18 of 120 such pairs of saves lost one of the two
 * records' updates (the file kept a revision the session had left). A holder that does not let go
 * within DEV_FILE_WAIT_MS (a stopped process) is not waited for longer: the change is made as
 * before, unserialized.
 */
async function changeDevFile(rootDir, change) {
    const deadline = Date.now() + DEV_FILE_WAIT_MS;
    let lock;
    while (!lock) {
        try {
            lock = await (0,_run_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .acquireRunLock */ .Vd)(rootDir, 'dev', { file: DEV_FILE_LOCK });
        }
        catch (err) {
            if (!(err instanceof _run_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .RunLocked */ .ic) || Date.now() > deadline)
                break;
            await new Promise((r) => setTimeout(r, 2));
        }
    }
    try {
        return await change();
    }
    finally {
        lock?.release();
    }
}
function saveDevSession(rootDir, record) {
    const file = devFile(rootDir);
    const stored = { ...record, baseUrl: (0,_platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .shownUrl */ .z)(record.baseUrl) };
    return changeDevFile(rootDir, async () => {
        const current = await file.load();
        await file.save({
            version: 1,
            ...(current?.checkout && { checkout: current.checkout }),
            sessions: { ...current?.sessions, [record.siteId]: stored },
        });
    });
}
/**
 * The id of the checkout at `path` (its folder's real path), made and recorded at its first dev.
 * A file recorded at another path came with a copy of that checkout's folder: its sessions are
 * that checkout's and are dropped here (continuing them, the copy and the original staged two
 * trees into one session), and this checkout gets an id of its own. A file of an older sitesync
 * (no checkout) is adopted with its records.
 */
function devCheckout(rootDir, path) {
    const file = devFile(rootDir);
    return changeDevFile(rootDir, async () => {
        const current = await file.load();
        if (current?.checkout?.path === path)
            return { id: current.checkout.id };
        const checkout = { path, id: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('hex') };
        const copiedFrom = current?.checkout?.path;
        await file.save({
            version: 1,
            checkout,
            sessions: copiedFrom === undefined ? (current?.sessions ?? {}) : {},
        });
        return { id: checkout.id, ...(copiedFrom !== undefined && { copiedFrom }) };
    });
}


/***/ })

};
