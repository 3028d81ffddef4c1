/**
 * Every operation of schemas/platform/openapi.yaml, answered 200 by the strict emulator at least once:
 * each answer validates against the description (test/helpers/platform-contract.ts, checked as it is
 * sent) and carries no `null` anywhere — a field the emulator has no value for is left out. The tour
 * also visits the states where nulls used to appear: a draft site never published, a session without
 * a name or preview, a publish request without a message, a page without description or menu order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractDescription, openApiPath } from '../../../src/emulator/contract/description.js';
import type { ObservedResponse, RunningEmulator } from '../../../src/emulator/index.js';
import { PLATFORM_OPENAPI } from '../../../src/schemas/platform-openapi.generated.js';
import { nullsIn, responseValidator } from '../../helpers/platform-contract.js';
import { call, start } from './harness.js';
import { read, SHOP_TREE, utf8Files, write } from './sites-harness.js';

let emu: RunningEmulator;
const answers: ObservedResponse[] = [];
beforeAll(async () => {
  emu = await start({ autoApprove: true, onResponse: (r) => answers.push(r) });
});
afterAll(() => emu.close());

/** Every operation of the description, as `METHOD /path/{param}`. */
function describedOperations(): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries(PLATFORM_OPENAPI.paths as Record<string, object>)) {
    for (const method of Object.keys(item)) {
      if (['get', 'post', 'patch', 'put', 'delete'].includes(method))
        out.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return out.sort();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
async function ok(method: string, path: string, body?: unknown): Promise<any> {
  const reply = method === 'GET' ? await read(emu, path) : await write(emu, method, path, body);
  expect(reply.status, `${method} ${path}: ${reply.text}`).toBe(200);
  return reply.json.data;
}

async function pageIdOf(siteId: string, key: string): Promise<string> {
  const dump = await call(emu, 'GET', '/__emulator/state', { key: null });
  const site = (dump.json.data.sites.sites as { id: string; pages: [string, { id: string }][] }[]).find(
    (s) => s.id === siteId,
  );
  return site!.pages.find(([k]) => k === key)![1].id;
}

describe('the strict emulator against its own description', () => {
  it('answers every operation of the description with 200, valid and without a null', async () => {
    // Utility, auth, events.
    await ok('GET', '/v1/ping');
    const device = (await call(emu, 'POST', '/v1/auth/device/code', { key: null, body: {} })).json.data;
    const pending = await call(emu, 'POST', '/v1/auth/device/token', {
      key: null,
      body: { device_code: device.device_code },
    });
    expect(pending.json.data).toMatchObject({ status: 'authorization_pending', interval: 5 });
    expect(pending.json.data).not.toHaveProperty('raw_key');
    await ok('GET', '/v1/auth/status');
    await ok('GET', '/v1/events');

    // Catalog and CRM: list, create, get, update, archive of each; a service.
    const brand = await ok('POST', '/v1/brands', { name: 'Acme' });
    const category = await ok('POST', '/v1/categories', { name: 'Gear', type: 'product' });
    const product = await ok('POST', '/v1/products', {
      name: 'Tent',
      brand_id: brand.id,
      category_id: category.id,
    });
    const customer = await ok('POST', '/v1/customers', {
      email: 'a@b.test',
      first_name: 'A',
      last_name: 'B',
    });
    for (const [base, entity, change] of [
      ['/v1/brands', brand, { color: '#ff0000' }],
      ['/v1/categories', category, { description: null }],
      ['/v1/products', product, { price: '12.5' }],
      ['/v1/customers', customer, { city: 'Bern' }],
    ] as const) {
      await ok('GET', base);
      await ok('GET', `${base}/${entity.id}`);
      await ok('PATCH', `${base}/${entity.id}`, change);
      await ok('POST', `${base}/${entity.id}/archive`);
    }
    const service = await ok('POST', '/v1/services', { name: 'Repair' });
    expect(service).not.toHaveProperty('billing_period'); // no value: left out, never null

    // A draft site from source, with a session that has no name and no preview yet.
    const session = await ok('POST', '/v1/sites/development-sessions', { files: utf8Files(SHOP_TREE) });
    expect(session).not.toHaveProperty('name');
    expect(session).not.toHaveProperty('preview_url');
    const siteId: string = session.site_id;
    const sessionPath = `/v1/sites/${siteId}/development-sessions/${session.id}`;
    const draftStatus = await ok('GET', `/v1/sites/${siteId}/publish-status`);
    expect(draftStatus).not.toHaveProperty('current_version_id');
    await ok('GET', '/v1/sites');
    expect(await ok('GET', `/v1/sites/${siteId}`)).not.toHaveProperty('published_at');
    await ok('GET', sessionPath);

    let rev: string = (
      await ok('PATCH', `${sessionPath}/source:batch`, {
        source_revision: session.source_revision,
        files: utf8Files({ 'assets/site.css': 'body{}' }),
      })
    ).source_revision;
    const page = await ok('POST', `${sessionPath}/pages`, {
      source_revision: rev,
      name: 'Contact',
      template: { content: '<h1>{{title}}</h1>' },
    });
    const pageId = await pageIdOf(siteId, page.page_key);
    rev = (
      await ok('PATCH', `${sessionPath}/pages/${pageId}`, {
        source_revision: page.source_revision,
        slug: 'kontakt',
      })
    ).source_revision;
    rev = (
      await ok('PATCH', `${sessionPath}/pages/${pageId}/contents/en`, {
        source_revision: rev,
        values: { a: 'b' },
      })
    ).source_revision;
    rev = (await ok('DELETE', `${sessionPath}/pages/${pageId}/contents/en`, { source_revision: rev }))
      .source_revision;
    rev = (
      await ok('PATCH', `${sessionPath}/navigation`, { source_revision: rev, menu_key: 'footer', items: [] })
    ).source_revision;
    rev = (await ok('DELETE', `${sessionPath}/pages/${pageId}`, { source_revision: rev })).source_revision;
    await ok('POST', `${sessionPath}/preview`);

    // Publish (auto-approved) without a message; read it back and the status.
    const request = await ok('POST', `/v1/sites/${siteId}/publish-requests`, {
      session_id: session.id,
      source_revision: rev,
    });
    expect(request).not.toHaveProperty('message');
    await ok('GET', `/v1/sites/${siteId}/publish-requests/${request.id}`);
    const live = await ok('GET', `/v1/sites/${siteId}/publish-status`);

    // Live reads.
    await ok('POST', `/v1/sites/${siteId}/development-sessions`, {
      source_revision: live.live_source_revision,
    });
    await ok('GET', `/v1/sites/${siteId}/navigation`);
    const pages = await ok('GET', `/v1/sites/${siteId}/pages`);
    const about = pages.items.find((p: { key: string }) => p.key === 'about');
    expect(about).not.toHaveProperty('menu_order');
    expect(about).not.toHaveProperty('description');
    await ok('GET', `/v1/sites/${siteId}/pages/${about.id}`);
    await ok('GET', `/v1/sites/${siteId}/pages/${about.id}/contents`);
    await ok('GET', `/v1/sites/${siteId}/pages/${about.id}/contents/en`);
    await ok('GET', `/v1/sites/${siteId}/source/archive`);
    await ok('GET', `/v1/sites/${siteId}/source/manifest`);
    await ok('GET', `/v1/sites/${siteId}/source/files`);
    await ok('GET', `/v1/sites/${siteId}/source/file?path=site.json`);
    await ok('POST', `/v1/sites/${siteId}/source/diff`, {
      mode: 'patch',
      files: utf8Files({ 'assets/x.css': '' }),
    });
    await ok('POST', `/v1/sites/${siteId}/source/validate`, { mode: 'patch', files: {} });

    // Every described operation answered 200 at least once …
    const answered = new Set(
      answers
        .filter((a) => a.status === 200 && a.route?.startsWith('/v1'))
        .map((a) => `${a.method} ${openApiPath(a.route!)}`),
    );
    expect([...answered].sort()).toEqual(describedOperations());
    expect(describedOperations()).toHaveLength(53); // the seed's 52 and the GET session extension
    // … valid against the description, and without a null anywhere.
    const validator = responseValidator('strict');
    for (const a of answers.filter((x) => x.path.startsWith('/v1'))) {
      expect(validator.check(a), `${a.method} ${a.path}`).toEqual([]);
      expect(nullsIn(JSON.parse(a.body)), `${a.method} ${a.path}`).toEqual([]);
    }
  });

  it('reads the description the emulator serves at /openapi.json, with this emulator as its server', async () => {
    const res = await fetch(`${emu.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const served = (await res.json()) as { openapi: string; servers: { url: string }[]; paths: object };
    expect(served.openapi).toBe('3.1.0');
    expect(served.servers).toEqual([{ url: emu.url, description: 'this sitesync platform emulator' }]);
    expect({ ...served, servers: PLATFORM_OPENAPI.servers }).toEqual(PLATFORM_OPENAPI);
    // Self-contained: every reference points inside the document and resolves.
    const description = new ContractDescription(served as Record<string, unknown>);
    const refs = JSON.stringify(served).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs))
      expect(() => description.resolve(JSON.parse(`{${ref}}`).$ref)).not.toThrow();
  });
});
