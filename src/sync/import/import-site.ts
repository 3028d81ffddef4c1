/**
 * `sitesync import` for one site: the live source archive written into the site's source folder,
 * all or nothing. Every path of the archive is checked first (archive-files.ts: names, encoding,
 * bytes against the manifest) and so is the way to it on disk (write-confinement.ts: no symlink,
 * no file/folder in the way); any refusal stops the import before a byte is written and names
 * every refused path. What is replaced is counted from the disk (bytes compared), and only files git
 * holds as committed are replaced without --force.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { SiteConfig } from '../../config/index.js';
import type { PlatformClient } from '../../platform/index.js';
import { ProtocolError } from '../../platform/errors.js';
import { ExitCode, InputError, SitesyncError } from '../../shared/errors.js';
import { loadIgnoreRules } from '../../source/ignore-rules.js';
import { sourcePathProblem } from '../../source/path-safety.js';
import { walkSourceFolder } from '../../source/walk.js';
import { createWriteInspector, writeBase } from '../../source/write-confinement.js';
import { scratchFolder } from '../../state/state-file.js';
import { checkArchive, type RefusedPath } from './archive-files.js';
import { uncommittedAmong } from './committed-files.js';
import { writeAllOrNothing, type FileWrite } from './write-staged.js';

export interface SiteImportResult {
  readonly siteId: string;
  readonly sourceRevision: string;
  /** Files that did not exist locally. */
  readonly created: readonly string[];
  /** Local files whose bytes differed and were replaced. */
  readonly overwritten: readonly string[];
  /** Local files already equal to live (not written). */
  readonly unchanged: number;
  /** Local files the live archive does not have (kept). */
  readonly localOnly: readonly string[];
  /** The archive carried no file contents (optional in the contract): each file was read on its own. */
  readonly readFileByFile: boolean;
  /** The manifest carried no checksums (optional in the contract): contents checked for size only. */
  readonly unverified: boolean;
}

export interface ImportSiteOptions {
  readonly client: PlatformClient;
  readonly site: SiteConfig & { readonly id: string };
  /** Real path of the repository root. */
  readonly repoRoot: string;
  /** The folder of sitesync.yml (its `.sitesync/` holds the scratch folder). */
  readonly rootDir: string;
  /** The source folder as shown to people (`site`). */
  readonly shown: string;
  readonly force: boolean;
}

const list = (paths: readonly string[], max = 10) =>
  paths.slice(0, max).join(', ') + (paths.length > max ? `, … (${paths.length - max} more)` : '');

export async function importSite(options: ImportSiteOptions): Promise<SiteImportResult> {
  const { client, site, shown } = options;
  const base = await writeBase(options.repoRoot, site.source, `the site source ${shown}`);
  const archive = await client.sites.source.archive(site.id);
  const archivePath = `/v1/sites/${encodeURIComponent(site.id)}/source/archive`;
  const manifestFiles = (archive as { manifest?: { files?: unknown } } | undefined)?.manifest?.files;
  if (!Array.isArray(manifestFiles))
    throw new ProtocolError('GET', archivePath, 'answered an archive whose manifest has no "files" list');
  const contents = await withContents(client, site.id, archive, manifestFiles);
  const checked = checkArchive(contents.archive, base.prefix);
  const refused: RefusedPath[] = [...checked.refused];
  const inspector = createWriteInspector(base);
  const writes: FileWrite[] = [];
  const created: string[] = [];
  const overwritten: string[] = [];
  let unchanged = 0;
  for (const file of checked.files) {
    const spot = await inspector.inspect(file.path);
    if (spot.kind === 'refused') refused.push({ path: file.path, code: spot.code, reason: spot.reason });
    else if (spot.kind === 'new') {
      created.push(file.path);
      writes.push({ relPath: file.path, bytes: file.bytes, replaces: false });
    } else if (spot.size === file.bytes.length && (await sameBytes(base.real, file.path, file.bytes))) {
      unchanged += 1;
    } else {
      overwritten.push(file.path);
      writes.push({ relPath: file.path, bytes: file.bytes, replaces: true });
    }
  }
  if (refused.length > 0) throw importRefused(site.id, shown, refused);
  if (!options.force) {
    const unsafe = await uncommittedAmong(base.real, overwritten);
    if (unsafe.length > 0) {
      throw new SitesyncError(
        'LOCAL_CHANGES',
        `import would overwrite ${unsafe.length} local file(s) in ${shown}/ that git does not hold as committed (changed, untracked or ignored): ${list(unsafe)}; nothing was written`,
        {
          exitCode: ExitCode.blockedByGuard,
          hint: 'commit or move them (a committed file can be replaced: git keeps it), or pass --force to overwrite',
        },
      );
    }
  }
  const live = new Set(checked.files.map((f) => f.path));
  const localOnly = (await localFiles(base.real)).filter((p) => !live.has(p)).sort();
  if (writes.length > 0)
    await writeAllOrNothing(base, writes, await scratchFolder(options.rootDir, 'import-'));
  return {
    siteId: site.id,
    // source_revision is optional on the archive; its manifest always carries it.
    sourceRevision: String(
      (archive as { source_revision?: unknown }).source_revision ??
        (archive as { manifest?: { source_revision?: unknown } }).manifest?.source_revision ??
        '',
    ),
    created,
    overwritten,
    unchanged,
    localOnly,
    readFileByFile: contents.readFileByFile,
    unverified: !checked.verified,
  };
}

const FILE_READS_AT_ONCE = 8;

/**
 * The archive with its files' contents. `files` is optional in the contract: when the archive
 * carries none, each path of its manifest is read with GET /source/file (8 at a time; a path the
 * checks will refuse is not asked for).
 */
async function withContents(
  client: PlatformClient,
  siteId: string,
  archive: unknown,
  manifestFiles: readonly unknown[],
): Promise<{ archive: unknown; readFileByFile: boolean }> {
  const record = archive as { files?: unknown };
  if (record.files !== undefined) return { archive, readFileByFile: false };
  const limit = pLimit(FILE_READS_AT_ONCE);
  const paths = manifestFiles
    .map((e) => (e as { path?: unknown } | null)?.path)
    .filter((p): p is string => typeof p === 'string' && sourcePathProblem(p) === undefined);
  const read = await Promise.all(
    paths.map((p) =>
      limit(async () => {
        const file = await client.sites.source.file(siteId, p);
        return [p, { content: file.content, encoding: file.encoding }] as const;
      }),
    ),
  );
  return { archive: { ...(archive as object), files: Object.fromEntries(read) }, readFileByFile: true };
}

async function sameBytes(root: string, relPath: string, bytes: Buffer): Promise<boolean> {
  return (await readFile(path.join(root, ...relPath.split('/')))).equals(bytes);
}

/** The files of the local tree as the walker sees them (ignore rules applied; problems skipped). */
async function localFiles(root: string): Promise<string[]> {
  const walked = await walkSourceFolder(root, { ignore: await loadIgnoreRules(root), concurrency: 16 });
  return walked.files.map((f) => f.path);
}

function importRefused(siteId: string, shown: string, refused: readonly RefusedPath[]): InputError {
  const sorted = [...refused].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return new InputError(
    'IMPORT_REFUSED',
    `import of ${siteId} into ${shown}/ refused ${sorted.length} path(s); nothing was written:\n${sorted
      .map((r) => `  ${JSON.stringify(r.path)}: ${r.reason} [${r.code}]`)
      .join('\n')}`,
    sorted.map((r) => ({ file: r.path, code: r.code, severity: 'error' as const, message: r.reason })),
    {
      hint: 'a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    },
  );
}
