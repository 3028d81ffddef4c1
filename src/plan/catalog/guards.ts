/** Guards that block an apply which would archive too much. */
import type { CatalogSection, DesiredCatalog } from '../../catalog/types.js';
import type { LiveCatalog } from './live-types.js';
import { isArchivedRecord } from './live-types.js';
import type { CatalogChange, CatalogGuard, PlanCatalogOptions } from './types.js';

export function catalogGuards(
  changes: readonly CatalogChange[],
  desired: DesiredCatalog,
  live: LiveCatalog,
  options: PlanCatalogOptions,
): CatalogGuard[] {
  const guards: CatalogGuard[] = [];
  const archives = changes.filter((c) => c.action === 'archive').length;
  if (archives > options.maxArchive) {
    guards.push({
      code: 'archive_limit',
      message: `this plan archives ${archives} entities, more than max_archive (${options.maxArchive})`,
      overridden: options.allowArchiveOverflow === true,
    });
  }
  if (options.prune) {
    const sections: (CatalogSection & keyof LiveCatalog)[] = ['brands', 'categories', 'products'];
    for (const section of sections) {
      const liveCount = live[section].filter((r) => !isArchivedRecord(r)).length;
      if (desired[section].length > 0 || liveCount === 0) continue;
      guards.push({
        code: 'empty_section',
        message: `the catalog has no ${section} but ${liveCount} are live; with prune on, all of them would be archived`,
        overridden: options.allowEmptySection === true,
      });
    }
  }
  return guards;
}
