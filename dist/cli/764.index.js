export const id = 764;
export const ids = [764];
export const modules = {

/***/ 5799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O_: () => (/* reexport safe */ _load_catalog_js__WEBPACK_IMPORTED_MODULE_0__.O_),
/* harmony export */   ak: () => (/* reexport safe */ _load_catalog_js__WEBPACK_IMPORTED_MODULE_0__.ak)
/* harmony export */ });
/* harmony import */ var _load_catalog_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4257);
/* harmony import */ var _parse_catalog_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(166);
/* harmony import */ var _decimal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3688);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1234);








/***/ }),

/***/ 4257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O_: () => (/* binding */ openCatalog),
/* harmony export */   ak: () => (/* binding */ loadCatalog),
/* harmony export */   b4: () => (/* binding */ OFF_THREAD_PARSE_BYTES),
/* harmony export */   g0: () => (/* binding */ IN_THREAD_FAST_BYTES)
/* harmony export */ });
/* unused harmony exports MAX_CATALOG_FILE_BYTES, catalogParseKey */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8382);
/* harmony import */ var _runtime_memory_hints_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7886);
/** Reads a catalog file, or every `*.yml` / `*.yaml` file of a folder, and parses it. */





/**
 * The parser, loaded when a parse is needed: a catalog unchanged since its last parse (a cache
 * hit) never loads it, nor its schema's validator and the YAML libraries (~370 KiB of code).
 */
const parsing = () => __webpack_require__.e(/* import() */ 323).then(__webpack_require__.bind(__webpack_require__, 4323));
/** A catalog file larger than this is refused before it is read (10,000 products take ~3 MiB). */
const MAX_CATALOG_FILE_BYTES = 64 * 1024 * 1024;
/**
 * Catalog text from this size on, or any with anchors or aliases, is parsed in a worker thread, so
 * that Ctrl-C and SIGTERM are honoured at once even while a large or hostile file is parsed —
 * except that the fast parse of a clean catalog up to IN_THREAD_FAST_BYTES is tried here first.
 */
const OFF_THREAD_PARSE_BYTES = 256 * 1024;
/**
 * Up to this much catalog text without anchors or aliases, the fast parse (js-yaml, ~0.1 s per
 * MiB) runs on the main thread: a worker's start and the copy of its result back cost more than
 * the parse (M, 10k products: 0.73 s in a worker against 0.2–0.3 s here). Anything that needs
 * the positioned parse (errors to locate, a file the fast parse does not take) still goes to the
 * worker. Ctrl-C during such a parse is honoured when it ends (under ~2 s at this size).
 */
const IN_THREAD_FAST_BYTES = 16 * 1024 * 1024;
/**
 * The cache key of a set of catalog files: SHA-256 over every name and text, and over each file's
 * identity on this disk (device, inode, change time) when given. A parse stored anywhere else — a
 * `.sitesync/catalog.json` committed by a pull request, or copied in — then never matches: nobody
 * can predict the inode and change time a checkout gives the file, so the cache cannot be made to
 * stand for a catalog its YAML does not say. An unchanged file keeps its identity (a no-op hits).
 */
function catalogParseKey(files, identities = []) {
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const [i, f] of files.entries())
        h.update(`${f.file}\0${identities[i] ?? ''}\0${f.bytes.byteLength}\0`).update(f.bytes);
    return h.digest('hex');
}
async function loadCatalog(pathOrDir, options = {}) {
    return (await openCatalog(pathOrDir, options)).load();
}
/** What a file's bytes are once they are decoded. */
const EMPTY = Buffer.alloc(0);
/**
 * Reads the catalog's files and asks the cache whether it holds their parse, without reading or
 * making the parse: a plan settled from its memo (sync/catalog/plan-catalog-run.ts) needs no more.
 */
async function openCatalog(pathOrDir, options = {}) {
    const baseDir = options.baseDir ?? process.cwd();
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(pathOrDir);
    const files = await catalogFilePaths(absolute, displayPath(baseDir, absolute));
    const read = await Promise.all(files.map(async (file) => {
        const shown = displayPath(baseDir, file);
        const info = await refuseUnreadable(file, shown);
        // Bytes: the key is their digest, and a cache hit never needs them decoded (8 MB on L).
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file);
        return { file: shown, bytes, identity: `${info.dev}:${info.ino}:${info.ctimeMs}` };
    }));
    // Decoded once, by the one load; the bytes then go. The plan holds this object to its end, and
    // with them 8 MB on L beside the live pages: its small change peaked 3–6 MB higher (medians of
    // three times 8 alternated runs, bench/ANALYSIS.md).
    const dropBytes = () => {
        for (const r of read)
            r.bytes = EMPTY;
    };
    const texts = () => {
        const decoded = read.map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));
        dropBytes();
        return decoded;
    };
    let saidValid = false;
    const sayValid = () => {
        if (!saidValid)
            options.onValid?.();
        saidValid = true;
    };
    const valid = (catalog) => {
        options.check?.(catalog);
        sayValid();
        return catalog;
    };
    const cache = options.cache;
    if (!cache)
        return {
            hit: false,
            load: once(async () => {
                (0,_runtime_memory_hints_js__WEBPACK_IMPORTED_MODULE_4__/* .catalogParses */ .e)();
                return valid(await (await parsing()).parseTexts(texts(), options.signal));
            }),
        };
    const key = catalogParseKey(read, read.map((r) => r.identity));
    const hit = (await cache.peek?.(key)) === true;
    if (hit)
        sayValid();
    const load = once(async () => {
        const cached = await cache.get(key);
        if (cached) {
            dropBytes();
            return valid(cached);
        }
        (0,_runtime_memory_hints_js__WEBPACK_IMPORTED_MODULE_4__/* .catalogParses */ .e)();
        // A miss: the items whose text is unchanged since the stored parse keep their parse.
        const previous = cache.previous?.();
        const { chunkFiles, itemTableOf, parseTexts, reuseParse } = await parsing();
        const decoded = texts();
        // Past the in-thread parse's size the worker parses it, which keeps no item table: no chunks.
        const inThread = decoded.reduce((n, t) => n + t.text.length, 0) <= IN_THREAD_FAST_BYTES;
        const chunked = inThread ? chunkFiles(decoded) : undefined;
        const stored = await previous;
        const reused = chunked && stored ? reuseParse(chunked, stored) : undefined;
        if (reused) {
            valid(reused.catalog);
            await cache.set(key, reused.catalog, reused.items);
            return reused.catalog;
        }
        const itemNodes = new Map();
        const parsed = valid(await parseTexts(decoded, options.signal, (file, nodes) => itemNodes.set(file, nodes)));
        const items = chunked && itemTableOf(chunked, parsed, itemNodes);
        await cache.set(key, parsed, items || undefined);
        return parsed;
    });
    return { key, hit, load };
}
/** `fn` run at its first call; every call answers with that run's promise. */
function once(fn) {
    let run;
    return () => (run ??= fn());
}
/**
 * The file's stat, after refusing one that is not a regular file (a FIFO would keep the read
 * waiting for ever, a device would never end) or is over the cap.
 */
async function refuseUnreadable(file, shown) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file);
    if (!info.isFile())
        throw refused(shown, {
            code: 'CATALOG_NOT_A_FILE',
            issue: 'not_a_regular_file',
            message: 'the catalog file is not a regular file (a FIFO, a device or a socket); it was not read',
            hint: 'point `catalog` in sitesync.yml at a YAML file or a folder of them',
        });
    if (info.size > MAX_CATALOG_FILE_BYTES)
        throw refused(shown, {
            code: 'CATALOG_TOO_LARGE',
            issue: 'file_too_large',
            message: `the catalog file is ${info.size} bytes; sitesync reads at most ${MAX_CATALOG_FILE_BYTES} bytes (64 MiB) per file`,
            hint: 'split the catalog into a folder of files (`catalog: catalog/` in sitesync.yml)',
        });
    return info;
}
/** A catalog file refused unread (an InputError: exit 3), named in the message and as its one issue. */
function refused(shown, why) {
    return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(why.code, `${shown}: ${why.message}`, [{ file: shown, code: why.issue, severity: 'error', message: why.message }], { hint: why.hint });
}
async function catalogFilePaths(absolute, shown) {
    let info;
    try {
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(absolute);
    }
    catch (cause) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SitesyncError */ .fj('CATALOG_NOT_FOUND', `catalog not found: ${shown}`, {
            cause,
            hint: 'check the `catalog` path in sitesync.yml',
            location: { file: shown },
        });
    }
    if (!info.isDirectory())
        return [absolute];
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(absolute, { withFileTypes: true }))
        .filter((d) => d.isFile() && /\.ya?ml$/.test(d.name))
        .map((d) => d.name)
        .sort();
    if (names.length === 0) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('CATALOG_EMPTY_FOLDER', `no *.yml or *.yaml files in the catalog folder ${shown}`, [
            { code: 'empty_catalog_folder', severity: 'error', file: shown, message: 'no *.yml or *.yaml files' },
        ]);
    }
    return names.map((name) => node_path__WEBPACK_IMPORTED_MODULE_2___default().join(absolute, name));
}
function displayPath(baseDir, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(baseDir, file);
    const shown = relative === '' ? node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file) : relative.startsWith('..') ? file : relative;
    return shown.split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/');
}


/***/ }),

/***/ 9764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DF: () => (/* binding */ noteRunLock),
/* harmony export */   WX: () => (/* binding */ credentialedClient),
/* harmony export */   Z4: () => (/* binding */ withRunLock),
/* harmony export */   pg: () => (/* binding */ parseHistoryDepth),
/* harmony export */   tY: () => (/* binding */ chainRequestHooks),
/* harmony export */   wY: () => (/* binding */ prepareFromCli)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _credentials_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8228);
/* harmony import */ var _platform_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1661);
/* harmony import */ var _platform_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8351);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8382);
/* harmony import */ var _sync_prepare_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6953);
/* harmony import */ var _state_run_lock_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4606);
/* harmony import */ var _state_state_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8255);








/** Config, trees, revision and a client for a command that talks to the platform. */
async function prepareFromCli(opts, io, needsClient = true, extra = {}) {
    const credentials = needsClient ? await (0,_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCredentials */ .z8)((0,_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .credentialFlags */ .fQ)(opts), io.env) : undefined;
    return (0,_sync_prepare_js__WEBPACK_IMPORTED_MODULE_5__/* .prepareRun */ .Z)({
        cwd: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, opts.cwd ?? '.'),
        ...(opts.config && { configPath: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, opts.config) }),
        ...(credentials && { credentials }),
        ...(extra.allowMissingCatalog && { allowMissingCatalog: true }),
        ...(extra.clock && { clock: extra.clock }),
        ...(extra.readLiveEarly && { readLiveEarly: extra.readLiveEarly }),
        ...(extra.lock && { lock: extra.lock }),
        reporter: io.output.reporter(),
        transport: {
            limits: (0,_platform_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .limitsFromEnv */ .E9)(io.env),
            ...io.transport,
            signal: io.signal,
            onRequest: chainRequestHooks(io.transport?.onRequest, (e) => io.output.onRequest(e)),
        },
    });
}
/** One hook that calls each given hook in turn. */
function chainRequestHooks(...hooks) {
    const present = hooks.filter((h) => h !== undefined);
    return (entry) => {
        for (const hook of present)
            hook(entry);
    };
}
/** `--history-depth N`: commits of git history searched to classify changes (docs/live-edits.md). */
function parseHistoryDepth(value) {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1 || n > 100_000)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SitesyncError */ .fj('BAD_FLAG', `--history-depth must be a whole number of commits from 1 to 100000, got ${JSON.stringify(value)}`, { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.usage });
    return n;
}
/** The credentials the flags and the environment give (or the stored login), and a client using them. */
async function credentialedClient(opts, io) {
    const creds = await (0,_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCredentials */ .z8)((0,_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .credentialFlags */ .fQ)(opts), io.env);
    const client = (0,_platform_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createPlatformClient */ .B4)({
        baseUrl: creds.baseUrl,
        apiKey: creds.apiKey,
        credentialSource: creds.source,
        limits: (0,_platform_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .limitsFromEnv */ .E9)(io.env),
        signal: io.signal,
    });
    return { creds, client };
}
/**
 * Runs a command that writes from this checkout under its run lock (state/run-lock.ts): `run`
 * takes it with the function it is given once the config is known (before it reads anything), and
 * it is released when `run` ends, however it ends. A lock left by a process that no longer runs is
 * taken over, with a warning that says whose it was.
 */
