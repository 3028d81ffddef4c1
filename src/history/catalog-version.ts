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

const SECTION_KEY = /^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(?:#.*)?\r?$/;
/** Lines at the top level: not blank, not indented, not a comment, not a sequence dash. */
const TOP_LEVEL_LINE = /^[^\s#-].*$/gm;
const MAYBE_UNUSUAL = /[&*!\t]|^(?:---|\.\.\.|%)/m;
const UNUSUAL = /(?:^|[\s[{,:-])[&*!][^\s,\]}]|\t|^(?:---|\.\.\.|%)/m;

interface Section {
  readonly name: CatalogSection | undefined;
  /** Offset of the header line and of the line after the section. */
  readonly start: number;
  readonly end: number;
}

/** The top-level sections by offset; undefined when a top-level line is not a plain `key:` header. */
function sectionsOf(text: string): Section[] | undefined {
  const headers: { name: string; start: number }[] = [];
  for (const m of text.matchAll(TOP_LEVEL_LINE)) {
    const name = SECTION_KEY.exec(m[0])?.[1];
    if (name === undefined) return undefined; // `products: [...]`, `key: value` at the top: not plain
    headers.push({ name, start: m.index });
  }
  return headers.map((h, i) => ({
    name: (CATALOG_SECTIONS as readonly string[]).includes(h.name) ? (h.name as CatalogSection) : undefined,
    start: h.start,
    end: headers[i + 1]?.start ?? text.length,
  }));
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl;
};
const isFiller = (line: string) => {
  const t = line.trimStart();
  return t === '' || t === '\r' || t.startsWith('#');
};

/** The indentation of a section's items (the column of their dash); undefined when not a block sequence. */
function itemIndent(text: string, section: Section): number | undefined {
  let at = lineEnd(text, section.start) + 1;
  while (at < section.end) {
    const line = text.slice(at, lineEnd(text, at));
    if (!isFiller(line)) {
      const dash = /^( *)-(?:\s|$)/.exec(line);
      return dash ? dash[1]!.length : undefined;
    }
    at = lineEnd(text, at) + 1;
  }
  return undefined;
}

/** The fields that hold an entity's key (`slug`, services' `service_code`), as a pattern. */
const KEY_FIELD = [...new Set(CATALOG_SECTIONS.map((s) => keyFieldOf(KIND_OF[s])))].join('|');
/** A key field's line with an escape on it (`"\x74ent"`, `'it''s'`). */
const ESCAPED_KEY = new RegExp(`(?:^|[\\s{,])(?:${KEY_FIELD})[ \\t]*:[^\\n]*(?:\\\\|'')`, 'm');
/** A key field whose value starts on a later line (nothing after the colon, or a block scalar). */
const KEY_BELOW = new RegExp(
  `(?:^|[\\s{,])(?:${KEY_FIELD})[ \\t]*:[ \\t]*(?:[|>][^\\n]*)?(?:#[^\\n]*)?\\r?$`,
  'm',
);
/** A key field at the start of a block mapping's line: its column, for the line after it. */
const BLOCK_KEY_LINE = new RegExp(`^( *)((?:- +)*)(?:${KEY_FIELD})[ \\t]*:`, 'gm');

/**
 * Whether every key field's value stands on its line as the value's own text: the search finds an
 * item by that text. Not so when it is written with an escape, starts on a later line, or goes on
 * over the next line (a plain or quoted scalar folded: the line after it is indented deeper than
 * the field); the whole parse reads those.
 */
function keysWrittenAsText(text: string): boolean {
  if (ESCAPED_KEY.test(text) || KEY_BELOW.test(text)) return false;
  for (const m of text.matchAll(BLOCK_KEY_LINE)) {
    const column = m[1]!.length + m[2]!.length;
    let at = lineEnd(text, m.index) + 1;
    while (at < text.length) {
      const line = text.slice(at, lineEnd(text, at));
      if (!isFiller(line)) {
        if (line.length - line.trimStart().length > column) return false;
        break;
      }
      at = lineEnd(text, at) + 1;
    }
  }
  return true;
}

const startsItem = (line: string, indent: number) =>
  line.charCodeAt(indent) === 0x2d /* - */ &&
  (line.length === indent + 1 || /\s/.test(line[indent + 1]!)) &&
  (indent === 0 || line.slice(0, indent).trim() === '');

/**
 * From this many wanted keys the whole file is parsed once instead of searched key by key. Each
 * key's search reads its section's text (its key may also be the start of others: `product-1`,
 * `product-10`…), so searching costs keys × text and the whole parse costs text: measured on the
 * bench's catalogs, the whole parse costs as much as ~210 keys (L: 8 MB, 52,500 entities, 0.5 s)
 * to ~280 keys (M: 3 MB, 0.15 s). A first publish asks about every entity it creates: 52,500
 * searches on L took minutes.
 */
export const WHOLE_FILE_FROM_KEYS = 200;

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
  if (wanted.length >= WHOLE_FILE_FROM_KEYS) return whole();
  if (MAYBE_UNUSUAL.test(text) && UNUSUAL.test(text)) return whole();
  if (!keysWrittenAsText(text)) return whole();
  const sections = sectionsOf(text);
  if (!sections) return whole();
  const keysOf = new Map<CatalogSection, Set<string>>();
  for (const k of wanted) {
    const [kind, ...rest] = k.split(':');
    const section = CATALOG_SECTIONS.find((s) => KIND_OF[s] === kind);
    if (!section) continue;
    let keys = keysOf.get(section);
    if (!keys) keysOf.set(section, (keys = new Set()));
    keys.add(rest.join(':'));
  }
  const out = new Map<EntityKey, EntityVersion>();
  const indents = new Map<Section, number | undefined>();
  const parsed = new Set<number>();
  const foundAt = new Map<EntityKey, number>();
  for (const section of sections) {
    const keys = section.name && keysOf.get(section.name);
    if (!keys || !section.name) continue;
    for (const key of keys) {
      if (key === '') continue;
      for (
        let at = text.indexOf(key, section.start);
        at >= 0 && at < section.end;
        at = text.indexOf(key, at + 1)
      ) {
        if (!indents.has(section)) indents.set(section, itemIndent(text, section));
        const indent = indents.get(section);
        if (indent === undefined) return whole();
        // The item around the hit: back to the line with its dash, on to the next item or section.
        let from = lineStart(text, at);
        while (from > section.start && !startsItem(text.slice(from, lineEnd(text, from)), indent))
          from = lineStart(text, from - 1);
        if (from <= section.start || parsed.has(from)) continue;
        parsed.add(from);
        let to = lineEnd(text, from) + 1;
        while (to < section.end && !startsItem(text.slice(to, lineEnd(text, to)), indent))
          to = lineEnd(text, to) + 1;
        const lines = text.slice(from, Math.min(to, section.end)).split('\n');
        // One item alone: the same text, as the only element of a sequence at column 0.
        const dedented = lines.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)));
        let value: unknown;
        try {
          value = (load(dedented.join('\n'), { schema: CORE_SCHEMA, json: false }) as unknown[] | null)?.[0];
        } catch {
          return whole();
        }
        const index = parsed.size;
        // Positions only serve messages about the entity, which a history read never shows.
        const position = { line: 1, column: indent + 3 };
        const positions: { line: number; column: number }[] = [];
        positions[index] = position;
        const source = lazySource(text, file, new Map([[section.name, positions]]));
        const entry: RawEntry = { source, section: section.name, index, value };
        const id = (value as Record<string, unknown> | null)?.[keyFieldOf(KIND_OF[section.name])];
        if (typeof id === 'string' && keys.has(id)) {
          // Two items with one key: the first in the file counts, as in the whole parse.
          const k = entityKey(KIND_OF[section.name], id);
          const earlier = foundAt.get(k);
          if (earlier !== undefined && earlier < from) continue;
          out.delete(k);
          fromEntries([entry], out);
          if (out.has(k)) foundAt.set(k, from);
        }
      }
    }
  }
  return out;
}
