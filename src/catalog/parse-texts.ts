/**
 * The catalog's parse proper (load-catalog.ts loads this module only when a parse is needed): in
 * place for small or clean texts, else in a worker (runtime/worker-task.ts).
 */
import { parseCatalogOffThread } from '../runtime/worker-task.js';
import { IN_THREAD_FAST_BYTES, OFF_THREAD_PARSE_BYTES } from './load-catalog.js';
import { NeedsPositionedParse, parseCatalog } from './parse-catalog.js';
import type { CatalogFile, ParseCatalogOptions } from './parse-catalog.js';
import type { DesiredCatalog } from './types.js';
import { mayHaveAliases } from './yaml/fast-load.js';

export { chunkFiles, itemTableOf, reuseParse } from './reuse-parse.js';

export async function parseTexts(
  texts: readonly CatalogFile[],
  signal: AbortSignal | undefined,
  onItemNodes?: ParseCatalogOptions['onItemNodes'],
): Promise<DesiredCatalog> {
  const bytes = texts.reduce((n, t) => n + t.text.length, 0);
  if (bytes < OFF_THREAD_PARSE_BYTES && !texts.some((t) => mayHaveAliases(t.text)))
    return parseCatalog(texts, { ...(onItemNodes && { onItemNodes }) });
  // The fast parse refuses anchors and aliases itself (one scan of the text): they hand over too.
  if (bytes <= IN_THREAD_FAST_BYTES) {
    try {
      return parseCatalog(texts, { positioned: false, ...(onItemNodes && { onItemNodes }) });
    } catch (err) {
      if (!(err instanceof NeedsPositionedParse)) throw err;
    }
  }
  return parseCatalogOffThread(texts, { doing: 'parsing the catalog', ...(signal && { signal }) });
}
