import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, formatBytes, limitsFromEnv, parseSize } from '../../../src/platform/limits.js';

describe('response limits', () => {
  it('reads sizes in bytes or KiB/MiB/GiB', () => {
    expect(parseSize('1048576')).toBe(1048576);
    expect(parseSize('512KiB')).toBe(512 * 1024);
    expect(parseSize(' 64 mib ')).toBe(64 * 1024 * 1024);
    expect(parseSize('1GiB')).toBe(1024 ** 3);
    for (const bad of ['', '0', '-1', '1.5MiB', '10MB', 'lots']) expect(parseSize(bad), bad).toBeUndefined();
  });

  it('takes caps from the environment and refuses a malformed one as a usage error', () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(limitsFromEnv({ SITESYNC_MAX_ARCHIVE_BYTES: '512MiB', SITESYNC_MAX_LIST_PAGES: '5000' })).toEqual({
      ...DEFAULT_LIMITS,
      maxArchiveBytes: 512 * 1024 * 1024,
      maxListPages: 5000,
    });
    expect(() => limitsFromEnv({ SITESYNC_MAX_LIST_PAGES: '10MiB' })).toThrow(
      'SITESYNC_MAX_LIST_PAGES="10MiB" is not a positive size',
    );
    try {
      limitsFromEnv({ SITESYNC_MAX_RESPONSE_BYTES: 'big' });
    } catch (err) {
      expect(err).toMatchObject({
        exitCode: 64,
        hint: 'give bytes, or a number with KiB, MiB or GiB, e.g. SITESYNC_MAX_RESPONSE_BYTES=256MiB',
      });
    }
  });

  it('formats sizes for messages', () => {
    expect(formatBytes(128 * 1024 * 1024)).toBe('128 MiB');
    expect(formatBytes(1536)).toBe('1536 bytes');
    expect(formatBytes(2048)).toBe('2 KiB');
  });
});
