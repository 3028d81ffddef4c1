/** Imported first by the CLI and action entries, for its effect: see heap-flags.ts. */
import v8 from 'node:v8';
import { heapFlags } from './heap-flags.js';

for (const flag of heapFlags(process.execArgv, process.env['NODE_OPTIONS'])) v8.setFlagsFromString(flag);
