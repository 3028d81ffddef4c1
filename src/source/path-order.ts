/**
 * The one order of source paths: by their UTF-8 bytes, as the platform sorts its manifest.
 * (JavaScript's `<` compares UTF-16 code units, which differs for characters above U+FFFF.)
 */
export function compareSourcePaths(a: string, b: string): number {
  if (a === b) return 0;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
