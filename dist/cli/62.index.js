export const id = 62;
export const ids = [62];
export const modules = {

/***/ 3455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JO: () => (/* binding */ LOST_ANSWER_WHOSE),
/* harmony export */   Kp: () => (/* binding */ REPLAYED_MEANS),
/* harmony export */   V5: () => (/* binding */ LOST_ANSWER_MEANS),
/* harmony export */   vl: () => (/* binding */ describeApplied)
/* harmony export */ });
/* unused harmony exports describeStaged, describeReplays */
/* harmony import */ var _render_inert_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7690);
/**
 * Pure: what a site apply staged, for a person. What an earlier run had written (the platform
 * answered it as a replay) is not called written by this run: it is said apart, as already written.
 * What this run wrote whose answer was lost, a retry answered as a replay of it, is written by this
 * run and said so (src/apply/site-apply.ts; docs/platform-contract.md §12). Ids and links come from
 * the platform: each is shown as one inert line. The CLI prints describeApplied; the action says
 * the same in its log, job summary and notes from the pieces (describeStaged, describeReplays).
 */

/** What a replay of an earlier run is, for a person (the site's and the catalog's lines). */
const REPLAYED_MEANS = 'the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now';
/**
 * What a replay after a lost answer is, for a person (the site's and the catalog's lines): the
 * attempt that lost its answer may have run the write, or not (a 5xx refused before it ran); the
 * replay is of it or of an earlier run's, and the platform does not say which
 * (docs/platform-contract.md §12).
 */
const LOST_ANSWER_MEANS = "an attempt's answer was lost (none, a 5xx or one cut off) and its retry, with the same Idempotency-Key, was answered as a replay: written by that attempt of this run, or by an earlier run of this commit if it never ran (the platform does not say which)";
/** Said beside the counts of what was answered as a replay after a lost answer (site and catalog). */
const LOST_ANSWER_WHOSE = "answer lost, then replayed (this run's or an earlier run's)";
/**
 * One line: where it staged and what this run wrote, then apart what an earlier run had written
 * and what was answered as a replay after a lost answer (this run's or an earlier run's),
 * e.g. `staged in session sess_1 (already opened: replayed): 0 file(s) written, 0 deleted in 0
 * batch(es); already written (replayed): 2 file(s), 0 deleted in 1 batch(es)`.
 */
function describeStaged(r) {
    const rp = r.replayed;
    const lost = r.replayedAfterLostAnswer;
    const already = rp.session
        ? r.createdSite
            ? ' (already created: replayed)'
            : ' (already opened: replayed)'
        : lost.session
            ? ` (${r.createdSite ? 'created' : 'opened'}: answer lost, then replayed, this run's or an earlier run's)`
            : '';
    const what = r.createdSite
        ? `${rp.session || lost.session ? 'site' : 'created site'} ${(0,_render_inert_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)(r.siteId)}${already}`
        : `staged in session ${(0,_render_inert_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)(r.sessionId)}${already}`;
    const now = `${r.written - rp.written - lost.written} file(s) written, ${r.deleted - rp.deleted - lost.deleted} deleted in ${r.batches - rp.batches - lost.batches} batch(es)`;
    const replayedFiles = rp.written + rp.deleted + rp.batches > 0;
    const lostFiles = lost.written + lost.deleted + lost.batches > 0;
    return `${what}: ${now}${replayedFiles ? `; already written (replayed): ${rp.written} file(s), ${rp.deleted} deleted in ${rp.batches} batch(es)` : ''}${lostFiles ? `; ${LOST_ANSWER_WHOSE}: ${lost.written} file(s), ${lost.deleted} deleted in ${lost.batches} batch(es)` : ''}`;
}
/** What the replays of describeStaged's line were, one line each, when there were any. */
function describeReplays(r) {
    const rp = r.replayed;
    const lines = [];
    if (rp.session || rp.written + rp.deleted + rp.batches > 0)
        lines.push(`replayed: ${REPLAYED_MEANS}`);
    const lost = r.replayedAfterLostAnswer;
    const lostWhat = [
        ...(lost.session ? [r.createdSite ? "the site's creation" : "the session's opening"] : []),
        ...(lost.batches > 0 ? [`${lost.batches} batch(es)`] : []),
    ];
    if (lostWhat.length > 0)
        lines.push(`answer lost, then replayed: ${lostWhat.join(' and ')}: ${LOST_ANSWER_MEANS}`);
    return lines;
}
function describeApplied(r) {
    return [
        describeStaged(r),
        ...describeReplays(r).map((l) => `  ${l}`),
        ...(r.previewUrl ? [`preview: ${(0,_render_inert_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)(r.previewUrl)}`] : []),
    ].join('\n');
}


