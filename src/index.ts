import './runtime/tune-heap.js';
import { run } from './action/run.js';

await run();
