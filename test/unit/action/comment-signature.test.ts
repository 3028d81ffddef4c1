/** The sticky comment's signature: what sitesync wrote verifies, anything else does not. */
import { describe, expect, it } from 'vitest';
import { commentSigner } from '../../../src/action/comment-signature.js';

const SCOPE = 'acme/shop#21:sitesync.yml';
const BODY = '<!-- sitesync:sticky-comment key=sitesync.yml -->\n### sitesync\n<!-- sitesync:meta 2.abc -->';

describe('commentSigner', () => {
  const signer = commentSigner('sk_live_secret_0001', SCOPE)!;

  it('signs on a last line that names no secret, and opens what it signed', () => {
    const signed = signer.sign(BODY);
    expect(signed.startsWith(`${BODY}\n<!-- sitesync:sig `)).toBe(true);
    expect(signed.split('\n').at(-1)).toMatch(/^<!-- sitesync:sig [0-9a-f]{64} -->$/);
    expect(signed).not.toContain('sk_live');
    expect(signer.open(signed)).toEqual({ body: BODY, verified: true });
    // Signing again replaces the line; it does not stack.
    expect(signer.sign(signed)).toBe(signed);
  });

  it('a body changed anywhere, unsigned, or signed for another scope or key does not verify', () => {
    const signed = signer.sign(BODY);
    expect(signer.open(signed.replace('meta 2.abc', 'meta 2.abd')).verified).toBe(false);
    expect(signer.open(signed.replace('### sitesync', '### sitesync ')).verified).toBe(false);
    expect(signer.open(BODY)).toEqual({ body: BODY, verified: false });
    expect(commentSigner('sk_live_secret_0001', 'acme/shop#22:sitesync.yml')!.open(signed).verified).toBe(
      false,
    );
    expect(commentSigner('sk_live_secret_0002', SCOPE)!.open(signed).verified).toBe(false);
    const flipped = signed.replace(/[0-9a-f](?= -->$)/, (c) => (c === '0' ? '1' : '0'));
    expect(signer.open(flipped)).toEqual({ body: BODY, verified: false });
  });

  it('no API key: no signer (an offline run writes nothing the merge trusts)', () => {
    expect(commentSigner(undefined, SCOPE)).toBeUndefined();
    expect(commentSigner('', SCOPE)).toBeUndefined();
  });
});
