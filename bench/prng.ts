/** mulberry32, the emulator's seeded PRNG: a fixture is the same bytes on every machine. */
export { mulberry32 as createPrng } from '../src/emulator/http/faults.js';

/** Fills a buffer with seeded bytes, 4 at a time. */
export function fillBytes(buf: Buffer, random: () => number): Buffer {
  let i = 0;
  for (; i + 4 <= buf.length; i += 4) buf.writeUInt32LE(Math.floor(random() * 4294967296), i);
  for (; i < buf.length; i++) buf[i] = Math.floor(random() * 256);
  return buf;
}

export function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
