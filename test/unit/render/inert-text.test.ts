import { describe, expect, it } from 'vitest';
import { inertJsonText, inertLine, inertLog, inertTerminal } from '../../../src/render/inert-text.js';

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

describe('inertTerminal (the CLI output choke point)', () => {
  it('escapes every control but newline and tab; keeps our SGR colours only when we colour', () => {
    const text = `ok\t${'\u001b[32m'}green${'\u001b[39m'}\n${'\u001b[1A\u001b[2K'}up\r${'\u001b]8;;http://x\u0007'}l\u009bz`;
    expect(inertTerminal(text, { keepColour: false })).toBe(
      'ok\t\\e[32mgreen\\e[39m\n\\e[1A\\e[2Kup\\r\\e]8;;http://x\\x07l\\x9bz',
    );
    expect(inertTerminal(text, { keepColour: true })).toBe(
      'ok\t\u001b[32mgreen\u001b[39m\n\\e[1A\\e[2Kup\\r\\e]8;;http://x\\x07l\\x9bz',
    );
  });
});

describe('inertJsonText (--json output)', () => {
  it('leaves a JSON document that parses to the same value, with no raw control left', () => {
    const value = { message: 'a\u001b[2Jb\u0085c\u202ed\u007f', n: 1 };
    const text = inertJsonText(JSON.stringify(value, null, 2));
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
