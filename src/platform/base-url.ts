/**
 * Pure: the platform's base URL as the transport uses it, and as messages may show it. Every request
 * path starts with `/v1/`, so a base URL that already ends in `/v1` would ask for `/v1/v1/…` and
 * meet 404s that look like a wrong site id: it is refused up front, naming the URL to use instead.
 */
import { ExitCode, SitesyncError } from '../shared/errors.js';

export interface PlatformAddress {
  /** The base URL without trailing slashes (requests append `/v1/…`). */
  readonly base: string;
  /** `host:port` as shown in messages. */
  readonly host: string;
  readonly hostname: string;
  /** Scheme, host and port, with no user info, path or query: safe to print. */
  readonly origin: string;
}

/** A URL as it may be printed: user info dropped (it could hold a secret). */
export function shownUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href.replace(/\/+$/, '');
}

export function platformAddress(baseUrl: string): PlatformAddress {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new SitesyncError('BAD_BASE_URL', `the platform URL ${JSON.stringify(baseUrl)} is not a URL`, {
      exitCode: ExitCode.usage,
      hint: 'give the platform API root, e.g. https://api.example.com',
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SitesyncError('BAD_BASE_URL', `the platform URL ${shownUrl(url)} is not http:// or https://`, {
      exitCode: ExitCode.usage,
      hint: 'give the platform API root, e.g. https://api.example.com',
    });
  }
  if (/\/v1\/*$/i.test(url.pathname)) {
    const root = new URL(url.href);
    root.pathname = url.pathname.replace(/\/v1\/*$/i, '') || '/';
    throw new SitesyncError(
      'BASE_URL_ENDS_IN_V1',
      `the platform URL ${shownUrl(url)} ends in /v1, but sitesync adds /v1 to every request path (it would ask for /v1/v1/…)`,
      { exitCode: ExitCode.usage, hint: `use ${shownUrl(root)} instead` },
    );
  }
  return {
    base: baseUrl.replace(/\/+$/, ''),
    host: url.host,
    hostname: url.hostname,
    origin: url.origin,
  };
}
