export const id = 525;
export const ids = [525];
export const modules = {

/***/ 7562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ serializeLedger),
/* harmony export */   Ei: () => (/* binding */ LEDGER_SLUG),
/* harmony export */   Lf: () => (/* binding */ withoutEntries),
/* harmony export */   _7: () => (/* binding */ EMPTY_LEDGER),
/* harmony export */   bA: () => (/* binding */ withEntries),
/* harmony export */   h8: () => (/* binding */ parseLedger),
/* harmony export */   tf: () => (/* binding */ LEDGER_CATEGORY_FIELDS)
/* harmony export */ });
/* unused harmony exports LEDGER_NAME, LEDGER_FORMAT_VERSION */
const LEDGER_SLUG = 'sitesync-ledger';
const LEDGER_NAME = 'sitesync ledger (do not edit)';
const LEDGER_FORMAT_VERSION = 1;
/** The fields of the ledger category besides its description. */
const LEDGER_CATEGORY_FIELDS = {
    name: LEDGER_NAME,
    slug: LEDGER_SLUG,
    type: 'addon',
    status: 'draft',
    show_in_navigation: false,
};
const EMPTY_LEDGER = { entries: {} };
/** Reads a ledger description; an empty or missing description is an empty ledger. */
function parseLedger(description) {
    if (description === null || description === undefined || description.trim() === '')
        return { ok: true, ledger: EMPTY_LEDGER };
    let raw;
    try {
        raw = JSON.parse(description);
    }
    catch (err) {
        return { ok: false, problem: `its description is not JSON (${err.message})` };
    }
    if (!isRecord(raw))
        return { ok: false, problem: 'its description is not a JSON object' };
    if (raw['v'] !== LEDGER_FORMAT_VERSION)
        return { ok: false, problem: `unknown ledger version ${JSON.stringify(raw['v'])} (expected 1)` };
    const services = raw['services'];
    if (!isRecord(services))
        return { ok: false, problem: '"services" is not an object' };
    const entries = {};
    for (const [code, value] of Object.entries(services)) {
        if (!isRecord(value) || typeof value['id'] !== 'string' || value['id'] === '')
            return { ok: false, problem: `services.${code} has no "id" string` };
        const hash = value['hash'];
        if (hash !== null && typeof hash !== 'string')
            return { ok: false, problem: `services.${code}.hash is neither a string nor null` };
        const createdAt = value['created_at'];
        entries[code] = {
            id: value['id'],
            bodyHash: hash,
            createdAt: typeof createdAt === 'string' ? createdAt : '',
        };
    }
    return { ok: true, ledger: { entries } };
}
/** Compact JSON with service codes sorted, so the same ledger always serialises the same. */
function serializeLedger(ledger) {
    const services = {};
    for (const code of Object.keys(ledger.entries).sort()) {
        const e = ledger.entries[code];
        services[code] = { id: e.id, hash: e.bodyHash, created_at: e.createdAt };
    }
    return JSON.stringify({ v: LEDGER_FORMAT_VERSION, services });
}
/** The ledger with these entries set (added or replaced). */
function withEntries(ledger, entries) {
    return { entries: { ...ledger.entries, ...entries } };
}
/** The ledger without these service codes. */
function withoutEntries(ledger, codes) {
    const drop = new Set(codes);
    return { entries: Object.fromEntries(Object.entries(ledger.entries).filter(([code]) => !drop.has(code))) };
}
function isRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}


/***/ }),

/***/ 7324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ findLedgerRecord),
/* harmony export */   bl: () => (/* binding */ requireReadableLedger)
/* harmony export */ });
/* unused harmony exports NO_LEDGER, isLedgerCategory */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _ledger_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7562);


const NO_LEDGER = {
    categoryId: undefined,
    description: undefined,
    ledger: _ledger_format_js__WEBPACK_IMPORTED_MODULE_1__/* .EMPTY_LEDGER */ ._7,
};
function isLedgerCategory(record) {
    return record.slug === _ledger_format_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_SLUG */ .Ei;
}
/**
 * Splits the ledger category off the live categories (every record with the ledger slug, archived
 * ones included, is left out of the catalog); the live, non-archived one is the ledger.
 */
