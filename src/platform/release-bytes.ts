/**
 * Gives back the memory of bytes that were read and decoded now, rather than at the next full
 * collection. A Buffer's memory lives outside the JavaScript heap; a dead one is freed only when
 * its wrapper is collected, and wrappers that outlived a scavenge wait for a full collection: on a
 * plan of 500 list pages that was ~30 MB of dead page bodies at the peak. A Buffer that is the
 * whole of its ArrayBuffer is detached (its memory freed at once, the Buffer left empty); a slice
 * of a shared or pooled one is left alone.
 */
export function releaseBytes(bytes: Uint8Array): void {
  const whole = bytes.buffer;
  if (!(whole instanceof ArrayBuffer)) return;
  if (bytes.byteOffset !== 0 || bytes.byteLength !== whole.byteLength || whole.byteLength === 0) return;
  try {
    // ES2024 (Node 21+); the project's lib is ES2023.
    (whole as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
  } catch {
    // Not detachable (an ArrayBuffer the runtime keeps): it goes with its last reference.
  }
}
