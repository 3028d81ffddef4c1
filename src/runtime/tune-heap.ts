/** Imported first by the CLI and action entries, for its effect: see heap-flags.ts. */
import v8 from 'node:v8';
import { commandOf, heapFlags } from './heap-flags.js';

// The CLI's command word; the action is started without arguments (none: both flags).
const command = commandOf(process.argv.slice(2));
for (const flag of heapFlags(process.execArgv, process.env['NODE_OPTIONS'], command))
  v8.setFlagsFromString(flag);
