/**
 * Secret redaction. A secret is replaced wherever it appears in text, in every form a server or a
 * library might echo it: raw, URL-encoded, base64 and base64url (also of `Bearer <secret>` and
 * of `user:<secret>` as used by basic auth).
 */
export const REDACTED = '***';

export interface Redactor {
  (text: string): string;
  add(secret: string | undefined): void;
  readonly size: number;
}

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

export function createRedactor(initial: readonly (string | undefined)[] = []): Redactor {
  const forms: string[] = [];
  let count = 0;
  const redact = ((text: string): string => {
    let out = text;
    for (const form of forms) {
      if (out.includes(form)) out = out.split(form).join(REDACTED);
    }
    return out;
  }) as Redactor;
  redact.add = (secret) => {
    if (!secret || secret.length < 4) return;
    count += 1;
    for (const form of secretForms(secret)) if (!forms.includes(form)) forms.push(form);
    forms.sort((a, b) => b.length - a.length);
  };
  Object.defineProperty(redact, 'size', { get: () => count });
  for (const s of initial) redact.add(s);
  return redact;
}
