export const id = 401;
export const ids = [401];
export const modules = {

/***/ 4075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FE: () => (/* binding */ keyFieldOf),
/* harmony export */   ik: () => (/* binding */ buildEntity),
/* harmony export */   xu: () => (/* binding */ REFS_OF)
/* harmony export */ });
/* harmony import */ var _decimal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3688);
/* harmony import */ var _raw_entries_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9680);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1234);
/* harmony import */ var _yaml_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2438);




/** The YAML fields that are references, per kind. */
const REFS_OF = {
    brand: [],
    category: ['parent'],
    product: ['brand', 'category'],
    service: ['category'],
};
function keyFieldOf(kind) {
    return kind === 'service' ? 'service_code' : 'slug';
}
function buildEntity(entry) {
    const kind = _types_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_OF */ .V[entry.section];
    const value = entry.value;
    if (!(0,_raw_entries_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(value))
        return { issues: [] };
    const key = value[keyFieldOf(kind)];
    const issues = [];
    const issue = (field, code, message) => {
        issues.push({
            ...(0,_raw_entries_js__WEBPACK_IMPORTED_MODULE_1__/* .entryLocation */ .Mb)(entry, field),
            code,
            severity: 'error',
            field: (0,_yaml_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .fieldPath */ .cn)([entry.section, entry.index, field]),
            message,
        });
    };
    const refNames = REFS_OF[kind];
    const fields = {};
    const refs = {};
    for (const [name, raw] of Object.entries(value)) {
        if (name === 'archived')
            continue;
        if (refNames.includes(name)) {
            if (typeof raw === 'string')
                refs[name] = raw;
            continue;
        }
        if (_decimal_js__WEBPACK_IMPORTED_MODULE_0__/* .DECIMAL_FIELDS */ .C2.has(name)) {
            const result = (0,_decimal_js__WEBPACK_IMPORTED_MODULE_0__/* .normaliseDecimal */ .sz)(raw);
            if (result.ok)
                fields[name] = result.value;
            else if (typeof raw === 'number' || typeof raw === 'string')
                issue(name, 'invalid_decimal', result.reason);
            continue;
        }
        if (isFieldValue(raw))
            fields[name] = raw;
    }
    let archived = value['archived'] === true;
    const status = fields['status'];
    if (kind === 'service' && archived) {
        issue('archived', 'service_archive_unsupported', 'services cannot be archived: the platform has no route to archive or update a service');
        archived = false;
    }
    if (kind === 'product' && status === 'published')
        fields['status'] = 'active';
    if (kind !== 'service' && status === 'archived') {
        if (value['archived'] === false) {
            issue('status', 'status_conflict', 'status "archived" contradicts "archived: false"; keep one of them');
        }
        archived = true;
        delete fields['status'];
    }
    else if (archived && typeof status === 'string') {
        issue('status', 'status_conflict', `status "${status}" contradicts "archived: true"; keep one of them`);
    }
    if (typeof key !== 'string' || key === '')
        return { issues };
    const entity = {
        kind,
        key,
        fields,
        refs,
        archived,
        location: (0,_raw_entries_js__WEBPACK_IMPORTED_MODULE_1__/* .entryLocation */ .Mb)(entry),
    };
    return { built: { entity, entry }, issues };
}
function isFieldValue(raw) {
    if (typeof raw === 'string' || typeof raw === 'boolean')
        return true;
    if (typeof raw === 'number')
        return Number.isFinite(raw);
    return (0,_raw_entries_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(raw) && Object.values(raw).every((v) => typeof v === 'boolean');
}


/***/ }),

/***/ 3688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C2: () => (/* binding */ DECIMAL_FIELDS),
/* harmony export */   st: () => (/* binding */ canonicalDecimal),
/* harmony export */   sz: () => (/* binding */ normaliseDecimal)
/* harmony export */ });
/**
 * Decimal amounts (price, compare_at_price, weight). The platform stores two decimals and returns
 * strings; we never go through floating point arithmetic.
 */
const PLAIN = /^(\d+)(?:\.(\d+))?$/;
/**
 * A number or decimal string → a string with exactly two decimals (`129.9` → `"129.90"`).
 * Rejected: negative amounts, commas, exponents inside strings, and more than two significant
 * decimals (which the platform would round). YAML numbers such as `1e3` are plain numbers and fine.
 */
