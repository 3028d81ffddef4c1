export const id = 39;
export const ids = [39];
export const modules = {

/***/ 6574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hC: () => (/* binding */ entitiesOfCatalogText),
/* harmony export */   uF: () => (/* binding */ entitiesOfCatalogVersion)
/* harmony export */ });
/* unused harmony export WHOLE_FILE_FROM_KEYS */
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3243);
/* harmony import */ var _catalog_build_entity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4075);
/* harmony import */ var _catalog_raw_entries_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9680);
/* harmony import */ var _catalog_yaml_fast_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7726);
/* harmony import */ var _catalog_yaml_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2438);
/* harmony import */ var _catalog_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1234);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9653);
/**
 * Pure: the entities of one committed catalog file, normalised as the plan normalises the YAML
 * (decimals with two places, `published` → `active`, references by slug). Lenient: an old version
 * may not validate today; whatever entity it defines is taken, problems are ignored.
 *
 * A plan asks about a few entities of a catalog that may hold 10,000 (parsing all of one version
 * costs ~1 s). `entitiesOfCatalogVersion` therefore cuts the file into its sections' items by
 * lines — in a block sequence every item starts with `- ` at the sequence's indentation, and no
 * line of an item's content can (block scalars and continuation lines are indented deeper) — and
 * parses only the items that mention a wanted key. Anything it does not recognise (flow
 * collections for a section, anchors and aliases, tabs, a document marker) is parsed whole.
 */







function fromEntries(entries, out) {
    for (const entry of entries) {
        const built = (0,_catalog_build_entity_js__WEBPACK_IMPORTED_MODULE_1__/* .buildEntity */ .ik)(entry).built;
        if (!built)
            continue;
        const { kind, key, fields, refs, archived } = built.entity;
        const k = (0,_types_js__WEBPACK_IMPORTED_MODULE_6__/* .entityKey */ .DH)(kind, key);
        if (!out.has(k))
            out.set(k, { fields, refs, archived });
    }
}
/** Every entity of the file (the whole file parsed). */
function entitiesOfCatalogText(text, file) {
    const out = new Map();
    let source;
    let data;
    const fast = (0,_catalog_yaml_fast_load_js__WEBPACK_IMPORTED_MODULE_3__/* .fastLoad */ .P)(text);
    if (fast) {
        source = (0,_catalog_yaml_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .lazySource */ .Y6)(text, file, fast.itemPositions);
        data = fast.data;
    }
    else {
        const parsed = (0,_catalog_yaml_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .parseYamlSource */ .WF)(text, file);
        if (parsed.issues.some((i) => i.code === 'yaml_syntax'))
            return out;
        source = parsed.source;
        try {
            data = source.doc.toJS({ maxAliasCount: 100 });
        }
        catch {
            return out;
        }
    }
    fromEntries((0,_catalog_raw_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .collectEntries */ .XU)(source, data), out);
    return out;
}
const SECTION_KEY = /^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(?:#.*)?\r?$/;
/** Lines at the top level: not blank, not indented, not a comment, not a sequence dash. */
const TOP_LEVEL_LINE = /^[^\s#-].*$/gm;
const MAYBE_UNUSUAL = /[&*!\t]|^(?:---|\.\.\.|%)/m;
const UNUSUAL = /(?:^|[\s[{,:-])[&*!][^\s,\]}]|\t|^(?:---|\.\.\.|%)/m;
/** The top-level sections by offset; undefined when a top-level line is not a plain `key:` header. */
function sectionsOf(text) {
    const headers = [];
    for (const m of text.matchAll(TOP_LEVEL_LINE)) {
        const name = SECTION_KEY.exec(m[0])?.[1];
        if (name === undefined)
            return undefined; // `products: [...]`, `key: value` at the top: not plain
        headers.push({ name, start: m.index });
    }
    return headers.map((h, i) => ({
        name: _catalog_types_js__WEBPACK_IMPORTED_MODULE_5__/* .CATALOG_SECTIONS */ .nN.includes(h.name) ? h.name : undefined,
        start: h.start,
        end: headers[i + 1]?.start ?? text.length,
    }));
}
const lineStart = (text, at) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text, at) => {
    const nl = text.indexOf('\n', at);
    return nl < 0 ? text.length : nl;
};
const isFiller = (line) => {
    const t = line.trimStart();
    return t === '' || t === '\r' || t.startsWith('#');
};
/** The indentation of a section's items (the column of their dash); undefined when not a block sequence. */
function itemIndent(text, section) {
    let at = lineEnd(text, section.start) + 1;
    while (at < section.end) {
        const line = text.slice(at, lineEnd(text, at));
        if (!isFiller(line)) {
            const dash = /^( *)-(?:\s|$)/.exec(line);
            return dash ? dash[1].length : undefined;
        }
        at = lineEnd(text, at) + 1;
    }
    return undefined;
}
/** The fields that hold an entity's key (`slug`, services' `service_code`), as a pattern. */
const KEY_FIELD = [...new Set(_catalog_types_js__WEBPACK_IMPORTED_MODULE_5__/* .CATALOG_SECTIONS */ .nN.map((s) => (0,_catalog_build_entity_js__WEBPACK_IMPORTED_MODULE_1__/* .keyFieldOf */ .FE)(_catalog_types_js__WEBPACK_IMPORTED_MODULE_5__/* .KIND_OF */ .V[s])))].join('|');
/** A key field's line with an escape on it (`"\x74ent"`, `'it''s'`). */
const ESCAPED_KEY = new RegExp(`(?:^|[\\s{,])(?:${KEY_FIELD})[ \\t]*:[^\\n]*(?:\\\\|'')`, 'm');
/** A key field whose value starts on a later line (nothing after the colon, or a block scalar). */
const KEY_BELOW = new RegExp(`(?:^|[\\s{,])(?:${KEY_FIELD})[ \\t]*:[ \\t]*(?:[|>][^\\n]*)?(?:#[^\\n]*)?\\r?$`, 'm');
/** A key field at the start of a block mapping's line: its column, for the line after it. */
const BLOCK_KEY_LINE = new RegExp(`^( *)((?:- +)*)(?:${KEY_FIELD})[ \\t]*:`, 'gm');
/**
 * Whether every key field's value stands on its line as the value's own text: the search finds an
 * item by that text. Not so when it is written with an escape, starts on a later line, or goes on
 * over the next line (a plain or quoted scalar folded: the line after it is indented deeper than
 * the field); the whole parse reads those.
 */
function keysWrittenAsText(text) {
    if (ESCAPED_KEY.test(text) || KEY_BELOW.test(text))
        return false;
    for (const m of text.matchAll(BLOCK_KEY_LINE)) {
        const column = m[1].length + m[2].length;
        let at = lineEnd(text, m.index) + 1;
        while (at < text.length) {
            const line = text.slice(at, lineEnd(text, at));
            if (!isFiller(line)) {
                if (line.length - line.trimStart().length > column)
                    return false;
                break;
            }
            at = lineEnd(text, at) + 1;
        }
    }
    return true;
}
const startsItem = (line, indent) => line.charCodeAt(indent) === 0x2d /* - */ &&
    (line.length === indent + 1 || /\s/.test(line[indent + 1])) &&
    (indent === 0 || line.slice(0, indent).trim() === '');
/**
 * From this many wanted keys the whole file is parsed once instead of searched key by key. Each
 * key's search reads its section's text (its key may also be the start of others: `product-1`,
 * `product-10`…), so searching costs keys × text and the whole parse costs text: measured on the
 * bench's catalogs, the whole parse costs as much as ~210 keys (L: 8 MB, 52,500 entities, 0.5 s)
 * to ~280 keys (M: 3 MB, 0.15 s). A first publish asks about every entity it creates: 52,500
 * searches on L took minutes.
 */
const WHOLE_FILE_FROM_KEYS = 200;
/** The wanted entities of one committed catalog file; a key not in the result is not in the file. */
function entitiesOfCatalogVersion(text, file, wanted) {
    const whole = () => {
        const all = entitiesOfCatalogText(text, file);
        return new Map(wanted.flatMap((k) => (all.has(k) ? [[k, all.get(k)]] : [])));
    };
    if (wanted.length >= WHOLE_FILE_FROM_KEYS)
        return whole();
    if (MAYBE_UNUSUAL.test(text) && UNUSUAL.test(text))
        return whole();
    if (!keysWrittenAsText(text))
        return whole();
    const sections = sectionsOf(text);
    if (!sections)
        return whole();
    const keysOf = new Map();
    for (const k of wanted) {
        const [kind, ...rest] = k.split(':');
        const section = _catalog_types_js__WEBPACK_IMPORTED_MODULE_5__/* .CATALOG_SECTIONS */ .nN.find((s) => _catalog_types_js__WEBPACK_IMPORTED_MODULE_5__/* .KIND_OF */ .V[s] === kind);
        if (!section)
            continue;
        let keys = keysOf.get(section);
        if (!keys)
            keysOf.set(section, (keys = new Set()));
        keys.add(rest.join(':'));
    }
    const out = new Map();
    const indents = new Map();
    const parsed = new Set();
    const foundAt = new Map();
    for (const section of sections) {
        const keys = section.name && keysOf.get(section.name);
        if (!keys || !section.name)
            continue;
        for (const key of keys) {
            if (key === '')
                continue;
            for (let at = text.indexOf(key, section.start); at >= 0 && at < section.end; at = text.indexOf(key, at + 1)) {
                if (!indents.has(section))
                    indents.set(section, itemIndent(text, section));
                const indent = indents.get(section);
                if (indent === undefined)
                    return whole();
                // The item around the hit: back to the line with its dash, on to the next item or section.
                let from = lineStart(text, at);
                while (from > section.start && !startsItem(text.slice(from, lineEnd(text, from)), indent))
                    from = lineStart(text, from - 1);
                if (from <= section.start || parsed.has(from))
                    continue;
                parsed.add(from);
                let to = lineEnd(text, from) + 1;
                while (to < section.end && !startsItem(text.slice(to, lineEnd(text, to)), indent))
                    to = lineEnd(text, to) + 1;
                const lines = text.slice(from, Math.min(to, section.end)).split('\n');
                // One item alone: the same text, as the only element of a sequence at column 0.
                const dedented = lines.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)));
                let value;
                try {
                    value = (0,js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .load */ .Hh)(dedented.join('\n'), { schema: js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .CORE_SCHEMA */ .OU, json: false })?.[0];
                }
                catch {
                    return whole();
                }
                const index = parsed.size;
                // Positions only serve messages about the entity, which a history read never shows.
                const position = { line: 1, column: indent + 3 };
                const positions = [];
                positions[index] = position;
                const source = (0,_catalog_yaml_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .lazySource */ .Y6)(text, file, new Map([[section.name, positions]]));
                const entry = { source, section: section.name, index, value };
                const id = value?.[(0,_catalog_build_entity_js__WEBPACK_IMPORTED_MODULE_1__/* .keyFieldOf */ .FE)(_catalog_types_js__WEBPACK_IMPORTED_MODULE_5__/* .KIND_OF */ .V[section.name])];
                if (typeof id === 'string' && keys.has(id)) {
                    // Two items with one key: the first in the file counts, as in the whole parse.
                    const k = (0,_types_js__WEBPACK_IMPORTED_MODULE_6__/* .entityKey */ .DH)(_catalog_types_js__WEBPACK_IMPORTED_MODULE_5__/* .KIND_OF */ .V[section.name], id);
                    const earlier = foundAt.get(k);
                    if (earlier !== undefined && earlier < from)
                        continue;
                    out.delete(k);
                    fromEntries([entry], out);
                    if (out.has(k))
                        foundAt.set(k, from);
                }
            }
        }
    }
    return out;
}


