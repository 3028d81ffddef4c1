import { describe, expect, it } from 'vitest';
import {
  createRedactor,
  innermost,
  redactValue,
  secretForms,
  SHORT_SECRET,
} from '../../../src/shared/redact.js';

const SECRET = 'sk_live_4fJ9xQ2mZ7pL0aB3cD5e';
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

describe('redactor', () => {
  const redact = createRedactor([SECRET]);
  it.each([
    ['raw', `token=${SECRET}!`],
    ['url-encoded', `k=${encodeURIComponent(SECRET + '/+')}`],
    ['base64', Buffer.from(SECRET).toString('base64')],
    ['base64 of Bearer', Buffer.from(`Bearer ${SECRET}`).toString('base64')],
    ['base64url', Buffer.from(SECRET).toString('base64url')],
    ['base64 inside a longer text', Buffer.from(`x-access-token:${SECRET}`).toString('base64')],
    ['upper-cased', `key ${SECRET.toUpperCase()} rejected`],
    ['lower-cased', `key ${SECRET.toLowerCase()} rejected`],
    ['url-encoded with upper-case escapes', encodeURIComponent(SECRET + '/').replace(/%2f/gi, '%2F')],
    ['hex', `sum=${hex(SECRET)}`],
    ['upper-case hex', `SUM=${hex(SECRET).toUpperCase()}`],
    ['hex inside the hex of a longer text', hex(`Authorization: Bearer ${SECRET}`)],
    ['fully percent-encoded', hex(SECRET).replace(/(..)/g, '%$1')],
    ['a hex dump with spaces', hex(SECRET).replace(/(..)(?!$)/g, '$1 ')],
    ['\\x escapes', hex(SECRET).replace(/(..)/g, '\\x$1').toUpperCase().replace(/\\X/g, '\\x')],
  ])('hides the %s form', (_name, text) => {
    const out = redact(text);
    expect(out).toContain('***');
    expect(out).not.toContain(SECRET);
    expect(out.toLowerCase()).not.toContain(SECRET.toLowerCase());
    expect(out.toLowerCase()).not.toContain(hex(SECRET).slice(0, 16));
    expect(out).not.toContain(Buffer.from(SECRET).toString('base64').slice(4, 24));
  });

  it.each([
    ['markdown-escaped', `key ${SECRET.replace(/_/g, '\\_')} rejected`],
    ['inside a JSON string', JSON.stringify({ m: `key ${SECRET}` })],
  ])('hides the %s form', (_name, text) => {
    expect(redact(text)).not.toMatch(/4fJ9xQ2mZ7pL0aB3cD5e/);
    expect(redact(text)).toContain('***');
  });

  it('hides a key with quotes and backslashes as JSON escapes it', () => {
    const odd = 'sk_"quoted"\\back\tslash';
    const r = createRedactor([odd]);
    expect(r(JSON.stringify({ message: `invalid key ${odd}` }))).toBe('{"message":"invalid key ***"}');
  });

  it('hides a key given with spaces around it as a server echoes it, without them', () => {
    const r = createRedactor([`  ${SECRET} \n`]);
    expect(r(`invalid key ${SECRET}.`)).toBe('invalid key ***.');
  });

  it('redacts every string of a decoded value, keys included, in place', () => {
    const value = { a: [`x ${SECRET}`, 1, null, { [SECRET]: `${SECRET.toUpperCase()}` }], b: true };
    expect(redactValue(value, redact)).toEqual({ a: ['x ***', 1, null, { '***': '***' }], b: true });
    const untouched = { a: 'plain' };
    expect(redactValue(untouched, createRedactor())).toBe(untouched);
  });

  it('masks a short secret only as a whole word, raw or escaped', () => {
    const r = createRedactor(['prod']);
    expect(r('content/products/de.json, "products": 27')).toBe('content/products/de.json, "products": 27');
    expect(r('user prod at content/prod/x and "prod"')).toBe('user *** at content/***/x and "***"');
    expect(r('/v1/products/prod_abc')).toBe('/v1/products/prod_abc');
    expect(r(Buffer.from('prod').toString('base64'))).toBe(Buffer.from('prod').toString('base64'));
  });

  it('says whether a secret is in a text as given, for a quick look before a costlier redaction', () => {
    expect(redact.appearsIn(`{"name":"x ${SECRET}"}`)).toBe(true);
    expect(redact.appearsIn('{"name":"nothing"}')).toBe(false);
    expect(redact.appearsIn(`{"auth":"${Buffer.from(`Bearer ${SECRET}`).toString('base64')}"}`)).toBe(true);
    expect(createRedactor().appearsIn(SECRET)).toBe(false);
  });

  it('finds every literal form of a secret with its quick look, which searches for fewer texts', () => {
    for (const secret of [SECRET, 'sk_test_0123456789abcdef', 'a:b/c?d=e&f g+h', 'short_key9']) {
      const r = createRedactor([secret, 'another-secret-0001']);
      const forms = secret.length < SHORT_SECRET ? [secret] : secretForms(secret);
      for (const form of forms) expect(r.appearsIn(`{"v":"<${form}>"}`), `${secret}: ${form}`).toBe(true);
      expect(r.appearsIn('{"v":"nothing here"}')).toBe(false);
    }
    expect(innermost(['abcdef', 'bcd', 'xyz', 'bcd', 'wxyz0'])).toEqual(['bcd', 'xyz']);
    expect(innermost(secretForms(SECRET)).length).toBeLessThan(secretForms(SECRET).length);
  });

  it('keeps the text around an echo', () => {
    expect(redact(`a ${SECRET.toUpperCase()} b ${hex(SECRET)} c`)).toBe('a *** b *** c');
  });

  it('leaves other text alone and ignores tiny secrets', () => {
    const r = createRedactor(['abc']);
    expect(r('abcdef')).toBe('abcdef');
    expect(redact('nothing secret here')).toBe('nothing secret here');
  });
});
