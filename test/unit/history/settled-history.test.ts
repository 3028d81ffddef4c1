/**
 * Differential, against real repositories: the catalog history read newest first until each key is
 * settled (`originsSettledBy`), and the site history logged by the changed files' names, classify
 * exactly as reading every version and logging the whole source folder did. Random small histories
 * (one catalog file, or a folder whose entities move between files; merges; shallow clones),
 * random working-tree and live catalogs; deterministic (the high bits of an LCG).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCatalog } from '../../../src/catalog/index.js';
import { readCatalogHistory, type CatalogHistory } from '../../../src/history/catalog-history.js';
import { openHistoryReader, type HistoryReader } from '../../../src/history/git-reader.js';
import { readSiteHistory } from '../../../src/history/site-history.js';
import {
  classifyCatalogPlan,
  entityKeysToClassify,
  originsSettledBy,
} from '../../../src/plan/catalog/classify-catalog.js';
import { planCatalog, type LiveCatalog, type LiveRecord } from '../../../src/plan/catalog/index.js';
import { markRenames } from '../../../src/plan/catalog/renames.js';
import type { CatalogPlan } from '../../../src/plan/catalog/types.js';
import { loadHistoryCache, type HistoryCache } from '../../../src/state/history-cache-store.js';
import { git, writeFiles } from '../../integration/cli/harness.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

type Pick = (n: number) => number;
/** A 32-bit LCG; each draw from its high bits (the low bits of an LCG cycle quickly). */
function generator(seed: number): Pick {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}
const oneOf = <T>(pick: Pick, items: readonly T[]): T => items[pick(items.length)]!;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One commit of a generated history: its whole tree, and its parents (indexes of earlier commits). */
interface Commit {
  readonly tree: Readonly<Record<string, string>>;
  readonly parents: readonly number[];
}

/**
 * A real repository holding `commits` (the last is HEAD of `main`, checked out), written by one
 * `git fast-import`: a commit per process pair would spend the test's time starting git.
 */
