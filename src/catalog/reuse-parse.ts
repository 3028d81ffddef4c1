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
import { buildEntity } from './build-entity.js';
import { catalogValidator } from './catalog-schema.js';
import { checkItems } from './check-references.js';
import type { CatalogFile } from './parse-catalog.js';
import { collectEntries } from './raw-entries.js';
import type { RawEntry } from './raw-entries.js';
import type { CatalogSection, DesiredCatalog, DesiredEntity } from './types.js';
import { CATALOG_SECTIONS } from './types.js';
import { fastLoad } from './yaml/fast-load.js';
import type { ItemChunk } from './yaml/item-chunks.js';
import { chunkCatalogText } from './yaml/item-chunks.js';
import { DEFAULT_YAML_LIMITS } from './yaml/yaml-data.js';
import { lazySource } from './yaml/yaml-source.js';

/** Bytes of one item digest (128 bits of SHA-256). */
export const ITEM_DIGEST_BYTES = 16;

/**
 * Per section, for each entity of the catalog in order: its item's digest (`digests`: the base64
 * of every item's ITEM_DIGEST_BYTES, one after another) and node count.
 */
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
  /** Per section, its items' digests one after another (ITEM_DIGEST_BYTES each). */
  readonly digests: ReadonlyMap<CatalogSection, Buffer>;
}

/** Node counts of a fast parse's items, by file and section (parseCatalog's `onItemNodes`). */
export type ItemNodes = ReadonlyMap<string, ReadonlyMap<string, readonly number[]>>;

/**
 * The digests of a section's items, in one buffer: no string or object per item. Per item, a
 * string of 22 base64 characters (sliced from 44, which it kept alive) in an array, then a map of
 * the previous parse's digests, were ~10 MB of garbage that outlived a young generation on L.
 */
function itemDigests(
  file: string,
  section: CatalogSection,
  text: string,
  items: readonly ItemChunk[],
): Buffer {
  const out = Buffer.alloc(items.length * ITEM_DIGEST_BYTES);
  for (let j = 0; j < items.length; j++) {
    const { start, end } = items[j]!;
    hash('sha256', `${file}\0${section}\0${text.slice(start, end)}`, 'buffer').copy(
      out,
      j * ITEM_DIGEST_BYTES,
      0,
      ITEM_DIGEST_BYTES,
    );
  }
  return out;
}

/** Every file split into items with their digests; undefined when one does not split. */
export function chunkFiles(files: readonly CatalogFile[]): ChunkedFile[] | undefined {
  // Items are told apart by file name: two files of one name are never split.
  if (new Set(files.map((f) => f.file)).size !== files.length) return undefined;
  const out: ChunkedFile[] = [];
  for (const { file, text } of files) {
    const chunks = chunkCatalogText(text);
    if (!chunks) return undefined;
    const digests = new Map<CatalogSection, Buffer>();
    for (const [section, items] of chunks) digests.set(section, itemDigests(file, section, text, items));
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
    const digests: Buffer[] = [];
    const nodes: number[] = [];
    for (const f of chunked) {
      const chunks = f.chunks.get(section) ?? [];
      if (chunks.length === 0) continue;
      const counts = itemNodes.get(f.file)?.get(section);
      if (!counts || counts.length !== chunks.length) return undefined;
      for (let j = 0; j < chunks.length; j++) {
        const location = entities[i++]?.location;
        if (location?.file !== f.file || location.line !== chunks[j]!.line) return undefined;
        nodes.push(counts[j]!);
      }
      digests.push(f.digests.get(section)!);
    }
    if (i !== entities.length) return undefined;
    if (i > 0) table[section] = { digests: Buffer.concat(digests).toString('base64'), nodes };
  }
  return table;
}

/** An item not seen before: parsed, then put at its place in its section. */
interface Unknown {
  readonly section: CatalogSection;
  readonly chunk: ItemChunk;
  readonly at: number;
}

