export const id = 479;
export const ids = [479];
export const modules = {

/***/ 7951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ak: () => (/* reexport */ loadCatalog)
});

// UNUSED EXPORTS: CATALOG_SECTIONS, DECIMAL_FIELDS, KIND_OF, REF_FIELD, REF_KIND, SECTION_OF, canonicalDecimal, catalogParseKey, formatCatalogIssue, normaliseDecimal, parseCatalog

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/runtime/worker-task.ts + 1 modules
var worker_task = __webpack_require__(5284);
// EXTERNAL MODULE: ./src/catalog/parse-catalog.ts
var parse_catalog = __webpack_require__(166);
// EXTERNAL MODULE: ./src/catalog/build-entity.ts
var build_entity = __webpack_require__(4075);
// EXTERNAL MODULE: ./src/catalog/catalog-schema.ts + 1 modules
var catalog_schema = __webpack_require__(211);
// EXTERNAL MODULE: ./src/catalog/check-references.ts
var check_references = __webpack_require__(5826);
// EXTERNAL MODULE: ./src/catalog/raw-entries.ts
var raw_entries = __webpack_require__(9680);
// EXTERNAL MODULE: ./src/catalog/types.ts
var types = __webpack_require__(1234);
// EXTERNAL MODULE: ./src/catalog/yaml/fast-load.ts
var fast_load = __webpack_require__(7726);
;// CONCATENATED MODULE: ./src/catalog/yaml/item-chunks.ts

const HEADER = /^(brands|categories|products|services):(?: +#[^\n]*| *)\r?\n$/;
/**
 * Characters on which the parsers part ways with these lines: a carriage return that is not
 * part of CRLF (js-yaml breaks the line there: what follows a `#` would be YAML again), NEL and
 * the Unicode line and paragraph separators, control characters and NUL (js-yaml refuses them,
 * and the positioned parse reads the whole file), byte order marks, non-characters and lone
 * surrogates.
 */
const UNSAFE = 
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]|\r(?!\n)|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
const SPACE = 0x20;
const TAB = 0x09;
const DASH = 0x2d;
const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;
/** The items of each section of `text`, in order; undefined when the text is not of the plain shape. */
function chunkCatalogText(text) {
    if (text.length === 0 || text.charCodeAt(text.length - 1) !== LF)
        return undefined;
    if (UNSAFE.test(text) || (0,fast_load/* mayHaveAliases */.q)(text))
        return undefined;
    const sections = new Map();
    let items;
    let dashIndent = -1;
    let open;
    const close = (end, endLine) => {
        if (open && items)
            items.push({ start: open.start, end, line: open.line, lines: endLine - open.line });
        open = undefined;
    };
    let line = 0;
    for (let pos = 0; pos < text.length;) {
        line++;
        const next = text.indexOf('\n', pos) + 1;
        let indent = 0;
        while (text.charCodeAt(pos + indent) === SPACE)
            indent++;
        const first = text.charCodeAt(pos + indent);
        if (first === TAB)
            return undefined;
        const blank = first === LF || (first === CR && text.charCodeAt(pos + indent + 1) === LF);
        if (!blank && first !== HASH) {
            const after = text.charCodeAt(pos + indent + 1);
            const dash = first === DASH && (after === SPACE || after === LF || after === CR);
            if (indent === 0 && !dash) {
                const header = HEADER.exec(text.slice(pos, next));
                const name = header?.[1];
                if (!name || sections.has(name))
                    return undefined;
                close(pos, line);
                if (items && items.length === 0)
                    return undefined;
                items = [];
                sections.set(name, items);
                dashIndent = -1;
            }
            else if (!items) {
                return undefined;
            }
            else if (dash && (dashIndent === -1 || indent === dashIndent)) {
                close(pos, line);
                dashIndent = indent;
                open = { start: pos, line };
            }
            else if (dashIndent === -1 || indent <= dashIndent) {
                return undefined;
            }
        }
        pos = next;
    }
    close(text.length, line + 1);
    if (!items || items.length === 0)
        return undefined;
    return sections;
}

// EXTERNAL MODULE: ./src/catalog/yaml/yaml-data.ts
var yaml_data = __webpack_require__(5837);
// EXTERNAL MODULE: ./src/catalog/yaml/yaml-source.ts + 1 modules
var yaml_source = __webpack_require__(2438);
;// CONCATENATED MODULE: ./src/catalog/reuse-parse.ts
/**
 * A changed catalog parsed item by item: the items whose text is the same as at the last valid
 * parse keep that parse (moved to their new line); only the others are parsed, together, as one
 * small document. L's small change (20 of 50,000 products) then parses 20 items instead of 8 MB of
 * YAML. Pure; the caller stores and supplies the previous parse (state/catalog-parse-cache-store).
 *
 * The result is the whole parse's result or nothing (undefined: parse the whole text):
 * - the text must split into items by lines (yaml/item-chunks.ts), and an item's text stands
 *   for its parse only where the parser put the item's start on that very line, when it was
 *   parsed (itemTableOf, from the whole parse) and when it is parsed here (the changed items);
 * - an item is identified by a SHA-256 of its file name, section and exact text;
 * - the changed items must pass the schema and build without an issue; the checks across the
 *   catalog (duplicates, references, cycles) run over every item and must find nothing; the node
 *   cap counts every item. Anything to report is left to the whole parse, which says it exactly.
 */










