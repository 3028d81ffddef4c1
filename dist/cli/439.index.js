export const id = 439;
export const ids = [439];
export const modules = {

/***/ 4134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qN: () => (/* binding */ repoPath),
/* harmony export */   zU: () => (/* binding */ openGitRepo)
/* harmony export */ });
/* unused harmony exports pathspecGroups, parseStatusV2 */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4724);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8382);




/**
 * `file` (absolute) relative to the repository's `root` as git names it (POSIX separators; `.` for
 * the root itself): the links of its folders are resolved first, as git resolves the root (a
 * checkout reached through a linked folder, such as macOS's /tmp). The file itself is left as it
 * is: a linked source folder is the link git tracks.
 */
async function repoPath(root, file) {
    let physical = file;
    try {
        // The root itself, however reached (`source: .` in a linked checkout), is `.`.
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(file).catch(() => undefined)) === root)
            return '.';
        physical = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file)), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(file));
    }
    catch {
        // A folder that cannot be resolved is named as given; git says if it is outside.
    }
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, physical).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') || '.';
}
/**
 * Paths are given to git as they are: a folder named `:!site` or `:(exclude)x` is that folder, not
 * a pathspec that leaves something out (several paths in one status would hide each other's changes).
 */
const LITERAL = '--literal-pathspecs';
/**
 * Pathspecs per `git status`: their text stays far below the command-line limits (32,767
 * characters on Windows), so that a pull of thousands of files asks a few times, not once each.
 */
const PATHSPEC_CHARS = 16_000;
/** `paths` in groups whose joined length stays under PATHSPEC_CHARS (at least one path each). */
function pathspecGroups(paths) {
    const groups = [];
    let group = [];
    let chars = 0;
    for (const p of paths) {
        if (group.length > 0 && chars + p.length + 1 > PATHSPEC_CHARS) {
            groups.push(group);
            group = [];
            chars = 0;
        }
        group.push(p);
        chars += p.length + 1;
    }
    if (group.length > 0)
        groups.push(group);
    return groups;
}
async function openGitRepo(cwd) {
    const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_2__/* .simpleGit */ .Lp)({ baseDir: cwd, binary: 'git', maxConcurrentProcesses: 2 });
    let root;
    try {
        root = (await git.revparse(['--show-toplevel'])).trim();
    }
    catch {
        return undefined;
    }
    const repo = (0,simple_git__WEBPACK_IMPORTED_MODULE_2__/* .simpleGit */ .Lp)({ baseDir: root });
    const run = async (args) => {
        try {
            return await repo.raw(args);
        }
        catch (cause) {
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SitesyncError */ .fj('GIT_FAILED', `git ${args.join(' ')} failed: ${cause.message}`, {
                cause,
            });
        }
    };
    const status = async (paths) => {
        const out = await run([
            LITERAL,
            'status',
            '--porcelain=v2',
            '-z',
            '--branch',
            // The commit is all it is asked for: not how far the branch is from its upstream.
            '--no-ahead-behind',
            '--untracked-files=all',
            '--',
            ...(paths.length > 0 ? paths : ['.']),
        ]);
        return parseStatusV2(out);
    };
    return {
        root,
        async head() {
            try {
                return (await repo.raw(['rev-parse', '--verify', '-q', 'HEAD'])).trim() || undefined;
            }
            catch {
                return undefined;
            }
        },
        async uncommittedPaths(dir) {
            const dirs = typeof dir === 'string' ? [dir] : dir;
            const groups = await Promise.all(pathspecGroups(dirs).map(async (paths) => statusPaths(await run([
                LITERAL,
                'status',
                '--porcelain=v1',
                '-z',
                '--untracked-files=all',
                '--ignored=matching',
                '--',
                ...paths,
            ]))));
            return groups.flat();
        },
        async dirtyPaths(dir) {
            const dirs = dir === undefined ? ['.'] : typeof dir === 'string' ? [dir] : dir;
            const groups = await Promise.all(pathspecGroups(dirs).map(status));
            return groups.flatMap((g) => g.dirty);
        },
        status,
        async trackedPaths(paths) {
            const groups = await Promise.all(pathspecGroups(paths).map((group) => run([LITERAL, 'ls-files', '-z', '--', ...group])));
            return new Set(groups.flatMap((out) => out.split('\0').filter(Boolean)));
        },
        async changedPaths(from, to, dir) {
            const out = await run([
                LITERAL,
                'diff',
                '--name-only',
                '-z',
                '--no-renames',
                from,
                to,
                '--',
                dir ?? '.',
            ]);
            return out.split('\0').filter(Boolean);
        },
        async hasCommit(commit) {
            try {
                await repo.raw(['cat-file', '-e', `${commit}^{commit}`]);
                return true;
            }
            catch {
                return false;
            }
        },
        async fileAt(commit, path) {
            await run(['cat-file', '-e', `${commit}^{commit}`]);
            try {
                await repo.raw(['cat-file', '-e', `${commit}:${path}`]);
            }
            catch {
                return undefined;
            }
            return run(['show', `${commit}:${path}`]);
        },
        async fetchCommit(commit) {
            try {
                await repo.raw(['fetch', '--no-tags', '--depth=1', 'origin', commit]);
                return true;
            }
            catch {
                return false;
            }
        },
    };
}
/** The paths of `git status --porcelain=v1 -z` output. */
function statusPaths(out) {
    const paths = [];
    const parts = out.split('\0');
    for (let i = 0; i < parts.length; i++) {
        const entry = parts[i];
        if (entry.length < 4)
            continue;
        const status = entry.slice(0, 2);
        paths.push(entry.slice(3));
        if (status.startsWith('R') || status.startsWith('C'))
            i++; // the source path of a rename follows
    }
    return paths;
}
/** Fields before the path in each kind of `git status --porcelain=v2` entry. */
const V2_FIELDS_BEFORE_PATH = { '1': 8, '2': 9, u: 10, '?': 1, '!': 1 };
/**
 * `git status --porcelain=v2 -z --branch` output: the commit of `# branch.oid` (none for
 * `(initial)`) and the path of every entry (a rename's source path, which follows it, is not one).
 */
