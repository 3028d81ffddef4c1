import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/emulator/http/route.js';
import { createSitesModule } from '../../../../src/emulator/sites/index.js';
import { Base64Bytes } from '../../../../src/emulator/state/base64-bytes.js';

function deterministicIds(): (prefix: string) => string {
  let n = 0;
  return (prefix) => `${prefix}_${String(++n).padStart(21, '0')}`;
}

const clock = { now: () => new Date('2026-01-01T00:00:00.000Z') };
const files = {
  'site.json': JSON.stringify({ name: 'S', default_language: 'en', supported_languages: ['en'] }),
  'assets/bin': { content: 'AP8=', encoding: 'base64' as const },
};

describe('createSitesModule', () => {
  it('round-trips its state through a JSON snapshot', () => {
    const a = createSitesModule({ checksum: 'sha256', autoApprove: false, clock, newId: deterministicIds() });
    a.seed([
      { id: 'site_live', name: 'Live', files },
      { id: 'site_draft', name: 'Draft', files, published: false },
    ]);
    const snapshot = JSON.parse(JSON.stringify(a.snapshot())) as unknown;
    const b = createSitesModule({ checksum: 'sha256', autoApprove: false, clock, newId: deterministicIds() });
    b.restore(snapshot);
    expect(JSON.parse(JSON.stringify(b.snapshot()))).toEqual(snapshot);
    const blobs = (snapshot as { blobs: Record<string, string> }).blobs;
    expect(Object.values(blobs).sort()).toEqual(
      ['AP8=', Buffer.from(files['site.json']).toString('base64')].sort(),
    );
  });

  it('refers to the file bytes in a snapshot instead of copying them as base64 text', () => {
    const m = createSitesModule({ checksum: 'sha256', autoApprove: false, clock, newId: deterministicIds() });
    m.seed([{ id: 'site_live', name: 'Live', files }]);
    const blobsOf = (snapshot: unknown) => (snapshot as { blobs: Record<string, unknown> }).blobs;
    const first = blobsOf(m.snapshot());
    const second = blobsOf(m.snapshot());
    for (const [key, blob] of Object.entries(first)) {
      expect(blob).toBeInstanceOf(Base64Bytes);
      expect((second[key] as Base64Bytes).bytes).toBe((blob as Base64Bytes).bytes);
    }
    // Restoring a snapshot as taken (not through JSON, as the admin reset does) keeps the bytes.
    m.restore(m.snapshot());
    expect(JSON.stringify(blobsOf(m.snapshot()))).toBe(JSON.stringify(first));
  });

  it('throws ApiError 404 for an unknown publish request', () => {
    const m = createSitesModule({ checksum: 'sha256', autoApprove: false, clock, newId: deterministicIds() });
    expect(() => m.approvePublishRequest('sprq_nope')).toThrow(ApiError);
    expect(() => m.rejectPublishRequest('sprq_nope')).toThrow(
      expect.objectContaining({
        status: 404,
        errorCode: 'NOT_FOUND',
        message: 'publish request sprq_nope not found',
      }),
    );
  });

  it('describes its route groups for the event catalog', () => {
    const m = createSitesModule({ checksum: 'sha256', autoApprove: false, clock, newId: deterministicIds() });
    expect(m.routeGroups).toEqual([
      { name: 'sites', scopes: ['sites:read'], routeCount: 2 },
      {
        name: 'site_development_sessions',
        scopes: ['site_drafts:write', 'site_theme_files:write', 'sites:read'],
        routeCount: 5,
      },
      { name: 'site_pages', scopes: ['site_pages:read', 'site_pages:write'], routeCount: 9 },
      { name: 'site_navigation', scopes: ['site_navigation:read', 'site_navigation:write'], routeCount: 2 },
      { name: 'site_source', scopes: ['site_theme_files:read'], routeCount: 6 },
      { name: 'site_publish', scopes: ['site_publish:read', 'site_publish:write'], routeCount: 3 },
      { name: 'site_preview_pages', scopes: [], routeCount: 3 },
    ]);
    expect(m.routes).toHaveLength(30);
    // Every write is idempotent; diff and validate are reads with a body.
    expect(m.routes.filter((r) => r.method !== 'GET' && !r.idempotent).map((r) => r.path)).toEqual([
      '/v1/sites/:site_id/source/diff',
      '/v1/sites/:site_id/source/validate',
    ]);
  });
});