function findLedgerRecord(categories) {
    const rest = [];
    let found;
    for (const record of categories) {
        if (!isLedgerCategory(record))
            rest.push(record);
        else if (record.status !== 'archived' && !found)
            found = record;
    }
    if (!found)
        return { ledger: NO_LEDGER, rest };
    const description = found.description ?? undefined;
    const parsed = (0,_ledger_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLedger */ .h8)(description);
    return {
        ledger: parsed.ok
            ? { categoryId: found.id, description, ledger: parsed.ledger }
            : { categoryId: found.id, description, ledger: _ledger_format_js__WEBPACK_IMPORTED_MODULE_1__/* .EMPTY_LEDGER */ ._7, problem: parsed.problem },
        rest,
    };
}
/** The ledger, or an error that says how to repair it when it cannot be read. */
function requireReadableLedger(record) {
    if (record.problem === undefined)
        return record.ledger;
    throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('LEDGER_UNREADABLE', `the service ledger (category ${record.categoryId ?? '?'}, slug "${_ledger_format_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_SLUG */ .Ei}") cannot be read: ${record.problem}`, {
        hint: 'inspect it with `sitesync ledger show`; set its entries again with `sitesync ledger repair --service CODE=svc_id …` (see docs/catalog.md)',
    });
}


/***/ }),

/***/ 3302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P7: () => (/* binding */ liveSlugs),
/* harmony export */   V9: () => (/* binding */ compareEntity)
/* harmony export */ });
/* unused harmony export RESTORE_STATUS */
/* harmony import */ var _catalog_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1234);
/* harmony import */ var _field_equality_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(924);
/* harmony import */ var _live_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5109);



/** Live id → slug per referenced kind, as planCatalog builds them (archived records included). */
function liveSlugs(brands, categories) {
    return { brand: slugIndex(brands), category: slugIndex(categories) };
}
function slugIndex(records) {
    const map = new Map();
    for (const r of records)
        if (r.slug)
            map.set(r.id, r.slug);
    return map;
}
/** Status a restored (un-archived) entity gets when the YAML does not say. */
const RESTORE_STATUS = { brand: 'published', category: 'published', product: 'draft' };
/**
 * Only fields the YAML mentions are compared; read-only and derived live fields (ids, timestamps,
 * is_active, *_name) are never looked at. A live entity that is archived but wanted live gets a
 * `status` change.
 */
function compareEntity(desired, live, slugs) {
    // Called once per entity of the catalog (50k on a large shop, nearly all equal): no array of
    // pairs per entity, and no changes array until a field differs.
    let changes;
    const archived = live.status === 'archived';
    const fields = desired.fields;
    for (const field in fields) {
        if (field === 'status' && archived)
            continue;
        const to = fields[field];
        const from = (0,_live_types_js__WEBPACK_IMPORTED_MODULE_2__/* .liveField */ .$)(live, field);
        if (!(0,_field_equality_js__WEBPACK_IMPORTED_MODULE_1__/* .sameFieldValue */ .E)(desired.kind, field, to, from))
            (changes ??= []).push({ field, from: from ?? null, to });
    }
    const refs = desired.refs;
    for (const ref in refs)
        changes = compareRef(ref, refs, live, slugs, changes);
    // References compared: those the YAML mentions, and a category's `parent` always, because the
    // tree is structural: a category written without a parent is a root (`to: null` clears
    // parent_category_id). Leaving a live parent alone could make a cycle when a subtree moves.
    if (desired.kind === 'category' && !('parent' in refs))
        changes = compareRef('parent', refs, live, slugs, changes);
    if (archived && desired.kind !== 'service') {
        const to = fields['status'] ?? RESTORE_STATUS[desired.kind];
        (changes ??= []).unshift({ field: 'status', from: 'archived', to });
    }
    return changes ?? [];
}
function compareRef(ref, refs, live, slugs, changes) {
    const to = refs[ref] ?? null;
    const id = (0,_live_types_js__WEBPACK_IMPORTED_MODULE_2__/* .liveField */ .$)(live, _catalog_types_js__WEBPACK_IMPORTED_MODULE_0__/* .REF_FIELD */ .$b[ref]);
    const from = typeof id === 'string' ? (slugs[ref === 'brand' ? 'brand' : 'category'].get(id) ?? id) : null;
    if (from !== to)
        (changes ??= []).push({ field: ref, from, to });
    return changes;
}