async function withRunLock(command, io, run) {
    let lock;
    const take = async (rootDir) => {
        lock = await (0,_state_run_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .acquireRunLock */ .Vd)(rootDir, command);
        const before = lock.tookOver;
        if (!before && lock.tookOverUnreadable)
            io.output
                .reporter()
                .warn(`took over ${_state_state_file_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE_DIR */ .e$}/${_state_run_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_LOCK_FILE */ .vg}, which held no lock record of sitesync's and was over ${_state_run_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .UNREADABLE_LOCK_GRACE_MS */ .Ap / 1000} s old`);
        if (before)
            io.output
                .reporter()
                .warn(`took over ${_state_state_file_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE_DIR */ .e$}/${_state_run_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_LOCK_FILE */ .vg} from sitesync ${before.command} (pid ${before.pid}, since ${before.startedAt}), ${lock.tookOverCopied ? 'which came with a copy of the folder it holds: this checkout is another' : 'which no longer runs'}`);
    };
    try {
        return await run(take);
    }
    finally {
        lock?.release();
    }
}
/** For a command that only reads (plan): says when a command that writes runs in this checkout. */
function noteRunLock(io) {
    return async (rootDir) => {
        const found = (0,_state_run_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .runLockHolder */ .Vn)(rootDir);
        if (!found)
            return;
        const { holder } = found;
        io.output
            .reporter()
            .warn(found.state === 'elsewhere'
            ? `sitesync ${holder.command} (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}) holds this checkout's lock; whether it still runs cannot be told from this host: if it does, what this plan reads may change while it writes`
            : `sitesync ${holder.command} (pid ${holder.pid}, since ${holder.startedAt}) is running in this checkout: what this plan reads may change while it writes`);
    };
}


/***/ }),

/***/ 2465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* reexport safe */ _ledger_format_js__WEBPACK_IMPORTED_MODULE_0__.Ei),
/* harmony export */   XL: () => (/* reexport safe */ _ledger_store_js__WEBPACK_IMPORTED_MODULE_2__.X),
/* harmony export */   bA: () => (/* reexport safe */ _ledger_format_js__WEBPACK_IMPORTED_MODULE_0__.bA),
/* harmony export */   bl: () => (/* reexport safe */ _ledger_record_js__WEBPACK_IMPORTED_MODULE_1__.bl)
/* harmony export */ });
/* harmony import */ var _ledger_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7562);
/* harmony import */ var _ledger_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7324);
/* harmony import */ var _ledger_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3960);





/***/ }),

/***/ 7562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ serializeLedger),
/* harmony export */   Ei: () => (/* binding */ LEDGER_SLUG),
/* harmony export */   Lf: () => (/* binding */ withoutEntries),
/* harmony export */   _7: () => (/* binding */ EMPTY_LEDGER),
/* harmony export */   bA: () => (/* binding */ withEntries),
/* harmony export */   h8: () => (/* binding */ parseLedger),
/* harmony export */   tf: () => (/* binding */ LEDGER_CATEGORY_FIELDS)
/* harmony export */ });
/* unused harmony exports LEDGER_NAME, LEDGER_FORMAT_VERSION */
const LEDGER_SLUG = 'sitesync-ledger';
const LEDGER_NAME = 'sitesync ledger (do not edit)';
const LEDGER_FORMAT_VERSION = 1;
/** The fields of the ledger category besides its description. */
const LEDGER_CATEGORY_FIELDS = {
    name: LEDGER_NAME,
    slug: LEDGER_SLUG,
    type: 'addon',
    status: 'draft',
    show_in_navigation: false,
};
const EMPTY_LEDGER = { entries: {} };
/** Reads a ledger description; an empty or missing description is an empty ledger. */
function parseLedger(description) {
    if (description === null || description === undefined || description.trim() === '')
        return { ok: true, ledger: EMPTY_LEDGER };
    let raw;
    try {
        raw = JSON.parse(description);
    }
    catch (err) {
        return { ok: false, problem: `its description is not JSON (${err.message})` };
    }
    if (!isRecord(raw))
        return { ok: false, problem: 'its description is not a JSON object' };
    if (raw['v'] !== LEDGER_FORMAT_VERSION)
        return { ok: false, problem: `unknown ledger version ${JSON.stringify(raw['v'])} (expected 1)` };
    const services = raw['services'];
    if (!isRecord(services))
        return { ok: false, problem: '"services" is not an object' };
    const entries = {};
    for (const [code, value] of Object.entries(services)) {
        if (!isRecord(value) || typeof value['id'] !== 'string' || value['id'] === '')
            return { ok: false, problem: `services.${code} has no "id" string` };
        const hash = value['hash'];
        if (hash !== null && typeof hash !== 'string')
            return { ok: false, problem: `services.${code}.hash is neither a string nor null` };
        const createdAt = value['created_at'];
        entries[code] = {
            id: value['id'],
            bodyHash: hash,
            createdAt: typeof createdAt === 'string' ? createdAt : '',
        };
    }
    return { ok: true, ledger: { entries } };
}
/** Compact JSON with service codes sorted, so the same ledger always serialises the same. */
function serializeLedger(ledger) {
    const services = {};
    for (const code of Object.keys(ledger.entries).sort()) {
        const e = ledger.entries[code];
        services[code] = { id: e.id, hash: e.bodyHash, created_at: e.createdAt };
    }
    return JSON.stringify({ v: LEDGER_FORMAT_VERSION, services });
}
/** The ledger with these entries set (added or replaced). */
function withEntries(ledger, entries) {
    return { entries: { ...ledger.entries, ...entries } };
}
/** The ledger without these service codes. */
function withoutEntries(ledger, codes) {
    const drop = new Set(codes);
    return { entries: Object.fromEntries(Object.entries(ledger.entries).filter(([code]) => !drop.has(code))) };
}
function isRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}


/***/ }),

/***/ 7324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ findLedgerRecord),
/* harmony export */   bl: () => (/* binding */ requireReadableLedger)
/* harmony export */ });
/* unused harmony exports NO_LEDGER, isLedgerCategory */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _ledger_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7562);


const NO_LEDGER = {
    categoryId: undefined,
    description: undefined,
    ledger: _ledger_format_js__WEBPACK_IMPORTED_MODULE_1__/* .EMPTY_LEDGER */ ._7,
};
function isLedgerCategory(record) {
    return record.slug === _ledger_format_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_SLUG */ .Ei;
}
/**
 * Splits the ledger category off the live categories (every record with the ledger slug, archived
 * ones included, is left out of the catalog); the live, non-archived one is the ledger.
 */
function findLedgerRecord(categories) {
    const rest = [];
    let found;
    for (const record of categories) {
        if (!isLedgerCategory(record))
            rest.push(record);
        else if (record.status !== 'archived' && !found)
            found = record;
    }
    if (!found)
        return { ledger: NO_LEDGER, rest };
    const description = found.description ?? undefined;
    const parsed = (0,_ledger_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLedger */ .h8)(description);
    return {
        ledger: parsed.ok
            ? { categoryId: found.id, description, ledger: parsed.ledger }
            : { categoryId: found.id, description, ledger: _ledger_format_js__WEBPACK_IMPORTED_MODULE_1__/* .EMPTY_LEDGER */ ._7, problem: parsed.problem },
        rest,
    };
}
/** The ledger, or an error that says how to repair it when it cannot be read. */
function requireReadableLedger(record) {
    if (record.problem === undefined)
        return record.ledger;
    throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('LEDGER_UNREADABLE', `the service ledger (category ${record.categoryId ?? '?'}, slug "${_ledger_format_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_SLUG */ .Ei}") cannot be read: ${record.problem}`, {
        hint: 'inspect it with `sitesync ledger show`; set its entries again with `sitesync ledger repair --service CODE=svc_id …` (see docs/catalog.md)',
    });
}


/***/ }),

/***/ 3960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ writeLedger)
/* harmony export */ });
/* harmony import */ var _ledger_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7562);

/** Creates the ledger category, or PATCHes its description when it differs. */
async function writeLedger(client, record, ledger) {
    const description = (0,_ledger_format_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeLedger */ .CE)(ledger);
    if (record.categoryId !== undefined) {
        if (record.description === description)
            return { action: 'unchanged', categoryId: record.categoryId };
        await client.categories.update(record.categoryId, { description });
        return { action: 'updated', categoryId: record.categoryId };
    }
    const created = await client.categories.create({ ..._ledger_format_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_CATEGORY_FIELDS */ .tf, description });
    return { action: 'created', categoryId: created.id };
}


/***/ }),

/***/ 3302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P7: () => (/* binding */ liveSlugs),
/* harmony export */   V9: () => (/* binding */ compareEntity)
/* harmony export */ });
/* unused harmony export RESTORE_STATUS */
/* harmony import */ var _catalog_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1234);
/* harmony import */ var _field_equality_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(924);
/* harmony import */ var _live_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5109);



/** Live id → slug per referenced kind, as planCatalog builds them (archived records included). */
function liveSlugs(brands, categories) {
    return { brand: slugIndex(brands), category: slugIndex(categories) };
}
function slugIndex(records) {
    const map = new Map();
    for (const r of records)
        if (r.slug)
            map.set(r.id, r.slug);
    return map;
}
/** Status a restored (un-archived) entity gets when the YAML does not say. */
const RESTORE_STATUS = { brand: 'published', category: 'published', product: 'draft' };
/**
 * Only fields the YAML mentions are compared; read-only and derived live fields (ids, timestamps,
 * is_active, *_name) are never looked at. A live entity that is archived but wanted live gets a
 * `status` change.
 */
