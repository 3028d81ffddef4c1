/**
 * The fast path of catalog parsing. `yaml`'s positioned parse (parseDocument) of a 10,000-product
 * catalog costs ~1 s and ~240 MB; js-yaml reads the same file in ~0.1 s and ~25 MB. Positions are
 * needed only for messages, so the fast path keeps just the position of every section item (the
 * entity's location) and everything else falls back to the positioned parse on demand. Anything
 * unusual — a syntax error, a duplicate key (js-yaml refuses it), anchors or aliases — is left to
 * the positioned parse altogether, so both paths give the same data and the same messages.
 *
 * Both parse YAML 1.2 with the core schema: no timestamps, no binary, no merge keys.
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import { DEFAULT_YAML_LIMITS } from './yaml-data.js';
import type { ItemPositions, Position } from './yaml-source.js';

export interface FastLoad {
  readonly data: unknown;
  /** Position of `data[section][index]`: the positions of each section's items, by section. */
  readonly itemPositions: ItemPositions;
  /** The nodes of each section's items (each item with everything in it), by section. */
  readonly itemNodes: ReadonlyMap<string, readonly number[]>;
  /** Every node of the document (what the node cap counts). */
  readonly nodes: number;
}

/** An anchor (`&a`) or alias (`*a`) where a node can start: aliases are left to the guarded parse. */
const ANCHOR_OR_ALIAS = /(?:^|[\s[{,:-])[&*][^\s,\]}]/m;

/**
 * True when the text may hold an anchor or alias (a guess on the text: quoted `*` count too). A
 * text with neither `&` nor `*` has none, and two searches for one character answer that in a few
 * milliseconds on L's 8 MB catalog, where the pattern took 15–30 ms (bench/ANALYSIS.md, fifteenth
 * round).
 */
export function mayHaveAliases(text: string): boolean {
  if (!text.includes('&') && !text.includes('*')) return false;
  return ANCHOR_OR_ALIAS.test(text);
}

export function fastLoad(text: string): FastLoad | undefined {
  if (mayHaveAliases(text)) return undefined;
  let depth = 0;
  let nodes = 0;
  // The items opened directly under each root value, with the value node they belong to.
  let current: Position[] = [];
  let counts: number[] = [];
  let itemFirst = 0;
  const byValue = new Map<unknown, { positions: Position[]; counts: number[] }>();
  let data: unknown;
  try {
    data = load(text, {
      schema: CORE_SCHEMA,
      json: false,
      listener(event, state) {
        if (event === 'open') {
          // Past the node cap: the guarded parse refuses it with a position.
          if (++nodes > DEFAULT_YAML_LIMITS.maxNodes) throw new Error('node cap');
          if (depth === 1) {
            current = [];
            counts = [];
          } else if (depth === 2) {
            current.push({ line: state.line + 1, column: state.position - state.lineStart + 1 });
            itemFirst = nodes;
          }
          depth++;
        } else {
          depth--;
          if (depth === 2) counts.push(nodes - itemFirst + 1);
          else if (depth === 1 && (Array.isArray(state.result) || typeof state.result === 'object'))
            byValue.set(state.result, { positions: current, counts });
        }
      },
    });
  } catch {
    return undefined;
  }
  const itemPositions = new Map<string, readonly Position[]>();
  const itemNodes = new Map<string, readonly number[]>();
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    for (const [section, value] of Object.entries(data)) {
      if (!Array.isArray(value)) continue;
      const items = byValue.get(value);
      // Not the shape this expects: be exact instead.
      if (!items || items.positions.length !== value.length || items.counts.length !== value.length)
        return undefined;
      itemPositions.set(section, items.positions);
      itemNodes.set(section, items.counts);
    }
  }
  return { data, itemPositions, itemNodes, nodes };
}
