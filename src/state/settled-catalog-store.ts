/**
 * The settled catalog: `.sitesync/catalog-settled.json` remembers the last catalog plan that found
 * nothing to change, with what it was made of — the key of the catalog's files (their texts and
 * identities on this disk, the parser's code, sitesync.yml's prune and max_archive, the
 * credential) and the digest of every live page's exact body. A `plan` whose catalog files and
 * live pages are byte for byte the same makes the same plan: it takes this one instead of reading
 * the stored parse and comparing 50,000 entities again (sync/catalog/plan-catalog-run.ts).
 *
 * Its content is taken as it stands, so it carries an HMAC-SHA-256 over everything after the MAC,
 * made with the user's cache key (state/cache-key.ts): a file a pull request commits, one copied
 * from another machine, or one edited after it was written, is not used. Without a cache key
 * nothing is read or written. An accelerator only: unreadable means a miss, a failed save is
 * ignored.
 *
 * Written `{"version":1,"mac":"<64 hex>","key":…,"pages":…,"cursors":…,"plan":"<JSON text>"}`: the plan
 * as text, so that reading the memo before the first page costs a scan of it, not its objects.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../shared/canonical-json.js';
import type { CatalogKind } from '../catalog/types.js';
import type { CatalogCounts, CatalogPlan, KeptEntity, UnchangedChange } from '../plan/catalog/types.js';
import type { LiveList, LivePageDigests } from '../sync/catalog/read-live-catalog.js';
import { isRecord, stateFile } from './state-file.js';
import { updateWithText } from './text-pieces.js';

export const SETTLED_CATALOG_FILE = 'catalog-settled.json';

const KINDS: readonly CatalogKind[] = ['brand', 'category', 'product', 'service'];
const LISTS: readonly LiveList[] = ['brands', 'categories', 'products'];
const ACTIONS = ['create', 'update', 'archive', 'unchanged', 'drift'] as const;

/** Each kind as one letter of StoredPlan.kinds. */
const KIND_LETTERS: Readonly<Record<CatalogKind, string>> = {
  brand: 'b',
  category: 'c',
  product: 'p',
  service: 's',
};
const KIND_OF_LETTER: Readonly<Record<string, CatalogKind>> = {
  b: 'brand',
  c: 'category',
  p: 'product',
  s: 'service',
};

/**
 * The unchanged entities by column (one letter of `kinds`, one key, one live id or null per
 * entity): three values to parse, not an array per entity (52,500 of them on L).
 */
interface StoredPlan {
  readonly kinds: string;
  readonly keys: readonly string[];
  readonly ids: readonly (string | null)[];
  readonly counts: Readonly<Record<CatalogKind, CatalogCounts>>;
  readonly kept?: readonly KeptEntity[];
}

/** A plan that changes nothing, and what it was made of. */
export interface SettledCatalog {
  /** settledKey(): the catalog files, the code, the settings and the credential. */
  readonly key: string;
  readonly pages: LivePageDigests;
  /**
   * The cursors the read of those pages saved (the next read's hints; [] for none): a page is
   * known only to a read by these very cursors that asks for exactly these pages.
   */
  readonly cursors: LivePageDigests;
  /**
   * The plan, decoded when asked for (it is 3 MB on L, and the memo is read before the first page
   * is asked for); undefined when it is not of its shape.
   */
  plan(): CatalogPlan | undefined;
}

/** What a settled plan stands for besides the live pages; any part that differs is a miss. */
export interface SettledKeyParts {
  /** The parse cache's key of the catalog files (names, texts, identities on this disk). */
  readonly catalog: string;
  /** The code that planned (state/catalog-parse-cache-store.ts codeStampOf). */
  readonly code: string;
  readonly prune: boolean;
  readonly maxArchive: number;
  /** The credential's tag (base URL and API key, one way: platform/credential-tag.ts). */
  readonly credential: string;
}

export function settledKey(parts: SettledKeyParts): string {
  return createHash('sha256')
    .update(canonicalJson({ version: 1, ...parts }))
    .digest('hex');
}