function compareEntity(desired, live, slugs) {
    // Called once per entity of the catalog (50k on a large shop, nearly all equal): no array of
    // pairs per entity, and no changes array until a field differs.
    let changes;
    const archived = live.status === 'archived';
    const fields = desired.fields;
    for (const field in fields) {
        if (field === 'status' && archived)
            continue;
        const to = fields[field];
        const from = (0,_live_types_js__WEBPACK_IMPORTED_MODULE_2__/* .liveField */ .$)(live, field);
        if (!(0,_field_equality_js__WEBPACK_IMPORTED_MODULE_1__/* .sameFieldValue */ .E)(desired.kind, field, to, from))
            (changes ??= []).push({ field, from: from ?? null, to });
    }
    const refs = desired.refs;
    for (const ref in refs)
        changes = compareRef(ref, refs, live, slugs, changes);
    // References compared: those the YAML mentions, and a category's `parent` always, because the
    // tree is structural: a category written without a parent is a root (`to: null` clears
    // parent_category_id). Leaving a live parent alone could make a cycle when a subtree moves.
    if (desired.kind === 'category' && !('parent' in refs))
        changes = compareRef('parent', refs, live, slugs, changes);
    if (archived && desired.kind !== 'service') {
        const to = fields['status'] ?? RESTORE_STATUS[desired.kind];
        (changes ??= []).unshift({ field: 'status', from: 'archived', to });
    }
    return changes ?? [];
}
function compareRef(ref, refs, live, slugs, changes) {
    const to = refs[ref] ?? null;
    const id = (0,_live_types_js__WEBPACK_IMPORTED_MODULE_2__/* .liveField */ .$)(live, _catalog_types_js__WEBPACK_IMPORTED_MODULE_0__/* .REF_FIELD */ .$b[ref]);
    const from = typeof id === 'string' ? (slugs[ref === 'brand' ? 'brand' : 'category'].get(id) ?? id) : null;
    if (from !== to)
        (changes ??= []).push({ field: ref, from, to });
    return changes;
}


/***/ }),

/***/ 1884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* reexport */ catalogTotals),
  Ue: () => (/* reexport */ live_types/* isArchivedRecord */.U),
  $T: () => (/* reexport */ live_types/* liveField */.$),
  BF: () => (/* reexport */ orderCatalogChanges),
  nH: () => (/* reexport */ planCatalog),
  qO: () => (/* reexport */ serviceBodyHash)
});

// UNUSED EXPORTS: RESTORE_STATUS, countChanges, sameFieldValue

// EXTERNAL MODULE: ./src/plan/catalog/compare-entity.ts
var compare_entity = __webpack_require__(3302);
// EXTERNAL MODULE: ./src/plan/catalog/live-types.ts
var live_types = __webpack_require__(5109);
;// CONCATENATED MODULE: ./src/plan/catalog/guards.ts

function catalogGuards(changes, desired, live, options) {
    const guards = [];
    const archives = changes.filter((c) => c.action === 'archive').length;
    if (archives > options.maxArchive) {
        guards.push({
            code: 'archive_limit',
            message: `this plan archives ${archives} entities, more than max_archive (${options.maxArchive})`,
            overridden: options.allowArchiveOverflow === true,
        });
    }
    if (options.prune) {
        const sections = ['brands', 'categories', 'products'];
        for (const section of sections) {
            const liveCount = live[section].filter((r) => !(0,live_types/* isArchivedRecord */.U)(r)).length;
            if (desired[section].length > 0 || liveCount === 0)
                continue;
            guards.push({
                code: 'empty_section',
                message: `the catalog has no ${section} but ${liveCount} are live; with prune on, all of them would be archived`,
                overridden: options.allowEmptySection === true,
            });
        }
    }
    return guards;
}

;// CONCATENATED MODULE: ./src/plan/catalog/plan-kind.ts


const NO_CHANGES = [];
/**
 * `equalTo`: the entity a live record was already found equal to as its page arrived
 * (equal-records.ts); such a record is unchanged without being compared again.
 */
function planKind(desired, live, slugs, equalTo) {
    const bySlug = liveBySlug(live);
    const matched = new Set();
    const changes = [];
    // Once per entity (50k on a large shop): each change is one object literal of a fixed shape. An
    // unchanged entity keeps its desired record: the action's merge reads from every change what the
    // merge commit's catalog wants (action/reviewed-plan.ts, mergeTarget), so that a reviewed row
    // applied by an earlier run counts as already live.
    for (const entity of desired) {
        const { kind, key, location } = entity;
        const record = bySlug.get(key);
        if (!record) {
            const action = entity.archived ? 'unchanged' : 'create';
            changes.push({ kind, key, location, action, desired: entity });
            continue;
        }
        matched.add(record);
        const id = record.id;
        if (entity.archived) {
            changes.push((0,live_types/* isArchivedRecord */.U)(record)
                ? { kind, key, location, action: 'unchanged', id, desired: entity, live: record }
                : {
                    kind,
                    key,
                    location,
                    action: 'archive',
                    id,
                    reason: 'requested',
                    live: record,
                    desired: entity,
                });
            continue;
        }
        const fieldChanges = equalTo?.(record) === entity ? NO_CHANGES : (0,compare_entity/* compareEntity */.V9)(entity, record, slugs);
        changes.push(fieldChanges.length === 0
            ? { kind, key, location, action: 'unchanged', id, desired: entity, live: record }
            : { kind, key, location, action: 'update', id, desired: entity, live: record, changes: fieldChanges });
    }
    const unnamed = live.filter((record) => !matched.has(record) && !(0,live_types/* isArchivedRecord */.U)(record));
    if (unnamed.length === 0)
        return { changes, unnamed };
    // A record listed twice (the same id on two pages) is named when either copy is: by id here, only
    // when something is left unnamed (matching by record above costs no string hashing per entity).
    const matchedIds = new Set();
    for (const record of matched)
        matchedIds.add(record.id);
    return { changes, unnamed: unnamed.filter((record) => !matchedIds.has(record.id)) };
}
/** One live record per slug: a record that is not archived wins over archived ones. */
function liveBySlug(live) {
    const map = new Map();
    for (const record of live) {
        if (!record.slug)
            continue;
        const held = map.get(record.slug);
        if (!held || ((0,live_types/* isArchivedRecord */.U)(held) && !(0,live_types/* isArchivedRecord */.U)(record)))
            map.set(record.slug, record);
    }
    return map;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/plan/catalog/service-hash.ts
/** The hash that identifies what a service was created with (services cannot be read back). */

/** Lowercase hex SHA-256 of the canonical JSON of the service's fields and references. */
function serviceBodyHash(service) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(canonicalJson({ fields: service.fields, refs: service.refs }))
        .digest('hex');
}
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    return JSON.stringify(value);
}

;// CONCATENATED MODULE: ./src/plan/catalog/plan-services.ts

function planServices(desired, ledger, prune) {
    const changes = [];
    const seen = new Set();
    for (const entity of desired) {
        seen.add(entity.key);
        const base = { kind: 'service', key: entity.key, location: entity.location };
        const entry = ledger.entries[entity.key];
        if (!entry) {
            changes.push({ ...base, action: 'create', desired: entity });
        }
        else if (entry.bodyHash === null || entry.bodyHash === serviceBodyHash(entity)) {
            changes.push({ ...base, action: 'unchanged', id: entry.id, desired: entity });
        }
        else {
            changes.push({
                ...base,
                action: 'drift',
                id: entry.id,
                ledger: entry,
                desired: entity,
                message: `service "${entity.key}" was changed in the YAML after it was created (${entry.id}, ${entry.createdAt}); the platform cannot update services, so the change is not applied`,
            });
        }
    }
    if (prune) {
        for (const [code, entry] of Object.entries(ledger.entries)) {
            if (seen.has(code))
                continue;
            changes.push({
                kind: 'service',
                key: code,
                action: 'drift',
                id: entry.id,
                ledger: entry,
                message: `service "${code}" is no longer in the YAML but the platform cannot archive services; it stays live (${entry.id})`,
            });
        }
    }
    return changes;
}

;// CONCATENATED MODULE: ./src/plan/catalog/plan-catalog.ts




function planCatalog(desired, live, options) {
    const slugs = (0,compare_entity/* liveSlugs */.P7)(live.brands, live.categories);
    const changes = [];
    const kept = [];
    for (const [kind, wanted, records] of [
        ['brand', desired.brands, live.brands],
        ['category', desired.categories, live.categories],
        ['product', desired.products, live.products],
    ]) {
        const planned = planKind(wanted, records, slugs, options.equalTo);
        changes.push(...planned.changes);
        for (const record of planned.unnamed) {
            const key = record.slug ?? record.id;
            if (options.prune)
                changes.push({ kind, key, action: 'archive', id: record.id, reason: 'pruned', live: record });
            else
                kept.push({ kind, key, id: record.id, ...(record.name && { name: record.name }) });
        }
    }
    changes.push(...planServices(desired.services, options.ledger, options.prune));
    const guards = catalogGuards(changes, desired, live, options);
    return {
        changes,
        counts: countChanges(changes),
        guards,
        blocked: guards.some((g) => !g.overridden),
        hasChanges: changes.some((c) => c.action === 'create' || c.action === 'update' || c.action === 'archive'),
        ...(!options.prune && { kept }),
    };
}
const KINDS = ['brand', 'category', 'product', 'service'];
function countChanges(changes) {
    const counts = {};
    for (const kind of KINDS)
        counts[kind] = { create: 0, update: 0, archive: 0, unchanged: 0, drift: 0 };
    for (const change of changes)
        counts[change.kind][change.action] += 1;
    return counts;
}
/** The counts of every kind added up: how many entities a plan creates, updates, archives… */
function catalogTotals(plan) {
    const totals = { create: 0, update: 0, archive: 0, unchanged: 0, drift: 0 };
    for (const counts of Object.values(plan?.counts ?? {})) {
        for (const [action, n] of Object.entries(counts))
            totals[action] = (totals[action] ?? 0) + n;
    }
    return totals;
}

;// CONCATENATED MODULE: ./src/plan/catalog/order-changes.ts

function orderCatalogChanges(plan) {
    const writes = (kind) => plan.changes.filter((c) => c.kind === kind && (c.action === 'create' || c.action === 'update'));
    const archives = (kind) => plan.changes.filter((c) => c.kind === kind && c.action === 'archive');
    return [
        { name: 'brands', changes: writes('brand') },
        { name: 'categories', changes: parentsFirst(writes('category')) },
        { name: 'products', changes: writes('product') },
        { name: 'services', changes: plan.changes.filter((c) => c.kind === 'service' && c.action === 'create') },
        { name: 'archive-products', changes: archives('product') },
        { name: 'archive-categories', changes: childrenFirst(archives('category')) },
        { name: 'archive-brands', changes: archives('brand') },
    ];
}
/** Topological by the desired parent; otherwise plan order is kept. */
function parentsFirst(changes) {
    const byKey = new Map(changes.map((c) => [c.key, c]));
    const done = new Set();
    const out = [];
    const visit = (change, path) => {
        if (done.has(change.key) || path.has(change.key))
            return;
        path.add(change.key);
        const parent = change.desired.refs.parent;
        const parentChange = parent === undefined ? undefined : byKey.get(parent);
        if (parentChange)
            visit(parentChange, path);
        done.add(change.key);
        out.push(change);
    };
    for (const change of changes)
        visit(change, new Set());
    return out;
}
/** Deepest first by the live parent among the archived categories; plan order otherwise. */
function childrenFirst(changes) {
    const byId = new Map(changes.map((c) => [c.id, c]));
    const depth = (change, seen) => {
        const parentId = (0,live_types/* liveField */.$)(change.live, 'parent_category_id');
        const parent = typeof parentId === 'string' ? byId.get(parentId) : undefined;
        if (!parent || seen.has(parent.id))
            return 0;
        seen.add(parent.id);
        return 1 + depth(parent, seen);
    };
    return changes
        .map((change, index) => ({ change, index, depth: depth(change, new Set([change.id])) }))
        .sort((a, b) => b.depth - a.depth || a.index - b.index)
        .map((x) => x.change);
}

