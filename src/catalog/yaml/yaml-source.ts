/**
 * A parsed YAML file that remembers where every node came from, so that problems found later
 * (schema, references, cycles) can be reported at `file:line:column`.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import type { InputIssue } from '../../shared/errors.js';
import { DEFAULT_YAML_LIMITS, YamlDataError, yamlToData, type YamlDataLimits } from './yaml-data.js';
import { prescanYaml } from './yaml-prescan.js';

export type YamlPath = readonly (string | number)[];

export interface YamlSource {
  /** The file as it is shown to people (relative to a base folder, POSIX separators). */
  readonly file: string;
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
  /** Positions already known from the fast parse (`section/index` → position of that item). */
  readonly itemPositions?: ItemPositions;
}

/**
 * A source from the fast parse: item positions are known; the positioned document is parsed only
 * when some other position is asked for (a message about a field), then kept.
 */
/** Thrown by parseCatalog with `positioned: false` where the positioned parse would be needed. */
export class NeedsPositionedParse extends Error {
  constructor(readonly file: string) {
    super(`${file} needs the positioned parse`);
  }
}

export function lazySource(
  text: string,
  file: string,
  itemPositions: ItemPositions,
  /** Throw NeedsPositionedParse instead of parsing (parseCatalog's `positioned: false`). */
  refuseFull = false,
): YamlSource {
  let parsed: YamlSource | undefined;
  const full = () => {
    if (refuseFull) throw new NeedsPositionedParse(file);
    return (parsed ??= parseYamlSource(text, file).source);
  };
  return {
    file,
    itemPositions,
    get doc() {
      return full().doc;
    },
    get lineCounter() {
      return full().lineCounter;
    },
  };
}

/** The position of every item of each top-level section (`products` → the position of each product). */
export type ItemPositions = ReadonlyMap<string, readonly Position[]>;

export interface Position {
  readonly line: number;
  readonly column: number;
}

/** Parses YAML text; syntax errors and duplicate keys come back as issues (the document may still be usable). */
export function parseYamlSource(text: string, file: string): { source: YamlSource; issues: InputIssue[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const source: YamlSource = { file, doc, lineCounter };
  const issues: InputIssue[] = doc.errors.map((err) => {
    const pos = lineCounter.linePos(err.pos[0]);
    const duplicate = err.code === 'DUPLICATE_KEY';
    const keyPath = duplicate ? pathOfKeyAt(doc.contents, err.pos[0], []) : undefined;
    return {
      ...(keyPath ? { field: fieldPath(keyPath) } : {}),
      code: duplicate ? 'duplicate_key' : 'yaml_syntax',
      severity: 'error',
      file,
      line: pos.line,
      column: pos.col,
      message: duplicate ? 'duplicate key (each key may appear once in a mapping)' : firstLine(err.message),
    };
  });
  return { source, issues };
}

/** Line and column (1-based) of an offset in a text. */
function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The caps that can be checked on the text alone (aliases, nodes: yaml-prescan.ts), as one located
 * issue; run before the positioned parse, which a hostile text would make costly.
 */
export function prescanIssue(
  text: string,
  file: string,
  limits: YamlDataLimits = DEFAULT_YAML_LIMITS,
): InputIssue | undefined {
  try {
    prescanYaml(text, limits);
    return undefined;
  } catch (err) {
    if (!(err instanceof YamlDataError)) throw err;
    return { code: err.code, severity: 'error', file, ...positionAt(text, err.offset), message: err.message };
  }
}

/**
 * The document's plain data (yaml-data.ts: linear, capped). A cap passed or an alias without its
 * anchor comes back as one located issue instead of data.
 */
export function dataOf(
  source: YamlSource,
  limits: YamlDataLimits = DEFAULT_YAML_LIMITS,
): { data: unknown; issue?: undefined } | { data?: undefined; issue: InputIssue } {
  try {
    return { data: yamlToData(source.doc, limits) ?? {} };
  } catch (err) {
    if (!(err instanceof YamlDataError)) throw err;
    const pos = source.lineCounter.linePos(err.offset);
    return {
      issue: {
        code: err.code,
        severity: 'error',
        file: source.file,
        line: pos.line,
        column: pos.col,
        message: err.message,
      },
    };
  }
}

/** The path of the mapping key that starts at `offset`, if any. */
function pathOfKeyAt(node: unknown, offset: number, path: (string | number)[]): YamlPath | undefined {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (isNode(pair.key) && pair.key.range?.[0] === offset) return [...path, key];
      const found = pathOfKeyAt(pair.value, offset, [...path, key]);
      if (found) return found;
    }
  } else if (isSeq(node)) {
    for (const [i, item] of node.items.entries()) {
      const found = pathOfKeyAt(item, offset, [...path, i]);
      if (found) return found;
    }
  }
  return undefined;
}

function firstLine(message: string): string {
  const line = message.split('\n')[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, '');
}

/** Position of the node at `path` (its key when `at` is 'key'), or of the nearest existing ancestor. */
export function positionOf(source: YamlSource, path: YamlPath, at: 'value' | 'key' = 'value'): Position {
  if (source.itemPositions && path.length === 2 && at === 'value') {
    const known =
      typeof path[1] === 'number' ? source.itemPositions.get(String(path[0]))?.[path[1]] : undefined;
    if (known) return known;
  }
  let node: unknown = source.doc.contents;
  let best: Node | null = isNode(node) ? node : null;
  let keyNode: Node | null = null;
  for (const segment of path) {
    keyNode = null;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && keyMatches(p.key, segment));
      if (!pair) break;
      keyNode = isNode(pair.key) ? pair.key : null;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      node = node.items[segment];
    } else {
      break;
    }
    if (isNode(node)) best = node;
    else if (keyNode) best = keyNode;
    else break;
  }
  const target = at === 'key' && keyNode ? keyNode : best;
  const offset = target?.range?.[0] ?? 0;
  const pos = source.lineCounter.linePos(offset);
  return { line: pos.line, column: pos.col };
}

function keyMatches(key: unknown, segment: string | number): boolean {
  if (isScalar(key)) return String(key.value) === String(segment);
  return String(key) === String(segment);
}

function isNode(value: unknown): value is Node {
  return (
    typeof value === 'object' && value !== null && 'range' in value && Array.isArray((value as Node).range)
  );
}

/** `['products', 2, 'brand']` → `products[2].brand`. */
export function fieldPath(path: YamlPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}
