import { describe, expect, it } from 'vitest';
import { liveReloadPage, liveReloadScript, localizeLinks } from '../../../src/dev/live-reload-page.js';

const page = {
  nonce: 'n0nce',
  revision: 'rev_1',
  eventsUrl: 'http://127.0.0.1:4020/__sitesync/events',
  previewPrefixes: ['http://127.0.0.1:4010/preview/tok/', '/preview/tok/'],
};

describe('liveReloadPage', () => {
  it('adds the script with its nonce before the last </body> and makes preview links local', () => {
    const html = '<html><body><!-- </body> --><a href="/preview/tok/about">About</a></body></html>';
    const out = liveReloadPage(html, page);
    expect(out).toContain('<a href="/about">About</a>');
    expect(out).toMatch(
      /<!-- <\/body> -->.*<script nonce="n0nce" id="sitesync-dev-live-reload">.*<\/script><\/body><\/html>$/s,
    );
  });

  it('appends the script to a page without </body>', () => {
    expect(liveReloadPage('<p>hi</p>', page)).toMatch(/^<p>hi<\/p><script nonce="n0nce"/);
  });

  it('gives a <meta> policy the same change as the header', () => {
    const html = `<head><meta http-equiv="Content-Security-Policy" content="script-src 'none'"></head><body></body>`;
    expect(liveReloadPage(html, page)).toContain(`content="script-src 'nonce-n0nce'"`);
  });

  it('keeps a hostile revision inside its JSON string (no </script> breakout)', () => {
    const script = liveReloadScript('</script><script>alert(1)</script>');
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
  });

  it('rewrites the longest prefix first (absolute URL before path)', () => {
    expect(localizeLinks('x http://127.0.0.1:4010/preview/tok/a.css y', page.previewPrefixes)).toBe(
      'x /a.css y',
    );
  });
});