function normaliseDecimal(input) {
    let text;
    if (typeof input === 'number') {
        if (!Number.isFinite(input))
            return { ok: false, reason: `${String(input)} is not a decimal number` };
        if (input < 0)
            return { ok: false, reason: `${String(input)} must not be negative` };
        text = String(input);
        if (text.includes('e')) {
            return input >= 1
                ? { ok: false, reason: `${text} is too large for an amount` }
                : { ok: false, reason: `${text} has more than two decimals (the platform stores two)` };
        }
    }
    else if (typeof input === 'string') {
        text = input;
    }
    else {
        return { ok: false, reason: 'must be a number or a decimal string' };
    }
    const shown = typeof input === 'string' ? `"${input}"` : text;
    if (/^-\d/.test(text))
        return { ok: false, reason: `${shown} must not be negative` };
    const match = PLAIN.exec(text);
    if (!match) {
        if (/^\d+,\d+$/.test(text)) {
            return {
                ok: false,
                reason: `${shown} is not a decimal number (use a dot as the decimal separator: "${text.replace(',', '.')}")`,
            };
        }
        return {
            ok: false,
            reason: `${shown} is not a decimal number (expected digits with an optional dot, e.g. "12.50")`,
        };
    }
    const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
    const fraction = (match[2] ?? '').replace(/0+$/, '');
    if (fraction.length > 2)
        return { ok: false, reason: `${shown} has more than two decimals (the platform stores two)` };
    return { ok: true, value: `${whole}.${fraction.padEnd(2, '0')}` };
}
/** For comparisons: the normalised form when the value is a decimal, else undefined. */
function canonicalDecimal(input) {
    const result = normaliseDecimal(input);
    return result.ok ? result.value : undefined;
}
const DECIMAL_FIELDS = new Set(['price', 'compare_at_price', 'weight']);


/***/ }),

/***/ 774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ formatCatalogIssue)
/* harmony export */ });
/** `catalog.yml:14:12: products[2].brand: unknown brand "acmee" (did you mean "acme"?)` */
function formatCatalogIssue(issue) {
    let where = issue.file ?? '';
    if (issue.line !== undefined)
        where += `:${issue.line}:${issue.column ?? 1}`;
    const parts = [where, issue.field, issue.message].filter((p) => Boolean(p));
    return parts.join(': ');
}


/***/ }),

/***/ 9680:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mb: () => (/* binding */ entryLocation),
/* harmony export */   XU: () => (/* binding */ collectEntries),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* unused harmony export entryPath */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1234);
/* harmony import */ var _yaml_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2438);


function collectEntries(source, data) {
    if (!isRecord(data))
        return [];
    const entries = [];
    for (const section of _types_js__WEBPACK_IMPORTED_MODULE_0__/* .CATALOG_SECTIONS */ .nN) {
        const items = data[section];
        if (!Array.isArray(items))
            continue;
        items.forEach((value, index) => entries.push({ source, section, index, value }));
    }
    return entries;
}
function entryPath(entry, field) {
    return field === undefined ? [entry.section, entry.index] : [entry.section, entry.index, field];
}
function entryLocation(entry, field, at = 'value') {
    return { file: entry.source.file, ...(0,_yaml_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(entry.source, entryPath(entry, field), at) };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 7041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   au: () => (/* binding */ didYouMean)
/* harmony export */ });
/* unused harmony exports closestMatch, editDistance */
/** "Did you mean …?" suggestions for misspelt names. */
/** The closest candidate within a small edit distance, or undefined. */
function closestMatch(word, candidates) {
    const limit = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
        if (d <= limit && d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}
function didYouMean(word, candidates) {
    const match = closestMatch(word, candidates);
    return match === undefined ? '' : ` (did you mean "${match}"?)`;
}
/** Levenshtein distance with adjacent transpositions counted as one edit. */
function editDistance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    const at = (i, j) => d[i]?.[j] ?? 0;
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                v = Math.min(v, at(i - 2, j - 2) + 1);
            d[i][j] = v;
        }
    }
    return at(a.length, b.length);
}


/***/ }),

