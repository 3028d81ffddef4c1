/**
 * Pure: what a failed connection means, said for a person. A DNS failure, a refused connection and
 * a TLS failure each have their own cause and remedy; a DNS or TLS failure will not heal in the
 * seconds a retry waits, so neither is retried (retry-policy.ts asks `isRetryableNetworkCode`).
 */

export type NetworkCause = 'dns' | 'refused' | 'unroutable' | 'tls' | 'timeout' | 'reset' | 'other';

const DNS = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);
const UNROUTABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'EADDRNOTAVAIL']);
const RESET = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET']);

/** Node's TLS verification codes (OpenSSL's names) and its own TLS/SSL error codes. */
function isTlsCode(code: string): boolean {
  return (
    code === 'EPROTO' ||
    code.startsWith('ERR_TLS_') ||
    code.startsWith('ERR_SSL_') ||
    code.includes('CERT') ||
    code.includes('SELF_SIGNED') ||
    code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' ||
    code === 'HOSTNAME_MISMATCH'
  );
}

export function networkCause(code: string): NetworkCause {
  if (DNS.has(code)) return 'dns';
  if (code === 'ECONNREFUSED') return 'refused';
  if (UNROUTABLE.has(code)) return 'unroutable';
  if (code === 'TIMEOUT') return 'timeout';
  if (RESET.has(code)) return 'reset';
  if (isTlsCode(code)) return 'tls';
  return 'other';
}

/**
 * True when a failure with this code happens before the request is sent: no name, no connection,
 * no TLS session. The platform cannot have run such a request (a reset or a timeout may have).
 */
export function neverReachesPlatform(code: string | undefined): boolean {
  if (code === undefined) return false;
  const cause = networkCause(code);
  return cause === 'dns' || cause === 'refused' || cause === 'unroutable' || cause === 'tls';
}

/** DNS and TLS failures are not retried: the name will not resolve, the certificate not change, within seconds. */
export function isRetryableNetworkCode(code: string | undefined): boolean {
  if (code === undefined) return true;
  const cause = networkCause(code);
  return cause !== 'dns' && cause !== 'tls';
}

/** What the person can tell from the TLS code. */
function tlsReason(code: string): string {
  if (code === 'DEPTH_ZERO_SELF_SIGNED_CERT' || code === 'SELF_SIGNED_CERT_IN_CHAIN')
    return 'the certificate is self-signed';
  if (code === 'CERT_HAS_EXPIRED') return 'the certificate has expired';
  if (code === 'CERT_NOT_YET_VALID') return 'the certificate is not valid yet';
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID' || code === 'HOSTNAME_MISMATCH')
    return 'the certificate is for another host name';
  if (code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' || code === 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY')
    return 'the certificate is signed by an authority this machine does not trust';
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || code === 'EPROTO')
    return 'the server did not answer in TLS (is it plain http:// on that port?)';
  return 'the TLS handshake failed';
}

export interface NetworkDiagnosis {
  readonly cause: NetworkCause;
  /** The sentence after `METHOD path: `. */
  readonly message: string;
  readonly hint: string;
}

/**
 * @param code the error code (`ENOTFOUND`, `ECONNREFUSED`, `TIMEOUT`, a TLS code …)
 * @param target `host:port` of the platform URL, as it may be shown (no user info)
 * @param detail Node's own message, redacted, for the causes that have no sentence of their own
 */
export function diagnoseNetworkFailure(
  code: string,
  target: { host: string; hostname: string; origin: string },
  detail: string,
  timeoutMs: number,
): NetworkDiagnosis {
  const cause = networkCause(code);
  const url = 'the platform URL (--base-url, SITESYNC_BASE_URL or the stored login)';
  switch (cause) {
    case 'dns':
      return {
        cause,
        message: `the host name ${JSON.stringify(target.hostname)} could not be resolved (DNS ${code}); not retried`,
        hint: `check the host in ${url}, and this machine's network and DNS`,
      };
    case 'refused':
      return {
        cause,
        message: `the connection to ${target.host} was refused (${code}): nothing listens there`,
        hint: `is the platform running at ${target.origin}? For the emulator, start \`sitesync emulator\` and use the URL it prints`,
      };
    case 'unroutable':
      return {
        cause,
        message: `${target.host} cannot be reached from this machine (${code})`,
        hint: `check ${url} and this machine's network (VPN, firewall)`,
      };
    case 'tls':
      return {
        cause,
        message: `the TLS connection to ${target.host} failed: ${tlsReason(code)} (${code}); not retried`,
        hint: `check that ${target.origin} is the platform's address; a private certificate authority can be trusted with NODE_EXTRA_CA_CERTS=<ca.pem>`,
      };
    case 'timeout':
      return {
        cause,
        message: `no complete answer within ${timeoutMs}ms`,
        hint: `the platform at ${target.origin} is slow or stalled`,
      };
    default:
      return {
        cause,
        message: `${detail} (${code})`,
        hint: `is the platform reachable at ${target.origin}?`,
      };
  }
}