/***/ }),

/***/ 9653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ entityKey),
/* harmony export */   jw: () => (/* binding */ DEFAULT_HISTORY_DEPTH),
/* harmony export */   ni: () => (/* binding */ historyWindow)
/* harmony export */ });
/** Commits searched per path by default (commits that touched the site folder or the catalog). */
const DEFAULT_HISTORY_DEPTH = 200;
/** The window a `git log` of `depth` commits covered (pure). */
function historyWindow(log, depth) {
    return {
        status: log.commits.length === 0
            ? 'unavailable'
            : log.complete
                ? 'complete'
                : log.shallow && log.commits.length < depth
                    ? 'shallow'
                    : 'truncated',
        commits: log.commits.length,
        depth,
    };
}
const entityKey = (kind, key) => `${kind}:${key}`;


/***/ }),

/***/ 6088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AG: () => (/* binding */ writesAndDeletes),
/* harmony export */   Cy: () => (/* binding */ diffSiteSource),
/* harmony export */   Gu: () => (/* binding */ allSiteChanges)
/* harmony export */ });
/* harmony import */ var _source_path_order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(751);
/**
 * The pure diff of the local site tree against the live manifest, keyed by path.
 * A file is modified when its byte size differs, or when sizes agree and checksums differ (or
 * the live entry has no checksum to compare). Checksums are compared case-insensitively.
 */

/**
 * A diff of whole-file writes and deletes only, as a session is topped up (a PR's new commits, a
 * dev loop's burst): `writes` are the local files to upload, `deletes` the paths to remove.
 */
function writesAndDeletes(writes, deletes) {
    const added = writes.map((f) => ({
        path: f.path,
        kind: 'added',
        localBytes: f.byteSize,
    }));
    const deleted = deletes.map((path) => ({ path, kind: 'deleted' }));
    return {
        added,
        modified: [],
        deleted,
        unchangedCount: 0,
        counts: { added: added.length, modified: 0, deleted: deleted.length, unchanged: 0 },
        bytesToUpload: writes.reduce((n, f) => n + f.byteSize, 0),
    };
}
function sameContent(local, live, liveChecksumOf) {
    if (local.byteSize !== live.byte_size)
        return false;
    if (typeof live.checksum !== 'string' || live.checksum === '')
        return false;
    const mine = liveChecksumOf?.(local.path) ?? local.checksum;
    // Equal as written (the usual case) needs no lower-cased copies.
    return mine === live.checksum || mine.toLowerCase() === live.checksum.toLowerCase();
}
const liveChecksumOfEntry = (live) => typeof live.checksum === 'string' && live.checksum !== ''
    ? { liveChecksum: live.checksum.toLowerCase() }
    : {};
const byPath = (a, b) => (0,_source_path_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareSourcePaths */ .V)(a.path, b.path);
function diffSiteSource(local, live, liveChecksumOf) {
    const liveByPath = new Map(live.map((entry) => [entry.path, entry]));
    const localPaths = new Set();
    const added = [];
    const modified = [];
    const deleted = [];
    let unchangedCount = 0;
    for (const file of local) {
        localPaths.add(file.path);
        const current = liveByPath.get(file.path);
        if (current === undefined) {
            added.push({ path: file.path, kind: 'added', localBytes: file.byteSize });
        }
        else if (sameContent(file, current, liveChecksumOf)) {
            unchangedCount += 1;
        }
        else {
            modified.push({
                path: file.path,
                kind: 'modified',
                localBytes: file.byteSize,
                liveBytes: current.byte_size,
                ...liveChecksumOfEntry(current),
            });
        }
    }
    for (const entry of liveByPath.values()) {
        if (!localPaths.has(entry.path))
            deleted.push({
                path: entry.path,
                kind: 'deleted',
                liveBytes: entry.byte_size,
                ...liveChecksumOfEntry(entry),
            });
    }
    added.sort(byPath);
    modified.sort(byPath);
    deleted.sort(byPath);
    const bytesToUpload = [...added, ...modified].reduce((sum, change) => sum + (change.localBytes ?? 0), 0);
    return {
        added,
        modified,
        deleted,
        unchangedCount,
        counts: {
            added: added.length,
            modified: modified.length,
            deleted: deleted.length,
            unchanged: unchangedCount,
        },
        bytesToUpload,
    };
}
/** Every change, sorted by path. */
function allSiteChanges(diff) {
    return [...diff.added, ...diff.modified, ...diff.deleted].sort(byPath);
}


/***/ }),

/***/ 4346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ classifyPlan)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/platform/release-bytes.ts
var release_bytes = __webpack_require__(9968);
// EXTERNAL MODULE: ./src/history/catalog-version.ts
var catalog_version = __webpack_require__(6574);
// EXTERNAL MODULE: ./src/history/types.ts
var types = __webpack_require__(9653);
;// CONCATENATED MODULE: ./src/history/catalog-history.ts
/**
 * The committed versions of catalog entities. The catalog (one file, or the `*.yml` / `*.yaml`
 * files of a folder) is rebuilt as it stood after each commit of the window, newest first: HEAD's
 * blobs, then each commit's changes undone. Each distinct blob is parsed once, only when a plan
 * asks about an entity it has not been asked about before (`.sitesync/history.json` remembers).
 *
 * The versions are read newest first, in rounds of 1, 1, 2, 4… snapshots, and an entity whose
 * origin the versions read so far settle (`settled`: live holds one of them) is not searched for
 * in older ones. A catalog is one file that most commits change, so every snapshot is a blob of its
 * own: without this a small change asked about 20 entities in every version of the window (up to
 * 200 versions of the whole catalog), where the newest one or two decide them. Keys are checked
 * before the first round too: when the whole history was searched and began without a catalog,
 * the oldest snapshot is known empty without a read, which settles a first publish's creates.
 */




