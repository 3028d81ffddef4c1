export const id = 661;
export const ids = [661];
export const modules = {

/***/ 3596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ noteAttempt),
/* harmony export */   k: () => (/* binding */ watchAttempts)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The attempts of the requests one piece of work sent, as the request log records them: the same
 * entries the write tally is fed (src/apply/write-tally.ts), so that what a report says of one
 * write agrees with what the tally says of it. The client (client.ts) notes every attempt it logs;
 * `watchAttempts` collects those the work it runs sends. The attempts are matched to the work by
 * its asynchronous context (AsyncLocalStorage): the transport's queues (p-limit, the pacer,
 * p-retry) keep it, so a write's attempts are its own even among parallel writes.
 */

const watching = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** The client's request hook: files the attempt with the work that sent it, if any is watched. */
function noteAttempt(entry) {
    watching.getStore()?.push(entry);
}
/**
 * Runs `work`; `attempts` receives every attempt of every request it sends through a client made
 * by `createPlatformClient` with transport options (a client given a transport of the caller's
 * notes nothing: `attempts` stays empty).
 */
function watchAttempts(attempts, work) {
    return watching.run(attempts, work);
}


/***/ }),

/***/ 6316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ TimeLimitError),
/* harmony export */   AL: () => (/* binding */ NotThePlatformError),
/* harmony export */   Ak: () => (/* binding */ unauthorizedHint),
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   Wk: () => (/* binding */ PlatformError),
/* harmony export */   YA: () => (/* binding */ PlatformUnreachableError),
/* harmony export */   bd: () => (/* binding */ ProtocolError),
/* harmony export */   by: () => (/* binding */ ResponseTooLargeError),
/* harmony export */   kW: () => (/* binding */ parseErrorBody),
/* harmony export */   p4: () => (/* binding */ InterruptedError),
/* harmony export */   q2: () => (/* binding */ isPlatformUnreachable)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

const HINTS = {
    401: 'check SITESYNC_API_KEY (or run `sitesync login`); the key is unknown or missing',
    403: 'the API key lacks a scope this operation needs; `sitesync whoami` lists what it has',
    404: 'check the id in sitesync.yml (site.id) and that the key belongs to the same account',
    422: 'the platform rejected the content: fix what the issues name, commit, and run again',
    429: 'the platform rate limit was reached; sitesync paces itself once it knows the limit',
};
/**
 * The 401 hint, naming where the key came from (`--api-key`, `SITESYNC_API_KEY`, or the file of
 * the stored login), so the person checks the key that was actually sent.
 */
function unauthorizedHint(credentialSource) {
    if (credentialSource === undefined || credentialSource === 'nowhere')
        return HINTS[401];
    if (credentialSource === '--api-key')
        return 'the key given with --api-key is unknown to the platform (or revoked): check it, or drop the flag to use SITESYNC_API_KEY or `sitesync login`';
    if (credentialSource === 'SITESYNC_API_KEY')
        return 'the key in SITESYNC_API_KEY is unknown to the platform (or revoked): check it, or unset it to use the key stored by `sitesync login`';
    if (!/[/\\]/.test(credentialSource))
        return `the key from ${credentialSource} is unknown to the platform (or revoked): check it`;
    return `the key stored by \`sitesync login\` (${credentialSource}) is unknown to the platform (or revoked): run \`sitesync login\` again`;
}
/**
 * What a 404 asks to check, by what was asked for: a publish request or session id given on the
 * command line is not site.id, and a base URL with a path (`https://host/api`) answers 404 to all.
 */
function notFoundHint(path) {
    const route = path.split('?')[0];
    if (/^\/v1\/sites\/[^/]+\/publish-requests\/[^/]+$/.test(route))
        return 'check the publish request id (`sitesync publish` prints the ones it files) and that it was filed for this site (site.id in sitesync.yml)';
    if (/^\/v1\/sites\/[^/]+\/development-sessions\/[^/]+/.test(route))
        return 'the development session is not (or no longer) on this site: check --session, or run apply again';
    if (/^\/v1\/sites\/[^/]+/.test(route))
        return 'check the id in sitesync.yml (site.id), that the key belongs to the same account, and that the base URL is the API root (sitesync adds /v1 to it)';
    return HINTS[404];
}
/** Hints that depend on the error code rather than the status. */
const CODE_HINTS = {
    STALE_SOURCE_REVISION: 'the live site or the session changed since sitesync read it: run plan (or apply) again',
    DEVELOPER_IDEMPOTENCY_CONFLICT: 'the same idempotency key was used for a different request: something changed the body between runs of one commit',
    DUPLICATE_SLUG: 'another live entity holds this slug: rename one of them, or archive the other',
    SESSION_EXPIRED: 'the development session expired: run apply again to open a new one',
};
const SHOWN_ISSUES = 5;
/** The issues of an error answer, so that a 422 says where (path:line:column or field), not only that. */
function issuesSummary(issues) {
    if (issues.length === 0)
        return '';
    const shown = issues.slice(0, SHOWN_ISSUES).map((i) => {
        let where = i.path ?? '';
        if (where && i.line !== undefined)
            where += `:${i.line}${i.column !== undefined ? `:${i.column}` : ''}`;
        if (i.field)
            where += where ? ` (${i.field})` : i.field;
        return `${where ? where + ': ' : ''}${i.message} [${i.code}]`;
    });
    const more = issues.length > SHOWN_ISSUES ? `; and ${issues.length - SHOWN_ISSUES} more` : '';
    return ` (${shown.join('; ')}${more})`;
}
/** An error answer of the platform (any non-2xx status with its parsed body). */
class PlatformError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj {
    status;
    errorCode;
    issues;
    details;
    method;
    path;
    constructor(init) {
        const exitCode = init.status === 401 || init.status === 403
            ? _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.auth
            : init.status === 422
                ? _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.validation
                : _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.failure;
        const where = issuesSummary(init.issues ?? []);
        super(init.errorCode, `${init.method} ${init.path} → ${init.status} ${init.errorCode}: ${init.message}${where}`, {
            hint: init.hint ??
                CODE_HINTS[init.errorCode] ??
                (init.status === 404 ? notFoundHint(init.path) : HINTS[init.status]),
            cause: init.cause,
            exitCode,
        });
        this.name = 'PlatformError';
        this.status = init.status;
        this.errorCode = init.errorCode;
        this.issues = init.issues ?? [];
        this.details = init.details ?? {};
        this.method = init.method;
        this.path = init.path;
    }
}
/** The request never got an answer: DNS, connection refused/reset/dropped, TLS, timeout, stalled body. */
class NetworkError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj {
    method;
    path;
    networkCode;
    constructor(method, path, networkCode, message, options = {}) {
        super('NETWORK_ERROR', `${method} ${path}: ${message}`, {
            cause: options.cause,
            hint: options.hint ?? 'is the platform reachable at SITESYNC_BASE_URL?',
        });
        this.name = 'NetworkError';
        this.method = method;
        this.path = path;
        this.networkCode = networkCode;
    }
}
/**
 * A request with a time limit of its caller's (`PlatformRequest.timeLimitMs`: a poll of a publish
 * request, bounded by the `--wait` it belongs to) ended at that limit: its last attempt was cut
 * off by it, or failed and a retry would have started after it, or the rate limit allowed no
 * request before it. The platform is not given up on: later requests of the run are sent.
 */
class TimeLimitError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj {
    method;
    path;
    /** Attempts sent (0: none was). */
    attempts;
    constructor(method, path, attempts, why, last) {
        super('TIME_LIMIT_REACHED', last
            ? `${last.message} (${attempts} attempt${attempts === 1 ? '' : 's'}; ${why})`
            : `${method} ${path}: not sent: ${why}`, { ...(last && { cause: last, ...(last.hint !== undefined && { hint: last.hint }) }) });
        this.name = 'TimeLimitError';
        this.method = method;
        this.path = path;
        this.attempts = attempts;
    }
}
/**
 * An earlier request of this run gave up on the platform (no answer after its retries, a DNS or
 * TLS failure, the retry budget spent): this one was not sent. Apply stops at the first of these
 * instead of trying every remaining write (isPlatformUnreachable).
 */
class PlatformUnreachableError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj {
    method;
    path;
    constructor(method, path, reason) {
        super('PLATFORM_UNREACHABLE', `${method} ${path}: not sent: an earlier request gave up on the platform: ${reason.message}`, {
            cause: reason,
            ...(reason.hint !== undefined && { hint: reason.hint }),
        });
        this.name = 'PlatformUnreachableError';
        this.method = method;
        this.path = path;
    }
}
/**
 * The run was interrupted (Ctrl-C, the runner's SIGINT/SIGTERM) before or while this request was
 * sent. A write cut off in flight may have run: nobody may say it did not.
 */
class InterruptedError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj {
    method;
    path;
    constructor(method, path, cause) {
        super('INTERRUPTED', `${method} ${path}: interrupted`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.interrupted,
            ...(cause !== undefined && { cause }),
        });
        this.name = 'InterruptedError';
        this.method = method;
        this.path = path;
    }
}
/**
 * True for an error after which no further request of the run should be tried: the platform gave
 * no usable answer (NetworkError after its retries, or a request not sent because of one).
 */
function isPlatformUnreachable(err) {
    return err instanceof NetworkError || err instanceof PlatformUnreachableError;
}
/** An answer bigger than the cap for its route (limits.ts); it was cut off, not read. */
class ResponseTooLargeError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj {
    constructor(method, path, message, hint) {
        super('RESPONSE_TOO_LARGE', `${method} ${path}: ${message}`, { hint });
        this.name = 'ResponseTooLargeError';
    }
}
/** The platform answered 2xx with something that is not the documented envelope. */
class ProtocolError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj {
    constructor(method, path, message, hint) {
        super('PROTOCOL_ERROR', `${method} ${path}: ${message}`, {
            hint: hint ?? 'the platform answered outside its contract; see docs/platform-contract.md',
        });
        this.name = 'ProtocolError';
    }
}
/**
 * The base URL answers, but not as the platform does: an HTML page (a website, a login proxy, a
 * dev server) or a 404 without the platform's error body. Said as such, without the page.
 */
class NotThePlatformError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj {
    status;
    constructor(method, path, status, what, origin) {
        super('NOT_THE_PLATFORM', `${method} ${path} → ${status}: ${what}, not the platform's JSON API`, {
            hint: `is ${origin} the platform's API address? It must be the root that serves /v1/… (for the emulator: the URL \`sitesync emulator\` prints); check --base-url, SITESYNC_BASE_URL or the stored login`,
        });
        this.name = 'NotThePlatformError';
        this.status = status;
    }
}
function asRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v)
        ? v
        : undefined;
}
function toIssue(v) {
    const r = asRecord(v);
    if (!r)
        return typeof v === 'string' ? { code: 'issue', message: v } : undefined;
    const num = (x) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
    const str = (x) => (typeof x === 'string' ? x : undefined);
    return {
        code: str(r.code) ?? 'issue',
        message: str(r.message) ?? JSON.stringify(r),
        ...(str(r.path) !== undefined && { path: str(r.path) }),
        ...(num(r.line) !== undefined && { line: num(r.line) }),
        ...(num(r.column) !== undefined && { column: num(r.column) }),
        ...(str(r.field) !== undefined && { field: str(r.field) }),
    };
}
/**
 * Reads an error body. Accepts the documented `{success:false, error:{error_code, message, details}}`
 * and tolerates a bare PublicError at top level, an `error` that is a string, and non-JSON bodies.
 */
