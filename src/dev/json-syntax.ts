/**
 * A local JSON syntax check with the line and column of the first error, so `sitesync dev` shows a
 * typo in a layout file at once, without a request. Strict JSON (RFC 8259) with an optional
 * leading byte-order mark, as the platform reads it. Valid text costs one `JSON.parse`; only a
 * broken file is scanned to find where. Pure.
 */

export interface JsonSyntaxProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** The layout files the platform parses as JSON (templates and assets are any bytes). */
export function isLayoutJson(path: string): boolean {
  if (!path.endsWith('.json')) return false;
  return path === 'site.json' || /^(pages|content|navigation)\//.test(path);
}

export function jsonSyntaxProblem(text: string): JsonSyntaxProblem | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    return locate(text);
  }
}

type Expect = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end';

class Problem {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

const describe = (text: string, at: number) =>
  at >= text.length ? 'the end of the file' : JSON.stringify(text[at]);

function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

function scanString(text: string, from: number): number {
  let i = from + 1;
  for (;;) {
    if (i >= text.length) throw new Problem(from, 'a string is not closed');
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) throw new Problem(i, 'a control character (such as a line break) inside a string');
    if (c === 0x5c) {
      const e = text[i + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
          throw new Problem(i, 'a \\u escape needs four hex digits');
        i += 6;
        continue;
      }
      if (e === undefined || !'"\\/bfnrt'.includes(e)) throw new Problem(i, `an invalid escape \\${e ?? ''}`);
      i += 2;
      continue;
    }
    i += 1;
  }
}

function scanNumber(text: string, from: number): number {
  const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(from, from + 400));
  if (!m || m[0] === '-' || m[0] === '') throw new Problem(from, `unexpected ${describe(text, from)}`);
  return from + m[0].length;
}

function scanLiteral(text: string, from: number): number {
  for (const word of ['true', 'false', 'null']) if (text.startsWith(word, from)) return from + word.length;
  throw new Problem(from, `unexpected ${describe(text, from)}, expected a value`);
}

function locate(text: string): JsonSyntaxProblem | undefined {
  const stack: ('object' | 'array')[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let expect: Expect = 'value';
  const afterValue = (): Expect => (stack.length > 0 ? 'comma-or-close' : 'end');
  const close = (c: string): boolean => {
    const top = stack[stack.length - 1];
    if ((c === '}' && top === 'object') || (c === ']' && top === 'array')) {
      stack.pop();
      i += 1;
      expect = afterValue();
      return true;
    }
    return false;
  };
  try {
    for (;;) {
      while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
      if (i >= text.length) {
        if (expect === 'end') return undefined;
        throw new Problem(i, 'the file ends before the JSON is complete');
      }
      const c = text[i]!;
      switch (expect) {
        case 'end':
          throw new Problem(i, `unexpected ${describe(text, i)} after the end of the JSON value`);
        case 'colon':
          if (c !== ':') throw new Problem(i, `expected ":" after the key, found ${describe(text, i)}`);
          i += 1;
          expect = 'value';
          continue;
        case 'comma-or-close': {
          if (close(c)) continue;
          const top = stack[stack.length - 1];
          if (c !== ',')
            throw new Problem(
              i,
              `expected "," or "${top === 'object' ? '}' : ']'}", found ${describe(text, i)}`,
            );
          i += 1;
          expect = top === 'object' ? 'key' : 'value';
          continue;
        }
        case 'key-or-close':
        case 'key':
          if (expect === 'key-or-close' && close(c)) continue;
          if (c === '}') throw new Problem(i, 'a trailing comma before "}"');
          if (c !== '"') throw new Problem(i, `expected a "quoted" key, found ${describe(text, i)}`);
          i = scanString(text, i);
          expect = 'colon';
          continue;
        case 'value-or-close':
        case 'value':
          if (expect === 'value-or-close' && close(c)) continue;
          if (c === ']' && stack[stack.length - 1] === 'array')
            throw new Problem(i, 'a trailing comma before "]"');
          if (c === '{' || c === '[') {
            stack.push(c === '{' ? 'object' : 'array');
            i += 1;
            expect = c === '{' ? 'key-or-close' : 'value-or-close';
            continue;
          }
          if (c === '"') i = scanString(text, i);
          else if (c === '-' || (c >= '0' && c <= '9')) i = scanNumber(text, i);
          else i = scanLiteral(text, i);
          expect = afterValue();
          continue;
      }
    }
  } catch (err) {
    if (!(err instanceof Problem)) throw err;
    return { ...position(text, err.offset), message: `invalid JSON: ${err.message}` };
  }
}