function parseStatusV2(out) {
    let head;
    const dirty = [];
    const parts = out.split('\0');
    for (let i = 0; i < parts.length; i++) {
        const entry = parts[i];
        if (entry.startsWith('# ')) {
            const oid = /^# branch\.oid ([0-9a-f]{40,64})$/.exec(entry);
            if (oid)
                head = oid[1];
            continue;
        }
        const kind = entry.slice(0, entry.indexOf(' '));
        const before = V2_FIELDS_BEFORE_PATH[kind];
        if (before === undefined)
            continue;
        // The path is what follows the field before it (it may hold spaces itself).
        let at = -1;
        for (let n = 0; n < before; n++) {
            at = entry.indexOf(' ', at + 1);
            if (at === -1)
                break;
        }
        if (at === -1)
            continue;
        dirty.push(entry.slice(at + 1));
        if (kind === '2')
            i++;
    }
    return { ...(head && { head }), dirty };
}


/***/ }),

/***/ 8444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sh: () => (/* binding */ detectChecksumAlgorithm),
/* harmony export */   Ue: () => (/* binding */ checksumAlgorithmOf),
/* harmony export */   XU: () => (/* binding */ localChecksumsFor)
/* harmony export */ });
/* unused harmony exports MAX_CONFIRMATION_SAMPLES, smallest */
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(370);
/**
 * Which algorithm made the checksums of a live manifest (sha256 by contract; an emulator may be
 * started with sha1 or md5, and the manifest does not say). Rules, in order (docs/source-tree.md):
 *
 * 1. An empty manifest: nothing to compare, sha256 (the contract's algorithm).
 * 2. Any entry without a checksum, or checksums not all hex of one length → fall back to the
 *    server's diff. Upper-case hex is accepted.
 * 3. The length names the candidate: 64 → sha256, 40 → sha1, 32 → md5; any other → fall back.
 * 4. Confirmation: local files whose path and byte size agree with a live entry are hashed with
 *    the candidate, smallest first, at most MAX_CONFIRMATION_SAMPLES of them. One match confirms.
 *    If every sample mismatches, either those files changed without changing size or the
 *    platform hashes differently (another algorithm of the same length, other bytes): we cannot
 *    tell, so fall back to the server's diff.
 * 5. No local file agrees in path and size: the candidate is taken unconfirmed. That is safe: the
 *    checksum is only compared when sizes agree, so it cannot change the diff.
 */

