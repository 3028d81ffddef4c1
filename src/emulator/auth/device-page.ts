/** The HTML approval page at `<base>/device` (verification_uri). */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}input{font-size:1.4rem;letter-spacing:.2em;text-transform:uppercase}button{font-size:1rem;margin:1rem .5rem 0 0}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

export interface DeviceFormOptions {
  /** Sent back by the form; another origin cannot read it from this page. */
  readonly formToken: string;
  /** The page asks for the admin token (the emulator listens beyond loopback). */
  readonly askAdminToken: boolean;
  /** What the approved key may do: every scope, or the configured keys' scopes. */
  readonly scopes: readonly string[] | 'all';
  /** The name the tool gave (`client_name`) of the pending login the page's code names. */
  readonly clientName?: string;
}

export function deviceFormPage(userCode: string | undefined, options: DeviceFormOptions): string {
  const what =
    options.scopes === 'all'
      ? 'a new API key that has every scope'
      : `a new API key with the scopes of the configured keys: ${options.scopes.map(escapeHtml).join(', ')}`;
  const adminField = options.askAdminToken
    ? `<label for="admin_token">Admin token (printed when the emulator started)</label><br>
<input id="admin_token" name="admin_token" type="password" required autocomplete="off"><br>
`
    : '';
  return page(
    'Approve a device login',
    `<p>${options.clientName === undefined ? 'A command-line tool' : `A command-line tool, “${escapeHtml(options.clientName)}”,`} asks for access to this emulator with ${what}.</p>
<form method="post" action="/device">
<input type="hidden" name="form_token" value="${escapeHtml(options.formToken)}">
${adminField}<label for="user_code">Code shown by the tool</label><br>
<input id="user_code" name="user_code" value="${escapeHtml(userCode ?? '')}" required autocomplete="off">
<div><button type="submit" name="action" value="approve">Approve</button><button type="submit" name="action" value="deny">Deny</button></div>
</form>`,
  );
}

export function deviceResultPage(title: string, message: string): string {
  return page(title, `<p>${escapeHtml(message)}</p><p><a href="/device">Back</a></p>`);
}