/***/ }),

/***/ 924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ sameFieldValue)
/* harmony export */ });
/* harmony import */ var _catalog_decimal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3688);
/**
 * When a desired value and a live value mean the same thing. Each rule exists because the
 * platform returns the value in another form than the YAML writes it.
 */

function sameFieldValue(kind, field, desired, live) {
    // The same primitive means the same thing under every rule below: no normalising (a plan of
    // 50k products compares ~250k fields, nearly all of them equal as they are).
    if (desired === live && (desired === null || typeof desired !== 'object'))
        return true;
    if (_catalog_decimal_js__WEBPACK_IMPORTED_MODULE_0__/* .DECIMAL_FIELDS */ .C2.has(field)) {
        // "129.9", 129.90 and "129.90" are one amount.
        const a = (0,_catalog_decimal_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalDecimal */ .st)(desired);
        const b = (0,_catalog_decimal_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalDecimal */ .st)(live);
        if (a !== undefined && b !== undefined)
            return a === b;
    }
    if (kind === 'product' && field === 'status') {
        // `published` is a write-only alias of `active`.
        return productStatus(desired) === productStatus(live);
    }
    if (field === 'publishing_channels')
        return sameChannels(desired, live);
    return desired === live;
}
function productStatus(value) {
    return value === 'published' ? 'active' : value;
}
/** Channels compare by name; a channel that is absent is the same as `false`. */
function sameChannels(desired, live) {
    const a = asChannels(desired);
    const b = asChannels(live);
    if (!a || !b)
        return desired === live;
    const names = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...names].every((name) => (a[name] === true) === (b[name] === true));
}
function asChannels(value) {
    if (value === null || value === undefined)
        return {};
    return typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}


/***/ }),

/***/ 1884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* reexport */ catalogTotals),
  Ue: () => (/* reexport */ live_types/* isArchivedRecord */.U),
  $T: () => (/* reexport */ live_types/* liveField */.$),
  BF: () => (/* reexport */ orderCatalogChanges),
  nH: () => (/* reexport */ planCatalog),
  qO: () => (/* reexport */ serviceBodyHash)
});

// UNUSED EXPORTS: RESTORE_STATUS, countChanges, sameFieldValue

// EXTERNAL MODULE: ./src/plan/catalog/compare-entity.ts
var compare_entity = __webpack_require__(3302);
// EXTERNAL MODULE: ./src/plan/catalog/live-types.ts
var live_types = __webpack_require__(5109);
;// CONCATENATED MODULE: ./src/plan/catalog/guards.ts

function catalogGuards(changes, desired, live, options) {
    const guards = [];
    const archives = changes.filter((c) => c.action === 'archive').length;
    if (archives > options.maxArchive) {
        guards.push({
            code: 'archive_limit',
            message: `this plan archives ${archives} entities, more than max_archive (${options.maxArchive})`,
            overridden: options.allowArchiveOverflow === true,
        });
    }
    if (options.prune) {
        const sections = ['brands', 'categories', 'products'];
        for (const section of sections) {
            const liveCount = live[section].filter((r) => !(0,live_types/* isArchivedRecord */.U)(r)).length;
            if (desired[section].length > 0 || liveCount === 0)
                continue;
            guards.push({
                code: 'empty_section',
                message: `the catalog has no ${section} but ${liveCount} are live; with prune on, all of them would be archived`,
                overridden: options.allowEmptySection === true,
            });
        }
    }
    return guards;
}