const toPosix = (p) => p.split(external_node_path_.sep).join('/');
async function readCatalogHistory(options) {
    const { reader, depth } = options;
    const target = toPosix((0,external_node_path_.relative)(reader.root, options.catalog));
    const isCatalogFile = (path) => options.folder
        ? path.startsWith(target + '/') && !path.slice(target.length + 1).includes('/') && /\.ya?ml$/.test(path)
        : path === target;
    // Both at once (each is a git process).
    const [log, head] = await Promise.all([reader.log([target], depth), reader.headBlobs([target])]);
    const window = (0,types/* historyWindow */.ni)(log, depth);
    const cache = await options.cache;
    // Snapshots: path → blob after each commit, newest first; the last one is the state before
    // the oldest commit of the window, unless that commit is a shallow boundary (state unknown).
    const state = new Map([...head].filter(([p]) => isCatalogFile(p)));
    const snapshots = [new Map(state)];
    let reachesOrigin = log.commits.length > 0;
    for (let c = 0; c < log.commits.length; c++) {
        if (log.boundary.has(c)) {
            reachesOrigin = false;
            break;
        }
        for (const change of log.changes) {
            if (change.commit !== c || !isCatalogFile(change.path))
                continue;
            if (change.before === null)
                state.delete(change.path);
            else
                state.set(change.path, change.before);
        }
        snapshots.push(new Map(state));
    }
    // In a folder, an entity defined twice counts from the first file by name (as the parse reads them).
    const ordered = snapshots.map((snap) => [...snap.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, blob]) => blob));
    const blobPath = new Map(); // blob → a path it had (for messages only)
    for (const snap of snapshots)
        for (const [path, blob] of snap)
            blobPath.set(blob, path);
    const versionIn = (snapshot, key) => {
        for (const blob of ordered[snapshot]) {
            const v = cache.entity(blob, key);
            if (v)
                return v;
        }
        return undefined;
    };
    // The whole history of the catalog was searched and it began without a catalog file: every
    // entity is absent from the oldest snapshot, which needs no read.
    const emptyOrigin = log.complete && snapshots[snapshots.length - 1].size === 0;
    // Rounds of snapshots, newest first; each distinct blob read once, for the keys still open.
    // Keys are checked before each round: some are settled before any read (a create, when the
    // catalog began empty: `originsSettledBy`).
    const open = new Set(options.keys);
    /** Snapshots an entity's versions were searched in, when it was settled before the oldest. */
    const settledAt = new Map();
    let read = 0;
    while (open.size > 0) {
        if (options.settled) {
            for (const key of open) {
                const versions = Array.from({ length: read }, (_, s) => versionIn(s, key));
                if (options.settled(key, versions, { emptyOrigin })) {
                    open.delete(key);
                    settledAt.set(key, read);
                }
            }
        }
        if (read === snapshots.length || open.size === 0)
            break;
        // Each round reads as many snapshots as were read before it (1, 1, 2, 4…): the total doubles.
        const end = options.settled ? Math.min(snapshots.length, read + Math.max(1, read)) : snapshots.length;
        const keys = [...open];
        const unknownIn = (blob) => keys.filter((k) => cache.entity(blob, k) === undefined);
        const toParse = [...new Set(ordered.slice(read, end).flat())].filter((b) => unknownIn(b).length > 0);
        await reader.readBlobs(toParse, (blob, bytes) => {
            const wanted = unknownIn(blob);
            const text = bytes.toString('utf8');
            // Decoded: the bytes (8 MB for L's catalog) go now, not at the next full collection.
            (0,release_bytes/* releaseBytes */.R)(bytes);
            const found = (0,catalog_version/* entitiesOfCatalogVersion */.uF)(text, blobPath.get(blob) ?? target, wanted);
            for (const key of wanted)
                cache.setEntity(blob, key, found.get(key) ?? null);
        });
        read = end;
    }
    const entities = new Map();
    for (const key of options.keys) {
        const searched = settledAt.get(key);
        if (searched !== undefined && searched < snapshots.length) {
            // Settled early: older versions were not read, and are not claimed absent; the oldest
            // snapshot, when it is known empty, stands at the end.
            const versions = Array.from({ length: searched }, (_, s) => versionIn(s, key));
            entities.set(key, { versions: emptyOrigin ? [...versions, undefined] : versions, complete: false });
            continue;
        }
        const versions = Array.from({ length: snapshots.length }, (_, s) => versionIn(s, key));
        const absentAtOrigin = reachesOrigin && versions[versions.length - 1] === undefined;
        entities.set(key, { versions, complete: log.complete || absentAtOrigin });
    }
    return { window, entities };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/history/git-reader.ts
/**
 * What the three-way plan reads from git: which blobs a path held in the newest commits, and the
 * bytes of those blobs. One adapter; every git process goes through `spawnGit`. Output is capped
 * (a hostile or huge repository gets a truncated history, never unbounded memory).
 */



/** Largest git output read for one log (64 MiB); beyond it the window is cut and marked incomplete. */
const MAX_LOG_OUTPUT_BYTES = 64 * 1024 * 1024;
/** Largest blob read (the platform's 10 MiB file limit, with room for CRLF). */
const MAX_BLOB_BYTES = 24 * 1024 * 1024;
const ZERO = /^0+$/;
const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/** The one place a git process is started. */
function spawnGit(cwd, args, maxBytes = MAX_LOG_OUTPUT_BYTES) {
    return new Promise((resolvePromise, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', ['-c', 'core.quotepath=off', ...args], {
            cwd,
            stdio: ['ignore', 'pipe', 'ignore'],
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
        });
        const chunks = [];
        let size = 0;
        let capped = false;
        child.stdout.on('data', (chunk) => {
            if (capped)
                return;
            if (size + chunk.length > maxBytes) {
                chunks.push(chunk.subarray(0, maxBytes - size));
                size = maxBytes;
                capped = true;
                child.kill();
                return;
            }
            chunks.push(chunk);
            size += chunk.length;
        });
        child.on('error', reject);
        child.on('close', (code) => resolvePromise({ stdout: Buffer.concat(chunks), code, capped }));
    });
}
const literal = (path) => `:(literal)${path === '' ? '.' : path}`;
/** Parses `git log -z --raw --format=%x01%H` output. Pure; exported for tests. */
function parseRawLog(text) {
    const commits = [];
    const changes = [];
    const tokens = text.split('\0');
    for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i].replace(/^\n/, '');
        if (token.startsWith('\x01')) {
            commits.push(token.slice(1).trim());
            continue;
        }
        if (!token.startsWith(':'))
            continue;
        // ":<mode> <mode> <before> <after> <status>" then the path as the next token
        const [, , before, after, status] = token.slice(1).split(' ');
        const path = tokens[++i];
        if (path === undefined || before === undefined || after === undefined || !status)
            continue;
        if (commits.length === 0)
            continue;
        changes.push({
            commit: commits.length - 1,
            path,
            before: ZERO.test(before) ? null : before,
            after: ZERO.test(after) ? null : after,
        });
    }
    return { commits, changes };
}
/** The commits listed in the shallow file (`rev-parse --git-path shallow`): none when it is absent. */
async function shallowCommits(file) {
    if (file === undefined)
        return new Set();
    const text = await (0,promises_.readFile)(file, 'utf8').catch(() => '');
    return new Set(text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => SHA.test(l)));
}
async function openHistoryReader(cwd) {
    // Both at once (each is a process start): HEAD is the same asked from any folder of the
    // checkout, and the top folder comes with where the shallow file is (relative to `cwd`).
    const [top, head] = await Promise.all([
        spawnGit(cwd, ['rev-parse', '--show-toplevel', '--git-path', 'shallow'], 64 * 1024).catch(() => undefined),
        spawnGit(cwd, ['rev-parse', '--verify', '-q', 'HEAD'], 1024).catch(() => undefined),
    ]);
    if (!top || top.code !== 0 || !head || head.code !== 0)
        return undefined;
    const [root = '', shallowPath = ''] = top.stdout
        .toString('utf8')
        .split('\n')
        .map((l) => l.replace(/\r$/, ''));
    if (root === '')
        return undefined;
    const shallow = shallowCommits(shallowPath === '' ? undefined : (0,external_node_path_.resolve)(cwd, shallowPath));
    // Asked once each: a caller may ask ahead for what it reads later (classify-plan.ts).
    const logs = new Map();
    async function logWindow(paths, depth) {
        const run = await spawnGit(root, [
            'log',
            '-z',
            '--raw',
            '--no-abbrev',
            '--no-renames',
            '--no-color',
            '--format=%x01%H',
            '--diff-merges=first-parent',
            `-n${Math.max(1, Math.floor(depth))}`,
            'HEAD',
            '--',
            ...paths.map(literal),
        ]);
        if (run.code !== 0 && !run.capped)
            return { commits: [], changes: [], complete: false, boundary: new Set(), shallow: false };
        const parsed = parseRawLog(run.stdout.toString('utf8'));
        // A cut output may end inside a commit: drop that commit's partial entries.
        const commits = run.capped ? parsed.commits.slice(0, -1) : parsed.commits;
        const changes = run.capped ? parsed.changes.filter((c) => c.commit < commits.length) : parsed.changes;
        const boundaryShas = await shallow;
        const boundary = new Set();
        commits.forEach((sha, i) => {
            if (boundaryShas.has(sha))
                boundary.add(i);
        });
        return {
            commits,
            changes,
            // No commit at all: the path was never committed, there is no history to be complete.
            complete: commits.length > 0 && !run.capped && commits.length < depth && boundary.size === 0,
            boundary,
            shallow: boundaryShas.size > 0,
        };
    }
    return {
        root,
        log(paths, depth) {
            const key = JSON.stringify([paths, depth]);
            let window = logs.get(key);
            if (!window)
                logs.set(key, (window = logWindow(paths, depth)));
            return window;
        },
        async headBlobs(paths) {
            const run = await spawnGit(root, [
                'ls-tree',
                '-r',
                '-z',
                '--full-tree',
                'HEAD',
                '--',
                ...paths.map(literal),
            ]);
            const out = new Map();
            if (run.code !== 0)
                return out;
            for (const entry of run.stdout.toString('utf8').split('\0')) {
                const tab = entry.indexOf('\t');
                if (tab < 0)
                    continue;
                const [, type, id] = entry.slice(0, tab).split(' ');
                if (type === 'blob' && id)
                    out.set(entry.slice(tab + 1), id);
            }
            return out;
        },
        async dirtyPaths(paths) {
            const run = await spawnGit(root, [
                'status',
                '--porcelain=v1',
                '-z',
                '--untracked-files=all',
                '--',
                ...paths.map(literal),
            ]);
            const out = new Set();
            const parts = run.stdout.toString('utf8').split('\0');
            for (let i = 0; i < parts.length; i++) {
                const entry = parts[i];
                if (entry.length < 4)
                    continue;
                out.add(entry.slice(3));
                if (entry[0] === 'R' || entry[0] === 'C')
                    i++; // the source path of a rename follows
            }
            return out;
        },
        readBlobs: (ids, onBlob) => catFileBatch(root, ids, onBlob),
        async tracks(file) {
            const rel = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(file)).split(external_node_path_.sep).join('/');
            if (rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
                return false;
            const run = await spawnGit(root, ['ls-files', '-z', '--', literal(rel)], 64 * 1024);
            return run.code === 0 && run.stdout.length > 0;
        },
    };
}
/** `git cat-file --batch`: one process, blob bytes handed over one at a time. */
function catFileBatch(root, ids, onBlob) {
    const wanted = ids.filter((id) => SHA.test(id));
    if (wanted.length === 0)
        return Promise.resolve();
    return new Promise((resolvePromise, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', ['cat-file', '--batch'], {
            cwd: root,
            stdio: ['pipe', 'pipe', 'ignore'],
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
        });
        // Bytes not yet read as a header; a body is copied into one buffer of its size as it arrives
        // (a blob of megabytes comes in 64 KiB chunks): no chunk is held until the body ends, and the
        // buffer is the whole of its memory, which the reader can give back as soon as it has decoded
        // it (platform/release-bytes.ts). Held chunks and their join were 16 MB for L's catalog.
        let pending = Buffer.alloc(0);
        let current;
        let failure;
        const fail = (err) => {
            failure ??= err;
            child.kill();
        };
        child.stdout.on('data', (chunk) => {
            pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
            for (;;) {
                if (!current) {
                    const nl = pending.indexOf(0x0a);
                    if (nl < 0)
                        return;
                    const header = pending.subarray(0, nl).toString('utf8');
                    pending = pending.subarray(nl + 1);
                    const [id, type, size] = header.split(' ');
                    if (type === 'missing' || !id)
                        continue;
                    const bytes = Number(size);
                    if (!Number.isSafeInteger(bytes) || bytes < 0)
                        return fail(new Error(`git cat-file: unexpected header ${header.slice(0, 120)}`));
                    // Not a blob, or larger than any platform file: read past it, never hold it.
                    const skip = type !== 'blob' || bytes > MAX_BLOB_BYTES;
                    current = {
                        id,
                        size: bytes,
                        skip,
                        remaining: bytes + 1, // the content, then a newline
                        body: skip ? Buffer.alloc(0) : Buffer.allocUnsafeSlow(bytes),
                        filled: 0,
                    };
                }
                const take = Math.min(pending.length, current.remaining);
                if (!current.skip && current.filled < current.size)
                    current.filled += pending.copy(current.body, current.filled, 0, Math.min(take, current.size - current.filled));
                pending = pending.subarray(take);
                current.remaining -= take;
                if (current.remaining > 0)
                    return;
                const done = current;
                current = undefined;
                if (done.skip)
                    continue;
                try {
                    onBlob(done.id, done.body);
                }
                catch (err) {
                    return fail(err);
                }
            }
        });
        child.on('error', reject);
        child.on('close', () => (failure ? reject(failure) : resolvePromise()));
        child.stdin.on('error', () => undefined);
        child.stdin.end(wanted.join('\n') + '\n');
    });
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/source/binary-detection.ts
var binary_detection = __webpack_require__(1162);
// EXTERNAL MODULE: ./src/source/line-endings.ts
var line_endings = __webpack_require__(6854);
;// CONCATENATED MODULE: ./src/plan/origin.ts
/**
 * Pure: where a difference between the repository and live comes from (docs/live-edits.md).
 *
 * The history of one file or catalog field is the list of its committed versions, newest (HEAD)
 * first. Versions equal to what the repository wants now are dropped from the front; of what
 * remains, the first is the version the repository's latest change replaced:
 *
 * - live holds that version → `repo` (the repository changed it since the version live carries);
 * - live holds an older committed version → `behind`;
 * - live holds something no version in the history had → `live-edit` (edited outside git);
 * - the history searched was cut (depth, shallow clone) or a version cannot be compared →
 *   `unknown`: never claimed to be an edit, never claimed not to be.
 */
