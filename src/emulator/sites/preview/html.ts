/** HTML escaping for the preview renderer. */

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** An href that cannot run script: http(s), mailto, relative and fragment links; anything else → "#". */
export function safeHref(url: string): string {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^(https?|mailto):/i.test(trimmed)) return '#';
  return escapeHtml(trimmed);
}

/** A content value as escaped text: strings as is, other values as JSON. */
export function valueText(value: unknown): string {
  return escapeHtml(typeof value === 'string' ? value : JSON.stringify(value));
}
