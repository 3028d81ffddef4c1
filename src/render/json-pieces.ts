/**
 * Pure: `JSON.stringify(value, null, 2)`, produced piece by piece. A large `--json` document (the
 * first publish of 50k products: 61 MB) then never exists whole as one string, nor as the buffer
 * written from it: that string and its copies were ~180 MB of the run's peak RSS.
 *
 * The pieces joined are exactly the text of JSON.stringify, with the same rules: `toJSON` is
 * honoured; object members whose value is undefined, a function or a symbol are left out, and in
 * arrays such a value is `null`. A piece never splits a JSON string, so text checks done piece by
 * piece (redaction, escaping) see each string whole.
 */

/** Below this many values a document is one piece: JSON.stringify's own speed, nothing to save. */
const WHOLE_BELOW = 200_000;

export function* jsonPieces(value: unknown): Generator<string, void, undefined> {
  const resolved = toJsonValue(value, '');
  if (!isContainer(resolved) || valueCount(resolved, WHOLE_BELOW) < WHOLE_BELOW) {
    yield JSON.stringify(resolved, null, 2) ?? 'null';
    return;
  }
  yield* container(resolved, '');
}

type Container = readonly unknown[] | Readonly<Record<string, unknown>>;

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** What JSON.stringify serialises in place of `value` (its toJSON result). */
function toJsonValue(value: unknown, key: string): unknown {
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  )
    return (value as { toJSON(key: string): unknown }).toJSON(key);
  return value;
}

const skipped = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** A container of fewer values than this (counted down through it) is one piece. */
const PIECE_VALUES = 4096;

/** How many values `value` holds in all (itself included), counted up to `limit`. */
function valueCount(value: unknown, limit = PIECE_VALUES): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && count < limit) {
    const next = stack.pop();
    count += 1;
    if (typeof next !== 'object' || next === null) continue;
    if (Array.isArray(next)) for (const member of next) stack.push(member);
    else for (const member of Object.values(next)) stack.push(member);
  }
  return count;
}

const isSmall = (value: unknown) => valueCount(value) < PIECE_VALUES;

function* container(value: Container, indent: string): Generator<string, void, undefined> {
  if (isSmall(value)) {
    yield reindent(JSON.stringify(value, null, 2), indent);
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    yield '[';
    // Runs of small items are one piece: the text of the run as an array, without its brackets.
    let run: unknown[] = [];
    let runValues = 0;
    let first = true;
    const flush = function* () {
      if (run.length === 0) return;
      const text = JSON.stringify(run, null, 2);
      yield `${first ? '' : ','}\n${indent}${reindent(text.slice(2, -2), indent)}`;
      first = false;
      run = [];
      runValues = 0;
    };
    for (let i = 0; i < value.length; i++) {
      const item = toJsonValue(value[i], String(i));
      const size = valueCount(item);
      if (size < PIECE_VALUES) {
        run.push(skipped(item) ? null : item);
        runValues += size;
        if (runValues >= PIECE_VALUES) yield* flush();
        continue;
      }
      yield* flush();
      yield `${first ? '' : ','}\n${inner}`;
      first = false;
      yield* container(item as Container, inner);
    }
    yield* flush();
    yield first ? ']' : `\n${indent}]`;
    return;
  }
  let first = true;
  yield '{';
  for (const key of Object.keys(value)) {
    const item = toJsonValue((value as Record<string, unknown>)[key], key);
    if (skipped(item)) continue;
    yield `${first ? '' : ','}\n${inner}${JSON.stringify(key)}: `;
    first = false;
    if (isContainer(item)) yield* container(item, inner);
    else yield JSON.stringify(item);
  }
  yield first ? '}' : `\n${indent}}`;
}

/** A JSON text indented by 2 from column 0, moved to `indent` (a JSON string holds no raw newline). */
function reindent(text: string, indent: string): string {
  return indent === '' ? text : text.replaceAll('\n', `\n${indent}`);
}
