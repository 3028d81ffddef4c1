import type { AuthStatus, DeviceAuthorization, DeviceToken, EventCatalog, Ping } from '../types.generated.js';
import { checked, type FieldRules } from '../response-checks.js';
import type { PlatformRequest, Transport } from '../transport.js';

/** What the client reads of each answer (src/platform/response-checks.ts). */
const AUTH_STATUS: FieldRules = {
  id: 'string',
  credential_type: 'string',
  environment: 'string',
  rate_limit: 'integer',
  name: 'string?',
  scopes: 'array?',
};
const DEVICE_AUTHORIZATION: FieldRules = {
  device_code: 'string',
  user_code: 'string',
  verification_uri: 'string',
  verification_uri_complete: 'string',
  expires_in: 'integer',
  interval: 'integer',
};
const DEVICE_TOKEN: FieldRules = {
  status: 'string',
  interval: 'integer',
  raw_key: 'string?',
  error: 'string?',
  profile_hint: 'string?',
};
const EVENT_CATALOG: FieldRules = { environment: 'string' };

export function authResource(t: Transport) {
  const request = <T>(req: PlatformRequest, rules: FieldRules): Promise<T> =>
    t.request<unknown>(req).then((data) => checked<T>(req, data, rules));
  return {
    /** Any 200 answer will do: the contract shows no ping body. */
    ping: () => t.request<Ping>({ method: 'GET', path: '/v1/ping' }),
    /** Reports the credential, and paces the transport to its rate limit. */
    status: async () => {
      const status = await request<AuthStatus>({ method: 'GET', path: '/v1/auth/status' }, AUTH_STATUS);
      t.setRateLimit(status.rate_limit);
      return status;
    },
    deviceCode: (clientName?: string) =>
      request<DeviceAuthorization>(
        {
          method: 'POST',
          path: '/v1/auth/device/code',
          body: clientName ? { client_name: clientName } : {},
          auth: false,
        },
        DEVICE_AUTHORIZATION,
      ),
    deviceToken: (deviceCode: string) =>
      request<DeviceToken>(
        { method: 'POST', path: '/v1/auth/device/token', body: { device_code: deviceCode }, auth: false },
        DEVICE_TOKEN,
      ),
    events: () => request<EventCatalog>({ method: 'GET', path: '/v1/events' }, EVENT_CATALOG),
  };
}
