import { createPlatformClient } from '../../platform/index.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { inertLine } from '../../render/inert-text.js';
import { realSleep } from '../../platform/transport.js';
import { checkedBaseUrl } from '../../platform/base-url.js';
import { shownUrl } from '../../platform/url-secrets.js';
import { storeLogin } from '../credentials.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';

/** However long the platform says its code lives, polling ends within this (a time budget). */
const MAX_LOGIN_WAIT_S = 15 * 60;
/** However slow the platform asks sitesync to poll, it polls at least this often. */
const MAX_POLL_INTERVAL_MS = 60_000;

export interface LoginOptions extends GlobalOptions {
  readonly clientName?: string;
}

/**
 * The device authorization flow: show the code and the link, poll at the given interval
 * (growing it on slow_down), store the issued key with 0600 permissions.
 */
export async function loginCommand(
  opts: LoginOptions,
  io: CommandIO,
  deps: { sleep?: (ms: number, signal?: AbortSignal) => Promise<void>; now?: () => number } = {},
): Promise<CommandResult> {
  const baseUrl = opts.baseUrl ?? io.env.SITESYNC_BASE_URL;
  if (!baseUrl)
    throw new SitesyncError(
      'NO_BASE_URL',
      'login needs the platform URL: pass --base-url or set SITESYNC_BASE_URL',
      { exitCode: ExitCode.usage },
    );
  checkedBaseUrl(baseUrl, {
    from: opts.baseUrl ? '--base-url' : 'SITESYNC_BASE_URL',
    ...(opts.insecure && { insecure: true }),
  });
  const sleep = deps.sleep ?? realSleep;
  const now = deps.now ?? Date.now;
  const client = createPlatformClient({ baseUrl, signal: io.signal });
  const auth = await client.auth.deviceCode(opts.clientName ?? 'sitesync CLI');
  io.output.err(
    `To sign in, open ${inertLine(auth.verification_uri)} and enter the code ${inertLine(auth.user_code)}\n(or open ${inertLine(auth.verification_uri_complete)})`,
  );
  const expiresIn = Number.isFinite(auth.expires_in) && auth.expires_in > 0 ? auth.expires_in : 600;
  const deadline = now() + Math.min(expiresIn, MAX_LOGIN_WAIT_S) * 1000;
  const clamp = (ms: number) =>
    Math.min(MAX_POLL_INTERVAL_MS, Number.isFinite(ms) ? ms : MAX_POLL_INTERVAL_MS);
  let interval = clamp(Math.max(1, auth.interval) * 1000);
  for (;;) {
    await sleep(interval, io.signal);
    if (now() > deadline)
      throw new SitesyncError('LOGIN_EXPIRED', 'the sign-in code expired before it was approved', {
        exitCode: ExitCode.auth,
        hint: 'run `sitesync login` again',
      });
    const token = await client.auth.deviceToken(auth.device_code);
    if (token.interval) interval = clamp(Math.max(interval, token.interval * 1000));
    switch (token.status) {
      case 'approved': {
        if (!token.raw_key)
          throw new SitesyncError('LOGIN_NO_KEY', 'the platform approved the sign-in but sent no key', {
            exitCode: ExitCode.auth,
          });
        client.transport.redact.add(token.raw_key);
        const file = await storeLogin(
          {
            api_key: token.raw_key,
            base_url: baseUrl,
            ...(token.profile_hint && { profile: token.profile_hint }),
            created_at: new Date(now()).toISOString(),
          },
          io.env,
        );
        return {
          exitCode: ExitCode.ok,
          json: { stored: file, baseUrl: shownUrl(baseUrl) },
          text: `Signed in. The key is stored in ${file} (readable by you only).`,
        };
      }
      case 'slow_down':
        interval = clamp(interval + 5000);
        break;
      case 'denied':
        throw new SitesyncError('LOGIN_DENIED', 'the sign-in was denied', { exitCode: ExitCode.auth });
      case 'expired':
        throw new SitesyncError(
          'LOGIN_EXPIRED',
          `the sign-in code expired${token.error ? ` (${token.error})` : ''}`,
          { exitCode: ExitCode.auth, hint: 'run `sitesync login` again' },
        );
      default:
        break; // authorization_pending, or a status this version does not know: keep polling until expiry
    }
  }
}
