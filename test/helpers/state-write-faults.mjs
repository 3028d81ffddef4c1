// Preloaded into a CLI child process (NODE_OPTIONS=--import=<this file's URL>): a fault in the
// writes of one state file. The file's temporary name matches SITESYNC_TEST_FAULT_FILE (a regular
// expression; default: catalog.json's); SITESYNC_TEST_FAULT is one of
// - `kill`: SIGKILL once more than SITESYNC_TEST_FAULT_AFTER bytes would have been written to it;
// - `enospc`: that write fails as on a full disk (ENOSPC);
// - `head`: SIGKILL at the write over its head (every piece written, the stand-in MAC still there);
// - `rename`: SIGKILL just before its rename over the state file (the whole file written);
// - `eacces`, `erofs`: its creation fails as in a read-only folder or on a read-only mount.
// The fs module's functions are wrapped and the ES module bindings synced, so the bundle's own
// `import { writeSync } from 'node:fs'` calls the wrappers.
import { createRequire, syncBuiltinESMExports } from 'node:module';

const fault = process.env.SITESYNC_TEST_FAULT;
if (fault) {
  const fs = createRequire(import.meta.url)('node:fs');
  const match = new RegExp(process.env.SITESYNC_TEST_FAULT_FILE ?? '(^|/)catalog\\.json\\.[^/]*\\.tmp$');
  const after = Number(process.env.SITESYNC_TEST_FAULT_AFTER ?? 0);
  const written = new Map();
  const { openSync, closeSync, writeSync, renameSync } = fs;
  fs.openSync = function (path, ...rest) {
    if ((fault === 'eacces' || fault === 'erofs') && match.test(String(path))) {
      const code = fault.toUpperCase();
      const err = new Error(`${code}: refused, open '${String(path)}'`);
      Object.assign(err, { code, errno: fault === 'eacces' ? -13 : -30, syscall: 'open' });
      throw err;
    }
    const fd = openSync.call(this, path, ...rest);
    if (match.test(String(path))) written.set(fd, 0);
    return fd;
  };
  fs.closeSync = function (fd) {
    written.delete(fd);
    return closeSync.call(this, fd);
  };
  fs.writeSync = function (fd, data, ...rest) {
    const sofar = written.get(fd);
    if (sofar !== undefined) {
      // (fd, string, position, encoding) or (fd, buffer, offset, length, position)
      const text = typeof data === 'string';
      const position = text ? rest[0] : rest[2];
      if (fault === 'head' && position !== null && position !== undefined)
        process.kill(process.pid, 'SIGKILL');
      const size = text ? Buffer.byteLength(data, rest[1] ?? 'utf8') : (rest[1] ?? data.length);
      if (sofar + size > after) {
        if (fault === 'kill') process.kill(process.pid, 'SIGKILL');
        if (fault === 'enospc') {
          const err = new Error('ENOSPC: no space left on device, write');
          Object.assign(err, { code: 'ENOSPC', errno: -28, syscall: 'write' });
          throw err;
        }
      }
      written.set(fd, sofar + size);
    }
    return writeSync.call(this, fd, data, ...rest);
  };
  fs.renameSync = function (from, to) {
    if (fault === 'rename' && match.test(String(from))) process.kill(process.pid, 'SIGKILL');
    return renameSync.call(this, from, to);
  };
  syncBuiltinESMExports();
}
