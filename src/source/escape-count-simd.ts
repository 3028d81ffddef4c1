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
export const SIMD_CHUNK_BYTES = 4 * 64 * 1024;

export interface EscapeCounter {
  /** The extra bytes of `bytes[0..length)` once copied into `memory`; `length` a multiple of 16. */
  readonly count: (length: number) => number;
  readonly memory: Uint8Array;
}

/** The module (base64): `count(length) -> extra` over its memory's first `length` bytes. */
export const ESCAPE_COUNT_MODULE =
  'AGFzbQEAAAABBgFgAX8BfwMCAQAFAwEABAcSAgZtZW1vcnkCAAVjb3VudAAACt0CAdoCAgJ/BnsCQANAIAEgAE8NASABQfAfaiECIAIgAEsEQCAAIQIL/QwAAAAAAAAAAAAAAAAAAAAAIQP9DAAAAAAAAAAAAAAAAAAAAAAhBAJAA0AgASACTw0BIAH9AAAAIQcgB/0MCAgICAgICAgICAgICAgICP1x/QwGBgYGBgYGBgYGBgYGBgYG/SYgB/0MCwsLCwsLCwsLCwsLCwsLC/0j/U8hCCADIAf9DCIiIiIiIiIiIiIiIiIiIiL9IyAH/QxcXFxcXFxcXFxcXFxcXFxc/SP9UCAI/VD9cSEDIAQgB/0MICAgICAgICAgICAgICAgIP0mIAj9T/1xIQQgAUEQaiEBDAALCyAFIAP9ff1//a4BIQUgBiAE/X39f/2uASEGDAALCyAG/QwFAAAABQAAAAUAAAAFAAAA/bUBIAX9rgEhBSAF/RsAIAX9GwFqIAX9GwJqIAX9GwNqCw==';

/** What this module uses of WebAssembly (not in the TypeScript libraries sitesync compiles with). */
interface WasmApi {
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Instance: new (module: object) => { readonly exports: Record<string, unknown> };
}

let counter: EscapeCounter | null | undefined;

/** The SIMD counter, or null where WebAssembly or its SIMD is not available (then the caller counts). */
export function simdEscapeCounter(): EscapeCounter | null {
  if (counter !== undefined) return counter;
  const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (!wasm) return (counter = null);
  try {
    const instance = new wasm.Instance(new wasm.Module(Buffer.from(ESCAPE_COUNT_MODULE, 'base64')));
    const exports = instance.exports as {
      count: (length: number) => number;
      memory: { buffer: ArrayBuffer };
    };
    counter = { count: exports.count, memory: new Uint8Array(exports.memory.buffer) };
  } catch {
    counter = null;
  }
  return counter;
}
