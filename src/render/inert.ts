/**
 * Makes text from files or the API inert in markdown: no links, images, mentions, HTML,
 * emphasis or table breaks. Characters that markdown or GitHub would interpret are escaped,
 * `@` and `#` get a zero-width joiner so they do not mention or link, and URLs lose their scheme
 * separator so they are not autolinked.
 */
const ZWJ = '\u200d';

export function inertMarkdown(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_{}[\]()<>#+!|~&]/g, (c) =>
      c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : '\\' + c,
    )
    .replace(/@/g, '@' + ZWJ)
    .replace(/:\/\//g, ':' + ZWJ + '//')
    .replace(/\bwww\./gi, (m) => m.slice(0, 3) + ZWJ + '.');
}

/**
 * Inline code that cannot be broken out of: backticks inside are replaced, and so is `|`, which
 * GitHub reads as a cell border even inside a code span in a table row (a path like `a|b` would
 * shift every later cell of the row).
 */
export function inertCode(text: string): string {
  const clean = text
    .replace(/[\r\n]+/g, ' ')
    .replace(/`/g, 'ˋ')
    .replace(/\|/g, '∣');
  return '`' + (clean.length === 0 ? ' ' : clean) + '`';
}