const CHANGE_ORIGINS = (/* unused pure expression or super */ null && (['repo', 'behind', 'live-edit', 'unknown']));
/** A catalog version where the entity was in the YAML but this field was not: the platform chose it. */
const UNMANAGED = Symbol('unmanaged');
/** A version whose content cannot be compared (e.g. a Git LFS pointer under another algorithm). */
const UNKNOWABLE = Symbol('unknowable');
function originOf(input) {
    const { versions } = input;
    let start = 0;
    while (start < versions.length) {
        const v = versions[start];
        if (v === UNMANAGED || v === UNKNOWABLE || !input.isLocal(v))
            break;
        start++;
    }
    const rest = versions.slice(start);
    // The repository's latest change starts managing a field it left to the platform before.
    if (rest[0] === UNMANAGED)
        return 'repo';
    let unknowable = false;
    for (const [k, v] of rest.entries()) {
        if (v === UNKNOWABLE) {
            unknowable = true;
            continue;
        }
        const matches = v === UNMANAGED ? input.liveIsEmpty === true : input.isLive(v);
        if (matches)
            return k === 0 ? 'repo' : 'behind';
    }
    if (!input.complete || unknowable)
        return 'unknown';
    return 'live-edit';
}
/** Consecutive equal versions collapsed (a history lists each change, not each commit). */
function collapseRuns(versions, same) {
    const out = [];
    for (const v of versions)
        if (out.length === 0 || !same(out[out.length - 1], v))
            out.push(v);
    return out;
}

;// CONCATENATED MODULE: ./src/history/site-history.ts
/**
 * The committed versions of site files, as checksums the live manifest can be compared with: one
 * `git log` over the source folder, then the bytes of the versions that matter through one
 * `git cat-file --batch`, each hashed as sitesync would upload it (text: CRLF → LF) in the live
 * manifest's algorithm. Hashes are cached by blob id in `.sitesync/history.json`.
 */






/** Git LFS pointer: its oid is the SHA-256 of the real content. */
const LFS_POINTER = /^version https:\/\/git-lfs\.github\.com\/spec\/v1\n(?:.*\n)*?oid sha256:([0-9a-f]{64})\n/;
/**
 * At most this many changed paths are named to git (and in at most this many characters): git then
 * lists only the commits and blobs of those files. More, and the log covers the whole source folder
 * (one argument list cannot hold any number of paths).
 */
const MAX_NAMED_PATHS = 1_000;
/**
 * Characters of the named paths' arguments, each as git gets it (`:(literal)` and the path, a
 * separator): a Windows command line holds at most 32,767 in all, git's other arguments included,
 * and a longer one fails to start (the plan would fail with it).
 */
