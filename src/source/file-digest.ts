/**
 * One streamed pass over a file: size, checksum, binary detection and the JSON-encoded upload size,
 * with CRLF normalisation of text files. Memory stays at one chunk whatever the file size.
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { createBinaryDetector } from './binary-detection.js';
import { createCrlfNormalizer } from './line-endings.js';
import type { ChecksumAlgorithm } from './types.js';
import { base64EntryBytes, jsonEscapeExtraBytes, utf8EntryBytes } from './upload-encoding.js';

export interface FileDigest {
  readonly byteSize: number;
  readonly checksum: string;
  readonly binary: boolean;
  readonly normalized: boolean;
  readonly encodedBytes: number;
}

export interface DigestOptions {
  readonly normalizeLineEndings: boolean;
  readonly algorithm?: ChecksumAlgorithm;
  /** Stop reading once the upload bytes are known to exceed this. */
  readonly maxBytes?: number;
}

export type DigestResult = ({ readonly tooLarge: false } & FileDigest) | { readonly tooLarge: true };

/** Read buffers are reused across files: a tree read allocates `concurrency` of them, not one per chunk. */
const READ_CHUNK = 256 * 1024;
const freeBuffers: Buffer[] = [];
const takeBuffer = () => freeBuffers.pop() ?? Buffer.allocUnsafeSlow(READ_CHUNK);

export async function digestFile(absPath: string, options: DigestOptions): Promise<DigestResult> {
  const algorithm = options.algorithm ?? 'sha256';
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const detector = createBinaryDetector();
  const raw = { hash: createHash(algorithm), size: 0, escapes: 0 };
  const normalizer = options.normalizeLineEndings ? createCrlfNormalizer() : undefined;
  const norm = { hash: createHash(algorithm), size: 0, escapes: 0 };

  const feedNormalized = (bytes: Buffer): void => {
    norm.hash.update(bytes);
    norm.size += bytes.length;
    norm.escapes += jsonEscapeExtraBytes(bytes);
  };

  const file = await open(absPath, 'r');
  const buffer = takeBuffer();
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      // A view of the reused buffer: everything below consumes it before the next read.
      const chunk = buffer.subarray(0, bytesRead);
      detector.push(chunk);
      raw.hash.update(chunk);
      raw.size += chunk.length;
      if (!detector.binary) {
        if (normalizer) feedNormalized(normalizer.push(chunk));
        else raw.escapes += jsonEscapeExtraBytes(chunk);
      }
      // Normalised bytes are never more than the raw ones; binary files are sent raw.
      const lowerBound = normalizer && !detector.binary ? norm.size : raw.size;
      if (lowerBound > maxBytes) return { tooLarge: true };
    }
  } finally {
    freeBuffers.push(buffer);
    await file.close();
  }

  const binary = detector.end();
  if (!binary && normalizer) {
    feedNormalized(normalizer.end());
    if (norm.size > maxBytes) return { tooLarge: true };
    return {
      tooLarge: false,
      byteSize: norm.size,
      checksum: norm.hash.digest('hex'),
      binary: false,
      normalized: true,
      encodedBytes: utf8EntryBytes(norm.size, norm.escapes),
    };
  }
  if (raw.size > maxBytes) return { tooLarge: true };
  return {
    tooLarge: false,
    byteSize: raw.size,
    checksum: raw.hash.digest('hex'),
    binary,
    normalized: false,
    encodedBytes: binary ? base64EntryBytes(raw.size) : utf8EntryBytes(raw.size, raw.escapes),
  };
}
