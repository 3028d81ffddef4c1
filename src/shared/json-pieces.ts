/**
 * Pure: `JSON.stringify(value, null, 2)`, produced piece by piece. A large `--json` document (the
 * first publish of 50k products: 61 MB) then never exists whole as one string, nor as the buffer
 * written from it: that string and its copies were ~180 MB of the run's peak RSS. With `compact`,
 * `JSON.stringify(value)`: a state file (L's parse cache, 16 MB) written and MAC'd as it is made;
 * as one string it was ~40 MB of old-generation garbage in the middle of a plan (the text, and
 * the copy that flattening it with its head made; bench/ANALYSIS.md, twentieth round).
 *
 * The pieces joined are exactly the text of JSON.stringify, with the same rules: `toJSON` is
 * honoured; object members whose value is undefined, a function or a symbol are left out, and in
 * arrays such a value is `null`. A piece never splits a JSON string, so text checks done piece by
 * piece (redaction, escaping) see each string whole.
 */

/** Below this many values a document is one piece: JSON.stringify's own speed, nothing to save. */
const WHOLE_BELOW = 200_000;

export function* jsonPieces(
  value: unknown,
  options: { readonly compact?: boolean } = {},
): Generator<string, void, undefined> {
  const layout = options.compact ? COMPACT : INDENTED;
  const resolved = toJsonValue(value, '');
  if (!isContainer(resolved) || valueCount(resolved, WHOLE_BELOW) < WHOLE_BELOW) {
    // Nothing for what JSON.stringify gives no text for (undefined, a function, a symbol).
    const text = layout.whole(resolved);
    if (text !== undefined) yield text;
    return;
  }
  yield* container(resolved, '', layout);
}

/** How pieces are laid out: indented by 2, as `--json` prints, or compact, as state files are. */
interface Layout {
  /** JSON.stringify's text of a value at column 0. */
  whole(value: unknown): string | undefined;
  /** Before a member or item at `indent` (its container's indent, plus one level). */
  before(indent: string): string;
  /** Between a member's name and its value. */
  colon: string;
  /** Before the closing bracket of a non-empty container at `indent`. */
  close(indent: string): string;
  /** A text of `whole` moved to `indent`. */
  moved(text: string, indent: string): string;
  /** The items of `run` as they stand in an array at `indent`, without its brackets. */
  run(run: unknown[], indent: string): string;
}

const INDENTED: Layout = {
  whole: (value) => JSON.stringify(value, null, 2),
  before: (indent) => `\n${indent}  `,
  colon: ': ',
  close: (indent) => `\n${indent}`,
  moved: reindent,
  run: runText,
};

const COMPACT: Layout = {
  whole: (value) => JSON.stringify(value),
  before: () => '',
  colon: ':',
  close: () => '',
  moved: (text) => text,
  run: (run) => JSON.stringify(run).slice(1, -1),
};

type Container = readonly unknown[] | Readonly<Record<string, unknown>>;

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/**
 * What JSON.stringify serialises in place of `value` (`key`: an index or a name): its toJSON
 * result, called once; a boxed string, number or boolean as its primitive. The result is never
 * asked for a toJSON again, as JSON.stringify does not ask: one that has its own (a Date a toJSON
 * returned) is given as a copy of its members, which serialises as it would (found by an attack on
 * this module: the Date's toJSON was called a second time).
 */
function toJsonValue(value: unknown, key: string | number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    const result = (value as { toJSON(key: string): unknown }).toJSON(String(key));
    return hasToJson(result) ? membersOf(result) : unboxed(result);
  }
  return unboxed(value);
}

function hasToJson(value: unknown): value is object {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  );
}

/** A copy of what JSON.stringify reads of an object (its elements, or its own enumerable members). */
function membersOf(value: object): unknown {
  const boxed = unboxed(value);
  if (boxed !== value) return boxed;
  if (Array.isArray(value)) return Array.from(value as unknown[]);
  const copy: Record<string, unknown> = {};
  for (const name of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[name];
    // A function member is left out by JSON.stringify; kept, it would be called as the copy's toJSON.
    if (typeof member !== 'function') copy[name] = member;
  }
  return copy;
}

