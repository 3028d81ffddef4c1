export const id = 479;
export const ids = [479];
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

/***/ 7479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tY: () => (/* binding */ chainRequestHooks),
  WX: () => (/* binding */ credentialedClient),
  pg: () => (/* binding */ parseHistoryDepth),
  wY: () => (/* binding */ prepareFromCli)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/credentials.ts
var cli_credentials = __webpack_require__(8228);
// EXTERNAL MODULE: ./src/platform/index.ts + 5 modules
var platform = __webpack_require__(1661);
// EXTERNAL MODULE: ./src/platform/limits.ts
var limits = __webpack_require__(8351);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/config/index.ts + 7 modules
var src_config = __webpack_require__(3201);
// EXTERNAL MODULE: ./src/source/index.ts + 3 modules
var source = __webpack_require__(424);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
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
// EXTERNAL MODULE: ./src/state/state-file.ts + 1 modules
var state_file = __webpack_require__(2313);
;// CONCATENATED MODULE: ./src/state/digest-cache-store.ts
/**
 * The digest cache: `.sitesync/digests.json`. Only an accelerator: unreadable means empty, a
 * failed save is ignored, and it is not used when a site source contains the `.sitesync` folder
 * (the cache would become part of the tree).
 */


const digestFile = (rootDir) => (0,state_file/* stateFile */.Ed)(rootDir, 'digests.json', {
    bestEffort: true,
    // Well-formed columns, or version 1's objects (saved again as columns), else an empty cache.
    decode: (raw) => ((0,source/* digestCacheColumns */.gH)(raw) ? raw : undefined),
});
/** undefined when a source folder holds `.sitesync` itself. */
async function loadDigestCache(rootDir, sources) {
    if ((0,state_file/* stateDirInside */.JI)(rootDir, sources))
        return undefined;
    const file = digestFile(rootDir);
    // The stat first: a save between the two reads then makes entries racy, never trusted early.
    const savedAtMs = await file.savedAtMs();
    const data = savedAtMs === undefined ? undefined : await file.load();
    return (0,source/* createDigestCache */.dc)(data, true, savedAtMs);
}
/** Saves the entries of this run; not at all when they are the saved ones (a no-op plan writes nothing). */
async function saveDigestCache(rootDir, cache) {
    if (!cache?.changed)
        return;
    await digestFile(rootDir).save(cache.snapshot());
}

// EXTERNAL MODULE: ./src/sync/catalog/plan-catalog-run.ts + 7 modules
var plan_catalog_run = __webpack_require__(2403);
;// CONCATENATED MODULE: ./src/sync/prepare.ts








