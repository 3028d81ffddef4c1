export const id = 77;
export const ids = [77];
export const modules = {

/***/ 5077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ln: () => (/* reexport */ FAULT_KINDS),
  $Z: () => (/* reexport */ RESPONSE_SHAPES),
  LA: () => (/* reexport */ isResponseShape),
  Mj: () => (/* reexport */ parseApiKeySpec),
  sJ: () => (/* binding */ startEmulator)
});

// UNUSED EXPORTS: ALL_SCOPES, newId

;// CONCATENATED MODULE: ./src/emulator/http/faults.ts
/**
 * Seeded fault injection for /v1 routes. A mulberry32 PRNG seeded with `seed` draws one number per
 * /v1 request (in arrival order) and, when it falls under `rate`, a second one picks the kind — so
 * the same seed and the same request sequence give the same faults. `fail-next` rules (admin route)
 * take precedence and are fully deterministic.
 */
const FAULT_KINDS = ['500', '503', '429', 'drop_before', 'drop_after', 'stall'];
function isFaultKind(value) {
    return typeof value === 'string' && FAULT_KINDS.includes(value);
}
/** mulberry32: a tiny, well-distributed 32-bit PRNG; returns floats in [0, 1). */
function mulberry32(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/**
 * Pending fail-next rules at most. Every /v1 request is matched against each of them (up to 1,024
 * pattern characters × the path each): without a cap, a loop adding rules would make every request
 * slower without end. Tests set a handful.
 */
const MAX_FAIL_NEXT_RULES = 100;
class FaultInjector {
    settings;
    random;
    rules = [];
    constructor(settings) {
        this.settings = settings;
        this.random = mulberry32(settings.seed);
    }
    /** Replaces the settings and restarts the PRNG from the seed. */
    configure(settings) {
        if (!(settings.rate >= 0 && settings.rate <= 1))
            throw new RangeError(`fault rate must be within 0..1, got ${settings.rate}`);
        if (settings.kinds.length === 0)
            throw new RangeError('at least one fault kind is required');
        this.settings = settings;
        this.random = mulberry32(settings.seed);
    }
    current() {
        return this.settings;
    }
    /** Rules not yet used up. */
    pendingFailNext() {
        return this.rules.length;
    }
    /** Drops every pending rule; returns how many there were. */
    clearFailNext() {
        return this.rules.splice(0).length;
    }
    /** Adds a rule; the caller checks pendingFailNext() against MAX_FAIL_NEXT_RULES first. */
    addFailNext(rule) {
        if (this.rules.length >= MAX_FAIL_NEXT_RULES)
            throw new RangeError(`at most ${MAX_FAIL_NEXT_RULES} fail-next rules may be pending`);
        this.rules.push({
            method: rule.method.toUpperCase(),
            pathPattern: rule.pathPattern,
            outcome: rule.outcome,
            ...(rule.retryAfter !== undefined && { retryAfter: rule.retryAfter }),
            remaining: rule.count,
        });
    }
    /** The fault for one /v1 request, or null. Consumes PRNG draws only when rate > 0. */
    decide(method, path) {
        const rule = this.rules.find((r) => r.remaining > 0 && (r.method === '*' || r.method === method) && globMatch(r.pathPattern, path));
        if (rule) {
            rule.remaining -= 1;
            if (rule.remaining === 0)
                this.rules.splice(this.rules.indexOf(rule), 1);
            const decision = toDecision(rule.outcome, 'fail_next');
            return decision.kind === 'status' && rule.retryAfter !== undefined
                ? { ...decision, retryAfter: rule.retryAfter }
                : decision;
        }
        const { rate, kinds } = this.settings;
        if (rate <= 0 || kinds.length === 0)
            return null;
        if (this.random() >= rate)
            return null;
        const kind = kinds[Math.floor(this.random() * kinds.length)] ?? kinds[0];
        return toDecision(kind, kind);
    }
}
function toDecision(outcome, origin) {
    if (typeof outcome === 'number')
        return {
            kind: 'status',
            status: outcome,
            label: origin === 'fail_next' ? `fail_next:${outcome}` : String(outcome),
        };
    if (outcome === 'drop_before' || outcome === 'drop_after' || outcome === 'stall') {
        return { kind: outcome, label: origin === 'fail_next' ? `fail_next:${outcome}` : outcome };
    }
    const status = Number(outcome);
    return { kind: 'status', status, label: origin === 'fail_next' ? `fail_next:${outcome}` : outcome };
}
/**
 * Whether `path` matches `pattern`, where `*` stands for any run of characters (none included) and
 * every other character for itself. Two indexes and the last `*` seen: time at most the product of
 * the two lengths, whatever the pattern. (A RegExp of `.*`s backtracks: `/v1/*a*a*a…a!` against a
 * path of `a`s kept the server busy for ever.)
 */
function globMatch(pattern, path) {
    let p = 0;
    let s = 0;
    let star = -1;
    let resume = 0;
    while (s < path.length) {
        if (p < pattern.length && pattern[p] === '*') {
            star = p++;
            resume = s;
        }
        else if (p < pattern.length && pattern[p] === path[s]) {
            p++;
            s++;
        }
        else if (star >= 0) {
            p = star + 1;
            s = ++resume;
        }
        else
            return false;
    }
    while (pattern[p] === '*')
        p++;
    return p === pattern.length;
}

;// CONCATENATED MODULE: ./src/emulator/http/route.ts
/**
 * The emulator's route contract: every route group (catalog, crm, auth, sites, …) is a list of
 * RouteDef that the HTTP layer registers. A handler is plain logic over the emulator state; the
 * HTTP layer owns everything cross-cutting: bearer auth, scope checks, idempotency (store/replay/
 * conflict), rate limit, latency/faults, body parsing, request-body schema validation, the
 * success envelope, the error body, and the request log.
 *
 * This module must never import client code (src/platform, src/source, …): the emulator shares
 * only the JSON Schemas in schemas/platform/ with the client.
 */
/** Thrown by handlers; the HTTP layer turns it into the error body of docs/platform-contract.md §1. */
class ApiError extends Error {
    status;
    errorCode;
    details;
    headers;
    constructor(status, errorCode, message, details, headers) {
        super(message);
        this.name = 'ApiError';
        this.status = status;
        this.errorCode = errorCode;
        this.details = details;
        this.headers = headers;
    }
}

;// CONCATENATED MODULE: ./src/emulator/admin/routes.ts


function bad(field, message) {
    return new ApiError(400, 'INVALID_REQUEST', `${field} ${message}`, {
        errors: [{ code: 'invalid_field', message, field: `/${field}` }],
    });
}
function body(ctx) {
    return ctx.body;
}
function numberField(ctx, field, options = {}) {
    const value = body(ctx)[field];
    if (value === undefined && options.optional)
        return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value))
        throw bad(field, 'must be a number');
    if (options.integer && !Number.isInteger(value))
        throw bad(field, 'must be an integer');
    if (options.min !== undefined && value < options.min)
        throw bad(field, `must be at least ${options.min}`);
    if (options.max !== undefined && value > options.max)
        throw bad(field, `must be at most ${options.max}`);
    return value;
}
/** A fail-next rule's pattern is matched against every /v1 request: kept to the length of a path. */
const MAX_PATH_PATTERN = 1024;
function stringField(ctx, field) {
    const value = body(ctx)[field];
    if (typeof value !== 'string' || value === '')
        throw bad(field, 'must be a non-empty string');
    return value;
}
function requireSites(sites) {
    if (!sites)
        throw new ApiError(404, 'NOT_FOUND', 'the sites module is not available in this emulator build');
    return sites;
}
function adminRoutes(deps) {
    const admin = (method, path, handler) => ({
        method,
        path: `/__emulator${path}`,
        scope: null,
        idempotent: false,
        public: true,
        handler,
    });
    return [
        admin('GET', '/health', (ctx) => ({
            data: {
                object: 'emulator_health',
                ok: true,
                now: ctx.clock.now().toISOString(),
                sites: deps.sites !== undefined,
            },
        })),
        admin('GET', '/requests', (ctx) => {
            const raw = ctx.query.since;
            const since = raw === undefined ? 0 : Number(raw);
            if (!Number.isInteger(since) || since < 0)
                throw bad('since', 'must be a non-negative integer');
            return { data: { object: 'list', items: deps.log.list(since), has_more: false } };
        }),
        admin('DELETE', '/requests', () => {
            deps.log.clear();
            return { data: { object: 'request_log', cleared: true } };
        }),
        admin('POST', '/clock/advance', (ctx) => {
            const seconds = numberField(ctx, 'seconds', { min: 0 });
            deps.clock.advance(seconds);
            return { data: { object: 'emulator_clock', now: deps.clock.now().toISOString() } };
        }),
        admin('POST', '/publish-requests/:request_id/approve', (ctx) => ({
            data: requireSites(deps.sites).approvePublishRequest(ctx.params.request_id ?? ''),
        })),
        admin('POST', '/publish-requests/:request_id/reject', (ctx) => {
            const reason = body(ctx).reason;
            return {
                data: requireSites(deps.sites).rejectPublishRequest(ctx.params.request_id ?? '', typeof reason === 'string' ? reason : undefined),
            };
        }),
        admin('POST', '/device/approve', (ctx) => ({
            data: deps.deviceFlow.decide(stringField(ctx, 'user_code'), 'approved'),
        })),
        admin('POST', '/device/deny', (ctx) => ({
            data: deps.deviceFlow.decide(stringField(ctx, 'user_code'), 'denied'),
        })),
        admin('PUT', '/faults', (ctx) => {
            const rate = numberField(ctx, 'rate', { min: 0, max: 1 });
            const seed = numberField(ctx, 'seed', { integer: true, optional: true }) ?? deps.faults.current().seed;
            const rawKinds = body(ctx).kinds;
            let kinds = deps.faults.current().kinds;
            if (rawKinds !== undefined) {
                if (!Array.isArray(rawKinds) || rawKinds.length === 0 || !rawKinds.every(isFaultKind)) {
                    throw bad('kinds', `must be a non-empty list of ${FAULT_KINDS.join(', ')}`);
                }
                kinds = rawKinds;
            }
            deps.faults.configure({ rate, seed, kinds });
            return { data: { object: 'emulator_faults', ...deps.faults.current() } };
        }),
        admin('PUT', '/latency', (ctx) => {
            deps.runtime.latencyMs = numberField(ctx, 'ms', { min: 0 });
            return { data: { object: 'emulator_latency', ms: deps.runtime.latencyMs } };
        }),
        admin('POST', '/fail-next', (ctx) => {
            const raw = body(ctx);
            const method = typeof raw.method === 'string' && raw.method !== '' ? raw.method : '*';
            const pathPattern = stringField(ctx, 'path_pattern');
            if (pathPattern.length > MAX_PATH_PATTERN)
                throw bad('path_pattern', `must be at most ${MAX_PATH_PATTERN} characters`);
            const status = raw.status;
            const outcome = typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
                ? status
                : isFaultKind(status)
                    ? status
                    : undefined;
            if (outcome === undefined)
                throw bad('status', `must be an HTTP status 400..599 or one of ${FAULT_KINDS.join(', ')}`);
            const count = numberField(ctx, 'count', { min: 1, integer: true, optional: true }) ?? 1;
            const retryAfter = numberField(ctx, 'retry_after', {
                min: 0,
                max: 86_400,
                integer: true,
                optional: true,
            });
            const kind = typeof outcome === 'string' && /^\d+$/.test(outcome) ? Number(outcome) : outcome;
            if (retryAfter !== undefined && kind !== 429 && kind !== 503)
                throw bad('retry_after', 'applies to a 429 or 503 only');
            const pending = deps.faults.pendingFailNext();
            if (pending >= MAX_FAIL_NEXT_RULES) {
                const message = `fail-next rules: at most ${MAX_FAIL_NEXT_RULES} may be pending at once, and ${pending} are (a rule is used up by the requests it matches; DELETE /__emulator/fail-next clears them all)`;
                throw new ApiError(409, 'TOO_MANY_FAIL_NEXT_RULES', message, {
                    errors: [{ code: 'limit_exceeded', message }],
                });
            }
            deps.faults.addFailNext({
                method,
                pathPattern,
                outcome: kind,
                ...(retryAfter !== undefined && { retryAfter }),
                count,
            });
            return {
                data: {
                    object: 'emulator_fail_next',
                    method: method.toUpperCase(),
                    path_pattern: pathPattern,
                    status: outcome,
                    count,
                    ...(retryAfter !== undefined && { retry_after: retryAfter }),
                },
            };
        }),
        admin('DELETE', '/fail-next', () => ({
            data: { object: 'emulator_fail_next_cleared', cleared: deps.faults.clearFailNext() },
        })),
        admin('GET', '/state', () => ({ data: { object: 'emulator_state', ...deps.dumpState() } })),
        admin('POST', '/reset', () => {
            deps.resetState();
            return { data: { object: 'emulator_reset', ok: true } };
        }),
    ];
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/emulator/ids.ts
/** Public identifiers `<prefix>_<21 Base62>` from the crypto RNG; the one id source of the emulator. */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Base62 characters from random bytes, uniformly distributed (rejection sampling). */
function base62From(length, nextByte) {
    let out = '';
    while (out.length < length) {
        const byte = nextByte();
        if (byte >= 248)
            continue; // 248 = 4 × 62: keeps the distribution uniform
        out += BASE62[byte % 62];
    }
    return out;
}
/** `length` characters of Base62 from bytes drawn for this call alone (keys, tokens: secrets). */
function randomBase62(length) {
    let bytes = (0,external_node_crypto_.randomBytes)(length * 2);
    let at = 0;
    return base62From(length, () => {
        if (at === bytes.length) {
            bytes = (0,external_node_crypto_.randomBytes)(length * 2);
            at = 0;
        }
        return bytes[at++];
    });
}
/**
 * Random bytes for public ids, drawn 4 KiB at a time (one RNG call per ~150 ids, not one per id:
 * a first publish creates tens of thousands). Never used for secrets.
 */
const idPool = { bytes: Buffer.alloc(0), at: 0 };
function nextIdByte() {
    if (idPool.at === idPool.bytes.length) {
        idPool.bytes = (0,external_node_crypto_.randomBytes)(4096);
        idPool.at = 0;
    }
    return idPool.bytes[idPool.at++];
}
/** A new public id, e.g. `newId('prod')` → `prod_7Hc…` (21 Base62 characters after the underscore). */
function newId(prefix) {
    return `${prefix}_${base62From(21, nextIdByte)}`;
}

;// CONCATENATED MODULE: ./src/emulator/auth/device-flow.ts
/**
 * Device login (docs/platform-contract.md §8). A device authorization is polled until the user
 * approves (a new key is issued and handed out exactly once), denies, or it expires.
 * Polling sooner than `interval` answers `slow_down` and grows the interval by 5 s.
 */


const DEVICE_EXPIRES_IN = 600;
const DEVICE_INTERVAL = 5;
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ'; // no vowels, no look-alikes
function userCode() {
    let code = '';
    for (const char of randomBase62(8))
        code += USER_CODE_ALPHABET[char.charCodeAt(0) % USER_CODE_ALPHABET.length];
    return `${code.slice(0, 4)}-${code.slice(4)}`;
}
class DeviceFlow {
    clock;
    issueKey;
    byDeviceCode = new Map();
    constructor(clock, 
    /** Issues the key of an approved login (scopes: see EmulatorOptions.deviceScopes); returns the raw key. */
    issueKey) {
        this.clock = clock;
        this.issueKey = issueKey;
    }
    start(clientName, baseUrl) {
        const auth = {
            deviceCode: randomBase62(40),
            userCode: userCode(),
            clientName: clientName ?? 'device login',
            createdAt: this.clock.now().getTime(),
            interval: DEVICE_INTERVAL,
            lastPollAt: undefined,
            decision: 'pending',
            rawKey: undefined,
            redeemed: false,
        };
        this.byDeviceCode.set(auth.deviceCode, auth);
        const verificationUri = `${baseUrl}/device`;
        return {
            object: 'device_authorization',
            device_code: auth.deviceCode,
            user_code: auth.userCode,
            verification_uri: verificationUri,
            verification_uri_complete: `${verificationUri}?user_code=${encodeURIComponent(auth.userCode)}`,
            expires_in: DEVICE_EXPIRES_IN,
            interval: auth.interval,
        };
    }
    poll(deviceCode) {
        const auth = this.byDeviceCode.get(deviceCode);
        if (!auth)
            throw new ApiError(404, 'NOT_FOUND', 'unknown device_code');
        const now = this.clock.now().getTime();
        const base = { object: 'device_authorization_token', profile_hint: 'emulator' };
        if (auth.redeemed || this.isExpired(auth, now)) {
            return { ...base, status: 'expired', interval: auth.interval, error: 'expired_token' };
        }
        if (auth.decision === 'denied')
            return { ...base, status: 'denied', interval: auth.interval, error: 'access_denied' };
        if (auth.decision === 'approved' && auth.rawKey !== undefined) {
            auth.redeemed = true;
            return { ...base, status: 'approved', interval: auth.interval, raw_key: auth.rawKey };
        }
        const tooSoon = auth.lastPollAt !== undefined && now - auth.lastPollAt < auth.interval * 1000;
        auth.lastPollAt = now;
        if (tooSoon) {
            auth.interval += 5;
            return { ...base, status: 'slow_down', interval: auth.interval, error: 'slow_down' };
        }
        return {
            ...base,
            status: 'authorization_pending',
            interval: auth.interval,
            error: 'authorization_pending',
        };
    }
    /**
     * The name the tool gave when it started the login (`sitesync login --client-name`), of a
     * pending login with this user code: the approval page says who asks.
     */
    clientNameOf(code) {
        const normalised = code.trim().toUpperCase();
        const now = this.clock.now().getTime();
        return [...this.byDeviceCode.values()].find((a) => a.userCode === normalised && a.decision === 'pending' && !this.isExpired(a, now))?.clientName;
    }
    /** The user's decision by user code (device page or admin route); 404 when unknown or expired. */
    decide(code, decision) {
        const normalised = code.trim().toUpperCase();
        const now = this.clock.now().getTime();
        const auth = [...this.byDeviceCode.values()].find((a) => a.userCode === normalised && !this.isExpired(a, now));
        if (!auth)
            throw new ApiError(404, 'NOT_FOUND', `no pending device login with user code ${normalised || '(empty)'}`);
        if (auth.decision !== 'pending') {
            throw new ApiError(409, 'CONFLICT', `device login ${auth.userCode} was already ${auth.decision}`);
        }
        auth.decision = decision;
        if (decision === 'approved')
            auth.rawKey = this.issueKey(`device login: ${auth.clientName}`);
        return { user_code: auth.userCode, status: auth.decision };
    }
    isExpired(auth, now) {
        return now >= auth.createdAt + DEVICE_EXPIRES_IN * 1000;
    }
}

;// CONCATENATED MODULE: ./src/emulator/auth/scopes.ts
/** Every scope of the contract (platform-api.md, Authentication). */
const ALL_SCOPES = [
    'customers:read',
    'customers:write',
    'products:read',
    'products:write',
    'brands:read',
    'brands:write',
    'categories:read',
    'categories:write',
    'services:write',
    'sites:read',
    'site_drafts:write',
    'site_navigation:read',
    'site_navigation:write',
    'site_pages:read',
    'site_pages:write',
    'site_publish:read',
    'site_publish:write',
    'site_theme_files:read',
    'site_theme_files:write',
    'webhooks:read',
];
const DEFAULT_RATE_LIMIT = 1200;

;// CONCATENATED MODULE: ./src/emulator/auth/keys.ts


function generateRawKey() {
    return `sk_emu_${randomBase62(32)}`;
}
class KeyStore {
    defaultRateLimit;
    company = newId('comp');
    byRaw = new Map();
    constructor(defaultRateLimit = DEFAULT_RATE_LIMIT) {
        this.defaultRateLimit = defaultRateLimit;
    }
    /** Adds a configured key (from options or the fixture); replaces an earlier key with the same value. */
    addConfigured(spec) {
        return this.put(spec, 'config');
    }
    /**
     * Issues a new key (the default key, or a device login's key) with `scopes`, default every
     * scope; returns its raw value.
     */
    issue(origin, name, scopes) {
        const raw = generateRawKey();
        const credential = this.put({ key: raw, name, ...(scopes && { scopes }) }, origin);
        return { raw, credential };
    }
    /** The generated default key, if one was issued earlier (e.g. restored from --data). */
    generatedKey() {
        return [...this.byRaw.values()].find((k) => k.origin === 'generated')?.raw;
    }
    find(raw) {
        return this.byRaw.get(raw)?.credential;
    }
    credentials() {
        return [...this.byRaw.values()].map((k) => k.credential);
    }
    snapshot() {
        return { company: this.company, keys: [...this.byRaw.values()].filter((k) => k.origin !== 'config') };
    }
    restore(snapshot) {
        const snap = snapshot;
        if (!snap || typeof snap.company !== 'string')
            return;
        this.company = snap.company;
        for (const [raw, key] of this.byRaw) {
            if (key.origin === 'config')
                this.byRaw.set(raw, { ...key, credential: { ...key.credential, company: this.company } });
        }
        for (const key of snap.keys ?? [])
            if (!this.byRaw.has(key.raw))
                this.byRaw.set(key.raw, key);
    }
    put(spec, origin) {
        const previous = this.byRaw.get(spec.key);
        const credential = {
            id: previous?.credential.id ?? newId('key'),
            name: spec.name ?? (origin === 'config' ? 'configured key' : origin),
            company: this.company,
            scopes: [...(spec.scopes ?? ALL_SCOPES)],
            rateLimit: spec.rateLimit ?? this.defaultRateLimit,
        };
        this.byRaw.set(spec.key, { raw: spec.key, origin, credential });
        return credential;
    }
}

;// CONCATENATED MODULE: ./src/emulator/http/admin-access.ts
/**
 * Who may use the emulator's admin routes (`/__emulator/…`) and its device-approval page
 * (`/device`): they reset state, read the request log, approve logins and so mint keys, so a web
 * page the developer happens to visit must not reach them (docs/emulator.md, "Admin access").
 *
 * - **Same origin only.** A request whose `Origin` is not the emulator's own (`http://<Host>`), or
 *   whose `Sec-Fetch-Site` says it came from another site, is refused (403 CROSS_ORIGIN).
 * - **JSON only.** An admin request that changes something (not GET/HEAD) must say
 *   `Content-Type: application/json` (415): a browser cannot send that cross-origin without a
 *   CORS preflight, which the emulator never grants. The device page's form carries a per-server
 *   form token instead, which another origin cannot read.
 * - **Loopback names only** while the server listens on loopback: a `Host` that is not
 *   localhost / 127.x / [::1] is refused (403 FORBIDDEN_HOST), which stops DNS rebinding.
 * - **Admin token** when the server listens on another address (or one was given): header
 *   `X-Emulator-Token` on admin routes, the form field `admin_token` on the device page (401).
 */



const ADMIN_TOKEN_HEADER = 'x-emulator-token';
function newAdminToken() {
    return `emu_admin_${randomBase62(32)}`;
}
/** localhost, *.localhost, 127.0.0.0/8 and ::1 (with or without brackets). */
function isLoopbackName(host) {
    const h = host.toLowerCase().replace(/^\[|\]$/g, '');
    return h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1';
}
/** Routes guarded here: every admin route and the device-approval page. */
function isGuardedPath(path) {
    return path === '/__emulator' || path.startsWith('/__emulator/') || path === '/device';
}
function header(headers, name) {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
}
/** Constant-time comparison of a presented token with the expected one. */
function tokenMatches(presented, expected) {
    if (typeof presented !== 'string')
        return false;
    const a = Buffer.from(presented);
    const b = Buffer.from(expected);
    return a.length === b.length && (0,external_node_crypto_.timingSafeEqual)(a, b);
}
/** Throws the ApiError that refuses the request, or returns when it may proceed. */
function checkAdminRequest(request, access) {
    const host = header(request.headers, 'host') ?? '';
    let hostname;
    try {
        hostname = new URL(`http://${host}`).hostname;
    }
    catch {
        hostname = '';
    }
    if (access.loopbackOnly && !isLoopbackName(hostname)) {
        throw new ApiError(403, 'FORBIDDEN_HOST', `admin and device routes answer only to a loopback host name (got Host: ${JSON.stringify(host)})`);
    }
    const origin = header(request.headers, 'origin');
    if (origin !== undefined && origin !== `http://${host}`) {
        throw new ApiError(403, 'CROSS_ORIGIN', `cross-origin request refused: Origin ${JSON.stringify(origin)} is not http://${host}`);
    }
    const site = header(request.headers, 'sec-fetch-site');
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
        throw new ApiError(403, 'CROSS_ORIGIN', `cross-origin request refused (Sec-Fetch-Site: ${site})`);
    }
    if (request.path === '/device')
        return; // a form page: its POST checks the form and admin tokens
    const method = request.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
        const type = (header(request.headers, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
        if (type !== 'application/json') {
            throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `admin routes that change something take Content-Type: application/json (got ${type === '' ? 'none' : JSON.stringify(type)})`);
        }
    }
    if (access.token !== undefined &&
        !tokenMatches(header(request.headers, ADMIN_TOKEN_HEADER), access.token)) {
        throw new ApiError(401, 'ADMIN_TOKEN_REQUIRED', `this emulator listens beyond loopback: admin routes need the header X-Emulator-Token with the token printed at start`);
    }
}

;// CONCATENATED MODULE: ./src/emulator/auth/device-page.ts
/** The HTML approval page at `<base>/device` (verification_uri). */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
function page(title, body) {
    return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}input{font-size:1.4rem;letter-spacing:.2em;text-transform:uppercase}button{font-size:1rem;margin:1rem .5rem 0 0}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}
function deviceFormPage(userCode, options) {
    const what = options.scopes === 'all'
        ? 'a new API key that has every scope'
        : `a new API key with the scopes of the configured keys: ${options.scopes.map(escapeHtml).join(', ')}`;
    const adminField = options.askAdminToken
        ? `<label for="admin_token">Admin token (printed when the emulator started)</label><br>
<input id="admin_token" name="admin_token" type="password" required autocomplete="off"><br>
`
        : '';
    return page('Approve a device login', `<p>${options.clientName === undefined ? 'A command-line tool' : `A command-line tool, “${escapeHtml(options.clientName)}”,`} asks for access to this emulator with ${what}.</p>
<form method="post" action="/device">
<input type="hidden" name="form_token" value="${escapeHtml(options.formToken)}">
${adminField}<label for="user_code">Code shown by the tool</label><br>
<input id="user_code" name="user_code" value="${escapeHtml(userCode ?? '')}" required autocomplete="off">
<div><button type="submit" name="action" value="approve">Approve</button><button type="submit" name="action" value="deny">Deny</button></div>
</form>`);
}
function deviceResultPage(title, message) {
    return page(title, `<p>${escapeHtml(message)}</p><p><a href="/device">Back</a></p>`);
}

;// CONCATENATED MODULE: ./src/emulator/auth/routes.ts
/** The auth route group: ping, auth status, device login (API + HTML approval page). */



const AUTH_ENVIRONMENT = 'emulator';
const HTML = 'text/html; charset=utf-8';
function authRoutes(flow, access, deviceScopes) {
    return [
        {
            method: 'GET',
            path: '/v1/ping',
            scope: null,
            idempotent: false,
            handler: (ctx) => ({ data: { object: 'ping', ok: true, server_time: ctx.clock.now().toISOString() } }),
        },
        {
            method: 'GET',
            path: '/v1/auth/status',
            scope: null,
            idempotent: false,
            handler: ({ credential }) => {
                if (!credential)
                    throw new ApiError(401, 'UNAUTHORIZED', 'missing bearer token');
                return {
                    data: {
                        object: 'developer_auth_status',
                        id: credential.id,
                        credential_type: 'api_key',
                        environment: AUTH_ENVIRONMENT,
                        rate_limit: credential.rateLimit,
                        scopes: [...credential.scopes],
                        name: credential.name,
                        company: credential.company,
                        authenticated: true,
                    },
                };
            },
        },
        {
            method: 'POST',
            path: '/v1/auth/device/code',
            scope: null,
            idempotent: false,
            public: true,
            bodySchema: 'platform/device-code-request.schema.json',
            handler: (ctx) => {
                const body = ctx.body;
                return { data: flow.start(body.client_name, ctx.baseUrl) };
            },
        },
        {
            method: 'POST',
            path: '/v1/auth/device/token',
            scope: null,
            idempotent: false,
            public: true,
            bodySchema: 'platform/device-token-request.schema.json',
            handler: (ctx) => ({ data: flow.poll(ctx.body.device_code) }),
        },
        {
            method: 'GET',
            path: '/device',
            scope: null,
            idempotent: false,
            public: true,
            handler: (ctx) => ({
                raw: {
                    contentType: HTML,
                    body: deviceFormPage(ctx.query.user_code, {
                        formToken: access.formToken,
                        askAdminToken: access.token !== undefined,
                        scopes: deviceScopes,
                        ...(ctx.query.user_code !== undefined && {
                            clientName: flow.clientNameOf(ctx.query.user_code),
                        }),
                    }),
                },
            }),
        },
        {
            method: 'POST',
            path: '/device',
            scope: null,
            idempotent: false,
            public: true,
            handler: (ctx) => {
                const body = ctx.body;
                const decision = body.action === 'deny' ? 'denied' : 'approved';
                try {
                    // The form token proves the post came from this page (another origin cannot read it);
                    // beyond loopback the admin token proves who is at the keyboard.
                    if (!tokenMatches(body.form_token, access.formToken))
                        throw new ApiError(403, 'FORM_TOKEN_INVALID', 'the form was not sent from this emulator’s device page');
                    if (access.token !== undefined && !tokenMatches(body.admin_token, access.token))
                        throw new ApiError(401, 'ADMIN_TOKEN_REQUIRED', 'the admin token is missing or wrong');
                    const result = flow.decide(String(body.user_code ?? ''), decision);
                    const message = decision === 'approved'
                        ? `Device login ${result.user_code} approved. You can return to your terminal.`
                        : `Device login ${result.user_code} denied.`;
                    return {
                        raw: {
                            contentType: HTML,
                            body: deviceResultPage(decision === 'approved' ? 'Approved' : 'Denied', message),
                        },
                    };
                }
                catch (err) {
                    if (!(err instanceof ApiError))
                        throw err;
                    return {
                        status: err.status,
                        raw: { contentType: HTML, body: deviceResultPage('Not approved', err.message) },
                    };
                }
            },
        },
    ];
}

;// CONCATENATED MODULE: ./src/emulator/clock.ts
const systemClock = { now: () => new Date() };
function createAdjustableClock(base = systemClock) {
    let offsetMs = 0;
    return {
        now: () => new Date(base.now().getTime() + offsetMs),
        advance(seconds) {
            if (!Number.isFinite(seconds) || seconds < 0)
                throw new RangeError(`cannot advance the clock by ${seconds} seconds`);
            offsetMs += seconds * 1000;
        },
    };
}

;// CONCATENATED MODULE: ./src/emulator/contract/written.ts
/**
 * The fields a client wrote into a record (create and update bodies, the status an archive sets).
 * Views attach them to the objects they return under a symbol, which JSON never carries: the
 * `minimal` shape keeps these fields beside the required ones.
 */
const WRITTEN_FIELDS = Symbol('sitesync.emulator.writtenFields');
/**
 * Attaches `fields` as given (no copy: every list item passes here, and only the `minimal` shape
 * reads them); the caller does not change the array afterwards.
 */
function markWritten(view, fields) {
    Object.defineProperty(view, WRITTEN_FIELDS, { value: fields, enumerable: false });
    return view;
}
function writtenFieldsOf(value) {
    const fields = value[WRITTEN_FIELDS];
    return fields === undefined ? undefined : new Set(fields);
}

;// CONCATENATED MODULE: ./src/emulator/commerce/fields.ts
/** Field rules shared by catalog and CRM entities: decimals, patches, references, slug uniqueness. */


function validationError(field, code, message) {
    return new ApiError(422, 'VALIDATION_FAILED', `${field} ${message}`, {
        errors: [{ code, message, field: `/${field}` }],
    });
}
/**
 * A decimal on write (number or decimal string, at most two decimals, not negative) as the
 * string returned on read: `12.5` → `"12.50"`. Anything else → 422 naming the field.
 */
function toDecimalString(value, field) {
    if (typeof value === 'number') {
        const cents = Math.round(value * 100);
        if (!Number.isFinite(value) || value < 0 || Math.abs(value * 100 - cents) > 1e-6) {
            throw validationError(field, 'invalid_decimal', 'must be a non-negative decimal with at most two decimals');
        }
        return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    }
    const match = typeof value === 'string' ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(value) : null;
    if (!match)
        throw validationError(field, 'invalid_decimal', 'must be a non-negative decimal with at most two decimals');
    const whole = match[1].replace(/^0+(?=\d)/, '');
    return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}
/**
 * The fields a client wrote into an entity, kept in the entity under this key (so they persist with
 * it) and never returned as a field: the `minimal` response shape keeps them beside the required ones.
 */
const WRITTEN_KEY = '$written';
/** Server-set fields: never counted as written by a client (entities stored before $written existed). */
const SERVER_FIELDS = new Set(['id', 'created_at', 'updated_at', 'archived_at', 'published_at']);
function writtenFields(entity) {
    const recorded = entity[WRITTEN_KEY];
    if (Array.isArray(recorded))
        return recorded;
    return Object.keys(entity).filter((field) => !SERVER_FIELDS.has(field) && field !== WRITTEN_KEY);
}
/** Records that the client wrote `fields` (the status an archive sets counts as written). */
function markWrittenFields(entity, fields, removed = []) {
    const written = new Set(writtenFields(entity));
    for (const field of fields)
        written.add(field);
    for (const field of removed)
        written.delete(field);
    entity[WRITTEN_KEY] = [...written].sort();
}
/**
 * Applies a write body to an entity: `null` removes a field, decimal fields are normalised,
 * objects are copied. The fields set are recorded as written, the ones removed no longer are.
 */
function applyFields(target, body, decimals = []) {
    const set = [];
    const removed = [];
    for (const [field, value] of Object.entries(body)) {
        if (value === null || value === undefined) {
            delete target[field];
            removed.push(field);
        }
        else {
            if (decimals.includes(field))
                target[field] = toDecimalString(value, field);
            else
                target[field] = typeof value === 'object' ? structuredClone(value) : value;
            set.push(field);
        }
    }
    markWrittenFields(target, set, removed);
}
/** 422 when `id` (the value of `field`) names no entity of `collection`. */
function requireReference(collection, id, field) {
    if (id === undefined || id === null)
        return undefined;
    const entity = collection.get(String(id));
    if (!entity)
        throw validationError(field, 'unknown_reference', `refers to ${collection.kind} ${String(id)}, which does not exist`);
    return entity;
}
function isArchived(entity) {
    return entity.status === 'archived';
}
/** 409 DUPLICATE_SLUG when another non-archived entity of the kind has the entity's slug. */
function assertUniqueSlug(collection, entity) {
    const slug = entity.slug;
    if (typeof slug !== 'string' || isArchived(entity))
        return;
    const holder = collection.holderOf('slug', slug, entity.id);
    if (holder) {
        throw new ApiError(409, 'DUPLICATE_SLUG', `slug "${slug}" is already used by ${collection.kind} ${holder.id}`, {
            existing_id: holder.id,
            slug,
        });
    }
}
/**
 * The entity as returned: stored fields without nulls, plus `extra` (derived fields), marked with
 * the fields the client wrote (for the `minimal` shape).
 */
function present(entity, object, extra = {}) {
    // The fields of `{ ...entity, ...extra }` in its order, without building it: the entity's own
    // fields (an `extra` of the same name wins, in the entity's place), then extra's new ones.
    const out = { id: entity.id, object };
    const keep = (field, value) => {
        if (value !== undefined && value !== null && field !== 'id' && field !== WRITTEN_KEY)
            out[field] = value;
    };
    for (const field of Object.keys(entity))
        keep(field, Object.hasOwn(extra, field) ? extra[field] : entity[field]);
    for (const field of Object.keys(extra))
        if (!Object.hasOwn(entity, field))
            keep(field, extra[field]);
    return markWritten(out, writtenFields(entity));
}
function stamp(entity, now) {
    entity.updated_at = now.toISOString();
}

;// CONCATENATED MODULE: ./src/emulator/http/paginate.ts
/**
 * Cursor pagination of list routes (docs/platform-contract.md §4): `limit` 1..100 (default 20),
 * `starting_after` / `ending_before` an id of this list (not both). Items stay in creation order.
 */

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
function parseLimit(raw) {
    if (raw === undefined)
        return DEFAULT_LIMIT;
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_LIMIT) {
        throw new ApiError(400, 'INVALID_LIMIT', `limit must be an integer from 1 to ${MAX_LIMIT}, got "${raw}"`, {
            errors: [
                { code: 'invalid_limit', message: `must be an integer from 1 to ${MAX_LIMIT}`, field: 'limit' },
            ],
        });
    }
    return n;
}
/** An array as an OrderedList: a cursor's place is found by a scan. */
function arrayList(items, keyOf) {
    return {
        length: items.length,
        indexOf: (cursor) => items.findIndex((item) => keyOf(item) === cursor),
        slice: (start, end) => items.slice(start, end),
    };
}
const idOf = (item) => item.id;
/**
 * One page of `items` (already filtered, in creation order). `keyOf` gives an item's cursor value
 * (its id by default; the source file list pages by path). `url` is the list path.
 * Forward (`starting_after` or none): next_cursor is the last item of the page. Backward
 * (`ending_before`): has_more says whether items remain before the page, and next_cursor is the
 * first item of the page (the cursor to pass as `ending_before` to keep going).
 */
function paginate(items, query, url, keyOf = idOf) {
    const list = Array.isArray(items)
        ? arrayList(items, keyOf)
        : items;
    const limit = parseLimit(query.limit);
    const after = query.starting_after;
    const before = query.ending_before;
    if (after !== undefined && before !== undefined) {
        throw new ApiError(400, 'INVALID_CURSOR', 'pass either starting_after or ending_before, not both');
    }
    const indexOf = (cursor, param) => {
        const index = list.indexOf(cursor);
        if (index < 0) {
            throw new ApiError(400, 'INVALID_CURSOR', `${param} "${cursor}" is not an item of this list`, {
                errors: [{ code: 'invalid_cursor', message: 'is not an item of this list', field: param }],
            });
        }
        return index;
    };
    if (before !== undefined) {
        const end = indexOf(before, 'ending_before');
        const start = Math.max(0, end - limit);
        const page = list.slice(start, end);
        const hasMore = start > 0;
        return withCursor(page, hasMore, hasMore ? page[0] : undefined, url, keyOf);
    }
    const start = after === undefined ? 0 : indexOf(after, 'starting_after') + 1;
    const page = list.slice(start, start + limit);
    const hasMore = start + limit < list.length;
    return withCursor(page, hasMore, hasMore ? page[page.length - 1] : undefined, url, keyOf);
}
function withCursor(page, hasMore, cursorItem, url, keyOf) {
    const base = { object: 'list', items: page, has_more: hasMore, url };
    return cursorItem === undefined ? base : { ...base, next_cursor: keyOf(cursorItem) };
}

;// CONCATENATED MODULE: ./src/emulator/commerce/resource-routes.ts
/** The five routes of a catalog resource: list, create, get, update, archive. */


const bodyOf = (ctx) => ctx.body;
function resourceRoutes(spec) {
    const read = `${spec.scopePrefix}:read`;
    const write = `${spec.scopePrefix}:write`;
    const itemPath = `${spec.basePath}/:${spec.idParam}`;
    const find = (ctx) => spec.collection.require(ctx.params[spec.idParam] ?? '');
    return [
        {
            method: 'GET',
            path: spec.basePath,
            scope: read,
            idempotent: false,
            handler: (ctx) => {
                // Unfiltered, a page is a slice of the collection (no copy of the whole list per page).
                const items = spec.filter ? spec.filter(spec.collection.list(), ctx.query) : spec.collection;
                const page = paginate(items, ctx.query, spec.basePath);
                return { data: { ...page, items: page.items.map(spec.present) } };
            },
        },
        {
            method: 'POST',
            path: spec.basePath,
            scope: write,
            idempotent: true,
            bodySchema: spec.createSchema,
            handler: (ctx) => ({ data: spec.present(spec.create(bodyOf(ctx))) }),
        },
        {
            method: 'GET',
            path: itemPath,
            scope: read,
            idempotent: false,
            handler: (ctx) => ({ data: spec.present(find(ctx)) }),
        },
        {
            method: 'PATCH',
            path: itemPath,
            scope: write,
            idempotent: true,
            bodySchema: spec.updateSchema,
            handler: (ctx) => ({ data: spec.present(spec.update(find(ctx), bodyOf(ctx))) }),
        },
        {
            method: 'POST',
            path: `${itemPath}/archive`,
            scope: write,
            idempotent: true,
            handler: (ctx) => ({ data: spec.present(spec.archive(find(ctx))) }),
        },
    ];
}
/** 400 INVALID_REQUEST unless the query value is one of `allowed`. */
function filterByEnum(items, query, param, allowed) {
    const value = query[param];
    if (value === undefined)
        return items;
    if (!allowed.includes(value))
        throw invalidQuery(param, value, allowed);
    return items.filter((item) => item[param] === value);
}
function invalidQuery(param, value, allowed) {
    return new ApiError(400, 'INVALID_REQUEST', `query parameter ${param}="${value}" must be one of ${allowed.join(', ')}`, {
        errors: [{ code: 'invalid_query', message: `must be one of ${allowed.join(', ')}`, field: param }],
    });
}

;// CONCATENATED MODULE: ./src/emulator/commerce/brands.ts


function write(deps, brand, body) {
    const next = structuredClone(brand);
    applyFields(next, body);
    if (body.status !== undefined)
        delete next.archived_at;
    if (next.status === 'published' && next.published_at === undefined)
        next.published_at = deps.clock.now().toISOString();
    assertUniqueSlug(deps.state.brands, next);
    stamp(next, deps.clock.now());
    deps.state.brands.put(next);
    return next;
}
function createBrand(deps, body) {
    const now = deps.clock.now().toISOString();
    return write(deps, { id: deps.newId('brnd'), status: 'published', created_at: now, updated_at: now, [WRITTEN_KEY]: [] }, body);
}
function updateBrand(deps, brand, body) {
    return write(deps, brand, body);
}
function archiveBrand(deps, brand) {
    if (brand.status === 'archived')
        return brand;
    const now = deps.clock.now().toISOString();
    const next = { ...brand, status: 'archived', archived_at: now, updated_at: now };
    markWrittenFields(next, ['status']);
    deps.state.brands.put(next);
    return next;
}
function brandRoutes(deps) {
    return resourceRoutes({
        basePath: '/v1/brands',
        idParam: 'brand_id',
        scopePrefix: 'brands',
        createSchema: 'platform/brand-create.schema.json',
        updateSchema: 'platform/brand-update.schema.json',
        collection: deps.state.brands,
        create: (body) => createBrand(deps, body),
        update: (entity, body) => updateBrand(deps, entity, body),
        archive: (entity) => archiveBrand(deps, entity),
        present: (entity) => present(entity, 'brand'),
    });
}

;// CONCATENATED MODULE: ./src/emulator/commerce/categories.ts


/** 422 when making `parentId` the parent of `categoryId` would close a cycle. */
function assertNoCycle(categories, categoryId, parentId) {
    const seen = new Set();
    for (let current = parentId; current !== undefined;) {
        if (current === categoryId) {
            throw validationError('parent_category_id', 'category_cycle', `would make category ${categoryId} its own ancestor`);
        }
        if (seen.has(current))
            return;
        seen.add(current);
        const parent = categories.get(current)?.parent_category_id;
        current = typeof parent === 'string' ? parent : undefined;
    }
}
function categories_write(deps, category, body) {
    const { categories } = deps.state;
    requireReference(categories, body.parent_category_id, 'parent_category_id');
    const next = structuredClone(category);
    applyFields(next, body);
    if (body.status !== undefined)
        delete next.archived_at;
    assertNoCycle(categories, next.id, typeof next.parent_category_id === 'string' ? next.parent_category_id : undefined);
    assertUniqueSlug(categories, next);
    stamp(next, deps.clock.now());
    categories.put(next);
    return next;
}
function createCategory(deps, body) {
    const now = deps.clock.now().toISOString();
    return categories_write(deps, {
        id: deps.newId('catg'),
        status: 'published',
        created_at: now,
        updated_at: now,
        [WRITTEN_KEY]: [],
    }, body);
}
function updateCategory(deps, category, body) {
    return categories_write(deps, category, body);
}
function archiveCategory(deps, category) {
    if (category.status === 'archived')
        return category;
    const now = deps.clock.now().toISOString();
    const next = { ...category, status: 'archived', archived_at: now, updated_at: now };
    markWrittenFields(next, ['status']);
    deps.state.categories.put(next);
    return next;
}
function categoryRoutes(deps) {
    return resourceRoutes({
        basePath: '/v1/categories',
        idParam: 'category_id',
        scopePrefix: 'categories',
        createSchema: 'platform/category-create.schema.json',
        updateSchema: 'platform/category-update.schema.json',
        collection: deps.state.categories,
        create: (body) => createCategory(deps, body),
        update: (entity, body) => updateCategory(deps, entity, body),
        archive: (entity) => archiveCategory(deps, entity),
        present: (entity) => present(entity, 'category'),
        filter: (items, query) => filterByEnum(items, query, 'type', ['product', 'service', 'addon']),
    });
}

;// CONCATENATED MODULE: ./src/emulator/commerce/products.ts


const DECIMALS = ['price', 'compare_at_price', 'weight'];
function normalise(body) {
    return body.status === 'published' ? { ...body, status: 'active' } : body;
}
function products_write(deps, product, body) {
    const { brands, categories, products } = deps.state;
    requireReference(brands, body.brand_id, 'brand_id');
    requireReference(categories, body.category_id, 'category_id');
    const next = structuredClone(product);
    applyFields(next, normalise(body), DECIMALS);
    if (body.status !== undefined && next.status !== 'archived')
        delete next.archived_at;
    assertUniqueSlug(products, next);
    stamp(next, deps.clock.now());
    products.put(next);
    return next;
}
function createProduct(deps, body) {
    const now = deps.clock.now().toISOString();
    const blank = {
        id: deps.newId('prod'),
        status: 'draft',
        publishing_channels: {},
        created_at: now,
        updated_at: now,
        [WRITTEN_KEY]: [],
    };
    return products_write(deps, blank, body);
}
function updateProduct(deps, product, body) {
    return products_write(deps, product, body);
}
function archiveProduct(deps, product) {
    if (product.status === 'archived')
        return product;
    const now = deps.clock.now().toISOString();
    const next = { ...product, status: 'archived', archived_at: now, updated_at: now };
    markWrittenFields(next, ['status']);
    deps.state.products.put(next);
    return next;
}
function presentProduct(deps, product) {
    const brand = typeof product.brand_id === 'string' ? deps.state.brands.get(product.brand_id) : undefined;
    const category = typeof product.category_id === 'string' ? deps.state.categories.get(product.category_id) : undefined;
    return present(product, 'product', {
        is_active: product.status === 'active',
        brand_name: brand?.name,
        category_name: category?.name,
    });
}
function productRoutes(deps) {
    return resourceRoutes({
        basePath: '/v1/products',
        idParam: 'product_id',
        scopePrefix: 'products',
        createSchema: 'platform/product-create.schema.json',
        updateSchema: 'platform/product-update.schema.json',
        collection: deps.state.products,
        create: (body) => createProduct(deps, body),
        update: (entity, body) => updateProduct(deps, entity, body),
        archive: (entity) => archiveProduct(deps, entity),
        present: (entity) => presentProduct(deps, entity),
    });
}

;// CONCATENATED MODULE: ./src/emulator/commerce/services.ts
/**
 * Services (docs/platform-contract.md §7): create only. service_code is unique (409
 * DUPLICATE_SERVICE_CODE with details.existing_id); category_id must exist.
 */


const services_DECIMALS = ['price', 'compare_at_price'];
function createService(deps, body) {
    const { services, categories } = deps.state;
    requireReference(categories, body.category_id, 'category_id');
    const code = body.service_code;
    if (typeof code === 'string') {
        const holder = services.holderOf('service_code', code);
        if (holder) {
            throw new ApiError(409, 'DUPLICATE_SERVICE_CODE', `service_code "${code}" is already used by service ${holder.id}`, {
                existing_id: holder.id,
                service_code: code,
            });
        }
    }
    const now = deps.clock.now().toISOString();
    const service = {
        id: deps.newId('svc'),
        status: 'draft',
        created_at: now,
        updated_at: now,
        [WRITTEN_KEY]: [],
    };
    applyFields(service, body, services_DECIMALS);
    services.put(service);
    return service;
}
/** The ServiceObject: the stored fields that have a value (never null) and the category's name. */
function presentService(deps, service) {
    const category = typeof service.category_id === 'string' ? deps.state.categories.get(service.category_id) : undefined;
    return present(service, 'service', { category_name: category?.name });
}
function serviceRoutes(deps) {
    return [
        {
            method: 'POST',
            path: '/v1/services',
            scope: 'services:write',
            idempotent: true,
            bodySchema: 'platform/service-create.schema.json',
            handler: (ctx) => ({
                data: presentService(deps, createService(deps, ctx.body)),
            }),
        },
    ];
}

;// CONCATENATED MODULE: ./src/emulator/commerce/holder-index.ts

class HolderIndex {
    spec;
    placeOf;
    /** value → ids holding it, in creation order (one id, unless restored data holds duplicates). */
    holders = new Map();
    constructor(spec, 
    /** An id's place in creation order. */
    placeOf) {
        this.spec = spec;
        this.placeOf = placeOf;
    }
    valueOf(entity) {
        if (entity === undefined)
            return undefined;
        const value = entity[this.spec.field];
        if (typeof value !== 'string')
            return undefined;
        return !this.spec.archivedHolds && isArchived(entity) ? undefined : value;
    }
    /** `next` replaces `previous` (undefined for a new entity; `next.id` already has its place). */
    replace(previous, next) {
        const before = this.valueOf(previous);
        const after = this.valueOf(next);
        if (before === after && before !== undefined)
            return;
        if (before !== undefined)
            this.remove(before, next.id);
        if (after !== undefined)
            this.add(after, next.id);
    }
    /** The id of the first holder of `value` in creation order other than `exceptId`. */
    first(value, exceptId) {
        const ids = this.holders.get(value);
        if (ids === undefined)
            return undefined;
        return ids[0] !== exceptId ? ids[0] : ids[1];
    }
    clear() {
        this.holders.clear();
    }
    add(value, id) {
        const ids = this.holders.get(value);
        if (ids === undefined) {
            this.holders.set(value, [id]);
            return;
        }
        const place = this.placeOf(id);
        let at = ids.length;
        while (at > 0 && this.placeOf(ids[at - 1]) > place)
            at--;
        ids.splice(at, 0, id);
    }
    remove(value, id) {
        const ids = this.holders.get(value);
        if (ids === undefined)
            return;
        const at = ids.indexOf(id);
        if (at >= 0)
            ids.splice(at, 1);
        if (ids.length === 0)
            this.holders.delete(value);
    }
}

;// CONCATENATED MODULE: ./src/emulator/commerce/collection.ts
/** An ordered set of entities by id (insertion order = creation order, which lists keep). */


class Collection {
    kind;
    byId = new Map();
    /** The entities in creation order, and each id's place in it: a list page is a slice, not a scan. */
    order = [];
    position = new Map();
    /** Holders of each value of the indexed fields (the duplicate checks), by field. */
    indexes = new Map();
    constructor(kind, indexed = []) {
        this.kind = kind;
        for (const spec of indexed)
            this.indexes.set(spec.field, new HolderIndex(spec, (id) => this.indexOf(id)));
    }
    get(id) {
        return this.byId.get(id);
    }
    /** The entity, or 404 NOT_FOUND naming the kind and id. */
    require(id) {
        const entity = this.byId.get(id);
        if (!entity)
            throw new ApiError(404, 'NOT_FOUND', `no ${this.kind} with id ${id}`);
        return entity;
    }
    /**
     * Adds or replaces an entity. Never change an entity in place after putting it: copy, change the
     * copy, put the copy (the holder indexes are kept here, from the old and the new version).
     */
    put(entity) {
        const previous = this.byId.get(entity.id);
        if (previous) {
            this.order[this.position.get(entity.id)] = entity;
        }
        else {
            this.position.set(entity.id, this.order.length);
            this.order.push(entity);
        }
        this.byId.set(entity.id, entity);
        for (const index of this.indexes.values())
            index.replace(previous, entity);
    }
    /**
     * The first entity in creation order, other than `exceptId`, that holds `value` in the indexed
     * `field` (for a slug: not archived) — what a scan of {@link list} would find first.
     */
    holderOf(field, value, exceptId) {
        const index = this.indexes.get(field);
        if (!index)
            throw new Error(`${this.kind} collection keeps no index of ${field}`);
        const id = index.first(value, exceptId);
        return id === undefined ? undefined : this.byId.get(id);
    }
    list() {
        return this.order.slice();
    }
    /** How many entities it holds. */
    get length() {
        return this.order.length;
    }
    /** The place of `id` in creation order, or -1. */
    indexOf(id) {
        return this.position.get(id) ?? -1;
    }
    /** The entities from place `start` up to (not including) `end`, in creation order. */
    slice(start, end) {
        return this.order.slice(start, end);
    }
    clear() {
        this.byId.clear();
        this.order.length = 0;
        this.position.clear();
        for (const index of this.indexes.values())
            index.clear();
    }
    snapshot() {
        return this.list();
    }
    restore(snapshot) {
        this.clear();
        if (Array.isArray(snapshot))
            for (const entity of snapshot)
                this.put(entity);
    }
}

;// CONCATENATED MODULE: ./src/emulator/commerce/state.ts

/** Slugs are unique among the non-archived entities of a kind; service codes among all services. */
const SLUGS = [{ field: 'slug', archivedHolds: false }];
const SERVICE_CODES = [{ field: 'service_code', archivedHolds: true }];
function createCatalogState() {
    return {
        brands: new Collection('brand', SLUGS),
        categories: new Collection('category', SLUGS),
        products: new Collection('product', SLUGS),
        services: new Collection('service', SERVICE_CODES),
        customers: new Collection('customer'),
    };
}
function snapshotCatalog(state) {
    return Object.fromEntries(Object.entries(state).map(([name, c]) => [name, c.snapshot()]));
}
function restoreCatalog(state, snapshot) {
    const snap = (snapshot ?? {});
    for (const [name, collection] of Object.entries(state))
        collection.restore(snap[name]);
}
function clearCatalog(state) {
    for (const collection of Object.values(state))
        collection.clear();
}

;// CONCATENATED MODULE: ./src/schemas/platform-openapi.generated.ts
/* Generated by scripts/gen-platform-types.ts from schemas/platform/openapi.yaml. Do not edit; run `npm run gen:types`. */
/** The platform's OpenAPI description with every JSON Schema of schemas/platform/ inlined as a component. */
const PLATFORM_OPENAPI = {
    "openapi": "3.1.0",
    "info": {
        "title": "Website and commerce platform (sitesync's description of the contract)",
        "version": "1",
        "license": {
            "name": "MIT",
            "identifier": "MIT"
        },
        "description": "The platform contract as sitesync reads it: written only from `platform-api.md` (the seed)\nand the decisions recorded in `docs/platform-contract.md`, where the seed says \"not shown\".\nThe resource schemas are the JSON Schemas of `schemas/platform/` (shared with the emulator and\nthe client); this document adds the routes, parameters, envelopes and errors.\n\n- **Closed and open objects.** Where the seed lists every field of an object, its schema is\n  closed (`additionalProperties: false`); where the seed leaves further fields \"not shown\", it\n  is open. A field the seed does not name carries `x-beyond-seed: true`; each one is listed with\n  its reason in `docs/platform-contract.md` (\"Fields beyond the seed\").\n- **No nulls.** An optional field the platform has no value for is left out, never `null`.\n- **Envelope.** Every 2xx answer is `{\"success\": true, \"data\": {...}}` (status 200); lists put\n  their items in `data.items` with `has_more` (and `next_cursor`, the id to pass as\n  `starting_after`). Errors are `{\"success\": false, \"error\": {\"error_code\", \"message\",\n  \"details\"}}` (PublicError); a source write that fails validation returns its blocking issues\n  in `error.details.errors`.\n- **Idempotency.** Write routes require `Idempotency-Key` (16 to 128 of `[A-Za-z0-9._:-]`).\n  Within 24 hours the same key with the same method, path and body returns the stored answer\n  again (header `Idempotent-Replayed: true`); with a different method, path or body it is 409\n  `DEVELOPER_IDEMPOTENCY_CONFLICT`.\n- **Pagination.** `limit` (default 20, at most 100), `starting_after` and `ending_before` (an\n  object id); a page with fewer than `limit` items is the last.\n- **Auth.** `Authorization: Bearer <API_KEY>` on every route except the two device-login\n  routes. Each operation names the scope it needs in its security requirement.\n- **Emulator extensions** (`x-emulator-extension: true`) are routes and parameters the\n  sitesync emulator offers beyond the contract; a real platform need not have them.\n"
    },
    "servers": [
        {
            "url": "{base_url}",
            "description": "The platform (or the sitesync emulator, e.g. http://127.0.0.1:4010).",
            "variables": {
                "base_url": {
                    "default": "http://127.0.0.1:4010"
                }
            }
        }
    ],
    "security": [
        {
            "bearer": []
        }
    ],
    "tags": [
        {
            "name": "utility",
            "description": "Ping."
        },
        {
            "name": "auth",
            "description": "Device authorization and auth status."
        },
        {
            "name": "events",
            "description": "The event catalog."
        },
        {
            "name": "customers",
            "description": "Customers (CRM)."
        },
        {
            "name": "products",
            "description": "Products (commerce)."
        },
        {
            "name": "brands",
            "description": "Brands (commerce)."
        },
        {
            "name": "categories",
            "description": "Categories (commerce)."
        },
        {
            "name": "services",
            "description": "Services (commerce); create only."
        },
        {
            "name": "sites",
            "description": "Sites and development sessions."
        },
        {
            "name": "site-pages",
            "description": "Pages, page contents and navigation."
        },
        {
            "name": "site-source",
            "description": "Source files, manifests, archives, diffs and validation."
        },
        {
            "name": "site-publishing",
            "description": "Publish requests and publish status."
        }
    ],
    "paths": {
        "/v1/ping": {
            "get": {
                "tags": [
                    "utility"
                ],
                "operationId": "ping",
                "summary": "Check a bearer token (response shape not shown; the emulator answers object, ok, server_time)",
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Ping"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/auth/device/code": {
            "post": {
                "tags": [
                    "auth"
                ],
                "operationId": "createDeviceAuthorization",
                "summary": "Start a device authorization (public_device_authorization)",
                "security": [],
                "requestBody": {
                    "required": false,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/DeviceCodeRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/DeviceAuthorization"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/auth/device/token": {
            "post": {
                "tags": [
                    "auth"
                ],
                "operationId": "pollDeviceToken",
                "summary": "Poll a device authorization (public_device_authorization); raw_key comes once, with status approved",
                "security": [],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/DeviceTokenRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/DeviceToken"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/auth/status": {
            "get": {
                "tags": [
                    "auth"
                ],
                "operationId": "getAuthStatus",
                "summary": "Report the credential (app_install_bearer)",
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/AuthStatus"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/events": {
            "get": {
                "tags": [
                    "events"
                ],
                "operationId": "getEventCatalog",
                "summary": "The event catalog",
                "security": [
                    {
                        "bearer": [
                            "webhooks:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/EventCatalog"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/customers": {
            "get": {
                "tags": [
                    "customers"
                ],
                "operationId": "listCustomers",
                "summary": "List customers (creation order)",
                "security": [
                    {
                        "bearer": [
                            "customers:read"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "name": "status",
                        "in": "query",
                        "schema": {
                            "type": "string",
                            "enum": [
                                "active",
                                "inactive",
                                "lead",
                                "prospect",
                                "pending"
                            ]
                        }
                    },
                    {
                        "name": "customer_type",
                        "in": "query",
                        "schema": {
                            "type": "string",
                            "enum": [
                                "individual",
                                "business",
                                "government",
                                "non_profit"
                            ]
                        }
                    },
                    {
                        "$ref": "#/components/parameters/Limit"
                    },
                    {
                        "$ref": "#/components/parameters/StartingAfter"
                    },
                    {
                        "$ref": "#/components/parameters/EndingBefore"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/CustomerList"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            },
            "post": {
                "tags": [
                    "customers"
                ],
                "operationId": "createCustomer",
                "summary": "Create a customer",
                "security": [
                    {
                        "bearer": [
                            "customers:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/CustomerCreate"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Customer"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/customers/{customer_id}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/CustomerId"
                }
            ],
            "get": {
                "tags": [
                    "customers"
                ],
                "operationId": "getCustomer",
                "summary": "Get a customer",
                "security": [
                    {
                        "bearer": [
                            "customers:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Customer"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            },
            "patch": {
                "tags": [
                    "customers"
                ],
                "operationId": "updateCustomer",
                "summary": "Update a customer (null clears an optional field)",
                "security": [
                    {
                        "bearer": [
                            "customers:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/CustomerUpdate"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Customer"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/customers/{customer_id}/archive": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/CustomerId"
                }
            ],
            "post": {
                "tags": [
                    "customers"
                ],
                "operationId": "archiveCustomer",
                "summary": "Archive a customer (status inactive)",
                "security": [
                    {
                        "bearer": [
                            "customers:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Customer"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/products": {
            "get": {
                "tags": [
                    "products"
                ],
                "operationId": "listProducts",
                "summary": "List products (creation order)",
                "security": [
                    {
                        "bearer": [
                            "products:read"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/Limit"
                    },
                    {
                        "$ref": "#/components/parameters/StartingAfter"
                    },
                    {
                        "$ref": "#/components/parameters/EndingBefore"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/ProductList"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            },
            "post": {
                "tags": [
                    "products"
                ],
                "operationId": "createProduct",
                "summary": "Create a product (status published on write is stored as active)",
                "security": [
                    {
                        "bearer": [
                            "products:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/ProductCreate"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Product"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/products/{product_id}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/ProductId"
                }
            ],
            "get": {
                "tags": [
                    "products"
                ],
                "operationId": "getProduct",
                "summary": "Get a product",
                "security": [
                    {
                        "bearer": [
                            "products:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Product"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            },
            "patch": {
                "tags": [
                    "products"
                ],
                "operationId": "updateProduct",
                "summary": "Update a product (null clears an optional field)",
                "security": [
                    {
                        "bearer": [
                            "products:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/ProductUpdate"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Product"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/products/{product_id}/archive": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/ProductId"
                }
            ],
            "post": {
                "tags": [
                    "products"
                ],
                "operationId": "archiveProduct",
                "summary": "Archive a product (status archived)",
                "security": [
                    {
                        "bearer": [
                            "products:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Product"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/brands": {
            "get": {
                "tags": [
                    "brands"
                ],
                "operationId": "listBrands",
                "summary": "List brands (creation order)",
                "security": [
                    {
                        "bearer": [
                            "brands:read"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/Limit"
                    },
                    {
                        "$ref": "#/components/parameters/StartingAfter"
                    },
                    {
                        "$ref": "#/components/parameters/EndingBefore"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/BrandList"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            },
            "post": {
                "tags": [
                    "brands"
                ],
                "operationId": "createBrand",
                "summary": "Create a brand",
                "security": [
                    {
                        "bearer": [
                            "brands:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/BrandCreate"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Brand"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/brands/{brand_id}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/BrandId"
                }
            ],
            "get": {
                "tags": [
                    "brands"
                ],
                "operationId": "getBrand",
                "summary": "Get a brand",
                "security": [
                    {
                        "bearer": [
                            "brands:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Brand"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            },
            "patch": {
                "tags": [
                    "brands"
                ],
                "operationId": "updateBrand",
                "summary": "Update a brand (null clears an optional field)",
                "security": [
                    {
                        "bearer": [
                            "brands:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/BrandUpdate"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Brand"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/brands/{brand_id}/archive": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/BrandId"
                }
            ],
            "post": {
                "tags": [
                    "brands"
                ],
                "operationId": "archiveBrand",
                "summary": "Archive a brand (status archived)",
                "security": [
                    {
                        "bearer": [
                            "brands:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Brand"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/categories": {
            "get": {
                "tags": [
                    "categories"
                ],
                "operationId": "listCategories",
                "summary": "List categories (creation order)",
                "security": [
                    {
                        "bearer": [
                            "categories:read"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "name": "type",
                        "in": "query",
                        "schema": {
                            "type": "string",
                            "enum": [
                                "product",
                                "service",
                                "addon"
                            ]
                        }
                    },
                    {
                        "$ref": "#/components/parameters/Limit"
                    },
                    {
                        "$ref": "#/components/parameters/StartingAfter"
                    },
                    {
                        "$ref": "#/components/parameters/EndingBefore"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/CategoryList"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            },
            "post": {
                "tags": [
                    "categories"
                ],
                "operationId": "createCategory",
                "summary": "Create a category",
                "security": [
                    {
                        "bearer": [
                            "categories:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/CategoryCreate"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Category"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/categories/{category_id}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/CategoryId"
                }
            ],
            "get": {
                "tags": [
                    "categories"
                ],
                "operationId": "getCategory",
                "summary": "Get a category",
                "security": [
                    {
                        "bearer": [
                            "categories:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Category"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            },
            "patch": {
                "tags": [
                    "categories"
                ],
                "operationId": "updateCategory",
                "summary": "Update a category (null clears an optional field)",
                "security": [
                    {
                        "bearer": [
                            "categories:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/CategoryUpdate"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Category"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/categories/{category_id}/archive": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/CategoryId"
                }
            ],
            "post": {
                "tags": [
                    "categories"
                ],
                "operationId": "archiveCategory",
                "summary": "Archive a category (status archived)",
                "security": [
                    {
                        "bearer": [
                            "categories:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Category"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/services": {
            "post": {
                "tags": [
                    "services"
                ],
                "operationId": "createService",
                "summary": "Create a service (the only service route)",
                "security": [
                    {
                        "bearer": [
                            "services:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/ServiceCreate"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Service"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites": {
            "get": {
                "tags": [
                    "sites"
                ],
                "operationId": "listSites",
                "summary": "List sites (creation order)",
                "security": [
                    {
                        "bearer": [
                            "sites:read"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/Limit"
                    },
                    {
                        "$ref": "#/components/parameters/StartingAfter"
                    },
                    {
                        "$ref": "#/components/parameters/EndingBefore"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/SiteList"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "get": {
                "tags": [
                    "sites"
                ],
                "operationId": "getSite",
                "summary": "Get a site",
                "security": [
                    {
                        "bearer": [
                            "sites:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Site"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/development-sessions": {
            "post": {
                "tags": [
                    "sites"
                ],
                "operationId": "createSourceSession",
                "summary": "Create a draft site and its session from a complete source tree (source-first)",
                "description": "Nothing is created when the tree has blocking errors (422 SOURCE_VALIDATION_FAILED, the issues in error.details.errors).",
                "security": [
                    {
                        "bearer": [
                            "site_drafts:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SiteSourceSessionCreateRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/SourceSession"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/development-sessions": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "post": {
                "tags": [
                    "sites"
                ],
                "operationId": "createLiveSession",
                "summary": "Open a session of an existing site at its live source revision",
                "security": [
                    {
                        "bearer": [
                            "site_drafts:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SiteLiveSessionCreateRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/LiveSession"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/development-sessions/{session_id}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/SessionId"
                }
            ],
            "get": {
                "tags": [
                    "sites"
                ],
                "operationId": "getSession",
                "summary": "Read a session back (emulator extension)",
                "x-emulator-extension": true,
                "security": [
                    {
                        "bearer": [
                            "sites:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Session"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/development-sessions/{session_id}/navigation": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/SessionId"
                }
            ],
            "patch": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "writeNavigation",
                "summary": "Stage a navigation menu (navigation/<menu_key>.json)",
                "security": [
                    {
                        "bearer": [
                            "site_navigation:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SiteNavigationUpdateRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/NavigationWrite"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/development-sessions/{session_id}/pages": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/SessionId"
                }
            ],
            "post": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "createPage",
                "summary": "Stage a new page (pages/<key>.json)",
                "security": [
                    {
                        "bearer": [
                            "site_pages:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SitePageCreateRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PageWrite"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/development-sessions/{session_id}/pages/{page_id}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/SessionId"
                },
                {
                    "$ref": "#/components/parameters/PageId"
                }
            ],
            "patch": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "updatePage",
                "summary": "Stage a change to a page",
                "security": [
                    {
                        "bearer": [
                            "site_pages:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SitePageUpdateRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PageWrite"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            },
            "delete": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "deletePage",
                "summary": "Stage the deletion of a page and its content files",
                "security": [
                    {
                        "bearer": [
                            "site_pages:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SitePageDeleteRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PageWrite"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/development-sessions/{session_id}/pages/{page_id}/contents/{locale}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/SessionId"
                },
                {
                    "$ref": "#/components/parameters/PageId"
                },
                {
                    "$ref": "#/components/parameters/Locale"
                }
            ],
            "patch": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "writePageContent",
                "summary": "Stage the content of a page in one locale (content/<key>/<locale>.json)",
                "security": [
                    {
                        "bearer": [
                            "site_pages:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SitePageContentUpdateRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PageContentWrite"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            },
            "delete": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "deletePageContent",
                "summary": "Stage the deletion of a page's content in one locale (body and response not shown; decided as a content write)",
                "security": [
                    {
                        "bearer": [
                            "site_pages:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SitePageContentDeleteRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PageContentWrite"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/development-sessions/{session_id}/preview": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/SessionId"
                }
            ],
            "post": {
                "tags": [
                    "sites"
                ],
                "operationId": "createPreview",
                "summary": "Request a preview of the session at its current revision (no body)",
                "security": [
                    {
                        "bearer": [
                            "site_drafts:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Preview"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/development-sessions/{session_id}/source:batch": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/SessionId"
                }
            ],
            "patch": {
                "tags": [
                    "site-source"
                ],
                "operationId": "writeSourceBatch",
                "summary": "Stage source files and deletions (the colon is part of the path)",
                "description": "A write that would leave blocking errors is 422 SOURCE_VALIDATION_FAILED with the issues in error.details.errors; nothing is staged.",
                "security": [
                    {
                        "bearer": [
                            "site_theme_files:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SiteSourceBatchRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/SourceBatchWrite"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/navigation": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "get": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "getNavigation",
                "summary": "The live navigation",
                "security": [
                    {
                        "bearer": [
                            "site_navigation:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Navigation"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/pages": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "get": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "listPages",
                "summary": "List the live pages",
                "security": [
                    {
                        "bearer": [
                            "site_pages:read"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/Limit"
                    },
                    {
                        "$ref": "#/components/parameters/StartingAfter"
                    },
                    {
                        "$ref": "#/components/parameters/EndingBefore"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PageList"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/pages/{page_id}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/PageId"
                }
            ],
            "get": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "getPage",
                "summary": "A live page",
                "security": [
                    {
                        "bearer": [
                            "site_pages:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/Page"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/pages/{page_id}/contents": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/PageId"
                }
            ],
            "get": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "listPageContents",
                "summary": "The live content of a page, one item per locale",
                "security": [
                    {
                        "bearer": [
                            "site_pages:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PageContentList"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/pages/{page_id}/contents/{locale}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/PageId"
                },
                {
                    "$ref": "#/components/parameters/Locale"
                }
            ],
            "get": {
                "tags": [
                    "site-pages"
                ],
                "operationId": "getPageContent",
                "summary": "The live content of a page in one locale",
                "security": [
                    {
                        "bearer": [
                            "site_pages:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PageContent"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/publish-requests": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "post": {
                "tags": [
                    "site-publishing"
                ],
                "operationId": "createPublishRequest",
                "summary": "Offer a session revision for live publication (the site owner approves it)",
                "security": [
                    {
                        "bearer": [
                            "site_publish:write"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/IdempotencyKey"
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SitePublishRequestCreateRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PublishRequest"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/publish-requests/{request_id}": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                },
                {
                    "$ref": "#/components/parameters/RequestId"
                }
            ],
            "get": {
                "tags": [
                    "site-publishing"
                ],
                "operationId": "getPublishRequest",
                "summary": "A publish request",
                "security": [
                    {
                        "bearer": [
                            "site_publish:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PublishRequest"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/publish-status": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "get": {
                "tags": [
                    "site-publishing"
                ],
                "operationId": "getPublishStatus",
                "summary": "What is live on a site",
                "security": [
                    {
                        "bearer": [
                            "site_publish:read"
                        ]
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/PublishStatus"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/source/archive": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "get": {
                "tags": [
                    "site-source"
                ],
                "operationId": "getSourceArchive",
                "summary": "The whole live tree with contents",
                "security": [
                    {
                        "bearer": [
                            "site_theme_files:read"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/SessionTree"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/SourceArchive"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/source/diff": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "post": {
                "tags": [
                    "site-source"
                ],
                "operationId": "diffSource",
                "summary": "Compare a tree (archive mode) or a patch (patch mode) with the live tree (response shape not shown; decided as a source diff object)",
                "security": [
                    {
                        "bearer": [
                            "site_theme_files:read"
                        ]
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SiteSourceDiffRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/SourceDiff"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/source/file": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "get": {
                "tags": [
                    "site-source"
                ],
                "operationId": "getSourceFile",
                "summary": "One live file with its content",
                "security": [
                    {
                        "bearer": [
                            "site_theme_files:read"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "name": "path",
                        "in": "query",
                        "required": true,
                        "description": "The source path of the file.",
                        "schema": {
                            "type": "string",
                            "minLength": 1
                        }
                    },
                    {
                        "$ref": "#/components/parameters/SessionTree"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/SourceFile"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/source/files": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "get": {
                "tags": [
                    "site-source"
                ],
                "operationId": "listSourceFiles",
                "summary": "The live file entries, paged by path (starting_after and ending_before take a path)",
                "security": [
                    {
                        "bearer": [
                            "site_theme_files:read"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/Limit"
                    },
                    {
                        "$ref": "#/components/parameters/StartingAfter"
                    },
                    {
                        "$ref": "#/components/parameters/EndingBefore"
                    },
                    {
                        "$ref": "#/components/parameters/SessionTree"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/SourceFileList"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/source/manifest": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "get": {
                "tags": [
                    "site-source"
                ],
                "operationId": "getSourceManifest",
                "summary": "Every live file entry, sorted by path, in one response",
                "security": [
                    {
                        "bearer": [
                            "site_theme_files:read"
                        ]
                    }
                ],
                "parameters": [
                    {
                        "$ref": "#/components/parameters/SessionTree"
                    }
                ],
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/SourceManifest"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        },
        "/v1/sites/{site_id}/source/validate": {
            "parameters": [
                {
                    "$ref": "#/components/parameters/SiteId"
                }
            ],
            "post": {
                "tags": [
                    "site-source"
                ],
                "operationId": "validateSource",
                "summary": "Validate the tree a body describes (same body as diff; response shape not shown, decided as a validation object)",
                "security": [
                    {
                        "bearer": [
                            "site_theme_files:read"
                        ]
                    }
                ],
                "requestBody": {
                    "required": true,
                    "content": {
                        "application/json": {
                            "schema": {
                                "$ref": "#/components/schemas/SiteSourceDiffRequest"
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "$ref": "#/components/responses/SourceValidation"
                    },
                    "400": {
                        "$ref": "#/components/responses/BadRequest"
                    },
                    "401": {
                        "$ref": "#/components/responses/Unauthorized"
                    },
                    "403": {
                        "$ref": "#/components/responses/Forbidden"
                    },
                    "404": {
                        "$ref": "#/components/responses/NotFound"
                    },
                    "409": {
                        "$ref": "#/components/responses/Conflict"
                    },
                    "422": {
                        "$ref": "#/components/responses/UnprocessableEntity"
                    },
                    "429": {
                        "$ref": "#/components/responses/TooManyRequests"
                    },
                    "500": {
                        "$ref": "#/components/responses/InternalError"
                    }
                }
            }
        }
    },
    "components": {
        "securitySchemes": {
            "bearer": {
                "type": "http",
                "scheme": "bearer",
                "description": "`Authorization: Bearer <API_KEY>`. A security requirement lists the scope the route needs; a credential without it gets 403 INSUFFICIENT_SCOPE (details.required_scope names it)."
            }
        },
        "parameters": {
            "IdempotencyKey": {
                "name": "Idempotency-Key",
                "in": "header",
                "required": true,
                "description": "Required on write routes. Scope: the credential; replay window 24 hours. The same key with the same method, path and canonical JSON body replays the stored answer; otherwise 409 DEVELOPER_IDEMPOTENCY_CONFLICT. Missing: 400 IDEMPOTENCY_KEY_REQUIRED; malformed: 400 INVALID_IDEMPOTENCY_KEY.",
                "schema": {
                    "type": "string",
                    "minLength": 16,
                    "maxLength": 128,
                    "pattern": "^[A-Za-z0-9._:-]{16,128}$"
                }
            },
            "Limit": {
                "name": "limit",
                "in": "query",
                "description": "Maximum items per page (default 20, at most 100; otherwise 400 INVALID_LIMIT).",
                "schema": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 100,
                    "default": 20
                }
            },
            "StartingAfter": {
                "name": "starting_after",
                "in": "query",
                "description": "An object id (a path for source files); returns the items after it.",
                "schema": {
                    "type": "string"
                }
            },
            "EndingBefore": {
                "name": "ending_before",
                "in": "query",
                "description": "An object id (a path for source files); returns the items before it, still in creation order.",
                "schema": {
                    "type": "string"
                }
            },
            "CustomerId": {
                "name": "customer_id",
                "in": "path",
                "required": true,
                "schema": {
                    "type": "string",
                    "pattern": "^cust_[0-9A-Za-z]{21}$"
                }
            },
            "ProductId": {
                "name": "product_id",
                "in": "path",
                "required": true,
                "schema": {
                    "type": "string",
                    "pattern": "^prod_[0-9A-Za-z]{21}$"
                }
            },
            "BrandId": {
                "name": "brand_id",
                "in": "path",
                "required": true,
                "schema": {
                    "type": "string",
                    "pattern": "^brnd_[0-9A-Za-z]{21}$"
                }
            },
            "CategoryId": {
                "name": "category_id",
                "in": "path",
                "required": true,
                "schema": {
                    "type": "string",
                    "pattern": "^catg_[0-9A-Za-z]{21}$"
                }
            },
            "SiteId": {
                "name": "site_id",
                "in": "path",
                "required": true,
                "schema": {
                    "type": "string",
                    "pattern": "^site_[0-9A-Za-z]{21}$"
                }
            },
            "SessionId": {
                "name": "session_id",
                "in": "path",
                "required": true,
                "description": "Documented by the seed with the site_<21 Base62> format; session ids are opaque to clients (the emulator issues sess_<21 Base62>).",
                "schema": {
                    "type": "string"
                }
            },
            "PageId": {
                "name": "page_id",
                "in": "path",
                "required": true,
                "schema": {
                    "type": "string",
                    "pattern": "^wpag_[0-9A-Za-z]{21}$"
                }
            },
            "Locale": {
                "name": "locale",
                "in": "path",
                "required": true,
                "description": "A content locale such as a language code or a language-region code.",
                "schema": {
                    "type": "string"
                }
            },
            "RequestId": {
                "name": "request_id",
                "in": "path",
                "required": true,
                "schema": {
                    "type": "string",
                    "pattern": "^sprq_[0-9A-Za-z]{21}$"
                }
            },
            "SessionTree": {
                "name": "session_id",
                "in": "query",
                "description": "Emulator extension: read this development session's staged tree instead of the live one.",
                "x-emulator-extension": true,
                "schema": {
                    "type": "string"
                }
            }
        },
        "headers": {
            "IdempotentReplayed": {
                "description": "`true` when the answer is the stored answer of an earlier request with the same Idempotency-Key.",
                "schema": {
                    "type": "string",
                    "enum": [
                        "true"
                    ]
                }
            },
            "RetryAfter": {
                "description": "Whole seconds to wait before retrying (at least 1).",
                "schema": {
                    "type": "integer",
                    "minimum": 1
                }
            }
        },
        "responses": {
            "BadRequest": {
                "description": "Malformed request, query value, limit, cursor or Idempotency-Key (error_code e.g. INVALID_REQUEST, INVALID_LIMIT, INVALID_CURSOR, IDEMPOTENCY_KEY_REQUIRED, INVALID_IDEMPOTENCY_KEY, REQUEST_TOO_LARGE).",
                "content": {
                    "application/json": {
                        "schema": {
                            "$ref": "#/components/schemas/ErrorResponse"
                        }
                    }
                }
            },
            "Unauthorized": {
                "description": "No bearer token, or an unknown one (UNAUTHORIZED).",
                "content": {
                    "application/json": {
                        "schema": {
                            "$ref": "#/components/schemas/ErrorResponse"
                        }
                    }
                }
            },
            "Forbidden": {
                "description": "The credential lacks the route's scope (INSUFFICIENT_SCOPE; the message and details.required_scope name it).",
                "content": {
                    "application/json": {
                        "schema": {
                            "$ref": "#/components/schemas/ErrorResponse"
                        }
                    }
                }
            },
            "NotFound": {
                "description": "Unknown id or route (NOT_FOUND), or an expired development session (SESSION_EXPIRED).",
                "content": {
                    "application/json": {
                        "schema": {
                            "$ref": "#/components/schemas/ErrorResponse"
                        }
                    }
                }
            },
            "Conflict": {
                "description": "DEVELOPER_IDEMPOTENCY_CONFLICT, STALE_SOURCE_REVISION (details.current_source_revision), DUPLICATE_SLUG or DUPLICATE_SERVICE_CODE (details.existing_id), DUPLICATE_PAGE_KEY.",
                "content": {
                    "application/json": {
                        "schema": {
                            "$ref": "#/components/schemas/ErrorResponse"
                        }
                    }
                }
            },
            "UnprocessableEntity": {
                "description": "The body does not match its schema or names a missing reference (VALIDATION_FAILED), or a source write would leave blocking errors (SOURCE_VALIDATION_FAILED, issues in details.errors).",
                "content": {
                    "application/json": {
                        "schema": {
                            "$ref": "#/components/schemas/ErrorResponse"
                        }
                    }
                }
            },
            "TooManyRequests": {
                "description": "Over the credential's rate_limit (requests per minute; RATE_LIMITED).",
                "headers": {
                    "Retry-After": {
                        "$ref": "#/components/headers/RetryAfter"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "$ref": "#/components/schemas/ErrorResponse"
                        }
                    }
                }
            },
            "InternalError": {
                "description": "INTERNAL_ERROR.",
                "content": {
                    "application/json": {
                        "schema": {
                            "$ref": "#/components/schemas/ErrorResponse"
                        }
                    }
                }
            },
            "Ping": {
                "description": "The token is valid.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/Ping"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "DeviceAuthorization": {
                "description": "A device authorization to show the user.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/DeviceAuthorization"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "DeviceToken": {
                "description": "The state of a device authorization.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/DeviceToken"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "AuthStatus": {
                "description": "The credential.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/AuthStatus"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "EventCatalog": {
                "description": "The event catalog.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/EventCatalog"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "Customer": {
                "description": "The customer.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/Customer"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "CustomerList": {
                "description": "A page of customers.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/CustomerList"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "Product": {
                "description": "The product.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/Product"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "ProductList": {
                "description": "A page of products.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/ProductList"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "Brand": {
                "description": "The brand.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/Brand"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "BrandList": {
                "description": "A page of brands.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/BrandList"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "Category": {
                "description": "The category.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/Category"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "CategoryList": {
                "description": "A page of categories.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/CategoryList"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "Service": {
                "description": "The ServiceObject.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/Service"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "Site": {
                "description": "The site.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "SiteList": {
                "description": "A page of sites.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteListResponse"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "SourceSession": {
                "description": "The new draft site's development session, with the validation of its tree.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "allOf": [
                                                {
                                                    "$ref": "#/components/schemas/SiteDevelopmentSessionObject"
                                                },
                                                {
                                                    "required": [
                                                        "validation",
                                                        "written_count"
                                                    ]
                                                }
                                            ]
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "LiveSession": {
                "description": "The session of an existing site: id, site_id, source_revision, created_at, expires_at, name, preview_url, status, object (no creation_mode, validation or written_count).",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "allOf": [
                                                {
                                                    "$ref": "#/components/schemas/SiteDevelopmentSessionObject"
                                                },
                                                {
                                                    "properties": {
                                                        "creation_mode": false,
                                                        "validation": false,
                                                        "written_count": false
                                                    }
                                                }
                                            ]
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "Session": {
                "description": "A development session.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteDevelopmentSessionObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "NavigationWrite": {
                "description": "The staged write result.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteNavigationSourceWriteObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "PageWrite": {
                "description": "The staged write result.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SitePageSourceWriteObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "PageContentWrite": {
                "description": "The staged write result.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SitePageContentSourceWriteObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "Preview": {
                "description": "The preview.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteDevelopmentSessionPreviewObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "SourceBatchWrite": {
                "description": "The staged write result.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteSourceBatchWriteObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "Navigation": {
                "description": "The live navigation.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteNavigationObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "PageList": {
                "description": "A page of live pages.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SitePageListResponse"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "Page": {
                "description": "The live page.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SitePageObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "PageContentList": {
                "description": "The live content of the page.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SitePageContentListResponse"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "PageContent": {
                "description": "The live content of the page in the locale.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SitePageContentObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "PublishRequest": {
                "description": "The publish request.",
                "headers": {
                    "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                    }
                },
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SitePublishRequestObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "PublishStatus": {
                "description": "The publish status.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SitePublishStatusObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "SourceArchive": {
                "description": "The archive.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteSourceArchiveObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "SourceDiff": {
                "description": "The diff.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteSourceDiffObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "SourceFile": {
                "description": "The file.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteSourceFileObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "SourceFileList": {
                "description": "A page of file entries.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteSourceFileListResponse"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "SourceManifest": {
                "description": "The manifest.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteSourceManifestObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            },
            "SourceValidation": {
                "description": "The validation of the tree.",
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {
                                    "$ref": "#/components/schemas/Envelope"
                                },
                                {
                                    "properties": {
                                        "data": {
                                            "$ref": "#/components/schemas/SiteSourceValidationObject"
                                        }
                                    }
                                }
                            ]
                        }
                    }
                }
            }
        },
        "schemas": {
            "Envelope": {
                "title": "Envelope",
                "description": "Closed: the seed lists every field. Success envelope of every 2xx API response: success (always true) and data.",
                "type": "object",
                "properties": {
                    "success": {
                        "const": true
                    },
                    "data": {
                        "type": "object"
                    }
                },
                "required": [
                    "success",
                    "data"
                ],
                "additionalProperties": false
            },
            "ErrorResponse": {
                "title": "ErrorResponse",
                "description": "Open: the seed names PublicError, its error_code and details.errors; the remaining fields of the error body are not shown (docs/platform-contract.md section 1 decides the wrapper and message).",
                "type": "object",
                "properties": {
                    "success": {
                        "const": false,
                        "x-beyond-seed": true
                    },
                    "error": {
                        "title": "PublicError",
                        "description": "The PublicError.",
                        "type": "object",
                        "properties": {
                            "error_code": {
                                "type": "string"
                            },
                            "message": {
                                "type": "string",
                                "x-beyond-seed": true
                            },
                            "details": {
                                "type": "object",
                                "properties": {
                                    "errors": {
                                        "type": "array",
                                        "items": {
                                            "$ref": "#/components/schemas/Issue"
                                        }
                                    },
                                    "required_scope": {
                                        "type": "string",
                                        "description": "INSUFFICIENT_SCOPE: the scope the route needs.",
                                        "x-beyond-seed": true
                                    },
                                    "current_source_revision": {
                                        "type": "string",
                                        "description": "STALE_SOURCE_REVISION: the current revision.",
                                        "x-beyond-seed": true
                                    },
                                    "existing_id": {
                                        "type": "string",
                                        "description": "DUPLICATE_SLUG, DUPLICATE_SERVICE_CODE, DUPLICATE_PAGE_KEY: the id of the holder.",
                                        "x-beyond-seed": true
                                    },
                                    "slug": {
                                        "type": "string",
                                        "description": "DUPLICATE_SLUG: the slug.",
                                        "x-beyond-seed": true
                                    },
                                    "service_code": {
                                        "type": "string",
                                        "description": "DUPLICATE_SERVICE_CODE: the code.",
                                        "x-beyond-seed": true
                                    },
                                    "expires_at": {
                                        "type": "string",
                                        "description": "SESSION_EXPIRED: when the session expired.",
                                        "x-beyond-seed": true
                                    },
                                    "rate_limit": {
                                        "type": "integer",
                                        "description": "RATE_LIMITED: requests per minute of the credential.",
                                        "x-beyond-seed": true
                                    },
                                    "retry_after": {
                                        "type": "integer",
                                        "description": "RATE_LIMITED: seconds until a request is admitted again.",
                                        "x-beyond-seed": true
                                    },
                                    "limit": {
                                        "type": "integer",
                                        "description": "REQUEST_TOO_LARGE: the most paths a source write may carry.",
                                        "x-beyond-seed": true
                                    },
                                    "paths": {
                                        "type": "integer",
                                        "description": "REQUEST_TOO_LARGE: the paths this one carried.",
                                        "x-beyond-seed": true
                                    },
                                    "limit_bytes": {
                                        "type": "integer",
                                        "description": "REQUEST_TOO_LARGE: the largest body a source write may have.",
                                        "x-beyond-seed": true
                                    },
                                    "bytes": {
                                        "type": "integer",
                                        "description": "REQUEST_TOO_LARGE: the size of this one.",
                                        "x-beyond-seed": true
                                    }
                                },
                                "additionalProperties": true,
                                "description": "Details of the error: errors (validation issues) and, by error_code, the decided keys below."
                            }
                        },
                        "required": [
                            "error_code",
                            "message"
                        ],
                        "x-beyond-seed": true
                    }
                },
                "required": [
                    "success",
                    "error"
                ]
            },
            "ListData": {
                "title": "ListData",
                "description": "Closed: the seed lists every field. data of a list response (the seed's list envelope; docs/platform-contract.md section 4).",
                "type": "object",
                "properties": {
                    "object": {
                        "const": "list"
                    },
                    "items": {
                        "type": "array"
                    },
                    "has_more": {
                        "type": "boolean"
                    },
                    "next_cursor": {
                        "type": "string"
                    },
                    "url": {
                        "type": "string"
                    }
                },
                "required": [
                    "items",
                    "has_more"
                ],
                "additionalProperties": false
            },
            "Ping": {
                "title": "Ping",
                "description": "Open: the seed leaves further fields not shown. GET /v1/ping (response shape not shown; clients accept any 200 body).",
                "type": "object",
                "properties": {
                    "object": {
                        "const": "ping",
                        "x-beyond-seed": true
                    },
                    "ok": {
                        "const": true,
                        "x-beyond-seed": true
                    },
                    "server_time": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    }
                },
                "required": []
            },
            "DeviceCodeRequest": {
                "title": "DeviceCodeRequest",
                "description": "POST /v1/auth/device/code body.",
                "type": "object",
                "properties": {
                    "client_name": {
                        "type": "string",
                        "maxLength": 200
                    }
                },
                "required": [],
                "additionalProperties": false
            },
            "DeviceTokenRequest": {
                "title": "DeviceTokenRequest",
                "description": "POST /v1/auth/device/token body.",
                "type": "object",
                "properties": {
                    "device_code": {
                        "type": "string",
                        "minLength": 1
                    }
                },
                "required": [
                    "device_code"
                ],
                "additionalProperties": false
            },
            "DeviceAuthorization": {
                "title": "DeviceAuthorization",
                "description": "Closed: the seed lists every field. Response of POST /v1/auth/device/code.",
                "type": "object",
                "properties": {
                    "object": {
                        "const": "device_authorization"
                    },
                    "device_code": {
                        "type": "string"
                    },
                    "user_code": {
                        "type": "string",
                        "pattern": "^[A-Z0-9]{4}-[A-Z0-9]{4}$"
                    },
                    "verification_uri": {
                        "type": "string"
                    },
                    "verification_uri_complete": {
                        "type": "string"
                    },
                    "expires_in": {
                        "type": "integer"
                    },
                    "interval": {
                        "type": "integer"
                    }
                },
                "required": [
                    "device_code",
                    "user_code",
                    "verification_uri",
                    "verification_uri_complete",
                    "expires_in",
                    "interval"
                ],
                "additionalProperties": false
            },
            "DeviceToken": {
                "title": "DeviceToken",
                "description": "Closed: the seed lists every field. Response of POST /v1/auth/device/token.",
                "type": "object",
                "properties": {
                    "object": {
                        "const": "device_authorization_token"
                    },
                    "status": {
                        "type": "string",
                        "description": "authorization_pending, slow_down, approved, denied, expired (clients must tolerate others)."
                    },
                    "interval": {
                        "type": "integer"
                    },
                    "error": {
                        "type": "string"
                    },
                    "profile_hint": {
                        "type": "string"
                    },
                    "raw_key": {
                        "type": "string",
                        "description": "The issued key: sent with status approved (exactly once), never otherwise."
                    }
                },
                "required": [
                    "status",
                    "interval"
                ],
                "additionalProperties": false,
                "if": {
                    "properties": {
                        "status": {
                            "const": "approved"
                        }
                    },
                    "required": [
                        "status"
                    ]
                },
                "then": {
                    "properties": {
                        "raw_key": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "raw_key"
                    ]
                }
            },
            "AuthStatus": {
                "title": "AuthStatus",
                "description": "Closed: the seed lists every field. GET /v1/auth/status.",
                "type": "object",
                "properties": {
                    "object": {
                        "const": "developer_auth_status"
                    },
                    "id": {
                        "type": "string",
                        "pattern": "^key_[0-9A-Za-z]{21}$"
                    },
                    "credential_type": {
                        "type": "string"
                    },
                    "environment": {
                        "type": "string"
                    },
                    "rate_limit": {
                        "type": "integer"
                    },
                    "scopes": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "name": {
                        "type": "string"
                    },
                    "company": {
                        "type": "string"
                    },
                    "app": {
                        "type": "string"
                    },
                    "app_install": {
                        "type": "string"
                    },
                    "authenticated": {
                        "type": "boolean"
                    }
                },
                "required": [
                    "id",
                    "credential_type",
                    "environment",
                    "rate_limit"
                ],
                "additionalProperties": false
            },
            "EventCatalog": {
                "title": "EventCatalog",
                "description": "Closed: the seed lists every field. GET /v1/events.",
                "type": "object",
                "properties": {
                    "object": {
                        "const": "event_catalog"
                    },
                    "environment": {
                        "type": "string"
                    },
                    "events": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "scopes": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "resources": {
                        "type": "array",
                        "items": {
                            "title": "DeveloperResource",
                            "description": "A route group.",
                            "type": "object",
                            "properties": {
                                "name": {
                                    "type": "string"
                                },
                                "object": {
                                    "type": "string"
                                },
                                "route_count": {
                                    "type": "integer"
                                },
                                "scopes": {
                                    "type": "array",
                                    "items": {
                                        "type": "string"
                                    }
                                }
                            },
                            "required": [
                                "name",
                                "route_count"
                            ],
                            "additionalProperties": false
                        }
                    },
                    "webhook_events": {
                        "type": "array",
                        "items": {
                            "title": "WebhookEventDescriptor",
                            "description": "A webhook event.",
                            "type": "object",
                            "properties": {
                                "name": {
                                    "type": "string"
                                },
                                "domain": {
                                    "type": "string"
                                },
                                "version": {
                                    "type": "string"
                                },
                                "description": {
                                    "type": "string"
                                },
                                "deprecated_at": {
                                    "type": "string"
                                },
                                "example_payload_ref": {
                                    "type": "string"
                                },
                                "payload_schema_ref": {
                                    "type": "string"
                                },
                                "lifecycle": {
                                    "type": "string",
                                    "enum": [
                                        "stable",
                                        "beta",
                                        "deprecated"
                                    ]
                                },
                                "scopes": {
                                    "type": "array",
                                    "items": {
                                        "type": "string"
                                    }
                                }
                            },
                            "required": [
                                "name",
                                "domain",
                                "version"
                            ],
                            "additionalProperties": false
                        }
                    }
                },
                "required": [
                    "environment"
                ],
                "additionalProperties": false
            },
            "Customer": {
                "title": "Customer",
                "description": "Closed: the seed lists every field. A customer (object = customer).",
                "type": "object",
                "properties": {
                    "id": {
                        "type": "string",
                        "pattern": "^cust_[0-9A-Za-z]{21}$"
                    },
                    "object": {
                        "const": "customer"
                    },
                    "first_name": {
                        "type": "string"
                    },
                    "last_name": {
                        "type": "string"
                    },
                    "email": {
                        "type": "string"
                    },
                    "account_number": {
                        "type": "string"
                    },
                    "business_number": {
                        "type": "string"
                    },
                    "city": {
                        "type": "string"
                    },
                    "company_name": {
                        "type": "string"
                    },
                    "country": {
                        "type": "string"
                    },
                    "currency_code": {
                        "type": "string"
                    },
                    "job_title": {
                        "type": "string"
                    },
                    "mobile": {
                        "type": "string"
                    },
                    "phone": {
                        "type": "string"
                    },
                    "postal_code": {
                        "type": "string"
                    },
                    "preferred_language": {
                        "type": "string"
                    },
                    "province": {
                        "type": "string"
                    },
                    "street_address": {
                        "type": "string"
                    },
                    "tax_exempt_reason": {
                        "type": "string"
                    },
                    "website": {
                        "type": "string"
                    },
                    "customer_type": {
                        "type": "string",
                        "enum": [
                            "individual",
                            "business",
                            "government",
                            "non_profit"
                        ]
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "active",
                            "inactive",
                            "lead",
                            "prospect",
                            "pending"
                        ]
                    },
                    "is_tax_exempt": {
                        "type": "boolean"
                    },
                    "archived_at": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    },
                    "created_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "updated_at": {
                        "type": "string",
                        "format": "date-time"
                    }
                },
                "required": [
                    "id",
                    "first_name",
                    "last_name",
                    "email"
                ],
                "additionalProperties": false
            },
            "CustomerCreate": {
                "title": "CustomerCreate",
                "description": "POST /v1/customers body. null clears an optional field.",
                "type": "object",
                "properties": {
                    "email": {
                        "type": "string",
                        "format": "email"
                    },
                    "first_name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "last_name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "business_number": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "city": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "company_name": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "country": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "currency_code": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "job_title": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "mobile": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "phone": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "postal_code": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "preferred_language": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "province": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "street_address": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "tax_exempt_reason": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "website": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "customer_type": {
                        "type": [
                            "string",
                            "null"
                        ],
                        "enum": [
                            "individual",
                            "business",
                            "government",
                            "non_profit",
                            null
                        ]
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "active",
                            "inactive",
                            "lead",
                            "prospect",
                            "pending"
                        ]
                    },
                    "is_tax_exempt": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    }
                },
                "required": [
                    "email",
                    "first_name",
                    "last_name"
                ],
                "additionalProperties": false
            },
            "CustomerUpdate": {
                "title": "CustomerUpdate",
                "description": "PATCH /v1/customers/{id} body: the create fields, all optional. null clears an optional field.",
                "type": "object",
                "properties": {
                    "email": {
                        "type": "string",
                        "format": "email"
                    },
                    "first_name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "last_name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "business_number": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "city": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "company_name": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "country": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "currency_code": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "job_title": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "mobile": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "phone": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "postal_code": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "preferred_language": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "province": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "street_address": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "tax_exempt_reason": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "website": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "customer_type": {
                        "type": [
                            "string",
                            "null"
                        ],
                        "enum": [
                            "individual",
                            "business",
                            "government",
                            "non_profit",
                            null
                        ]
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "active",
                            "inactive",
                            "lead",
                            "prospect",
                            "pending"
                        ]
                    },
                    "is_tax_exempt": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    }
                },
                "required": [],
                "additionalProperties": false
            },
            "CustomerList": {
                "description": "A page of customers in the list envelope.",
                "allOf": [
                    {
                        "$ref": "#/components/schemas/ListData"
                    },
                    {
                        "properties": {
                            "items": {
                                "items": {
                                    "$ref": "#/components/schemas/Customer"
                                }
                            }
                        }
                    }
                ]
            },
            "Product": {
                "title": "Product",
                "description": "Closed: the seed lists every field. A product. status is canonical (never the alias published); is_active is true exactly when status is active.",
                "type": "object",
                "properties": {
                    "id": {
                        "type": "string",
                        "pattern": "^prod_[0-9A-Za-z]{21}$"
                    },
                    "object": {
                        "const": "product"
                    },
                    "name": {
                        "type": "string"
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "active",
                            "archived"
                        ]
                    },
                    "is_active": {
                        "type": "boolean"
                    },
                    "publishing_channels": {
                        "type": "object",
                        "additionalProperties": {
                            "type": "boolean"
                        },
                        "description": "Channel name to boolean, e.g. {\"online_store\": true}."
                    },
                    "brand_id": {
                        "type": "string"
                    },
                    "brand_name": {
                        "type": "string"
                    },
                    "category_id": {
                        "type": "string"
                    },
                    "category_name": {
                        "type": "string"
                    },
                    "standard_category_name": {
                        "type": "string"
                    },
                    "description": {
                        "type": "string"
                    },
                    "description_html": {
                        "type": "string"
                    },
                    "google_product_category_id": {
                        "type": "string"
                    },
                    "image_alt_text": {
                        "type": "string"
                    },
                    "image_url": {
                        "type": "string"
                    },
                    "media_id": {
                        "type": "string"
                    },
                    "short_description": {
                        "type": "string"
                    },
                    "sku": {
                        "type": "string"
                    },
                    "slug": {
                        "type": "string"
                    },
                    "standard_category_code": {
                        "type": "string"
                    },
                    "standard_category_id": {
                        "type": "string"
                    },
                    "tax_code": {
                        "type": "string"
                    },
                    "type": {
                        "type": "string"
                    },
                    "weight_unit": {
                        "type": "string"
                    },
                    "compare_at_price": {
                        "type": "string",
                        "pattern": "^-?\\d+\\.\\d{2}$",
                        "description": "Decimal with two decimals, e.g. \"12.50\"."
                    },
                    "price": {
                        "type": "string",
                        "pattern": "^-?\\d+\\.\\d{2}$",
                        "description": "Decimal with two decimals, e.g. \"12.50\"."
                    },
                    "weight": {
                        "type": "string",
                        "pattern": "^-?\\d+\\.\\d{2}$",
                        "description": "Decimal with two decimals, e.g. \"12.50\"."
                    },
                    "continue_selling_when_out_of_stock": {
                        "type": "boolean"
                    },
                    "requires_shipping": {
                        "type": "boolean"
                    },
                    "taxable": {
                        "type": "boolean"
                    },
                    "track_inventory": {
                        "type": "boolean"
                    },
                    "low_stock_threshold": {
                        "type": "integer"
                    },
                    "sort_order": {
                        "type": "integer"
                    },
                    "stock_quantity": {
                        "type": "integer"
                    },
                    "archived_at": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    },
                    "created_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "updated_at": {
                        "type": "string",
                        "format": "date-time"
                    }
                },
                "required": [
                    "id",
                    "name",
                    "status",
                    "is_active",
                    "publishing_channels"
                ],
                "additionalProperties": false
            },
            "ProductCreate": {
                "title": "ProductCreate",
                "description": "POST /v1/products body: every writable Product field. null clears an optional field.",
                "type": "object",
                "properties": {
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "active",
                            "published"
                        ],
                        "description": "published is an alias of active (stored and returned as active)."
                    },
                    "publishing_channels": {
                        "type": "object",
                        "additionalProperties": {
                            "type": "boolean"
                        },
                        "description": "Channel name to boolean, e.g. {\"online_store\": true}."
                    },
                    "brand_id": {
                        "anyOf": [
                            {
                                "type": "string",
                                "pattern": "^brnd_[0-9A-Za-z]{21}$"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "category_id": {
                        "anyOf": [
                            {
                                "type": "string",
                                "pattern": "^catg_[0-9A-Za-z]{21}$"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "description_html": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "google_product_category_id": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_alt_text": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_url": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "media_id": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "short_description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "sku": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "slug": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "standard_category_code": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "standard_category_id": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "tax_code": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "type": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "weight_unit": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "compare_at_price": {
                        "anyOf": [
                            {
                                "$ref": "#/components/schemas/DecimalInput"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "price": {
                        "anyOf": [
                            {
                                "$ref": "#/components/schemas/DecimalInput"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "weight": {
                        "anyOf": [
                            {
                                "$ref": "#/components/schemas/DecimalInput"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "continue_selling_when_out_of_stock": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "requires_shipping": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "taxable": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "track_inventory": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "low_stock_threshold": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    },
                    "sort_order": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    },
                    "stock_quantity": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    }
                },
                "required": [
                    "name"
                ],
                "additionalProperties": false
            },
            "ProductUpdate": {
                "title": "ProductUpdate",
                "description": "PATCH /v1/products/{id} body: the create fields, all optional.",
                "type": "object",
                "properties": {
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "active",
                            "published"
                        ],
                        "description": "published is an alias of active (stored and returned as active)."
                    },
                    "publishing_channels": {
                        "type": "object",
                        "additionalProperties": {
                            "type": "boolean"
                        },
                        "description": "Channel name to boolean, e.g. {\"online_store\": true}."
                    },
                    "brand_id": {
                        "anyOf": [
                            {
                                "type": "string",
                                "pattern": "^brnd_[0-9A-Za-z]{21}$"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "category_id": {
                        "anyOf": [
                            {
                                "type": "string",
                                "pattern": "^catg_[0-9A-Za-z]{21}$"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "description_html": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "google_product_category_id": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_alt_text": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_url": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "media_id": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "short_description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "sku": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "slug": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "standard_category_code": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "standard_category_id": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "tax_code": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "type": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "weight_unit": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "compare_at_price": {
                        "anyOf": [
                            {
                                "$ref": "#/components/schemas/DecimalInput"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "price": {
                        "anyOf": [
                            {
                                "$ref": "#/components/schemas/DecimalInput"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "weight": {
                        "anyOf": [
                            {
                                "$ref": "#/components/schemas/DecimalInput"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "continue_selling_when_out_of_stock": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "requires_shipping": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "taxable": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "track_inventory": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "low_stock_threshold": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    },
                    "sort_order": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    },
                    "stock_quantity": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    }
                },
                "required": [],
                "additionalProperties": false
            },
            "ProductList": {
                "description": "A page of products in the list envelope.",
                "allOf": [
                    {
                        "$ref": "#/components/schemas/ListData"
                    },
                    {
                        "properties": {
                            "items": {
                                "items": {
                                    "$ref": "#/components/schemas/Product"
                                }
                            }
                        }
                    }
                ]
            },
            "Brand": {
                "title": "Brand",
                "description": "Closed: the seed lists every field. A brand (object = brand).",
                "type": "object",
                "properties": {
                    "id": {
                        "type": "string",
                        "pattern": "^brnd_[0-9A-Za-z]{21}$"
                    },
                    "object": {
                        "const": "brand"
                    },
                    "name": {
                        "type": "string"
                    },
                    "color": {
                        "type": "string"
                    },
                    "description": {
                        "type": "string"
                    },
                    "description_html": {
                        "type": "string"
                    },
                    "icon": {
                        "type": "string"
                    },
                    "image_alt_text": {
                        "type": "string"
                    },
                    "image_url": {
                        "type": "string"
                    },
                    "media_id": {
                        "type": "string"
                    },
                    "seo_description": {
                        "type": "string"
                    },
                    "seo_title": {
                        "type": "string"
                    },
                    "slug": {
                        "type": "string"
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "published",
                            "archived"
                        ]
                    },
                    "show_in_navigation": {
                        "type": "boolean"
                    },
                    "sort_order": {
                        "type": "integer"
                    },
                    "published_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "archived_at": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    },
                    "created_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "updated_at": {
                        "type": "string",
                        "format": "date-time"
                    }
                },
                "required": [
                    "id",
                    "name"
                ],
                "additionalProperties": false
            },
            "BrandCreate": {
                "title": "BrandCreate",
                "description": "POST /v1/brands body. null clears an optional field.",
                "type": "object",
                "properties": {
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "color": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "description_html": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "icon": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_alt_text": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_url": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "media_id": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "seo_description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "seo_title": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "slug": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "published"
                        ]
                    },
                    "show_in_navigation": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "sort_order": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    }
                },
                "required": [
                    "name"
                ],
                "additionalProperties": false
            },
            "BrandUpdate": {
                "title": "BrandUpdate",
                "description": "PATCH /v1/brands/{id} body: the create fields, all optional.",
                "type": "object",
                "properties": {
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "color": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "description_html": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "icon": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_alt_text": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_url": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "media_id": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "seo_description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "seo_title": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "slug": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "published"
                        ]
                    },
                    "show_in_navigation": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "sort_order": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    }
                },
                "required": [],
                "additionalProperties": false
            },
            "BrandList": {
                "description": "A page of brands in the list envelope.",
                "allOf": [
                    {
                        "$ref": "#/components/schemas/ListData"
                    },
                    {
                        "properties": {
                            "items": {
                                "items": {
                                    "$ref": "#/components/schemas/Brand"
                                }
                            }
                        }
                    }
                ]
            },
            "Category": {
                "title": "Category",
                "description": "Closed: the seed lists every field. A category (object = category).",
                "type": "object",
                "properties": {
                    "id": {
                        "type": "string",
                        "pattern": "^catg_[0-9A-Za-z]{21}$"
                    },
                    "object": {
                        "const": "category"
                    },
                    "name": {
                        "type": "string"
                    },
                    "type": {
                        "type": "string",
                        "enum": [
                            "product",
                            "service",
                            "addon"
                        ]
                    },
                    "collection_type": {
                        "type": "string",
                        "enum": [
                            "manual",
                            "automated"
                        ]
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "published",
                            "archived"
                        ]
                    },
                    "parent_category_id": {
                        "type": "string"
                    },
                    "color": {
                        "type": "string"
                    },
                    "description": {
                        "type": "string"
                    },
                    "description_html": {
                        "type": "string"
                    },
                    "icon": {
                        "type": "string"
                    },
                    "image_alt_text": {
                        "type": "string"
                    },
                    "image_url": {
                        "type": "string"
                    },
                    "media_id": {
                        "type": "string"
                    },
                    "seo_description": {
                        "type": "string"
                    },
                    "seo_title": {
                        "type": "string"
                    },
                    "slug": {
                        "type": "string"
                    },
                    "tax_code": {
                        "type": "string"
                    },
                    "show_in_navigation": {
                        "type": "boolean"
                    },
                    "sort_order": {
                        "type": "integer"
                    },
                    "archived_at": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    },
                    "created_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "updated_at": {
                        "type": "string",
                        "format": "date-time"
                    }
                },
                "required": [
                    "id",
                    "name"
                ],
                "additionalProperties": false
            },
            "CategoryCreate": {
                "title": "CategoryCreate",
                "description": "POST /v1/categories body. null clears an optional field.",
                "type": "object",
                "properties": {
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "type": {
                        "type": [
                            "string",
                            "null"
                        ],
                        "enum": [
                            "product",
                            "service",
                            "addon",
                            null
                        ]
                    },
                    "collection_type": {
                        "type": [
                            "string",
                            "null"
                        ],
                        "enum": [
                            "manual",
                            "automated",
                            null
                        ]
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "published"
                        ]
                    },
                    "parent_category_id": {
                        "anyOf": [
                            {
                                "type": "string",
                                "pattern": "^catg_[0-9A-Za-z]{21}$"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "color": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "description_html": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "icon": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_alt_text": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_url": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "media_id": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "seo_description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "seo_title": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "slug": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "tax_code": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "show_in_navigation": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "sort_order": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    }
                },
                "required": [
                    "name"
                ],
                "additionalProperties": false
            },
            "CategoryUpdate": {
                "title": "CategoryUpdate",
                "description": "PATCH /v1/categories/{id} body: the create fields, all optional.",
                "type": "object",
                "properties": {
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "type": {
                        "type": [
                            "string",
                            "null"
                        ],
                        "enum": [
                            "product",
                            "service",
                            "addon",
                            null
                        ]
                    },
                    "collection_type": {
                        "type": [
                            "string",
                            "null"
                        ],
                        "enum": [
                            "manual",
                            "automated",
                            null
                        ]
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "published"
                        ]
                    },
                    "parent_category_id": {
                        "anyOf": [
                            {
                                "type": "string",
                                "pattern": "^catg_[0-9A-Za-z]{21}$"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "color": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "description_html": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "icon": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_alt_text": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "image_url": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "media_id": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "seo_description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "seo_title": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "slug": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "tax_code": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "show_in_navigation": {
                        "type": [
                            "boolean",
                            "null"
                        ]
                    },
                    "sort_order": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    }
                },
                "required": [],
                "additionalProperties": false
            },
            "CategoryList": {
                "description": "A page of categories in the list envelope.",
                "allOf": [
                    {
                        "$ref": "#/components/schemas/ListData"
                    },
                    {
                        "properties": {
                            "items": {
                                "items": {
                                    "$ref": "#/components/schemas/Category"
                                }
                            }
                        }
                    }
                ]
            },
            "Service": {
                "title": "Service",
                "description": "Open: the seed leaves further fields not shown. The ServiceObject returned by POST /v1/services (no read route exists). The seed names billing_period, category_id, category_name, compare_at_price, created_at, description, description_html and id; only id is marked required, and a field the service has no value for is left out (never null).",
                "type": "object",
                "properties": {
                    "id": {
                        "type": "string",
                        "pattern": "^svc_[0-9A-Za-z]{21}$"
                    },
                    "object": {
                        "const": "service",
                        "x-beyond-seed": true
                    },
                    "name": {
                        "type": "string"
                    },
                    "category_id": {
                        "type": "string"
                    },
                    "category_name": {
                        "type": "string"
                    },
                    "billing_period": {
                        "type": "string"
                    },
                    "description": {
                        "type": "string"
                    },
                    "description_html": {
                        "type": "string"
                    },
                    "image_alt_text": {
                        "type": "string"
                    },
                    "image_url": {
                        "type": "string"
                    },
                    "media_id": {
                        "type": "string"
                    },
                    "service_code": {
                        "type": "string"
                    },
                    "short_description": {
                        "type": "string"
                    },
                    "slug": {
                        "type": "string"
                    },
                    "tax_code": {
                        "type": "string"
                    },
                    "compare_at_price": {
                        "type": "string",
                        "pattern": "^-?\\d+\\.\\d{2}$",
                        "description": "Decimal with two decimals, e.g. \"12.50\"."
                    },
                    "price": {
                        "type": "string",
                        "pattern": "^-?\\d+\\.\\d{2}$",
                        "description": "Decimal with two decimals, e.g. \"12.50\"."
                    },
                    "is_active": {
                        "type": "boolean"
                    },
                    "is_popular": {
                        "type": "boolean"
                    },
                    "taxable": {
                        "type": "boolean"
                    },
                    "sort_order": {
                        "type": "integer"
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "active",
                            "published"
                        ]
                    },
                    "created_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "updated_at": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    }
                },
                "required": [
                    "id"
                ]
            },
            "ServiceCreate": {
                "title": "ServiceCreate",
                "description": "POST /v1/services body.",
                "type": "object",
                "properties": {
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "category_id": {
                        "type": "string",
                        "pattern": "^catg_[0-9A-Za-z]{21}$"
                    },
                    "billing_period": {
                        "type": "string"
                    },
                    "description": {
                        "type": "string"
                    },
                    "description_html": {
                        "type": "string"
                    },
                    "image_alt_text": {
                        "type": "string"
                    },
                    "image_url": {
                        "type": "string"
                    },
                    "media_id": {
                        "type": "string"
                    },
                    "service_code": {
                        "type": "string"
                    },
                    "short_description": {
                        "type": "string"
                    },
                    "slug": {
                        "type": "string"
                    },
                    "tax_code": {
                        "type": "string"
                    },
                    "compare_at_price": {
                        "$ref": "#/components/schemas/DecimalInput"
                    },
                    "price": {
                        "$ref": "#/components/schemas/DecimalInput"
                    },
                    "is_active": {
                        "type": "boolean"
                    },
                    "is_popular": {
                        "type": "boolean"
                    },
                    "taxable": {
                        "type": "boolean"
                    },
                    "sort_order": {
                        "type": "integer"
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "active",
                            "published"
                        ]
                    }
                },
                "required": [
                    "name"
                ],
                "additionalProperties": false
            },
            "SiteObject": {
                "title": "SiteObject",
                "description": "Closed: the seed lists every field. A site (object = site).",
                "type": "object",
                "properties": {
                    "id": {
                        "type": "string",
                        "pattern": "^site_[0-9A-Za-z]{21}$"
                    },
                    "object": {
                        "type": "string",
                        "const": "site"
                    },
                    "name": {
                        "type": "string"
                    },
                    "title": {
                        "type": "string"
                    },
                    "tagline": {
                        "type": "string"
                    },
                    "subdomain": {
                        "type": "string"
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "draft",
                            "live"
                        ]
                    },
                    "is_live": {
                        "type": "boolean"
                    },
                    "default_language": {
                        "type": "string"
                    },
                    "supported_languages": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "created_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "updated_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "published_at": {
                        "type": "string",
                        "format": "date-time"
                    }
                },
                "required": [
                    "id"
                ],
                "additionalProperties": false
            },
            "SiteListResponse": {
                "title": "SiteListResponse",
                "description": "Closed: the seed lists every field. A page of sites (oldest first), in the list envelope.",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "list"
                    },
                    "items": {
                        "type": "array",
                        "items": {
                            "$ref": "#/components/schemas/SiteObject"
                        }
                    },
                    "has_more": {
                        "type": "boolean"
                    },
                    "next_cursor": {
                        "type": "string"
                    },
                    "url": {
                        "type": "string"
                    }
                },
                "required": [
                    "items",
                    "has_more"
                ],
                "additionalProperties": false
            },
            "SiteDevelopmentSessionObject": {
                "title": "SiteDevelopmentSessionObject",
                "description": "Closed: the seed lists every field. A development session (object = site_development_session). creation_mode, validation and written_count belong to source-first sessions only (required there); the session of an existing site carries id, site_id, source_revision, created_at, expires_at, name, preview_url, status, object.",
                "type": "object",
                "properties": {
                    "id": {
                        "type": "string"
                    },
                    "object": {
                        "type": "string",
                        "const": "site_development_session"
                    },
                    "site_id": {
                        "type": "string"
                    },
                    "source_revision": {
                        "type": "string"
                    },
                    "created_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "expires_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "name": {
                        "type": "string"
                    },
                    "preview_url": {
                        "type": "string"
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "open"
                        ]
                    },
                    "creation_mode": {
                        "type": "string",
                        "enum": [
                            "source"
                        ]
                    },
                    "validation": {
                        "$ref": "#/components/schemas/SiteSourceValidationObject"
                    },
                    "written_count": {
                        "type": "integer"
                    }
                },
                "required": [
                    "id",
                    "site_id",
                    "source_revision",
                    "created_at"
                ],
                "additionalProperties": false
            },
            "SiteSourceSessionCreateRequest": {
                "title": "SiteSourceSessionCreateRequest",
                "description": "Body of POST /v1/sites/development-sessions: a complete source tree.",
                "type": "object",
                "properties": {
                    "files": {
                        "$ref": "#/components/schemas/SiteSourceFiles"
                    },
                    "name": {
                        "type": "string",
                        "maxLength": 200
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    }
                },
                "required": [
                    "files"
                ],
                "additionalProperties": false
            },
            "SiteLiveSessionCreateRequest": {
                "title": "SiteLiveSessionCreateRequest",
                "description": "Body of POST /v1/sites/{site_id}/development-sessions.",
                "type": "object",
                "properties": {
                    "source_revision": {
                        "type": "string",
                        "minLength": 1,
                        "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
                    },
                    "name": {
                        "type": "string",
                        "maxLength": 200
                    }
                },
                "required": [
                    "source_revision"
                ],
                "additionalProperties": false
            },
            "SiteNavigationUpdateRequest": {
                "title": "SiteNavigationUpdateRequest",
                "description": "Body of PATCH …/development-sessions/{session_id}/navigation: writes navigation/<menu_key>.json.",
                "type": "object",
                "properties": {
                    "source_revision": {
                        "type": "string",
                        "minLength": 1,
                        "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
                    },
                    "menu_key": {
                        "type": "string",
                        "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]*$",
                        "maxLength": 100,
                        "description": "Default main."
                    },
                    "items": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {
                                "label": {
                                    "type": "string",
                                    "minLength": 1
                                },
                                "page": {
                                    "type": "string",
                                    "description": "A page key."
                                },
                                "page_id": {
                                    "type": "string",
                                    "description": "A page id (wpag_…), stored as its page key."
                                },
                                "url": {
                                    "type": "string"
                                },
                                "is_published": {
                                    "type": "boolean"
                                }
                            },
                            "required": [
                                "label"
                            ],
                            "additionalProperties": false
                        }
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    }
                },
                "required": [
                    "source_revision"
                ],
                "additionalProperties": false
            },
            "SiteNavigationSourceWriteObject": {
                "title": "SiteNavigationSourceWriteObject",
                "description": "Closed: the seed lists every field. SiteNavigationSourceWriteObject: the staged write result of a navigation write.",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_navigation_source_write"
                    },
                    "session_id": {
                        "type": "string"
                    },
                    "site_id": {
                        "type": "string"
                    },
                    "source_revision": {
                        "type": "string"
                    },
                    "staged_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "written_count": {
                        "type": "integer"
                    },
                    "deleted_count": {
                        "type": "integer"
                    },
                    "diff": {
                        "$ref": "#/components/schemas/SiteSourceDiffObject",
                        "description": "What this write changed in the session tree (mode patch)."
                    },
                    "validation": {
                        "$ref": "#/components/schemas/SiteSourceValidationObject"
                    },
                    "menu_key": {
                        "type": "string"
                    },
                    "path": {
                        "type": "string"
                    }
                },
                "required": [
                    "session_id",
                    "site_id",
                    "source_revision",
                    "staged_at",
                    "written_count",
                    "deleted_count",
                    "diff",
                    "validation",
                    "menu_key",
                    "path"
                ],
                "additionalProperties": false
            },
            "SitePageCreateRequest": {
                "title": "SitePageCreateRequest",
                "description": "Body of POST …/development-sessions/{session_id}/pages. Writes pages/<key>.json.",
                "type": "object",
                "properties": {
                    "source_revision": {
                        "type": "string",
                        "minLength": 1,
                        "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
                    },
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "slug": {
                        "type": "string"
                    },
                    "template_file": {
                        "type": "string"
                    },
                    "seo": {
                        "type": "object",
                        "properties": {
                            "title": {
                                "type": "string"
                            },
                            "description": {
                                "type": "string"
                            }
                        },
                        "additionalProperties": false
                    },
                    "description": {
                        "type": "string"
                    },
                    "icon": {
                        "type": "string"
                    },
                    "page_type": {
                        "type": "string"
                    },
                    "menu_order": {
                        "type": "integer"
                    },
                    "is_enabled": {
                        "type": "boolean"
                    },
                    "is_in_menu": {
                        "type": "boolean"
                    },
                    "is_published": {
                        "type": "boolean"
                    },
                    "requires_auth": {
                        "type": "boolean"
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    },
                    "key": {
                        "type": "string",
                        "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]*$",
                        "maxLength": 100,
                        "description": "Page key; default: the slug or the name, slugified."
                    },
                    "template": {
                        "type": "object",
                        "description": "An inline template written with the page (default path templates/<key>.html).",
                        "properties": {
                            "path": {
                                "type": "string"
                            },
                            "content": {
                                "type": "string"
                            }
                        },
                        "required": [
                            "content"
                        ],
                        "additionalProperties": false
                    }
                },
                "required": [
                    "source_revision",
                    "name"
                ],
                "additionalProperties": false
            },
            "SitePageUpdateRequest": {
                "title": "SitePageUpdateRequest",
                "description": "Body of PATCH …/pages/{page_id}: fields merged into pages/<key>.json.",
                "type": "object",
                "properties": {
                    "source_revision": {
                        "type": "string",
                        "minLength": 1,
                        "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
                    },
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "slug": {
                        "type": "string"
                    },
                    "template_file": {
                        "type": "string"
                    },
                    "seo": {
                        "type": "object",
                        "properties": {
                            "title": {
                                "type": "string"
                            },
                            "description": {
                                "type": "string"
                            }
                        },
                        "additionalProperties": false
                    },
                    "description": {
                        "type": "string"
                    },
                    "icon": {
                        "type": "string"
                    },
                    "page_type": {
                        "type": "string"
                    },
                    "menu_order": {
                        "type": "integer"
                    },
                    "is_enabled": {
                        "type": "boolean"
                    },
                    "is_in_menu": {
                        "type": "boolean"
                    },
                    "is_published": {
                        "type": "boolean"
                    },
                    "requires_auth": {
                        "type": "boolean"
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    }
                },
                "required": [
                    "source_revision"
                ],
                "additionalProperties": false
            },
            "SitePageDeleteRequest": {
                "title": "SitePageDeleteRequest",
                "description": "Body of DELETE …/pages/{page_id} (also deletes the page content).",
                "type": "object",
                "properties": {
                    "source_revision": {
                        "type": "string",
                        "minLength": 1,
                        "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    }
                },
                "required": [
                    "source_revision"
                ],
                "additionalProperties": false
            },
            "SitePageSourceWriteObject": {
                "title": "SitePageSourceWriteObject",
                "description": "Closed: the seed lists every field. SitePageSourceWriteObject: the staged write result of a page create, update or delete.",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_page_source_write"
                    },
                    "session_id": {
                        "type": "string"
                    },
                    "site_id": {
                        "type": "string"
                    },
                    "source_revision": {
                        "type": "string"
                    },
                    "staged_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "written_count": {
                        "type": "integer"
                    },
                    "deleted_count": {
                        "type": "integer"
                    },
                    "diff": {
                        "$ref": "#/components/schemas/SiteSourceDiffObject",
                        "description": "What this write changed in the session tree (mode patch)."
                    },
                    "validation": {
                        "$ref": "#/components/schemas/SiteSourceValidationObject"
                    },
                    "action": {
                        "type": "string",
                        "enum": [
                            "created",
                            "updated",
                            "deleted"
                        ]
                    },
                    "page_key": {
                        "type": "string"
                    },
                    "paths": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    }
                },
                "required": [
                    "session_id",
                    "site_id",
                    "source_revision",
                    "staged_at",
                    "written_count",
                    "deleted_count",
                    "diff",
                    "validation",
                    "action",
                    "page_key"
                ],
                "additionalProperties": false
            },
            "SitePageContentUpdateRequest": {
                "title": "SitePageContentUpdateRequest",
                "description": "Body of PATCH …/pages/{page_id}/contents/{locale}: writes content/<key>/<locale>.json.",
                "type": "object",
                "properties": {
                    "source_revision": {
                        "type": "string",
                        "minLength": 1,
                        "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    },
                    "values": {
                        "type": "object",
                        "description": "The content values (default {})."
                    }
                },
                "required": [
                    "source_revision"
                ],
                "additionalProperties": false
            },
            "SitePageContentDeleteRequest": {
                "title": "SitePageContentDeleteRequest",
                "description": "Body of DELETE …/pages/{page_id}/contents/{locale}.",
                "type": "object",
                "properties": {
                    "source_revision": {
                        "type": "string",
                        "minLength": 1,
                        "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    }
                },
                "required": [
                    "source_revision"
                ],
                "additionalProperties": false
            },
            "SitePageContentSourceWriteObject": {
                "title": "SitePageContentSourceWriteObject",
                "description": "Closed: the seed lists every field. SitePageContentSourceWriteObject: the staged write result of a page content write or delete.",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_page_content_source_write"
                    },
                    "session_id": {
                        "type": "string"
                    },
                    "site_id": {
                        "type": "string"
                    },
                    "source_revision": {
                        "type": "string"
                    },
                    "staged_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "written_count": {
                        "type": "integer"
                    },
                    "deleted_count": {
                        "type": "integer"
                    },
                    "diff": {
                        "$ref": "#/components/schemas/SiteSourceDiffObject",
                        "description": "What this write changed in the session tree (mode patch)."
                    },
                    "validation": {
                        "$ref": "#/components/schemas/SiteSourceValidationObject"
                    },
                    "locale": {
                        "type": "string"
                    },
                    "page_id": {
                        "type": "string",
                        "pattern": "^wpag_[0-9A-Za-z]{21}$"
                    },
                    "path": {
                        "type": "string"
                    }
                },
                "required": [
                    "session_id",
                    "site_id",
                    "source_revision",
                    "staged_at",
                    "written_count",
                    "deleted_count",
                    "diff",
                    "validation",
                    "locale",
                    "page_id",
                    "path"
                ],
                "additionalProperties": false
            },
            "SiteDevelopmentSessionPreviewObject": {
                "title": "SiteDevelopmentSessionPreviewObject",
                "description": "Open: the seed leaves further fields not shown. SiteDevelopmentSessionPreviewObject (fields not shown in the seed): a preview of a session at its current revision.",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_development_session_preview",
                        "x-beyond-seed": true
                    },
                    "session_id": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "site_id": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "preview_url": {
                        "type": "string",
                        "format": "uri",
                        "x-beyond-seed": true
                    },
                    "expires_at": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    },
                    "source_revision": {
                        "type": "string",
                        "x-beyond-seed": true
                    }
                },
                "required": [
                    "preview_url"
                ]
            },
            "SiteSourceBatchRequest": {
                "title": "SiteSourceBatchRequest",
                "description": "Body of PATCH …/development-sessions/{session_id}/source:batch.",
                "type": "object",
                "properties": {
                    "source_revision": {
                        "type": "string",
                        "minLength": 1,
                        "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
                    },
                    "files": {
                        "$ref": "#/components/schemas/SiteSourceFiles"
                    },
                    "delete_paths": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        },
                        "description": "Source paths to delete; a path that does not exist is not an error."
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    }
                },
                "required": [
                    "source_revision"
                ],
                "additionalProperties": false
            },
            "SiteSourceBatchWriteObject": {
                "title": "SiteSourceBatchWriteObject",
                "description": "Open: the seed leaves further fields not shown. Result of a source batch write: the staged write result (its success shape is not shown in the seed).",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_source_batch_write",
                        "x-beyond-seed": true
                    },
                    "session_id": {
                        "type": "string"
                    },
                    "site_id": {
                        "type": "string"
                    },
                    "source_revision": {
                        "type": "string"
                    },
                    "staged_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "written_count": {
                        "type": "integer"
                    },
                    "deleted_count": {
                        "type": "integer"
                    },
                    "diff": {
                        "$ref": "#/components/schemas/SiteSourceDiffObject",
                        "description": "What this write changed in the session tree (mode patch)."
                    },
                    "validation": {
                        "$ref": "#/components/schemas/SiteSourceValidationObject"
                    }
                },
                "required": [
                    "session_id",
                    "site_id",
                    "source_revision",
                    "staged_at",
                    "written_count",
                    "deleted_count",
                    "diff",
                    "validation"
                ]
            },
            "SiteNavigationObject": {
                "title": "SiteNavigationObject",
                "description": "Open: the seed leaves further fields not shown. SiteNavigationObject: every live navigation item, menu by menu (menus sorted by key).",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_navigation",
                        "x-beyond-seed": true
                    },
                    "items": {
                        "type": "array",
                        "items": {
                            "$ref": "#/components/schemas/SiteNavigationItem"
                        }
                    }
                },
                "required": [
                    "items"
                ]
            },
            "SitePageListResponse": {
                "title": "SitePageListResponse",
                "description": "Closed: the seed lists every field. SitePageListResponse: a page of live pages (oldest first), in the list envelope.",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "list"
                    },
                    "items": {
                        "type": "array",
                        "items": {
                            "$ref": "#/components/schemas/SitePageObject"
                        }
                    },
                    "has_more": {
                        "type": "boolean"
                    },
                    "next_cursor": {
                        "type": "string"
                    },
                    "url": {
                        "type": "string"
                    }
                },
                "required": [
                    "items",
                    "has_more"
                ],
                "additionalProperties": false
            },
            "SitePageObject": {
                "title": "SitePageObject",
                "description": "Open: the seed leaves further fields not shown. SitePageObject: a live page, read from pages/<key>.json of the live tree (fields include created_at, description, id).",
                "type": "object",
                "properties": {
                    "id": {
                        "type": "string",
                        "pattern": "^wpag_[0-9A-Za-z]{21}$"
                    },
                    "object": {
                        "type": "string",
                        "const": "site_page",
                        "x-beyond-seed": true
                    },
                    "key": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "name": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "slug": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "template_file": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "seo": {
                        "type": "object",
                        "properties": {
                            "title": {
                                "type": "string"
                            },
                            "description": {
                                "type": "string"
                            }
                        },
                        "x-beyond-seed": true
                    },
                    "description": {
                        "type": "string"
                    },
                    "is_published": {
                        "type": "boolean",
                        "x-beyond-seed": true
                    },
                    "is_in_menu": {
                        "type": "boolean",
                        "x-beyond-seed": true
                    },
                    "menu_order": {
                        "type": "integer",
                        "x-beyond-seed": true
                    },
                    "requires_auth": {
                        "type": "boolean",
                        "x-beyond-seed": true
                    },
                    "created_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "updated_at": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    }
                },
                "required": [
                    "id"
                ]
            },
            "SitePageContentListResponse": {
                "title": "SitePageContentListResponse",
                "description": "Open: the seed leaves further fields not shown. SitePageContentListResponse: all live content of a page, one item per locale.",
                "type": "object",
                "properties": {
                    "items": {
                        "type": "array",
                        "items": {
                            "$ref": "#/components/schemas/SitePageContentObject"
                        }
                    },
                    "has_more": {
                        "type": "boolean"
                    }
                },
                "required": [
                    "items"
                ]
            },
            "SitePageContentObject": {
                "title": "SitePageContentObject",
                "description": "Open: the seed leaves further fields not shown. SitePageContentObject: live content of a page in one locale (content is an object, optional).",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_page_content",
                        "x-beyond-seed": true
                    },
                    "page_id": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "locale": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "content": {
                        "type": "object"
                    }
                },
                "required": [
                    "page_id",
                    "locale"
                ]
            },
            "SitePublishRequestCreateRequest": {
                "title": "SitePublishRequestCreateRequest",
                "description": "Body of POST /v1/sites/{site_id}/publish-requests.",
                "type": "object",
                "properties": {
                    "session_id": {
                        "type": "string",
                        "minLength": 1
                    },
                    "source_revision": {
                        "type": "string",
                        "minLength": 1,
                        "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    }
                },
                "required": [
                    "session_id",
                    "source_revision"
                ],
                "additionalProperties": false
            },
            "SitePublishRequestObject": {
                "title": "SitePublishRequestObject",
                "description": "Open: the seed leaves further fields not shown. SitePublishRequestObject: approved_at, created_at (required); other fields not shown (id and status are decisions the client needs).",
                "type": "object",
                "properties": {
                    "id": {
                        "type": "string",
                        "pattern": "^sprq_[0-9A-Za-z]{21}$",
                        "x-beyond-seed": true
                    },
                    "object": {
                        "type": "string",
                        "const": "site_publish_request",
                        "x-beyond-seed": true
                    },
                    "site_id": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "session_id": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "source_revision": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "status": {
                        "type": "string",
                        "enum": [
                            "pending",
                            "approved",
                            "published",
                            "rejected"
                        ],
                        "x-beyond-seed": true
                    },
                    "message": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "created_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "approved_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "published_at": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    },
                    "rejected_at": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    },
                    "rejection_reason": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "version_number": {
                        "type": "integer",
                        "x-beyond-seed": true
                    }
                },
                "required": [
                    "id",
                    "status",
                    "created_at"
                ]
            },
            "SitePublishStatusObject": {
                "title": "SitePublishStatusObject",
                "description": "Open: the seed leaves further fields not shown. SitePublishStatusObject: current_version_id, current_version_label, current_version_number, has_unpublished_changes; other fields not shown.",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_publish_status",
                        "x-beyond-seed": true
                    },
                    "site_id": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "current_version_id": {
                        "type": "string"
                    },
                    "current_version_label": {
                        "type": "string"
                    },
                    "current_version_number": {
                        "type": "integer",
                        "minimum": 0
                    },
                    "has_unpublished_changes": {
                        "type": "boolean"
                    },
                    "live_source_revision": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "published_at": {
                        "type": "string",
                        "format": "date-time",
                        "x-beyond-seed": true
                    },
                    "pending_request_ids": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        },
                        "x-beyond-seed": true
                    }
                },
                "required": []
            },
            "SiteSourceArchiveObject": {
                "title": "SiteSourceArchiveObject",
                "description": "Closed: the seed lists every field. The whole tree with contents: files (path to content), generated_at, manifest; site_id and source_revision are decisions.",
                "type": "object",
                "properties": {
                    "site_id": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "source_revision": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "generated_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "manifest": {
                        "$ref": "#/components/schemas/SiteSourceManifestObject"
                    },
                    "files": {
                        "type": "object",
                        "additionalProperties": {
                            "$ref": "#/components/schemas/SiteSourceFilePayload"
                        }
                    }
                },
                "required": [
                    "generated_at",
                    "manifest"
                ],
                "additionalProperties": false
            },
            "SiteSourceDiffRequest": {
                "title": "SiteSourceDiffRequest",
                "description": "Body of POST /v1/sites/{site_id}/source/diff and /source/validate.",
                "type": "object",
                "properties": {
                    "files": {
                        "$ref": "#/components/schemas/SiteSourceFiles"
                    },
                    "delete_paths": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        },
                        "description": "Source paths to delete; a path that does not exist is not an error."
                    },
                    "include_unchanged": {
                        "type": "boolean"
                    },
                    "mode": {
                        "type": "string",
                        "enum": [
                            "archive",
                            "patch"
                        ],
                        "description": "archive: files is the complete desired tree; patch (default): files and delete_paths apply on top of live."
                    },
                    "source_revision": {
                        "type": "string",
                        "minLength": 1,
                        "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
                    }
                },
                "additionalProperties": false
            },
            "SiteSourceDiffObject": {
                "title": "SiteSourceDiffObject",
                "description": "Closed: the seed lists every field. Difference between two source trees (object = site_source_diff).",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_source_diff"
                    },
                    "site_id": {
                        "type": "string"
                    },
                    "source_revision": {
                        "type": "string"
                    },
                    "mode": {
                        "type": "string",
                        "enum": [
                            "archive",
                            "patch"
                        ]
                    },
                    "generated_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "has_changes": {
                        "type": "boolean"
                    },
                    "summary": {
                        "$ref": "#/components/schemas/SiteSourceDiffSummary"
                    },
                    "changes": {
                        "type": "array",
                        "items": {
                            "$ref": "#/components/schemas/SiteSourceDiffChange"
                        }
                    },
                    "validation": {
                        "$ref": "#/components/schemas/SiteSourceValidationObject"
                    }
                },
                "required": [
                    "changes",
                    "generated_at",
                    "has_changes",
                    "mode",
                    "site_id",
                    "source_revision",
                    "summary",
                    "validation"
                ],
                "additionalProperties": false
            },
            "SiteSourceFileObject": {
                "title": "SiteSourceFileObject",
                "description": "Closed: the seed lists every field. One file: binary, byte_size (required), checksum; path, content and encoding are decisions.",
                "type": "object",
                "properties": {
                    "path": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "byte_size": {
                        "type": "integer",
                        "minimum": 0
                    },
                    "binary": {
                        "type": "boolean"
                    },
                    "checksum": {
                        "type": "string"
                    },
                    "content": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "encoding": {
                        "type": "string",
                        "enum": [
                            "utf8",
                            "base64"
                        ],
                        "x-beyond-seed": true
                    }
                },
                "required": [
                    "path",
                    "binary",
                    "byte_size",
                    "content",
                    "encoding"
                ],
                "additionalProperties": false
            },
            "SiteSourceFileListResponse": {
                "title": "SiteSourceFileListResponse",
                "description": "Closed: the seed lists every field. SiteSourceFileListResponse: items (required), has_more, and the list envelope's object, next_cursor, url. Sorted by path; starting_after takes a path.",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "list"
                    },
                    "items": {
                        "type": "array",
                        "items": {
                            "$ref": "#/components/schemas/SiteSourceFileEntry"
                        }
                    },
                    "has_more": {
                        "type": "boolean"
                    },
                    "next_cursor": {
                        "type": "string"
                    },
                    "url": {
                        "type": "string"
                    }
                },
                "required": [
                    "items"
                ],
                "additionalProperties": false
            },
            "SiteSourceManifestObject": {
                "title": "SiteSourceManifestObject",
                "description": "Closed: the seed lists every field. Every file of the tree, sorted by path. site_id and source_revision (the revision the files are at) are decisions; clients need source_revision to open a session.",
                "type": "object",
                "properties": {
                    "site_id": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "source_revision": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "files": {
                        "type": "array",
                        "items": {
                            "$ref": "#/components/schemas/SiteSourceFileEntry"
                        }
                    }
                },
                "required": [
                    "files",
                    "source_revision"
                ],
                "additionalProperties": false
            },
            "SiteSourceValidationObject": {
                "title": "SiteSourceValidationObject",
                "description": "Closed: the seed lists every field. SiteSourceValidationObject (object = site_source_validation): the result of validating a source tree.",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_source_validation"
                    },
                    "site_id": {
                        "type": "string"
                    },
                    "source_revision": {
                        "type": "string"
                    },
                    "checked_at": {
                        "type": "string",
                        "format": "date-time"
                    },
                    "valid": {
                        "type": "boolean"
                    },
                    "errors": {
                        "type": "array",
                        "items": {
                            "$ref": "#/components/schemas/SiteSourceValidationIssue"
                        }
                    },
                    "warnings": {
                        "type": "array",
                        "items": {
                            "$ref": "#/components/schemas/SiteSourceValidationIssue"
                        }
                    },
                    "files": {
                        "type": "array",
                        "items": {
                            "$ref": "#/components/schemas/SiteSourceFileEntry"
                        }
                    },
                    "source_context": {
                        "type": "object"
                    }
                },
                "required": [
                    "checked_at",
                    "site_id",
                    "source_revision",
                    "valid",
                    "files"
                ],
                "additionalProperties": false
            },
            "Issue": {
                "title": "Issue",
                "description": "Open: the seed leaves further fields not shown. One problem, as found in PublicError.details.errors (its fields are a decision of docs/platform-contract.md section 1). path is a source path or a JSON pointer into the request body; line/column are 1-based.",
                "type": "object",
                "properties": {
                    "code": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "message": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "path": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "line": {
                        "type": "integer",
                        "minimum": 1,
                        "x-beyond-seed": true
                    },
                    "column": {
                        "type": "integer",
                        "minimum": 1,
                        "x-beyond-seed": true
                    },
                    "field": {
                        "type": "string",
                        "x-beyond-seed": true
                    }
                },
                "required": [
                    "code",
                    "message"
                ]
            },
            "DecimalInput": {
                "title": "DecimalInput",
                "description": "A decimal on write: a non-negative number or a decimal string with at most two decimals. Returned as a string with two decimals.",
                "anyOf": [
                    {
                        "type": "number",
                        "minimum": 0
                    },
                    {
                        "type": "string",
                        "pattern": "^\\d+(\\.\\d{1,2})?$"
                    }
                ]
            },
            "SiteSourceDiffChange": {
                "title": "SiteSourceDiffChange",
                "description": "Open: the seed leaves further fields not shown. One changed path of a source diff (elements of diff changes: not shown; these fields are decisions).",
                "type": "object",
                "properties": {
                    "path": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "change": {
                        "type": "string",
                        "enum": [
                            "added",
                            "modified",
                            "deleted",
                            "unchanged"
                        ],
                        "x-beyond-seed": true
                    },
                    "byte_size": {
                        "type": "integer",
                        "minimum": 0,
                        "x-beyond-seed": true
                    },
                    "previous_byte_size": {
                        "type": "integer",
                        "minimum": 0,
                        "x-beyond-seed": true
                    },
                    "binary": {
                        "type": "boolean",
                        "x-beyond-seed": true
                    }
                },
                "required": [
                    "path",
                    "change"
                ]
            },
            "SiteSourceDiffSummary": {
                "title": "SiteSourceDiffSummary",
                "description": "Open: the seed leaves further fields not shown. Counts of a source diff by kind of change (not shown in the seed; a decision).",
                "type": "object",
                "properties": {
                    "added": {
                        "type": "integer",
                        "x-beyond-seed": true
                    },
                    "modified": {
                        "type": "integer",
                        "x-beyond-seed": true
                    },
                    "deleted": {
                        "type": "integer",
                        "x-beyond-seed": true
                    },
                    "unchanged": {
                        "type": "integer",
                        "x-beyond-seed": true
                    }
                },
                "required": [
                    "added",
                    "modified",
                    "deleted",
                    "unchanged"
                ]
            },
            "SiteSourceFileEntry": {
                "title": "SiteSourceFileEntry",
                "description": "Open: the seed leaves further fields not shown. One file of a source tree: binary and byte_size (required), checksum; further fields not shown (path is a decision).",
                "type": "object",
                "properties": {
                    "path": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "byte_size": {
                        "type": "integer",
                        "minimum": 0
                    },
                    "binary": {
                        "type": "boolean",
                        "description": "True when the bytes are not valid UTF-8 or contain NUL."
                    },
                    "checksum": {
                        "type": "string",
                        "description": "Lowercase hex digest of the bytes (SHA-256 by default)."
                    }
                },
                "required": [
                    "path",
                    "binary",
                    "byte_size"
                ]
            },
            "SiteSourceFilePayload": {
                "title": "SiteSourceFilePayload",
                "description": "The content of one file in a write body (docs/platform-contract.md §6).",
                "type": "object",
                "properties": {
                    "content": {
                        "type": "string",
                        "description": "The file content: text for utf8, base64 of the bytes for base64."
                    },
                    "encoding": {
                        "type": "string",
                        "enum": [
                            "utf8",
                            "base64"
                        ]
                    }
                },
                "required": [
                    "content",
                    "encoding"
                ],
                "additionalProperties": false
            },
            "SiteSourceFiles": {
                "title": "SiteSourceFiles",
                "description": "Files of a write body: source path → content. Paths are checked by the server (POSIX, relative, no ./.. segments, at most 512 bytes).",
                "type": "object",
                "additionalProperties": {
                    "$ref": "#/components/schemas/SiteSourceFilePayload"
                }
            },
            "SiteSourceValidationIssue": {
                "title": "SiteSourceValidationIssue",
                "description": "Open: the seed leaves further fields not shown. One validation issue of a source tree (elements not shown in the seed; these fields are decisions). line and column are 1-based.",
                "type": "object",
                "properties": {
                    "code": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "message": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "path": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "line": {
                        "type": "integer",
                        "minimum": 1,
                        "x-beyond-seed": true
                    },
                    "column": {
                        "type": "integer",
                        "minimum": 1,
                        "x-beyond-seed": true
                    },
                    "field": {
                        "type": "string",
                        "description": "The field inside the file, e.g. items[0].page.",
                        "x-beyond-seed": true
                    },
                    "severity": {
                        "type": "string",
                        "enum": [
                            "error",
                            "warning"
                        ],
                        "x-beyond-seed": true
                    }
                },
                "required": [
                    "code",
                    "message"
                ]
            },
            "SiteNavigationItem": {
                "title": "SiteNavigationItem",
                "description": "Open: the seed leaves further fields not shown. A live navigation item: label (required), is_published, object; further fields not shown.",
                "type": "object",
                "properties": {
                    "object": {
                        "type": "string",
                        "const": "site_navigation_item"
                    },
                    "menu_key": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "label": {
                        "type": "string"
                    },
                    "page_id": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "url": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "is_published": {
                        "type": "boolean"
                    }
                },
                "required": [
                    "label"
                ]
            }
        }
    }
};

;// CONCATENATED MODULE: ./src/emulator/contract/description.ts
/**
 * The platform's OpenAPI description (schemas/platform/openapi.yaml, bundled by `npm run gen:types`)
 * as the emulator reads it: the response schema of a route, and the schema nodes behind `$ref`s.
 * The emulator serves the same document at /openapi.json.
 */

const isNode = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
class ContractDescription {
    document;
    constructor(document = PLATFORM_OPENAPI) {
        this.document = document;
    }
    /** The node a local `$ref` (`#/components/schemas/X`) points at. */
    resolve(ref) {
        if (!ref.startsWith('#/'))
            throw new Error(`only local references are bundled, got ${ref}`);
        let node = this.document;
        for (const raw of ref.slice(2).split('/')) {
            const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
            node = isNode(node) ? node[key] : undefined;
            if (node === undefined)
                throw new Error(`unresolved reference ${ref}`);
        }
        return node;
    }
    /** Follows `$ref`s until a node that is not a bare reference. */
    deref(node) {
        let current = node;
        for (let hops = 0; isNode(current) && typeof current.$ref === 'string'; hops++) {
            if (hops > 32)
                throw new Error('reference cycle in the description');
            current = this.resolve(current.$ref);
        }
        return current;
    }
    /** The operation for an emulator route path (`/v1/sites/:site_id`), or undefined. */
    operation(method, routePath) {
        const paths = this.document.paths;
        if (!isNode(paths))
            return undefined;
        const item = paths[openApiPath(routePath)];
        const op = isNode(item) ? item[method.toLowerCase()] : undefined;
        return isNode(op) ? op : undefined;
    }
    /**
     * Where the JSON schema of the body a route answers with `status` is (a `#/…` pointer into the
     * document): its own response for that status, else the error body for any non-2xx; undefined
     * when the description has no such route or a 2xx it does not declare.
     */
    responseSchemaPointer(method, routePath, status) {
        const op = this.operation(method, routePath);
        if (!op)
            return undefined;
        const responses = isNode(op.responses) ? op.responses : {};
        const declared = responses[String(status)];
        if (declared === undefined) {
            return status >= 200 && status < 300 ? undefined : '#/components/schemas/ErrorResponse';
        }
        const pointer = isNode(declared) && typeof declared.$ref === 'string'
            ? declared.$ref
            : `#/paths/${description_escape(openApiPath(routePath))}/${method.toLowerCase()}/responses/${status}`;
        return `${pointer}/content/application~1json/schema`;
    }
    /** The JSON schema of that body (see responseSchemaPointer). */
    responseSchema(method, routePath, status) {
        const pointer = this.responseSchemaPointer(method, routePath, status);
        return pointer === undefined ? undefined : this.resolve(pointer);
    }
}
const description_escape = (segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
/** `/v1/sites/:site_id/…/:session_id/source:batch` → `/v1/sites/{site_id}/…/{session_id}/source:batch`. */
function openApiPath(routePath) {
    return routePath
        .split('/')
        .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment))
        .join('/');
}

;// CONCATENATED MODULE: ./src/emulator/contract/schema-view.ts
/** The required fields of `value`, its conditional ones included. */
function requiredOf(view, value) {
    const holds = (when) => Object.entries(when).every(([field, constant]) => value[field] === constant);
    const extra = view.conditional.filter((c) => holds(c.when)).flatMap((c) => c.required);
    return extra.length === 0 ? view.required : new Set([...view.required, ...extra]);
}
const schema_view_isNode = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function viewOf(description, schemas) {
    const properties = new Map();
    const forbidden = new Set();
    const required = new Set();
    const values = [];
    const items = [];
    const conditional = [];
    const seen = new Set();
    /** `binding`: the node's `required` binds the value (false under anyOf/oneOf alternatives). */
    const visit = (raw, binding) => {
        const node = description.deref(raw);
        if (!schema_view_isNode(node) || seen.has(node))
            return;
        seen.add(node);
        if (Array.isArray(node.allOf))
            for (const sub of node.allOf)
                visit(sub, binding);
        for (const part of [node.anyOf, node.oneOf]) {
            if (Array.isArray(part))
                for (const sub of part)
                    visit(sub, false);
        }
        if (schema_view_isNode(node.properties)) {
            for (const [name, sub] of Object.entries(node.properties)) {
                if (sub === false)
                    forbidden.add(name);
                else
                    properties.set(name, [...(properties.get(name) ?? []), sub]);
            }
        }
        if (binding && Array.isArray(node.required))
            for (const name of node.required)
                required.add(String(name));
        if (schema_view_isNode(node.additionalProperties))
            values.push(node.additionalProperties);
        if (node.items !== undefined && typeof node.items !== 'boolean')
            items.push(node.items);
        const condition = schema_view_isNode(node.if) && schema_view_isNode(node.if.properties) ? node.if.properties : undefined;
        if (binding && condition && schema_view_isNode(node.then) && Array.isArray(node.then.required)) {
            const when = {};
            for (const [field, sub] of Object.entries(condition))
                if (schema_view_isNode(sub) && 'const' in sub)
                    when[field] = sub.const;
            conditional.push({ when, required: node.then.required.map(String) });
        }
    };
    for (const schema of schemas)
        visit(schema, true);
    for (const name of forbidden)
        properties.delete(name);
    return { properties, forbidden, required, isRecord: properties.size > 0, values, items, conditional };
}

;// CONCATENATED MODULE: ./src/emulator/contract/shape.ts


const RESPONSE_SHAPES = ['strict', 'minimal', 'noisy'];
function isResponseShape(value) {
    return typeof value === 'string' && RESPONSE_SHAPES.includes(value);
}
const isPlainObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Unknown fields the noisy shape adds, none of them a field of any schema of the description. */
const NOISE = [
    ['livemode', () => false],
    ['trace_id', (n) => `trc_${((n * 2654435761) >>> 0).toString(36)}`],
    ['metadata', (n) => ({ rendition: 'noisy', sequence: n })],
    ['_links', (n) => ({ self: { href: `/v1/noise/${n}` } })],
    ['legacy_flags', (n) => [n % 2 === 0, 'beta']],
    ['shard', (n) => n % 16],
    ['deprecated_note', () => null],
];
class ResponseShaper {
    description;
    views = new WeakMap();
    constructor(description) {
        this.description = description;
    }
    view(schemas) {
        let view = this.views.get(schemas);
        if (!view) {
            view = viewOf(this.description, schemas);
            this.views.set(schemas, view);
        }
        return view;
    }
    /** The schemas of `data` in the success answer described by `schema`. */
    dataSchemas(schema) {
        return this.view([schema]).properties.get('data') ?? [];
    }
    /** Required fields and client-written fields only. */
    minimal(value, schemas) {
        if (Array.isArray(value)) {
            const items = this.view(schemas).items;
            return value.map((item) => this.minimal(item, items));
        }
        if (!isPlainObject(value))
            return value;
        const view = this.view(schemas);
        if (!view.isRecord) {
            if (view.values.length === 0)
                return value; // free-form: verbatim
            return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.minimal(v, view.values)]));
        }
        const written = writtenFieldsOf(value);
        const required = requiredOf(view, value);
        const out = {};
        for (const [key, field] of Object.entries(value)) {
            if (!required.has(key) && !written?.has(key))
                continue;
            out[key] = this.minimal(field, view.properties.get(key) ?? view.values);
        }
        return out;
    }
    /** Extra unknown fields in every record and keys in another order; deterministic for one body. */
    noisy(value, schemas, seed) {
        let counter = seed >>> 0;
        const walk = (node, nodeSchemas) => {
            if (Array.isArray(node)) {
                const items = this.view(nodeSchemas).items;
                return node.map((item) => walk(item, items));
            }
            if (!isPlainObject(node))
                return node;
            const view = this.view(nodeSchemas);
            if (!view.isRecord && view.values.length === 0)
                return node; // free-form: verbatim
            const entries = Object.entries(node).map(([k, v]) => [
                k,
                walk(v, view.properties.get(k) ?? view.values),
            ]);
            entries.reverse();
            if (view.isRecord) {
                for (let added = 0, tries = 0; added < 2 && tries < NOISE.length; tries++) {
                    counter = (counter + 1) >>> 0;
                    const [name, make] = NOISE[(counter + tries) % NOISE.length];
                    if (view.properties.has(name) || name in node || entries.some(([k]) => k === name))
                        continue;
                    entries.splice(added === 0 ? 0 : Math.ceil(entries.length / 2), 0, [name, make(counter)]);
                    added++;
                }
            }
            return Object.fromEntries(entries);
        };
        return walk(value, schemas);
    }
}
/** A 32-bit FNV-1a hash of a body: the seed of its noise. */
function noiseSeed(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}

;// CONCATENATED MODULE: ./src/emulator/contract/render.ts

const isApiRoute = (path) => path === '/v1' || path.startsWith('/v1/');
function createResponseRenderer(options) {
    const { shape, description } = options;
    const shaper = new ResponseShaper(description);
    const bodySchemas = new Map();
    const bodySchemasOf = (method, route, status) => {
        const key = `${method} ${route ?? '-'} ${status}`;
        let schemas = bodySchemas.get(key);
        if (!schemas) {
            const schema = route === undefined
                ? status >= 400
                    ? { $ref: '#/components/schemas/ErrorResponse' }
                    : undefined
                : description.responseSchema(method, route, status);
            schemas = schema === undefined ? [] : [schema];
            bodySchemas.set(key, schemas);
        }
        return schemas;
    };
    return {
        wrapRoutes(routes) {
            return routes.map((route) => {
                if (!isApiRoute(route.path))
                    return route;
                const schema = description.responseSchema(route.method, route.path, 200);
                if (schema === undefined) {
                    throw new Error(`${route.method} ${route.path} is not in schemas/platform/openapi.yaml: describe it there`);
                }
                if (shape !== 'minimal')
                    return route;
                const dataSchemas = shaper.dataSchemas(schema);
                return {
                    ...route,
                    handler: async (ctx) => {
                        const result = await route.handler(ctx);
                        return result.raw ? result : { ...result, data: shaper.minimal(result.data ?? {}, dataSchemas) };
                    },
                };
            });
        },
        finish(outcome, exchange) {
            let out = outcome;
            const json = outcome.contentType.startsWith('application/json');
            if (shape === 'noisy' && json && isApiRoute(exchange.path)) {
                const text = typeof outcome.body === 'string' ? outcome.body : outcome.body.toString('utf8');
                const schemas = bodySchemasOf(exchange.method, exchange.route?.path, outcome.status);
                if (schemas.length > 0 && text.length > 0) {
                    const noisy = shaper.noisy(JSON.parse(text), schemas, noiseSeed(text));
                    out = { ...outcome, body: JSON.stringify(noisy) };
                }
            }
            if (options.onResponse) {
                options.onResponse({
                    method: exchange.method,
                    path: exchange.path,
                    route: exchange.route?.path ?? null,
                    status: out.status,
                    contentType: out.contentType,
                    body: typeof out.body === 'string' ? out.body : out.body.toString('utf8'),
                });
            }
            return out;
        },
    };
}
/** GET /openapi.json: the description (JSON), its server the emulator that serves it. */
function openApiRoute(description) {
    return {
        method: 'GET',
        path: '/openapi.json',
        scope: null,
        idempotent: false,
        public: true,
        handler: (ctx) => ({
            raw: {
                contentType: 'application/json; charset=utf-8',
                body: JSON.stringify({
                    ...description.document,
                    servers: [{ url: ctx.baseUrl, description: 'this sitesync platform emulator' }],
                }),
            },
        }),
    };
}

;// CONCATENATED MODULE: ./src/emulator/crm/customers.ts


const CUSTOMER_STATUSES = ['active', 'inactive', 'lead', 'prospect', 'pending'];
const CUSTOMER_TYPES = ['individual', 'business', 'government', 'non_profit'];
function customers_write(deps, customer, body) {
    const next = structuredClone(customer);
    applyFields(next, body);
    if (body.status !== undefined && body.status !== 'inactive')
        delete next.archived_at;
    stamp(next, deps.clock.now());
    deps.state.customers.put(next);
    return next;
}
function createCustomer(deps, body) {
    const now = deps.clock.now().toISOString();
    return customers_write(deps, { id: deps.newId('cust'), status: 'active', created_at: now, updated_at: now, [WRITTEN_KEY]: [] }, body);
}
function archiveCustomer(deps, customer) {
    if (customer.archived_at !== undefined)
        return customer;
    const now = deps.clock.now().toISOString();
    const next = { ...customer, status: 'inactive', archived_at: now, updated_at: now };
    markWrittenFields(next, ['status']);
    deps.state.customers.put(next);
    return next;
}
function customerRoutes(deps) {
    return resourceRoutes({
        basePath: '/v1/customers',
        idParam: 'customer_id',
        scopePrefix: 'customers',
        createSchema: 'platform/customer-create.schema.json',
        updateSchema: 'platform/customer-update.schema.json',
        collection: deps.state.customers,
        create: (body) => createCustomer(deps, body),
        update: (entity, body) => customers_write(deps, entity, body),
        archive: (entity) => archiveCustomer(deps, entity),
        present: (entity) => present(entity, 'customer'),
        filter: (items, query) => filterByEnum(filterByEnum(items, query, 'status', CUSTOMER_STATUSES), query, 'customer_type', CUSTOMER_TYPES),
    });
}

;// CONCATENATED MODULE: ./src/emulator/events/catalog.ts
/** Summarises a group of routes: its /v1 routes and the scopes they need. */
function describeGroup(name, routes) {
    const api = routes.filter((r) => r.path.startsWith('/v1/'));
    const scopes = [...new Set(api.map((r) => r.scope).filter((s) => s !== null))].sort();
    return { name, scopes, routeCount: api.length };
}
const WEBHOOK_EVENTS = [
    {
        name: 'customer.created',
        domain: 'crm',
        scope: 'customers:read',
        description: 'A customer was created.',
    },
    {
        name: 'customer.updated',
        domain: 'crm',
        scope: 'customers:read',
        description: 'A customer was updated or archived.',
    },
    {
        name: 'product.created',
        domain: 'commerce',
        scope: 'products:read',
        description: 'A product was created.',
    },
    {
        name: 'product.updated',
        domain: 'commerce',
        scope: 'products:read',
        description: 'A product was updated or archived.',
    },
    { name: 'brand.created', domain: 'commerce', scope: 'brands:read', description: 'A brand was created.' },
    {
        name: 'brand.updated',
        domain: 'commerce',
        scope: 'brands:read',
        description: 'A brand was updated or archived.',
    },
    {
        name: 'category.created',
        domain: 'commerce',
        scope: 'categories:read',
        description: 'A category was created.',
    },
    {
        name: 'category.updated',
        domain: 'commerce',
        scope: 'categories:read',
        description: 'A category was updated or archived.',
    },
    {
        name: 'service.created',
        domain: 'commerce',
        scope: 'services:write',
        description: 'A service was created.',
    },
    {
        name: 'site.publish_request.created',
        domain: 'sites',
        scope: 'site_publish:read',
        description: 'A publish request was filed.',
    },
    {
        name: 'site.published',
        domain: 'sites',
        scope: 'site_publish:read',
        description: 'A site version went live.',
    },
];
function eventCatalog(groups, allScopes) {
    return {
        object: 'event_catalog',
        environment: 'emulator',
        events: WEBHOOK_EVENTS.map((e) => e.name),
        scopes: [...allScopes],
        resources: groups.map((g) => ({
            name: g.name,
            object: 'developer_resource',
            route_count: g.routeCount,
            scopes: [...g.scopes],
        })),
        webhook_events: WEBHOOK_EVENTS.map((e) => ({
            name: e.name,
            domain: e.domain,
            version: 'v1',
            lifecycle: 'stable',
            description: e.description,
            scopes: [e.scope],
        })),
    };
}
/** The events route group; `groups` is read at request time so every group (including itself) is listed. */
function eventRoutes(groups, allScopes) {
    return [
        {
            method: 'GET',
            path: '/v1/events',
            scope: 'webhooks:read',
            idempotent: false,
            handler: () => ({ data: eventCatalog(groups(), allScopes) }),
        },
    ];
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/emulator/fixture.ts
/**
 * The seed fixture (`--seed FILE`, JSON or YAML): API keys, sites and a catalog whose entries refer
 * to each other by slug (`brand: acme`, `category: shoes`, `parent: footwear`). Catalog entries go
 * through the same schemas and rules as API writes; an error names the entry.
 */







/** Reads a fixture from a .json/.yaml/.yml file (or returns the object given). */
function loadFixture(seed) {
    if (typeof seed !== 'string')
        return seed;
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(seed, 'utf8');
    }
    catch (err) {
        throw new Error(`cannot read seed fixture ${seed}: ${err instanceof Error ? err.message : String(err)}`, {
            cause: err,
        });
    }
    let parsed;
    try {
        parsed = /\.json$/i.test(seed) ? JSON.parse(text) : (0,dist/* parse */.qg)(text);
    }
    catch (err) {
        throw new Error(`seed fixture ${seed} cannot be parsed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new Error(`seed fixture ${seed} must be an object with api_keys, sites and/or catalog`);
    }
    return parsed;
}
/**
 * Finds entries of a collection by slug (any status; the first in creation order), from a map made
 * once: seeding 50k products looked brands and categories up by a scan of a copy of each list.
 */
function slugLookup(collection) {
    let ids;
    return (slug, where, field) => {
        if (!ids) {
            ids = new Map();
            for (const e of collection.list())
                if (typeof e.slug === 'string' && !ids.has(e.slug))
                    ids.set(e.slug, e.id);
        }
        const id = ids.get(slug);
        if (id === undefined)
            throw new Error(`${where}: ${field} "${String(slug)}" names no ${collection.kind} with that slug`);
        return id;
    };
}
function run(where, action) {
    try {
        return action();
    }
    catch (err) {
        if (err instanceof ApiError) {
            const issues = err.details?.errors ?? [];
            const detail = issues.map((i) => `${i.field ?? ''} ${i.message}`.trim()).join('; ');
            throw new Error(`${where}: ${detail || err.message}`, { cause: err });
        }
        throw err;
    }
}
/** Creates the fixture's catalog in dependency order: brands, categories (then parents), products, customers. */
function seedCatalog(deps, validator, catalog, origin = 'seed') {
    if (!catalog)
        return;
    const { state } = deps;
    (catalog.brands ?? []).forEach((entry, i) => {
        const where = `${origin}: catalog.brands[${i}]`;
        run(where, () => {
            validator.validate('platform/brand-create.schema.json', entry);
            createBrand(deps, entry);
        });
    });
    const parents = [];
    (catalog.categories ?? []).forEach((entry, i) => {
        const where = `${origin}: catalog.categories[${i}]`;
        const { parent, ...body } = entry;
        run(where, () => {
            validator.validate('platform/category-create.schema.json', body);
            const category = createCategory(deps, body);
            if (parent !== undefined)
                parents.push({ category, parent, where });
        });
    });
    // Slugs do not change from here on (parents only set parent_category_id), so one map each serves.
    const categoryBySlug = slugLookup(state.categories);
    const brandBySlug = slugLookup(state.brands);
    for (const { category, parent, where } of parents) {
        const parentId = categoryBySlug(parent, where, 'parent');
        run(where, () => updateCategory(deps, state.categories.require(category.id), { parent_category_id: parentId }));
    }
    (catalog.products ?? []).forEach((entry, i) => {
        const where = `${origin}: catalog.products[${i}]`;
        const { brand, category, ...body } = entry;
        if (brand !== undefined)
            body.brand_id = brandBySlug(brand, where, 'brand');
        if (category !== undefined)
            body.category_id = categoryBySlug(category, where, 'category');
        run(where, () => {
            validator.validate('platform/product-create.schema.json', body);
            createProduct(deps, body);
        });
    });
    (catalog.customers ?? []).forEach((entry, i) => {
        run(`${origin}: catalog.customers[${i}]`, () => {
            validator.validate('platform/customer-create.schema.json', entry);
            createCustomer(deps, entry);
        });
    });
}

;// CONCATENATED MODULE: ./src/emulator/http/canonical-json.ts
/** Canonical JSON (object keys sorted, no whitespace): what idempotency compares bodies by. */
function canonicalJson(value) {
    return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const key of Object.keys(value).sort())
            out[key] = sortKeys(value[key]);
        return out;
    }
    return value;
}

;// CONCATENATED MODULE: ./src/emulator/http/idempotency.ts
/**
 * Idempotency (docs/platform-contract.md §3). Records are scoped to the credential and live 24 h by
 * the emulator clock. Same key + same method, path and canonical body → the stored response again;
 * a different request under the same key → 409. A request in flight under a key makes a concurrent
 * retry wait for it and replay its response.
 */



const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{16,128}$/;
function fingerprintOf(method, path, body) {
    return { method, path, bodySha256: (0,external_node_crypto_.createHash)('sha256').update(canonicalJson(body)).digest('hex') };
}
/** Throws 400 when an idempotent route has no key or a malformed one; returns the key. */
function requireIdempotencyKey(raw) {
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (key === undefined || key === '') {
        throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'this route requires an Idempotency-Key header');
    }
    if (!KEY_PATTERN.test(key)) {
        throw new ApiError(400, 'INVALID_IDEMPOTENCY_KEY', `Idempotency-Key must be 16 to 128 characters of letters, digits, ".", "_", ":" or "-" (got ${key.length} characters)`);
    }
    return key;
}
function sameRequest(a, b) {
    return a.method === b.method && a.path === b.path && a.bodySha256 === b.bodySha256;
}
class IdempotencyStore {
    clock;
    records = new Map();
    inFlight = new Map();
    constructor(clock) {
        this.clock = clock;
    }
    /** What to do with a request under `key`; throws 409 on a conflicting reuse. */
    begin(credentialId, key, fingerprint) {
        const slot = `${credentialId}\n${key}`;
        const conflict = () => {
            throw new ApiError(409, 'DEVELOPER_IDEMPOTENCY_CONFLICT', `Idempotency-Key "${key}" was already used with a different method, path or body`);
        };
        const pending = this.inFlight.get(slot);
        if (pending) {
            if (!sameRequest(pending.fingerprint, fingerprint))
                conflict();
            return { kind: 'wait', response: pending.done };
        }
        const record = this.records.get(slot);
        if (record && this.isLive(record)) {
            if (!sameRequest(record.fingerprint, fingerprint))
                conflict();
            return { kind: 'replay', response: record.response };
        }
        if (record)
            this.records.delete(slot);
        let settle = () => undefined;
        const done = new Promise((resolve) => (settle = resolve));
        this.inFlight.set(slot, { fingerprint, done });
        return {
            kind: 'new',
            commit: (response) => {
                this.inFlight.delete(slot);
                this.records.set(slot, {
                    credentialId,
                    key,
                    fingerprint,
                    createdAt: this.clock.now().toISOString(),
                    response,
                });
                settle(response);
            },
            abandon: () => {
                this.inFlight.delete(slot);
                settle(undefined);
            },
        };
    }
    isLive(record) {
        return this.clock.now().getTime() - Date.parse(record.createdAt) < IDEMPOTENCY_WINDOW_MS;
    }
    snapshot() {
        return [...this.records.values()].filter((r) => this.isLive(r));
    }
    restore(snapshot) {
        this.records.clear();
        if (!Array.isArray(snapshot))
            return;
        for (const record of snapshot) {
            this.records.set(`${record.credentialId}\n${record.key}`, withBodyDigest(record));
        }
    }
    clear() {
        this.records.clear();
    }
}
/** A record as data files before the body digest stored it: `fingerprint.body`, the canonical JSON. */
function withBodyDigest(record) {
    const { fingerprint } = record;
    if (typeof fingerprint.bodySha256 === 'string' || typeof fingerprint.body !== 'string')
        return record;
    const bodySha256 = (0,external_node_crypto_.createHash)('sha256').update(fingerprint.body).digest('hex');
    return {
        ...record,
        fingerprint: { method: record.fingerprint.method, path: record.fingerprint.path, bodySha256 },
    };
}

;// CONCATENATED MODULE: ./src/emulator/http/rate-limit.ts
/**
 * Rate limit (docs/platform-contract.md §5): `rate_limit` requests per sliding 60 s window per
 * credential, counting the requests it accepted. Over it → 429 with Retry-After = whole seconds
 * until the oldest counted request leaves the window (at least 1).
 */

const RATE_WINDOW_MS = 60_000;
class RateLimiter {
    clock;
    windows = new Map();
    constructor(clock) {
        this.clock = clock;
    }
    /** Counts one request for `credentialId`, or throws 429 without counting it. */
    admit(credentialId, limit) {
        const now = this.clock.now().getTime();
        let times = this.windows.get(credentialId);
        if (!times)
            this.windows.set(credentialId, (times = new AcceptedTimes()));
        times.dropUpTo(now - RATE_WINDOW_MS);
        if (times.count >= limit) {
            const oldest = times.first ?? now;
            const retryAfter = Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - now) / 1000));
            throw new ApiError(429, 'RATE_LIMITED', `rate limit of ${limit} requests per minute exceeded; retry after ${retryAfter} s`, { rate_limit: limit, retry_after: retryAfter }, { 'Retry-After': String(retryAfter) });
        }
        times.push(now);
    }
}
/**
 * The times of one credential's accepted requests, in the order accepted. Dropping the ones at or
 * before a cutoff takes them off the front while the times only grow (the usual case: a key with a
 * limit of a million a minute made each request copy the whole window); after the clock went back,
 * it filters the whole list, as a list kept in order of acceptance must.
 */
class AcceptedTimes {
    times = [];
    head = 0;
    ascending = true;
    get count() {
        return this.times.length - this.head;
    }
    /** The earliest accepted of the times kept. */
    get first() {
        return this.times[this.head];
    }
    push(time) {
        const last = this.times[this.times.length - 1];
        if (this.count > 0 && last !== undefined && time < last)
            this.ascending = false;
        this.times.push(time);
    }
    dropUpTo(cutoff) {
        if (!this.ascending) {
            this.times = this.times.slice(this.head).filter((t) => t > cutoff);
            this.head = 0;
            this.ascending = this.times.every((t, i) => i === 0 || t >= this.times[i - 1]);
            return;
        }
        while (this.head < this.times.length && this.times[this.head] <= cutoff)
            this.head++;
        if (this.head === this.times.length) {
            this.times = [];
            this.head = 0;
        }
        else if (this.head > 1024 && this.head * 2 > this.times.length) {
            this.times = this.times.slice(this.head);
            this.head = 0;
        }
    }
}

;// CONCATENATED MODULE: ./src/emulator/http/request-log.ts
const MAX_LOG_ENTRIES = 10_000;
class RequestLog {
    /** Entries in seq order; those before `head` are dropped (compacted in batches, not per append). */
    entries = [];
    head = 0;
    nextSeq = 1;
    append(entry) {
        const full = { seq: this.nextSeq++, ...entry };
        this.entries.push(full);
        if (this.entries.length - this.head > MAX_LOG_ENTRIES)
            this.head = this.entries.length - MAX_LOG_ENTRIES;
        if (this.head >= MAX_LOG_ENTRIES) {
            this.entries = this.entries.slice(this.head);
            this.head = 0;
        }
        return full;
    }
    /** Entries with seq greater than `since` (all when omitted). */
    list(since = 0) {
        // seq grows by one per entry: the first wanted one is found by a binary search.
        let low = this.head;
        let high = this.entries.length;
        while (low < high) {
            const mid = (low + high) >>> 1;
            if (this.entries[mid].seq > since)
                high = mid;
            else
                low = mid + 1;
        }
        return this.entries.slice(low);
    }
    clear() {
        this.entries = [];
        this.head = 0;
    }
}

;// CONCATENATED MODULE: ./src/emulator/http/router.ts
class Router {
    compiled = [];
    constructor(routes) {
        for (const route of routes)
            this.add(route);
    }
    add(route) {
        const all = splitPath(route.path);
        const last = all[all.length - 1];
        const rest = last?.startsWith('*') ? last.slice(1) : undefined;
        const segments = (rest === undefined ? all : all.slice(0, -1)).map((s) => s.startsWith(':') ? { param: s.slice(1) } : { literal: s });
        const clash = this.compiled.find((c) => c.route.method === route.method && c.route.path === route.path);
        if (clash)
            throw new Error(`route ${route.method} ${route.path} is registered twice`);
        this.compiled.push({ route, segments, ...(rest !== undefined && { rest }) });
    }
    routes() {
        return this.compiled.map((c) => c.route);
    }
    /** The route for `method` and the raw (still percent-encoded) `pathname`, literal routes first. */
    match(method, pathname) {
        const parts = splitPath(pathname);
        let best;
        for (const c of this.compiled) {
            if (c.route.method !== method)
                continue;
            if (c.rest === undefined ? c.segments.length !== parts.length : parts.length <= c.segments.length)
                continue;
            const params = {};
            let literals = 0;
            let ok = true;
            if (c.rest !== undefined) {
                const tail = parts.slice(c.segments.length).map(safeDecode);
                ok = tail.every((t) => t !== '');
                params[c.rest] = tail.join('/');
            }
            for (let i = 0; i < c.segments.length && ok; i++) {
                const seg = c.segments[i];
                const part = parts[i];
                if (seg.literal !== undefined) {
                    ok = seg.literal === safeDecode(part);
                    literals++;
                }
                else {
                    const value = safeDecode(part);
                    ok = value !== '';
                    params[seg.param] = value;
                }
            }
            if (ok && (!best || literals > best.literals))
                best = { match: { route: c.route, params }, literals };
        }
        return best?.match;
    }
}
/**
 * The path as `match` reads it: each segment percent-decoded, a trailing `/` dropped. What a
 * request is (an admin route, the device page, the API) is decided on this, never on the raw text:
 * `/%5F_emulator/reset` and `/device/` reach the same routes as `/__emulator/reset` and `/device`,
 * so they must meet the same guard.
 */
function canonicalPath(pathname) {
    return '/' + splitPath(pathname).map(safeDecode).join('/');
}
function splitPath(path) {
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    return trimmed.split('/').slice(1);
}
function safeDecode(segment) {
    try {
        return decodeURIComponent(segment);
    }
    catch {
        return segment;
    }
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
;// CONCATENATED MODULE: ./src/emulator/http/authenticate.ts
/** Bearer authentication (401) and the scope check (403 naming the scope). */

function bearerToken(header) {
    const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
}
/** The credential of the request's bearer token; 401 when there is none or it is unknown. The key is never echoed. */
function authenticate(header, find) {
    const token = bearerToken(header);
    if (token === undefined) {
        throw new ApiError(401, 'UNAUTHORIZED', 'missing bearer token: send "Authorization: Bearer <API key>"');
    }
    const credential = find(token);
    if (!credential)
        throw new ApiError(401, 'UNAUTHORIZED', 'the bearer token is not a known API key');
    return credential;
}
function requireScope(credential, scope) {
    if (scope === null || credential.scopes.includes(scope))
        return;
    throw new ApiError(403, 'INSUFFICIENT_SCOPE', `missing scope ${scope}`, { required_scope: scope });
}

;// CONCATENATED MODULE: ./src/emulator/http/body.ts

/** 24 MiB: the largest request body (docs/platform-contract.md §6). */
const MAX_BODY_BYTES = 24 * 1024 * 1024;
/** Deepest nesting of objects and arrays a JSON body may have (deeper → 400, never a stack overflow). */
const MAX_JSON_DEPTH = 64;
/** The deepest nesting of `{` / `[` in JSON text, strings skipped; stops counting past `limit`. */
function jsonDepth(text, limit = Number.MAX_SAFE_INTEGER) {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c)
                i++; // backslash: skip the escaped character
            else if (c === 0x22)
                inString = false;
        }
        else if (c === 0x22)
            inString = true;
        else if (c === 0x7b || c === 0x5b) {
            depth++;
            if (depth > deepest)
                deepest = depth;
            if (deepest > limit)
                return deepest;
        }
        else if (c === 0x7d || c === 0x5d)
            depth--;
    }
    return deepest;
}
/** Reads the whole body; over `maxBytes` → 400 REQUEST_TOO_LARGE (the rest is drained, not kept). */
async function readBody(req, maxBytes = MAX_BODY_BYTES) {
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    for await (const chunk of req) {
        size += chunk.length;
        if (size > maxBytes)
            tooLarge = true;
        else
            chunks.push(chunk);
    }
    if (tooLarge) {
        throw new ApiError(400, 'REQUEST_TOO_LARGE', `request body of ${size} bytes is over the limit of ${maxBytes} bytes`);
    }
    return Buffer.concat(chunks);
}
/**
 * `{}` for an empty body; otherwise a JSON object (400 INVALID_REQUEST when it is not one). Form
 * posts are parsed only where `allowForm` is set (the HTML device page); API bodies are always JSON,
 * whatever the Content-Type says.
 */
function parseBody(raw, contentType, allowForm = false) {
    if (raw.length === 0)
        return {};
    const text = raw.toString('utf8');
    if (allowForm && contentType?.startsWith('application/x-www-form-urlencoded')) {
        return Object.fromEntries(new URLSearchParams(text));
    }
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        throw new ApiError(400, 'INVALID_REQUEST', `request body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels`);
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new ApiError(400, 'INVALID_REQUEST', `request body is not valid JSON: ${reason}`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new ApiError(400, 'INVALID_REQUEST', 'request body must be a JSON object');
    }
    return parsed;
}

;// CONCATENATED MODULE: ./src/emulator/http/envelope.ts
function successBody(data) {
    return JSON.stringify({ success: true, data: data ?? {} });
}
function errorBody(errorCode, message, details) {
    return JSON.stringify({
        success: false,
        error: { error_code: errorCode, message, details: details ?? {} },
    });
}
function apiErrorBody(err) {
    return errorBody(err.errorCode, err.message, err.details);
}
/** error_code for a bare status (injected faults and fail-next). */
function errorCodeForStatus(status) {
    switch (status) {
        case 400:
            return 'INVALID_REQUEST';
        case 401:
            return 'UNAUTHORIZED';
        case 403:
            return 'INSUFFICIENT_SCOPE';
        case 404:
            return 'NOT_FOUND';
        case 409:
            return 'CONFLICT';
        case 422:
            return 'VALIDATION_FAILED';
        case 429:
            return 'RATE_LIMITED';
        case 503:
            return 'SERVICE_UNAVAILABLE';
        default:
            return status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST';
    }
}

;// CONCATENATED MODULE: ./src/emulator/http/outcome.ts
/** A response ready to send (or to store for idempotent replay), and how errors become one. */


const JSON_TYPE = 'application/json; charset=utf-8';
function resultOutcome(result) {
    if (result.raw) {
        return {
            status: result.status ?? 200,
            body: result.raw.body,
            contentType: result.raw.contentType,
            headers: result.headers ?? {},
        };
    }
    return {
        status: result.status ?? 200,
        body: successBody(result.data),
        contentType: JSON_TYPE,
        headers: result.headers ?? {},
    };
}
function apiErrorOutcome(err) {
    return { status: err.status, body: apiErrorBody(err), contentType: JSON_TYPE, headers: err.headers ?? {} };
}
/** Any thrown value → an outcome; unexpected errors become 500 INTERNAL_ERROR. */
function errorOutcome(err) {
    if (err instanceof ApiError)
        return apiErrorOutcome(err);
    const reason = err instanceof Error ? err.message : String(err);
    return {
        status: 500,
        body: errorBody('INTERNAL_ERROR', `internal emulator error: ${reason}`),
        contentType: JSON_TYPE,
        headers: {},
    };
}
/** The response of an injected status fault. 429 and 503 carry Retry-After: 1, or the rule's. */
function faultOutcome(status, label, retryAfter = 1) {
    const headers = status === 429 || status === 503 ? { 'Retry-After': String(retryAfter) } : {};
    return {
        status,
        body: errorBody(errorCodeForStatus(status), `injected fault (${label}): the emulator answered ${status} on purpose`),
        contentType: JSON_TYPE,
        headers,
    };
}

;// CONCATENATED MODULE: ./src/emulator/http/server.ts
/**
 * The emulator's HTTP layer on node:http. It owns everything cross-cutting around the RouteDef
 * handlers: latency and seeded faults (/v1 only), bearer auth, rate limit, scope check,
 * Idempotency-Key handling, body parsing and schema validation, envelopes, and the request log.
 */









const PLATFORM_VERSION = '2026-11-01';
const realDelay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function createEmulatorServer(deps) {
    const stalls = new Set();
    const server = (0,external_node_http_.createServer)((req, res) => {
        handle(deps, req, res, stalls).catch((err) => {
            // Last resort: the pipeline itself failed; answer 500 if still possible.
            if (!res.headersSent)
                send(res, errorOutcome(err));
            else
                res.destroy();
        });
    });
    return {
        server,
        close: () => new Promise((resolve, reject) => {
            for (const stall of stalls) {
                clearTimeout(stall.timer);
                stall.socket.destroy();
            }
            stalls.clear();
            server.close((err) => (err ? reject(err) : resolve()));
            server.closeAllConnections();
        }),
    };
}
function server_header(req, name) {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
}
async function handle(deps, req, res, stalls) {
    const started = external_node_perf_hooks_.performance.now();
    const at = deps.clock.now().toISOString();
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    const path = url.pathname;
    // Decided on the path the router matches (decoded, no trailing slash), not on its raw text.
    const routed = canonicalPath(path);
    const isAdmin = routed === '/__emulator' || routed.startsWith('/__emulator/');
    const isApi = !isAdmin && (routed === '/v1' || routed.startsWith('/v1/'));
    const match = deps.router.match(method, path);
    let requestBytes = 0;
    let credentialId = null;
    let fault = null;
    const record = (status, responseBytes, replayed) => {
        if (isAdmin)
            return;
        deps.log.append({
            at,
            method,
            path,
            route: match?.route.path ?? null,
            status,
            request_bytes: requestBytes,
            response_bytes: responseBytes,
            idempotency_key: server_header(req, 'idempotency-key') ?? null,
            replayed,
            fault: fault?.label ?? null,
            credential_id: credentialId,
            duration_ms: Math.round((external_node_perf_hooks_.performance.now() - started) * 100) / 100,
        });
    };
    let outcome;
    try {
        if (isApi)
            fault = deps.faults.decide(method, path);
        if (isApi && deps.runtime.latencyMs > 0)
            await (deps.delay ?? realDelay)(deps.runtime.latencyMs);
        const raw = await readBody(req);
        requestBytes = raw.length;
        if (isGuardedPath(routed))
            checkAdminRequest({ method, path: routed, headers: req.headers }, deps.adminAccess);
        if (fault?.kind === 'drop_before') {
            req.socket.destroy();
            record(null, 0, false);
            return;
        }
        if (fault?.kind === 'status') {
            outcome = faultOutcome(fault.status, fault.label, fault.retryAfter);
        }
        else {
            if (!match)
                throw new ApiError(404, 'NOT_FOUND', `no route for ${method} ${path}`);
            const baseUrl = `http://${server_header(req, 'host') ?? 'localhost'}`;
            outcome = await runRoute(deps, match, {
                req,
                url,
                raw,
                baseUrl,
                onCredential: (id) => (credentialId = id),
            });
            if (method !== 'GET')
                deps.afterMutation();
        }
    }
    catch (err) {
        outcome = errorOutcome(err);
    }
    if (fault?.kind === 'drop_after') {
        req.socket.destroy();
        record(null, 0, outcome.replayed === true);
        return;
    }
    if (deps.finish)
        outcome = deps.finish(outcome, { method, path, route: match?.route });
    if (fault?.kind === 'stall') {
        const bytes = stall(res, outcome, deps.runtime.stallMs, stalls);
        record(outcome.status, bytes, outcome.replayed === true);
        return;
    }
    // The client hung up before an answer could be sent (during the latency, or while the route
    // ran): no status line goes out, so the log says none (null), not the 500 a cut-off body read
    // turned into, nor a status nobody received.
    if (req.socket.destroyed) {
        record(null, 0, outcome.replayed === true);
        return;
    }
    const bytes = send(res, outcome);
    record(outcome.status, bytes, outcome.replayed === true);
}
async function runRoute(deps, match, input) {
    const { route, params } = match;
    const { req, url } = input;
    let credential;
    if (!route.public) {
        credential = authenticate(server_header(req, 'authorization'), deps.findCredential);
        input.onCredential(credential.id);
        deps.rateLimiter.admit(credential.id, credential.rateLimit);
        requireScope(credential, route.scope);
    }
    const key = route.idempotent ? requireIdempotencyKey(server_header(req, 'idempotency-key')) : undefined;
    const isPage = !route.path.startsWith('/v1/') && !route.path.startsWith('/__emulator/');
    const body = parseBody(input.raw, server_header(req, 'content-type'), isPage);
    const query = {};
    for (const [name, value] of url.searchParams)
        if (!(name in query))
            query[name] = value;
    const ctx = { params, query, body, credential, clock: deps.clock, baseUrl: input.baseUrl };
    const execute = async () => {
        if (route.bodySchema)
            deps.validator.validate(route.bodySchema, body);
        return resultOutcome(await route.handler(ctx));
    };
    if (key === undefined)
        return execute();
    const fingerprint = fingerprintOf(route.method, url.pathname, body);
    for (;;) {
        const slot = deps.idempotency.begin(credential?.id ?? 'public', key, fingerprint);
        if (slot.kind === 'replay')
            return replayOf(slot.response);
        if (slot.kind === 'wait') {
            const response = await slot.response;
            if (response)
                return replayOf(response);
            continue; // the first attempt failed unexpectedly and stored nothing: run again
        }
        let outcome;
        try {
            outcome = await execute();
        }
        catch (err) {
            if (!(err instanceof ApiError)) {
                slot.abandon();
                throw err;
            }
            outcome = errorOutcome(err);
        }
        slot.commit(toStored(outcome));
        return outcome;
    }
}
function toStored(outcome) {
    const body = typeof outcome.body === 'string' ? outcome.body : outcome.body.toString('utf8');
    return { status: outcome.status, body, contentType: outcome.contentType, headers: outcome.headers };
}
function replayOf(response) {
    return { ...response, replayed: true };
}
function headersOf(outcome, length) {
    return {
        'Content-Type': outcome.contentType,
        'Content-Length': String(length),
        'Platform-Version': PLATFORM_VERSION,
        ...outcome.headers,
        ...(outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
    };
}
/** Sends the outcome; returns the number of body bytes. */
function send(res, outcome) {
    // A string body is not copied into a Buffer: node:http sends it joined to the head in one write
    // (a Buffer would go out beside the head, a writev of two chunks).
    const { body } = outcome;
    const length = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length;
    res.writeHead(outcome.status, headersOf(outcome, length));
    res.end(body);
    return length;
}
/** Sends the status, the headers and half the body, then holds the connection for `stallMs` and destroys it. */
function stall(res, outcome, stallMs, stalls) {
    const body = typeof outcome.body === 'string' ? Buffer.from(outcome.body, 'utf8') : outcome.body;
    const part = body.subarray(0, Math.floor(body.length / 2));
    res.writeHead(outcome.status, headersOf(outcome, body.length));
    res.write(part);
    const socket = res.socket;
    if (!socket)
        return part.length;
    const entry = {
        socket,
        timer: setTimeout(() => {
            stalls.delete(entry);
            socket.destroy();
        }, stallMs),
    };
    stalls.add(entry);
    return part.length;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/schemas/platform-schemas.generated.ts
/* Generated by scripts/gen-platform-types.ts from schemas/platform/. Do not edit; run `npm run gen:types`. */
/** Every JSON Schema of schemas/platform/, as data. */
const PLATFORM_SCHEMAS = [
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/auth-status.schema.json",
        "title": "AuthStatus",
        "description": "Closed: the seed lists every field. GET /v1/auth/status.",
        "type": "object",
        "properties": {
            "object": {
                "const": "developer_auth_status"
            },
            "id": {
                "type": "string",
                "pattern": "^key_[0-9A-Za-z]{21}$"
            },
            "credential_type": {
                "type": "string"
            },
            "environment": {
                "type": "string"
            },
            "rate_limit": {
                "type": "integer"
            },
            "scopes": {
                "type": "array",
                "items": {
                    "type": "string"
                }
            },
            "name": {
                "type": "string"
            },
            "company": {
                "type": "string"
            },
            "app": {
                "type": "string"
            },
            "app_install": {
                "type": "string"
            },
            "authenticated": {
                "type": "boolean"
            }
        },
        "required": [
            "id",
            "credential_type",
            "environment",
            "rate_limit"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/brand-create.schema.json",
        "title": "BrandCreate",
        "description": "POST /v1/brands body. null clears an optional field.",
        "type": "object",
        "properties": {
            "name": {
                "type": "string",
                "minLength": 1
            },
            "color": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "description_html": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "icon": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_alt_text": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_url": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "media_id": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "seo_description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "seo_title": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "slug": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "published"
                ]
            },
            "show_in_navigation": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "sort_order": {
                "type": [
                    "integer",
                    "null"
                ]
            }
        },
        "required": [
            "name"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/brand-update.schema.json",
        "title": "BrandUpdate",
        "description": "PATCH /v1/brands/{id} body: the create fields, all optional.",
        "type": "object",
        "properties": {
            "name": {
                "type": "string",
                "minLength": 1
            },
            "color": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "description_html": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "icon": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_alt_text": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_url": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "media_id": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "seo_description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "seo_title": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "slug": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "published"
                ]
            },
            "show_in_navigation": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "sort_order": {
                "type": [
                    "integer",
                    "null"
                ]
            }
        },
        "required": [],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/brand.schema.json",
        "title": "Brand",
        "description": "Closed: the seed lists every field. A brand (object = brand).",
        "type": "object",
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^brnd_[0-9A-Za-z]{21}$"
            },
            "object": {
                "const": "brand"
            },
            "name": {
                "type": "string"
            },
            "color": {
                "type": "string"
            },
            "description": {
                "type": "string"
            },
            "description_html": {
                "type": "string"
            },
            "icon": {
                "type": "string"
            },
            "image_alt_text": {
                "type": "string"
            },
            "image_url": {
                "type": "string"
            },
            "media_id": {
                "type": "string"
            },
            "seo_description": {
                "type": "string"
            },
            "seo_title": {
                "type": "string"
            },
            "slug": {
                "type": "string"
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "published",
                    "archived"
                ]
            },
            "show_in_navigation": {
                "type": "boolean"
            },
            "sort_order": {
                "type": "integer"
            },
            "published_at": {
                "type": "string",
                "format": "date-time"
            },
            "archived_at": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            },
            "created_at": {
                "type": "string",
                "format": "date-time"
            },
            "updated_at": {
                "type": "string",
                "format": "date-time"
            }
        },
        "required": [
            "id",
            "name"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/category-create.schema.json",
        "title": "CategoryCreate",
        "description": "POST /v1/categories body. null clears an optional field.",
        "type": "object",
        "properties": {
            "name": {
                "type": "string",
                "minLength": 1
            },
            "type": {
                "type": [
                    "string",
                    "null"
                ],
                "enum": [
                    "product",
                    "service",
                    "addon",
                    null
                ]
            },
            "collection_type": {
                "type": [
                    "string",
                    "null"
                ],
                "enum": [
                    "manual",
                    "automated",
                    null
                ]
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "published"
                ]
            },
            "parent_category_id": {
                "anyOf": [
                    {
                        "type": "string",
                        "pattern": "^catg_[0-9A-Za-z]{21}$"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "color": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "description_html": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "icon": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_alt_text": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_url": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "media_id": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "seo_description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "seo_title": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "slug": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "tax_code": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "show_in_navigation": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "sort_order": {
                "type": [
                    "integer",
                    "null"
                ]
            }
        },
        "required": [
            "name"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/category-update.schema.json",
        "title": "CategoryUpdate",
        "description": "PATCH /v1/categories/{id} body: the create fields, all optional.",
        "type": "object",
        "properties": {
            "name": {
                "type": "string",
                "minLength": 1
            },
            "type": {
                "type": [
                    "string",
                    "null"
                ],
                "enum": [
                    "product",
                    "service",
                    "addon",
                    null
                ]
            },
            "collection_type": {
                "type": [
                    "string",
                    "null"
                ],
                "enum": [
                    "manual",
                    "automated",
                    null
                ]
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "published"
                ]
            },
            "parent_category_id": {
                "anyOf": [
                    {
                        "type": "string",
                        "pattern": "^catg_[0-9A-Za-z]{21}$"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "color": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "description_html": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "icon": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_alt_text": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_url": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "media_id": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "seo_description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "seo_title": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "slug": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "tax_code": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "show_in_navigation": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "sort_order": {
                "type": [
                    "integer",
                    "null"
                ]
            }
        },
        "required": [],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/category.schema.json",
        "title": "Category",
        "description": "Closed: the seed lists every field. A category (object = category).",
        "type": "object",
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^catg_[0-9A-Za-z]{21}$"
            },
            "object": {
                "const": "category"
            },
            "name": {
                "type": "string"
            },
            "type": {
                "type": "string",
                "enum": [
                    "product",
                    "service",
                    "addon"
                ]
            },
            "collection_type": {
                "type": "string",
                "enum": [
                    "manual",
                    "automated"
                ]
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "published",
                    "archived"
                ]
            },
            "parent_category_id": {
                "type": "string"
            },
            "color": {
                "type": "string"
            },
            "description": {
                "type": "string"
            },
            "description_html": {
                "type": "string"
            },
            "icon": {
                "type": "string"
            },
            "image_alt_text": {
                "type": "string"
            },
            "image_url": {
                "type": "string"
            },
            "media_id": {
                "type": "string"
            },
            "seo_description": {
                "type": "string"
            },
            "seo_title": {
                "type": "string"
            },
            "slug": {
                "type": "string"
            },
            "tax_code": {
                "type": "string"
            },
            "show_in_navigation": {
                "type": "boolean"
            },
            "sort_order": {
                "type": "integer"
            },
            "archived_at": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            },
            "created_at": {
                "type": "string",
                "format": "date-time"
            },
            "updated_at": {
                "type": "string",
                "format": "date-time"
            }
        },
        "required": [
            "id",
            "name"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/customer-create.schema.json",
        "title": "CustomerCreate",
        "description": "POST /v1/customers body. null clears an optional field.",
        "type": "object",
        "properties": {
            "email": {
                "type": "string",
                "format": "email"
            },
            "first_name": {
                "type": "string",
                "minLength": 1
            },
            "last_name": {
                "type": "string",
                "minLength": 1
            },
            "business_number": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "city": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "company_name": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "country": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "currency_code": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "job_title": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "mobile": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "phone": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "postal_code": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "preferred_language": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "province": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "street_address": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "tax_exempt_reason": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "website": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "customer_type": {
                "type": [
                    "string",
                    "null"
                ],
                "enum": [
                    "individual",
                    "business",
                    "government",
                    "non_profit",
                    null
                ]
            },
            "status": {
                "type": "string",
                "enum": [
                    "active",
                    "inactive",
                    "lead",
                    "prospect",
                    "pending"
                ]
            },
            "is_tax_exempt": {
                "type": [
                    "boolean",
                    "null"
                ]
            }
        },
        "required": [
            "email",
            "first_name",
            "last_name"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/customer-update.schema.json",
        "title": "CustomerUpdate",
        "description": "PATCH /v1/customers/{id} body: the create fields, all optional. null clears an optional field.",
        "type": "object",
        "properties": {
            "email": {
                "type": "string",
                "format": "email"
            },
            "first_name": {
                "type": "string",
                "minLength": 1
            },
            "last_name": {
                "type": "string",
                "minLength": 1
            },
            "business_number": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "city": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "company_name": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "country": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "currency_code": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "job_title": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "mobile": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "phone": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "postal_code": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "preferred_language": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "province": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "street_address": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "tax_exempt_reason": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "website": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "customer_type": {
                "type": [
                    "string",
                    "null"
                ],
                "enum": [
                    "individual",
                    "business",
                    "government",
                    "non_profit",
                    null
                ]
            },
            "status": {
                "type": "string",
                "enum": [
                    "active",
                    "inactive",
                    "lead",
                    "prospect",
                    "pending"
                ]
            },
            "is_tax_exempt": {
                "type": [
                    "boolean",
                    "null"
                ]
            }
        },
        "required": [],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/customer.schema.json",
        "title": "Customer",
        "description": "Closed: the seed lists every field. A customer (object = customer).",
        "type": "object",
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^cust_[0-9A-Za-z]{21}$"
            },
            "object": {
                "const": "customer"
            },
            "first_name": {
                "type": "string"
            },
            "last_name": {
                "type": "string"
            },
            "email": {
                "type": "string"
            },
            "account_number": {
                "type": "string"
            },
            "business_number": {
                "type": "string"
            },
            "city": {
                "type": "string"
            },
            "company_name": {
                "type": "string"
            },
            "country": {
                "type": "string"
            },
            "currency_code": {
                "type": "string"
            },
            "job_title": {
                "type": "string"
            },
            "mobile": {
                "type": "string"
            },
            "phone": {
                "type": "string"
            },
            "postal_code": {
                "type": "string"
            },
            "preferred_language": {
                "type": "string"
            },
            "province": {
                "type": "string"
            },
            "street_address": {
                "type": "string"
            },
            "tax_exempt_reason": {
                "type": "string"
            },
            "website": {
                "type": "string"
            },
            "customer_type": {
                "type": "string",
                "enum": [
                    "individual",
                    "business",
                    "government",
                    "non_profit"
                ]
            },
            "status": {
                "type": "string",
                "enum": [
                    "active",
                    "inactive",
                    "lead",
                    "prospect",
                    "pending"
                ]
            },
            "is_tax_exempt": {
                "type": "boolean"
            },
            "archived_at": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            },
            "created_at": {
                "type": "string",
                "format": "date-time"
            },
            "updated_at": {
                "type": "string",
                "format": "date-time"
            }
        },
        "required": [
            "id",
            "first_name",
            "last_name",
            "email"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/decimal-input.schema.json",
        "title": "DecimalInput",
        "description": "A decimal on write: a non-negative number or a decimal string with at most two decimals. Returned as a string with two decimals.",
        "anyOf": [
            {
                "type": "number",
                "minimum": 0
            },
            {
                "type": "string",
                "pattern": "^\\d+(\\.\\d{1,2})?$"
            }
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/device-authorization.schema.json",
        "title": "DeviceAuthorization",
        "description": "Closed: the seed lists every field. Response of POST /v1/auth/device/code.",
        "type": "object",
        "properties": {
            "object": {
                "const": "device_authorization"
            },
            "device_code": {
                "type": "string"
            },
            "user_code": {
                "type": "string",
                "pattern": "^[A-Z0-9]{4}-[A-Z0-9]{4}$"
            },
            "verification_uri": {
                "type": "string"
            },
            "verification_uri_complete": {
                "type": "string"
            },
            "expires_in": {
                "type": "integer"
            },
            "interval": {
                "type": "integer"
            }
        },
        "required": [
            "device_code",
            "user_code",
            "verification_uri",
            "verification_uri_complete",
            "expires_in",
            "interval"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/device-code-request.schema.json",
        "title": "DeviceCodeRequest",
        "description": "POST /v1/auth/device/code body.",
        "type": "object",
        "properties": {
            "client_name": {
                "type": "string",
                "maxLength": 200
            }
        },
        "required": [],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/device-token-request.schema.json",
        "title": "DeviceTokenRequest",
        "description": "POST /v1/auth/device/token body.",
        "type": "object",
        "properties": {
            "device_code": {
                "type": "string",
                "minLength": 1
            }
        },
        "required": [
            "device_code"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/device-token.schema.json",
        "title": "DeviceToken",
        "description": "Closed: the seed lists every field. Response of POST /v1/auth/device/token.",
        "type": "object",
        "properties": {
            "object": {
                "const": "device_authorization_token"
            },
            "status": {
                "type": "string",
                "description": "authorization_pending, slow_down, approved, denied, expired (clients must tolerate others)."
            },
            "interval": {
                "type": "integer"
            },
            "error": {
                "type": "string"
            },
            "profile_hint": {
                "type": "string"
            },
            "raw_key": {
                "type": "string",
                "description": "The issued key: sent with status approved (exactly once), never otherwise."
            }
        },
        "required": [
            "status",
            "interval"
        ],
        "additionalProperties": false,
        "if": {
            "properties": {
                "status": {
                    "const": "approved"
                }
            },
            "required": [
                "status"
            ]
        },
        "then": {
            "properties": {
                "raw_key": {
                    "type": "string"
                }
            },
            "required": [
                "raw_key"
            ]
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/envelope.schema.json",
        "title": "Envelope",
        "description": "Closed: the seed lists every field. Success envelope of every 2xx API response: success (always true) and data.",
        "type": "object",
        "properties": {
            "success": {
                "const": true
            },
            "data": {
                "type": "object"
            }
        },
        "required": [
            "success",
            "data"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/error.schema.json",
        "title": "ErrorResponse",
        "description": "Open: the seed names PublicError, its error_code and details.errors; the remaining fields of the error body are not shown (docs/platform-contract.md section 1 decides the wrapper and message).",
        "type": "object",
        "properties": {
            "success": {
                "const": false,
                "x-beyond-seed": true
            },
            "error": {
                "title": "PublicError",
                "description": "The PublicError.",
                "type": "object",
                "properties": {
                    "error_code": {
                        "type": "string"
                    },
                    "message": {
                        "type": "string",
                        "x-beyond-seed": true
                    },
                    "details": {
                        "type": "object",
                        "properties": {
                            "errors": {
                                "type": "array",
                                "items": {
                                    "$ref": "issue.schema.json"
                                }
                            },
                            "required_scope": {
                                "type": "string",
                                "description": "INSUFFICIENT_SCOPE: the scope the route needs.",
                                "x-beyond-seed": true
                            },
                            "current_source_revision": {
                                "type": "string",
                                "description": "STALE_SOURCE_REVISION: the current revision.",
                                "x-beyond-seed": true
                            },
                            "existing_id": {
                                "type": "string",
                                "description": "DUPLICATE_SLUG, DUPLICATE_SERVICE_CODE, DUPLICATE_PAGE_KEY: the id of the holder.",
                                "x-beyond-seed": true
                            },
                            "slug": {
                                "type": "string",
                                "description": "DUPLICATE_SLUG: the slug.",
                                "x-beyond-seed": true
                            },
                            "service_code": {
                                "type": "string",
                                "description": "DUPLICATE_SERVICE_CODE: the code.",
                                "x-beyond-seed": true
                            },
                            "expires_at": {
                                "type": "string",
                                "description": "SESSION_EXPIRED: when the session expired.",
                                "x-beyond-seed": true
                            },
                            "rate_limit": {
                                "type": "integer",
                                "description": "RATE_LIMITED: requests per minute of the credential.",
                                "x-beyond-seed": true
                            },
                            "retry_after": {
                                "type": "integer",
                                "description": "RATE_LIMITED: seconds until a request is admitted again.",
                                "x-beyond-seed": true
                            },
                            "limit": {
                                "type": "integer",
                                "description": "REQUEST_TOO_LARGE: the most paths a source write may carry.",
                                "x-beyond-seed": true
                            },
                            "paths": {
                                "type": "integer",
                                "description": "REQUEST_TOO_LARGE: the paths this one carried.",
                                "x-beyond-seed": true
                            },
                            "limit_bytes": {
                                "type": "integer",
                                "description": "REQUEST_TOO_LARGE: the largest body a source write may have.",
                                "x-beyond-seed": true
                            },
                            "bytes": {
                                "type": "integer",
                                "description": "REQUEST_TOO_LARGE: the size of this one.",
                                "x-beyond-seed": true
                            }
                        },
                        "additionalProperties": true,
                        "description": "Details of the error: errors (validation issues) and, by error_code, the decided keys below."
                    }
                },
                "required": [
                    "error_code",
                    "message"
                ],
                "x-beyond-seed": true
            }
        },
        "required": [
            "success",
            "error"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/event-catalog.schema.json",
        "title": "EventCatalog",
        "description": "Closed: the seed lists every field. GET /v1/events.",
        "type": "object",
        "properties": {
            "object": {
                "const": "event_catalog"
            },
            "environment": {
                "type": "string"
            },
            "events": {
                "type": "array",
                "items": {
                    "type": "string"
                }
            },
            "scopes": {
                "type": "array",
                "items": {
                    "type": "string"
                }
            },
            "resources": {
                "type": "array",
                "items": {
                    "title": "DeveloperResource",
                    "description": "A route group.",
                    "type": "object",
                    "properties": {
                        "name": {
                            "type": "string"
                        },
                        "object": {
                            "type": "string"
                        },
                        "route_count": {
                            "type": "integer"
                        },
                        "scopes": {
                            "type": "array",
                            "items": {
                                "type": "string"
                            }
                        }
                    },
                    "required": [
                        "name",
                        "route_count"
                    ],
                    "additionalProperties": false
                }
            },
            "webhook_events": {
                "type": "array",
                "items": {
                    "title": "WebhookEventDescriptor",
                    "description": "A webhook event.",
                    "type": "object",
                    "properties": {
                        "name": {
                            "type": "string"
                        },
                        "domain": {
                            "type": "string"
                        },
                        "version": {
                            "type": "string"
                        },
                        "description": {
                            "type": "string"
                        },
                        "deprecated_at": {
                            "type": "string"
                        },
                        "example_payload_ref": {
                            "type": "string"
                        },
                        "payload_schema_ref": {
                            "type": "string"
                        },
                        "lifecycle": {
                            "type": "string",
                            "enum": [
                                "stable",
                                "beta",
                                "deprecated"
                            ]
                        },
                        "scopes": {
                            "type": "array",
                            "items": {
                                "type": "string"
                            }
                        }
                    },
                    "required": [
                        "name",
                        "domain",
                        "version"
                    ],
                    "additionalProperties": false
                }
            }
        },
        "required": [
            "environment"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/issue.schema.json",
        "title": "Issue",
        "description": "Open: the seed leaves further fields not shown. One problem, as found in PublicError.details.errors (its fields are a decision of docs/platform-contract.md section 1). path is a source path or a JSON pointer into the request body; line/column are 1-based.",
        "type": "object",
        "properties": {
            "code": {
                "type": "string",
                "x-beyond-seed": true
            },
            "message": {
                "type": "string",
                "x-beyond-seed": true
            },
            "path": {
                "type": "string",
                "x-beyond-seed": true
            },
            "line": {
                "type": "integer",
                "minimum": 1,
                "x-beyond-seed": true
            },
            "column": {
                "type": "integer",
                "minimum": 1,
                "x-beyond-seed": true
            },
            "field": {
                "type": "string",
                "x-beyond-seed": true
            }
        },
        "required": [
            "code",
            "message"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/list.schema.json",
        "title": "ListData",
        "description": "Closed: the seed lists every field. data of a list response (the seed's list envelope; docs/platform-contract.md section 4).",
        "type": "object",
        "properties": {
            "object": {
                "const": "list"
            },
            "items": {
                "type": "array"
            },
            "has_more": {
                "type": "boolean"
            },
            "next_cursor": {
                "type": "string"
            },
            "url": {
                "type": "string"
            }
        },
        "required": [
            "items",
            "has_more"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/ping.schema.json",
        "title": "Ping",
        "description": "Open: the seed leaves further fields not shown. GET /v1/ping (response shape not shown; clients accept any 200 body).",
        "type": "object",
        "properties": {
            "object": {
                "const": "ping",
                "x-beyond-seed": true
            },
            "ok": {
                "const": true,
                "x-beyond-seed": true
            },
            "server_time": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            }
        },
        "required": []
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/product-create.schema.json",
        "title": "ProductCreate",
        "description": "POST /v1/products body: every writable Product field. null clears an optional field.",
        "type": "object",
        "properties": {
            "name": {
                "type": "string",
                "minLength": 1
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "active",
                    "published"
                ],
                "description": "published is an alias of active (stored and returned as active)."
            },
            "publishing_channels": {
                "type": "object",
                "additionalProperties": {
                    "type": "boolean"
                },
                "description": "Channel name to boolean, e.g. {\"online_store\": true}."
            },
            "brand_id": {
                "anyOf": [
                    {
                        "type": "string",
                        "pattern": "^brnd_[0-9A-Za-z]{21}$"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "category_id": {
                "anyOf": [
                    {
                        "type": "string",
                        "pattern": "^catg_[0-9A-Za-z]{21}$"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "description_html": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "google_product_category_id": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_alt_text": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_url": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "media_id": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "short_description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "sku": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "slug": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "standard_category_code": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "standard_category_id": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "tax_code": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "type": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "weight_unit": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "compare_at_price": {
                "anyOf": [
                    {
                        "$ref": "decimal-input.schema.json"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "price": {
                "anyOf": [
                    {
                        "$ref": "decimal-input.schema.json"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "weight": {
                "anyOf": [
                    {
                        "$ref": "decimal-input.schema.json"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "continue_selling_when_out_of_stock": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "requires_shipping": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "taxable": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "track_inventory": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "low_stock_threshold": {
                "type": [
                    "integer",
                    "null"
                ]
            },
            "sort_order": {
                "type": [
                    "integer",
                    "null"
                ]
            },
            "stock_quantity": {
                "type": [
                    "integer",
                    "null"
                ]
            }
        },
        "required": [
            "name"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/product-update.schema.json",
        "title": "ProductUpdate",
        "description": "PATCH /v1/products/{id} body: the create fields, all optional.",
        "type": "object",
        "properties": {
            "name": {
                "type": "string",
                "minLength": 1
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "active",
                    "published"
                ],
                "description": "published is an alias of active (stored and returned as active)."
            },
            "publishing_channels": {
                "type": "object",
                "additionalProperties": {
                    "type": "boolean"
                },
                "description": "Channel name to boolean, e.g. {\"online_store\": true}."
            },
            "brand_id": {
                "anyOf": [
                    {
                        "type": "string",
                        "pattern": "^brnd_[0-9A-Za-z]{21}$"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "category_id": {
                "anyOf": [
                    {
                        "type": "string",
                        "pattern": "^catg_[0-9A-Za-z]{21}$"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "description_html": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "google_product_category_id": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_alt_text": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "image_url": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "media_id": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "short_description": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "sku": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "slug": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "standard_category_code": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "standard_category_id": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "tax_code": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "type": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "weight_unit": {
                "type": [
                    "string",
                    "null"
                ]
            },
            "compare_at_price": {
                "anyOf": [
                    {
                        "$ref": "decimal-input.schema.json"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "price": {
                "anyOf": [
                    {
                        "$ref": "decimal-input.schema.json"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "weight": {
                "anyOf": [
                    {
                        "$ref": "decimal-input.schema.json"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "continue_selling_when_out_of_stock": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "requires_shipping": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "taxable": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "track_inventory": {
                "type": [
                    "boolean",
                    "null"
                ]
            },
            "low_stock_threshold": {
                "type": [
                    "integer",
                    "null"
                ]
            },
            "sort_order": {
                "type": [
                    "integer",
                    "null"
                ]
            },
            "stock_quantity": {
                "type": [
                    "integer",
                    "null"
                ]
            }
        },
        "required": [],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/product.schema.json",
        "title": "Product",
        "description": "Closed: the seed lists every field. A product. status is canonical (never the alias published); is_active is true exactly when status is active.",
        "type": "object",
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^prod_[0-9A-Za-z]{21}$"
            },
            "object": {
                "const": "product"
            },
            "name": {
                "type": "string"
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "active",
                    "archived"
                ]
            },
            "is_active": {
                "type": "boolean"
            },
            "publishing_channels": {
                "type": "object",
                "additionalProperties": {
                    "type": "boolean"
                },
                "description": "Channel name to boolean, e.g. {\"online_store\": true}."
            },
            "brand_id": {
                "type": "string"
            },
            "brand_name": {
                "type": "string"
            },
            "category_id": {
                "type": "string"
            },
            "category_name": {
                "type": "string"
            },
            "standard_category_name": {
                "type": "string"
            },
            "description": {
                "type": "string"
            },
            "description_html": {
                "type": "string"
            },
            "google_product_category_id": {
                "type": "string"
            },
            "image_alt_text": {
                "type": "string"
            },
            "image_url": {
                "type": "string"
            },
            "media_id": {
                "type": "string"
            },
            "short_description": {
                "type": "string"
            },
            "sku": {
                "type": "string"
            },
            "slug": {
                "type": "string"
            },
            "standard_category_code": {
                "type": "string"
            },
            "standard_category_id": {
                "type": "string"
            },
            "tax_code": {
                "type": "string"
            },
            "type": {
                "type": "string"
            },
            "weight_unit": {
                "type": "string"
            },
            "compare_at_price": {
                "type": "string",
                "pattern": "^-?\\d+\\.\\d{2}$",
                "description": "Decimal with two decimals, e.g. \"12.50\"."
            },
            "price": {
                "type": "string",
                "pattern": "^-?\\d+\\.\\d{2}$",
                "description": "Decimal with two decimals, e.g. \"12.50\"."
            },
            "weight": {
                "type": "string",
                "pattern": "^-?\\d+\\.\\d{2}$",
                "description": "Decimal with two decimals, e.g. \"12.50\"."
            },
            "continue_selling_when_out_of_stock": {
                "type": "boolean"
            },
            "requires_shipping": {
                "type": "boolean"
            },
            "taxable": {
                "type": "boolean"
            },
            "track_inventory": {
                "type": "boolean"
            },
            "low_stock_threshold": {
                "type": "integer"
            },
            "sort_order": {
                "type": "integer"
            },
            "stock_quantity": {
                "type": "integer"
            },
            "archived_at": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            },
            "created_at": {
                "type": "string",
                "format": "date-time"
            },
            "updated_at": {
                "type": "string",
                "format": "date-time"
            }
        },
        "required": [
            "id",
            "name",
            "status",
            "is_active",
            "publishing_channels"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/service-create.schema.json",
        "title": "ServiceCreate",
        "description": "POST /v1/services body.",
        "type": "object",
        "properties": {
            "name": {
                "type": "string",
                "minLength": 1
            },
            "category_id": {
                "type": "string",
                "pattern": "^catg_[0-9A-Za-z]{21}$"
            },
            "billing_period": {
                "type": "string"
            },
            "description": {
                "type": "string"
            },
            "description_html": {
                "type": "string"
            },
            "image_alt_text": {
                "type": "string"
            },
            "image_url": {
                "type": "string"
            },
            "media_id": {
                "type": "string"
            },
            "service_code": {
                "type": "string"
            },
            "short_description": {
                "type": "string"
            },
            "slug": {
                "type": "string"
            },
            "tax_code": {
                "type": "string"
            },
            "compare_at_price": {
                "$ref": "decimal-input.schema.json"
            },
            "price": {
                "$ref": "decimal-input.schema.json"
            },
            "is_active": {
                "type": "boolean"
            },
            "is_popular": {
                "type": "boolean"
            },
            "taxable": {
                "type": "boolean"
            },
            "sort_order": {
                "type": "integer"
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "active",
                    "published"
                ]
            }
        },
        "required": [
            "name"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/service.schema.json",
        "title": "Service",
        "description": "Open: the seed leaves further fields not shown. The ServiceObject returned by POST /v1/services (no read route exists). The seed names billing_period, category_id, category_name, compare_at_price, created_at, description, description_html and id; only id is marked required, and a field the service has no value for is left out (never null).",
        "type": "object",
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^svc_[0-9A-Za-z]{21}$"
            },
            "object": {
                "const": "service",
                "x-beyond-seed": true
            },
            "name": {
                "type": "string"
            },
            "category_id": {
                "type": "string"
            },
            "category_name": {
                "type": "string"
            },
            "billing_period": {
                "type": "string"
            },
            "description": {
                "type": "string"
            },
            "description_html": {
                "type": "string"
            },
            "image_alt_text": {
                "type": "string"
            },
            "image_url": {
                "type": "string"
            },
            "media_id": {
                "type": "string"
            },
            "service_code": {
                "type": "string"
            },
            "short_description": {
                "type": "string"
            },
            "slug": {
                "type": "string"
            },
            "tax_code": {
                "type": "string"
            },
            "compare_at_price": {
                "type": "string",
                "pattern": "^-?\\d+\\.\\d{2}$",
                "description": "Decimal with two decimals, e.g. \"12.50\"."
            },
            "price": {
                "type": "string",
                "pattern": "^-?\\d+\\.\\d{2}$",
                "description": "Decimal with two decimals, e.g. \"12.50\"."
            },
            "is_active": {
                "type": "boolean"
            },
            "is_popular": {
                "type": "boolean"
            },
            "taxable": {
                "type": "boolean"
            },
            "sort_order": {
                "type": "integer"
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "active",
                    "published"
                ]
            },
            "created_at": {
                "type": "string",
                "format": "date-time"
            },
            "updated_at": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            }
        },
        "required": [
            "id"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/archive.schema.json",
        "title": "SiteSourceArchiveObject",
        "description": "Closed: the seed lists every field. The whole tree with contents: files (path to content), generated_at, manifest; site_id and source_revision are decisions.",
        "type": "object",
        "properties": {
            "site_id": {
                "type": "string",
                "x-beyond-seed": true
            },
            "source_revision": {
                "type": "string",
                "x-beyond-seed": true
            },
            "generated_at": {
                "type": "string",
                "format": "date-time"
            },
            "manifest": {
                "$ref": "manifest.schema.json"
            },
            "files": {
                "type": "object",
                "additionalProperties": {
                    "$ref": "source-file-payload.schema.json"
                }
            }
        },
        "required": [
            "generated_at",
            "manifest"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/diff-body.schema.json",
        "title": "SiteSourceDiffRequest",
        "description": "Body of POST /v1/sites/{site_id}/source/diff and /source/validate.",
        "type": "object",
        "properties": {
            "files": {
                "$ref": "source-files.schema.json"
            },
            "delete_paths": {
                "type": "array",
                "items": {
                    "type": "string"
                },
                "description": "Source paths to delete; a path that does not exist is not an error."
            },
            "include_unchanged": {
                "type": "boolean"
            },
            "mode": {
                "type": "string",
                "enum": [
                    "archive",
                    "patch"
                ],
                "description": "archive: files is the complete desired tree; patch (default): files and delete_paths apply on top of live."
            },
            "source_revision": {
                "type": "string",
                "minLength": 1,
                "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
            }
        },
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/diff-change.schema.json",
        "title": "SiteSourceDiffChange",
        "description": "Open: the seed leaves further fields not shown. One changed path of a source diff (elements of diff changes: not shown; these fields are decisions).",
        "type": "object",
        "properties": {
            "path": {
                "type": "string",
                "x-beyond-seed": true
            },
            "change": {
                "type": "string",
                "enum": [
                    "added",
                    "modified",
                    "deleted",
                    "unchanged"
                ],
                "x-beyond-seed": true
            },
            "byte_size": {
                "type": "integer",
                "minimum": 0,
                "x-beyond-seed": true
            },
            "previous_byte_size": {
                "type": "integer",
                "minimum": 0,
                "x-beyond-seed": true
            },
            "binary": {
                "type": "boolean",
                "x-beyond-seed": true
            }
        },
        "required": [
            "path",
            "change"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/diff-summary.schema.json",
        "title": "SiteSourceDiffSummary",
        "description": "Open: the seed leaves further fields not shown. Counts of a source diff by kind of change (not shown in the seed; a decision).",
        "type": "object",
        "properties": {
            "added": {
                "type": "integer",
                "x-beyond-seed": true
            },
            "modified": {
                "type": "integer",
                "x-beyond-seed": true
            },
            "deleted": {
                "type": "integer",
                "x-beyond-seed": true
            },
            "unchanged": {
                "type": "integer",
                "x-beyond-seed": true
            }
        },
        "required": [
            "added",
            "modified",
            "deleted",
            "unchanged"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/diff.schema.json",
        "title": "SiteSourceDiffObject",
        "description": "Closed: the seed lists every field. Difference between two source trees (object = site_source_diff).",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_source_diff"
            },
            "site_id": {
                "type": "string"
            },
            "source_revision": {
                "type": "string"
            },
            "mode": {
                "type": "string",
                "enum": [
                    "archive",
                    "patch"
                ]
            },
            "generated_at": {
                "type": "string",
                "format": "date-time"
            },
            "has_changes": {
                "type": "boolean"
            },
            "summary": {
                "$ref": "diff-summary.schema.json"
            },
            "changes": {
                "type": "array",
                "items": {
                    "$ref": "diff-change.schema.json"
                }
            },
            "validation": {
                "$ref": "validation.schema.json"
            }
        },
        "required": [
            "changes",
            "generated_at",
            "has_changes",
            "mode",
            "site_id",
            "source_revision",
            "summary",
            "validation"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/file-entry.schema.json",
        "title": "SiteSourceFileEntry",
        "description": "Open: the seed leaves further fields not shown. One file of a source tree: binary and byte_size (required), checksum; further fields not shown (path is a decision).",
        "type": "object",
        "properties": {
            "path": {
                "type": "string",
                "x-beyond-seed": true
            },
            "byte_size": {
                "type": "integer",
                "minimum": 0
            },
            "binary": {
                "type": "boolean",
                "description": "True when the bytes are not valid UTF-8 or contain NUL."
            },
            "checksum": {
                "type": "string",
                "description": "Lowercase hex digest of the bytes (SHA-256 by default)."
            }
        },
        "required": [
            "path",
            "binary",
            "byte_size"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/file-list.schema.json",
        "title": "SiteSourceFileListResponse",
        "description": "Closed: the seed lists every field. SiteSourceFileListResponse: items (required), has_more, and the list envelope's object, next_cursor, url. Sorted by path; starting_after takes a path.",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "list"
            },
            "items": {
                "type": "array",
                "items": {
                    "$ref": "file-entry.schema.json"
                }
            },
            "has_more": {
                "type": "boolean"
            },
            "next_cursor": {
                "type": "string"
            },
            "url": {
                "type": "string"
            }
        },
        "required": [
            "items"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/file.schema.json",
        "title": "SiteSourceFileObject",
        "description": "Closed: the seed lists every field. One file: binary, byte_size (required), checksum; path, content and encoding are decisions.",
        "type": "object",
        "properties": {
            "path": {
                "type": "string",
                "x-beyond-seed": true
            },
            "byte_size": {
                "type": "integer",
                "minimum": 0
            },
            "binary": {
                "type": "boolean"
            },
            "checksum": {
                "type": "string"
            },
            "content": {
                "type": "string",
                "x-beyond-seed": true
            },
            "encoding": {
                "type": "string",
                "enum": [
                    "utf8",
                    "base64"
                ],
                "x-beyond-seed": true
            }
        },
        "required": [
            "path",
            "binary",
            "byte_size",
            "content",
            "encoding"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/manifest.schema.json",
        "title": "SiteSourceManifestObject",
        "description": "Closed: the seed lists every field. Every file of the tree, sorted by path. site_id and source_revision (the revision the files are at) are decisions; clients need source_revision to open a session.",
        "type": "object",
        "properties": {
            "site_id": {
                "type": "string",
                "x-beyond-seed": true
            },
            "source_revision": {
                "type": "string",
                "x-beyond-seed": true
            },
            "files": {
                "type": "array",
                "items": {
                    "$ref": "file-entry.schema.json"
                }
            }
        },
        "required": [
            "files",
            "source_revision"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/navigation-item.schema.json",
        "title": "SiteNavigationItem",
        "description": "Open: the seed leaves further fields not shown. A live navigation item: label (required), is_published, object; further fields not shown.",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_navigation_item"
            },
            "menu_key": {
                "type": "string",
                "x-beyond-seed": true
            },
            "label": {
                "type": "string"
            },
            "page_id": {
                "type": "string",
                "x-beyond-seed": true
            },
            "url": {
                "type": "string",
                "x-beyond-seed": true
            },
            "is_published": {
                "type": "boolean"
            }
        },
        "required": [
            "label"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/navigation-update-body.schema.json",
        "title": "SiteNavigationUpdateRequest",
        "description": "Body of PATCH …/development-sessions/{session_id}/navigation: writes navigation/<menu_key>.json.",
        "type": "object",
        "properties": {
            "source_revision": {
                "type": "string",
                "minLength": 1,
                "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
            },
            "menu_key": {
                "type": "string",
                "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]*$",
                "maxLength": 100,
                "description": "Default main."
            },
            "items": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "label": {
                            "type": "string",
                            "minLength": 1
                        },
                        "page": {
                            "type": "string",
                            "description": "A page key."
                        },
                        "page_id": {
                            "type": "string",
                            "description": "A page id (wpag_…), stored as its page key."
                        },
                        "url": {
                            "type": "string"
                        },
                        "is_published": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "label"
                    ],
                    "additionalProperties": false
                }
            },
            "message": {
                "type": "string",
                "maxLength": 2000
            }
        },
        "required": [
            "source_revision"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/navigation-write.schema.json",
        "title": "SiteNavigationSourceWriteObject",
        "description": "Closed: the seed lists every field. SiteNavigationSourceWriteObject: the staged write result of a navigation write.",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_navigation_source_write"
            },
            "session_id": {
                "type": "string"
            },
            "site_id": {
                "type": "string"
            },
            "source_revision": {
                "type": "string"
            },
            "staged_at": {
                "type": "string",
                "format": "date-time"
            },
            "written_count": {
                "type": "integer"
            },
            "deleted_count": {
                "type": "integer"
            },
            "diff": {
                "$ref": "diff.schema.json",
                "description": "What this write changed in the session tree (mode patch)."
            },
            "validation": {
                "$ref": "validation.schema.json"
            },
            "menu_key": {
                "type": "string"
            },
            "path": {
                "type": "string"
            }
        },
        "required": [
            "session_id",
            "site_id",
            "source_revision",
            "staged_at",
            "written_count",
            "deleted_count",
            "diff",
            "validation",
            "menu_key",
            "path"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/navigation.schema.json",
        "title": "SiteNavigationObject",
        "description": "Open: the seed leaves further fields not shown. SiteNavigationObject: every live navigation item, menu by menu (menus sorted by key).",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_navigation",
                "x-beyond-seed": true
            },
            "items": {
                "type": "array",
                "items": {
                    "$ref": "navigation-item.schema.json"
                }
            }
        },
        "required": [
            "items"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page-content-delete-body.schema.json",
        "title": "SitePageContentDeleteRequest",
        "description": "Body of DELETE …/pages/{page_id}/contents/{locale}.",
        "type": "object",
        "properties": {
            "source_revision": {
                "type": "string",
                "minLength": 1,
                "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
            },
            "message": {
                "type": "string",
                "maxLength": 2000
            }
        },
        "required": [
            "source_revision"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page-content-list.schema.json",
        "title": "SitePageContentListResponse",
        "description": "Open: the seed leaves further fields not shown. SitePageContentListResponse: all live content of a page, one item per locale.",
        "type": "object",
        "properties": {
            "items": {
                "type": "array",
                "items": {
                    "$ref": "page-content.schema.json"
                }
            },
            "has_more": {
                "type": "boolean"
            }
        },
        "required": [
            "items"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page-content-update-body.schema.json",
        "title": "SitePageContentUpdateRequest",
        "description": "Body of PATCH …/pages/{page_id}/contents/{locale}: writes content/<key>/<locale>.json.",
        "type": "object",
        "properties": {
            "source_revision": {
                "type": "string",
                "minLength": 1,
                "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
            },
            "message": {
                "type": "string",
                "maxLength": 2000
            },
            "values": {
                "type": "object",
                "description": "The content values (default {})."
            }
        },
        "required": [
            "source_revision"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page-content-write.schema.json",
        "title": "SitePageContentSourceWriteObject",
        "description": "Closed: the seed lists every field. SitePageContentSourceWriteObject: the staged write result of a page content write or delete.",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_page_content_source_write"
            },
            "session_id": {
                "type": "string"
            },
            "site_id": {
                "type": "string"
            },
            "source_revision": {
                "type": "string"
            },
            "staged_at": {
                "type": "string",
                "format": "date-time"
            },
            "written_count": {
                "type": "integer"
            },
            "deleted_count": {
                "type": "integer"
            },
            "diff": {
                "$ref": "diff.schema.json",
                "description": "What this write changed in the session tree (mode patch)."
            },
            "validation": {
                "$ref": "validation.schema.json"
            },
            "locale": {
                "type": "string"
            },
            "page_id": {
                "type": "string",
                "pattern": "^wpag_[0-9A-Za-z]{21}$"
            },
            "path": {
                "type": "string"
            }
        },
        "required": [
            "session_id",
            "site_id",
            "source_revision",
            "staged_at",
            "written_count",
            "deleted_count",
            "diff",
            "validation",
            "locale",
            "page_id",
            "path"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page-content.schema.json",
        "title": "SitePageContentObject",
        "description": "Open: the seed leaves further fields not shown. SitePageContentObject: live content of a page in one locale (content is an object, optional).",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_page_content",
                "x-beyond-seed": true
            },
            "page_id": {
                "type": "string",
                "x-beyond-seed": true
            },
            "locale": {
                "type": "string",
                "x-beyond-seed": true
            },
            "content": {
                "type": "object"
            }
        },
        "required": [
            "page_id",
            "locale"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page-create-body.schema.json",
        "title": "SitePageCreateRequest",
        "description": "Body of POST …/development-sessions/{session_id}/pages. Writes pages/<key>.json.",
        "type": "object",
        "properties": {
            "source_revision": {
                "type": "string",
                "minLength": 1,
                "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
            },
            "name": {
                "type": "string",
                "minLength": 1
            },
            "slug": {
                "type": "string"
            },
            "template_file": {
                "type": "string"
            },
            "seo": {
                "type": "object",
                "properties": {
                    "title": {
                        "type": "string"
                    },
                    "description": {
                        "type": "string"
                    }
                },
                "additionalProperties": false
            },
            "description": {
                "type": "string"
            },
            "icon": {
                "type": "string"
            },
            "page_type": {
                "type": "string"
            },
            "menu_order": {
                "type": "integer"
            },
            "is_enabled": {
                "type": "boolean"
            },
            "is_in_menu": {
                "type": "boolean"
            },
            "is_published": {
                "type": "boolean"
            },
            "requires_auth": {
                "type": "boolean"
            },
            "message": {
                "type": "string",
                "maxLength": 2000
            },
            "key": {
                "type": "string",
                "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]*$",
                "maxLength": 100,
                "description": "Page key; default: the slug or the name, slugified."
            },
            "template": {
                "type": "object",
                "description": "An inline template written with the page (default path templates/<key>.html).",
                "properties": {
                    "path": {
                        "type": "string"
                    },
                    "content": {
                        "type": "string"
                    }
                },
                "required": [
                    "content"
                ],
                "additionalProperties": false
            }
        },
        "required": [
            "source_revision",
            "name"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page-delete-body.schema.json",
        "title": "SitePageDeleteRequest",
        "description": "Body of DELETE …/pages/{page_id} (also deletes the page content).",
        "type": "object",
        "properties": {
            "source_revision": {
                "type": "string",
                "minLength": 1,
                "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
            },
            "message": {
                "type": "string",
                "maxLength": 2000
            }
        },
        "required": [
            "source_revision"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page-list.schema.json",
        "title": "SitePageListResponse",
        "description": "Closed: the seed lists every field. SitePageListResponse: a page of live pages (oldest first), in the list envelope.",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "list"
            },
            "items": {
                "type": "array",
                "items": {
                    "$ref": "page.schema.json"
                }
            },
            "has_more": {
                "type": "boolean"
            },
            "next_cursor": {
                "type": "string"
            },
            "url": {
                "type": "string"
            }
        },
        "required": [
            "items",
            "has_more"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page-update-body.schema.json",
        "title": "SitePageUpdateRequest",
        "description": "Body of PATCH …/pages/{page_id}: fields merged into pages/<key>.json.",
        "type": "object",
        "properties": {
            "source_revision": {
                "type": "string",
                "minLength": 1,
                "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
            },
            "name": {
                "type": "string",
                "minLength": 1
            },
            "slug": {
                "type": "string"
            },
            "template_file": {
                "type": "string"
            },
            "seo": {
                "type": "object",
                "properties": {
                    "title": {
                        "type": "string"
                    },
                    "description": {
                        "type": "string"
                    }
                },
                "additionalProperties": false
            },
            "description": {
                "type": "string"
            },
            "icon": {
                "type": "string"
            },
            "page_type": {
                "type": "string"
            },
            "menu_order": {
                "type": "integer"
            },
            "is_enabled": {
                "type": "boolean"
            },
            "is_in_menu": {
                "type": "boolean"
            },
            "is_published": {
                "type": "boolean"
            },
            "requires_auth": {
                "type": "boolean"
            },
            "message": {
                "type": "string",
                "maxLength": 2000
            }
        },
        "required": [
            "source_revision"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page-write.schema.json",
        "title": "SitePageSourceWriteObject",
        "description": "Closed: the seed lists every field. SitePageSourceWriteObject: the staged write result of a page create, update or delete.",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_page_source_write"
            },
            "session_id": {
                "type": "string"
            },
            "site_id": {
                "type": "string"
            },
            "source_revision": {
                "type": "string"
            },
            "staged_at": {
                "type": "string",
                "format": "date-time"
            },
            "written_count": {
                "type": "integer"
            },
            "deleted_count": {
                "type": "integer"
            },
            "diff": {
                "$ref": "diff.schema.json",
                "description": "What this write changed in the session tree (mode patch)."
            },
            "validation": {
                "$ref": "validation.schema.json"
            },
            "action": {
                "type": "string",
                "enum": [
                    "created",
                    "updated",
                    "deleted"
                ]
            },
            "page_key": {
                "type": "string"
            },
            "paths": {
                "type": "array",
                "items": {
                    "type": "string"
                }
            }
        },
        "required": [
            "session_id",
            "site_id",
            "source_revision",
            "staged_at",
            "written_count",
            "deleted_count",
            "diff",
            "validation",
            "action",
            "page_key"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/page.schema.json",
        "title": "SitePageObject",
        "description": "Open: the seed leaves further fields not shown. SitePageObject: a live page, read from pages/<key>.json of the live tree (fields include created_at, description, id).",
        "type": "object",
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^wpag_[0-9A-Za-z]{21}$"
            },
            "object": {
                "type": "string",
                "const": "site_page",
                "x-beyond-seed": true
            },
            "key": {
                "type": "string",
                "x-beyond-seed": true
            },
            "name": {
                "type": "string",
                "x-beyond-seed": true
            },
            "slug": {
                "type": "string",
                "x-beyond-seed": true
            },
            "template_file": {
                "type": "string",
                "x-beyond-seed": true
            },
            "seo": {
                "type": "object",
                "properties": {
                    "title": {
                        "type": "string"
                    },
                    "description": {
                        "type": "string"
                    }
                },
                "x-beyond-seed": true
            },
            "description": {
                "type": "string"
            },
            "is_published": {
                "type": "boolean",
                "x-beyond-seed": true
            },
            "is_in_menu": {
                "type": "boolean",
                "x-beyond-seed": true
            },
            "menu_order": {
                "type": "integer",
                "x-beyond-seed": true
            },
            "requires_auth": {
                "type": "boolean",
                "x-beyond-seed": true
            },
            "created_at": {
                "type": "string",
                "format": "date-time"
            },
            "updated_at": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            }
        },
        "required": [
            "id"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/preview.schema.json",
        "title": "SiteDevelopmentSessionPreviewObject",
        "description": "Open: the seed leaves further fields not shown. SiteDevelopmentSessionPreviewObject (fields not shown in the seed): a preview of a session at its current revision.",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_development_session_preview",
                "x-beyond-seed": true
            },
            "session_id": {
                "type": "string",
                "x-beyond-seed": true
            },
            "site_id": {
                "type": "string",
                "x-beyond-seed": true
            },
            "preview_url": {
                "type": "string",
                "format": "uri",
                "x-beyond-seed": true
            },
            "expires_at": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            },
            "source_revision": {
                "type": "string",
                "x-beyond-seed": true
            }
        },
        "required": [
            "preview_url"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/publish-request-body.schema.json",
        "title": "SitePublishRequestCreateRequest",
        "description": "Body of POST /v1/sites/{site_id}/publish-requests.",
        "type": "object",
        "properties": {
            "session_id": {
                "type": "string",
                "minLength": 1
            },
            "source_revision": {
                "type": "string",
                "minLength": 1,
                "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
            },
            "message": {
                "type": "string",
                "maxLength": 2000
            }
        },
        "required": [
            "session_id",
            "source_revision"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/publish-request.schema.json",
        "title": "SitePublishRequestObject",
        "description": "Open: the seed leaves further fields not shown. SitePublishRequestObject: approved_at, created_at (required); other fields not shown (id and status are decisions the client needs).",
        "type": "object",
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^sprq_[0-9A-Za-z]{21}$",
                "x-beyond-seed": true
            },
            "object": {
                "type": "string",
                "const": "site_publish_request",
                "x-beyond-seed": true
            },
            "site_id": {
                "type": "string",
                "x-beyond-seed": true
            },
            "session_id": {
                "type": "string",
                "x-beyond-seed": true
            },
            "source_revision": {
                "type": "string",
                "x-beyond-seed": true
            },
            "status": {
                "type": "string",
                "enum": [
                    "pending",
                    "approved",
                    "published",
                    "rejected"
                ],
                "x-beyond-seed": true
            },
            "message": {
                "type": "string",
                "x-beyond-seed": true
            },
            "created_at": {
                "type": "string",
                "format": "date-time"
            },
            "approved_at": {
                "type": "string",
                "format": "date-time"
            },
            "published_at": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            },
            "rejected_at": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            },
            "rejection_reason": {
                "type": "string",
                "x-beyond-seed": true
            },
            "version_number": {
                "type": "integer",
                "x-beyond-seed": true
            }
        },
        "required": [
            "id",
            "status",
            "created_at"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/publish-status.schema.json",
        "title": "SitePublishStatusObject",
        "description": "Open: the seed leaves further fields not shown. SitePublishStatusObject: current_version_id, current_version_label, current_version_number, has_unpublished_changes; other fields not shown.",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_publish_status",
                "x-beyond-seed": true
            },
            "site_id": {
                "type": "string",
                "x-beyond-seed": true
            },
            "current_version_id": {
                "type": "string"
            },
            "current_version_label": {
                "type": "string"
            },
            "current_version_number": {
                "type": "integer",
                "minimum": 0
            },
            "has_unpublished_changes": {
                "type": "boolean"
            },
            "live_source_revision": {
                "type": "string",
                "x-beyond-seed": true
            },
            "published_at": {
                "type": "string",
                "format": "date-time",
                "x-beyond-seed": true
            },
            "pending_request_ids": {
                "type": "array",
                "items": {
                    "type": "string"
                },
                "x-beyond-seed": true
            }
        },
        "required": []
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/session-create-live-body.schema.json",
        "title": "SiteLiveSessionCreateRequest",
        "description": "Body of POST /v1/sites/{site_id}/development-sessions.",
        "type": "object",
        "properties": {
            "source_revision": {
                "type": "string",
                "minLength": 1,
                "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
            },
            "name": {
                "type": "string",
                "maxLength": 200
            }
        },
        "required": [
            "source_revision"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/session-create-source-body.schema.json",
        "title": "SiteSourceSessionCreateRequest",
        "description": "Body of POST /v1/sites/development-sessions: a complete source tree.",
        "type": "object",
        "properties": {
            "files": {
                "$ref": "source-files.schema.json"
            },
            "name": {
                "type": "string",
                "maxLength": 200
            },
            "message": {
                "type": "string",
                "maxLength": 2000
            }
        },
        "required": [
            "files"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/session.schema.json",
        "title": "SiteDevelopmentSessionObject",
        "description": "Closed: the seed lists every field. A development session (object = site_development_session). creation_mode, validation and written_count belong to source-first sessions only (required there); the session of an existing site carries id, site_id, source_revision, created_at, expires_at, name, preview_url, status, object.",
        "type": "object",
        "properties": {
            "id": {
                "type": "string"
            },
            "object": {
                "type": "string",
                "const": "site_development_session"
            },
            "site_id": {
                "type": "string"
            },
            "source_revision": {
                "type": "string"
            },
            "created_at": {
                "type": "string",
                "format": "date-time"
            },
            "expires_at": {
                "type": "string",
                "format": "date-time"
            },
            "name": {
                "type": "string"
            },
            "preview_url": {
                "type": "string"
            },
            "status": {
                "type": "string",
                "enum": [
                    "open"
                ]
            },
            "creation_mode": {
                "type": "string",
                "enum": [
                    "source"
                ]
            },
            "validation": {
                "$ref": "validation.schema.json"
            },
            "written_count": {
                "type": "integer"
            }
        },
        "required": [
            "id",
            "site_id",
            "source_revision",
            "created_at"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/site-list.schema.json",
        "title": "SiteListResponse",
        "description": "Closed: the seed lists every field. A page of sites (oldest first), in the list envelope.",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "list"
            },
            "items": {
                "type": "array",
                "items": {
                    "$ref": "site.schema.json"
                }
            },
            "has_more": {
                "type": "boolean"
            },
            "next_cursor": {
                "type": "string"
            },
            "url": {
                "type": "string"
            }
        },
        "required": [
            "items",
            "has_more"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/site.schema.json",
        "title": "SiteObject",
        "description": "Closed: the seed lists every field. A site (object = site).",
        "type": "object",
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^site_[0-9A-Za-z]{21}$"
            },
            "object": {
                "type": "string",
                "const": "site"
            },
            "name": {
                "type": "string"
            },
            "title": {
                "type": "string"
            },
            "tagline": {
                "type": "string"
            },
            "subdomain": {
                "type": "string"
            },
            "status": {
                "type": "string",
                "enum": [
                    "draft",
                    "live"
                ]
            },
            "is_live": {
                "type": "boolean"
            },
            "default_language": {
                "type": "string"
            },
            "supported_languages": {
                "type": "array",
                "items": {
                    "type": "string"
                }
            },
            "created_at": {
                "type": "string",
                "format": "date-time"
            },
            "updated_at": {
                "type": "string",
                "format": "date-time"
            },
            "published_at": {
                "type": "string",
                "format": "date-time"
            }
        },
        "required": [
            "id"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/source-batch-body.schema.json",
        "title": "SiteSourceBatchRequest",
        "description": "Body of PATCH …/development-sessions/{session_id}/source:batch.",
        "type": "object",
        "properties": {
            "source_revision": {
                "type": "string",
                "minLength": 1,
                "description": "An opaque source revision (the emulator issues rev_<21 Base62>)."
            },
            "files": {
                "$ref": "source-files.schema.json"
            },
            "delete_paths": {
                "type": "array",
                "items": {
                    "type": "string"
                },
                "description": "Source paths to delete; a path that does not exist is not an error."
            },
            "message": {
                "type": "string",
                "maxLength": 2000
            }
        },
        "required": [
            "source_revision"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/source-batch-write.schema.json",
        "title": "SiteSourceBatchWriteObject",
        "description": "Open: the seed leaves further fields not shown. Result of a source batch write: the staged write result (its success shape is not shown in the seed).",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_source_batch_write",
                "x-beyond-seed": true
            },
            "session_id": {
                "type": "string"
            },
            "site_id": {
                "type": "string"
            },
            "source_revision": {
                "type": "string"
            },
            "staged_at": {
                "type": "string",
                "format": "date-time"
            },
            "written_count": {
                "type": "integer"
            },
            "deleted_count": {
                "type": "integer"
            },
            "diff": {
                "$ref": "diff.schema.json",
                "description": "What this write changed in the session tree (mode patch)."
            },
            "validation": {
                "$ref": "validation.schema.json"
            }
        },
        "required": [
            "session_id",
            "site_id",
            "source_revision",
            "staged_at",
            "written_count",
            "deleted_count",
            "diff",
            "validation"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/source-file-payload.schema.json",
        "title": "SiteSourceFilePayload",
        "description": "The content of one file in a write body (docs/platform-contract.md §6).",
        "type": "object",
        "properties": {
            "content": {
                "type": "string",
                "description": "The file content: text for utf8, base64 of the bytes for base64."
            },
            "encoding": {
                "type": "string",
                "enum": [
                    "utf8",
                    "base64"
                ]
            }
        },
        "required": [
            "content",
            "encoding"
        ],
        "additionalProperties": false
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/source-files.schema.json",
        "title": "SiteSourceFiles",
        "description": "Files of a write body: source path → content. Paths are checked by the server (POSIX, relative, no ./.. segments, at most 512 bytes).",
        "type": "object",
        "additionalProperties": {
            "$ref": "source-file-payload.schema.json"
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/validation-issue.schema.json",
        "title": "SiteSourceValidationIssue",
        "description": "Open: the seed leaves further fields not shown. One validation issue of a source tree (elements not shown in the seed; these fields are decisions). line and column are 1-based.",
        "type": "object",
        "properties": {
            "code": {
                "type": "string",
                "x-beyond-seed": true
            },
            "message": {
                "type": "string",
                "x-beyond-seed": true
            },
            "path": {
                "type": "string",
                "x-beyond-seed": true
            },
            "line": {
                "type": "integer",
                "minimum": 1,
                "x-beyond-seed": true
            },
            "column": {
                "type": "integer",
                "minimum": 1,
                "x-beyond-seed": true
            },
            "field": {
                "type": "string",
                "description": "The field inside the file, e.g. items[0].page.",
                "x-beyond-seed": true
            },
            "severity": {
                "type": "string",
                "enum": [
                    "error",
                    "warning"
                ],
                "x-beyond-seed": true
            }
        },
        "required": [
            "code",
            "message"
        ]
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "platform/sites/validation.schema.json",
        "title": "SiteSourceValidationObject",
        "description": "Closed: the seed lists every field. SiteSourceValidationObject (object = site_source_validation): the result of validating a source tree.",
        "type": "object",
        "properties": {
            "object": {
                "type": "string",
                "const": "site_source_validation"
            },
            "site_id": {
                "type": "string"
            },
            "source_revision": {
                "type": "string"
            },
            "checked_at": {
                "type": "string",
                "format": "date-time"
            },
            "valid": {
                "type": "boolean"
            },
            "errors": {
                "type": "array",
                "items": {
                    "$ref": "validation-issue.schema.json"
                }
            },
            "warnings": {
                "type": "array",
                "items": {
                    "$ref": "validation-issue.schema.json"
                }
            },
            "files": {
                "type": "array",
                "items": {
                    "$ref": "file-entry.schema.json"
                }
            },
            "source_context": {
                "type": "object"
            }
        },
        "required": [
            "checked_at",
            "site_id",
            "source_revision",
            "valid",
            "files"
        ],
        "additionalProperties": false
    }
];

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var ajv_formats_dist = __webpack_require__(2815);
var dist_default = /*#__PURE__*/__webpack_require__.n(ajv_formats_dist);
;// CONCATENATED MODULE: ./src/emulator/http/validate-body.ts
/**
 * Request-body validation against the JSON Schemas in schemas/platform/ (draft 2020-12).
 * A body that does not match → 422 VALIDATION_FAILED with one issue per problem, each naming the
 * field as a JSON pointer into the body.
 */






function listSchemaFiles(dir) {
    const out = [];
    for (const name of (0,external_node_fs_.readdirSync)(dir).sort()) {
        const full = (0,external_node_path_.join)(dir, name);
        if ((0,external_node_fs_.statSync)(full).isDirectory())
            out.push(...listSchemaFiles(full));
        else if (name.endsWith('.schema.json'))
            out.push(full);
    }
    return out;
}
const addFormats = (dist_default());
/**
 * Validates against the schemas of schemas/platform/ — by default the copy bundled in
 * src/schemas/platform-schemas.generated.ts (so dist/ needs no files), or those of `schemaDir`.
 */
function createBodyValidator(schemaDir) {
    const ajv = new _2020.Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const schemas = schemaDir
        ? listSchemaFiles(schemaDir).map((file) => JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8')))
        : PLATFORM_SCHEMAS;
    for (const schema of schemas)
        ajv.addSchema(schema);
    const compiled = new Map();
    const get = (schemaId) => {
        let fn = compiled.get(schemaId);
        if (!fn) {
            fn = ajv.getSchema(schemaId);
            if (!fn)
                throw new Error(`unknown request schema ${schemaId}`);
            compiled.set(schemaId, fn);
        }
        return fn;
    };
    return {
        has: (schemaId) => ajv.getSchema(schemaId) !== undefined,
        validate(schemaId, body) {
            const fn = get(schemaId);
            if (fn(body))
                return;
            const issues = issuesFromAjv(fn.errors ?? []);
            const first = issues[0];
            throw new ApiError(422, 'VALIDATION_FAILED', first ? `request body is invalid: ${first.field || '/'} ${first.message}` : 'request body is invalid', { errors: issues });
        },
    };
}
/** Ajv errors → issues; anyOf/oneOf noise collapses into one issue per field. */
function issuesFromAjv(errors) {
    const byField = new Map();
    for (const e of errors) {
        let field = e.instancePath;
        let code = 'invalid_field';
        let message = e.message ?? 'is invalid';
        if (e.keyword === 'required') {
            const missing = e.params.missingProperty;
            field = `${field}/${escapePointer(missing)}`;
            code = 'missing_field';
            message = 'is required';
        }
        else if (e.keyword === 'additionalProperties') {
            const extra = e.params.additionalProperty;
            field = `${field}/${escapePointer(extra)}`;
            code = 'unknown_field';
            message = 'is not a known field';
        }
        else if (e.keyword === 'enum') {
            const allowed = e.params.allowedValues;
            message = `must be one of ${allowed.filter((v) => v !== null).join(', ')}`;
        }
        const existing = byField.get(field);
        if (existing && existing.code !== 'invalid_field')
            continue;
        if (existing && (e.keyword === 'anyOf' || e.keyword === 'oneOf')) {
            byField.set(field, { code, message: 'does not match any allowed type', field });
            continue;
        }
        if (existing)
            continue;
        byField.set(field, { code, message, field });
    }
    return [...byField.values()];
}
function escapePointer(segment) {
    return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/emulator/sites/checksum.ts

/** Lowercase hex digest of `bytes` with the emulator's configured algorithm. */
function checksumOf(bytes, algorithm) {
    return (0,external_node_crypto_.createHash)(algorithm).update(bytes).digest('hex');
}

;// CONCATENATED MODULE: ./src/emulator/sites/tree.ts
/**
 * The source tree model: an immutable map of source path → bytes. Every change makes a new map
 * (the buffers are shared), so sessions, previews and publish requests can hold a tree as it was.
 */


const EMPTY_TREE = new Map();
/** True when the bytes are not valid UTF-8 or contain NUL. */
function isBinary(bytes) {
    return bytes.includes(0) || !(0,external_node_buffer_.isUtf8)(bytes);
}
/**
 * What a file entry costs to compute, kept per buffer: trees share their buffers and never change
 * them, so a manifest of the whole tree after each staged write (the validation object carries
 * one) hashes only the files that write brought, not the whole tree again; nor does each save of
 * the state (its file contents are keyed by checksum).
 */
const entryFacts = new WeakMap();
function factsOf(bytes) {
    let facts = entryFacts.get(bytes);
    if (!facts) {
        facts = { checksums: new Map() };
        entryFacts.set(bytes, facts);
    }
    return facts;
}
/** checksumOf(bytes, algorithm), computed once per buffer. */
function cachedChecksum(bytes, algorithm) {
    const { checksums } = factsOf(bytes);
    let checksum = checksums.get(algorithm);
    if (checksum === undefined) {
        checksum = checksumOf(bytes, algorithm);
        checksums.set(algorithm, checksum);
    }
    return checksum;
}
function fileEntry(path, bytes, algorithm) {
    const facts = factsOf(bytes);
    facts.binary ??= isBinary(bytes);
    return { path, byte_size: bytes.length, binary: facts.binary, checksum: cachedChecksum(bytes, algorithm) };
}
/** Paths in byte order of their UTF-16 code units (stable, locale-independent). */
function sortedPaths(tree) {
    return [...tree.keys()].sort(comparePaths);
}
function comparePaths(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Every file of the tree as a manifest entry, sorted by path. */
function manifestOf(tree, algorithm) {
    return sortedPaths(tree).map((path) => fileEntry(path, tree.get(path), algorithm));
}
/** Text files as utf8, binary ones as base64. */
function payloadOf(bytes) {
    return isBinary(bytes)
        ? { content: bytes.toString('base64'), encoding: 'base64' }
        : { content: bytes.toString('utf8'), encoding: 'utf8' };
}
/** A new tree with `deletePaths` removed, then `files` written. Reports how many paths were deleted. */
function applyPatch(tree, patch) {
    const next = new Map(tree);
    let deleted = 0;
    for (const path of patch.deletePaths) {
        if (next.delete(path))
            deleted++;
    }
    for (const [path, bytes] of patch.files)
        next.set(path, bytes);
    return { tree: next, deleted };
}
/** Same paths with the same bytes. */
function treesEqual(a, b) {
    if (a === b)
        return true;
    if (a.size !== b.size)
        return false;
    for (const [path, bytes] of a) {
        const other = b.get(path);
        if (!other || !other.equals(bytes))
            return false;
    }
    return true;
}
function textOf(tree, path) {
    return tree.get(path)?.toString('utf8');
}
function jsonBytes(value) {
    return Buffer.from(JSON.stringify(value, null, 2) + '\n', 'utf8');
}

;// CONCATENATED MODULE: ./src/emulator/sites/validate/layout.ts
/** Where a path sits in the site source layout (docs/platform-contract.md §6, layout table). */
const SITE_JSON = 'site.json';
function pagePath(key) {
    return `pages/${key}.json`;
}
function contentPath(key, locale) {
    return `content/${key}/${locale}.json`;
}
function navigationPath(menuKey) {
    return `navigation/${menuKey}.json`;
}
function jsonStem(name) {
    return name.endsWith('.json') && name.length > '.json'.length ? name.slice(0, -'.json'.length) : undefined;
}
function roleOf(path) {
    const parts = path.split('/');
    const [top, second, third] = parts;
    if (parts.length === 1 && top === SITE_JSON)
        return { kind: 'site' };
    if (top === 'templates' && parts.length > 1)
        return { kind: 'template' };
    if (top === 'assets' && parts.length > 1)
        return { kind: 'asset' };
    if (top === 'pages' && parts.length === 2) {
        const key = jsonStem(second);
        if (key)
            return { kind: 'page', key };
    }
    if (top === 'content' && parts.length === 3) {
        const locale = jsonStem(third);
        if (locale)
            return { kind: 'content', key: second, locale };
    }
    if (top === 'navigation' && parts.length === 2) {
        const menuKey = jsonStem(second);
        if (menuKey)
            return { kind: 'navigation', menuKey };
    }
    return { kind: 'unexpected' };
}

;// CONCATENATED MODULE: ./src/emulator/sites/validate/content.ts

/**
 * Checks content/<page_key>/<locale>.json: a JSON object, for an existing page and a supported locale.
 * Warns (missing_translation) when a page has content in some supported locales but not all.
 */
function checkContent(contents, pageKeys, languages, issues) {
    const localesByPage = new Map();
    for (const { key, locale, path, file } of contents) {
        file?.rootObject(`content of page "${key}"`);
        if (!pageKeys.has(key)) {
            issues.add({
                code: 'unknown_page',
                message: `content for page "${key}", which has no pages/${key}.json`,
                path,
            });
        }
        if (languages && !languages.has(locale)) {
            issues.add({
                code: 'unsupported_locale',
                message: `locale "${locale}" is not in supported_languages (${[...languages].join(', ')})`,
                path,
            });
        }
        if (pageKeys.has(key) && languages?.has(locale)) {
            const set = localesByPage.get(key) ?? new Set();
            set.add(locale);
            localesByPage.set(key, set);
        }
    }
    if (!languages)
        return;
    for (const [key, present] of localesByPage) {
        for (const locale of languages) {
            if (present.has(locale))
                continue;
            issues.add({
                code: 'missing_translation',
                message: `page "${key}" has content for ${[...present].sort().join(', ')} but not for ${locale}`,
                path: contentPath(key, locale),
            });
        }
    }
}

;// CONCATENATED MODULE: ./src/emulator/sites/validate/issues.ts
/** Validation issues of a source tree (docs/platform-contract.md §6, issue codes). */
const WARNING_CODES = new Set([
    'unexpected_file',
    'missing_translation',
    'empty_navigation',
    'large_asset',
]);
/** Collects issues; the severity follows from the code. */
class IssueList {
    items = [];
    add(issue) {
        const severity = WARNING_CODES.has(issue.code) ? 'warning' : 'error';
        const out = {
            code: issue.code,
            severity,
            message: issue.message,
            path: issue.path,
        };
        if (issue.line !== undefined)
            out.line = issue.line;
        if (issue.column !== undefined)
            out.column = issue.column;
        if (issue.field !== undefined)
            out.field = issue.field;
        this.items.push(out);
    }
    result() {
        const sorted = [...this.items].sort(compareIssues);
        const errors = sorted.filter((i) => i.severity === 'error');
        return { valid: errors.length === 0, errors, warnings: sorted.filter((i) => i.severity === 'warning') };
    }
}
function compareIssues(a, b) {
    if (a.path !== b.path)
        return a.path < b.path ? -1 : 1;
    const line = (a.line ?? 0) - (b.line ?? 0);
    if (line !== 0)
        return line;
    const column = (a.column ?? 0) - (b.column ?? 0);
    if (column !== 0)
        return column;
    return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/emulator/sites/json-positions.ts
/**
 * A strict JSON parser (RFC 8259) that remembers where every value and member name starts, so
 * validation issues can name a 1-based line and column. Columns count UTF-16 code units.
 */
/** `items[0].page` for ['items', 0, 'page']. */
function formatJsonPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else
            out += out === '' ? part : `.${part}`;
    }
    return out;
}
class SyntaxProblem extends Error {
    offset;
    constructor(message, offset) {
        super(message);
        this.offset = offset;
    }
}
function parseJsonWithPositions(text) {
    const lineStarts = [0];
    for (let i = 0; i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            lineStarts.push(i + 1);
    const positionOf = (offset) => {
        let lo = 0;
        let hi = lineStarts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (lineStarts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
    };
    const values = new Map();
    const keys = new Map();
    const keyOf = (path) => JSON.stringify(path);
    let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const describe = (at) => at >= text.length ? 'end of input' : `character ${JSON.stringify(text[at])}`;
    const fail = (expected, at = i) => {
        throw new SyntaxProblem(`unexpected ${describe(at)}, expected ${expected}`, at);
    };
    const skipSpace = () => {
        while (i < text.length) {
            const c = text[i];
            if (c === ' ' || c === '\t' || c === '\n' || c === '\r')
                i++;
            else
                break;
        }
    };
    const parseString = () => {
        const start = i;
        i++; // opening quote
        let out = '';
        for (;;) {
            if (i >= text.length)
                throw new SyntaxProblem('unterminated string', start);
            const c = text[i];
            const code = text.charCodeAt(i);
            if (c === '"') {
                i++;
                return out;
            }
            if (code < 0x20)
                throw new SyntaxProblem('control character in string (escape it)', i);
            if (c !== '\\') {
                out += c;
                i++;
                continue;
            }
            const e = text[i + 1];
            const simple = {
                '"': '"',
                '\\': '\\',
                '/': '/',
                b: '\b',
                f: '\f',
                n: '\n',
                r: '\r',
                t: '\t',
            };
            if (e !== undefined && e in simple) {
                out += simple[e];
                i += 2;
            }
            else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
                out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
                i += 6;
            }
            else {
                throw new SyntaxProblem('invalid escape sequence in string', i);
            }
        }
    };
    const parseNumber = () => {
        const match = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(text.slice(i, i + 400));
        if (!match || match[0] === '-')
            fail('a value');
        i += match[0].length;
        return Number(match[0]);
    };
    const parseValue = (path) => {
        skipSpace();
        values.set(keyOf(path), i);
        const c = text[i];
        if (c === '{')
            return parseObject(path);
        if (c === '[')
            return parseArray(path);
        if (c === '"')
            return parseString();
        if (c === '-' || (c !== undefined && c >= '0' && c <= '9'))
            return parseNumber();
        for (const [word, value] of [
            ['true', true],
            ['false', false],
            ['null', null],
        ]) {
            if (text.startsWith(word, i)) {
                i += word.length;
                return value;
            }
        }
        return fail('a value');
    };
    const parseObject = (path) => {
        const out = {};
        i++;
        skipSpace();
        if (text[i] === '}') {
            i++;
            return out;
        }
        for (;;) {
            skipSpace();
            if (text[i] !== '"')
                fail('a member name in double quotes');
            const keyStart = i;
            const key = parseString();
            const memberPath = [...path, key];
            keys.set(keyOf(memberPath), keyStart);
            skipSpace();
            if (text[i] !== ':')
                fail('":"');
            i++;
            Object.defineProperty(out, key, {
                value: parseValue(memberPath),
                enumerable: true,
                writable: true,
                configurable: true,
            });
            skipSpace();
            if (text[i] === ',') {
                i++;
                continue;
            }
            if (text[i] === '}') {
                i++;
                return out;
            }
            fail('"," or "}"');
        }
    };
    const parseArray = (path) => {
        const out = [];
        i++;
        skipSpace();
        if (text[i] === ']') {
            i++;
            return out;
        }
        for (;;) {
            out.push(parseValue([...path, out.length]));
            skipSpace();
            if (text[i] === ',') {
                i++;
                continue;
            }
            if (text[i] === ']') {
                i++;
                return out;
            }
            fail('"," or "]"');
        }
    };
    try {
        const value = parseValue([]);
        skipSpace();
        if (i < text.length)
            fail('end of input');
        const lookup = (map, path) => {
            const offset = map.get(keyOf(path));
            return offset === undefined ? undefined : positionOf(offset);
        };
        return {
            ok: true,
            value,
            valueAt: (path) => lookup(values, path),
            keyAt: (path) => lookup(keys, path),
        };
    }
    catch (err) {
        if (err instanceof RangeError)
            return { ok: false, message: 'values are nested too deeply', line: 1, column: 1 };
        if (!(err instanceof SyntaxProblem))
            throw err;
        return { ok: false, message: err.message, ...positionOf(err.offset) };
    }
}

;// CONCATENATED MODULE: ./src/emulator/sites/validate/json-file.ts
/** A parsed JSON file of the layout, with helpers that report field issues at their position. */


function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function matches(value, kind) {
    switch (kind) {
        case 'string':
            return typeof value === 'string';
        case 'non-empty string':
            return typeof value === 'string' && value.trim() !== '';
        case 'boolean':
            return typeof value === 'boolean';
        case 'integer':
            return Number.isInteger(value);
        case 'object':
            return isObject(value);
        case 'array':
            return Array.isArray(value);
        case 'string array':
            return Array.isArray(value) && value.every((v) => typeof v === 'string');
    }
}
class JsonFile {
    path;
    doc;
    issues;
    constructor(path, doc, issues) {
        this.path = path;
        this.doc = doc;
        this.issues = issues;
    }
    get value() {
        return this.doc.value;
    }
    /** Where the value at `at` starts; falls back to the nearest enclosing value. */
    position(at) {
        for (let n = at.length; n >= 0; n--) {
            const pos = this.doc.valueAt(at.slice(0, n));
            if (pos)
                return pos;
        }
        return { line: 1, column: 1 };
    }
    report(code, message, at) {
        const field = formatJsonPath(at);
        this.issues.add({ code, message, path: this.path, ...this.position(at), ...(field ? { field } : {}) });
    }
    /** The value of `obj[name]` when it has the expected kind; reports missing_field / invalid_field otherwise. */
    field(objAt, obj, name, kind, required) {
        const at = [...objAt, name];
        if (!Object.hasOwn(obj, name)) {
            if (required)
                this.report('missing_field', `missing required field "${formatJsonPath(at)}"`, objAt);
            return undefined;
        }
        const value = obj[name];
        if (!matches(value, kind)) {
            this.report('invalid_field', `field "${formatJsonPath(at)}" must be ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`, at);
            return undefined;
        }
        return value;
    }
    /** The root as an object, or an invalid_field issue at 1:1. */
    rootObject(what) {
        if (isObject(this.value))
            return this.value;
        this.report('invalid_field', `${what} must be a JSON object`, []);
        return undefined;
    }
}
/**
 * Parses are kept per buffer: trees share their buffers and never change them, so the validation
 * of the whole tree after each staged write parses only the files that write brought.
 */
const parses = new WeakMap();
function parseOnce(bytes) {
    let parsed = parses.get(bytes);
    if (parsed === undefined) {
        parsed = isBinary(bytes) ? 'binary' : parseJsonWithPositions(bytes.toString('utf8'));
        parses.set(bytes, parsed);
    }
    return parsed;
}
/** Parses a layout JSON file; reports invalid_json (with line and column) and returns undefined on failure. */
function readJsonFile(path, bytes, issues) {
    const doc = parseOnce(bytes);
    if (doc === 'binary') {
        issues.add({ code: 'invalid_json', message: 'is not UTF-8 text', path });
        return undefined;
    }
    if (!doc.ok) {
        issues.add({
            code: 'invalid_json',
            message: `invalid JSON: ${doc.message}`,
            path,
            line: doc.line,
            column: doc.column,
        });
        return undefined;
    }
    return new JsonFile(path, doc, issues);
}

;// CONCATENATED MODULE: ./src/emulator/sites/validate/navigation.ts

/** Checks navigation/<menu_key>.json: `{items: [{label, page? | url?, is_published?}]}`. */
function checkNavigation(menus, pageKeys, issues) {
    for (const { menuKey, file } of menus) {
        const root = file.rootObject(`menu "${menuKey}"`);
        if (!root)
            continue;
        const items = file.field([], root, 'items', 'array', true);
        if (!items)
            continue;
        if (items.length === 0) {
            issues.add({
                code: 'empty_navigation',
                message: `menu "${menuKey}" has no items`,
                path: file.path,
                ...file.position(['items']),
                field: 'items',
            });
        }
        items.forEach((item, index) => checkItem(file, ['items', index], item, pageKeys));
    }
}
function checkItem(file, at, item, pageKeys) {
    if (!isObject(item)) {
        file.report('invalid_field', `navigation item ${at[1]} must be a JSON object`, at);
        return;
    }
    const obj = item;
    file.field(at, obj, 'label', 'non-empty string', true);
    const page = file.field(at, obj, 'page', 'non-empty string', false);
    file.field(at, obj, 'url', 'non-empty string', false);
    file.field(at, obj, 'is_published', 'boolean', false);
    const hasPage = Object.hasOwn(obj, 'page');
    const hasUrl = Object.hasOwn(obj, 'url');
    if (!hasPage && !hasUrl) {
        file.report('missing_field', `navigation item ${at[1]} needs "page" or "url"`, at);
    }
    else if (hasPage && hasUrl) {
        file.report('invalid_field', `navigation item ${at[1]} has both "page" and "url"; keep one`, [
            ...at,
            'url',
        ]);
    }
    if (page !== undefined && !pageKeys.has(page)) {
        file.report('unknown_page', `navigation item refers to page "${page}", which has no pages/${page}.json`, [
            ...at,
            'page',
        ]);
    }
}

;// CONCATENATED MODULE: ./src/emulator/sites/validate/pages.ts
/** A slug: "" or "/" for the home page, else URL path segments of [A-Za-z0-9._~-] joined by "/". */
const SLUG = /^\/?([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/;
function normalizeSlug(slug) {
    return slug.replace(/^\//, '');
}
const OPTIONAL_FIELDS = [
    ['description', 'string'],
    ['icon', 'string'],
    ['page_type', 'string'],
    ['is_published', 'boolean'],
    ['is_in_menu', 'boolean'],
    ['is_enabled', 'boolean'],
    ['requires_auth', 'boolean'],
    ['menu_order', 'integer'],
];
/** Checks every pages/<key>.json (given in path order): fields, unique slugs, existing template_file. */
function checkPages(pages, tree) {
    const slugOwners = new Map();
    for (const { key, file } of pages) {
        const root = file.rootObject(`page "${key}"`);
        if (!root)
            continue;
        file.field([], root, 'name', 'non-empty string', true);
        const slug = file.field([], root, 'slug', 'string', true);
        if (slug !== undefined)
            checkSlug(file, key, slug, slugOwners);
        const template = file.field([], root, 'template_file', 'non-empty string', true);
        if (template !== undefined && !tree.has(template)) {
            file.report('missing_template', `template_file "${template}" does not exist in the source tree`, [
                'template_file',
            ]);
        }
        const seo = file.field([], root, 'seo', 'object', false);
        if (seo) {
            file.field(['seo'], seo, 'title', 'string', false);
            file.field(['seo'], seo, 'description', 'string', false);
        }
        for (const [name, kind] of OPTIONAL_FIELDS)
            file.field([], root, name, kind, false);
    }
}
function checkSlug(file, key, slug, owners) {
    if (!SLUG.test(slug)) {
        file.report('invalid_field', `field "slug" must be URL path segments of letters, digits, ".", "_", "~" or "-" joined by "/" (got "${slug}")`, ['slug']);
        return;
    }
    const normalized = normalizeSlug(slug);
    const owner = owners.get(normalized);
    if (owner !== undefined) {
        file.report('duplicate_slug', `slug "${slug}" is already used by page "${owner}"`, ['slug']);
        return;
    }
    owners.set(normalized, key);
}

;// CONCATENATED MODULE: ./src/emulator/sites/validate/site-json.ts

/** Checks site.json: `{name, default_language, supported_languages}`; default_language must be supported. */
function checkSiteJson(file, present, issues) {
    const none = { supportedLanguages: undefined, defaultLanguage: undefined };
    if (!present) {
        issues.add({ code: 'missing_site_json', message: 'the source tree has no site.json', path: SITE_JSON });
        return none;
    }
    const root = file?.rootObject('site.json');
    if (!file || !root)
        return none;
    file.field([], root, 'name', 'non-empty string', true);
    const defaultLanguage = file.field([], root, 'default_language', 'non-empty string', true);
    const supported = file.field([], root, 'supported_languages', 'string array', true);
    if (supported && supported.length === 0) {
        file.report('invalid_field', 'field "supported_languages" must list at least one language', [
            'supported_languages',
        ]);
    }
    const languages = supported && supported.length > 0 ? new Set(supported) : undefined;
    if (languages && defaultLanguage !== undefined && !languages.has(defaultLanguage)) {
        file.report('unsupported_default_language', `default_language "${defaultLanguage}" is not in supported_languages (${[...languages].join(', ')})`, ['default_language']);
    }
    return { supportedLanguages: languages, defaultLanguage };
}

;// CONCATENATED MODULE: ./src/emulator/sites/validate/validate-tree.ts
/**
 * Validation of a site source tree against the layout of docs/platform-contract.md §6. Pure: the
 * same tree always gives the same issues, sorted by path, line and column.
 */








/** Assets larger than this get a large_asset warning. */
const LARGE_ASSET_BYTES = 2 * 1024 * 1024;
function validateTree(tree) {
    const issues = new IssueList();
    const pages = [];
    const contents = [];
    const menus = [];
    const pageKeys = new Set();
    for (const path of sortedPaths(tree)) {
        const bytes = tree.get(path);
        const role = roleOf(path);
        switch (role.kind) {
            case 'site':
                break;
            case 'page': {
                pageKeys.add(role.key);
                const file = readJsonFile(path, bytes, issues);
                if (file)
                    pages.push({ key: role.key, file });
                break;
            }
            case 'content':
                contents.push({ key: role.key, locale: role.locale, path, file: readJsonFile(path, bytes, issues) });
                break;
            case 'navigation': {
                const file = readJsonFile(path, bytes, issues);
                if (file)
                    menus.push({ menuKey: role.menuKey, file });
                break;
            }
            case 'template':
                break;
            case 'asset':
                if (bytes.length > LARGE_ASSET_BYTES) {
                    issues.add({
                        code: 'large_asset',
                        message: `asset is ${bytes.length} bytes, over the advised ${LARGE_ASSET_BYTES} bytes`,
                        path,
                    });
                }
                break;
            case 'unexpected':
                issues.add({
                    code: 'unexpected_file',
                    message: 'file is outside the site layout (site.json, pages/<key>.json, content/<key>/<locale>.json, navigation/<menu>.json, templates/**, assets/**)',
                    path,
                });
                break;
        }
    }
    const siteBytes = tree.get(SITE_JSON);
    const siteFile = siteBytes ? readJsonFile(SITE_JSON, siteBytes, issues) : undefined;
    const settings = checkSiteJson(siteFile, siteBytes !== undefined, issues);
    checkPages(pages, tree);
    checkContent(contents, pageKeys, settings.supportedLanguages, issues);
    checkNavigation(menus, pageKeys, issues);
    return issues.result();
}

;// CONCATENATED MODULE: ./src/emulator/sites/validate/index.ts




;// CONCATENATED MODULE: ./src/emulator/sites/core.ts
/** Shared services of the sites module: options, state, lookups and the validation object. */



const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const PREVIEW_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
class SitesCore {
    options;
    state;
    constructor(options, state) {
        this.options = options;
        this.state = state;
    }
    now() {
        return this.options.clock.now();
    }
    timestamp(offsetMs = 0) {
        return new Date(this.now().getTime() + offsetMs).toISOString();
    }
    newRevision() {
        return this.options.newId('rev');
    }
    requireSite(siteId) {
        const site = this.state.sites.get(siteId);
        if (!site)
            throw new ApiError(404, 'NOT_FOUND', `site ${siteId} not found`);
        return site;
    }
    /** The open session of the site; 404 NOT_FOUND when unknown, 404 SESSION_EXPIRED past expires_at. */
    requireSession(siteId, sessionId) {
        const site = this.requireSite(siteId);
        const session = this.state.sessions.get(sessionId);
        if (!session || session.site_id !== site.id) {
            throw new ApiError(404, 'NOT_FOUND', `development session ${sessionId} not found on site ${siteId}`);
        }
        if (this.isExpired(session)) {
            throw new ApiError(404, 'SESSION_EXPIRED', `development session ${sessionId} expired at ${session.expires_at}`, {
                expires_at: session.expires_at,
            });
        }
        return session;
    }
    isExpired(session) {
        return this.now().getTime() >= Date.parse(session.expires_at);
    }
    /** 409 STALE_SOURCE_REVISION unless `given` is `current`. */
    requireRevision(given, current, what) {
        if (given !== current) {
            throw new ApiError(409, 'STALE_SOURCE_REVISION', `source_revision ${given} is not the current revision of the ${what} (${current})`, { current_source_revision: current });
        }
    }
    validationObject(siteId, revision, tree) {
        const result = validateTree(tree);
        return {
            object: 'site_source_validation',
            site_id: siteId,
            source_revision: revision,
            checked_at: this.timestamp(),
            valid: result.valid,
            errors: result.errors,
            warnings: result.warnings,
            files: manifestOf(tree, this.options.checksum),
        };
    }
    /** The stable page id of a page key on a site (assigned on first use). */
    pageIdFor(site, key) {
        let stamp = site.pages.get(key);
        if (!stamp) {
            const at = this.timestamp();
            stamp = { id: this.options.newId('wpag'), created_at: at, updated_at: at };
            site.pages.set(key, stamp);
        }
        return stamp.id;
    }
    /** The page key of a page id on a site, or 404. */
    pageKeyOf(site, pageId) {
        for (const [key, stamp] of site.pages)
            if (stamp.id === pageId)
                return key;
        throw new ApiError(404, 'NOT_FOUND', `page ${pageId} not found on site ${site.id}`);
    }
}
function sourceValidationFailed(message, errors) {
    const first = errors[0];
    const where = first
        ? ` (first: ${first.path}${first.line ? `:${first.line}:${first.column}` : ''} ${first.message})`
        : '';
    return new ApiError(422, 'SOURCE_VALIDATION_FAILED', `${message}: ${errors.length} blocking issue(s)${where}`, {
        errors,
    });
}
/** Gives every page key of `tree` its stable id on the site. */
function assignPageIds(core, site, tree) {
    for (const path of tree.keys()) {
        const match = /^pages\/([^/]+)\.json$/.exec(path);
        if (match)
            core.pageIdFor(site, match[1]);
    }
}

;// CONCATENATED MODULE: ./src/emulator/sites/paths.ts
/**
 * Source path rules (docs/platform-contract.md §6 Paths): POSIX, relative, no `.`/`..` segments,
 * no empty segment, no backslash, no control characters, at most 512 bytes of UTF-8.
 */
const MAX_PATH_BYTES = 512;
/** Why `path` is not a valid source path, or undefined when it is. */
function sourcePathProblem(path) {
    if (path.length === 0)
        return 'is empty';
    if (Buffer.byteLength(path, 'utf8') > MAX_PATH_BYTES)
        return `is longer than ${MAX_PATH_BYTES} bytes`;
    if (path.startsWith('/'))
        return 'must be relative (it starts with "/")';
    if (path.includes('\\'))
        return 'must use "/" as separator (it contains a backslash)';
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(path))
        return 'contains a control character';
    for (const segment of path.split('/')) {
        if (segment === '')
            return 'contains an empty segment';
        if (segment === '.' || segment === '..')
            return `contains a "${segment}" segment`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/emulator/sites/diff.ts
/** Pure difference between two source trees. */

/** Changes from `before` to `after`, sorted by path. Unchanged files are counted, and listed only on request. */
function diffTrees(before, after, includeUnchanged = false) {
    const paths = [...new Set([...before.keys(), ...after.keys()])].sort(comparePaths);
    const summary = { added: 0, modified: 0, deleted: 0, unchanged: 0 };
    const changes = [];
    for (const path of paths) {
        const old = before.get(path);
        const now = after.get(path);
        if (old && now) {
            const kind = old === now || old.equals(now) ? 'unchanged' : 'modified';
            summary[kind]++;
            if (kind === 'modified' || includeUnchanged) {
                changes.push({
                    path,
                    change: kind,
                    byte_size: now.length,
                    previous_byte_size: old.length,
                    binary: isBinary(now),
                });
            }
        }
        else if (now) {
            summary.added++;
            changes.push({ path, change: 'added', byte_size: now.length, binary: isBinary(now) });
        }
        else if (old) {
            summary.deleted++;
            changes.push({ path, change: 'deleted', previous_byte_size: old.length, binary: isBinary(old) });
        }
    }
    return { changes, summary, hasChanges: summary.added + summary.modified + summary.deleted > 0 };
}

;// CONCATENATED MODULE: ./src/emulator/sites/views.ts

/** The record's fields that have a value: an unknown optional field is left out, never null. */
function known(fields) {
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
}
function siteView(site) {
    return known({
        id: site.id,
        object: 'site',
        name: site.name,
        status: site.status,
        is_live: site.status === 'live',
        default_language: site.default_language,
        supported_languages: site.supported_languages,
        created_at: site.created_at,
        updated_at: site.updated_at,
        published_at: site.published_at,
    });
}
/**
 * A development session: the fields the seed lists for the session of an existing site. The seed
 * gives no `base_source_revision` (the live revision it started from): it stays in the record only.
 */
function sessionView(session) {
    return known({
        id: session.id,
        object: 'site_development_session',
        site_id: session.site_id,
        source_revision: session.revision,
        created_at: session.created_at,
        expires_at: session.expires_at,
        name: session.name,
        preview_url: session.previewUrl,
        status: 'open',
        creation_mode: session.creationMode,
    });
}
function publishRequestView(request) {
    return known({
        id: request.id,
        object: 'site_publish_request',
        site_id: request.site_id,
        session_id: request.session_id,
        source_revision: request.source_revision,
        status: request.status,
        message: request.message,
        created_at: request.created_at,
        approved_at: request.approved_at,
        published_at: request.published_at,
        rejected_at: request.rejected_at,
        rejection_reason: request.rejection_reason,
        version_number: request.version_number,
    });
}
function diffObject(core, input) {
    const diff = diffTrees(input.before, input.after, input.includeUnchanged);
    return {
        object: 'site_source_diff',
        site_id: input.siteId,
        source_revision: input.revision,
        mode: input.mode,
        generated_at: core.timestamp(),
        has_changes: diff.hasChanges,
        summary: diff.summary,
        changes: diff.changes,
        validation: input.validation,
    };
}

;// CONCATENATED MODULE: ./src/emulator/sites/write-body.ts
/**
 * Source write bodies → a tree patch, with the limits of docs/platform-contract.md §6:
 * at most 1000 paths and 24 MiB of JSON per request (400 REQUEST_TOO_LARGE), at most 10 MiB per
 * decoded file and valid paths (422 VALIDATION_FAILED naming each path).
 */


const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_WRITE_PATHS = 1000;
const MAX_WRITE_BODY_BYTES = 24 * 1024 * 1024;
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;
/** Canonical base64 (padded, no whitespace); checked without a backtracking pattern (contents may be MiBs). */
function isBase64(text) {
    return text.length % 4 === 0 && BASE64_CHARS.test(text);
}
/**
 * The body size is measured on its JSON serialisation (the handler sees the parsed body); the
 * HTTP layer's own body limit must be above 24 MiB for this check to be the one that answers.
 */
function checkWriteLimits(body) {
    const paths = Object.keys(body.files ?? {}).length + (body.delete_paths?.length ?? 0);
    if (paths > MAX_WRITE_PATHS) {
        throw new ApiError(400, 'REQUEST_TOO_LARGE', `a source write may carry at most ${MAX_WRITE_PATHS} paths (files + delete_paths); this one has ${paths}`, { limit: MAX_WRITE_PATHS, paths });
    }
    const bytes = Buffer.byteLength(JSON.stringify(body), 'utf8');
    if (bytes > MAX_WRITE_BODY_BYTES) {
        throw new ApiError(400, 'REQUEST_TOO_LARGE', `a source write body may be at most ${MAX_WRITE_BODY_BYTES} bytes of JSON; this one has ${bytes}`, { limit_bytes: MAX_WRITE_BODY_BYTES, bytes });
    }
}
function decodePayload(path, payload, issues) {
    const field = `/files/${path.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    let bytes;
    if (payload.encoding === 'base64') {
        if (!isBase64(payload.content)) {
            issues.push({ code: 'invalid_encoding', message: `${path}: content is not valid base64`, path, field });
            return undefined;
        }
        bytes = Buffer.from(payload.content, 'base64');
    }
    else {
        bytes = Buffer.from(payload.content, 'utf8');
    }
    if (bytes.length > MAX_FILE_BYTES) {
        issues.push({
            code: 'file_too_large',
            message: `${path}: ${bytes.length} bytes, over the limit of ${MAX_FILE_BYTES} bytes per file`,
            path,
            field,
        });
        return undefined;
    }
    return bytes;
}
/** Checks limits, paths and encodings; returns the patch or throws with every problem found. */
function patchFromWriteBody(body) {
    checkWriteLimits(body);
    const issues = [];
    const files = new Map();
    for (const [path, payload] of Object.entries(body.files ?? {})) {
        const problem = sourcePathProblem(path);
        if (problem) {
            issues.push({ code: 'invalid_path', message: `source path "${path}" ${problem}`, path });
            continue;
        }
        const bytes = decodePayload(path, payload, issues);
        if (bytes)
            files.set(path, bytes);
    }
    (body.delete_paths ?? []).forEach((path, index) => {
        const problem = sourcePathProblem(path);
        if (problem) {
            issues.push({
                code: 'invalid_path',
                message: `source path "${path}" ${problem}`,
                path,
                field: `/delete_paths/${index}`,
            });
        }
    });
    if (issues.length > 0) {
        throw new ApiError(422, 'VALIDATION_FAILED', `${issues.length} problem(s) in the source write: ${issues[0].message}`, {
            errors: issues,
        });
    }
    return { files, deletePaths: body.delete_paths ?? [] };
}

;// CONCATENATED MODULE: ./src/emulator/sites/sessions.ts
/** Development sessions: source-first (creates a draft site) and live-site (a copy of the live tree). */





/** name and languages from the tree's site.json (undefined fields when absent or unreadable). */
function siteSettingsOf(tree) {
    const none = { name: undefined, default_language: undefined, supported_languages: undefined };
    const bytes = tree.get(SITE_JSON);
    if (!bytes)
        return none;
    try {
        const raw = JSON.parse(bytes.toString('utf8'));
        return {
            name: typeof raw.name === 'string' ? raw.name : undefined,
            default_language: typeof raw.default_language === 'string' ? raw.default_language : undefined,
            supported_languages: Array.isArray(raw.supported_languages)
                ? raw.supported_languages.filter((l) => typeof l === 'string')
                : undefined,
        };
    }
    catch {
        return none;
    }
}
/** A new site record with an empty live tree (a draft), or with `liveTree` published as version 1. */
function newSite(core, id, tree, published) {
    const now = core.timestamp();
    const settings = siteSettingsOf(tree);
    const site = {
        id,
        name: settings.name ?? id,
        default_language: settings.default_language ?? null,
        supported_languages: settings.supported_languages ?? [],
        status: published ? 'live' : 'draft',
        created_at: now,
        updated_at: now,
        published_at: published ? now : null,
        liveTree: published ? tree : EMPTY_TREE,
        liveRevision: core.newRevision(),
        versionNumber: published ? 1 : 0,
        currentVersionId: published ? core.options.newId('sver') : null,
        pages: new Map(),
    };
    core.state.sites.set(site.id, site);
    assignPageIds(core, site, site.liveTree);
    return site;
}
function openSession(core, site, tree, revision, name, creationMode) {
    const session = {
        id: core.options.newId('sess'),
        site_id: site.id,
        name: name ?? null,
        created_at: core.timestamp(),
        expires_at: core.timestamp(SESSION_LIFETIME_MS),
        baseRevision: site.liveRevision,
        tree,
        revision,
        creationMode,
        previewUrl: null,
    };
    core.state.sessions.set(session.id, session);
    return session;
}
/** POST /v1/sites/development-sessions: nothing is created when the tree has blocking errors. */
function createSourceSession(core, body) {
    const patch = patchFromWriteBody({ files: body.files ?? {} });
    const { tree } = applyPatch(EMPTY_TREE, patch);
    const result = validateTree(tree);
    if (!result.valid)
        throw sourceValidationFailed('the source tree is invalid', result.errors);
    const site = newSite(core, core.options.newId('site'), tree, false);
    const session = openSession(core, site, tree, core.newRevision(), body.name, 'source');
    assignPageIds(core, site, tree);
    return {
        ...sessionView(session),
        validation: core.validationObject(site.id, session.revision, tree),
        written_count: tree.size,
    };
}
/** POST /v1/sites/{site_id}/development-sessions: starts as the live tree, at the live revision. */
function createLiveSession(core, siteId, body) {
    const site = core.requireSite(siteId);
    core.requireRevision(body.source_revision, site.liveRevision, `live source of site ${site.id}`);
    return sessionView(openSession(core, site, site.liveTree, site.liveRevision, body.name, null));
}

;// CONCATENATED MODULE: ./src/emulator/sites/fixture.ts
/** Seeding sites from fixtures (files inline or a folder on disk). */





function readDir(root) {
    const out = new Map();
    const walk = (dir) => {
        for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })) {
            if (entry.name.startsWith('.'))
                continue;
            const full = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory())
                walk(full);
            else if (entry.isFile())
                out.set((0,external_node_path_.relative)(root, full).split(external_node_path_.sep).join('/'), (0,external_node_fs_.readFileSync)(full));
        }
    };
    walk(root);
    return out;
}
function fixtureTree(fixture) {
    const tree = fixture.dir ? readDir(fixture.dir) : new Map();
    for (const [path, file] of Object.entries(fixture.files ?? {})) {
        const problem = sourcePathProblem(path);
        if (problem)
            throw new Error(`site fixture "${fixture.name}": source path "${path}" ${problem}`);
        const bytes = typeof file === 'string'
            ? Buffer.from(file, 'utf8')
            : Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8');
        tree.set(path, bytes);
    }
    return tree;
}
function seedSites(core, fixtures) {
    for (const fixture of fixtures) {
        const tree = fixtureTree(fixture);
        const published = fixture.published !== false;
        const site = newSite(core, fixture.id ?? core.options.newId('site'), tree, published);
        site.name = fixture.name;
        if (fixture.default_language !== undefined)
            site.default_language = fixture.default_language;
        if (fixture.supported_languages !== undefined)
            site.supported_languages = [...fixture.supported_languages];
        if (!published) {
            const id = core.options.newId('sess');
            core.state.sessions.set(id, {
                id,
                site_id: site.id,
                name: null,
                created_at: core.timestamp(),
                expires_at: core.timestamp(SESSION_LIFETIME_MS),
                baseRevision: site.liveRevision,
                tree,
                revision: core.newRevision(),
                creationMode: 'source',
                previewUrl: null,
            });
        }
    }
}

;// CONCATENATED MODULE: ./src/emulator/sites/publish.ts
/**
 * Publish requests: pending → approved → published, or rejected. Approval publishes at once; it
 * rejects with live_source_changed when the live tree moved since the session was opened.
 */






const LIVE_SOURCE_CHANGED = 'live_source_changed';
function createPublishRequest(core, siteId, body) {
    const session = core.requireSession(siteId, body.session_id);
    core.requireRevision(body.source_revision, session.revision, `development session ${session.id}`);
    const validation = core.validationObject(siteId, session.revision, session.tree);
    if (!validation.valid)
        throw sourceValidationFailed('the session source is invalid', validation.errors);
    const request = {
        id: core.options.newId('sprq'),
        site_id: siteId,
        session_id: session.id,
        source_revision: session.revision,
        tree: session.tree,
        baseRevision: session.baseRevision,
        status: 'pending',
        message: body.message ?? null,
        created_at: core.timestamp(),
        approved_at: null,
        published_at: null,
        rejected_at: null,
        rejection_reason: null,
        version_number: null,
    };
    core.state.publishRequests.set(request.id, request);
    if (core.options.autoApprove)
        decide(core, request, 'approve');
    return publishRequestView(request);
}
function requirePublishRequest(core, requestId, siteId) {
    const request = core.state.publishRequests.get(requestId);
    if (!request || (siteId !== undefined && request.site_id !== siteId)) {
        throw new ApiError(404, 'NOT_FOUND', `publish request ${requestId} not found${siteId ? ` on site ${siteId}` : ''}`);
    }
    return request;
}
function publish(core, site, request) {
    const now = core.timestamp();
    const before = site.liveTree;
    site.liveTree = request.tree;
    site.liveRevision = core.newRevision();
    site.versionNumber += 1;
    site.currentVersionId = core.options.newId('sver');
    site.status = 'live';
    site.published_at = now;
    site.updated_at = now;
    const settings = siteSettingsOf(request.tree);
    if (settings.name !== undefined)
        site.name = settings.name;
    if (settings.default_language !== undefined)
        site.default_language = settings.default_language;
    if (settings.supported_languages !== undefined)
        site.supported_languages = settings.supported_languages;
    assignPageIds(core, site, request.tree);
    for (const [key, stamp] of site.pages) {
        const path = pagePath(key);
        const old = before.get(path);
        const next = request.tree.get(path);
        if (next && (!old || !old.equals(next)))
            stamp.updated_at = now;
    }
    request.status = 'published';
    request.published_at = now;
    request.version_number = site.versionNumber;
    // The session now builds on what it published.
    const session = core.state.sessions.get(request.session_id);
    if (session)
        session.baseRevision = site.liveRevision;
}
function decide(core, request, decision, reason) {
    const now = core.timestamp();
    if (decision === 'reject') {
        request.status = 'rejected';
        request.rejected_at = now;
        request.rejection_reason = reason ?? 'rejected_by_owner';
        return;
    }
    const site = core.requireSite(request.site_id);
    if (site.liveRevision !== request.baseRevision) {
        request.status = 'rejected';
        request.rejected_at = now;
        request.rejection_reason = LIVE_SOURCE_CHANGED;
        return;
    }
    request.status = 'approved';
    request.approved_at = now;
    publish(core, site, request);
}
/**
 * The owner's decision (admin route). Deciding again the same way returns the request unchanged;
 * approving a rejected request or rejecting a published one → 409 PUBLISH_REQUEST_NOT_PENDING.
 */
function decidePublishRequest(core, requestId, decision, reason) {
    const request = requirePublishRequest(core, requestId);
    if (request.status !== 'pending') {
        const same = decision === 'reject' ? request.status === 'rejected' : request.status !== 'rejected';
        if (!same) {
            throw new ApiError(409, 'PUBLISH_REQUEST_NOT_PENDING', `publish request ${requestId} is ${request.status}; it cannot be ${decision === 'approve' ? 'approved' : 'rejected'}`, { status: request.status });
        }
        return publishRequestView(request);
    }
    decide(core, request, decision, reason);
    return publishRequestView(request);
}
function publishStatus(core, siteId) {
    const site = core.requireSite(siteId);
    const sessions = [...core.state.sessions.values()].filter((s) => s.site_id === site.id && !core.isExpired(s));
    // A site never published has no current version: its id, label and publication time are left out.
    return {
        object: 'site_publish_status',
        site_id: site.id,
        ...(site.currentVersionId !== null && { current_version_id: site.currentVersionId }),
        ...(site.versionNumber > 0 && { current_version_label: `v${site.versionNumber}` }),
        current_version_number: site.versionNumber,
        has_unpublished_changes: sessions.some((s) => !treesEqual(s.tree, site.liveTree)),
        live_source_revision: site.liveRevision,
        ...(site.published_at !== null && { published_at: site.published_at }),
        pending_request_ids: [...core.state.publishRequests.values()]
            .filter((r) => r.site_id === site.id && r.status === 'pending')
            .map((r) => r.id),
    };
}

;// CONCATENATED MODULE: ./src/emulator/sites/live-pages.ts
/** Pages, page contents and navigation as read from a source tree (the live reads of §6). */


function parseObject(bytes) {
    try {
        const value = JSON.parse(bytes.toString('utf8'));
        return typeof value === 'object' && value !== null && !Array.isArray(value)
            ? value
            : undefined;
    }
    catch {
        return undefined;
    }
}
/** Every readable pages/<key>.json, sorted by path. */
function pagesOf(tree) {
    const out = [];
    for (const [path, bytes] of tree) {
        const role = roleOf(path);
        if (role.kind !== 'page')
            continue;
        const doc = parseObject(bytes);
        if (doc)
            out.push({ key: role.key, path, doc });
    }
    return out.sort((a, b) => comparePaths(a.path, b.path));
}
function pageOf(tree, key) {
    return pagesOf(tree).find((p) => p.key === key);
}
/** locale → content object of a page, locales sorted. */
function contentsOf(tree, key) {
    const found = [];
    for (const [path, bytes] of tree) {
        const role = roleOf(path);
        if (role.kind !== 'content' || role.key !== key)
            continue;
        const doc = parseObject(bytes);
        if (doc)
            found.push([role.locale, doc]);
    }
    return new Map(found.sort(([a], [b]) => comparePaths(a, b)));
}
/** Items of every navigation/<menu>.json, menus sorted by key, items in file order. */
function navigationOf(tree) {
    const menus = [];
    for (const [path, bytes] of tree) {
        const role = roleOf(path);
        if (role.kind !== 'navigation')
            continue;
        const doc = parseObject(bytes);
        if (doc)
            menus.push({ menuKey: role.menuKey, doc });
    }
    menus.sort((a, b) => comparePaths(a.menuKey, b.menuKey));
    const out = [];
    for (const { menuKey, doc } of menus) {
        const items = Array.isArray(doc.items) ? doc.items : [];
        for (const raw of items) {
            if (typeof raw !== 'object' || raw === null)
                continue;
            const item = raw;
            out.push({
                menuKey,
                label: typeof item.label === 'string' ? item.label : '',
                ...(typeof item.page === 'string' ? { page: item.page } : {}),
                ...(typeof item.url === 'string' ? { url: item.url } : {}),
                is_published: item.is_published !== false,
            });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/emulator/sites/live-reads.ts
/** Live reads: sites, pages, page contents and navigation of the live tree. */




function listSites(core, query) {
    const page = paginate([...core.state.sites.values()], query, '/v1/sites');
    return { ...page, items: page.items.map(siteView) };
}
function pageView(core, site, page) {
    const id = core.pageIdFor(site, page.key);
    const stamp = site.pages.get(page.key);
    const doc = page.doc;
    const str = (v) => (typeof v === 'string' ? v : undefined);
    // Fields the page file does not set are left out (never null).
    return {
        object: 'site_page',
        id,
        key: page.key,
        name: str(doc.name) ?? page.key,
        slug: str(doc.slug) ?? page.key,
        ...(str(doc.template_file) !== undefined && { template_file: str(doc.template_file) }),
        seo: typeof doc.seo === 'object' && doc.seo !== null ? doc.seo : {},
        is_published: doc.is_published !== false,
        is_in_menu: doc.is_in_menu === true,
        ...(Number.isInteger(doc.menu_order) && { menu_order: doc.menu_order }),
        requires_auth: doc.requires_auth === true,
        ...(str(doc.description) !== undefined && { description: str(doc.description) }),
        created_at: stamp.created_at,
        updated_at: stamp.updated_at,
    };
}
/** Live pages in creation order of their ids (oldest first). */
function livePages(core, site) {
    const views = pagesOf(site.liveTree).map((p) => pageView(core, site, p));
    const order = [...site.pages.keys()];
    return views.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}
function listPages(core, siteId, query) {
    const site = core.requireSite(siteId);
    return paginate(livePages(core, site), query, `/v1/sites/${site.id}/pages`, (p) => p.id);
}
function livePage(core, siteId, pageId) {
    const site = core.requireSite(siteId);
    const key = core.pageKeyOf(site, pageId);
    const page = pagesOf(site.liveTree).find((p) => p.key === key);
    if (!page)
        throw new ApiError(404, 'NOT_FOUND', `page ${pageId} is not live on site ${siteId}`);
    return { site, page };
}
function getPage(core, siteId, pageId) {
    const { site, page } = livePage(core, siteId, pageId);
    return pageView(core, site, page);
}
function listContents(core, siteId, pageId) {
    const { site, page } = livePage(core, siteId, pageId);
    const items = [...contentsOf(site.liveTree, page.key)].map(([locale, content]) => ({
        object: 'site_page_content',
        page_id: pageId,
        locale,
        content,
    }));
    return { items, has_more: false };
}
function getContent(core, siteId, pageId, locale) {
    const { site, page } = livePage(core, siteId, pageId);
    const content = contentsOf(site.liveTree, page.key).get(locale);
    if (!content)
        throw new ApiError(404, 'NOT_FOUND', `page ${pageId} has no live content for locale "${locale}"`);
    return { object: 'site_page_content', page_id: pageId, locale, content };
}
function getNavigation(core, siteId) {
    const site = core.requireSite(siteId);
    const items = navigationOf(site.liveTree).map((item) => ({
        object: 'site_navigation_item',
        menu_key: item.menuKey,
        label: item.label,
        ...(item.page !== undefined ? { page_id: core.pageIdFor(site, item.page) } : {}),
        ...(item.url !== undefined ? { url: item.url } : {}),
        is_published: item.is_published,
    }));
    return { object: 'site_navigation', items };
}

;// CONCATENATED MODULE: ./src/emulator/sites/page-files.ts
/** Pure builders of the layout files that the page, content and navigation routes write. */
/** The order of fields in a written pages/<key>.json (other fields keep their place after these). */
const PAGE_FIELD_ORDER = [
    'name',
    'slug',
    'template_file',
    'seo',
    'description',
    'icon',
    'page_type',
    'is_published',
    'is_in_menu',
    'menu_order',
    'requires_auth',
    'is_enabled',
];
/** "About us!" → "about-us"; never empty. */
function slugify(text) {
    const slug = text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
    return slug === '' ? 'page' : slug;
}
/** `existing` with `fields` merged in (only the fields given), known fields first in PAGE_FIELD_ORDER. */
function pageDocument(existing, fields) {
    const merged = { ...existing };
    for (const name of PAGE_FIELD_ORDER) {
        if (fields[name] !== undefined)
            merged[name] = fields[name];
    }
    const out = {};
    for (const name of PAGE_FIELD_ORDER)
        if (merged[name] !== undefined)
            out[name] = merged[name];
    for (const [name, value] of Object.entries(merged))
        if (!(name in out))
            out[name] = value;
    return out;
}
function pickPageFields(body) {
    const out = {};
    for (const name of PAGE_FIELD_ORDER)
        if (body[name] !== undefined)
            out[name] = body[name];
    return out;
}
/** Body items → file items; page ids become page keys through `keyOfPageId`. */
function navigationItems(items, keyOfPageId) {
    return items.map((item) => {
        const out = { label: item.label };
        const page = item.page ?? (item.page_id !== undefined ? keyOfPageId(item.page_id) : undefined);
        if (page !== undefined)
            out.page = page;
        if (item.url !== undefined)
            out.url = item.url;
        if (item.is_published !== undefined)
            out.is_published = item.is_published;
        return out;
    });
}

;// CONCATENATED MODULE: ./src/emulator/sites/staging.ts
/**
 * Staged writes to a development session: optimistic revision check, patch, validation (blocking
 * errors → 422 and nothing staged), a new revision. Every page, content, navigation and batch
 * route goes through stageWrite.
 */



function stageWrite(core, session, sourceRevision, patch) {
    core.requireRevision(sourceRevision, session.revision, `development session ${session.id}`);
    const before = session.tree;
    const { tree, deleted } = applyPatch(before, patch);
    const revision = core.newRevision();
    const validation = core.validationObject(session.site_id, revision, tree);
    if (!validation.valid)
        throw sourceValidationFailed('the write would leave the source invalid', validation.errors);
    session.tree = tree;
    session.revision = revision;
    assignPageIds(core, core.requireSite(session.site_id), tree);
    return {
        session_id: session.id,
        site_id: session.site_id,
        source_revision: revision,
        staged_at: core.timestamp(),
        written_count: patch.files.size,
        deleted_count: deleted,
        diff: diffObject(core, {
            siteId: session.site_id,
            revision,
            mode: 'patch',
            before,
            after: tree,
            includeUnchanged: false,
            validation,
        }),
        validation,
    };
}

;// CONCATENATED MODULE: ./src/emulator/sites/page-writes.ts
/**
 * The page, page content and navigation routes of a session: each builds the layout file(s) and
 * stages them like a source batch (docs/platform-contract.md §6 Sessions).
 */







/** The page of a session by id: 404 when the id is unknown or the session has no such page file. */
function sessionPage(core, siteId, sessionId, pageId) {
    const session = core.requireSession(siteId, sessionId);
    const site = core.requireSite(siteId);
    const key = core.pageKeyOf(site, pageId);
    if (!session.tree.has(pagePath(key))) {
        throw new ApiError(404, 'NOT_FOUND', `page ${pageId} (${pagePath(key)}) is not in development session ${sessionId}`);
    }
    return { site, session, key, pageId };
}
function checkSegment(value, what) {
    if (sourcePathProblem(value) !== undefined || value.includes('/') || value.endsWith('.json')) {
        throw new ApiError(422, 'VALIDATION_FAILED', `${what} "${value}" cannot be used as a file name`, {
            errors: [
                { code: 'invalid_field', message: `${what} "${value}" cannot be used as a file name`, field: what },
            ],
        });
    }
}
function createPage(core, siteId, sessionId, body) {
    const session = core.requireSession(siteId, sessionId);
    const site = core.requireSite(siteId);
    const key = body.key ?? slugify(body.slug ?? body.name);
    checkSegment(key, 'key');
    const path = pagePath(key);
    if (session.tree.has(path)) {
        throw new ApiError(409, 'DUPLICATE_PAGE_KEY', `page "${key}" already exists in the session (${path})`, {
            existing_id: core.pageIdFor(site, key),
        });
    }
    const files = new Map();
    const templatePath = body.template ? (body.template.path ?? `templates/${key}.html`) : undefined;
    if (body.template && templatePath) {
        const problem = sourcePathProblem(templatePath);
        if (problem)
            throw new ApiError(422, 'VALIDATION_FAILED', `template.path "${templatePath}" ${problem}`);
        files.set(templatePath, Buffer.from(body.template.content, 'utf8'));
    }
    const fields = {
        slug: key,
        template_file: templatePath ?? 'templates/page.html',
        ...pickPageFields(body),
    };
    files.set(path, jsonBytes(pageDocument({}, fields)));
    const staged = stageWrite(core, session, body.source_revision, { files, deletePaths: [] });
    return {
        object: 'site_page_source_write',
        ...staged,
        action: 'created',
        page_key: key,
        paths: [...files.keys()].sort(),
    };
}
function updatePage(core, siteId, sessionId, pageId, body) {
    const { session, key } = sessionPage(core, siteId, sessionId, pageId);
    const existing = pageOf(session.tree, key)?.doc ?? {};
    const path = pagePath(key);
    const files = new Map([
        [path, jsonBytes(pageDocument(existing, pickPageFields(body)))],
    ]);
    const staged = stageWrite(core, session, body.source_revision, { files, deletePaths: [] });
    return {
        object: 'site_page_source_write',
        ...staged,
        action: 'updated',
        page_key: key,
        paths: [path],
    };
}
function deletePage(core, siteId, sessionId, pageId, body) {
    const { session, key } = sessionPage(core, siteId, sessionId, pageId);
    const paths = [
        pagePath(key),
        ...[...contentsOf(session.tree, key).keys()].map((locale) => contentPath(key, locale)),
    ];
    const staged = stageWrite(core, session, body.source_revision, { files: new Map(), deletePaths: paths });
    return {
        object: 'site_page_source_write',
        ...staged,
        action: 'deleted',
        page_key: key,
        paths: paths.sort(),
    };
}
function writeContent(core, ids, body) {
    const { session, key } = sessionPage(core, ids.siteId, ids.sessionId, ids.pageId);
    checkSegment(ids.locale, 'locale');
    const path = contentPath(key, ids.locale);
    const files = new Map([[path, jsonBytes(body.values ?? {})]]);
    const staged = stageWrite(core, session, body.source_revision, { files, deletePaths: [] });
    return {
        object: 'site_page_content_source_write',
        ...staged,
        locale: ids.locale,
        page_id: ids.pageId,
        path,
    };
}
function deleteContent(core, ids, body) {
    const { session, key } = sessionPage(core, ids.siteId, ids.sessionId, ids.pageId);
    const path = contentPath(key, ids.locale);
    if (!session.tree.has(path)) {
        throw new ApiError(404, 'NOT_FOUND', `page ${ids.pageId} has no content for locale "${ids.locale}" (${path})`);
    }
    const staged = stageWrite(core, session, body.source_revision, { files: new Map(), deletePaths: [path] });
    return {
        object: 'site_page_content_source_write',
        ...staged,
        locale: ids.locale,
        page_id: ids.pageId,
        path,
    };
}
const DEFAULT_MENU_KEY = 'main';
function writeNavigation(core, siteId, sessionId, body) {
    const session = core.requireSession(siteId, sessionId);
    const site = core.requireSite(siteId);
    const menuKey = body.menu_key ?? DEFAULT_MENU_KEY;
    const path = navigationPath(menuKey);
    let items;
    if (body.items) {
        items = navigationItems(body.items, (pageId) => {
            try {
                return core.pageKeyOf(site, pageId);
            }
            catch {
                throw new ApiError(422, 'VALIDATION_FAILED', `navigation item refers to page ${pageId}, which does not exist`, {
                    errors: [{ code: 'unknown_page', message: `page ${pageId} does not exist`, field: '/items' }],
                });
            }
        });
    }
    else {
        const current = session.tree.get(path);
        items = current ? (JSON.parse(current.toString('utf8')).items ?? []) : [];
    }
    const files = new Map([[path, jsonBytes({ items })]]);
    const staged = stageWrite(core, session, body.source_revision, { files, deletePaths: [] });
    return { object: 'site_navigation_source_write', ...staged, menu_key: menuKey, path };
}

;// CONCATENATED MODULE: ./src/emulator/sites/routes/group.ts
const SCHEMA = (name) => `platform/sites/${name}.schema.json`;
const SITE = '/v1/sites/:site_id';
const SESSION = `${SITE}/development-sessions/:session_id`;
function param(params, name) {
    const value = params[name];
    if (value === undefined)
        throw new Error(`route parameter ${name} is missing`);
    return value;
}

;// CONCATENATED MODULE: ./src/emulator/sites/routes/navigation.ts



function navigationRoutes(core) {
    return {
        name: 'site_navigation',
        routes: [
            {
                method: 'PATCH',
                path: `${SESSION}/navigation`,
                scope: 'site_navigation:write',
                idempotent: true,
                bodySchema: SCHEMA('navigation-update-body'),
                handler: (ctx) => ({
                    data: writeNavigation(core, param(ctx.params, 'site_id'), param(ctx.params, 'session_id'), ctx.body),
                }),
            },
            {
                method: 'GET',
                path: `${SITE}/navigation`,
                scope: 'site_navigation:read',
                idempotent: false,
                handler: (ctx) => ({ data: getNavigation(core, param(ctx.params, 'site_id')) }),
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/emulator/sites/routes/pages.ts



const ids = (ctx) => ({
    siteId: param(ctx.params, 'site_id'),
    sessionId: param(ctx.params, 'session_id'),
    pageId: param(ctx.params, 'page_id'),
    locale: param(ctx.params, 'locale'),
});
function pageRoutes(core) {
    const site = (ctx) => param(ctx.params, 'site_id');
    const session = (ctx) => param(ctx.params, 'session_id');
    const page = (ctx) => param(ctx.params, 'page_id');
    return {
        name: 'site_pages',
        routes: [
            {
                method: 'POST',
                path: `${SESSION}/pages`,
                scope: 'site_pages:write',
                idempotent: true,
                bodySchema: SCHEMA('page-create-body'),
                handler: (ctx) => ({ data: createPage(core, site(ctx), session(ctx), ctx.body) }),
            },
            {
                method: 'PATCH',
                path: `${SESSION}/pages/:page_id`,
                scope: 'site_pages:write',
                idempotent: true,
                bodySchema: SCHEMA('page-update-body'),
                handler: (ctx) => ({
                    data: updatePage(core, site(ctx), session(ctx), page(ctx), ctx.body),
                }),
            },
            {
                method: 'DELETE',
                path: `${SESSION}/pages/:page_id`,
                scope: 'site_pages:write',
                idempotent: true,
                bodySchema: SCHEMA('page-delete-body'),
                handler: (ctx) => ({
                    data: deletePage(core, site(ctx), session(ctx), page(ctx), ctx.body),
                }),
            },
            {
                method: 'PATCH',
                path: `${SESSION}/pages/:page_id/contents/:locale`,
                scope: 'site_pages:write',
                idempotent: true,
                bodySchema: SCHEMA('page-content-update-body'),
                handler: (ctx) => ({ data: writeContent(core, ids(ctx), ctx.body) }),
            },
            {
                method: 'DELETE',
                path: `${SESSION}/pages/:page_id/contents/:locale`,
                scope: 'site_pages:write',
                idempotent: true,
                bodySchema: SCHEMA('page-content-delete-body'),
                handler: (ctx) => ({ data: deleteContent(core, ids(ctx), ctx.body) }),
            },
            {
                method: 'GET',
                path: `${SITE}/pages`,
                scope: 'site_pages:read',
                idempotent: false,
                handler: (ctx) => ({ data: listPages(core, site(ctx), ctx.query) }),
            },
            {
                method: 'GET',
                path: `${SITE}/pages/:page_id`,
                scope: 'site_pages:read',
                idempotent: false,
                handler: (ctx) => ({ data: getPage(core, site(ctx), page(ctx)) }),
            },
            {
                method: 'GET',
                path: `${SITE}/pages/:page_id/contents`,
                scope: 'site_pages:read',
                idempotent: false,
                handler: (ctx) => ({ data: listContents(core, site(ctx), page(ctx)) }),
            },
            {
                method: 'GET',
                path: `${SITE}/pages/:page_id/contents/:locale`,
                scope: 'site_pages:read',
                idempotent: false,
                handler: (ctx) => ({ data: getContent(core, site(ctx), page(ctx), param(ctx.params, 'locale')) }),
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/emulator/sites/preview/html.ts
/** HTML escaping for the preview renderer. */
function html_escapeHtml(text) {
    return text
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#39;');
}
/** An href that cannot run script: http(s), mailto, relative and fragment links; anything else → "#". */
function safeHref(url) {
    const trimmed = url.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^(https?|mailto):/i.test(trimmed))
        return '#';
    return html_escapeHtml(trimmed);
}
/** A content value as escaped text: strings as is, other values as JSON. */
function valueText(value) {
    return html_escapeHtml(typeof value === 'string' ? value : JSON.stringify(value));
}

;// CONCATENATED MODULE: ./src/emulator/sites/preview/render.ts
/**
 * The preview renderer (pure): one HTML page per pages/<key>.json of a tree.
 *
 * - title: the page's seo.title, else its name; the site name from site.json is appended;
 * - language: the first path segment when it is a supported language (`/fr/about`), else
 *   `?locale=fr`, else the default language; content in another language falls back to the
 *   default language's (marked `data-fallback`); links keep the language; `<html lang>` says it;
 * - content: the values of content/<key>/<language>.json, each as escaped text;
 * - navigation: the published items of every menu, as links (page items link to the page's slug);
 * - template: when the page's template_file contains a placeholder — `{{title}}`, `{{nav}}` or
 *   `{{content.KEY}}` — the template is rendered with them substituted (values escaped); otherwise a
 *   built-in layout is used. Unknown placeholders are left as written.
 */




const HOME_SLUGS = new Set(['', 'index', 'home']);
const PLACEHOLDER = /\{\{\s*(title|lang|languages|nav(?:\.[A-Za-z0-9_-]+)?|content\.[A-Za-z0-9_.-]+)\s*\}\}/g;
/**
 * `fr/about` → fr + about when fr is supported; `?locale=fr` → fr; otherwise the default language.
 * An unsupported `?locale=` is an error (404), not a silent fallback.
 */
function previewLocale(tree, path, linkBase, query) {
    const settings = siteSettingsOf(tree);
    const supported = settings.supported_languages ?? [];
    const fallback = settings.default_language;
    const [first, ...rest] = normalizeSlug(path).split('/');
    const base = (language) => language === undefined || language === fallback ? linkBase : `${linkBase}${language}/`;
    if (first !== undefined && first !== '' && supported.includes(first) && !isPageSlug(tree, path))
        return { language: first, slug: rest.join('/'), linkBase: base(first) };
    if (query !== undefined && query !== '') {
        if (!supported.includes(query))
            return {
                error: `language "${query}" is not supported by this site (supported: ${supported.join(', ') || 'none'})`,
            };
        return { language: query, slug: normalizeSlug(path), linkBase: base(query) };
    }
    return { language: fallback, slug: normalizeSlug(path), linkBase };
}
/** A page whose slug is exactly the path wins over a language prefix of the same name. */
function isPageSlug(tree, path) {
    const wanted = normalizeSlug(path);
    return pagesOf(tree).some((p) => slugOf(p) === wanted);
}
function slugOf(page) {
    return normalizeSlug(typeof page.doc.slug === 'string' ? page.doc.slug : page.key);
}
/**
 * The published items of one menu (`main` for `{{nav}}`; every menu when there is no `main`), as a
 * `<ul>` of links; `{{nav.footer}}` renders the `footer` menu.
 */
function menuHtml(tree, pages, linkBase, menuKey) {
    const slugs = new Map(pages.map((p) => [p.key, slugOf(p)]));
    const all = navigationOf(tree);
    const key = menuKey ?? (all.some((i) => i.menuKey === 'main') ? 'main' : undefined);
    const links = all
        .filter((item) => item.is_published && (key === undefined || item.menuKey === key))
        .map((item) => {
        const href = item.page !== undefined
            ? html_escapeHtml(linkBase + (slugs.get(item.page) ?? ''))
            : safeHref(item.url ?? '#');
        return `<li><a href="${href}">${html_escapeHtml(item.label)}</a></li>`;
    });
    return `<ul>${links.join('')}</ul>`;
}
function navHtml(tree, pages, linkBase, languages = '') {
    return `<nav>${menuHtml(tree, pages, linkBase)}${languages}</nav>`;
}
/**
 * Root-relative links and sources of a template point into the preview: `/assets/…` to the
 * preview's assets, any other page link to the page in the language shown.
 */
function intoPreview(html, linkBase, rootBase) {
    return html.replace(/\b(href|src)=(["'])\/(?!\/)(assets\/)?/gi, (_m, attr, quote, assets) => `${attr}=${quote}${assets ? `${rootBase}${assets}` : linkBase}`);
}
function layout(title, nav, body, language) {
    return [
        '<!doctype html>',
        `<html${language ? ` lang="${html_escapeHtml(language)}"` : ''}><head><meta charset="utf-8">`,
        `<title>${html_escapeHtml(title)}</title>`,
        '</head><body>',
        nav,
        `<main>${body}</main>`,
        '</body></html>',
        '',
    ].join('\n');
}
/** Links to this page in every supported language (none for a single-language site). */
function languagesHtml(tree, rootBase, slug, current) {
    const settings = siteSettingsOf(tree);
    const supported = settings.supported_languages ?? [];
    if (supported.length < 2)
        return '';
    const links = supported.map((language) => {
        const base = language === settings.default_language ? rootBase : `${rootBase}${language}/`;
        const attrs = language === current ? ' aria-current="true"' : '';
        return `<li><a href="${html_escapeHtml(base + slug)}" hreflang="${html_escapeHtml(language)}"${attrs}>${html_escapeHtml(language)}</a></li>`;
    });
    return `<ul class="languages">${links.join('')}</ul>`;
}
function renderPreview(tree, path, rootBase, options = {}) {
    const settings = siteSettingsOf(tree);
    const siteName = settings.name ?? 'Preview';
    const chosen = previewLocale(tree, path, rootBase, options.locale);
    const pages = pagesOf(tree);
    if ('error' in chosen) {
        return {
            status: 404,
            html: layout(`Not found · ${siteName}`, navHtml(tree, pages, rootBase), `<h1>${html_escapeHtml(chosen.error)}</h1>`, undefined),
        };
    }
    const { language, linkBase } = chosen;
    const languages = languagesHtml(tree, rootBase, chosen.slug, language);
    const nav = navHtml(tree, pages, linkBase, languages);
    const wanted = chosen.slug;
    const page = pages.find((p) => slugOf(p) === wanted) ??
        (wanted === '' ? pages.find((p) => HOME_SLUGS.has(slugOf(p))) : undefined);
    if (!page) {
        if (wanted !== '') {
            return {
                status: 404,
                html: layout(`Not found · ${siteName}`, nav, `<h1>No page at /${html_escapeHtml(wanted)}</h1>`, language),
            };
        }
        const list = pages
            .map((p) => `<li><a href="${html_escapeHtml(linkBase + slugOf(p))}">${html_escapeHtml(String(p.doc.name ?? p.key))}</a></li>`)
            .join('');
        return {
            status: 200,
            html: layout(siteName, nav, `<h1>${html_escapeHtml(siteName)}</h1><ul>${list}</ul>`, language),
        };
    }
    const seo = (typeof page.doc.seo === 'object' && page.doc.seo !== null ? page.doc.seo : {});
    const pageTitle = typeof seo.title === 'string' ? seo.title : String(page.doc.name ?? page.key);
    const title = `${pageTitle} · ${siteName}`;
    const contents = contentsOf(tree, page.key);
    const own = contents.get(language ?? '');
    // A page not translated yet shows the default language's content, marked as such.
    const fallback = own === undefined && language !== settings.default_language;
    const content = own ?? contents.get(settings.default_language ?? '') ?? {};
    const template = typeof page.doc.template_file === 'string' ? tree.get(page.doc.template_file) : undefined;
    const templateText = template?.toString('utf8');
    if (templateText !== undefined && new RegExp(PLACEHOLDER.source).test(templateText)) {
        const html = intoPreview(templateText, linkBase, rootBase).replace(PLACEHOLDER, (whole, name) => {
            if (name === 'title')
                return html_escapeHtml(title);
            if (name === 'lang')
                return html_escapeHtml(language ?? '');
            if (name === 'languages')
                return languages;
            if (name === 'nav')
                return menuHtml(tree, pages, linkBase);
            if (name.startsWith('nav.'))
                return menuHtml(tree, pages, linkBase, name.slice('nav.'.length));
            const key = name.slice('content.'.length);
            return Object.hasOwn(content, key) ? valueText(content[key]) : '';
        });
        return { status: 200, html };
    }
    const sections = Object.entries(content)
        .map(([key, value]) => `<section data-key="${html_escapeHtml(key)}">${valueText(value)}</section>`)
        .join('\n');
    const heading = `<h1>${html_escapeHtml(pageTitle)}</h1>`;
    const body = fallback
        ? `${heading}\n<div data-fallback="${html_escapeHtml(settings.default_language ?? '')}">\n${sections}\n</div>`
        : `${heading}\n${sections}`;
    return { status: 200, html: layout(title, nav, body, language) };
}

;// CONCATENATED MODULE: ./src/emulator/sites/preview/previews.ts
/** Preview links: POST …/preview freezes the session's tree at its revision behind an unguessable token. */




function previewPath(token) {
    return `/preview/${token}/`;
}
function createPreview(core, siteId, sessionId, baseUrl) {
    const session = core.requireSession(siteId, sessionId);
    const preview = {
        token: (0,external_node_crypto_.randomBytes)(24).toString('base64url'),
        session_id: session.id,
        site_id: siteId,
        revision: session.revision,
        tree: session.tree,
        created_at: core.timestamp(),
        expires_at: core.timestamp(PREVIEW_LIFETIME_MS),
    };
    core.state.previews.set(preview.token, preview);
    const url = baseUrl.replace(/\/+$/, '') + previewPath(preview.token);
    session.previewUrl = url;
    return {
        object: 'site_development_session_preview',
        session_id: session.id,
        site_id: siteId,
        preview_url: url,
        expires_at: preview.expires_at,
        source_revision: preview.revision,
    };
}
/**
 * Previews show user content on the emulator's origin, where the admin routes also live: no script
 * runs in them, and nothing is sniffed into another type.
 */
const PREVIEW_HEADERS = {
    'content-security-policy': "script-src 'none'; object-src 'none'; base-uri 'none'",
    'x-content-type-options': 'nosniff',
};
const CONTENT_TYPES = {
    css: 'text/css; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
    json: 'application/json',
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    ico: 'image/x-icon',
    woff: 'font/woff',
    woff2: 'font/woff2',
    txt: 'text/plain; charset=utf-8',
    html: 'text/html; charset=utf-8',
};
function contentTypeOf(path) {
    const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
function notFound(message) {
    const html = `<!doctype html>\n<html><head><meta charset="utf-8"><title>Preview not found</title></head><body><h1>${html_escapeHtml(message)}</h1></body></html>\n`;
    return {
        status: 404,
        headers: PREVIEW_HEADERS,
        raw: { contentType: 'text/html; charset=utf-8', body: html },
    };
}
function livePreview(core, token) {
    const preview = core.state.previews.get(token);
    if (!preview)
        return notFound('This preview link does not exist.');
    if (core.now().getTime() >= Date.parse(preview.expires_at))
        return notFound('This preview link has expired.');
    return preview;
}
/** GET /preview/:token/assets/*path (public): a file of the previewed tree under assets/. */
function servePreviewAsset(core, token, path) {
    const preview = livePreview(core, token);
    if (!('tree' in preview))
        return preview;
    const bytes = preview.tree.get(`assets/${path}`);
    if (!bytes)
        return notFound(`No file assets/${path} in this preview.`);
    return { status: 200, headers: PREVIEW_HEADERS, raw: { contentType: contentTypeOf(path), body: bytes } };
}
/**
 * GET /preview/:token/ and /preview/:token/*path (public): `path` is a page slug, optionally after
 * a supported language (`fr/about`); `?locale=fr` also picks the language.
 */
function servePreview(core, token, path, locale) {
    const preview = livePreview(core, token);
    if (!('tree' in preview))
        return preview;
    const page = renderPreview(preview.tree, path, previewPath(token), {
        ...(locale !== undefined && { locale }),
    });
    return {
        status: page.status,
        headers: PREVIEW_HEADERS,
        raw: { contentType: 'text/html; charset=utf-8', body: page.html },
    };
}

;// CONCATENATED MODULE: ./src/emulator/sites/routes/publish.ts




function publishRoutes(core) {
    return {
        name: 'site_publish',
        routes: [
            {
                method: 'POST',
                path: `${SITE}/publish-requests`,
                scope: 'site_publish:write',
                idempotent: true,
                bodySchema: SCHEMA('publish-request-body'),
                handler: (ctx) => ({
                    data: createPublishRequest(core, param(ctx.params, 'site_id'), ctx.body),
                }),
            },
            {
                method: 'GET',
                path: `${SITE}/publish-requests/:request_id`,
                scope: 'site_publish:read',
                idempotent: false,
                handler: (ctx) => ({
                    data: publishRequestView(requirePublishRequest(core, param(ctx.params, 'request_id'), param(ctx.params, 'site_id'))),
                }),
            },
            {
                method: 'GET',
                path: `${SITE}/publish-status`,
                scope: 'site_publish:read',
                idempotent: false,
                handler: (ctx) => ({ data: publishStatus(core, param(ctx.params, 'site_id')) }),
            },
        ],
    };
}
function previewPageRoutes(core) {
    return {
        name: 'site_preview_pages',
        routes: [
            {
                method: 'GET',
                path: '/preview/:token/',
                scope: null,
                idempotent: false,
                public: true,
                handler: (ctx) => servePreview(core, param(ctx.params, 'token'), '', ctx.query['locale']),
            },
            {
                method: 'GET',
                path: '/preview/:token/assets/*path',
                scope: null,
                idempotent: false,
                public: true,
                handler: (ctx) => servePreviewAsset(core, param(ctx.params, 'token'), param(ctx.params, 'path')),
            },
            {
                method: 'GET',
                path: '/preview/:token/*path',
                scope: null,
                idempotent: false,
                public: true,
                handler: (ctx) => servePreview(core, param(ctx.params, 'token'), param(ctx.params, 'path'), ctx.query['locale']),
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/emulator/sites/routes/sessions.ts






function sessionRoutes(core) {
    return {
        name: 'site_development_sessions',
        routes: [
            {
                method: 'POST',
                path: '/v1/sites/development-sessions',
                scope: 'site_drafts:write',
                idempotent: true,
                bodySchema: SCHEMA('session-create-source-body'),
                handler: (ctx) => ({ data: createSourceSession(core, ctx.body) }),
            },
            {
                method: 'POST',
                path: `${SITE}/development-sessions`,
                scope: 'site_drafts:write',
                idempotent: true,
                bodySchema: SCHEMA('session-create-live-body'),
                handler: (ctx) => ({
                    data: createLiveSession(core, param(ctx.params, 'site_id'), ctx.body),
                }),
            },
            {
                // Emulator extension: read a session back (its current revision, expiry and preview link).
                method: 'GET',
                path: SESSION,
                scope: 'sites:read',
                idempotent: false,
                handler: (ctx) => ({
                    data: sessionView(core.requireSession(param(ctx.params, 'site_id'), param(ctx.params, 'session_id'))),
                }),
            },
            {
                method: 'PATCH',
                path: `${SESSION}/source:batch`,
                scope: 'site_theme_files:write',
                idempotent: true,
                bodySchema: SCHEMA('source-batch-body'),
                handler: (ctx) => {
                    const body = ctx.body;
                    const session = core.requireSession(param(ctx.params, 'site_id'), param(ctx.params, 'session_id'));
                    const patch = patchFromWriteBody(body);
                    return {
                        data: {
                            object: 'site_source_batch_write',
                            ...stageWrite(core, session, body.source_revision, patch),
                        },
                    };
                },
            },
            {
                method: 'POST',
                path: `${SESSION}/preview`,
                scope: 'site_drafts:write',
                idempotent: true,
                handler: (ctx) => ({
                    data: createPreview(core, param(ctx.params, 'site_id'), param(ctx.params, 'session_id'), ctx.baseUrl),
                }),
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/emulator/sites/routes/sites.ts



function siteRoutes(core) {
    return {
        name: 'sites',
        routes: [
            {
                method: 'GET',
                path: '/v1/sites',
                scope: 'sites:read',
                idempotent: false,
                handler: (ctx) => ({ data: listSites(core, ctx.query) }),
            },
            {
                method: 'GET',
                path: SITE,
                scope: 'sites:read',
                idempotent: false,
                handler: (ctx) => ({ data: siteView(core.requireSite(param(ctx.params, 'site_id'))) }),
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/emulator/sites/source-reads.ts
/**
 * Source reads of a site: manifest, files (paged by path), file, archive, diff and validate.
 * They read the live tree; with `?session_id=` (an emulator extension) the manifest, files, file
 * and archive read that session's staged tree instead.
 */





function treeAt(core, siteId, query) {
    const site = core.requireSite(siteId);
    if (query.session_id !== undefined) {
        const session = core.requireSession(siteId, query.session_id);
        return { siteId: site.id, tree: session.tree, revision: session.revision };
    }
    return { siteId: site.id, tree: site.liveTree, revision: site.liveRevision };
}
function manifest(core, siteId, query) {
    const at = treeAt(core, siteId, query);
    return {
        site_id: at.siteId,
        source_revision: at.revision,
        files: manifestOf(at.tree, core.options.checksum),
    };
}
function fileList(core, siteId, query) {
    const at = treeAt(core, siteId, query);
    const paths = sortedPaths(at.tree);
    const page = paginate(paths, query, `/v1/sites/${at.siteId}/source/files`, (p) => p);
    return { ...page, items: page.items.map((p) => fileEntry(p, at.tree.get(p), core.options.checksum)) };
}
function sourceFile(core, siteId, query) {
    const path = query.path;
    if (path === undefined || path === '') {
        throw new ApiError(400, 'INVALID_REQUEST', 'query parameter "path" is required', {
            errors: [{ code: 'missing_field', message: 'is required', field: 'path' }],
        });
    }
    const at = treeAt(core, siteId, query);
    const bytes = at.tree.get(path);
    if (!bytes)
        throw new ApiError(404, 'NOT_FOUND', `source file "${path}" not found at revision ${at.revision}`);
    return {
        ...fileEntry(path, bytes, core.options.checksum),
        ...payloadOf(bytes),
    };
}
function archive(core, siteId, query) {
    const at = treeAt(core, siteId, query);
    const files = {};
    for (const path of sortedPaths(at.tree))
        files[path] = payloadOf(at.tree.get(path));
    return {
        site_id: at.siteId,
        source_revision: at.revision,
        generated_at: core.timestamp(),
        manifest: manifest(core, siteId, query),
        files,
    };
}
/** The tree the body describes: the complete tree (archive) or live with the body applied (patch). */
function desiredTree(core, siteId, body) {
    const site = core.requireSite(siteId);
    if (body.source_revision !== undefined) {
        core.requireRevision(body.source_revision, site.liveRevision, `live source of site ${site.id}`);
    }
    const live = { siteId: site.id, tree: site.liveTree, revision: site.liveRevision };
    const mode = body.mode ?? 'patch';
    const patch = patchFromWriteBody(mode === 'archive' ? { files: body.files ?? {} } : body);
    const base = mode === 'archive' ? EMPTY_TREE : live.tree;
    return { live, desired: applyPatch(base, patch).tree };
}
function diff(core, siteId, body) {
    const { live, desired } = desiredTree(core, siteId, body);
    return diffObject(core, {
        siteId: live.siteId,
        revision: live.revision,
        mode: body.mode ?? 'patch',
        before: live.tree,
        after: desired,
        includeUnchanged: body.include_unchanged === true,
        validation: core.validationObject(live.siteId, live.revision, desired),
    });
}
function validate(core, siteId, body) {
    const { live, desired } = desiredTree(core, siteId, body);
    return core.validationObject(live.siteId, live.revision, desired);
}

;// CONCATENATED MODULE: ./src/emulator/sites/routes/source.ts


function sourceRoutes(core) {
    const read = (path, fn) => ({
        method: 'GET',
        path: `${SITE}/source/${path}`,
        scope: 'site_theme_files:read',
        idempotent: false,
        handler: (ctx) => ({
            data: fn(core, param(ctx.params, 'site_id'), ctx.query),
        }),
    });
    const post = (path, fn) => ({
        method: 'POST',
        path: `${SITE}/source/${path}`,
        scope: 'site_theme_files:read',
        idempotent: false,
        bodySchema: SCHEMA('diff-body'),
        handler: (ctx) => ({
            data: fn(core, param(ctx.params, 'site_id'), ctx.body),
        }),
    });
    return {
        name: 'site_source',
        routes: [
            read('archive', archive),
            read('file', sourceFile),
            read('files', fileList),
            read('manifest', manifest),
            post('diff', diff),
            post('validate', validate),
        ],
    };
}

;// CONCATENATED MODULE: ./src/emulator/state/base64-bytes.ts
/**
 * File bytes inside a state snapshot. In JSON they are one base64 string, but the state writer
 * (json-parts.ts) produces that string a slice at a time from the bytes, so a snapshot holds no
 * base64 copy of the site sources: a snapshot of 1 GiB of files costs references, not 1.4 GB of
 * strings. `JSON.stringify` (the admin state dump) still sees the whole base64 string.
 */
/** Bytes encoded per part: a multiple of 3, so the parts join to the base64 of the whole. */
const PART_BYTES = 3 * 256 * 1024;
class Base64Bytes {
    bytes;
    constructor(bytes) {
        this.bytes = bytes;
    }
    /** Length of its JSON text: the base64 string with its two quotes (all ASCII, so also its bytes). */
    get jsonLength() {
        return 4 * Math.ceil(this.bytes.length / 3) + 2;
    }
    toJSON() {
        return this.bytes.toString('base64');
    }
    /** Its JSON text (a quoted base64 string) in parts of at most 1 MiB. */
    *jsonParts() {
        yield '"';
        for (let start = 0; start < this.bytes.length; start += PART_BYTES) {
            yield this.bytes.subarray(start, start + PART_BYTES).toString('base64');
        }
        yield '"';
    }
}

;// CONCATENATED MODULE: ./src/emulator/sites/snapshot.ts
/**
 * JSON form of the sites state. File bytes are stored once each in `blobs` (base64, keyed by
 * SHA-256), trees as path → blob key, so sessions and requests sharing files stay small. A snapshot
 * refers to the tree's buffers (Base64Bytes): the base64 text exists only as the state writer
 * produces it, a part at a time, or when the snapshot is given to JSON.stringify. What restore
 * reads back holds base64 strings.
 */


const SNAPSHOT_VERSION = 1;
function snapshotState(state) {
    const blobs = {};
    const tree = (t) => {
        const out = {};
        for (const [path, bytes] of t) {
            const key = cachedChecksum(bytes, 'sha256');
            blobs[key] ??= new Base64Bytes(bytes);
            out[path] = key;
        }
        return out;
    };
    const json = {
        version: SNAPSHOT_VERSION,
        blobs,
        sites: [...state.sites.values()].map((s) => ({
            ...s,
            liveTree: tree(s.liveTree),
            pages: [...s.pages].map(([k, v]) => [k, { ...v }]),
        })),
        sessions: [...state.sessions.values()].map((s) => ({ ...s, tree: tree(s.tree) })),
        previews: [...state.previews.values()].map((p) => ({ ...p, tree: tree(p.tree) })),
        publishRequests: [...state.publishRequests.values()].map((r) => ({ ...r, tree: tree(r.tree) })),
    };
    return json;
}
/** Replaces `state` with a snapshot made by snapshotState. */
function restoreState(state, snapshot) {
    const json = snapshot;
    if (typeof json !== 'object' || json === null || json.version !== SNAPSHOT_VERSION) {
        throw new Error(`sites snapshot: unsupported format (expected version ${SNAPSHOT_VERSION})`);
    }
    const buffers = new Map();
    const blob = (key) => {
        let bytes = buffers.get(key);
        if (!bytes) {
            const stored = json.blobs[key];
            if (stored === undefined)
                throw new Error(`sites snapshot: missing blob ${key}`);
            bytes = stored instanceof Base64Bytes ? stored.bytes : Buffer.from(stored, 'base64');
            buffers.set(key, bytes);
        }
        return bytes;
    };
    const tree = (t) => new Map(Object.entries(t).map(([path, key]) => [path, blob(key)]));
    state.clear();
    for (const s of json.sites) {
        state.sites.set(s.id, {
            ...s,
            liveTree: tree(s.liveTree),
            pages: new Map(s.pages.map(([k, v]) => [k, { ...v }])),
        });
    }
    for (const s of json.sessions)
        state.sessions.set(s.id, { ...s, tree: tree(s.tree) });
    for (const p of json.previews)
        state.previews.set(p.token, { ...p, tree: tree(p.tree) });
    for (const r of json.publishRequests)
        state.publishRequests.set(r.id, { ...r, tree: tree(r.tree) });
}

;// CONCATENATED MODULE: ./src/emulator/sites/state.ts
class SitesState {
    sites = new Map();
    sessions = new Map();
    previews = new Map();
    publishRequests = new Map();
    clear() {
        this.sites.clear();
        this.sessions.clear();
        this.previews.clear();
        this.publishRequests.clear();
    }
}

;// CONCATENATED MODULE: ./src/emulator/sites/index.ts











function createSitesModule(options) {
    const state = new SitesState();
    const core = new SitesCore(options, state);
    const groups = [
        siteRoutes(core),
        sessionRoutes(core),
        pageRoutes(core),
        navigationRoutes(core),
        sourceRoutes(core),
        publishRoutes(core),
        previewPageRoutes(core),
    ];
    return {
        routes: groups.flatMap((g) => g.routes),
        snapshot: () => snapshotState(state),
        restore: (snapshot) => restoreState(state, snapshot),
        seed: (fixtures) => seedSites(core, fixtures),
        approvePublishRequest: (id) => decidePublishRequest(core, id, 'approve'),
        rejectPublishRequest: (id, reason) => decidePublishRequest(core, id, 'reject', reason),
        routeGroups: groups.map((g) => ({
            name: g.name,
            scopes: [...new Set(g.routes.map((r) => r.scope).filter((s) => s !== null))].sort(),
            routeCount: g.routes.length,
        })),
    };
}

;// CONCATENATED MODULE: ./src/emulator/sites-bridge.ts
/**
 * The sites module (src/emulator/sites/, written separately) seen from the core: its interface and
 * its factory, in one place so the rest of the core depends on this file only.
 */

function loadSitesModule(options) {
    return createSitesModule(options);
}

;// CONCATENATED MODULE: ./src/emulator/state/not-kept-note.ts
/**
 * What the emulator says, and leaves beside the data file, when it stops writing that file because
 * the state grew past what a file can hold and still be read back. The data file keeps the last
 * state written; the note (`<FILE>.not-kept.json`) says that the changes after it were not kept,
 * so the next start says so instead of silently restoring an older state. The next complete write
 * of the data file removes the note.
 */

const NOTE_FORMAT = 'sitesync-emulator-not-kept';
const noteFileOf = (file) => `${file}.not-kept.json`;
function writeNote(file, note) {
    (0,external_node_fs_.writeFileSync)(noteFileOf(file), `${JSON.stringify(note, null, 2)}\n`, { mode: 0o600 });
}
function removeNote(file) {
    (0,external_node_fs_.rmSync)(noteFileOf(file), { force: true });
}
/** The note beside `file`; `unreadable` when one is there but is not a note. */
function readNote(file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(noteFileOf(file), 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        return 'unreadable';
    }
    try {
        const note = JSON.parse(text);
        return note.format === NOTE_FORMAT &&
            typeof note.stopped_at === 'string' &&
            typeof note.state_bytes_at_least === 'number' &&
            typeof note.max_bytes === 'number'
            ? note
            : 'unreadable';
    }
    catch {
        return 'unreadable';
    }
}
const size = (bytes) => bytes < 2 ** 20 ? `${bytes} bytes` : `${bytes} bytes (${(bytes / 2 ** 20).toFixed(1)} MiB)`;
function overLimit(bytes, maxBytes, needs) {
    return `${needs} at least ${size(bytes)} of JSON, over the ${size(maxBytes)} a data file may have and still be read back (site sources are kept in it as base64)`;
}
/** Said once when the writer stops writing the data file. */
function stoppedMessage(err, keptSavedAt) {
    const kept = keptSavedAt
        ? `it keeps the state as saved at ${keptSavedAt}`
        : 'it is left as it was when this emulator started';
    return [
        `emulator: stopped writing the data file ${err.file}: the state ${overLimit(err.bytesAtLeast, err.maxBytes, 'needs')};`,
        `${kept}, and the changes since live only in this emulator's memory.`,
        `Writing resumes if the state gets back under the limit (e.g. after POST /__emulator/reset);`,
        `${noteFileOf(err.file)} says what was not kept at the next start.`,
    ].join(' ');
}
/** Said when a complete write succeeds after the writer had stopped. */
function resumedMessage(file) {
    return `emulator: writing the data file ${file} again: the state is back under the limit`;
}
/** Said at start when a note is beside the data file; `stored` is undefined when there is no data file. */
function notKeptAtStartMessage(file, note, stored) {
    if (note === 'unreadable')
        return `emulator: ${noteFileOf(file)} is there but cannot be read: the data file may not hold the last changes of the emulator that used it before`;
    const why = `the emulator that used it before stopped writing it at ${note.stopped_at}, when its state ${overLimit(note.state_bytes_at_least, note.max_bytes, 'needed')}`;
    if (!stored)
        return `emulator: ${file} does not exist: ${why}; nothing is restored`;
    const savedAt = stored.savedAt ?? note.kept_saved_at ?? 'an unknown time';
    return `emulator: restoring ${file} as saved at ${savedAt}: ${why}, so its changes after ${savedAt} were not kept`;
}

;// CONCATENATED MODULE: ./src/emulator/state/persistence.ts
/**
 * Persistence for `--data FILE`: the state document and reading it back. Every state slice is
 * plain JSON-serialisable data (file bytes as Base64Bytes). The file holds raw API keys: it is
 * written readable by its owner only (0600) and atomically (state-file.ts), in the background after
 * mutations (writer.ts), and read at start. It is read back as one string, so a file past V8's
 * longest string can never be loaded: the writer does not write one (not-kept-note.ts).
 */


const STATE_FORMAT = 'sitesync-emulator-state';
/** The largest data file that can be read back: one string of it (V8's string length limit). */
const MAX_STATE_FILE_BYTES = external_node_buffer_.constants.MAX_STRING_LENGTH;
const STATE_VERSION = 1;
function snapshotAll(slices) {
    return Object.fromEntries(slices.map((s) => [s.name, s.snapshot()]));
}
function stateDocument(slices, savedAt) {
    return {
        format: STATE_FORMAT,
        version: STATE_VERSION,
        saved_at: savedAt.toISOString(),
        slices: snapshotAll(slices),
    };
}
/** The state stored in `file`, or undefined when it does not exist. A corrupt file is an error naming it. */
function loadStateFile(file) {
    if (!(0,external_node_fs_.existsSync)(file))
        return undefined;
    const size = (0,external_node_fs_.statSync)(file).size;
    if (size > MAX_STATE_FILE_BYTES)
        throw new Error(`emulator data file ${file} is ${size} bytes; the emulator reads back at most ${MAX_STATE_FILE_BYTES} (one JavaScript string), so this state cannot be restored (its site sources are large); start with another --data file, or without --data`);
    let parsed;
    try {
        parsed = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch (err) {
        throw new Error(`emulator data file ${file} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    const doc = parsed;
    if (doc.format !== STATE_FORMAT ||
        doc.version !== STATE_VERSION ||
        typeof doc.slices !== 'object' ||
        doc.slices === null) {
        throw new Error(`emulator data file ${file} is not a ${STATE_FORMAT} file of version ${STATE_VERSION}`);
    }
    return {
        slices: doc.slices,
        savedAt: typeof doc.saved_at === 'string' ? doc.saved_at : undefined,
    };
}
function restoreAll(slices, stored) {
    for (const slice of slices)
        if (slice.name in stored)
            slice.restore(stored[slice.name]);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/emulator/state/json-parts.ts
/**
 * JSON text produced in parts, so that a large state can be serialised a slice at a time between
 * requests instead of in one synchronous JSON.stringify that holds the event loop for seconds.
 * The concatenated parts equal JSON.stringify(value) for plain data (objects, arrays, strings,
 * numbers, booleans, null; values with toJSON, like Dates, are serialised whole). File bytes
 * (Base64Bytes) are written as their base64 string, a part at a time.
 */

/** Arrays and objects down to this depth are walked; deeper values are stringified whole. */
const WALK_DEPTH = 5;
function isWalkable(value) {
    return (value !== null &&
        typeof value === 'object' &&
        typeof value.toJSON !== 'function' &&
        (Array.isArray(value) ||
            Object.getPrototypeOf(value) === Object.prototype ||
            Object.getPrototypeOf(value) === null));
}
const omitted = (v) => v === undefined || typeof v === 'function' || typeof v === 'symbol';
function* jsonParts(value, depth = 0) {
    if (value instanceof Base64Bytes) {
        yield* value.jsonParts();
        return;
    }
    if (depth >= WALK_DEPTH || !isWalkable(value)) {
        yield JSON.stringify(value) ?? 'null';
        return;
    }
    if (Array.isArray(value)) {
        yield '[';
        for (let i = 0; i < value.length; i++) {
            if (i > 0)
                yield ',';
            const item = value[i];
            if (omitted(item))
                yield 'null';
            else
                yield* jsonParts(item, depth + 1);
        }
        yield ']';
        return;
    }
    yield '{';
    let first = true;
    for (const [key, item] of Object.entries(value)) {
        if (omitted(item))
            continue;
        yield `${first ? '' : ','}${JSON.stringify(key)}:`;
        first = false;
        yield* jsonParts(item, depth + 1);
    }
    yield '}';
}
/**
 * Writes `value` as JSON through `write`, in chunks of about `chunkBytes`, giving the event loop
 * a turn whenever `sliceMs` of work have passed.
 */
async function writeJsonInSlices(value, write, options = {}) {
    const chunkBytes = options.chunkBytes ?? 1 << 20;
    const sliceMs = options.sliceMs ?? 8;
    let buffer = [];
    let size = 0;
    let sliceStart = performance.now();
    for (const part of jsonParts(value)) {
        buffer.push(part);
        size += part.length;
        if (size >= chunkBytes) {
            await write(buffer.join(''));
            buffer = [];
            size = 0;
        }
        if (performance.now() - sliceStart >= sliceMs) {
            await new Promise((resolve) => setImmediate(resolve));
            sliceStart = performance.now();
        }
    }
    if (size > 0)
        await write(buffer.join(''));
}

;// CONCATENATED MODULE: ./src/emulator/state/json-size.ts
/**
 * A lower bound of the UTF-8 bytes of a value's JSON, computed without producing the JSON, so a
 * state too large for the data file is known before any of it is written. Exact for file bytes
 * (Base64Bytes, which dominate a large state) and for ASCII data; escapes and non-ASCII text only
 * add to the real size, and values with their own toJSON (other than file bytes) count as nothing.
 * The walk uses its own stack and can pause between steps, so a state of 50,000 records is
 * measured between requests (jsonBytesAtLeastInSlices) rather than in one block of ~100 ms.
 */


/** Containers visited between two pauses of the walk. */
const STEP_NODES = 2048;
/** The JSON bytes of a value that is not walked into, at least. */
function leafBytes(value) {
    if (value instanceof Base64Bytes)
        return value.jsonLength;
    switch (typeof value) {
        case 'string':
            return value.length + 2;
        case 'number':
            return Number.isFinite(value) ? String(value).length : 4;
        case 'boolean':
            return value ? 4 : 5;
        case 'object':
            if (value === null)
                return 4;
            return typeof value.toJSON === 'function' ? 0 : 2;
        default:
            return 0;
    }
}
/** Yields between steps; returns the bound. */
function* walk(value) {
    if (!isWalkable(value))
        return leafBytes(value);
    let bytes = 0;
    let nodes = 0;
    const stack = [value];
    const visit = (item) => {
        if (isWalkable(item))
            stack.push(item);
        else
            bytes += leafBytes(item);
    };
    for (let container = stack.pop(); container !== undefined; container = stack.pop()) {
        if (++nodes % STEP_NODES === 0)
            yield;
        if (Array.isArray(container)) {
            bytes += 1 + Math.max(container.length, 1);
            for (const item of container) {
                if (omitted(item))
                    bytes += 4;
                else
                    visit(item);
            }
            continue;
        }
        bytes += 2;
        let first = true;
        for (const key in container) {
            const item = container[key];
            if (!Object.hasOwn(container, key) || omitted(item))
                continue;
            bytes += key.length + 3 + (first ? 0 : 1);
            first = false;
            visit(item);
        }
    }
    return bytes;
}
function jsonBytesAtLeast(value) {
    const steps = walk(value);
    for (;;) {
        const step = steps.next();
        if (step.done)
            return step.value;
    }
}
/** jsonBytesAtLeast, giving the event loop a turn whenever `sliceMs` of work have passed. */
async function jsonBytesAtLeastInSlices(value, sliceMs = 8) {
    const steps = walk(value);
    let sliceStart = performance.now();
    for (;;) {
        const step = steps.next();
        if (step.done)
            return step.value;
        if (performance.now() - sliceStart >= sliceMs) {
            await new Promise((resolve) => setImmediate(resolve));
            sliceStart = performance.now();
        }
    }
}

;// CONCATENATED MODULE: ./src/emulator/state/state-file.ts
/**
 * Writing one state document to the data file: atomically (a temporary file in the same
 * directory, then rename), readable by its owner only (0600), and never past `maxBytes`. The size
 * is checked before anything is written, from a lower bound that is exact for the file contents
 * (json-size.ts), and counted while writing. Past the limit the temporary file is removed and
 * the data file is left as it was: the last one written is always one that can be read back.
 */





class StateFileTooLargeError extends Error {
    file;
    bytesAtLeast;
    maxBytes;
    code = 'STATE_FILE_TOO_LARGE';
    constructor(file, 
    /** Bytes of JSON the state needs, at least (a lower bound, or what was counted when it stopped). */
    bytesAtLeast, maxBytes) {
        super(`the state needs at least ${bytesAtLeast} bytes of JSON, over the ${maxBytes} the data file ${file} may have`);
        this.file = file;
        this.bytesAtLeast = bytesAtLeast;
        this.maxBytes = maxBytes;
        this.name = 'StateFileTooLargeError';
    }
}
/** Chunks of about this many characters go to the file at a time. */
const CHUNK_CHARS = 1 << 20;
const tmpOf = (file) => `${file}.${process.pid}.tmp`;
/** Counts the bytes written; throws before a chunk would take them past the limit. */
function byteBudget(file, maxBytes) {
    let written = 0;
    return (chunk) => {
        const next = written + Buffer.byteLength(chunk, 'utf8');
        if (next > maxBytes)
            throw new StateFileTooLargeError(file, next, maxBytes);
        written = next;
    };
}
function requireUnderLimit(file, atLeast, maxBytes) {
    if (atLeast > maxBytes)
        throw new StateFileTooLargeError(file, atLeast, maxBytes);
}
/** The JSON of `value` in chunks of about CHUNK_CHARS, each counted by `take` before `write` gets it. */
function writeJsonSync(value, take, write) {
    let parts = [];
    let chars = 0;
    const flush = () => {
        const chunk = parts.join('');
        take(chunk);
        write(chunk);
        parts = [];
        chars = 0;
    };
    for (const part of jsonParts(value)) {
        parts.push(part);
        chars += part.length;
        if (chars >= CHUNK_CHARS)
            flush();
    }
    if (chars > 0)
        flush();
}
/** Writes `document` now, synchronously (at start, before the server listens, and at close). */
function writeStateFileSync(file, document, maxBytes) {
    requireUnderLimit(file, jsonBytesAtLeast(document), maxBytes);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true, mode: 0o700 });
    const tmp = tmpOf(file);
    const fd = (0,external_node_fs_.openSync)(tmp, 'w', 0o600);
    try {
        try {
            writeJsonSync(document, byteBudget(file, maxBytes), (text) => (0,external_node_fs_.writeFileSync)(fd, text));
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch (err) {
        (0,external_node_fs_.rmSync)(tmp, { force: true });
        throw err;
    }
    (0,external_node_fs_.chmodSync)(tmp, 0o600);
    (0,external_node_fs_.renameSync)(tmp, file);
}
/** Writes `document` in the background: its JSON a slice at a time between requests. */
async function writeStateFile(file, document, maxBytes) {
    requireUnderLimit(file, await jsonBytesAtLeastInSlices(document), maxBytes);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true, mode: 0o700 });
    const tmp = tmpOf(file);
    const handle = await (0,promises_.open)(tmp, 'w', 0o600);
    try {
        try {
            const take = byteBudget(file, maxBytes);
            await writeJsonInSlices(document, async (chunk) => {
                take(chunk);
                await handle.writeFile(chunk);
            });
        }
        finally {
            await handle.close();
        }
    }
    catch (err) {
        await (0,promises_.rm)(tmp, { force: true });
        throw err;
    }
    await (0,promises_.chmod)(tmp, 0o600);
    await (0,promises_.rename)(tmp, file);
}

;// CONCATENATED MODULE: ./src/emulator/state/writer.ts
/**
 * The data file's writer. Mutations only mark the state dirty; one write runs at a time after the
 * response went out, its JSON produced in slices between requests (json-parts.ts), and the
 * mutations that arrive meanwhile are coalesced into the next write. A state past what a file can
 * hold and still be read back is not written: the data file keeps the last state written, a note
 * beside it says what was not kept (not-kept-note.ts), and this is said once on stderr. Writing
 * resumes, and the note goes, when a complete write fits again.
 */



/** Least time between the end of one background write and the start of the next. */
const MIN_WRITE_GAP_MS = 250;
function createStateWriter(file, slices, now, options = {}) {
    const gapMs = options.gapMs ?? MIN_WRITE_GAP_MS;
    const maxBytes = Math.min(options.maxBytes ?? MAX_STATE_FILE_BYTES, MAX_STATE_FILE_BYTES);
    const warn = options.warn ?? ((line) => void process.stderr.write(`${line}\n`));
    let dirty = false;
    let running;
    let failure;
    let writes = 0;
    /** saved_at of the state the data file holds, when this writer wrote it. */
    let savedAt;
    let stopped = false;
    // A note from an earlier run goes with this run's first complete write.
    let noteMayExist = true;
    const written = (document) => {
        savedAt = document.saved_at;
        if (noteMayExist)
            removeNote(file);
        noteMayExist = false;
        if (stopped)
            warn(resumedMessage(file));
        stopped = false;
    };
    /** Rethrows anything but the size limit; past it, says so once and leaves the note. */
    const overLimit = (err, document) => {
        if (!(err instanceof StateFileTooLargeError))
            throw err;
        if (stopped)
            return;
        stopped = true;
        writeNote(file, {
            format: NOTE_FORMAT,
            stopped_at: document.saved_at,
            kept_saved_at: savedAt ?? null,
            state_bytes_at_least: err.bytesAtLeast,
            max_bytes: err.maxBytes,
        });
        noteMayExist = true;
        warn(stoppedMessage(err, savedAt));
    };
    const writeOnce = async () => {
        dirty = false;
        // The snapshot is taken at once; its JSON is written a slice at a time, so requests keep being
        // answered while a large state is saved. A record changed meanwhile may be saved in its newer
        // form: that change scheduled the next write, which saves the whole state again.
        const document = stateDocument(slices, now());
        try {
            await writeStateFile(file, document, maxBytes);
        }
        catch (err) {
            overLimit(err, document);
            return;
        }
        writes += 1;
        written(document);
    };
    const drain = async () => {
        // Let the response that caused this go out before the state is serialised.
        await new Promise((resolve) => setImmediate(resolve));
        while (dirty) {
            await writeOnce();
            if (dirty && gapMs > 0)
                await new Promise((resolve) => setTimeout(resolve, gapMs));
        }
    };
    const writer = {
        schedule() {
            dirty = true;
            running ??= drain()
                .catch((err) => {
                failure = err;
                warn(`emulator: could not write the data file ${file}: ${err instanceof Error ? err.message : String(err)}`);
            })
                .finally(() => {
                running = undefined;
                if (dirty && failure === undefined)
                    writer.schedule();
            });
        },
        async flush() {
            while (running)
                await running;
            if (failure !== undefined)
                throw failure;
        },
        saveNow() {
            const document = stateDocument(slices, now());
            try {
                writeStateFileSync(file, document, maxBytes);
            }
            catch (err) {
                overLimit(err, document);
                return;
            }
            written(document);
        },
        get writes() {
            return writes;
        },
        get stopped() {
            return stopped;
        },
    };
    return writer;
}

;// CONCATENATED MODULE: ./src/emulator/options.ts

/**
 * Parses `KEY` or `KEY:scope,scope` (as given to `--api-key`). Unknown scopes are an error naming
 * them; the key itself never appears in the message.
 */
function parseApiKeySpec(spec) {
    const colon = spec.indexOf(':');
    const key = colon < 0 ? spec : spec.slice(0, colon);
    if (key.trim() === '')
        throw new Error('API key spec has an empty key; expected KEY or KEY:scope,scope');
    if (colon < 0)
        return { key };
    const scopes = spec
        .slice(colon + 1)
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
    const unknown = scopes.filter((s) => !ALL_SCOPES.includes(s));
    if (unknown.length > 0) {
        throw new Error(`API key spec names unknown scope${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; known scopes: ${ALL_SCOPES.join(', ')}`);
    }
    return { key, scopes };
}

;// CONCATENATED MODULE: ./src/emulator/index.ts



































async function startEmulator(options = {}) {
    const clock = createAdjustableClock(options.clock);
    const fixture = options.seed === undefined ? {} : loadFixture(options.seed);
    const validator = createBodyValidator(options.schemaDir);
    const defaultRateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
    const keys = new KeyStore(defaultRateLimit);
    const configured = [
        ...(options.apiKeys ?? []),
        ...(fixture.api_keys ?? []).map((k) => ({
            key: k.key,
            scopes: k.scopes,
            rateLimit: k.rate_limit,
            name: k.name,
        })),
    ];
    for (const spec of configured)
        keys.addConfigured(spec);
    const catalog = createCatalogState();
    const catalogDeps = { state: catalog, clock, newId: newId };
    const idempotency = new IdempotencyStore(clock);
    const sites = loadSitesModule({
        checksum: options.checksum ?? 'sha256',
        autoApprove: options.autoApprove ?? false,
        clock,
        newId: newId,
    });
    const slices = [
        {
            name: 'keys',
            snapshot: () => keys.snapshot(),
            restore: (s) => keys.restore(s),
            reset: () => undefined,
        },
        {
            name: 'catalog',
            snapshot: () => snapshotCatalog(catalog),
            restore: (s) => restoreCatalog(catalog, s),
            reset: () => clearCatalog(catalog),
        },
        {
            name: 'idempotency',
            snapshot: () => idempotency.snapshot(),
            restore: (s) => idempotency.restore(s),
            reset: () => idempotency.clear(),
        },
    ];
    if (sites) {
        const empty = sites.snapshot();
        slices.push({
            name: 'sites',
            snapshot: () => sites.snapshot(),
            restore: (s) => sites.restore(s),
            reset: () => sites.restore(empty),
        });
    }
    const warn = options.warn ?? ((line) => void process.stderr.write(`${line}\n`));
    const stored = options.dataFile ? loadStateFile(options.dataFile) : undefined;
    const note = options.dataFile ? readNote(options.dataFile) : undefined;
    if (options.dataFile && note)
        warn(notKeptAtStartMessage(options.dataFile, note, stored));
    if (stored) {
        restoreAll(slices, stored.slices);
    }
    else {
        seedCatalog(catalogDeps, validator, fixture.catalog);
        if (sites && fixture.sites)
            sites.seed(fixture.sites);
    }
    const kept = keys.generatedKey();
    const apiKeyOrigin = (options.apiKeys?.length ?? 0) > 0
        ? 'option'
        : configured.length > 0
            ? 'seed'
            : kept
                ? 'data'
                : 'generated';
    const apiKey = configured[0]?.key ?? kept ?? keys.issue('generated', 'emulator default key').raw;
    // A device login gets no more than the configured keys could do (every scope when none was configured).
    const deviceScopes = options.deviceScopes
        ? options.deviceScopes
        : configured.length === 0 || configured.some((k) => k.scopes === undefined)
            ? 'all'
            : [...new Set(configured.flatMap((k) => k.scopes ?? []))];
    const deviceFlow = new DeviceFlow(clock, (name) => keys.issue('device', name, deviceScopes === 'all' ? undefined : deviceScopes).raw);
    const host = options.host ?? '127.0.0.1';
    const loopbackOnly = isLoopbackName(host);
    const adminAccess = {
        token: options.adminToken ?? (loopbackOnly ? undefined : newAdminToken()),
        loopbackOnly,
        formToken: randomBase62(32),
    };
    const groups = [
        { name: 'auth', routes: authRoutes(deviceFlow, adminAccess, deviceScopes) },
        { name: 'customers', routes: customerRoutes(catalogDeps) },
        { name: 'products', routes: productRoutes(catalogDeps) },
        { name: 'brands', routes: brandRoutes(catalogDeps) },
        { name: 'categories', routes: categoryRoutes(catalogDeps) },
        { name: 'services', routes: serviceRoutes(catalogDeps) },
    ];
    const groupInfo = () => [
        ...groups.map((g) => describeGroup(g.name, g.routes)),
        describeGroup('events', events),
        ...(sites?.routeGroups ?? []),
    ];
    const events = eventRoutes(groupInfo, ALL_SCOPES);
    const runtime = { latencyMs: options.latencyMs ?? 0, stallMs: options.stallMs ?? 30_000 };
    const faults = new FaultInjector({ rate: 0, seed: options.faultSeed ?? 1, kinds: FAULT_KINDS });
    faults.configure({
        rate: options.faultRate ?? 0,
        seed: options.faultSeed ?? 1,
        kinds: options.faultKinds ?? FAULT_KINDS,
    });
    const log = new RequestLog();
    const writer = options.dataFile
        ? createStateWriter(options.dataFile, slices, () => clock.now(), {
            warn,
            ...(options.dataFileMaxBytes !== undefined && { maxBytes: options.dataFileMaxBytes }),
        })
        : undefined;
    const admin = adminRoutes({
        log,
        clock,
        faults,
        runtime,
        deviceFlow,
        sites,
        dumpState: () => {
            const all = snapshotAll(slices);
            // Raw keys are secrets: the dump shows credentials only.
            const keySlice = all.keys;
            return { ...all, keys: { company: keySlice.company, keys: keySlice.keys.map((k) => k.credential) } };
        },
        resetState: () => {
            for (const slice of slices)
                slice.reset();
        },
    });
    const description = new ContractDescription();
    const renderer = createResponseRenderer({
        shape: options.shape ?? 'strict',
        description,
        ...(options.onResponse && { onResponse: options.onResponse }),
    });
    const router = new Router([
        ...renderer.wrapRoutes([...groups.flatMap((g) => g.routes), ...events, ...(sites?.routes ?? [])]),
        openApiRoute(description),
        ...admin,
    ]);
    const http = createEmulatorServer({
        router,
        findCredential: (raw) => keys.find(raw),
        validator,
        idempotency,
        rateLimiter: new RateLimiter(clock),
        faults,
        log,
        clock,
        runtime,
        adminAccess,
        afterMutation: () => writer?.schedule(),
        finish: (outcome, exchange) => renderer.finish(outcome, exchange),
    });
    await new Promise((resolve, reject) => {
        http.server.once('error', reject);
        http.server.listen(options.port ?? 0, host, () => {
            http.server.off('error', reject);
            resolve();
        });
    });
    // Only once it listens: an emulator that could not start (a port in use) writes no data file.
    writer?.saveNow();
    const { address, port } = http.server.address();
    // A client on this machine reaches a wildcard address through loopback.
    const urlHost = address === '0.0.0.0'
        ? '127.0.0.1'
        : address === '::'
            ? '[::1]'
            : address.includes(':')
                ? `[${address}]`
                : address;
    return {
        url: `http://${urlHost}:${port}`,
        listening: { address, port },
        loopbackOnly,
        adminToken: adminAccess.token,
        apiKey,
        apiKeyOrigin,
        dataWrites: () => writer?.writes ?? 0,
        flushData: async () => writer?.flush(),
        requestLog: () => log.list(),
        clearLog: () => log.clear(),
        advanceClock: (seconds) => clock.advance(seconds),
        close: async () => {
            await http.close();
            await writer?.flush();
            writer?.saveNow();
        },
    };
}


/***/ })

};