// EXTERNAL MODULE: ./src/plan/catalog/field-equality.ts
var field_equality = __webpack_require__(924);
;// CONCATENATED MODULE: ./src/plan/catalog/index.ts








/***/ }),

/***/ 5109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ liveField),
/* harmony export */   U: () => (/* binding */ isArchivedRecord)
/* harmony export */ });
/**
 * Catalog records as the platform returns them (field names of the contract). Defined here so
 * that planning does not depend on the client; the client's records are assignable to these.
 */
/** Any field of a live record by name (records carry more fields than the types name). */
function liveField(record, field) {
    return record[field];
}
function isArchivedRecord(record) {
    return record.status === 'archived';
}


/***/ }),

/***/ 9737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ NO_PHASE_CLOCK),
/* harmony export */   o: () => (/* binding */ createPhaseClock)
/* harmony export */ });
function createPhaseClock(now = () => performance.now()) {
    const origin = now();
    const recorded = [];
    const round = (ms) => Math.round(ms * 10) / 10;
    return {
        async time(phase, work) {
            const start = now();
            try {
                return await work();
            }
            finally {
                recorded.push({ phase, startMs: round(start - origin), ms: round(now() - start) });
            }
        },
        timings: () => [...recorded].sort((a, b) => a.startMs - b.startMs),
    };
}
/** A clock that measures nothing (callers that do not report timings). */
const NO_PHASE_CLOCK = {
    time: (_phase, work) => work(),
    timings: () => [],
};


/***/ }),

/***/ 2367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bz: () => (/* binding */ saveCatalogReadHints),
/* harmony export */   _g: () => (/* binding */ rateLimitToRemember),
/* harmony export */   iV: () => (/* binding */ loadCatalogReadHints)
/* harmony export */ });
/* harmony import */ var _state_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8255);

const isIdList = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
function decodeRateLimit(raw) {
    if (!(0,_state_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(raw))
        return undefined;
    const { credential, perMinute } = raw;
    if (typeof credential !== 'string' || typeof perMinute !== 'number')
        return undefined;
    if (!Number.isSafeInteger(perMinute) || perMinute <= 0)
        return undefined;
    return { credential, perMinute };
}
const cursorsFile = (rootDir) => (0,_state_file_js__WEBPACK_IMPORTED_MODULE_0__/* .stateFile */ .Ed)(rootDir, 'list-cursors.json', {
    bestEffort: true,
    decode: (raw) => {
        if (!(0,_state_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(raw) || raw.version !== 1 || !(0,_state_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(raw.cursors))
            return undefined;
        const { brands, categories, products } = raw.cursors;
        const rateLimit = decodeRateLimit(raw.rateLimit);
        return {
            version: 1,
            cursors: {
                ...(isIdList(brands) && { brands }),
                ...(isIdList(categories) && { categories }),
                ...(isIdList(products) && { products }),
            },
            ...(rateLimit && { rateLimit }),
        };
    },
});
async function loadCatalogReadHints(rootDir) {
    const file = await cursorsFile(rootDir).load();
    return file && { cursors: file.cursors, ...(file.rateLimit && { rateLimit: file.rateLimit }) };
}
async function saveCatalogReadHints(rootDir, hints) {
    await cursorsFile(rootDir).save({ version: 1, ...hints });
}
/** The rate limit to remember after a read: the one the transport paces to now, else the stored one. */
function rateLimitToRemember(transport, stored) {
    if (transport.rateLimit !== undefined)
        return { credential: transport.credentialTag, perMinute: transport.rateLimit };
    return stored;
}


/***/ }),

/***/ 948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lK: () => (/* binding */ listWithHints),
/* harmony export */   sH: () => (/* binding */ listCursors)
/* harmony export */ });
/* unused harmony export HINTED_PAGE_CONCURRENCY */
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(370);
/* harmony import */ var _platform_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1661);
/* harmony import */ var _platform_paginate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5434);
/* harmony import */ var _platform_transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75);
/**
 * Lists a whole collection with its pages in parallel, from the cursors the previous read
 * followed. The platform's lists are append-only (creation order, archived entities stay,
 * nothing is deleted), so the id that ended page k last time still ends page k now: the pages
 * after those ids can be asked for at once instead of one after another. Each hinted page is
 * checked (its predecessor must be a full page ending exactly at the hint); on any mismatch, or
 * a cursor the platform does not know, the read starts again sequentially. The request count
 * is the same as a sequential read's; only the waiting overlaps.
 */




/**
 * Pages asked for at once per list while the credential's rate limit is not known (a plan with no
 * remembered limit, see plan-catalog-run.ts). With the limit known, the caller passes one shared
 * `run` for all lists that lets every page go in the first round (pages-at-once.ts).
 */
const HINTED_PAGE_CONCURRENCY = 16;
const hasMore = (page, limit) => page.has_more ?? page.items.length >= limit;
function cursorsOf(items, limit) {
    const cursors = [];
    for (let end = limit; end < items.length; end += limit)
        cursors.push(items[end - 1].id);
    // Also the end of the last full page when a page follows it (even an empty one is not needed).
    return cursors;
}
/**
 * The cursors of a whole list, read page after page, keeping only the last id of each page: what
 * refreshing the stored cursors needs after a first publish, without holding 50k records beside
 * the site upload. The same pages, checks and caps as `resource.list`.
 */
async function listCursors(resource, options) {
    const { limit } = options;
    const walk = resource.walk?.() ?? (0,_platform_paginate_js__WEBPACK_IMPORTED_MODULE_1__/* .listWalk */ .YJ)('a listing');
    const cursors = [];
    let seen = 0;
    let cursor;
    for (;;) {
        const page = await resource.page({ limit, ...(cursor !== undefined && { starting_after: cursor }) });
        walk.page(page);
        const more = hasMore(page, limit);
        // As cursorsOf over all items: the id ending every `limit` items that something follows.
        page.items.forEach((item, i) => {
            if ((seen + i + 1) % limit === 0 && (i < page.items.length - 1 || more))
                cursors.push(item.id);
        });
        seen += page.items.length;
        const last = page.items[page.items.length - 1];
        if (!more || !last)
            return cursors;
        cursor = page.next_cursor ?? last.id;
        walk.follow(cursor);
    }
}
async function listWithHints(resource, hints, options) {
    const { limit, digests } = options;
    const sequential = async (fellBack) => {
        const items = await resource.list({ limit });
        options.onItems?.(items);
        return { items, cursors: cursorsOf(items, limit), fellBack };
    };
    // Without hints, the first page and those after it one by one; with digests asked for, here
    // (each page's body kept), else as any listing.
    if ((!hints || hints.length === 0) && !digests)
        return sequential(false);
    const hinted = hints ?? [];
    const walk = resource.walk?.() ?? (0,_platform_paginate_js__WEBPACK_IMPORTED_MODULE_1__/* .listWalk */ .YJ)('a listing');
    // Hints come from a local file: more of them than one walk may take are not followed at once.
    if (hinted.length >= walk.maxPages)
        return sequential(true);
    try {
        for (const hint of hinted)
            walk.follow(hint);
    }
    catch {
        return sequential(true);
    }
    const run = options.run ?? (0,p_limit__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A)(options.concurrency ?? HINTED_PAGE_CONCURRENCY);
    const known = digests?.known;
    const told = (page) => {
        options.onItems?.(page.items);
        return page;
    };
    const fetchPage = async (index, cursor) => {
        const query = { limit, ...(cursor !== undefined && { starting_after: cursor }) };
        if (!digests)
            return told(await resource.page(query));
        const page = known && resource.pageOrKnown
            ? await resource.pageOrKnown(query, (digest) => known(index, digest))
            : await resource.page(query, { digest: true });
        // The digest first: it is of the page's body, whatever `onItems` does with its items.
        digests.onPage?.(index, (0,_platform_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownBody */ .ug)(page) ? page.digest : digests.of(page));
        return (0,_platform_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownBody */ .ug)(page) ? page : told(page);
    };
    const parsed = (page) => {
        if (!(0,_platform_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownBody */ .ug)(page))
            return page;
        if (!resource.parseKnownPage)
            throw new Error('a known page from a resource that cannot parse one');
        return told(resource.parseKnownPage(page));
    };
    let fetched;
    try {
        fetched = await Promise.all([undefined, ...hinted].map((cursor, i) => run(() => fetchPage(i, cursor))));
    }
    catch (err) {
        if (err instanceof _platform_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformError */ .Wk && err.status === 400 && err.errorCode === 'INVALID_CURSOR')
            return sequential(true);
        throw err;
    }
    for (const page of fetched)
        walk.page(page);
    /** The rest of the read once its pages are parsed: the hints' checks, the pages after them. */
    const finish = async (pages) => {
        for (const [i, hint] of hinted.entries()) {
            const page = pages[i];
            if (page.items.length !== limit || page.items[limit - 1].id !== hint || !hasMore(page, limit))
                return sequential(true);
        }
        const items = pages.flatMap((p) => [...p.items]);
        let tail = pages[pages.length - 1];
        while (hasMore(tail, limit)) {
            const last = tail.items[tail.items.length - 1];
            const cursor = tail.next_cursor ?? last?.id;
            if (!cursor || tail.items.length === 0)
                return sequential(true);
            walk.follow(cursor);
            const next = await fetchPage(pages.length, cursor);
            walk.page(next);
            tail = parsed(next);
            pages.push(tail);
            items.push(...tail.items);
        }
        const pageDigests = digests && pages.map((p) => digests.of(p));
        return {
            items,
            cursors: cursorsOf(items, limit),
            fellBack: false,
            ...(pageDigests?.every((d) => d !== undefined) && { digests: pageDigests }),
        };
    };
    if (fetched.every(_platform_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownBody */ .ug))
        return {
            known: true,
            cursors: [...hinted],
            digests: fetched.map((p) => p.digest),
            read: () => finish(fetched.map(parsed)),
        };
    return finish(fetched.map(parsed));
}


/***/ }),

/***/ 484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E5: () => (/* binding */ loadDesiredCatalog),
  eH: () => (/* binding */ planCatalogRun),
  Ho: () => (/* binding */ planOrSettleCatalog),
  lA: () => (/* binding */ readCatalogInputs)
});

// EXTERNAL MODULE: ./src/catalog/index.ts
var catalog = __webpack_require__(5799);
// EXTERNAL MODULE: ./src/ledger/index.ts
var src_ledger = __webpack_require__(2465);
// EXTERNAL MODULE: ./src/plan/catalog/index.ts + 6 modules
var plan_catalog = __webpack_require__(1884);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/state/cache-key.ts
var cache_key = __webpack_require__(757);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/catalog/types.ts
var types = __webpack_require__(1234);
;// CONCATENATED MODULE: ./src/catalog/share-strings.ts
/**
 * Pure: one string for each value a parsed catalog repeats. JSON.parse gives every occurrence of a
 * value its own string: in a stored parse of 50k products (state/catalog-parse-cache-store.ts) the
 * file name of each location, a slug equal to its key, and every reference to a brand or category
 * were ~150k copies (~7 MB) kept for the whole plan. Each now points at the one string held by the
 * file's first location, the entity's key, or the referenced entity's key.
 */

