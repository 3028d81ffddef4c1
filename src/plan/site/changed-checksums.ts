/**
 * Pure: the checksums the three-way classification of a site diff reads (classify-site.ts), taken
 * from the working tree and the live manifest for the changed paths only. A plan keeps these
 * instead of the whole tree and manifest (20,000 entries each on L, with their paths and hex
 * checksums: ~9 MB of heap), which it can then let go as soon as its site plan is made.
 */
import type { SiteClassifyInput } from './classify-site.js';
import { allSiteChanges, type LiveSiteFile, type SiteSourceDiff } from './diff.js';

export type ChangedChecksums = Pick<SiteClassifyInput, 'local' | 'live'>;

export function changedChecksums(
  diff: SiteSourceDiff,
  local: readonly { readonly path: string; readonly checksum: string }[],
  live: readonly LiveSiteFile[],
): ChangedChecksums {
  const changed = new Set(allSiteChanges(diff).map((c) => c.path));
  const localSums = new Map<string, string>();
  const liveSums = new Map<string, string>();
  if (changed.size === 0) return { local: localSums, live: liveSums };
  for (const f of local) if (changed.has(f.path)) localSums.set(f.path, f.checksum);
  // A live entry without a checksum (optional in the contract) has none to compare.
  for (const f of live)
    if (changed.has(f.path) && typeof f.checksum === 'string') liveSums.set(f.path, f.checksum);
  return { local: localSums, live: liveSums };
}
