export const id = 515;
export const ids = [515];
export const modules = {

/***/ 6515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importCommand: () => (/* binding */ importCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/index.ts + 7 modules
var src_config = __webpack_require__(3201);
// EXTERNAL MODULE: ./src/platform/index.ts + 5 modules
var platform = __webpack_require__(1661);
// EXTERNAL MODULE: ./src/platform/limits.ts
var limits = __webpack_require__(8351);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/source/repository-paths.ts
var repository_paths = __webpack_require__(2084);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/source/reserved-names.ts
var reserved_names = __webpack_require__(7968);
// EXTERNAL MODULE: ./src/source/containment.ts
var containment = __webpack_require__(7605);
// EXTERNAL MODULE: ./src/source/path-safety.ts
var path_safety = __webpack_require__(1725);
;// CONCATENATED MODULE: ./src/source/write-confinement.ts







/**
 * The real folder below which writes go: created when missing, then resolved and checked to lie
 * inside the repository (real path `repoRoot`), not in `.git`.
 */
async function writeBase(repoRoot, folder, shown) {
    const refuse = (what) => new errors/* SitesyncError */.fj('WRITE_OUTSIDE_REPOSITORY', `${what}; nothing was written`, {
        exitCode: errors/* ExitCode */.yU.validation,
        hint: 'point sitesync.yml at a folder inside the repository',
    });
    // Before anything is created: a missing folder must not be made through a link that leaves.
    const before = await (0,repository_paths/* repositoryPathProblem */.vB)(repoRoot, folder, shown);
    if (before)
        throw refuse(before.message.replace(/; it was not read$/, ''));
    await (0,promises_.mkdir)(folder, { recursive: true });
    const real = await (0,promises_.realpath)(folder);
    if (!(0,containment/* isWithin */.U)(repoRoot, real))
        throw refuse(`${shown} resolves to ${real}, outside the repository (${repoRoot})`);
    const prefix = (0,repository_paths/* repoRelative */.Ne)(repoRoot, real);
    if ((0,reserved_names/* isInsideGit */.fM)(prefix))
        throw refuse(`${shown} resolves to ${prefix}, inside the repository's .git folder`);
    return { real, prefix: prefix === '.' ? '' : prefix };
}
/** Inspects the ways to files below `base` with one lstat per component, shared between files. */
function createWriteInspector(base) {
    const seen = new Map();
    const info = (rel) => {
        let pending = seen.get(rel);
        if (!pending) {
            pending = (0,promises_.lstat)(external_node_path_default().join(base.real, ...rel.split('/'))).catch((err) => err.code === 'ENOENT' ? undefined : Promise.reject(err));
            seen.set(rel, pending);
        }
        return pending;
    };
    return {
        async inspect(relPath) {
            const segments = relPath.split('/');
            for (let i = 1; i < segments.length; i++) {
                const folder = segments.slice(0, i).join('/');
                const stats = await info(folder);
                if (!stats)
                    return { kind: 'new' }; // nothing below a missing folder exists either
                if (stats.isSymbolicLink())
                    return refusedSpot('symlink_on_the_way', `${(0,path_safety/* printablePath */.Vj)(folder)} is a symlink here; import never writes through one`);
                if (!stats.isDirectory())
                    return refusedSpot('file_in_the_way', `${(0,path_safety/* printablePath */.Vj)(folder)} is a file here, a folder in the archive`);
            }
            const stats = await info(relPath);
            if (!stats)
                return { kind: 'new' };
            if (stats.isSymbolicLink())
                return refusedSpot('symlink_in_the_way', `${(0,path_safety/* printablePath */.Vj)(relPath)} is a symlink here; import never writes through one`);
            if (stats.isDirectory())
                return refusedSpot('folder_in_the_way', `${(0,path_safety/* printablePath */.Vj)(relPath)} is a folder here, a file in the archive`);
            if (!stats.isFile())
                return refusedSpot('special_file_in_the_way', `${(0,path_safety/* printablePath */.Vj)(relPath)} is not a regular file here`);
            return { kind: 'file', size: stats.size };
        },
    };
}
function refusedSpot(code, reason) {
    return { kind: 'refused', code, reason };
}

// EXTERNAL MODULE: ./src/state/state-file.ts
var state_file = __webpack_require__(8255);
// EXTERNAL MODULE: ./src/git/repo.ts
var git_repo = __webpack_require__(4134);
;// CONCATENATED MODULE: ./src/sync/import/committed-files.ts
/**
 * Which local files `import` may replace without `--force`: those git holds exactly as they are
 * (tracked, committed, unchanged). Anything else — modified, staged, untracked, ignored, or no
 * git repository at all — would be lost for good, so import stops and says "commit or move them".
 */



/**
 * The paths (relative to `baseReal`, POSIX) among `relPaths` that git does not hold as committed.
 * Outside a git repository every path is returned.
 */
async function uncommittedAmong(baseReal, relPaths) {
    if (relPaths.length === 0)
        return [];
    const repo = await (0,git_repo/* openGitRepo */.zU)(baseReal);
    if (!repo)
        return [...relPaths];
    const gitRoot = await (0,promises_.realpath)(repo.root);
    const prefix = external_node_path_default().relative(gitRoot, baseReal).split((external_node_path_default()).sep).join('/');
    const entries = await repo.uncommittedPaths(prefix === '' ? '.' : prefix);
    const files = new Set(entries.filter((e) => !e.endsWith('/')));
    const folders = entries.filter((e) => e.endsWith('/'));
    return relPaths.filter((rel) => {
        const gitPath = prefix === '' ? rel : `${prefix}/${rel}`;
        return files.has(gitPath) || folders.some((f) => gitPath.startsWith(f));
    });
}
/** Whether git holds the file as committed and unchanged (false outside a repository). */
async function isCommittedUnchanged(file) {
    const dir = await (0,promises_.realpath)(external_node_path_default().dirname(file));
    return (await uncommittedAmong(dir, [external_node_path_default().basename(file)])).length === 0;
}

;// CONCATENATED MODULE: ./src/sync/import/write-staged.ts
/**
 * Writes files below a checked base folder all or nothing. Every file is first written into a
 * scratch folder (`.sitesync/import-…`); only when all of them are there are they moved into place,
 * one rename each, the file they replace moved aside first. If a move fails, the moves already
 * made are undone in reverse order (replaced files put back, new ones and the folders made for
 * them removed), so the old tree is left as it was. The scratch folder goes in every case.
 */



const defaultOps = { rename: moveFile };
/** A rename, or a copy and a rename beside the target when the scratch folder is on another file system. */
async function moveFile(from, to) {
    try {
        await (0,promises_.rename)(from, to);
    }
    catch (err) {
        if (err.code !== 'EXDEV')
            throw err;
        const beside = external_node_path_default().join(external_node_path_default().dirname(to), `.${external_node_path_default().basename(to)}.sitesync-move`);
        await (0,promises_.copyFile)(from, beside);
        await (0,promises_.rename)(beside, to);
        await (0,promises_.unlink)(from);
    }
}
async function writeAllOrNothing(base, writes, scratch, ops = defaultOps) {
    try {
        const staged = external_node_path_default().join(scratch, 'new');
        const aside = external_node_path_default().join(scratch, 'old');
        await (0,promises_.mkdir)(staged);
        await (0,promises_.mkdir)(aside);
        for (const [i, w] of writes.entries())
            await (0,promises_.writeFile)(external_node_path_default().join(staged, String(i)), w.bytes);
        const steps = [];
        try {
            for (const [i, w] of writes.entries()) {
                const target = external_node_path_default().join(base.real, ...w.relPath.split('/'));
                await makeFolders(base.real, w.relPath, steps);
                if (w.replaces) {
                    const saved = external_node_path_default().join(aside, String(i));
                    await ops.rename(target, saved);
                    steps.push({ kind: 'aside', abs: target, saved });
                }
                await ops.rename(external_node_path_default().join(staged, String(i)), target);
                steps.push({ kind: 'placed', abs: target });
            }
        }
        catch (err) {
            const undone = await undo(steps, ops);
            throw new errors/* SitesyncError */.fj('IMPORT_WRITE_FAILED', `import failed while moving files into place: ${err.message}; ${undone}`, { cause: err });
        }
    }
    finally {
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
}
/** Creates the missing folders of `relPath` one by one (none may have become a symlink meanwhile). */
async function makeFolders(root, relPath, steps) {
    const segments = relPath.split('/').slice(0, -1);
    let current = root;
    for (const segment of segments) {
        current = external_node_path_default().join(current, segment);
        const info = await (0,promises_.lstat)(current).catch(() => undefined);
        if (info?.isDirectory() && !info.isSymbolicLink())
            continue;
        if (info)
            throw new Error(`${current} is no longer a folder`);
        await (0,promises_.mkdir)(current);
        steps.push({ kind: 'folder', abs: current });
    }
}
/** Undoes the steps in reverse; says whether the old tree is back. */
async function undo(steps, ops) {
    const failures = [];
    for (const step of [...steps].reverse()) {
        try {
            if (step.kind === 'placed')
                await (0,promises_.unlink)(step.abs);
            else if (step.kind === 'aside')
                await ops.rename(step.saved, step.abs);
            else
                await (0,promises_.rmdir)(step.abs);
        }
        catch (err) {
            failures.push(`${step.abs}: ${err.message}`);
        }
    }
    return failures.length === 0
        ? 'every file already moved was put back: the folder is as it was'
        : `some files could not be put back (${failures.join('; ')})`;
}

// EXTERNAL MODULE: ./src/sync/catalog/export-catalog.ts + 1 modules
var export_catalog = __webpack_require__(9747);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/sync/catalog/keep-local-parts.ts
/**
 * Pure: what `import --catalog` keeps of the catalog file it replaces — what the platform cannot
 * give back. The `services:` section (services cannot be read from the platform) is carried over
 * as written, comments included, and so are the comment lines at the top of the file (the
 * `# yaml-language-server: $schema=…` line, a licence note), minus the import's own header.
 */

class UnkeepableCatalogError extends Error {
}
/** The comment lines (and blank lines among them) before the first line of YAML content. */
function leadingComments(text, header) {
    const own = new Set(header.split('\n').filter((l) => l.startsWith('#')));
    const out = [];
    for (const line of text.split('\n')) {
        if (line.startsWith('#')) {
            if (!own.has(line))
                out.push(line);
        }
        else if (line.trim() !== '')
            break;
    }
    return out;
}
/** The text of the top-level `services:` entry, from its line to the next top-level key; undefined when absent. */
function servicesSection(text) {
    const doc = (0,dist/* parseDocument */.Tp)(text, { uniqueKeys: false });
    if (doc.errors.length > 0) {
        if (/^services\s*:/m.test(text))
            throw new UnkeepableCatalogError('it does not parse, so its services: section cannot be carried over');
        return undefined;
    }
    const root = doc.contents;
    if (!(0,dist/* isMap */.jh)(root))
        return undefined;
    const pairs = root.items;
    const i = pairs.findIndex((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'services');
    if (i < 0)
        return undefined;
    const value = pairs[i].value;
    const count = Array.isArray(value?.items) ? value.items.length : 0;
    const keyStart = pairs[i].key.range?.[0];
    if (keyStart === undefined || root.flow)
        throw new UnkeepableCatalogError('its services: section is not written as a block the import can carry over');
    const lineStart = text.lastIndexOf('\n', keyStart - 1) + 1;
    const nextKey = pairs[i + 1]?.key;
    let end = text.length;
    if (nextKey?.range) {
        // Up to the line of the next key, without comment lines that introduce it.
        end = text.lastIndexOf('\n', nextKey.range[0] - 1) + 1;
        const before = text.slice(lineStart, end).split('\n');
        while (before.length > 1 && (before.at(-2).startsWith('#') || before.at(-2).trim() === ''))
            before.splice(-2, 1);
        return { section: before.join('\n').replace(/\n*$/, '\n'), count };
    }
    return { section: text.slice(lineStart, end).replace(/\n*$/, '\n'), count };
}
/**
 * @param existing the file's current text (undefined: there is none)
 * @param header the import's own comment header
 * @param body the exported catalog YAML (brands, categories, products)
 */
function keepLocalParts(existing, header, body) {
    if (existing === undefined)
        return { text: header + body, kept: [] };
    const comments = leadingComments(existing, header);
    const services = servicesSection(existing);
    const kept = [];
    if (comments.length > 0)
        kept.push(`the comment lines at the top (${comments.length})`);
    if (services)
        kept.push(`the services: section (${services.count} service${services.count === 1 ? '' : 's'})`);
    const top = comments.length > 0 ? comments.join('\n') + '\n' : '';
    const tail = services ? (body.endsWith('\n') ? '' : '\n') + services.section : '';
    return { text: top + header + body + tail, kept };
}

// EXTERNAL MODULE: ./src/sync/catalog/read-live-catalog.ts + 1 modules
var read_live_catalog = __webpack_require__(1236);
;// CONCATENATED MODULE: ./src/sync/catalog/import-catalog.ts
/**
 * `sitesync import --catalog`: writes the live catalog as YAML into the repository's catalog file,
 * confined like every import write (docs/security.md): the file's folder is resolved through real
 * paths inside the repository, and the file itself is never a symlink (even a dangling one). It keeps
 * what the platform cannot give back (the services: section, the comment lines at the top), and
 * replaces a file that git does not hold as committed only with --force.
 */











const IMPORT_HEADER = [
    '# Imported from the live platform by `sitesync import --catalog`. Entities are identified by slug;',
    '# brand, category and parent name other entities by slug. Services cannot be read from the',
    '# platform: add them by hand (see docs/catalog.md).',
    '',
].join('\n');
async function importCatalog(run, options, io) {
    const { config } = run;
    const target = config.catalog ?? external_node_path_default().join(config.rootDir, 'catalog.yml');
    const shown = external_node_path_default().relative(io.cwd, target).split((external_node_path_default()).sep).join('/') || target;
    const base = await writeBase(run.repoRoot, external_node_path_default().dirname(target), `the folder of ${shown}`);
    const name = external_node_path_default().basename(target);
    const refuse = (code, message, hint) => new errors/* SitesyncError */.fj(code, `${message}; nothing was written`, { exitCode: errors/* ExitCode */.yU.validation, hint });
    const reserved = (0,reserved_names/* reservedNameOf */.R7)(base.prefix === '' ? name : `${base.prefix}/${name}`);
    if (reserved)
        throw refuse('IMPORT_REFUSED', `${shown}: ${JSON.stringify(reserved.segment)} is ${reserved.reason}`, 'name another catalog file in sitesync.yml');
    const spot = await createWriteInspector(base).inspect(name);
    if (spot.kind === 'refused') {
        if (spot.code === 'folder_in_the_way')
            throw new errors/* SitesyncError */.fj('CATALOG_IS_FOLDER', `the catalog ${shown} is a folder; import writes one file`, {
                exitCode: errors/* ExitCode */.yU.usage,
                hint: 'point `catalog` in sitesync.yml at a file (e.g. catalog.yml) for the import, then split it as you like',
            });
        throw refuse('IMPORT_REFUSED', `${shown}: ${spot.reason}`, 'replace the symlink with the file itself (or remove it), then import again');
    }
    const existingPath = external_node_path_default().join(base.real, name);
    const existing = spot.kind === 'file' ? await (0,promises_.readFile)(existingPath, 'utf8') : undefined;
    const { live, ledger } = await (0,read_live_catalog/* readLiveCatalog */.OT)(run.client);
    const exported = (0,export_catalog/* exportCatalog */.q)(live, '');
    let merged;
    try {
        merged = keepLocalParts(existing, IMPORT_HEADER, exported.yaml);
    }
    catch (err) {
        if (!(err instanceof UnkeepableCatalogError))
            throw err;
        throw refuse('CATALOG_UNKEEPABLE', `${shown}: ${err.message}`, 'fix the YAML (or move the file away), then import again');
    }
    const changed = existing !== merged.text;
    if (existing !== undefined && changed && !options.force && !(await isCommittedUnchanged(existingPath))) {
        throw new errors/* SitesyncError */.fj('LOCAL_CHANGES', `import would overwrite ${shown}, which git does not hold as committed (changed, untracked or ignored); nothing was written`, {
            exitCode: errors/* ExitCode */.yU.blockedByGuard,
            hint: 'commit or move it (a committed file can be replaced: git keeps it), or pass --force to overwrite',
        });
    }
    if (changed)
        await writeAllOrNothing(base, [{ relPath: name, bytes: Buffer.from(merged.text, 'utf8'), replaces: existing !== undefined }], await (0,state_file/* scratchFolder */.$B)(config.rootDir, 'import-'));
    const services = Object.keys(ledger.ledger.entries).length;
    const keptServices = merged.kept.some((k) => k.startsWith('the services:'));
    const { brands, categories, products } = exported.counts;
    const text = [
        `${shown}: ${brands} brand(s), ${categories} categor${categories === 1 ? 'y' : 'ies'}, ${products} product(s) from live${changed ? '' : ' (unchanged)'}`,
        ...merged.kept.map((k) => `  kept from the previous file: ${k}`),
        ...exported.notes.map((n) => `  note: ${n}`),
        ...(services > 0 && !keptServices
            ? [
                `  note: the service ledger names ${services} service(s); their content cannot be read, add them to the YAML by hand`,
            ]
            : []),
        ...(config.catalog === undefined
            ? [`  add \`catalog: catalog.yml\` to ${external_node_path_default().relative(io.cwd, config.configFile) || config.configFile}`]
            : []),
    ];
    return {
        exitCode: errors/* ExitCode */.yU.ok,
        json: {
            catalog: {
                file: target,
                ...exported.counts,
                written: changed,
                kept: merged.kept,
                notes: exported.notes,
                ledgerServices: services,
            },
        },
        text: text.join('\n'),
    };
}

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/platform/errors.ts
var platform_errors = __webpack_require__(6316);
// EXTERNAL MODULE: ./src/source/ignore-rules.ts
var ignore_rules = __webpack_require__(4185);
// EXTERNAL MODULE: ./src/source/walk.ts
var walk = __webpack_require__(7672);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/source/checksum-detection.ts
var checksum_detection = __webpack_require__(8444);
;// CONCATENATED MODULE: ./src/sync/import/archive-files.ts
/**
 * The files of a live source archive that `sitesync import` may write, each decoded and
 * checked, and every path it refuses with the reason. Nothing the archive says is trusted:
 *
 * - the files written and the files compared are the same set: a path in `files` that the
 *   manifest does not list (its bytes cannot be checked) or one the manifest lists without content
 *   is refused;
 * - each path passes the platform's path rules and is not a name a platform must never plant
 *   (reserved-names.ts), counted from the repository root;
 * - the encoding is `utf8` or `base64` (strict base64), and the decoded bytes match the manifest's
 *   `byte_size` and checksum (SHA-256, or SHA-1/MD5 by its length, as the platform hashes);
 * - no two paths differ only by case, and no path is both a file and a folder of other files.
 * No I/O; the only effect is on the archive given (each content string is dropped once decoded).
 */




/** Base64 characters then at most two `=` (one plain loop: a 13 MiB string cannot exhaust the regex stack). */
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;
/** Strict base64: the alphabet, whole groups of four, padding only at the end. */
function isStrictBase64(text) {
    return text.length % 4 === 0 && BASE64_CHARS.test(text);
}
const asRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
/** The bytes of a payload, or why they cannot be had. */
function decode(payload) {
    if (typeof payload.content !== 'string')
        return { code: 'bad_content', reason: 'its content is not a string' };
    if (payload.encoding === 'utf8')
        return Buffer.from(payload.content, 'utf8');
    if (payload.encoding === 'base64') {
        if (!isStrictBase64(payload.content))
            return { code: 'bad_base64', reason: 'its base64 content is not valid base64' };
        return Buffer.from(payload.content, 'base64');
    }
    return {
        code: 'unknown_encoding',
        reason: `its encoding ${JSON.stringify(payload.encoding) ?? 'undefined'} is neither "utf8" nor "base64"`,
    };
}
/** Checks bytes against a manifest entry: undefined when they match. */
function mismatch(bytes, entry, checksums) {
    if (typeof entry.byte_size === 'number' && entry.byte_size !== bytes.length)
        return {
            code: 'size_mismatch',
            reason: `its content is ${bytes.length} bytes, the manifest says ${entry.byte_size}`,
        };
    if (!checksums)
        return undefined;
    const checksum = typeof entry.checksum === 'string' ? entry.checksum : '';
    const algorithm = (0,checksum_detection/* checksumAlgorithmOf */.Ue)(checksum);
    if (!algorithm)
        return {
            code: 'no_checksum',
            reason: 'the manifest gives no checksum its content could be checked against',
        };
    if ((0,external_node_crypto_.createHash)(algorithm).update(bytes).digest('hex') !== checksum.toLowerCase())
        return {
            code: 'checksum_mismatch',
            reason: `its content does not match the manifest's ${algorithm} checksum`,
        };
    return undefined;
}
/**
 * Each payload's content string is dropped from `archive.files` once decoded, so an archive near its
 * cap is not held as text and bytes at the same time.
 *
 * @param archive the archive as the platform sent it (checked here, not trusted)
 * @param repoPrefix the site folder relative to the repository root (`site`, or `` for the root)
 */
function checkArchive(archive, repoPrefix) {
    const refused = [];
    const refuse = (path, code, reason) => refused.push({ path, code, reason });
    const record = asRecord(archive) ?? {};
    const manifestFiles = asRecord(record.manifest)?.files;
    const entries = new Map();
    if (Array.isArray(manifestFiles)) {
        for (const entry of manifestFiles) {
            const path = asRecord(entry)?.path;
            if (typeof path !== 'string')
                continue; // the manifest's shape is checked by the caller
            if (entries.has(path))
                refuse(path, 'duplicate_path', 'the manifest lists it twice');
            else
                entries.set(path, entry);
        }
    }
    // A manifest without any checksum (optional in the contract) can only be checked for size.
    const checksums = [...entries.values()].some((e) => typeof e.checksum === 'string');
    const payloads = asRecord(record.files) ?? {};
    const all = [...new Set([...entries.keys(), ...Object.keys(payloads)])].sort();
    const decoded = [];
    for (const path of all) {
        const problem = (0,path_safety/* sourcePathProblem */.OV)(path);
        if (problem) {
            refuse(path, problem.code, problem.message);
            continue;
        }
        const reserved = (0,reserved_names/* reservedNameOf */.R7)(repoPrefix === '' ? path : `${repoPrefix}/${path}`);
        if (reserved) {
            refuse(path, 'reserved_name', `${JSON.stringify(reserved.segment)} is ${reserved.reason}: never written`);
            continue;
        }
        const entry = entries.get(path);
        const payload = asRecord(payloads[path]);
        if (!entry) {
            refuse(path, 'not_in_manifest', 'the archive holds its content but its manifest does not list it');
            continue;
        }
        if (!payload) {
            refuse(path, 'content_missing', 'the manifest lists it but the archive holds no content for it');
            continue;
        }
        const bytes = decode(payload);
        delete payloads[path];
        if (!Buffer.isBuffer(bytes)) {
            refuse(path, bytes.code, bytes.reason);
            continue;
        }
        const wrong = mismatch(bytes, entry, checksums);
        if (wrong) {
            refuse(path, wrong.code, wrong.reason);
            continue;
        }
        decoded.push({ path, bytes });
    }
    const clashes = new Set();
    for (const c of (0,path_safety/* caseCollisions */.i4)(decoded.map((f) => f.path))) {
        clashes.add(c.path);
        refuse(c.path, c.code, c.message);
    }
    // A path that is a file here and a folder of other paths: the file system cannot hold both.
    const folders = new Set();
    for (const { path } of decoded)
        for (let i = path.indexOf('/'); i > 0; i = path.indexOf('/', i + 1))
            folders.add(path.slice(0, i).toLowerCase());
    for (const { path } of decoded) {
        if (!folders.has(path.toLowerCase()) || clashes.has(path))
            continue;
        clashes.add(path);
        refuse(path, 'file_and_folder', `${(0,path_safety/* printablePath */.Vj)(path)} is a file in the archive and also a folder of other paths`);
    }
    refused.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { files: decoded.filter((f) => !clashes.has(f.path)), refused, verified: checksums };
}

;// CONCATENATED MODULE: ./src/sync/import/import-site.ts
/**
 * `sitesync import` for one site: the live source archive written into the site's source folder,
 * all or nothing. Every path of the archive is checked first (archive-files.ts: names, encoding,
 * bytes against the manifest) and so is the way to it on disk (write-confinement.ts: no symlink,
 * no file/folder in the way); any refusal stops the import before a byte is written and names
 * every refused path. What is replaced is counted from the disk (bytes compared), and only files git
 * holds as committed are replaced without --force.
 */













const list = (paths, max = 10) => paths.slice(0, max).join(', ') + (paths.length > max ? `, … (${paths.length - max} more)` : '');
async function importSite(options) {
    const { client, site, shown } = options;
    const base = await writeBase(options.repoRoot, site.source, `the site source ${shown}`);
    const archive = await client.sites.source.archive(site.id);
    const archivePath = `/v1/sites/${encodeURIComponent(site.id)}/source/archive`;
    const manifestFiles = archive?.manifest?.files;
    if (!Array.isArray(manifestFiles))
        throw new platform_errors/* ProtocolError */.bd('GET', archivePath, 'answered an archive whose manifest has no "files" list');
    const contents = await withContents(client, site.id, archive, manifestFiles);
    const checked = checkArchive(contents.archive, base.prefix);
    const refused = [...checked.refused];
    const inspector = createWriteInspector(base);
    const writes = [];
    const created = [];
    const overwritten = [];
    let unchanged = 0;
    for (const file of checked.files) {
        const spot = await inspector.inspect(file.path);
        if (spot.kind === 'refused')
            refused.push({ path: file.path, code: spot.code, reason: spot.reason });
        else if (spot.kind === 'new') {
            created.push(file.path);
            writes.push({ relPath: file.path, bytes: file.bytes, replaces: false });
        }
        else if (spot.size === file.bytes.length && (await sameBytes(base.real, file.path, file.bytes))) {
            unchanged += 1;
        }
        else {
            overwritten.push(file.path);
            writes.push({ relPath: file.path, bytes: file.bytes, replaces: true });
        }
    }
    if (refused.length > 0)
        throw importRefused(site.id, shown, refused);
    if (!options.force) {
        const unsafe = await uncommittedAmong(base.real, overwritten);
        if (unsafe.length > 0) {
            throw new errors/* SitesyncError */.fj('LOCAL_CHANGES', `import would overwrite ${unsafe.length} local file(s) in ${shown}/ that git does not hold as committed (changed, untracked or ignored): ${list(unsafe)}; nothing was written`, {
                exitCode: errors/* ExitCode */.yU.blockedByGuard,
                hint: 'commit or move them (a committed file can be replaced: git keeps it), or pass --force to overwrite',
            });
        }
    }
    const live = new Set(checked.files.map((f) => f.path));
    const localOnly = (await localFiles(base.real)).filter((p) => !live.has(p)).sort();
    if (writes.length > 0)
        await writeAllOrNothing(base, writes, await (0,state_file/* scratchFolder */.$B)(options.rootDir, 'import-'));
    return {
        siteId: site.id,
        // source_revision is optional on the archive; its manifest always carries it.
        sourceRevision: String(archive.source_revision ??
            archive.manifest?.source_revision ??
            ''),
        created,
        overwritten,
        unchanged,
        localOnly,
        readFileByFile: contents.readFileByFile,
        unverified: !checked.verified,
    };
}
const FILE_READS_AT_ONCE = 8;
/**
 * The archive with its files' contents. `files` is optional in the contract: when the archive
 * carries none, each path of its manifest is read with GET /source/file (8 at a time; a path the
 * checks will refuse is not asked for).
 */
async function withContents(client, siteId, archive, manifestFiles) {
    const record = archive;
    if (record.files !== undefined)
        return { archive, readFileByFile: false };
    const limit = (0,p_limit/* default */.A)(FILE_READS_AT_ONCE);
    const paths = manifestFiles
        .map((e) => e?.path)
        .filter((p) => typeof p === 'string' && (0,path_safety/* sourcePathProblem */.OV)(p) === undefined);
    const read = await Promise.all(paths.map((p) => limit(async () => {
        const file = await client.sites.source.file(siteId, p);
        return [p, { content: file.content, encoding: file.encoding }];
    })));
    return { archive: { ...archive, files: Object.fromEntries(read) }, readFileByFile: true };
}
async function sameBytes(root, relPath, bytes) {
    return (await (0,promises_.readFile)(external_node_path_default().join(root, ...relPath.split('/')))).equals(bytes);
}
/** The files of the local tree as the walker sees them (ignore rules applied; problems skipped). */
async function localFiles(root) {
    const walked = await (0,walk/* walkSourceFolder */.L)(root, { ignore: await (0,ignore_rules/* loadIgnoreRules */.ej)(root), concurrency: 16 });
    return walked.files.map((f) => f.path);
}
function importRefused(siteId, shown, refused) {
    const sorted = [...refused].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return new errors/* InputError */.dz('IMPORT_REFUSED', `import of ${siteId} into ${shown}/ refused ${sorted.length} path(s); nothing was written:\n${sorted
        .map((r) => `  ${JSON.stringify(r.path)}: ${r.reason} [${r.code}]`)
        .join('\n')}`, sorted.map((r) => ({ file: r.path, code: r.code, severity: 'error', message: r.reason })), {
        hint: 'a path the platform sent is unsafe or does not match its manifest, or something local is in the way (docs/security.md); fix what is named and import again',
    });
}

// EXTERNAL MODULE: ./src/cli/credentials.ts
var cli_credentials = __webpack_require__(8228);
// EXTERNAL MODULE: ./src/cli/commands/shared.ts
var shared = __webpack_require__(9764);
;// CONCATENATED MODULE: ./src/cli/commands/import.ts










const import_list = (paths, max) => paths.slice(0, max).join(', ') + (paths.length > max ? ', …' : '');
/**
 * Writes the live source of each bound site into its source folder (or, with --catalog, the live
 * catalog into the catalog file), confined to the repository and all or nothing (docs/security.md).
 * Import only reads from the platform: no local tree is read and no idempotency key is needed.
 */
function importCommand(opts, io) {
    return (0,shared/* withRunLock */.Z4)('import', io, (takeLock) => importLocked(opts, io, takeLock));
}
/** Import writes into the working tree: it holds the checkout's run lock (state/run-lock.ts). */
async function importLocked(opts, io, takeLock) {
    const credentials = await (0,cli_credentials/* resolveCredentials */.z8)((0,cli_credentials/* credentialFlags */.fQ)(opts), io.env);
    const config = await (0,src_config/* loadConfig */.Z9)({
        cwd: external_node_path_default().resolve(io.cwd, opts.cwd ?? '.'),
        ...(opts.config && { configPath: external_node_path_default().resolve(io.cwd, opts.config) }),
        // Adopting a shop: sitesync.yml may name the catalog file that this import is about to write.
        ...(opts.catalog && { allowMissingCatalog: true }),
    });
    await takeLock(config.rootDir);
    const client = (0,platform/* createPlatformClient */.B4)({
        limits: (0,limits/* limitsFromEnv */.E9)(io.env),
        ...io.transport,
        signal: io.signal,
        baseUrl: credentials.baseUrl,
        apiKey: credentials.apiKey,
        credentialSource: credentials.source,
    });
    const repoRoot = await (0,repository_paths/* repositoryRoot */.Hn)(config.rootDir);
    if (opts.catalog)
        return importCatalog({ config, client, repoRoot }, { force: Boolean(opts.force) }, io);
    if (config.sites.length === 0) {
        throw new errors/* SitesyncError */.fj('NO_SITE', 'sitesync.yml names no site: there is no site source to import', {
            exitCode: errors/* ExitCode */.yU.usage,
            hint: 'a catalog-only repository: `sitesync import --catalog` writes the live catalog into the catalog file',
        });
    }
    if (config.sites.every((s) => !s.id)) {
        throw new errors/* SitesyncError */.fj('NO_SITE_ID', 'no site in sitesync.yml has a site.id: there is no live site to import from', {
            exitCode: errors/* ExitCode */.yU.usage,
            hint: "set site.id in sitesync.yml to the live site's id, or run `sitesync init` to create the site",
        });
    }
    const text = [];
    const results = [];
    for (const site of config.sites) {
        const shown = external_node_path_default().relative(io.cwd, site.source).split((external_node_path_default()).sep).join('/') || '.';
        if (!site.id) {
            text.push(`${shown}: no site.id, skipped`);
            continue;
        }
        let r;
        try {
            r = await importSite({
                client,
                site: { ...site, id: site.id },
                repoRoot,
                rootDir: config.rootDir,
                shown,
                force: Boolean(opts.force),
            });
        }
        catch (err) {
            // A later site failing does not undo the earlier ones: say what was imported before the error.
            if (results.length > 0)
                io.output.err(['already imported:', ...text].join('\n'));
            throw err;
        }
        results.push(r);
        const written = r.created.length + r.overwritten.length;
        text.push(`${r.siteId} → ${shown}/: ${written} file(s) written (${r.created.length} new, ${r.overwritten.length} overwritten), ${r.unchanged} unchanged, from ${r.sourceRevision}`);
        if (r.overwritten.length > 0)
            text.push(`  overwritten: ${import_list(r.overwritten, 10)} (\`git diff -- ${shown}\` shows what changed)`);
        if (r.localOnly.length > 0)
            text.push(`  ${r.localOnly.length} local file(s) not on live were kept: ${import_list(r.localOnly, 5)}`);
        const read = r.created.length + r.overwritten.length + r.unchanged;
        if (r.readFileByFile)
            text.push(`  the live archive carried no file contents (optional in the contract): read ${read} file(s) one by one`);
        if (r.unverified)
            text.push('  the live manifest carries no checksums (optional in the contract): contents were checked for encoding and size only');
    }
    return { exitCode: errors/* ExitCode */.yU.ok, json: { imported: results }, text: text.join('\n') };
}


/***/ }),

/***/ 9747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ exportCatalog)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./schemas/catalog.schema.json
const catalog_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"L2":{"slug":{"type":"string","minLength":1,"description":"Identity of the entity; unique per kind."},"decimal":{"type":["number","string"],"description":"A decimal amount, not negative, at most two decimals: a YAML number (1e3 reads as 1000) or a string of digits with an optional dot such as \\"12.50\\" (no commas, no exponent)."},"brand":{"type":"object","additionalProperties":false,"if":{"anyOf":[{"properties":{"archived":{"const":true}},"required":["archived"]},{"properties":{"status":{"const":"archived"}},"required":["status"]}]},"then":{"required":["slug"]},"else":{"required":["slug","name"]},"properties":{"slug":{"$ref":"#/$defs/slug"},"name":{"type":"string"},"color":{"type":"string"},"description":{"type":"string"},"description_html":{"type":"string"},"icon":{"type":"string"},"image_alt_text":{"type":"string"},"image_url":{"type":"string"},"media_id":{"type":"string"},"seo_description":{"type":"string"},"seo_title":{"type":"string"},"show_in_navigation":{"type":"boolean"},"sort_order":{"type":"integer"},"status":{"enum":["draft","published","archived"]},"archived":{"type":"boolean","description":"true archives this entity on the platform (status \\"archived\\")."}}},"category":{"type":"object","additionalProperties":false,"if":{"anyOf":[{"properties":{"archived":{"const":true}},"required":["archived"]},{"properties":{"status":{"const":"archived"}},"required":["status"]}]},"then":{"required":["slug"]},"else":{"required":["slug","name"]},"properties":{"slug":{"$ref":"#/$defs/slug"},"name":{"type":"string"},"color":{"type":"string"},"description":{"type":"string"},"description_html":{"type":"string"},"icon":{"type":"string"},"image_alt_text":{"type":"string"},"image_url":{"type":"string"},"media_id":{"type":"string"},"seo_description":{"type":"string"},"seo_title":{"type":"string"},"show_in_navigation":{"type":"boolean"},"sort_order":{"type":"integer"},"parent":{"type":"string","description":"Slug of the parent category."},"collection_type":{"enum":["manual","automated"]},"type":{"enum":["product","service","addon"]},"tax_code":{"type":"string"},"status":{"enum":["draft","published","archived"]},"archived":{"type":"boolean","description":"true archives this entity on the platform (status \\"archived\\")."}}},"product":{"type":"object","additionalProperties":false,"if":{"anyOf":[{"properties":{"archived":{"const":true}},"required":["archived"]},{"properties":{"status":{"const":"archived"}},"required":["status"]}]},"then":{"required":["slug"]},"else":{"required":["slug","name"]},"properties":{"slug":{"$ref":"#/$defs/slug"},"name":{"type":"string"},"status":{"enum":["draft","active","archived","published"],"description":"\\"published\\" is accepted as an alias of \\"active\\"."},"brand":{"type":"string","description":"Slug of the brand."},"category":{"type":"string","description":"Slug of the category."},"publishing_channels":{"type":"object","additionalProperties":{"type":"boolean"},"description":"Channel name → published on that channel."},"description":{"type":"string"},"description_html":{"type":"string"},"google_product_category_id":{"type":"string"},"image_alt_text":{"type":"string"},"image_url":{"type":"string"},"media_id":{"type":"string"},"short_description":{"type":"string"},"sku":{"type":"string"},"standard_category_code":{"type":"string"},"standard_category_id":{"type":"string"},"tax_code":{"type":"string"},"type":{"type":"string"},"weight_unit":{"type":"string"},"price":{"$ref":"#/$defs/decimal"},"compare_at_price":{"$ref":"#/$defs/decimal"},"weight":{"$ref":"#/$defs/decimal"},"continue_selling_when_out_of_stock":{"type":"boolean"},"requires_shipping":{"type":"boolean"},"taxable":{"type":"boolean"},"track_inventory":{"type":"boolean"},"low_stock_threshold":{"type":"integer"},"sort_order":{"type":"integer"},"stock_quantity":{"type":"integer"},"archived":{"type":"boolean","description":"true archives this entity on the platform (status \\"archived\\")."}}},"service":{"type":"object","additionalProperties":false,"required":["service_code","name"],"properties":{"service_code":{"type":"string","minLength":1,"description":"Identity of the service; unique."},"name":{"type":"string"},"category":{"type":"string","description":"Slug of the category."},"billing_period":{"type":"string"},"description":{"type":"string"},"description_html":{"type":"string"},"image_alt_text":{"type":"string"},"image_url":{"type":"string"},"media_id":{"type":"string"},"short_description":{"type":"string"},"slug":{"type":"string"},"tax_code":{"type":"string"},"price":{"$ref":"#/$defs/decimal"},"compare_at_price":{"$ref":"#/$defs/decimal"},"is_active":{"type":"boolean"},"is_popular":{"type":"boolean"},"taxable":{"type":"boolean"},"sort_order":{"type":"integer"},"status":{"enum":["draft","active","published"]},"archived":{"type":"boolean","description":"Services cannot be archived through the platform API; only false is accepted."}}}}}');
// EXTERNAL MODULE: ./src/catalog/types.ts
var types = __webpack_require__(1234);
// EXTERNAL MODULE: ./src/plan/catalog/index.ts + 6 modules
var catalog = __webpack_require__(1884);
;// CONCATENATED MODULE: ./src/sync/catalog/export-catalog.ts
/**
 * Pure: the live catalog as catalog YAML, for `sitesync import --catalog`. Entities are sorted by
 * slug, fields follow the catalog schema's order, references name slugs. Archived entities and
 * entities without a slug are left out (and reported); services cannot be read from the platform.
 */




