export const id = 431;
export const ids = [431];
export const modules = {

/***/ 1117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ siteValidationError)
/* harmony export */ });
/* harmony import */ var _plan_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9898);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);


function siteValidationError(plan, what = 'nothing was written') {
    const failing = plan.sites.filter(_plan_types_js__WEBPACK_IMPORTED_MODULE_1__/* .siteHasErrors */ .J4);
    if (failing.length === 0)
        return undefined;
    const issues = failing.flatMap((s) => s.validation.errors.map((i) => ({
        code: i.code,
        severity: i.severity,
        message: i.message,
        ...(i.path !== undefined && { file: joinSource(s.sourceDir, i.path) }),
        ...(i.line !== undefined && { line: i.line }),
        ...(i.column !== undefined && { column: i.column }),
    })));
    return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('SITE_VALIDATION_FAILED', `the platform's validation found ${issues.length === 1 ? '1 error' : `${issues.length} errors`}; ${what}`, issues, { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.validation, hint: 'fix what the issues name, commit, and run again' });
}
/** `site` + `pages/a.json` → `site/pages/a.json` (paths in errors are relative to the repository). */
function joinSource(sourceDir, path) {
    return sourceDir === '.' || sourceDir === '' ? path : `${sourceDir}/${path}`;
}


/***/ }),

/***/ 7825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I7: () => (/* binding */ siteOriginCounts),
/* harmony export */   Ji: () => (/* binding */ liveEditsOf),
/* harmony export */   Qe: () => (/* binding */ catalogOriginCounts),
/* harmony export */   ew: () => (/* binding */ planOriginCounts),
/* harmony export */   oE: () => (/* binding */ describeLiveEdit)
/* harmony export */ });
/* unused harmony exports siteLiveEdits, catalogLiveEdits, liveCreatedEntities */
/* harmony import */ var _site_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6088);

const zero = () => ({ repo: 0, behind: 0, 'live-edit': 0, unknown: 0 });
function siteLiveEdits(site) {
    return (0,_site_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .allSiteChanges */ .Gu)(site.diff)
        .filter((c) => c.origin === 'live-edit')
        .map((c) => ({
        scope: 'site',
        site: site.siteId ?? site.sourceDir,
        sourceDir: site.sourceDir,
        path: c.path,
        change: c.kind,
    }));
}
function catalogLiveEdits(catalog) {
    const out = [];
    for (const c of catalog.changes) {
        if (c.action === 'update') {
            for (const f of c.changes)
                if (f.origin === 'live-edit')
                    out.push({
                        scope: 'catalog',
                        kind: c.kind,
                        key: c.key,
                        field: f.field,
                        action: 'update',
                        live: f.from,
                        repo: f.to,
                    });
        }
        else if (c.action === 'archive' && c.origin === 'live-edit') {
            out.push(c.reason === 'pruned'
                ? { scope: 'catalog', kind: c.kind, key: c.key, action: 'archive' }
                : {
                    scope: 'catalog',
                    kind: c.kind,
                    key: c.key,
                    field: 'status',
                    action: 'archive',
                    live: c.live.status ?? null,
                    repo: 'archived',
                });
        }
    }
    return out;
}
/** Every live edit the plan would revert, sites first. */
function liveEditsOf(plan) {
    return [...plan.sites.flatMap(siteLiveEdits), ...(plan.catalog ? catalogLiveEdits(plan.catalog) : [])];
}
function siteOriginCounts(diff) {
    const counts = zero();
    for (const c of (0,_site_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .allSiteChanges */ .Gu)(diff))
        if (c.origin)
            counts[c.origin] += 1;
    return counts;
}
/** Catalog origins counted per field change (updates), per entity otherwise. */
function catalogOriginCounts(catalog) {
    const counts = zero();
    for (const c of catalog.changes) {
        if (c.action === 'update') {
            for (const f of c.changes)
                if (f.origin)
                    counts[f.origin] += 1;
        }
        else if ((c.action === 'archive' || c.action === 'create') && c.origin)
            counts[c.origin] += 1;
    }
    return counts;
}
function planOriginCounts(plan) {
    const counts = zero();
    const add = (c) => {
        for (const k of Object.keys(counts))
            counts[k] += c[k];
    };
    for (const s of plan.sites)
        add(siteOriginCounts(s.diff));
    if (plan.catalog)
        add(catalogOriginCounts(plan.catalog));
    return counts;
}
/** Live entities the YAML does not name that were created outside git (pull brings them in). */
function liveCreatedEntities(catalog) {
    return (catalog?.kept ?? []).filter((k) => k.origin === 'live-edit');
}
/** One line per live edit, e.g. `site_x: pages/about.json` or `product "tent" price`. */
function describeLiveEdit(edit) {
    if (edit.scope === 'site')
        return `site ${edit.site}: ${edit.path}${edit.change === 'deleted' ? ' (created outside git)' : ''}`;
    if (edit.field === undefined)
        return `${edit.kind} "${edit.key}" (created outside git)`;
    return `${edit.kind} "${edit.key}" ${edit.field}`;
}


