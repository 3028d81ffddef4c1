/**
 * The live tree of a site with every file's content, as `import` needs it. The archive's `files`
 * and the manifest entries' `checksum` are optional in the contract: when the archive carries no
 * files, each file of its manifest is read with GET /source/file (8 at a time); an entry without a
 * checksum gets the SHA-256 of the content read, so the comparison with the local tree still works.
 */
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { PlatformClient, SiteSourceFileEntry } from '../platform/index.js';

export interface LiveFile {
  readonly content: string;
  readonly encoding: string;
}

export interface LiveArchive {
  /** The revision the files are at. */
  readonly source_revision: string;
  readonly manifest: { readonly files: readonly SiteSourceFileEntry[] };
  readonly files: Readonly<Record<string, LiveFile>>;
  /** How the contents were read: from the archive, or file by file (the archive carried none). */
  readonly readFileByFile: boolean;
}

const FILE_READS_AT_ONCE = 8;

const sha256Of = (file: LiveFile): string =>
  createHash('sha256')
    .update(Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8'))
    .digest('hex');

export async function readLiveArchive(client: PlatformClient, siteId: string): Promise<LiveArchive> {
  const archive = await client.sites.source.archive(siteId);
  const entries = archive.manifest.files;
  let files = archive.files as Record<string, LiveFile> | undefined;
  const readFileByFile = files === undefined;
  if (files === undefined) {
    const limit = pLimit(FILE_READS_AT_ONCE);
    const read = await Promise.all(
      entries.map((e) =>
        limit(async () => [e.path, await client.sites.source.file(siteId, e.path)] as const),
      ),
    );
    files = Object.fromEntries(read.map(([path, f]) => [path, { content: f.content, encoding: f.encoding }]));
  }
  const known = files;
  const manifest = {
    files: entries.map((e) =>
      typeof e.checksum === 'string' || known[e.path] === undefined
        ? e
        : { ...e, checksum: sha256Of(known[e.path]!) },
    ),
  };
  const revision = (archive as { source_revision?: unknown }).source_revision;
  return {
    source_revision: typeof revision === 'string' ? revision : archive.manifest.source_revision,
    manifest,
    files: known,
    readFileByFile,
  };
}