/** Shares the strings of `catalog` in place: only for a catalog fresh from JSON.parse, not yet frozen. */
function shareCatalogStrings(catalog) {
    const keys = new Map();
    for (const entity of catalog.brands)
        keys.set(entity.key, entity.key);
    for (const entity of catalog.categories)
        keys.set(entity.key, entity.key);
    const files = new Map();
    const share = (entity) => {
        const location = entity.location;
        const file = files.get(location.file);
        if (file === undefined)
            files.set(location.file, location.file);
        else
            location.file = file;
        const fields = entity.fields;
        if (fields['slug'] === entity.key)
            fields['slug'] = entity.key;
        const refs = entity.refs;
        for (const name in refs) {
            const key = keys.get(refs[name]);
            if (key !== undefined)
                refs[name] = key;
        }
    };
    for (const section of types/* CATALOG_SECTIONS */.nN)
        catalog[section].forEach(share);
    return catalog;
}

// EXTERNAL MODULE: ./src/state/state-file.ts
var state_file = __webpack_require__(8255);
// EXTERNAL MODULE: ./src/shared/json-pieces.ts
var json_pieces = __webpack_require__(6171);
// EXTERNAL MODULE: ./src/state/text-pieces.ts
var text_pieces = __webpack_require__(1224);
;// CONCATENATED MODULE: ./src/state/catalog-parse-cache-store.ts
/**
 * The catalog parse cache: `.sitesync/catalog.json` holds the last valid parse with its key. The
 * key also covers the code that parsed it (a digest of every chunk of the bundle in a build), so a
 * new sitesync never reuses an old parse. An accelerator only:
 * unreadable means a miss, a failed save is ignored.
 *
 * The file is written `{"version":1,"key":…,"mac":…,"catalog":…,"items":…}` in that order, so
 * `peek` can tell a hit from the first bytes without parsing megabytes. Whatever is taken from it
 * — the whole parse on a hit, the item table (catalog/reuse-parse.ts) for a changed catalog — is
 * taken only with its MAC, made with the user's cache key (state/cache-key.ts) over the key and
 * every byte after the MAC, so that only a file this user's sitesync wrote is used. The key's
 * file identities keep a parse committed or copied in from matching; they do not keep one edited
 * in place from matching, since anyone who can read the catalog file and stat it can compute the
 * key: a hit once took the edited parse as it stood (a price changed in `catalog.json` was
 * planned and applied with the YAML untouched; test/journey/state-attack.test.ts), and in a
 * checkout another user may write to, that user chose what this user's apply wrote. The MAC costs
 * a hit one pass over the text (~15 ms for L's 16 MB, beside its ~200 ms JSON.parse). Without a
 * cache key nothing is stored or used.
 */








/** State files are written compact, a piece at a time (shared/json-pieces.ts). */
const COMPACT = { compact: true };
/** Enough for `{"version":1,"key":"<64 hex>.<64 hex>",`. */
const PEEK_BYTES = 256;
/**
 * A digest of the code around `file`: every file of its folder with its extension — in a build,
 * every chunk of the bundle (the parser may be in another chunk than this module); in a checkout,
 * the folder's sources. Unreadable: a stamp that matches nothing, so the cache is never used.
 * The files are read all at once: read one after another, each read waited for a turn of an event
 * loop busy with the tree read, so the stamp (and with it a cache hit, and the catalog's first
 * page) came only at 120–190 ms on M. At once, the pages go out at 40–50 ms: M's no-op plan
 * 0.87 × wall, L's unchanged (1.01 ×, 10 pairs; its main thread is the limit either way), in the
 * seventh round (bench/ANALYSIS.md). Read synchronously it was measured three times before, with
 * the same effect on M and a busier machine.
 */
async function codeStampOf(file) {
    try {
        const dir = (0,external_node_path_.dirname)(file);
        const names = (await (0,promises_.readdir)(dir)).filter((n) => (0,external_node_path_.extname)(n) === (0,external_node_path_.extname)(file)).sort();
        const texts = await Promise.all(names.map((name) => (0,promises_.readFile)((0,external_node_path_.join)(dir, name))));
        const h = (0,external_node_crypto_.createHash)('sha256');
        for (const [i, name] of names.entries())
            h.update(`${name}\0`).update(texts[i]);
        return h.digest('hex');
    }
    catch {
        return `unreadable-${(0,external_node_crypto_.randomUUID)()}`;
    }
}
let codeStamp;
/** The stamp of this build's code (codeStampOf), read once per process. */
function parserStamp() {
    codeStamp ??= codeStampOf((0,external_node_url_.fileURLToPath)(import.meta.url));
    return codeStamp;
}
/** `{"version":1,"key":"…","mac":"<64 hex>",` — what precedes the bytes the MAC covers (ASCII). */
const MAC_HEAD = /^\{"version":1,"key":("[^"\\]*"),"mac":"([0-9a-f]{64})",/;
/** The MAC of the file's text after its head (the UTF-8 that was written, a piece at a time). */
function macOf(key, fullKey, rest) {
    return (0,text_pieces/* updateWithText */.Xy)((0,external_node_crypto_.createHmac)('sha256', key).update(fullKey).update('\0'), rest).digest();
}
/**
 * A stored parse as the plan holds it: its repeated strings shared (catalog/share-strings.ts), then
 * frozen. One that is not shaped as a catalog is a miss.
 */
function sharedCatalog(catalog) {
    try {
        return Object.freeze(shareCatalogStrings(catalog));
    }
    catch {
        return undefined;
    }
}
function catalogParseCacheFile(rootDir, options = {}) {
    const stamp = options.stamp ?? parserStamp;
    const decode = (raw) => (0,state_file/* isRecord */.u4)(raw) && raw.version === 1 && typeof raw.key === 'string'
        ? raw
        : undefined;
    const file = (0,state_file/* stateFile */.Ed)(rootDir, 'catalog.json', { bestEffort: true, decode });
    const fullKey = async (key) => `${key}.${await stamp()}`;
    const parse = (text) => {
        try {
            return decode(JSON.parse(text));
        }
        catch {
            return undefined;
        }
    };
    // What `get` read at a miss, for `previous` (the file is read once, as text: no Buffer of it).
    let missed;
    let macKeyRead;
    const macKey = () => (macKeyRead ??= options.macKey?.() ?? Promise.resolve(undefined));
    /**
     * The stored file, when its key is of this code and its MAC, made with this user's key, covers
     * its key and every byte after its head; else undefined (another's, edited, or cut short).
     */
    const verified = async (text) => {
        const secret = await macKey();
        // The head is ASCII: its characters are its bytes.
        const head = secret && MAC_HEAD.exec(text.slice(0, 512));
        if (!secret || !head)
            return undefined;
        const stored = JSON.parse(head[1]);
        if (!stored.endsWith(`.${await stamp()}`))
            return undefined;
        const mac = macOf(secret, stored, text.slice(head[0].length));
        if (!(0,external_node_crypto_.timingSafeEqual)(mac, Buffer.from(head[2], 'hex')))
            return undefined;
        const data = parse(text);
        return data?.key === stored ? data : undefined;
    };
    const peek = async (key) => {
        const head = await file.head(PEEK_BYTES);
        return (head !== undefined &&
            head.startsWith(JSON.stringify({ version: 1, key: await fullKey(key) }).slice(0, -1) + ','));
    };
    return {
        peek,
        async get(key) {
            const full = await fullKey(key);
            missed = undefined;
            if (await peek(key)) {
                // A hit by its first bytes: read as text (no copy of the bytes kept: 15 MB on L), and
                // taken only when its MAC holds.
                const text = await file.loadText();
                const data = text !== undefined ? await verified(text) : undefined;
                return data?.key === full ? sharedCatalog(data.catalog) : undefined;
            }
            // A miss: the text is kept for `previous`, which checks its MAC.
            const text = await file.loadText();
            const data = text !== undefined ? parse(text) : undefined;
            if (data && text !== undefined && data.key !== full)
                missed = { text, data };
            return undefined;
        },
        async previous() {
            const text = missed?.text ?? (await file.loadText());
            missed = undefined;
            const data = text !== undefined ? await verified(text) : undefined;
            if (!data || !data.items || !(0,state_file/* isRecord */.u4)(data.catalog))
                return undefined;
            // Its reused entities are the plan's catalog: their repeated strings shared, as a hit's are.
            const catalog = sharedCatalog(data.catalog);
            return catalog && { catalog, items: data.items };
        },
        async set(key, catalog, items) {
            const full = await fullKey(key);
            // Without the user's key, a stored parse could never be taken: none is written.
            const secret = await macKey();
            if (!secret)
                return;
            // The MAC covers every byte after the head, known once they are all written: the head is
            // written with a stand-in MAC of the same length first, then over it.
            const head = (mac) => `{"version":1,"key":${JSON.stringify(full)},"mac":"${mac}",`;
            const hmac = (0,external_node_crypto_.createHmac)('sha256', secret).update(full).update('\0');
            const rest = function* () {
                yield '"catalog":';
                yield* (0,json_pieces/* jsonPieces */.M)(catalog, COMPACT);
                if (items) {
                    yield ',"items":';
                    yield* (0,json_pieces/* jsonPieces */.M)(items, COMPACT);
                }
                yield '}';
            };
            await file.saveParts((0,text_pieces/* macPieces */.V3)(hmac, head('0'.repeat(64)), rest()), () => head(hmac.digest('hex')));
        },
    };
}

;// CONCATENATED MODULE: ./src/shared/canonical-json.ts
/**
 * Canonical JSON: object keys sorted (by UTF-16 code units, as JS sorts), no whitespace,
 * `undefined` members dropped. Two bodies that mean the same produce the same string, so a
 * hash of it identifies a request body regardless of key order.
 */
function canonicalJson(value) {
    return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map((v) => (v === undefined ? null : sortKeys(v)));
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
        const out = {};
        for (const key of Object.keys(value).sort()) {
            const v = value[key];
            if (v !== undefined)
                out[key] = sortKeys(v);
        }
        return out;
    }
    return value;
}

;// CONCATENATED MODULE: ./src/state/settled-catalog-store.ts
/**
 * The settled catalog: `.sitesync/catalog-settled.json` remembers the last catalog plan that found
 * nothing to change, with what it was made of — the key of the catalog's files (their texts and
 * identities on this disk, the parser's code, sitesync.yml's prune and max_archive, the
 * credential) and the digest of every live page's exact body. A `plan` whose catalog files and
 * live pages are byte for byte the same makes the same plan: it takes this one instead of reading
 * the stored parse and comparing 50,000 entities again (sync/catalog/plan-catalog-run.ts).
 *
 * Its content is taken as it stands, so it carries an HMAC-SHA-256 over everything after the MAC,
 * made with the user's cache key (state/cache-key.ts): a file a pull request commits, one copied
 * from another machine, or one edited after it was written, is not used. Without a cache key
 * nothing is read or written. An accelerator only: unreadable means a miss, a failed save is
 * ignored.
 *
 * Written `{"version":1,"mac":"<64 hex>","key":…,"pages":…,"cursors":…,"plan":"<JSON text>"}`: the plan
 * as text, so that reading the memo before the first page costs a scan of it, not its objects.
 */