/***/ }),

/***/ 9898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J4: () => (/* binding */ siteHasErrors),
/* harmony export */   V1: () => (/* binding */ PLAN_FORMAT_VERSION),
/* harmony export */   _A: () => (/* binding */ PLAN_FORMAT),
/* harmony export */   pR: () => (/* binding */ siteHasChanges),
/* harmony export */   zw: () => (/* binding */ blockingSiteGuards)
/* harmony export */ });
/** The JSON form of a Plan carries this format name and version (schemas/plan.schema.json). */
const PLAN_FORMAT = 'sitesync.plan';
/** 2: changes carry their `origin` (repo, behind, live-edit, unknown); `liveEdits`, `kept`, `history`. */
const PLAN_FORMAT_VERSION = 2;
function siteHasChanges(site) {
    const c = site.diff.counts;
    return site.siteId === null || c.added + c.modified + c.deleted > 0;
}
function siteHasErrors(site) {
    return site.validation.errors.length > 0;
}
/** The guards that block apply, across every site of the plan. */
function blockingSiteGuards(plan) {
    return plan.sites.flatMap((site) => site.guards.filter((g) => !g.overridden).map((guard) => ({ site, guard })));
}


/***/ }),

/***/ 6518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ catalogCountsLine),
/* harmony export */   D1: () => (/* binding */ listedChanges),
/* harmony export */   JJ: () => (/* binding */ shownValue)
/* harmony export */ });
const KINDS = ['brand', 'category', 'product', 'service'];
/** Totals over all kinds, e.g. `3 to create, 2 to update, 1 to archive, 1 drifted, 310 unchanged`. */
function catalogCountsLine(plan) {
    const total = { create: 0, update: 0, archive: 0, unchanged: 0, drift: 0 };
    for (const kind of KINDS)
        for (const [a, n] of Object.entries(plan.counts[kind]))
            total[a] += n;
    return [
        `${total.create} to create`,
        `${total.update} to update`,
        `${total.archive} to archive`,
        ...(total.drift > 0 ? [`${total.drift} service(s) that cannot be updated`] : []),
        `${total.unchanged} unchanged`,
        ...(plan.kept && plan.kept.length > 0 ? [`${plan.kept.length} kept live (not in the YAML)`] : []),
    ].join(', ');
}
/** The changes worth listing (everything but unchanged), in plan order. */
function listedChanges(plan) {
    return plan.changes.filter((c) => c.action !== 'unchanged');
}
/** A field value for display: JSON, so `"12.50"` and `12.5` and `null` are told apart. */
function shownValue(value) {
    if (value === undefined)
        return '—';
    const text = JSON.stringify(value);
    return text.length > 80 ? text.slice(0, 77) + '…' : text;
}


/***/ }),

/***/ 5104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZB: () => (/* binding */ planHasChanges),
/* harmony export */   xu: () => (/* binding */ toPlanJson)
/* harmony export */ });
/* unused harmony export planDigest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_canonical_digest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3124);
/* harmony import */ var _plan_live_edits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7825);
/* harmony import */ var _plan_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9898);




function planHasChanges(plan) {
    return plan.sites.some(_plan_types_js__WEBPACK_IMPORTED_MODULE_2__/* .siteHasChanges */ .pR) || plan.catalog?.hasChanges === true;
}
/**
 * The origin of a change (src/plan/origin.ts) is left out of the digest: it depends on the
 * history at hand (a squash merge rewrites it), not on what would be written.
 */
function withoutOrigin(change) {
    const { origin: _origin, ...rest } = change;
    return rest;
}
/**
 * A site change as the digest sees it: the live checksum it replaces is left out, as it was before
 * changes carried it (the live revision is in the digest already), so that a plan reviewed by an
 * older version has the same digest.
 */
