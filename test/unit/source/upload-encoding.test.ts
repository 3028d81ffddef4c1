import { describe, expect, it } from 'vitest';
import {
  base64EntryBytes,
  encodedEntryBytes,
  jsonEscapeExtraBytes,
  utf8EntryBytes,
} from '../../../src/source/upload-encoding.js';

const stringifiedBytes = (v: unknown): number => Buffer.byteLength(JSON.stringify(v), 'utf8');

describe('JSON-encoded entry sizes', () => {
  it.each([
    ['plain', 'hello'],
    ['quotes and backslashes', 'say "hi" \\ bye'],
    ['short escapes', 'a\nb\tc\rd\be\ff'],
    ['other control characters', 'x\u0001y\u001fz'],
    ['non-ASCII kept as UTF-8', 'Grüße 👋 \u2028'],
    ['empty', ''],
  ])('utf8 %s: exact size equals JSON.stringify', (_name, content) => {
    const entry = { content, encoding: 'utf8' as const };
    expect(encodedEntryBytes(entry)).toBe(stringifiedBytes(entry));
    const bytes = Buffer.from(content, 'utf8');
    expect(utf8EntryBytes(bytes.length, jsonEscapeExtraBytes(bytes))).toBe(stringifiedBytes(entry));
  });

  it.each([0, 1, 2, 3, 4, 1000])('base64 of %i bytes: exact size equals JSON.stringify', (n) => {
    const entry = { content: Buffer.alloc(n, 7).toString('base64'), encoding: 'base64' as const };
    expect(base64EntryBytes(n)).toBe(stringifiedBytes(entry));
    expect(encodedEntryBytes(entry)).toBe(stringifiedBytes(entry));
  });

  it('counts 4 characters per 3 bytes for base64', () => {
    expect(base64EntryBytes(3) - base64EntryBytes(0)).toBe(4);
    expect(base64EntryBytes(4) - base64EntryBytes(0)).toBe(8);
  });
});