/** Characters of one item digest (128 bits of SHA-256, base64). */
const ITEM_DIGEST_CHARS = 22;
function itemDigest(file, section, text) {
    return (0,external_node_crypto_.hash)('sha256', `${file}\0${section}\0${text}`, 'base64').slice(0, ITEM_DIGEST_CHARS);
}
/** Every file split into items with their digests; undefined when one does not split. */
function chunkFiles(files) {
    // Items are told apart by file name: two files of one name are never split.
    if (new Set(files.map((f) => f.file)).size !== files.length)
        return undefined;
    const out = [];
    for (const { file, text } of files) {
        const chunks = chunkCatalogText(text);
        if (!chunks)
            return undefined;
        const digests = new Map();
        for (const [section, items] of chunks)
            digests.set(section, items.map((c) => itemDigest(file, section, text.slice(c.start, c.end))));
        out.push({ file, text, chunks, digests });
    }
    return out;
}
/**
 * The item table of a whole parse of `chunked`, or undefined unless every entity starts on the
 * line where its chunk does, in the same order, and the fast parse counted every item's nodes.
 */
function itemTableOf(chunked, catalog, itemNodes) {
    const table = {};
    for (const section of types/* CATALOG_SECTIONS */.nN) {
        const entities = catalog[section];
        let i = 0;
        let digests = '';
        const nodes = [];
        for (const f of chunked) {
            const chunks = f.chunks.get(section) ?? [];
            if (chunks.length === 0)
                continue;
            const counts = itemNodes.get(f.file)?.get(section);
            const fileDigests = f.digests.get(section);
            if (!counts || counts.length !== chunks.length)
                return undefined;
            for (let j = 0; j < chunks.length; j++) {
                const location = entities[i++]?.location;
                if (location?.file !== f.file || location.line !== chunks[j].line)
                    return undefined;
                digests += fileDigests[j];
                nodes.push(counts[j]);
            }
        }
        if (i !== entities.length)
            return undefined;
        if (i > 0)
            table[section] = { digests, nodes };
    }
    return table;
}
/** The parse of `chunked`, reusing `previous`'s unchanged items; undefined: parse it whole. */
function reuseParse(chunked, previous) {
    const slots = new Map(types/* CATALOG_SECTIONS */.nN.map((s) => [s, []]));
    try {
        const reusable = reusableItems(previous);
        if (!reusable)
            return undefined;
        for (const f of chunked) {
            const source = unplacedSource(f.file);
            const unknown = [];
            let nodes = 1; // the root mapping
            for (const section of types/* CATALOG_SECTIONS */.nN) {
                const chunks = f.chunks.get(section);
                if (!chunks)
                    continue;
                nodes += 2; // the section's key and its sequence
                const digests = f.digests.get(section);
                for (let j = 0; j < chunks.length; j++) {
                    const chunk = chunks[j];
                    const slot = { digest: digests[j], nodes: 0 };
                    const known = reusable.get(slot.digest);
                    if (known) {
                        const entry = { source, section, index: j, value: undefined };
                        const entity = known.entity.location.line === chunk.line
                            ? known.entity
                            : moved(known.entity, f.file, chunk.line);
                        slot.built = { entity, entry };
                        slot.nodes = known.nodes;
                        nodes += known.nodes;
                    }
                    else
                        unknown.push({ section, chunk, slot });
                    slots.get(section).push(slot);
                }
            }
            nodes += parseUnknown(f, unknown, source);
            if (nodes > yaml_data/* DEFAULT_YAML_LIMITS */.fr.maxNodes)
                return undefined;
        }
        const all = [];
        for (const section of types/* CATALOG_SECTIONS */.nN)
            for (const slot of slots.get(section))
                all.push(slot.built);
        if ((0,check_references/* checkCatalog */.k)(all).length > 0)
            return undefined;
    }
    catch {
        // Something to report (or not of the shape taken here): the whole parse says it exactly.
        return undefined;
    }
    const catalog = {};
    const items = {};
    for (const section of types/* CATALOG_SECTIONS */.nN) {
        const list = slots.get(section);
        catalog[section] = list.map((s) => s.built.entity);
        if (list.length > 0)
            items[section] = { digests: list.map((s) => s.digest).join(''), nodes: list.map((s) => s.nodes) };
    }
    return { catalog: Object.freeze(catalog), items };
}
/** The previous parse's entities by item digest; undefined when its table does not fit it. */
function reusableItems(previous) {
    const out = new Map();
    for (const section of types/* CATALOG_SECTIONS */.nN) {
        const entities = previous.catalog[section];
        const table = previous.items[section];
        if (!Array.isArray(entities))
            return undefined;
        if (!table) {
            if (entities.length > 0)
                return undefined;
            continue;
        }
        if (typeof table.digests !== 'string' ||
            !Array.isArray(table.nodes) ||
            table.digests.length !== entities.length * ITEM_DIGEST_CHARS ||
            table.nodes.length !== entities.length)
            return undefined;
        for (let i = 0; i < entities.length; i++) {
            const at = i * ITEM_DIGEST_CHARS;
            out.set(table.digests.slice(at, at + ITEM_DIGEST_CHARS), {
                entity: entities[i],
                nodes: table.nodes[i],
            });
        }
    }
    return out;
}
/**
 * Parses the items not seen before as one document of their sections (in the same order, at the
 * same indentation), fills their slots and returns their node count. Throws when they are not
 * exactly those items, or when one has anything to report.
 */
