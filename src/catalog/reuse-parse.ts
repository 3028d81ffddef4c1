/**
 * A changed catalog parsed item by item: the items whose text is the same as at the last valid
 * parse keep that parse (moved to their new line); only the others are parsed, together, as one
 * small document. L's small change (20 of 50,000 products) then parses 20 items instead of 8 MB of
 * YAML. Pure; the caller stores and supplies the previous parse (state/catalog-parse-cache-store).
 *
 * The result is the whole parse's result or nothing (undefined: parse the whole text):
 * - the text must split into items by lines (yaml/item-chunks.ts), and an item's text stands
 *   for its parse only where the parser put the item's start on that very line, when it was
 *   parsed (itemTableOf, from the whole parse) and when it is parsed here (the changed items);
 * - an item is identified by a SHA-256 of its file name, section and exact text;
 * - the changed items must pass the schema and build without an issue; the checks across the
 *   catalog (duplicates, references, cycles) run over every item and must find nothing; the node
 *   cap counts every item. Anything to report is left to the whole parse, which says it exactly.
 */
import { hash } from 'node:crypto';
import type { BuiltEntity } from './build-entity.js';
import { buildEntity } from './build-entity.js';
import { catalogValidator } from './catalog-schema.js';
import { checkCatalog } from './check-references.js';
import type { CatalogFile } from './parse-catalog.js';
import { collectEntries } from './raw-entries.js';
import type { CatalogSection, DesiredCatalog, DesiredEntity } from './types.js';
import { CATALOG_SECTIONS } from './types.js';
import { fastLoad } from './yaml/fast-load.js';
import type { ItemChunk } from './yaml/item-chunks.js';
import { chunkCatalogText } from './yaml/item-chunks.js';
import { DEFAULT_YAML_LIMITS } from './yaml/yaml-data.js';
import { lazySource, type YamlSource } from './yaml/yaml-source.js';

/** Characters of one item digest (128 bits of SHA-256, base64). */
export const ITEM_DIGEST_CHARS = 22;

/** Per section, for each entity of the catalog in order: its item's digest and node count. */
export type ItemTable = Partial<
  Record<CatalogSection, { readonly digests: string; readonly nodes: readonly number[] }>
>;

/** A catalog parse with the table that lets the next parse reuse its items. */
export interface StoredParse {
  readonly catalog: DesiredCatalog;
  readonly items: ItemTable;
}

export interface ChunkedFile {
  readonly file: string;
  readonly text: string;
  readonly chunks: ReadonlyMap<CatalogSection, readonly ItemChunk[]>;
  readonly digests: ReadonlyMap<CatalogSection, readonly string[]>;
}

/** Node counts of a fast parse's items, by file and section (parseCatalog's `onItemNodes`). */
export type ItemNodes = ReadonlyMap<string, ReadonlyMap<string, readonly number[]>>;

function itemDigest(file: string, section: CatalogSection, text: string): string {
  return hash('sha256', `${file}\0${section}\0${text}`, 'base64').slice(0, ITEM_DIGEST_CHARS);
}

/** Every file split into items with their digests; undefined when one does not split. */
export function chunkFiles(files: readonly CatalogFile[]): ChunkedFile[] | undefined {
  // Items are told apart by file name: two files of one name are never split.
  if (new Set(files.map((f) => f.file)).size !== files.length) return undefined;
  const out: ChunkedFile[] = [];
  for (const { file, text } of files) {
    const chunks = chunkCatalogText(text);
    if (!chunks) return undefined;
    const digests = new Map<CatalogSection, string[]>();
    for (const [section, items] of chunks)
      digests.set(
        section,
        items.map((c) => itemDigest(file, section, text.slice(c.start, c.end))),
      );
    out.push({ file, text, chunks, digests });
  }
  return out;
}

/**
 * The item table of a whole parse of `chunked`, or undefined unless every entity starts on the
 * line where its chunk does, in the same order, and the fast parse counted every item's nodes.
 */
export function itemTableOf(
  chunked: readonly ChunkedFile[],
  catalog: DesiredCatalog,
  itemNodes: ItemNodes,
): ItemTable | undefined {
  const table: ItemTable = {};
  for (const section of CATALOG_SECTIONS) {
    const entities = catalog[section];
    let i = 0;
    let digests = '';
    const nodes: number[] = [];
    for (const f of chunked) {
      const chunks = f.chunks.get(section) ?? [];
      if (chunks.length === 0) continue;
      const counts = itemNodes.get(f.file)?.get(section);
      const fileDigests = f.digests.get(section)!;
      if (!counts || counts.length !== chunks.length) return undefined;
      for (let j = 0; j < chunks.length; j++) {
        const location = entities[i++]?.location;
        if (location?.file !== f.file || location.line !== chunks[j]!.line) return undefined;
        digests += fileDigests[j];
        nodes.push(counts[j]!);
      }
    }
    if (i !== entities.length) return undefined;
    if (i > 0) table[section] = { digests, nodes };
  }
  return table;
}

interface Slot {
  built?: BuiltEntity;
  nodes: number;
  readonly digest: string;
}