const MAX_CONFIRMATION_SAMPLES = 5;
const ALGORITHM_BY_HEX_LENGTH = new Map([
    [64, 'sha256'],
    [40, 'sha1'],
    [32, 'md5'],
]);
/** Hex digits, lower or upper case (no lower-cased copy of every live checksum). */
const HEX = /^[0-9a-fA-F]+$/;
/** The algorithm whose hex digests are as long as `checksum` (lower or upper case hex), if any. */
function checksumAlgorithmOf(checksum) {
    if (!HEX.test(checksum))
        return undefined;
    return ALGORITHM_BY_HEX_LENGTH.get(checksum.length);
}
function candidateFromLengths(live) {
    const lengths = new Set();
    for (const entry of live) {
        const checksum = entry.checksum;
        if (typeof checksum !== 'string' || checksum === '')
            return `the live entry ${entry.path} has no checksum`;
        if (!HEX.test(checksum))
            return `the live checksum of ${entry.path} is not hexadecimal`;
        lengths.add(checksum.length);
    }
    if (lengths.size > 1) {
        return `the live checksums have ${lengths.size} different lengths (${[...lengths].sort((a, b) => a - b).join(', ')})`;
    }
    const length = [...lengths][0];
    return ALGORITHM_BY_HEX_LENGTH.get(length) ?? `no known algorithm makes ${length}-digit checksums`;
}
const bySizeThenPath = (a, b) => a.byteSize - b.byteSize || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
/**
 * The `count` smallest files (by size, then path), in that order: one pass that keeps `count`,
 * instead of sorting the whole tree (20,000 files) for five.
 */
function smallest(files, count) {
    const kept = [];
    if (count <= 0)
        return kept;
    for (const file of files) {
        if (kept.length === count && bySizeThenPath(file, kept[count - 1]) >= 0)
            continue;
        let at = kept.length;
        while (at > 0 && bySizeThenPath(file, kept[at - 1]) < 0)
            at -= 1;
        kept.splice(at, 0, file);
        if (kept.length > count)
            kept.pop();
    }
    return kept;
}
function isAlgorithm(value) {
    return value === 'sha256' || value === 'sha1' || value === 'md5';
}
async function detectChecksumAlgorithm(live, local, hashWith) {
    if (live.length === 0)
        return { algorithm: 'sha256', basis: 'empty-manifest' };
    const candidate = candidateFromLengths(live);
    if (!isAlgorithm(candidate))
        return { fallback: 'server-diff', reason: candidate };
    const liveByPath = new Map(live.map((entry) => [entry.path, entry]));
    const samples = smallest(local.filter((file) => liveByPath.get(file.path)?.byte_size === file.byteSize), MAX_CONFIRMATION_SAMPLES);
    if (samples.length === 0)
        return { algorithm: candidate, basis: 'length-only' };
    for (const file of samples) {
        const expected = (liveByPath.get(file.path)?.checksum ?? '').toLowerCase();
        if ((await hashWith(file, candidate)) === expected)
            return { algorithm: candidate, basis: 'confirmed' };
    }
    const noun = samples.length === 1 ? 'file' : 'files';
    return {
        fallback: 'server-diff',
        reason: `none of the ${samples.length} ${noun} whose path and size agree with the live tree has a matching ${candidate} checksum`,
    };
}
/**
 * The local files' checksums in the live algorithm, for the files where the diff compares them
 * (path and byte size agree). SHA-256 needs no extra hashing.
 */
async function localChecksumsFor(live, local, algorithm, hashWith, concurrency = 16) {
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(concurrency);
    const liveSize = new Map(live.map((entry) => [entry.path, entry.byte_size]));
    const sameSize = local.filter((file) => liveSize.get(file.path) === file.byteSize);
    const pairs = await Promise.all(sameSize.map((file) => limit(async () => [file.path, algorithm === 'sha256' ? file.checksum : await hashWith(file, algorithm)])));
    return new Map(pairs);
}


/***/ }),

/***/ 4185:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ow: () => (/* binding */ DEFAULT_IGNORE_FILE),
/* harmony export */   ej: () => (/* binding */ loadIgnoreRules)
/* harmony export */ });
/* unused harmony exports ignoreRulesFrom, hasRules, MAX_IGNORE_FILE_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(298);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ignore__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8382);
/* harmony import */ var _containment_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7605);
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7672);
/**
 * `.sitesyncignore`: gitignore syntax (with `!` negation), via the `ignore` package. `.git` and
 * `.sitesync` (sitesync's own local state, inside the site when `source: .`) are always skipped, at
 * any depth, and so is the ignore file itself (it configures sitesync; it is not part of the site).
 * As in git, a file inside an ignored directory cannot be re-included.
 */