;// CONCATENATED MODULE: ./src/plan/catalog/plan-kind.ts


const NO_CHANGES = [];
/**
 * `equalTo`: the entity a live record was already found equal to as its page arrived
 * (equal-records.ts); such a record is unchanged without being compared again.
 */
function planKind(desired, live, slugs, equalTo) {
    const bySlug = liveBySlug(live);
    const matched = new Set();
    const changes = [];
    // Once per entity (50k on a large shop): each change is one object literal of a fixed shape. An
    // unchanged entity keeps its desired record: the action's merge reads from every change what the
    // merge commit's catalog wants (action/reviewed-plan.ts, mergeTarget), so that a reviewed row
    // applied by an earlier run counts as already live.
    for (const entity of desired) {
        const { kind, key, location } = entity;
        const record = bySlug.get(key);
        if (!record) {
            const action = entity.archived ? 'unchanged' : 'create';
            changes.push({ kind, key, location, action, desired: entity });
            continue;
        }
        matched.add(record);
        const id = record.id;
        if (entity.archived) {
            changes.push((0,live_types/* isArchivedRecord */.U)(record)
                ? { kind, key, location, action: 'unchanged', id, desired: entity, live: record }
                : {
                    kind,
                    key,
                    location,
                    action: 'archive',
                    id,
                    reason: 'requested',
                    live: record,
                    desired: entity,
                });
            continue;
        }
        const fieldChanges = equalTo?.(record) === entity ? NO_CHANGES : (0,compare_entity/* compareEntity */.V9)(entity, record, slugs);
        changes.push(fieldChanges.length === 0
            ? { kind, key, location, action: 'unchanged', id, desired: entity, live: record }
            : { kind, key, location, action: 'update', id, desired: entity, live: record, changes: fieldChanges });
    }
    const unnamed = live.filter((record) => !matched.has(record) && !(0,live_types/* isArchivedRecord */.U)(record));
    if (unnamed.length === 0)
        return { changes, unnamed };
    // A record listed twice (the same id on two pages) is named when either copy is: by id here, only
    // when something is left unnamed (matching by record above costs no string hashing per entity).
    const matchedIds = new Set();
    for (const record of matched)
        matchedIds.add(record.id);
    return { changes, unnamed: unnamed.filter((record) => !matchedIds.has(record.id)) };
}
/** One live record per slug: a record that is not archived wins over archived ones. */
function liveBySlug(live) {
    const map = new Map();
    for (const record of live) {
        if (!record.slug)
            continue;
        const held = map.get(record.slug);
        if (!held || ((0,live_types/* isArchivedRecord */.U)(held) && !(0,live_types/* isArchivedRecord */.U)(record)))
            map.set(record.slug, record);
    }
    return map;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/plan/catalog/service-hash.ts
/** The hash that identifies what a service was created with (services cannot be read back). */

/** Lowercase hex SHA-256 of the canonical JSON of the service's fields and references. */
function serviceBodyHash(service) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(canonicalJson({ fields: service.fields, refs: service.refs }))
        .digest('hex');
}
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    return JSON.stringify(value);
}

;// CONCATENATED MODULE: ./src/plan/catalog/plan-services.ts

function planServices(desired, ledger, prune) {
    const changes = [];
    const seen = new Set();
    for (const entity of desired) {
        seen.add(entity.key);
        const base = { kind: 'service', key: entity.key, location: entity.location };
        const entry = ledger.entries[entity.key];
        if (!entry) {
            changes.push({ ...base, action: 'create', desired: entity });
        }
        else if (entry.bodyHash === null || entry.bodyHash === serviceBodyHash(entity)) {
            changes.push({ ...base, action: 'unchanged', id: entry.id, desired: entity });
        }
        else {
            changes.push({
                ...base,
                action: 'drift',
                id: entry.id,
                ledger: entry,
                desired: entity,
                message: `service "${entity.key}" was changed in the YAML after it was created (${entry.id}, ${entry.createdAt}); the platform cannot update services, so the change is not applied`,
            });
        }
    }
    if (prune) {
        for (const [code, entry] of Object.entries(ledger.entries)) {
            if (seen.has(code))
                continue;
            changes.push({
                kind: 'service',
                key: code,
                action: 'drift',
                id: entry.id,
                ledger: entry,
                message: `service "${code}" is no longer in the YAML but the platform cannot archive services; it stays live (${entry.id})`,
            });
        }
    }
    return changes;
}