const SETTLED_CATALOG_FILE = 'catalog-settled.json';
const KINDS = ['brand', 'category', 'product', 'service'];
const LISTS = ['brands', 'categories', 'products'];
const ACTIONS = ['create', 'update', 'archive', 'unchanged', 'drift'];
/** Each kind as one letter of StoredPlan.kinds. */
const KIND_LETTERS = {
    brand: 'b',
    category: 'c',
    product: 'p',
    service: 's',
};
const KIND_OF_LETTER = {
    b: 'brand',
    c: 'category',
    p: 'product',
    s: 'service',
};
function settledKey(parts) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(canonicalJson({ version: 1, ...parts }))
        .digest('hex');
}
const HEAD = /^\{"version":1,"mac":"([0-9a-f]{64})",/;
/**
 * Whether `plan` can be remembered: nothing to write, no guard, no drift; every change
 * `unchanged` (its desired and live records are not kept: a settled plan has only kind, key, id).
 */
function isSettled(plan) {
    return (!plan.hasChanges &&
        !plan.blocked &&
        plan.guards.length === 0 &&
        plan.history === undefined &&
        plan.changes.every((c) => c.action === 'unchanged'));
}
function settledCatalogStore(rootDir, options) {
    const file = (0,state_file/* stateFile */.Ed)(rootDir, SETTLED_CATALOG_FILE, { bestEffort: true, decode: (v) => v });
    let keyRead;
    const macKey = () => (keyRead ??= options.macKey().catch(() => undefined));
    // Of the UTF-8 of the text after the head, as written, a piece at a time.
    const macOf = (secret, rest) => (0,text_pieces/* updateWithText */.Xy)((0,external_node_crypto_.createHmac)('sha256', secret), rest).digest();
    return {
        async get(key) {
            const secret = await macKey();
            if (!secret)
                return undefined;
            // Not a file of this shape (say, a link to a device a pull request committed): not read on.
            const start = await file.head(128);
            if (start === undefined || !HEAD.test(start))
                return undefined;
            const text = await file.loadText();
            if (text === undefined)
                return undefined;
            // The head is ASCII: its characters are its bytes.
            const head = HEAD.exec(text.slice(0, 128));
            if (!head)
                return undefined;
            const mac = macOf(secret, text.slice(head[0].length));
            if (!(0,external_node_crypto_.timingSafeEqual)(mac, Buffer.from(head[1], 'hex')))
                return undefined;
            let raw;
            try {
                raw = JSON.parse(text);
            }
            catch {
                return undefined;
            }
            return decode(raw, key);
        },
        async set(key, { pages, cursors }, plan) {
            const secret = await macKey();
            if (!secret || !isSettled(plan))
                return;
            const stored = {
                kinds: plan.changes.map((c) => KIND_LETTERS[c.kind]).join(''),
                keys: plan.changes.map((c) => c.key),
                ids: plan.changes.map((c) => ('id' in c && c.id !== undefined ? c.id : null)),
                counts: plan.counts,
                ...(plan.kept && { kept: plan.kept }),
            };
            const rest = `"key":${JSON.stringify(key)},"pages":${JSON.stringify(pages)},"cursors":${JSON.stringify(cursors)},"plan":${JSON.stringify(JSON.stringify(stored))}}`;
            await file.saveText(`{"version":1,"mac":"${macOf(secret, rest).toString('hex')}",`, rest);
        },
    };
}
/** The stored file as a settled catalog for `key`; undefined unless every part has its shape. */
function decode(raw, key) {
    if (!(0,state_file/* isRecord */.u4)(raw) || raw['version'] !== 1 || raw['key'] !== key)
        return undefined;
    const pages = raw['pages'];
    const cursors = raw['cursors'];
    const text = raw['plan'];
    if (!isStringLists(pages) || !isStringLists(cursors) || typeof text !== 'string')
        return undefined;
    return { key, pages, cursors, plan: () => decodePlan(text) };
}
/** The stored plan's text as a plan; undefined unless every part has its shape. */
function decodePlan(text) {
    let plan;
    try {
        plan = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!(0,state_file/* isRecord */.u4)(plan))
        return undefined;
    const { kinds, keys, ids, counts, kept } = plan;
    if (typeof kinds !== 'string' || !Array.isArray(keys) || !Array.isArray(ids) || !(0,state_file/* isRecord */.u4)(counts))
        return undefined;
    if (keys.length !== kinds.length || ids.length !== kinds.length)
        return undefined;
    for (const kind of KINDS) {
        const c = counts[kind];
        if (!(0,state_file/* isRecord */.u4)(c) || !ACTIONS.every((a) => Number.isInteger(c[a])))
            return undefined;
    }
    if (kept !== undefined &&
        !(Array.isArray(kept) &&
            kept.every((k) => (0,state_file/* isRecord */.u4)(k) &&
                KINDS.includes(k['kind']) &&
                typeof k['key'] === 'string' &&
                typeof k['id'] === 'string')))
        return undefined;
    const unchanged = new Array(kinds.length);
    for (let i = 0; i < kinds.length; i++) {
        const kind = KIND_OF_LETTER[kinds[i]];
        const key = keys[i];
        const id = ids[i];
        if (kind === undefined || typeof key !== 'string' || (id !== null && typeof id !== 'string'))
            return undefined;
        unchanged[i] = id === null ? { kind, key, action: 'unchanged' } : { kind, key, action: 'unchanged', id };
    }
    return {
        changes: unchanged,
        counts: counts,
        guards: [],
        blocked: false,
        hasChanges: false,
        ...(kept !== undefined && { kept: kept }),
    };
}
function isStringLists(value) {
    return ((0,state_file/* isRecord */.u4)(value) &&
        LISTS.every((list) => {
            const strings = value[list];
            return Array.isArray(strings) && strings.every((d) => typeof d === 'string');
        }));
}
/** Whether two lists hold the same strings in the same order. */
function sameList(a, b) {
    return a.length === b.length && a.every((x, i) => x === b[i]);
}
/**
 * Whether two sets of lists (page digests, cursors) are the same list by list: the pages just read
 * and those the settled plan was made from, or the cursors of two reads.
 */
function samePages(read, settled) {
    return LISTS.every((list) => sameList(read[list], settled[list]));
}

// EXTERNAL MODULE: ./src/state/list-cursors-store.ts
var list_cursors_store = __webpack_require__(2367);
// EXTERNAL MODULE: ./src/sync/catalog/read-live-catalog.ts + 1 modules
var read_live_catalog = __webpack_require__(1236);
// EXTERNAL MODULE: ./src/shared/phase-clock.ts
var phase_clock = __webpack_require__(9737);
// EXTERNAL MODULE: ./src/ledger/ledger-record.ts
var ledger_record = __webpack_require__(7324);
// EXTERNAL MODULE: ./src/plan/catalog/compare-entity.ts
var compare_entity = __webpack_require__(3302);
// EXTERNAL MODULE: ./src/plan/catalog/live-types.ts
var live_types = __webpack_require__(5109);
;// CONCATENATED MODULE: ./src/plan/catalog/equal-records.ts


/**
 * What is left of a live product that equals its entity: what apply's id index, a prune or keep
 * of a second record with the same slug, and an archive that did not happen still read.
 */
class CompactProduct {
    id;
    name;
    slug;
    status;
    brand_id;
    category_id;
    /** The entity it was found equal to (not a field: never written out with the record). */
    #entity;
    constructor(id, name, slug, status, brand_id, category_id, entity) {
        this.id = id;
        this.name = name;
        this.slug = slug;
        this.status = status;
        this.brand_id = brand_id;
        this.category_id = category_id;
        this.#entity = entity;
    }
    get entity() {
        return this.#entity;
    }
}
/**
 * Compacts against the desired products and the live brands and categories (the ledger category
 * left out, as in the plan): `slugs` must be the ones planCatalog will compare with.
 */
function equalRecords(products, slugs) {
    // The live brand and category ids, each as one string: a compact product's references point at
    // these instead of keeping the copies its page was parsed with (L: 100k strings, ~5 MB).
    const ids = new Map();
    for (const id of slugs.brand.keys())
        ids.set(id, id);
    for (const id of slugs.category.keys())
        ids.set(id, id);
    const shared = (id) => typeof id === 'string' ? (ids.get(id) ?? id) : (id ?? null);
    const bySlug = new Map();
    products.forEach((entity, i) => bySlug.set(entity.key, i));
    // Which entities' slugs a live product that is not archived was seen with (one byte each).
    const seen = new Uint8Array(products.length);
    let twice = false;
    return {
        compact(records) {
            let replaced = 0;
            for (let i = 0; i < records.length; i++) {
                const record = records[i];
                if (record instanceof CompactProduct)
                    continue;
                const slug = record.slug;
                if (typeof slug !== 'string')
                    continue;
                const at = bySlug.get(slug);
                if (at === undefined)
                    continue;
                const entity = products[at];
                if (!(0,live_types/* isArchivedRecord */.U)(record)) {
                    if (seen[at] === 1)
                        twice = true;
                    seen[at] = 1;
                }
                // An entity the YAML archives takes planKind's archive path, never a comparison.
                if (entity.archived || (0,compare_entity/* compareEntity */.V9)(entity, record, slugs).length > 0)
                    continue;
                // The slug and (when equal) the name are the entity's own strings: the live copies go too.
                const name = entity.fields['name'] === record.name ? entity.fields['name'] : record.name;
                records[i] = new CompactProduct(record.id, name, entity.key, record.status ?? null, shared(record.brand_id), shared(record.category_id), entity);
                replaced += 1;
            }
            return replaced;
        },
        entityOf: (record) => (record instanceof CompactProduct ? record.entity : undefined),
        sawSlugTwice: () => twice,
    };
}

;// CONCATENATED MODULE: ./src/sync/catalog/live-compactor.ts



function liveCompactor() {
    let products;
    let brands;
    let categories;
    let equal;
    let waiting = [];
    let count = 0;
    const start = () => {
        if (equal || !products || !brands || !categories)
            return;
        equal = equalRecords(products, (0,compare_entity/* liveSlugs */.P7)(brands, (0,ledger_record/* findLedgerRecord */.A_)(categories).rest));
        for (const page of waiting)
            count += equal.compact(page);
        waiting = [];
    };
    const page = (items) => {
        if (equal)
            count += equal.compact(items);
        else
            waiting.push(items);
    };
    return {
        watch: {
            items: (list, items) => {
                if (list === 'products')
                    page(items);
            },
            list: (list, items) => {
                if (list === 'brands')
                    brands = items;
                else if (list === 'categories')
                    categories = items;
                // The products read whole before the compaction could start: its pages were copied into
                // this list, which is what the plan compares. It is compacted instead of them.
                else if (!equal)
                    waiting = [items];
                start();
            },
        },
        desired(catalog) {
            products = catalog.products;
            start();
        },
        equalTo: (record) => equal?.entityOf(record),
        compacted: () => count,
        sawSlugTwice: () => equal?.sawSlugTwice() === true,
    };
}

;// CONCATENATED MODULE: ./src/sync/catalog/plan-catalog-run.ts











function catalogOptions(config, options) {
    return {
        baseDir: config.rootDir,
        cache: catalogParseCacheFile(config.rootDir, { macKey: options.macKey ?? (() => (0,cache_key/* userCacheKey */.F)()) }),
        check: rejectReservedSlug,
        ...(options.signal && { signal: options.signal }),
        ...(options.onValid && { onValid: options.onValid }),
    };
}
async function loadDesiredCatalog(config, options = {}) {
    if (config.catalog === undefined)
        return undefined;
    return (0,catalog/* loadCatalog */.ak)(config.catalog, catalogOptions(config, options));
}
async function readCatalogInputs(options) {
    const { config, client } = options;
    if (config.catalog === undefined)
        return undefined;
    const clock = options.clock ?? phase_clock/* NO_PHASE_CLOCK */.f;
    // Read while the YAML is opened, before the tree's walk fills the file system's threads: the
    // user's cache key (the parse cache and the settled memo check their files with it) and the
    // stored cursors. The first page is asked for as soon as the YAML is known to be valid.
    const cacheKey = (0,cache_key/* userCacheKey */.F)();
    const macKey = () => cacheKey;
    const hintsRead = (0,list_cursors_store/* loadCatalogReadHints */.iV)(config.rootDir);
    hintsRead.catch(() => undefined);
    // The reads wait until the YAML is known to be valid: on a parse-cache hit that is as soon as
    // the cache holds these texts, so the stored parse is read while the pages arrive.
    let valid;
    const known = new Promise((resolve) => (valid = resolve));
    const opening = (0,catalog/* openCatalog */.O_)(config.catalog, catalogOptions(config, { onValid: valid, macKey, ...(options.signal && { signal: options.signal }) }));
    let loading;
    const compactor = options.compactLive ? liveCompactor() : undefined;
    const load = () => {
        if (!loading) {
            loading = clock.time('catalog: parse', async () => {
                const desired = await (await opening).load();
                compactor?.desired(desired);
                return desired;
            });
            // Awaited below whenever it was started; until then not an unhandled rejection.
            loading.catch(() => undefined);
        }
        return loading;
    };
    const settling = options.settle
        ? lookUpSettled(opening, config, client, macKey).catch(() => undefined)
        : Promise.resolve(undefined);
    await Promise.race([known, opening.then((o) => (o.hit ? undefined : load()))]);
    // The memo is known before the first page is asked for: a page of its pages is then not parsed.
    const found = await settling;
    const memo = found?.memo;
    // Without a memo the stored parse is read while the pages arrive.
    if (!memo)
        void load();
    // A changed catalog (a parse-cache miss) is seldom a plan that changes nothing: its pages are not
    // hashed; the next plan of it, a hit, remembers it if it settles.
    const watchPages = options.settle === true && (await opening).hit;
    await options.readsAfter;
    // Set once the read has failed: pages of other lists that still arrive start no parse.
    let failed = false;
    const reading = clock.time('catalog: read live', async () => {
        const rootDir = config.rootDir;
        const stored = await hintsRead;
        const transport = client.transport;
        // A plan does not ask for the rate limit (a no-op costs its reads only): the one an earlier
        // run was told for this credential lets every hinted page go at once, paced within it.
        if (transport.rateLimit === undefined && stored?.rateLimit?.credential === transport.credentialTag)
            transport.setRateLimit(stored.rateLimit.perMinute);
        const hints = hintLists(stored?.cursors);
        const alike = {};
        const read = await (0,read_live_catalog/* readLiveCatalog */.OT)(client, {
            ...(stored && { hints: stored.cursors }),
            ...(compactor && { records: compactor.watch }),
            ...(watchPages && {
                digests: {
                    // A page other than the memo's: the plan is not settled, the parse starts now.
                    onPage: (list, i, digest) => {
                        if (!failed && memo && memo.pages[list][i] !== digest)
                            void load();
                    },
                    // The memo's page at its place, read by the cursors it saved: not parsed.
                    known: (list, i, digest) => {
                        if (memo === undefined)
                            return false;
                        alike[list] ??= memoReadAlike(memo, hints, list);
                        return alike[list] && memo.pages[list][i] === digest;
                    },
                },
            }),
        });
        const rateLimit = (0,list_cursors_store/* rateLimitToRemember */._g)(transport, stored?.rateLimit);
        await (0,list_cursors_store/* saveCatalogReadHints */.Bz)(rootDir, { cursors: read.cursors, ...(rateLimit && { rateLimit }) });
        return read;
    });
    // A failed read waits for a parse it started: nothing keeps running behind the error.
    const answer = await reading.catch(async (err) => {
        failed = true;
        await Promise.allSettled([loading]);
        throw err;
    });
    const digests = answer.pageDigests;
    const settledPlan = found && memo && digests && !loading && samePages(digests, memo.pages) ? memo.plan() : undefined;
    if (found && memo && digests && settledPlan) {
        // Settled on pages read by other cursors than the memo's (they were parsed): the memo takes
        // this read's cursors, so that the next read knows its pages again.
        const cursors = hintLists(answer.cursors);
        if (!samePages(cursors, memo.cursors))
            await found.store.set(found.key, { pages: digests, cursors }, settledPlan);
        return { settled: settledPlan };
    }
    // Pages known from the memo, and yet no settled plan (a parse started meanwhile): parsed now.
    let read = 'known' in answer ? await answer.read() : answer;
    const desired = await load();
    const compacted = compactor && !compactor.sawSlugTwice();
    if (compactor && !compacted) {
        // A slug on two live products: the one the plan does not match may have been compacted, and
        // is shown whole when it is kept or pruned. Rare (a product archived and created again while
        // the list was read): the catalog is read again, whole, and planned from that read.
        read = await clock.time('catalog: read live again', () => (0,read_live_catalog/* readLiveCatalog */.OT)(client, { hints: read.cursors }));
    }
    // A read made again asks for no digests: a plan from it is not remembered.
    const pages = read.pageDigests;
    return {
        desired,
        live: read.live,
        ledger: read.ledger,
        ...(compacted && { equalTo: compactor.equalTo }),
        ...(found &&
            pages && {
            remember: (plan) => found.store.set(found.key, { pages, cursors: hintLists(read.cursors) }, plan),
        }),
    };
}
/** Each list's hints as a plain list ([] for none). */
function hintLists(cursors) {
    return {
        brands: cursors?.brands ?? [],
        categories: cursors?.categories ?? [],
        products: cursors?.products ?? [],
    };
}
/**
 * Whether this read of `list` asks for the pages the memo was made from: its hints are the
 * cursors the memo's read saved, one per page but the last. Only then is a page of the memo's body
 * at the same place known (sync/catalog/hinted-list.ts PageDigests.known): each page before the
 * last ended at its cursor with more after it, and the last had none after it.
 */
function memoReadAlike(memo, hints, list) {
    return sameList(hints[list], memo.cursors[list]) && memo.pages[list].length === hints[list].length + 1;
}
/** The settled plan's store and key for the opened catalog, and its memo when one stands for it. */
async function lookUpSettled(opening, config, client, macKey) {
    const opened = await opening;
    if (opened.key === undefined)
        return undefined;
    const store = settledCatalogStore(config.rootDir, { macKey });
    const key = settledKey({
        catalog: opened.key,
        code: await parserStamp(),
        prune: config.prune,
        maxArchive: config.maxArchive,
        credential: client.transport.credentialTag,
    });
    // Only a catalog the parse cache holds can be one a plan settled (and its file is unchanged).
    const memo = opened.hit ? await store.get(key) : undefined;
    return { store, key, ...(memo && { memo }) };
}
/** The catalog plan of inputs read with `settle`: the memo's when it stands, else planned. */
async function planOrSettleCatalog(options) {
    const inputs = await options.inputs;
    if (inputs && 'settled' in inputs)
        return { plan: inputs.settled, settled: true };
    return planCatalogRun({ ...options, inputs: Promise.resolve(inputs) });
}
/** Plans the catalog; undefined when the repository has no catalog (then no request is made). */
async function planCatalogRun(options) {
    const inputs = await (options.inputs ?? readCatalogInputs(options));
    if (!inputs)
        return undefined;
    const { desired, live, ledger } = inputs;
    const clock = options.clock ?? phase_clock/* NO_PHASE_CLOCK */.f;
    const plan = await clock.time('catalog: compare', async () => (0,plan_catalog/* planCatalog */.nH)(desired, live, {
        prune: options.config.prune,
        maxArchive: options.config.maxArchive,
        ledger: (0,src_ledger/* requireReadableLedger */.bl)(ledger),
        ...(inputs.equalTo && { equalTo: inputs.equalTo }),
        ...(options.overrides?.allowArchiveOverflow && { allowArchiveOverflow: true }),
        ...(options.overrides?.allowEmptySection && { allowEmptySection: true }),
    }));
    // Remembered only when it changes nothing (the store's isSettled).
    if (inputs.remember)
        await inputs.remember(plan);
    return { plan, desired, live, ledger };
}
/** The ledger's slug belongs to sitesync: a catalog category may not take it. */
function rejectReservedSlug(desired) {
    const clash = desired.categories.find((c) => c.key === src_ledger/* LEDGER_SLUG */.Ei);
    if (!clash)
        return;
    const message = `the category slug "${src_ledger/* LEDGER_SLUG */.Ei}" is reserved for sitesync's service ledger`;
    throw new errors/* InputError */.dz('CATALOG_RESERVED_SLUG', message, [
        { ...clash.location, code: 'reserved_slug', severity: 'error', message },
    ]);
}


/***/ }),

