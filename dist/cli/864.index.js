export const id = 864;
export const ids = [864];
export const modules = {

/***/ 7864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IE: () => (/* reexport */ CONFIG_DEFAULTS),
  "if": () => (/* reexport */ findConfigFile),
  Z9: () => (/* reexport */ loadConfig),
  pO: () => (/* reexport */ setSiteId)
});

// UNUSED EXPORTS: CONFIG_FILE_NAMES, parseConfig, withSiteId

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/catalog/yaml/yaml-source.ts + 1 modules
var yaml_source = __webpack_require__(2438);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/source/repository-paths.ts
var repository_paths = __webpack_require__(2084);
// EXTERNAL MODULE: ./src/catalog/format-issue.ts
var format_issue = __webpack_require__(774);
// EXTERNAL MODULE: ./src/catalog/yaml/schema-issues.ts
var schema_issues = __webpack_require__(681);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
;// CONCATENATED MODULE: ./schemas/sitesync.schema.json
const sitesync_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://sitesync.dev/schemas/sitesync.schema.json","title":"sitesync.yml","description":"Configuration of a sitesync repository. Paths are relative to the folder of this file. It names a site (`site` or `sites`), a catalog, or both; a file with only `catalog` is a catalog-only repository.","type":"object","additionalProperties":false,"properties":{"site":{"type":"object","additionalProperties":false,"description":"The one site of this repository (omit it in a catalog-only repository).","properties":{"id":{"type":"string","minLength":1,"description":"The platform\'s site id; written by `sitesync init`, absent before."},"source":{"type":"string","minLength":1,"description":"Folder of the site source tree (default: site)."},"name":{"type":"string","minLength":1,"description":"The site\'s name in plans and reports (the platform\'s name is `name` in site.json)."}}},"sites":{"type":"array","minItems":1,"description":"Several sites in one repository (instead of `site`).","items":{"type":"object","additionalProperties":false,"required":["source"],"properties":{"id":{"type":"string","minLength":1},"source":{"type":"string","minLength":1},"name":{"type":"string","minLength":1}}}},"catalog":{"type":"string","minLength":1,"description":"A catalog YAML file, or a folder of *.yml / *.yaml files (omit it in a site-only repository)."},"publish":{"type":"object","additionalProperties":false,"properties":{"branch":{"type":"string","minLength":1,"description":"The branch whose pushes apply and publish (default: main)."}}},"prune":{"type":"boolean","description":"Archive live catalog entities that the YAML does not mention (default: false)."},"max_archive":{"type":"integer","minimum":0,"description":"Most archives one apply may do before it is blocked (default: 10)."},"max_delete":{"type":"integer","minimum":0,"description":"Most site files one apply may delete before it is blocked (default: 25; docs/source-tree.md, Deletion guard)."},"max_delete_share":{"type":"number","minimum":0,"maximum":1,"description":"Largest share of the live site tree one apply may delete, 0..1 (default: 0.1); applies once more than 5 files are deleted."}}}');
// EXTERNAL MODULE: ./src/shared/shipped-schema-options.ts
var shipped_schema_options = __webpack_require__(5787);
;// CONCATENATED MODULE: ./src/config/config-schema.ts
/** The compiled JSON Schema of sitesync.yml (schemas/sitesync.schema.json). */



let compiled;
function configValidator() {
    compiled ??= new _2020.Ajv2020({ ...shipped_schema_options/* SHIPPED_SCHEMA_OPTIONS */.Z, strict: true }).compile(sitesync_schema_namespaceObject);
    return compiled;
}

;// CONCATENATED MODULE: ./src/config/types.ts
/** The resolved configuration of a sitesync repository (sitesync.yml). */
const CONFIG_FILE_NAMES = ['sitesync.yml', 'sitesync.yaml'];
const CONFIG_DEFAULTS = {
    siteSource: 'site',
    publishBranch: 'main',
    prune: false,
    maxArchive: 10,
    maxDelete: 25,
    maxDeleteShare: 0.1,
};

;// CONCATENATED MODULE: ./src/config/parse-config.ts
/** Pure: the text of sitesync.yml → a resolved SitesyncConfig, or one InputError with every problem. */







/**
 * @param configFile absolute path of the file (paths are resolved against its folder)
 * @param shownFile the file as shown in messages
 */
