import { describe, expect, it } from 'vitest';
import { ContractDescription, openApiPath } from '../../../../src/emulator/contract/description.js';
import { createResponseRenderer } from '../../../../src/emulator/contract/render.js';
import { viewOf } from '../../../../src/emulator/contract/schema-view.js';
import { noiseSeed, ResponseShaper } from '../../../../src/emulator/contract/shape.js';
import { markWritten } from '../../../../src/emulator/contract/written.js';
import type { RouteDef } from '../../../../src/emulator/http/route.js';

const description = new ContractDescription();
const shaper = new ResponseShaper(description);
const dataOf = (method: string, route: string) =>
  shaper.dataSchemas(description.responseSchema(method, route, 200)!);

describe('the description', () => {
  it('maps emulator routes to OpenAPI paths, a literal colon kept', () => {
    expect(openApiPath('/v1/sites/:site_id/development-sessions/:session_id/source:batch')).toBe(
      '/v1/sites/{site_id}/development-sessions/{session_id}/source:batch',
    );
  });

  it('finds the schema of a declared answer, the error body for other failures, nothing for an undeclared 2xx', () => {
    expect(description.responseSchemaPointer('GET', '/v1/products/:product_id', 200)).toBe(
      '#/components/responses/Product/content/application~1json/schema',
    );
    expect(description.responseSchemaPointer('GET', '/v1/products/:product_id', 503)).toBe(
      '#/components/schemas/ErrorResponse',
    );
    expect(description.responseSchemaPointer('GET', '/v1/products/:product_id', 201)).toBeUndefined();
    expect(description.responseSchemaPointer('GET', '/v1/nowhere', 200)).toBeUndefined();
  });
});

describe('minimal', () => {
  it('keeps required fields and written ones, at every depth', () => {
    const product = markWritten(
      {
        id: 'prod_x',
        object: 'product',
        name: 'Tent',
        status: 'draft',
        is_active: false,
        publishing_channels: { web: true },
        slug: 'tent',
        sku: 'T-1',
        created_at: 't',
        updated_at: 't',
      },
      ['name', 'slug'],
    );
    const list = {
      object: 'list',
      items: [product],
      has_more: false,
      next_cursor: 'prod_x',
      url: '/v1/products',
    };
    expect(shaper.minimal(list, dataOf('GET', '/v1/products'))).toEqual({
      items: [
        {
          id: 'prod_x',
          name: 'Tent',
          status: 'draft',
          is_active: false,
          publishing_channels: { web: true },
          slug: 'tent',
        },
      ],
      has_more: false,
    });
  });

  it('keeps a field a condition requires (raw_key with status approved)', () => {
    const schemas = dataOf('POST', '/v1/auth/device/token');
    const approved = { object: 'device_authorization_token', status: 'approved', interval: 5, raw_key: 'sk' };
    expect(shaper.minimal(approved, schemas)).toEqual({ status: 'approved', interval: 5, raw_key: 'sk' });
    expect(shaper.minimal({ status: 'denied', interval: 5, error: 'x' }, schemas)).toEqual({
      status: 'denied',
      interval: 5,
    });
  });
});

describe('noisy', () => {
  const session = {
    id: 's',
    site_id: 'site_x',
    source_revision: 'r',
    created_at: 't',
    validation: {
      checked_at: 't',
      site_id: 'site_x',
      source_revision: 'r',
      valid: true,
      files: [{ path: 'a', byte_size: 1, binary: false }],
    },
    written_count: 1,
  };
  const schemas = dataOf('POST', '/v1/sites/development-sessions');

  it('adds fields the schema does not declare to records at every depth, and reorders keys', () => {
    const noisy = shaper.noisy(session, schemas, 7) as typeof session & Record<string, unknown>;
    const declared = viewOf(description, schemas).properties;
    const added = Object.keys(noisy).filter((k) => !(k in session));
    expect(added).toHaveLength(2);
    for (const k of added) expect(declared.has(k)).toBe(false);
    expect(Object.keys(noisy.validation).length).toBe(Object.keys(session.validation).length + 2);
    expect(Object.keys(noisy.validation.files[0]!).length).toBe(5);
    expect(Object.keys(noisy).filter((k) => k in session)).toEqual(Object.keys(session).reverse());
    for (const [k, v] of Object.entries(session)) if (k !== 'validation') expect(noisy[k]).toEqual(v);
  });

  it('is the same for the same seed, and leaves maps and free-form objects alone', () => {
    expect(shaper.noisy(session, schemas, 7)).toEqual(shaper.noisy(session, schemas, 7));
    expect(noiseSeed('a')).toBe(noiseSeed('a'));
    expect(noiseSeed('a')).not.toBe(noiseSeed('b'));
    const content = { page_id: 'wpag_x', locale: 'en', content: { headline: 'Hi', nested: { a: 1 } } };
    const noisy = shaper.noisy(
      content,
      dataOf('GET', '/v1/sites/:site_id/pages/:page_id/contents/:locale'),
      1,
    ) as typeof content;
    expect(noisy.content).toEqual(content.content);
    const archive = {
      generated_at: 't',
      manifest: { files: [] },
      files: { 'a.txt': { content: 'x', encoding: 'utf8' } },
    };
    const noisyArchive = shaper.noisy(
      archive,
      dataOf('GET', '/v1/sites/:site_id/source/archive'),
      1,
    ) as typeof archive;
    expect(Object.keys(noisyArchive.files)).toEqual(['a.txt']);
  });
});

describe('the renderer', () => {
  it('refuses a /v1 route the description does not describe', () => {
    const renderer = createResponseRenderer({ shape: 'strict', description });
    const route: RouteDef = {
      method: 'GET',
      path: '/v1/secret',
      scope: null,
      idempotent: false,
      handler: () => ({}),
    };
    expect(() => renderer.wrapRoutes([route])).toThrow(
      'GET /v1/secret is not in schemas/platform/openapi.yaml: describe it there',
    );
    const page: RouteDef = { ...route, path: '/preview/:token/' };
    expect(renderer.wrapRoutes([page])).toEqual([page]);
  });
});
