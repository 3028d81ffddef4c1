/**
 * The local preview's copy of a page (pure): links into the platform's preview path become local
 * paths, a `<meta>` Content-Security-Policy allows the live-reload script as the header does
 * (csp.ts), and the script itself is added before `</body>`. The script listens to the local
 * server's event stream: a newer revision reloads the page, validation errors show as an overlay
 * (built with DOM text nodes, never as HTML), a clean state removes it.
 */
import { allowLiveReload } from './csp.js';

export const EVENTS_PATH = '/__sitesync/events';

export interface LiveReloadPage {
  /** Nonce of this response (also added to its CSP). */
  readonly nonce: string;
  /** The revision the page was rendered from. */
  readonly revision: string;
  /** Absolute URL of the event stream (for the CSP). */
  readonly eventsUrl: string;
  /** Prefixes of the platform's preview (absolute URL and path) that map to the local `/`. */
  readonly previewPrefixes: readonly string[];
}

/** A JSON value safe inside a `<script>` element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function liveReloadScript(revision: string): string {
  return `(() => {
  const REVISION = ${scriptJson(revision)};
  let box;
  const hide = () => { if (box) { box.remove(); box = undefined; } };
  const show = (errors) => {
    hide();
    box = document.createElement('div');
    box.id = 'sitesync-dev-overlay';
    Object.assign(box.style, { position: 'fixed', left: '0', right: '0', bottom: '0', maxHeight: '60%',
      overflow: 'auto', zIndex: '2147483647', background: '#1c1c1f', color: '#f4f4f5',
      font: '13px/1.5 ui-monospace, monospace', padding: '12px 16px', borderTop: '3px solid #e5484d',
      whiteSpace: 'pre-wrap' });
    const title = document.createElement('div');
    title.style.fontWeight = 'bold';
    title.textContent = 'sitesync dev: this save was not staged; the preview shows the last valid state';
    box.append(title);
    for (const e of errors) {
      const line = document.createElement('div');
      line.className = 'sitesync-dev-error';
      const where = [e.path, e.line, e.column].filter((x) => x !== undefined && x !== null).join(':');
      line.textContent = (where ? where + '  ' : '') + e.message + (e.code ? ' [' + e.code + ']' : '');
      box.append(line);
    }
    document.body.append(box);
  };
  const events = new EventSource(${scriptJson(EVENTS_PATH)});
  events.addEventListener('open', () => { document.documentElement.dataset.sitesyncLive = 'on'; });
  events.addEventListener('state', (event) => {
    const state = JSON.parse(event.data);
    if (state.revision && state.revision !== REVISION) { events.close(); location.reload(); return; }
    if (state.errors && state.errors.length > 0) show(state.errors); else hide();
  });
})();`;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
};
const decode = (s: string) => s.replace(/&(amp|quot|#39|apos);/g, (m) => ENTITIES[m]!);

/** `<meta http-equiv="Content-Security-Policy" content="…">` tags get the same change as the header. */
function allowInMetaPolicies(html: string, page: LiveReloadPage): string {
  return html.replace(/<meta\b[^>]*>/gi, (tag) => {
    if (!/http-equiv\s*=\s*["']?content-security-policy["'\s/>]/i.test(tag)) return tag;
    return tag.replace(
      /(\bcontent\s*=\s*)(?:"([^"]*)"|'([^']*)')/i,
      (_m, lead: string, dq?: string, sq?: string) => {
        const policy = allowLiveReload(decode(dq ?? sq ?? ''), page.nonce, page.eventsUrl);
        return dq !== undefined
          ? `${lead}"${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`
          : `${lead}'${policy.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;
      },
    );
  });
}

/** Links into the platform's preview become local (`/preview/<token>/about` → `/about`). */
export function localizeLinks(text: string, previewPrefixes: readonly string[]): string {
  let out = text;
  for (const prefix of [...previewPrefixes].sort((a, b) => b.length - a.length))
    out = out.split(prefix).join('/');
  return out;
}

export function liveReloadPage(html: string, page: LiveReloadPage): string {
  const localized = allowInMetaPolicies(localizeLinks(html, page.previewPrefixes), page);
  const tag = `<script nonce="${page.nonce}" id="sitesync-dev-live-reload">${liveReloadScript(page.revision)}</script>`;
  const at = localized.toLowerCase().lastIndexOf('</body');
  if (at >= 0) return localized.slice(0, at) + tag + localized.slice(at);
  return localized + tag;
}
