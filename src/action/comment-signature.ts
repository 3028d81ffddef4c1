/**
 * The sticky comment's signature (pure). Anyone with write access to a repository can edit the
 * comments on it, sitesync's included, and the comment carries what the merge trusts: the rows that
 * were reviewed, the sessions staged. So sitesync signs every body it writes with an HMAC-SHA-256 on
 * its last line, keyed from the platform API key (which only sitesync's own runs hold, and which is
 * never printed), over the repository, the pull request, the config and every other byte of the
 * body. A body whose signature does not verify — edited, or written before signatures, or with
 * another API key — is read as sitesync's comment that shows nothing: no reviewed rows, no sessions.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIG_OPEN = '<!-- sitesync:sig ';
const SIG_CLOSE = ' -->';
const SIG_LINE = /^<!-- sitesync:sig ([0-9a-f]{64}) -->$/;

export interface CommentSigner {
  /** `body` with its signature line (a signature line it already has is replaced). */
  sign(body: string): string;
  /** The body without its signature line, and whether that line verifies it. */
  open(signed: string): { readonly body: string; readonly verified: boolean };
}

/** The body without a last line that is a signature (whether or not it verifies). */
function unsigned(text: string): { body: string; sig: string | undefined } {
  const at = text.lastIndexOf('\n');
  const match = SIG_LINE.exec(text.slice(at + 1));
  return match ? { body: text.slice(0, Math.max(at, 0)), sig: match[1] } : { body: text, sig: undefined };
}

/**
 * A signer for the comment of `scope` (repository, pull request and config), keyed from `apiKey`;
 * undefined without a key (an offline run writes nothing the merge trusts).
 */
export function commentSigner(apiKey: string | undefined, scope: string): CommentSigner | undefined {
  if (!apiKey) return undefined;
  const key = createHmac('sha256', apiKey).update('sitesync sticky comment v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(scope).update('\0').update(body).digest();
  return {
    sign(body) {
      const plain = unsigned(body).body;
      return `${plain}\n${SIG_OPEN}${mac(plain).toString('hex')}${SIG_CLOSE}`;
    },
    open(signed) {
      const { body, sig } = unsigned(signed);
      return { body, verified: sig !== undefined && timingSafeEqual(mac(body), Buffer.from(sig, 'hex')) };
    },
  };
}
