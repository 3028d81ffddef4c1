/** Bearer authentication (401) and the scope check (403 naming the scope). */
import { ApiError, type Credential } from './route.js';

export function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The credential of the request's bearer token; 401 when there is none or it is unknown. The key is never echoed. */
export function authenticate(
  header: string | undefined,
  find: (raw: string) => Credential | undefined,
): Credential {
  const token = bearerToken(header);
  if (token === undefined) {
    throw new ApiError(401, 'UNAUTHORIZED', 'missing bearer token: send "Authorization: Bearer <API key>"');
  }
  const credential = find(token);
  if (!credential) throw new ApiError(401, 'UNAUTHORIZED', 'the bearer token is not a known API key');
  return credential;
}

export function requireScope(credential: Credential, scope: string | null): void {
  if (scope === null || credential.scopes.includes(scope)) return;
  throw new ApiError(403, 'INSUFFICIENT_SCOPE', `missing scope ${scope}`, { required_scope: scope });
}