;// CONCATENATED MODULE: ./src/plan/catalog/plan-catalog.ts




function planCatalog(desired, live, options) {
    const slugs = (0,compare_entity/* liveSlugs */.P7)(live.brands, live.categories);
    const changes = [];
    const kept = [];
    for (const [kind, wanted, records] of [
        ['brand', desired.brands, live.brands],
        ['category', desired.categories, live.categories],
        ['product', desired.products, live.products],
    ]) {
        const planned = planKind(wanted, records, slugs, options.equalTo);
        changes.push(...planned.changes);
        for (const record of planned.unnamed) {
            const key = record.slug ?? record.id;
            if (options.prune)
                changes.push({ kind, key, action: 'archive', id: record.id, reason: 'pruned', live: record });
            else
                kept.push({ kind, key, id: record.id, ...(record.name && { name: record.name }) });
        }
    }
    changes.push(...planServices(desired.services, options.ledger, options.prune));
    const guards = catalogGuards(changes, desired, live, options);
    return {
        changes,
        counts: countChanges(changes),
        guards,
        blocked: guards.some((g) => !g.overridden),
        hasChanges: changes.some((c) => c.action === 'create' || c.action === 'update' || c.action === 'archive'),
        ...(!options.prune && { kept }),
    };
}
const KINDS = ['brand', 'category', 'product', 'service'];
function countChanges(changes) {
    const counts = {};
    for (const kind of KINDS)
        counts[kind] = { create: 0, update: 0, archive: 0, unchanged: 0, drift: 0 };
    for (const change of changes)
        counts[change.kind][change.action] += 1;
    return counts;
}
/** The counts of every kind added up: how many entities a plan creates, updates, archives… */
function catalogTotals(plan) {
    const totals = { create: 0, update: 0, archive: 0, unchanged: 0, drift: 0 };
    for (const counts of Object.values(plan?.counts ?? {})) {
        for (const [action, n] of Object.entries(counts))
            totals[action] = (totals[action] ?? 0) + n;
    }
    return totals;
}

;// CONCATENATED MODULE: ./src/plan/catalog/order-changes.ts

function orderCatalogChanges(plan) {
    const writes = (kind) => plan.changes.filter((c) => c.kind === kind && (c.action === 'create' || c.action === 'update'));
    const archives = (kind) => plan.changes.filter((c) => c.kind === kind && c.action === 'archive');
    return [
        { name: 'brands', changes: writes('brand') },
        { name: 'categories', changes: parentsFirst(writes('category')) },
        { name: 'products', changes: writes('product') },
        { name: 'services', changes: plan.changes.filter((c) => c.kind === 'service' && c.action === 'create') },
        { name: 'archive-products', changes: archives('product') },
        { name: 'archive-categories', changes: childrenFirst(archives('category')) },
        { name: 'archive-brands', changes: archives('brand') },
    ];
}
/** Topological by the desired parent; otherwise plan order is kept. */
function parentsFirst(changes) {
    const byKey = new Map(changes.map((c) => [c.key, c]));
    const done = new Set();
    const out = [];
    const visit = (change, path) => {
        if (done.has(change.key) || path.has(change.key))
            return;
        path.add(change.key);
        const parent = change.desired.refs.parent;
        const parentChange = parent === undefined ? undefined : byKey.get(parent);
        if (parentChange)
            visit(parentChange, path);
        done.add(change.key);
        out.push(change);
    };
    for (const change of changes)
        visit(change, new Set());
    return out;
}
/** Deepest first by the live parent among the archived categories; plan order otherwise. */
function childrenFirst(changes) {
    const byId = new Map(changes.map((c) => [c.id, c]));
    const depth = (change, seen) => {
        const parentId = (0,live_types/* liveField */.$)(change.live, 'parent_category_id');
        const parent = typeof parentId === 'string' ? byId.get(parentId) : undefined;
        if (!parent || seen.has(parent.id))
            return 0;
        seen.add(parent.id);
        return 1 + depth(parent, seen);
    };
    return changes
        .map((change, index) => ({ change, index, depth: depth(change, new Set([change.id])) }))
        .sort((a, b) => b.depth - a.depth || a.index - b.index)
        .map((x) => x.change);
}

