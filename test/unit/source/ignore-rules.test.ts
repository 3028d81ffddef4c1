import { describe, expect, it } from 'vitest';
import { hasRules, ignoreRulesFrom } from '../../../src/source/ignore-rules.js';

describe('ignore rules', () => {
  it('a file of blank lines and comments holds no rule (CRLF too); any other line is one', () => {
    expect(hasRules('')).toBe(false);
    expect(hasRules('# build output\n\n   \n#node_modules\r\n\r\n')).toBe(false);
    expect(hasRules('# comment\nbuild/\n')).toBe(true);
    expect(hasRules('\\#literal-hash\n')).toBe(true);
    expect(hasRules(' #not-a-comment\n')).toBe(true);
    expect(hasRules('!keep.txt')).toBe(true);
  });

  it('without a rule nothing is ignored but .git, .sitesync and the ignore file itself', () => {
    const rules = ignoreRulesFrom('# only a comment\n\n', '.sitesyncignore');
    expect(rules.ignores('pages/home.json', false)).toBe(false);
    expect(rules.ignores('build', true)).toBe(false);
    expect(rules.ignores('.sitesyncignore', false)).toBe(true);
    expect(rules.ignores('.git', true)).toBe(true);
    expect(rules.ignores('assets/.git', false)).toBe(true);
    expect(rules.ignores('.sitesync', true)).toBe(true);
    expect(rules.ignores('pages/.sitesync', true)).toBe(true);
  });

  it('with rules: gitignore patterns and negation, folders tested as folders', () => {
    const rules = ignoreRulesFrom('# drafts\n*.draft.html\nbuild/\n!build/keep.txt\n!keep.draft.html\n');
    expect(rules.ignores('pages/a.draft.html', false)).toBe(true);
    expect(rules.ignores('keep.draft.html', false)).toBe(false);
    expect(rules.ignores('build', true)).toBe(true);
    expect(rules.ignores('pages/a.html', false)).toBe(false);
  });
});
