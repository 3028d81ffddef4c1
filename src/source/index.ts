/** The local site source tree: walk, ignore rules, path safety, hashing, upload content, batches. */
export {
  readSourceTree,
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_WALK_CONCURRENCY,
  SOURCE_SETTING_CODES,
} from './read-tree.js';
export type { ReadSourceTreeOptions } from './read-tree.js';
export type { SourceFile, SourceTree, ChecksumAlgorithm } from './types.js';
export { createUploadReader, readUploadContent } from './upload-content.js';
export { hashWith } from './hash-with.js';
export {
  detectChecksumAlgorithm,
  localChecksumsFor,
  MAX_CONFIRMATION_SAMPLES,
} from './checksum-detection.js';
export type { ChecksumDetection, LiveChecksumEntry, HashWith } from './checksum-detection.js';
export { planBatches, DEFAULT_BATCH_LIMITS, EMPTY_BODY_BYTES } from './batches.js';
export type { BatchChange, BatchLimits, SourceBatch } from './batches.js';
export {
  encodedEntryBytes,
  base64EntryBytes,
  utf8EntryBytes,
  jsonEscapeExtraBytes,
} from './upload-encoding.js';
export type { UploadContent, UploadEncoding } from './upload-encoding.js';
export { sourcePathProblem, caseCollisions, MAX_PATH_BYTES } from './path-safety.js';
export { compareSourcePaths } from './path-order.js';
export { createDigestCache, digestCacheColumns, RACY_MARGIN_MS } from './digest-cache.js';
export type { DigestCache, DigestCacheData, DigestCacheDataV1, FileStamp } from './digest-cache.js';
