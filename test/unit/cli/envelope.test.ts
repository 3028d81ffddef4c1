/** The --json envelope and the JSON form of errors (pure). */
import { describe, expect, it } from 'vitest';
import { errorJson, resultEnvelope, toUpperSnake } from '../../../src/cli/envelope.js';
import { guessCommandName } from '../../../src/cli/program.js';
import { PlatformError } from '../../../src/platform/errors.js';
import { ExitCode, InputError, SitesyncError } from '../../../src/shared/errors.js';

describe('errorJson', () => {
  it('a located error carries path, line and column as fields', () => {
    const err = new SitesyncError('CONFIG_INVALID', 'bad', {
      location: { file: 'sitesync.yml', line: 3, column: 7, field: 'site.id' },
    });
    expect(errorJson(err)).toEqual({
      code: 'CONFIG_INVALID',
      message: 'bad',
      path: 'sitesync.yml',
      line: 3,
      column: 7,
      field: 'site.id',
    });
  });

  it('an input error lists its issues, each located (file → path); one issue locates the error itself', () => {
    const err = new InputError('UNSAFE_SOURCE_PATHS', 'the source tree has 1 path problem\n  details', [
      { code: 'backslash', severity: 'error', message: 'contains a backslash', file: 'assets/a\\b.css' },
    ]);
    expect(errorJson(err)).toEqual({
      code: 'UNSAFE_SOURCE_PATHS',
      message: 'the source tree has 1 path problem',
      path: 'assets/a\\b.css',
      issues: [
        { code: 'backslash', severity: 'error', message: 'contains a backslash', path: 'assets/a\\b.css' },
      ],
    });
  });

  it('a platform error names its status and request; a code that is not UPPER_SNAKE is kept aside', () => {
    const make = (errorCode: string) =>
      new PlatformError({ status: 409, errorCode, message: 'm', method: 'POST', path: '/v1/brands' });
    expect(errorJson(make('DUPLICATE_SLUG'))).toMatchObject({
      code: 'DUPLICATE_SLUG',
      status: 409,
      request: 'POST /v1/brands',
    });
    expect(errorJson(make('dup-slug'))).toMatchObject({ code: 'PLATFORM_ERROR', platformCode: 'dup-slug' });
  });

  it('anything thrown that is not ours is UNEXPECTED', () => {
    expect(errorJson(new Error('boom'))).toEqual({ code: 'UNEXPECTED', message: 'boom' });
    expect(errorJson('text')).toEqual({ code: 'UNEXPECTED', message: 'text' });
  });
});

describe('resultEnvelope', () => {
  it('ok exactly for exit 0 and 2; result and error may stand together (a partial apply)', () => {
    expect(resultEnvelope({ command: 'plan', exitCode: 2, result: {} })).toMatchObject({ ok: true });
    const partial = resultEnvelope({
      command: 'apply',
      exitCode: ExitCode.partialApply,
      result: { a: 1 },
      error: { code: 'PARTIAL_APPLY', message: 'm' },
    });
    expect(partial).toMatchObject({ ok: false, result: { a: 1 }, error: { code: 'PARTIAL_APPLY' } });
  });
});

describe('names', () => {
  it('commander codes become UPPER_SNAKE', () => {
    expect(toUpperSnake('commander.unknownOption')).toBe('UNKNOWN_OPTION');
    expect(toUpperSnake('commander.missingMandatoryOptionValue')).toBe('MISSING_MANDATORY_OPTION_VALUE');
    expect(toUpperSnake('unsafe_source_paths')).toBe('UNSAFE_SOURCE_PATHS');
  });

  it('the command of an argv that did not parse', () => {
    expect(guessCommandName(['--json', 'plan', '--bogus'])).toBe('plan');
    expect(guessCommandName(['-C', 'dir', '--json', 'ledger', 'repair', '--service', 'A=b'])).toBe(
      'ledger repair',
    );
    expect(guessCommandName(['--json'])).toBe('sitesync');
    expect(guessCommandName(['--api-key', 'plan', 'apply'])).toBe('apply');
  });
});