/***/ 1234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ REF_FIELD),
/* harmony export */   V: () => (/* binding */ KIND_OF),
/* harmony export */   Yl: () => (/* binding */ SECTION_OF),
/* harmony export */   nN: () => (/* binding */ CATALOG_SECTIONS),
/* harmony export */   rb: () => (/* binding */ REF_KIND)
/* harmony export */ });
/** The desired catalog: what the YAML says the platform should hold, resolved and validated. */
/** The platform field each reference is written to. */
const REF_FIELD = {
    brand: 'brand_id',
    category: 'category_id',
    parent: 'parent_category_id',
};
/** The kind each reference points at. */
const REF_KIND = {
    brand: 'brand',
    category: 'category',
    parent: 'category',
};
const SECTION_OF = {
    brand: 'brands',
    category: 'categories',
    product: 'products',
    service: 'services',
};
const KIND_OF = {
    brands: 'brand',
    categories: 'category',
    products: 'product',
    services: 'service',
};
const CATALOG_SECTIONS = ['brands', 'categories', 'products', 'services'];


/***/ }),

/***/ 7726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ fastLoad),
/* harmony export */   q: () => (/* binding */ mayHaveAliases)
/* harmony export */ });
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3243);
/* harmony import */ var _yaml_data_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5837);
/**
 * The fast path of catalog parsing. `yaml`'s positioned parse (parseDocument) of a 10,000-product
 * catalog costs ~1 s and ~240 MB; js-yaml reads the same file in ~0.1 s and ~25 MB. Positions are
 * needed only for messages, so the fast path keeps just the position of every section item (the
 * entity's location) and everything else falls back to the positioned parse on demand. Anything
 * unusual — a syntax error, a duplicate key (js-yaml refuses it), anchors or aliases — is left to
 * the positioned parse altogether, so both paths give the same data and the same messages.
 *
 * Both parse YAML 1.2 with the core schema: no timestamps, no binary, no merge keys.
 */


/** An anchor (`&a`) or alias (`*a`) where a node can start: aliases are left to the guarded parse. */
const ANCHOR_OR_ALIAS = /(?:^|[\s[{,:-])[&*][^\s,\]}]/m;
/**
 * True when the text may hold an anchor or alias (a guess on the text: quoted `*` count too). A
 * text with neither `&` nor `*` has none, and two searches for one character answer that in a few
 * milliseconds on L's 8 MB catalog, where the pattern took 15–30 ms (bench/ANALYSIS.md, fifteenth
 * round).
 */
function mayHaveAliases(text) {
    if (!text.includes('&') && !text.includes('*'))
        return false;
    return ANCHOR_OR_ALIAS.test(text);
}
function fastLoad(text) {
    if (mayHaveAliases(text))
        return undefined;
    let depth = 0;
    let nodes = 0;
    // The items opened directly under each root value, with the value node they belong to.
    let current = [];
    let counts = [];
    let itemFirst = 0;
    const byValue = new Map();
    let data;
    try {
        data = (0,js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .load */ .Hh)(text, {
            schema: js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .CORE_SCHEMA */ .OU,
            json: false,
            listener(event, state) {
                if (event === 'open') {
                    // Past the node cap: the guarded parse refuses it with a position.
                    if (++nodes > _yaml_data_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_YAML_LIMITS */ .fr.maxNodes)
                        throw new Error('node cap');
                    if (depth === 1) {
                        current = [];
                        counts = [];
                    }
                    else if (depth === 2) {
                        current.push({ line: state.line + 1, column: state.position - state.lineStart + 1 });
                        itemFirst = nodes;
                    }
                    depth++;
                }
                else {
                    depth--;
                    if (depth === 2)
                        counts.push(nodes - itemFirst + 1);
                    else if (depth === 1 && (Array.isArray(state.result) || typeof state.result === 'object'))
                        byValue.set(state.result, { positions: current, counts });
                }
            },
        });
    }
    catch {
        return undefined;
    }
    const itemPositions = new Map();
    const itemNodes = new Map();
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
        for (const [section, value] of Object.entries(data)) {
            if (!Array.isArray(value))
                continue;
            const items = byValue.get(value);
            // Not the shape this expects: be exact instead.
            if (!items || items.positions.length !== value.length || items.counts.length !== value.length)
                return undefined;
            itemPositions.set(section, items.positions);
            itemNodes.set(section, items.counts);
        }
    }
    return { data, itemPositions, itemNodes, nodes };
}


/***/ }),

/***/ 681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ schemaIssues)
/* harmony export */ });
/* unused harmony export describeValue */
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7041);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2438);


