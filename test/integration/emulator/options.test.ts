import { describe, expect, it } from 'vitest';
import { ALL_SCOPES, parseApiKeySpec } from '../../../src/emulator/index.js';
import { mulberry32 } from '../../../src/emulator/http/faults.js';

describe('parseApiKeySpec', () => {
  it('reads a bare key as full scope and KEY:scopes as those scopes', () => {
    expect(parseApiKeySpec('sk_abc')).toEqual({ key: 'sk_abc' });
    expect(parseApiKeySpec('sk_abc:products:read, products:write')).toEqual({
      key: 'sk_abc',
      scopes: ['products:read', 'products:write'],
    });
  });

  it('names unknown scopes and never the key', () => {
    let message = '';
    try {
      parseApiKeySpec('sk_secret_value:products:read,prodcts:write');
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe(
      `API key spec names unknown scope prodcts:write; known scopes: ${ALL_SCOPES.join(', ')}`,
    );
    expect(() => parseApiKeySpec(':products:read')).toThrow(
      'API key spec has an empty key; expected KEY or KEY:scope,scope',
    );
  });
});

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