const DEFAULT_IGNORE_FILE = '.sitesyncignore';
/** Builds the rules from the text of an ignore file. `selfPath` is the ignore file's own path, if inside the tree. */
function ignoreRulesFrom(text, selfPath) {
    // Without a rule (no file, or only blank lines and comments) no path needs the matcher, whose
    // test of each parent folder costs ~4 µs a path (20,000 per plan on a large site).
    const matcher = hasRules(text) ? ignore__WEBPACK_IMPORTED_MODULE_3___default()().add(text) : undefined;
    return {
        ignores(relPath, isDirectory) {
            if (relPath === selfPath)
                return true;
            const base = relPath.slice(relPath.lastIndexOf('/') + 1);
            if (base === '.git' || base === '.sitesync')
                return true;
            return matcher !== undefined && matcher.ignores(isDirectory ? relPath + '/' : relPath);
        },
    };
}
/**
 * Whether gitignore text holds a pattern: a line that is neither blank nor a comment (`#` first).
 * Errs towards yes (a line of other whitespace counts), which only means the matcher is asked.
 */
function hasRules(text) {
    return text.split('\n').some((line) => line.trim() !== '' && !line.startsWith('#'));
}
/**
 * An ignore file is a few lines; a larger one is refused unread. The file may come from a pull
 * request: a link to /dev/zero was read until the string was too long (600 MB), a FIFO was waited
 * on for ever, and a link to a file outside made its lines decide what the plan shows.
 */
const MAX_IGNORE_FILE_BYTES = 1024 * 1024;
/** Opened without waiting on a FIFO (no such flag on Windows). */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
const refused = (file, message) => new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SitesyncError */ .fj('IGNORE_FILE_REFUSED', message, {
    exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.validation,
    location: { file },
    hint: `make ${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)} a file of the site source folder (not a symlink that leaves it)`,
});
/**
 * Loads the rules for `root`. `ignoreFile` (relative to root, or absolute) defaults to
 * `.sitesyncignore`; a missing default file means no rules, a missing explicit one is an error.
 * It is read as the tree's files are: a symlink only to a regular file inside the tree, and only a
 * regular file of at most MAX_IGNORE_FILE_BYTES.
 */
async function loadIgnoreRules(root, ignoreFile) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root, ignoreFile ?? DEFAULT_IGNORE_FILE);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, file);
    const selfPath = rel !== '' && (0,_containment_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(root, file) ? rel.split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/') : undefined;
    let text = '';
    try {
        text = await readIgnoreFile(root, file, selfPath ?? node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file));
    }
    catch (err) {
        if (err instanceof _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SitesyncError */ .fj)
            throw err;
        const code = err.code;
        if (code !== 'ENOENT' || ignoreFile !== undefined) {
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SitesyncError */ .fj('IGNORE_FILE_UNREADABLE', `cannot read the ignore file ${file}: ${code ?? String(err)}`, {
                cause: err,
                location: { file },
                hint: ignoreFile !== undefined ? 'check the ignoreFile setting' : undefined,
            });
        }
    }
    return ignoreRulesFrom(text, selfPath);
}
/** The ignore file's text; throws ENOENT when absent, IGNORE_FILE_REFUSED when it may not be read. */
async function readIgnoreFile(root, file, rel) {
    let target = file;
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file)).isSymbolicLink()) {
        const outcome = await (0,_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveSymlink */ .y)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(root), rel, file);
        if (outcome.kind === 'problem')
            throw refused(file, `${outcome.problem.message}; the ignore file was not read`);
        target = outcome.absPath;
    }
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(target, OPEN_FLAGS);
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw refused(file, 'the ignore file is not a regular file (a FIFO, a device or a folder); it was not read');
        if (info.size > MAX_IGNORE_FILE_BYTES)
            throw refused(file, `the ignore file is ${info.size} bytes; one of more than ${MAX_IGNORE_FILE_BYTES} bytes (1 MiB) is not read`);
        return await handle.readFile('utf8');
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 1725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OV: () => (/* binding */ sourcePathProblem),
/* harmony export */   Vj: () => (/* binding */ printablePath),
/* harmony export */   i4: () => (/* binding */ caseCollisions)
/* harmony export */ });
/* unused harmony export MAX_PATH_BYTES */
/**
 * Pure checks of one source path against the platform's path rules (docs/platform-contract.md §6):
 * POSIX, relative, no `.`/`..` or empty segments, no backslash, no control characters, at most
 * 512 bytes of UTF-8. Every problem names the path.
 */