// EXTERNAL MODULE: ./src/plan/catalog/field-equality.ts
var field_equality = __webpack_require__(924);
;// CONCATENATED MODULE: ./src/plan/catalog/index.ts








/***/ }),

/***/ 5109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ liveField),
/* harmony export */   U: () => (/* binding */ isArchivedRecord)
/* harmony export */ });
/**
 * Catalog records as the platform returns them (field names of the contract). Defined here so
 * that planning does not depend on the client; the client's records are assignable to these.
 */
/** Any field of a live record by name (records carry more fields than the types name). */
function liveField(record, field) {
    return record[field];
}
function isArchivedRecord(record) {
    return record.status === 'archived';
}


/***/ }),

/***/ 948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lK: () => (/* binding */ listWithHints),
/* harmony export */   sH: () => (/* binding */ listCursors)
/* harmony export */ });
/* unused harmony export HINTED_PAGE_CONCURRENCY */
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(370);
/* harmony import */ var _platform_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1661);
/* harmony import */ var _platform_paginate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5434);
/* harmony import */ var _platform_transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5232);
/**
 * Lists a whole collection with its pages in parallel, from the cursors the previous read
 * followed. The platform's lists are append-only (creation order, archived entities stay,
 * nothing is deleted), so the id that ended page k last time still ends page k now: the pages
 * after those ids can be asked for at once instead of one after another. Each hinted page is
 * checked (its predecessor must be a full page ending exactly at the hint); on any mismatch, or
 * a cursor the platform does not know, the read starts again sequentially. The request count
 * is the same as a sequential read's; only the waiting overlaps.
 */




/**
 * Pages asked for at once per list while the credential's rate limit is not known (a plan with no
 * remembered limit, see plan-catalog-run.ts). With the limit known, the caller passes one shared
 * `run` for all lists that lets every page go in the first round (pages-at-once.ts).
 */
const HINTED_PAGE_CONCURRENCY = 16;
const hasMore = (page, limit) => page.has_more ?? page.items.length >= limit;
function cursorsOf(items, limit) {
    const cursors = [];
    for (let end = limit; end < items.length; end += limit)
        cursors.push(items[end - 1].id);
    // Also the end of the last full page when a page follows it (even an empty one is not needed).
    return cursors;
}
/**
 * The cursors of a whole list, read page after page, keeping only the last id of each page: what
 * refreshing the stored cursors needs after a first publish, without holding 50k records beside
 * the site upload. The same pages, checks and caps as `resource.list`.
 */
