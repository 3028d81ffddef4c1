/** Helpers for the sites integration tests: a valid site tree and write/read shortcuts over real HTTP. */
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, type Reply } from './harness.js';

export type FilesBody = Record<string, { content: string; encoding: 'utf8' | 'base64' }>;

export function utf8Files(files: Record<string, string>): FilesBody {
  return Object.fromEntries(
    Object.entries(files).map(([p, content]) => [p, { content, encoding: 'utf8' as const }]),
  );
}

export const SHOP_TREE: Record<string, string> = {
  'site.json': JSON.stringify({
    name: 'Alpine Shop',
    default_language: 'en',
    supported_languages: ['en', 'de'],
  }),
  'pages/home.json': JSON.stringify({ name: 'Home', slug: '', template_file: 'templates/page.html' }),
  'pages/about.json': JSON.stringify({
    name: 'About',
    slug: 'about',
    template_file: 'templates/page.html',
    seo: { title: 'About us' },
  }),
  'content/about/en.json': JSON.stringify({ headline: 'We <3 mountains', body: 'Since 1999.' }),
  'content/about/de.json': JSON.stringify({ headline: 'Wir lieben Berge', body: 'Seit 1999.' }),
  'navigation/main.json': JSON.stringify({
    items: [
      { label: 'Home', page: 'home' },
      { label: 'About', page: 'about' },
    ],
  }),
  'templates/page.html':
    '<html><head><title>{{title}}</title></head><body>{{nav}}<h1>{{content.headline}}</h1><p>{{content.body}}</p></body></html>',
};

/** A write (idempotent route): a fresh Idempotency-Key each time. */
export function write(emu: RunningEmulator, method: string, path: string, body?: unknown): Promise<Reply> {
  return call(emu, method, path, { body: body ?? {}, idem: true });
}

export function read(emu: RunningEmulator, path: string): Promise<Reply> {
  return call(emu, 'GET', path);
}

export async function approve(emu: RunningEmulator, requestId: string): Promise<Reply> {
  return call(emu, 'POST', `/__emulator/publish-requests/${requestId}/approve`, { key: null, body: {} });
}
