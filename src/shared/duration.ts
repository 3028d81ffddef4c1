import { ExitCode, SitesyncError } from './errors.js';

/** Parses `90`, `90s`, `15m`, `2h`, `1h30m` into milliseconds. */
export function parseDuration(text: string, what = 'duration'): number {
  const t = text.trim();
  if (/^\d+$/.test(t)) return Number(t) * 1000;
  const re = /(\d+)(ms|s|m|h)/gy;
  let total = 0;
  let matched = 0;
  for (let m = re.exec(t); m; m = re.exec(t)) {
    const n = Number(m[1]);
    total += m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : m[2] === 'm' ? n * 60_000 : n * 3_600_000;
    matched = re.lastIndex;
  }
  if (matched !== t.length || t.length === 0) {
    throw new SitesyncError(
      'BAD_DURATION',
      `${what} ${JSON.stringify(text)} is not a duration: use e.g. 90s, 15m, 1h30m or a number of seconds`,
      {
        exitCode: ExitCode.usage,
      },
    );
  }
  return total;
}
