/**
 * Writing one state document to the data file: atomically (a temporary file in the same
 * directory, then rename), readable by its owner only (0600), and never past `maxBytes`. The size
 * is checked before anything is written, from a lower bound that is exact for the file contents
 * (json-size.ts), and counted while writing. Past the limit the temporary file is removed and
 * the data file is left as it was: the last one written is always one that can be read back.
 */
import { chmodSync, closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { jsonParts, writeJsonInSlices } from './json-parts.js';
import { jsonBytesAtLeast, jsonBytesAtLeastInSlices } from './json-size.js';
import type { StateDocument } from './persistence.js';

export class StateFileTooLargeError extends Error {
  readonly code = 'STATE_FILE_TOO_LARGE';
  constructor(
    readonly file: string,
    /** Bytes of JSON the state needs, at least (a lower bound, or what was counted when it stopped). */
    readonly bytesAtLeast: number,
    readonly maxBytes: number,
  ) {
    super(
      `the state needs at least ${bytesAtLeast} bytes of JSON, over the ${maxBytes} the data file ${file} may have`,
    );
    this.name = 'StateFileTooLargeError';
  }
}

/** Chunks of about this many characters go to the file at a time. */
const CHUNK_CHARS = 1 << 20;

const tmpOf = (file: string) => `${file}.${process.pid}.tmp`;

/** Counts the bytes written; throws before a chunk would take them past the limit. */
function byteBudget(file: string, maxBytes: number): (chunk: string) => void {
  let written = 0;
  return (chunk) => {
    const next = written + Buffer.byteLength(chunk, 'utf8');
    if (next > maxBytes) throw new StateFileTooLargeError(file, next, maxBytes);
    written = next;
  };
}

function requireUnderLimit(file: string, atLeast: number, maxBytes: number): void {
  if (atLeast > maxBytes) throw new StateFileTooLargeError(file, atLeast, maxBytes);
}

/** The JSON of `value` in chunks of about CHUNK_CHARS, each counted by `take` before `write` gets it. */
function writeJsonSync(value: unknown, take: (chunk: string) => void, write: (chunk: string) => void): void {
  let parts: string[] = [];
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
    if (chars >= CHUNK_CHARS) flush();
  }
  if (chars > 0) flush();
}

/** Writes `document` now, synchronously (at start, before the server listens, and at close). */
export function writeStateFileSync(file: string, document: StateDocument, maxBytes: number): void {
  requireUnderLimit(file, jsonBytesAtLeast(document), maxBytes);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = tmpOf(file);
  const fd = openSync(tmp, 'w', 0o600);
  try {
    try {
      writeJsonSync(document, byteBudget(file, maxBytes), (text) => writeFileSync(fd, text));
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
}

/** Writes `document` in the background: its JSON a slice at a time between requests. */
export async function writeStateFile(file: string, document: StateDocument, maxBytes: number): Promise<void> {
  requireUnderLimit(file, await jsonBytesAtLeastInSlices(document), maxBytes);
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = tmpOf(file);
  const handle = await open(tmp, 'w', 0o600);
  try {
    try {
      const take = byteBudget(file, maxBytes);
      await writeJsonInSlices(document, async (chunk) => {
        take(chunk);
        await handle.writeFile(chunk);
      });
    } finally {
      await handle.close();
    }
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  await chmod(tmp, 0o600);
  await rename(tmp, file);
}
