/**
 * Secret redaction. A secret is replaced wherever it appears in text, in every form a server or a
 * library might echo it: raw, URL-encoded, base64 and base64url (also of `Bearer <secret>` and
 * of `user:<secret>` as used by basic auth, and inside a longer base64 text), and hex (also with
 * `%`, `\x`, `:`, `-` or space between the bytes, as in a full percent-encoding or a hex dump).
 * Matching ignores letter case, so an upper- or lower-cased echo (`SK_LIVE_…`, `%2F` for `%2f`,
 * upper-case hex) is caught too. The raw form is also caught with a backslash before any of its
 * punctuation, as a text escaped for markdown (`sk\_live\_…`) or a JSON string (`\"`, `\\`) holds
 * it, and a secret given with spaces around it is caught without them (HTTP drops them, so that
 * is what a server echoes).
 *
 * Decoded values (`redactValue`): a JSON text can hold a secret in escapes (`\u0073\u006b…`) that
 * no pattern over the text sees; the platform's answers are redacted after they are parsed too.
 */
export const REDACTED = '***';

export interface Redactor {
  (text: string): string;
  add(secret: string | undefined): void;
  /**
   * Whether a secret is in `text` as given, URL-encoded or in base64 (a quick, case-sensitive look
   * before a costlier redaction).
   */
  appearsIn(text: string): boolean;
  readonly size: number;
}

/**
 * A secret shorter than this (a base URL's password `prod`, a query value) is masked only as a
 * whole word, raw or escaped: its other forms, and the same letters inside a longer word
 * (`products`), are ordinary text far more often than an echo.
 */
export const SHORT_SECRET = 12;

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

/** ASCII punctuation: what markdown and JSON escape with a backslash. */
const PUNCTUATION = /[!-/:-@[-`{-~]/;

/** JSON's short escapes of control characters. */
const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '\b': 'b',
  '\f': 'f',
  '\n': 'n',
  '\r': 'r',
  '\t': 't',
};

/**
 * The raw secret, each punctuation character of it optionally after a backslash and each control
 * character also as JSON escapes it (`\t`, `\u0001`).
 */
function escapedPattern(secret: string): string {
  const one = (c: string): string => {
    if (PUNCTUATION.test(c)) return `\\\\?${escapeRegExp(c)}`;
    const code = c.charCodeAt(0);
    if (code >= 0x20) return escapeRegExp(c);
    const short = SHORT_ESCAPES[c];
    const hex = `\\\\u${code.toString(16).padStart(4, '0')}`;
    return `(?:${escapeRegExp(c)}|${short ? `\\\\${short}|` : ''}${hex})`;
  };
  return [...secret].map(one).join('');
}

/** The hex of the secret's bytes, with or without one separator between the bytes. */
function hexPattern(secret: string): string {
  const pairs = Buffer.from(secret, 'utf8').toString('hex').match(/../g) ?? [];
  return pairs.join('(?:%|\\\\x|:|-| )?');
}

export function createRedactor(initial: readonly (string | undefined)[] = []): Redactor {
  const patterns: string[] = [];
  const literals: string[] = [];
  // The literals no other literal is part of: a text holding any literal holds one of these, so
  // appearsIn looks for these only (five looks through a page for a key, not eleven).
  let needles: string[] = [];
  let matcher: RegExp | undefined;
  let count = 0;
  const redact = ((text: string): string => (matcher ? text.replace(matcher, REDACTED) : text)) as Redactor;
  redact.add = (given) => {
    const trimmed = given?.trim();
    if (!given || !trimmed || trimmed.length < 4) return;
    count += 1;
    for (const secret of new Set([given, trimmed])) {
      if (secret.length < 4) continue;
      if (secret.length < SHORT_SECRET) {
        // A word of letters, digits and `_` (a platform id, `prod_abc`, is not the password `prod`).
        literals.push(secret);
        patterns.push(`(?<![A-Za-z0-9_])${escapedPattern(secret)}(?![A-Za-z0-9_])`);
        continue;
      }
      // Longest first, so that a form is not cut by a shorter one it contains.
      const forms = secretForms(secret);
      literals.push(...forms);
      for (const form of forms) patterns.push(escapeRegExp(form));
      patterns.push(escapedPattern(secret));
      patterns.push(hexPattern(secret));
    }
    const unique = [...new Set(patterns)].sort((a, b) => b.length - a.length);
    matcher = new RegExp(unique.join('|'), 'gi');
    needles = innermost(literals);
  };
  redact.appearsIn = (text) => needles.some((needle) => text.includes(needle));
  Object.defineProperty(redact, 'size', { get: () => count });
  for (const s of initial) redact.add(s);
  return redact;
}

/** The texts of `literals` that hold no other of them (each once). */
export function innermost(literals: readonly string[]): string[] {
  const unique = [...new Set(literals)];
  return unique.filter((text) => !unique.some((other) => other !== text && text.includes(other)));
}

/**
 * A decoded value (a parsed JSON answer) with every string in it, keys included, redacted. Objects
 * and arrays are changed in place; the value is returned. Without secrets it is left as it is.
 */
export function redactValue<T>(value: T, redact: Redactor): T {
  if (redact.size === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redact(v);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) v[i] = walk(v[i]);
      return v;
    }
    if (v !== null && typeof v === 'object') {
      const record = v as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const value = walk(record[key]);
        const shown = redact(key);
        if (shown !== key) delete record[key];
        record[shown] = value;
      }
    }
    return v;
  };
  return walk(value) as T;
}
