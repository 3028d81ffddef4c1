import '../runtime/tune-heap.js';
import { runWorkerTask } from '../runtime/worker-task.js';
import { runCli } from './program.js';

/**
 * The CLI process: wires signals to an AbortSignal (a second Ctrl-C exits at once) and sets the
 * exit code. In a worker thread (runtime/worker-task.ts) this file only runs that worker's task.
 */
if (!runWorkerTask()) {
  const controller = new AbortController();
  let interrupts = 0;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      interrupts += 1;
      if (interrupts > 1) process.exit(130);
      process.stderr.write(`\n${signal}: stopping after the request in flight (again to exit at once)\n`);
      controller.abort(new Error(signal));
    });
  }

  // A reader that went away (`sitesync demo | head -3`): what is left to print goes nowhere and the
  // command runs to its end, as it would have (an apply cut short by its output would be worse).
  // Unhandled, the write's EPIPE ended the process with a stack trace in the middle of its work.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ERR_STREAM_DESTROYED') throw err;
    });
  }

  const code = await runCli({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    signal: controller.signal,
  });
  process.exitCode = code;
}