/** Requires ajv to have been created with `verbose: true` (for the allowed field names). */
function schemaIssues(source, errors, options = {}) {
    const issues = [];
    const seen = new Set();
    for (const err of errors ?? []) {
        if (err.keyword === 'if')
            continue;
        if (options.deferSchemaPaths?.some((p) => err.schemaPath.startsWith(p) && err.keyword !== 'type'))
            continue;
        const issue = toIssue(source, err, options);
        const id = `${issue.line}:${issue.column}:${issue.field}:${issue.message}`;
        if (seen.has(id))
            continue;
        seen.add(id);
        issues.push(issue);
    }
    return issues;
}
function toIssue(source, err, options) {
    const path = pointerToPath(err.instancePath);
    const base = { severity: 'error', file: source.file };
    switch (err.keyword) {
        case 'additionalProperties': {
            const name = String(err.params['additionalProperty']);
            const allowed = Object.keys(err.parentSchema?.properties ?? {});
            const at = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .positionOf */ .df)(source, [...path, name], 'key');
            return {
                ...base,
                ...at,
                code: 'unknown_field',
                field: (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldPath */ .cn)([...path, name]),
                message: `unknown field "${name}"${hintFor(name, allowed, options)}`,
            };
        }
        case 'required': {
            const name = String(err.params['missingProperty']);
            return {
                ...base,
                ...(0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .positionOf */ .df)(source, path),
                code: 'missing_field',
                field: (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldPath */ .cn)(path) || '(root)',
                message: `missing required field "${name}"`,
            };
        }
        case 'type':
            return {
                ...base,
                ...(0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .positionOf */ .df)(source, path),
                code: 'invalid_type',
                field: (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldPath */ .cn)(path) || '(root)',
                message: `must be ${typeNames(err.params['type'])}, got ${describeValue(err.data)}${quoteHint(err)}`,
            };
        case 'enum': {
            const allowed = err.params['allowedValues'].map(String);
            return {
                ...base,
                ...(0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .positionOf */ .df)(source, path),
                code: 'invalid_value',
                field: (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldPath */ .cn)(path),
                message: `${describeValue(err.data)} is not one of ${allowed.join(', ')}${typeof err.data === 'string' ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .au)(err.data, allowed) : ''}`,
            };
        }
        case 'minItems':
        case 'minimum':
        case 'minLength':
            return {
                ...base,
                ...(0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .positionOf */ .df)(source, path),
                code: 'invalid_value',
                field: (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldPath */ .cn)(path) || '(root)',
                message: limitMessage(err),
            };
        default:
            return {
                ...base,
                ...(0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .positionOf */ .df)(source, path),
                code: 'invalid_value',
                field: (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldPath */ .cn)(path) || '(root)',
                message: `${err.message ?? 'is invalid'}${err.data === undefined ? '' : ` (got ${describeValue(err.data)})`}`,
            };
    }
}
function limitMessage(err) {
    const limit = Number(err.params['limit']);
    if (err.keyword === 'minLength')
        return 'must not be empty';
    if (err.keyword === 'minItems')
        return `must have at least ${limit} ${limit === 1 ? 'entry' : 'entries'}`;
    return `must be at least ${limit}, got ${describeValue(err.data)}`;
}
function hintFor(name, allowed, options) {
    const hint = options.unknownFieldHints?.[name];
    return hint === undefined ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .au)(name, allowed) : ` (${hint})`;
}
function quoteHint(err) {
    const wantsString = String(err.params['type']) === 'string';
    const scalar = typeof err.data === 'number' || typeof err.data === 'boolean';
    return wantsString && scalar ? ' (put the value in quotes to keep it as text)' : '';
}
function pointerToPath(pointer) {
    if (pointer === '')
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
const ARTICLE = {
    string: 'a string',
    number: 'a number',
    integer: 'an integer',
    boolean: 'a boolean (true or false)',
    object: 'a mapping',
    array: 'a list',
    null: 'null',
};
function typeNames(type) {
    const list = Array.isArray(type) ? type.map(String) : String(type).split(',');
    return list.map((t) => ARTICLE[t] ?? t).join(' or ');
}
function describeValue(value) {
    if (value === null || value === undefined)
        return 'nothing (null)';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string')
        return `"${value}"`;
    return String(value);
}


/***/ }),