function siteEssence(change) {
    const { origin: _origin, liveChecksum: _liveChecksum, ...rest } = change;
    return rest;
}
/** A digest of the changes only: two plans of the same change agree whatever their time or revision. */
function planDigest(plan) {
    const essence = {
        sites: plan.sites.map((s) => ({
            siteId: s.siteId,
            sourceDir: s.sourceDir,
            live: s.live?.sourceRevision ?? null,
            added: s.diff.added.map(siteEssence),
            modified: s.diff.modified.map(siteEssence),
            deleted: s.diff.deleted.map(siteEssence),
        })),
        catalog: plan.catalog ? catalogEssence(plan.catalog) : null,
    };
    // Streamed into the hash: the canonical JSON of a first publish's plan (L: 52,500 creates with
    // their fields, 20,000 files) was a sorted copy of it and a string of it, ~200 MB allocated.
    return (0,_shared_canonical_digest_js__WEBPACK_IMPORTED_MODULE_1__/* .updateWithCanonicalJson */ .S)((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256'), essence).digest('hex');
}
/** What the catalog part would change: the writes with their fields, the guards; not live timestamps. */
function catalogEssence(catalog) {
    return {
        changes: catalog.changes
            .filter((c) => c.action !== 'unchanged')
            .map((c) => ({
            kind: c.kind,
            key: c.key,
            action: c.action,
            ...('id' in c && { id: c.id }),
            ...(c.action === 'create' && { fields: c.desired.fields, refs: c.desired.refs }),
            ...(c.action === 'update' && { changes: c.changes.map(withoutOrigin) }),
            ...(c.action === 'archive' && { reason: c.reason }),
        })),
        blocked: catalog.blocked,
    };
}
/**
 * An unchanged entity is listed by kind, key and id only: its desired and live records add
 * nothing a reader needs, and for 10k products they were ~9 MB of the JSON (and its peak memory).
 */
function catalogJson(catalog) {
    return {
        ...catalog,
        changes: catalog.changes.map((c) => c.action !== 'unchanged' || isUnchangedJson(c)
            ? c
            : c.id === undefined
                ? { kind: c.kind, key: c.key, action: c.action }
                : { kind: c.kind, key: c.key, action: c.action, id: c.id }),
    };
}
/** An unchanged entity that is already its JSON form (a settled plan's): kind, key, action, id only. */
function isUnchangedJson(c) {
    return c.desired === undefined && c.live === undefined && c.location === undefined;
}
function toPlanJson(plan) {
    return {
        format: _plan_types_js__WEBPACK_IMPORTED_MODULE_2__/* .PLAN_FORMAT */ ._A,
        formatVersion: _plan_types_js__WEBPACK_IMPORTED_MODULE_2__/* .PLAN_FORMAT_VERSION */ .V1,
        ...plan,
        ...(plan.catalog && { catalog: catalogJson(plan.catalog) }),
        hasChanges: planHasChanges(plan),
        liveEdits: (0,_plan_live_edits_js__WEBPACK_IMPORTED_MODULE_3__/* .liveEditsOf */ .Ji)(plan),
        origins: (0,_plan_live_edits_js__WEBPACK_IMPORTED_MODULE_3__/* .planOriginCounts */ .ew)(plan),
        digest: planDigest(plan),
    };
}


/***/ }),

/***/ 2426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ liveEditRefusal),
/* harmony export */   t: () => (/* binding */ renderLiveEditsText)
/* harmony export */ });
/* harmony import */ var picocolors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7336);
/* harmony import */ var picocolors__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picocolors__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _plan_live_edits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7825);
/* harmony import */ var _catalog_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6518);
/* harmony import */ var _inert_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7690);
/* harmony import */ var _origin_marks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6855);
/** The live-edit block of the terminal plan: what would be reverted, and what to do about it. */





