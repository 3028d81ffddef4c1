export const id = 43;
export const ids = [43];
export const modules = {

/***/ 1162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ isBinaryContent),
/* harmony export */   m: () => (/* binding */ createBinaryDetector)
/* harmony export */ });
function createBinaryDetector() {
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    let binary = false;
    return {
        push(chunk) {
            if (binary)
                return;
            if (chunk.includes(0)) {
                binary = true;
                return;
            }
            try {
                decoder.decode(chunk, { stream: true });
            }
            catch {
                binary = true;
            }
        },
        get binary() {
            return binary;
        },
        end() {
            if (!binary) {
                try {
                    decoder.decode();
                }
                catch {
                    binary = true;
                }
            }
            return binary;
        },
    };
}
function isBinaryContent(bytes) {
    const detector = createBinaryDetector();
    detector.push(bytes);
    return detector.end();
}


/***/ }),

/***/ 2192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ digestFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _binary_detection_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1162);
/* harmony import */ var _line_endings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6854);
/* harmony import */ var _upload_encoding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2952);
/**
 * One streamed pass over a file: size, checksum, binary detection and the JSON-encoded upload size,
 * with CRLF normalisation of text files. Memory stays at one chunk whatever the file size.
 */





/** Read buffers are reused across files: a tree read allocates `concurrency` of them, not one per chunk. */
const READ_CHUNK = 256 * 1024;
const freeBuffers = [];
const takeBuffer = () => freeBuffers.pop() ?? Buffer.allocUnsafeSlow(READ_CHUNK);
async function digestFile(absPath, options) {
    const algorithm = options.algorithm ?? 'sha256';
    const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const detector = (0,_binary_detection_js__WEBPACK_IMPORTED_MODULE_3__/* .createBinaryDetector */ .m)();
    const raw = { hash: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(algorithm), size: 0, escapes: 0 };
    const normalizer = options.normalizeLineEndings ? (0,_line_endings_js__WEBPACK_IMPORTED_MODULE_4__/* .createCrlfNormalizer */ .Z)() : undefined;
    const norm = { hash: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(algorithm), size: 0, escapes: 0 };
    const feedNormalized = (bytes) => {
        norm.hash.update(bytes);
        norm.size += bytes.length;
        norm.escapes += (0,_upload_encoding_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonEscapeExtraBytes */ .ti)(bytes);
    };
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(absPath, 'r');
    const buffer = takeBuffer();
    try {
        for (;;) {
            const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
            if (bytesRead === 0)
                break;
            // A view of the reused buffer: everything below consumes it before the next read.
            const chunk = buffer.subarray(0, bytesRead);
            detector.push(chunk);
            raw.hash.update(chunk);
            raw.size += chunk.length;
            if (!detector.binary) {
                if (normalizer)
                    feedNormalized(normalizer.push(chunk));
                else
                    raw.escapes += (0,_upload_encoding_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonEscapeExtraBytes */ .ti)(chunk);
            }
            // Normalised bytes are never more than the raw ones; binary files are sent raw.
            const lowerBound = normalizer && !detector.binary ? norm.size : raw.size;
            if (lowerBound > maxBytes)
                return { tooLarge: true };
        }
    }
    finally {
        freeBuffers.push(buffer);
        await file.close();
    }
    const binary = detector.end();
    if (!binary && normalizer) {
        feedNormalized(normalizer.end());
        if (norm.size > maxBytes)
            return { tooLarge: true };
        return {
            tooLarge: false,
            byteSize: norm.size,
            checksum: norm.hash.digest('hex'),
            binary: false,
            normalized: true,
            encodedBytes: (0,_upload_encoding_js__WEBPACK_IMPORTED_MODULE_2__/* .utf8EntryBytes */ .PZ)(norm.size, norm.escapes),
        };
    }
    if (raw.size > maxBytes)
        return { tooLarge: true };
    return {
        tooLarge: false,
        byteSize: raw.size,
        checksum: raw.hash.digest('hex'),
        binary,
        normalized: false,
        encodedBytes: binary ? (0,_upload_encoding_js__WEBPACK_IMPORTED_MODULE_2__/* .base64EntryBytes */ .rJ)(raw.size) : (0,_upload_encoding_js__WEBPACK_IMPORTED_MODULE_2__/* .utf8EntryBytes */ .PZ)(raw.size, raw.escapes),
    };
}


