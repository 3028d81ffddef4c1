/** Imported first by the CLI and action entries, for its effect: see heap-flags.ts. */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { catalogParseFlags, commandOf, heapFlags, heavyWriteFlags } from './heap-flags.js';
import { whenCatalogParses } from './memory-hints.js';

// The CLI's command word; the action is started without arguments (none: both flags).
const command = commandOf(process.argv.slice(2));
for (const flag of heapFlags(process.execArgv, process.env['NODE_OPTIONS'], command))
  v8.setFlagsFromString(flag);

// A catalog parsed anew makes garbage the size of the catalog several times over.
whenCatalogParses(() => {
  for (const flag of catalogParseFlags(process.execArgv, process.env['NODE_OPTIONS'], command))
    v8.setFlagsFromString(flag);
});

/**
 * `apply`, once its plan writes much (heap-flags.ts `heavyWrites`): collect for size from now on,
 * starting with one full collection now. V8 applies the flag when it next sizes the heap, at a
 * full collection; until then the limit the plan's last one set stands, and the writes' garbage
 * piled up to it over the plan's own (L, a first publish after a plan: 350 MB peak, against
 * 248 MB without the plan's state). Collecting here frees the plan's garbage and sets the next
 * limit from what the writes start with.
 */
export function tuneForHeavyWrites(): void {
  const flags = heavyWriteFlags(process.execArgv, process.env['NODE_OPTIONS']);
  for (const flag of flags) v8.setFlagsFromString(flag);
  if (flags.length > 0) collectNow();
}

/** One full collection, through a context made with `--expose-gc` (the main one has no `gc`). */
function collectNow(): void {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    if (typeof gc === 'function') (gc as () => void)();
  } catch {
    // No handle on the collector: V8 collects on its own schedule.
  }
}