const REFS = {
    brand: [],
    category: ['parent'],
    product: ['brand', 'category'],
};
/** The YAML fields of a kind in schema order, without identity, references and `archived`. */
function plainFields(kind) {
    const defs = catalog_schema_namespaceObject.L2;
    const skip = new Set(['slug', 'archived', ...REFS[kind]]);
    return Object.keys(defs[kind].properties).filter((f) => !skip.has(f));
}
function isEmpty(value) {
    if (value === null || value === undefined || value === '')
        return true;
    return typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}
function exportCatalog(live, header) {
    const notes = [];
    const exported = {
        brand: exportable('brand', live.brands, notes),
        category: exportable('category', live.categories, notes),
        product: exportable('product', live.products, notes),
    };
    const slugOf = {
        brand: new Map(exported.brand.map((r) => [r.id, r.slug])),
        category: new Map(exported.category.map((r) => [r.id, r.slug])),
    };
    const section = (kind) => exported[kind].map((record) => {
        const out = { slug: record.slug, name: record.name };
        for (const ref of REFS[kind]) {
            const id = (0,catalog/* liveField */.$T)(record, types/* REF_FIELD */.$b[ref]);
            if (typeof id !== 'string')
                continue;
            const slug = slugOf[types/* REF_KIND */.rb[ref]].get(id);
            if (slug !== undefined)
                out[ref] = slug;
            else
                notes.push(`${kind} "${record.slug}": ${ref} ${id} is archived or has no slug; the reference was left out`);
        }
        for (const field of plainFields(kind)) {
            if (field === 'name')
                continue;
            const value = (0,catalog/* liveField */.$T)(record, field);
            if (!isEmpty(value))
                out[field] = value;
        }
        return out;
    });
    const doc = { brands: section('brand'), categories: section('category'), products: section('product') };
    const body = (0,dist/* stringify */.As)(doc, { lineWidth: 0, sortMapEntries: false });
    return {
        yaml: header + body,
        counts: { brands: doc.brands.length, categories: doc.categories.length, products: doc.products.length },
        notes,
    };
}
function exportable(kind, records, notes) {
    const out = [];
    let archived = 0;
    for (const r of records) {
        if ((0,catalog/* isArchivedRecord */.Ue)(r))
            archived++;
        else if (!r.slug)
            notes.push(`${kind} ${r.id} ("${r.name}") has no slug: left out (give it a slug to manage it)`);
        else
            out.push(r);
    }
    if (archived > 0)
        notes.push(`${archived} archived ${kind}(s) left out`);
    return out.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}


/***/ })

};