function renderLiveEditsText(plan, color) {
    const c = (0,picocolors__WEBPACK_IMPORTED_MODULE_2__.createColors)(color);
    const { edits, unknown, reason } = (0,_origin_marks_js__WEBPACK_IMPORTED_MODULE_1__/* .liveEditSummary */ .HX)(plan);
    const lines = [];
    if (edits.length > 0) {
        lines.push(c.red(c.bold(`! ${edits.length === 1 ? '1 live edit' : `${edits.length} live edits`} made outside git would be reverted:`)), ...edits.map((e) => c.red(`    ${(0,_inert_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)((0,_origin_marks_js__WEBPACK_IMPORTED_MODULE_1__/* .liveEditLine */ .J0)(e, _catalog_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .shownValue */ .JJ))}`)), '  apply refuses to revert them: `sitesync pull` writes them into the working tree to review and commit;', '  `sitesync apply --overwrite-live-edits` reverts them (docs/live-edits.md).');
    }
    if (unknown > 0)
        lines.push(c.yellow(`? ${unknown === 1 ? '1 change' : `${unknown} changes`} could not be told apart from a live edit${reason ? ` (${reason})` : ''}: they are not guarded.`));
    return lines;
}
/** The guard's refusal: what would be reverted, one per line, and the ways forward. */
function liveEditRefusal(edits, overrideHint) {
    return [
        `Blocked: the plan would revert ${edits.length === 1 ? '1 live edit' : `${edits.length} live edits`} made outside git. Nothing was written.`,
        ...edits.map((e) => `  ${(0,_inert_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)((0,_plan_live_edits_js__WEBPACK_IMPORTED_MODULE_4__/* .describeLiveEdit */ .oE)(e))}`),
        `Run \`sitesync pull\` to write them into the working tree (review, commit, apply), or ${overrideHint} to revert them.`,
    ].join('\n');
}


/***/ }),

/***/ 6855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GJ: () => (/* binding */ siteChangeNote),
/* harmony export */   HX: () => (/* binding */ liveEditSummary),
/* harmony export */   Hl: () => (/* binding */ keptNote),
/* harmony export */   J0: () => (/* binding */ liveEditLine),
/* harmony export */   _B: () => (/* binding */ catalogTally),
/* harmony export */   jO: () => (/* binding */ originTally)
/* harmony export */ });
/* unused harmony exports ORIGIN_LABEL, unclassifiedReason */
/* harmony import */ var _plan_live_edits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7825);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3647);


/** What a site file change does to live, when that is more than the repository's own change. */
function siteChangeNote(change) {
    if (change.origin === 'live-edit') {
        if (change.kind === 'deleted')
            return 'deletes a file created outside git';
        if (change.kind === 'added')
            return 'restores a file deleted outside git';
        return 'reverts a live edit (live, edited outside git)';
    }
    if (change.origin === 'behind')
        return 'live is behind (it holds an older commit’s version)';
    return undefined;
}
/** ` · 1 reverts a live edit · 2 behind` for a summary row; empty when there is nothing to say. */
function originTally(counts) {
    const parts = [];
    if (counts['live-edit'] > 0)
        parts.push(counts['live-edit'] === 1 ? '1 reverts a live edit' : `${counts['live-edit']} revert live edits`);
    if (counts.behind > 0)
        parts.push(`${counts.behind} behind`);
    if (counts.unknown > 0)
        parts.push(`${counts.unknown} unclassified`);
    return parts.map((p) => ` · ${p}`).join('');
}
function catalogTally(catalog) {
    return originTally((0,_plan_live_edits_js__WEBPACK_IMPORTED_MODULE_0__/* .catalogOriginCounts */ .Qe)(catalog));
}
/** The note of a live entity the YAML does not name (prune off). */
function keptNote(k) {
    if (k.renamedTo !== undefined)
        return `kept live: its slug was renamed to "${k.renamedTo}" in the YAML; set prune: true to archive`;
    if (k.origin === 'live-edit')
        return 'kept live, created outside git (never in the YAML); `sitesync pull` adds it to the YAML';
    return 'kept live, not in the YAML; set prune: true to archive';
}
const ORIGIN_LABEL = {
    repo: 'repository change',
    behind: 'live is behind',
    'live-edit': 'live edit (outside git)',
    unknown: 'unclassified',
};
/** Why some changes could not be classified, from the plan's history windows. */
function unclassifiedReason(plan) {
    const windows = [...plan.sites.map((s) => s.history), plan.catalog?.history].filter((w) => w !== undefined);
    if (windows.some((w) => w.status === 'unavailable'))
        return 'no git history for the changed paths';
    const shallow = windows.find((w) => w.status === 'shallow');
    if (shallow)
        return `the clone is shallow (${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(shallow.commits, 'commit')} of history): check out with fetch-depth: 0`;
    const cut = windows.find((w) => w.status === 'truncated');
    if (cut)
        return `older than the ${cut.depth} commits searched`;
    return undefined;
}
function liveEditSummary(plan) {
    return {
        edits: (0,_plan_live_edits_js__WEBPACK_IMPORTED_MODULE_0__/* .liveEditsOf */ .Ji)(plan),
        unknown: (0,_plan_live_edits_js__WEBPACK_IMPORTED_MODULE_0__/* .planOriginCounts */ .ew)(plan).unknown,
        reason: unclassifiedReason(plan),
    };
}
/** One line per live edit, with the values for a field. */
function liveEditLine(edit, shown) {
    if (edit.scope === 'catalog' && edit.field !== undefined)
        return `${(0,_plan_live_edits_js__WEBPACK_IMPORTED_MODULE_0__/* .describeLiveEdit */ .oE)(edit)}: ${shown(edit.live)} (live, edited outside git) → ${shown(edit.repo)}`;
    return (0,_plan_live_edits_js__WEBPACK_IMPORTED_MODULE_0__/* .describeLiveEdit */ .oE)(edit);
}


