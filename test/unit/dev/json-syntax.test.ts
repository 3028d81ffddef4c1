import { describe, expect, it } from 'vitest';
import { isLayoutJson, jsonSyntaxProblem } from '../../../src/dev/json-syntax.js';

describe('jsonSyntaxProblem', () => {
  it('accepts valid JSON, with or without a byte-order mark', () => {
    expect(jsonSyntaxProblem('{"a": [1, 2.5e3, "x\\u00e9", true, null]}\n')).toBeUndefined();
    expect(jsonSyntaxProblem('\ufeff{"a": 1}')).toBeUndefined();
  });

  it.each([
    ['{\n  "a": 1,\n}', 3, 1, 'a trailing comma before "}"'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'expected "," or "}", found "\\""'],
    ['{ "headline": ', 1, 15, 'the file ends before the JSON is complete'],
    ['[1, 2,]', 1, 7, 'a trailing comma before "]"'],
    ["{'a': 1}", 1, 2, 'expected a "quoted" key'],
    ['{"a": tru}', 1, 7, 'expected a value'],
    ['{"a": "line\nbreak"}', 1, 12, 'a control character'],
    ['{"a": 1} x', 1, 10, 'after the end of the JSON value'],
    ['{"a": -}', 1, 7, 'unexpected "-"'],
    ['{"a": "\\q"}', 1, 8, 'an invalid escape'],
  ])('%j → %i:%i', (text, line, column, message) => {
    const problem = jsonSyntaxProblem(text);
    expect(problem).toMatchObject({ line, column });
    expect(problem!.message).toContain(message);
  });

  it('names the layout files the platform parses', () => {
    expect(
      ['site.json', 'pages/a.json', 'content/a/en.json', 'navigation/main.json'].every(isLayoutJson),
    ).toBe(true);
    expect(['assets/data.json', 'templates/x.json', 'pages/a.html', 'site.json.bak'].some(isLayoutJson)).toBe(
      false,
    );
  });
});