async function listCursors(resource, options) {
    const { limit } = options;
    const walk = resource.walk?.() ?? (0,_platform_paginate_js__WEBPACK_IMPORTED_MODULE_1__/* .listWalk */ .YJ)('a listing');
    const cursors = [];
    let seen = 0;
    let cursor;
    for (;;) {
        const page = await resource.page({ limit, ...(cursor !== undefined && { starting_after: cursor }) });
        walk.page(page);
        const more = hasMore(page, limit);
        // As cursorsOf over all items: the id ending every `limit` items that something follows.
        page.items.forEach((item, i) => {
            if ((seen + i + 1) % limit === 0 && (i < page.items.length - 1 || more))
                cursors.push(item.id);
        });
        seen += page.items.length;
        const last = page.items[page.items.length - 1];
        if (!more || !last)
            return cursors;
        cursor = page.next_cursor ?? last.id;
        walk.follow(cursor);
    }
}
async function listWithHints(resource, hints, options) {
    const { limit, digests } = options;
    const sequential = async (fellBack) => {
        const items = await resource.list({ limit });
        options.onItems?.(items);
        return { items, cursors: cursorsOf(items, limit), fellBack };
    };
    // Without hints, the first page and those after it one by one; with digests asked for, here
    // (each page's body kept), else as any listing.
    if ((!hints || hints.length === 0) && !digests)
        return sequential(false);
    const hinted = hints ?? [];
    const walk = resource.walk?.() ?? (0,_platform_paginate_js__WEBPACK_IMPORTED_MODULE_1__/* .listWalk */ .YJ)('a listing');
    // Hints come from a local file: more of them than one walk may take are not followed at once.
    if (hinted.length >= walk.maxPages)
        return sequential(true);
    try {
        for (const hint of hinted)
            walk.follow(hint);
    }
    catch {
        return sequential(true);
    }
    const run = options.run ?? (0,p_limit__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A)(options.concurrency ?? HINTED_PAGE_CONCURRENCY);
    const known = digests?.known;
    const told = (page) => {
        options.onItems?.(page.items);
        return page;
    };
    const fetchPage = async (index, cursor) => {
        const query = { limit, ...(cursor !== undefined && { starting_after: cursor }) };
        if (!digests)
            return told(await resource.page(query));
        const page = known && resource.pageOrKnown
            ? await resource.pageOrKnown(query, (digest) => known(index, digest))
            : await resource.page(query, { digest: true });
        // The digest first: it is of the page's body, whatever `onItems` does with its items.
        digests.onPage?.(index, (0,_platform_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownBody */ .ug)(page) ? page.digest : digests.of(page));
        return (0,_platform_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownBody */ .ug)(page) ? page : told(page);
    };
    const parsed = (page) => {
        if (!(0,_platform_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownBody */ .ug)(page))
            return page;
        if (!resource.parseKnownPage)
            throw new Error('a known page from a resource that cannot parse one');
        return told(resource.parseKnownPage(page));
    };
    let fetched;
    try {
        fetched = await Promise.all([undefined, ...hinted].map((cursor, i) => run(() => fetchPage(i, cursor))));
    }
    catch (err) {
        if (err instanceof _platform_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformError */ .Wk && err.status === 400 && err.errorCode === 'INVALID_CURSOR')
            return sequential(true);
        throw err;
    }
    for (const page of fetched)
        walk.page(page);
    /** The rest of the read once its pages are parsed: the hints' checks, the pages after them. */
    const finish = async (pages) => {
        for (const [i, hint] of hinted.entries()) {
            const page = pages[i];
            if (page.items.length !== limit || page.items[limit - 1].id !== hint || !hasMore(page, limit))
                return sequential(true);
        }
        const items = pages.flatMap((p) => [...p.items]);
        let tail = pages[pages.length - 1];
        while (hasMore(tail, limit)) {
            const last = tail.items[tail.items.length - 1];
            const cursor = tail.next_cursor ?? last?.id;
            if (!cursor || tail.items.length === 0)
                return sequential(true);
            walk.follow(cursor);
            const next = await fetchPage(pages.length, cursor);
            walk.page(next);
            tail = parsed(next);
            pages.push(tail);
            items.push(...tail.items);
        }
        const pageDigests = digests && pages.map((p) => digests.of(p));
        return {
            items,
            cursors: cursorsOf(items, limit),
            fellBack: false,
            ...(pageDigests?.every((d) => d !== undefined) && { digests: pageDigests }),
        };
    };
    if (fetched.every(_platform_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownBody */ .ug))
        return {
            known: true,
            cursors: [...hinted],
            digests: fetched.map((p) => p.digest),
            read: () => finish(fetched.map(parsed)),
        };
    return finish(fetched.map(parsed));
}


/***/ }),

/***/ 1236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z3: () => (/* binding */ LIVE_PAGE_LIMIT),
  OT: () => (/* binding */ readLiveCatalog)
});

// UNUSED EXPORTS: pagesFor