function parseErrorBody(status, bodyText) {
    let parsed;
    try {
        parsed = bodyText.length > 0 ? JSON.parse(bodyText) : undefined;
    }
    catch {
        parsed = undefined;
    }
    const top = asRecord(parsed);
    const fallbackCode = `HTTP_${status}`;
    if (!top) {
        const snippet = bodyText.trim().slice(0, 200);
        return {
            errorCode: fallbackCode,
            message: snippet ? `non-JSON error body: ${snippet}` : 'empty error body',
            issues: [],
            details: {},
        };
    }
    const inner = asRecord(top.error) ?? (typeof top.error_code === 'string' ? top : undefined);
    if (!inner) {
        const msg = typeof top.error === 'string'
            ? top.error
            : typeof top.message === 'string'
                ? top.message
                : JSON.stringify(top).slice(0, 200);
        return { errorCode: fallbackCode, message: msg, issues: [], details: {} };
    }
    const details = asRecord(inner.details) ?? {};
    const rawIssues = Array.isArray(details.errors) ? details.errors : [];
    return {
        errorCode: typeof inner.error_code === 'string'
            ? inner.error_code
            : typeof inner.code === 'string'
                ? inner.code
                : fallbackCode,
        message: typeof inner.message === 'string' ? inner.message : 'no message',
        issues: rawIssues.map(toIssue).filter((i) => i !== undefined),
        details,
    };
}


/***/ }),

/***/ 7050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ createIdempotencyKeyHasher),
/* harmony export */   b4: () => (/* binding */ assertValidIdempotencyKey),
/* harmony export */   wX: () => (/* binding */ idempotencyKeyFor),
/* harmony export */   x3: () => (/* binding */ contentRevision)
/* harmony export */ });
/* unused harmony exports IDEMPOTENCY_KEY_PATTERN, isValidIdempotencyKey */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _shared_canonical_digest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3124);



/**
 * Idempotency keys. One logical write has one key, reused on every retry, and derived (not
 * random): the same commit performing the same operation with the same body always sends the
 * same key, so a rerun of a commit replays instead of writing twice.
 *
 *   ss1.<40 hex revision>.<32 hex>   (77 characters)
 *
 * The revision is the commit SHA, or for a dirty working tree a 40-hex digest of its content.
 * The last part is the first 128 bits of SHA-256 over `operation + "\n" + canonical JSON body`.
 * The canonical JSON is hashed as it is written, never built as a string (a source batch body is
 * up to 8 MiB).
 */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{16,128}$/;
function isValidIdempotencyKey(key) {
    return IDEMPOTENCY_KEY_PATTERN.test(key);
}
function assertValidIdempotencyKey(key) {
    if (!isValidIdempotencyKey(key)) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('INVALID_IDEMPOTENCY_KEY', `Idempotency-Key ${JSON.stringify(key.slice(0, 140))} is invalid: it must be 16–128 characters of letters, digits, '.', '_', ':' or '-' (it has ${key.length})`, { hint: 'keys are derived by idempotencyKeyFor(); a custom key must follow the platform rule' });
    }
}
const REVISION = /^[0-9a-f]{40}$/;
function idempotencyKeyFor(revision, operation, body) {
    const hasher = createIdempotencyKeyHasher(revision, operation);
    if (body !== undefined)
        (0,_shared_canonical_digest_js__WEBPACK_IMPORTED_MODULE_2__/* .updateWithCanonicalJson */ .S)(hasher.hash, body);
    return hasher.key();
}
function createIdempotencyKeyHasher(revision, operation) {
    const rev = revision.toLowerCase();
    if (!REVISION.test(rev)) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('INVALID_REVISION', `revision for an idempotency key must be 40 hex characters, got ${JSON.stringify(revision)}`);
    }
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(operation).update('\n');
    return {
        hash,
        update: (bytes) => void hash.update(bytes),
        key() {
            const key = `ss1.${rev}.${hash.digest('hex').slice(0, 32)}`;
            assertValidIdempotencyKey(key);
            return key;
        },
    };
}
/** A 40-hex revision for a dirty working tree: HEAD (if any) plus a digest of the content. */
function contentRevision(head, contentDigest) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(`dirty\n${head ?? 'no-head'}\n${contentDigest}`)
        .digest('hex')
        .slice(0, 40);
}


/***/ }),

/***/ 1661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wk: () => (/* reexport */ errors/* PlatformError */.Wk),
  $q: () => (/* reexport */ errors/* TimeLimitError */.$q),
  x3: () => (/* reexport */ idempotency/* contentRevision */.x3),
  B4: () => (/* reexport */ createPlatformClient)
});

// UNUSED EXPORTS: NetworkError, PaginationError, ProtocolError, createRequestRecorder, createTransport, idempotencyKeyFor, isValidIdempotencyKey, listAll, paginate

// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(6316);
;// CONCATENATED MODULE: ./src/platform/response-checks.ts
/**
 * What the client relies on in an answer, checked before anything reads it. A platform that breaks
 * the contract (a required field missing, a field of the wrong type) gets a PROTOCOL_ERROR naming
 * the route and the field — not a TypeError deep inside a plan. Only the fields the client uses are
 * checked: unknown extra fields and fields it does not read are none of its business.
 *
 * A rule is a kind (`'string'`), an optional kind (`'string?'`: absent is fine, present must be
 * that kind), a nested object (`{ object: rules }`) or a list of objects (`{ each: rules }`); the
 * last two take `optional: true`.
 */

/**
 * A 2xx answer that breaks the contract. After a write the platform accepted the request, so the
 * write may have taken effect: `afterWrite` says so, and reports must not claim nothing was written.
 */
class ContractBreach extends errors/* ProtocolError */.bd {
    afterWrite;
    constructor(answer, problem) {
        const afterWrite = answer.idempotent === true;
        super(answer.method, answer.path, `answered outside the contract: ${problem}${afterWrite ? ' (the platform accepted the write, so it may have taken effect)' : ''}`);
        this.afterWrite = afterWrite;
    }
}
function kindOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'an integer' : 'a number';
    if (typeof value === 'object')
        return 'an object';
    return `a ${typeof value}`;
}
function isKind(value, kind) {
    switch (kind) {
        case 'string':
            return typeof value === 'string';
        case 'integer':
            return typeof value === 'number' && Number.isInteger(value);
        case 'number':
            return typeof value === 'number' && Number.isFinite(value);
        case 'boolean':
            return typeof value === 'boolean';
        case 'array':
            return Array.isArray(value);
        case 'object':
            return typeof value === 'object' && value !== null && !Array.isArray(value);
    }
}
const article = (kind) => kind === 'array' ? 'a list' : kind === 'integer' || kind === 'object' ? `an ${kind}` : `a ${kind}`;
const entriesOf = new WeakMap();
/** The rules' entries, listed once per rules object (a listing checks 50,000 items against one). */
function ruleEntries(rules) {
    let entries = entriesOf.get(rules);
    if (!entries)
        entriesOf.set(rules, (entries = Object.entries(rules)));
    return entries;
}
const kindRules = new Map();
/** `'string?'` → ['string', true], parsed once per spelling. */
function kindRule(rule) {
    let parsed = kindRules.get(rule);
    if (!parsed) {
        const optional = rule.endsWith('?');
        kindRules.set(rule, (parsed = [(optional ? rule.slice(0, -1) : rule), optional]));
    }
    return parsed;
}
const pathOf = (at, field) => (at ? `${at}.${field}` : field);
/**
 * The first problem of `value` against `rules`, as "<field> <what is wrong>", or undefined. Field
 * paths are only spelled out for a problem: a clean answer allocates no string per item and field.
 */
function problemOf(value, rules, at = '') {
    if (!isKind(value, 'object'))
        return `${at || 'the answer'} is ${kindOf(value)}, not an object`;
    const record = value;
    const entries = ruleEntries(rules);
    // Indexed, without destructuring: ~800k rule checks for a listing of 50k items, none allocating.
    for (let r = 0; r < entries.length; r++) {
        const field = entries[r][0];
        const rule = entries[r][1];
        const present = field in record && record[field] !== undefined;
        if (typeof rule === 'string') {
            const parsed = kindRule(rule);
            const kind = parsed[0];
            const optional = parsed[1];
            if (!present) {
                if (optional)
                    continue;
                return `"${pathOf(at, field)}" is missing (the client needs ${article(kind)} there)`;
            }
            if (!isKind(record[field], kind))
                return `"${pathOf(at, field)}" is ${kindOf(record[field])}, not ${article(kind)}`;
            continue;
        }
        if (!present) {
            if (rule.optional)
                continue;
            return `"${pathOf(at, field)}" is missing (the client needs ${'each' in rule ? 'a list' : 'an object'} there)`;
        }
        if ('object' in rule) {
            const problem = problemOf(record[field], rule.object, pathOf(at, field));
            if (problem)
                return problem;
            continue;
        }
        const list = record[field];
        if (!Array.isArray(list))
            return `"${pathOf(at, field)}" is ${kindOf(list)}, not a list`;
        for (let i = 0; i < list.length; i++) {
            // Checked without a path first; a problem is checked again to name its place.
            if (problemOf(list[i], rule.each) !== undefined)
                return problemOf(list[i], rule.each, `${pathOf(at, field)}[${i}]`);
        }
    }
    return undefined;
}
/** `value` when it keeps `rules`; otherwise a ProtocolError naming the route and the field. */
function checked(answer, value, rules) {
    const problem = problemOf(value, rules);
    if (problem)
        throw new ContractBreach(answer, problem);
    return value;
}
/** The items of a listing, each checked as it arrives (`items[n]` names the item in the error). */
async function* checkedItems(answer, items, rules) {
    let n = 0;
    for await (const item of items) {
        const problem = problemOf(item, rules, `items[${n}]`);
        if (problem)
            throw new errors/* ProtocolError */.bd(answer.method, answer.path, `answered outside the contract: ${problem}`);
        n += 1;
        yield item;
    }
}

;// CONCATENATED MODULE: ./src/platform/resources/auth.ts

/** What the client reads of each answer (src/platform/response-checks.ts). */
const AUTH_STATUS = {
    id: 'string',
    credential_type: 'string',
    environment: 'string',
    rate_limit: 'integer',
    name: 'string?',
    scopes: 'array?',
};
const DEVICE_AUTHORIZATION = {
    device_code: 'string',
    user_code: 'string',
    verification_uri: 'string',
    verification_uri_complete: 'string',
    expires_in: 'integer',
    interval: 'integer',
};
const DEVICE_TOKEN = {
    status: 'string',
    interval: 'integer',
    raw_key: 'string?',
    error: 'string?',
    profile_hint: 'string?',
};
const EVENT_CATALOG = { environment: 'string' };
function authResource(t) {
    const request = (req, rules) => t.request(req).then((data) => checked(req, data, rules));
    return {
        /** Any 200 answer will do: the contract shows no ping body. */
        ping: () => t.request({ method: 'GET', path: '/v1/ping' }),
        /** Reports the credential, and paces the transport to its rate limit. */
        status: async () => {
            const status = await request({ method: 'GET', path: '/v1/auth/status' }, AUTH_STATUS);
            t.setRateLimit(status.rate_limit);
            return status;
        },
        deviceCode: (clientName) => request({
            method: 'POST',
            path: '/v1/auth/device/code',
            body: clientName ? { client_name: clientName } : {},
            auth: false,
        }, DEVICE_AUTHORIZATION),
        deviceToken: (deviceCode) => request({ method: 'POST', path: '/v1/auth/device/token', body: { device_code: deviceCode }, auth: false }, DEVICE_TOKEN),
        events: () => request({ method: 'GET', path: '/v1/events' }, EVENT_CATALOG),
    };
}

