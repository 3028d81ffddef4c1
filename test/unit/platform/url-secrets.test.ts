import { describe, expect, it } from 'vitest';
import { shownUrl, urlSecrets } from '../../../src/platform/url-secrets.js';

describe('shownUrl', () => {
  it.each([
    ['http://alice:PW@127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['https://api.example.com/base/?api_key=SECRET&x=1#frag', 'https://api.example.com/base'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['HTTP://API.Example.COM:443/', 'http://api.example.com:443'],
    // Not URLs: the same parts are left out of the text as written.
    ['https://u:SECRETPW@127.0.0.1:99999/?token=Q', 'https://127.0.0.1:99999'],
    ['https://u:p@ss@host:99999/path', 'https://host:99999/path'],
    ['api.example.com', 'api.example.com'],
  ])('%s → %s', (url, shown) => {
    expect(shownUrl(url)).toBe(shown);
  });

  it('takes a URL object too', () => {
    expect(shownUrl(new URL('ftp://u:SECRET@127.0.0.1/'))).toBe('ftp://127.0.0.1');
  });
});

describe('urlSecrets', () => {
  it('lists the password and every query value, as written and decoded; not the user name or the names', () => {
    expect(urlSecrets('https://alice:p%40ss%20w@h/?api_key=S1&tenant=a+b%2Fc&flag')).toEqual([
      'p%40ss%20w',
      'p@ss w',
      'S1',
      'a+b%2Fc',
      'a b/c',
    ]);
  });

  it('reads text that is not a URL the same way', () => {
    expect(urlSecrets('https://u:SECRETPW2@127.0.0.1:99999/?token=SECRETQ2')).toEqual([
      'SECRETPW2',
      'SECRETQ2',
    ]);
  });

  it('finds nothing in a plain URL, a user without password, or nothing', () => {
    expect(urlSecrets('http://127.0.0.1:4010')).toEqual([]);
    expect(urlSecrets('https://alice@h/')).toEqual([]);
    expect(urlSecrets(undefined)).toEqual([]);
  });
});
