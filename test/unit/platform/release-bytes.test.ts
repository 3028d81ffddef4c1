import { describe, expect, it } from 'vitest';
import { releaseBytes } from '../../../src/platform/release-bytes.js';

describe('releaseBytes', () => {
  it('frees a Buffer that is the whole of its ArrayBuffer at once (the Buffer is left empty)', () => {
    const whole = Buffer.concat([Buffer.alloc(40_000, 1), Buffer.alloc(40_000, 2)]);
    const memory = whole.buffer;
    expect(memory.byteLength).toBe(80_000);
    releaseBytes(whole);
    expect(memory.byteLength).toBe(0);
    expect(whole.byteLength).toBe(0);
  });

  it('leaves a slice of a larger ArrayBuffer alone: its other bytes may be somebody else’s', () => {
    const shared = Buffer.alloc(10_000, 7);
    const slice = shared.subarray(100, 5_000);
    releaseBytes(slice);
    expect(slice.byteLength).toBe(4_900);
    expect(shared.byteLength).toBe(10_000);
    expect(shared[9_999]).toBe(7);
  });

  it("leaves a small Buffer from Node's shared pool alone", () => {
    const small = Buffer.from('a list page that came in small');
    const neighbour = Buffer.from('the next Buffer from the same pool');
    releaseBytes(small);
    expect(small.toString()).toBe('a list page that came in small');
    expect(neighbour.toString()).toBe('the next Buffer from the same pool');
  });

  it('leaves an empty Buffer and a view of a SharedArrayBuffer alone without throwing', () => {
    const empty = Buffer.alloc(0);
    expect(() => releaseBytes(empty)).not.toThrow();
    const shared = new Uint8Array(new SharedArrayBuffer(16));
    shared[0] = 9;
    releaseBytes(shared);
    expect(shared[0]).toBe(9);
  });
});
