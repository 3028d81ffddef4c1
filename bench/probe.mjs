// Preloaded into the measured CLI child (`node --import ./bench/probe.mjs bin/sitesync.js …`)
// when BENCH_PROBE_OUT is set: counts files opened under BENCH_PROBE_ROOT and, at exit, writes
// process.resourceUsage() (peak RSS, CPU time) and the counts as JSON to BENCH_PROBE_OUT.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';

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
  const started = process.hrtime.bigint();
  process.on('exit', () => {
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
