export const id = 43;
export const ids = [43,192];
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
/* harmony export */   T: () => (/* binding */ digestFile),
/* harmony export */   digestFileSync: () => (/* binding */ digestFileSync)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
/* harmony import */ var _binary_detection_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1162);
/* harmony import */ var _line_endings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6854);
/* harmony import */ var _upload_encoding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9812);
/**
 * One pass over a file: size, checksum, binary detection and the JSON-encoded upload size, with
 * CRLF normalisation of text files. Memory stays at one read buffer whatever the file size.
 *
 * Read synchronously, a chunk at a time: a first read of a site is thousands of small files, and
 * each asynchronous open, read and close is a hand-off to libuv's threads and back (the bench's M
 * site, 5,000 files and 241 MB: 0.46 s and 0.63 s of CPU against 0.28 s and 0.30 s read in place).
 * The caller yields to the event loop between files (read-tree.ts). A file is at most read up to
 * its cap (`maxBytes`) and a little past it.
 */






/** Read buffers are reused across files: a tree read allocates one, not one per chunk. */
const READ_CHUNK = 256 * 1024;
const freeBuffers = [];
const takeBuffer = () => freeBuffers.pop() ?? Buffer.allocUnsafeSlow(READ_CHUNK);
/**
 * Opened without waiting: a FIFO or a device put in a file's place after the walk saw a regular
 * file is refused below (fstat), instead of blocking the read for ever. (No such flag on Windows.)
 */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** The same bytes: a chunk the normaliser handed back as it was (a view of the read buffer). */
const sameBytes = (a, b) => a.buffer === b.buffer && a.byteOffset === b.byteOffset && a.byteLength === b.byteLength;
function digestFileSync(absPath, options) {
    const algorithm = options.algorithm ?? 'sha256';
    const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const detector = (0,_binary_detection_js__WEBPACK_IMPORTED_MODULE_4__/* .createBinaryDetector */ .m)();
    const normalizer = options.normalizeLineEndings ? (0,_line_endings_js__WEBPACK_IMPORTED_MODULE_5__/* .createCrlfNormalizer */ .Z)() : undefined;
    // The raw bytes' hash, and the uploaded text's (normalised when asked): one hash while the two
    // are the same bytes, as in nearly every text file; the text's is forked from the raw one
    // (Hash.copy) at the first chunk the normaliser changes.
    const rawHash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)(algorithm);
    let textHash;
    let rawSize = 0;
    let textSize = 0;
    let escapes = 0;
    const feedText = (bytes, raw) => {
        if (textHash === undefined && !(raw && sameBytes(bytes, raw)))
            textHash = rawHash.copy();
        if (raw)
            rawHash.update(raw);
        textHash?.update(bytes);
        textSize += bytes.length;
        escapes += (0,_upload_encoding_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonEscapeExtraBytes */ .ti)(bytes);
    };
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(absPath, OPEN_FLAGS);
    const buffer = takeBuffer();
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).isFile())
            throw notAFile(absPath);
        for (;;) {
            const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, null);
            if (bytesRead === 0)
                break;
            // A view of the reused buffer: everything below consumes it before the next read.
            const chunk = buffer.subarray(0, bytesRead);
            detector.push(chunk);
            rawSize += bytesRead;
            if (detector.binary)
                rawHash.update(chunk);
            else
                feedText(normalizer ? normalizer.push(chunk) : chunk, chunk);
            // Normalised bytes are never more than the raw ones; binary files are sent raw.
            if ((detector.binary ? rawSize : textSize) > maxBytes)
                return { tooLarge: true };
        }
    }
    finally {
        freeBuffers.push(buffer);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    const binary = detector.end();
    if (!binary) {
        const held = normalizer?.end();
        if (held && held.length > 0)
            feedText(held, undefined);
        if (textSize > maxBytes)
            return { tooLarge: true };
        return {
            tooLarge: false,
            byteSize: textSize,
            checksum: (textHash ?? rawHash).digest('hex'),
            binary: false,
            normalized: normalizer !== undefined,
            encodedBytes: (0,_upload_encoding_js__WEBPACK_IMPORTED_MODULE_3__/* .utf8EntryBytes */ .PZ)(textSize, escapes),
        };
    }
    if (rawSize > maxBytes)
        return { tooLarge: true };
    return {
        tooLarge: false,
        byteSize: rawSize,
        checksum: rawHash.digest('hex'),
        binary: true,
        normalized: false,
        encodedBytes: (0,_upload_encoding_js__WEBPACK_IMPORTED_MODULE_3__/* .base64EntryBytes */ .rJ)(rawSize),
    };
}
/** `digestFileSync` for callers that hash one file now and then (apply's checks, the dev loop). */
async function digestFile(absPath, options) {
    return digestFileSync(absPath, options);
}
function notAFile(absPath) {
    return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SitesyncError */ .fj('SOURCE_NOT_A_FILE', `${absPath} is no longer a regular file (it changed while it was read)`, {
        hint: 'run again once the source tree is no longer being changed',
        location: { file: absPath },
    });
}


