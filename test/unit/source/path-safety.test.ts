import { describe, expect, it } from 'vitest';
import { caseCollisions, sourcePathProblem } from '../../../src/source/path-safety.js';

describe('sourcePathProblem', () => {
  it.each([
    ['pages/home.json'],
    ['assets/img/logo.png'],
    ['a b/ü-ñ.txt'],
    ['.well-known/security.txt'],
    ['..hidden'],
    ['x'.repeat(512)],
  ])('accepts %j', (p) => {
    expect(sourcePathProblem(p)).toBeUndefined();
  });

  it.each([
    ['', 'empty_path', 'path is empty'],
    [
      '/etc/passwd',
      'absolute_path',
      'path "/etc/passwd" is absolute; source paths are relative to the site root',
    ],
    [
      'C:/site/a.txt',
      'absolute_path',
      'path "C:/site/a.txt" is absolute; source paths are relative to the site root',
    ],
    ['../outside.txt', 'dot_segment', 'path "../outside.txt" contains a ".." segment'],
    ['pages/../../x.json', 'dot_segment', 'path "pages/../../x.json" contains a ".." segment'],
    ['./site.json', 'dot_segment', 'path "./site.json" contains a "." segment'],
    ['pages//home.json', 'empty_segment', 'path "pages//home.json" contains an empty segment'],
    ['pages/', 'empty_segment', 'path "pages/" contains an empty segment'],
    [
      'pages\\home.json',
      'backslash',
      'path "pages\\\\home.json" contains a backslash; source paths separate segments with "/"',
    ],
    ['a\nb.txt', 'control_character', 'path "a\\nb.txt" contains the control character U+000A'],
    ['a\u007fb.txt', 'control_character', 'path "a\\u007fb.txt" contains the control character U+007F'],
    ['a\u0000', 'control_character', 'path "a\\u0000" contains the control character U+0000'],
    [
      'x'.repeat(513),
      'path_too_long',
      `path "${'x'.repeat(513)}" is 513 bytes of UTF-8; the platform allows at most 512`,
    ],
    [
      'ü'.repeat(257),
      'path_too_long',
      `path "${'ü'.repeat(257)}" is 514 bytes of UTF-8; the platform allows at most 512`,
    ],
  ])('rejects %j with %s', (p, code, message) => {
    expect(sourcePathProblem(p)).toEqual({ path: p, code, message });
  });
});

describe('caseCollisions', () => {
  it('reports each path that differs only by case from an earlier one', () => {
    expect(
      caseCollisions(['Assets/Logo.png', 'assets/logo.png', 'assets/other.png', 'ASSETS/LOGO.PNG']),
    ).toEqual([
      {
        path: 'assets/logo.png',
        code: 'case_collision',
        message: 'path "assets/logo.png" differs only by case from "Assets/Logo.png"',
      },
      {
        path: 'ASSETS/LOGO.PNG',
        code: 'case_collision',
        message: 'path "ASSETS/LOGO.PNG" differs only by case from "Assets/Logo.png"',
      },
    ]);
  });

  it('finds nothing in distinct paths', () => {
    expect(caseCollisions(['a.txt', 'b.txt', 'a/b.txt'])).toEqual([]);
  });
});

describe('sourcePathProblem segment checks (no split per path)', () => {
  it('finds a dot, dot-dot or empty segment wherever it stands, as splitting on "/" would', () => {
    const bySplit = (p: string) => {
      const s = p.split('/');
      return s.includes('..')
        ? 'dot_segment'
        : s.includes('.')
          ? 'dot_segment'
          : s.includes('')
            ? 'empty_segment'
            : undefined;
    };
    const names = ['a', '.', '..', '...', '.a', 'a.', '..a', ''];
    const paths = new Set<string>();
    for (const x of names)
      for (const y of names) for (const z of names) paths.add([x, y, z].join('/')).add(`${x}/${y}`).add(x);
    for (const p of paths) {
      if (p === '' || p.startsWith('/')) continue; // empty and absolute: their own codes, first
      expect([p, sourcePathProblem(p)?.code]).toEqual([p, bySplit(p)]);
    }
  });
});
