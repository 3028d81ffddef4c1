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
 * The module is assembled here, byte by byte, from the instructions below (no toolchain; the tests
 * compare it with the JavaScript count on random bytes). Per 16 bytes `v`:
 *   short = (v - 8) <u 6 and v != 11       \b \t \n \f \r: one byte more each
 *   one   = v == '"' or v == '\' or short   one byte more each
 *   five  = v <u 0x20 and not short          \u00XX: five bytes more each
 * each counted in byte lanes for up to 255 vectors, then widened into 32-bit totals.
 */
/** Bytes the module counts per call: its memory (4 pages of 64 KiB). */
const SIMD_CHUNK_BYTES = 4 * 64 * 1024;
/** Up to 255 vectors per lane count before it is widened: a lane counts at most 255. */
const VECTORS_PER_ROUND = 255;
// Instructions (WebAssembly core + the fixed-width SIMD proposal, as Node 16+ has them).
const I32 = 0x7f;
const V128 = 0x7b;
const op = {
    block: [0x02, 0x40],
    loop: [0x03, 0x40],
    if: [0x04, 0x40],
    end: [0x0b],
    br: (depth) => [0x0c, depth],
    brIf: (depth) => [0x0d, depth],
    get: (local) => [0x20, local],
    set: (local) => [0x21, local],
    i32Const: (value) => [0x41, ...sleb128(value)],
    i32Add: [0x6a],
    i32GtU: [0x4b],
    i32GeU: [0x4f],
    v128Load: [0xfd, 0x00, 0x00, 0x00], // align 1, offset 0
    v128Splat8: (byte) => [0xfd, 0x0c, ...new Array(16).fill(byte)], // v128.const
    v128Splat32: (word) => [0xfd, 0x0c, ...[0, 1, 2, 3].flatMap(() => le32(word))],
    i8x16Eq: [0xfd, 0x23],
    i8x16LtU: [0xfd, 0x26],
    v128AndNot: [0xfd, 0x4f],
    v128Or: [0xfd, 0x50],
    i8x16Sub: [0xfd, 0x71],
    i16x8ExtAddPairwiseI8x16U: [0xfd, 0x7d],
    i32x4ExtAddPairwiseI16x8U: [0xfd, 0x7f],
    i32x4ExtractLane: (lane) => [0xfd, 0x1b, lane],
    i32x4Add: [0xfd, 0xae, 0x01],
    i32x4Mul: [0xfd, 0xb5, 0x01],
};
// Locals: 0 the length (the parameter), 1 p, 2 stop, 3 acc1, 4 acc5, 5 tot1, 6 tot5, 7 v, 8 short.
const [LENGTH, P, STOP, ACC1, ACC5, TOT1, TOT5, V, SHORT] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/** total += acc's sixteen byte counts, widened into its four 32-bit lanes. */
const widen = (total, acc) => [
    ...op.get(total),
    ...op.get(acc),
    ...op.i16x8ExtAddPairwiseI8x16U,
    ...op.i32x4ExtAddPairwiseI16x8U,
    ...op.i32x4Add,
    ...op.set(total),
];
const BODY = [
    ...op.block, // $exit
    ...op.loop, // $round
    ...[...op.get(P), ...op.get(LENGTH), ...op.i32GeU, ...op.brIf(1)],
    // stop = min(length, p + 16 × 255)
    ...[...op.get(P), ...op.i32Const(16 * VECTORS_PER_ROUND), ...op.i32Add, ...op.set(STOP)],
    ...[
        ...op.get(STOP),
        ...op.get(LENGTH),
        ...op.i32GtU,
        ...op.if,
        ...op.get(LENGTH),
        ...op.set(STOP),
        ...op.end,
    ],
    ...[...op.v128Splat8(0), ...op.set(ACC1), ...op.v128Splat8(0), ...op.set(ACC5)],
    ...op.block, // $roundDone
    ...op.loop, // $vector
    ...[...op.get(P), ...op.get(STOP), ...op.i32GeU, ...op.brIf(1)],
    ...[...op.get(P), ...op.v128Load, ...op.set(V)],
    // short = ((v - 8) <u 6) and not (v == 11)
    ...[...op.get(V), ...op.v128Splat8(8), ...op.i8x16Sub, ...op.v128Splat8(6), ...op.i8x16LtU],
    ...[...op.get(V), ...op.v128Splat8(11), ...op.i8x16Eq, ...op.v128AndNot, ...op.set(SHORT)],
    // acc1 -= (v == '"') | (v == '\') | short   (a set lane is -1)
    ...op.get(ACC1),
    ...[...op.get(V), ...op.v128Splat8(0x22), ...op.i8x16Eq],
    ...[...op.get(V), ...op.v128Splat8(0x5c), ...op.i8x16Eq, ...op.v128Or],
    ...[...op.get(SHORT), ...op.v128Or, ...op.i8x16Sub, ...op.set(ACC1)],
    // acc5 -= (v <u 0x20) and not short
    ...op.get(ACC5),
    ...[...op.get(V), ...op.v128Splat8(0x20), ...op.i8x16LtU, ...op.get(SHORT), ...op.v128AndNot],
    ...[...op.i8x16Sub, ...op.set(ACC5)],
    ...[...op.get(P), ...op.i32Const(16), ...op.i32Add, ...op.set(P)],
    ...op.br(0),
    ...op.end, // $vector
    ...op.end, // $roundDone
    ...widen(TOT1, ACC1),
    ...widen(TOT5, ACC5),
    ...op.br(0),
    ...op.end, // $round
    ...op.end, // $exit
    // tot1 + 5 × tot5, its four lanes added
    ...[
        ...op.get(TOT5),
        ...op.v128Splat32(5),
        ...op.i32x4Mul,
        ...op.get(TOT1),
        ...op.i32x4Add,
        ...op.set(TOT1),
    ],
    ...[...op.get(TOT1), ...op.i32x4ExtractLane(0), ...op.get(TOT1), ...op.i32x4ExtractLane(1), ...op.i32Add],
    ...[...op.get(TOT1), ...op.i32x4ExtractLane(2), ...op.i32Add, ...op.get(TOT1), ...op.i32x4ExtractLane(3)],
    ...op.i32Add,
    ...op.end,
];
/** The module's bytes: one function `count(length) -> extra`, and its memory. */
function escapeCountModule() {
    const locals = [2, 2, I32, 6, V128]; // two groups: 2 × i32 (p, stop), 6 × v128
    const code = [...locals, ...BODY];
    const section = (id, content) => [id, ...uleb128(content.length), ...content];
    const name = (text) => [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];
    return Uint8Array.from([
        ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
        ...section(1, [1, 0x60, 1, I32, 1, I32]), // type: (i32) -> i32
        ...section(3, [1, 0]), // function 0 of type 0
        ...section(5, [1, 0x00, SIMD_CHUNK_BYTES / 65536]), // memory: min pages, no max
        ...section(7, [2, ...name('memory'), 0x02, 0, ...name('count'), 0x00, 0]),
        ...section(10, [1, ...uleb128(code.length), ...code]),
    ]);
}
let counter;
/** The SIMD counter, or null where WebAssembly or its SIMD is not available (then the caller counts). */
function simdEscapeCounter() {
    if (counter !== undefined)
        return counter;
    try {
        const wasm = globalThis.WebAssembly;
        if (!wasm)
            throw new Error('no WebAssembly');
        const instance = new wasm.Instance(new wasm.Module(escapeCountModule()));
        const exports = instance.exports;
        counter = { count: exports.count, memory: new Uint8Array(exports.memory.buffer) };
    }
    catch {
        counter = null;
    }
    return counter;
}
function uleb128(value) {
    const out = [];
    do {
        let byte = value & 0x7f;
        value >>>= 7;
        if (value !== 0)
            byte |= 0x80;
        out.push(byte);
    } while (value !== 0);
    return out;
}
function sleb128(value) {
    const out = [];
    for (;;) {
        const byte = value & 0x7f;
        value >>= 7;
        const done = (value === 0 && (byte & 0x40) === 0) || (value === -1 && (byte & 0x40) !== 0);
        out.push(done ? byte : byte | 0x80);
        if (done)
            return out;
    }
}
function le32(value) {
    return [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
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
 * was this count four bytes at a time), else four bytes at a time: a 32-bit word is looked at
 * byte by byte only when it may hold a byte
 * below 0x20, a `"` or a `\` (the classic "has a byte less than / equal to" bit tests, which never
 * miss one). About three times the speed of a loop over every byte (0.85 against 2.5 ns a byte
 * on the bench's HTML; a first read of a site hashes every byte of it).
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
/** Below this, the copy into the module's memory costs more than it saves. */
const SIMD_FROM_BYTES = 256;
/** jsonEscapeExtraBytes four bytes at a time (where WebAssembly's SIMD is not available, and for tails). */
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