/***/ }),

/***/ 424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a1: () => (/* reexport */ DEFAULT_BATCH_LIMITS),
  QW: () => (/* reexport */ read_tree/* SOURCE_SETTING_CODES */.QW),
  dc: () => (/* reexport */ createDigestCache),
  b6: () => (/* reexport */ upload_content/* createUploadReader */.b6),
  Sh: () => (/* reexport */ checksum_detection/* detectChecksumAlgorithm */.Sh),
  gH: () => (/* reexport */ digestCacheColumns),
  nd: () => (/* reexport */ hashWith),
  XU: () => (/* reexport */ checksum_detection/* localChecksumsFor */.XU),
  un: () => (/* reexport */ planBatches),
  mg: () => (/* reexport */ read_tree/* readSourceTree */.mg),
  OV: () => (/* reexport */ path_safety/* sourcePathProblem */.OV)
});

// UNUSED EXPORTS: DEFAULT_MAX_FILE_BYTES, DEFAULT_WALK_CONCURRENCY, EMPTY_BODY_BYTES, MAX_CONFIRMATION_SAMPLES, MAX_PATH_BYTES, RACY_MARGIN_MS, base64EntryBytes, caseCollisions, compareSourcePaths, encodedEntryBytes, jsonEscapeExtraBytes, readUploadContent, utf8EntryBytes

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

// EXTERNAL MODULE: ./src/source/upload-encoding.ts + 1 modules
var upload_encoding = __webpack_require__(9812);
// EXTERNAL MODULE: ./src/source/path-safety.ts
var path_safety = __webpack_require__(1725);
;// CONCATENATED MODULE: ./src/source/digest-cache.ts
const NUMBER_COLUMNS = ['size', 'mtimeMs', 'ctimeMs', 'ino', 'hashedAt', 'byteSize', 'encodedBytes'];
const BOOLEAN_COLUMNS = ['binary', 'normalized'];
const RACY_MARGIN_MS = 2_000;
/** A size, a time or an inode: finite and not negative (JSON's `1e400` parses as Infinity). */
const isCount = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isArrayOf = (value, type, length) => Array.isArray(value) &&
    value.length === length &&
    value.every(type === 'count' ? isCount : (v) => typeof v === type);
/**
 * Saved data as columns, when it is well formed (every column as long as `paths`, of its type);
 * version 1 is turned into columns. Anything else: undefined (an empty cache).
 */