/***/ }),

/***/ 424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a1: () => (/* reexport */ DEFAULT_BATCH_LIMITS),
  dc: () => (/* reexport */ createDigestCache),
  b6: () => (/* reexport */ upload_content/* createUploadReader */.b6),
  Sh: () => (/* reexport */ checksum_detection/* detectChecksumAlgorithm */.Sh),
  nd: () => (/* reexport */ hashWith),
  XU: () => (/* reexport */ checksum_detection/* localChecksumsFor */.XU),
  un: () => (/* reexport */ planBatches),
  mg: () => (/* reexport */ read_tree/* readSourceTree */.mg),
  OV: () => (/* reexport */ path_safety/* sourcePathProblem */.OV)
});

// UNUSED EXPORTS: DEFAULT_HASH_CONCURRENCY, DEFAULT_MAX_FILE_BYTES, EMPTY_BODY_BYTES, MAX_CONFIRMATION_SAMPLES, MAX_PATH_BYTES, RACY_MARGIN_MS, base64EntryBytes, caseCollisions, compareSourcePaths, encodedEntryBytes, jsonEscapeExtraBytes, readUploadContent, utf8EntryBytes

// EXTERNAL MODULE: ./src/source/read-tree.ts
var read_tree = __webpack_require__(3454);
// EXTERNAL MODULE: ./src/source/upload-content.ts
var upload_content = __webpack_require__(3208);
// EXTERNAL MODULE: ./src/source/file-digest.ts
var file_digest = __webpack_require__(2192);
;// CONCATENATED MODULE: ./src/source/hash-with.ts
/**
 * Hashes a file of the tree with another algorithm, over the same bytes as its SHA-256 (text
 * normalised as it was read), for detecting the checksum algorithm of a live manifest.
 */

async function hashWith(file, algorithm) {
    if (algorithm === 'sha256')
        return file.checksum;
    const digest = await (0,file_digest/* digestFile */.T)(file.absPath, { normalizeLineEndings: file.normalized, algorithm });
    if (digest.tooLarge)
        throw new Error('unreachable: no size limit given');
    return digest.checksum;
}

// EXTERNAL MODULE: ./src/source/checksum-detection.ts
var checksum_detection = __webpack_require__(8444);
// EXTERNAL MODULE: ./src/source/path-order.ts
var path_order = __webpack_require__(751);
;// CONCATENATED MODULE: ./src/source/batches.ts
/**
 * Splits a site change into `source:batch` writes under the platform's limits: at most
 * `maxPaths` paths (files + delete_paths) and `maxBodyBytes` of JSON body per request. Pure.
 *
 * Order matters, because the platform validates the tree after every batch and rejects a batch
 * that leaves it invalid. When everything fits in one batch (the common case) there is one batch.
 * Otherwise changes go in these steps:
 *   0. when the base tree has no site.json (a site never published: its live tree is empty), the
 *      new site.json, first of all: no tree without it is valid;
 *   1. writes of files nothing else depends on being absent: templates, assets, anything else;
 *   2. the layout files, kept together in one batch when they fit in one: deletes of content and
 *      navigation, then writes of site.json, pages, content and navigation, then deletes of pages;
 *   3. deletes of templates, assets and anything else (pages may have referred to them until step 2).
 * From an empty base every intermediate tree is then valid whatever the sizes: site.json comes
 * first, templates before the pages that name them, pages before their content and the menus
 * that link them. From any other base this holds when the layout group of step 2 fits in one batch.
 */

