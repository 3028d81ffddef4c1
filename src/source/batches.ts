/**
 * Splits a site change into `source:batch` writes under the platform's limits: at most
 * `maxPaths` paths (files + delete_paths) and `maxBodyBytes` of JSON body per request. Pure.
 *
 * Order matters, because the platform validates the tree after every batch and rejects a batch
 * that leaves it invalid. When everything fits in one batch (the common case) there is one batch.
 * Otherwise changes go in these steps:
 *   0. when the base tree has no site.json (a site never published: its live tree is empty), the
 *      new site.json, first of all: no tree without it is valid;
 *   1. writes of files nothing else depends on being absent: templates, assets, anything else;
 *   2. the layout files, kept together in one batch when they fit in one: deletes of content and
 *      navigation, then writes of site.json, pages, content and navigation, then deletes of pages;
 *   3. deletes of templates, assets and anything else (pages may have referred to them until step 2).
 * From an empty base every intermediate tree is then valid whatever the sizes: site.json comes
 * first, templates before the pages that name them, pages before their content and the menus
 * that link them. From any other base this holds when the layout group of step 2 fits in one batch.
 */

import { compareSourcePaths } from './path-order.js';

export interface BatchChange {
  readonly path: string;
  readonly kind: 'added' | 'modified' | 'deleted';
}

export interface BatchLimits {
  readonly maxPaths: number;
  readonly maxBodyBytes: number;
  /** Bytes kept free for the rest of the body (`source_revision`, `message`); default 4096. */
  readonly reservedBytes?: number;
}

export const DEFAULT_BATCH_LIMITS: BatchLimits = {
  maxPaths: 800,
  maxBodyBytes: 8 * 1024 * 1024,
  reservedBytes: 4096,
};

export interface SourceBatch {
  /** Paths to write, sorted. */
  readonly files: readonly string[];
  /** Paths to delete, sorted. */
  readonly deletePaths: readonly string[];
  /** Exact bytes of `JSON.stringify({files: {…}, delete_paths: […]})` for this batch. */
  readonly bodyBytes: number;
  /** A single file whose entry alone is over the byte limit (it is alone in its batch). */
  readonly oversized: boolean;
}

/** `{"files":{},"delete_paths":[]}` */
export const EMPTY_BODY_BYTES = 30;

function jsonStringBytes(value: string): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}

type Item = { readonly path: string; readonly write: boolean; readonly added: boolean };

const SITE_JSON = 'site.json';

const LAYOUT_DIRS = new Set(['pages', 'content', 'navigation']);
function firstSegment(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? path : path.slice(0, slash);
}
function isLayoutFile(path: string): boolean {
  return path === SITE_JSON || LAYOUT_DIRS.has(firstSegment(path));
}

/** Rank of an item inside the layout group (step 2). */
function layoutRank(item: Item): number {
  const dir = firstSegment(item.path);
  if (!item.write) return dir === 'pages' ? 4 : 0;
  if (item.path === SITE_JSON) return 1;
  return dir === 'pages' ? 2 : 3;
}

class BatchBuilder {
  readonly files: string[] = [];
  readonly deletes: string[] = [];
  bytes = EMPTY_BODY_BYTES;

  constructor(private readonly sizeOf: (path: string) => number) {}

  get paths(): number {
    return this.files.length + this.deletes.length;
  }

  costOf(item: Item): number {
    if (item.write)
      return jsonStringBytes(item.path) + 1 + this.sizeOf(item.path) + (this.files.length > 0 ? 1 : 0);
    return jsonStringBytes(item.path) + (this.deletes.length > 0 ? 1 : 0);
  }

  add(item: Item): void {
    this.bytes += this.costOf(item);
    (item.write ? this.files : this.deletes).push(item.path);
  }

  /** Bytes and paths this group would add (assuming the builder's current state). */
  groupCost(items: readonly Item[]): { bytes: number; paths: number } {
    let files = this.files.length;
    let deletes = this.deletes.length;
    let bytes = 0;
    for (const item of items) {
      if (item.write)
        bytes += jsonStringBytes(item.path) + 1 + this.sizeOf(item.path) + (files++ > 0 ? 1 : 0);
      else bytes += jsonStringBytes(item.path) + (deletes++ > 0 ? 1 : 0);
    }
    return { bytes, paths: items.length };
  }

  build(oversized: boolean): SourceBatch {
    return {
      files: [...this.files].sort(compareSourcePaths),
      deletePaths: [...this.deletes].sort(compareSourcePaths),
      bodyBytes: this.bytes,
      oversized,
    };
  }
}

export function planBatches(
  changes: readonly BatchChange[],
  sizeOf: (path: string) => number,
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): SourceBatch[] {
  if (limits.maxPaths < 1) throw new RangeError('maxPaths must be at least 1');
  const budget = limits.maxBodyBytes - (limits.reservedBytes ?? 0);
  const items = changes
    .map((c): Item => ({ path: c.path, write: c.kind !== 'deleted', added: c.kind === 'added' }))
    .sort((a, b) => compareSourcePaths(a.path, b.path));
  // An added site.json means the base has none: it opens the first batch (step 0).
  const siteJsonFirst = items.filter((i) => i.path === SITE_JSON && i.added);
  const otherWrites = items.filter((i) => i.write && !isLayoutFile(i.path));
  const layout = items
    .filter((i) => isLayoutFile(i.path) && !siteJsonFirst.includes(i))
    .sort((a, b) => layoutRank(a) - layoutRank(b));
  const otherDeletes = items.filter((i) => !i.write && !isLayoutFile(i.path));

  const batches: SourceBatch[] = [];
  let current = new BatchBuilder(sizeOf);
  const close = (): void => {
    if (current.paths > 0) batches.push(current.build(false));
    current = new BatchBuilder(sizeOf);
  };
  const fits = (builder: BatchBuilder, cost: { bytes: number; paths: number }): boolean =>
    builder.paths + cost.paths <= limits.maxPaths && builder.bytes + cost.bytes <= budget;

  const place = (item: Item): void => {
    if (fits(current, { bytes: current.costOf(item), paths: 1 })) {
      current.add(item);
      return;
    }
    close();
    if (fits(current, { bytes: current.costOf(item), paths: 1 })) {
      current.add(item);
      return;
    }
    current.add(item); // alone and still too big: a batch of its own, flagged
    batches.push(current.build(true));
    current = new BatchBuilder(sizeOf);
  };

  siteJsonFirst.forEach(place);
  otherWrites.forEach(place);
  if (layout.length > 0) {
    if (!fits(current, current.groupCost(layout))) {
      const fresh = new BatchBuilder(sizeOf);
      if (fits(fresh, fresh.groupCost(layout))) close();
    }
    layout.forEach(place);
  }
  otherDeletes.forEach(place);
  close();
  return batches;
}