function digestCacheColumns(raw) {
    if (typeof raw !== 'object' || raw === null)
        return undefined;
    const data = raw;
    if (typeof data.normalizeLineEndings !== 'boolean')
        return undefined;
    if (data.version === 1)
        return fromEntries(data.normalizeLineEndings, data.entries);
    if (data.version !== 2 || !Array.isArray(data.paths))
        return undefined;
    const rows = data.paths.length;
    const wellFormed = isArrayOf(data.paths, 'string', rows) &&
        isArrayOf(data.checksum, 'string', rows) &&
        NUMBER_COLUMNS.every((c) => isArrayOf(data[c], 'count', rows)) &&
        BOOLEAN_COLUMNS.every((c) => isArrayOf(data[c], 'boolean', rows));
    return wellFormed ? data : undefined;
}
function fromEntries(normalizeLineEndings, entries) {
    if (typeof entries !== 'object' || entries === null)
        return undefined;
    const columns = emptyColumns(normalizeLineEndings);
    for (const [path, entry] of Object.entries(entries)) {
        const e = entry;
        if (!e ||
            typeof e.checksum !== 'string' ||
            NUMBER_COLUMNS.some((c) => !isCount(e[c])) ||
            BOOLEAN_COLUMNS.some((c) => typeof e[c] !== 'boolean'))
            return undefined;
        pushRow(columns, path, e);
    }
    return columns;
}
function emptyColumns(normalizeLineEndings) {
    return {
        version: 2,
        normalizeLineEndings,
        paths: [],
        size: [],
        mtimeMs: [],
        ctimeMs: [],
        ino: [],
        hashedAt: [],
        byteSize: [],
        checksum: [],
        binary: [],
        normalized: [],
        encodedBytes: [],
    };
}
/** Writes an entry into row `at` (the row after the last: appended). */
function writeRow(columns, at, path, entry) {
    columns.paths[at] = path;
    columns.checksum[at] = entry.checksum;
    for (const c of NUMBER_COLUMNS)
        columns[c][at] = entry[c];
    for (const c of BOOLEAN_COLUMNS)
        columns[c][at] = entry[c];
}
const pushRow = (columns, path, entry) => writeRow(columns, columns.paths.length, path, entry);
/** Appends row `row` of `from` to `to`. */
function appendRow(to, from, row) {
    to.paths.push(from.paths[row]);
    to.checksum.push(from.checksum[row]);
    for (const c of NUMBER_COLUMNS)
        to[c].push(from[c][row]);
    for (const c of BOOLEAN_COLUMNS)
        to[c].push(from[c][row]);
}
/**
 * Builds a cache over saved data; data for the other line-ending mode is ignored. Version 2 data is
 * taken as given (the store's decode checked it: `digestCacheColumns`); version 1 is checked and
 * turned into columns here.
 */
function createDigestCache(data, normalizeLineEndings, savedAtMs) {
    const saved = data?.version === 1 ? digestCacheColumns(data) : data;
    const previous = saved && saved.normalizeLineEndings === normalizeLineEndings ? saved : emptyColumns(normalizeLineEndings);
    const rows = previous.paths.length;
    // A version 1 cache is saved again, as columns, even when nothing in it changed.
    const upgrade = data?.version === 1;
    const next = emptyColumns(normalizeLineEndings);
    let hits = 0;
    let stored = 0;
    let cursor = 0;
    let byPath;
    /**
     * Rows of `next` kept for files looked up and not found (or stale): `store` fills them once the
     * file is hashed, so the next cache is saved in the order of the lookups (the walk's) and the
     * next read follows its cursor all the way. Rows never filled (a file too large) are dropped.
     */
    const awaiting = new Map();
    const placeholder = {
        size: 0,
        mtimeMs: 0,
        ctimeMs: 0,
        ino: 0,
        hashedAt: 0,
        byteSize: 0,
        checksum: '',
        binary: false,
        normalized: false,
        encodedBytes: 0,
    };
    /** The row of `absPath`: the one after the last found (the walk's order), else by a map. */
    const rowOf = (absPath) => {
        if (cursor < rows && previous.paths[cursor] === absPath)
            return cursor++;
        byPath ??= new Map(previous.paths.map((p, i) => [p, i]));
        const row = byPath.get(absPath);
        if (row !== undefined)
            cursor = row + 1;
        return row;
    };
    const racy = (row) => {
        const hashedAt = previous.hashedAt[row];
        const mtimeMs = previous.mtimeMs[row];
        return savedAtMs === undefined || hashedAt > savedAtMs
            ? mtimeMs >= hashedAt - RACY_MARGIN_MS
            : mtimeMs >= savedAtMs;
    };
    const sameStamp = (row, stamp) => previous.size[row] === stamp.size &&
        previous.mtimeMs[row] === stamp.mtimeMs &&
        previous.ctimeMs[row] === stamp.ctimeMs &&
        previous.ino[row] === stamp.ino;
    return {
        get hits() {
            return hits;
        },
        get changed() {
            return stored > 0 || hits !== rows || upgrade;
        },
        lookup(absPath, stamp) {
            const row = rowOf(absPath);
            if (row === undefined || !sameStamp(row, stamp) || racy(row)) {
                if (!awaiting.has(absPath)) {
                    awaiting.set(absPath, next.paths.length);
                    pushRow(next, absPath, placeholder);
                }
                return undefined;
            }
            hits += 1;
            appendRow(next, previous, row);
            return {
                byteSize: previous.byteSize[row],
                checksum: previous.checksum[row],
                binary: previous.binary[row],
                normalized: previous.normalized[row],
                encodedBytes: previous.encodedBytes[row],
            };
        },
        store(absPath, stamp, hashedAt, digest) {
            stored += 1;
            const slot = awaiting.get(absPath);
            awaiting.delete(absPath);
            writeRow(next, slot ?? next.paths.length, absPath, { ...stamp, ...digest, hashedAt });
        },
        snapshot: () => {
            if (awaiting.size === 0)
                return next;
            const unfilled = new Set(awaiting.values());
            const kept = emptyColumns(normalizeLineEndings);
            for (let row = 0; row < next.paths.length; row++)
                if (!unfilled.has(row))
                    appendRow(kept, next, row);
            return kept;
        },
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
 *
 * Sorting 20,000 paths calls this ~300,000 times, so it encodes nothing when it need not: where
 * the two strings first differ in a code unit below U+D800, both units are whole characters whose
 * UTF-8 bytes sort as their code points, and the equal units before them encode to equal bytes.
 * Only a difference at a surrogate or above (characters from U+D800 on, lone surrogates, which
 * UTF-8 writes as U+FFFD) is settled by the bytes themselves.
 */
function compareSourcePaths(a, b) {
    if (a === b)
        return 0;
    const shorter = Math.min(a.length, b.length);
    let i = 0;
    while (i < shorter && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    // One is a prefix of the other: the shorter sorts first in bytes too. Its bytes are a prefix of
    // the longer's, except where it ends in a lone high surrogate (EF BF BD) that pairs with a low
    // one in the longer (F0 …): EF sorts before F0, so the order holds there as well.
    if (i === shorter)
        return a.length - b.length;
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x < 0xd800 && y < 0xd800)
        return x - y;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}


/***/ }),