/***/ }),

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

/***/ 3564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ nothingWritten),
/* harmony export */   QV: () => (/* binding */ describeWrites),
/* harmony export */   cm: () => (/* binding */ createWriteTally),
/* harmony export */   qc: () => (/* binding */ describeUnknownAttempts),
/* harmony export */   vf: () => (/* binding */ unknownWriteOf)
/* harmony export */ });
/* harmony import */ var _platform_request_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7197);
/**
 * What the platform client's writes came to, from its request hook: the basis of every sentence
 * an apply says about what it wrote. A write is a request with an Idempotency-Key; its attempts
 * share the key. A write is
 * - confirmed when an attempt got a 2xx (a replay of an earlier run counts: it is done). Of the
 *   confirmed, a write answered as a replay is an earlier run's (`replayed`: this run changed
 *   nothing) or one after an attempt of this run lost its answer (`replayedAfterLostAnswer`: this
 *   run's write or an earlier run's), as
 *   `replayOrigin` (src/platform/request-log.ts) decides from its attempts;
 * - refused when its last attempt got a 4xx (the platform did not run it: contract §errors) and no
 *   attempt before it went unanswered: a retry refused (429, say) after a dropped answer says
 *   nothing of the attempt that may have run, so that write stays unknown;
 * - unknown when no attempt got a 2xx and one got no answer or a 5xx: the platform may have run
 *   it (a dropped answer), so nobody may say it was not written. The report still says which it
 *   was: an attempt that may have run it went without an answer, or was answered with an error;
 * - unsent when no attempt reached the platform at all (no name, connection refused, TLS failed
 *   before the request went out): it cannot have been written.
 * Opening a development session on an existing site is counted apart: it stages nothing and
 * changes nothing live (creating a site from source is a write like any other).
 */