// EXTERNAL MODULE: ./src/ledger/ledger-record.ts
var ledger_record = __webpack_require__(7324);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/sync/catalog/hinted-list.ts
var hinted_list = __webpack_require__(948);
;// CONCATENATED MODULE: ./src/sync/catalog/pages-at-once.ts
/**
 * Pure: how many hinted list pages a catalog read asks for at once. With the credential's rate
 * limit known (apply reads it first; a plan remembers it, plan-catalog-run.ts), every page of every
 * list goes in the first round, up to the limit: what the platform accepts in one minute may be
 * asked at once, and the pacer holds back anything beyond (docs/platform-contract.md §12).
 * Undefined when the limit is not known: each list then asks for HINTED_PAGE_CONCURRENCY at a time.
 */
function pagesAtOnce(pages, rateLimit) {
    if (rateLimit === undefined || !(rateLimit > 0))
        return undefined;
    return Math.max(1, Math.min(pages, Math.floor(rateLimit)));
}

;// CONCATENATED MODULE: ./src/sync/catalog/read-live-catalog.ts




/** The page size of the live read: the platform maximum. */
const LIVE_PAGE_LIMIT = 100;
async function readLiveCatalog(client, options = {}) {
    // Every hinted page of every list in the first round, as far as the rate limit allows.
    const hinted = ['brands', 'categories', 'products'].reduce((n, kind) => n + (options.hints?.[kind]?.length ? options.hints[kind].length + 1 : 0), 0);
    const atOnce = pagesAtOnce(hinted, client.transport.rateLimit);
    const run = atOnce === undefined ? undefined : (0,p_limit/* default */.A)(atOnce);
    const transport = client.transport;
    const digestOf = options.digests && transport.digestOf?.bind(transport);
    const { onPage, known } = options.digests ?? {};
    const watch = options.records;
    const read = async (list, resource) => {
        const digests = digestOf && {
            of: digestOf,
            ...(onPage && { onPage: (i, d) => onPage(list, i, d) }),
            ...(known && { known: (i, d) => known(list, i, d) }),
        };
        const onItems = watch?.items;
        const got = await (0,hinted_list/* listWithHints */.lK)(resource, options.hints?.[list], {
            limit: LIVE_PAGE_LIMIT,
            ...(run && { run }),
            ...(digests && { digests }),
            ...(onItems && { onItems: (items) => onItems(list, items) }),
        });
        const told = (whole) => {
            watch?.list?.(list, whole.items);
            return whole;
        };
        return 'known' in got ? { ...got, read: async () => told(await got.read()) } : told(got);
    };
    const lists = await Promise.all([
        read('brands', client.brands),
        read('categories', client.categories),
        read('products', client.products),
    ]);
    const readAll = async () => catalogOf(await Promise.all(lists.map((l) => ('known' in l ? l.read() : l))));
    const [kb, kc, kp] = lists;
    if ('known' in kb && 'known' in kc && 'known' in kp)
        return {
            known: true,
            cursors: { brands: kb.cursors, categories: kc.cursors, products: kp.cursors },
            pageDigests: { brands: kb.digests, categories: kc.digests, products: kp.digests },
            read: readAll,
        };
    return readAll();
}
/** The live catalog of the three lists read (brands, categories with the ledger, products). */
function catalogOf([b, c, p]) {
    const liveCategories = c.items;
    const { ledger, rest } = (0,ledger_record/* findLedgerRecord */.A_)(liveCategories);
    return {
        live: {
            brands: b.items,
            categories: rest,
            products: p.items,
        },
        ledger,
        cursors: { brands: b.cursors, categories: c.cursors, products: p.cursors },
        ...(b.digests &&
            c.digests &&
            p.digests && { pageDigests: { brands: b.digests, categories: c.digests, products: p.digests } }),
    };
}
/** Pages a listing of `count` items takes at LIVE_PAGE_LIMIT (an empty list still takes one). */
function pagesFor(count) {
    return Math.max(1, Math.ceil(count / LIVE_PAGE_LIMIT));
}


/***/ })

};