// EXTERNAL MODULE: ./src/platform/paginate.ts
var paginate = __webpack_require__(5434);
// EXTERNAL MODULE: ./src/platform/transport.ts + 6 modules
var transport = __webpack_require__(75);
;// CONCATENATED MODULE: ./src/platform/resources/catalog.ts



/**
 * What the client reads of each kind's records beyond the optional fields it compares when present
 * (src/platform/response-checks.ts): the contract's required fields it relies on.
 */
const RECORD_RULES = {
    customers: { id: 'string', email: 'string', first_name: 'string', last_name: 'string', status: 'string?' },
    products: { id: 'string', name: 'string', status: 'string', slug: 'string?' },
    brands: { id: 'string', name: 'string', status: 'string?', slug: 'string?' },
    categories: {
        id: 'string',
        name: 'string',
        status: 'string?',
        slug: 'string?',
        parent_category_id: 'string?',
        description: 'string?',
    },
};
const PAGE_RULES = { items: 'array', has_more: 'boolean?', next_cursor: 'string?' };
/** The routes every catalog/CRM collection shares: list, get, create, update, archive. */
function collection(t, base, rules) {
    const request = (req) => t.request(req).then((data) => checked(req, data, rules));
    const pageRules = { ...PAGE_RULES, items: { each: rules } };
    const iterate = (options = {}) => checkedItems({ method: 'GET', path: base }, (0,paginate/* paginate */.En)(t, base, options), rules);
    return {
        iterate,
        list: async (options = {}) => {
            const out = [];
            for await (const item of iterate(options))
                out.push(item);
            return out;
        },
        /** One page; with `digest`, its exact body's digest is kept (`Transport.digestOf`). */
        page: async (query = {}, options = {}) => {
            const req = {
                method: 'GET',
                path: base,
                query,
                ...(options.digest && { digest: true }),
            };
            return checked(req, await t.request(req), pageRules);
        },
        /**
         * One page with its body's digest kept; a body whose digest `known` accepts (one read before,
         * byte for byte) is not parsed: a KnownBody, for `parseKnownPage` should it be needed.
         */
        pageOrKnown: async (query, known) => {
            const req = { method: 'GET', path: base, query, digest: true, known };
            const data = await t.request(req);
            return (0,transport/* isKnownBody */.ug)(data) ? data : checked(req, data, pageRules);
        },
        /** A known page's body parsed and checked as `page` does. */
        parseKnownPage: (body) => {
            if (!t.parseKnown)
                throw new Error('this transport keeps no known bodies');
            return checked({ method: 'GET', path: base }, t.parseKnown(body), pageRules);
        },
        /** The caps and cycle check of one walk over this list (for callers that fetch pages themselves). */
        walk: () => (0,paginate/* transportListWalk */.rU)(t, base),
        get: (id) => request({ method: 'GET', path: `${base}/${encodeURIComponent(id)}` }),
        create: (body, idempotencyKey) => request({
            method: 'POST',
            path: base,
            body,
            idempotent: true,
            ...(idempotencyKey && { idempotencyKey }),
        }),
        update: (id, body, idempotencyKey) => request({
            method: 'PATCH',
            path: `${base}/${encodeURIComponent(id)}`,
            body,
            idempotent: true,
            ...(idempotencyKey && { idempotencyKey }),
        }),
        archive: (id, idempotencyKey) => request({
            method: 'POST',
            path: `${base}/${encodeURIComponent(id)}/archive`,
            idempotent: true,
            ...(idempotencyKey && { idempotencyKey }),
        }),
    };
}
function catalogResources(t) {
    return {
        customers: collection(t, '/v1/customers', RECORD_RULES.customers),
        products: collection(t, '/v1/products', RECORD_RULES.products),
        brands: collection(t, '/v1/brands', RECORD_RULES.brands),
        categories: collection(t, '/v1/categories', RECORD_RULES.categories),
        services: {
            /** The platform can only create services (no read, list or update); the ledger keeps the id. */
            create: async (body, idempotencyKey) => {
                const req = {
                    method: 'POST',
                    path: '/v1/services',
                    body,
                    idempotent: true,
                    ...(idempotencyKey && { idempotencyKey }),
                };
                return checked(req, await t.request(req), { id: 'string' });
            },
        },
    };
}

;// CONCATENATED MODULE: ./src/platform/resources/sites.ts


const enc = encodeURIComponent;
/**
 * What the client reads of each answer (src/platform/response-checks.ts). Optional fields it uses
 * when they are sent are checked for their kind only; where it needs one that is absent, the caller
 * says so (a preview without preview_url, a validation without its errors).
 */
const FILE_ENTRY = {
    path: 'string',
    byte_size: 'integer',
    binary: 'boolean?',
    checksum: 'string?',
};
const ISSUE = { code: 'string?', message: 'string?', path: 'string?' };
const VALIDATION = {
    valid: 'boolean',
    errors: { each: ISSUE, optional: true },
    warnings: { each: ISSUE, optional: true },
};
const STAGED_WRITE = {
    source_revision: 'string',
    written_count: 'integer',
    deleted_count: 'integer',
    validation: { object: VALIDATION },
};
const RULES = {
    site: { id: 'string' },
    liveSession: { id: 'string', site_id: 'string', source_revision: 'string', expires_at: 'string?' },
    sourceSession: {
        id: 'string',
        site_id: 'string',
        source_revision: 'string',
        expires_at: 'string?',
        written_count: 'integer',
        validation: { object: VALIDATION },
    },
    stagedWrite: STAGED_WRITE,
    pageWrite: { ...STAGED_WRITE, page_key: 'string' },
    preview: { preview_url: 'string?' },
    page: { id: 'string' },
    pageContents: { items: { each: { locale: 'string' } } },
    pageContent: { locale: 'string', content: 'object?' },
    navigation: { items: { each: { label: 'string' } } },
    manifest: { source_revision: 'string', files: { each: FILE_ENTRY } },
    archive: {
        manifest: { object: { files: { each: FILE_ENTRY } } },
        files: 'object?',
    },
    file: { path: 'string', content: 'string', encoding: 'string' },
    fileEntry: FILE_ENTRY,
    diff: {
        changes: { each: { path: 'string', change: 'string' } },
    },
    validation: VALIDATION,
    publishRequest: { id: 'string', status: 'string', rejection_reason: 'string?' },
    publishStatus: { current_version_number: 'integer?', current_version_label: 'string?' },
};
function sitesResource(t) {
    const site = (siteId) => `/v1/sites/${enc(siteId)}`;
    const session = (siteId, sessionId) => `${site(siteId)}/development-sessions/${enc(sessionId)}`;
    const request = async (req, rules) => checked(req, await t.request(req), rules);
    const read = (path, rules, query) => request({ method: 'GET', path, ...(query && { query }) }, rules);
    /** `idempotencyKey`: a key the caller derived itself (sitesync dev); default: derived by the transport. */
    const write = (method, path, body, rules, idempotencyKey) => request({ method, path, body, idempotent: true, ...(idempotencyKey && { idempotencyKey }) }, rules);
    /** A write whose body is streamed: `stream` yields its canonical JSON (see PlatformRequest.stream). */
    const writeStreamed = (method, path, stream, rules, key) => request({
        method,
        path,
        stream,
        idempotent: true,
        ...(key?.idempotencyKey && { idempotencyKey: key.idempotencyKey }),
        ...(key?.keyScope !== undefined && { keyScope: key.keyScope }),
    }, rules);
    /** Every item of a listing, each checked. */
    const listOf = async (path, rules, options) => {
        const out = [];
        for await (const item of checkedItems({ method: 'GET', path }, (0,paginate/* paginate */.En)(t, path, options), rules))
            out.push(item);
        return out;
    };
    return {
        list: (options = {}) => listOf('/v1/sites', RULES.site, options),
        get: (siteId) => read(site(siteId), RULES.site),
        sessions: {
            /** Source-first: a new draft site and session from a complete tree. */
            createFromSource: (body) => write('POST', '/v1/sites/development-sessions', body, RULES.sourceSession),
            /**
             * As createFromSource, the body streamed (src/source/upload-body.ts). `keyScope`: mixed into
             * its derived Idempotency-Key (the checkout's creation token: state/site-creation-store.ts).
             */
            createFromSourceStreamed: (body, keyScope) => writeStreamed('POST', '/v1/sites/development-sessions', body, RULES.sourceSession, keyScope === undefined ? undefined : { keyScope }),
            /** A session of an existing site at its live source revision. */
            create: (siteId, body, idempotencyKey) => write('POST', `${site(siteId)}/development-sessions`, body, RULES.liveSession, idempotencyKey),
            writeBatch: (siteId, sessionId, body) => write('PATCH', `${session(siteId, sessionId)}/source:batch`, body, RULES.stagedWrite),
            /** As writeBatch, the body streamed (src/source/upload-body.ts). */
            writeBatchStreamed: (siteId, sessionId, body, idempotencyKey) => writeStreamed('PATCH', `${session(siteId, sessionId)}/source:batch`, body, RULES.stagedWrite, idempotencyKey === undefined ? undefined : { idempotencyKey }),
            /**
             * `idempotencyKey` overrides the derived key: a liveness probe must reach the platform, not
             * replay an earlier answer of the same commit (a session may have expired since).
             */
            preview: (siteId, sessionId, options = {}) => request({
                method: 'POST',
                path: `${session(siteId, sessionId)}/preview`,
                idempotent: true,
                ...(options.idempotencyKey && { idempotencyKey: options.idempotencyKey }),
            }, RULES.preview),
            writeNavigation: (siteId, sessionId, body) => write('PATCH', `${session(siteId, sessionId)}/navigation`, body, RULES.stagedWrite),
            createPage: (siteId, sessionId, body) => write('POST', `${session(siteId, sessionId)}/pages`, body, RULES.pageWrite),
            updatePage: (siteId, sessionId, pageId, body) => write('PATCH', `${session(siteId, sessionId)}/pages/${enc(pageId)}`, body, RULES.pageWrite),
            deletePage: (siteId, sessionId, pageId, body) => write('DELETE', `${session(siteId, sessionId)}/pages/${enc(pageId)}`, body, RULES.pageWrite),
            writePageContent: (siteId, sessionId, pageId, locale, body) => write('PATCH', `${session(siteId, sessionId)}/pages/${enc(pageId)}/contents/${enc(locale)}`, body, RULES.stagedWrite),
            deletePageContent: (siteId, sessionId, pageId, locale, body) => write('DELETE', `${session(siteId, sessionId)}/pages/${enc(pageId)}/contents/${enc(locale)}`, body, RULES.stagedWrite),
        },
        pages: {
            list: (siteId, options = {}) => listOf(`${site(siteId)}/pages`, RULES.page, options),
            get: (siteId, pageId) => read(`${site(siteId)}/pages/${enc(pageId)}`, RULES.page),
            contents: (siteId, pageId) => read(`${site(siteId)}/pages/${enc(pageId)}/contents`, RULES.pageContents),
            content: (siteId, pageId, locale) => read(`${site(siteId)}/pages/${enc(pageId)}/contents/${enc(locale)}`, RULES.pageContent),
        },
        navigation: (siteId) => read(`${site(siteId)}/navigation`, RULES.navigation),
        source: {
            /** Every live file entry; a manifest without paths would be misread as an odd tree. */
            manifest: (siteId) => read(`${site(siteId)}/source/manifest`, RULES.manifest),
            archive: (siteId) => request({ method: 'GET', path: `${site(siteId)}/source/archive`, sizeCap: 'archive' }, RULES.archive),
            file: (siteId, path) => read(`${site(siteId)}/source/file`, RULES.file, { path }),
            files: (siteId, options = {}) => checkedItems({ method: 'GET', path: `${site(siteId)}/source/files` }, (0,paginate/* paginate */.En)(t, `${site(siteId)}/source/files`, {
                cursorOf: (e) => e.path,
                ...options,
            }), RULES.fileEntry),
            diff: (siteId, body) => request({ method: 'POST', path: `${site(siteId)}/source/diff`, body }, RULES.diff),
            validate: (siteId, body) => request({ method: 'POST', path: `${site(siteId)}/source/validate`, body }, RULES.validation),
        },
        publish: {
            request: (siteId, body) => write('POST', `${site(siteId)}/publish-requests`, body, RULES.publishRequest),
            /** `timeLimitMs`: the read ends within it (a poll bounded by its wait; PlatformRequest.timeLimitMs). */
            get: (siteId, requestId, options = {}) => request({
                method: 'GET',
                path: `${site(siteId)}/publish-requests/${enc(requestId)}`,
                ...(options.timeLimitMs !== undefined && { timeLimitMs: options.timeLimitMs }),
            }, RULES.publishRequest),
            /**
             * Every field of the publish status is optional in the contract: callers say when one is
             * absent. `timeLimitMs` as for `get`: the read after a wait's decision, bounded by the wait.
             */
            status: (siteId, options = {}) => request({
                method: 'GET',
                path: `${site(siteId)}/publish-status`,
                ...(options.timeLimitMs !== undefined && { timeLimitMs: options.timeLimitMs }),
            }, RULES.publishStatus),
        },
    };
}

