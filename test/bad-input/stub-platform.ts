/**
 * A stub pretending to be the platform, for misbehaviour the emulator will not produce: it answers
 * the reads of a plan with an empty live site and empty catalog lists, unless a route is overridden.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { json, ok, startStub, type StubHandler, type StubRequest } from '../helpers/http-stub.js';
import { DEMO_SITE, filesOf } from './harness.js';

export const STUB_REVISION = 'rev_stubLive000000000000';

/** `METHOD /path` (query stripped) matched by a regular expression → the answer. */
export type Routes = ReadonlyArray<readonly [RegExp, StubHandler]>;

const emptyList = ok({ object: 'list', items: [], has_more: false, url: '/v1/x' });

/** The manifest of the demo shop as the platform would list it (live = the repository's tree). */
export async function demoManifest() {
  const files = Object.entries(await filesOf(DEMO_SITE))
    .map(([path, f]) => {
      const bytes = Buffer.from(f.content, 'base64');
      return {
        path,
        byte_size: bytes.length,
        binary: path.endsWith('.png'),
        checksum: createHash('sha256').update(bytes).digest('hex'),
      };
    })
    .sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)));
  return { object: 'site_source_manifest', site_id: 'site_x', source_revision: STUB_REVISION, files };
}

const defaultRoutes = async (): Promise<Routes> => [
  [/^GET \/v1\/sites\/[^/]+\/source\/manifest$/, ok(await demoManifest())],
  [
    /^POST \/v1\/sites\/[^/]+\/development-sessions$/,
    ok({
      object: 'site_development_session',
      id: 'sess_stub',
      site_id: 'site_x',
      source_revision: 'rev_session',
      base_source_revision: STUB_REVISION,
      status: 'open',
    }),
  ],
  [
    /^POST \/v1\/sites\/[^/]+\/source\/validate$/,
    ok({
      object: 'site_source_validation',
      site_id: 'site_x',
      source_revision: STUB_REVISION,
      checked_at: '2026-01-01T00:00:00Z',
      valid: true,
      errors: [],
      warnings: [],
      files: 0,
    }),
  ],
  [/^GET \/v1\/(brands|categories|products|customers)$/, emptyList],
  [
    /^GET \/v1\/auth\/status$/,
    ok({
      object: 'developer_auth_status',
      id: 'key_stub',
      credential_type: 'api_key',
      environment: 'stub',
      rate_limit: 100000,
      name: 'stub',
      authenticated: true,
    }),
  ],
];

export interface StubPlatform {
  readonly url: string;
  readonly requests: StubRequest[];
  /** The status answered to each request, by index. */
  readonly statuses: number[];
  close(): Promise<void>;
}

/** Starts the stub; `routes` come first, then the defaults; anything else is a 404. */
export async function startStubPlatform(routes: Routes): Promise<StubPlatform> {
  const all = [...routes, ...(await defaultRoutes())];
  const statuses: number[] = [];
  const notFound = (key: string) =>
    json(404, { success: false, error: { error_code: 'NOT_FOUND', message: `no route ${key}` } });
  const dispatch: StubHandler = (req, res: ServerResponse, index) => {
    const key = `${req.method} ${req.url.split('?')[0]}`;
    const handler = all.find(([pattern]) => pattern.test(key))?.[1] ?? notFound(key);
    handler(req, res, index);
    statuses[index] = res.statusCode;
  };
  return { ...(await startStub([dispatch])), statuses };
}