const MAX_PATH_BYTES = 512;
/**
 * The code point of the first control character (U+0000–U+001F, U+007F), if any. Each is one
 * UTF-16 unit, and no unit of a surrogate pair is in that range: the units are looked at as they
 * stand, without a string per character (this runs for every path of every tree read).
 */
function firstControlCharacter(path) {
    for (let i = 0; i < path.length; i++) {
        const unit = path.charCodeAt(i);
        if (unit <= 0x1f || unit === 0x7f)
            return unit;
    }
    return undefined;
}
function codePointLabel(cp) {
    return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}
/** Shows a path with control characters escaped, so a message never carries raw control bytes. */
function printablePath(path) {
    return JSON.stringify(path).replace(/\u007f/g, '\\u007f');
}
/**
 * Whether `segment` is one of the `/`-separated segments of `path` (no array of segments per path:
 * the walk checks every file of the tree).
 */
function hasSegment(path, segment) {
    const [first, last, inner] = SEGMENT_FORMS[segment];
    return path === segment || path.startsWith(first) || path.endsWith(last) || path.includes(inner);
}
/** A segment as the first, the last and an inner segment of a longer path. */
const SEGMENT_FORMS = {
    '.': ['./', '/.', '/./'],
    '..': ['../', '/..', '/../'],
};
/** The first problem of `path`, or undefined when the platform accepts it. */
function sourcePathProblem(path) {
    // Escaped only for a message: most paths have no problem.
    const shown = () => printablePath(path);
    const problem = (code, message) => ({ path, code, message });
    if (path === '')
        return problem('empty_path', 'path is empty');
    const control = firstControlCharacter(path);
    if (control !== undefined) {
        return problem('control_character', `path ${shown()} contains the control character ${codePointLabel(control)}`);
    }
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) {
        return problem('absolute_path', `path ${shown()} is absolute; source paths are relative to the site root`);
    }
    if (path.includes('\\')) {
        return problem('backslash', `path ${shown()} contains a backslash; source paths separate segments with "/"`);
    }
    if (hasSegment(path, '..')) {
        return problem('dot_segment', `path ${shown()} contains a ".." segment`);
    }
    if (hasSegment(path, '.')) {
        return problem('dot_segment', `path ${shown()} contains a "." segment`);
    }
    if (path.endsWith('/') || path.includes('//')) {
        return problem('empty_segment', `path ${shown()} contains an empty segment`);
    }
    // A UTF-16 unit is at most 3 bytes of UTF-8: only a path longer than a third of the cap is counted.
    if (path.length * 3 > MAX_PATH_BYTES) {
        const bytes = Buffer.byteLength(path, 'utf8');
        if (bytes > MAX_PATH_BYTES) {
            return problem('path_too_long', `path ${shown()} is ${bytes} bytes of UTF-8; the platform allows at most ${MAX_PATH_BYTES}`);
        }
    }
    return undefined;
}
/**
 * Paths that differ only by case from an earlier one (in the order given). The platform and
 * case-insensitive checkouts (macOS, Windows) cannot hold both, so both names are reported.
 */
function caseCollisions(paths) {
    const firstByKey = new Map();
    const problems = [];
    for (const path of paths) {
        const key = path.toLowerCase();
        const first = firstByKey.get(key);
        if (first === undefined) {
            firstByKey.set(key, path);
        }
        else {
            problems.push({
                path,
                code: 'case_collision',
                message: `path ${printablePath(path)} differs only by case from ${printablePath(first)}`,
            });
        }
    }
    return problems;
}


/***/ }),

/***/ 7672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ walkSourceFolder),
/* harmony export */   y: () => (/* binding */ resolveSymlink)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(370);
/* harmony import */ var _containment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7605);
/* harmony import */ var _path_safety_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1725);





