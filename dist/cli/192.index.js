export const id = 192;
export const ids = [192];
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


/***/ })

};
