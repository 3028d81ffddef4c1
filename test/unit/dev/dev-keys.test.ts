import { describe, expect, it } from 'vitest';
import { devKeys } from '../../../src/dev/dev-keys.js';
import { isValidIdempotencyKey } from '../../../src/platform/index.js';

const head = 'a'.repeat(40);
const files = [{ path: 'pages/a.json', checksum: 'c'.repeat(64) }];

describe('devKeys', () => {
  it('derives a batch key from the content: same files on the same revision, same key', () => {
    const keys = devKeys(head, '/repo');
    const key = keys.batch('sess_1', 'rev_1', files, ['x.css']);
    expect(isValidIdempotencyKey(key)).toBe(true);
    expect(devKeys(head, '/repo').batch('sess_1', 'rev_1', files, ['x.css'])).toBe(key);
  });

  it('gives other content, another revision or another session another key', () => {
    const keys = devKeys(head, '/repo');
    const key = keys.batch('sess_1', 'rev_1', files, []);
    expect(keys.batch('sess_1', 'rev_1', [{ ...files[0]!, checksum: 'd'.repeat(64) }], [])).not.toBe(key);
    expect(keys.batch('sess_1', 'rev_2', files, [])).not.toBe(key);
    expect(keys.batch('sess_2', 'rev_1', files, [])).not.toBe(key);
    expect(keys.batch('sess_1', 'rev_1', files, ['pages/a.json'])).not.toBe(key);
  });

  it('keys a preview by revision and a session opening by the session it replaces and the working tree', () => {
    const keys = devKeys(undefined, '/repo');
    expect(keys.preview('sess_1', 'rev_1')).not.toBe(keys.preview('sess_1', 'rev_2'));
    expect(keys.openSession('site_1', 'rev_live', undefined)).not.toBe(
      keys.openSession('site_1', 'rev_live', 'sess_old'),
    );
    expect(keys.openSession('site_1', 'rev_live', undefined)).not.toBe(
      devKeys(undefined, '/other').openSession('site_1', 'rev_live', undefined),
    );
  });
});
