export const id = 374;
export const ids = [374];
export const modules = {

/***/ 3374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  validateCommand: () => (/* binding */ validateCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/shared/errors.ts
var shared_errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/plan/types.ts
var types = __webpack_require__(9898);
// EXTERNAL MODULE: ./src/render/text.ts + 1 modules
var render_text = __webpack_require__(3779);
// EXTERNAL MODULE: ./src/sync/plan-run.ts + 1 modules
var plan_run = __webpack_require__(8949);
// EXTERNAL MODULE: ./src/config/index.ts + 7 modules
var src_config = __webpack_require__(3201);
// EXTERNAL MODULE: ./src/source/index.ts + 3 modules
var src_source = __webpack_require__(424);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
;// CONCATENATED MODULE: ./src/source/layout/json-document.ts
/**
 * Pure: a strict JSON document (RFC 8259: no comments, no trailing commas) with the 1-based line
 * and column of its syntax error, or of any value in it, for issues that say where.
 * Columns count UTF-16 code units, like an editor's.
 */

const MESSAGES = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'expected a member name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: 'expected ":"',
    CommaExpected: 'expected "," or the end of the object or array',
    CloseBraceExpected: 'expected "}"',
    CloseBracketExpected: 'expected "]"',
    EndOfFileExpected: 'expected the end of the file after the value',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'unterminated comment',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid \\u escape',
    InvalidEscapeCharacter: 'invalid escape sequence in string',
    InvalidCharacter: 'control character in string (escape it)',
};
function lineStarts(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            starts.push(i + 1);
    return starts;
}
function positionAt(starts, offset) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
}
function describeAt(text, offset) {
    return offset >= text.length ? 'at the end of the file' : `at ${JSON.stringify(text[offset])}`;
}
function parseJsonDocument(source) {
    // A byte order mark is not JSON, but editors write it: skip it, keep columns of the rest.
    const text = source.charCodeAt(0) === 0xfeff ? ' ' + source.slice(1) : source;
    const starts = lineStarts(text);
    const errors = [];
    const root = (0,main.parseTree)(text, errors, {
        disallowComments: true,
        allowTrailingComma: false,
        allowEmptyContent: false,
    });
    if (errors.length > 0 || root === undefined) {
        const first = errors[0] ?? { error: 4, offset: text.length, length: 0 };
        const kind = (0,main.printParseErrorCode)(first.error);
        return {
            ok: false,
            message: `${MESSAGES[kind] ?? kind} ${describeAt(text, first.offset)}`,
            ...positionAt(starts, first.offset),
        };
    }
    return {
        ok: true,
        value: json_document_valueOf(root),
        positionOf(path) {
            for (let n = path.length; n >= 0; n--) {
                const node = (0,main.findNodeAtLocation)(root, [...path.slice(0, n)]);
                if (node)
                    return positionAt(starts, node.offset);
            }
            return { line: 1, column: 1 };
        },
    };
}
/** The value of a node; a duplicate member keeps the last, as JSON.parse does. */
function json_document_valueOf(node) {
    switch (node.type) {
        case 'object': {
            const out = {};
            for (const prop of node.children ?? []) {
                const [key, value] = prop.children ?? [];
                // defineProperty: a member named "__proto__" is data, never the object's prototype.
                if (key && value)
                    Object.defineProperty(out, String(key.value), {
                        value: json_document_valueOf(value),
                        enumerable: true,
                        writable: true,
                        configurable: true,
                    });
            }
            return out;
        }
        case 'array':
            return (node.children ?? []).map(json_document_valueOf);
        default:
            return node.value;
    }
}
/** `items[0].page` for ['items', 0, 'page']. */
function formatJsonPath(path) {
    let out = '';
    for (const part of path)
        out += typeof part === 'number' ? `[${part}]` : out === '' ? part : `.${part}`;
    return out;
}

;// CONCATENATED MODULE: ./src/source/layout/layout-issues.ts
/** Issues of the site layout, with the platform's issue codes (lower_snake) and severities. */