function parseUnknown(f, unknown, source) {
    if (unknown.length === 0)
        return 0;
    const parts = [];
    const miniLines = [];
    let line = 1;
    let section;
    for (const u of unknown) {
        if (u.section !== section) {
            section = u.section;
            parts.push(`${section}:\n`);
            line++;
        }
        miniLines.push(line);
        parts.push(f.text.slice(u.chunk.start, u.chunk.end));
        line += u.chunk.lines;
    }
    const mini = parts.join('');
    const fast = (0,fast_load/* fastLoad */.P)(mini);
    if (!fast || !(0,catalog_schema/* catalogValidator */.k)()(fast.data))
        throw new Error('not the items expected');
    const entries = (0,raw_entries/* collectEntries */.XU)((0,yaml_source/* lazySource */.Y6)(mini, f.file, fast.itemPositions, true), fast.data);
    if (entries.length !== unknown.length)
        throw new Error('not the items expected');
    let nodes = 0;
    for (let k = 0; k < unknown.length; k++) {
        const u = unknown[k];
        const entry = entries[k];
        const position = fast.itemPositions.get(u.section)?.[entry.index];
        const count = fast.itemNodes.get(u.section)?.[entry.index];
        if (entry.section !== u.section || !position || position.line !== miniLines[k] || count === undefined)
            throw new Error('not the items expected');
        const result = (0,build_entity/* buildEntity */.ik)(entry);
        if (!result.built || result.issues.length > 0)
            throw new Error('an item to report');
        const entity = result.built.entity;
        u.slot.built = {
            entity: { ...entity, location: { file: f.file, line: u.chunk.line, column: position.column } },
            entry: { source, section: u.section, index: k, value: undefined },
        };
        u.slot.nodes = count;
        nodes += count;
    }
    return nodes;
}
/** A reused entity at its item's new line (the column is the same: the text is). */
function moved(entity, file, line) {
    return { ...entity, location: { file, line, column: entity.location.column } };
}
/** A source whose positions are not known here: asking for one throws, and the whole parse runs. */
function unplacedSource(file) {
    return (0,yaml_source/* lazySource */.Y6)('', file, new Map(), true);
}

;// CONCATENATED MODULE: ./src/catalog/load-catalog.ts
/** Reads a catalog file, or every `*.yml` / `*.yaml` file of a folder, and parses it. */








/** A catalog file larger than this is refused before it is read (10,000 products take ~3 MiB). */
const MAX_CATALOG_FILE_BYTES = 64 * 1024 * 1024;
/**
 * Catalog text from this size on, or any with anchors or aliases, is parsed in a worker thread, so
 * that Ctrl-C and SIGTERM are honoured at once even while a large or hostile file is parsed —
 * except that the fast parse of a clean catalog up to IN_THREAD_FAST_BYTES is tried here first.
 */
const OFF_THREAD_PARSE_BYTES = 256 * 1024;
/**
 * Up to this much catalog text without anchors or aliases, the fast parse (js-yaml, ~0.1 s per
 * MiB) runs on the main thread: a worker's start and the copy of its result back cost more than
 * the parse (M, 10k products: 0.73 s in a worker against 0.2–0.3 s here). Anything that needs
 * the positioned parse (errors to locate, a file the fast parse does not take) still goes to the
 * worker. Ctrl-C during such a parse is honoured when it ends (under ~2 s at this size).
 */
const IN_THREAD_FAST_BYTES = 16 * 1024 * 1024;
/**
 * The cache key of a set of catalog files: SHA-256 over every name and text, and over each file's
 * identity on this disk (device, inode, change time) when given. A parse stored anywhere else — a
 * `.sitesync/catalog.json` committed by a pull request, or copied in — then never matches: nobody
 * can predict the inode and change time a checkout gives the file, so the cache cannot be made to
 * stand for a catalog its YAML does not say. An unchanged file keeps its identity (a no-op hits).
 */
function catalogParseKey(files, identities = []) {
    const h = (0,external_node_crypto_.createHash)('sha256');
    for (const [i, f] of files.entries())
        h.update(`${f.file}\0${identities[i] ?? ''}\0${f.bytes.byteLength}\0`).update(f.bytes);
    return h.digest('hex');
}
async function loadCatalog(pathOrDir, options = {}) {
    const baseDir = options.baseDir ?? process.cwd();
    const absolute = external_node_path_default().resolve(pathOrDir);
    const files = await catalogFilePaths(absolute, displayPath(baseDir, absolute));
    const read = await Promise.all(files.map(async (file) => {
        const shown = displayPath(baseDir, file);
        const info = await refuseTooLarge(file, shown);
        // Bytes: the key is their digest, and a cache hit never needs them decoded (8 MB on L).
        const bytes = await (0,promises_.readFile)(file);
        return { file: shown, bytes, identity: `${info.dev}:${info.ino}:${info.ctimeMs}` };
    }));
    const texts = () => read.map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));
    let saidValid = false;
    const sayValid = () => {
        if (!saidValid)
            options.onValid?.();
        saidValid = true;
    };
    const valid = (catalog) => {
        options.check?.(catalog);
        sayValid();
        return catalog;
    };
    if (!options.cache)
        return valid(await parseTexts(texts(), options.signal));
    const key = catalogParseKey(read, read.map((r) => r.identity));
    if (await options.cache.peek?.(key))
        sayValid();
    const cached = await options.cache.get(key);
    if (cached)
        return valid(cached);
    // A miss: the items whose text is unchanged since the stored parse keep their parse.
    const previous = options.cache.previous?.();
    const decoded = texts();
    // Past the in-thread parse's size the worker parses it, which keeps no item table: no chunks.
    const inThread = decoded.reduce((n, t) => n + t.text.length, 0) <= IN_THREAD_FAST_BYTES;
    const chunked = inThread ? chunkFiles(decoded) : undefined;
    const stored = await previous;
    const reused = chunked && stored ? reuseParse(chunked, stored) : undefined;
    if (reused) {
        valid(reused.catalog);
        await options.cache.set(key, reused.catalog, reused.items);
        return reused.catalog;
    }
    const itemNodes = new Map();
    const parsed = valid(await parseTexts(decoded, options.signal, (file, nodes) => itemNodes.set(file, nodes)));
    const items = chunked && itemTableOf(chunked, parsed, itemNodes);
    await options.cache.set(key, parsed, items || undefined);
    return parsed;
}
async function parseTexts(texts, signal, onItemNodes) {
    const bytes = texts.reduce((n, t) => n + t.text.length, 0);
    if (bytes < OFF_THREAD_PARSE_BYTES && !texts.some((t) => (0,fast_load/* mayHaveAliases */.q)(t.text)))
        return (0,parse_catalog/* parseCatalog */.Lo)(texts, { ...(onItemNodes && { onItemNodes }) });
    // The fast parse refuses anchors and aliases itself (one scan of the text): they hand over too.
    if (bytes <= IN_THREAD_FAST_BYTES) {
        try {
            return (0,parse_catalog/* parseCatalog */.Lo)(texts, { positioned: false, ...(onItemNodes && { onItemNodes }) });
        }
        catch (err) {
            if (!(err instanceof parse_catalog/* NeedsPositionedParse */.tn))
                throw err;
        }
    }
    return (0,worker_task/* parseCatalogOffThread */.iS)(texts, { doing: 'parsing the catalog', ...(signal && { signal }) });
}
/** The file's stat, after refusing one over the cap. */
async function refuseTooLarge(file, shown) {
    const info = await (0,promises_.stat)(file);
    const size = info.size;
    if (size <= MAX_CATALOG_FILE_BYTES)
        return info;
    const message = `the catalog file is ${size} bytes; sitesync reads at most ${MAX_CATALOG_FILE_BYTES} bytes (64 MiB) per file`;
    throw new errors/* InputError */.dz('CATALOG_TOO_LARGE', `${shown}: ${message}`, [{ file: shown, code: 'file_too_large', severity: 'error', message }], {
        hint: 'split the catalog into a folder of files (`catalog: catalog/` in sitesync.yml)',
        exitCode: errors/* ExitCode */.yU.validation,
    });
}
async function catalogFilePaths(absolute, shown) {
    let info;
    try {
        info = await (0,promises_.stat)(absolute);
    }
    catch (cause) {
        throw new errors/* SitesyncError */.fj('CATALOG_NOT_FOUND', `catalog not found: ${shown}`, {
            cause,
            hint: 'check the `catalog` path in sitesync.yml',
            location: { file: shown },
        });
    }
    if (!info.isDirectory())
        return [absolute];
    const names = (await (0,promises_.readdir)(absolute, { withFileTypes: true }))
        .filter((d) => d.isFile() && /\.ya?ml$/.test(d.name))
        .map((d) => d.name)
        .sort();
    if (names.length === 0) {
        throw new errors/* InputError */.dz('CATALOG_EMPTY_FOLDER', `no *.yml or *.yaml files in the catalog folder ${shown}`, [
            { code: 'empty_catalog_folder', severity: 'error', file: shown, message: 'no *.yml or *.yaml files' },
        ]);
    }
    return names.map((name) => external_node_path_default().join(absolute, name));
}
function displayPath(baseDir, file) {
    const relative = external_node_path_default().relative(baseDir, file);
    const shown = relative === '' ? external_node_path_default().basename(file) : relative.startsWith('..') ? file : relative;
    return shown.split((external_node_path_default()).sep).join('/');
}

