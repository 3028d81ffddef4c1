import { describe, expect, it } from 'vitest';
import { formatJsonPath, parseJsonWithPositions } from '../../../../src/emulator/sites/json-positions.js';

describe('parseJsonWithPositions', () => {
  it('parses like JSON.parse and records value and key positions', () => {
    const text = '{\n  "name": "Home",\n  "items": [\n    { "page": "about" }\n  ]\n}\n';
    const doc = parseJsonWithPositions(text);
    if (!doc.ok) throw new Error(doc.message);
    expect(doc.value).toEqual(JSON.parse(text));
    expect(doc.valueAt([])).toEqual({ line: 1, column: 1 });
    expect(doc.keyAt(['name'])).toEqual({ line: 2, column: 3 });
    expect(doc.valueAt(['name'])).toEqual({ line: 2, column: 11 });
    expect(doc.valueAt(['items', 0])).toEqual({ line: 4, column: 5 });
    expect(doc.valueAt(['items', 0, 'page'])).toEqual({ line: 4, column: 15 });
    expect(doc.valueAt(['nope'])).toBeUndefined();
  });

  it('decodes escapes and numbers', () => {
    const doc = parseJsonWithPositions('["a\\n\\u00e9\\"", -1.5e2, true, false, null]');
    expect(doc.ok && doc.value).toEqual(['a\né"', -150, true, false, null]);
  });

  it.each([
    ['{"a": 1,}', 1, 9, 'unexpected character "}", expected a member name in double quotes'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'unexpected character "\\"", expected "," or "}"'],
    ['[1, 2', 1, 6, 'unexpected end of input, expected "," or "]"'],
    ["{'a': 1}", 1, 2, 'unexpected character "\'", expected a member name in double quotes'],
    ['{"a": "x\ny"}', 1, 9, 'control character in string (escape it)'],
    ['{"a": "abc', 1, 7, 'unterminated string'],
    ['{"a": 01}', 1, 8, 'unexpected character "1", expected "," or "}"'],
    ['{} x', 1, 4, 'unexpected character "x", expected end of input'],
    ['', 1, 1, 'unexpected end of input, expected a value'],
  ])('reports %j at %i:%i', (text, line, column, message) => {
    expect(parseJsonWithPositions(text)).toEqual({ ok: false, line, column, message });
  });

  it('skips a byte order mark and keeps __proto__ as a plain member', () => {
    const doc = parseJsonWithPositions('\ufeff{"__proto__": {"x": 1}}');
    if (!doc.ok) throw new Error(doc.message);
    expect(Object.getPrototypeOf(doc.value)).toBe(Object.prototype);
    expect(Object.keys(doc.value as object)).toEqual(['__proto__']);
  });

  it('formats paths as field names', () => {
    expect(formatJsonPath(['items', 0, 'page'])).toBe('items[0].page');
    expect(formatJsonPath([])).toBe('');
  });
});
