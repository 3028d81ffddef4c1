import './runtime/tune-heap.js';
import { runWorkerTask } from './runtime/worker-task.js';
import { run } from './action/run.js';

// In a worker thread (runtime/worker-task.ts) the bundle only runs that worker's task.
if (!runWorkerTask()) await run();