/***/ }),

/***/ 3779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ formatIssueLine),
  $: () => (/* binding */ renderPlanText)
});

// EXTERNAL MODULE: ./node_modules/picocolors/picocolors.js
var picocolors = __webpack_require__(7336);
// EXTERNAL MODULE: ./src/plan/live-edits.ts
var live_edits = __webpack_require__(7825);
// EXTERNAL MODULE: ./src/plan/types.ts
var types = __webpack_require__(9898);
// EXTERNAL MODULE: ./src/render/catalog-summary.ts
var catalog_summary = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/render/inert-text.ts
var inert_text = __webpack_require__(7690);
// EXTERNAL MODULE: ./src/render/origin-marks.ts
var origin_marks = __webpack_require__(6855);
;// CONCATENATED MODULE: ./src/render/catalog-text.ts
/** The catalog part of the terminal plan (plugs into renderPlanText's `catalog` hook). */




function fieldRow(f, c) {
    if (f.origin === 'live-edit')
        return c.red(`    ${c.bold('! reverts a live edit:')} ${f.field} ${(0,catalog_summary/* shownValue */.JJ)(f.from)} (live, edited outside git) → ${(0,catalog_summary/* shownValue */.JJ)(f.to)}`);
    const note = f.origin === 'behind' ? c.dim('  (live is behind: an older committed value)') : '';
    return c.yellow(`      ${f.field}: ${(0,catalog_summary/* shownValue */.JJ)(f.from)} → ${(0,catalog_summary/* shownValue */.JJ)(f.to)}`) + note;
}
function renderCatalogText(plan, color, maxRows = 50) {
    const catalog = plan.catalog;
    if (!catalog)
        return [];
    const c = (0,picocolors.createColors)(color);
    const lines = [c.bold('Catalog')];
    const rows = [];
    for (const change of (0,catalog_summary/* listedChanges */.D1)(catalog)) {
        const name = `${change.kind} "${(0,inert_text/* inertLine */.Fq)(change.key)}"`;
        if (change.action === 'create')
            rows.push(c.green(`  + ${name}`) +
                (change.renamedFrom !== undefined
                    ? c.dim(`  slug renamed from "${change.renamedFrom}": a new entity`)
                    : ''));
        else if (change.action === 'archive') {
            const why = change.renamedTo !== undefined
                ? `archive: slug renamed to "${(0,inert_text/* inertLine */.Fq)(change.renamedTo)}"`
                : change.reason === 'pruned'
                    ? 'archive: not in the YAML (prune)'
                    : 'archive';
            rows.push(change.origin === 'live-edit'
                ? c.red(`  ${c.bold('!')} - ${name}  ${why}  ${c.bold(change.reason === 'pruned' ? 'created outside git' : 'reverts a live edit (status)')}`)
                : c.red(`  - ${name}  ${c.dim(why)}`));
        }
        else if (change.action === 'drift')
            rows.push(c.yellow(`  ! ${name}  ${(0,inert_text/* inertLine */.Fq)(change.message)}`));
        else if (change.action === 'update') {
            rows.push(change.changes.some((f) => f.origin === 'live-edit')
                ? c.red(`  ${c.bold('!')} ~ ${name}`)
                : c.yellow(`  ~ ${name}`));
            for (const f of change.changes)
                rows.push(fieldRow(f, c));
        }
    }
    for (const k of catalog.kept ?? [])
        rows.push(c.dim(`  = ${k.kind} "${k.key}"  ${(0,origin_marks/* keptNote */.Hl)(k)}`));
    lines.push(...rows.slice(0, maxRows));
    if (rows.length > maxRows)
        lines.push(c.dim(`  … and ${rows.length - maxRows} more lines (use --json for all)`));
    lines.push(`  ${(0,catalog_summary/* catalogCountsLine */.A)(catalog)}${(0,origin_marks/* catalogTally */._B)(catalog)}`);
    for (const g of catalog.guards)
        lines.push(g.overridden
            ? c.yellow(`  guard ${g.code} overridden: ${g.message}`)
            : c.red(`  blocked (${g.code}): ${g.message}; apply refuses unless allowed`));
    return lines;
}

