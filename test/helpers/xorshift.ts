/** 32-bit xorshift from a fixed seed: every run of a randomised test checks the same cases. */
export function xorshift32(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
}