/** `POST /v1/sites/<site>/development-sessions` (not `/v1/sites/development-sessions`: a new site). */
const OPEN_SESSION = /^\/v1\/sites\/[^/]+\/development-sessions$/;
function createWriteTally() {
    const writes = new Map();
    return {
        record(entry) {
            if (!entry.idempotencyKey)
                return;
            const previous = writes.get(entry.idempotencyKey);
            const attempts = previous?.attempts ?? [];
            attempts.push(entry);
            if (previous?.outcome === 'confirmed')
                return;
            const status = entry.status;
            const outcome = status !== undefined && status >= 200 && status < 300
                ? 'confirmed'
                : status !== undefined && status >= 400 && status < 500
                    ? previous?.outcome === 'unknown'
                        ? 'unknown'
                        : 'refused'
                    : entry.neverSent
                        ? // an earlier attempt that may have reached the platform keeps the write unknown
                            previous?.outcome === 'unknown'
                                ? 'unknown'
                                : 'unsent'
                        : 'unknown';
            const path = entry.path.split('?')[0];
            const answeredError = status !== undefined && outcome === 'unknown' && (status < 400 || status >= 500);
            writes.set(entry.idempotencyKey, {
                outcome,
                request: `${entry.method} ${path}`,
                opensSession: entry.method === 'POST' && OPEN_SESSION.test(path),
                attempts,
                noAnswer: (previous?.noAnswer ?? false) || (status === undefined && !entry.neverSent),
                errors: answeredError && !previous?.errors.includes(status)
                    ? [...(previous?.errors ?? []), status]
                    : (previous?.errors ?? []),
            });
        },
        summary() {
            const all = [...writes.values()];
            const count = (o) => all.filter((w) => w.outcome === o).length;
            const unknown = all.filter((w) => w.outcome === 'unknown');
            const origins = all.map((w) => (w.outcome === 'confirmed' ? (0,_platform_request_log_js__WEBPACK_IMPORTED_MODULE_0__/* .replayOrigin */ .i)(w.attempts) : undefined));
            const answered = (ws) => ({
                count: ws.length,
                statuses: [...new Set(ws.flatMap((w) => w.errors))].sort((a, b) => a - b),
            });
            return {
                confirmed: count('confirmed'),
                sessionsOpened: all.filter((w) => w.outcome === 'confirmed' && w.opensSession).length,
                replayed: origins.filter((o) => o === 'earlier').length,
                replayedAfterLostAnswer: origins.filter((o) => o === 'lost-answer').length,
                refused: count('refused'),
                unsent: count('unsent'),
                unknown: count('unknown'),
                unknownBy: {
                    noAnswer: unknown.filter((w) => w.errors.length === 0).length,
                    error: answered(unknown.filter((w) => w.errors.length > 0 && !w.noAnswer)),
                    errorOrNoAnswer: answered(unknown.filter((w) => w.errors.length > 0 && w.noAnswer)),
                },
                unknownSessions: all.filter((w) => w.outcome === 'unknown' && w.opensSession).length,
                unknownRequests: all
                    .filter((w) => w.outcome === 'unknown')
                    .slice(0, 10)
                    .map((w) => w.request),
            };
        },
    };
}
/**
 * True when nothing can have changed on the platform beyond opening a development session (which
 * stages nothing): no other write confirmed, no other write whose answer was lost.
 */
function nothingWritten(summary) {
    return summary.confirmed === summary.sessionsOpened && summary.unknown === summary.unknownSessions;
}
/** How the attempts of one unknown write went, in words (no attempt answered has no statuses). */
function howItWent(noAnswer, statuses) {
    if (statuses.length === 0)
        return 'without an answer';
    return `answered with an error (HTTP ${statuses.join(', ')})${noAnswer ? ' or not at all' : ''}`;
}
/**
 * How the unknown writes went, each phrase with its count: "2 without an answer", "1 answered with
 * an error (HTTP 500)", "1 answered with an error (HTTP 503) or not at all".
 */
function unknownPhrases(by, counted) {
    const n = (count) => (counted ? `${count} ` : '');
    return [
        ...(by.noAnswer > 0 ? [`${n(by.noAnswer)}${howItWent(true, [])}`] : []),
        ...(by.error.count > 0 ? [`${n(by.error.count)}${howItWent(false, by.error.statuses)}`] : []),
        ...(by.errorOrNoAnswer.count > 0
            ? [`${n(by.errorOrNoAnswer.count)}${howItWent(true, by.errorOrNoAnswer.statuses)}`]
            : []),
    ];
}
/** One sentence on the writes, for a person. */
function describeWrites(summary) {
    if (nothingWritten(summary)) {
        if (summary.sessionsOpened > 0)
            return 'Nothing was written besides opening the development session (live is unchanged).';
        // Here the only unknown writes are session opens: the phrases are theirs.
        if (summary.unknownSessions > 0) {
            const how = unknownPhrases(summary.unknownBy, false);
            const session = how.length === 1 && summary.unknownBy.noAnswer > 0
                ? 'opened without an answer'
                : `whose opening was ${how.join(' or ')}`;
            return `Nothing was written, except perhaps a development session ${session} (live is unchanged).`;
        }
        return 'Nothing was written.';
    }
    const parts = [`${summary.confirmed} write(s) confirmed by the platform`];
    if (summary.unknown > 0)
        parts.push(`${unknownPhrases(summary.unknownBy, true).join(', ')} (they may have been written: ${summary.unknownRequests.join(', ')}${summary.unknown > summary.unknownRequests.length ? ', …' : ''})`);
    if (summary.refused > 0)
        parts.push(`${summary.refused} refused`);
    if (summary.unsent > 0)
        parts.push(`${summary.unsent} never sent (the platform could not be reached)`);
    return parts.join('; ') + '.';
}
/**
 * The tally's verdict on one write from its attempts (the request log's entries of its one key):
 * how they went when its outcome is unknown, undefined when it is known (confirmed, refused, never
 * sent) or no attempt was seen.
 */
