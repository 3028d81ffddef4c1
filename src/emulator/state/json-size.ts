/**
 * A lower bound of the UTF-8 bytes of a value's JSON, computed without producing the JSON, so a
 * state too large for the data file is known before any of it is written. Exact for file bytes
 * (Base64Bytes, which dominate a large state) and for ASCII data; escapes and non-ASCII text only
 * add to the real size, and values with their own toJSON (other than file bytes) count as nothing.
 * The walk uses its own stack and can pause between steps, so a state of 50,000 records is
 * measured between requests (jsonBytesAtLeastInSlices) rather than in one block of ~100 ms.
 */
import { Base64Bytes } from './base64-bytes.js';
import { isWalkable, omitted } from './json-parts.js';

/** Containers visited between two pauses of the walk. */
const STEP_NODES = 2048;

/** The JSON bytes of a value that is not walked into, at least. */
function leafBytes(value: unknown): number {
  if (value instanceof Base64Bytes) return value.jsonLength;
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4;
    case 'boolean':
      return value ? 4 : 5;
    case 'object':
      if (value === null) return 4;
      return typeof (value as { toJSON?: unknown }).toJSON === 'function' ? 0 : 2;
    default:
      return 0;
  }
}

/** Yields between steps; returns the bound. */
function* walk(value: unknown): Generator<void, number> {
  if (!isWalkable(value)) return leafBytes(value);
  let bytes = 0;
  let nodes = 0;
  const stack: (Record<string, unknown> | unknown[])[] = [value];
  const visit = (item: unknown): void => {
    if (isWalkable(item)) stack.push(item);
    else bytes += leafBytes(item);
  };
  for (let container = stack.pop(); container !== undefined; container = stack.pop()) {
    if (++nodes % STEP_NODES === 0) yield;
    if (Array.isArray(container)) {
      bytes += 1 + Math.max(container.length, 1);
      for (const item of container as unknown[]) {
        if (omitted(item)) bytes += 4;
        else visit(item);
      }
      continue;
    }
    bytes += 2;
    let first = true;
    for (const key in container) {
      const item = container[key];
      if (!Object.hasOwn(container, key) || omitted(item)) continue;
      bytes += key.length + 3 + (first ? 0 : 1);
      first = false;
      visit(item);
    }
  }
  return bytes;
}

export function jsonBytesAtLeast(value: unknown): number {
  const steps = walk(value);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** jsonBytesAtLeast, giving the event loop a turn whenever `sliceMs` of work have passed. */
export async function jsonBytesAtLeastInSlices(value: unknown, sliceMs = 8): Promise<number> {
  const steps = walk(value);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}