/** The parse of `chunked`, reusing `previous`'s unchanged items; undefined: parse it whole. */
export function reuseParse(chunked: readonly ChunkedFile[], previous: StoredParse): StoredParse | undefined {
  const slots = new Map<CatalogSection, Slot[]>(CATALOG_SECTIONS.map((s) => [s, []]));
  try {
    const reusable = reusableItems(previous);
    if (!reusable) return undefined;
    for (const f of chunked) {
      const source = unplacedSource(f.file);
      const unknown: { section: CatalogSection; chunk: ItemChunk; slot: Slot }[] = [];
      let nodes = 1; // the root mapping
      for (const section of CATALOG_SECTIONS) {
        const chunks = f.chunks.get(section);
        if (!chunks) continue;
        nodes += 2; // the section's key and its sequence
        const digests = f.digests.get(section)!;
        for (let j = 0; j < chunks.length; j++) {
          const chunk = chunks[j]!;
          const slot: Slot = { digest: digests[j]!, nodes: 0 };
          const known = reusable.get(slot.digest);
          if (known) {
            const entry = { source, section, index: j, value: undefined };
            const entity =
              known.entity.location.line === chunk.line
                ? known.entity
                : moved(known.entity, f.file, chunk.line);
            slot.built = { entity, entry };
            slot.nodes = known.nodes;
            nodes += known.nodes;
          } else unknown.push({ section, chunk, slot });
          slots.get(section)!.push(slot);
        }
      }
      nodes += parseUnknown(f, unknown, source);
      if (nodes > DEFAULT_YAML_LIMITS.maxNodes) return undefined;
    }
    const all: BuiltEntity[] = [];
    for (const section of CATALOG_SECTIONS) for (const slot of slots.get(section)!) all.push(slot.built!);
    if (checkCatalog(all).length > 0) return undefined;
  } catch {
    // Something to report (or not of the shape taken here): the whole parse says it exactly.
    return undefined;
  }
  const catalog = {} as Record<CatalogSection, DesiredEntity[]>;
  const items: ItemTable = {};
  for (const section of CATALOG_SECTIONS) {
    const list = slots.get(section)!;
    catalog[section] = list.map((s) => s.built!.entity);
    if (list.length > 0)
      items[section] = { digests: list.map((s) => s.digest).join(''), nodes: list.map((s) => s.nodes) };
  }
  return { catalog: Object.freeze(catalog), items };
}

/** The previous parse's entities by item digest; undefined when its table does not fit it. */
function reusableItems(
  previous: StoredParse,
): Map<string, { entity: DesiredEntity; nodes: number }> | undefined {
  const out = new Map<string, { entity: DesiredEntity; nodes: number }>();
  for (const section of CATALOG_SECTIONS) {
    const entities = previous.catalog[section];
    const table = previous.items[section];
    if (!Array.isArray(entities)) return undefined;
    if (!table) {
      if (entities.length > 0) return undefined;
      continue;
    }
    if (
      typeof table.digests !== 'string' ||
      !Array.isArray(table.nodes) ||
      table.digests.length !== entities.length * ITEM_DIGEST_CHARS ||
      table.nodes.length !== entities.length
    )
      return undefined;
    for (let i = 0; i < entities.length; i++) {
      const at = i * ITEM_DIGEST_CHARS;
      out.set(table.digests.slice(at, at + ITEM_DIGEST_CHARS), {
        entity: entities[i]!,
        nodes: table.nodes[i]!,
      });
    }
  }
  return out;
}

/**
 * Parses the items not seen before as one document of their sections (in the same order, at the
 * same indentation), fills their slots and returns their node count. Throws when they are not
 * exactly those items, or when one has anything to report.
 */
function parseUnknown(
  f: ChunkedFile,
  unknown: readonly { section: CatalogSection; chunk: ItemChunk; slot: Slot }[],
  source: YamlSource,
): number {
  if (unknown.length === 0) return 0;
  const parts: string[] = [];
  const miniLines: number[] = [];
  let line = 1;
  let section: CatalogSection | undefined;
  for (const u of unknown) {
    if (u.section !== section) {
      section = u.section;
      parts.push(`${section}:\n`);
      line++;
    }
    miniLines.push(line);
    parts.push(f.text.slice(u.chunk.start, u.chunk.end));
    line += u.chunk.lines;
  }
  const mini = parts.join('');
  const fast = fastLoad(mini);
  if (!fast || !catalogValidator()(fast.data)) throw new Error('not the items expected');
  const entries = collectEntries(lazySource(mini, f.file, fast.itemPositions, true), fast.data);
  if (entries.length !== unknown.length) throw new Error('not the items expected');
  let nodes = 0;
  for (let k = 0; k < unknown.length; k++) {
    const u = unknown[k]!;
    const entry = entries[k]!;
    const position = fast.itemPositions.get(u.section)?.[entry.index];
    const count = fast.itemNodes.get(u.section)?.[entry.index];
    if (entry.section !== u.section || !position || position.line !== miniLines[k] || count === undefined)
      throw new Error('not the items expected');
    const result = buildEntity(entry);
    if (!result.built || result.issues.length > 0) throw new Error('an item to report');
    const entity = result.built.entity;
    u.slot.built = {
      entity: { ...entity, location: { file: f.file, line: u.chunk.line, column: position.column } },
      entry: { source, section: u.section, index: k, value: undefined },
    };
    u.slot.nodes = count;
    nodes += count;
  }
  return nodes;
}

/** A reused entity at its item's new line (the column is the same: the text is). */
function moved(entity: DesiredEntity, file: string, line: number): DesiredEntity {
  return { ...entity, location: { file, line, column: entity.location.column } };
}

/** A source whose positions are not known here: asking for one throws, and the whole parse runs. */
function unplacedSource(file: string): YamlSource {
  return lazySource('', file, new Map(), true);
}