// EXTERNAL MODULE: ./src/platform/attempt-watch.ts
var attempt_watch = __webpack_require__(3596);
;// CONCATENATED MODULE: ./src/platform/client.ts





function buildClient(transport) {
    return {
        transport,
        auth: authResource(transport),
        ...catalogResources(transport),
        sites: sitesResource(transport),
    };
}
function createPlatformClient(options) {
    if ('transport' in options)
        return buildClient(options.transport);
    // Every attempt is also filed with the work that sent it (attempt-watch.ts: a report on one write).
    const { onRequest } = options;
    return buildClient((0,transport/* createTransport */.oO)({
        ...options,
        onRequest: (entry) => {
            (0,attempt_watch/* noteAttempt */.Y)(entry);
            onRequest?.(entry);
        },
    }));
}

// EXTERNAL MODULE: ./src/platform/idempotency.ts
var idempotency = __webpack_require__(7050);
;// CONCATENATED MODULE: ./src/platform/index.ts








/***/ }),

/***/ 8351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ limitsFromEnv),
/* harmony export */   OZ: () => (/* binding */ LIMIT_VARIABLES),
/* harmony export */   dR: () => (/* binding */ DEFAULT_LIMITS),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony export parseSize */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/**
 * What the client accepts from the platform, at most: the size of one answer, of a source
 * archive, and the pages and bytes of one list walk. A platform that exceeds a cap gets a clear
 * error instead of unbounded memory or time (docs/platform-contract.md §12, "Caps"). Each cap can
 * be raised with an environment variable for a platform that is really that large.
 */