const MAX_NAMED_CHARS = 24 * 1024;
function repoRelative(root, folder) {
    const rel = (0,external_node_path_.relative)(root, folder);
    return rel === '' ? '' : rel.split(external_node_path_.sep).join('/');
}
async function readSiteHistory(options) {
    const { reader, depth } = options;
    const prefix = repoRelative(reader.root, options.source);
    const absentLive = options.absentLive ?? new Map();
    const inRepo = (path) => (prefix === '' ? path : `${prefix}/${path}`);
    // The changed files by name when they are few: a log of the whole folder lists every file of
    // every commit in the window (the first commit of a 20,000-file site alone is 2.6 MB of it).
    const named = (paths) => {
        const list = [...paths].map(inRepo);
        const chars = list.reduce((n, p) => n + ':(literal) '.length + p.length, 0);
        return list.length > 0 && list.length <= MAX_NAMED_PATHS && chars <= MAX_NAMED_CHARS ? list : [prefix];
    };
    // Both at once (each is a git process).
    const [namedLog, dirty] = await Promise.all([
        reader.log(named(options.paths), depth),
        absentLive.size > 0 ? reader.dirtyPaths(named(absentLive.keys())) : Promise.resolve(new Set()),
    ]);
    // No commit ever touched the files named: the folder's log says whether that is because they
    // were never committed (a complete history of the folder) or there is no history to search.
    // Likewise in a shallow clone when no commit of the named log is the clone's boundary (none of
    // the files named was there): the log ran into the cut without showing it, and claims a complete
    // history a file deleted before the cut would be missing from ("never committed").
    const log = options.paths.length > 0 && (namedLog.commits.length === 0 || (namedLog.shallow && namedLog.complete))
        ? await reader.log([prefix], depth)
        : namedLog;
    const window = (0,types/* historyWindow */.ni)(log, depth);
    const wanted = new Set(options.paths);
    const changesOf = new Map();
    const strip = prefix === '' ? 0 : prefix.length + 1;
    for (const change of log.changes) {
        if (prefix !== '' && !change.path.startsWith(prefix + '/'))
            continue;
        const path = change.path.slice(strip);
        if (!wanted.has(path))
            continue;
        let list = changesOf.get(path);
        if (!list)
            changesOf.set(path, (list = []));
        list.push(change);
    }
    const blobs = new Set();
    const byPath = new Map();
    for (const path of wanted) {
        const changes = changesOf.get(path) ?? [];
        if (changes.length === 0) {
            // Never touched in the window: with the whole history searched, it never existed.
            byPath.set(path, { ids: log.complete ? [null] : [], complete: log.complete });
            continue;
        }
        const ids = [];
        let created = false;
        for (const c of changes) {
            ids.push(c.after);
            // At a shallow boundary every path looks added: that is not its creation.
            if (log.boundary.has(c.commit))
                continue;
            ids.push(c.before);
            if (c.before === null)
                created = true;
        }
        const collapsed = collapseRuns(ids, (a, b) => a === b);
        if (!absentLive.has(path))
            for (const id of collapsed)
                if (id !== null)
                    blobs.add(id);
        byPath.set(path, { ids: collapsed, complete: log.complete || created });
    }
    const sums = await blobChecksums(reader, [...blobs], options.algorithm, await options.cache);
    const files = new Map();
    for (const [path, { ids, complete }] of byPath) {
        const local = absentLive.get(path);
        const clean = local !== undefined && !dirty.has(inRepo(path));
        files.set(path, {
            versions: ids.map((id, i) => {
                if (id === null)
                    return null;
                // A version live never holds here: only whether it is the local file matters.
                if (local !== undefined)
                    return { sha256: i === 0 && clean ? local : `blob:${id}`, live: `blob:${id}` };
                return sums.get(id) ?? UNKNOWABLE;
            }),
            complete,
        });
    }
    return { window, files };
}
/** Checksums of blobs as uploaded (text normalised), from the cache or by reading them once. */
async function blobChecksums(reader, ids, algorithm, cache) {
    const out = new Map();
    const missing = [];
    for (const id of ids) {
        const sha256 = cache.checksum(id, 'sha256');
        const live = cache.checksum(id, algorithm);
        if (sha256 && live)
            out.set(id, { sha256, live });
        else
            missing.push(id);
    }
    await reader.readBlobs(missing, (id, bytes) => {
        const lfs = bytes.length < 1024 ? LFS_POINTER.exec(bytes.toString('utf8')) : null;
        if (lfs) {
            // The pointer names the content's SHA-256; another algorithm cannot be derived from it.
            const sha256 = lfs[1];
            cache.setChecksum(id, 'sha256', sha256);
            if (algorithm === 'sha256')
                out.set(id, { sha256, live: sha256 });
            return;
        }
        const upload = (0,binary_detection/* isBinaryContent */.V)(bytes) ? bytes : (0,line_endings/* normalizeCrlf */.b)(bytes);
        const sha256 = (0,external_node_crypto_.createHash)('sha256').update(upload).digest('hex');
        const live = algorithm === 'sha256' ? sha256 : (0,external_node_crypto_.createHash)(algorithm).update(upload).digest('hex');
        cache.setChecksum(id, 'sha256', sha256);
        cache.setChecksum(id, algorithm, live);
        out.set(id, { sha256, live });
    });
    return out;
}

// EXTERNAL MODULE: ./src/catalog/types.ts
var catalog_types = __webpack_require__(1234);
// EXTERNAL MODULE: ./src/plan/catalog/field-equality.ts
var field_equality = __webpack_require__(924);
;// CONCATENATED MODULE: ./src/plan/catalog/classify-catalog.ts



const keyOf = (kind, key) => `${kind}:${key}`;
/** Every entity key whose history a plan needs (updates, archives, creates, kept). */
function entityKeysToClassify(plan) {
    const keys = new Set();
    for (const c of plan.changes) {
        if (c.action === 'update' || c.action === 'archive' || c.action === 'create')
            keys.add(keyOf(c.kind, c.key));
    }
    for (const k of plan.kept ?? [])
        keys.add(keyOf(k.kind, k.key));
    return [...keys];
}
const ABSENT_ENTITY = { present: false };
function isEmptyValue(value) {
    if (value === null || value === undefined || value === '')
        return true;
    if (typeof value === 'object' && !Array.isArray(value))
        return Object.values(value).every((v) => v !== true);
    return false;
}
/** The value a committed entity gives `field` (as FieldChange names it), or UNMANAGED. */
function committedField(kind, entity, field) {
    if (field in catalog_types/* REF_FIELD */.$b) {
        const ref = entity.refs[field];
        // A category without `parent` is a root: the YAML says "no parent", it does not leave it open.
        if (ref === undefined)
            return kind === 'category' && field === 'parent' ? { present: true, value: null } : UNMANAGED;
        return { present: true, value: ref };
    }
    if (field === 'status' && entity.archived)
        return { present: true, value: 'archived' };
    const value = entity.fields[field];
    return value === undefined ? UNMANAGED : { present: true, value };
}
function sameValue(kind, field, a, b) {
    if (field in catalog_types/* REF_FIELD */.$b)
        return (a ?? null) === (b ?? null);
    return (0,field_equality/* sameFieldValue */.E)(kind, field, a, b);
}
function fieldOrigin(kind, change, commits) {
    if (!commits)
        return 'unknown';
    const versions = commits.versions.map((v) => v === undefined ? ABSENT_ENTITY : committedField(kind, v, change.field));
    const liveIsEmpty = isEmptyValue(change.from);
    return originOf({
        versions,
        isLocal: (v) => v.present && sameValue(kind, change.field, v.value, change.to),
        isLive: (v) => (v.present ? sameValue(kind, change.field, v.value, change.from) : liveIsEmpty),
        liveIsEmpty,
        complete: commits.complete,
    });
}
/** Presence: was the entity in the YAML in each version, against "absent locally, present live" or the reverse. */
function presenceOrigin(commits, local, live) {
    if (!commits)
        return 'unknown';
    return originOf({
        versions: commits.versions.map((v) => v !== undefined),
        isLocal: (present) => present === local,
        isLive: (present) => present === live,
        complete: commits.complete,
    });
}
function classifyChange(change, commits) {
    const history = commits.get(keyOf(change.kind, change.key));
    switch (change.action) {
        case 'update':
            return {
                ...change,
                changes: change.changes.map((f) => ({ ...f, origin: fieldOrigin(change.kind, f, history) })),
            };
        case 'archive':
            if (change.reason === 'pruned')
                return { ...change, origin: presenceOrigin(history, false, true) };
            return {
                ...change,
                origin: fieldOrigin(change.kind, { field: 'status', from: change.live.status ?? null, to: 'archived' }, history),
            };
        case 'create':
            return { ...change, origin: presenceOrigin(history, true, false) };
        default:
            return change;
    }
}
const NO_ORIGINS = [];
/** The origins a classified change carries: one per field of an update, one for a create or an archive. */
function changeOrigins(change) {
    switch (change.action) {
        case 'update':
            return change.changes.map((f) => f.origin);
        case 'archive':
        case 'create':
            return [change.origin];
        default:
            return NO_ORIGINS;
    }
}
/**
 * Whether an entity's committed versions read so far (newest first) settle the origin of every
 * change the plan has for it. `repo` and `behind` are decided by the first version live holds,
 * which older versions cannot change (origin.ts); `live-edit` needs the whole history and
 * `unknown` more of it, so those keys are read further (history/catalog-history.ts).
 *
 * A create (live lacks the entity) is `repo` as soon as any version lacks it: that version is the
 * first one live holds, wherever it stands. When the catalog's whole history was searched and it
 * began without a catalog (`emptyOrigin`), its oldest version lacks every entity, so a create is
 * settled before any version is read: a first publish of a catalog with a long history reads none.
 */
function originsSettledBy(plan) {
    const changesOf = new Map();
    for (const c of plan.changes) {
        if (c.action !== 'update' && c.action !== 'archive' && c.action !== 'create')
            continue;
        const key = keyOf(c.kind, c.key);
        changesOf.set(key, [...(changesOf.get(key) ?? []), c]);
    }
    const kept = new Set((plan.kept ?? []).map((k) => keyOf(k.kind, k.key)));
    return (key, versions, known) => {
        const history = { versions, complete: false };
        const commits = new Map([[key, history]]);
        const settledChange = (c) => (c.action === 'create' && known?.emptyOrigin === true) ||
            !changeOrigins(classifyChange(c, commits)).includes('unknown');
        if (!(changesOf.get(key) ?? []).every(settledChange))
            return false;
        return !kept.has(key) || presenceOrigin(history, false, true) !== 'unknown';
    };
}
function classifyCatalogPlan(plan, commits) {
    return {
        ...plan,
        changes: plan.changes.map((c) => classifyChange(c, commits)),
        ...(plan.kept && {
            kept: plan.kept.map((k) => ({
                ...k,
                origin: presenceOrigin(commits.get(keyOf(k.kind, k.key)), false, true),
            })),
        }),
    };
}
/** Every classifiable change marked `unknown` (no history). */
function unclassifiedCatalogPlan(plan) {
    return classifyCatalogPlan(plan, new Map());
}