const DEFAULT_BATCH_LIMITS = {
    maxPaths: 800,
    maxBodyBytes: 8 * 1024 * 1024,
    reservedBytes: 4096,
};
/** `{"files":{},"delete_paths":[]}` */
const EMPTY_BODY_BYTES = 30;
function jsonStringBytes(value) {
    return Buffer.byteLength(JSON.stringify(value), 'utf8');
}
const SITE_JSON = 'site.json';
const LAYOUT_DIRS = new Set(['pages', 'content', 'navigation']);
function firstSegment(path) {
    const slash = path.indexOf('/');
    return slash === -1 ? path : path.slice(0, slash);
}
function isLayoutFile(path) {
    return path === SITE_JSON || LAYOUT_DIRS.has(firstSegment(path));
}
/** Rank of an item inside the layout group (step 2). */
function layoutRank(item) {
    const dir = firstSegment(item.path);
    if (!item.write)
        return dir === 'pages' ? 4 : 0;
    if (item.path === SITE_JSON)
        return 1;
    return dir === 'pages' ? 2 : 3;
}
class BatchBuilder {
    sizeOf;
    files = [];
    deletes = [];
    bytes = EMPTY_BODY_BYTES;
    constructor(sizeOf) {
        this.sizeOf = sizeOf;
    }
    get paths() {
        return this.files.length + this.deletes.length;
    }
    costOf(item) {
        if (item.write)
            return jsonStringBytes(item.path) + 1 + this.sizeOf(item.path) + (this.files.length > 0 ? 1 : 0);
        return jsonStringBytes(item.path) + (this.deletes.length > 0 ? 1 : 0);
    }
    add(item) {
        this.bytes += this.costOf(item);
        (item.write ? this.files : this.deletes).push(item.path);
    }
    /** Bytes and paths this group would add (assuming the builder's current state). */
    groupCost(items) {
        let files = this.files.length;
        let deletes = this.deletes.length;
        let bytes = 0;
        for (const item of items) {
            if (item.write)
                bytes += jsonStringBytes(item.path) + 1 + this.sizeOf(item.path) + (files++ > 0 ? 1 : 0);
            else
                bytes += jsonStringBytes(item.path) + (deletes++ > 0 ? 1 : 0);
        }
        return { bytes, paths: items.length };
    }
    build(oversized) {
        return {
            files: [...this.files].sort(path_order/* compareSourcePaths */.V),
            deletePaths: [...this.deletes].sort(path_order/* compareSourcePaths */.V),
            bodyBytes: this.bytes,
            oversized,
        };
    }
}
function planBatches(changes, sizeOf, limits = DEFAULT_BATCH_LIMITS) {
    if (limits.maxPaths < 1)
        throw new RangeError('maxPaths must be at least 1');
    const budget = limits.maxBodyBytes - (limits.reservedBytes ?? 0);
    const items = changes
        .map((c) => ({ path: c.path, write: c.kind !== 'deleted', added: c.kind === 'added' }))
        .sort((a, b) => (0,path_order/* compareSourcePaths */.V)(a.path, b.path));
    // An added site.json means the base has none: it opens the first batch (step 0).
    const siteJsonFirst = items.filter((i) => i.path === SITE_JSON && i.added);
    const otherWrites = items.filter((i) => i.write && !isLayoutFile(i.path));
    const layout = items
        .filter((i) => isLayoutFile(i.path) && !siteJsonFirst.includes(i))
        .sort((a, b) => layoutRank(a) - layoutRank(b));
    const otherDeletes = items.filter((i) => !i.write && !isLayoutFile(i.path));
    const batches = [];
    let current = new BatchBuilder(sizeOf);
    const close = () => {
        if (current.paths > 0)
            batches.push(current.build(false));
        current = new BatchBuilder(sizeOf);
    };
    const fits = (builder, cost) => builder.paths + cost.paths <= limits.maxPaths && builder.bytes + cost.bytes <= budget;
    const place = (item) => {
        if (fits(current, { bytes: current.costOf(item), paths: 1 })) {
            current.add(item);
            return;
        }
        close();
        if (fits(current, { bytes: current.costOf(item), paths: 1 })) {
            current.add(item);
            return;
        }
        current.add(item); // alone and still too big: a batch of its own, flagged
        batches.push(current.build(true));
        current = new BatchBuilder(sizeOf);
    };
    siteJsonFirst.forEach(place);
    otherWrites.forEach(place);
    if (layout.length > 0) {
        if (!fits(current, current.groupCost(layout))) {
            const fresh = new BatchBuilder(sizeOf);
            if (fits(fresh, fresh.groupCost(layout)))
                close();
        }
        layout.forEach(place);
    }
    otherDeletes.forEach(place);
    close();
    return batches;
}

