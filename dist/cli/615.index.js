export const id = 615;
export const ids = [615];
export const modules = {

/***/ 8479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ waitForDecision),
/* harmony export */   JX: () => (/* binding */ undecidedWords),
/* harmony export */   Vd: () => (/* binding */ PublishPendingError),
/* harmony export */   kt: () => (/* binding */ publishSession),
/* harmony export */   wR: () => (/* binding */ WaitBound)
/* harmony export */ });
/* unused harmony exports PUBLISH_WAIT_GRACE_MS, lastPollWords, rejectionAdvice, PublishRejectedError, PublishFollowError */
/* harmony import */ var _platform_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1661);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _platform_transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75);



/**
 * One `--wait` for a whole command, however many sites it files requests for: its clock starts at
 * the first `deadline()` (when the first request is filed and its wait begins, or before the first
 * read of `publish --request`), and every site's wait, and every read it bounds, ends by that one
 * deadline (plus PUBLISH_WAIT_GRACE_MS), not by a wait of its own.
 */
class WaitBound {
    waitMs;
    now;
    endsAt;
    constructor(waitMs, now = Date.now) {
        this.waitMs = waitMs;
        this.now = now;
    }
    /** When the wait ends (in `now`'s terms); the first call starts its clock. */
    deadline() {
        return (this.endsAt ??= this.now() + this.waitMs);
    }
    /** The wait's clock was started and the wait has ended. */
    ended() {
        return this.endsAt !== undefined && this.now() >= this.endsAt;
    }
    /** A read's time limit: what is left of the wait and of the grace after it, at least `floor` ms. */
    readLimitMs(floor) {
        return Math.max(floor, this.deadline() + PUBLISH_WAIT_GRACE_MS - this.now());
    }
}
/**
 * How long after `--wait` a wait may end. The last look at the request is sent when the wait
 * ends; it, or a poll still being retried then, has this long to be answered. No poll goes on
 * beyond: an attempt is cut off there, and a retry whose backoff or Retry-After would start
 * after it is not made (PlatformRequest.timeLimitMs).
 */
const PUBLISH_WAIT_GRACE_MS = 1000;
/** A wait that ended while its last poll could not be answered, said of the request (CLI and action). */
const lastPollWords = (status, why) => `${status} when last read; its last poll could not be answered before the wait ended: ${why}`;
/**
 * How the wait left a request it ended before the owner decided on (`timedOut`), said of the
 * request: still undecided when the wait ended, filed after the one wait for all sites had ended
 * (not read again), or its last poll not answered; and, with or without a wait, a filing answered
 * as a replay of an earlier run's that could not be read afresh (`replayUnread`: its status is the
 * earlier filing's). Undefined when none of these is so. The CLI
 * (`publish`, `apply --publish`) and the action (log, job summary, the merged pull request's
 * outcome) say these words. `status` and `lastPollFailed` are given as the caller shows them.
 */
function undecidedWords(p, status) {
    if (p.replayUnread !== undefined)
        return `filed by an earlier run, ${status} then; not read again (${p.replayUnread})${p.filedAfterWait ? ', and the wait had ended' : ''}`;
    if (!p.timedOut)
        return undefined;
    if (p.lastPollFailed !== undefined)
        return lastPollWords(status, p.lastPollFailed);
    if (p.filedAfterWait)
        return `${status} when filed, after the wait had ended (one wait for all sites): not read again`;
    return `still ${status} when the wait ended`;
}
const FINAL = new Set(['published', 'rejected']);
/**
 * What to do after a rejection. The platform rejects on its own when the live site changed
 * since the session was opened (a new run stages against the new live site); any other reason is
 * the site owner's decision, which a re-run of the same commit cannot change.
 */
function rejectionAdvice(reason) {
    if (reason === 'live_source_changed')
        return 'the live site changed after the session was opened: re-run the job to stage the change against the current live site and file a new request';
    return 'nothing was published (catalog writes already made stay). Agree the change with the site owner, then merge a new commit: a re-run of this commit reports the same rejected request';
}
/** A publish request the site owner (or the platform) rejected. */
class PublishRejectedError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj {
    request;
    constructor(request) {
        const reason = request.rejection_reason;
        const who = reason === 'live_source_changed' ? 'the platform' : 'the site owner';
        super('PUBLISH_REJECTED', `${who} rejected publish request ${request.id}${reason ? ` (reason: ${reason})` : ''}`, { hint: rejectionAdvice(reason) });
        this.name = 'PublishRejectedError';
        this.request = request;
    }
}
/**
 * Files a publish request for a session at its final revision (one per commit: the key is
 * derived from it, so a rerun replays the same request) and optionally waits for the owner's
 * decision, polling with an injectable sleep. The filing is a write, never cut short by the wait;
 * filed after the command's wait (`bound`) has ended, the request is not read again
 * (`filedAfterWait`): undecided in the filing's answer, it is reported as the wait ending so.
 */
async function publishSession(options) {
    const { client, siteId } = options;
    const filed = await client.sites.publish.request(siteId, {
        session_id: options.sessionId,
        source_revision: options.sourceRevision,
        ...(options.message && { message: options.message }),
    });
    const waits = options.bound ? options.bound.waitMs > 0 : (options.waitMs ?? 0) > 0;
    const afterWait = options.bound !== undefined && waits && options.bound.ended();
    // Answered as a replay, the filing says the status an earlier run's filing had then, not now:
    // the request is read afresh once (within the wait's bound, when there is one).
    const fresh = client.transport?.wasReplayed?.(filed) === true ? await readAfresh(options, filed, waits) : undefined;
    const request = fresh && 'request' in fresh ? fresh.request : filed;
    const replayUnread = fresh && 'failed' in fresh ? fresh.failed : undefined;
    if (afterWait || (replayUnread !== undefined && !waits)) {
        if (request.status === 'rejected')
            throw new PublishRejectedError(request);
        const told = {
            ...(afterWait && { filedAfterWait: true }),
            ...(replayUnread !== undefined && { replayUnread }),
        };
        if (!FINAL.has(String(request.status)))
            return { request, timedOut: afterWait, ...told };
        // Without a wait no live version is read (as waitForDecision does without one).
        return {
            request,
            timedOut: false,
            ...told,
            ...(afterWait && { statusUnread: STATUS_NOT_READ_AFTER_WAIT }),
        };
    }
    return waitForDecision({ ...options, request });
}
/**
 * The request an earlier run filed, as it is now; or why it could not be read. With a wait, the
 * read ends by the wait's end (at least PUBLISH_WAIT_GRACE_MS from now).
 */
async function readAfresh(options, filed, waits) {
    const bound = waits ? (options.bound ?? new WaitBound(options.waitMs ?? 0, options.now)) : undefined;
    try {
        const request = await options.client.sites.publish.get(options.siteId, String(filed.id), bound ? { timeLimitMs: bound.readLimitMs(PUBLISH_WAIT_GRACE_MS) } : {});
        return { request };
    }
    catch (err) {
        if (options.signal?.aborted)
            throw new PublishPendingError(options.siteId, filed);
        return { failed: err instanceof Error ? err.message : String(err) };
    }
}
/** Why the live version of a request decided when filed after the wait was not read. */
const STATUS_NOT_READ_AFTER_WAIT = 'the wait had ended before this request was filed';
/**
 * Follows a filed publish request until the owner decides or the wait ends (`bound`, shared by
 * the command's sites, else `waitMs` from now; no wait: returns it as it is), and no longer than
 * PUBLISH_WAIT_GRACE_MS beyond: a poll not answered by then ends the wait as undecided
 * (`lastPollFailed` says why). Interrupted, it throws PublishPendingError: the request stays filed.
 */
