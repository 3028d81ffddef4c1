/** One state document to the data file under a byte limit: checked before writing, counted while writing. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Base64Bytes } from '../../../../src/emulator/state/base64-bytes.js';
import {
  STATE_FORMAT,
  STATE_VERSION,
  type StateDocument,
} from '../../../../src/emulator/state/persistence.js';
import {
  StateFileTooLargeError,
  writeStateFile,
  writeStateFileSync,
} from '../../../../src/emulator/state/state-file.js';

const documentOf = (slices: Record<string, unknown>): StateDocument => ({
  format: STATE_FORMAT,
  version: STATE_VERSION,
  saved_at: '2026-03-01T12:00:00.000Z',
  slices,
});

const WRITERS = [
  ['writeStateFileSync', async (f: string, d: StateDocument, max: number) => writeStateFileSync(f, d, max)],
  ['writeStateFile', writeStateFile],
] as const;

describe.each(WRITERS)('%s', (_name, write) => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sitesync-state-file-'));
    file = join(dir, 'state.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the JSON of the document, file bytes as base64, when it fits', async () => {
    const doc = documentOf({ sites: { blobs: { k: new Base64Bytes(Buffer.from('hello')) } } });
    const text = JSON.stringify(doc);
    await write(file, doc, Buffer.byteLength(text));
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(JSON.parse(text).slices.sites.blobs.k).toBe(Buffer.from('hello').toString('base64'));
  });

  it('refuses a document whose file bytes alone are past the limit, before writing anything', async () => {
    writeFileSync(file, 'the previous state');
    // 4 MiB of base64 against a limit of 2 MiB: counting while writing would stop after 2 MiB.
    const doc = documentOf({ sites: { blobs: { k: new Base64Bytes(Buffer.alloc(3 << 20)) } } });
    const error = await write(file, doc, 2 << 20).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(StateFileTooLargeError);
    expect(error).toMatchObject({
      code: 'STATE_FILE_TOO_LARGE',
      file,
      maxBytes: 2 << 20,
      bytesAtLeast: Buffer.byteLength(JSON.stringify(doc)),
    });
    expect(readFileSync(file, 'utf8')).toBe('the previous state');
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('stops at the limit while writing when the estimate was low (non-ASCII text), leaving the previous file', async () => {
    writeFileSync(file, 'the previous state');
    // 2 bytes a character: the bound counts 3 MiB, the JSON has 6 MiB, written 2 MiB a chunk, so
    // two chunks are in the temporary file when the third would pass 5 MiB.
    const doc = documentOf({ notes: Array.from({ length: 6 }, () => 'é'.repeat(1 << 19)) });
    const error = await write(file, doc, 5 << 20).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(StateFileTooLargeError);
    expect((error as StateFileTooLargeError).bytesAtLeast).toBeGreaterThan(5 << 20);
    expect(readFileSync(file, 'utf8')).toBe('the previous state');
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('writes a file of exactly the limit', async () => {
    const doc = documentOf({ notes: ['é'.repeat(1000)] });
    const bytes = Buffer.byteLength(JSON.stringify(doc));
    await write(file, doc, bytes);
    expect(existsSync(file)).toBe(true);
    await expect(write(file, doc, bytes - 1)).rejects.toBeInstanceOf(StateFileTooLargeError);
  });
});