/***/ 3454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CR: () => (/* binding */ DEFAULT_MAX_FILE_BYTES),
/* harmony export */   QW: () => (/* binding */ SOURCE_SETTING_CODES),
/* harmony export */   mg: () => (/* binding */ readSourceTree)
/* harmony export */ });
/* unused harmony exports DEFAULT_WALK_CONCURRENCY, DEFAULT_SLICE_MS, OFF_THREAD_FILES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8382);
/* harmony import */ var _runtime_worker_task_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5284);
/* harmony import */ var _file_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2192);
/* harmony import */ var _ignore_rules_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4185);
/* harmony import */ var _path_order_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(751);
/* harmony import */ var _path_safety_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1725);
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7672);
/**
 * readSourceTree: the local site tree, walked, checked and hashed.
 *
 * Cost model: one readdir per directory (dirent types, no stat per file); symlinks cost a
 * realpath and a stat; with a digest cache, one synchronous stat per file, and only files whose
 * stat changed are read; each file is read once, in place (file-digest.ts), one after another: in
 * a worker thread from OFF_THREAD_FILES on (a built sitesync), else on this thread with a turn of
 * the event loop every few milliseconds (answers keep arriving, Ctrl-C is heard). A file's size
 * comes from that pass. Only a file found too large costs one more stat, to report its size.
 * Every path problem of the tree is collected and thrown as one InputError.
 */










/** The platform's limit for one file (docs/platform-contract.md §6). */
const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;
const DEFAULT_WALK_CONCURRENCY = 16;
/** Reading files in place gives the event loop a turn at least this often (ms). */
const DEFAULT_SLICE_MS = 10;
/**
 * From this many files to read on, a built sitesync reads them in a worker thread: the main thread
 * stays free for the catalog's pages, asked one after another on a first plan (slices of 10 ms
 * between them cost each page up to a slice: measured on L, 500 pages at 0 ms, 3.4 s → 7 s).
 * Below it, the worker's start (~60 ms) costs more than the files.
 */