// EXTERNAL MODULE: ./src/render/live-edits-text.ts
var live_edits_text = __webpack_require__(2426);
// EXTERNAL MODULE: ./src/render/json.ts
var json = __webpack_require__(5104);
// EXTERNAL MODULE: ./src/render/units.ts
var units = __webpack_require__(3647);
;// CONCATENATED MODULE: ./src/render/text.ts









/** One validation issue on one line; its path, code and message come from the platform, shown inert. */
function formatIssueLine(i) {
    const where = i.path
        ? `${(0,inert_text/* inertLine */.Fq)(i.path)}${i.line !== undefined ? `:${i.line}${i.column !== undefined ? `:${i.column}` : ''}` : ''} `
        : '';
    return `${i.severity} ${where}${(0,inert_text/* inertLine */.Fq)(i.code)}: ${(0,inert_text/* inertLine */.Fq)(i.message)}`;
}
/** A change row: `! ` in front and a note behind when it reverts a live edit, a note when live is behind. */
function marked(change, row, c) {
    const note = (0,origin_marks/* siteChangeNote */.GJ)(change);
    if (change.origin === 'live-edit')
        return c.red(c.bold('  ! ')) + row + '  ' + c.red(c.bold(note));
    return '  ' + row + (note ? '  ' + c.dim(`(${note})`) : '');
}
function siteSection(site, options) {
    const c = (0,picocolors.createColors)(options.color);
    const maxRows = options.maxRows ?? 50;
    const target = site.siteId
        ? `${(0,inert_text/* inertLine */.Fq)(site.siteId)}${site.live ? ` (live ${(0,inert_text/* inertLine */.Fq)(site.live.sourceRevision)}, ${(0,units/* plural */.L)(site.live.fileCount, 'file')})` : ''}`
        : 'a new site (created on apply)';
    const lines = [
        c.bold(`Site ${site.name ? `"${(0,inert_text/* inertLine */.Fq)(site.name)}" ` : ''}${(0,inert_text/* inertLine */.Fq)(site.sourceDir)}/ → ${target}`),
    ];
    // Deleted paths come from the live manifest: shown inert like every platform text.
    const rows = [
        ...site.diff.added.map((ch) => marked(ch, c.green(`+ ${(0,inert_text/* inertLine */.Fq)(ch.path)}  ${c.dim((0,units/* formatBytes */.z)(ch.localBytes ?? 0))}`), c)),
        ...site.diff.modified.map((ch) => marked(ch, c.yellow(`~ ${(0,inert_text/* inertLine */.Fq)(ch.path)}  ${c.dim(`${(0,units/* formatBytes */.z)(ch.liveBytes ?? 0)} → ${(0,units/* formatBytes */.z)(ch.localBytes ?? 0)}`)}`), c)),
        ...site.diff.deleted.map((ch) => marked(ch, c.red(`- ${(0,inert_text/* inertLine */.Fq)(ch.path)}  ${c.dim((0,units/* formatBytes */.z)(ch.liveBytes ?? 0))}`), c)),
    ];
    lines.push(...rows.slice(0, maxRows));
    if (rows.length > maxRows)
        lines.push(c.dim(`  … and ${rows.length - maxRows} more (use --json for all)`));
    const k = site.diff.counts;
    lines.push(`  ${k.added} to add, ${k.modified} to change, ${k.deleted} to delete, ${k.unchanged} unchanged` +
        (site.diff.bytesToUpload > 0 ? ` · ${(0,units/* formatBytes */.z)(site.diff.bytesToUpload)} to upload` : '') +
        (0,origin_marks/* originTally */.jO)((0,live_edits/* siteOriginCounts */.I7)(site.diff)));
    for (const g of site.guards)
        lines.push(g.overridden
            ? c.yellow(`  guard ${g.code} overridden: ${(0,inert_text/* inertLine */.Fq)(g.message)}`)
            : c.red(`  blocked (${g.code}): ${(0,inert_text/* inertLine */.Fq)(g.message)}; apply refuses unless allowed`));
    if ('fallback' in site.checksum)
        lines.push(c.dim(`  diff computed by the platform: ${(0,inert_text/* inertLine */.Fq)(site.checksum.reason)}`));
    const v = site.validation;
    if (v.checked) {
        lines.push(`  validation: ${(0,units/* plural */.L)(v.errors.length, 'error')}, ${(0,units/* plural */.L)(v.warnings.length, 'warning')}`);
    }
    else if (v.note) {
        lines.push(c.dim(`  validation: ${v.note}`));
    }
    for (const i of v.errors)
        lines.push(c.red(`    ${formatIssueLine(i)}`));
    for (const i of v.warnings)
        lines.push(c.yellow(`    ${formatIssueLine(i)}`));
    return lines;
}
/** The plan for a terminal. Colour only when asked (a TTY without NO_COLOR). */
function renderPlanText(plan, options) {
    const c = (0,picocolors.createColors)(options.color);
    const rev = plan.revision;
    const head = rev.commit ? `commit ${rev.commit.slice(0, 7)}` : 'no commit';
    const lines = [
        c.bold('sitesync plan') +
            c.dim(`  (${head}${rev.dirty ? ', uncommitted changes: keys derive from the content' : ''})`),
        '',
    ];
    for (const site of plan.sites)
        lines.push(...siteSection(site, options), '');
    const catalogLines = (options.catalog ?? renderCatalogText)(plan, options.color);
    if (catalogLines.length > 0)
        lines.push(...catalogLines, '');
    const liveEditLines = (0,live_edits_text/* renderLiveEditsText */.t)(plan, options.color);
    if (liveEditLines.length > 0)
        lines.push(...liveEditLines, '');
    lines.push(planVerdict(plan, c, options.overwriteLiveEdits === true));
    return lines.join('\n');
}
/**
 * The plan's last line. "Changes to apply." only for a plan that apply would carry out: one with
 * validation errors, a blocking guard (catalog or site) or live edits it would revert says why it
 * cannot instead — the same reasons, in the same order, apply stops for.
 */