async function waitForDecision(options) {
    const { client, siteId } = options;
    let request = options.request;
    const now = options.now ?? Date.now;
    const bound = options.bound ?? new WaitBound(options.waitMs ?? 0, now);
    if (bound.waitMs <= 0)
        return { request, timedOut: false };
    const sleep = options.sleep ?? _platform_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .realSleep */ .uk;
    const deadline = bound.deadline();
    const poll = options.pollMs ?? 5000;
    const shown = options.reporter?.activity?.(`waiting for the owner to decide on ${String(request.id)}`, {
        deadline: Date.now() + Math.max(0, deadline - now()),
    });
    try {
        while (!FINAL.has(String(request.status))) {
            shown?.note?.(String(request.status));
            if (now() >= deadline)
                return { request, timedOut: true };
            if (options.signal?.aborted)
                throw new PublishPendingError(siteId, request);
            await sleep(Math.min(poll, Math.max(0, deadline - now())), options.signal).catch((err) => {
                if (options.signal?.aborted)
                    throw new PublishPendingError(siteId, request);
                throw err;
            });
            try {
                request = await client.sites.publish.get(siteId, String(request.id), {
                    timeLimitMs: bound.readLimitMs(1),
                });
            }
            catch (err) {
                if (options.signal?.aborted)
                    throw new PublishPendingError(siteId, request);
                // Only the wait's end stops a poll at its time limit: the wait ended undecided.
                if (err instanceof _platform_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TimeLimitError */ .$q)
                    return { request, timedOut: true, lastPollFailed: err.message };
                throw new PublishFollowError(siteId, request, err);
            }
        }
    }
    finally {
        shown?.done();
    }
    if (request.status === 'rejected')
        throw new PublishRejectedError(request);
    // The live version, read within what is left of the wait's bound (at least the grace): a
    // platform that hangs here cannot hold the command past the wait, and a read that fails does
    // not hide the decision that was read.
    try {
        const status = await client.sites.publish.status(siteId, {
            timeLimitMs: bound.readLimitMs(PUBLISH_WAIT_GRACE_MS),
        });
        return { request, status, timedOut: false };
    }
    catch (err) {
        if (options.signal?.aborted)
            throw err;
        return { request, timedOut: false, statusUnread: err instanceof Error ? err.message : String(err) };
    }
}
/** Interrupted while waiting: the publish request is filed and stays pending; how to follow it. */
class PublishPendingError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj {
    requestId;
    /** Its status when last read. */
    status;
    constructor(siteId, request) {
        const id = String(request.id);
        super('PUBLISH_PENDING', `interrupted while waiting: publish request ${id} (site ${siteId}) was filed and is still ${String(request.status)}; the site owner can approve it at any time`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.interrupted,
            hint: `check it with \`sitesync publish --request ${id}\` (add \`--wait 10m\` to wait for the decision)`,
        });
        this.name = 'PublishPendingError';
        this.requestId = id;
        this.status = String(request.status);
    }
}
/**
 * Following a filed request failed (its status could not be read): the request stays filed, and
 * the error says so, with its id, rather than only naming the read that failed.
 */
class PublishFollowError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj {
    requestId;
    /** Its status when last read. */
    status;
    constructor(siteId, request, cause) {
        const id = String(request.id);
        super('PUBLISH_FOLLOW_FAILED', `publish request ${id} (site ${siteId}) was filed and was ${String(request.status)} when last read; reading it again failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
            cause,
            hint: `the request stays filed; check it later with \`sitesync publish --request ${id}\``,
        });
        this.name = 'PublishFollowError';
        this.requestId = id;
        this.status = String(request.status);
    }
}


/***/ }),

/***/ 7615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applyCommand: () => (/* binding */ applyCommand),
  blockedMessage: () => (/* binding */ blockedMessage),
  checkApplyFlags: () => (/* binding */ checkApplyFlags),
  describePublished: () => (/* binding */ describePublished),
  parseAllowDelete: () => (/* binding */ parseAllowDelete)
});

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/ledger/index.ts
var ledger = __webpack_require__(2465);
// EXTERNAL MODULE: ./src/plan/catalog/index.ts + 6 modules
var plan_catalog = __webpack_require__(1884);
// EXTERNAL MODULE: ./src/platform/index.ts + 5 modules
var platform = __webpack_require__(1661);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(6316);
// EXTERNAL MODULE: ./src/platform/attempt-watch.ts
var attempt_watch = __webpack_require__(3596);
// EXTERNAL MODULE: ./src/platform/ran-on-platform.ts
var ran_on_platform = __webpack_require__(7028);
// EXTERNAL MODULE: ./src/platform/request-log.ts
var request_log = __webpack_require__(7197);
// EXTERNAL MODULE: ./src/shared/errors.ts
var shared_errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/apply/stage-error.ts
var stage_error = __webpack_require__(9205);
// EXTERNAL MODULE: ./src/apply/write-tally.ts
var write_tally = __webpack_require__(3564);
// EXTERNAL MODULE: ./src/apply/describe-site.ts
var describe_site = __webpack_require__(3455);
;// CONCATENATED MODULE: ./src/apply/catalog/describe.ts
/**
 * Pure: a short text report of a catalog apply, naming every entity that failed, was blocked or may
 * not have been written. The CLI prints it; the action says the same in its log, job summary, notes
 * and on the merged pull request from the pieces (describeCatalogCounts, describeCatalogReplays).
 */


/** Said of catalog writes an earlier run made, answered as its replays: this run changed nothing. */
const BY_AN_EARLIER_RUN = 'already written by an earlier run (replayed)';
/**
 * The catalog's line of counts: `catalog: 3 written, 0 failed, 0 blocked`. Writes an earlier run
 * made (answered as its replay: this run changed nothing) are never counted as this run's: they
 * are said apart, `catalog: 0 written by this run, 3 already written by an earlier run (replayed),
 * 0 failed, 0 blocked` (docs/platform-contract.md §12). Writes whose attempt went without its
 * answer and whose retry was answered as a replay may be this run's or an earlier run's (the
 * platform does not say which): they are said apart too, `1 answer lost, then replayed (this run's
 * or an earlier run's)`, and counted as neither. Writes without their answer (id not known) are
 * said of all of them (`N of these without the answer`), whoever wrote them.
 */
function describeCatalogCounts(counts) {
    const { done, adopted, failed, blocked, unread = 0, unknown = 0, replayed = 0 } = counts;
    const lost = counts.replayedAfterLostAnswer ?? 0;
    const written = `${writtenApart(done + unread, replayed, lost)}${unread > 0 ? `, ${unread} of these without the answer (id not known)` : ''}`;
    return `catalog: ${written}${adopted > 0 ? `, ${adopted} service(s) adopted` : ''}${unknown > 0 ? `, ${unknown} not known (may have been written)` : ''}, ${failed} failed, ${blocked} blocked`;
}
/**
 * What the replays of describeCatalogCounts' line were, one line each, when there were any: of an
 * earlier run (`N of these were replays: …`), after a lost answer (`answer lost, then replayed: N
 * of these: …`).
 */
function describeCatalogReplays(counts) {
    const { replayed = 0, replayedAfterLostAnswer: lost = 0 } = counts;
    return [
        ...(replayed > 0
            ? [`${replayed} of these ${replayed === 1 ? 'was a replay' : 'were replays'}: ${describe_site/* REPLAYED_MEANS */.Kp}`]
            : []),
        ...(lost > 0 ? [`answer lost, then replayed: ${lost} of these: ${describe_site/* LOST_ANSWER_MEANS */.V5}`] : []),
    ];
}
/**
 * One stage's line, for an apply that stopped in it or after it (StageError's "done"): `catalog
 * products: 3 of 5 written`, a write that may have run said beside the count (`(1 not known: may
 * have been written)`), and an earlier run's writes answered as its replays said apart as in
 * describeCatalogCounts: `catalog products: 1 of 5 written by this run, 2 already written by an
 * earlier run (replayed)`, and those answered as a replay after a lost answer apart too (this
 * run's or an earlier run's: replayOrigin, docs/platform-contract.md §12).
 */