const MiB = 1024 * 1024;
const DEFAULT_LIMITS = {
    maxResponseBytes: 32 * MiB,
    maxArchiveBytes: 64 * MiB,
    maxListPages: 2_000,
    maxListBytes: 64 * MiB,
};
/** The environment variable that raises each cap. */
const LIMIT_VARIABLES = {
    maxResponseBytes: 'SITESYNC_MAX_RESPONSE_BYTES',
    maxArchiveBytes: 'SITESYNC_MAX_ARCHIVE_BYTES',
    maxListPages: 'SITESYNC_MAX_LIST_PAGES',
    maxListBytes: 'SITESYNC_MAX_LIST_BYTES',
};
const UNITS = { '': 1, b: 1, kib: 1024, mib: MiB, gib: 1024 * MiB };
/** `1048576`, `512KiB`, `64MiB`, `1GiB` (case-insensitive) → a positive whole number, else undefined. */
function parseSize(text) {
    const match = /^\s*(\d+)\s*([a-z]*)\s*$/i.exec(text);
    if (!match)
        return undefined;
    const unit = UNITS[match[2].toLowerCase()];
    if (unit === undefined)
        return undefined;
    const value = Number(match[1]) * unit;
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
/** A positive whole number written in digits, else undefined. */
function parseCount(text) {
    if (!/^\s*\d+\s*$/.test(text))
        return undefined;
    const value = Number(text);
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
/** The caps the environment sets (unset ones keep their default); a malformed value is a usage error. */
function limitsFromEnv(env) {
    const out = { ...DEFAULT_LIMITS };
    for (const [field, variable] of Object.entries(LIMIT_VARIABLES)) {
        const raw = env[variable];
        if (raw === undefined || raw === '')
            continue;
        const value = field === 'maxListPages' ? parseCount(raw) : parseSize(raw);
        if (value === undefined) {
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('BAD_LIMIT', `${variable}=${JSON.stringify(raw)} is not a positive size`, {
                exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
                hint: field === 'maxListPages'
                    ? `give a whole number of pages, e.g. ${variable}=${DEFAULT_LIMITS.maxListPages * 2}`
                    : `give bytes, or a number with KiB, MiB or GiB, e.g. ${variable}=256MiB`,
            });
        }
        out[field] = value;
    }
    return out;
}
/** `134217728` → `128 MiB`, for messages. */
function formatBytes(bytes) {
    if (bytes >= MiB && bytes % MiB === 0)
        return `${bytes / MiB} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}


/***/ }),

/***/ 5434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   En: () => (/* binding */ paginate),
/* harmony export */   YJ: () => (/* binding */ listWalk),
/* harmony export */   rU: () => (/* binding */ transportListWalk)
/* harmony export */ });
/* unused harmony exports PaginationError, listAll */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8351);


class PaginationError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj {
    constructor(path, message, hint) {
        super('PAGINATION_ERROR', `${path}: ${message}`, {
            hint: hint ?? 'the listing was aborted rather than returning a partial result; nothing was written',
        });
        this.name = 'PaginationError';
    }
}
function listWalk(path, options = {}) {
    const { maxListPages, maxListBytes } = { ..._limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_LIMITS */ .dR, ...options.limits };
    const seen = new Set();
    let pages = 0;
    let bytes = 0;
    return {
        page(data) {
            pages += 1;
            bytes += options.bytesOf?.(data) ?? 0;
            if (pages > maxListPages)
                throw new PaginationError(path, `still has_more after ${maxListPages} pages, the cap of one listing; it was stopped`, `nothing was written; if the platform really lists that many, raise ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMIT_VARIABLES */ .OZ.maxListPages}`);
            if (bytes > maxListBytes)
                throw new PaginationError(path, `the pages read so far hold ${bytes} bytes, over the cap of ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(maxListBytes)} for one listing; it was stopped`, `nothing was written; if the platform really lists that much, raise ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMIT_VARIABLES */ .OZ.maxListBytes}`);
        },
        follow(cursor) {
            if (seen.has(cursor))
                throw new PaginationError(path, `cursor ${JSON.stringify(cursor)} repeated on page ${pages}; the listing would loop`);
            seen.add(cursor);
        },
        get pages() {
            return pages;
        },
        maxPages: maxListPages,
    };
}
/** The walk of a list route of this transport (its caps, its answers' sizes). */
function transportListWalk(transport, path) {
    return listWalk(path, { limits: transport.limits, bytesOf: (d) => transport.bytesOf(d) });
}
const defaultCursor = (item) => {
    const id = item?.id;
    return typeof id === 'string' ? id : undefined;
};
/**
 * Every item of a list route, page by page. Forward yields in creation order; backward yields
 * newest first. Throws (never ends early) when a page fails, a cursor repeats, or a page is
 * empty while the platform says there is more.
 */
async function* paginate(transport, path, options = {}) {
    const limit = options.limit ?? 100;
    const backward = options.direction === 'backward';
    const cursorOf = options.cursorOf ?? defaultCursor;
    const walk = transportListWalk(transport, path);
    let cursor = options.cursor;
    if (backward && cursor === undefined) {
        // Find the end first: the platform pages backward from a cursor only.
        let last;
        for await (const item of paginate(transport, path, { ...options, direction: 'forward' }))
            last = item;
        if (last === undefined)
            return;
        yield last;
        cursor = cursorOf(last);
    }
    if (cursor !== undefined)
        walk.follow(cursor);
    for (let page = 1;; page++) {
        const query = { ...options.query, limit };
        if (cursor !== undefined)
            query[backward ? 'ending_before' : 'starting_after'] = cursor;
        const data = await transport.request({ method: 'GET', path, query });
        if (!data || !Array.isArray(data.items))
            throw new PaginationError(path, `page ${page} has no items array`);
        walk.page(data);
        const items = backward ? [...data.items].reverse() : data.items;
        for (const item of items)
            yield item;
        const hasMore = data.has_more ?? data.items.length >= limit;
        if (!hasMore)
            return;
        if (items.length === 0)
            throw new PaginationError(path, `page ${page} is empty but has_more is true`);
        const next = backward
            ? cursorOf(items[items.length - 1])
            : (data.next_cursor ?? cursorOf(items[items.length - 1]));
        if (next === undefined)
            throw new PaginationError(path, `page ${page} gives no cursor to continue from`);
        walk.follow(next);
        cursor = next;
    }
}
async function listAll(transport, path, options = {}) {
    const out = [];
    for await (const item of paginate(transport, path, options))
        out.push(item);
    return out;
}


/***/ }),

/***/ 7028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ markRanOnPlatform),
/* harmony export */   u: () => (/* binding */ ranOnPlatform)
/* harmony export */ });
const marks = new WeakMap();
/** Marks the error of a request the platform ran, and says so in its message. */
function markRanOnPlatform(err, ran) {
    marks.set(err, ran);
    err.message += `; attempt ${ran.attempt} had been answered ${ran.status} before its answer was cut off: the platform ran the request`;
}
/** How the platform ran the request that failed with this error, or undefined when nothing says it did. */
function ranOnPlatform(err) {
    return typeof err === 'object' && err !== null ? marks.get(err) : undefined;
}


/***/ }),

/***/ 9968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ releaseBytes)
/* harmony export */ });
/**
 * Gives back the memory of bytes that were read and decoded now, rather than at the next full
 * collection. A Buffer's memory lives outside the JavaScript heap; a dead one is freed only when
 * its wrapper is collected, and wrappers that outlived a scavenge wait for a full collection: on a
 * plan of 500 list pages that was ~30 MB of dead page bodies at the peak. A Buffer that is the
 * whole of its ArrayBuffer is detached (its memory freed at once, the Buffer left empty); a slice
 * of a shared or pooled one is left alone.
 */
function releaseBytes(bytes) {
    const whole = bytes.buffer;
    if (!(whole instanceof ArrayBuffer))
        return;
    if (bytes.byteOffset !== 0 || bytes.byteLength !== whole.byteLength || whole.byteLength === 0)
        return;
    try {
        // ES2024 (Node 21+); the project's lib is ES2023.
        whole.transfer(0);
    }
    catch {
        // Not detachable (an ArrayBuffer the runtime keeps): it goes with its last reference.
    }
}


/***/ }),

/***/ 7197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ replayOrigin)
/* harmony export */ });
/* unused harmony export createRequestRecorder */
/** A hook that keeps every entry in memory, for tests and benchmarks. */
function createRequestRecorder() {
    const entries = [];
    return {
        hook: (e) => entries.push(e),
        entries,
        clear: () => {
            entries.length = 0;
        },
    };
}
function replayOrigin(attempts) {
    const ok = (e) => e.status !== undefined && e.status >= 200 && e.status < 300;
    const first = attempts.findIndex(ok);
    if (first < 0)
        return undefined;
    // A 2xx that was no replay ran the write in this run; a replay after it is its answer again.
    if (!attempts[first].replayed)
        return attempts.slice(first + 1).some((e) => ok(e) && e.replayed) ? 'lost-answer' : undefined;
    const mayHaveRun = (e) => !e.neverSent && !(e.status !== undefined && e.status >= 400 && e.status < 500);
    return attempts.slice(0, first).some(mayHaveRun) ? 'lost-answer' : 'earlier';
}


/***/ }),

/***/ 75:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oO: () => (/* binding */ createTransport),
  ug: () => (/* binding */ isKnownBody),
  uk: () => (/* binding */ realSleep)
});

// UNUSED EXPORTS: DEFAULT_MAX_CONNECTIONS, buildUrl

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./node_modules/p-retry/index.js + 1 modules
var p_retry = __webpack_require__(4995);
// EXTERNAL MODULE: ./src/shared/redact.ts
var shared_redact = __webpack_require__(8932);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
;// CONCATENATED MODULE: ./src/platform/attempt-signal.ts
function attemptSignal(timeoutMs, run) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs);
    timer.unref();
    const forward = () => controller.abort(run?.reason);
    if (run?.aborted)
        forward();
    else
        run?.addEventListener('abort', forward, { once: true });
    return {
        signal: controller.signal,
        release() {
            clearTimeout(timer);
            run?.removeEventListener('abort', forward);
        },
    };
}

// EXTERNAL MODULE: ./src/platform/base-url.ts
var base_url = __webpack_require__(4110);
// EXTERNAL MODULE: ./src/platform/errors.ts
var platform_errors = __webpack_require__(6316);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/platform/release-bytes.ts
var release_bytes = __webpack_require__(9968);
;// CONCATENATED MODULE: ./src/platform/http-fetch.ts
/**
 * The transport's default sender: one HTTP request over node:http/https, shaped like the part of
 * `fetch` the transport uses (status, headers.get, text).
 *
 * Why not the global fetch: fetch copies a string body into a Uint8Array of its own before
 * sending it. A first publish sends ~35 source batches of up to 8 MiB; those copies stay in memory
 * until the collector runs and added ~60 MB to the CLI's peak RSS (measured: 8 MiB string bodies
 * sent 35 times cost 167 MB RSS with fetch and 100 MB with node:http, `--optimize-for-size`).
 * node:http writes the string to the socket and frees its bytes when the write completes.
 *
 * A body may also be a `StreamedBody` (a source write of up to 8 MiB): it is written chunk by
 * chunk as the socket drains, with the Content-Length it declares, so it never exists whole.
 *
 * The answer's body is read up to `maxBodyBytes`: a declared Content-Length above it, or more bytes
 * than it as they arrive, ends the connection and fails with `ERR_BODY_TOO_LARGE` (never a retry).
 */



/** The error an answer over `maxBodyBytes` fails with. */
function bodyTooLarge(limit, declared) {
    return Object.assign(new Error(declared === undefined
        ? `the answer went on past ${limit} bytes`
        : `the answer declares ${declared} bytes (Content-Length)`), { code: 'ERR_BODY_TOO_LARGE', limit, ...(declared !== undefined && { declared }) });
}
/** Bodies up to this size are decoded whole when they end; larger ones as they arrive. */
const WHOLE_BODY_BYTES = 1024 * 1024;
/** As fetch does: a request ended by its signal fails with the signal's reason (a TimeoutError). */
const abortReason = (signal) => signal?.aborted ? (signal.reason ?? new Error('aborted')) : undefined;
const httpFetch = (url, init) => {
    const target = new URL(url);
    // node:https loads only for an https URL (a local http:// platform, the emulator, needs none;
    // measured: 1.5–4 ms of start-up, no difference in a whole plan).
    const request = target.protocol === 'https:'
        ? process.getBuiltinModule('node:https').request
        : (external_node_http_default()).request;
    const headers = { ...init.headers };
    const body = init.body;
    if (body !== undefined)
        headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
    return new Promise((resolve, reject) => {
        const req = request(target, { method: init.method, headers, signal: init.signal }, (res) => {
            // A small body (a list page: ~50 KB) is decoded once, whole: one string on the heap instead
            // of a string per chunk and their join. A large one is decoded as it arrives: no chunk
            // outlives its decoding, so it is held as bytes and as text only one chunk at a time (an
            // archive near its cap: one copy less at the peak). A body kept as bytes is joined, never
            // decoded here.
            let decoder;
            let chunks = [];
            let held = 0;
            let pieces = [];
            const max = init.maxBodyBytes ?? Infinity;
            const keepBytes = init.bytes === true;
            let received = 0;
            const body = new Promise((resolveBody, rejectBody) => {
                const declared = Number(res.headers['content-length']);
                if (Number.isFinite(declared) && declared > max) {
                    rejectBody(bodyTooLarge(max, declared));
                    res.destroy();
                    return;
                }
                res.on('data', (chunk) => {
                    received += chunk.byteLength;
                    if (received > max) {
                        pieces = []; // what was read goes now, not when the socket is collected
                        chunks = [];
                        rejectBody(bodyTooLarge(max));
                        res.destroy();
                        return;
                    }
                    if (decoder) {
                        pieces.push(decoder.write(chunk));
                        return;
                    }
                    chunks.push(chunk);
                    held += chunk.byteLength;
                    if (held > WHOLE_BODY_BYTES && !keepBytes) {
                        decoder = new external_node_string_decoder_.StringDecoder('utf8');
                        const joined = Buffer.concat(chunks);
                        pieces.push(decoder.write(joined));
                        (0,release_bytes/* releaseBytes */.R)(joined);
                        chunks = [];
                    }
                });
                res.on('end', () => {
                    let result;
                    if (decoder) {
                        pieces.push(decoder.end());
                        result = pieces.join('');
                    }
                    else {
                        const whole = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
                        result = keepBytes ? whole : whole.toString('utf8');
                        // Only bytes joined here are ours to free: a lone chunk is the socket's.
                        if (!keepBytes && whole !== chunks[0])
                            (0,release_bytes/* releaseBytes */.R)(whole);
                    }
                    pieces = [];
                    chunks = [];
                    resolveBody(result);
                });
                res.on('error', (err) => rejectBody(abortReason(init.signal) ?? err));
                res.on('aborted', () => rejectBody(abortReason(init.signal) ??
                    Object.assign(new Error('the connection closed before the answer ended'), {
                        code: 'ECONNRESET',
                    })));
            });
            body.catch(() => undefined); // read (and its error seen) only through text() or bytes()
            const text = () => body.then((b) => (typeof b === 'string' ? b : b.toString('utf8')));
            resolve({
                status: res.statusCode ?? 0,
                headers: {
                    get(name) {
                        const value = res.headers[name.toLowerCase()];
                        if (value === undefined)
                            return null;
                        return Array.isArray(value) ? value.join(', ') : value;
                    },
                },
                text,
                ...(keepBytes && { bytes: () => body }),
            });
        });
        req.on('error', (err) => reject(abortReason(init.signal) ?? err));
        if (body === undefined || typeof body === 'string') {
            req.end(body);
            return;
        }
        writeStreamed(req, body).catch((err) => {
            // The body could not be produced (a file changed) or the connection failed while writing it:
            // the request ends incomplete, and the platform never sees a whole body to commit.
            req.destroy();
            reject(abortReason(init.signal) ?? err);
        });
    });
};
/** Writes the chunks as the socket drains (no more than one chunk waits in memory), then ends. */
async function writeStreamed(req, body) {
    for await (const chunk of body.chunks()) {
        if (req.destroyed)
            throw new Error('the request ended while its body was being written');
        if (!req.write(chunk))
            await drained(req);
    }
    req.end();
}
/** Resolves when the request drains; rejects if it fails or closes first. */
function drained(req) {
    return new Promise((resolve, reject) => {
        const settle = (err) => {
            req.off('drain', onDrain);
            req.off('error', onError);
            req.off('close', onClose);
            if (err)
                reject(err);
            else
                resolve();
        };
        const onDrain = () => settle();
        const onError = (err) => settle(err);
        const onClose = () => settle(new Error('the request closed while its body was being written'));
        req.on('drain', onDrain);
        req.on('error', onError);
        req.on('close', onClose);
    });
}

// EXTERNAL MODULE: ./src/platform/limits.ts
var platform_limits = __webpack_require__(8351);
;// CONCATENATED MODULE: ./src/platform/network-diagnosis.ts
/**
 * Pure: what a failed connection means, said for a person. A DNS failure, a refused connection and
 * a TLS failure each have their own cause and remedy; a DNS or TLS failure will not heal in the
 * seconds a retry waits, so neither is retried (retry-policy.ts asks `isRetryableNetworkCode`).
 */
const DNS = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);
const UNROUTABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'EADDRNOTAVAIL']);
const RESET = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET']);
/** Node's TLS verification codes (OpenSSL's names) and its own TLS/SSL error codes. */
function isTlsCode(code) {
    return (code === 'EPROTO' ||
        code.startsWith('ERR_TLS_') ||
        code.startsWith('ERR_SSL_') ||
        code.includes('CERT') ||
        code.includes('SELF_SIGNED') ||
        code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' ||
        code === 'HOSTNAME_MISMATCH');
}
function networkCause(code) {
    if (DNS.has(code))
        return 'dns';
    if (code === 'ECONNREFUSED')
        return 'refused';
    if (UNROUTABLE.has(code))
        return 'unroutable';
    if (code === 'TIMEOUT')
        return 'timeout';
    if (RESET.has(code))
        return 'reset';
    if (isTlsCode(code))
        return 'tls';
    return 'other';
}
/**
 * True when a failure with this code happens before the request is sent: no name, no connection,
 * no TLS session. The platform cannot have run such a request (a reset or a timeout may have).
 */
function neverReachesPlatform(code) {
    if (code === undefined)
        return false;
    const cause = networkCause(code);
    return cause === 'dns' || cause === 'refused' || cause === 'unroutable' || cause === 'tls';
}
/** DNS and TLS failures are not retried: the name will not resolve, the certificate not change, within seconds. */
function isRetryableNetworkCode(code) {
    if (code === undefined)
        return true;
    const cause = networkCause(code);
    return cause !== 'dns' && cause !== 'tls';
}
/** What the person can tell from the TLS code. */
function tlsReason(code) {
    if (code === 'DEPTH_ZERO_SELF_SIGNED_CERT' || code === 'SELF_SIGNED_CERT_IN_CHAIN')
        return 'the certificate is self-signed';
    if (code === 'CERT_HAS_EXPIRED')
        return 'the certificate has expired';
    if (code === 'CERT_NOT_YET_VALID')
        return 'the certificate is not valid yet';
    if (code === 'ERR_TLS_CERT_ALTNAME_INVALID' || code === 'HOSTNAME_MISMATCH')
        return 'the certificate is for another host name';
    if (code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' || code === 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY')
        return 'the certificate is signed by an authority this machine does not trust';
    if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || code === 'EPROTO')
        return 'the server did not answer in TLS (is it plain http:// on that port?)';
    return 'the TLS handshake failed';
}
/**
 * @param code the error code (`ENOTFOUND`, `ECONNREFUSED`, `TIMEOUT`, a TLS code …)
 * @param target `host:port` of the platform URL, as it may be shown (no user info)
 * @param detail Node's own message, redacted, for the causes that have no sentence of their own
 */
function diagnoseNetworkFailure(code, target, detail, timeoutMs) {
    const cause = networkCause(code);
    const url = 'the platform URL (--base-url, SITESYNC_BASE_URL or the stored login)';
    switch (cause) {
        case 'dns':
            return {
                cause,
                message: `the host name ${JSON.stringify(target.hostname)} could not be resolved (DNS ${code}); not retried`,
                hint: `check the host in ${url}, and this machine's network and DNS`,
            };
        case 'refused':
            return {
                cause,
                message: `the connection to ${target.host} was refused (${code}): nothing listens there`,
                hint: `is the platform running at ${target.origin}? For the emulator, start \`sitesync emulator\` and use the URL it prints`,
            };
        case 'unroutable':
            return {
                cause,
                message: `${target.host} cannot be reached from this machine (${code})`,
                hint: `check ${url} and this machine's network (VPN, firewall)`,
            };
        case 'tls':
            return {
                cause,
                message: `the TLS connection to ${target.host} failed: ${tlsReason(code)} (${code}); not retried`,
                hint: `check that ${target.origin} is the platform's address; a private certificate authority can be trusted with NODE_EXTRA_CA_CERTS=<ca.pem>`,
            };
        case 'timeout':
            return {
                cause,
                message: `no complete answer within ${timeoutMs}ms`,
                hint: `the platform at ${target.origin} is slow or stalled`,
            };
        default:
            return {
                cause,
                message: `${detail} (${code})`,
                hint: `is the platform reachable at ${target.origin}?`,
            };
    }
}