;// CONCATENATED MODULE: ./src/plan/catalog/renames.ts
/** `kind` and `name` as one map key (a name may hold any character but the NUL). */
const nameKey = (kind, name) => `${kind}\u0000${name}`;
/** How many items share each key (linear: a plan creating 50k entities is one pass). */
function countBy(items, keyOf) {
    const counts = new Map();
    for (const item of items) {
        const key = keyOf(item);
        if (key !== undefined)
            counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
}
function markRenames(plan) {
    const gone = [
        ...plan.changes.flatMap((c) => c.action === 'archive' && c.reason === 'pruned' && c.origin !== 'live-edit'
            ? [{ kind: c.kind, key: c.key, name: c.live.name }]
            : []),
        ...(plan.kept ?? [])
            .filter((k) => k.origin !== 'live-edit')
            .map((k) => ({ kind: k.kind, key: k.key, name: k.name })),
    ];
    if (gone.length === 0)
        return plan;
    const created = plan.changes.filter((c) => c.action === 'create');
    const createdName = (c) => {
        const name = c.desired.fields['name'];
        return typeof name === 'string' && name !== '' ? name : undefined;
    };
    // Candidates and rivals per kind and name: a pair is a rename only when both are unique.
    const goneCount = countBy(gone, (g) => (g.name === undefined ? undefined : nameKey(g.kind, g.name)));
    const goneByName = new Map();
    for (const g of gone)
        if (g.name !== undefined)
            goneByName.set(nameKey(g.kind, g.name), g);
    const rivalCount = countBy(created, (c) => {
        const name = c.desired.fields['name'];
        return typeof name === 'string' ? nameKey(c.kind, name) : undefined;
    });
    const pairs = new Map(); // old kind:key → new key
    const fromOf = new Map(); // new kind:key → old key
    for (const c of created) {
        const name = createdName(c);
        if (name === undefined)
            continue;
        const at = nameKey(c.kind, name);
        if (goneCount.get(at) !== 1 || rivalCount.get(at) !== 1)
            continue;
        const old = goneByName.get(at);
        pairs.set(`${c.kind}:${old.key}`, c.key);
        fromOf.set(`${c.kind}:${c.key}`, old.key);
    }
    if (pairs.size === 0)
        return plan;
    const changes = plan.changes.map((c) => {
        const to = pairs.get(`${c.kind}:${c.key}`);
        if (c.action === 'archive' && c.reason === 'pruned' && to)
            return { ...c, renamedTo: to };
        const from = fromOf.get(`${c.kind}:${c.key}`);
        if (c.action === 'create' && from)
            return { ...c, renamedFrom: from };
        return c;
    });
    const kept = plan.kept?.map((k) => {
        const to = pairs.get(`${k.kind}:${k.key}`);
        return to ? { ...k, renamedTo: to } : k;
    });
    return { ...plan, changes, ...(kept && { kept }) };
}

// EXTERNAL MODULE: ./src/plan/site/diff.ts
var site_diff = __webpack_require__(6088);
;// CONCATENATED MODULE: ./src/plan/site/classify-site.ts
/** Pure: the origin of every change of a site diff, from the files' committed versions. */

function fileOrigin(path, input) {
    const committed = input.history.get(path);
    if (!committed)
        return 'unknown';
    const local = input.local.get(path)?.toLowerCase() ?? null;
    const live = input.live.get(path)?.toLowerCase() ?? null;
    return originOf({
        versions: committed.versions,
        isLocal: (v) => (v === null ? local === null : v.sha256 === local),
        isLive: (v) => (v === null ? live === null : v.live === live),
        complete: committed.complete,
    });
}
function classifySiteDiff(diff, input) {
    const mark = (changes) => changes.map((c) => ({ ...c, origin: fileOrigin(c.path, input) }));
    return { ...diff, added: mark(diff.added), modified: mark(diff.modified), deleted: mark(diff.deleted) };
}
/** Every change marked `unknown` (no history to classify with). */
function unclassifiedSiteDiff(diff) {
    const mark = (changes) => changes.map((c) => ({ ...c, origin: 'unknown' }));
    return { ...diff, added: mark(diff.added), modified: mark(diff.modified), deleted: mark(diff.deleted) };
}

// EXTERNAL MODULE: ./src/state/mac-file.ts
var mac_file = __webpack_require__(3989);
// EXTERNAL MODULE: ./src/state/state-file.ts
var state_file = __webpack_require__(8255);
;// CONCATENATED MODULE: ./src/state/history-cache-store.ts


const MAX_CACHED_BLOBS = 50_000;
/**
 * Entity versions kept, over all catalog blobs (the blob asked about last goes last). A plan that
 * changes a few entities asks about a few; one that creates a whole catalog (a first publish: 52,500
 * on L) asks about every one, and keeping those answers made every later plan load them all: on L a
 * 10.9 MB history.json, read by a small change that asked about 20 (~65 MB allocated, the plan's
 * peak RSS +30 MB; bench/ANALYSIS.md, thirteenth round). A blob past the cap is not kept: asking
 * about that many again is one parse of the committed catalog, which a plan of that size makes.
 */
const MAX_CACHED_ENTITY_VERSIONS = 5_000;
const HEX = /^[0-9a-f]{32,64}$/;
function decode(raw) {
    if (!(0,state_file/* isRecord */.u4)(raw) || raw.version !== 1 || !(0,state_file/* isRecord */.u4)(raw.blobs) || !(0,state_file/* isRecord */.u4)(raw.entities))
        return undefined;
    const blobs = {};
    for (const [id, sums] of Object.entries(raw.blobs)) {
        if (!(0,state_file/* isRecord */.u4)(sums))
            continue;
        const ok = {};
        for (const alg of ['sha256', 'sha1', 'md5'])
            if (typeof sums[alg] === 'string' && HEX.test(sums[alg]))
                ok[alg] = sums[alg];
        blobs[id] = ok;
    }
    const entities = {};
    for (const [id, byKey] of Object.entries(raw.entities)) {
        if (!(0,state_file/* isRecord */.u4)(byKey))
            continue;
        const kept = {};
        for (const [key, v] of Object.entries(byKey)) {
            if (v === null)
                kept[key] = null;
            else if ((0,state_file/* isRecord */.u4)(v) && (0,state_file/* isRecord */.u4)(v.fields) && (0,state_file/* isRecord */.u4)(v.refs) && typeof v.archived === 'boolean')
                kept[key] = v;
        }
        entities[id] = kept;
    }
    return { version: 1, blobs, entities };
}
const historyFile = (rootDir, options = {}) => (0,mac_file/* macFile */.W)(rootDir, 'history.json', options);
/** Where the history cache of a repository is kept. */
const historyCachePath = (rootDir) => historyFile(rootDir).path;
/**
 * In memory only when a site source folder holds `.sitesync` (the file would join that tree), or
 * when `untrusted`: a history.json that git tracks came with the repository (a pull request can
 * add one), and a cache in the repository could claim any checksum for any blob — a live edit
 * would read as an older committed version and pass the live-edit guard. It is neither read nor
 * written then.
 */
async function loadHistoryCache(rootDir, sources = [], options = {}) {
    const persist = !(0,state_file/* stateDirInside */.JI)(rootDir, sources) && options.untrusted !== true;
    const file = historyFile(rootDir, options);
    const data = (persist ? decode(await file.load()) : undefined) ?? { version: 1, blobs: {}, entities: {} };
    const blobs = new Map(Object.entries(data.blobs));
    const entities = new Map(Object.entries(data.entities).map(([id, m]) => [id, new Map(Object.entries(m))]));
    /** Drops the oldest entries beyond the caps; whether it dropped any. */
    const trim = () => {
        const before = blobs.size + entities.size;
        while (blobs.size > MAX_CACHED_BLOBS)
            blobs.delete(blobs.keys().next().value);
        let total = [...entities.values()].reduce((n, m) => n + m.size, 0);
        while (total > MAX_CACHED_ENTITY_VERSIONS && entities.size > 0) {
            const oldest = entities.keys().next().value;
            total -= entities.get(oldest).size;
            entities.delete(oldest);
        }
        return blobs.size + entities.size < before;
    };
    // A file written with higher caps is written again within these.
    let dirty = trim();
    return {
        checksum: (blob, algorithm) => blobs.get(blob)?.[algorithm],
        setChecksum(blob, algorithm, checksum) {
            const sums = blobs.get(blob) ?? {};
            if (sums[algorithm] === checksum)
                return;
            blobs.delete(blob); // re-inserted last: the newest entries survive the cap
            blobs.set(blob, { ...sums, [algorithm]: checksum });
            dirty = true;
        },
        entity: (blob, key) => entities.get(blob)?.get(key),
        setEntity(blob, key, version) {
            const byKey = entities.get(blob) ?? new Map();
            entities.delete(blob);
            entities.set(blob, byKey);
            byKey.set(key, version);
            dirty = true;
        },
        async save() {
            if (!dirty || !persist)
                return;
            trim();
            await file.save({
                version: 1,
                blobs: Object.fromEntries(blobs),
                entities: Object.fromEntries([...entities].map(([id, m]) => [id, Object.fromEntries(m)])),
            });
            dirty = false;
        },
    };
}

;// CONCATENATED MODULE: ./src/sync/classify-plan.ts
/**
 * The three-way step of a plan: every change is classified against the repository's git history
 * (repo, behind, live-edit; unknown when the history cannot tell). Reads only git and
 * `.sitesync/history.json`: no platform request (the live manifest and the live catalog were
 * already read by the plan). A plan without changes costs nothing here.
 */









const needsSite = (s) => s.plan.siteId !== null && s.changed !== undefined && (0,site_diff/* allSiteChanges */.Gu)(s.plan.diff).length > 0;
const needsCatalog = (plan) => plan !== undefined && entityKeysToClassify(plan).length > 0;
function unavailable(depth) {
    return { status: 'unavailable', commits: 0, depth };
}
async function classifyPlan(input) {
    const catalogPlan = input.catalog?.plan;
    if (!input.sites.some(needsSite) && !needsCatalog(catalogPlan)) {
        return {
            sites: input.sites.map((s) => s.plan),
            ...(catalogPlan && { catalog: markRenames(catalogPlan) }),
        };
    }
    const reader = await openHistoryReader(input.rootDir);
    if (!reader) {
        input.reporter.warn('not a git checkout with a commit: live edits made outside git cannot be told apart (docs/live-edits.md)');
        return {
            sites: input.sites.map((s) => needsSite(s)
                ? { ...s.plan, diff: unclassifiedSiteDiff(s.plan.diff), history: unavailable(input.depth) }
                : s.plan),
            ...(catalogPlan && {
                catalog: needsCatalog(catalogPlan)
                    ? markRenames({ ...unclassifiedCatalogPlan(catalogPlan), history: unavailable(input.depth) })
                    : markRenames(catalogPlan),
            }),
        };
    }
    // A history cache that git tracks came with the repository, not from an earlier run here. It is
    // checked and loaded while git is asked for the history (each step is a git process).
    const cache = (async () => {
        const committed = (await reader.tracks?.(historyCachePath(input.rootDir))) === true;
        if (committed)
            input.reporter.warn('.sitesync/history.json is tracked by git: not used (a cache that comes with the repository could claim any history); remove it with `git rm --cached .sitesync/history.json`');
        return loadHistoryCache(input.rootDir, input.sites.map((s) => s.source), { untrusted: committed });
    })();
    // Awaited by the classifications (and below); until then not an unhandled rejection.
    cache.catch(() => undefined);
    const [sites, catalog] = await Promise.all([
        Promise.all(input.sites.map((s) => classifySite(reader, cache, s, input.depth))),
        input.catalog && needsCatalog(catalogPlan)
            ? classifyCatalog(reader, cache, input.catalog, input.depth)
            : Promise.resolve(catalogPlan && markRenames(catalogPlan)),
    ]);
    await (await cache).save();
    for (const window of [...sites.map((s) => s.history), catalog?.history]) {
        if (window?.status === 'shallow')
            input.reporter.warn(`the git history stops after ${window.commits} commit(s) (a shallow clone): changes older than that cannot be classified; check out with fetch-depth: 0 (docs/live-edits.md)`);
    }
    return { sites, ...(catalog && { catalog }) };
}
async function classifySite(reader, cache, site, depth) {
    if (!needsSite(site) || !site.changed)
        return site.plan;
    const { plan } = site;
    if ('fallback' in plan.checksum) {
        // The live checksums could not be matched with any algorithm (or are absent: optional in the
        // contract): contents cannot be compared with history. A live-only path that no commit ever
        // had is still known to be created outside git.
        const deleted = plan.diff.deleted.map((c) => c.path);
        if (deleted.length === 0)
            return { ...plan, diff: unclassifiedSiteDiff(plan.diff), history: unavailable(depth) };
        const history = await readSiteHistory({
            reader,
            source: site.source,
            paths: deleted,
            algorithm: 'sha256',
            depth,
            cache,
            absentLive: new Map(),
        });
        const neverCommitted = (path) => {
            const h = history.files.get(path);
            return h !== undefined && h.complete && h.versions.every((v) => v === null);
        };
        const unclassified = unclassifiedSiteDiff(plan.diff);
        const diff = {
            ...unclassified,
            deleted: unclassified.deleted.map((c) => neverCommitted(c.path) ? { ...c, origin: 'live-edit' } : c),
        };
        return { ...plan, diff, history: history.window };
    }
    const { local, live } = site.changed;
    const history = await readSiteHistory({
        reader,
        source: site.source,
        paths: (0,site_diff/* allSiteChanges */.Gu)(plan.diff).map((c) => c.path),
        algorithm: plan.checksum.algorithm,
        depth,
        cache,
        absentLive: new Map(plan.diff.added.map((c) => [c.path, local.get(c.path) ?? ''])),
    });
    const diff = classifySiteDiff(plan.diff, { local, live, history: history.files });
    return { ...plan, diff, history: history.window };
}
async function classifyCatalog(reader, cache, catalog, depth) {
    const folder = (await (0,promises_.stat)(catalog.path).catch(() => undefined))?.isDirectory() === true;
    const history = await readCatalogHistory({
        reader,
        catalog: catalog.path,
        folder,
        keys: entityKeysToClassify(catalog.plan),
        depth,
        cache,
        settled: originsSettledBy(catalog.plan),
    });
    const commits = history.entities;
    return markRenames({ ...classifyCatalogPlan(catalog.plan, commits), history: history.window });
}


/***/ }),