const OFF_THREAD_FILES = 256;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
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
    if (isFolder === undefined)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('SOURCE_NOT_FOUND', `the site source folder ${absRoot} does not exist`, [], {
            hint: 'check `source` in sitesync.yml (relative to the folder of sitesync.yml)',
        });
    // There is something at the path, only not a folder (a file, or a link to one): another mistake.
    throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('SOURCE_NOT_A_FOLDER', `the site source folder ${absRoot} is not a folder`, [], {
        hint: '`source` in sitesync.yml must name a folder (relative to the folder of sitesync.yml), not a file',
    });
}
/** Error codes of a site source that cannot be read as a tree at all (the setting is what to fix). */
const SOURCE_SETTING_CODES = new Set(['SOURCE_NOT_FOUND', 'SOURCE_NOT_A_FOLDER']);
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
/** Digests files here, one after another, with a turn of the event loop every `sliceMs`. */
async function digestInSlices(paths, options, sliceMs) {
    const digests = [];
    let sliceStart = performance.now();
    for (const absPath of paths) {
        if (performance.now() - sliceStart >= sliceMs) {
            await nextTurn();
            sliceStart = performance.now();
        }
        digests.push((0,_file_digest_js__WEBPACK_IMPORTED_MODULE_5__.digestFileSync)(absPath, options));
    }
    return digests;
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
    const concurrency = options.concurrency ?? DEFAULT_WALK_CONCURRENCY;
    await assertSourceFolder(absRoot);
    const ignore = await (0,_ignore_rules_js__WEBPACK_IMPORTED_MODULE_6__/* .loadIgnoreRules */ .ej)(absRoot, options.ignoreFile);
    const walked = await (0,_walk_js__WEBPACK_IMPORTED_MODULE_8__/* .walkSourceFolder */ .L)(absRoot, { ignore, concurrency });
    walked.files.sort((a, b) => (0,_path_order_js__WEBPACK_IMPORTED_MODULE_9__/* .compareSourcePaths */ .V)(a.path, b.path));
    const problems = [...walked.problems, ...(0,_path_safety_js__WEBPACK_IMPORTED_MODULE_7__/* .caseCollisions */ .i4)(walked.files.map((f) => f.path))];
    // Unchanged files from the cache first (a stat each, no promise), then the others read one
    // after another: in a worker when there are many, else here in slices. A no-op over 20,000
    // files makes no promise per file.
    const cache = options.cache;
    const read = new Array(walked.files.length);
    const toRead = [];
    walked.files.forEach((file, i) => {
        const cached = cache && cachedDigest(file.absPath, cache);
        if (cached?.digest)
            read[i] = sourceFile(file.path, file.absPath, cached.digest);
        else
            toRead.push({ index: i, stamp: cached?.stamp });
    });
    const digestOptions = { normalizeLineEndings, maxBytes: maxFileBytes };
    const paths = toRead.map(({ index }) => walked.files[index].absPath);
    // Before any read: an entry is trusted later only if its file did not change after this.
    const hashedAt = Date.now();
    const digests = paths.length >= OFF_THREAD_FILES && (0,_runtime_worker_task_js__WEBPACK_IMPORTED_MODULE_4__/* .runsInWorker */ .cG)()
        ? await (0,_runtime_worker_task_js__WEBPACK_IMPORTED_MODULE_4__/* .digestFilesOffThread */ .jd)(paths, digestOptions, { doing: 'reading the site source' })
        : await digestInSlices(paths, digestOptions, options.sliceMs ?? DEFAULT_SLICE_MS);
    for (const [n, { index, stamp }] of toRead.entries()) {
        const file = walked.files[index];
        const digest = digests[n];
        if (cache && stamp && !digest.tooLarge) {
            const { tooLarge: _, ...rest } = digest;
            cache.store(file.absPath, stamp, hashedAt, rest);
        }
        read[index] = digest.tooLarge
            ? await tooLargeProblem(file.path, file.absPath, maxFileBytes)
            : sourceFile(file.path, file.absPath, digest);
    }
    const files = [];
    for (const item of read) {
        if ('code' in item)
            problems.push(item);
        else
            files.push(item);
    }
    if (problems.length > 0) {
        problems.sort((a, b) => (0,_path_order_js__WEBPACK_IMPORTED_MODULE_9__/* .compareSourcePaths */ .V)(a.path, b.path) || a.code.localeCompare(b.code));
        const noun = problems.length === 1 ? 'problem' : 'problems';
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('UNSAFE_SOURCE_PATHS', `the source tree ${absRoot} has ${problems.length} path ${noun}; nothing was read`, problems.map(toIssue), { hint: 'rename, remove or ignore (.sitesyncignore) the paths listed', location: { file: absRoot } });
    }
    return { root: absRoot, files };
}


/***/ }),