// EXTERNAL MODULE: ./src/catalog/decimal.ts
var decimal = __webpack_require__(3688);
;// CONCATENATED MODULE: ./src/catalog/index.ts








/***/ }),

/***/ 7479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tY: () => (/* binding */ chainRequestHooks),
  pg: () => (/* binding */ parseHistoryDepth),
  wY: () => (/* binding */ prepareFromCli)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/credentials.ts
var cli_credentials = __webpack_require__(8228);
// EXTERNAL MODULE: ./src/platform/limits.ts
var limits = __webpack_require__(8351);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/config/index.ts + 7 modules
var src_config = __webpack_require__(3201);
// EXTERNAL MODULE: ./src/platform/index.ts + 5 modules
var platform = __webpack_require__(1661);
// EXTERNAL MODULE: ./src/source/index.ts + 3 modules
var source = __webpack_require__(424);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/sync/catalog/catalog-digest.ts
/** What a dirty working tree's keys must cover of the catalog: the bytes of every catalog file. */



/** One `catalog <file> <sha256>` line per YAML file (sorted); none when there is no catalog. */
async function catalogDigestParts(catalogPath) {
    if (catalogPath === undefined)
        return [];
    let files;
    try {
        const info = await (0,promises_.stat)(catalogPath);
        files = info.isDirectory()
            ? (await (0,promises_.readdir)(catalogPath))
                .filter((n) => /\.ya?ml$/.test(n))
                .sort()
                .map((n) => external_node_path_default().join(catalogPath, n))
            : [catalogPath];
    }
    catch {
        return ['catalog missing'];
    }
    const parts = [];
    for (const file of files) {
        const hash = (0,external_node_crypto_.createHash)('sha256')
            .update(await (0,promises_.readFile)(file))
            .digest('hex');
        parts.push(`catalog ${external_node_path_default().basename(file)} ${hash}`);
    }
    return parts;
}

// EXTERNAL MODULE: ./src/shared/phase-clock.ts
var phase_clock = __webpack_require__(9737);
// EXTERNAL MODULE: ./src/sync/revision.ts
var sync_revision = __webpack_require__(1442);
// EXTERNAL MODULE: ./src/state/state-file.ts
var state_file = __webpack_require__(8255);
;// CONCATENATED MODULE: ./src/state/digest-cache-store.ts
/**
 * The digest cache: `.sitesync/digests.json`. Only an accelerator: unreadable means empty, a
 * failed save is ignored, and it is not used when a site source contains the `.sitesync` folder
 * (the cache would become part of the tree).
 */


const digestFile = (rootDir) => (0,state_file/* stateFile */.Ed)(rootDir, 'digests.json', {
    bestEffort: true,
    decode: (raw) => (0,state_file/* isRecord */.u4)(raw) && (0,state_file/* isRecord */.u4)(raw.entries) ? raw : undefined,
});
/** undefined when a source folder holds `.sitesync` itself. */
async function loadDigestCache(rootDir, sources) {
    if ((0,state_file/* stateDirInside */.JI)(rootDir, sources))
        return undefined;
    const file = digestFile(rootDir);
    // The stat first: a save between the two reads then makes entries racy, never trusted early.
    const savedAtMs = await file.savedAtMs();
    const data = savedAtMs === undefined ? undefined : await file.load();
    return (0,source/* createDigestCache */.dc)(data, true, savedAtMs);
}
/** Saves the entries of this run; not at all when they are the saved ones (a no-op plan writes nothing). */
async function saveDigestCache(rootDir, cache) {
    if (!cache?.changed)
        return;
    await digestFile(rootDir).save(cache.snapshot());
}

