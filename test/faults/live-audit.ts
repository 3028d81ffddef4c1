/**
 * Pure: compares the emulator's state (the admin state dump) with the desired catalog and site
 * tree. "Lost changes" are desired facts that live lacks; "duplicates" are entities that exist
 * more than once for one key (slug or service_code), and extra sessions or publish requests.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  REF_FIELD,
  type CatalogRefName,
  type DesiredCatalog,
  type DesiredEntity,
} from '../../src/catalog/index.js';

type LiveEntity = Readonly<Record<string, unknown>> & { readonly id: string };

export interface LiveState {
  readonly catalog: {
    readonly brands: readonly LiveEntity[];
    readonly categories: readonly LiveEntity[];
    readonly products: readonly LiveEntity[];
    readonly services: readonly LiveEntity[];
  };
  readonly sites: {
    readonly sites: readonly { id: string; liveTree: Readonly<Record<string, string>> }[];
    readonly sessions: readonly { id: string; site_id: string }[];
    readonly publishRequests: readonly { id: string; site_id: string; status: string }[];
  };
}

export interface LiveAudit {
  readonly lost: readonly string[];
  readonly duplicates: readonly string[];
}

const ARCHIVED = new Set(['archived', 'inactive']);

function groupBy(items: readonly LiveEntity[], field: string): Map<string, LiveEntity[]> {
  const groups = new Map<string, LiveEntity[]>();
  for (const item of items) {
    const key = item[field];
    if (typeof key !== 'string') continue;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

function duplicatesIn(kind: string, items: readonly LiveEntity[], field: string): string[] {
  return [...groupBy(items, field)]
    .filter(([, group]) => group.length > 1)
    .map(
      ([key, group]) =>
        `${kind} "${key}" exists ${group.length} times (${group.map((g) => g.id).join(', ')})`,
    );
}

function compareEntity(
  desired: DesiredEntity,
  live: LiveEntity | undefined,
  idOf: (kind: 'brand' | 'category', slug: string) => string | undefined,
): string[] {
  const name = `${desired.kind} "${desired.key}"`;
  if (!live) return [`${name} is missing live`];
  const lost: string[] = [];
  const archived = ARCHIVED.has(String(live['status']));
  if (desired.archived !== archived)
    lost.push(`${name}: live is ${archived ? 'archived' : 'not archived'}, desired the opposite`);
  if (desired.archived) return lost;
  for (const [field, value] of Object.entries(desired.fields)) {
    if (!isDeepStrictEqual(live[field], value))
      lost.push(`${name}.${field}: live ${JSON.stringify(live[field])}, desired ${JSON.stringify(value)}`);
  }
  for (const [ref, slug] of Object.entries(desired.refs) as [CatalogRefName, string][]) {
    const want = idOf(ref === 'brand' ? 'brand' : 'category', slug);
    const field = REF_FIELD[ref];
    if (live[field] !== want)
      lost.push(`${name}.${field}: live ${JSON.stringify(live[field])}, desired ${want} (${ref} "${slug}")`);
  }
  return lost;
}

/** The live entity for a desired one: the non-archived holder of the key, else the newest archived. */
function pick(group: readonly LiveEntity[] | undefined): LiveEntity | undefined {
  if (!group) return undefined;
  return group.find((e) => !ARCHIVED.has(String(e['status']))) ?? group.at(-1);
}

export function auditCatalog(desired: DesiredCatalog, live: LiveState['catalog']): LiveAudit {
  const bySlug = {
    brand: groupBy(live.brands, 'slug'),
    category: groupBy(live.categories, 'slug'),
    product: groupBy(live.products, 'slug'),
    service: groupBy(live.services, 'service_code'),
  };
  const idOf = (kind: 'brand' | 'category', slug: string) => pick(bySlug[kind].get(slug))?.id;
  const lost = [...desired.brands, ...desired.categories, ...desired.products, ...desired.services].flatMap(
    (d) => compareEntity(d, pick(bySlug[d.kind].get(d.key)), idOf),
  );
  const duplicates = [
    ...duplicatesIn('brand', live.brands, 'slug'),
    ...duplicatesIn('category', live.categories, 'slug'),
    ...duplicatesIn('product', live.products, 'slug'),
    ...duplicatesIn('service', live.services, 'service_code'),
  ];
  return { lost, duplicates };
}

/**
 * The live tree of `siteId` against the desired checksums (path → SHA-256), and the sessions and
 * publish requests the runs made: at most `maxSessions` sessions and `maxPublishRequests` requests.
 */
export function auditSite(
  siteId: string,
  desired: Readonly<Record<string, string>>,
  live: LiveState['sites'],
  limits: { readonly maxSessions: number; readonly maxPublishRequests: number },
): LiveAudit {
  const site = live.sites.find((s) => s.id === siteId);
  if (!site) return { lost: [`site ${siteId} does not exist`], duplicates: [] };
  const lost: string[] = [];
  for (const [path, checksum] of Object.entries(desired)) {
    if (site.liveTree[path] === undefined) lost.push(`site file ${path} is missing live`);
    else if (site.liveTree[path] !== checksum) lost.push(`site file ${path} differs live`);
  }
  for (const path of Object.keys(site.liveTree))
    if (desired[path] === undefined) lost.push(`site file ${path} is live but not desired`);
  const sessions = live.sessions.filter((s) => s.site_id === siteId);
  const requests = live.publishRequests.filter((r) => r.site_id === siteId);
  const duplicates = [
    ...(sessions.length > limits.maxSessions
      ? [`${sessions.length} development sessions (expected at most ${limits.maxSessions})`]
      : []),
    ...(requests.length > limits.maxPublishRequests
      ? [`${requests.length} publish requests (expected at most ${limits.maxPublishRequests})`]
      : []),
  ];
  return { lost, duplicates };
}
