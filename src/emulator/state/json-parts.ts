/**
 * JSON text produced in parts, so that a large state can be serialised a slice at a time between
 * requests instead of in one synchronous JSON.stringify that holds the event loop for seconds.
 * The concatenated parts equal JSON.stringify(value) for plain data (objects, arrays, strings,
 * numbers, booleans, null; values with toJSON, like Dates, are serialised whole). File bytes
 * (Base64Bytes) are written as their base64 string, a part at a time.
 */
import { Base64Bytes } from './base64-bytes.js';

/** Arrays and objects down to this depth are walked; deeper values are stringified whole. */
const WALK_DEPTH = 5;

export function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function' &&
    (Array.isArray(value) ||
      Object.getPrototypeOf(value) === Object.prototype ||
      Object.getPrototypeOf(value) === null)
  );
}

export const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

export function* jsonParts(value: unknown, depth = 0): Generator<string> {
  if (value instanceof Base64Bytes) {
    yield* value.jsonParts();
    return;
  }
  if (depth >= WALK_DEPTH || !isWalkable(value)) {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ',';
      const item: unknown = value[i];
      if (omitted(item)) yield 'null';
      else yield* jsonParts(item, depth + 1);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    if (omitted(item)) continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonParts(item, depth + 1);
  }
  yield '}';
}

/**
 * Writes `value` as JSON through `write`, in chunks of about `chunkBytes`, giving the event loop
 * a turn whenever `sliceMs` of work have passed.
 */
export async function writeJsonInSlices(
  value: unknown,
  write: (chunk: string) => Promise<void>,
  options: { chunkBytes?: number; sliceMs?: number } = {},
): Promise<void> {
  const chunkBytes = options.chunkBytes ?? 1 << 20;
  const sliceMs = options.sliceMs ?? 8;
  let buffer: string[] = [];
  let size = 0;
  let sliceStart = performance.now();
  for (const part of jsonParts(value)) {
    buffer.push(part);
    size += part.length;
    if (size >= chunkBytes) {
      await write(buffer.join(''));
      buffer = [];
      size = 0;
    }
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  if (size > 0) await write(buffer.join(''));
}