/***/ 2132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ planSite)
});

// UNUSED EXPORTS: isValidatedPath

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/index.ts + 7 modules
var config = __webpack_require__(3201);
// EXTERNAL MODULE: ./src/plan/site/diff.ts
var site_diff = __webpack_require__(6088);
;// CONCATENATED MODULE: ./src/plan/site/changed-checksums.ts

function changedChecksums(diff, local, live) {
    const changed = new Set((0,site_diff/* allSiteChanges */.Gu)(diff).map((c) => c.path));
    const localSums = new Map();
    const liveSums = new Map();
    if (changed.size === 0)
        return { local: localSums, live: liveSums };
    for (const f of local)
        if (changed.has(f.path))
            localSums.set(f.path, f.checksum);
    // A live entry without a checksum (optional in the contract) has none to compare.
    for (const f of live)
        if (changed.has(f.path) && typeof f.checksum === 'string')
            liveSums.set(f.path, f.checksum);
    return { local: localSums, live: liveSums };
}

;// CONCATENATED MODULE: ./src/plan/site/guards.ts
/** The share guard counts only once a plan deletes more than this many files. */
const DELETE_SHARE_FLOOR = 5;
const isPage = (path) => /^pages\/[^/]+\.json$/.test(path);
const percent = (share) => `${Math.round(share * 100)} %`;
function countPages(paths) {
    let n = 0;
    for (const p of paths)
        if (isPage(p))
            n += 1;
    return n;
}
function siteGuards(input, limits, overrides = {}) {
    const deleted = input.diff.counts.deleted;
    const guards = [];
    const deletionAllowed = overrides.allowDelete !== undefined && deleted <= overrides.allowDelete;
    const beyondAllowance = overrides.allowDelete !== undefined && !deletionAllowed
        ? ` (more than the ${overrides.allowDelete} deletion(s) allowed)`
        : '';
    const deletion = (code, message) => guards.push({ code, message: message + beyondAllowance, overridden: deletionAllowed });
    if (deleted > limits.maxDelete) {
        deletion('delete_limit', `this plan deletes ${deleted} site files, more than max_delete (${limits.maxDelete})`);
    }
    const share = input.liveCount > 0 ? deleted / input.liveCount : 0;
    if (deleted > DELETE_SHARE_FLOOR && share > limits.maxDeleteShare) {
        deletion('delete_share', `this plan deletes ${deleted} of ${input.liveCount} live files (${percent(share)}), more than max_delete_share (${percent(limits.maxDeleteShare)})`);
    }
    const deletedPages = countPages(input.diff.deleted.map((c) => c.path));
    if (input.livePages >= 2 && deletedPages > input.livePages / 2) {
        deletion('pages_lost', `this plan deletes ${deletedPages} of ${input.livePages} live pages (pages/*.json): the site would lose most of its pages`);
    }
    if (input.diff.deleted.some((c) => c.path === 'site.json')) {
        deletion('site_json_lost', 'this plan deletes site.json (the site’s name and languages)');
    }
    else if (input.names && input.names.desired === null && input.names.live !== null) {
        deletion('site_json_lost', `site.json would lose the site's name (live: ${JSON.stringify(input.names.live)})`);
    }
    const mismatch = (message) => guards.push({ code: 'wrong_site', message, overridden: overrides.allowSiteMismatch === true });
    const names = input.names;
    if (names && names.desired !== null && names.live !== null && names.desired !== names.live) {
        mismatch(`site.json names the site ${JSON.stringify(names.desired)} but the live site.json names it ${JSON.stringify(names.live)}: site.id in sitesync.yml may point at another site`);
    }
    const added = input.diff.counts.added;
    if (input.liveCount > 0 &&
        input.localCount > 0 &&
        deleted * 2 > input.liveCount &&
        added * 2 > input.localCount) {
        mismatch(`most paths differ: ${deleted} of ${input.liveCount} live files are not in the tree and ${added} of ${input.localCount} local files are not live; site.id in sitesync.yml may point at another site`);
    }
    return guards;
}
/** True when a guard that was not overridden stands. */
function guardsBlock(guards) {
    return guards.some((g) => !g.overridden);
}