// EXTERNAL MODULE: ./src/source/upload-encoding.ts
var upload_encoding = __webpack_require__(2952);
// EXTERNAL MODULE: ./src/source/path-safety.ts
var path_safety = __webpack_require__(1725);
;// CONCATENATED MODULE: ./src/source/digest-cache.ts
const RACY_MARGIN_MS = 2_000;
const sameStamp = (a, b) => a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
/** Builds a cache over saved data; data for the other line-ending mode is ignored. */
function createDigestCache(data, normalizeLineEndings, savedAtMs) {
    const previous = data?.version === 1 && data.normalizeLineEndings === normalizeLineEndings ? data.entries : {};
    const next = {};
    let hits = 0;
    let stored = 0;
    const racy = (entry) => savedAtMs === undefined || entry.hashedAt > savedAtMs
        ? entry.mtimeMs >= entry.hashedAt - RACY_MARGIN_MS
        : entry.mtimeMs >= savedAtMs;
    return {
        get hits() {
            return hits;
        },
        get changed() {
            return stored > 0 || hits !== Object.keys(previous).length;
        },
        lookup(absPath, stamp) {
            const entry = previous[absPath];
            if (!entry || !sameStamp(entry, stamp) || racy(entry))
                return undefined;
            hits += 1;
            next[absPath] = entry;
            // The entry itself (it holds the digest's fields): the caller copies what it keeps.
            return entry;
        },
        store(absPath, stamp, hashedAt, digest) {
            stored += 1;
            const { size, mtimeMs, ctimeMs, ino } = stamp;
            const { byteSize, checksum, binary, normalized, encodedBytes } = digest;
            next[absPath] = {
                size,
                mtimeMs,
                ctimeMs,
                ino,
                hashedAt,
                byteSize,
                checksum,
                binary,
                normalized,
                encodedBytes,
            };
        },
        snapshot: () => ({ version: 1, normalizeLineEndings, entries: next }),
    };
}

;// CONCATENATED MODULE: ./src/source/index.ts
/** The local site source tree: walk, ignore rules, path safety, hashing, upload content, batches. */











/***/ }),

/***/ 6854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ createCrlfNormalizer),
/* harmony export */   b: () => (/* binding */ normalizeCrlf)
/* harmony export */ });
/**
 * Line-ending normalisation of text files (see docs/source-tree.md, "Line endings").
 *
 * Decision: a text file (valid UTF-8 without NUL) has every CRLF pair replaced by LF before it is
 * hashed and uploaded, so a Windows checkout (core.autocrlf=true) never shows a false diff against
 * the live tree. A lone CR is kept. Binary files are byte-exact. Sizes and checksums are those of
 * the normalised bytes, which are exactly the bytes uploaded.
 */
