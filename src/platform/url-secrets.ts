/**
 * Pure: the parts of a URL that may hold a secret (`https://user:PASSWORD@host/?api_key=SECRET`),
 * hidden for messages and files (`shownUrl`) and listed for a redactor (`urlSecrets`). Both take
 * text that is not a URL too (`https://u:pw@host:99999/` does not parse, and is still shown in
 * the error that says so): the user info is then what lies between `//` and the last `@` before
 * the path, and the query what follows the first `?`.
 */

/** Text that does not parse as a URL, split where a URL would be. */
function rawParts(text: string): { before: string; userinfo?: string; rest: string; query?: string } {
  const hash = text.indexOf('#');
  const noHash = hash < 0 ? text : text.slice(0, hash);
  const mark = noHash.indexOf('?');
  const withoutQuery = mark < 0 ? noHash : noHash.slice(0, mark);
  const query = mark < 0 ? undefined : noHash.slice(mark + 1);
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(withoutQuery)?.[0] ?? '';
  const afterScheme = withoutQuery.slice(scheme.length);
  const slash = afterScheme.indexOf('/');
  const authority = slash < 0 ? afterScheme : afterScheme.slice(0, slash);
  const at = authority.lastIndexOf('@');
  return {
    before: scheme,
    ...(at >= 0 && { userinfo: authority.slice(0, at) }),
    rest: afterScheme.slice(at + 1),
    ...(query !== undefined && { query }),
  };
}

/**
 * A URL as it may be printed or stored: no user info, query or fragment (any of them could hold
 * a secret), no trailing slashes. One form per platform, so it also compares two base URLs.
 */
export function shownUrl(url: string | URL): string {
  let copy: URL | undefined;
  try {
    copy = new URL(typeof url === 'string' ? url : url.href);
  } catch {
    copy = undefined;
  }
  if (copy) {
    copy.username = '';
    copy.password = '';
    copy.search = '';
    copy.hash = '';
    return copy.href.replace(/\/+$/, '');
  }
  const parts = rawParts(String(url));
  return (parts.before + parts.rest).replace(/\/+$/, '');
}

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/**
 * The secrets a URL carries: the password of its user info and the value of every query
 * parameter, each as written and decoded. The user name and the parameter names are not secret.
 */
export function urlSecrets(url: string | undefined): string[] {
  if (!url) return [];
  const parts = rawParts(url);
  const found: string[] = [];
  if (parts.userinfo !== undefined) {
    const colon = parts.userinfo.indexOf(':');
    if (colon >= 0) found.push(parts.userinfo.slice(colon + 1));
  }
  for (const pair of parts.query?.split('&') ?? []) {
    const eq = pair.indexOf('=');
    if (eq >= 0) found.push(pair.slice(eq + 1));
  }
  const all = found.filter((s) => s !== '').flatMap((s) => [s, decoded(s)]);
  return [...new Set(all)];
}
