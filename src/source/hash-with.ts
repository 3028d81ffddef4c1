/**
 * Hashes a file of the tree with another algorithm, over the same bytes as its SHA-256 (text
 * normalised as it was read), for detecting the checksum algorithm of a live manifest.
 */
import { digestFile } from './file-digest.js';
import type { ChecksumAlgorithm, SourceFile } from './types.js';

export async function hashWith(file: SourceFile, algorithm: ChecksumAlgorithm): Promise<string> {
  if (algorithm === 'sha256') return file.checksum;
  const digest = await digestFile(file.absPath, { normalizeLineEndings: file.normalized, algorithm });
  if (digest.tooLarge) throw new Error('unreachable: no size limit given');
  return digest.checksum;
}
