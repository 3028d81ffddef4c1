import type { PlatformClient } from '../platform/index.js';
import type { Reporter } from '../shared/reporter.js';

/**
 * Before a run that writes: read the credential's rate limit (GET /v1/auth/status) so the
 * transport paces itself and a well-behaved run never meets a 429. Plans skip this (a no-op plan
 * costs exactly one request). A failure here is not fatal: the transport still honours 429s.
 */
export async function learnRateLimit(
  client: PlatformClient,
  reporter: Reporter,
): Promise<number | undefined> {
  try {
    const status = await client.auth.status();
    return status.rate_limit;
  } catch (err) {
    reporter.warn(`could not read the rate limit (${(err as Error).message}); relying on Retry-After`);
    return undefined;
  }
}
