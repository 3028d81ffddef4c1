/**
 * The one change the local preview makes to a page's Content-Security-Policy: its own live-reload
 * script (by nonce) and its own event stream (by exact URL) are allowed, and nothing else. The
 * platform's response is never touched; this applies to the local proxy's copy only. Pure.
 *
 * - Scripts: the directive that governs `<script>` elements (`script-src-elem`, else `script-src`,
 *   else `default-src`) gets `'nonce-…'`; a lone `'none'` is replaced by it. A list that already
 *   allows inline scripts (`'unsafe-inline'` without a nonce, hash or `'strict-dynamic'`) is left
 *   as it is: a nonce there would switch `'unsafe-inline'` off and break the page's own scripts.
 *   When `default-src` governs, a `script-src` with its sources plus the nonce is added, so every
 *   other kind of fetch keeps `default-src`.
 * - Connections: likewise for `connect-src` (else `default-src`) with the event stream's URL.
 * Several policies (comma-separated) are each treated so; a policy that does not restrict scripts
 * or connections is left unchanged.
 */

const NONCE_OR_HASH = /^'(nonce-|sha256-|sha384-|sha512-)/i;

type Directive = { name: string; sources: string[] };

function parsePolicy(policy: string): Directive[] {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '')
    .map((d) => {
      const [name = '', ...sources] = d.split(/\s+/);
      return { name: name.toLowerCase(), sources };
    });
}

const render = (directives: readonly Directive[]) =>
  directives.map((d) => [d.name, ...d.sources].join(' ')).join('; ');

const withSource = (sources: readonly string[], extra: string) => [
  ...sources.filter((s) => s.toLowerCase() !== "'none'"),
  extra,
];

function allowsInlineScripts(sources: readonly string[]): boolean {
  const lower = sources.map((s) => s.toLowerCase());
  return (
    lower.includes("'unsafe-inline'") &&
    !lower.includes("'strict-dynamic'") &&
    !sources.some((s) => NONCE_OR_HASH.test(s))
  );
}

/** Adds `extra` to the governing directive of `names` (most specific first, `default-src` last). */
function allow(
  directives: Directive[],
  names: readonly string[],
  extra: string,
  skip: (sources: readonly string[]) => boolean,
): Directive[] {
  const governing = names.map((n) => directives.find((d) => d.name === n)).find((d) => d !== undefined);
  if (!governing || skip(governing.sources)) return directives;
  if (governing.name !== 'default-src') {
    return directives.map((d) => (d === governing ? { ...d, sources: withSource(d.sources, extra) } : d));
  }
  const own = names[names.length - 2]!;
  return [...directives, { name: own, sources: withSource(governing.sources, extra) }];
}

function allowOne(policy: string, nonce: string, eventsUrl: string): string {
  let directives = parsePolicy(policy);
  if (directives.length === 0) return policy;
  directives = allow(
    directives,
    ['script-src-elem', 'script-src', 'default-src'],
    `'nonce-${nonce}'`,
    allowsInlineScripts,
  );
  directives = allow(directives, ['connect-src', 'default-src'], eventsUrl, () => false);
  return render(directives);
}

/** The policy (one header value, maybe several comma-separated policies) with the live-reload script allowed. */
export function allowLiveReload(policyHeader: string, nonce: string, eventsUrl: string): string {
  return policyHeader
    .split(',')
    .map((p) => allowOne(p, nonce, eventsUrl))
    .join(', ');
}
