import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../../src/shared/redact.js';

const SECRET = 'sk_live_4fJ9xQ2mZ7pL0aB3cD5e';

describe('redactor', () => {
  const redact = createRedactor([SECRET]);
  it.each([
    ['raw', `token=${SECRET}!`],
    ['url-encoded', `k=${encodeURIComponent(SECRET + '/+')}`],
    ['base64', Buffer.from(SECRET).toString('base64')],
    ['base64 of Bearer', Buffer.from(`Bearer ${SECRET}`).toString('base64')],
    ['base64url', Buffer.from(SECRET).toString('base64url')],
    ['base64 inside a longer text', Buffer.from(`x-access-token:${SECRET}`).toString('base64')],
  ])('hides the %s form', (_name, text) => {
    const out = redact(text);
    expect(out).toContain('***');
    expect(out).not.toContain(SECRET);
    expect(out).not.toContain(Buffer.from(SECRET).toString('base64').slice(4, 24));
  });

  it('leaves other text alone and ignores tiny secrets', () => {
    const r = createRedactor(['abc']);
    expect(r('abcdef')).toBe('abcdef');
    expect(redact('nothing secret here')).toBe('nothing secret here');
  });
});