/** Reads config and every site's tree, and works out the revision keys derive from. */
async function prepareRun(options) {
    const config = await (0,src_config/* loadConfig */.Z9)({
        cwd: options.cwd,
        ...(options.configPath && { configPath: options.configPath }),
        ...(options.allowMissingCatalog && { allowMissingCatalog: true }),
    });
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
    for (const manifest of manifests ?? [])
        manifest?.catch(() => undefined);
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
    try {
        [trees, revision] = await Promise.all([reading, resolving]);
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
            ? `uncommitted changes under the site sources or catalog: idempotency keys derive from the content, not from commit ${revision.commit.slice(0, 7)}`
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
/** A site's live manifest, asked for once `before` has settled (apply's rate limit). */
async function manifestAfter(client, siteId, before) {
    await before;
    return client.sites.source.manifest(siteId);
}

;// CONCATENATED MODULE: ./src/cli/commands/shared.ts






/** Config, trees, revision and a client for a command that talks to the platform. */
async function prepareFromCli(opts, io, needsClient = true, extra = {}) {
    const credentials = needsClient ? await (0,cli_credentials/* resolveCredentials */.z8)((0,cli_credentials/* credentialFlags */.fQ)(opts), io.env) : undefined;
    return prepareRun({
        cwd: (0,external_node_path_.resolve)(io.cwd, opts.cwd ?? '.'),
        ...(opts.config && { configPath: (0,external_node_path_.resolve)(io.cwd, opts.config) }),
        ...(credentials && { credentials }),
        ...(extra.allowMissingCatalog && { allowMissingCatalog: true }),
        ...(extra.clock && { clock: extra.clock }),
        ...(extra.readLiveEarly && { readLiveEarly: extra.readLiveEarly }),
        reporter: io.output.reporter(),
        transport: {
            limits: (0,limits/* limitsFromEnv */.E9)(io.env),
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
        throw new errors/* SitesyncError */.fj('BAD_FLAG', `--history-depth must be a whole number of commits from 1 to 100000, got ${JSON.stringify(value)}`, { exitCode: errors/* ExitCode */.yU.usage });
    return n;
}
/** The credentials the flags and the environment give (or the stored login), and a client using them. */
async function credentialedClient(opts, io) {
    const creds = await (0,cli_credentials/* resolveCredentials */.z8)((0,cli_credentials/* credentialFlags */.fQ)(opts), io.env);
    const client = (0,platform/* createPlatformClient */.B4)({
        baseUrl: creds.baseUrl,
        apiKey: creds.apiKey,
        credentialSource: creds.source,
        limits: (0,limits/* limitsFromEnv */.E9)(io.env),
        signal: io.signal,
    });
    return { creds, client };
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
/* harmony import */ var _state_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2313);

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

/***/ 2403:
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
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/user-folders.ts
var user_folders = __webpack_require__(7842);
;// CONCATENATED MODULE: ./src/state/cache-key.ts
/**
 * A random key of this user's, kept in their config folder (`cache-key`, 0600), that marks what
 * sitesync wrote into `.sitesync/` on this machine. A store whose content is taken without
 * checking it against the text it stands for (the parse cache's items) carries a MAC made with
 * this key; a file that came any other way — committed by a pull request, copied in from another
 * machine or cache, edited — carries no valid one and is not used.
 */




const CACHE_KEY_FILE = 'cache-key';
/** The key (32 bytes), created on first use; undefined when it cannot be kept privately. */
async function userCacheKey(dir = (0,user_folders/* configDir */.y)()) {
    const file = (0,external_node_path_.join)(dir, CACHE_KEY_FILE);
    try {
        await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
        try {
            await (0,promises_.writeFile)(file, (0,external_node_crypto_.randomBytes)(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                return undefined;
        }
        const info = await (0,promises_.lstat)(file);
        if (!info.isFile())
            return undefined;
        // Another user's key, or one others may read or write, marks nothing as ours.
        if (typeof process.getuid === 'function' && (info.uid !== process.getuid() || (info.mode & 0o077) !== 0))
            return undefined;
        const hex = (await (0,promises_.readFile)(file, 'utf8')).trim();
        return /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : undefined;
    }
    catch {
        return undefined;
    }
}

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

// EXTERNAL MODULE: ./src/state/state-file.ts + 1 modules
var state_file = __webpack_require__(2313);
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
 * `peek` can tell a hit from the first bytes without parsing megabytes; `get` still checks the key
 * it parses. A full hit needs nothing more: the key covers each catalog file's identity on this
 * disk. The item table (catalog/reuse-parse.ts) is taken for a changed catalog, where no key
 * covers it: only with a MAC, made with the user's cache key (state/cache-key.ts) over the key and
 * every byte after the MAC, so that only a file this user's sitesync wrote is reused item by item.
 */







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
                // A hit by its first bytes: read as text, no copy of the bytes kept (15 MB on L).
                const data = await file.load();
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
            const data = missed?.data ?? (text !== undefined ? parse(text) : undefined);
            missed = undefined;
            const key = await macKey();
            if (text === undefined || !data || !key || !data.items || !(0,state_file/* isRecord */.u4)(data.catalog))
                return undefined;
            // The head is ASCII: its characters are its bytes.
            const head = MAC_HEAD.exec(text.slice(0, 512));
            if (!head || JSON.parse(head[1]) !== data.key || !data.key.endsWith(`.${await stamp()}`))
                return undefined;
            const mac = macOf(key, data.key, text.slice(head[0].length));
            if (!(0,external_node_crypto_.timingSafeEqual)(mac, Buffer.from(head[2], 'hex')))
                return undefined;
            return { catalog: data.catalog, items: data.items };
        },
        async set(key, catalog, items) {
            const full = await fullKey(key);
            const secret = items && (await macKey());
            if (!items || !secret) {
                await file.save({ version: 1, key: full, catalog });
                return;
            }
            const rest = `"catalog":${JSON.stringify(catalog)},"items":${JSON.stringify(items)}}`;
            const mac = macOf(secret, full, rest).toString('hex');
            await file.saveText(`{"version":1,"key":${JSON.stringify(full)},"mac":"${mac}",`, rest);
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
        cache: catalogParseCacheFile(config.rootDir, { macKey: options.macKey ?? (() => userCacheKey()) }),
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
    const cacheKey = userCacheKey();
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


/***/ })

};