const HEAD = /^\{"version":1,"mac":"([0-9a-f]{64})",/;

/**
 * Whether `plan` can be remembered: nothing to write, no guard, no drift; every change
 * `unchanged` (its desired and live records are not kept: a settled plan has only kind, key, id).
 */
export function isSettled(plan: CatalogPlan): boolean {
  return (
    !plan.hasChanges &&
    !plan.blocked &&
    plan.guards.length === 0 &&
    plan.history === undefined &&
    plan.changes.every((c) => c.action === 'unchanged')
  );
}

export interface SettledCatalogStore {
  /** The settled plan stored for `key`, when this user's sitesync wrote it; else undefined. */
  get(key: string): Promise<SettledCatalog | undefined>;
  /** Remembers a settled plan (isSettled) made with `key` from pages of these digests, which saved these cursors. */
  set(
    key: string,
    read: { pages: LivePageDigests; cursors: LivePageDigests },
    plan: CatalogPlan,
  ): Promise<void>;
}

export function settledCatalogStore(
  rootDir: string,
  options: { readonly macKey: () => Promise<Buffer | undefined> },
): SettledCatalogStore {
  const file = stateFile<unknown>(rootDir, SETTLED_CATALOG_FILE, { bestEffort: true, decode: (v) => v });
  let keyRead: Promise<Buffer | undefined> | undefined;
  const macKey = () => (keyRead ??= options.macKey().catch(() => undefined));
  // Of the UTF-8 of the text after the head, as written, a piece at a time.
  const macOf = (secret: Buffer, rest: string) => updateWithText(createHmac('sha256', secret), rest).digest();
  return {
    async get(key) {
      const secret = await macKey();
      if (!secret) return undefined;
      // Not a file of this shape (say, a link to a device a pull request committed): not read on.
      const start = await file.head(128);
      if (start === undefined || !HEAD.test(start)) return undefined;
      const text = await file.loadText();
      if (text === undefined) return undefined;
      // The head is ASCII: its characters are its bytes.
      const head = HEAD.exec(text.slice(0, 128));
      if (!head) return undefined;
      const mac = macOf(secret, text.slice(head[0].length));
      if (!timingSafeEqual(mac, Buffer.from(head[1]!, 'hex'))) return undefined;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        return undefined;
      }
      return decode(raw, key);
    },
    async set(key, { pages, cursors }, plan) {
      const secret = await macKey();
      if (!secret || !isSettled(plan)) return;
      const stored: StoredPlan = {
        kinds: plan.changes.map((c) => KIND_LETTERS[c.kind]).join(''),
        keys: plan.changes.map((c) => c.key),
        ids: plan.changes.map((c) => ('id' in c && c.id !== undefined ? c.id : null)),
        counts: plan.counts,
        ...(plan.kept && { kept: plan.kept }),
      };
      const rest = `"key":${JSON.stringify(key)},"pages":${JSON.stringify(pages)},"cursors":${JSON.stringify(cursors)},"plan":${JSON.stringify(JSON.stringify(stored))}}`;
      await file.saveText(`{"version":1,"mac":"${macOf(secret, rest).toString('hex')}",`, rest);
    },
  };
}

/** The stored file as a settled catalog for `key`; undefined unless every part has its shape. */
function decode(raw: unknown, key: string): SettledCatalog | undefined {
  if (!isRecord(raw) || raw['version'] !== 1 || raw['key'] !== key) return undefined;
  const pages = raw['pages'];
  const cursors = raw['cursors'];
  const text = raw['plan'];
  if (!isStringLists(pages) || !isStringLists(cursors) || typeof text !== 'string') return undefined;
  return { key, pages, cursors, plan: () => decodePlan(text) };
}

/** The stored plan's text as a plan; undefined unless every part has its shape. */
function decodePlan(text: string): CatalogPlan | undefined {
  let plan: unknown;
  try {
    plan = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(plan)) return undefined;
  const { kinds, keys, ids, counts, kept } = plan;
  if (typeof kinds !== 'string' || !Array.isArray(keys) || !Array.isArray(ids) || !isRecord(counts))
    return undefined;
  if (keys.length !== kinds.length || ids.length !== kinds.length) return undefined;
  for (const kind of KINDS) {
    const c = counts[kind];
    if (!isRecord(c) || !ACTIONS.every((a) => Number.isInteger(c[a]))) return undefined;
  }
  if (
    kept !== undefined &&
    !(
      Array.isArray(kept) &&
      kept.every(
        (k) =>
          isRecord(k) &&
          KINDS.includes(k['kind'] as CatalogKind) &&
          typeof k['key'] === 'string' &&
          typeof k['id'] === 'string',
      )
    )
  )
    return undefined;
  const unchanged = new Array<UnchangedChange>(kinds.length);
  for (let i = 0; i < kinds.length; i++) {
    const kind = KIND_OF_LETTER[kinds[i]!];
    const key: unknown = keys[i];
    const id: unknown = ids[i];
    if (kind === undefined || typeof key !== 'string' || (id !== null && typeof id !== 'string'))
      return undefined;
    unchanged[i] = id === null ? { kind, key, action: 'unchanged' } : { kind, key, action: 'unchanged', id };
  }
  return {
    changes: unchanged,
    counts: counts as unknown as CatalogPlan['counts'],
    guards: [],
    blocked: false,
    hasChanges: false,
    ...(kept !== undefined && { kept: kept as KeptEntity[] }),
  };
}

function isStringLists(value: unknown): value is LivePageDigests {
  return (
    isRecord(value) &&
    LISTS.every((list) => {
      const strings = value[list];
      return Array.isArray(strings) && strings.every((d) => typeof d === 'string');
    })
  );
}

/** Whether two lists hold the same strings in the same order. */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Whether two sets of lists (page digests, cursors) are the same list by list: the pages just read
 * and those the settled plan was made from, or the cursors of two reads.
 */
export function samePages(read: LivePageDigests, settled: LivePageDigests): boolean {
  return LISTS.every((list) => sameList(read[list], settled[list]));
}
