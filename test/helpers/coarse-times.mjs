// Preloaded into a CLI child process (NODE_OPTIONS=--import=<this file's URL>): the file times of a
// file system that keeps whole seconds (HFS+, ext3, FAT's two; a kernel's coarse clock is the same
// in small): every statSync, lstatSync and fstatSync gives mtime and ctime floored to the second.
//
// With SITESYNC_TEST_REWRITE (an absolute path): another writer at work on that file while the tree
// is read. Just before the file's stat, its text is written again (SITESYNC_TEST_REWRITE_FIRST:
// its mtime is now this second); once it has been read, it is written with
// SITESYNC_TEST_REWRITE_THEN (the same size) in the same second; and the save of digests.json
// waits for the next second, as a read of many files, or one after a slow one, would.
import { createRequire, syncBuiltinESMExports } from 'node:module';

if (process.env.SITESYNC_TEST_COARSE_TIMES) {
  const fs = createRequire(import.meta.url)('node:fs');
  const { statSync, lstatSync, fstatSync, openSync, closeSync, writeFileSync } = fs;
  const coarse = (info) => {
    if (info && typeof info.mtimeMs === 'number') {
      info.mtimeMs = Math.floor(info.mtimeMs / 1000) * 1000;
      info.ctimeMs = Math.floor(info.ctimeMs / 1000) * 1000;
      info.mtime = new Date(info.mtimeMs);
      info.ctime = new Date(info.ctimeMs);
    }
    return info;
  };
  const target = process.env.SITESYNC_TEST_REWRITE;
  const first = process.env.SITESYNC_TEST_REWRITE_FIRST ?? '';
  const then = process.env.SITESYNC_TEST_REWRITE_THEN ?? '';
  const sleepUntil = (ms) => {
    while (Date.now() < ms) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms - Date.now());
  };
  let stage = target ? 'before' : 'done';
  const fds = new Set();
  fs.statSync = function (path, ...rest) {
    if (stage === 'before' && String(path) === target) {
      // Not within the last 300 ms of a second: both writes then fall in this one.
      if (Date.now() % 1000 > 700) sleepUntil(Math.ceil(Date.now() / 1000) * 1000 + 10);
      writeFileSync(target, first);
      stage = 'written';
    }
    return coarse(statSync.call(this, path, ...rest));
  };
  fs.lstatSync = function (...args) {
    return coarse(lstatSync.apply(this, args));
  };
  fs.fstatSync = function (...args) {
    return coarse(fstatSync.apply(this, args));
  };
  fs.openSync = function (path, ...rest) {
    if (stage === 'read' && /(^|\/)digests\.json\.[^/]*\.tmp$/.test(String(path))) {
      sleepUntil(Math.ceil(Date.now() / 1000) * 1000 + 10);
      stage = 'done';
    }
    const fd = openSync.call(this, path, ...rest);
    if (stage === 'written' && String(path) === target) fds.add(fd);
    return fd;
  };
  fs.closeSync = function (fd) {
    const result = closeSync.call(this, fd);
    if (fds.delete(fd) && stage === 'written') {
      writeFileSync(target, then);
      stage = 'read';
    }
    return result;
  };
  syncBuiltinESMExports();
}
