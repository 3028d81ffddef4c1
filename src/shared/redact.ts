/**
 * Secret redaction. A secret is replaced wherever it appears in text, in every form a server or a
 * library might echo it: raw, URL-encoded, base64 and base64url (also of `Bearer <secret>` and
 * of `user:<secret>` as used by basic auth, and inside a longer base64 text), and hex (also with
 * `%`, `\x`, `:`, `-` or space between the bytes, as in a full percent-encoding or a hex dump).
 * Matching ignores letter case, so an upper- or lower-cased echo (`SK_LIVE_…`, `%2F` for `%2f`,
 * upper-case hex) is caught too.
 */
export const REDACTED = '***';

export interface Redactor {
  (text: string): string;
  add(secret: string | undefined): void;
  readonly size: number;
}

/** The literal forms of a secret (matched ignoring case). */
export function secretForms(secret: string): string[] {
  const forms = new Set<string>([secret, encodeURIComponent(secret)]);
  for (const text of [secret, `Bearer ${secret}`, `:${secret}`]) {
    const b64 = Buffer.from(text, 'utf8').toString('base64');
    forms.add(b64);
    forms.add(b64.replace(/=+$/, ''));
    forms.add(Buffer.from(text, 'utf8').toString('base64url'));
  }
  // Substrings of base64 of a longer text (e.g. `x-access-token:<secret>`) depend on the offset;
  // cover the three alignments of the secret itself inside a longer base64 text.
  for (const pad of ['', 'a', 'aa']) {
    const b64 = Buffer.from(pad + secret, 'utf8').toString('base64');
    const skip = Math.ceil((pad.length * 4) / 3);
    const inner = b64.slice(skip, skip + Math.floor((secret.length * 4) / 3) - 2);
    if (inner.length >= 8) forms.add(inner);
  }
  return [...forms].filter((f) => f.length >= 4).sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The hex of the secret's bytes, with or without one separator between the bytes. */
function hexPattern(secret: string): string {
  const pairs = Buffer.from(secret, 'utf8').toString('hex').match(/../g) ?? [];
  return pairs.join('(?:%|\\\\x|:|-| )?');
}

export function createRedactor(initial: readonly (string | undefined)[] = []): Redactor {
  const patterns: string[] = [];
  let matcher: RegExp | undefined;
  let count = 0;
  const redact = ((text: string): string => (matcher ? text.replace(matcher, REDACTED) : text)) as Redactor;
  redact.add = (secret) => {
    if (!secret || secret.length < 4) return;
    count += 1;
    // Longest first, so that a form is not cut by a shorter one it contains.
    for (const form of secretForms(secret)) patterns.push(escapeRegExp(form));
    patterns.push(hexPattern(secret));
    const unique = [...new Set(patterns)].sort((a, b) => b.length - a.length);
    matcher = new RegExp(unique.join('|'), 'gi');
  };
  Object.defineProperty(redact, 'size', { get: () => count });
  for (const s of initial) redact.add(s);
  return redact;
}