/***/ 1236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z3: () => (/* binding */ LIVE_PAGE_LIMIT),
  OT: () => (/* binding */ readLiveCatalog)
});

// UNUSED EXPORTS: pagesFor

// EXTERNAL MODULE: ./src/ledger/ledger-record.ts
var ledger_record = __webpack_require__(7324);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/sync/catalog/hinted-list.ts
var hinted_list = __webpack_require__(948);
;// CONCATENATED MODULE: ./src/sync/catalog/pages-at-once.ts
/**
 * Pure: how many hinted list pages a catalog read asks for at once. With the credential's rate
 * limit known (apply reads it first; a plan remembers it, plan-catalog-run.ts), every page of every
 * list goes in the first round, up to the limit: what the platform accepts in one minute may be
 * asked at once, and the pacer holds back anything beyond (docs/platform-contract.md §12).
 * Undefined when the limit is not known: each list then asks for HINTED_PAGE_CONCURRENCY at a time.
 */
function pagesAtOnce(pages, rateLimit) {
    if (rateLimit === undefined || !(rateLimit > 0))
        return undefined;
    return Math.max(1, Math.min(pages, Math.floor(rateLimit)));
}

;// CONCATENATED MODULE: ./src/sync/catalog/read-live-catalog.ts




/** The page size of the live read: the platform maximum. */
const LIVE_PAGE_LIMIT = 100;
async function readLiveCatalog(client, options = {}) {
    // Every hinted page of every list in the first round, as far as the rate limit allows.
    const hinted = ['brands', 'categories', 'products'].reduce((n, kind) => n + (options.hints?.[kind]?.length ? options.hints[kind].length + 1 : 0), 0);
    const atOnce = pagesAtOnce(hinted, client.transport.rateLimit);
    const run = atOnce === undefined ? undefined : (0,p_limit/* default */.A)(atOnce);
    const transport = client.transport;
    const digestOf = options.digests && transport.digestOf?.bind(transport);
    const { onPage, known } = options.digests ?? {};
    const watch = options.records;
    const read = async (list, resource) => {
        const digests = digestOf && {
            of: digestOf,
            ...(onPage && { onPage: (i, d) => onPage(list, i, d) }),
            ...(known && { known: (i, d) => known(list, i, d) }),
        };
        const onItems = watch?.items;
        const got = await (0,hinted_list/* listWithHints */.lK)(resource, options.hints?.[list], {
            limit: LIVE_PAGE_LIMIT,
            ...(run && { run }),
            ...(digests && { digests }),
            ...(onItems && { onItems: (items) => onItems(list, items) }),
        });
        const told = (whole) => {
            watch?.list?.(list, whole.items);
            return whole;
        };
        return 'known' in got ? { ...got, read: async () => told(await got.read()) } : told(got);
    };
    const lists = await Promise.all([
        read('brands', client.brands),
        read('categories', client.categories),
        read('products', client.products),
    ]);
    const readAll = async () => catalogOf(await Promise.all(lists.map((l) => ('known' in l ? l.read() : l))));
    const [kb, kc, kp] = lists;
    if ('known' in kb && 'known' in kc && 'known' in kp)
        return {
            known: true,
            cursors: { brands: kb.cursors, categories: kc.cursors, products: kp.cursors },
            pageDigests: { brands: kb.digests, categories: kc.digests, products: kp.digests },
            read: readAll,
        };
    return readAll();
}
/** The live catalog of the three lists read (brands, categories with the ledger, products). */
function catalogOf([b, c, p]) {
    const liveCategories = c.items;
    const { ledger, rest } = (0,ledger_record/* findLedgerRecord */.A_)(liveCategories);
    return {
        live: {
            brands: b.items,
            categories: rest,
            products: p.items,
        },
        ledger,
        cursors: { brands: b.cursors, categories: c.cursors, products: p.cursors },
        ...(b.digests &&
            c.digests &&
            p.digests && { pageDigests: { brands: b.digests, categories: c.digests, products: p.digests } }),
    };
}
/** Pages a listing of `count` items takes at LIVE_PAGE_LIMIT (an empty list still takes one). */
function pagesFor(count) {
    return Math.max(1, Math.ceil(count / LIVE_PAGE_LIMIT));
}


