/** Services: the platform can create them but not read, update or archive them. */
import type { DesiredEntity } from '../../catalog/types.js';
import type { ServiceLedger } from './live-types.js';
import { serviceBodyHash } from './service-hash.js';
import type { CatalogChange } from './types.js';

export function planServices(
  desired: readonly DesiredEntity[],
  ledger: ServiceLedger,
  prune: boolean,
): CatalogChange[] {
  const changes: CatalogChange[] = [];
  const seen = new Set<string>();
  for (const entity of desired) {
    seen.add(entity.key);
    const base = { kind: 'service', key: entity.key, location: entity.location } as const;
    const entry = ledger.entries[entity.key];
    if (!entry) {
      changes.push({ ...base, action: 'create', desired: entity });
    } else if (entry.bodyHash === null || entry.bodyHash === serviceBodyHash(entity)) {
      changes.push({ ...base, action: 'unchanged', id: entry.id, desired: entity });
    } else {
      changes.push({
        ...base,
        action: 'drift',
        id: entry.id,
        ledger: entry,
        desired: entity,
        message: `service "${entity.key}" was changed in the YAML after it was created (${entry.id}, ${entry.createdAt}); the platform cannot update services, so the change is not applied`,
      });
    }
  }
  if (prune) {
    for (const [code, entry] of Object.entries(ledger.entries)) {
      if (seen.has(code)) continue;
      changes.push({
        kind: 'service',
        key: code,
        action: 'drift',
        id: entry.id,
        ledger: entry,
        message: `service "${code}" is no longer in the YAML but the platform cannot archive services; it stays live (${entry.id})`,
      });
    }
  }
  return changes;
}
