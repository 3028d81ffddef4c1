import { describe, expect, it } from 'vitest';
import { inertLine, inertLog } from '../../../src/render/inert-text.js';

describe('inertLine', () => {
  it('shows escape sequences, carriage returns and newlines instead of sending them', () => {
    expect(inertLine('red \u001b[31mtext\u001b[0m')).toBe('red \\e[31mtext\\e[0m');
    expect(inertLine('a\r\n::set-output name=x::y')).toBe('a\\r\\n::set-output name=x::y');
    expect(inertLine('bell\u0007 del\u007f c1\u009b')).toBe('bell\\x07 del\\x7f c1\\x9b');
    expect(inertLine('osc8 \u001b]8;;http://evil\u0007link')).toBe('osc8 \\e]8;;http://evil\\x07link');
  });

  it('shows bidirectional overrides and keeps ordinary text and tabs', () => {
    expect(inertLine('abc\u202edef')).toBe('abc\\u202edef');
    expect(inertLine('prix 49,00 €\tok — ü')).toBe('prix 49,00 €\tok — ü');
  });
});

describe('inertLog', () => {
  it('keeps newlines but no line can start a workflow command', () => {
    const out = inertLog('first\n::set-output name=x::y\n  ::error::boom\r\n##[warning]old');
    const lines = out.split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line.trimStart()).not.toMatch(/^(::|##\[)/);
    expect(lines[1]).toBe('\u200b::set-output name=x::y');
  });

  it('shows escape characters in multi-line text', () => {
    expect(inertLog('a\u001b[2J\nb')).toBe('a\\e[2J\nb');
  });
});
