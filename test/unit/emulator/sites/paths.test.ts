import { describe, expect, it } from 'vitest';
import { sourcePathProblem } from '../../../../src/emulator/sites/paths.js';

describe('sourcePathProblem', () => {
  it.each(['site.json', 'pages/home.json', 'assets/img/logo 1.png', 'templates/ü.html'])(
    'accepts %s',
    (path) => {
      expect(sourcePathProblem(path)).toBeUndefined();
    },
  );

  it.each([
    ['', 'is empty'],
    ['/site.json', 'must be relative (it starts with "/")'],
    ['assets\\a.png', 'must use "/" as separator (it contains a backslash)'],
    ['assets/a\u0001.png', 'contains a control character'],
    ['assets/a\u007f.png', 'contains a control character'],
    ['assets//a.png', 'contains an empty segment'],
    ['assets/', 'contains an empty segment'],
    ['./site.json', 'contains a "." segment'],
    ['assets/../site.json', 'contains a ".." segment'],
    ['a/' + 'é'.repeat(256), 'is longer than 512 bytes'],
  ])('rejects %j: %s', (path, problem) => {
    expect(sourcePathProblem(path)).toBe(problem);
  });

  it('counts bytes, not characters: 512 bytes is allowed', () => {
    expect(sourcePathProblem('a/' + 'é'.repeat(255))).toBeUndefined(); // 2 + 510 bytes
    expect(sourcePathProblem('x'.repeat(512))).toBeUndefined();
    expect(sourcePathProblem('x'.repeat(513))).toBe('is longer than 512 bytes');
  });
});