/***/ 3208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H2: () => (/* binding */ SourceGoneError),
/* harmony export */   b6: () => (/* binding */ createUploadReader),
/* harmony export */   ft: () => (/* binding */ createReadScratch),
/* harmony export */   oL: () => (/* binding */ readVerifiedBytes)
/* harmony export */ });
/* unused harmony export readUploadContent */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8382);
/* harmony import */ var _line_endings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6854);
/**
 * The content of one file as it goes into a write body: text (normalised as it was hashed) as
 * utf8, binary as base64. Reads one file into memory (at most the 10 MiB platform limit) and
 * checks it against the checksum of the hashing pass, so a file edited meanwhile is never sent
 * under a stale plan (`SOURCE_CHANGED`), and one deleted meanwhile is said to be gone
 * (`SOURCE_GONE`), not taken for a failure of the network that the transport would retry.
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
/** Opened without waiting on a FIFO put in a file's place (no such flag on Windows). */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_NONBLOCK ?? 0);
const changedError = (file, what) => new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SitesyncError */ .fj('SOURCE_CHANGED', `file ${file.path} ${what} while sitesync was reading the tree`, {
    location: { file: file.path },
    hint: 'run sitesync again once the files are no longer being edited',
});
/**
 * A file of the plan was deleted (or its folder was) before it could be read for the upload. Not
 * a failure of the network: sending the request again would find nothing again. The request it
 * was in is cut off before its body ends, so the platform commits nothing of it.
 */
class SourceGoneError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SitesyncError */ .fj {
    path;
    constructor(file, cause) {
        super('SOURCE_GONE', `file ${file.path} was deleted while sitesync was reading the tree`, {
            cause,
            location: { file: file.path },
            hint: 'run sitesync again once the files are no longer being edited',
        });
        this.name = 'SourceGoneError';
        this.path = file.path;
    }
}
const isMissing = (err) => ['ENOENT', 'ENOTDIR'].includes(err?.code ?? '');
/** Opens a file of the plan; one deleted since the plan fails with `SOURCE_GONE`. */
async function openPlanned(file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(file.absPath, OPEN_FLAGS);
    }
    catch (err) {
        throw isMissing(err) ? new SourceGoneError(file, err) : err;
    }
}
/**
 * Reads a file into `scratch` (grown as needed); the bytes are valid until its next use. At most
 * one byte more than the hashing pass saw is read (twice as many for a text whose CRLFs became
 * LFs): a file that grew is caught by its checksum without being read whole — a 1 GiB file swapped
 * in took 1.1 GB. A FIFO or device swapped in is refused, never waited on (it kept `dev` and an
 * apply waiting for ever).
 */