const WARNINGS = new Set([
    'unexpected_file',
    'missing_translation',
    'empty_navigation',
    'large_asset',
]);
class LayoutIssues {
    items = [];
    add(issue) {
        this.items.push({ severity: WARNINGS.has(issue.code) ? 'warning' : 'error', ...issue });
    }
    /** Sorted by path, line, column and code. */
    list() {
        return [...this.items].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
            (a.line ?? 0) - (b.line ?? 0) ||
            (a.column ?? 0) - (b.column ?? 0) ||
            a.code.localeCompare(b.code));
    }
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function matches(value, kind) {
    switch (kind) {
        case 'string':
            return typeof value === 'string';
        case 'non-empty string':
            return typeof value === 'string' && value.trim() !== '';
        case 'boolean':
            return typeof value === 'boolean';
        case 'integer':
            return Number.isInteger(value);
        case 'object':
            return isObject(value);
        case 'array':
            return Array.isArray(value);
        case 'string array':
            return Array.isArray(value) && value.every((v) => typeof v === 'string');
    }
}
/** A parsed layout file: reports field issues at their line and column. */
class LayoutFile {
    path;
    doc;
    issues;
    constructor(path, doc, issues) {
        this.path = path;
        this.doc = doc;
        this.issues = issues;
    }
    get value() {
        return this.doc.value;
    }
    report(code, message, at) {
        const field = formatJsonPath(at);
        this.issues.add({ code, message, path: this.path, ...this.doc.positionOf(at), ...(field && { field }) });
    }
    /** `obj[name]` when it has the expected kind; missing_field / invalid_field otherwise. */
    field(at, obj, name, kind, required) {
        const path = [...at, name];
        if (!Object.hasOwn(obj, name)) {
            if (required)
                this.report('missing_field', `missing required field "${formatJsonPath(path)}"`, at);
            return undefined;
        }
        const value = obj[name];
        if (!matches(value, kind)) {
            this.report('invalid_field', `field "${formatJsonPath(path)}" must be ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`, path);
            return undefined;
        }
        return value;
    }
    rootObject(what) {
        if (isObject(this.value))
            return this.value;
        this.report('invalid_field', `${what} must be a JSON object`, []);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/source/layout/layout-paths.ts
/** Where a path sits in the site source layout (docs/platform-contract.md §6, "Site source layout"). */
const SITE_JSON = 'site.json';
const pagePath = (key) => `pages/${key}.json`;
const contentPath = (key, locale) => `content/${key}/${locale}.json`;
function jsonStem(name) {
    return name.endsWith('.json') && name.length > '.json'.length ? name.slice(0, -'.json'.length) : undefined;
}
function layoutRoleOf(path) {
    const parts = path.split('/');
    const [top, second, third] = parts;
    if (parts.length === 1 && top === SITE_JSON)
        return { kind: 'site' };
    if (top === 'templates' && parts.length > 1)
        return { kind: 'template' };
    if (top === 'assets' && parts.length > 1)
        return { kind: 'asset' };
    const key = parts.length === 2 ? jsonStem(second) : undefined;
    if (top === 'pages' && key)
        return { kind: 'page', key };
    if (top === 'navigation' && key)
        return { kind: 'navigation', menuKey: key };
    const locale = parts.length === 3 ? jsonStem(third) : undefined;
    if (top === 'content' && locale)
        return { kind: 'content', key: second, locale };
    return { kind: 'unexpected' };
}
/** Files whose JSON the layout checks read (templates and assets are only looked up or sized). */
function isLayoutJson(path) {
    const kind = layoutRoleOf(path).kind;
    return kind === 'site' || kind === 'page' || kind === 'content' || kind === 'navigation';
}

;// CONCATENATED MODULE: ./src/source/layout/check-layout.ts
/**
 * Pure: the site source layout checked offline, as the platform's validation does (the rules of
 * docs/platform-contract.md §6): JSON syntax with line and column, required fields and their
 * types, unique page slugs, template and page references, supported locales, navigation targets.
 * The same tree gives the same issues, sorted by path, line and column.
 */



/** Assets larger than this get a large_asset warning. */
const LARGE_ASSET_BYTES = 2 * 1024 * 1024;
/** A slug: "" or "/" for the home page, else URL path segments of [A-Za-z0-9._~-] joined by "/". */
const SLUG = /^\/?([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/;
function checkSiteLayout(input) {
    const issues = new LayoutIssues();
    const paths = new Set(input.files.map((f) => f.path));
    const read = (path) => {
        const text = input.texts.get(path);
        if (text === undefined) {
            issues.add({ code: 'invalid_json', message: 'is not UTF-8 text', path });
            return undefined;
        }
        const doc = parseJsonDocument(text);
        if (!doc.ok) {
            issues.add({
                code: 'invalid_json',
                message: `invalid JSON: ${doc.message}`,
                path,
                line: doc.line,
                column: doc.column,
            });
            return undefined;
        }
        return new LayoutFile(path, doc, issues);
    };
    const pages = [];
    const menus = [];
    const contents = [];
    const pageKeys = new Set();
    for (const { path, byteSize } of input.files) {
        const role = layoutRoleOf(path);
        if (role.kind === 'page') {
            pageKeys.add(role.key);
            const file = read(path);
            if (file)
                pages.push({ key: role.key, file });
        }
        else if (role.kind === 'content') {
            contents.push({ key: role.key, locale: role.locale, path, file: read(path) });
        }
        else if (role.kind === 'navigation') {
            const file = read(path);
            if (file)
                menus.push({ key: role.menuKey, file });
        }
        else if (role.kind === 'asset' && byteSize > LARGE_ASSET_BYTES) {
            issues.add({
                code: 'large_asset',
                message: `asset is ${byteSize} bytes, over the advised ${LARGE_ASSET_BYTES} bytes`,
                path,
            });
        }
        else if (role.kind === 'unexpected') {
            issues.add({
                code: 'unexpected_file',
                message: 'file is outside the site layout (site.json, pages/<key>.json, content/<key>/<locale>.json, navigation/<menu>.json, templates/**, assets/**)',
                path,
            });
        }
    }
    const languages = checkSiteJson(paths.has(SITE_JSON) ? read(SITE_JSON) : undefined, paths.has(SITE_JSON), issues);
    checkPages(pages, paths);
    checkContent(contents, pageKeys, languages, issues);
    checkNavigation(menus, pageKeys, issues);
    return issues.list();
}
/** site.json: `{name, default_language, supported_languages}`; the supported languages, when usable. */
function checkSiteJson(file, present, issues) {
    if (!present) {
        issues.add({ code: 'missing_site_json', message: 'the source tree has no site.json', path: SITE_JSON });
        return undefined;
    }
    const root = file?.rootObject('site.json');
    if (!file || !root)
        return undefined;
    file.field([], root, 'name', 'non-empty string', true);
    const defaultLanguage = file.field([], root, 'default_language', 'non-empty string', true);
    const supported = file.field([], root, 'supported_languages', 'string array', true);
    if (supported && supported.length === 0)
        file.report('invalid_field', 'field "supported_languages" must list at least one language', [
            'supported_languages',
        ]);
    const languages = supported && supported.length > 0 ? new Set(supported) : undefined;
    if (languages && defaultLanguage !== undefined && !languages.has(defaultLanguage)) {
        file.report('unsupported_default_language', `default_language "${defaultLanguage}" is not in supported_languages (${[...languages].join(', ')})`, ['default_language']);
    }
    return languages;
}
const PAGE_FLAGS = [
    ['description', 'string'],
    ['icon', 'string'],
    ['page_type', 'string'],
    ['is_published', 'boolean'],
    ['is_in_menu', 'boolean'],
    ['is_enabled', 'boolean'],
    ['requires_auth', 'boolean'],
    ['menu_order', 'integer'],
];
/** pages/<key>.json: fields, unique slugs (the second page is the one reported), existing template_file. */
function checkPages(pages, paths) {
    const slugOwners = new Map();
    for (const { key, file } of pages) {
        const root = file.rootObject(`page "${key}"`);
        if (!root)
            continue;
        file.field([], root, 'name', 'non-empty string', true);
        const slug = file.field([], root, 'slug', 'string', true);
        if (slug !== undefined)
            checkSlug(file, key, slug, slugOwners);
        const template = file.field([], root, 'template_file', 'non-empty string', true);
        if (template !== undefined && !paths.has(template))
            file.report('missing_template', `template_file "${template}" does not exist in the source tree`, [
                'template_file',
            ]);
        const seo = file.field([], root, 'seo', 'object', false);
        if (seo) {
            file.field(['seo'], seo, 'title', 'string', false);
            file.field(['seo'], seo, 'description', 'string', false);
        }
        for (const [name, kind] of PAGE_FLAGS)
            file.field([], root, name, kind, false);
    }
}
function checkSlug(file, key, slug, owners) {
    if (!SLUG.test(slug)) {
        file.report('invalid_field', `field "slug" must be URL path segments of letters, digits, ".", "_", "~" or "-" joined by "/" (got "${slug}")`, ['slug']);
        return;
    }
    const normalized = slug.replace(/^\//, '');
    const owner = owners.get(normalized);
    if (owner !== undefined) {
        file.report('duplicate_slug', `slug "${slug}" is already used by page "${owner}"`, ['slug']);
        return;
    }
    owners.set(normalized, key);
}
/** content/<key>/<locale>.json: an object, for an existing page and a supported locale. */
function checkContent(contents, pageKeys, languages, issues) {
    const localesByPage = new Map();
    for (const { key, locale, path, file } of contents) {
        file?.rootObject(`content of page "${key}"`);
        if (!pageKeys.has(key))
            issues.add({
                code: 'unknown_page',
                message: `content for page "${key}", which has no pages/${key}.json`,
                path,
            });
        if (languages && !languages.has(locale)) {
            issues.add({
                code: 'unsupported_locale',
                message: `locale "${locale}" is not in supported_languages (${[...languages].join(', ')})`,
                path,
            });
        }
        if (pageKeys.has(key) && languages?.has(locale)) {
            const set = localesByPage.get(key) ?? new Set();
            set.add(locale);
            localesByPage.set(key, set);
        }
    }
    if (!languages)
        return;
    for (const [key, present] of localesByPage) {
        for (const locale of languages) {
            if (present.has(locale))
                continue;
            issues.add({
                code: 'missing_translation',
                message: `page "${key}" has content for ${[...present].sort().join(', ')} but not for ${locale}`,
                path: contentPath(key, locale),
            });
        }
    }
}
/** navigation/<menu>.json: `{items: [{label, page? | url?, is_published?}]}`, pages that exist. */
function checkNavigation(menus, pageKeys, issues) {
    for (const { key: menuKey, file } of menus) {
        const root = file.rootObject(`menu "${menuKey}"`);
        if (!root)
            continue;
        const items = file.field([], root, 'items', 'array', true);
        if (!items)
            continue;
        if (items.length === 0) {
            issues.add({
                code: 'empty_navigation',
                message: `menu "${menuKey}" has no items`,
                path: file.path,
                ...file.doc.positionOf(['items']),
                field: 'items',
            });
        }
        items.forEach((item, index) => {
            const at = ['items', index];
            if (typeof item !== 'object' || item === null || Array.isArray(item)) {
                file.report('invalid_field', `navigation item ${index} must be a JSON object`, at);
                return;
            }
            const obj = item;
            file.field(at, obj, 'label', 'non-empty string', true);
            const page = file.field(at, obj, 'page', 'non-empty string', false);
            file.field(at, obj, 'url', 'non-empty string', false);
            file.field(at, obj, 'is_published', 'boolean', false);
            const hasPage = Object.hasOwn(obj, 'page');
            const hasUrl = Object.hasOwn(obj, 'url');
            if (!hasPage && !hasUrl)
                file.report('missing_field', `navigation item ${index} needs "page" or "url"`, at);
            else if (hasPage && hasUrl)
                file.report('invalid_field', `navigation item ${index} has both "page" and "url"; keep one`, [
                    ...at,
                    'url',
                ]);
            if (page !== undefined && !pageKeys.has(page))
                file.report('unknown_page', `navigation item refers to page "${page}", which has no pages/${page}.json`, [...at, 'page']);
        });
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
;// CONCATENATED MODULE: ./src/source/layout/read-layout.ts
/** Reads what the layout checks need from a site tree on disk: the text of its layout JSON files. */




const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Text, or undefined for bytes that are not UTF-8 (or contain NUL: binary, as the platform sees it). */
function textOf(bytes) {
    if (bytes.includes(0))
        return undefined;
    try {
        return utf8.decode(bytes);
    }
    catch {
        return undefined;
    }
}
/** The layout issues of a tree read by readSourceTree (every file already confined and sized). */
async function checkTreeLayout(tree, concurrency = 16) {
    const limit = (0,p_limit/* default */.A)(concurrency);
    const texts = new Map();
    await Promise.all(tree.files
        .filter((f) => isLayoutJson(f.path))
        .map((f) => limit(async () => {
        // CRLF becomes LF on upload: check what the platform would get.
        const text = textOf(await (0,promises_.readFile)(f.absPath));
        texts.set(f.path, f.normalized && text !== undefined ? text.replace(/\r\n/g, '\n') : text);
    })));
    return checkSiteLayout({ files: tree.files, texts });
}

;// CONCATENATED MODULE: ./src/source/layout/index.ts
/** Offline checks of the site source layout (the client's own; the emulator keeps its own copy). */





// EXTERNAL MODULE: ./src/sync/catalog/plan-catalog-run.ts + 6 modules
var plan_catalog_run = __webpack_require__(484);
;// CONCATENATED MODULE: ./src/sync/validate-offline.ts
/**
 * Offline validation: every check that needs no platform, each problem with its file, line and
 * column. sitesync.yml (a config that does not load stops here: nothing else can be found);
 * then, all reported together: every site tree's paths (confinement, names, sizes), every site's
 * layout (JSON syntax, required fields, template and page references, locales, navigation
 * targets) and the catalog (YAML syntax, schema, references, cycles, decimals, reserved slugs).
 * `sitesync validate --offline` and the action's offline mode (fork pull requests) both run it.
 */






const relativeTo = (root, file) => (external_node_path_default().relative(root, file) || '.').split((external_node_path_default()).sep).join('/');
function layoutIssue(sourceDir, i) {
    return {
        code: i.code,
        severity: i.severity,
        message: i.message,
        file: sourceDir === '.' ? i.path : `${sourceDir}/${i.path}`,
        ...(i.line !== undefined && { line: i.line }),
        ...(i.column !== undefined && { column: i.column }),
        ...(i.field !== undefined && { field: i.field }),
    };
}
/** The issues of an InputError, or the error again when it is something else (I/O, a bug). */
function issuesOf(err, fallbackFile) {
    if (!(err instanceof shared_errors/* InputError */.dz))
        throw err;
    if (err.issues.length > 0)
        return [...err.issues];
    return [{ code: err.code.toLowerCase(), severity: 'error', message: err.message, file: fallbackFile }];
}
async function validateOffline(options) {
    const config = await (0,src_config/* loadConfig */.Z9)({
        cwd: options.cwd,
        ...(options.configPath && { configPath: options.configPath }),
    });
    const root = config.rootDir;
    const issues = [];
    const sites = [];
    for (const [index, site] of config.sites.entries()) {
        const source = relativeTo(root, site.source);
        const shown = options.reporter?.activity?.(`checking ${source}/`);
        try {
            const tree = await (0,src_source/* readSourceTree */.mg)(site.source);
            sites.push({ source, files: tree.files.length, readable: true });
            issues.push(...(await checkTreeLayout(tree)).map((i) => layoutIssue(source, i)));
        }
        catch (err) {
            sites.push({ source, files: 0, readable: false });
            if (err instanceof shared_errors/* InputError */.dz && src_source/* SOURCE_SETTING_CODES */.QW.has(err.code)) {
                // Not a file of the tree: the setting that names the folder is what to fix.
                issues.push({
                    code: err.code.toLowerCase(),
                    severity: 'error',
                    message: err.message,
                    file: relativeTo(root, config.configFile),
                    field: config.layout === 'multi' ? `sites[${index}].source` : 'site.source',
                });
                continue;
            }
            // Path problems name paths inside the tree: show them from the repository root.
            issues.push(...issuesOf(err, source).map((i) => i.file !== undefined && !i.file.startsWith('/') && !i.file.startsWith(`${source}/`)
                ? { ...i, file: `${source}/${i.file}` }
                : i));
        }
        finally {
            shown?.done();
        }
    }
    let catalog;
    if (config.catalog !== undefined) {
        const shownPath = relativeTo(root, config.catalog);
        try {
            const desired = await (0,plan_catalog_run/* loadDesiredCatalog */.E5)(config);
            catalog = {
                path: shownPath,
                ...(desired && {
                    counts: {
                        brands: desired.brands.length,
                        categories: desired.categories.length,
                        products: desired.products.length,
                        services: desired.services.length,
                    },
                }),
            };
        }
        catch (err) {
            catalog = { path: shownPath };
            issues.push(...issuesOf(err, shownPath));
        }
    }
    issues.sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        a.code.localeCompare(b.code));
    const errorCount = issues.filter((i) => i.severity === 'error').length;
    return {
        config,
        sites,
        ...(catalog && { catalog }),
        issues,
        errorCount,
        warningCount: issues.length - errorCount,
    };
}
/** The error of a failed offline validation (exit 3), every issue listed and located. */
function offlineValidationError(result) {
    if (result.errorCount === 0)
        return undefined;
    const errors = result.issues.filter((i) => i.severity === 'error');
    return new shared_errors/* InputError */.dz('VALIDATION_FAILED', `${errors.length === 1 ? '1 error' : `${errors.length} errors`} found without contacting the platform`, errors, {
        exitCode: shared_errors/* ExitCode */.yU.validation,
        hint: 'fix what the issues name; nothing was read from or written to the platform',
    });
}

// EXTERNAL MODULE: ./src/cli/credentials.ts
var credentials = __webpack_require__(8228);
// EXTERNAL MODULE: ./src/cli/commands/shared.ts
var shared = __webpack_require__(9764);
// EXTERNAL MODULE: ./src/cli/commands/validation-error.ts
var validation_error = __webpack_require__(1117);
;// CONCATENATED MODULE: ./src/cli/commands/validate.ts









/**
 * Every check that needs no platform first (src/sync/validate-offline.ts). Then, unless
 * `--offline` or no credential is found (flags, environment, or the key stored by `sitesync
 * login`), the platform's own validation of the changed site trees.
 */
async function validateCommand(opts, io) {
    const reporter = io.output.reporter();
    const offline = await validateOffline({
        cwd: (0,external_node_path_.resolve)(io.cwd, opts.cwd ?? '.'),
        ...(opts.config && { configPath: (0,external_node_path_.resolve)(io.cwd, opts.config) }),
        reporter,
    });
    const lines = offlineLines(offline);
    const offlineJson = {
        sites: offline.sites,
        ...(offline.catalog && { catalog: offline.catalog }),
        issues: offline.issues,
    };
    const localError = offlineValidationError(offline);
    const credentialsFound = opts.offline ? false : await hasCredentials(opts, io.env);
    if (localError || !credentialsFound) {
        lines.push(localError
            ? `validation failed: ${localError.message}${credentialsFound ? ' (the platform’s validation was not asked: fix these first)' : ''}`
            : opts.offline
                ? 'valid (offline: the platform was not asked)'
                : 'valid offline (no credential found: set SITESYNC_API_KEY or run `sitesync login` to add the platform’s validation)');
        return {
            exitCode: localError ? shared_errors/* ExitCode */.yU.validation : shared_errors/* ExitCode */.yU.ok,
            json: { online: false, ...offlineJson },
            text: lines.join('\n'),
            ...(localError && { error: localError }),
        };
    }
    const prepared = await (0,shared/* prepareFromCli */.wY)(opts, io, true);
    const { plan } = await (0,plan_run/* planRun */.n)(prepared, { reporter });
    for (const site of plan.sites) {
        lines.push(`platform: ${site.sourceDir}/ ${site.validation.checked ? 'validated' : `not validated (${site.validation.note ?? 'no changes'})`}`);
        for (const i of [...site.validation.errors, ...site.validation.warnings])
            lines.push(`  ${(0,render_text/* formatIssueLine */.j)(i)}`);
    }
    const failed = plan.sites.some(types/* siteHasErrors */.J4);
    lines.push(failed ? 'validation failed (the platform’s validation)' : 'valid');
    const error = (0,validation_error/* siteValidationError */.x)(plan, 'apply would write nothing');
    return {
        exitCode: failed ? shared_errors/* ExitCode */.yU.validation : shared_errors/* ExitCode */.yU.ok,
        json: {
            online: true,
            ...offlineJson,
            platform: plan.sites.map((s) => ({
                siteId: s.siteId,
                sourceDir: s.sourceDir,
                validation: s.validation,
            })),
        },
        text: lines.join('\n'),
        ...(error && { error }),
    };
}
/** A credential from --api-key, SITESYNC_API_KEY or the stored login; a bad base URL is still an error. */
async function hasCredentials(opts, env) {
    try {
        await (0,credentials/* resolveCredentials */.z8)((0,credentials/* credentialFlags */.fQ)(opts), env);
        return true;
    }
    catch (err) {
        if (err instanceof shared_errors/* SitesyncError */.fj && err.code === 'NO_API_KEY')
            return false;
        throw err;
    }
}
function offlineLines(result) {
    const lines = [];
    const count = (file, severity) => result.issues.filter((i) => i.severity === severity &&
        i.file !== undefined &&
        file !== undefined &&
        (i.file === file || i.file.startsWith(`${file}/`))).length;
    for (const site of result.sites) {
        const errors = count(site.source, 'error');
        const warnings = count(site.source, 'warning');
        lines.push(site.readable
            ? `${errors > 0 ? 'FAIL' : 'ok  '} ${site.source}/: ${site.files} files, paths and layout checked` +
                (errors + warnings > 0 ? ` (${errors} error(s), ${warnings} warning(s))` : '')
            : errors > 0
                ? `FAIL ${site.source}/: not read (${errors} error(s)); its layout is checked once they are fixed`
                : `FAIL ${site.source}/: not read (see the error below); its layout is checked once it is fixed`);
    }
    if (result.catalog) {
        const errors = count(result.catalog.path, 'error');
        const c = result.catalog.counts;
        lines.push(`${errors > 0 ? 'FAIL' : 'ok  '} ${result.catalog.path}: ` +
            (c
                ? `${c.brands} brands, ${c.categories} categories, ${c.products} products, ${c.services} services; YAML, schema, references, cycles and decimals checked`
                : `${errors} error(s)`));
    }
    for (const issue of result.issues)
        lines.push(`  ${(0,shared_errors/* formatIssue */.Hd)(issue)}`);
    return lines;
}


/***/ })

};
