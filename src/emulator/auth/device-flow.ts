/**
 * Device login (docs/platform-contract.md §8). A device authorization is polled until the user
 * approves (a new key is issued and handed out exactly once), denies, or it expires.
 * Polling sooner than `interval` answers `slow_down` and grows the interval by 5 s.
 */
import { ApiError, type Clock } from '../http/route.js';
import { randomBase62 } from '../ids.js';

export const DEVICE_EXPIRES_IN = 600;
export const DEVICE_INTERVAL = 5;
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ'; // no vowels, no look-alikes

export type DeviceDecision = 'pending' | 'approved' | 'denied';

interface DeviceAuthorization {
  readonly deviceCode: string;
  readonly userCode: string;
  readonly clientName: string;
  readonly createdAt: number;
  interval: number;
  lastPollAt: number | undefined;
  decision: DeviceDecision;
  rawKey: string | undefined;
  redeemed: boolean;
}

export interface DeviceTokenAnswer {
  readonly object: 'device_authorization_token';
  readonly status: 'authorization_pending' | 'slow_down' | 'approved' | 'denied' | 'expired';
  readonly interval: number;
  readonly error?: string;
  readonly raw_key?: string;
  readonly profile_hint?: string;
}

function userCode(): string {
  let code = '';
  for (const char of randomBase62(8))
    code += USER_CODE_ALPHABET[char.charCodeAt(0) % USER_CODE_ALPHABET.length];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export class DeviceFlow {
  private readonly byDeviceCode = new Map<string, DeviceAuthorization>();

  constructor(
    private readonly clock: Clock,
    /** Issues the key of an approved login (scopes: see EmulatorOptions.deviceScopes); returns the raw key. */
    private readonly issueKey: (name: string) => string,
  ) {}

  start(clientName: string | undefined, baseUrl: string): Record<string, unknown> {
    const auth: DeviceAuthorization = {
      deviceCode: randomBase62(40),
      userCode: userCode(),
      clientName: clientName ?? 'device login',
      createdAt: this.clock.now().getTime(),
      interval: DEVICE_INTERVAL,
      lastPollAt: undefined,
      decision: 'pending',
      rawKey: undefined,
      redeemed: false,
    };
    this.byDeviceCode.set(auth.deviceCode, auth);
    const verificationUri = `${baseUrl}/device`;
    return {
      object: 'device_authorization',
      device_code: auth.deviceCode,
      user_code: auth.userCode,
      verification_uri: verificationUri,
      verification_uri_complete: `${verificationUri}?user_code=${encodeURIComponent(auth.userCode)}`,
      expires_in: DEVICE_EXPIRES_IN,
      interval: auth.interval,
    };
  }

  poll(deviceCode: string): DeviceTokenAnswer {
    const auth = this.byDeviceCode.get(deviceCode);
    if (!auth) throw new ApiError(404, 'NOT_FOUND', 'unknown device_code');
    const now = this.clock.now().getTime();
    const base = { object: 'device_authorization_token' as const, profile_hint: 'emulator' };
    if (auth.redeemed || this.isExpired(auth, now)) {
      return { ...base, status: 'expired', interval: auth.interval, error: 'expired_token' };
    }
    if (auth.decision === 'denied')
      return { ...base, status: 'denied', interval: auth.interval, error: 'access_denied' };
    if (auth.decision === 'approved' && auth.rawKey !== undefined) {
      auth.redeemed = true;
      return { ...base, status: 'approved', interval: auth.interval, raw_key: auth.rawKey };
    }
    const tooSoon = auth.lastPollAt !== undefined && now - auth.lastPollAt < auth.interval * 1000;
    auth.lastPollAt = now;
    if (tooSoon) {
      auth.interval += 5;
      return { ...base, status: 'slow_down', interval: auth.interval, error: 'slow_down' };
    }
    return {
      ...base,
      status: 'authorization_pending',
      interval: auth.interval,
      error: 'authorization_pending',
    };
  }

  /**
   * The name the tool gave when it started the login (`sitesync login --client-name`), of a
   * pending login with this user code: the approval page says who asks.
   */
  clientNameOf(code: string): string | undefined {
    const normalised = code.trim().toUpperCase();
    const now = this.clock.now().getTime();
    return [...this.byDeviceCode.values()].find(
      (a) => a.userCode === normalised && a.decision === 'pending' && !this.isExpired(a, now),
    )?.clientName;
  }

  /** The user's decision by user code (device page or admin route); 404 when unknown or expired. */
  decide(code: string, decision: 'approved' | 'denied'): { user_code: string; status: DeviceDecision } {
    const normalised = code.trim().toUpperCase();
    const now = this.clock.now().getTime();
    const auth = [...this.byDeviceCode.values()].find(
      (a) => a.userCode === normalised && !this.isExpired(a, now),
    );
    if (!auth)
      throw new ApiError(
        404,
        'NOT_FOUND',
        `no pending device login with user code ${normalised || '(empty)'}`,
      );
    if (auth.decision !== 'pending') {
      throw new ApiError(409, 'CONFLICT', `device login ${auth.userCode} was already ${auth.decision}`);
    }
    auth.decision = decision;
    if (decision === 'approved') auth.rawKey = this.issueKey(`device login: ${auth.clientName}`);
    return { user_code: auth.userCode, status: auth.decision };
  }

  private isExpired(auth: DeviceAuthorization, now: number): boolean {
    return now >= auth.createdAt + DEVICE_EXPIRES_IN * 1000;
  }
}