const CR = 0x0d;
const LF = 0x0a;
function createCrlfNormalizer() {
    let heldCr = false;
    return {
        push(chunk) {
            const input = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
            // Most text has no CR at all: hand the bytes back as they are, without a copy.
            if (!heldCr && input.indexOf(CR) === -1)
                return input;
            const out = Buffer.allocUnsafe(input.length + 1);
            let n = 0;
            let i = 0;
            if (heldCr) {
                heldCr = false;
                if (input.length === 0) {
                    heldCr = true;
                    return Buffer.alloc(0);
                }
                if (input[0] !== LF)
                    out[n++] = CR;
            }
            while (i < input.length) {
                const cr = input.indexOf(CR, i);
                if (cr === -1) {
                    n += input.copy(out, n, i);
                    break;
                }
                n += input.copy(out, n, i, cr);
                if (cr === input.length - 1) {
                    heldCr = true;
                    i = input.length;
                }
                else if (input[cr + 1] === LF) {
                    i = cr + 1; // drop the CR, keep the LF
                }
                else {
                    out[n++] = CR;
                    i = cr + 1;
                }
            }
            return out.subarray(0, n);
        },
        end() {
            if (!heldCr)
                return Buffer.alloc(0);
            heldCr = false;
            return Buffer.from([CR]);
        },
    };
}
/** Normalises a whole buffer (CRLF → LF). */
function normalizeCrlf(bytes) {
    const normalizer = createCrlfNormalizer();
    return Buffer.concat([normalizer.push(bytes), normalizer.end()]);
}


/***/ }),

/***/ 751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ compareSourcePaths)
/* harmony export */ });
/**
 * The one order of source paths: by their UTF-8 bytes, as the platform sorts its manifest.
 * (JavaScript's `<` compares UTF-16 code units, which differs for characters above U+FFFF.)
 */
function compareSourcePaths(a, b) {
    if (a === b)
        return 0;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}


/***/ }),

/***/ 3454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CR: () => (/* binding */ DEFAULT_MAX_FILE_BYTES),
/* harmony export */   mg: () => (/* binding */ readSourceTree)
/* harmony export */ });
/* unused harmony export DEFAULT_HASH_CONCURRENCY */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(370);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8382);
/* harmony import */ var _file_digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2192);
/* harmony import */ var _ignore_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4185);
/* harmony import */ var _path_order_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(751);
/* harmony import */ var _path_safety_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1725);
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7672);
/**
 * readSourceTree: the local site tree, walked, checked and hashed.
 *
 * Cost model: one readdir per directory (dirent types, no stat per file); symlinks cost a
 * realpath and a stat; with a digest cache, one synchronous stat per file, and only files whose
 * stat changed are read; each file is read once as a stream, with at most `concurrency` files open.
 * A file's size comes from that pass. Only a file found too large costs one more stat, to report
 * its size. Every path problem of the tree is collected and thrown as one InputError.
 */










/** The platform's limit for one file (docs/platform-contract.md §6). */
const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;
const DEFAULT_HASH_CONCURRENCY = 16;
function toIssue(problem) {
    return { file: problem.path, code: problem.code, message: problem.message, severity: 'error' };
}
function formatMiB(bytes) {
    const mib = bytes / (1024 * 1024);
    return Number.isInteger(mib) ? `${mib} MiB` : `${mib.toFixed(2)} MiB`;
}
async function tooLargeProblem(relPath, absPath, maxFileBytes) {
    const size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(absPath)).size;
    return {
        path: relPath,
        code: 'file_too_large',
        message: `file ${(0,_path_safety_js__WEBPACK_IMPORTED_MODULE_7__/* .printablePath */ .Vj)(relPath)} is ${size} bytes; the limit is ${maxFileBytes} bytes (${formatMiB(maxFileBytes)})`,
    };
}
/** A missing or non-folder root is a configuration mistake, said as such (not a raw ENOENT from realpath). */
async function assertSourceFolder(absRoot) {
    const isFolder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(absRoot).then((s) => s.isDirectory(), (err) => err.code === 'ENOENT' || err.code === 'ENOTDIR' ? undefined : Promise.reject(err));
    if (isFolder)
        return;
    const what = isFolder === undefined ? 'does not exist' : 'is not a folder';
    throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('SOURCE_NOT_FOUND', `the site source folder ${absRoot} ${what}`, [], {
        hint: 'check `source` in sitesync.yml (relative to the folder of sitesync.yml)',
    });
}
/**
 * The cached digest of a file whose stat is unchanged, and the stat taken. Synchronous on purpose:
 * a no-op plan stats every file of the tree, and a promise per stat cost 0.45 s of CPU for the
 * 20,000 files of the L fixture where a plain loop of statSync costs 0.1 s (measured).
 */
