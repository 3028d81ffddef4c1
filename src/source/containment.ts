import path from 'node:path';

/**
 * True when `target` is `root` itself or lies below it. Decided with `path.relative` and its
 * first segment, never with a string prefix (`/site-old` does not lie inside `/site`).
 */
export function isWithin(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  if (rel === '') return true;
  if (path.isAbsolute(rel)) return false; // another drive on Windows
  return rel.split(path.sep)[0] !== '..';
}