function parseConfig(text, configFile, shownFile) {
    const early = (0,yaml_source/* prescanIssue */.yP)(text, shownFile);
    if (early)
        throw configError(shownFile, [early]);
    const { source, issues } = (0,yaml_source/* parseYamlSource */.WF)(text, shownFile);
    if (issues.some((i) => i.code === 'yaml_syntax'))
        throw configError(shownFile, issues);
    const read = (0,yaml_source/* dataOf */.qu)(source);
    if (read.issue)
        throw configError(shownFile, [read.issue]);
    const data = read.data;
    const validate = configValidator();
    if (!validate(data))
        issues.push(...(0,schema_issues/* schemaIssues */.g)(source, validate.errors));
    if (issues.length > 0)
        throw configError(shownFile, issues);
    const raw = data;
    issues.push(...checkSites(source, raw));
    if (issues.length > 0)
        throw configError(shownFile, issues);
    const rootDir = external_node_path_default().dirname(configFile);
    const resolve = (p) => external_node_path_default().resolve(rootDir, p);
    // A site is synced only when the file says so: `site:` (source default `site`) or `sites:`.
    // A file with only `catalog:` is a catalog-only repository.
    const sites = raw.sites
        ? raw.sites.map((s) => ({ id: s.id, source: resolve(s.source), name: s.name }))
        : raw.site
            ? [
                {
                    id: raw.site.id,
                    source: resolve(raw.site.source ?? CONFIG_DEFAULTS.siteSource),
                    name: raw.site.name,
                },
            ]
            : [];
    const config = {
        configFile,
        rootDir,
        layout: raw.sites ? 'multi' : raw.site ? 'single' : 'catalog-only',
        sites,
        catalog: raw.catalog === undefined ? undefined : resolve(raw.catalog),
        publish: { branch: raw.publish?.branch ?? CONFIG_DEFAULTS.publishBranch },
        prune: raw.prune ?? CONFIG_DEFAULTS.prune,
        maxArchive: raw.max_archive ?? CONFIG_DEFAULTS.maxArchive,
        maxDelete: raw.max_delete ?? CONFIG_DEFAULTS.maxDelete,
        maxDeleteShare: raw.max_delete_share ?? CONFIG_DEFAULTS.maxDeleteShare,
    };
    return { config, source };
}
function checkSites(source, raw) {
    const issues = [];
    const at = (p, code, message, where = 'value') => {
        issues.push({
            ...(0,yaml_source/* positionOf */.df)(source, p, where),
            file: source.file,
            field: (0,yaml_source/* fieldPath */.cn)(p),
            code,
            severity: 'error',
            message,
        });
    };
    if (raw.site === undefined && raw.sites === undefined && raw.catalog === undefined) {
        issues.push({
            line: 1,
            column: 1,
            file: source.file,
            code: 'nothing_to_sync',
            severity: 'error',
            message: 'names no site and no catalog: add `site:` (e.g. `site: { source: site }`), `sites:` or `catalog: catalog.yml`',
        });
    }
    if (raw.site !== undefined && raw.sites !== undefined) {
        at(['sites'], 'conflicting_fields', '"site" and "sites" cannot both be set; use "sites" for several sites', 'key');
    }
    const seen = new Map();
    const seenIds = new Map();
    raw.sites?.forEach((site, i) => {
        const normalised = external_node_path_default().posix.normalize(site.source.replace(/\\/g, '/')).replace(/\/$/, '');
        const first = seen.get(normalised);
        if (first !== undefined)
            at(['sites', i, 'source'], 'duplicate_source', `source "${site.source}" is already used by sites[${first}]`);
        else
            seen.set(normalised, i);
        if (site.id === undefined)
            return;
        const firstId = seenIds.get(site.id);
        if (firstId !== undefined)
            at(['sites', i, 'id'], 'duplicate_site_id', `site id "${site.id}" is already used by sites[${firstId}]`);
        else
            seenIds.set(site.id, i);
    });
    return issues;
}
function configError(file, issues) {
    const count = issues.length === 1 ? '1 error' : `${issues.length} errors`;
    return new errors/* InputError */.dz('CONFIG_INVALID', `${file} has ${count}:\n${issues.map((i) => '  ' + (0,format_issue/* formatCatalogIssue */.M)(i)).join('\n')}`, issues);
}

;// CONCATENATED MODULE: ./src/config/find-config.ts
/** Finds sitesync.yml: the explicit path, or the nearest one upward from cwd. */




