/**
 * The source tree model: an immutable map of source path → bytes. Every change makes a new map
 * (the buffers are shared), so sessions, previews and publish requests can hold a tree as it was.
 */
import { isUtf8 } from 'node:buffer';
import { checksumOf, type ChecksumAlgorithm } from './checksum.js';

export type SourceTree = ReadonlyMap<string, Buffer>;

export const EMPTY_TREE: SourceTree = new Map();

export interface FileEntry {
  readonly path: string;
  readonly byte_size: number;
  readonly binary: boolean;
  readonly checksum: string;
}

export type ContentEncoding = 'utf8' | 'base64';

export interface FilePayload {
  readonly content: string;
  readonly encoding: ContentEncoding;
}

/** True when the bytes are not valid UTF-8 or contain NUL. */
export function isBinary(bytes: Uint8Array): boolean {
  return bytes.includes(0) || !isUtf8(bytes);
}

/**
 * What a file entry costs to compute, kept per buffer: trees share their buffers and never change
 * them, so a manifest of the whole tree after each staged write (the validation object carries
 * one) hashes only the files that write brought, not the whole tree again; nor does each save of
 * the state (its file contents are keyed by checksum).
 */
const entryFacts = new WeakMap<Buffer, { binary?: boolean; checksums: Map<ChecksumAlgorithm, string> }>();

function factsOf(bytes: Buffer): { binary?: boolean; checksums: Map<ChecksumAlgorithm, string> } {
  let facts = entryFacts.get(bytes);
  if (!facts) {
    facts = { checksums: new Map() };
    entryFacts.set(bytes, facts);
  }
  return facts;
}

/** checksumOf(bytes, algorithm), computed once per buffer. */
export function cachedChecksum(bytes: Buffer, algorithm: ChecksumAlgorithm): string {
  const { checksums } = factsOf(bytes);
  let checksum = checksums.get(algorithm);
  if (checksum === undefined) {
    checksum = checksumOf(bytes, algorithm);
    checksums.set(algorithm, checksum);
  }
  return checksum;
}

export function fileEntry(path: string, bytes: Buffer, algorithm: ChecksumAlgorithm): FileEntry {
  const facts = factsOf(bytes);
  facts.binary ??= isBinary(bytes);
  return { path, byte_size: bytes.length, binary: facts.binary, checksum: cachedChecksum(bytes, algorithm) };
}

/** Paths in byte order of their UTF-16 code units (stable, locale-independent). */
export function sortedPaths(tree: SourceTree): string[] {
  return [...tree.keys()].sort(comparePaths);
}

export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every file of the tree as a manifest entry, sorted by path. */
export function manifestOf(tree: SourceTree, algorithm: ChecksumAlgorithm): FileEntry[] {
  return sortedPaths(tree).map((path) => fileEntry(path, tree.get(path)!, algorithm));
}

/** Text files as utf8, binary ones as base64. */
export function payloadOf(bytes: Buffer): FilePayload {
  return isBinary(bytes)
    ? { content: bytes.toString('base64'), encoding: 'base64' }
    : { content: bytes.toString('utf8'), encoding: 'utf8' };
}

export interface TreePatch {
  readonly files: ReadonlyMap<string, Buffer>;
  readonly deletePaths: readonly string[];
}

/** A new tree with `deletePaths` removed, then `files` written. Reports how many paths were deleted. */
export function applyPatch(tree: SourceTree, patch: TreePatch): { tree: SourceTree; deleted: number } {
  const next = new Map(tree);
  let deleted = 0;
  for (const path of patch.deletePaths) {
    if (next.delete(path)) deleted++;
  }
  for (const [path, bytes] of patch.files) next.set(path, bytes);
  return { tree: next, deleted };
}

/** Same paths with the same bytes. */
export function treesEqual(a: SourceTree, b: SourceTree): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [path, bytes] of a) {
    const other = b.get(path);
    if (!other || !other.equals(bytes)) return false;
  }
  return true;
}

export function textOf(tree: SourceTree, path: string): string | undefined {
  return tree.get(path)?.toString('utf8');
}

export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value, null, 2) + '\n', 'utf8');
}
