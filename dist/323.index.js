export const id = 323;
export const ids = [323];
export const modules = {

/***/ 4323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  chunkFiles: () => (/* reexport */ chunkFiles),
  itemTableOf: () => (/* reexport */ itemTableOf),
  parseTexts: () => (/* binding */ parseTexts),
  reuseParse: () => (/* reexport */ reuseParse)
});

// EXTERNAL MODULE: ./src/runtime/worker-task.ts
var worker_task = __webpack_require__(3276);
// EXTERNAL MODULE: ./src/catalog/load-catalog.ts
var load_catalog = __webpack_require__(4257);
// EXTERNAL MODULE: ./src/catalog/parse-catalog.ts
var parse_catalog = __webpack_require__(166);
// EXTERNAL MODULE: ./src/catalog/yaml/fast-load.ts
var fast_load = __webpack_require__(7726);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
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










/** Bytes of one item digest (128 bits of SHA-256). */
const ITEM_DIGEST_BYTES = 16;
/**
 * The digests of a section's items, in one buffer: no string or object per item. Per item, a
 * string of 22 base64 characters (sliced from 44, which it kept alive) in an array, then a map of
 * the previous parse's digests, were ~10 MB of garbage that outlived a young generation on L.
 */
function itemDigests(file, section, text, items) {
    const out = Buffer.alloc(items.length * ITEM_DIGEST_BYTES);
    for (let j = 0; j < items.length; j++) {
        const { start, end } = items[j];
        (0,external_node_crypto_.hash)('sha256', `${file}\0${section}\0${text.slice(start, end)}`, 'buffer').copy(out, j * ITEM_DIGEST_BYTES, 0, ITEM_DIGEST_BYTES);
    }
    return out;
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
            digests.set(section, itemDigests(file, section, text, items));
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
        const digests = [];
        const nodes = [];
        for (const f of chunked) {
            const chunks = f.chunks.get(section) ?? [];
            if (chunks.length === 0)
                continue;
            const counts = itemNodes.get(f.file)?.get(section);
            if (!counts || counts.length !== chunks.length)
                return undefined;
            for (let j = 0; j < chunks.length; j++) {
                const location = entities[i++]?.location;
                if (location?.file !== f.file || location.line !== chunks[j].line)
                    return undefined;
                nodes.push(counts[j]);
            }
            digests.push(f.digests.get(section));
        }
        if (i !== entities.length)
            return undefined;
        if (i > 0)
            table[section] = { digests: Buffer.concat(digests).toString('base64'), nodes };
    }
    return table;
}
/** The parse of `chunked`, reusing `previous`'s unchanged items; undefined: parse it whole. */
function reuseParse(chunked, previous) {
    const catalog = { brands: [], categories: [], products: [], services: [] };
    const nodesOf = { brands: [], categories: [], products: [], services: [] };
    try {
        const reusable = reusableItems(previous);
        if (!reusable)
            return undefined;
        for (const f of chunked) {
            const unknown = [];
            let nodes = 1; // the root mapping
            for (const section of types/* CATALOG_SECTIONS */.nN) {
                const chunks = f.chunks.get(section);
                if (!chunks)
                    continue;
                nodes += 2; // the section's key and its sequence
                const digests = f.digests.get(section);
                const known = reusable[section];
                const list = catalog[section];
                const counts = nodesOf[section];
                for (let j = 0; j < chunks.length; j++) {
                    const chunk = chunks[j];
                    const q = known.find(digests, j, chunks.length);
                    if (q === undefined) {
                        unknown.push({ section, chunk, at: list.length });
                        list.push(undefined);
                        counts.push(0);
                        continue;
                    }
                    const entity = known.entities[q];
                    list.push(entity.location.line === chunk.line ? entity : moved(entity, f.file, chunk.line));
                    counts.push(known.nodes[q]);
                    nodes += known.nodes[q];
                }
            }
            nodes += parseUnknown(f, unknown, catalog, nodesOf);
            if (nodes > yaml_data/* DEFAULT_YAML_LIMITS */.fr.maxNodes)
                return undefined;
        }
        const all = types/* CATALOG_SECTIONS */.nN.flatMap((section) => catalog[section]);
        if ((0,check_references/* checkItems */.H)({ length: all.length, entity: (i) => all[i], entry: leftToWholeParse }).length > 0)
            return undefined;
    }
    catch {
        // Something to report (or not of the shape taken here): the whole parse says it exactly.
        return undefined;
    }
    const items = {};
    for (const section of types/* CATALOG_SECTIONS */.nN) {
        if (catalog[section].length === 0)
            continue;
        const digests = chunked.flatMap((f) => f.digests.get(section) ?? []);
        items[section] = { digests: Buffer.concat(digests).toString('base64'), nodes: nodesOf[section] };
    }
    return { catalog: Object.freeze(catalog), items };
}
/** An issue found here is the whole parse's to report, with its positions: asking for one throws. */
function leftToWholeParse() {
    throw new Error('an item to report');
}
/** The previous parse's items by section; undefined when its table does not fit it. */
function reusableItems(previous) {
    const out = {};
    for (const section of types/* CATALOG_SECTIONS */.nN) {
        const entities = previous.catalog[section];
        const table = previous.items[section];
        if (!Array.isArray(entities))
            return undefined;
        if (!table) {
            if (entities.length > 0)
                return undefined;
            out[section] = knownItems([], Buffer.alloc(0), []);
            continue;
        }
        if (typeof table.digests !== 'string' || !Array.isArray(table.nodes))
            return undefined;
        const digests = Buffer.from(table.digests, 'base64');
        if (digests.length !== entities.length * ITEM_DIGEST_BYTES || table.nodes.length !== entities.length)
            return undefined;
        out[section] = knownItems(entities, digests, table.nodes);
    }
    return out;
}
/**
 * Items found by digest, in the order they were: an unchanged item is the one after the last
 * found, and an item edited in place is passed over when the item after it lines up again. Only
 * an item moved, added or removed makes the map of every digest (on L's small change, none is).
 */