async function readInto(file, scratch) {
    const handle = await openPlanned(file);
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw changedError(file, 'stopped being a regular file');
        const limit = (file.normalized ? 2 * file.byteSize : file.byteSize) + 1;
        const expected = Math.min(info.size, limit - 1) + 1;
        let buffer = scratch.buffer.length >= expected ? scratch.buffer : Buffer.allocUnsafeSlow(expected);
        let length = 0;
        while (length < limit) {
            if (length === buffer.length) {
                const bigger = Buffer.allocUnsafeSlow(Math.min(buffer.length * 2, limit));
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
 * binary flag: a file edited since the tree was hashed fails with `SOURCE_CHANGED`, one deleted
 * since with `SOURCE_GONE`.
 */
async function readVerifiedBytes(file, scratch) {
    const raw = await readInto(file, scratch);
    const binary = isBinaryBytes(raw);
    const bytes = !binary && file.normalized && raw.includes(CR) ? (0,_line_endings_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeCrlf */ .b)(raw) : raw;
    const checksum = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
    if (checksum !== file.checksum || binary !== file.binary)
        throw changedError(file, 'changed');
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

/***/ 9812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rJ: () => (/* binding */ base64EntryBytes),
  ti: () => (/* binding */ jsonEscapeExtraBytes),
  PZ: () => (/* binding */ utf8EntryBytes)
});

// UNUSED EXPORTS: encodedEntryBytes, wordwiseExtraBytes

;// CONCATENATED MODULE: ./src/source/escape-count-simd.ts
/**
 * The extra bytes JSON escaping adds to a text (upload-encoding.ts `jsonEscapeExtraBytes`), counted
 * 16 bytes at a time by a small WebAssembly module with SIMD. A first read of a site counts every
 * byte of its text files: on L (20,000 files, ~800 MB of text) the word-at-a-time JavaScript loop
 * was 0.46 s of the hashing worker's 1.9 s (bench/ANALYSIS.md, fifteenth round).
 *
 * The module's 397 bytes are below; test/helpers/escape-count-assembly.ts assembles them from its
 * annotated listing (no toolchain), and the tests check the two are the same and compare the count
 * with the JavaScript one on random bytes. Per 16 bytes `v`:
 *   short = (v - 8) <u 6 and v != 11       \b \t \n \f \r: one byte more each
 *   one   = v == '"' or v == '\' or short   one byte more each
 *   five  = v <u 0x20 and not short          \u00XX: five bytes more each
 * each counted in byte lanes for up to 255 vectors, then widened into 32-bit totals.
 */
/** Bytes the module counts per call: its memory (4 pages of 64 KiB). */
const SIMD_CHUNK_BYTES = 4 * 64 * 1024;
/** The module (base64): `count(length) -> extra` over its memory's first `length` bytes. */
const ESCAPE_COUNT_MODULE = 'AGFzbQEAAAABBgFgAX8BfwMCAQAFAwEABAcSAgZtZW1vcnkCAAVjb3VudAAACt0CAdoCAgJ/BnsCQANAIAEgAE8NASABQfAfaiECIAIgAEsEQCAAIQIL/QwAAAAAAAAAAAAAAAAAAAAAIQP9DAAAAAAAAAAAAAAAAAAAAAAhBAJAA0AgASACTw0BIAH9AAAAIQcgB/0MCAgICAgICAgICAgICAgICP1x/QwGBgYGBgYGBgYGBgYGBgYG/SYgB/0MCwsLCwsLCwsLCwsLCwsLC/0j/U8hCCADIAf9DCIiIiIiIiIiIiIiIiIiIiL9IyAH/QxcXFxcXFxcXFxcXFxcXFxc/SP9UCAI/VD9cSEDIAQgB/0MICAgICAgICAgICAgICAgIP0mIAj9T/1xIQQgAUEQaiEBDAALCyAFIAP9ff1//a4BIQUgBiAE/X39f/2uASEGDAALCyAG/QwFAAAABQAAAAUAAAAFAAAA/bUBIAX9rgEhBSAF/RsAIAX9GwFqIAX9GwJqIAX9GwNqCw==';
let counter;
/** The SIMD counter, or null where WebAssembly or its SIMD is not available (then the caller counts). */
function simdEscapeCounter() {
    if (counter !== undefined)
        return counter;
    const wasm = globalThis.WebAssembly;
    if (!wasm)
        return (counter = null);
    try {
        const instance = new wasm.Instance(new wasm.Module(Buffer.from(ESCAPE_COUNT_MODULE, 'base64')));
        const exports = instance.exports;
        counter = { count: exports.count, memory: new Uint8Array(exports.memory.buffer) };
    }
    catch {
        counter = null;
    }
    return counter;
}

;// CONCATENATED MODULE: ./src/source/upload-encoding.ts
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
/** Below this, the copy into the SIMD module's memory costs more than it saves. */
const SIMD_FROM_BYTES = 256;
/** The extra bytes of one byte's escape (see `jsonEscapeExtraBytes`). */
function escapeExtra(b) {
    if (b >= 0x20)
        return b === 0x22 || b === 0x5c ? 1 : 0;
    return b === 0x08 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d ? 1 : 5;
}
/**
 * Extra bytes JSON.stringify adds to the UTF-8 bytes of a valid UTF-8 text: `"` and `\` and the
 * short escapes \b \f \n \r \t add one byte each; other control characters below U+0020 become
 * `\u00XX` (five more). Non-ASCII characters are written as they are. Works on any chunking,
 * since every byte that needs escaping is ASCII.
 *
 * Sixteen bytes at a time by WebAssembly's SIMD (escape-count-simd.ts: 0.46 s of L's first read
 * was this count four bytes at a time), else `wordwiseExtraBytes`.
 */
function jsonEscapeExtraBytes(bytes) {
    const simd = bytes.length >= SIMD_FROM_BYTES ? simdEscapeCounter() : null;
    if (!simd)
        return wordwiseExtraBytes(bytes);
    let extra = 0;
    for (let at = 0; at < bytes.length; at += SIMD_CHUNK_BYTES) {
        const part = bytes.subarray(at, Math.min(bytes.length, at + SIMD_CHUNK_BYTES));
        const vectors = part.length & ~15;
        simd.memory.set(part.subarray(0, vectors));
        extra += simd.count(vectors) + wordwiseExtraBytes(part.subarray(vectors));
    }
    return extra;
}
/**
 * jsonEscapeExtraBytes four bytes at a time (where WebAssembly's SIMD is not available, and for
 * tails): a 32-bit word is looked at byte by byte only when it may hold a byte below 0x20, a `"` or
 * a `\` (the classic "has a byte less than / equal to" bit tests, which never miss one). About three
 * times the speed of a loop over every byte (0.85 against 2.5 ns a byte on the bench's HTML).
 */
function wordwiseExtraBytes(bytes) {
    const n = bytes.length;
    let extra = 0;
    let i = 0;
    const head = Math.min(n, (4 - (bytes.byteOffset & 3)) & 3);
    for (; i < head; i++)
        extra += escapeExtra(bytes[i]);
    // Words only past the aligned head (a view shorter than the head has none).
    const words = (n - i) >>> 2;
    if (words > 0) {
        const view = new Int32Array(bytes.buffer, bytes.byteOffset + i, words);
        for (let w = 0; w < words; w++) {
            const x = view[w];
            const quote = x ^ 0x22222222;
            const slash = x ^ 0x5c5c5c5c;
            const below = ((x - 0x20202020) | 0) & ~x; // a byte < 0x20 (exact for bounds up to 0x80)
            const isQuote = ((quote - 0x01010101) | 0) & ~quote; // a zero byte: a 0x22 in x
            const isSlash = ((slash - 0x01010101) | 0) & ~slash; // a zero byte: a 0x5c in x
            if (((below | isQuote | isSlash) & 0x80808080) === 0)
                continue;
            const at = i + 4 * w;
            extra +=
                escapeExtra(bytes[at]) +
                    escapeExtra(bytes[at + 1]) +
                    escapeExtra(bytes[at + 2]) +
                    escapeExtra(bytes[at + 3]);
        }
    }
    for (i += words * 4; i < n; i++)
        extra += escapeExtra(bytes[i]);
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
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4134);
/* harmony import */ var _platform_idempotency_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7050);



/**
 * What this run's idempotency keys derive from: HEAD when the inputs (site sources, catalog,
 * sitesync.yml) are committed; otherwise a digest of their content, so two runs over the same
 * dirty content still share keys but never collide with the commit's.
 */
async function resolveRevision(options) {
    if (options.commit && /^[0-9a-f]{40}$/i.test(options.commit)) {
        return { commit: options.commit.toLowerCase(), dirty: false, keyRevision: options.commit.toLowerCase() };
    }
    // Awaited below, after the repository is found; until then not an unhandled rejection.
    options.inputsRead?.catch(() => undefined);
    const repo = await (0,_git_repo_js__WEBPACK_IMPORTED_MODULE_1__/* .openGitRepo */ .zU)(options.cwd);
    await options.inputsRead;
    let status;
    if (repo) {
        // One `git status` of every input: the commit it compared them with, and whether any differs.
        const paths = await Promise.all(options.inputs.map((p) => (0,_git_repo_js__WEBPACK_IMPORTED_MODULE_1__/* .repoPath */ .qN)(repo.root, p)));
        try {
            status = await repo.status(paths);
        }
        catch (err) {
            // Before the first commit there is nothing to compare with: the content decides.
            if ((await repo.head()) !== undefined)
                throw err;
        }
    }
    const head = status?.head;
    if (head && status?.dirty.length === 0)
        return { commit: head, dirty: false, keyRevision: head };
    return {
        ...(head && { commit: head }),
        dirty: true,
        keyRevision: (0,_platform_idempotency_js__WEBPACK_IMPORTED_MODULE_2__/* .contentRevision */ .x3)(head, await options.contentDigest()),
    };
}
/** Text handed to the hash at once: one call per ~64 KiB instead of two per part (20,000 files: 40,000 calls). */
const DIGEST_CHUNK_CHARS = 65_536;
/** SHA-256 (hex) of the parts, each followed by a newline. */
function digestOf(parts) {
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    let chunk = '';
    for (const p of parts) {
        chunk += `${p}\n`;
        if (chunk.length >= DIGEST_CHUNK_CHARS) {
            h.update(chunk);
            chunk = '';
        }
    }
    return h.update(chunk).digest('hex');
}


/***/ })

};
