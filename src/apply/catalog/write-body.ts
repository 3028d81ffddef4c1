/** Pure: the request body of one catalog write, with references turned into ids. */
import type { CatalogKind, CatalogRefName, DesiredEntity, FieldValue } from '../../catalog/types.js';
import { REF_FIELD, REF_KIND } from '../../catalog/types.js';
import type { CreateChange, UpdateChange } from '../../plan/catalog/index.js';

/** The id of a live or just-created entity by kind and slug; undefined when there is none. */
export type IdOf = (kind: CatalogKind, slug: string) => string | undefined;

export type WriteBody =
  | { readonly ok: true; readonly body: Record<string, unknown> }
  | { readonly ok: false; readonly missing: string };

const REF_NAMES = new Set<string>(['brand', 'category', 'parent']);

/** Every field the YAML mentions plus its references as ids. */
export function createBody(change: CreateChange, idOf: IdOf): WriteBody {
  const body: Record<string, unknown> = { ...change.desired.fields };
  for (const [ref, slug] of Object.entries(change.desired.refs) as [CatalogRefName, string][]) {
    const id = idOf(REF_KIND[ref], slug);
    if (id === undefined) return { ok: false, missing: `${REF_KIND[ref]} "${slug}"` };
    body[REF_FIELD[ref]] = id;
  }
  return { ok: true, body };
}

/** Only the fields that differ (a minimal PATCH); a reference to null clears it. */
export function updateBody(change: UpdateChange, idOf: IdOf): WriteBody {
  const body: Record<string, unknown> = {};
  for (const { field, to } of change.changes) {
    if (!REF_NAMES.has(field)) {
      body[field] = to as FieldValue;
      continue;
    }
    const ref = field as CatalogRefName;
    if (to === null) {
      body[REF_FIELD[ref]] = null;
      continue;
    }
    const id = idOf(REF_KIND[ref], String(to));
    if (id === undefined) return { ok: false, missing: `${REF_KIND[ref]} "${String(to)}"` };
    body[REF_FIELD[ref]] = id;
  }
  return { ok: true, body };
}

/** The entities a desired entity refers to, as `kind:slug` keys. */
export function dependencyKeys(desired: DesiredEntity): string[] {
  return (Object.entries(desired.refs) as [CatalogRefName, string][]).map(
    ([ref, slug]) => `${REF_KIND[ref]}:${slug}`,
  );
}

export function entityKey(kind: CatalogKind, key: string): string {
  return `${kind}:${key}`;
}