async function findConfigFile(cwd, configPath) {
    if (configPath !== undefined) {
        const explicit = external_node_path_default().resolve(cwd, configPath);
        if (await isFile(explicit))
            return explicit;
        throw new errors/* SitesyncError */.fj('CONFIG_NOT_FOUND', `config file not found: ${explicit}`, {
            hint: 'check the --config path',
            exitCode: errors/* ExitCode */.yU.usage,
        });
    }
    let dir = external_node_path_default().resolve(cwd);
    for (;;) {
        for (const name of CONFIG_FILE_NAMES) {
            const candidate = external_node_path_default().join(dir, name);
            if (await isFile(candidate))
                return candidate;
        }
        const parent = external_node_path_default().dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    throw new errors/* SitesyncError */.fj('CONFIG_NOT_FOUND', `no sitesync.yml in ${external_node_path_default().resolve(cwd)} or any folder above it`, {
        hint: 'run `sitesync init` to create one, or pass --config <file>',
        exitCode: errors/* ExitCode */.yU.usage,
    });
}
async function isFile(file) {
    try {
        return (await (0,promises_.stat)(file)).isFile();
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/config/load-config.ts
/** Finds, reads and resolves sitesync.yml. */







/**
 * sitesync.yml is a few lines; a larger file is refused unread. It is parsed on the main thread,
 * so this also bounds how long a hostile one can hold off Ctrl-C (64 KiB parse in milliseconds).
 */
const MAX_CONFIG_FILE_BYTES = 64 * 1024;
async function loadConfig(options) {
    const configFile = await findConfigFile(options.cwd, options.configPath);
    const shown = shownPath(options.cwd, configFile);
    // The repository is the one the config's folder belongs to; everything it names stays inside.
    const root = await (0,repository_paths/* repositoryRoot */.Hn)(external_node_path_default().dirname(configFile));
    await refuseUnsafeConfigFile(root, configFile, shown);
    const text = await (0,promises_.readFile)(configFile, 'utf8');
    const { config, source } = parseConfig(text, configFile, shown);
    const issues = await pathIssues(root, config, source, shown);
    if (issues.length > 0)
        throw configError(shown, issues);
    if (config.catalog !== undefined && !options.allowMissingCatalog && !(await exists(config.catalog))) {
        throw configError(shown, [
            {
                ...(0,yaml_source/* positionOf */.df)(source, ['catalog']),
                file: shown,
                field: (0,yaml_source/* fieldPath */.cn)(['catalog']),
                code: 'catalog_not_found',
                severity: 'error',
                message: `no file or folder at ${shownPath(config.rootDir, config.catalog)}`,
            },
        ]);
    }
    return config;
}
/** The config file itself: inside the repository after symlinks, not in .git, of a config's size. */
async function refuseUnsafeConfigFile(root, configFile, shown) {
    const problem = await (0,repository_paths/* repositoryPathProblem */.vB)(root, configFile, shown);
    if (problem) {
        throw new errors/* SitesyncError */.fj('CONFIG_OUTSIDE_REPOSITORY', problem.message, {
            exitCode: errors/* ExitCode */.yU.validation,
            hint: `${external_node_path_default().basename(configFile)} must be a file of the repository, not a symlink that leaves it or leads into .git`,
        });
    }
    const size = (await (0,promises_.stat)(configFile)).size;
    if (size > MAX_CONFIG_FILE_BYTES) {
        const message = `${shown} is ${size} bytes; a sitesync.yml of more than ${MAX_CONFIG_FILE_BYTES} bytes (64 KiB) is not read`;
        throw new errors/* InputError */.dz('CONFIG_TOO_LARGE', message, [
            { file: shown, code: 'file_too_large', severity: 'error', message },
        ]);
    }
}
/** Every site source root and the catalog path, checked like any file the repository names. */
async function pathIssues(root, config, source, shown) {
    const named = config.sites.map((site, i) => ({
        target: site.source,
        field: config.layout === 'multi' ? ['sites', i, 'source'] : ['site', 'source'],
        what: 'the site source',
    }));
    if (config.catalog !== undefined)
        named.push({ target: config.catalog, field: ['catalog'], what: 'the catalog' });
    const issues = [];
    for (const { target, field, what } of named) {
        const problem = await (0,repository_paths/* repositoryPathProblem */.vB)(root, target, `${what} ${shownPath(config.rootDir, target)}`);
        if (!problem)
            continue;
        issues.push({
            ...(0,yaml_source/* positionOf */.df)(source, field),
            file: shown,
            field: (0,yaml_source/* fieldPath */.cn)(field),
            code: problem.code,
            severity: 'error',
            message: problem.message,
        });
    }
    return issues;
}
function shownPath(base, file) {
    const relative = external_node_path_default().relative(base, file);
    return (relative === '' || relative.startsWith('..') ? file : relative).split((external_node_path_default()).sep).join('/');
}
async function exists(file) {
    try {
        await (0,promises_.stat)(file);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/config/set-site-id.ts
/** Writes a site id into sitesync.yml, keeping its comments and formatting. */



async function setSiteId(configFile, siteId, options = {}) {
    const text = await (0,promises_.readFile)(configFile, 'utf8');
    await (0,promises_.writeFile)(configFile, withSiteId(text, siteId, options, configFile), 'utf8');
}
/** Pure: the same YAML text with `site.id` (or `sites[n].id`) set. */
function withSiteId(text, siteId, options = {}, file = 'sitesync.yml') {
    const doc = (0,dist/* parseDocument */.Tp)(text);
    if (doc.errors.length > 0) {
        throw new errors/* SitesyncError */.fj('CONFIG_INVALID', `${file} is not valid YAML: ${doc.errors[0]?.message ?? ''}`);
    }
    const sites = doc.get('sites');
    if ((0,dist/* isSeq */.oP)(sites)) {
        if (options.index !== undefined) {
            if (!(0,dist/* isMap */.jh)(sites.items[options.index])) {
                throw new errors/* SitesyncError */.fj('SITE_NOT_FOUND', `${file} has no sites[${options.index}]`);
            }
            doc.setIn(['sites', options.index, 'id'], siteId);
            return doc.toString();
        }
        if (options.source === undefined) {
            throw new errors/* SitesyncError */.fj('SITE_AMBIGUOUS', `${file} lists several sites; say which one to bind`, {
                hint: 'pass the source folder of the site',
            });
        }
        const index = sites.items.findIndex((item) => (0,dist/* isMap */.jh)(item) && item.get('source') === options.source);
        if (index < 0) {
            throw new errors/* SitesyncError */.fj('SITE_NOT_FOUND', `${file} has no site with source "${options.source}"`);
        }
        doc.setIn(['sites', index, 'id'], siteId);
    }
    else if ((0,dist/* isMap */.jh)(doc.get('site'))) {
        doc.setIn(['site', 'id'], siteId);
    }
    else {
        doc.set('site', doc.createNode({ id: siteId }));
    }
    return doc.toString();
}

;// CONCATENATED MODULE: ./src/config/index.ts







/***/ }),

/***/ 7605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isWithin)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * True when `target` is `root` itself or lies below it. Decided with `path.relative` and its
 * first segment, never with a string prefix (`/site-old` does not lie inside `/site`).
 */
function isWithin(root, target) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, target);
    if (rel === '')
        return true;
    if (node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel))
        return false; // another drive on Windows
    return rel.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep))[0] !== '..';
}