/***/ }),

/***/ 6953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ prepareRun),
  O: () => (/* binding */ releaseSiteInputs)
});

// EXTERNAL MODULE: ./src/config/index.ts + 7 modules
var src_config = __webpack_require__(3201);
// EXTERNAL MODULE: ./src/platform/index.ts + 5 modules
var platform = __webpack_require__(1661);
// EXTERNAL MODULE: ./src/source/index.ts + 3 modules
var source = __webpack_require__(424);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/sync/catalog/catalog-digest.ts
/** What a dirty working tree's keys must cover of the catalog: the bytes of every catalog file. */




/** One `catalog <file> <sha256>` line per YAML file (sorted); none when there is no catalog. */
async function catalogDigestParts(catalogPath) {
    if (catalogPath === undefined)
        return [];
    let files;
    try {
        const info = await (0,promises_.stat)(catalogPath);
        // A catalog that is not a regular file is refused by its load (load-catalog.ts) and not read
        // here either: a FIFO would keep this read, and with it the plan's end, waiting for ever.
        if (!info.isDirectory() && !info.isFile())
            return ['catalog not a regular file'];
        // The files the catalog is read from (load-catalog.ts): in a folder, regular files only. A
        // symlink there (`x.yml -> /dev/zero`) is not part of the catalog and is not read here either.
        files = info.isDirectory()
            ? (await (0,promises_.readdir)(catalogPath, { withFileTypes: true }))
                .filter((d) => d.isFile() && /\.ya?ml$/.test(d.name))
                .map((d) => d.name)
                .sort()
                .map((n) => external_node_path_default().join(catalogPath, n))
            : [catalogPath];
    }
    catch {
        return ['catalog missing'];
    }
    const parts = [];
    for (const file of files) {
        // Streamed: the plan has read these bytes once already and holds its live pages by now; a
        // second copy of L's 8 MB catalog at once stood on its peak.
        const hash = (0,external_node_crypto_.createHash)('sha256');
        for await (const chunk of (0,external_node_fs_.createReadStream)(file))
            hash.update(chunk);
        parts.push(`catalog ${external_node_path_default().basename(file)} ${hash.digest('hex')}`);
    }
    return parts;
}

// EXTERNAL MODULE: ./src/shared/phase-clock.ts
var phase_clock = __webpack_require__(9737);
// EXTERNAL MODULE: ./src/sync/revision.ts
var sync_revision = __webpack_require__(1442);
// EXTERNAL MODULE: ./src/state/mac-file.ts
var mac_file = __webpack_require__(3989);
// EXTERNAL MODULE: ./src/state/state-file.ts
var state_file = __webpack_require__(8255);
;// CONCATENATED MODULE: ./src/state/digest-cache-store.ts
/**
 * The digest cache: `.sitesync/digests.json`. Only an accelerator: unreadable means empty, a
 * failed save is ignored, and it is not used when a site source contains the `.sitesync` folder
 * (the cache would become part of the tree).
 *
 * Its digests are taken as they stand — a file whose stat matches its entry is not read — so it is
 * a MAC'd file (state/mac-file.ts), used only when its HMAC, made with the user's cache key,
 * holds. A stat is no secret: an entry edited to a changed file's new stat with its old checksum
 * made a plan call the file unchanged, and apply leave it out (test/journey/state-attack.test.ts).
 * Without a cache key nothing is read or written: every file is read.
 */



const digestFile = (rootDir, options) => (0,mac_file/* macFile */.W)(rootDir, 'digests.json', options);
/** undefined when a source folder holds `.sitesync` itself. */
async function loadDigestCache(rootDir, sources, options = {}) {
    if ((0,state_file/* stateDirInside */.JI)(rootDir, sources))
        return undefined;
    const file = digestFile(rootDir, options);
    // The stat first: a save between the two reads then makes entries racy, never trusted early.
    const savedAtMs = await file.savedAtMs();
    const columns = savedAtMs === undefined ? undefined : (0,source/* digestCacheColumns */.gH)(await file.load());
    // The file system's time before any file of this read is read: an entry stored by this read is
    // trusted later only if its file's mtime is older (source/digest-cache.ts).
    const clockMs = file.clockMs();
    // Only columns are written; version 1's objects came from before the MAC.
    return (0,source/* createDigestCache */.dc)(columns?.version === 2 ? columns : undefined, true, savedAtMs, clockMs);
}
/**
 * Saves the entries of this run; not at all when they are the saved ones (a no-op plan writes
 * nothing), nor without the user's cache key.
 */
async function saveDigestCache(rootDir, cache, options = {}) {
    if (!cache?.changed)
        return;
    await digestFile(rootDir, options).save(cache.snapshot());
}

// EXTERNAL MODULE: ./src/sync/catalog/plan-catalog-run.ts + 6 modules
var plan_catalog_run = __webpack_require__(484);
;// CONCATENATED MODULE: ./src/sync/prepare.ts








/** Reads config and every site's tree, and works out the revision keys derive from. */
async function prepareRun(options) {
    const config = await (0,src_config/* loadConfig */.Z9)({
        cwd: options.cwd,
        ...(options.configPath && { configPath: options.configPath }),
        ...(options.allowMissingCatalog && { allowMissingCatalog: true }),
    });
    await options.lock?.(config.rootDir);
    const clock = options.clock ?? phase_clock/* NO_PHASE_CLOCK */.f;
    const signal = options.transport?.signal;
    const known = {};
    // Ends the early reads when the local inputs fail: nothing is left running behind the error.
    const early = new AbortController();
    const client = options.credentials
        ? (0,platform/* createPlatformClient */.B4)({
            ...options.transport,
            baseUrl: options.credentials.baseUrl,
            apiKey: options.credentials.apiKey,
            ...(options.credentials.source !== undefined && { credentialSource: options.credentials.source }),
            keyRevision: () => known.keyRevision,
            signal: signal ? AbortSignal.any([signal, early.signal]) : early.signal,
        })
        : undefined;
    const before = client && options.readLiveEarly ? (options.readLiveEarly.before?.(client) ?? null) : null;
    // The YAML is parsed meanwhile; only the live reads wait for `before`.
    const catalogInputs = client && options.readLiveEarly
        ? (0,plan_catalog_run/* readCatalogInputs */.lA)({
            client,
            config,
            clock,
            readsAfter: before,
            ...(signal && { signal }),
            settle: options.readLiveEarly.settle === true,
            compactLive: options.readLiveEarly.compactLive === true,
        })
        : undefined;
    // The manifests too: the site plan then waits for no round trip after the tree is read.
    const manifests = client && options.readLiveEarly
        ? config.sites.map((site) => (site.id ? manifestAfter(client, site.id, before) : undefined))
        : undefined;
    // Settled by planRun; until then a failure must not surface as an unhandled rejection.
    catalogInputs?.catch(() => undefined);
    // (In a callback: a loop's variable would keep the last manifest in this function's frame.)
    manifests?.forEach((manifest) => manifest?.catch(() => undefined));
    const reading = clock.time('read tree', async () => {
        const cache = await loadDigestCache(config.rootDir, config.sites.map((s) => s.source));
        const read = await Promise.all(config.sites.map((s) => (0,source/* readSourceTree */.mg)(s.source, { ...(cache && { cache }) })));
        await saveDigestCache(config.rootDir, cache);
        return read;
    });
    // The repository is found while the tree is read; its status is asked once the tree is read.
    const resolving = (0,sync_revision/* resolveRevision */.e)({
        cwd: config.rootDir,
        inputs: [
            config.configFile,
            ...config.sites.map((s) => s.source),
            ...(config.catalog ? [config.catalog] : []),
        ],
        ...(options.commit && { commit: options.commit }),
        inputsRead: reading,
        contentDigest: async () => (0,sync_revision/* digestOf */.o)([
            ...(await reading).flatMap((t, i) => [`site ${i}`, ...t.files.map((f) => `${f.path} ${f.checksum}`)]),
            ...(await catalogDigestParts(config.catalog)),
            ...((await options.extraDigest?.(config)) ?? []),
        ]),
    });
    let trees;
    let revision;
    let uncommitted;
    try {
        let resolved;
        [trees, resolved] = await Promise.all([reading, resolving]);
        ({ uncommitted, ...revision } = resolved);
    }
    catch (err) {
        early.abort(err);
        await Promise.allSettled([reading, resolving, before, catalogInputs, ...(manifests ?? [])]);
        throw err;
    }
    known.keyRevision = revision.keyRevision;
    await before;
    if (revision.dirty) {
        options.reporter.warn(revision.commit
            ? `uncommitted changes in ${uncommittedNames(uncommitted)}: idempotency keys derive from the content, not from commit ${revision.commit.slice(0, 7)}`
            : 'not a git checkout with a commit: idempotency keys derive from the content');
    }
    return {
        config,
        trees,
        revision,
        client,
        ...(signal && { signal }),
        ...(catalogInputs && { catalogInputs }),
        ...(manifests && { manifests }),
    };
}
/**
 * Lets every site's tree and live manifest go (`planOnly`: once the site plans are made, the
 * `plan` command needs neither). The arrays are emptied in place: they are this module's own, and
 * the promise that read the trees resolved to the same array.
 */
function releaseSiteInputs(prepared) {
    prepared.trees.length = 0;
    if (prepared.manifests)
        prepared.manifests.length = 0;
}
/**
 * `sitesync.yml, site/pages/home.json`: the first three inputs git says differ, and how many more.
 * Said so, a sitesync.yml init has just written is not taken for a change of the site or catalog.
 */
function uncommittedNames(paths) {
    if (!paths || paths.length === 0)
        return 'the site sources, the catalog or sitesync.yml';
    const shown = paths.slice(0, 3).join(', ');
    return `${shown}${paths.length > 3 ? ` and ${paths.length - 3} more` : ''}`;
}
/** A site's live manifest, asked for once `before` has settled (apply's rate limit). */
async function manifestAfter(client, siteId, before) {
    await before;
    return client.sites.source.manifest(siteId);
}


/***/ })

};
