/**
 * Pure: names a platform must never plant in a repository (docs/security.md). Paths are POSIX and
 * relative to the repository root.
 *
 * - `.git` as any segment, in any letter case, and the names that file systems treat as `.git`:
 *   with trailing dots or spaces (Windows), its 8.3 short name `git~1`, and with characters HFS+
 *   ignores (zero-width joiners and the like). Writing there configures git (`core.fsmonitor`,
 *   hooks): the next `git status` runs a command.
 * - `.gitmodules` as any segment (submodule URLs and paths, git's own CVEs came through it).
 * - `.github` as the first segment (workflows run in CI with the repository's secrets).
 * - `.sitesync` as any segment (sitesync's own local state).
 */

/** Code points HFS+ ignores in names (git's `is_hfs_dotgit` list). */
const HFS_IGNORABLE = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;

/** A segment as file systems may read it: ignorable characters and trailing dots/spaces gone, lower case. */
function canonicalSegment(segment: string): string {
  return segment
    .replace(HFS_IGNORABLE, '')
    .replace(/[. ]+$/, '')
    .toLowerCase();
}

export function isGitSegment(segment: string): boolean {
  const name = canonicalSegment(segment);
  return name === '.git' || name === 'git~1';
}

export interface ReservedName {
  /** The reserved segment as it appears in the path. */
  readonly segment: string;
  readonly reason: string;
}

/** Why sitesync never writes `repoRelativePath`, or undefined when it may. */
export function reservedNameOf(repoRelativePath: string): ReservedName | undefined {
  const segments = repoRelativePath.split('/');
  for (const [i, segment] of segments.entries()) {
    const name = canonicalSegment(segment);
    if (isGitSegment(segment))
      return { segment, reason: "git's own folder (a planted config or hook runs commands)" };
    if (name === '.gitmodules') return { segment, reason: 'git submodule settings' };
    if (name === '.sitesync') return { segment, reason: "sitesync's local state" };
    if (i === 0 && name === '.github')
      return { segment, reason: 'GitHub workflows and settings at the repository root' };
  }
  return undefined;
}

/** True when a repository-relative path passes through a `.git` folder (reads never go there). */
export function isInsideGit(repoRelativePath: string): boolean {
  return repoRelativePath.split('/').some(isGitSegment);
}
