/** The preview outputs: only http(s) links from the platform reach the workflow. */
import { describe, expect, it } from 'vitest';
import { setPreviewOutputs } from '../../../src/action/report.js';
import { RunReport } from '../../../src/action/run-report.js';

describe('setPreviewOutputs', () => {
  it('leaves out a preview URL that is not http(s); the session id stays', () => {
    const report = new RunReport('sitesync');
    setPreviewOutputs(report, [
      { siteId: 'site_a', sessionId: 'sess_a', previewUrl: 'javascript:alert(document.domain)//' },
      { siteId: 'site_b', sessionId: 'sess_b', previewUrl: 'https://preview.example/b/' },
    ]);
    expect(report.outputs.get('previews')).toBe('{"site_b":"https://preview.example/b/"}');
    expect(report.outputs.get('preview-url')).toBe('https://preview.example/b/');
    expect(report.outputs.get('session-id')).toBe('sess_b');
  });

  it('with no usable link at all: an empty preview-url, never the hostile one', () => {
    const report = new RunReport('sitesync');
    setPreviewOutputs(report, [{ siteId: 'site_a', sessionId: 'sess_a', previewUrl: 'data:text/html,x' }]);
    expect(report.outputs.get('previews')).toBe('{}');
    expect(report.outputs.get('preview-url')).toBe('');
    expect(report.outputs.get('session-id')).toBe('sess_a');
  });
});
