/**
 * Pure: the platform's base URL as the transport uses it, and as messages may show it; and the
 * check made before any key is sent to it (the CLI's credentials and the action's `base-url`
 * input alike: http(s) only, plain http only to this machine unless allowed). Every request
 * path starts with `/v1/`, so a base URL that already ends in `/v1` would ask for `/v1/v1/…` and
 * meet 404s that look like a wrong site id: it is refused up front, naming the URL to use instead.
 */
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { shownUrl } from './url-secrets.js';

export interface PlatformAddress {
  /** The base URL without trailing slashes (requests append `/v1/…`). */
  readonly base: string;
  /** `host:port` as shown in messages. */
  readonly host: string;
  readonly hostname: string;
  /** Scheme, host and port, with no user info, path or query: safe to print. */
  readonly origin: string;
}

export function platformAddress(baseUrl: string): PlatformAddress {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new SitesyncError(
      'BAD_BASE_URL',
      `the platform URL ${JSON.stringify(shownUrl(baseUrl))} is not a URL`,
      {
        exitCode: ExitCode.usage,
        hint: 'give the platform API root, e.g. https://api.example.com',
      },
    );
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
      {
        exitCode: ExitCode.usage,
        hint: `use ${shownUrl(root)} instead${url.username || url.password ? ', with the same user info' : ''}`,
      },
    );
  }
  return {
    base: baseUrl.replace(/\/+$/, ''),
    host: url.host,
    hostname: url.hostname,
    origin: url.origin,
  };
}

/** 127.0.0.0/8, ::1 and localhost: plain http there never leaves the machine. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

/**
 * Parses a platform URL and refuses what would expose the key: a scheme other than http(s), and
 * plain `http://` to a host that is not loopback unless `--insecure` was given.
 */
export function checkedBaseUrl(
  baseUrl: string,
  options: { insecure?: boolean; from: string; insecureHint?: string },
): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new SitesyncError(
      'BAD_BASE_URL',
      `the platform URL ${JSON.stringify(shownUrl(baseUrl))} (${options.from}) is not a URL`,
      {
        exitCode: ExitCode.usage,
      },
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SitesyncError(
      'BAD_BASE_URL',
      `the platform URL ${JSON.stringify(shownUrl(baseUrl))} (${options.from}) must start with https:// (or http:// for this machine)`,
      { exitCode: ExitCode.usage },
    );
  // The API's paths are added to the base URL: a query or a fragment would end up before them.
  if (url.search || url.hash)
    throw new SitesyncError(
      'BAD_BASE_URL',
      `the platform URL ${JSON.stringify(shownUrl(baseUrl))} (${options.from}) has a ${url.search ? 'query (?…)' : 'fragment (#…)'}: sitesync adds the API's paths to it and cannot keep one`,
      {
        exitCode: ExitCode.usage,
        hint: "give the platform's address alone; the API key goes in SITESYNC_API_KEY, --api-key or `sitesync login`",
      },
    );
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname) && !options.insecure)
    throw new SitesyncError(
      'INSECURE_BASE_URL',
      `refusing plain http:// to ${url.host} (${options.from}): the API key would cross the network unencrypted`,
      {
        exitCode: ExitCode.usage,
        hint:
          options.insecureHint ??
          'use https://, or pass --insecure if this network is yours and you accept that',
      },
    );
  return url;
}