function cachedDigest(absPath, cache) {
    const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absPath);
    const stamp = { size: info.size, mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs, ino: info.ino };
    const digest = cache.lookup(absPath, stamp);
    return digest ? { digest, stamp } : { stamp };
}
async function digestAndStore(absPath, cache, stamp, options) {
    const hashedAt = Date.now();
    const digest = await (0,_file_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestFile */ .T)(absPath, options);
    if (cache && stamp && !digest.tooLarge) {
        const { tooLarge: _, ...rest } = digest;
        cache.store(absPath, stamp, hashedAt, rest);
    }
    return digest;
}
/** Exactly the fields of a SourceFile (a cache entry or a digest carries more). */
function sourceFile(relPath, absPath, digest) {
    return {
        path: relPath,
        absPath,
        byteSize: digest.byteSize,
        checksum: digest.checksum,
        binary: digest.binary,
        normalized: digest.normalized,
        encodedBytes: digest.encodedBytes,
    };
}
async function readSourceTree(root, options = {}) {
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root);
    const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const normalizeLineEndings = options.normalizeLineEndings ?? true;
    const concurrency = options.concurrency ?? DEFAULT_HASH_CONCURRENCY;
    await assertSourceFolder(absRoot);
    const ignore = await (0,_ignore_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .loadIgnoreRules */ .ej)(absRoot, options.ignoreFile);
    const walked = await (0,_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .walkSourceFolder */ .L)(absRoot, { ignore, concurrency });
    walked.files.sort((a, b) => (0,_path_order_js__WEBPACK_IMPORTED_MODULE_8__/* .compareSourcePaths */ .V)(a.path, b.path));
    const problems = [...walked.problems, ...(0,_path_safety_js__WEBPACK_IMPORTED_MODULE_7__/* .caseCollisions */ .i4)(walked.files.map((f) => f.path))];
    // Unchanged files from the cache first (a stat each, no promise), then the others hashed,
    // `concurrency` at once. A no-op over 20,000 files makes no promise per file.
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_9__/* ["default"] */ .A)(concurrency);
    const cache = options.cache;
    const read = new Array(walked.files.length);
    const hashing = [];
    walked.files.forEach((file, i) => {
        const cached = cache && cachedDigest(file.absPath, cache);
        if (cached?.digest) {
            read[i] = sourceFile(file.path, file.absPath, cached.digest);
            return;
        }
        hashing.push(limit(async () => {
            const digest = await digestAndStore(file.absPath, cache, cached?.stamp, {
                normalizeLineEndings,
                maxBytes: maxFileBytes,
            });
            read[i] = digest.tooLarge
                ? await tooLargeProblem(file.path, file.absPath, maxFileBytes)
                : sourceFile(file.path, file.absPath, digest);
        }));
    });
    await Promise.all(hashing);
    const files = [];
    for (const item of read) {
        if ('code' in item)
            problems.push(item);
        else
            files.push(item);
    }
    if (problems.length > 0) {
        problems.sort((a, b) => (0,_path_order_js__WEBPACK_IMPORTED_MODULE_8__/* .compareSourcePaths */ .V)(a.path, b.path) || a.code.localeCompare(b.code));
        const noun = problems.length === 1 ? 'problem' : 'problems';
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('UNSAFE_SOURCE_PATHS', `the source tree ${absRoot} has ${problems.length} path ${noun}; nothing was read`, problems.map(toIssue), { hint: 'rename, remove or ignore (.sitesyncignore) the paths listed', location: { file: absRoot } });
    }
    return { root: absRoot, files };
}


/***/ }),

