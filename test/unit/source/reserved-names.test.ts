import { describe, expect, it } from 'vitest';
import { isInsideGit, reservedNameOf } from '../../../src/source/reserved-names.js';

describe('names a platform must never plant', () => {
  it.each([
    '.git/config',
    '.GIT/hooks/pre-commit',
    'site/.Git/HEAD',
    'a/b/.git',
    '.git./config',
    '.git  /config',
    'GIT~1/config',
    '.g\u200cit/config',
    '.gitmodules',
    'assets/.GitModules',
    '.github/workflows/x.yml',
    '.GITHUB/dependabot.yml',
    '.sitesync/state.json',
    'site/.sitesync/x',
  ])('%s is refused', (path) => {
    expect(reservedNameOf(path)).toBeDefined();
  });

  it.each([
    'site/.github/x.yml',
    'assets/.gitignore',
    'assets/git/x',
    '.gitattributes',
    'pages/github.json',
    'x.git',
  ])('%s may be written', (path) => {
    expect(reservedNameOf(path)).toBeUndefined();
  });

  it('says why', () => {
    expect(reservedNameOf('.GIT/config')).toEqual({
      segment: '.GIT',
      reason: "git's own folder (a planted config or hook runs commands)",
    });
    expect(reservedNameOf('.github/workflows/a.yml')?.reason).toBe(
      'GitHub workflows and settings at the repository root',
    );
  });

  it('reads never go into .git in any case', () => {
    expect(isInsideGit('.git/config')).toBe(true);
    expect(isInsideGit('sub/.GIT')).toBe(true);
    expect(isInsideGit('catalog.yml')).toBe(false);
  });
});
