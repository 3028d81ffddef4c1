/**
 * Pure: a strict JSON document (RFC 8259: no comments, no trailing commas) with the 1-based line
 * and column of its syntax error, or of any value in it, for issues that say where.
 * Columns count UTF-16 code units, like an editor's.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

export type JsonPath = readonly (string | number)[];

export type JsonDocument =
  | {
      readonly ok: true;
      readonly value: unknown;
      /** Where the value at `path` starts; the nearest enclosing value when it is absent. */
      positionOf(path: JsonPath): TextPosition;
    }
  | { readonly ok: false; readonly message: string; readonly line: number; readonly column: number };

const MESSAGES: Readonly<Record<string, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a member name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected "," or the end of the object or array',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: 'expected the end of the file after the value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape sequence in string',
  InvalidCharacter: 'control character in string (escape it)',
};

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function positionAt(starts: readonly number[], offset: number): TextPosition {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 };
}

function describeAt(text: string, offset: number): string {
  return offset >= text.length ? 'at the end of the file' : `at ${JSON.stringify(text[offset])}`;
}

export function parseJsonDocument(source: string): JsonDocument {
  // A byte order mark is not JSON, but editors write it: skip it, keep columns of the rest.
  const text = source.charCodeAt(0) === 0xfeff ? ' ' + source.slice(1) : source;
  const starts = lineStarts(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  if (errors.length > 0 || root === undefined) {
    const first = errors[0] ?? { error: 4, offset: text.length, length: 0 };
    const kind = printParseErrorCode(first.error);
    return {
      ok: false,
      message: `${MESSAGES[kind] ?? kind} ${describeAt(text, first.offset)}`,
      ...positionAt(starts, first.offset),
    };
  }
  return {
    ok: true,
    value: valueOf(root),
    positionOf(path) {
      for (let n = path.length; n >= 0; n--) {
        const node = findNodeAtLocation(root, [...path.slice(0, n)]);
        if (node) return positionAt(starts, node.offset);
      }
      return { line: 1, column: 1 };
    },
  };
}

/** The value of a node; a duplicate member keeps the last, as JSON.parse does. */
function valueOf(node: Node): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const prop of node.children ?? []) {
        const [key, value] = prop.children ?? [];
        // defineProperty: a member named "__proto__" is data, never the object's prototype.
        if (key && value)
          Object.defineProperty(out, String(key.value), {
            value: valueOf(value),
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map(valueOf);
    default:
      return node.value;
  }
}

/** `items[0].page` for ['items', 0, 'page']. */
export function formatJsonPath(path: JsonPath): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out === '' ? part : `.${part}`;
  return out;
}