/***/ }),

/***/ 2084:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ repositoryRoot),
/* harmony export */   Ne: () => (/* binding */ repoRelative),
/* harmony export */   vB: () => (/* binding */ repositoryPathProblem)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _containment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7605);
/* harmony import */ var _reserved_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7968);
/**
 * Where a repository's paths really lead. The config file, the site source roots and the catalog
 * are read only when their real path (every symlink resolved) lies inside the repository and not in
 * its `.git` folder: a committed `catalog.yml -> .git/config` or `site -> /outside` is refused
 * before a byte of its target is read (docs/security.md).
 */




/**
 * The repository `dir` belongs to: the nearest folder at or above it holding a `.git` entry (a
 * folder, or the file of a worktree or submodule), else `dir` itself. Returned as a real path.
 */
async function repositoryRoot(dir) {
    let current = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);
    for (;;) {
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, '.git')).then(() => true, () => false))
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(current);
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(current);
        if (parent === current)
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir));
        current = parent;
    }
}
/** A path relative to the repository root, POSIX, for messages (absolute when outside). */
function repoRelative(root, target) {
    if (!(0,_containment_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(root, target))
        return target;
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, target).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/') || '.';
}
/**
 * Checks an absolute path against the repository (real path `root`): undefined when it may be read,
 * or does not exist inside the repository (the caller says "not found" as it always did); else the
 * problem. A dangling symlink is followed as far as its text leads, so `catalog.yml ->
 * ../outside/x` is outside even before `x` exists. The message names where the path leads, never
 * anything read from there.
 */
