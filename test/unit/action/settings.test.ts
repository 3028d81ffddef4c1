import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../../src/action/settings.js';

const reader = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('parseSettings', () => {
  it('applies defaults and turns empty inputs into undefined', () => {
    expect(parseSettings(reader({}))).toEqual({
      apiKey: undefined,
      baseUrl: undefined,
      githubToken: undefined,
      config: undefined,
      mode: 'auto',
      publish: true,
      waitForApprovalMs: 0,
      comment: true,
      workingDirectory: '.',
      allowDelete: undefined,
      allowSiteMismatch: false,
      onPlanMismatch: 'fail',
      publishOnPartial: false,
      onLiveEdit: 'fail',
    });
  });

  it('parses every input', () => {
    const s = parseSettings(
      reader({
        'api-key': ' k ',
        'base-url': 'https://api.example.com',
        mode: 'PLAN',
        publish: 'false',
        'wait-for-approval': '1h30m',
        comment: 'no',
        'working-directory': 'web',
        'allow-delete': ' 40 ',
        'allow-site-mismatch': 'true',
        'on-plan-mismatch': 'Warn',
        'publish-on-partial': 'true',
        'on-live-edit': 'Warn',
      }),
    );
    expect(s).toMatchObject({
      apiKey: 'k',
      baseUrl: 'https://api.example.com',
      mode: 'plan',
      publish: false,
      waitForApprovalMs: 5_400_000,
      comment: false,
      workingDirectory: 'web',
      allowDelete: 40,
      allowSiteMismatch: true,
      onPlanMismatch: 'warn',
      publishOnPartial: true,
      onLiveEdit: 'warn',
    });
    expect(parseSettings(reader({ mode: 'pull' })).mode).toBe('pull');
  });

  it.each([
    [{ mode: 'deploy' }, 'input "mode" must be auto, plan, apply or pull, got "deploy"'],
    [{ 'on-live-edit': 'ignore' }, 'input "on-live-edit" must be fail, warn or overwrite, got "ignore"'],
    [{ publish: 'maybe' }, 'input "publish" must be true or false, got "maybe"'],
    [{ 'on-plan-mismatch': 'ignore' }, 'input "on-plan-mismatch" must be fail or warn, got "ignore"'],
    [{ 'publish-on-partial': 'sure' }, 'input "publish-on-partial" must be true or false, got "sure"'],
    [{ 'base-url': 'api.example.com' }, 'the platform URL "api.example.com" (input "base-url") is not a URL'],
    [
      { 'base-url': 'http://api.example.com' },
      'refusing plain http:// to api.example.com (input "base-url"): the API key would cross the network unencrypted',
    ],
    [
      { 'base-url': 'ftp://api.example.com' },
      'the platform URL "ftp://api.example.com" (input "base-url") must start with https://',
    ],
    [
      { 'wait-for-approval': 'soon' },
      'input "wait-for-approval" "soon" is not a duration: use e.g. 90s, 15m, 1h30m or a number of seconds',
    ],
    [{ 'allow-delete': 'all' }, 'input "allow-delete" must be a whole number of files, got "all"'],
    [{ 'allow-delete': '-1' }, 'input "allow-delete" must be a whole number of files, got "-1"'],
  ])('rejects %j with a message naming the input and the expected format', (values, message) => {
    expect(() => parseSettings(reader(values))).toThrow(message);
  });

  it('accepts https:// anywhere and plain http:// only to the runner itself', () => {
    for (const url of [
      'https://api.example.com',
      'http://127.0.0.1:4010',
      'http://localhost:4010',
      'http://[::1]:4010',
    ])
      expect(parseSettings(reader({ 'base-url': url })).baseUrl).toBe(url);
    expect(() => parseSettings(reader({ 'base-url': 'http://10.0.0.5:4010' }))).toThrow(
      expect.objectContaining({
        code: 'INSECURE_BASE_URL',
        hint: expect.stringContaining('use an https:// URL'),
      }),
    );
  });
});