function symlinkProblem(rel, code, what) {
    return { kind: 'problem', problem: { path: rel, code, message: `symlink ${(0,_path_safety_js__WEBPACK_IMPORTED_MODULE_3__/* .printablePath */ .Vj)(rel)} ${what}` } };
}
/** A symlink is followed only to a regular file inside the tree (compared after realpath). */
async function resolveSymlink(realRoot, rel, abs) {
    let target;
    try {
        target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(abs);
    }
    catch (err) {
        if (err.code === 'ELOOP') {
            return symlinkProblem(rel, 'symlink_loop', 'is part of a symlink loop');
        }
        return symlinkProblem(rel, 'symlink_dangling', 'points to a file that does not exist');
    }
    if (!(0,_containment_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(realRoot, target))
        return symlinkProblem(rel, 'symlink_outside_tree', 'points outside the source tree');
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target);
    if (info.isFile())
        return { kind: 'file', absPath: target };
    if (info.isDirectory()) {
        return symlinkProblem(rel, 'symlink_to_directory', 'points to a directory; only symlinks to files are followed');
    }
    return symlinkProblem(rel, 'symlink_to_special_file', 'points to something that is not a regular file');
}
async function readDirectory(root, dir) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, dir), { withFileTypes: true });
    }
    catch (err) {
        const code = err.code ?? 'error';
        return {
            path: dir,
            code: 'unreadable_directory',
            message: `directory ${(0,_path_safety_js__WEBPACK_IMPORTED_MODULE_3__/* .printablePath */ .Vj)(dir)} cannot be read (${code})`,
        };
    }
}
/** Walks `root` (already resolved). Returns the files and every path problem met. */
async function walkSourceFolder(root, options) {
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root);
    // `rel` is readdir's names joined by `/`: no `.`, `..` or empty segment to normalise. On POSIX a
    // file's path is the concatenation (path.join cost a normalisation per file: 20,000 on L).
    const prefix = root.endsWith((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) ? root : root + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep);
    const under = (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) === '/' ? (rel) => prefix + rel : (rel) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, rel);
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_4__/* ["default"] */ .A)(options.concurrency);
    const files = [];
    const problems = [];
    let level = [''];
    while (level.length > 0) {
        const listings = await Promise.all(level.map((dir) => limit(async () => {
            const entries = await readDirectory(root, dir);
            return { dir, entries };
        })));
        const next = [];
        const pending = [];
        for (const { dir, entries } of listings) {
            if (!Array.isArray(entries)) {
                problems.push(entries);
                continue;
            }
            for (const entry of entries) {
                const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
                const isDir = entry.isDirectory();
                if (options.ignore.ignores(rel, isDir))
                    continue;
                const problem = (0,_path_safety_js__WEBPACK_IMPORTED_MODULE_3__/* .sourcePathProblem */ .OV)(rel);
                if (problem) {
                    problems.push(problem);
                }
                else if (isDir) {
                    next.push(rel);
                }
                else if (entry.isFile()) {
                    files.push({ path: rel, absPath: under(rel) });
                }
                else if (entry.isSymbolicLink()) {
                    pending.push(limit(async () => {
                        const outcome = await resolveSymlink(realRoot, rel, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, rel));
                        if (outcome.kind === 'file')
                            files.push({ path: rel, absPath: outcome.absPath });
                        else
                            problems.push(outcome.problem);
                    }));
                }
                else {
                    problems.push({
                        path: rel,
                        code: 'not_a_regular_file',
                        message: `path ${(0,_path_safety_js__WEBPACK_IMPORTED_MODULE_3__/* .printablePath */ .Vj)(rel)} is not a regular file, directory or symlink`,
                    });
                }
            }
        }
        await Promise.all(pending);
        level = next;
    }
    return { files, problems };
}


/***/ }),

/***/ 2313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e$: () => (/* binding */ STATE_DIR),
  GS: () => (/* binding */ assertStateFolder),
  u4: () => (/* binding */ isRecord),
  $B: () => (/* binding */ scratchFolder),
  Pn: () => (/* binding */ stateDir),
  JI: () => (/* binding */ stateDirInside),
  Ed: () => (/* binding */ stateFile),
  S$: () => (/* binding */ stateFolderUsable)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/state/text-pieces.ts
var text_pieces = __webpack_require__(1224);
;// CONCATENATED MODULE: ./src/state/state-io.ts
/**
 * The file operations behind `.sitesync/` (state-file.ts), guarded against what a repository can
 * hold in that folder's place. The folder is git-ignored, but a pull request can commit it, and the
 * action plans on that checkout:
 * - `.sitesync` a symlink (to `~/.config/…`, or anywhere): never read from, never written into;
 *   sitesync keeps its state only in a real folder (as scratchFolder does for `import`).
 * - a state file, or its `.tmp`, a symlink: never followed. A symlink at `digests.json.tmp` made
 *   the save write the cache into the link's target, outside the repository.
 * - a state file that is a device, a FIFO or huge: not read. `catalog.json` linked to /dev/zero
 *   made a plan read until the machine's memory was gone.
 * Reads and writes are synchronous: one open, one read or a few writes (measured in
 * state-file.ts and text-pieces.ts).
 */