async function importRepo(commits: readonly Commit[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sitesync-settled-'));
  dirs.push(dir);
  git(dir, 'init', '-q', '-b', 'main');
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  let stream = '';
  commits.forEach((c, i) => {
    stream += `commit refs/heads/main\nmark :${i + 1}\n`;
    stream += `committer Sitesync Test <test@sitesync.invalid> ${1_700_000_000 + i * 60} +0000\n`;
    stream += data(`commit ${i}`);
    const [first, ...merged] = c.parents;
    if (first !== undefined) stream += `from :${first + 1}\n`;
    for (const p of merged) stream += `merge :${p + 1}\n`;
    stream += 'deleteall\n';
    for (const [path, text] of Object.entries(c.tree)) stream += `M 100644 inline ${path}\n${data(text)}`;
  });
  execFileSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    input: stream,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  git(dir, 'reset', '-q', '--hard', 'main');
  return dir;
}

/**
 * Commits from a generator of trees: mostly one after the other, now and then a side branch and a
 * main commit merged (`merge` gives the merge's tree from the two sides' trees).
 */
function history<T>(
  pick: Pick,
  steps: number,
  first: T,
  next: (from: T) => T,
  merge: (side: T, main: T) => T,
  tree: (state: T) => Record<string, string>,
): { commits: Commit[]; states: T[] } {
  const commits: Commit[] = [];
  const states: T[] = [];
  const add = (state: T, parents: number[]) => {
    commits.push({ tree: tree(state), parents });
    states.push(state);
    return commits.length - 1;
  };
  let head = add(first, []);
  let state = first;
  for (let i = 1; i < steps; i++) {
    if (pick(4) === 0) {
      const side = next(state);
      const sideAt = add(side, [head]);
      const main = next(state);
      const mainAt = add(main, [head]);
      state = merge(side, main);
      head = add(state, [mainAt, sideAt]);
      continue;
    }
    state = next(state);
    head = add(state, [head]);
  }
  return { commits, states };
}

function noCache(): HistoryCache {
  const sums = new Map<string, string>();
  const entities = new Map<string, unknown>();
  return {
    checksum: (b, a) => sums.get(`${b}:${a}`),
    setChecksum: (b, a, s) => void sums.set(`${b}:${a}`, s),
    entity: (b, k) => entities.get(`${b}:${k}`) as never,
    setEntity: (b, k, v) => void entities.set(`${b}:${k}`, v),
    save: async () => {},
  };
}

/** The reader with each blob's bytes and HEAD's tree read from git once (the cases ask again and again). */
function memoReader(reader: HistoryReader): HistoryReader {
  const bytes = new Map<string, Buffer>();
  const heads = new Map<string, Promise<Map<string, string>>>();
  return {
    ...reader,
    root: reader.root,
    headBlobs(paths) {
      const key = JSON.stringify(paths);
      if (!heads.has(key)) heads.set(key, reader.headBlobs(paths));
      return heads.get(key)!.then((m) => new Map(m));
    },
    async readBlobs(ids, onBlob) {
      await reader.readBlobs(
        ids.filter((id) => !bytes.has(id)),
        (id, b) => void bytes.set(id, b),
      );
      for (const id of ids) {
        const b = bytes.get(id);
        // A copy each time: the bytes are onBlob's, which may give them back once read.
        if (b) onBlob(id, Buffer.from(b));
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Catalogs

type Kind = 'brand' | 'category' | 'product';
/** One entity as the YAML writes it: field → YAML scalar (already quoted where needed). */
type Item = Readonly<Record<string, string>>;
/** `kind:key` → item, for the entities present. */
type State = ReadonlyMap<string, Item>;

const KEYS: Readonly<Record<Kind, readonly string[]>> = {
  brand: ['acme', 'globex', 'initech'],
  category: ['gear', 'tents', 'cups'],
  product: ['tent', 'tent-2p', 'mug', 'lantern', 'stove'],
};
const SECTION: Readonly<Record<Kind, string>> = {
  brand: 'brands',
  category: 'categories',
  product: 'products',
};
const KINDS: readonly Kind[] = ['brand', 'category', 'product'];
const PRICES = ['45', '45.00', '"45.00"', '47.5', '"47.50"', '9.5', '19', '19.00'];
const NAMES: Readonly<Record<Kind, readonly string[]>> = {
  brand: ['Acme', 'Globex', 'Initech'],
  category: ['Gear', 'Tents', 'Cups'],
  product: ['Tent', 'Mug', 'Lantern', 'Stove'],
};

/** A random value for one field of an entity (undefined: the YAML leaves it out). */
function randomField(pick: Pick, kind: Kind, key: string, field: string): string | undefined {
  switch (field) {
    case 'name':
      return oneOf(pick, NAMES[kind]);
    case 'status':
      return kind === 'product'
        ? oneOf(pick, [undefined, 'draft', 'active', 'published', 'archived'])
        : oneOf(pick, [undefined, 'published', 'draft', 'archived']);
    case 'price':
      return oneOf(pick, [undefined, ...PRICES]);
    case 'color':
      return oneOf(pick, [undefined, "'#111111'", "'#222222'"]);
    case 'sort_order':
      return oneOf(pick, [undefined, '1', '2']);
    case 'brand':
      return oneOf(pick, [undefined, ...KEYS.brand]);
    case 'category':
      return oneOf(pick, [undefined, ...KEYS.category]);
    case 'parent':
      return oneOf(pick, [undefined, ...KEYS.category.filter((c) => c !== key)]);
    default:
      return undefined;
  }
}
const FIELDS: Readonly<Record<Kind, readonly string[]>> = {
  brand: ['name', 'status', 'color', 'sort_order'],
  category: ['name', 'status', 'parent', 'sort_order'],
  product: ['name', 'price', 'status', 'brand', 'category'],
};

function randomItem(pick: Pick, kind: Kind, key: string): Item {
  const item: Record<string, string> = {};
  for (const field of FIELDS[kind]) {
    const v = randomField(pick, kind, key, field);
    if (v !== undefined) item[field] = v;
  }
  if (kind === 'category') item['type'] = 'product';
  return item;
}

function randomState(pick: Pick): State {
  const state = new Map<string, Item>();
  for (const kind of KINDS)
    for (const key of KEYS[kind]) if (pick(4) > 0) state.set(`${kind}:${key}`, randomItem(pick, kind, key));
  return state;
}

/** Each entity: maybe removed, maybe one field changed; each absent one maybe added. */
function mutate(pick: Pick, from: State): State {
  // Now and then the catalog is emptied (a single file then often removed).
  if (pick(12) === 0) return new Map();
  const state = new Map(from);
  for (const kind of KINDS) {
    for (const key of KEYS[kind]) {
      const k = `${kind}:${key}`;
      const item = state.get(k);
      if (!item) {
        if (pick(4) === 0) state.set(k, randomItem(pick, kind, key));
        continue;
      }
      const r = pick(20);
      if (r < 2) state.delete(k);
      else if (r < 10) {
        const field = oneOf(pick, FIELDS[kind]);
        const next: Record<string, string> = { ...item };
        const v = randomField(pick, kind, key, field);
        if (v === undefined && field !== 'name') delete next[field];
        else next[field] = v ?? item['name']!;
        state.set(k, next);
      }
    }
  }
  return state;
}

/**
 * The working tree's catalog must validate (history versions need not): references only to
 * entities it has and does not archive, and no cycle of parents.
 */
function validated(state: State): State {
  const archived = (k: string) => state.get(k)?.['status'] === 'archived';
  const usable = (k: string) => state.has(k) && !archived(k);
  const out = new Map<string, Item>();
  const parents = new Map<string, string>();
  for (const [k, item] of state) {
    const next: Record<string, string> = { ...item };
    if (next['brand'] !== undefined && !usable(`brand:${next['brand']}`)) delete next['brand'];
    if (next['category'] !== undefined && !usable(`category:${next['category']}`)) delete next['category'];
    if (next['parent'] !== undefined) {
      let up: string | undefined = next['parent'];
      const key = k.slice('category:'.length);
      while (up !== undefined && up !== key) up = parents.get(up);
      if (up === key || !usable(`category:${next['parent']}`)) delete next['parent'];
      else parents.set(key, next['parent']);
    }
    out.set(k, next);
  }
  return out;
}

/** One item as YAML, in flow or block style (the history reader cuts both by lines). */
function itemText(key: string, item: Item, block: boolean): string {
  const pairs = [['slug', key], ...Object.entries(item)];
  if (!block) return `  - { ${pairs.map(([f, v]) => `${f}: ${v}`).join(', ')} }\n`;
  return pairs.map(([f, v], i) => `${i === 0 ? '  - ' : '    '}${f}: ${v}\n`).join('');
}

function catalogText(entries: readonly (readonly [string, Item])[], pick: Pick): string {
  let text = '';
  for (const kind of KINDS) {
    const items = entries.filter(([k]) => k.startsWith(`${kind}:`));
    if (items.length === 0) {
      if (pick(3) === 0) text += `${SECTION[kind]}: []\n`;
      continue;
    }
    text += `${SECTION[kind]}:\n`;
    for (const [k, item] of items) text += itemText(k.slice(kind.length + 1), item, pick(2) === 0);
  }
  return text;
}

const FOLDER_FILES = ['a.yml', 'b.yml', 'c.yaml', 'd.yml'];

/** The catalog's files (repository paths → text; null: removed) for a state. */
function catalogFiles(
  pick: Pick,
  state: State,
  folder: boolean,
  placement: Map<string, string>,
  duplicates = true,
): Record<string, string | null> {
  if (!folder)
    return { 'catalog.yml': state.size === 0 && pick(2) === 0 ? null : catalogText([...state], pick) };
  const byFile = new Map<string, [string, Item][]>();
  for (const [k, item] of state) {
    let file = placement.get(k);
    if (file === undefined || pick(6) === 0) placement.set(k, (file = oneOf(pick, FOLDER_FILES)));
    byFile.set(file, [...(byFile.get(file) ?? []), [k, item]]);
  }
  // Now and then an entity defined twice (the first file by name counts), an empty file.
  if (duplicates && state.size > 0 && pick(5) === 0) {
    const [k] = oneOf(pick, [...state]);
    const kind = k.split(':')[0] as Kind;
    const file = oneOf(pick, FOLDER_FILES);
    byFile.set(file, [...(byFile.get(file) ?? []), [k, randomItem(pick, kind, k.slice(kind.length + 1))]]);
  }
  const out: Record<string, string | null> = {};
  for (const file of FOLDER_FILES) {
    const entries = byFile.get(file);
    out[`catalog/${file}`] = entries ? catalogText(entries, pick) : pick(5) === 0 ? 'products: []\n' : null;
  }
  // Not catalog files: a note, and a YAML file in a subfolder (only the folder's own files count).
  out['catalog/notes.txt'] = `${pick(3)}\n`;
  out['catalog/sub/old.yml'] = catalogText([...randomState(pick)], pick);
  return out;
}

/** The tree of a catalog state: the catalog's files (those removed left out) and a README. */
function catalogTree(
  pick: Pick,
  state: State,
  folder: boolean,
  placement: Map<string, string>,
): Record<string, string> {
  const files = catalogFiles(pick, state, folder, placement);
  return {
    'README.md': 'x\n',
    ...Object.fromEntries(Object.entries(files).filter((e): e is [string, string] => e[1] !== null)),
  };
}

/** A repository whose catalog went through 3–8 states, with a merge now and then; its states. */
async function catalogRepo(pick: Pick, folder: boolean): Promise<{ dir: string; states: State[] }> {
  const placement = new Map<string, string>();
  // Mostly a catalog that validates; now and then one that does not (history is read leniently).
  const committed = (s: State) => (pick(5) === 0 ? s : validated(s));
  const { commits, states } = history<State>(
    pick,
    3 + pick(6),
    committed(randomState(pick)),
    (from) => committed(mutate(pick, from)),
    // The conflict resolved entity by entity.
    (side, main) => {
      const merged = new Map<string, Item>();
      for (const kind of KINDS)
        for (const key of KEYS[kind]) {
          const item = (pick(2) === 0 ? side : main).get(`${kind}:${key}`);
          if (item) merged.set(`${kind}:${key}`, item);
        }
      return merged;
    },
    (state) => catalogTree(pick, state, folder, placement),
  );
  return { dir: await importRepo(commits), states };
}

/** The (first) boundary commit of a shallow clone; undefined when the clone holds every commit. */
function readShallow(root: string): string | undefined {
  const file = join(root, '.git', 'shallow');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n')[0] : undefined;
}

/** A shallow clone of `dir` keeping its newest `depth` commits. */
async function shallowClone(dir: string, depth: number): Promise<string> {
  const clone = await mkdtemp(join(tmpdir(), 'sitesync-settled-shallow-'));
  dirs.push(clone);
  git(clone, 'clone', '-q', '--no-local', '--depth', String(depth), `file://${dir}`, '.');
  return clone;
}

const decimal = (raw: string | undefined) =>
  raw === undefined ? null : Number(raw.replace(/"/g, '')).toFixed(2);

/** A live record for an entity as some YAML version had it (what an apply of it left live). */
function liveRecord(pick: Pick, kind: Kind, key: string, item: Item): LiveRecord {
  const status = item['status'] === 'published' && kind === 'product' ? 'active' : item['status'];
  const base = {
    id: `${kind}_${key}`,
    name: item['name'] ?? key,
    slug: key,
    status: status ?? oneOf(pick, kind === 'product' ? ['draft', 'active'] : ['published', 'draft']),
  };
  switch (kind) {
    case 'brand':
      return {
        ...base,
        color: item['color']?.replace(/'/g, '') ?? null,
        sort_order: Number(item['sort_order'] ?? 0),
      };
    case 'category':
      return {
        ...base,
        type: 'product',
        parent_category_id: item['parent'] ? `category_${item['parent']}` : null,
        sort_order: item['sort_order'] === undefined ? null : Number(item['sort_order']),
      };
    case 'product':
      return {
        ...base,
        price: decimal(item['price']) ?? oneOf(pick, [null, '45.00']),
        brand_id: item['brand'] ? `brand_${item['brand']}` : null,
        category_id: item['category'] ? `category_${item['category']}` : null,
      };
  }
}

/**
 * Live: each entity absent, or as a committed version had it, or as the working tree has it, or
 * random; now and then one field edited live; now and then a product the YAML never had.
 */
function randomLive(pick: Pick, states: readonly State[], local: State): LiveCatalog {
  const records: Record<Kind, LiveRecord[]> = { brand: [], category: [], product: [] };
  for (const kind of KINDS) {
    for (const key of KEYS[kind]) {
      const k = `${kind}:${key}`;
      if (pick(4) === 0) continue;
      const r = pick(10);
      const item =
        (r < 5 ? oneOf(pick, states).get(k) : r < 7 ? local.get(k) : undefined) ??
        randomItem(pick, kind, key);
      let record = liveRecord(pick, kind, key, item);
      if (pick(5) === 0) {
        const field = oneOf(pick, FIELDS[kind]);
        const edited = liveRecord(pick, kind, key, {
          ...item,
          [field]: randomField(pick, kind, key, field) ?? 'x',
        });
        record = { ...record, ...Object.fromEntries(Object.entries(edited).filter(([f]) => f !== 'id')) };
      }
      if (pick(12) === 0) record = { ...record, status: 'archived' };
      records[kind].push(record);
    }
  }
  if (pick(4) === 0)
    records.product.push({
      id: 'product_ghost',
      name: oneOf(pick, NAMES.product),
      slug: 'ghost',
      status: 'active',
    });
  return {
    brands: records.brand,
    categories: records.category,
    products: records.product as LiveCatalog['products'][number][],
  };
}

/** Every origin a classified plan carries: fields, archives, creates, kept entities. */
function originsIn(plan: CatalogPlan): string[] {
  const out: (string | undefined)[] = (plan.kept ?? []).map((k) => k.origin);
  for (const c of plan.changes) {
    if (c.action === 'update') out.push(...c.changes.map((f) => f.origin));
    else if (c.action === 'create' || c.action === 'archive') out.push(c.origin);
  }
  return out.filter((o): o is string => o !== undefined);
}

const classify = (plan: CatalogPlan, h: CatalogHistory) =>
  markRenames({ ...classifyCatalogPlan(plan, h.entities), history: h.window });

describe('readCatalogHistory with originsSettledBy', () => {
  it('classifies every plan exactly as reading every version does (random repositories, file and folder)', async () => {
    const pick = generator(20261124);
    const totals = { repos: 0, cases: 0, keys: 0, settledEarly: 0, sharedRuns: 0, renames: 0 };
    const origins = new Map<string, number>();
    for (let repo = 0; repo < 48; repo++) {
      const folder = repo % 2 === 1;
      const { dir, states } = await catalogRepo(pick, folder);
      // Now and then a shallow clone of it (a CI checkout), read as it is.
      const root = pick(6) === 0 ? await shallowClone(dir, 1 + pick(4)) : dir;
      const reader = memoReader((await openHistoryReader(root))!);
      const catalog = join(root, folder ? 'catalog' : 'catalog.yml');
      // One cache for every case of the repository, saved and read back now and then.
      let shared = await loadHistoryCache(root);
      totals.repos += 1;
      for (let c = 0; c < 6; c++) {
        const head = states[states.length - 1]!;
        const r = pick(6);
        const local = validated(
          r < 2 ? head : r < 5 ? mutate(pick, head) : mutate(pick, oneOf(pick, states)),
        );
        if (local.size === 0) continue;
        const files = Object.entries(catalogFiles(pick, local, folder, new Map(), false))
          .filter(
            (e): e is [string, string] => e[1] !== null && /\.ya?ml$/.test(e[0]) && !e[0].includes('sub/'),
          )
          .map(([file, text]) => ({ file, text }));
        const live = randomLive(pick, states, local);
        const plan = planCatalog(parseCatalog(files), live, {
          prune: pick(2) === 0,
          maxArchive: 1000,
          ledger: { entries: {} },
        });
        const keys = entityKeysToClassify(plan);
        if (keys.length === 0) continue;
        const depth = pick(4) === 0 ? 1 + pick(5) : 200;
        const read = (cache: HistoryCache, settled: boolean) =>
          readCatalogHistory({
            reader,
            catalog,
            folder,
            keys,
            depth,
            cache,
            ...(settled && { settled: originsSettledBy(plan) }),
          });
        const context = `repo ${repo} (${folder ? 'folder' : 'file'}) case ${c} depth ${depth}`;

        const full = await read(noCache(), false);
        const early = await read(noCache(), true);
        expect(early.window, context).toEqual(full.window);
        for (const key of keys) {
          const a = early.entities.get(key)!;
          const b = full.entities.get(key)!;
          if (a.complete === b.complete && a.versions.length === b.versions.length) {
            expect(a, `${context} ${key}`).toEqual(b);
            continue;
          }
          // Settled early: the newest versions, then (when the catalog began empty) the oldest
          // snapshot; never claimed complete.
          const n = a.versions.length;
          const prefix = b.versions.slice(0, n);
          const withOrigin = [...b.versions.slice(0, n - 1), b.versions[b.versions.length - 1]];
          expect(a.complete, `${context} ${key}`).toBe(false);
          expect(n, `${context} ${key}`).toBeLessThanOrEqual(b.versions.length);
          expect([prefix, withOrigin], `${context} ${key}`).toContainEqual(a.versions);
          totals.settledEarly += 1;
        }
        const expected = classify(plan, full);
        expect(classify(plan, early), context).toEqual(expected);
        for (const o of originsIn(expected)) origins.set(o, (origins.get(o) ?? 0) + 1);
        totals.renames += expected.changes.filter((ch) => ch.action === 'create' && ch.renamedFrom).length;

        // The shared cache, in both orders: each answer as from a fresh cache.
        const order = pick(2) === 0;
        for (const settled of order ? [true, false] : [false, true]) {
          const h = await read(shared, settled);
          if (!settled) expect(h.entities, `${context} shared, full`).toEqual(full.entities);
          expect(classify(plan, h), `${context} shared, settled: ${settled}`).toEqual(expected);
          totals.sharedRuns += 1;
        }
        await shared.save();
        if (pick(2) === 0) shared = await loadHistoryCache(root);
        totals.cases += 1;
        totals.keys += keys.length;
      }
    }
    // Not vacuous: many cases, and many keys settled before their oldest version.
    expect(totals.cases).toBeGreaterThan(200);
    if (process.env['SETTLED_STATS']) console.log(totals, origins);
    expect(totals.settledEarly).toBeGreaterThan(totals.keys / 5);
    // …and every origin, and renames, among the answers compared.
    for (const o of ['repo', 'behind', 'live-edit', 'unknown']) expect(origins.get(o), o).toBeGreaterThan(20);
    expect(totals.renames).toBeGreaterThan(5);
  }, 60_000);
});

describe('readCatalogHistory with originsSettledBy, many keys', () => {
  it('the same answers when the first rounds parse whole files and later ones search by key', async () => {
    // 400 products: a round with WHOLE_FILE_FROM_KEYS (200) open keys or more parses each blob
    // whole; once enough are settled, older blobs are searched key by key.
    const pick = generator(9001);
    const slugs = Array.from({ length: 400 }, (_, i) => `p-${i}`);
    const text = (prices: ReadonlyMap<string, string>) =>
      'products:\n' +
      [...prices]
        .map(([slug, price]) =>
          pick(2) === 0
            ? `  - { slug: ${slug}, name: N${slug}, price: ${price} }\n`
            : `  - slug: ${slug}\n    name: N${slug}\n    price: ${price}\n`,
        )
        .join('');
    let totalSettled = 0;
    for (let repo = 0; repo < 3; repo++) {
      let prices = new Map(slugs.filter(() => pick(8) > 0).map((s) => [s, oneOf(pick, PRICES)] as const));
      const versions: Map<string, string>[] = [];
      const { commits } = history<Map<string, string>>(
        pick,
        4 + pick(4),
        prices,
        (from) => {
          const next = new Map(from);
          for (const s of slugs) {
            const r = pick(10);
            if (r === 0) next.delete(s);
            else if (r < 4) next.set(s, oneOf(pick, PRICES));
          }
          return next;
        },
        (side, main) => new Map([...main, ...side].filter(() => pick(6) > 0)),
        (state) => {
          versions.push(state);
          return { 'catalog.yml': text(state) };
        },
      );
      const dir = await importRepo(commits);
      prices = versions[versions.length - 1]!;
      const local = new Map([...prices].map(([s, p]) => [s, pick(3) === 0 ? oneOf(pick, PRICES) : p]));
      const live: LiveCatalog = {
        brands: [],
        categories: [],
        products: slugs
          .filter(() => pick(6) > 0)
          .map((slug) => {
            const from = oneOf(pick, versions).get(slug);
            return {
              id: `product_${slug}`,
              name: `N${slug}`,
              slug,
              price: decimal(pick(4) > 0 && from !== undefined ? from : oneOf(pick, PRICES)),
            };
          }),
      };
      const plan = planCatalog(parseCatalog([{ file: 'catalog.yml', text: text(local) }]), live, {
        prune: repo === 1,
        maxArchive: 1000,
        ledger: { entries: {} },
      });
      const keys = entityKeysToClassify(plan);
      expect(keys.length).toBeGreaterThan(200);
      const reader = (await openHistoryReader(dir))!;
      const read = (settled: boolean) =>
        readCatalogHistory({
          reader,
          catalog: join(dir, 'catalog.yml'),
          folder: false,
          keys,
          depth: 200,
          cache: noCache(),
          ...(settled && { settled: originsSettledBy(plan) }),
        });
      const full = await read(false);
      const early = await read(true);
      expect(classify(plan, early), `repo ${repo}`).toEqual(classify(plan, full));
      const settled = keys.filter(
        (k) => early.entities.get(k)!.versions.length < full.entities.get(k)!.versions.length,
      );
      // Enough settled in the first rounds that older blobs were searched by key.
      expect(keys.length - settled.length).toBeLessThan(200);
      totalSettled += settled.length;
      if (process.env['SETTLED_STATS']) console.log(`many keys: repo ${repo}`, keys.length, settled.length);
    }
    expect(totalSettled).toBeGreaterThan(150);
  }, 30_000);
});

// ---------------------------------------------------------------------------------------------
// Site files

const SITE_PATHS = ['index.html', 'a b.txt', 'dir/x.css', 'dir/ünï.txt', 'q[1]*.txt', 'deep/n/z.md'];
const CONTENTS = ['one\n', 'two\n', 'three\r\n', 'one\r\n'];

/** The old behaviour: every log and status of the whole source folder. */
function folderReader(reader: HistoryReader, prefix: string): HistoryReader {
  return {
    ...reader,
    root: reader.root,
    log: (_paths, depth) => reader.log([prefix], depth),
    dirtyPaths: () => reader.dirtyPaths([prefix]),
  };
}

type SiteState = ReadonlyMap<string, string>;

/** A repository whose source folder (`prefix`, or the top) went through 3–8 states, merges included. */
async function siteRepo(pick: Pick, prefix: string): Promise<string> {
  const at = (p: string) => (prefix === '' ? p : `${prefix}/${p}`);
  const change = (from: SiteState): SiteState => {
    const next = new Map(from);
    for (const p of SITE_PATHS) {
      const r = pick(8);
      if (r < 2) next.set(p, oneOf(pick, CONTENTS));
      else if (r === 2) next.delete(p);
    }
    // Outside the named files: the folder's log lists these, a log by name does not.
    next.set(`other-${pick(3)}.txt`, oneOf(pick, CONTENTS));
    return next;
  };
  const { commits } = history<SiteState>(
    pick,
    3 + pick(6),
    change(new Map()),
    change,
    (side, main) => {
      const merged = new Map<string, string>();
      for (const p of new Set([...side.keys(), ...main.keys()])) {
        const r = pick(5);
        const text = r < 2 ? side.get(p) : r < 4 ? main.get(p) : oneOf(pick, CONTENTS);
        if (text !== undefined) merged.set(p, text);
      }
      return merged;
    },
    (state) => ({
      'README.md': 'x\n',
      ...(prefix !== '' && { 'catalog.yml': 'products: []\n' }),
      ...Object.fromEntries([...state].map(([p, text]) => [at(p), text])),
    }),
  );
  return importRepo(commits);
}

describe('readSiteHistory by name', () => {
  it('gives each file the versions the folder’s log gives it when the depth covers the history', async () => {
    const pick = generator(424242);
    const totals = { repos: 0, cases: 0, paths: 0, withHistory: 0, shallowCases: 0 };
    for (let repo = 0; repo < 40; repo++) {
      const prefix = repo % 5 === 4 ? '' : 'site';
      const dir = await siteRepo(pick, prefix);
      const shallow = pick(3) === 0;
      const root = shallow ? await shallowClone(dir, 1 + pick(4)) : dir;
      const at = (p: string) => (prefix === '' ? p : `${prefix}/${p}`);
      const candidates = [...SITE_PATHS, 'never.txt', 'dir/never.css'];
      // In a shallow clone, mostly paths its boundary commit lacks: a log by name then may not
      // reach that commit, where the folder's log does.
      const cut = shallow ? readShallow(root) : undefined;
      const boundary = cut ? git(root, 'ls-tree', '-r', '--name-only', '-z', cut).split('\0') : [];
      const lacking = candidates.filter((p) => !boundary.includes(at(p)));
      // Working-tree edits: what `dirty` reports for paths absent live.
      for (const p of SITE_PATHS)
        if (pick(4) === 0) await writeFiles(root, { [at(p)]: oneOf(pick, CONTENTS) });
      const reader = (await openHistoryReader(root))!;
      const source = prefix === '' ? root : join(root, prefix);
      totals.repos += 1;
      for (let c = 0; c < 4; c++) {
        // Many paths, or a few.
        const from = cut && lacking.length > 0 && pick(3) > 0 ? lacking : candidates;
        const paths =
          pick(2) === 0
            ? from.filter(() => pick(3) > 0)
            : [...new Set(Array.from({ length: 1 + pick(3) }, () => oneOf(pick, from)))];
        if (paths.length === 0) continue;
        const absentLive = new Map(paths.filter(() => pick(3) === 0).map((p) => [p, sha256(p)] as const));
        const algorithm = oneOf(pick, ['sha256', 'md5'] as const);
        const read = (r: HistoryReader) =>
          readSiteHistory({ reader: r, source, paths, algorithm, depth: 200, cache: noCache(), absentLive });
        const named = await read(reader);
        const folder = await read(folderReader(reader, prefix));
        const context = `repo ${repo} (prefix '${prefix}', ${cut ? 'shallow' : 'full'}) paths ${JSON.stringify(paths)}`;
        expect(named.files, context).toEqual(folder.files);
        expect(named.window.status, context).toBe(folder.window.status);
        totals.cases += 1;
        if (cut) totals.shallowCases += 1;
        totals.paths += paths.length;
        totals.withHistory += [...named.files.values()].filter((f) =>
          f.versions.some((v) => v !== null),
        ).length;
      }
    }
    expect(totals.cases).toBeGreaterThan(120);
    expect(totals.shallowCases).toBeGreaterThan(25);
    expect(totals.withHistory).toBeGreaterThan(totals.paths / 3);
  }, 60_000);
});