// EXTERNAL MODULE: ./src/sync/catalog/plan-catalog-run.ts + 2 modules
var plan_catalog_run = __webpack_require__(7890);
;// CONCATENATED MODULE: ./src/sync/prepare.ts








/** Reads config and every site's tree, and works out the revision keys derive from. */
async function prepareRun(options) {
    const config = await (0,src_config/* loadConfig */.Z9)({
        cwd: options.cwd,
        ...(options.configPath && { configPath: options.configPath }),
        ...(options.allowMissingCatalog && { allowMissingCatalog: true }),
    });
    const clock = options.clock ?? phase_clock/* NO_PHASE_CLOCK */.f;
    const signal = options.transport?.signal;
    const known = {};
    // Ends the early reads when the local inputs fail: nothing is left running behind the error.
    const early = new AbortController();
    const client = options.credentials
        ? (0,platform/* createPlatformClient */.B4)({
            ...options.transport,
            baseUrl: options.credentials.baseUrl,
            apiKey: options.credentials.apiKey,
            ...(options.credentials.source !== undefined && { credentialSource: options.credentials.source }),
            keyRevision: () => known.keyRevision,
            signal: signal ? AbortSignal.any([signal, early.signal]) : early.signal,
        })
        : undefined;
    const before = client && options.readCatalogEarly ? (options.readCatalogEarly.before?.(client) ?? null) : null;
    // The YAML is parsed meanwhile; only the live reads wait for `before`. Files the digest cache
    // does not know are hashed once the pages are asked for (a first plan: the parse goes first).
    let readsAsked;
    const pagesAsked = new Promise((resolve) => (readsAsked = resolve));
    const catalogInputs = client && options.readCatalogEarly
        ? (0,plan_catalog_run/* readCatalogInputs */.lA)({
            client,
            config,
            clock,
            readsAfter: before,
            onReadsAsked: readsAsked,
            ...(signal && { signal }),
        })
        : undefined;
    // Settled by planRun; until then a failure must not surface as an unhandled rejection.
    catalogInputs?.catch(() => undefined);
    let trees;
    let revision;
    try {
        trees = await clock.time('read tree', async () => {
            const cache = await loadDigestCache(config.rootDir, config.sites.map((s) => s.source));
            const read = await Promise.all(config.sites.map((s) => (0,source/* readSourceTree */.mg)(s.source, {
                ...(cache && { cache }),
                ...(catalogInputs && { readAfter: pagesAsked }),
            })));
            await saveDigestCache(config.rootDir, cache);
            return read;
        });
        revision = await (0,sync_revision/* resolveRevision */.e)({
            cwd: config.rootDir,
            inputs: [
                config.configFile,
                ...config.sites.map((s) => s.source),
                ...(config.catalog ? [config.catalog] : []),
            ],
            ...(options.commit && { commit: options.commit }),
            contentDigest: async () => (0,sync_revision/* digestOf */.o)([
                ...trees.flatMap((t, i) => [`site ${i}`, ...t.files.map((f) => `${f.path} ${f.checksum}`)]),
                ...(await catalogDigestParts(config.catalog)),
                ...((await options.extraDigest?.(config)) ?? []),
            ]),
        });
    }
    catch (err) {
        early.abort(err);
        await Promise.allSettled([before, catalogInputs]);
        throw err;
    }
    known.keyRevision = revision.keyRevision;
    await before;
    if (revision.dirty) {
        options.reporter.warn(revision.commit
            ? `uncommitted changes under the site sources or catalog: idempotency keys derive from the content, not from commit ${revision.commit.slice(0, 7)}`
            : 'not a git checkout with a commit: idempotency keys derive from the content');
    }
    return {
        config,
        trees,
        revision,
        client,
        ...(signal && { signal }),
        ...(catalogInputs && { catalogInputs }),
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/shared.ts





/** Config, trees, revision and a client for a command that talks to the platform. */
async function prepareFromCli(opts, io, needsClient = true, extra = {}) {
    const credentials = needsClient ? await (0,cli_credentials/* resolveCredentials */.z8)((0,cli_credentials/* credentialFlags */.fQ)(opts), io.env) : undefined;
    return prepareRun({
        cwd: (0,external_node_path_.resolve)(io.cwd, opts.cwd ?? '.'),
        ...(opts.config && { configPath: (0,external_node_path_.resolve)(io.cwd, opts.config) }),
        ...(credentials && { credentials }),
        ...(extra.allowMissingCatalog && { allowMissingCatalog: true }),
        ...(extra.clock && { clock: extra.clock }),
        ...(extra.readCatalogEarly && { readCatalogEarly: extra.readCatalogEarly }),
        reporter: io.output.reporter(),
        transport: {
            limits: (0,limits/* limitsFromEnv */.E9)(io.env),
            ...io.transport,
            signal: io.signal,
            onRequest: chainRequestHooks(io.transport?.onRequest, (e) => io.output.onRequest(e)),
        },
    });
}
/** One hook that calls each given hook in turn. */
function chainRequestHooks(...hooks) {
    const present = hooks.filter((h) => h !== undefined);
    return (entry) => {
        for (const hook of present)
            hook(entry);
    };
}
/** `--history-depth N`: commits of git history searched to classify changes (docs/live-edits.md). */
function parseHistoryDepth(value) {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1 || n > 100_000)
        throw new errors/* SitesyncError */.fj('BAD_FLAG', `--history-depth must be a whole number of commits from 1 to 100000, got ${JSON.stringify(value)}`, { exitCode: errors/* ExitCode */.yU.usage });
    return n;
}


/***/ }),