/***/ 5837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qn: () => (/* binding */ YamlDataError),
/* harmony export */   fr: () => (/* binding */ DEFAULT_YAML_LIMITS),
/* harmony export */   hx: () => (/* binding */ yamlToData)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/**
 * A parsed YAML document → plain data, in one pass, with caps. It replaces `doc.toJS()`, whose alias
 * resolution scans every anchor and alias again for each alias (20,000 aliases: 5.7 s; 100,000:
 * minutes) and whose expansion guard ends without a position.
 *
 * - Aliases resolve to the last anchor of that name before them (YAML's rule), looked up in a map
 *   kept as the document is walked in order: linear.
 * - An alias yields the anchored value itself (shared, not copied); what a reader of the data may
 *   walk is the document with every alias expanded, so that expanded size is counted and capped
 *   (`maxNodes`): a billion-laughs document stops at the alias that crosses the cap.
 * - At most `maxAliases` aliases, and nesting at most `maxDepth` deep.
 * Every refusal names the offset of the node where it happened (shown as file:line:column).
 */

const DEFAULT_YAML_LIMITS = {
    maxNodes: 2_000_000,
    maxAliases: 10_000,
    maxDepth: 256,
};
/** A document past a cap, or an alias that cannot be resolved. `offset` is where in the text. */
class YamlDataError extends Error {
    code;
    offset;
    constructor(code, message, offset) {
        super(message);
        this.code = code;
        this.offset = offset;
        this.name = 'YamlDataError';
    }
}
function yamlToData(doc, limits = DEFAULT_YAML_LIMITS) {
    const anchors = new Map();
    let total = 0;
    let aliases = 0;
    const offsetOf = (node) => node?.range?.[0] ?? 0;
    const count = (n, node) => {
        total += n;
        if (total > limits.maxNodes)
            throw new YamlDataError('yaml_too_large', `the document expands to more than ${limits.maxNodes} nodes${(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node) ? ' through its aliases (an alias bomb?)' : ''}; refused`, offsetOf(node));
    };
    /** Returns the value and its expanded size. */
    function read(node, depth) {
        if (depth > limits.maxDepth)
            throw new YamlDataError('yaml_too_deep', `nesting deeper than ${limits.maxDepth} levels; refused`, offsetOf(node));
        if (node === null || node === undefined) {
            count(1, node);
            return [null, 1];
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            aliases += 1;
            if (aliases > limits.maxAliases)
                throw new YamlDataError('yaml_too_many_aliases', `more than ${limits.maxAliases} aliases; refused`, offsetOf(node));
            const target = anchors.get(node.source);
            if (!target)
                throw new YamlDataError('yaml_alias', `alias *${node.source} has no anchor &${node.source} before it`, offsetOf(node));
            if (target.size === undefined)
                throw new YamlDataError('yaml_alias', `alias *${node.source} refers to a node that contains it (a cycle)`, offsetOf(node));
            count(target.size, node);
            return [target.value, target.size];
        }
        const anchor = node.anchor;
        const entry = anchor ? { value: undefined, size: undefined } : undefined;
        if (anchor && entry)
            anchors.set(anchor, entry);
        let result;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            count(1, node);
            const out = {};
            if (entry)
                entry.value = out;
            let size = 1;
            for (const pair of node.items) {
                if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair))
                    continue;
                const [key, keySize] = read(pair.key, depth + 1);
                const [value, valueSize] = read(pair.value, depth + 1);
                size += keySize + valueSize;
                setKey(out, keyString(key), value);
            }
            result = [out, size];
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            count(1, node);
            const out = [];
            if (entry)
                entry.value = out;
            let size = 1;
            for (const item of node.items) {
                const [value, itemSize] = read(item, depth + 1);
                size += itemSize;
                out.push(value);
            }
            result = [out, size];
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node)) {
            count(1, node);
            result = [node.value, 1];
        }
        else {
            count(1, node);
            result = [null, 1];
        }
        if (entry) {
            entry.value = result[0];
            entry.size = result[1];
        }
        return result;
    }
    return read(doc.contents, 0)[0];
}
/** A mapping key as the plain object's key (as `yaml` does: null is "", others their string). */
function keyString(key) {
    if (key === null || key === undefined)
        return '';
    if (typeof key === 'object')
        return JSON.stringify(key);
    return String(key);
}
/** `__proto__` is an own key like any other, never the object's prototype. */
function setKey(out, key, value) {
    if (key === '__proto__')
        Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
    else
        out[key] = value;
}