// EXTERNAL MODULE: ./src/source/index.ts + 3 modules
var source = __webpack_require__(424);
;// CONCATENATED MODULE: ./src/sync/plan-site.ts







/** Paths whose content the platform's validation reads (assets are only sized, never parsed). */
function isValidatedPath(path) {
    return !path.startsWith('assets/');
}
function toIssue(severity, i) {
    const r = i;
    return {
        severity,
        code: String(r.code ?? 'issue'),
        message: String(r.message ?? ''),
        ...(typeof r.path === 'string' && { path: r.path }),
        ...(typeof r.line === 'number' && { line: r.line }),
        ...(typeof r.column === 'number' && { column: r.column }),
    };
}
/**
 * The diff when the live checksums cannot be compared (a manifest without checksums, or in an
 * unknown algorithm): the manifest's paths and sizes decide what was added, deleted or resized; only
 * the files whose path and size agree are sent to POST /source/diff in patch mode, in requests under
 * the source-write limits (a whole large tree in one request would be over them), and the platform
 * says which of those differ.
 */
async function diffByServer(client, siteId, manifest, tree) {
    const local = new Map(tree.files.map((f) => [f.path, f]));
    const liveSize = new Map(manifest.files.map((e) => [e.path, e.byte_size]));
    const sameSize = tree.files.filter((f) => liveSize.get(f.path) === f.byteSize);
    const differ = new Set();
    const reader = (0,source/* createUploadReader */.b6)();
    const batches = (0,source/* planBatches */.un)(sameSize.map((f) => ({ path: f.path, kind: 'modified' })), (path) => local.get(path)?.encodedBytes ?? 0);
    for (const batch of batches) {
        const answer = await client.sites.source.diff(siteId, {
            mode: 'patch',
            source_revision: manifest.source_revision,
            files: await reader.read(batch.files.map((path) => local.get(path))),
        });
        for (const change of answer.changes)
            if (change.change !== 'unchanged')
                differ.add(change.path);
    }
    // The pure diff over the manifest's paths and sizes, told which same-size files are equal.
    const entries = manifest.files.map((e) => {
        const file = local.get(e.path);
        const equal = file !== undefined && file.byteSize === e.byte_size && !differ.has(e.path);
        return { path: e.path, byte_size: e.byte_size, checksum: equal ? file.checksum : '' };
    });
    return (0,site_diff/* diffSiteSource */.Cy)(tree.files, entries);
}
/** The `name` of a site.json text: the string, null when it has none, undefined when it is not JSON. */
function nameIn(text) {
    try {
        const parsed = JSON.parse(text);
        if (parsed === null || typeof parsed !== 'object')
            return null;
        const name = parsed.name;
        return typeof name === 'string' ? name : null;
    }
    catch {
        return undefined;
    }
}
/**
 * The names in the local and the live site.json, read only when site.json changes (the same
 * bytes hold the same name: no request). Undefined when either cannot be read as JSON (the
 * platform's validation reports a broken local one).
 */
async function siteJsonNames(client, siteId, tree, diff) {
    if (!diff.modified.some((c) => c.path === 'site.json'))
        return undefined;
    const local = tree.files.find((f) => f.path === 'site.json');
    if (!local)
        return undefined;
    const desired = nameIn(await (0,promises_.readFile)(local.absPath, 'utf8'));
    const file = await client.sites.source.file(siteId, 'site.json');
    const text = file.encoding === 'base64' ? Buffer.from(file.content, 'base64').toString('utf8') : String(file.content);
    const live = nameIn(text);
    return desired === undefined || live === undefined ? undefined : { desired, live };
}
/** A validation answer that says invalid but lists no errors (errors is optional in the contract). */
const UNLISTED_ERRORS = {
    severity: 'error',
    code: 'invalid_unlisted',
    message: 'the platform reports the changed source invalid but lists no errors (its answer has no "errors" field); nothing will be written',
};
/** Why a patch over one request's limits was not validated before apply. */
function tooLargeToValidate(paths) {
    const { maxPaths, maxBodyBytes } = source/* DEFAULT_BATCH_LIMITS */.a1;
    return `not requested: ${paths} changed paths are more than one validate request carries (${maxPaths} paths, ${maxBodyBytes / 1024 / 1024} MiB of body); the platform validates each batch apply writes`;
}
async function planSite(options) {
    const { client, site, reporter } = options;
    const tree = options.tree ?? (await (0,source/* readSourceTree */.mg)(site.source));
    const sourceDir = (0,external_node_path_.relative)(options.rootDir, site.source) || '.';
    const base = { ...(site.name && { name: site.name }), sourceDir };
    if (!site.id) {
        const diff = (0,site_diff/* diffSiteSource */.Cy)(tree.files, []);
        const validation = {
            checked: false,
            note: 'validated by the platform when the site is created',
            errors: [],
            warnings: [],
        };
        return {
            tree,
            plan: {
                ...base,
                siteId: null,
                live: null,
                checksum: { algorithm: 'sha256', basis: 'empty-manifest' },
                diff,
                validation,
                guards: [],
                blocked: false,
            },
        };
    }
    const manifest = await (options.manifest ?? client.sites.source.manifest(site.id));
    const live = { sourceRevision: manifest.source_revision, fileCount: manifest.files.length };
    const checksum = await (0,source/* detectChecksumAlgorithm */.Sh)(manifest.files, tree.files, source/* hashWith */.nd);
    let diff;
    if ('fallback' in checksum) {
        reporter.warn(`live checksums could not be matched (${checksum.reason}); asking the platform for the diff instead`);
        diff = await diffByServer(client, site.id, manifest, tree);
    }
    else {
        const liveSums = checksum.algorithm === 'sha256'
            ? undefined
            : await (0,source/* localChecksumsFor */.XU)(manifest.files, tree.files, checksum.algorithm, source/* hashWith */.nd);
        diff = (0,site_diff/* diffSiteSource */.Cy)(tree.files, manifest.files, liveSums && ((p) => liveSums.get(p)));
    }
    const names = await siteJsonNames(client, site.id, tree, diff);
    const guards = siteGuards({
        diff,
        liveCount: manifest.files.length,
        localCount: tree.files.length,
        livePages: countPages(manifest.files.map((f) => f.path)),
        ...(names && { names }),
    }, options.limits ?? {
        maxDelete: config/* CONFIG_DEFAULTS */.IE.maxDelete,
        maxDeleteShare: config/* CONFIG_DEFAULTS */.IE.maxDeleteShare,
    }, options.overrides);
    const changes = (0,site_diff/* allSiteChanges */.Gu)(diff);
    // Assets are only sized by the platform's validation, never parsed: a change confined to them
    // cannot make the tree invalid, so it costs no validate request (apply still gets the
    // platform's warnings back from each batch write).
    const touchesValidated = changes.some((c) => isValidatedPath(c.path));
    let validation = {
        checked: false,
        note: changes.length === 0
            ? 'no changes'
            : touchesValidated
                ? 'not requested'
                : 'only assets changed (the platform does not parse them)',
        errors: [],
        warnings: [],
    };
    if (touchesValidated && options.validate !== false) {
        const byPath = new Map(tree.files.map((f) => [f.path, f]));
        const validated = changes.filter((c) => isValidatedPath(c.path) || c.kind === 'deleted');
        // One validate request carries the whole patch (a part would be judged without the rest): a
        // patch over one request's limits is not sent; the platform validates each batch apply writes.
        if ((0,source/* planBatches */.un)(validated, (path) => byPath.get(path)?.encodedBytes ?? 0).length > 1) {
            validation = { ...validation, note: tooLargeToValidate(validated.length) };
        }
        else {
            const result = await client.sites.source.validate(site.id, {
                mode: 'patch',
                source_revision: manifest.source_revision,
                files: await (0,source/* createUploadReader */.b6)().read(validated.filter((c) => c.kind !== 'deleted').map((c) => byPath.get(c.path))),
                delete_paths: validated.filter((c) => c.kind === 'deleted').map((c) => c.path),
            });
            const errors = (result.errors ?? []).map((i) => toIssue('error', i));
            validation = {
                checked: true,
                errors: !result.valid && errors.length === 0 ? [UNLISTED_ERRORS] : errors,
                warnings: (result.warnings ?? []).map((i) => toIssue('warning', i)),
            };
        }
    }
    return {
        tree,
        changed: changedChecksums(diff, tree.files, manifest.files),
        plan: {
            ...base,
            siteId: site.id,
            live,
            checksum,
            diff,
            validation,
            guards,
            blocked: guardsBlock(guards),
        },
    };
}


/***/ })

};
