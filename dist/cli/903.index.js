export const id = 903;
export const ids = [903];
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
                    }));
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
/* harmony import */ var _state_staged_sessions_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4161);



/**
 * After a site was staged by the CLI: remember the session for `sitesync publish`, and when the
 * apply created the site, bind it in sitesync.yml (comments kept). Returns what it wrote, for the output.
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
    }
    await (0,_state_staged_sessions_store_js__WEBPACK_IMPORTED_MODULE_2__/* .recordStaged */ .UG)(config.rootDir, {
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
