/**
 * A strict JSON parser (RFC 8259) that remembers where every value and member name starts, so
 * validation issues can name a 1-based line and column. Columns count UTF-16 code units.
 */

export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

/** A location inside a JSON document: object member names and array indexes from the root. */
export type JsonPath = readonly (string | number)[];

export interface ParsedJson {
  readonly ok: true;
  readonly value: unknown;
  /** Where the value at `path` starts ([] is the root). */
  valueAt(path: JsonPath): TextPosition | undefined;
  /** Where the member name of the value at `path` starts (undefined for array items and the root). */
  keyAt(path: JsonPath): TextPosition | undefined;
}

export interface JsonSyntaxError {
  readonly ok: false;
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

/** `items[0].page` for ['items', 0, 'page']. */
export function formatJsonPath(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out;
}

class SyntaxProblem extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

export function parseJsonWithPositions(text: string): ParsedJson | JsonSyntaxError {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const positionOf = (offset: number): TextPosition => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo]! + 1 };
  };
  const values = new Map<string, number>();
  const keys = new Map<string, number>();
  const keyOf = (path: JsonPath): string => JSON.stringify(path);
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const describe = (at: number): string =>
    at >= text.length ? 'end of input' : `character ${JSON.stringify(text[at])}`;
  const fail = (expected: string, at = i): never => {
    throw new SyntaxProblem(`unexpected ${describe(at)}, expected ${expected}`, at);
  };
  const skipSpace = (): void => {
    while (i < text.length) {
      const c = text[i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
      else break;
    }
  };

  const parseString = (): string => {
    const start = i;
    i++; // opening quote
    let out = '';
    for (;;) {
      if (i >= text.length) throw new SyntaxProblem('unterminated string', start);
      const c = text[i]!;
      const code = text.charCodeAt(i);
      if (c === '"') {
        i++;
        return out;
      }
      if (code < 0x20) throw new SyntaxProblem('control character in string (escape it)', i);
      if (c !== '\\') {
        out += c;
        i++;
        continue;
      }
      const e = text[i + 1];
      const simple: Record<string, string> = {
        '"': '"',
        '\\': '\\',
        '/': '/',
        b: '\b',
        f: '\f',
        n: '\n',
        r: '\r',
        t: '\t',
      };
      if (e !== undefined && e in simple) {
        out += simple[e];
        i += 2;
      } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
        i += 6;
      } else {
        throw new SyntaxProblem('invalid escape sequence in string', i);
      }
    }
  };

  const parseNumber = (): number => {
    const match = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(text.slice(i, i + 400));
    if (!match || match[0] === '-') fail('a value');
    i += match![0].length;
    return Number(match![0]);
  };

  const parseValue = (path: (string | number)[]): unknown => {
    skipSpace();
    values.set(keyOf(path), i);
    const c = text[i];
    if (c === '{') return parseObject(path);
    if (c === '[') return parseArray(path);
    if (c === '"') return parseString();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return parseNumber();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return value;
      }
    }
    return fail('a value');
  };

  const parseObject = (path: (string | number)[]): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    i++;
    skipSpace();
    if (text[i] === '}') {
      i++;
      return out;
    }
    for (;;) {
      skipSpace();
      if (text[i] !== '"') fail('a member name in double quotes');
      const keyStart = i;
      const key = parseString();
      const memberPath = [...path, key];
      keys.set(keyOf(memberPath), keyStart);
      skipSpace();
      if (text[i] !== ':') fail('":"');
      i++;
      Object.defineProperty(out, key, {
        value: parseValue(memberPath),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return out;
      }
      fail('"," or "}"');
    }
  };

  const parseArray = (path: (string | number)[]): unknown[] => {
    const out: unknown[] = [];
    i++;
    skipSpace();
    if (text[i] === ']') {
      i++;
      return out;
    }
    for (;;) {
      out.push(parseValue([...path, out.length]));
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return out;
      }
      fail('"," or "]"');
    }
  };

  try {
    const value = parseValue([]);
    skipSpace();
    if (i < text.length) fail('end of input');
    const lookup = (map: Map<string, number>, path: JsonPath): TextPosition | undefined => {
      const offset = map.get(keyOf(path));
      return offset === undefined ? undefined : positionOf(offset);
    };
    return {
      ok: true,
      value,
      valueAt: (path) => lookup(values, path),
      keyAt: (path) => lookup(keys, path),
    };
  } catch (err) {
    if (err instanceof RangeError)
      return { ok: false, message: 'values are nested too deeply', line: 1, column: 1 };
    if (!(err instanceof SyntaxProblem)) throw err;
    return { ok: false, message: err.message, ...positionOf(err.offset) };
  }
}
