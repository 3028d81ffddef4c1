/** The glob of fail-next rules: `*` is any run of characters, everything else itself. */
import { describe, expect, it } from 'vitest';
import { globMatch } from '../../../../src/emulator/http/faults.js';

describe('globMatch', () => {
  it.each([
    ['/v1/products', '/v1/products', true],
    ['/v1/products', '/v1/products/x', false],
    ['/v1/*', '/v1/products', true],
    ['/v1/*', '/v1/', true],
    ['/v1/*', '/v1', false],
    ['*', '', true],
    ['*', '/anything/at/all', true],
    ['/v1/*/source:batch', '/v1/sites/site_1/development-sessions/s_1/source:batch', true],
    ['/v1/*/source:batch', '/v1/sites/site_1/source:batch/x', false],
    ['/v1/products/*', '/v1/products/prod_1', true],
    ['*products*', '/v1/products/prod_1', true],
    ['*a*b', '/xaxbxab', true],
    ['*a*b', '/xaxbxa', false],
    ['/v1/p?oducts', '/v1/products', false],
    ['/v1/(.*)', '/v1/anything', false],
    ['/v1/[ab]', '/v1/a', false],
    ['/v1/**', '/v1/x/y', true],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(globMatch(pattern, path)).toBe(expected);
  });

  it('a pattern of many stars against a long path that almost matches answers false (a backtracking RegExp never answered)', () => {
    const pattern = `/v1/${'*a'.repeat(12)}!`;
    const path = `/v1/${'a'.repeat(4000)}`;
    expect(globMatch(pattern, path)).toBe(false);
    expect(globMatch(pattern, `${path}!`)).toBe(true);
  });
});
