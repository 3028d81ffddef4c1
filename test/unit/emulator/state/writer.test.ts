/**
 * The data file's writer past the size a data file can have and still be read back (a small limit
 * here): it stops writing, keeps the last file written, says so once and leaves a note; it writes
 * again when the state fits.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Base64Bytes } from '../../../../src/emulator/state/base64-bytes.js';
import { noteFileOf, readNote } from '../../../../src/emulator/state/not-kept-note.js';
import { loadStateFile, type StateSlice } from '../../../../src/emulator/state/persistence.js';
import { createStateWriter } from '../../../../src/emulator/state/writer.js';

const LIMIT = 10_000;

/** A slice holding some files' bytes. */
function filesSlice(): StateSlice & { files: Buffer[] } {
  const slice = {
    name: 'files',
    files: [] as Buffer[],
    snapshot: () => slice.files.map((b) => new Base64Bytes(b)),
    restore: () => undefined,
    reset: () => void (slice.files = []),
  };
  return slice;
}

describe('createStateWriter past the limit', () => {
  let dir: string;
  let file: string;
  let lines: string[];
  let clock: number;
  const now = () => new Date(Date.UTC(2026, 2, 1, 12, 0, clock++));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sitesync-writer-'));
    file = join(dir, 'state.json');
    lines = [];
    clock = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const start = (slice: StateSlice) =>
    createStateWriter(file, [slice], now, { gapMs: 0, maxBytes: LIMIT, warn: (l) => lines.push(l) });

  it('keeps the last file it could write, says so once, leaves a note, and writes again once the state fits', async () => {
    const slice = filesSlice();
    const writer = start(slice);
    slice.files.push(Buffer.alloc(1000, 1));
    writer.saveNow();
    const kept = loadStateFile(file)!;
    expect(kept.slices.files).toEqual([Buffer.alloc(1000, 1).toString('base64')]);

    slice.files.push(Buffer.alloc(9000, 2));
    writer.schedule();
    await writer.flush();
    slice.files.push(Buffer.alloc(10, 3));
    writer.schedule();
    await writer.flush();

    // Exact for ASCII data: the bound the writer checked before writing anything.
    const needed = Buffer.byteLength(
      JSON.stringify({
        format: 'sitesync-emulator-state',
        version: 1,
        saved_at: '2026-03-01T12:00:01.000Z',
        slices: { files: [Buffer.alloc(1000, 1), Buffer.alloc(9000, 2)].map((b) => b.toString('base64')) },
      }),
    );
    expect(writer.stopped).toBe(true);
    expect(writer.writes).toBe(0);
    expect(loadStateFile(file)).toEqual(kept);
    expect(readdirSync(dir).sort()).toEqual(['state.json', 'state.json.not-kept.json']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `emulator: stopped writing the data file ${file}: the state needs at least ${needed} bytes of JSON, ` +
        `over the 10000 bytes a data file may have and still be read back (site sources are kept in it as base64); ` +
        `it keeps the state as saved at ${kept.savedAt}, and the changes since live only in this emulator's memory. ` +
        `Writing resumes if the state gets back under the limit (e.g. after POST /__emulator/reset); ` +
        `${noteFileOf(file)} says what was not kept at the next start.`,
    );
    expect(readNote(file)).toEqual({
      format: 'sitesync-emulator-not-kept',
      stopped_at: '2026-03-01T12:00:01.000Z',
      kept_saved_at: kept.savedAt,
      state_bytes_at_least: needed,
      max_bytes: LIMIT,
    });

    slice.reset();
    writer.schedule();
    await writer.flush();
    expect(writer.stopped).toBe(false);
    expect(writer.writes).toBe(1);
    expect(loadStateFile(file)!.slices.files).toEqual([]);
    expect(existsSync(noteFileOf(file))).toBe(false);
    expect(lines[1]).toBe(`emulator: writing the data file ${file} again: the state is back under the limit`);
  });

  it('does not throw when the state is past the limit at a synchronous save (start, close)', () => {
    const slice = filesSlice();
    slice.files.push(Buffer.alloc(LIMIT));
    const writer = start(slice);
    expect(() => writer.saveNow()).not.toThrow();
    expect(existsSync(file)).toBe(false);
    expect(readNote(file)).toMatchObject({ kept_saved_at: null, max_bytes: LIMIT });
    expect(lines[0]).toContain('it is left as it was when this emulator started');
  });

  it('removes the note of an earlier run with its first complete write', () => {
    const big = filesSlice();
    big.files.push(Buffer.alloc(LIMIT));
    start(big).saveNow();
    expect(existsSync(noteFileOf(file))).toBe(true);
    start(filesSlice()).saveNow();
    expect(existsSync(noteFileOf(file))).toBe(false);
    expect(readFileSync(file, 'utf8')).toContain('"files":[]');
  });
});