/***/ }),

/***/ 2438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tn: () => (/* binding */ NeedsPositionedParse),
  qu: () => (/* binding */ dataOf),
  cn: () => (/* binding */ fieldPath),
  Y6: () => (/* binding */ lazySource),
  WF: () => (/* binding */ parseYamlSource),
  df: () => (/* binding */ positionOf),
  yP: () => (/* binding */ prescanIssue)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/catalog/yaml/yaml-data.ts
var yaml_data = __webpack_require__(5837);
;// CONCATENATED MODULE: ./src/catalog/yaml/yaml-prescan.ts
/**
 * A pass over the YAML lexer's tokens before the positioned parse: it refuses a document with more
 * aliases, or more nodes, than the caps allow (yaml-data.ts) while it is still only text — the
 * positioned parse of an alias-heavy file costs ~150 bytes of memory per byte of text (100,000
 * aliases in 2.8 MB: ~470 MB, tens of seconds), the lexer a tenth of that time and little memory.
 * The position is the token's, as file:line:column.
 */


/** Lexer markers that stand for no text (document start, flow end, scalar start). */
const MARKERS = new Set(['\x02', '\x18', '\x1f']);
/** Tokens that each begin a node. */
const NODE_TOKENS = new Set([
    'alias',
    'scalar',
    'flow-map-start',
    'flow-seq-start',
    'seq-item-ind',
    'map-value-ind',
]);
/** Throws YamlDataError (with the offset of the token) when the text passes a cap. */
function prescanYaml(text, limits = yaml_data/* DEFAULT_YAML_LIMITS */.fr) {
    let offset = 0;
    let aliases = 0;
    let nodes = 0;
    for (const lexeme of new dist/* Lexer */.JG().lex(text)) {
        const type = dist/* CST */.DB.tokenType(lexeme);
        if (type === 'alias' && ++aliases > limits.maxAliases)
            throw new yaml_data/* YamlDataError */.Qn('yaml_too_many_aliases', `more than ${limits.maxAliases} aliases; refused`, offset);
        if (type !== undefined && type !== null && NODE_TOKENS.has(type) && ++nodes > limits.maxNodes)
            throw new yaml_data/* YamlDataError */.Qn('yaml_too_large', `more than ${limits.maxNodes} nodes; refused`, offset);
        if (!MARKERS.has(lexeme))
            offset += lexeme.length;
    }
}

;// CONCATENATED MODULE: ./src/catalog/yaml/yaml-source.ts
/**
 * A parsed YAML file that remembers where every node came from, so that problems found later
 * (schema, references, cycles) can be reported at `file:line:column`.
 */



/**
 * A source from the fast parse: item positions are known; the positioned document is parsed only
 * when some other position is asked for (a message about a field), then kept.
 */
/** Thrown by parseCatalog with `positioned: false` where the positioned parse would be needed. */
class NeedsPositionedParse extends Error {
    file;
    constructor(file) {
        super(`${file} needs the positioned parse`);
        this.file = file;
    }
}
function lazySource(text, file, itemPositions, 
/** Throw NeedsPositionedParse instead of parsing (parseCatalog's `positioned: false`). */
refuseFull = false) {
    let parsed;
    const full = () => {
        if (refuseFull)
            throw new NeedsPositionedParse(file);
        return (parsed ??= parseYamlSource(text, file).source);
    };
    return {
        file,
        itemPositions,
        get doc() {
            return full().doc;
        },
        get lineCounter() {
            return full().lineCounter;
        },
    };
}
/** Parses YAML text; syntax errors and duplicate keys come back as issues (the document may still be usable). */
function parseYamlSource(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
    const source = { file, doc, lineCounter };
    const issues = doc.errors.map((err) => {
        const pos = lineCounter.linePos(err.pos[0]);
        const duplicate = err.code === 'DUPLICATE_KEY';
        const keyPath = duplicate ? pathOfKeyAt(doc.contents, err.pos[0], []) : undefined;
        return {
            ...(keyPath ? { field: fieldPath(keyPath) } : {}),
            code: duplicate ? 'duplicate_key' : 'yaml_syntax',
            severity: 'error',
            file,
            line: pos.line,
            column: pos.col,
            message: duplicate ? 'duplicate key (each key may appear once in a mapping)' : firstLine(err.message),
        };
    });
    return { source, issues };
}
/** Line and column (1-based) of an offset in a text. */
function positionAt(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
        line += 1;
        lineStart = i + 1;
    }
    return { line, column: offset - lineStart + 1 };
}
/**
 * The caps that can be checked on the text alone (aliases, nodes: yaml-prescan.ts), as one located
 * issue; run before the positioned parse, which a hostile text would make costly.
 */
