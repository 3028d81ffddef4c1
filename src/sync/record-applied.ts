import { relative } from 'node:path';
import type { SiteApplyResult } from '../apply/site-apply.js';
import { setSiteId } from '../config/index.js';
import { forgetSiteCreation } from '../state/site-creation-store.js';
import { STATE_DIR } from '../state/state-file.js';
import { recordStaged } from '../state/staged-sessions-store.js';
import type { PreparedRun } from './prepare.js';

/**
 * After a site was staged by the CLI: remember the session for `sitesync publish`, and when the
 * apply created the site, bind it in sitesync.yml (comments kept) and drop its creation token.
 * Returns what it wrote, for the output.
 */
export async function recordApplied(
  prepared: PreparedRun,
  siteIndex: number,
  result: SiteApplyResult,
  /** Paths in notes are shown relative to this folder. */
  displayCwd: string,
): Promise<string[]> {
  const { config } = prepared;
  const notes: string[] = [];
  if (result.createdSite) {
    // By index: the entry's `source` may be written `./a` or `a/`, which a path match would miss.
    await setSiteId(config.configFile, result.siteId, config.layout === 'multi' ? { index: siteIndex } : {});
    notes.push(
      `wrote site.id ${result.siteId} into ${relative(displayCwd, config.configFile) || config.configFile}`,
    );
    // Bound: a site.id removed from here later asks for a new site, not this one replayed. A token
    // left (its save failed) only matters then: the site is bound and its session still recorded.
    const site = config.sites[siteIndex];
    try {
      if (site) await forgetSiteCreation(config.rootDir, config.configFile, site.source);
    } catch (err) {
      notes.push(
        `${STATE_DIR}/creations.json could not be updated (${err instanceof Error ? err.message : String(err)}): remove it before you remove site.id to bind a new site, or that creation is replayed`,
      );
    }
  }
  await recordStaged(config.rootDir, {
    siteId: result.siteId,
    sessionId: result.sessionId,
    sourceRevision: result.sourceRevision,
    ...(result.previewUrl && { previewUrl: result.previewUrl }),
    keyRevision: prepared.revision.keyRevision,
    stagedAt: new Date().toISOString(),
  });
  return notes;
}