/***/ 2465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* reexport safe */ _ledger_format_js__WEBPACK_IMPORTED_MODULE_0__.Ei),
/* harmony export */   XL: () => (/* reexport safe */ _ledger_store_js__WEBPACK_IMPORTED_MODULE_2__.X),
/* harmony export */   bA: () => (/* reexport safe */ _ledger_format_js__WEBPACK_IMPORTED_MODULE_0__.bA),
/* harmony export */   bl: () => (/* reexport safe */ _ledger_record_js__WEBPACK_IMPORTED_MODULE_1__.bl)
/* harmony export */ });
/* harmony import */ var _ledger_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7562);
/* harmony import */ var _ledger_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7324);
/* harmony import */ var _ledger_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3960);





/***/ }),

/***/ 3960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ writeLedger)
/* harmony export */ });
/* harmony import */ var _ledger_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7562);

/** Creates the ledger category, or PATCHes its description when it differs. */
async function writeLedger(client, record, ledger) {
    const description = (0,_ledger_format_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeLedger */ .CE)(ledger);
    if (record.categoryId !== undefined) {
        if (record.description === description)
            return { action: 'unchanged', categoryId: record.categoryId };
        await client.categories.update(record.categoryId, { description });
        return { action: 'updated', categoryId: record.categoryId };
    }
    const created = await client.categories.create({ ..._ledger_format_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_CATEGORY_FIELDS */ .tf, description });
    return { action: 'created', categoryId: created.id };
}


/***/ }),

/***/ 9737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ NO_PHASE_CLOCK),
/* harmony export */   o: () => (/* binding */ createPhaseClock)
/* harmony export */ });
function createPhaseClock(now = () => performance.now()) {
    const origin = now();
    const recorded = [];
    const round = (ms) => Math.round(ms * 10) / 10;
    return {
        async time(phase, work) {
            const start = now();
            try {
                return await work();
            }
            finally {
                recorded.push({ phase, startMs: round(start - origin), ms: round(now() - start) });
            }
        },
        timings: () => [...recorded].sort((a, b) => a.startMs - b.startMs),
    };
}
/** A clock that measures nothing (callers that do not report timings). */
const NO_PHASE_CLOCK = {
    time: (_phase, work) => work(),
    timings: () => [],
};


/***/ }),

/***/ 7668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ settleAll)
/* harmony export */ });
/**
 * Like Promise.all, but waits for every promise to settle before rejecting with the first
 * failure. A command must not return (and its caller clean up) while sibling work is still
 * running — e.g. a catalog read still writing its cache after the site plan failed.
 */
async function settleAll(promises) {
    const results = await Promise.allSettled(promises);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed)
        throw failed.reason;
    return results.map((r) => r.value);
}


/***/ }),

/***/ 2367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bz: () => (/* binding */ saveCatalogReadHints),
/* harmony export */   _g: () => (/* binding */ rateLimitToRemember),
/* harmony export */   iV: () => (/* binding */ loadCatalogReadHints)
/* harmony export */ });
/* harmony import */ var _state_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8255);

const isIdList = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
function decodeRateLimit(raw) {
    if (!(0,_state_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(raw))
        return undefined;
    const { credential, perMinute } = raw;
    if (typeof credential !== 'string' || typeof perMinute !== 'number')
        return undefined;
    if (!Number.isSafeInteger(perMinute) || perMinute <= 0)
        return undefined;
    return { credential, perMinute };
}
const cursorsFile = (rootDir) => (0,_state_file_js__WEBPACK_IMPORTED_MODULE_0__/* .stateFile */ .Ed)(rootDir, 'list-cursors.json', {
    bestEffort: true,
    decode: (raw) => {
        if (!(0,_state_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(raw) || raw.version !== 1 || !(0,_state_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(raw.cursors))
            return undefined;
        const { brands, categories, products } = raw.cursors;
        const rateLimit = decodeRateLimit(raw.rateLimit);
        return {
            version: 1,
            cursors: {
                ...(isIdList(brands) && { brands }),
                ...(isIdList(categories) && { categories }),
                ...(isIdList(products) && { products }),
            },
            ...(rateLimit && { rateLimit }),
        };
    },
});
async function loadCatalogReadHints(rootDir) {
    const file = await cursorsFile(rootDir).load();
    return file && { cursors: file.cursors, ...(file.rateLimit && { rateLimit: file.rateLimit }) };
}
async function saveCatalogReadHints(rootDir, hints) {
    await cursorsFile(rootDir).save({ version: 1, ...hints });
}
/** The rate limit to remember after a read: the one the transport paces to now, else the stored one. */
function rateLimitToRemember(transport, stored) {
    if (transport.rateLimit !== undefined)
        return { credential: transport.credentialTag, perMinute: transport.rateLimit };
    return stored;
}


/***/ }),

/***/ 7890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E5: () => (/* binding */ loadDesiredCatalog),
  eH: () => (/* binding */ planCatalogRun),
  lA: () => (/* binding */ readCatalogInputs)
});

// EXTERNAL MODULE: ./src/catalog/index.ts + 3 modules
var catalog = __webpack_require__(7951);
// EXTERNAL MODULE: ./src/ledger/index.ts
var src_ledger = __webpack_require__(2465);
// EXTERNAL MODULE: ./src/plan/catalog/index.ts + 7 modules
var plan_catalog = __webpack_require__(9303);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/user-folders.ts
var user_folders = __webpack_require__(7842);
;// CONCATENATED MODULE: ./src/state/cache-key.ts
/**
 * A random key of this user's, kept in their config folder (`cache-key`, 0600), that marks what
 * sitesync wrote into `.sitesync/` on this machine. A store whose content is taken without
 * checking it against the text it stands for (the parse cache's items) carries a MAC made with
 * this key; a file that came any other way — committed by a pull request, copied in from another
 * machine or cache, edited — carries no valid one and is not used.
 */