function knownItems(entities, digests, nodes) {
    const size = ITEM_DIGEST_BYTES;
    let next = 0;
    let byDigest;
    // Byte by byte: Buffer#compare with ranges makes a view of each side (21 MB on L's small change).
    const same = (now, i, q) => {
        if (q >= entities.length)
            return false;
        for (let k = 0; k < size; k++)
            if (now[i * size + k] !== digests[q * size + k])
                return false;
        return true;
    };
    return {
        entities,
        nodes,
        find(now, i, count) {
            if (same(now, i, next))
                return next++;
            if (i + 1 < count && same(now, i + 1, next + 1)) {
                next += 1;
                return undefined;
            }
            if (!byDigest) {
                byDigest = new Map();
                for (let q = 0; q < entities.length; q++)
                    byDigest.set(digests.toString('latin1', q * size, q * size + size), q);
            }
            const q = byDigest.get(now.toString('latin1', i * size, i * size + size));
            if (q !== undefined)
                next = q + 1;
            return q;
        },
    };
}
/**
 * Parses the items not seen before as one document of their sections (in the same order, at the
 * same indentation), fills their slots and returns their node count. Throws when they are not
 * exactly those items, or when one has anything to report.
 */
function parseUnknown(f, unknown, catalog, nodesOf) {
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
        catalog[u.section][u.at] = {
            ...entity,
            location: { file: f.file, line: u.chunk.line, column: position.column },
        };
        nodesOf[u.section][u.at] = count;
        nodes += count;
    }
    return nodes;
}
/** A reused entity at its item's new line (the column is the same: the text is). */
function moved(entity, file, line) {
    return { ...entity, location: { file, line, column: entity.location.column } };
}

;// CONCATENATED MODULE: ./src/catalog/parse-texts.ts
/**
 * The catalog's parse proper (load-catalog.ts loads this module only when a parse is needed): in
 * place for small or clean texts, else in a worker (runtime/worker-task.ts).
 */





async function parseTexts(texts, signal, onItemNodes) {
    const bytes = texts.reduce((n, t) => n + t.text.length, 0);
    if (bytes < load_catalog/* OFF_THREAD_PARSE_BYTES */.b4 && !texts.some((t) => (0,fast_load/* mayHaveAliases */.q)(t.text)))
        return (0,parse_catalog.parseCatalog)(texts, { ...(onItemNodes && { onItemNodes }) });
    // The fast parse refuses anchors and aliases itself (one scan of the text): they hand over too.
    if (bytes <= load_catalog/* IN_THREAD_FAST_BYTES */.g0) {
        try {
            return (0,parse_catalog.parseCatalog)(texts, { positioned: false, ...(onItemNodes && { onItemNodes }) });
        }
        catch (err) {
            if (!(err instanceof parse_catalog/* NeedsPositionedParse */.t))
                throw err;
        }
    }
    return (0,worker_task/* parseCatalogOffThread */.iS)(texts, { doing: 'parsing the catalog', ...(signal && { signal }) });
}


/***/ })

};
