/**
 * A tag for "this API key at this platform address" that can be kept in `.sitesync/` (git-ignored)
 * to remember what the platform said about the credential (its rate limit): 16 hex digits of a
 * SHA-256 of the address and the key. One-way and short: the key cannot be read back from it, and
 * keys are long random strings, so it cannot be guessed from it either. No key: the tag of the
 * address alone.
 */
import { createHash } from 'node:crypto';

export function credentialTag(baseUrl: string, apiKey: string | undefined): string {
  return createHash('sha256')
    .update(`sitesync credential\0${baseUrl}\0${apiKey ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}
