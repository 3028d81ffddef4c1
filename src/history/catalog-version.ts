/**
 * Pure: the entities of one committed catalog file, normalised as the plan normalises the YAML
 * (decimals with two places, `published` → `active`, references by slug). Lenient: an old version
 * may not validate today; whatever entity it defines is taken, problems are ignored.
 *
 * A plan asks about a few entities of a catalog that may hold 10,000 (parsing all of one version
 * costs ~1 s). `entitiesOfCatalogVersion` therefore cuts the file into its sections' items by
 * lines — in a block sequence every item starts with `- ` at the sequence's indentation, and no
 * line of an item's content can (block scalars and continuation lines are indented deeper) — and
 * parses only the items that mention a wanted key. Anything it does not recognise (flow
 * collections for a section, anchors and aliases, tabs, a document marker) is parsed whole.
 */
import { load, CORE_SCHEMA } from 'js-yaml';
import { buildEntity, keyFieldOf } from '../catalog/build-entity.js';
import { collectEntries, type RawEntry } from '../catalog/raw-entries.js';
import { fastLoad } from '../catalog/yaml/fast-load.js';
import { lazySource, parseYamlSource, type YamlSource } from '../catalog/yaml/yaml-source.js';
import { CATALOG_SECTIONS, KIND_OF, type CatalogSection } from '../catalog/types.js';
import { entityKey, type EntityKey, type EntityVersion } from './types.js';

function fromEntries(entries: readonly RawEntry[], out: Map<EntityKey, EntityVersion>): void {
  for (const entry of entries) {
    const built = buildEntity(entry).built;
    if (!built) continue;
    const { kind, key, fields, refs, archived } = built.entity;
    const k = entityKey(kind, key);
    if (!out.has(k)) out.set(k, { fields, refs, archived });
  }
}

/** Every entity of the file (the whole file parsed). */
export function entitiesOfCatalogText(text: string, file: string): Map<EntityKey, EntityVersion> {
  const out = new Map<EntityKey, EntityVersion>();
  let source: YamlSource;
  let data: unknown;
  const fast = fastLoad(text);
  if (fast) {
    source = lazySource(text, file, fast.itemPositions);
    data = fast.data;
  } else {
    const parsed = parseYamlSource(text, file);
    if (parsed.issues.some((i) => i.code === 'yaml_syntax')) return out;
    source = parsed.source;
    try {
      data = source.doc.toJS({ maxAliasCount: 100 });
    } catch {
      return out;
    }
  }
  fromEntries(collectEntries(source, data), out);
  return out;
}

const SECTION_KEY = /^([A-Za-z_][\w-]*)\s*:\s*(?:#.*)?$/;
const UNUSUAL = /(?:^|[\s[{,:-])[&*!][^\s,\]}]|\t|^(?:---|\.\.\.|%)/m;

interface Item {
  readonly section: CatalogSection;
  readonly index: number;
  /** 0-based index of the item's first line (its dash) and one past its last. */
  readonly from: number;
  readonly to: number;
  readonly indent: number;
}

/** The items of the catalog sections, cut by lines; undefined when the layout is not the plain one. */
function itemsByLines(lines: readonly string[]): Item[] | undefined {
  const items: Item[] = [];
  let section: CatalogSection | undefined;
  let indent = -1;
  let from = -1;
  let index = 0;
  const close = (to: number) => {
    if (from >= 0 && section) items.push({ section, index: index++, from, to, indent });
    from = -1;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const first = line.charCodeAt(0);
    // A top-level line: not blank, not indented, not a comment (#), not a sequence dash (-).
    if (first > 0x20 && first !== 0x23 && first !== 0x2d) {
      close(i);
      const key = SECTION_KEY.exec(line)?.[1];
      if (key === undefined) return undefined; // `products: [...]`, `key: value` at the top: not plain
      section = (CATALOG_SECTIONS as readonly string[]).includes(key) ? (key as CatalogSection) : undefined;
      indent = -1;
      index = 0;
      continue;
    }
    if (!section) continue;
    if (indent < 0) {
      const trimmed = line.trimStart();
      if (trimmed === '' || trimmed.startsWith('#')) continue;
      const dash = /^( *)-(?:\s|$)/.exec(line);
      if (!dash) return undefined;
      indent = dash[1]!.length;
    }
    if (
      line.charCodeAt(indent) === 0x2d /* - */ &&
      (line.length === indent + 1 || line[indent + 1] === ' ')
    ) {
      if (indent === 0 || line.slice(0, indent).trim() === '') {
        close(i);
        from = i;
        continue;
      }
    }
    if (from < 0) {
      const trimmed = line.trimStart();
      if (trimmed !== '' && !trimmed.startsWith('#')) return undefined;
    }
  }
  close(lines.length);
  return items;
}

/** The wanted entities of one committed catalog file; a key not in the result is not in the file. */
export function entitiesOfCatalogVersion(
  text: string,
  file: string,
  wanted: readonly EntityKey[],
): Map<EntityKey, EntityVersion> {
  const whole = () => {
    const all = entitiesOfCatalogText(text, file);
    return new Map(wanted.flatMap((k) => (all.has(k) ? [[k, all.get(k)!] as const] : [])));
  };
  if (UNUSUAL.test(text)) return whole();
  const lines = text.split(/\r?\n/);
  const items = itemsByLines(lines);
  if (!items) return whole();
  const keysOf = new Map<CatalogSection, string[]>();
  for (const k of wanted) {
    const [kind, ...rest] = k.split(':');
    const section = CATALOG_SECTIONS.find((s) => KIND_OF[s] === kind);
    if (section) keysOf.set(section, [...(keysOf.get(section) ?? []), rest.join(':')]);
  }
  // The lines that mention a wanted key at all: only their items are parsed.
  const starts = [0];
  for (let i = 0; i < lines.length - 1; i++) starts.push(starts[i]! + lines[i]!.length + 1);
  const lineAt = (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const hits = new Set<number>();
  for (const key of new Set([...keysOf.values()].flat())) {
    if (key === '') continue;
    for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) hits.add(lineAt(at));
  }
  const out = new Map<EntityKey, EntityVersion>();
  for (const item of items) {
    const keys = keysOf.get(item.section);
    if (!keys) continue;
    let hit = false;
    for (let i = item.from; i < item.to && !hit; i++) hit = hits.has(i);
    if (!hit) continue;
    // One item alone: the same text, as the only element of a sequence at column 0.
    const dedented = lines
      .slice(item.from, item.to)
      .map((l) => l.slice(Math.min(item.indent, l.length - l.trimStart().length)));
    let value: unknown;
    try {
      value = (load(dedented.join('\n'), { schema: CORE_SCHEMA, json: false }) as unknown[] | null)?.[0];
    } catch {
      return whole();
    }
    const positions = new Map([
      [`${item.section}/${item.index}`, { line: item.from + 1, column: item.indent + 3 }],
    ]);
    const source = lazySource(text, file, positions);
    const entry: RawEntry = { source, section: item.section, index: item.index, value };
    const key = (value as Record<string, unknown> | null)?.[keyFieldOf(KIND_OF[item.section])];
    if (typeof key === 'string' && keys.includes(key)) fromEntries([entry], out);
  }
  return out;
}