function describeStageWritten(stage, total, outcomes) {
    const written = outcomes.filter((o) => o.status === 'done' || o.status === 'adopted' || o.status === 'unread');
    const replayed = (origin) => written.filter((o) => o.status !== 'adopted' && o.replayed === origin).length;
    const unknown = outcomes.filter((o) => o.status === 'unknown').length;
    const note = unknown > 0 ? ` (${unknown} not known: may have been written)` : '';
    return `${stage}: ${writtenApart(written.length, replayed('earlier'), replayed('lost-answer'), ` of ${total}`, note)}`;
}
/**
 * `N written`, or with replays among them, `N written by this run, M already written by an earlier
 * run (replayed), K answer lost, then replayed (this run's or an earlier run's)`.
 */
function writtenApart(all, earlier, lost, of = '', note = '') {
    const apart = earlier + lost > 0;
    return `${all - earlier - lost}${of} written${apart ? ' by this run' : ''}${note}${earlier > 0 ? `, ${earlier} ${BY_AN_EARLIER_RUN}` : ''}${lost > 0 ? `, ${lost} ${describe_site/* LOST_ANSWER_WHOSE */.JO}` : ''}`;
}
/**
 * The service ledger's line: `service ledger created (category catg_…)` (without the category for
 * a stage's line), and, when its write was answered as a replay, whose write it was in the words of
 * the site's and the catalog's lines: an earlier run's (`: replayed: …`: this run changed nothing)
 * or after an attempt of this run lost its answer (`: answer lost, then replayed: …`, this run's or
 * an earlier run's), as replayOrigin decides.
 */
function describeLedgerWrite(ledger, withCategory = true) {
    const line = `service ledger ${ledger.action}${withCategory ? ` (category ${ledger.categoryId})` : ''}`;
    if (ledger.replayed === 'earlier')
        return `${line}: replayed: ${describe_site/* REPLAYED_MEANS */.Kp}`;
    if (ledger.replayed === 'lost-answer')
        return `${line}: answer lost, then replayed: ${describe_site/* LOST_ANSWER_MEANS */.V5}`;
    return line;
}
function describeCatalogApply(result, maxListed = 20) {
    const lines = [describeCatalogCounts(result.counts)];
    const problems = result.outcomes.filter((o) => o.status === 'failed' || o.status === 'blocked' || o.status === 'unread' || o.status === 'unknown');
    for (const o of problems.slice(0, maxListed)) {
        lines.push(o.status === 'failed'
            ? `  ✗ ${o.action} ${o.kind} "${o.key}" failed: ${o.error}`
            : o.status === 'unread'
                ? `  ✓ ${o.action} ${o.kind} "${o.key}" written, but its answer was cut off (id not known): ${o.error}`
                : o.status === 'unknown'
                    ? `  ? ${o.action} ${o.kind} "${o.key}" may have been written, not known (${o.attempts ? (0,write_tally/* describeUnknownAttempts */.qc)(o.attempts) : 'answered with an error'}, never confirmed): ${o.error}`
                    : `  ⊘ ${o.action} ${o.kind} "${o.key}" blocked by ${o.blockedBy}`);
    }
    if (problems.length > maxListed)
        lines.push(`  … and ${problems.length - maxListed} more (use --json for all)`);
    for (const o of result.outcomes)
        if (o.status === 'adopted')
            lines.push(`  service "${o.key}" already existed (${o.id}): adopted into the ledger, its content is unknown`);
    if (result.ledger?.action === 'failed')
        lines.push(`  ✗ the service ledger could not be written: ${result.ledger.error}`);
    else if (result.ledger && result.ledger.action !== 'unchanged')
        lines.push(`  ${describeLedgerWrite(result.ledger)}`);
    if (result.partial)
        lines.push('  rerun the same commit to converge: what was written is replayed, the rest is retried');
    for (const line of describeCatalogReplays(result.counts))
        lines.push(`  ${line}`);
    return lines.join('\n');
}
/**
 * What of a partial catalog apply was not done, in words: "1 not known (may have been written),
 * 0 failed, 1 blocked". The failed and blocked counts are always named.
 */
function describeCatalogShortfall(counts) {
    return [
        ...(counts.unknown ? [`${counts.unknown} not known (may have been written)`] : []),
        ...(counts.unread ? [`${counts.unread} created without the answer (id not known)`] : []),
        `${counts.failed} failed`,
        `${counts.blocked} blocked`,
    ].join(', ');
}

// EXTERNAL MODULE: ./src/catalog/types.ts
var types = __webpack_require__(1234);
;// CONCATENATED MODULE: ./src/apply/catalog/write-body.ts

const REF_NAMES = new Set(['brand', 'category', 'parent']);
/** Every field the YAML mentions plus its references as ids. */
function createBody(change, idOf) {
    const body = { ...change.desired.fields };
    for (const [ref, slug] of Object.entries(change.desired.refs)) {
        const id = idOf(types/* REF_KIND */.rb[ref], slug);
        if (id === undefined)
            return { ok: false, missing: `${types/* REF_KIND */.rb[ref]} "${slug}"` };
        body[types/* REF_FIELD */.$b[ref]] = id;
    }
    return { ok: true, body };
}
/** Only the fields that differ (a minimal PATCH); a reference to null clears it. */
function updateBody(change, idOf) {
    const body = {};
    for (const { field, to } of change.changes) {
        if (!REF_NAMES.has(field)) {
            body[field] = to;
            continue;
        }
        const ref = field;
        if (to === null) {
            body[types/* REF_FIELD */.$b[ref]] = null;
            continue;
        }
        const id = idOf(types/* REF_KIND */.rb[ref], String(to));
        if (id === undefined)
            return { ok: false, missing: `${types/* REF_KIND */.rb[ref]} "${String(to)}"` };
        body[types/* REF_FIELD */.$b[ref]] = id;
    }
    return { ok: true, body };
}
/** The entities a desired entity refers to, as `kind:slug` keys. */
function dependencyKeys(desired) {
    return Object.entries(desired.refs).map(([ref, slug]) => `${types/* REF_KIND */.rb[ref]}:${slug}`);
}
function entityKey(kind, key) {
    return `${kind}:${key}`;
}

;// CONCATENATED MODULE: ./src/apply/catalog/id-index.ts


function createIdIndex(live) {
    const ids = new Map();
    const add = (kind, records) => {
        for (const r of records) {
            if (!r.slug)
                continue;
            const key = entityKey(kind, r.slug);
            const held = ids.get(key);
            // Like the planner: a record that is not archived wins over archived ones.
            if (!held || (held.archived && !(0,plan_catalog/* isArchivedRecord */.Ue)(r)))
                ids.set(key, { id: r.id, archived: (0,plan_catalog/* isArchivedRecord */.Ue)(r) });
        }
    };
    add('brand', live.brands);
    add('category', live.categories);
    add('product', live.products);
    return {
        get: (kind, slug) => ids.get(entityKey(kind, slug))?.id,
        set: (kind, slug, id) => void ids.set(entityKey(kind, slug), { id, archived: false }),
    };
}

;// CONCATENATED MODULE: ./src/apply/catalog/apply-catalog.ts
/**
 * Applies a catalog plan in ordered stages: brands, categories (parents first), products,
 * services (then the ledger), and archives last in reverse dependency order. A write that fails
 * only blocks what depends on it; everything independent still applies.
 */














