import './runtime/tune-young-generation.js';
import { run } from './action/run.js';

await run();
