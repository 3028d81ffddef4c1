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

export function deviceFormPage(userCode: string | undefined): string {
  return page(
    'Approve a device login',
    `<p>A command-line tool asks for access to this emulator with a new API key that has every scope.</p>
<form method="post" action="/device">
<label for="user_code">Code shown by the tool</label><br>
<input id="user_code" name="user_code" value="${escapeHtml(userCode ?? '')}" required autocomplete="off">
<div><button type="submit" name="action" value="approve">Approve</button><button type="submit" name="action" value="deny">Deny</button></div>
</form>`,
  );
}

export function deviceResultPage(title: string, message: string): string {
  return page(title, `<p>${escapeHtml(message)}</p><p><a href="/device">Back</a></p>`);
}
