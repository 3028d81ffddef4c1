import { describe, expect, it } from 'vitest';
import { cliSecrets, optionValues } from '../../../src/cli/cli-secrets.js';

describe('cliSecrets', () => {
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
