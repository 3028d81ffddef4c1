import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../../src/platform/errors.js';
import { checked, checkedItems, ContractBreach, problemOf } from '../../../src/platform/response-checks.js';

const answer = { method: 'GET', path: '/v1/sites/site_x/source/manifest' };
const MANIFEST = {
  source_revision: 'string',
  files: { each: { path: 'string', checksum: 'string?' } },
} as const;

describe('problemOf', () => {
  it('names the missing field and what the client needs there', () => {
    expect(problemOf({ files: [] }, MANIFEST)).toBe(
      '"source_revision" is missing (the client needs a string there)',
    );
  });

  it('names a field of the wrong kind, with its path inside lists and objects', () => {
    expect(problemOf({ source_revision: 7, files: [] }, MANIFEST)).toBe(
      '"source_revision" is an integer, not a string',
    );
    expect(problemOf({ source_revision: 'r', files: [{ path: 'a' }, { path: null }] }, MANIFEST)).toBe(
      '"files[1].path" is null, not a string',
    );
    expect(problemOf({ v: { w: [] } }, { v: { object: { w: 'object' } } })).toBe(
      '"v.w" is a list, not an object',
    );
    expect(problemOf([], MANIFEST)).toBe('the answer is a list, not an object');
  });

  it('accepts an absent optional field but not a present one of the wrong kind', () => {
    expect(problemOf({ source_revision: 'r', files: [{ path: 'a' }] }, MANIFEST)).toBeUndefined();
    expect(problemOf({ source_revision: 'r', files: [{ path: 'a', checksum: 3 }] }, MANIFEST)).toBe(
      '"files[0].checksum" is an integer, not a string',
    );
    expect(problemOf({}, { errors: { each: { code: 'string' }, optional: true } })).toBeUndefined();
    expect(problemOf({ errors: 'no' }, { errors: { each: { code: 'string' }, optional: true } })).toBe(
      '"errors" is a string, not a list',
    );
  });

  it('ignores fields it was not told about (unknown extra fields are fine)', () => {
    expect(
      problemOf({ source_revision: 'r', files: [], livemode: false, _links: {} }, MANIFEST),
    ).toBeUndefined();
  });
});

describe('checked', () => {
  it('returns the value when it keeps the rules, else a PROTOCOL_ERROR naming route and field', () => {
    const good = { source_revision: 'r', files: [] };
    expect(checked(answer, good, MANIFEST)).toBe(good);
    const err = (() => {
      try {
        checked(answer, { files: [] }, MANIFEST);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ProtocolError);
    expect(err).toMatchObject({
      code: 'PROTOCOL_ERROR',
      message:
        'GET /v1/sites/site_x/source/manifest: answered outside the contract: "source_revision" is missing (the client needs a string there)',
      afterWrite: false,
    });
  });

  it('after a write, says the platform accepted it and it may have taken effect', () => {
    const write = { method: 'POST', path: '/v1/sites/site_x/development-sessions', idempotent: true };
    expect(() => checked(write, { id: 'sess_1' }, { id: 'string', source_revision: 'string' })).toThrow(
      new ContractBreach(write, '"source_revision" is missing (the client needs a string there)'),
    );
    try {
      checked(write, {}, { id: 'string' });
    } catch (e) {
      expect((e as ContractBreach).afterWrite).toBe(true);
      expect((e as Error).message).toContain(
        '(the platform accepted the write, so it may have taken effect)',
      );
    }
  });
});

describe('checkedItems', () => {
  it('passes good items through and names the first bad one by its position in the listing', async () => {
    async function* items() {
      yield { id: 'a' };
      yield { id: 'b' };
      yield { name: 'no id' };
    }
    const seen: unknown[] = [];
    const run = async () => {
      for await (const item of checkedItems({ method: 'GET', path: '/v1/brands' }, items(), { id: 'string' }))
        seen.push(item);
    };
    await expect(run()).rejects.toThrow(
      'GET /v1/brands: answered outside the contract: "items[2].id" is missing (the client needs a string there)',
    );
    expect(seen).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});