/** The parse of `chunked`, reusing `previous`'s unchanged items; undefined: parse it whole. */
export function reuseParse(chunked: readonly ChunkedFile[], previous: StoredParse): StoredParse | undefined {
  const catalog = { brands: [], categories: [], products: [], services: [] } as Record<
    CatalogSection,
    DesiredEntity[]
  >;
  const nodesOf = { brands: [], categories: [], products: [], services: [] } as Record<
    CatalogSection,
    number[]
  >;
  try {
    const reusable = reusableItems(previous);
    if (!reusable) return undefined;
    for (const f of chunked) {
      const unknown: Unknown[] = [];
      let nodes = 1; // the root mapping
      for (const section of CATALOG_SECTIONS) {
        const chunks = f.chunks.get(section);
        if (!chunks) continue;
        nodes += 2; // the section's key and its sequence
        const digests = f.digests.get(section)!;
        const known = reusable[section];
        const list = catalog[section];
        const counts = nodesOf[section];
        for (let j = 0; j < chunks.length; j++) {
          const chunk = chunks[j]!;
          const q = known.find(digests, j, chunks.length);
          if (q === undefined) {
            unknown.push({ section, chunk, at: list.length });
            list.push(undefined as unknown as DesiredEntity);
            counts.push(0);
            continue;
          }
          const entity = known.entities[q]!;
          list.push(entity.location.line === chunk.line ? entity : moved(entity, f.file, chunk.line));
          counts.push(known.nodes[q]!);
          nodes += known.nodes[q]!;
        }
      }
      nodes += parseUnknown(f, unknown, catalog, nodesOf);
      if (nodes > DEFAULT_YAML_LIMITS.maxNodes) return undefined;
    }
    const all = CATALOG_SECTIONS.flatMap((section) => catalog[section]);
    if (checkItems({ length: all.length, entity: (i) => all[i]!, entry: leftToWholeParse }).length > 0)
      return undefined;
  } catch {
    // Something to report (or not of the shape taken here): the whole parse says it exactly.
    return undefined;
  }
  const items: ItemTable = {};
  for (const section of CATALOG_SECTIONS) {
    if (catalog[section].length === 0) continue;
    const digests = chunked.flatMap((f) => f.digests.get(section) ?? []);
    items[section] = { digests: Buffer.concat(digests).toString('base64'), nodes: nodesOf[section] };
  }
  return { catalog: Object.freeze(catalog), items };
}

/** An issue found here is the whole parse's to report, with its positions: asking for one throws. */
function leftToWholeParse(): RawEntry {
  throw new Error('an item to report');
}

/** A section of the previous parse, its items found by digest. */
interface KnownItems {
  readonly entities: readonly DesiredEntity[];
  readonly nodes: readonly number[];
  /** The previous item whose digest is that of item `i` of `digests` (a file's `count` items), if any. */
  find(digests: Buffer, i: number, count: number): number | undefined;
}

/** The previous parse's items by section; undefined when its table does not fit it. */
function reusableItems(previous: StoredParse): Record<CatalogSection, KnownItems> | undefined {
  const out = {} as Record<CatalogSection, KnownItems>;
  for (const section of CATALOG_SECTIONS) {
    const entities = previous.catalog[section];
    const table = previous.items[section];
    if (!Array.isArray(entities)) return undefined;
    if (!table) {
      if (entities.length > 0) return undefined;
      out[section] = knownItems([], Buffer.alloc(0), []);
      continue;
    }
    if (typeof table.digests !== 'string' || !Array.isArray(table.nodes)) return undefined;
    const digests = Buffer.from(table.digests, 'base64');
    if (digests.length !== entities.length * ITEM_DIGEST_BYTES || table.nodes.length !== entities.length)
      return undefined;
    out[section] = knownItems(entities, digests, table.nodes);
  }
  return out;
}

/**
 * Items found by digest, in the order they were: an unchanged item is the one after the last
 * found, and an item edited in place is passed over when the item after it lines up again. Only
 * an item moved, added or removed makes the map of every digest (on L's small change, none is).
 */
function knownItems(
  entities: readonly DesiredEntity[],
  digests: Buffer,
  nodes: readonly number[],
): KnownItems {
  const size = ITEM_DIGEST_BYTES;
  let next = 0;
  let byDigest: Map<string, number> | undefined;
  // Byte by byte: Buffer#compare with ranges makes a view of each side (21 MB on L's small change).
  const same = (now: Buffer, i: number, q: number) => {
    if (q >= entities.length) return false;
    for (let k = 0; k < size; k++) if (now[i * size + k] !== digests[q * size + k]) return false;
    return true;
  };
  return {
    entities,
    nodes,
    find(now, i, count) {
      if (same(now, i, next)) return next++;
      if (i + 1 < count && same(now, i + 1, next + 1)) {
        next += 1;
        return undefined;
      }
      if (!byDigest) {
        byDigest = new Map();
        for (let q = 0; q < entities.length; q++)
          byDigest.set(digests.toString('latin1', q * size, q * size + size), q);
      }
      const q = byDigest.get(now.toString('latin1', i * size, i * size + size));
      if (q !== undefined) next = q + 1;
      return q;
    },
  };
}

/**
 * Parses the items not seen before as one document of their sections (in the same order, at the
 * same indentation), fills their slots and returns their node count. Throws when they are not
 * exactly those items, or when one has anything to report.
 */
function parseUnknown(
  f: ChunkedFile,
  unknown: readonly Unknown[],
  catalog: Record<CatalogSection, DesiredEntity[]>,
  nodesOf: Record<CatalogSection, number[]>,
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
    catalog[u.section][u.at] = {
      ...entity,
      location: { file: f.file, line: u.chunk.line, column: position.column },
    };
    nodesOf[u.section][u.at] = count;
    nodes += count;
  }
  return nodes;
}

/** A reused entity at its item's new line (the column is the same: the text is). */
function moved(entity: DesiredEntity, file: string, line: number): DesiredEntity {
  return { ...entity, location: { file, line, column: entity.location.column } };
}
