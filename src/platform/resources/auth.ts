import type { AuthStatus, DeviceAuthorization, DeviceToken, EventCatalog, Ping } from '../types.generated.js';
import type { Transport } from '../transport.js';

export function authResource(t: Transport) {
  return {
    ping: () => t.request<Ping>({ method: 'GET', path: '/v1/ping' }),
    /** Reports the credential, and paces the transport to its rate limit. */
    status: async () => {
      const status = await t.request<AuthStatus>({ method: 'GET', path: '/v1/auth/status' });
      if (typeof status.rate_limit === 'number') t.setRateLimit(status.rate_limit);
      return status;
    },
    deviceCode: (clientName?: string) =>
      t.request<DeviceAuthorization>({
        method: 'POST',
        path: '/v1/auth/device/code',
        body: clientName ? { client_name: clientName } : {},
        auth: false,
      }),
    deviceToken: (deviceCode: string) =>
      t.request<DeviceToken>({
        method: 'POST',
        path: '/v1/auth/device/token',
        body: { device_code: deviceCode },
        auth: false,
      }),
    events: () => t.request<EventCatalog>({ method: 'GET', path: '/v1/events' }),
  };
}