/** A String, Number or Boolean object as its primitive, as JSON.stringify takes it. */
function unboxed(value: unknown): unknown {
  if (value instanceof String) return String(value);
  if (value instanceof Number) return Number(value);
  if (value instanceof Boolean) return value.valueOf();
  return value;
}

const skipped = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * A container of fewer values than this (counted down through it) is one piece. A run of 1,024
 * values of a plan's unchanged entities is ~30 KB of text, below V8's large-object size (outJson's
 * batches, src/cli/output.ts).
 */
const PIECE_VALUES = 1024;

/**
 * How many values `value` holds in all (itself included), counted up to `limit`. Called for every
 * item of a large array (50k changes): it allocates nothing (no stack, no arrays of members).
 */
function valueCount(value: unknown, limit = PIECE_VALUES): number {
  return countInto(value, 0, limit);
}

function countInto(value: unknown, count: number, limit: number): number {
  count += 1;
  if (count >= limit || typeof value !== 'object' || value === null) return count;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && count < limit; i++) count = countInto(value[i], count, limit);
    return count;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    count = countInto(record[key], count, limit);
    if (count >= limit) break;
  }
  return count;
}

const isSmall = (value: unknown) => valueCount(value) < PIECE_VALUES;

function* container(value: Container, indent: string, layout: Layout): Generator<string, void, undefined> {
  if (isSmall(value)) {
    yield layout.moved(layout.whole(value)!, indent);
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
      yield `${first ? '' : ','}${layout.run(run, indent)}`;
      first = false;
      run = [];
      runValues = 0;
    };
    for (let i = 0; i < value.length; i++) {
      const item = toJsonValue(value[i], i);
      const size = valueCount(item);
      if (size < PIECE_VALUES) {
        run.push(skipped(item) ? null : item);
        runValues += size;
        if (runValues >= PIECE_VALUES) yield* flush();
        continue;
      }
      yield* flush();
      yield `${first ? '' : ','}${layout.before(indent)}`;
      first = false;
      yield* container(item as Container, inner, layout);
    }
    yield* flush();
    yield first ? ']' : `${layout.close(indent)}]`;
    return;
  }
  let first = true;
  yield '{';
  for (const key of Object.keys(value)) {
    const item = toJsonValue((value as Record<string, unknown>)[key], key);
    if (skipped(item)) continue;
    yield `${first ? '' : ','}${layout.before(indent)}${JSON.stringify(key)}${layout.colon}`;
    first = false;
    if (isContainer(item)) yield* container(item, inner, layout);
    else yield JSON.stringify(item);
  }
  yield first ? '}' : `${layout.close(indent)}}`;
}

/**
 * The items of `run` as they stand in an array at `indent`: `\n<indent>  item,\n<indent>  item`.
 * The run is stringified nested in as many arrays as `indent` is deep, so JSON.stringify indents
 * its items where they belong, and the wrapping is sliced off: no copy of the text to re-indent.
 */
function runText(run: unknown[], indent: string): string {
  let wrapped: unknown = run;
  for (let depth = indent.length / 2; depth > 0; depth--) wrapped = [wrapped];
  const text = JSON.stringify(wrapped, null, 2);
  // `[` then `\n  [`, `\n    [`… before the run's first item; `\n<indent>]`… after its last.
  let head = 1;
  let tail = 0;
  for (let depth = 1; depth <= indent.length / 2; depth++) {
    head += 2 + 2 * depth;
    tail += 2 + 2 * (depth - 1);
  }
  tail += 2 + indent.length;
  return text.slice(head, text.length - tail);
}

/** A JSON text indented by 2 from column 0, moved to `indent` (a JSON string holds no raw newline). */
function reindent(text: string, indent: string): string {
  return indent === '' ? text : text.replaceAll('\n', `\n${indent}`);
}
