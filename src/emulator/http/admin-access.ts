/**
 * Who may use the emulator's admin routes (`/__emulator/…`) and its device-approval page
 * (`/device`): they reset state, read the request log, approve logins and so mint keys, so a web
 * page the developer happens to visit must not reach them (docs/emulator.md, "Admin access").
 *
 * - **Same origin only.** A request whose `Origin` is not the emulator's own (`http://<Host>`), or
 *   whose `Sec-Fetch-Site` says it came from another site, is refused (403 CROSS_ORIGIN).
 * - **JSON only.** An admin request that changes something (not GET/HEAD) must say
 *   `Content-Type: application/json` (415): a browser cannot send that cross-origin without a
 *   CORS preflight, which the emulator never grants. The device page's form carries a per-server
 *   form token instead, which another origin cannot read.
 * - **Loopback names only** while the server listens on loopback: a `Host` that is not
 *   localhost / 127.x / [::1] is refused (403 FORBIDDEN_HOST), which stops DNS rebinding.
 * - **Admin token** when the server listens on another address (or one was given): header
 *   `X-Emulator-Token` on admin routes, the form field `admin_token` on the device page (401).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { randomBase62 } from '../ids.js';
import { ApiError } from './route.js';

export const ADMIN_TOKEN_HEADER = 'x-emulator-token';

export interface AdminAccess {
  /** Required on admin routes and device approvals when set. */
  readonly token: string | undefined;
  /** The server listens on a loopback address only. */
  readonly loopbackOnly: boolean;
  /** Embedded in the device page's form and required back on its POST. */
  readonly formToken: string;
}

export function newAdminToken(): string {
  return `emu_admin_${randomBase62(32)}`;
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1 (with or without brackets). */
export function isLoopbackName(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1';
}

/** Routes guarded here: every admin route and the device-approval page. */
export function isGuardedPath(path: string): boolean {
  return path === '/__emulator' || path.startsWith('/__emulator/') || path === '/device';
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Constant-time comparison of a presented token with the expected one. */
export function tokenMatches(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Throws the ApiError that refuses the request, or returns when it may proceed. */
export function checkAdminRequest(
  request: { method: string; path: string; headers: IncomingHttpHeaders },
  access: AdminAccess,
): void {
  const host = header(request.headers, 'host') ?? '';
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    hostname = '';
  }
  if (access.loopbackOnly && !isLoopbackName(hostname)) {
    throw new ApiError(
      403,
      'FORBIDDEN_HOST',
      `admin and device routes answer only to a loopback host name (got Host: ${JSON.stringify(host)})`,
    );
  }
  const origin = header(request.headers, 'origin');
  if (origin !== undefined && origin !== `http://${host}`) {
    throw new ApiError(
      403,
      'CROSS_ORIGIN',
      `cross-origin request refused: Origin ${JSON.stringify(origin)} is not http://${host}`,
    );
  }
  const site = header(request.headers, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new ApiError(403, 'CROSS_ORIGIN', `cross-origin request refused (Sec-Fetch-Site: ${site})`);
  }
  if (request.path === '/device') return; // a form page: its POST checks the form and admin tokens
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    const type = (header(request.headers, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new ApiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `admin routes that change something take Content-Type: application/json (got ${type === '' ? 'none' : JSON.stringify(type)})`,
      );
    }
  }
  if (
    access.token !== undefined &&
    !tokenMatches(header(request.headers, ADMIN_TOKEN_HEADER), access.token)
  ) {
    throw new ApiError(
      401,
      'ADMIN_TOKEN_REQUIRED',
      `this emulator listens beyond loopback: admin routes need the header X-Emulator-Token with the token printed at start`,
    );
  }
}
