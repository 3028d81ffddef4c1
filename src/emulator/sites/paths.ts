/**
 * Source path rules (docs/platform-contract.md §6 Paths): POSIX, relative, no `.`/`..` segments,
 * no empty segment, no backslash, no control characters, at most 512 bytes of UTF-8.
 */

export const MAX_PATH_BYTES = 512;

/** Why `path` is not a valid source path, or undefined when it is. */
export function sourcePathProblem(path: string): string | undefined {
  if (path.length === 0) return 'is empty';
  if (Buffer.byteLength(path, 'utf8') > MAX_PATH_BYTES) return `is longer than ${MAX_PATH_BYTES} bytes`;
  if (path.startsWith('/')) return 'must be relative (it starts with "/")';
  if (path.includes('\\')) return 'must use "/" as separator (it contains a backslash)';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'contains a control character';
  for (const segment of path.split('/')) {
    if (segment === '') return 'contains an empty segment';
    if (segment === '.' || segment === '..') return `contains a "${segment}" segment`;
  }
  return undefined;
}
