/**
 * Pure: slug renames. The platform identifies entities by slug, so a renamed slug plans as a
 * create of the new slug while the old one stays live (prune off) or is archived (prune on). The
 * plan says so (issue 13): a create and a live entity the YAML no longer names, of the same kind
 * and with the same name, are one rename, when the pair is unambiguous and the old entity was not
 * created outside git.
 */
import type { CatalogChange, CatalogPlan, KeptEntity } from './types.js';

type Gone = { readonly kind: string; readonly key: string; readonly name: string | undefined };

/** `kind` and `name` as one map key (a name may hold any character but the NUL). */
const nameKey = (kind: string, name: string) => `${kind}\u0000${name}`;

/** How many items share each key (linear: a plan creating 50k entities is one pass). */
function countBy<T>(items: readonly T[], keyOf: (item: T) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function markRenames(plan: CatalogPlan): CatalogPlan {
  const gone: Gone[] = [
    ...plan.changes.flatMap((c) =>
      c.action === 'archive' && c.reason === 'pruned' && c.origin !== 'live-edit'
        ? [{ kind: c.kind, key: c.key, name: c.live.name }]
        : [],
    ),
    ...(plan.kept ?? [])
      .filter((k) => k.origin !== 'live-edit')
      .map((k) => ({ kind: k.kind, key: k.key, name: k.name })),
  ];
  if (gone.length === 0) return plan;
  const created = plan.changes.filter((c) => c.action === 'create');
  const createdName = (c: (typeof created)[number]) => {
    const name = c.desired.fields['name'];
    return typeof name === 'string' && name !== '' ? name : undefined;
  };
  // Candidates and rivals per kind and name: a pair is a rename only when both are unique.
  const goneCount = countBy(gone, (g) => (g.name === undefined ? undefined : nameKey(g.kind, g.name)));
  const goneByName = new Map<string, Gone>();
  for (const g of gone) if (g.name !== undefined) goneByName.set(nameKey(g.kind, g.name), g);
  const rivalCount = countBy(created, (c) => {
    const name = c.desired.fields['name'];
    return typeof name === 'string' ? nameKey(c.kind, name) : undefined;
  });
  const pairs = new Map<string, string>(); // old kind:key → new key
  const fromOf = new Map<string, string>(); // new kind:key → old key
  for (const c of created) {
    const name = createdName(c);
    if (name === undefined) continue;
    const at = nameKey(c.kind, name);
    if (goneCount.get(at) !== 1 || rivalCount.get(at) !== 1) continue;
    const old = goneByName.get(at)!;
    pairs.set(`${c.kind}:${old.key}`, c.key);
    fromOf.set(`${c.kind}:${c.key}`, old.key);
  }
  if (pairs.size === 0) return plan;
  const changes = plan.changes.map((c): CatalogChange => {
    const to = pairs.get(`${c.kind}:${c.key}`);
    if (c.action === 'archive' && c.reason === 'pruned' && to) return { ...c, renamedTo: to };
    const from = fromOf.get(`${c.kind}:${c.key}`);
    if (c.action === 'create' && from) return { ...c, renamedFrom: from };
    return c;
  });
  const kept = plan.kept?.map((k): KeptEntity => {
    const to = pairs.get(`${k.kind}:${k.key}`);
    return to ? { ...k, renamedTo: to } : k;
  });
  return { ...plan, changes, ...(kept && { kept }) };
}