/**
 * Writes in flight at once in a parallel stage. 8 took three rounds for a small change's 20 writes
 * (M at 25 ms: apply 718 -> 659 ms median with 32, 5 alternating pairs); the pacer still holds
 * them to the credential's rate limit.
 */
const WRITE_CONCURRENCY = 32;
/** Stages whose writes may run in parallel (categories wait for their parents). */
const PARALLEL = new Set([
    'brands',
    'products',
    'services',
    'archive-products',
    'archive-brands',
]);
async function applyCatalog(options) {
    const { client, plan } = options;
    if (plan.blocked) {
        throw new shared_errors/* SitesyncError */.fj('CATALOG_GUARD', 'the catalog plan is blocked by a guard; nothing was written');
    }
    const ids = createIdIndex(options.live);
    const outcomes = [];
    /** `kind:key` of entities whose write failed, was blocked or may not have happened → what it was. */
    const unusable = new Map();
    /** Live id referenced by an archive that did not happen (or may not have) → the blocker, in words. */
    const stillReferenced = new Map();
    const ledgerEntries = {};
    let ledgerResult;
    const record = (outcome) => {
        outcomes.push(outcome);
        if (outcome.status === 'done' || outcome.status === 'adopted')
            return;
        unusable.set(entityKey(outcome.kind, outcome.key), outcome.status === 'unread'
            ? 'created, its answer cut off: id not known'
            : outcome.status === 'unknown'
                ? outcome.action === 'create'
                    ? 'may have been written: id not known'
                    : 'may have been written'
                : outcome.status);
    };
    const writeOne = async (change) => {
        const base = { kind: change.kind, key: change.key, action: change.action };
        const blocker = blockerOf(change, unusable, stillReferenced);
        if (blocker) {
            record({ ...base, status: 'blocked', blockedBy: blocker });
            noteArchiveNotDone(change, stillReferenced);
            return;
        }
        /** The attempts of this write's request, as the request log (and the write tally) sees them. */
        const attempts = [];
        /** Which run wrote it when it was answered as a replay, as the tally decides it (§12). */
        const origin = () => {
            const replayed = (0,request_log/* replayOrigin */.i)(attempts);
            return replayed ? { replayed } : {};
        };
        try {
            await (0,attempt_watch/* watchAttempts */.k)(attempts, async () => {
                if (change.kind === 'service') {
                    const outcome = await createService(client, change, ids);
                    if (outcome.status !== 'blocked')
                        ledgerEntries[change.key] = outcome.entry;
                    record(outcome.outcome.status === 'done' ? { ...outcome.outcome, ...origin() } : outcome.outcome);
                    return;
                }
                const id = await writeEntity(client, change, ids);
                if (typeof id !== 'string') {
                    record({ ...base, status: 'blocked', blockedBy: id.missing });
                    return;
                }
                if (change.action === 'create')
                    ids.set(change.kind, change.key, id);
                record({ ...base, status: 'done', id, ...origin() });
            });
        }
        catch (err) {
            const error = err instanceof Error ? err.message : String(err);
            // The platform ran it (an attempt got a 2xx whose answer was cut off): written, not failed,
            // as the request log and the write tally say, whatever the retries got after it.
            const ran = (0,ran_on_platform/* ranOnPlatform */.u)(err) !== undefined;
            // No attempt got a 2xx, and one that may have run it got no answer or a 5xx: not known, as
            // the tally says, never "failed" (the platform may have run it).
            const unknown = ran ? undefined : unknownOutcome(err, attempts);
            if (ran)
                record(writtenWithoutAnswer(change, error, origin()));
            if (unknown) {
                record({ ...base, status: 'unknown', error, ...(unknown !== true && { attempts: unknown }) });
                noteArchiveNotDone(change, stillReferenced, 'may not have happened');
            }
            if (err instanceof platform/* PlatformError */.Wk && (err.status === 401 || err.status === 403))
                throw err;
            // Ctrl-C / SIGTERM stops the apply; it is not a failure of this one entity. Nor is a platform
            // that stopped answering: the remaining writes are not tried one by one.
            if (isInterruption(err) || (0,errors/* isPlatformUnreachable */.q2)(err))
                throw err;
            if (ran || unknown)
                return;
            record({ ...base, status: 'failed', error });
            noteArchiveNotDone(change, stillReferenced);
        }
    };
    const stages = (0,plan_catalog/* orderCatalogChanges */.BF)(plan).map((stage) => ({
        name: `catalog ${stage.name}`,
        run: async (done) => {
            if (stage.changes.length === 0)
                return;
            const bar = options.reporter?.progress(`catalog ${stage.name}`, stage.changes.length, {
                unit: 'writes',
            });
            const tick = (change) => writeOne(change).then(() => bar?.tick());
            const before = outcomes.length;
            // What this stage wrote, as the report says it: a write that may have run beside the count
            // (the tally says "may have been written"), an earlier run's writes answered as its replays
            // said apart (describeStageWritten).
            const reportWritten = () => done.push(describeStageWritten(`catalog ${stage.name}`, stage.changes.length, outcomes.slice(before)));
            try {
                if (PARALLEL.has(stage.name)) {
                    // A write that stops the apply (401/403, Ctrl-C, a platform gone) starts no other, but
                    // the writes already in flight are waited for: they may be carried out, and the report
                    // (and the tally) must count them. Rejecting at once left them running unreported.
                    const limit = (0,p_limit/* default */.A)(options.concurrency ?? WRITE_CONCURRENCY);
                    let stop;
                    await Promise.all(stage.changes.map((c) => limit(async () => {
                        if (stop)
                            return;
                        try {
                            await tick(c);
                        }
                        catch (err) {
                            stop ??= { err };
                        }
                    })));
                    if (stop)
                        throw stop.err;
                }
                else {
                    for (const change of stage.changes)
                        await tick(change);
                }
            }
            catch (err) {
                // Interrupted or refused midway: what this stage had written belongs in the report.
                if (outcomes.length > before)
                    reportWritten();
                throw err;
            }
            finally {
                bar?.done();
            }
            reportWritten();
            if (stage.name === 'services' && Object.keys(ledgerEntries).length > 0) {
                ledgerResult = await updateLedger(client, options.ledger, ledgerEntries);
                if (ledgerResult.action !== 'failed')
                    done.push(describeLedgerWrite(ledgerResult, false));
            }
        },
    }));
    return (0,stage_error/* runStages */.J)(stages, () => summarise(outcomes, ledgerResult));
}
function isInterruption(err) {
    return err instanceof shared_errors/* SitesyncError */.fj && err.exitCode === shared_errors/* ExitCode */.yU.interrupted;
}
/**
 * Whether a write that ended in `err` may have been written though nothing confirmed it: how its
 * attempts went (the tally's verdict on them, write-tally.ts), or `true` when its attempts were not
 * seen (a client on a transport of the caller's) and its last one was answered with a 5xx.
 */
function unknownOutcome(err, attempts) {
    if (attempts.length > 0)
        return (0,write_tally/* unknownWriteOf */.vf)(attempts);
    return err instanceof platform/* PlatformError */.Wk && err.status >= 500 ? true : undefined;
}
/**
 * A write the platform ran whose answer was cut off: an update or archive is done (its id is
 * known); a create is `unread`, its id unknown.
 */
