/**
 * Pure: slug renames. The platform identifies entities by slug, so a renamed slug plans as a
 * create of the new slug while the old one stays live (prune off) or is archived (prune on). The
 * plan says so (issue 13): a create and a live entity the YAML no longer names, of the same kind
 * and with the same name, are one rename, when the pair is unambiguous and the old entity was not
 * created outside git.
 */
import type { CatalogChange, CatalogPlan, KeptEntity } from './types.js';

type Gone = { readonly kind: string; readonly key: string; readonly name: string | undefined };

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
  const created = plan.changes.filter((c) => c.action === 'create');
  const pairs = new Map<string, string>(); // old kind:key → new key
  const fromOf = new Map<string, string>(); // new kind:key → old key
  for (const c of created) {
    const name = c.desired.fields['name'];
    if (typeof name !== 'string' || name === '') continue;
    const candidates = gone.filter((g) => g.kind === c.kind && g.name === name);
    const rivals = created.filter((o) => o.kind === c.kind && o.desired.fields['name'] === name);
    if (candidates.length !== 1 || rivals.length !== 1) continue;
    pairs.set(`${c.kind}:${candidates[0]!.key}`, c.key);
    fromOf.set(`${c.kind}:${c.key}`, candidates[0]!.key);
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