function planVerdict(plan, c, overwriteLiveEdits) {
    const invalid = plan.sites.filter(types/* siteHasErrors */.J4).length;
    const blocked = plan.catalog?.blocked === true;
    const siteGuards = (0,types/* blockingSiteGuards */.zw)(plan).length;
    const liveEdits = overwriteLiveEdits ? 0 : (0,live_edits/* liveEditsOf */.Ji)(plan).length;
    if (invalid > 0 || blocked || siteGuards > 0 || liveEdits > 0) {
        const why = [
            ...(invalid > 0 ? [`validation failed (${(0,units/* plural */.L)(invalid, 'site')} with errors)`] : []),
            ...(blocked ? ['a catalog guard blocks it (see "blocked" above)'] : []),
            ...(siteGuards > 0
                ? [
                    `${siteGuards === 1 ? 'a site guard blocks' : `${siteGuards} site guards block`} it (see "blocked" above)`,
                ]
                : []),
            ...(liveEdits > 0
                ? [
                    `it would revert ${(0,units/* plural */.L)(liveEdits, 'live edit')} made outside git (sitesync pull, or apply --overwrite-live-edits)`,
                ]
                : []),
        ];
        return c.red(c.bold(`Cannot apply: ${why.join('; ')}.`));
    }
    return (0,json/* planHasChanges */.ZB)(plan)
        ? c.bold('Changes to apply.')
        : c.green('No changes. The live platform matches the repository.');
}


/***/ }),

/***/ 8949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ planOnly),
  n: () => (/* binding */ planRun)
});

// EXTERNAL MODULE: ./src/sync/plan-site.ts + 2 modules
var plan_site = __webpack_require__(2132);
// EXTERNAL MODULE: ./src/sync/prepare.ts + 2 modules
var prepare = __webpack_require__(6953);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
;// CONCATENATED MODULE: ./src/shared/settle-all.ts
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