/** No state file of sitesync's comes near this (L's parse cache: 16 MB); a larger one is not read. */
const MAX_STATE_FILE_BYTES = 512 * 1024 * 1024;
/** Not following a symlink, not waiting on a FIFO (neither flag exists on Windows: 0 there). */
const NO_FOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
const READ_FLAGS = external_node_fs_.constants.O_RDONLY | NO_FOLLOW | (external_node_fs_.constants.O_NONBLOCK ?? 0);
/** A new file only: with O_EXCL, a symlink in its place (even a dangling one) fails the open. */
const CREATE_FLAGS = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | NO_FOLLOW;
/** What stands at the state folder's path: nothing, a real folder, or anything else (refused). */
function stateFolderAt(dir) {
    try {
        const info = (0,external_node_fs_.lstatSync)(dir);
        return info.isDirectory() && !info.isSymbolicLink() ? 'folder' : 'refused';
    }
    catch (err) {
        return err.code === 'ENOENT' ? 'absent' : 'refused';
    }
}
/** The state folder when it may hold state (absent: made on the first save); else StateFolderRefused. */
function requireStateFolder(dir) {
    const folder = stateFolderAt(dir);
    if (folder === 'refused')
        throw new StateFolderRefused(dir);
    return folder;
}
class StateFolderRefused extends errors/* SitesyncError */.fj {
    dir;
    constructor(dir) {
        super('STATE_FOLDER_REFUSED', `${dir} is not a folder (a symlink or a file); sitesync keeps its local state only in a real folder`, { hint: `remove ${dir} (it is git-ignored: sitesync makes it again)` });
        this.dir = dir;
    }
}
/** Opens a regular file for reading (never through a symlink), calls `read`, closes it. */
function withRegularFile(path, read) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, READ_FLAGS);
    }
    catch {
        return undefined;
    }
    try {
        const info = (0,external_node_fs_.fstatSync)(fd);
        if (!info.isFile() || info.size > MAX_STATE_FILE_BYTES)
            return undefined;
        return read(fd);
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * The file's text (UTF-8, decoded outside the heap: no Buffer of it is made); undefined when
 * absent, unreadable, or not a regular file of a sane size.
 */
function readStateText(path) {
    return withRegularFile(path, (fd) => (0,external_node_fs_.readFileSync)(fd, 'utf8'));
}
/** The file's first `bytes` bytes as text; as readStateText. */
function readStateHead(path, bytes) {
    return withRegularFile(path, (fd) => {
        const buffer = Buffer.alloc(bytes);
        const bytesRead = (0,external_node_fs_.readSync)(fd, buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead).toString('utf8');
    });
}
/** Modification time of a regular file (not through a symlink); undefined otherwise. */
function stateModifiedMs(path) {
    try {
        const info = (0,external_node_fs_.lstatSync)(path);
        return info.isFile() ? info.mtimeMs : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Writes `parts` (text as UTF-8, a piece at a time: never one Buffer of a 15 MB text) to a new
 * `<path>.tmp`, then renames it over `path` (a symlink there is replaced, not followed). Whatever
 * stood at the `.tmp` path is removed first; the folder is made if absent and refused if it is
 * anything but a real folder.
 */
function writeStateFile(dir, path, parts) {
    if (requireStateFolder(dir) === 'absent')
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const tmp = `${path}.tmp`;
    (0,external_node_fs_.rmSync)(tmp, { force: true });
    const fd = (0,external_node_fs_.openSync)(tmp, CREATE_FLAGS, 0o666);
    try {
        try {
            for (const part of parts)
                for (const piece of (0,text_pieces/* textPieces */.Vk)(part))
                    writeTextSync(fd, piece);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        (0,external_node_fs_.renameSync)(tmp, path);
    }
    catch (err) {
        (0,external_node_fs_.rmSync)(tmp, { force: true });
        throw err;
    }
}
/** Writes all of `bytes` (a write may take fewer than it is given). */
function writeAllSync(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_.writeSync)(fd, bytes, at, bytes.length - at);
}
/** Writes the UTF-8 of `piece` (a piece of textPieces: a few MB of bytes at most). */
function writeTextSync(fd, piece) {
    const written = (0,external_node_fs_.writeSync)(fd, piece, null, 'utf8');
    // Rare: a short write; the rest goes as bytes.
    if (written < Buffer.byteLength(piece, 'utf8'))
        writeAllSync(fd, Buffer.from(piece, 'utf8').subarray(written));
}

;// CONCATENATED MODULE: ./src/state/state-file.ts
/**
 * The one way sitesync keeps local state: a JSON file in `.sitesync/` beside sitesync.yml
 * (git-ignored; `sitesync init` adds it). Every store is a `StateFile` with its own name and
 * decoder; this module is the only place that reads or writes that folder.
 *
 * Accelerators (digest cache, list cursors, catalog parse cache) are `bestEffort`: unreadable
 * means absent and a failed save is ignored. Records the user relies on (the staged session) are
 * not: their save fails loudly.
 */



const STATE_DIR = '.sitesync';
function stateDir(rootDir) {
    return (0,external_node_path_.join)(rootDir, STATE_DIR);
}
/**
 * Refuses a `.sitesync` that is not a real folder (a symlink a repository committed) before a
 * command that must record its state there writes anything elsewhere (apply, init). Caches only
 * skip such a folder (state-io.ts).
 */
function assertStateFolder(rootDir) {
    requireStateFolder(stateDir(rootDir));
}
/** Whether `.sitesync` can hold state: absent (made on the first save) or a real folder. */
function stateFolderUsable(rootDir) {
    return stateFolderAt(stateDir(rootDir)) !== 'refused';
}
/** True when one of `folders` holds `.sitesync` itself (a cache saved there would join that tree). */
function stateDirInside(rootDir, folders) {
    const dir = stateDir(rootDir);
    return folders.some((folder) => {
        const rel = (0,external_node_path_.relative)(folder, dir);
        return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
    });
}
function stateFile(rootDir, name, options) {
    const dir = stateDir(rootDir);
    const path = (0,external_node_path_.join)(dir, name);
    // Read at once, not in 512 KiB reads each waiting for a busy event loop: a 15 MB parse cache
    // read that way took ~1.3 s of an L plan beside the list pages (its JSON.parse: 0.12 s). Never
    // from a `.sitesync` that is not a real folder, nor through a symlink (state-io.ts).
    const usable = () => stateFolderUsable(rootDir);
    const loadText = () => (usable() ? readStateText(path) : undefined);
    const saveText = async (...parts) => {
        try {
            writeStateFile(dir, path, parts);
        }
        catch (err) {
            if (!options.bestEffort)
                throw err;
        }
    };
    return {
        path,
        async load() {
            try {
                const text = loadText();
                return text === undefined ? undefined : options.decode(JSON.parse(text));
            }
            catch {
                return undefined;
            }
        },
        save: (value) => saveText(options.pretty ? JSON.stringify(value, null, 2) + '\n' : JSON.stringify(value)),
        loadText: async () => loadText(),
        saveText,
        savedAtMs: async () => (usable() ? stateModifiedMs(path) : undefined),
        head: async (bytes) => (usable() ? readStateHead(path, bytes) : undefined),
    };
}
/**
 * A new empty folder in `.sitesync/` for work in progress (import stages files there before it
 * moves them into place; the same file system as the repository, so the move is a rename). The
 * caller removes it. `.sitesync` must be a real folder: one committed as a symlink is refused.
 */
async function scratchFolder(rootDir, prefix) {
    const dir = stateDir(rootDir);
    if (requireStateFolder(dir) === 'absent')
        await (0,promises_.mkdir)(dir);
    return (0,promises_.mkdtemp)((0,external_node_path_.join)(dir, prefix));
}
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);


/***/ }),

/***/ 1224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vk: () => (/* binding */ textPieces),
/* harmony export */   Xy: () => (/* binding */ updateWithText)
/* harmony export */ });
/* unused harmony export TEXT_PIECE_CHARS */
/** Characters per piece: each is encoded on its own, into a buffer of at most 3× this. */
const TEXT_PIECE_CHARS = 1024 * 1024;
const isHighSurrogate = (code) => code >= 0xd800 && code <= 0xdbff;
/**
 * `text` in consecutive slices of about `size` characters (slices of a flat string share its
 * characters). A slice never ends between the two halves of a surrogate pair, so the UTF-8 of
 * the pieces, one after another, is the UTF-8 of the whole text.
 */
function* textPieces(text, size = TEXT_PIECE_CHARS) {
    let start = 0;
    while (start < text.length) {
        let end = Math.min(text.length, start + Math.max(2, size));
        if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1)))
            end -= 1;
        yield text.slice(start, end);
        start = end;
    }
}
/** Feeds the UTF-8 of `texts` to `hmac`, in order, a piece at a time. */
function updateWithText(hmac, ...texts) {
    for (const text of texts)
        for (const piece of textPieces(text))
            hmac.update(piece, 'utf8');
    return hmac;
}


/***/ })

};
