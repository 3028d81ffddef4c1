/**
 * The body of a source write (`source:batch`, or the request that creates a site from source) as
 * a stream of small chunks: its canonical JSON (src/shared/canonical-json.ts: keys sorted, no
 * whitespace), produced file by file. Each file is read, checked against the plan's checksum
 * (a file edited since fails with `SOURCE_CHANGED`), encoded into the chunks (text as a JSON
 * string, binary as base64) and dropped before the next is read, so no body of 8 MiB ever exists
 * whole. Every `chunks()` call produces the same bytes again: the transport hashes them for the
 * Idempotency-Key and counts them in a first pass, then sends them, again on every retry.
 *
 * The bytes are exactly those `canonicalJson` (and the key's canonical digest) produce for the
 * body with `files` as `{path: {content, encoding}}`, as `UploadReader.read` builds it.
 */
import { createReadScratch, readVerifiedBytes, type ReadScratch } from './upload-content.js';
import type { SourceFile } from './types.js';

/** Size of the chunks handed out (the last of a body may be shorter). */
const CHUNK = 64 * 1024;
/** Input taken at a time from a file: a multiple of 3, so base64 pieces join without padding. */
const SLICE = 48 * 1024;

export interface SourceWriteBody {
  /** The body's other members (JSON values; `undefined` ones are left out, as canonicalJson does). */
  readonly fields: Readonly<Record<string, unknown>>;
  /** The files of its `files` member, read when the body is produced; no `files` member when absent. */
  readonly files?: readonly SourceFile[];
}

export interface SourceWriteChunks {
  chunks(): AsyncIterable<Buffer>;
}

/** JSON escapes of the bytes below 0x20, `"` and `\` (as JSON.stringify writes them). */
const ESCAPES: (Buffer | undefined)[] = Array.from({ length: 0x80 }, (_, b) =>
  b < 0x20 || b === 0x22 || b === 0x5c
    ? Buffer.from(JSON.stringify(String.fromCharCode(b)).slice(1, -1))
    : undefined,
);

/** Gathers bytes into chunks of CHUNK bytes; full chunks wait in `ready` until taken. */
class ChunkWriter {
  private buffer = Buffer.allocUnsafe(CHUNK);
  private length = 0;
  private ready: Buffer[] = [];

  put(bytes: Uint8Array): void {
    for (let offset = 0; offset < bytes.length;) {
      const n = Math.min(bytes.length - offset, CHUNK - this.length);
      this.buffer.set(bytes.subarray(offset, offset + n), this.length);
      this.length += n;
      offset += n;
      if (this.length === CHUNK) this.seal();
    }
  }

  text(value: string): void {
    this.put(Buffer.from(value, 'utf8'));
  }

  /** UTF-8 text bytes as the inside of a JSON string: ASCII escapes, everything else as it is. */
  escaped(bytes: Uint8Array): void {
    let start = 0;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (b >= 0x20 && b !== 0x22 && b !== 0x5c) continue;
      this.put(bytes.subarray(start, i));
      this.put(ESCAPES[b]!);
      start = i + 1;
    }
    this.put(bytes.subarray(start));
  }

  /** The full chunks so far (and, at the end, the rest). */
  take(end = false): Buffer[] {
    if (end && this.length > 0) this.seal();
    const out = this.ready;
    this.ready = [];
    return out;
  }

  private seal(): void {
    this.ready.push(this.buffer.subarray(0, this.length));
    this.buffer = Buffer.allocUnsafe(CHUNK);
    this.length = 0;
  }
}

/** Sorts as the canonical JSON does (Object.keys(...).sort(): by UTF-16 code units). */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Canonical JSON of a small value (as src/shared/canonical-digest.ts writes it). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (isOmitted(v) ? 'null' : canonical(v))).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const members = Object.keys(value)
      .sort()
      .filter((k) => !isOmitted((value as Record<string, unknown>)[k]))
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${members.join(',')}}`;
  }
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new TypeError(`canonical JSON of a ${typeof value} is undefined`);
  return text;
}

function isOmitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

export function sourceWriteBody(body: SourceWriteBody): SourceWriteChunks {
  const files = body.files && [...body.files].sort((a, b) => byCodeUnits(a.path, b.path));
  const keys = Object.keys(body.fields).filter((k) => k !== 'files' && !isOmitted(body.fields[k]));
  if (files) keys.push('files');
  keys.sort();
  // Scratch buffers for reading, one per production in progress (a retry may start one while an
  // abandoned attempt's is still finishing its read).
  const idle: ReadScratch[] = [];

  async function* produce(scratch: ReadScratch): AsyncGenerator<Buffer> {
    const out = new ChunkWriter();
    out.text('{');
    for (const [i, key] of keys.entries()) {
      out.text(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`);
      if (key !== 'files') {
        out.text(canonical(body.fields[key]));
        continue;
      }
      out.text('{');
      for (const [j, file] of files!.entries()) {
        const { bytes, binary } = await readVerifiedBytes(file, scratch);
        out.text(`${j > 0 ? ',' : ''}${JSON.stringify(file.path)}:{"content":"`);
        for (let start = 0; start < bytes.length; start += SLICE) {
          const slice = bytes.subarray(start, Math.min(start + SLICE, bytes.length));
          if (binary) out.text(slice.toString('base64'));
          else out.escaped(slice);
          yield* out.take();
        }
        out.text(`","encoding":"${binary ? 'base64' : 'utf8'}"}`);
      }
      out.text('}');
    }
    out.text('}');
    yield* out.take(true);
  }

  return {
    async *chunks() {
      const scratch = idle.pop() ?? createReadScratch();
      try {
        yield* produce(scratch);
      } finally {
        idle.push(scratch);
      }
    },
  };
}