function unknownWriteOf(attempts) {
    const tally = createWriteTally();
    for (const entry of attempts)
        tally.record(entry);
    const { unknown, unknownBy } = tally.summary();
    if (unknown === 0)
        return undefined;
    return {
        noAnswer: unknownBy.noAnswer + unknownBy.errorOrNoAnswer.count > 0,
        statuses: [...new Set([...unknownBy.error.statuses, ...unknownBy.errorOrNoAnswer.statuses])],
    };
}
/** "without an answer", "answered with an error (HTTP 500)", "answered with an error (HTTP 500) or not at all". */
function describeUnknownAttempts(attempts) {
    return howItWent(attempts.noAnswer, attempts.statuses);
}


/***/ }),

/***/ 8106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ forgetSiteCreation),
/* harmony export */   o: () => (/* binding */ siteCreationToken)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8255);
/**
 * The creation token of each site this checkout is creating: `.sitesync/creations.json`.
 *
 * The request that creates a site (`init`, or `apply` of a site without `site.id`) carries an
 * Idempotency-Key derived, as every write's, from the revision and the body. Two checkouts of one
 * commit, two configs beside each other (`sitesync.yml` and `staging.yml`), a folder copied with
 * no commit, or a `site.id` removed before sitesync.yml was committed send the same revision and
 * body: the second creation was answered as a replay of the first and bound the first one's site
 * as its own, and its applies and publish requests then went to that site.
 *
 * A random token, made here before the first attempt and kept until the site's id is in the
 * config, is mixed into that key (`PlatformRequest.keyScope`): a rerun in this checkout after a
 * lost answer or a crash sends the same key and is answered with the site it created; anywhere
 * else, or once the id was written (and removed again to bind a new site), a new site is created.
 *
 * Not an accelerator: the token is saved before the request, and a failed save stops the creation.
 */



const TOKEN = /^[0-9a-f]{32}$/;
const creationsFile = (rootDir) => (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .stateFile */ .Ed)(rootDir, 'creations.json', {
    pretty: true,
    decode: (raw) => (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw) && raw.version === 1 && (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw.tokens)
        ? {
            version: 1,
            tokens: Object.fromEntries(Object.entries(raw.tokens).filter((entry) => typeof entry[1] === 'string' && TOKEN.test(entry[1]))),
        }
        : undefined,
});
const posix = (p) => p.split('\\').join('/') || '.';
/** Which site of which config: the config file and the site's source, relative to the config's folder. */
function entryOf(rootDir, configFile, source) {
    return `${posix((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(rootDir, configFile))}\n${posix((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(rootDir, source))}`;
}
/**
 * The token of the site at `source` of `configFile` (the config's folder is `rootDir`): the one
 * kept from an earlier attempt in this checkout, or a new one, saved before it is returned.
 */
async function siteCreationToken(rootDir, configFile, source) {
    const file = creationsFile(rootDir);
    const kept = (await file.load()) ?? { version: 1, tokens: {} };
    const entry = entryOf(rootDir, configFile, source);
    const known = kept.tokens[entry];
    if (known !== undefined)
        return known;
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex');
    await file.save({ version: 1, tokens: { ...kept.tokens, [entry]: token } });
    return token;
}
/** The site is bound (its id is in the config): its token is done with; a new creation makes a new one. */
async function forgetSiteCreation(rootDir, configFile, source) {
    const file = creationsFile(rootDir);
    const kept = await file.load();
    const entry = entryOf(rootDir, configFile, source);
    if (kept?.tokens[entry] === undefined)
        return;
    const { [entry]: _done, ...rest } = kept.tokens;
    await file.save({ version: 1, tokens: rest });
}


