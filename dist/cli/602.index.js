export const id = 602;
export const ids = [602];
export const modules = {

/***/ 3602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishCommand: () => (/* binding */ publishCommand)
/* harmony export */ });
/* harmony import */ var _apply_publish_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8479);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _shared_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5497);
/* harmony import */ var _state_staged_sessions_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4161);
/* harmony import */ var _state_dev_session_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4327);
/* harmony import */ var _apply_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7615);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9764);







/** Filing a request holds the checkout's run lock (it reads what apply staged); following one does not. */
function publishCommand(opts, io) {
    if (opts.request)
        return publishLocked(opts, io, undefined);
    return (0,_shared_js__WEBPACK_IMPORTED_MODULE_6__/* .withRunLock */ .Z4)('publish', io, (takeLock) => publishLocked(opts, io, takeLock));
}
async function publishLocked(opts, io, takeLock) {
    const waitMs = opts.wait ? (0,_shared_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDuration */ .E)(opts.wait, '--wait') : 0;
    if (opts.request && (opts.session || opts.revision || opts.message)) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('CONFLICTING_OPTIONS', '--request follows a filed publish request; --session, --revision and --message file a new one', { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.usage });
    }
    const prepared = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_6__/* .prepareFromCli */ .wY)(opts, io, true, { ...(takeLock && { lock: takeLock }) });
    if (prepared.config.sites.length === 0) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('NO_SITE', 'sitesync.yml names no site: there is nothing to publish', {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.usage,
            hint: 'a catalog-only repository has no publish step: `sitesync apply` writes the catalog',
        });
    }
    const client = prepared.client;
    const bound = prepared.config.sites.filter((s) => Boolean(s.id));
    if (bound.length === 0) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('NOT_BOUND', 'no site of sitesync.yml has a site.id', {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.usage,
            hint: 'run `sitesync init` first',
        });
    }
    const reporter = io.output.reporter();
    // One wait for the whole command, whatever the number of sites (docs/platform-contract.md §12).
    const wait = new _apply_publish_js__WEBPACK_IMPORTED_MODULE_0__/* .WaitBound */ .wR(waitMs);
    const outcomes = [];
    const text = [];
    const pendingResult = (err) => ({
        exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.interrupted,
        json: { published: outcomes, pending: { requestId: err.requestId } },
        text: [...text, (0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(err)].join('\n'),
        error: err,
    });
    try {
        if (opts.request) {
            if (bound.length > 1) {
                throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('SITE_AMBIGUOUS', '--request needs one bound site; sitesync.yml binds several', {
                    exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.usage,
                });
            }
            const siteId = bound[0].id;
            // With --wait, the wait starts with this first read, which is bounded as the polls are: a
            // platform that hangs on it cannot hold the command past the wait.
            const request = await client.sites.publish.get(siteId, opts.request, waitMs > 0 ? { timeLimitMs: wait.readLimitMs(1) } : {});
            const outcome = await (0,_apply_publish_js__WEBPACK_IMPORTED_MODULE_0__/* .waitForDecision */ .Bg)({
                client,
                siteId,
                request,
                bound: wait,
                reporter,
                signal: io.signal,
            });
            outcomes.push(outcome);
            text.push((0,_apply_js__WEBPACK_IMPORTED_MODULE_5__.describePublished)(outcome));
        }
        else {
            const state = await (0,_state_staged_sessions_store_js__WEBPACK_IMPORTED_MODULE_3__/* .readLocalState */ .ZE)(prepared.config.rootDir);
            for (const site of bound) {
                const staged = state.staged[site.id];
                let sessionId = staged?.sessionId;
                let sourceRevision = opts.revision ?? staged?.sourceRevision;
                if (opts.session) {
                    // --session names a session of `apply` (.sitesync/state.json) or of `sitesync dev`
                    // (.sitesync/dev.json), whose site and revision come from that record; another session
                    // needs --revision, and a repository with one site.
                    const dev = await (0,_state_dev_session_store_js__WEBPACK_IMPORTED_MODULE_4__/* .loadDevSession */ .cB)(prepared.config.rootDir, site.id);
                    const known = [staged, dev].find((r) => r?.sessionId === opts.session);
                    if (!known && !(bound.length === 1 && opts.revision))
                        continue;
                    sessionId = opts.session;
                    sourceRevision = opts.revision ?? known?.sourceRevision;
                }
                if (!sessionId || !sourceRevision) {
                    text.push(`site ${site.id}: nothing staged (run \`sitesync apply\` first)`);
                    continue;
                }
                const outcome = await (0,_apply_publish_js__WEBPACK_IMPORTED_MODULE_0__/* .publishSession */ .kt)({
                    client,
                    siteId: site.id,
                    sessionId,
                    sourceRevision,
                    bound: wait,
                    reporter,
                    signal: io.signal,
                    ...(opts.message && { message: opts.message }),
                });
                outcomes.push(outcome);
                text.push((0,_apply_js__WEBPACK_IMPORTED_MODULE_5__.describePublished)(outcome));
            }
            if (opts.session && outcomes.length === 0) {
                throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('UNKNOWN_SESSION', `session ${opts.session} is not one that apply or dev recorded in .sitesync/ for a site of sitesync.yml`, {
                    exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.usage,
                    hint: 'give its revision with --revision (in a repository with one site)',
                });
            }
        }
    }
    catch (err) {
        if (err instanceof _apply_publish_js__WEBPACK_IMPORTED_MODULE_0__/* .PublishPendingError */ .Vd)
            return pendingResult(err);
        throw err;
    }
    const timedOut = outcomes.filter((o) => o.timedOut);
    return {
        exitCode: timedOut.length > 0 ? _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.failure : _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.ok,
        json: { published: outcomes },
        text: text.join('\n'),
        ...(timedOut.length > 0 && {
            // Text mode says why it exits 1 and how to follow the request up, as --json does.
            errorOnStderr: true,
            error: new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('PUBLISH_WAIT_ENDED', `the wait ended before the site owner decided on ${timedOut.map((o) => String(o.request.id)).join(', ')}`, {
                hint: `the request stays filed; check it later with \`sitesync publish --request ${String(timedOut[0].request.id)}\``,
            }),
        }),
    };
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