const CACHE_KEY_FILE = 'cache-key';
/** The key (32 bytes), created on first use; undefined when it cannot be kept privately. */
async function userCacheKey(dir = (0,user_folders/* configDir */.y)()) {
    const file = (0,external_node_path_.join)(dir, CACHE_KEY_FILE);
    try {
        await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
        try {
            await (0,promises_.writeFile)(file, (0,external_node_crypto_.randomBytes)(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                return undefined;
        }
        const info = await (0,promises_.lstat)(file);
        if (!info.isFile())
            return undefined;
        // Another user's key, or one others may read or write, marks nothing as ours.
        if (typeof process.getuid === 'function' && (info.uid !== process.getuid() || (info.mode & 0o077) !== 0))
            return undefined;
        const hex = (await (0,promises_.readFile)(file, 'utf8')).trim();
        return /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/state/state-file.ts
var state_file = __webpack_require__(8255);
;// CONCATENATED MODULE: ./src/state/catalog-parse-cache-store.ts
/**
 * The catalog parse cache: `.sitesync/catalog.json` holds the last valid parse with its key. The
 * key also covers the code that parsed it (a digest of every chunk of the bundle in a build), so a
 * new sitesync never reuses an old parse. An accelerator only:
 * unreadable means a miss, a failed save is ignored.
 *
 * The file is written `{"version":1,"key":…,"mac":…,"catalog":…,"items":…}` in that order, so
 * `peek` can tell a hit from the first bytes without parsing megabytes; `get` still checks the key
 * it parses. A full hit needs nothing more: the key covers each catalog file's identity on this
 * disk. The item table (catalog/reuse-parse.ts) is taken for a changed catalog, where no key
 * covers it: only with a MAC, made with the user's cache key (state/cache-key.ts) over the key and
 * every byte after the MAC, so that only a file this user's sitesync wrote is reused item by item.
 */





/** Enough for `{"version":1,"key":"<64 hex>.<64 hex>",`. */
const PEEK_BYTES = 256;
/**
 * A digest of the code around `file`: every file of its folder with its extension — in a build,
 * every chunk of the bundle (the parser may be in another chunk than this module); in a checkout,
 * the folder's sources. Unreadable: a stamp that matches nothing, so the cache is never used.
 * Read asynchronously: read synchronously (measured twice, bench/ANALYSIS.md), the catalog's
 * live read starts earlier but the plan costs more CPU (L no-op: 1.08 ×), and a changed
 * catalog's plan gains nothing.
 */
async function codeStampOf(file) {
    try {
        const dir = (0,external_node_path_.dirname)(file);
        const names = (await (0,promises_.readdir)(dir)).filter((n) => (0,external_node_path_.extname)(n) === (0,external_node_path_.extname)(file)).sort();
        const h = (0,external_node_crypto_.createHash)('sha256');
        for (const name of names)
            h.update(`${name}\0`).update(await (0,promises_.readFile)((0,external_node_path_.join)(dir, name)));
        return h.digest('hex');
    }
    catch {
        return `unreadable-${(0,external_node_crypto_.randomUUID)()}`;
    }
}
let codeStamp;
function parserStamp() {
    codeStamp ??= codeStampOf((0,external_node_url_.fileURLToPath)(import.meta.url));
    return codeStamp;
}
/** `{"version":1,"key":"…","mac":"<64 hex>",` — what precedes the bytes the MAC covers (ASCII). */
const MAC_HEAD = /^\{"version":1,"key":("[^"\\]*"),"mac":"([0-9a-f]{64})",/;
function macOf(key, fullKey, rest) {
    return (0,external_node_crypto_.createHmac)('sha256', key).update(fullKey).update('\0').update(rest).digest();
}
function catalogParseCacheFile(rootDir, options = {}) {
    const stamp = options.stamp ?? parserStamp;
    const decode = (raw) => (0,state_file/* isRecord */.u4)(raw) && raw.version === 1 && typeof raw.key === 'string'
        ? raw
        : undefined;
    const file = (0,state_file/* stateFile */.Ed)(rootDir, 'catalog.json', { bestEffort: true, decode });
    const fullKey = async (key) => `${key}.${await stamp()}`;
    const parse = (bytes) => {
        try {
            return decode(JSON.parse(bytes.toString('utf8')));
        }
        catch {
            return undefined;
        }
    };
    // What `get` read at a miss, for `previous` (the file is read once).
    let missed;
    let macKeyRead;
    const macKey = () => (macKeyRead ??= options.macKey?.() ?? Promise.resolve(undefined));
    const peek = async (key) => {
        const head = await file.head(PEEK_BYTES);
        return (head !== undefined &&
            head.startsWith(JSON.stringify({ version: 1, key: await fullKey(key) }).slice(0, -1) + ','));
    };
    return {
        peek,
        async get(key) {
            const full = await fullKey(key);
            missed = undefined;
            if (await peek(key)) {
                // A hit by its first bytes: read as text, no copy of the bytes kept (15 MB on L).
                const data = await file.load();
                return data?.key === full ? Object.freeze(data.catalog) : undefined;
            }
            // A miss: the bytes are kept for `previous`, which checks their MAC.
            const bytes = await file.loadBytes();
            const data = bytes && parse(bytes);
            if (data && bytes && data.key !== full)
                missed = { bytes, data };
            return undefined;
        },
        async previous() {
            const bytes = missed?.bytes ?? (await file.loadBytes());
            const data = missed?.data ?? (bytes && parse(bytes));
            missed = undefined;
            const key = await macKey();
            if (!bytes || !data || !key || !data.items || !(0,state_file/* isRecord */.u4)(data.catalog))
                return undefined;
            const head = MAC_HEAD.exec(bytes.subarray(0, 512).toString('latin1'));
            if (!head || JSON.parse(head[1]) !== data.key || !data.key.endsWith(`.${await stamp()}`))
                return undefined;
            const mac = macOf(key, data.key, bytes.subarray(head[0].length));
            if (!(0,external_node_crypto_.timingSafeEqual)(mac, Buffer.from(head[2], 'hex')))
                return undefined;
            return { catalog: data.catalog, items: data.items };
        },
        async set(key, catalog, items) {
            const full = await fullKey(key);
            const secret = items && (await macKey());
            if (!items || !secret) {
                await file.save({ version: 1, key: full, catalog });
                return;
            }
            const rest = Buffer.from(`"catalog":${JSON.stringify(catalog)},"items":${JSON.stringify(items)}}`);
            const mac = macOf(secret, full, rest).toString('hex');
            const head = Buffer.from(`{"version":1,"key":${JSON.stringify(full)},"mac":"${mac}",`);
            await file.saveBytes(Buffer.concat([head, rest]));
        },
    };
}

// EXTERNAL MODULE: ./src/state/list-cursors-store.ts
var list_cursors_store = __webpack_require__(2367);
// EXTERNAL MODULE: ./src/sync/catalog/read-live-catalog.ts + 1 modules
var read_live_catalog = __webpack_require__(1236);
// EXTERNAL MODULE: ./src/shared/phase-clock.ts
var phase_clock = __webpack_require__(9737);
// EXTERNAL MODULE: ./src/shared/settle-all.ts
var settle_all = __webpack_require__(7668);
;// CONCATENATED MODULE: ./src/sync/catalog/plan-catalog-run.ts










async function loadDesiredCatalog(config, options = {}) {
    if (config.catalog === undefined)
        return undefined;
    return (0,catalog/* loadCatalog */.ak)(config.catalog, {
        baseDir: config.rootDir,
        cache: catalogParseCacheFile(config.rootDir, { macKey: () => userCacheKey() }),
        check: rejectReservedSlug,
        ...(options.signal && { signal: options.signal }),
        ...(options.onValid && { onValid: options.onValid }),
    });
}
/**
 * Parses the catalog YAML, then reads the live catalog and the ledger; undefined when the
 * repository has no catalog (then no request is made). The YAML comes first: a catalog that does
 * not parse costs no request. Needs no idempotency key, so it may start before the tree is read.
 */
async function readCatalogInputs(options) {
    try {
        return await readCatalogInputsNow(options);
    }
    finally {
        options.onReadsAsked?.();
    }
}
async function readCatalogInputsNow(options) {
    if (options.config.catalog === undefined)
        return undefined;
    const clock = options.clock ?? phase_clock/* NO_PHASE_CLOCK */.f;
    // The reads wait until the YAML is known to be valid: on a parse-cache hit that is as soon as
    // the cache holds these texts, so the stored parse is read while the pages arrive.
    let valid;
    const known = new Promise((resolve) => (valid = resolve));
    const loading = clock.time('catalog: parse', () => loadDesiredCatalog(options.config, { onValid: valid, ...(options.signal && { signal: options.signal }) }));
    await Promise.race([known, loading]);
    await options.readsAfter;
    const reading = clock.time('catalog: read live', async () => {
        const rootDir = options.config.rootDir;
        const stored = await (0,list_cursors_store/* loadCatalogReadHints */.iV)(rootDir);
        const transport = options.client.transport;
        // A plan does not ask for the rate limit (a no-op costs its reads only): the one an earlier
        // run was told for this credential lets every hinted page go at once, paced within it.
        if (transport.rateLimit === undefined && stored?.rateLimit?.credential === transport.credentialTag)
            transport.setRateLimit(stored.rateLimit.perMinute);
        const reading = (0,read_live_catalog/* readLiveCatalog */.OT)(options.client, { ...(stored && { hints: stored.cursors }) });
        options.onReadsAsked?.();
        const read = await reading;
        const rateLimit = (0,list_cursors_store/* rateLimitToRemember */._g)(transport, stored?.rateLimit);
        await (0,list_cursors_store/* saveCatalogReadHints */.Bz)(rootDir, { cursors: read.cursors, ...(rateLimit && { rateLimit }) });
        return read;
    });
    // Both settle before either's failure is thrown: nothing keeps running behind an error.
    const [desired, read] = await (0,settle_all/* settleAll */.j)([loading, reading]);
    if (!desired)
        return undefined;
    return { desired, live: read.live, ledger: read.ledger };
}
/** Plans the catalog; undefined when the repository has no catalog (then no request is made). */
async function planCatalogRun(options) {
    const inputs = await (options.inputs ?? readCatalogInputs(options));
    if (!inputs)
        return undefined;
    const { desired, live, ledger } = inputs;
    const clock = options.clock ?? phase_clock/* NO_PHASE_CLOCK */.f;
    const plan = await clock.time('catalog: compare', async () => (0,plan_catalog/* planCatalog */.nH)(desired, live, {
        prune: options.config.prune,
        maxArchive: options.config.maxArchive,
        ledger: (0,src_ledger/* requireReadableLedger */.bl)(ledger),
        ...(options.overrides?.allowArchiveOverflow && { allowArchiveOverflow: true }),
        ...(options.overrides?.allowEmptySection && { allowEmptySection: true }),
    }));
    return { plan, desired, live, ledger };
}
/** The ledger's slug belongs to sitesync: a catalog category may not take it. */
function rejectReservedSlug(desired) {
    const clash = desired.categories.find((c) => c.key === src_ledger/* LEDGER_SLUG */.Ei);
    if (!clash)
        return;
    const message = `the category slug "${src_ledger/* LEDGER_SLUG */.Ei}" is reserved for sitesync's service ledger`;
    throw new errors/* InputError */.dz('CATALOG_RESERVED_SLUG', message, [
        { ...clash.location, code: 'reserved_slug', severity: 'error', message },
    ]);
}


/***/ })

};