/***/ 3208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b6: () => (/* binding */ createUploadReader),
/* harmony export */   ft: () => (/* binding */ createReadScratch),
/* harmony export */   oL: () => (/* binding */ readVerifiedBytes)
/* harmony export */ });
/* unused harmony export readUploadContent */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8382);
/* harmony import */ var _line_endings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6854);
/**
 * The content of one file as it goes into a write body: text (normalised as it was hashed) as
 * utf8, binary as base64. Reads one file into memory (at most the 10 MiB platform limit) and
 * checks it against the checksum of the hashing pass, so a file edited meanwhile is never sent
 * under a stale plan.
 *
 * Memory: the string handed back is the only copy that outlives the call. The bytes are read into
 * a scratch buffer that an `UploadReader` reuses from file to file (a first publish reads 240 MB
 * in 8 MiB batches: a fresh buffer per file left megabytes of dead buffers per batch for the
 * collector), text is checked as UTF-8 without being decoded twice, and CRLF normalisation copies
 * only a file that has a CR.
 */





/** Scratch buffers are kept up to this size; a larger file gets a buffer of its own. */
const MAX_KEPT_SCRATCH = 1024 * 1024;
const CR = 0x0d;
function createReadScratch() {
    return { buffer: Buffer.allocUnsafeSlow(64 * 1024) };
}
/** Reads a whole file into `scratch` (grown as needed); the bytes are valid until its next use. */
async function readInto(absPath, scratch) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(absPath, 'r');
    try {
        // One byte more than the size seen, so a file that grew is read to its end as well.
        const expected = (await handle.stat()).size + 1;
        let buffer = scratch.buffer.length >= expected ? scratch.buffer : Buffer.allocUnsafeSlow(expected);
        let length = 0;
        for (;;) {
            if (length === buffer.length) {
                const bigger = Buffer.allocUnsafeSlow(buffer.length * 2);
                buffer.copy(bigger, 0, 0, length);
                buffer = bigger;
            }
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
            if (bytesRead === 0)
                break;
            length += bytesRead;
        }
        if (buffer !== scratch.buffer && buffer.length <= MAX_KEPT_SCRATCH)
            scratch.buffer = buffer;
        return buffer.subarray(0, length);
    }
    finally {
        await handle.close();
    }
}
/** Binary, the platform's definition (see binary-detection.ts): not valid UTF-8, or a NUL byte. */
const isBinaryBytes = (bytes) => bytes.includes(0) || !(0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(bytes);
/**
 * Reads a file (CRLF normalised if its text was) and checks it against the plan's checksum and
 * binary flag: a file edited since the tree was hashed fails with `SOURCE_CHANGED`.
 */
async function readVerifiedBytes(file, scratch) {
    const raw = await readInto(file.absPath, scratch);
    const binary = isBinaryBytes(raw);
    const bytes = !binary && file.normalized && raw.includes(CR) ? (0,_line_endings_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizeCrlf */ .b)(raw) : raw;
    const checksum = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
    if (checksum !== file.checksum || binary !== file.binary) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SitesyncError */ .fj('SOURCE_CHANGED', `file ${file.path} changed while sitesync was reading the tree`, {
            location: { file: file.path },
            hint: 'run sitesync again once the files are no longer being edited',
        });
    }
    return { bytes, binary };
}
async function readUploadContent(file, scratch = createReadScratch()) {
    const { bytes, binary } = await readVerifiedBytes(file, scratch);
    return binary
        ? { content: bytes.toString('base64'), encoding: 'base64' }
        : { content: bytes.toString('utf8'), encoding: 'utf8' };
}
function createUploadReader(concurrency = 16) {
    if (concurrency < 1)
        throw new RangeError('concurrency must be at least 1');
    const idle = [];
    return {
        async read(files) {
            const contents = new Array(files.length);
            let next = 0;
            const worker = async () => {
                const scratch = idle.pop() ?? createReadScratch();
                try {
                    while (next < files.length) {
                        const i = next++;
                        contents[i] = await readUploadContent(files[i], scratch);
                    }
                }
                finally {
                    idle.push(scratch);
                }
            };
            await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
            return Object.fromEntries(files.map((f, i) => [f.path, contents[i]]));
        },
    };
}


/***/ }),

