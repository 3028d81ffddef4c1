import { describe, expect, it } from 'vitest';
import { cliSecrets, optionValues } from '../../../src/cli/cli-secrets.js';

const none = { env: {}, stored: undefined };

describe('cliSecrets', () => {
  it('--api-key is masked whole, colon and all, for every command', () => {
    expect(
      cliSecrets({ ...none, argv: ['whoami', '--api-key', 'sk_a:SECRETPART'], command: 'whoami' }),
    ).toEqual(['sk_a:SECRETPART']);
    expect(cliSecrets({ ...none, argv: ['--api-key=sk_a:SECRETPART', 'plan'], command: 'plan' })).toEqual([
      'sk_a:SECRETPART',
    ]);
  });

  it('for the emulator, also each key before its scopes, and the admin token', () => {
    const argv = [
      'emulator',
      '--api-key',
      'sk_one_0001:products:read,brands:read',
      '--api-key=sk_two_0002',
      '--admin-token',
      'ADMTOK_1',
    ];
    expect(cliSecrets({ ...none, argv, command: 'emulator' })).toEqual([
      'sk_one_0001:products:read,brands:read',
      'sk_two_0002',
      'sk_one_0001',
      'ADMTOK_1',
    ]);
  });

  it('learns the key and the base URL credentials of the flags, the environment and the stored login', () => {
    expect(
      cliSecrets({
        argv: ['whoami', '--base-url', 'https://a:PW_FLAG@h'],
        command: 'whoami',
        env: { SITESYNC_API_KEY: 'sk_env_0001', SITESYNC_BASE_URL: 'https://h/?api_key=Q_ENV' },
        stored: { api_key: 'sk_stored_0001', base_url: 'https://b:PW_STORED@h', created_at: '' },
      }),
    ).toEqual(['sk_env_0001', 'sk_stored_0001', 'PW_FLAG', 'Q_ENV', 'PW_STORED']);
  });

  it('optionValues stops at --', () => {
    expect(optionValues(['--base-url', 'a', '--', '--base-url', 'b'], '--base-url')).toEqual(['a']);
  });
});