function writtenWithoutAnswer(change, error, origin) {
    const base = { kind: change.kind, key: change.key, ...origin };
    if (change.action === 'update' || change.action === 'archive')
        return { ...base, action: change.action, status: 'done', id: change.id };
    return { ...base, action: 'create', status: 'unread', error };
}
function summarise(outcomes, ledger) {
    const count = (status) => outcomes.filter((o) => o.status === status).length;
    const unread = count('unread');
    const unknown = count('unknown');
    const replayedBy = (origin) => outcomes.filter((o) => (o.status === 'done' || o.status === 'unread') && o.replayed === origin).length;
    const replayed = replayedBy('earlier');
    const replayedAfterLostAnswer = replayedBy('lost-answer');
    const counts = {
        done: count('done'),
        adopted: count('adopted'),
        failed: count('failed'),
        blocked: count('blocked'),
        ...(unread > 0 && { unread }),
        ...(unknown > 0 && { unknown }),
        ...(replayed > 0 && { replayed }),
        ...(replayedAfterLostAnswer > 0 && { replayedAfterLostAnswer }),
    };
    return {
        outcomes,
        counts,
        ...(ledger && { ledger }),
        partial: counts.failed + counts.blocked + unread + unknown > 0 || ledger?.action === 'failed',
    };
}
/** The first thing this change waits for that did not happen, as `kind "key"`. */
function blockerOf(change, unusable, stillReferenced) {
    if (change.action === 'archive')
        return stillReferenced.get(change.id);
    if (change.action !== 'create' && change.action !== 'update')
        return undefined;
    for (const dep of dependencyKeys(change.desired)) {
        const status = unusable.get(dep);
        if (status !== undefined)
            return `${dep.replace(':', ' "')}" (${status})`;
    }
    return undefined;
}
/**
 * An archive that did not happen (or may not have: its outcome is not known) keeps what its live
 * record refers to in use: `stillReferenced` gets the blocker's words.
 */