/***/ 2952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PZ: () => (/* binding */ utf8EntryBytes),
/* harmony export */   rJ: () => (/* binding */ base64EntryBytes),
/* harmony export */   ti: () => (/* binding */ jsonEscapeExtraBytes)
/* harmony export */ });
/* unused harmony export encodedEntryBytes */
/**
 * Exact sizes of the `{"content": "...", "encoding": "utf8" | "base64"}` entries of a source write
 * body, so that batches are sized honestly (docs/platform-contract.md §6). Pure.
 */
/** `{"content":"` + `","encoding":"` + `"}` around the content, plus the encoding name. */
const ENTRY_FRAME_BYTES = '{"content":"","encoding":""}'.length;
/** Bytes of the JSON-encoded entry of `byteSize` bytes sent as base64 (4 characters per 3 bytes). */
function base64EntryBytes(byteSize) {
    return ENTRY_FRAME_BYTES + 'base64'.length + 4 * Math.ceil(byteSize / 3);
}
/**
 * Bytes of the JSON-encoded entry of a UTF-8 text of `byteSize` bytes whose JSON escaping adds
 * `escapeExtraBytes` (see `jsonEscapeExtraBytes`).
 */
function utf8EntryBytes(byteSize, escapeExtraBytes) {
    return ENTRY_FRAME_BYTES + 'utf8'.length + byteSize + escapeExtraBytes;
}
/**
 * Extra bytes JSON.stringify adds to the UTF-8 bytes of a valid UTF-8 text: `"` and `\` and the
 * short escapes \b \f \n \r \t add one byte each; other control characters below U+0020 become
 * `\u00XX` (five more). Non-ASCII characters are written as they are. Works on any chunking,
 * since every byte that needs escaping is ASCII.
 */
function jsonEscapeExtraBytes(bytes) {
    let extra = 0;
    for (let i = 0; i < bytes.length; i++) {
        const b = bytes[i];
        if (b >= 0x20) {
            if (b === 0x22 || b === 0x5c)
                extra += 1;
        }
        else if (b === 0x08 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d) {
            extra += 1;
        }
        else {
            extra += 5;
        }
    }
    return extra;
}
/** Bytes of the JSON-encoded entry, computed from its content. */
function encodedEntryBytes(entry) {
    if (entry.encoding === 'base64')
        return ENTRY_FRAME_BYTES + 'base64'.length + entry.content.length;
    const bytes = Buffer.from(entry.content, 'utf8');
    return utf8EntryBytes(bytes.length, jsonEscapeExtraBytes(bytes));
}


/***/ }),

/***/ 1442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ resolveRevision),
/* harmony export */   o: () => (/* binding */ digestOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4134);
/* harmony import */ var _platform_idempotency_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4824);




/**
 * What this run's idempotency keys derive from: HEAD when the inputs (site sources, catalog,
 * sitesync.yml) are committed; otherwise a digest of their content, so two runs over the same
 * dirty content still share keys but never collide with the commit's.
 */
async function resolveRevision(options) {
    if (options.commit && /^[0-9a-f]{40}$/i.test(options.commit)) {
        return { commit: options.commit.toLowerCase(), dirty: false, keyRevision: options.commit.toLowerCase() };
    }
    const repo = await (0,_git_repo_js__WEBPACK_IMPORTED_MODULE_2__/* .openGitRepo */ .z)(options.cwd);
    const head = repo ? await repo.head() : undefined;
    if (repo && head) {
        const rels = options.inputs.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(repo.root, p) || '.');
        const dirty = (await Promise.all(rels.map((r) => repo.dirtyPaths(r)))).flat();
        if (dirty.length === 0)
            return { commit: head, dirty: false, keyRevision: head };
    }
    return {
        ...(head && { commit: head }),
        dirty: true,
        keyRevision: (0,_platform_idempotency_js__WEBPACK_IMPORTED_MODULE_3__/* .contentRevision */ .x3)(head, await options.contentDigest()),
    };
}
function digestOf(parts) {
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const p of parts)
        h.update(p).update('\n');
    return h.digest('hex');
}


/***/ })

};
