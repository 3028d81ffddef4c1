/** Imported first by the CLI and action entries, for its effect: see young-generation.ts. */
import v8 from 'node:v8';
import { youngGenerationFlag } from './young-generation.js';

const flag = youngGenerationFlag(process.execArgv, process.env['NODE_OPTIONS']);
if (flag) v8.setFlagsFromString(flag);
