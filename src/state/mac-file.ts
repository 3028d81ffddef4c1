/**
 * A state file whose content is taken as it stands (a digest for a file not read again, a checksum
 * for a committed blob): written `{"mac":"<64 hex>","data":…}`, the MAC an HMAC-SHA-256 over every
 * byte after its head, made with the user's cache key (state/cache-key.ts). A file whose MAC does
 * not hold — edited where it lies, written by another user or another machine, committed, or
 * written by an older sitesync — reads as absent; without a cache key nothing is read or written.
 * What such a file says can be made up by anyone who can write to `.sitesync` (a stat is no
 * secret, nor a blob id); in a checkout another user may write to, that user chose what this
 * user's plan showed and apply did (test/journey/state-attack.test.ts).
 *
 * Written a piece at a time (state-io.ts): the head first with a stand-in MAC of the same length,
 * then over it once every piece is written and MAC'd.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { jsonPieces } from '../shared/json-pieces.js';
import { userCacheKey } from './cache-key.js';
import { isRecord, stateFile } from './state-file.js';
import { macPieces, updateWithText } from './text-pieces.js';

const HEAD = /^\{"mac":"([0-9a-f]{64})",/;
const head = (mac: string) => `{"mac":"${mac}",`;

export interface MacFileOptions {
  /** The user's cache key (default: state/cache-key.ts); without one nothing is read or written. */
  readonly macKey?: () => Promise<Buffer | undefined>;
}

export interface MacFile {
  readonly path: string;
  /** What the file holds, when its MAC holds; else undefined. */
  load(): Promise<unknown>;
  /** Writes `data` with its MAC (atomically; an accelerator's: a failure is ignored). */
  save(data: unknown): Promise<void>;
  /** Modification time in ms, undefined when absent. */
  savedAtMs(): Promise<number | undefined>;
  /** The state folder's file system time now (state-io.ts stateClockMs); undefined when not known. */
  clockMs(): number | undefined;
}

/** The value of `data` in `text`, when its MAC made with `secret` holds. */
function verified(secret: Buffer, text: string): unknown {
  // The head is ASCII: its characters are its bytes.
  const found = HEAD.exec(text.slice(0, 128));
  if (!found) return undefined;
  const mac = updateWithText(createHmac('sha256', secret), text.slice(found[0].length)).digest();
  if (!timingSafeEqual(mac, Buffer.from(found[1]!, 'hex'))) return undefined;
  try {
    const raw: unknown = JSON.parse(text);
    return isRecord(raw) ? raw['data'] : undefined;
  } catch {
    return undefined;
  }
}

export function macFile(rootDir: string, name: string, options: MacFileOptions = {}): MacFile {
  const file = stateFile<unknown>(rootDir, name, { bestEffort: true, decode: (raw) => raw });
  let keyRead: Promise<Buffer | undefined> | undefined;
  const macKey = () => (keyRead ??= (options.macKey ?? userCacheKey)().catch(() => undefined));
  return {
    path: file.path,
    savedAtMs: () => file.savedAtMs(),
    clockMs: () => file.clockMs(),
    async load() {
      const secret = await macKey();
      if (!secret) return undefined;
      // Not a file of this shape (a link to a device, a file of an older version): not read on.
      const start = await file.head(128);
      if (start === undefined || !HEAD.test(start)) return undefined;
      const text = await file.loadText();
      return text === undefined ? undefined : verified(secret, text);
    },
    async save(data) {
      const secret = await macKey();
      if (!secret) return;
      const hmac = createHmac('sha256', secret);
      const rest = function* () {
        yield '"data":';
        yield* jsonPieces(data, { compact: true });
        yield '}';
      };
      await file.saveParts(macPieces(hmac, head('0'.repeat(64)), rest()), () => head(hmac.digest('hex')));
    },
  };
}