function prescanIssue(text, file, limits = yaml_data/* DEFAULT_YAML_LIMITS */.fr) {
    try {
        prescanYaml(text, limits);
        return undefined;
    }
    catch (err) {
        if (!(err instanceof yaml_data/* YamlDataError */.Qn))
            throw err;
        return { code: err.code, severity: 'error', file, ...positionAt(text, err.offset), message: err.message };
    }
}
/**
 * The document's plain data (yaml-data.ts: linear, capped). A cap passed or an alias without its
 * anchor comes back as one located issue instead of data.
 */
function dataOf(source, limits = yaml_data/* DEFAULT_YAML_LIMITS */.fr) {
    try {
        return { data: (0,yaml_data/* yamlToData */.hx)(source.doc, limits) ?? {} };
    }
    catch (err) {
        if (!(err instanceof yaml_data/* YamlDataError */.Qn))
            throw err;
        const pos = source.lineCounter.linePos(err.offset);
        return {
            issue: {
                code: err.code,
                severity: 'error',
                file: source.file,
                line: pos.line,
                column: pos.col,
                message: err.message,
            },
        };
    }
}
/** The path of the mapping key that starts at `offset`, if any. */
function pathOfKeyAt(node, offset, path) {
    if ((0,dist/* isMap */.jh)(node)) {
        for (const pair of node.items) {
            const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : String(pair.key);
            if (isNode(pair.key) && pair.key.range?.[0] === offset)
                return [...path, key];
            const found = pathOfKeyAt(pair.value, offset, [...path, key]);
            if (found)
                return found;
        }
    }
    else if ((0,dist/* isSeq */.oP)(node)) {
        for (const [i, item] of node.items.entries()) {
            const found = pathOfKeyAt(item, offset, [...path, i]);
            if (found)
                return found;
        }
    }
    return undefined;
}
function firstLine(message) {
    const line = message.split('\n')[0] ?? message;
    return line.replace(/ at line \d+, column \d+:?$/, '');
}
/** Position of the node at `path` (its key when `at` is 'key'), or of the nearest existing ancestor. */
function positionOf(source, path, at = 'value') {
    if (source.itemPositions && path.length === 2 && at === 'value') {
        const known = typeof path[1] === 'number' ? source.itemPositions.get(String(path[0]))?.[path[1]] : undefined;
        if (known)
            return known;
    }
    let node = source.doc.contents;
    let best = isNode(node) ? node : null;
    let keyNode = null;
    for (const segment of path) {
        keyNode = null;
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((p) => (0,dist/* isPair */.tO)(p) && keyMatches(p.key, segment));
            if (!pair)
                break;
            keyNode = isNode(pair.key) ? pair.key : null;
            node = pair.value;
        }
        else if ((0,dist/* isSeq */.oP)(node) && typeof segment === 'number') {
            node = node.items[segment];
        }
        else {
            break;
        }
        if (isNode(node))
            best = node;
        else if (keyNode)
            best = keyNode;
        else
            break;
    }
    const target = at === 'key' && keyNode ? keyNode : best;
    const offset = target?.range?.[0] ?? 0;
    const pos = source.lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
}
function keyMatches(key, segment) {
    if ((0,dist/* isScalar */.jn)(key))
        return String(key.value) === String(segment);
    return String(key) === String(segment);
}
function isNode(value) {
    return (typeof value === 'object' && value !== null && 'range' in value && Array.isArray(value.range));
}
/** `['products', 2, 'brand']` → `products[2].brand`. */
function fieldPath(path) {
    let out = '';
    for (const segment of path) {
        if (typeof segment === 'number')
            out += `[${segment}]`;
        else
            out += out ? `.${segment}` : segment;
    }
    return out;
}


/***/ })

};
