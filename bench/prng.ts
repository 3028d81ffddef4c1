/** mulberry32: a small seeded PRNG, so a fixture is the same bytes on every machine. */
export function createPrng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
