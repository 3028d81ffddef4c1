/**
 * The content of one file as it goes into a write body: text (normalised as it was hashed) as
 * utf8, binary as base64. Reads one file into memory (at most the 10 MiB platform limit) and
 * checks it against the checksum of the hashing pass, so a file edited meanwhile is never sent
 * under a stale plan.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { SitesyncError } from '../shared/errors.js';
import { isBinaryContent } from './binary-detection.js';
import { normalizeCrlf } from './line-endings.js';
import type { SourceFile } from './types.js';
import type { UploadContent } from './upload-encoding.js';

export async function readUploadContent(file: SourceFile): Promise<UploadContent> {
  const raw = await readFile(file.absPath);
  const binary = isBinaryContent(raw);
  const bytes = !binary && file.normalized ? normalizeCrlf(raw) : raw;
  const checksum = createHash('sha256').update(bytes).digest('hex');
  if (checksum !== file.checksum || binary !== file.binary) {
    throw new SitesyncError(
      'source_changed',
      `file ${file.path} changed while sitesync was reading the tree`,
      {
        location: { file: file.path },
        hint: 'run sitesync again once the files are no longer being edited',
      },
    );
  }
  return binary
    ? { content: bytes.toString('base64'), encoding: 'base64' }
    : { content: bytes.toString('utf8'), encoding: 'utf8' };
}
