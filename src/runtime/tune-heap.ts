/** Imported first by the CLI and action entries, for its effect: see heap-flags.ts. */
import v8 from 'node:v8';
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

/** `apply`, once its plan writes much (heap-flags.ts `heavyWrites`): collect for size from now on. */
export function tuneForHeavyWrites(): void {
  for (const flag of heavyWriteFlags(process.execArgv, process.env['NODE_OPTIONS']))
    v8.setFlagsFromString(flag);
}
