/**
 * The digest cache: `.sitesync/digests.json`. Only an accelerator: unreadable means empty, a
 * failed save is ignored, and it is not used when a site source contains the `.sitesync` folder
 * (the cache would become part of the tree).
 *
 * Its digests are taken as they stand — a file whose stat matches its entry is not read — so the
 * file carries an HMAC-SHA-256 over all it holds, made with the user's cache key
 * (state/cache-key.ts), and is used only when that MAC holds. A stat is no secret: an entry edited
 * to a changed file's new stat with its old checksum made a plan call the file unchanged, and
 * apply leave it out (test/journey/state-attack.test.ts); in a checkout another user may write to,
 * that user chose which of this user's changes went out. Written
 * `{"mac":"<64 hex>","cache":{…columns…}}`, the MAC over every byte after its head. Without a
 * cache key nothing is read or written: every file is read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  createDigestCache,
  digestCacheColumns,
  type DigestCache,
  type DigestCacheData,
} from '../source/index.js';
import { jsonPieces } from '../shared/json-pieces.js';
import { userCacheKey } from './cache-key.js';
import { isRecord, stateDirInside, stateFile } from './state-file.js';
import { updateWithText } from './text-pieces.js';

const digestFile = (rootDir: string) =>
  stateFile<unknown>(rootDir, 'digests.json', { bestEffort: true, decode: (raw) => raw });

const HEAD = /^\{"mac":"([0-9a-f]{64})",/;
const head = (mac: string) => `{"mac":"${mac}",`;

/** The user's cache key (state/cache-key.ts), for tests to give another. */
export interface DigestCacheOptions {
  readonly macKey?: () => Promise<Buffer | undefined>;
}

/** The columns the file holds, when its MAC made with `secret` holds and they are well formed. */
function verified(secret: Buffer, text: string): DigestCacheData | undefined {
  // The head is ASCII: its characters are its bytes.
  const found = HEAD.exec(text.slice(0, 128));
  if (!found) return undefined;
  const mac = updateWithText(createHmac('sha256', secret), text.slice(found[0].length)).digest();
  if (!timingSafeEqual(mac, Buffer.from(found[1]!, 'hex'))) return undefined;
  try {
    const raw: unknown = JSON.parse(text);
    const columns = isRecord(raw) ? digestCacheColumns(raw['cache']) : undefined;
    // Only columns are written; version 1's objects came from before the MAC.
    return columns?.version === 2 ? columns : undefined;
  } catch {
    return undefined;
  }
}

/** undefined when a source folder holds `.sitesync` itself. */
export async function loadDigestCache(
  rootDir: string,
  sources: readonly string[],
  options: DigestCacheOptions = {},
): Promise<DigestCache | undefined> {
  if (stateDirInside(rootDir, sources)) return undefined;
  const file = digestFile(rootDir);
  // The stat first: a save between the two reads then makes entries racy, never trusted early.
  const savedAtMs = await file.savedAtMs();
  const secret = savedAtMs === undefined ? undefined : await (options.macKey ?? userCacheKey)();
  const text = secret && (await file.loadText());
  const data = secret && text ? verified(secret, text) : undefined;
  return createDigestCache(data, true, savedAtMs);
}

/**
 * Saves the entries of this run; not at all when they are the saved ones (a no-op plan writes
 * nothing), nor without the user's cache key.
 */
export async function saveDigestCache(
  rootDir: string,
  cache: DigestCache | undefined,
  options: DigestCacheOptions = {},
): Promise<void> {
  if (!cache?.changed) return;
  const secret = await (options.macKey ?? userCacheKey)();
  if (!secret) return;
  const snapshot = cache.snapshot();
  // The MAC covers every byte after the head, known once they are all written: the head is
  // written with a stand-in MAC of the same length first, then over it (state-io.ts).
  const hmac = createHmac('sha256', secret);
  const parts = function* () {
    yield head('0'.repeat(64));
    for (const piece of [['"cache":'], jsonPieces(snapshot, { compact: true }), ['}']])
      for (const text of piece) {
        updateWithText(hmac, text);
        yield text;
      }
  };
  await digestFile(rootDir).saveParts(parts(), () => head(hmac.digest('hex')));
}