async function repositoryPathProblem(root, target, shown) {
    const lexical = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(target);
    const real = await resolveAsFarAsPossible(lexical);
    return outsideOrGit(root, real, shown, real !== lexical);
}
function outsideOrGit(root, real, shown, viaSymlink) {
    const leads = viaSymlink ? `${shown} resolves to ${repoRelative(root, real)}, which is` : `${shown} is`;
    if (!(0,_containment_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(root, real))
        return {
            code: 'outside_repository',
            message: `${leads} outside the repository (${root}); it was not read`,
        };
    if ((0,_reserved_names_js__WEBPACK_IMPORTED_MODULE_3__/* .isInsideGit */ .fM)(repoRelative(root, real)))
        return {
            code: 'inside_git_folder',
            message: `${leads} inside the repository's .git folder; it was not read`,
        };
    return undefined;
}
/** Symlinks followed at most (as the kernel's ELOOP limit). */
const MAX_HOPS = 40;
/**
 * The real path of `target`; when it does not exist, the real path of its deepest existing
 * ancestor joined with the rest, following a dangling symlink's text (up to MAX_HOPS links).
 */
async function resolveAsFarAsPossible(target, hops = 0) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(target);
    }
    catch {
        // fall through: something on the way is missing
    }
    let existing = target;
    const rest = [];
    for (;;) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(existing).catch(() => undefined);
        if (info) {
            if (info.isSymbolicLink() && hops < MAX_HOPS) {
                const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(existing);
                const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(existing)).catch(() => node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(existing));
                return resolveAsFarAsPossible(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir, text, ...rest), hops + 1);
            }
            const base = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(existing).catch(() => existing);
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, ...rest);
        }
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(existing);
        if (parent === existing)
            return target;
        rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(existing));
        existing = parent;
    }
}


/***/ }),

/***/ 7968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R7: () => (/* binding */ reservedNameOf),
/* harmony export */   fM: () => (/* binding */ isInsideGit)
/* harmony export */ });
/* unused harmony export isGitSegment */
/**
 * Pure: names a platform must never plant in a repository (docs/security.md). Paths are POSIX and
 * relative to the repository root.
 *
 * - `.git` as any segment, in any letter case, and the names that file systems treat as `.git`:
 *   with trailing dots or spaces (Windows), its 8.3 short name `git~1`, and with characters HFS+
 *   ignores (zero-width joiners and the like). Writing there configures git (`core.fsmonitor`,
 *   hooks): the next `git status` runs a command.
 * - `.gitmodules` as any segment (submodule URLs and paths, git's own CVEs came through it).
 * - `.github` as the first segment (workflows run in CI with the repository's secrets).
 * - `.sitesync` as any segment (sitesync's own local state).
 */
/** Code points HFS+ ignores in names (git's `is_hfs_dotgit` list). */
const HFS_IGNORABLE = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;
/** A segment as file systems may read it: ignorable characters and trailing dots/spaces gone, lower case. */
function canonicalSegment(segment) {
    return segment
        .replace(HFS_IGNORABLE, '')
        .replace(/[. ]+$/, '')
        .toLowerCase();
}
function isGitSegment(segment) {
    const name = canonicalSegment(segment);
    return name === '.git' || name === 'git~1';
}
/** Why sitesync never writes `repoRelativePath`, or undefined when it may. */
function reservedNameOf(repoRelativePath) {
    const segments = repoRelativePath.split('/');
    for (const [i, segment] of segments.entries()) {
        const name = canonicalSegment(segment);
        if (isGitSegment(segment))
            return { segment, reason: "git's own folder (a planted config or hook runs commands)" };
        if (name === '.gitmodules')
            return { segment, reason: 'git submodule settings' };
        if (name === '.sitesync')
            return { segment, reason: "sitesync's local state" };
        if (i === 0 && name === '.github')
            return { segment, reason: 'GitHub workflows and settings at the repository root' };
    }
    return undefined;
}
/** True when a repository-relative path passes through a `.git` folder (reads never go there). */
function isInsideGit(repoRelativePath) {
    return repoRelativePath.split('/').some(isGitSegment);
}


/***/ })

};