// EXTERNAL MODULE: ./src/shared/phase-clock.ts
var phase_clock = __webpack_require__(9737);
// EXTERNAL MODULE: ./src/history/types.ts
var types = __webpack_require__(9653);
// EXTERNAL MODULE: ./src/sync/classify-plan.ts + 8 modules
var classify_plan = __webpack_require__(4346);
// EXTERNAL MODULE: ./src/sync/catalog/plan-catalog-run.ts + 6 modules
var plan_catalog_run = __webpack_require__(484);
;// CONCATENATED MODULE: ./src/sync/plan-run.ts








/** Plans every site of a prepared run against live (sites in parallel). */
async function planRun(prepared, options) {
    const { plan, sites, catalog } = await planParts(prepared, options, (s) => s);
    return { plan, sites, ...(catalog && { catalog }) };
}
/**
 * The plan alone (the `plan` command): each site's tree and live manifest are let go as soon as
 * its site plan is made, with only the changed paths' checksums kept for the classification. They
 * are the largest part of a plan's heap after the catalog (L: 20,000 entries each, ~9 MB), and the
 * catalog's work goes on after the site plans (bench/ANALYSIS.md, twenty-first round).
 */
async function planOnly(prepared, options) {
    return (await planParts(prepared, options, ({ plan, changed }) => {
        (0,prepare/* releaseSiteInputs */.O)(prepared);
        return { plan, ...(changed && { changed }) };
    })).plan;
}
async function planParts(prepared, options, 
/** What is kept of each planned site once every site is planned. */
keep) {
    const { client, config } = prepared;
    if (!client)
        throw new errors/* SitesyncError */.fj('NO_CLIENT', 'planning needs the platform: no credentials were given');
    const clock = options.clock ?? phase_clock/* NO_PHASE_CLOCK */.f;
    const catalogOptions = {
        client,
        config,
        clock,
        ...(options.catalog && { overrides: options.catalog }),
        ...(prepared.signal && { signal: prepared.signal }),
        ...(options.compactLive && { compactLive: true }),
    };
    const catalogPlanned = prepared.catalogInputs
        ? (0,plan_catalog_run/* planOrSettleCatalog */.Ho)({ ...catalogOptions, inputs: prepared.catalogInputs })
        : (0,plan_catalog_run/* planCatalogRun */.eH)(catalogOptions);
    const sitesPlanned = settleAll(config.sites.map((site, i) => clock.time(config.sites.length > 1 ? `site ${i + 1}: plan` : 'site: plan', () => (0,plan_site/* planSite */.h)({
        client,
        site,
        rootDir: config.rootDir,
        reporter: options.reporter,
        tree: prepared.trees[i],
        ...(prepared.manifests?.[i] && { manifest: prepared.manifests[i] }),
        limits: { maxDelete: config.maxDelete, maxDeleteShare: config.maxDeleteShare },
        ...(options.site && { overrides: options.site }),
        ...(options.validate !== undefined && { validate: options.validate }),
    })))).then((planned) => planned.map(keep)); // the whole planned sites are not held past this
    const [plannedSites, plannedCatalog] = await settleAll([sitesPlanned, catalogPlanned]);
    // Three-way: where each change comes from, from git history only (no platform request).
    const classified = await clock.time('history: classify', () => (0,classify_plan/* classifyPlan */.Q)({
        rootDir: config.rootDir,
        sites: plannedSites.map((s, i) => ({ ...s, source: config.sites[i].source })),
        ...(plannedCatalog &&
            config.catalog && { catalog: { plan: plannedCatalog.plan, path: config.catalog } }),
        depth: options.historyDepth ?? types/* DEFAULT_HISTORY_DEPTH */.jw,
        reporter: options.reporter,
    }));
    const sites = plannedSites.map((s, i) => ({ ...s, plan: classified.sites[i] }));
    const catalogPlan = plannedCatalog && (classified.catalog ?? plannedCatalog.plan);
    const catalog = plannedCatalog &&
        catalogPlan &&
        !('settled' in plannedCatalog) && { ...plannedCatalog, plan: catalogPlan };
    const plan = {
        revision: prepared.revision,
        generatedAt: (options.now?.() ?? new Date()).toISOString(),
        sites: sites.map((s) => s.plan),
        ...(catalogPlan && { catalog: catalogPlan }),
    };
    return { plan, sites, ...(catalog && { catalog }) };
}


/***/ })

};
