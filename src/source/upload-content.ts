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
import { createHash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { SitesyncError } from '../shared/errors.js';
import { normalizeCrlf } from './line-endings.js';
import type { SourceFile } from './types.js';
import type { UploadContent } from './upload-encoding.js';

/** Scratch buffers are kept up to this size; a larger file gets a buffer of its own. */
const MAX_KEPT_SCRATCH = 1024 * 1024;
const CR = 0x0d;

/** A reusable read buffer (one per concurrent read). */
export interface ReadScratch {
  buffer: Buffer;
}

export function createReadScratch(): ReadScratch {
  return { buffer: Buffer.allocUnsafeSlow(64 * 1024) };
}

/** Opened without waiting on a FIFO put in a file's place (no such flag on Windows). */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

const changedError = (file: SourceFile, what: string) =>
  new SitesyncError('SOURCE_CHANGED', `file ${file.path} ${what} while sitesync was reading the tree`, {
    location: { file: file.path },
    hint: 'run sitesync again once the files are no longer being edited',
  });

/**
 * A file of the plan was deleted (or its folder was) before it could be read for the upload. Not
 * a failure of the network: sending the request again would find nothing again. The request it
 * was in is cut off before its body ends, so the platform commits nothing of it.
 */
export class SourceGoneError extends SitesyncError {
  readonly path: string;
  constructor(file: SourceFile, cause: unknown) {
    super('SOURCE_GONE', `file ${file.path} was deleted while sitesync was reading the tree`, {
      cause,
      location: { file: file.path },
      hint: 'run sitesync again once the files are no longer being edited',
    });
    this.name = 'SourceGoneError';
    this.path = file.path;
  }
}

const isMissing = (err: unknown): boolean =>
  ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException)?.code ?? '');

/** Opens a file of the plan; one deleted since the plan fails with `SOURCE_GONE`. */
async function openPlanned(file: SourceFile): Promise<FileHandle> {
  try {
    return await open(file.absPath, OPEN_FLAGS);
  } catch (err) {
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
async function readInto(file: SourceFile, scratch: ReadScratch): Promise<Buffer> {
  const handle = await openPlanned(file);
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw changedError(file, 'stopped being a regular file');
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
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (buffer !== scratch.buffer && buffer.length <= MAX_KEPT_SCRATCH) scratch.buffer = buffer;
    return buffer.subarray(0, length);
  } finally {
    await handle.close();
  }
}

/** Binary, the platform's definition (see binary-detection.ts): not valid UTF-8, or a NUL byte. */
const isBinaryBytes = (bytes: Buffer) => bytes.includes(0) || !isUtf8(bytes);

/** The bytes to upload of a file as the plan hashed them, with whether they are binary. */
export interface VerifiedBytes {
  /** Valid until the scratch buffer they were read into is used again. */
  readonly bytes: Buffer;
  readonly binary: boolean;
}

/**
 * Reads a file (CRLF normalised if its text was) and checks it against the plan's checksum and
 * binary flag: a file edited since the tree was hashed fails with `SOURCE_CHANGED`, one deleted
 * since with `SOURCE_GONE`.
 */
export async function readVerifiedBytes(file: SourceFile, scratch: ReadScratch): Promise<VerifiedBytes> {
  const raw = await readInto(file, scratch);
  const binary = isBinaryBytes(raw);
  const bytes = !binary && file.normalized && raw.includes(CR) ? normalizeCrlf(raw) : raw;
  const checksum = createHash('sha256').update(bytes).digest('hex');
  if (checksum !== file.checksum || binary !== file.binary) throw changedError(file, 'changed');
  return { bytes, binary };
}

export async function readUploadContent(
  file: SourceFile,
  scratch: ReadScratch = createReadScratch(),
): Promise<UploadContent> {
  const { bytes, binary } = await readVerifiedBytes(file, scratch);
  return binary
    ? { content: bytes.toString('base64'), encoding: 'base64' }
    : { content: bytes.toString('utf8'), encoding: 'utf8' };
}

/**
 * Reads the contents of many files, `concurrency` at a time, each reader reusing its scratch
 * buffer: create one per apply and use it for every batch. Entries are in the order of `files`.
 */
export interface UploadReader {
  read(files: readonly SourceFile[]): Promise<Record<string, UploadContent>>;
}

export function createUploadReader(concurrency = 16): UploadReader {
  if (concurrency < 1) throw new RangeError('concurrency must be at least 1');
  const idle: ReadScratch[] = [];
  return {
    async read(files) {
      const contents: UploadContent[] = new Array<UploadContent>(files.length);
      let next = 0;
      const worker = async () => {
        const scratch = idle.pop() ?? createReadScratch();
        try {
          while (next < files.length) {
            const i = next++;
            contents[i] = await readUploadContent(files[i]!, scratch);
          }
        } finally {
          idle.push(scratch);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
      return Object.fromEntries(files.map((f, i) => [f.path, contents[i]!]));
    },
  };
}
