/**
 * Pure checks of one source path against the platform's path rules (docs/platform-contract.md §6):
 * POSIX, relative, no `.`/`..` or empty segments, no backslash, no control characters, at most
 * 512 bytes of UTF-8. Every problem names the path.
 */

export const MAX_PATH_BYTES = 512;

export interface PathProblem {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/**
 * The code point of the first control character (U+0000–U+001F, U+007F), if any. Each is one
 * UTF-16 unit, and no unit of a surrogate pair is in that range: the units are looked at as they
 * stand, without a string per character (this runs for every path of every tree read).
 */
function firstControlCharacter(path: string): number | undefined {
  for (let i = 0; i < path.length; i++) {
    const unit = path.charCodeAt(i);
    if (unit <= 0x1f || unit === 0x7f) return unit;
  }
  return undefined;
}

function codePointLabel(cp: number): string {
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}

/** Shows a path with control characters escaped, so a message never carries raw control bytes. */
export function printablePath(path: string): string {
  return JSON.stringify(path).replace(/\u007f/g, '\\u007f');
}

/**
 * Whether `segment` is one of the `/`-separated segments of `path` (no array of segments per path:
 * the walk checks every file of the tree).
 */
function hasSegment(path: string, segment: '.' | '..'): boolean {
  const [first, last, inner] = SEGMENT_FORMS[segment];
  return path === segment || path.startsWith(first) || path.endsWith(last) || path.includes(inner);
}

/** A segment as the first, the last and an inner segment of a longer path. */
const SEGMENT_FORMS = {
  '.': ['./', '/.', '/./'],
  '..': ['../', '/..', '/../'],
} as const;

/** The first problem of `path`, or undefined when the platform accepts it. */
export function sourcePathProblem(path: string): PathProblem | undefined {
  // Escaped only for a message: most paths have no problem.
  const shown = () => printablePath(path);
  const problem = (code: string, message: string): PathProblem => ({ path, code, message });
  if (path === '') return problem('empty_path', 'path is empty');
  const control = firstControlCharacter(path);
  if (control !== undefined) {
    return problem(
      'control_character',
      `path ${shown()} contains the control character ${codePointLabel(control)}`,
    );
  }
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) {
    return problem(
      'absolute_path',
      `path ${shown()} is absolute; source paths are relative to the site root`,
    );
  }
  if (path.includes('\\')) {
    return problem(
      'backslash',
      `path ${shown()} contains a backslash; source paths separate segments with "/"`,
    );
  }
  if (hasSegment(path, '..')) {
    return problem('dot_segment', `path ${shown()} contains a ".." segment`);
  }
  if (hasSegment(path, '.')) {
    return problem('dot_segment', `path ${shown()} contains a "." segment`);
  }
  if (path.endsWith('/') || path.includes('//')) {
    return problem('empty_segment', `path ${shown()} contains an empty segment`);
  }
  // A UTF-16 unit is at most 3 bytes of UTF-8: only a path longer than a third of the cap is counted.
  if (path.length * 3 > MAX_PATH_BYTES) {
    const bytes = Buffer.byteLength(path, 'utf8');
    if (bytes > MAX_PATH_BYTES) {
      return problem(
        'path_too_long',
        `path ${shown()} is ${bytes} bytes of UTF-8; the platform allows at most ${MAX_PATH_BYTES}`,
      );
    }
  }
  return undefined;
}

/**
 * Paths that differ only by case from an earlier one (in the order given). The platform and
 * case-insensitive checkouts (macOS, Windows) cannot hold both, so both names are reported.
 */
export function caseCollisions(paths: readonly string[]): PathProblem[] {
  const firstByKey = new Map<string, string>();
  const problems: PathProblem[] = [];
  for (const path of paths) {
    const key = path.toLowerCase();
    const first = firstByKey.get(key);
    if (first === undefined) {
      firstByKey.set(key, path);
    } else {
      problems.push({
        path,
        code: 'case_collision',
        message: `path ${printablePath(path)} differs only by case from ${printablePath(first)}`,
      });
    }
  }
  return problems;
}
