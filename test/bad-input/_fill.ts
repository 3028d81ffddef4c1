import { startSeededEmulator } from './harness.js';
import { LOCAL_CASES } from './local-cases.js';
import { SERVER_CASES } from './server-cases.js';
import { runLocalCase, runServerCase } from './run-case.js';
const out: Record<string, unknown> = {};
const em = await startSeededEmulator();
for (const c of LOCAL_CASES) {
  const o = await runLocalCase(c, em);
  out[c.name] = {
    code: o.code,
    error: o.error,
    stdout: o.stdout,
    acc: o.acceptedWrites,
    att: o.attemptedWrites,
    same: JSON.stringify(o.stateBefore) === JSON.stringify(o.stateAfter),
  };
}
await em.close();
for (const c of SERVER_CASES) {
  const o = await runServerCase(c);
  out[c.name] = {
    code: o.code,
    error: o.error,
    stdout: o.stdout,
    acc: o.acceptedWrites,
    att: o.attemptedWrites,
    same: o.stateBefore === undefined ? null : JSON.stringify(o.stateBefore) === JSON.stringify(o.stateAfter),
  };
}
console.log(JSON.stringify(out, null, 1));