// EXTERNAL MODULE: ./src/platform/idempotency.ts
var idempotency = __webpack_require__(7050);
;// CONCATENATED MODULE: ./src/platform/pacer.ts
function createPacer(options) {
    const windowMs = options.windowMs ?? 61_000;
    let limit = options.limit;
    const sent = []; // ascending timestamps of recorded requests
    function prune(now) {
        while (sent.length > 0 && sent[0] <= now - windowMs)
            sent.shift();
    }
    return {
        get limit() {
            return limit;
        },
        setLimit(perWindow) {
            limit = perWindow !== undefined && perWindow > 0 ? Math.floor(perWindow) : undefined;
        },
        async acquire(signal, deadline) {
            for (;;) {
                const now = options.now();
                prune(now);
                if (limit === undefined || sent.length < limit) {
                    sent.push(now);
                    return true;
                }
                const waitMs = Math.max(1, sent[sent.length - limit] + windowMs - now);
                if (deadline !== undefined && now + waitMs >= deadline)
                    return false;
                await options.sleep(waitMs, signal);
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/platform/credential-tag.ts
/**
 * A tag for "this API key at this platform address" that can be kept in `.sitesync/` (git-ignored)
 * to remember what the platform said about the credential (its rate limit): 16 hex digits of a
 * SHA-256 of the address and the key. One-way and short: the key cannot be read back from it, and
 * keys are long random strings, so it cannot be guessed from it either. No key: the tag of the
 * address alone.
 */

function credentialTag(baseUrl, apiKey) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(`sitesync credential\0${baseUrl}\0${apiKey ?? ''}`)
        .digest('hex')
        .slice(0, 16);
}

// EXTERNAL MODULE: ./src/platform/request-log.ts
var request_log = __webpack_require__(7197);
// EXTERNAL MODULE: ./src/platform/ran-on-platform.ts
var ran_on_platform = __webpack_require__(7028);
;// CONCATENATED MODULE: ./src/platform/retry-policy.ts
/**
 * The retry decision, pure. Given what one attempt ended with, say whether to try again and
 * after how long. Never retried: 400, 401, 403, 404, 409, 422 (and any other 4xx but 408/429).
 * Retried: network errors (connection refused/reset/dropped, timeouts), 408, 429 and 5xx, with
 * capped exponential backoff and full jitter, honouring Retry-After (seconds or an HTTP date),
 * as long as the attempt count, the time budget and the request's own time limit (if it has one)
 * allow. Not retried either: a DNS failure or a TLS failure (network-diagnosis.ts), which a few
 * seconds of waiting do not heal.
 */

/** 90 s: one hostile or dead request ends a run well within two minutes. */
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 6,
    baseDelayMs: 250,
    maxDelayMs: 20_000,
    budgetMs: 90_000,
};
const NEVER = new Set([400, 401, 403, 404, 409, 422]);
function isRetryableOutcome(outcome) {
    if (outcome.kind === 'network')
        return isRetryableNetworkCode(outcome.code);
    const s = outcome.status;
    if (NEVER.has(s))
        return false;
    return s === 408 || s === 429 || s >= 500;
}
/** Retry-After in milliseconds, or undefined when absent or unreadable. */
function parseRetryAfter(value, nowMs) {
    if (value === null || value === undefined)
        return undefined;
    const text = value.trim();
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    if (!/[A-Za-z]/.test(text))
        return undefined; // an HTTP date names its day and month
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}
function decideRetry(input) {
    const { outcome, attempt, elapsedMs, policy } = input;
    const what = outcome.kind === 'network'
        ? `network error${outcome.code ? ' ' + outcome.code : ''}`
        : `HTTP ${outcome.status}`;
    if (!isRetryableOutcome(outcome))
        return { retry: false, reason: `${what} is not retryable` };
    if (attempt >= policy.maxAttempts) {
        return { retry: false, reason: `${what} after ${attempt} attempts (the limit)` };
    }
    const backoffCap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    // Full jitter, but never below a tenth of the cap, so retries do not hammer.
    let delayMs = Math.round(backoffCap * (0.1 + 0.9 * input.random));
    const retryAfterMs = outcome.kind === 'status' ? parseRetryAfter(outcome.retryAfter, input.nowMs) : undefined;
    if (retryAfterMs !== undefined)
        delayMs = Math.max(delayMs, retryAfterMs);
    // The caller's time limit first: within it, the request ends because of it, not because the
    // platform is given up on (a Retry-After beyond the budget too).
    if (input.timeLeftMs !== undefined && delayMs >= input.timeLeftMs) {
        return {
            retry: false,
            timeLimited: true,
            reason: input.timeLeftMs <= 0
                ? "the request's time limit was reached"
                : `a retry in ${delayMs}ms would start after the request's time limit`,
        };
    }
    const remaining = policy.budgetMs - elapsedMs;
    if (delayMs > remaining) {
        return {
            retry: false,
            reason: retryAfterMs !== undefined && retryAfterMs > remaining
                ? `${what} asks to retry after ${Math.ceil(retryAfterMs / 1000)}s, beyond the remaining retry budget of ${Math.max(0, Math.ceil(remaining / 1000))}s`
                : `${what}: retry budget of ${Math.round(policy.budgetMs / 1000)}s exhausted`,
        };
    }
    return { retry: true, delayMs, reason: `${what}, retry ${attempt} in ${delayMs}ms` };
}

;// CONCATENATED MODULE: ./src/platform/transport.ts


















/** The operation a derived key names: the route, and the request's `keyScope` when it has one. */
function keyOperation(req) {
    const operation = `${req.method} ${req.path}`;
    return req.keyScope === undefined ? operation : `${operation}\n${req.keyScope}`;
}
const KNOWN_BODY = Symbol('known body');
function isKnownBody(value) {
    return typeof value === 'object' && value !== null && KNOWN_BODY in value;
}
function realSleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
/** Thrown by one attempt; carries what the retry decision needs. */
class AttemptFailure extends Error {
    outcome;
    final;
    answeredStatus;
    /** Set when the request is to be tried again, after this long (decided before the next is sent). */
    retryInMs;
    /** Set when it is not tried again only because of the request's time limit: why. */
    timeLimited;
    constructor(outcome, final, 
    /** The status line that came before the answer failed (a body cut off), if one did. */
    answeredStatus) {
        super(final.message);
        this.outcome = outcome;
        this.final = final;
        this.answeredStatus = answeredStatus;
    }
}
function networkCodeOf(err) {
    const e = err;
    if (e?.name === 'TimeoutError' || e?.cause?.name === 'TimeoutError')
        return 'TIMEOUT';
    return e?.cause?.code ?? e?.code ?? e?.name ?? 'UNKNOWN';
}
/** The body as text, held to the cap after the fact too (the global fetch in tests reads it whole). */
async function bodyText(res, cap) {
    const text = await res.text();
    if (text.length > cap || Buffer.byteLength(text) > cap)
        throw bodyTooLarge(cap);
    return text;
}
/** The body's bytes, when the sender kept them (httpFetch with `bytes`), else its text. */
async function bodyOf(res, cap) {
    if (!res.bytes)
        return bodyText(res, cap);
    // The global fetch's Response has a bytes() too, of a Uint8Array: viewed as a Buffer, not copied.
    const got = await res.bytes();
    if (got.byteLength > cap)
        throw bodyTooLarge(cap);
    return Buffer.isBuffer(got) ? got : Buffer.from(got.buffer, got.byteOffset, got.byteLength);
}
/** A prefix of a body that holds at least its first 512 characters whole (isHtml's look). */
const headOf = (body) => typeof body === 'string' ? body : body.toString('utf8', 0, Math.min(body.byteLength, 4096));
/** A body kept as bytes or as text, as text. */
const textOfBody = (body) => typeof body === 'string' ? body : body.toString('utf8');
/** The bytes of a body: text, bytes, or a streamed body of known length. */
const byteLengthOf = (body) => typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
/** The run was interrupted (Ctrl-C, SIGTERM) before or while this request was sent. */
const interrupted = (method, path, cause) => new platform_errors/* InterruptedError */.p4(method, path, cause);
/** An HTML page (a website, a sign-in proxy, a dev server) rather than the platform's JSON. */
function isHtml(contentType, text) {
    if (contentType && /\btext\/html\b/i.test(contentType))
        return true;
    return /^\s*<(!doctype|html|head|body|\?xml)\b/i.test(text.slice(0, 512));
}
function buildUrl(baseUrl, path, query) {
    const url = new URL(baseUrl.replace(/\/+$/, '') + path);
    for (const [k, v] of Object.entries(query ?? {}))
        if (v !== undefined)
            url.searchParams.set(k, String(v));
    return url.toString();
}
/**
 * Connections to the platform at most, by default (docs/platform-contract.md, "Connections"). All
 * of a read's pages are asked for at once; beyond this many they wait for a connection, which is
 * kept open (keep-alive) and reused. Measured on L (526 list pages): one connection per page cost
 * ~70 ms more CPU and ~18 MB more RSS than 64; at 25 ms latency, 64 connections took no longer
 * than 526 (32 took 0.23 s longer).
 */
const DEFAULT_MAX_CONNECTIONS = 64;
function createTransport(options) {
    const address = (0,base_url/* platformAddress */.I)(options.baseUrl);
    const limits = { ...platform_limits/* DEFAULT_LIMITS */.dR, ...options.limits };
    const doFetch = (options.fetch ?? httpFetch);
    const now = options.now ?? Date.now;
    const sleep = options.sleep ?? realSleep;
    const random = options.random ?? Math.random;
    const policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    const timeoutMs = options.timeoutMs ?? 30_000;
    const redact = options.redact ?? (0,shared_redact/* createRedactor */.lY)();
    redact.add(options.apiKey);
    const pacer = options.pacer ?? createPacer({ now, sleep });
    const connections = (0,p_limit/* default */.A)(options.maxConnections ?? DEFAULT_MAX_CONNECTIONS);
    const stats = { requests: 0, retries: 0, bytesSent: 0, bytesReceived: 0, rateLimited: 0 };
    const baseUrl = address.base;
    const sizes = new WeakMap();
    const digests = new WeakMap();
    /** Answers replayed from an earlier run, and from an attempt of this run whose answer was lost. */
    const replays = new WeakSet();
    const lostAnswerReplays = new WeakSet();
    /** Set when a request gave up on the platform: no later request of this run is sent. */
    let gaveUp;
    /** The revision to derive the request's key from; undefined when it has none or one given. */
    function keyRevisionFor(req) {
        if (req.idempotencyKey !== undefined) {
            (0,idempotency/* assertValidIdempotencyKey */.b4)(req.idempotencyKey);
            return undefined;
        }
        if (!req.idempotent)
            return undefined;
        const revision = typeof options.keyRevision === 'function' ? options.keyRevision() : options.keyRevision;
        if (!revision) {
            throw new errors/* SitesyncError */.fj('NO_KEY_REVISION', `${req.method} ${req.path} is a write and needs an Idempotency-Key, but no commit revision was given to derive it from`);
        }
        return revision;
    }
    function keyFor(req, bodyText) {
        const revision = keyRevisionFor(req);
        if (revision === undefined)
            return req.idempotencyKey;
        return (0,idempotency/* idempotencyKeyFor */.wX)(revision, keyOperation(req), bodyText === undefined ? undefined : req.body);
    }
    /**
     * First pass over a streamed body: its length (the Content-Length) and, hashed as it goes by,
     * its key. The body sent is the same source, produced again by every attempt and checked to be
     * as long as it was here (its bytes are checked by the source: a source write re-verifies each
     * file against the plan's checksum).
     */
    async function prepareStream(req, source) {
        const revision = keyRevisionFor(req);
        const hasher = revision === undefined ? undefined : (0,idempotency/* createIdempotencyKeyHasher */.A0)(revision, keyOperation(req));
        let byteLength = 0;
        for await (const chunk of source.chunks()) {
            byteLength += chunk.byteLength;
            hasher?.update(chunk);
        }
        const mismatch = (produced) => new errors/* SitesyncError */.fj('BODY_CHANGED', `${req.method} ${req.path}: the body came to ${produced} bytes when sent, ${byteLength} when its Idempotency-Key was derived`);
        const body = {
            byteLength,
            async *chunks() {
                let produced = 0;
                for await (const chunk of source.chunks()) {
                    produced += chunk.byteLength;
                    if (produced > byteLength)
                        throw mismatch(`more than ${byteLength}`);
                    yield chunk;
                }
                if (produced !== byteLength)
                    throw mismatch(String(produced));
            },
        };
        return { body, key: hasher ? hasher.key() : req.idempotencyKey };
    }
    /** The cap of a request's answer, and the words and variable that explain it. */
    function capOf(req) {
        return req.sizeCap === 'archive'
            ? { bytes: limits.maxArchiveBytes, what: 'a source archive', variable: platform_limits/* LIMIT_VARIABLES */.OZ.maxArchiveBytes }
            : { bytes: limits.maxResponseBytes, what: 'one answer', variable: platform_limits/* LIMIT_VARIABLES */.OZ.maxResponseBytes };
    }
    async function attempt(req, url, body, key, n, attemptTimeoutMs, 
    /** Receives this attempt's request log entry, as the hook does. */
    seen) {
        const started = now();
        const headers = {
            accept: 'application/json',
            'user-agent': options.userAgent ?? 'sitesync',
        };
        if (req.auth !== false && options.apiKey)
            headers.authorization = `Bearer ${options.apiKey}`;
        if (body !== undefined)
            headers['content-type'] = 'application/json';
        if (key)
            headers['idempotency-key'] = key;
        const bytesSent = body === undefined ? 0 : byteLengthOf(body);
        const logPath = url.slice(baseUrl.length);
        const { signal, release } = attemptSignal(attemptTimeoutMs, options.signal);
        const cap = capOf(req);
        stats.requests += 1;
        stats.bytesSent += bytesSent;
        let status;
        // A page asked for with its digest is kept as bytes: the digest is of them, and a page the
        // caller knows by it (`known`) is never decoded.
        let received;
        let replayed = false;
        let retryAfter;
        let contentType;
        const log = (bytesReceived, error, neverSent = false) => {
            const entry = {
                method: req.method,
                path: logPath,
                status,
                bytesSent,
                bytesReceived,
                attempt: n,
                durationMs: now() - started,
                ...(key && { idempotencyKey: key }),
                replayed,
                ...(error !== undefined && { error }),
                ...(neverSent && { neverSent: true }),
            };
            seen.push(entry);
            options.onRequest?.(entry);
        };
        try {
            const res = await doFetch(url, {
                method: req.method,
                headers,
                body,
                signal,
                maxBodyBytes: cap.bytes,
                ...(req.digest && { bytes: true }),
            });
            status = res.status;
            replayed = res.headers.get('idempotent-replayed') === 'true';
            retryAfter = res.headers.get('retry-after');
            contentType = res.headers.get('content-type');
            received = req.digest ? await bodyOf(res, cap.bytes) : await bodyText(res, cap.bytes);
        }
        catch (err) {
            // A streamed body that could not be produced (a file changed since the plan): not retried.
            if (err instanceof errors/* SitesyncError */.fj)
                throw err;
            if (options.signal?.aborted)
                throw interrupted(req.method, logPath, err);
            const code = networkCodeOf(err);
            if (code === 'ERR_BODY_TOO_LARGE') {
                const declared = err.declared;
                const said = declared === undefined
                    ? `the answer went on past ${(0,platform_limits/* formatBytes */.z3)(cap.bytes)}`
                    : `the answer declares ${declared} bytes (Content-Length)`;
                log(0, said);
                // Not retried: the same platform sends the same answer again.
                throw new platform_errors/* ResponseTooLargeError */.by(req.method, logPath, `${said}, over the cap of ${(0,platform_limits/* formatBytes */.z3)(cap.bytes)} for ${cap.what}; it was cut off, nothing was read from it`, `a platform should never send that much; if the live data really is that large, raise ${cap.variable} (e.g. ${cap.variable}=${(0,platform_limits/* formatBytes */.z3)(cap.bytes * 2).replace(' ', '')})`);
            }
            const diagnosis = diagnoseNetworkFailure(code, address, redact(String(err?.message ?? err)), attemptTimeoutMs);
            const message = redact(diagnosis.message);
            log(0, message, neverReachesPlatform(code));
            throw new AttemptFailure({ kind: 'network', code }, new platform_errors/* NetworkError */.Dr(req.method, logPath, code, message, { hint: diagnosis.hint }), status);
        }
        finally {
            release();
        }
        const bytesReceived = byteLengthOf(received);
        stats.bytesReceived += bytesReceived;
        log(bytesReceived);
        const html = isHtml(contentType, headOf(received));
        const ok = status >= 200 && status < 300;
        // The digest of the exact bytes (of the text's UTF-8 when the sender kept none).
        const digest = ok && req.digest && !html ? (0,external_node_crypto_.hash)('sha256', received, 'base64') : undefined;
        if (digest !== undefined && req.known?.(digest)) {
            const known = Object.freeze({
                [KNOWN_BODY]: true,
                digest,
                body: received,
                method: req.method,
                path: logPath,
                status,
            });
            sizes.set(known, bytesReceived);
            digests.set(known, digest);
            return { data: known, status, replayed, bytesReceived, ...(key && { idempotencyKey: key }) };
        }
        const text = textOfBody(received);
        if (typeof received !== 'string')
            (0,release_bytes/* releaseBytes */.R)(received);
        if (!ok) {
            if (status === 429)
                stats.rateLimited += 1;
            // Redacted as text (echoes as they are) and once decoded (echoes in JSON escapes).
            const parsed = (0,shared_redact/* redactValue */.FI)((0,platform_errors/* parseErrorBody */.kW)(status, html ? '' : redact(text)), redact);
            const recognised = parsed.errorCode !== `HTTP_${status}`;
            const outcome = { kind: 'status', status, retryAfter };
            // A page that is not the platform's (an HTML page, or a 404 without its error body): say so,
            // without the page. Retryable statuses (a proxy's 502 page) still are retried.
            if (html || (status === 404 && !recognised)) {
                const what = html ? 'the answer is an HTML page' : "the answer is not the platform's error body";
                if (!isRetryableOutcome(outcome))
                    throw new platform_errors/* NotThePlatformError */.AL(req.method, logPath, status, what, address.origin);
            }
            const error = new platform_errors/* PlatformError */.Wk({
                status,
                method: req.method,
                path: logPath,
                errorCode: parsed.errorCode,
                message: html ? "an HTML page instead of the platform's JSON error" : parsed.message,
                issues: parsed.issues,
                details: parsed.details,
                ...(status === 401 && { hint: (0,platform_errors/* unauthorizedHint */.Ak)(options.credentialSource) }),
            });
            throw new AttemptFailure(outcome, error);
        }
        if (html)
            throw new platform_errors/* NotThePlatformError */.AL(req.method, logPath, status, 'the answer is an HTML page', address.origin);
        // A catalog list page (`digest`, 25 MB of them on L) is redacted only where a secret is in it
        // as given (a quick search); every other answer in every form the redactor knows.
        const data = dataOf(req.method, logPath, status, text, !req.digest || redact.appearsIn(text));
        if (data !== null && typeof data === 'object') {
            sizes.set(data, bytesReceived);
            if (digest !== undefined)
                digests.set(data, digest);
        }
        return { data, status, replayed, bytesReceived, ...(key && { idempotencyKey: key }) };
    }
    /**
     * The `data` of an answer's body: JSON in the platform's `{success, data}` envelope. `scrub`:
     * secrets in it are redacted, as the text holds them and, where it holds escapes, once decoded.
     */
    function dataOf(method, logPath, status, text, scrub) {
        let answer;
        try {
            answer = text.length === 0 ? undefined : JSON.parse(scrub ? redact(text) : text);
            if (scrub && text.includes('\\'))
                answer = (0,shared_redact/* redactValue */.FI)(answer, redact);
        }
        catch {
            throw new platform_errors/* ProtocolError */.bd(method, logPath, `answered ${status} with a body that is not JSON: ${redact(text.slice(0, 120))}`);
        }
        const envelope = answer;
        if (!envelope || typeof envelope !== 'object' || !('data' in envelope) || envelope.success === false) {
            throw new platform_errors/* ProtocolError */.bd(method, logPath, `answered ${status} without the {success, data} envelope`);
        }
        return envelope.data;
    }
    /**
     * Serialises the body once and derives the key from it, then sends without the request object:
     * the body (for a source batch, up to 8 MiB of content strings) is no longer needed, and the
     * collector may take it while the request is in flight and retried.
     */
    function send(req) {
        if (req.stream)
            return sendStreamed(req, req.stream);
        try {
            const bodyText = req.body === undefined ? undefined : JSON.stringify(req.body);
            const key = keyFor(req, bodyText);
            const url = buildUrl(baseUrl, req.path, req.query);
            const sent = {
                method: req.method,
                path: req.path,
                auth: req.auth,
                sizeCap: req.sizeCap,
                digest: req.digest,
                known: req.known,
                timeLimitMs: req.timeLimitMs,
            };
            return sendSerialized(sent, url, bodyText, key);
        }
        catch (err) {
            return Promise.reject(err);
        }
    }
    async function sendStreamed(req, source) {
        if (req.body !== undefined) {
            throw new errors/* SitesyncError */.fj('INVALID_REQUEST', `${req.method} ${req.path}: a request has a body or a streamed body, not both`);
        }
        const { body, key } = await prepareStream(req, source);
        const url = buildUrl(baseUrl, req.path, req.query);
        return sendSerialized({ method: req.method, path: req.path, auth: req.auth, sizeCap: req.sizeCap }, url, body, key);
    }
    async function sendSerialized(req, url, bodyText, key) {
        // A loop that tries again lets the last give-up go when a new request starts.
        if (options.retryAfterGivingUp)
            gaveUp = undefined;
        if (gaveUp)
            throw new platform_errors/* PlatformUnreachableError */.YA(req.method, req.path, gaveUp);
        /** When the request's own time limit ends it (transport clock), if it has one. */
        const deadline = req.timeLimitMs === undefined ? undefined : now() + req.timeLimitMs;
        /** The last attempt's failure: what a request ended by its time limit reports. */
        let last;
        /** `sent`: the attempts sent so far. */
        const timeLimitReached = (why, sent) => new platform_errors/* TimeLimitError */.$q(req.method, req.path, sent, why, last?.final);
        // From the first attempt's start, less any wait for a connection (not the platform's time).
        let startedAt;
        let n = 0;
        /** A write's first attempt answered 2xx whose answer was then cut off: the platform ran it. */
        let ran;
        /** This request's attempts as logged: which run a replayed answer is of (replayOrigin). */
        const seen = [];
        /**
         * Whether a failed attempt is tried again, decided while it still holds its connection: a
         * request that waits for that connection sees at once that this one gave up on the platform.
         */
        const judge = (error) => {
            // Another request already gave up on the platform: this one stops too.
            if (gaveUp && isRetryableOutcome(error.outcome))
                return;
            const decision = decideRetry({
                outcome: error.outcome,
                attempt: n,
                elapsedMs: now() - (startedAt ?? now()),
                nowMs: now(),
                random: random(),
                policy,
                ...(deadline !== undefined && { timeLeftMs: deadline - now() }),
            });
            if (decision.retry) {
                error.retryInMs = decision.delayMs;
            }
            else if (decision.timeLimited) {
                error.timeLimited = decision.reason; // the caller's bound: the platform is not given up on
            }
            else if (isRetryableOutcome(error.outcome)) {
                error.final.message += ` (gave up: ${decision.reason})`;
                gaveUp ??= error.final;
            }
            else if (error.outcome.kind === 'network') {
                gaveUp ??= error.final; // DNS or TLS: no later request would get through
            }
        };
        try {
            const res = await (0,p_retry/* default */.Ay)(() => {
                const queuedAt = now();
                return connections(async () => {
                    if (options.signal?.aborted)
                        throw interrupted(req.method, req.path);
                    // A request that waited for a connection while another gave up is not sent.
                    if (gaveUp)
                        throw new platform_errors/* PlatformUnreachableError */.YA(req.method, req.path, gaveUp);
                    n += 1;
                    // The wait for a connection, first attempt or retry, is not counted in the budget.
                    if (startedAt === undefined)
                        startedAt = now();
                    else
                        startedAt += now() - queuedAt;
                    // None starts after the request's time limit, nor waits for the pacer beyond it.
                    if (deadline !== undefined && now() >= deadline)
                        throw timeLimitReached("the request's time limit was reached", n - 1);
                    if (!(await pacer.acquire(options.signal, deadline)))
                        throw timeLimitReached("the rate limit allows no request before the request's time limit", n - 1);
                    // No attempt outlives the request's budget (nor its time limit): a trickling answer ends with it.
                    const left = Math.min(policy.budgetMs - (now() - startedAt), deadline === undefined ? Infinity : deadline - now());
                    try {
                        return await attempt(req, url, bodyText, key, n, Math.max(1, Math.min(timeoutMs, left)), seen);
                    }
                    catch (err) {
                        if (err instanceof AttemptFailure) {
                            last = err;
                            const status = err.answeredStatus;
                            // Only a write's (the write tally counts it: src/apply/write-tally.ts).
                            if (key && ran === undefined && status !== undefined && status >= 200 && status < 300)
                                ran = { status, attempt: n };
                            judge(err);
                        }
                        throw err;
                    }
                });
            }, {
                retries: Math.max(0, policy.maxAttempts - 1),
                minTimeout: 0,
                maxTimeout: 0,
                factor: 1,
                onFailedAttempt: async ({ error }) => {
                    if (!(error instanceof AttemptFailure) || error.retryInMs === undefined)
                        throw error;
                    stats.retries += 1;
                    await sleep(error.retryInMs, options.signal);
                },
                shouldRetry: () => true,
            });
            const origin = res.replayed ? (0,request_log/* replayOrigin */.i)(seen) : undefined;
            if (origin !== undefined && res.data !== null && typeof res.data === 'object')
                (origin === 'earlier' ? replays : lostAnswerReplays).add(res.data);
            return res;
        }
        catch (err) {
            const final = err instanceof AttemptFailure
                ? err.timeLimited !== undefined
                    ? timeLimitReached(err.timeLimited, n)
                    : err.final
                : options.signal?.aborted && !(err instanceof errors/* SitesyncError */.fj)
                    ? interrupted(req.method, req.path, err)
                    : err;
            // Whatever ended it, the platform ran this request: the error says so (ran-on-platform.ts).
            if (ran !== undefined && final instanceof errors/* SitesyncError */.fj)
                (0,ran_on_platform/* markRanOnPlatform */.t)(final, ran);
            throw final;
        }
    }
    return {
        send,
        request: (req) => send(req).then((res) => res.data),
        setRateLimit: (perMinute) => pacer.setLimit(perMinute),
        get rateLimit() {
            return pacer.limit;
        },
        credentialTag: credentialTag(baseUrl, options.apiKey),
        baseUrl,
        redact,
        limits,
        bytesOf: (data) => sizes.get(data),
        digestOf: (data) => digests.get(data),
        wasReplayed: (data) => replays.has(data),
        wasLostAnswerReplay: (data) => lostAnswerReplays.has(data),
        parseKnown: (body) => {
            const text = textOfBody(body.body);
            const data = dataOf(body.method, body.path, body.status, text, redact.appearsIn(text));
            if (data !== null && typeof data === 'object') {
                sizes.set(data, sizes.get(body) ?? byteLengthOf(body.body));
                digests.set(data, body.digest);
            }
            return data;
        },
        stats,
    };
}


/***/ }),