function noteArchiveNotDone(change, stillReferenced, happened = 'did not happen') {
    if (change.action !== 'archive')
        return;
    const live = change.live;
    for (const field of ['brand_id', 'category_id', 'parent_category_id']) {
        const id = live[field];
        if (typeof id === 'string')
            stillReferenced.set(id, `${change.kind} "${change.key}" (its archive ${happened}; it still refers to this)`);
    }
}
/** One brand/category/product write; the entity id, or what reference could not be resolved. */
async function writeEntity(client, change, ids) {
    const resource = resourceOf(client, change.kind);
    if (change.action === 'archive') {
        await resource.archive(change.id);
        return change.id;
    }
    const body = change.action === 'create'
        ? createBody(change, (k, s) => ids.get(k, s))
        : updateBody(change, (k, s) => ids.get(k, s));
    if (!body.ok)
        return { missing: `${body.missing} has no id` };
    if (change.action === 'create')
        return (await resource.create(body.body)).id;
    const update = change;
    await resource.update(update.id, body.body);
    return update.id;
}
function resourceOf(client, kind) {
    const resources = { brand: client.brands, category: client.categories, product: client.products };
    const resource = resources[kind];
    return resource;
}
async function createService(client, change, ids) {
    const base = { kind: 'service', key: change.key, action: 'create' };
    const body = createBody(change, (k, s) => ids.get(k, s));
    if (!body.ok)
        return {
            status: 'blocked',
            outcome: { ...base, status: 'blocked', blockedBy: `${body.missing} has no id` },
        };
    try {
        const created = (await client.services.create(body.body));
        const createdAt = typeof created['created_at'] === 'string' ? created['created_at'] : '';
        return {
            status: 'written',
            outcome: { ...base, status: 'done', id: created.id },
            entry: { id: created.id, bodyHash: (0,plan_catalog/* serviceBodyHash */.qO)(change.desired), createdAt },
        };
    }
    catch (err) {
        const existing = err instanceof platform/* PlatformError */.Wk && err.errorCode === 'DUPLICATE_SERVICE_CODE'
            ? err.details['existing_id']
            : undefined;
        if (typeof existing !== 'string')
            throw err;
        // It exists but sitesync does not know what it was created with: adopt it, claim no drift.
        return {
            status: 'written',
            outcome: { ...base, status: 'adopted', id: existing },
            entry: { id: existing, bodyHash: null, createdAt: '' },
        };
    }
}
async function updateLedger(client, record, entries) {
    // Its attempts, as the tally sees them: a write answered as a replay says whose it was (§12).
    const attempts = [];
    try {
        const written = await (0,attempt_watch/* watchAttempts */.k)(attempts, () => (0,ledger/* writeLedger */.XL)(client, record, (0,ledger/* withEntries */.bA)(record.ledger, entries)));
        const replayed = (0,request_log/* replayOrigin */.i)(attempts);
        return replayed ? { ...written, replayed } : written;
    }
    catch (err) {
        if (err instanceof platform/* PlatformError */.Wk && (err.status === 401 || err.status === 403))
            throw err;
        return { action: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
}

;// CONCATENATED MODULE: ./src/apply/catalog/index.ts




// EXTERNAL MODULE: ./src/apply/site-apply.ts + 1 modules
var site_apply = __webpack_require__(2998);
// EXTERNAL MODULE: ./src/apply/publish.ts
var publish = __webpack_require__(8479);
// EXTERNAL MODULE: ./src/plan/types.ts
var plan_types = __webpack_require__(9898);
// EXTERNAL MODULE: ./src/plan/live-edits.ts
var live_edits = __webpack_require__(7825);
// EXTERNAL MODULE: ./src/render/live-edits-text.ts
var live_edits_text = __webpack_require__(2426);
// EXTERNAL MODULE: ./src/render/json.ts
var json = __webpack_require__(5104);
// EXTERNAL MODULE: ./src/render/inert-text.ts
var inert_text = __webpack_require__(7690);
// EXTERNAL MODULE: ./src/render/text.ts + 1 modules
var render_text = __webpack_require__(3779);
// EXTERNAL MODULE: ./src/shared/duration.ts
var duration = __webpack_require__(5497);
// EXTERNAL MODULE: ./src/sync/catalog/hinted-list.ts
var hinted_list = __webpack_require__(948);
// EXTERNAL MODULE: ./src/state/list-cursors-store.ts
var list_cursors_store = __webpack_require__(2367);
// EXTERNAL MODULE: ./src/sync/catalog/read-live-catalog.ts + 1 modules
var read_live_catalog = __webpack_require__(1236);
;// CONCATENATED MODULE: ./src/sync/catalog/refresh-list-cursors.ts



const LISTED = {
    brand: 'brands',
    category: 'categories',
    product: 'products',
};
/** Below this many new pages the next plan's sequential tail is no slower than this read. */
const REFRESH_MIN_NEW_PAGES = 2;
/** The kinds whose lists grew by at least REFRESH_MIN_NEW_PAGES pages (pure). */
function kindsToRefresh(result) {
    const created = new Map();
    for (const o of result.outcomes) {
        const kind = LISTED[o.kind];
        if (kind && o.status === 'done' && o.action === 'create')
            created.set(kind, (created.get(kind) ?? 0) + 1);
    }
    return [...created].filter(([, n]) => n >= REFRESH_MIN_NEW_PAGES * read_live_catalog/* LIVE_PAGE_LIMIT */.Z3).map(([kind]) => kind);
}
async function refreshListCursors(options) {
    if (options.kinds.length === 0)
        return [];
    try {
        const stored = await (0,list_cursors_store/* loadCatalogReadHints */.iV)(options.rootDir);
        const previous = stored?.cursors ?? {};
        const read = await Promise.all(options.kinds.map(async (kind) => {
            const resource = options.client[kind];
            // With earlier cursors the pages go at once (and are held); without, page after page
            // keeping only the cursors: a first publish of 50k products would otherwise hold them all
            // beside the site upload.
            const hints = previous[kind];
            const cursors = hints?.length
                ? (await (0,hinted_list/* listWithHints */.lK)(resource, hints, { limit: read_live_catalog/* LIVE_PAGE_LIMIT */.Z3 })).cursors
                : await (0,hinted_list/* listCursors */.sH)(resource, { limit: read_live_catalog/* LIVE_PAGE_LIMIT */.Z3 });
            return [kind, cursors];
        }));
        const rateLimit = (0,list_cursors_store/* rateLimitToRemember */._g)(options.client.transport, stored?.rateLimit);
        await (0,list_cursors_store/* saveCatalogReadHints */.Bz)(options.rootDir, {
            cursors: { ...previous, ...Object.fromEntries(read) },
            ...(rateLimit && { rateLimit }),
        });
        return options.kinds.slice();
    }
    catch {
        return [];
    }
}

// EXTERNAL MODULE: ./src/shared/phase-clock.ts
var phase_clock = __webpack_require__(9737);
// EXTERNAL MODULE: ./src/sync/record-applied.ts
var record_applied = __webpack_require__(6974);
// EXTERNAL MODULE: ./src/state/state-file.ts
var state_file = __webpack_require__(8255);
// EXTERNAL MODULE: ./src/state/site-creation-store.ts
var site_creation_store = __webpack_require__(8106);
// EXTERNAL MODULE: ./src/runtime/heap-flags.ts
var heap_flags = __webpack_require__(2758);
// EXTERNAL MODULE: ./src/runtime/tune-heap.ts + 2 modules
var tune_heap = __webpack_require__(9467);
// EXTERNAL MODULE: ./src/sync/plan-run.ts + 1 modules
var plan_run = __webpack_require__(8949);
;// CONCATENATED MODULE: ./src/sync/rate-limit.ts
/**
 * Before a run that writes: read the credential's rate limit (GET /v1/auth/status) so the
 * transport paces itself and a well-behaved run never meets a 429. Plans skip this (a no-op plan
 * costs exactly one request). A failure here is not fatal: the transport still honours 429s.
 */
async function learnRateLimit(client, reporter) {
    try {
        const status = await client.auth.status();
        return status.rate_limit;
    }
    catch (err) {
        reporter.warn(`could not read the rate limit (${err.message}); relying on Retry-After`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/cli/phase-activity.ts
var phase_activity = __webpack_require__(4371);
// EXTERNAL MODULE: ./src/cli/commands/shared.ts
var shared = __webpack_require__(9764);
// EXTERNAL MODULE: ./src/cli/commands/validation-error.ts
var validation_error = __webpack_require__(1117);
;// CONCATENATED MODULE: ./src/cli/commands/apply.ts



























// Ids, statuses and links below come from the platform: each is shown as one inert line.
function describePublished(p) {
    const id = (0,inert_text/* inertLine */.Fq)(String(p.request.id));
    const status = (0,inert_text/* inertLine */.Fq)(String(p.request.status));
    const undecided = (0,publish/* undecidedWords */.JX)({
        ...p,
        ...(p.lastPollFailed !== undefined && { lastPollFailed: (0,inert_text/* inertLine */.Fq)(p.lastPollFailed) }),
        ...(p.replayUnread !== undefined && { replayUnread: (0,inert_text/* inertLine */.Fq)(p.replayUnread) }),
    }, status);
    if (undecided !== undefined)
        return `publish request ${id}: ${undecided}`;
    if (p.statusUnread !== undefined)
        return `publish request ${id}: ${status}; live version not read: ${(0,inert_text/* inertLine */.Fq)(p.statusUnread)}`;
    if (p.status)
        return `publish request ${id}: ${status}; live version ${p.status.current_version_number === undefined ? 'not reported (the publish status has no current_version_number, an optional field)' : (0,inert_text/* inertLine */.Fq)(String(p.status.current_version_number))}`;
    // The owner approves a pending request; one decided says how (a rejection with its reason).
    if (p.request.status === 'pending')
        return `publish request ${id}: pending (the site owner approves it)`;
    const reason = p.request.rejection_reason;
    if (p.request.status === 'rejected' && reason)
        return `publish request ${id}: rejected (reason: ${(0,inert_text/* inertLine */.Fq)(reason)})`;
    return `publish request ${id}: ${status}`;
}
/** `--allow-delete N`: a whole number of files, 0 or more. */
function parseAllowDelete(value) {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value.trim()))
        throw new shared_errors/* SitesyncError */.fj('USAGE', `--allow-delete ${JSON.stringify(value)} must be a whole number of files (the most deletions you accept)`, { exitCode: shared_errors/* ExitCode */.yU.usage });
    return Number(value.trim());
}
/** `--wait` only means something with `--publish`: alone it would be silently ignored. */
function checkApplyFlags(opts) {
    if (opts.wait !== undefined && !opts.publish) {
        throw new shared_errors/* SitesyncError */.fj('WAIT_WITHOUT_PUBLISH', '--wait waits for a publish request; apply files one only with --publish', {
            exitCode: shared_errors/* ExitCode */.yU.usage,
            hint: `use \`sitesync apply --publish --wait ${opts.wait}\`, or \`sitesync publish --wait ${opts.wait}\` after apply`,
        });
    }
    if (opts.message !== undefined && !opts.publish) {
        // The message is the publish request's: without one it went nowhere, and apply said nothing.
        throw new shared_errors/* SitesyncError */.fj('MESSAGE_WITHOUT_PUBLISH', '-m/--message is the message of a publish request; apply files one only with --publish', {
            exitCode: shared_errors/* ExitCode */.yU.usage,
            hint: `use \`sitesync apply --publish -m ${JSON.stringify(opts.message)}\`, or \`sitesync publish -m ${JSON.stringify(opts.message)}\` after apply`,
        });
    }
    return opts.wait ? (0,duration/* parseDuration */.E)(opts.wait, '--wait') : 0;
}
/** One apply at a time in a checkout: a second refuses, naming the first (state/run-lock.ts). */
function applyCommand(opts, io) {
    return (0,shared/* withRunLock */.Z4)('apply', io, (takeLock) => applyLocked(opts, io, takeLock));
}
async function applyLocked(opts, io, takeLock) {
    const waitMs = checkApplyFlags(opts);
    const allowDelete = parseAllowDelete(opts.allowDelete);
    const overwriteLiveEdits = opts.overwriteLiveEdits === true;
    const clock = (0,phase_clock/* createPhaseClock */.o)();
    const reporter = io.output.reporter();
    const phases = (0,phase_activity/* showPhases */.w)(clock, reporter);
    // Every write the client makes is tallied: what this command says it wrote comes from here.
    const tally = (0,write_tally/* createWriteTally */.cm)();
    const tallied = {
        ...io,
        transport: { ...io.transport, onRequest: (0,shared/* chainRequestHooks */.tY)(io.transport?.onRequest, tally.record) },
    };
    const prepared = await (0,shared/* prepareFromCli */.wY)(opts, tallied, true, {
        clock: phases,
        lock: takeLock,
        // The rate limit first, before the plan's reads: a large catalog's list pages alone can
        // exceed a tight limit, and the pacer can only hold back what it knows of
        // (platform-contract.md §5). Both go beside the tree read.
        readLiveEarly: {
            before: (client) => phases.time('auth status', () => learnRateLimit(client, reporter)),
            compactLive: true,
        },
    });
    // The session is recorded in .sitesync: a symlink there is refused before anything is written.
    (0,state_file/* assertStateFolder */.GS)(prepared.config.rootDir);
    const client = prepared.client;
    const run = await (0,plan_run/* planRun */.n)(prepared, {
        reporter,
        clock: phases,
        ...(opts.historyDepth !== undefined && { historyDepth: (0,shared/* parseHistoryDepth */.pg)(opts.historyDepth) }),
        catalog: {
            ...(opts.allowArchiveOverflow && { allowArchiveOverflow: true }),
            ...(opts.allowEmptySection && { allowEmptySection: true }),
        },
        site: {
            ...(allowDelete !== undefined && { allowDelete }),
            ...(opts.allowSiteMismatch && { allowSiteMismatch: true }),
        },
    });
    const text = opts.omitPlanText
        ? []
        : [(0,render_text/* renderPlanText */.$)(run.plan, { color: io.output.color, overwriteLiveEdits })];
    const planJson = (0,json/* toPlanJson */.xu)(run.plan);
    if (run.plan.sites.some(plan_types/* siteHasErrors */.J4)) {
        text.push('', 'Validation failed: nothing was written.');
        return {
            exitCode: shared_errors/* ExitCode */.yU.validation,
            json: { plan: planJson, applied: [] },
            text: text.join('\n'),
            timings: clock.timings(),
            error: (0,validation_error/* siteValidationError */.x)(run.plan),
        };
    }
    // Site guards before anything is written, the catalog included (docs/source-tree.md).
    const siteBlocks = (0,plan_types/* blockingSiteGuards */.zw)(run.plan);
    if (siteBlocks.length > 0) {
        const codes = [...new Set(siteBlocks.map((b) => b.guard.code))];
        const remedy = codes.every((c) => c === 'wrong_site')
            ? 'Check site.id in sitesync.yml; pass --allow-site-mismatch if this is the right site (e.g. a rename).'
            : codes.includes('wrong_site')
                ? 'Check site.id in sitesync.yml; pass --allow-site-mismatch and --allow-delete N (N ≥ the files deleted) to apply anyway.'
                : `Pass --allow-delete ${Math.max(...siteBlocks.map((b) => b.site.diff.counts.deleted))} to apply these deletions anyway, or raise max_delete / max_delete_share in sitesync.yml.`;
        text.push('', `Blocked by a site guard (${codes.join(', ')}): nothing was written. ${remedy}`);
        return {
            exitCode: shared_errors/* ExitCode */.yU.blockedByGuard,
            json: { plan: planJson, applied: [] },
            text: text.join('\n'),
            timings: clock.timings(),
            error: new shared_errors/* SitesyncError */.fj('SITE_GUARD_BLOCKED', `the site plan is blocked (${codes.join(', ')}): ${siteBlocks.map((b) => b.guard.message).join('; ')}`, { exitCode: shared_errors/* ExitCode */.yU.blockedByGuard, hint: remedy }),
        };
    }
    if (run.plan.catalog?.blocked) {
        text.push('', 'Blocked by a catalog guard: nothing was written. Pass --allow-archive-overflow or --allow-empty-section to apply anyway.');
        return {
            exitCode: shared_errors/* ExitCode */.yU.blockedByGuard,
            json: { plan: planJson, applied: [] },
            text: text.join('\n'),
            timings: clock.timings(),
            error: new shared_errors/* SitesyncError */.fj('CATALOG_GUARD_BLOCKED', blockedMessage(run.plan.catalog.guards), {
                exitCode: shared_errors/* ExitCode */.yU.blockedByGuard,
                hint: 'pass --allow-archive-overflow or --allow-empty-section to apply anyway',
            }),
        };
    }
    const liveEdits = (0,live_edits/* liveEditsOf */.Ji)(run.plan);
    if (liveEdits.length > 0 && !overwriteLiveEdits) {
        const refusal = (0,live_edits_text/* liveEditRefusal */.Z)(liveEdits, 'pass --overwrite-live-edits');
        text.push('', refusal);
        return {
            exitCode: shared_errors/* ExitCode */.yU.blockedByGuard,
            json: { plan: planJson, applied: [], blockedBy: { code: 'live_edits', liveEdits } },
            text: text.join('\n'),
            timings: clock.timings(),
            error: new shared_errors/* SitesyncError */.fj('LIVE_EDITS', `the plan would revert ${liveEdits.length} live edit(s) made outside git: nothing was written`, {
                exitCode: shared_errors/* ExitCode */.yU.blockedByGuard,
                hint: 'bring them into git with `sitesync pull`, or pass --overwrite-live-edits to revert them',
            }),
        };
    }
    // An apply that writes much collects for size from here on (runtime/heap-flags.ts).
    const totals = (0,plan_catalog/* catalogTotals */.j)(run.plan.catalog);
    if ((0,heap_flags/* heavyWrites */.Mz)({
        uploadBytes: run.sites.reduce((n, s) => n + s.plan.diff.bytesToUpload, 0),
        catalogWrites: totals.create + totals.update + totals.archive,
    }))
        (0,tune_heap/* tuneForHeavyWrites */.b)();
    // The catalog first: on the platform it has no staging, and the site may show its products.
    let catalog;
    const applied = [];
    const published = [];
    let refreshing = Promise.resolve();
    const resultJson = (extra = {}) => ({
        plan: planJson,
        ...(catalog && { catalog }),
        applied,
        published: published.map((p) => ({
            request: p.request,
            status: p.status,
            timedOut: p.timedOut,
            ...(p.lastPollFailed !== undefined && { lastPollFailed: p.lastPollFailed }),
            ...(p.statusUnread !== undefined && { statusUnread: p.statusUnread }),
            ...(p.filedAfterWait && { filedAfterWait: true }),
            ...(p.replayUnread !== undefined && { replayUnread: p.replayUnread }),
        })),
        writes: tally.summary(),
        ...extra,
    });
    /** A stage threw: say what this run wrote before it, and exit 4 when it wrote anything. */
    const stopped = async (stage, err) => {
        await refreshing.catch(() => undefined);
        const writes = tally.summary();
        const failure = err instanceof stage_error/* StageError */.Z ? err : new stage_error/* StageError */.Z(stage, [], err);
        if ((0,write_tally/* nothingWritten */.F2)(writes))
            throw failure.withWrites((0,write_tally/* describeWrites */.QV)(writes));
        const interrupted = failure.exitCode === shared_errors/* ExitCode */.yU.interrupted;
        text.push('', ...stopReport(failure, writes, interrupted));
        return {
            exitCode: interrupted ? shared_errors/* ExitCode */.yU.interrupted : shared_errors/* ExitCode */.yU.partialApply,
            json: resultJson({ stopped: { stage: failure.stage, done: failure.done, reason: failure.reason } }),
            text: text.join('\n'),
            timings: clock.timings(),
            errorOnStderr: true,
            error: new shared_errors/* SitesyncError */.fj(interrupted ? 'INTERRUPTED' : 'PARTIAL_APPLY', `apply ${interrupted ? 'was interrupted' : 'stopped part-way'} at stage "${failure.stage}": ${failure.reason}. ${(0,write_tally/* describeWrites */.QV)(writes)}`, {
                cause: err,
                exitCode: interrupted ? shared_errors/* ExitCode */.yU.interrupted : shared_errors/* ExitCode */.yU.partialApply,
                hint: 'rerun the same commit to converge: what was written is replayed, not repeated; the rest is written',
            }),
        };
    };
    // The catalog first: on the platform it has no staging, and the site may show its products.
    if (run.catalog?.plan.hasChanges) {
        const planned = run.catalog;
        try {
            catalog = await phases.time('catalog: apply', () => applyCatalog({ client, plan: planned.plan, live: planned.live, ledger: planned.ledger, reporter }));
        }
        catch (err) {
            return stopped('catalog', err);
        }
        // A write an earlier run made, answered as a replay, changed nothing now: said apart from this
        // run's; one this run made whose answer was lost, its retry answered as a replay, is this run's
        // (platform-contract.md §12). The action says the same lines (src/action/flow-publish.ts).
        text.push('', describeCatalogApply(catalog));
    }
    // Lists that grew by pages are read once more, beside the site stage, so the next plan can ask
    // for all their pages at once (refresh-list-cursors.ts).
    const kinds = catalog ? kindsToRefresh(catalog) : [];
    if (kinds.length > 0)
        refreshing = clock.time('catalog: store list cursors', () => refreshListCursors({ client, rootDir: prepared.config.rootDir, kinds }));
    const sessionName = `sitesync ${prepared.revision.keyRevision.slice(0, 7)}`;
    // One wait for every site's publish request, from when the first is filed (platform-contract.md §12).
    const wait = new publish/* WaitBound */.wR(waitMs);
    for (const [i, site] of run.sites.entries()) {
        if (!(0,plan_types/* siteHasChanges */.pR)(site.plan))
            continue;
        const label = run.sites.length > 1 ? `site ${i + 1}` : 'site';
        let result;
        try {
            const source = prepared.config.sites[i]?.source;
            // A site without site.id is created here: its key carries this checkout's creation token.
            const creationKeyScope = site.plan.siteId === null && source !== undefined
                ? await (0,site_creation_store/* siteCreationToken */.o)(prepared.config.rootDir, prepared.config.configFile, source)
                : undefined;
            result = await phases.time(`${label}: apply`, () => (0,site_apply/* applySite */.k)({
                client,
                plan: site.plan,
                tree: site.tree,
                sessionName,
                reporter,
                ...(creationKeyScope !== undefined && { creationKeyScope }),
            }));
        }
        catch (err) {
            return stopped(label, err);
        }
        applied.push(result);
        text.push('', (0,describe_site/* describeApplied */.vl)(result));
        text.push(...(await (0,record_applied/* recordApplied */.R)(prepared, i, result, io.cwd)));
        if (opts.publish) {
            try {
                const outcome = await phases.time(`${label}: publish request`, () => (0,publish/* publishSession */.kt)({
                    client,
                    siteId: result.siteId,
                    sessionId: result.sessionId,
                    sourceRevision: result.sourceRevision,
                    bound: wait,
                    reporter,
                    signal: io.signal,
                    ...(opts.message && { message: opts.message }),
                }));
                published.push(outcome);
                text.push(describePublished(outcome));
            }
            catch (err) {
                return stopped(`${label}: publish request`, err);
            }
        }
    }
    await refreshing;
    if (applied.length === 0 && !catalog)
        text.push('', 'Nothing to apply.');
    else if (!opts.publish && applied.length > 0)
        text.push('', 'Run `sitesync publish` to ask the site owner to publish the staged change.');
    const partial = catalog?.partial === true;
    // A write that failed may still have been carried out (its answer lost): the tally says which.
    if (partial)
        text.push((0,write_tally/* describeWrites */.QV)(tally.summary()));
    // Everything applied, but `--wait` ended before the owner decided: as `publish --wait`, exit 1.
    const waitEnded = partial ? [] : published.filter((p) => p.timedOut);
    return {
        exitCode: partial ? shared_errors/* ExitCode */.yU.partialApply : waitEnded.length > 0 ? shared_errors/* ExitCode */.yU.failure : shared_errors/* ExitCode */.yU.ok,
        json: resultJson(),
        text: text.join('\n'),
        timings: clock.timings(),
        ...(waitEnded.length > 0 && {
            // Text mode says why it exits 1 and how to follow the request up, as --json does.
            errorOnStderr: true,
            error: new shared_errors/* SitesyncError */.fj('PUBLISH_WAIT_ENDED', `the change is applied and its publish request filed, but the wait ended before the site owner decided on ${waitEnded.map((p) => String(p.request.id)).join(', ')}`, {
                hint: `the request stays filed; check it later with \`sitesync publish --request ${String(waitEnded[0].request.id)}\``,
            }),
        }),
        ...(partial && {
            errorOnStderr: true,
            error: new shared_errors/* SitesyncError */.fj('PARTIAL_APPLY', `the catalog ${(0,write_tally/* nothingWritten */.F2)(tally.summary()) ? 'apply failed' : 'applied part-way'}: ${catalog.counts.failed} write(s) failed, ${catalog.counts.blocked} blocked${catalog.counts.unread ? `, ${catalog.counts.unread} created without the answer (id not known)` : ''}${catalog.counts.unknown ? `, ${catalog.counts.unknown} not known (may have been written)` : ''}${catalog.ledger?.action === 'failed' ? ', the service ledger was not written' : ''}. ${(0,write_tally/* describeWrites */.QV)(tally.summary())}`, {
                exitCode: shared_errors/* ExitCode */.yU.partialApply,
                hint: 'rerun the same commit to converge: what was written is replayed, the rest is retried',
            }),
        }),
    };
}
/** The guards that block, in one sentence. */
function blockedMessage(guards) {
    const blocking = guards.filter((g) => !g.overridden);
    return `the catalog plan is blocked: ${blocking.map((g) => `${g.code}: ${g.message}`).join('; ') || 'a guard'}; nothing was written`;
}
/** The text of an apply that stopped after writing something. */
function stopReport(failure, writes, interrupted) {
    const lines = [`${interrupted ? 'Interrupted' : 'Stopped'} at stage "${failure.stage}": ${failure.reason}`];
    if (failure.done.length > 0)
        lines.push(`  done before it stopped: ${failure.done.join('; ')}`);
    lines.push((0,write_tally/* describeWrites */.QV)(writes));
    lines.push('Rerun the same commit to converge: what was written is replayed, not repeated.');
    return lines;
}


/***/ }),

/***/ 4371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ showPhases)
/* harmony export */ });
/* unused harmony export phaseLabel */
/** Phases too short to be worth a line. */
const SILENT = new Set(['catalog: compare', 'catalog: store list cursors']);
const LABELS = {
    'read tree': 'reading the site tree',
    'auth status': 'checking the credential',
    'catalog: parse': 'reading the catalog YAML',
    'catalog: read live': 'reading the live catalog',
    'site: plan': 'planning the site',
    'catalog: apply': 'applying the catalog',
    'site: apply': 'staging the site',
    'site: publish request': 'filing the publish request',
};
function phaseLabel(phase) {
    return LABELS[phase] ?? phase;
}
/** The clock with every phase also shown by the reporter while it runs. */
function showPhases(clock, reporter) {
    if (!reporter.activity)
        return clock;
    return {
        time: (phase, work) => {
            if (SILENT.has(phase))
                return clock.time(phase, work);
            const shown = reporter.activity(phaseLabel(phase));
            return clock.time(phase, work).finally(() => shown.done());
        },
        timings: () => clock.timings(),
    };
}


/***/ }),

/***/ 5497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseDuration)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

/** Parses `90`, `90s`, `15m`, `2h`, `1h30m` into milliseconds. */
function parseDuration(text, what = 'duration') {
    const t = text.trim();
    if (/^\d+$/.test(t))
        return Number(t) * 1000;
    const re = /(\d+)(ms|s|m|h)/gy;
    let total = 0;
    let matched = 0;
    for (let m = re.exec(t); m; m = re.exec(t)) {
        const n = Number(m[1]);
        total += m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : m[2] === 'm' ? n * 60_000 : n * 3_600_000;
        matched = re.lastIndex;
    }
    if (matched !== t.length || t.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('BAD_DURATION', `${what} ${JSON.stringify(text)} is not a duration: use e.g. 90s, 15m, 1h30m or a number of seconds`, {
            exitCode: _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
        });
    }
    return total;
}


/***/ })

};
