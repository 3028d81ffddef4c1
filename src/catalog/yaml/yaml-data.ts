/**
 * A parsed YAML document → plain data, in one pass, with caps. It replaces `doc.toJS()`, whose alias
 * resolution scans every anchor and alias again for each alias (20,000 aliases: 5.7 s; 100,000:
 * minutes) and whose expansion guard ends without a position.
 *
 * - Aliases resolve to the last anchor of that name before them (YAML's rule), looked up in a map
 *   kept as the document is walked in order: linear.
 * - An alias yields the anchored value itself (shared, not copied); what a reader of the data may
 *   walk is the document with every alias expanded, so that expanded size is counted and capped
 *   (`maxNodes`): a billion-laughs document stops at the alias that crosses the cap.
 * - At most `maxAliases` aliases, and nesting at most `maxDepth` deep.
 * Every refusal names the offset of the node where it happened (shown as file:line:column).
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';

export interface YamlDataLimits {
  /** Nodes of the document with every alias expanded (keys, values and items each count 1). */
  readonly maxNodes: number;
  readonly maxAliases: number;
  readonly maxDepth: number;
}

export const DEFAULT_YAML_LIMITS: YamlDataLimits = {
  maxNodes: 2_000_000,
  maxAliases: 10_000,
  maxDepth: 256,
};

/** A document past a cap, or an alias that cannot be resolved. `offset` is where in the text. */
export class YamlDataError extends Error {
  constructor(
    readonly code: 'yaml_too_large' | 'yaml_too_many_aliases' | 'yaml_too_deep' | 'yaml_alias',
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'YamlDataError';
  }
}

interface Anchored {
  value: unknown;
  /** Expanded node count of the anchored value; undefined while it is still being read. */
  size: number | undefined;
}

export function yamlToData(doc: Document.Parsed, limits: YamlDataLimits = DEFAULT_YAML_LIMITS): unknown {
  const anchors = new Map<string, Anchored>();
  let total = 0;
  let aliases = 0;
  const offsetOf = (node: unknown) => (node as { range?: [number] } | null)?.range?.[0] ?? 0;
  const count = (n: number, node: unknown) => {
    total += n;
    if (total > limits.maxNodes)
      throw new YamlDataError(
        'yaml_too_large',
        `the document expands to more than ${limits.maxNodes} nodes${isAlias(node) ? ' through its aliases (an alias bomb?)' : ''}; refused`,
        offsetOf(node),
      );
  };

  /** Returns the value and its expanded size. */
  function read(node: unknown, depth: number): [unknown, number] {
    if (depth > limits.maxDepth)
      throw new YamlDataError(
        'yaml_too_deep',
        `nesting deeper than ${limits.maxDepth} levels; refused`,
        offsetOf(node),
      );
    if (node === null || node === undefined) {
      count(1, node);
      return [null, 1];
    }
    if (isAlias(node)) {
      aliases += 1;
      if (aliases > limits.maxAliases)
        throw new YamlDataError(
          'yaml_too_many_aliases',
          `more than ${limits.maxAliases} aliases; refused`,
          offsetOf(node),
        );
      const target = anchors.get(node.source);
      if (!target)
        throw new YamlDataError(
          'yaml_alias',
          `alias *${node.source} has no anchor &${node.source} before it`,
          offsetOf(node),
        );
      if (target.size === undefined)
        throw new YamlDataError(
          'yaml_alias',
          `alias *${node.source} refers to a node that contains it (a cycle)`,
          offsetOf(node),
        );
      count(target.size, node);
      return [target.value, target.size];
    }
    const anchor = (node as Node).anchor;
    const entry: Anchored | undefined = anchor ? { value: undefined, size: undefined } : undefined;
    if (anchor && entry) anchors.set(anchor, entry);
    let result: [unknown, number];
    if (isMap(node)) {
      count(1, node);
      const out: Record<string, unknown> = {};
      if (entry) entry.value = out;
      let size = 1;
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const [key, keySize] = read(pair.key, depth + 1);
        const [value, valueSize] = read(pair.value, depth + 1);
        size += keySize + valueSize;
        setKey(out, keyString(key), value);
      }
      result = [out, size];
    } else if (isSeq(node)) {
      count(1, node);
      const out: unknown[] = [];
      if (entry) entry.value = out;
      let size = 1;
      for (const item of node.items) {
        const [value, itemSize] = read(item, depth + 1);
        size += itemSize;
        out.push(value);
      }
      result = [out, size];
    } else if (isScalar(node)) {
      count(1, node);
      result = [node.value, 1];
    } else {
      count(1, node);
      result = [null, 1];
    }
    if (entry) {
      entry.value = result[0];
      entry.size = result[1];
    }
    return result;
  }

  return read(doc.contents, 0)[0];
}

/** A mapping key as the plain object's key (as `yaml` does: null is "", others their string). */
function keyString(key: unknown): string {
  if (key === null || key === undefined) return '';
  if (typeof key === 'object') return JSON.stringify(key);
  return String(key);
}

/** `__proto__` is an own key like any other, never the object's prototype. */
function setKey(out: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
  else out[key] = value;
}
