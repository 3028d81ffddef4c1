/** The auth route group: ping, auth status, device login (API + HTML approval page). */
import { tokenMatches, type AdminAccess } from '../http/admin-access.js';
import { ApiError, type RouteDef } from '../http/route.js';
import { deviceFormPage, deviceResultPage } from './device-page.js';
import type { DeviceFlow } from './device-flow.js';

export const AUTH_ENVIRONMENT = 'emulator';
const HTML = 'text/html; charset=utf-8';

export function authRoutes(
  flow: DeviceFlow,
  access: AdminAccess,
  deviceScopes: readonly string[] | 'all',
): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/v1/ping',
      scope: null,
      idempotent: false,
      handler: (ctx) => ({ data: { object: 'ping', ok: true, server_time: ctx.clock.now().toISOString() } }),
    },
    {
      method: 'GET',
      path: '/v1/auth/status',
      scope: null,
      idempotent: false,
      handler: ({ credential }) => {
        if (!credential) throw new ApiError(401, 'UNAUTHORIZED', 'missing bearer token');
        return {
          data: {
            object: 'developer_auth_status',
            id: credential.id,
            credential_type: 'api_key',
            environment: AUTH_ENVIRONMENT,
            rate_limit: credential.rateLimit,
            scopes: [...credential.scopes],
            name: credential.name,
            company: credential.company,
            authenticated: true,
          },
        };
      },
    },
    {
      method: 'POST',
      path: '/v1/auth/device/code',
      scope: null,
      idempotent: false,
      public: true,
      bodySchema: 'platform/device-code-request.schema.json',
      handler: (ctx) => {
        const body = ctx.body as { client_name?: string };
        return { data: flow.start(body.client_name, ctx.baseUrl) };
      },
    },
    {
      method: 'POST',
      path: '/v1/auth/device/token',
      scope: null,
      idempotent: false,
      public: true,
      bodySchema: 'platform/device-token-request.schema.json',
      handler: (ctx) => ({ data: flow.poll((ctx.body as { device_code: string }).device_code) }),
    },
    {
      method: 'GET',
      path: '/device',
      scope: null,
      idempotent: false,
      public: true,
      handler: (ctx) => ({
        raw: {
          contentType: HTML,
          body: deviceFormPage(ctx.query.user_code, {
            formToken: access.formToken,
            askAdminToken: access.token !== undefined,
            scopes: deviceScopes,
            ...(ctx.query.user_code !== undefined && {
              clientName: flow.clientNameOf(ctx.query.user_code),
            }),
          }),
        },
      }),
    },
    {
      method: 'POST',
      path: '/device',
      scope: null,
      idempotent: false,
      public: true,
      handler: (ctx) => {
        const body = ctx.body as {
          user_code?: unknown;
          action?: unknown;
          form_token?: unknown;
          admin_token?: unknown;
        };
        const decision = body.action === 'deny' ? 'denied' : 'approved';
        try {
          // The form token proves the post came from this page (another origin cannot read it);
          // beyond loopback the admin token proves who is at the keyboard.
          if (!tokenMatches(body.form_token, access.formToken))
            throw new ApiError(
              403,
              'FORM_TOKEN_INVALID',
              'the form was not sent from this emulator’s device page',
            );
          if (access.token !== undefined && !tokenMatches(body.admin_token, access.token))
            throw new ApiError(401, 'ADMIN_TOKEN_REQUIRED', 'the admin token is missing or wrong');
          const result = flow.decide(String(body.user_code ?? ''), decision);
          const message =
            decision === 'approved'
              ? `Device login ${result.user_code} approved. You can return to your terminal.`
              : `Device login ${result.user_code} denied.`;
          return {
            raw: {
              contentType: HTML,
              body: deviceResultPage(decision === 'approved' ? 'Approved' : 'Denied', message),
            },
          };
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          return {
            status: err.status,
            raw: { contentType: HTML, body: deviceResultPage('Not approved', err.message) },
          };
        }
      },
    },
  ];
}
