// Preloaded into the measured CLI child (`node --import ./bench/probe.mjs bin/sitesync.js …`)
// when BENCH_PROBE_OUT is set: counts files opened under BENCH_PROBE_ROOT and, at exit, writes
// process.resourceUsage() (peak RSS, CPU time) and the counts as JSON to BENCH_PROBE_OUT.
//
// The CLI's worker threads (a first read of a site hashes its files in one) load this too: a
// worker writes what it opened to BENCH_PROBE_OUT.worker-<id> as it posts its answer (before the
// main thread can end), and the main thread adds those files in at exit.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { isMainThread, parentPort, threadId } from 'node:worker_threads';

const out = process.env.BENCH_PROBE_OUT;
const root = process.env.BENCH_PROBE_ROOT ? resolve(process.env.BENCH_PROBE_ROOT) : undefined;
if (out) {
  const paths = new Set();
  let opens = 0;
  const note = (p) => {
    if (typeof p !== 'string' && !(p instanceof URL)) return;
    const abs = resolve(String(p instanceof URL ? p.pathname : p));
    if (root && !abs.startsWith(root)) return;
    opens += 1;
    paths.add(abs);
  };
  const wrap = (obj, name) => {
    const original = obj[name];
    if (typeof original !== 'function') return;
    obj[name] = function (p, ...rest) {
      note(p);
      return original.call(this, p, ...rest);
    };
  };
  // Not the callback fs.open: createReadStream opens through it, which would count a file twice.
  for (const name of ['openSync', 'readFile', 'readFileSync', 'createReadStream']) wrap(fs, name);
  for (const name of ['open', 'readFile']) wrap(fs.promises, name);
  syncBuiltinESMExports();
  const workerFile = `${out}.worker-`;
  if (!isMainThread) {
    // What this worker opened, written before its answer leaves: the main thread reads it at exit.
    const post = parentPort?.postMessage;
    if (parentPort && post)
      parentPort.postMessage = function (message, ...rest) {
        fs.writeFileSync(`${workerFile}${threadId}`, JSON.stringify({ opens, paths: [...paths] }));
        return post.call(this, message, ...rest);
      };
  } else {
    const started = process.hrtime.bigint();
    process.on('exit', () => {
      for (const name of fs.readdirSync(dirname(out)))
        if (name.startsWith(basename(workerFile))) {
          const file = join(dirname(out), name);
          const seen = JSON.parse(fs.readFileSync(file, 'utf8'));
          opens += seen.opens;
          for (const p of seen.paths) paths.add(p);
          fs.rmSync(file);
        }
      const usage = process.resourceUsage();
      fs.writeFileSync(
        out,
        JSON.stringify({
          maxRssKb: usage.maxRSS,
          userCpuMs: usage.userCPUTime / 1000,
          systemCpuMs: usage.systemCPUTime / 1000,
          wallMs: Number(process.hrtime.bigint() - started) / 1e6,
          filesOpened: opens,
          distinctFilesRead: paths.size,
        }),
      );
    });
  }
}