/***/ }),

/***/ 4161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UG: () => (/* binding */ recordStaged),
/* harmony export */   XU: () => (/* binding */ ignoreLocalState),
/* harmony export */   ZE: () => (/* binding */ readLocalState)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8255);
/**
 * What the last `apply` staged, per site, so that `sitesync publish` can file the request for it
 * without the user copying ids: `.sitesync/state.json`. Not an accelerator: a failed save is an
 * error.
 */



const localStateFile = (rootDir) => (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .stateFile */ .Ed)(rootDir, 'state.json', {
    pretty: true,
    decode: (raw) => (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw) && raw.version === 1 && (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw.staged) ? raw : undefined,
});
async function readLocalState(rootDir) {
    return (await localStateFile(rootDir).load()) ?? { version: 1, staged: {} };
}
async function recordStaged(rootDir, session) {
    const state = await readLocalState(rootDir);
    await localStateFile(rootDir).save({ version: 1, staged: { ...state.staged, [session.siteId]: session } });
}
/**
 * Adds `.sitesync/` to the repository's .gitignore (beside sitesync.yml) unless it is there. A
 * .gitignore that is a symlink or anything but a regular file is neither read nor written: a
 * repository can commit `.gitignore -> /outside/file`, and the append went into that file.
 */
async function ignoreLocalState(rootDir) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rootDir, '.gitignore');
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file).catch(() => undefined);
    if (info && !info.isFile())
        return 'not-a-file';
    let text = '';
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        // no .gitignore yet
    }
    const names = [_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE_DIR */ .e$, `${_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE_DIR */ .e$}/`, `/${_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE_DIR */ .e$}`, `/${_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE_DIR */ .e$}/`];
    if (text.split(/\r?\n/).some((line) => names.includes(line.trim())))
        return 'present';
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE_DIR */ .e$}/\n`);
    return 'added';
}


/***/ }),

/***/ 6974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ recordApplied)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3201);
/* harmony import */ var _state_site_creation_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8106);
/* harmony import */ var _state_state_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8255);
/* harmony import */ var _state_staged_sessions_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4161);





/**
 * After a site was staged by the CLI: remember the session for `sitesync publish`, and when the
 * apply created the site, bind it in sitesync.yml (comments kept) and drop its creation token.
 * Returns what it wrote, for the output.
 */
async function recordApplied(prepared, siteIndex, result, 
/** Paths in notes are shown relative to this folder. */
displayCwd) {
    const { config } = prepared;
    const notes = [];
    if (result.createdSite) {
        // By index: the entry's `source` may be written `./a` or `a/`, which a path match would miss.
        await (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .setSiteId */ .pO)(config.configFile, result.siteId, config.layout === 'multi' ? { index: siteIndex } : {});
        notes.push(`wrote site.id ${result.siteId} into ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(displayCwd, config.configFile) || config.configFile}`);
        // Bound: a site.id removed from here later asks for a new site, not this one replayed. A token
        // left (its save failed) only matters then: the site is bound and its session still recorded.
        const site = config.sites[siteIndex];
        try {
            if (site)
                await (0,_state_site_creation_store_js__WEBPACK_IMPORTED_MODULE_2__/* .forgetSiteCreation */ .O)(config.rootDir, config.configFile, site.source);
        }
        catch (err) {
            notes.push(`${_state_state_file_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE_DIR */ .e$}/creations.json could not be updated (${err instanceof Error ? err.message : String(err)}): remove it before you remove site.id to bind a new site, or that creation is replayed`);
        }
    }
    await (0,_state_staged_sessions_store_js__WEBPACK_IMPORTED_MODULE_4__/* .recordStaged */ .UG)(config.rootDir, {
        siteId: result.siteId,
        sessionId: result.sessionId,
        sourceRevision: result.sourceRevision,
        ...(result.previewUrl && { previewUrl: result.previewUrl }),
        keyRevision: prepared.revision.keyRevision,
        stagedAt: new Date().toISOString(),
    });
    return notes;
}


/***/ })

};