/***/ 3124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ updateWithCanonicalJson)
/* harmony export */ });
/** Pieces shorter than this are gathered into one `update` call; longer strings go in slices. */
const CHUNK = 64 * 1024;
/** Characters JSON.stringify escapes: `"`, `\`, controls and surrogates (escaped when lone). */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/**
 * The bytes are gathered in one buffer, reused by every digest: a digest is written start to end
 * in one synchronous call (`updateWithCanonicalJson`), so two never share it. Before, each piece
 * was appended to a string and the string flattened per chunk: a first publish's plan digest on L
 * made ~350 MB of such strings, enough to carry its objects into the old generation.
 */
const SCRATCH = Buffer.allocUnsafeSlow(CHUNK);
class CanonicalWriter {
    hash;
    used = 0;
    constructor(hash) {
        this.hash = hash;
    }
    write(text) {
        // At most 3 bytes of UTF-8 per UTF-16 unit (a pair is 4 bytes for 2 units).
        if (text.length * 3 > CHUNK - this.used) {
            this.flush();
            if (text.length * 3 > CHUNK) {
                this.writeLong(text);
                return;
            }
        }
        this.used += SCRATCH.write(text, this.used, 'utf8');
    }
    flush() {
        if (this.used > 0)
            this.hash.update(SCRATCH.subarray(0, this.used));
        this.used = 0;
    }
    /** A long string in slices that never split a surrogate pair (each is encoded on its own). */
    writeLong(text) {
        for (let start = 0; start < text.length;) {
            let end = Math.min(start + CHUNK, text.length);
            const last = text.charCodeAt(end - 1);
            if (end < text.length && last >= 0xd800 && last <= 0xdbff)
                end -= 1;
            this.hash.update(text.slice(start, end), 'utf8');
            start = end;
        }
    }
    /** A JSON string literal; a string with nothing to escape is written as it is (no copy). */
    string(value) {
        if (NEEDS_ESCAPE.test(value)) {
            this.write(JSON.stringify(value));
            return;
        }
        this.write('"');
        this.write(value);
        this.write('"');
    }
    value(value) {
        if (typeof value === 'string')
            return this.string(value);
        if (Array.isArray(value)) {
            this.write('[');
            for (let i = 0; i < value.length; i++) {
                if (i > 0)
                    this.write(',');
                const item = value[i]; // a hole reads as undefined: null, as JSON.stringify writes it
                if (isOmitted(item))
                    this.write('null');
                else
                    this.value(item);
            }
            this.write(']');
            return;
        }
        if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
            this.write('{');
            let first = true;
            for (const key of sortedKeys(value)) {
                const member = value[key];
                if (isOmitted(member))
                    continue;
                this.write(first ? '' : ',');
                first = false;
                this.string(key);
                this.write(':');
                this.value(member);
            }
            this.write('}');
            return;
        }
        // Numbers, booleans, null, dates: exactly what JSON.stringify writes for them.
        const text = JSON.stringify(value);
        if (text === undefined)
            throw new TypeError(`canonical JSON of a ${typeof value} is undefined`);
        this.write(text);
    }
}
/**
 * An object's keys in the order `Array.prototype.sort` gives them (by UTF-16 code units, as `<`
 * compares strings). Sorted in place by insertion when they are few, as most objects' are: the
 * built-in sort copies into a work array each time (~150 MB over a first publish's plan on L).
 */
function sortedKeys(value) {
    const keys = Object.keys(value);
    if (keys.length > 32)
        return keys.sort();
    for (let i = 1; i < keys.length; i++) {
        const key = keys[i];
        let j = i - 1;
        while (j >= 0 && keys[j] > key) {
            keys[j + 1] = keys[j];
            j--;
        }
        keys[j + 1] = key;
    }
    return keys;
}
/** Members JSON.stringify leaves out of an object (and writes as null in an array). */
function isOmitted(value) {
    return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
/**
 * Updates `hash` with the UTF-8 bytes of `canonicalJson(value)`. `value` must be defined and
 * JSON-serialisable (as for canonicalJson).
 */
function updateWithCanonicalJson(hash, value) {
    const writer = new CanonicalWriter(hash);
    writer.value(value);
    writer.flush();
    return hash;
}


/***/ })

};
