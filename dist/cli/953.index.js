export const id = 953;
export const ids = [953];
export const modules = {

/***/ 1953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pullCommand: () => (/* binding */ pullCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/render/inert-text.ts
var inert_text = __webpack_require__(7690);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/shared/phase-clock.ts
var phase_clock = __webpack_require__(9737);
// EXTERNAL MODULE: ./src/sync/plan-run.ts + 1 modules
var plan_run = __webpack_require__(8949);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/git/repo.ts
var git_repo = __webpack_require__(4134);
// EXTERNAL MODULE: ./src/source/repository-paths.ts
var repository_paths = __webpack_require__(2084);
// EXTERNAL MODULE: ./src/source/reserved-names.ts
var reserved_names = __webpack_require__(7968);
// EXTERNAL MODULE: ./src/catalog/types.ts
var types = __webpack_require__(1234);
// EXTERNAL MODULE: ./src/plan/catalog/live-types.ts
var live_types = __webpack_require__(5109);
;// CONCATENATED MODULE: ./src/sync/pull/targets.ts
/**
 * Pure: what `sitesync pull` writes — the live edits of a plan (only those), each with the file it
 * lands in, narrowed by `--paths` and `--only`.
 */



const within = (folder, file) => {
    const rel = (0,external_node_path_.relative)(folder, file);
    return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
};
function selected(target, selection) {
    if (selection.paths && selection.paths.length > 0 && !selection.paths.some((p) => within(p, target.file)))
        return false;
    if (!selection.only || selection.only.length === 0)
        return true;
    return selection.only.some((o) => {
        if (o === 'site')
            return target.scope === 'site';
        if (target.scope === 'site')
            return false;
        if (o === 'catalog')
            return true;
        const [kind, key] = o.split(':');
        return kind === target.kind && (key === undefined || key === target.key);
    });
}
function pullTargets(input) {
    const targets = [];
    input.plan.sites.forEach((site, i) => {
        const source = input.sources[i];
        if (!site.siteId)
            return;
        for (const c of [...site.diff.modified, ...site.diff.deleted]) {
            if (c.origin !== 'live-edit')
                continue;
            targets.push({
                scope: 'site',
                siteId: site.siteId,
                source,
                path: c.path,
                reason: c.kind === 'modified' ? 'edited' : 'created',
                file: (0,external_node_path_.join)(source, ...c.path.split('/')),
            });
        }
    });
    if (input.plan.catalog && input.catalogFile)
        targets.push(...catalogTargets(input.plan.catalog, input.rootDir, input.catalogFile, input.desired, input.live));
    return targets;
}
function catalogTargets(catalog, rootDir, catalogFile, desired, live) {
    const out = [];
    // An entity's file: where the YAML defines it; a new one goes where the last of its kind is.
    const fileOf = (location) => location ? (0,external_node_path_.resolve)(rootDir, ...location.file.split('/')) : undefined;
    const lastOfKind = (kind) => fileOf(desired?.[types/* SECTION_OF */.Yl[kind]].at(-1)?.location) ?? catalogFile;
    for (const c of catalog.changes) {
        if (c.action === 'update') {
            for (const f of c.changes)
                if (f.origin === 'live-edit')
                    out.push({
                        scope: 'field',
                        kind: c.kind,
                        key: c.key,
                        field: f.field,
                        live: f.from,
                        file: fileOf(c.location) ?? catalogFile,
                    });
        }
        else if (c.action === 'archive' && c.origin === 'live-edit') {
            if (c.reason === 'pruned')
                out.push({
                    scope: 'entity',
                    kind: c.kind,
                    key: c.key,
                    record: c.live,
                    file: lastOfKind(c.kind),
                });
            else
                out.push({
                    scope: 'field',
                    kind: c.kind,
                    key: c.key,
                    field: 'status',
                    live: (0,live_types/* liveField */.$)(c.live, 'status') ?? null,
                    file: fileOf(c.location) ?? catalogFile,
                });
        }
    }
    const records = new Map([...(live?.brands ?? []), ...(live?.categories ?? []), ...(live?.products ?? [])].map((r) => [r.id, r]));
    for (const k of catalog.kept ?? []) {
        const record = records.get(k.id);
        if (k.origin === 'live-edit' && record)
            out.push({ scope: 'entity', kind: k.kind, key: k.key, record, file: lastOfKind(k.kind) });
    }
    return out;
}
/** A path given on the command line, made absolute against the folder the user is in. */
function absolutePaths(paths, cwd) {
    return paths?.map((p) => (0,external_node_path_.resolve)(cwd, p.split('/').join(external_node_path_.sep)));
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/catalog/edit-yaml.ts
/**
 * Pure: live values written into catalog YAML in place, for `sitesync pull`. Only the edited
 * scalars change: comments, key order, quoting style and every other line stay as they were.
 *
 * - A field that is there: its scalar is rewritten through the CST (`CST.setScalarValue`), in its
 *   own style when that style can hold the value (a plain `45.00` stays plain, `'x'` stays
 *   single-quoted), double-quoted otherwise. Comments after it are kept.
 * - A field that is not there: one `key: value` line is added at the end of the entity's mapping.
 * - A field cleared live (null): its line is removed.
 * - An entity created outside git: appended to the end of its section.
 *
 * What it cannot do in place (a flow mapping `{…}` that needs a new key, an object value) is
 * returned as skipped with the reason; the caller reports it and writes the rest.
 */

const keyFieldOf = (section) => (section === 'services' ? 'service_code' : 'slug');
function scalarKey(node) {
    return (0,dist/* isScalar */.jn)(node) ? String(node.value) : undefined;
}
function findEntity(doc, section, key) {
    const seq = doc.get(section, true);
    if (!(0,dist/* isSeq */.oP)(seq))
        return undefined;
    for (const item of seq.items) {
        if ((0,dist/* isMap */.jh)(item) && scalarKey(item.get(keyFieldOf(section), true)) === key)
            return item;
    }
    return undefined;
}
/** A plain scalar that reads back as exactly this string (else it is quoted). */
function plainHolds(value) {
    if (value === '' || value !== value.trim() || /[\n\r\t]/.test(value))
        return false;
    try {
        return (0,dist/* parse */.qg)(`k: ${value}\n`)?.k === value;
    }
    catch {
        return false;
    }
}
/** The source text and style to write `value` in, keeping `was` when it can hold it. */
function styled(value, was) {
    if (typeof value !== 'string')
        return { text: String(value), type: 'PLAIN' };
    const type = (was ?? 'PLAIN');
    // A decimal written plain (`45.00`) stays plain: the catalog reads numbers and strings alike.
    if (type === 'PLAIN' && (plainHolds(value) || /^\d+(\.\d+)?$/.test(value)))
        return { text: value, type };
    if (type === 'QUOTE_SINGLE' && !/[\n\r]/.test(value))
        return { text: value, type };
    if ((type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') && value.includes('\n'))
        return { text: value, type: 'BLOCK_LITERAL' };
    return { text: value, type: 'QUOTE_DOUBLE' };
}
function composed(text) {
    const tokens = [...new dist/* Parser */.iX().parse(text)];
    const docs = [...new dist/* Composer */.Dk({ keepSourceTokens: true }).compose(tokens)];
    return { tokens, doc: docs[0] };
}
function editCatalogYaml(text, edits, appends = []) {
    const skipped = [];
    const done = [];
    // 1. Values that are there: rewritten or removed in the CST.
    const { tokens, doc } = composed(text);
    if (!doc || doc.errors.length > 0) {
        const reason = 'the catalog file does not parse; fix it first';
        return { text, written: [], skipped: [...edits, ...appends].map((edit) => ({ edit, reason })) };
    }
    const inserts = [];
    for (const edit of edits) {
        const entity = findEntity(doc, edit.section, edit.key);
        if (!entity) {
            skipped.push({
                edit,
                reason: `no ${keyFieldOf(edit.section)} ${JSON.stringify(edit.key)} in ${edit.section}`,
            });
            continue;
        }
        const pair = entity.items.find((p) => (0,dist/* isPair */.tO)(p) && scalarKey(p.key) === edit.field);
        if (!pair) {
            if (edit.value === null)
                done.push(edit); // already absent
            else
                inserts.push(edit);
            continue;
        }
        if (edit.value === null) {
            const removed = removePair(entity, edit.field);
            if (removed)
                done.push(edit);
            else
                skipped.push({ edit, reason: 'the field is inside a flow mapping `{…}`: remove it by hand' });
            continue;
        }
        const node = pair.value;
        const token = (0,dist/* isScalar */.jn)(node) ? node.srcToken : undefined;
        if (!token || !(0,dist/* isScalar */.jn)(node)) {
            skipped.push({ edit, reason: 'the YAML holds a collection there: set it by hand' });
            continue;
        }
        const { text: source, type } = styled(edit.value, node.type);
        dist/* CST */.DB.setScalarValue(token, source, {
            type,
            ...(entity.flow ? { inFlow: true } : { afterKey: true }),
        });
        done.push(edit);
    }
    let out = tokens.map((t) => dist/* CST */.DB.stringify(t)).join('');
    // 2. Fields that are not there, then new entities: lines added at the end of their mapping
    // or section (positions from the text as it is now, applied from the end backwards).
    const lines = new dist/* LineCounter */.HN();
    const now = (0,dist/* parseDocument */.Tp)(out, { lineCounter: lines });
    const additions = [];
    for (const edit of inserts) {
        const entity = findEntity(now, edit.section, edit.key);
        if (entity.flow || !entity.range) {
            skipped.push({ edit, reason: 'the entity is a flow mapping `{…}`: add the field by hand' });
            continue;
        }
        const indent = lines.linePos(entity.range[0]).col - 1;
        const { text: source, type } = styled(edit.value, undefined);
        const rendered = type === 'PLAIN' ? source : JSON.stringify(source);
        additions.push({ at: entity.range[2], text: `${' '.repeat(indent)}${edit.field}: ${rendered}\n`, edit });
    }
    for (const edit of appends) {
        const seq = now.get(edit.section, true);
        const body = (0,dist/* stringify */.As)(edit.item, { lineWidth: 0 }).trimEnd().split('\n');
        if (seq === undefined || seq === null) {
            const block = [`${edit.section}:`, `  - ${body[0]}`, ...body.slice(1).map((l) => `    ${l}`)].join('\n');
            additions.push({
                at: out.length,
                text: `${out.endsWith('\n') || out === '' ? '' : '\n'}${block}\n`,
                edit,
            });
            continue;
        }
        if (!(0,dist/* isSeq */.oP)(seq) || seq.flow || !seq.range || seq.items.length === 0) {
            skipped.push({
                edit,
                reason: `the ${edit.section} section is not a block list: add the entity by hand`,
            });
            continue;
        }
        const dash = lines.linePos(seq.range[0]).col - 1;
        const pad = ' '.repeat(dash);
        const block = [`${pad}- ${body[0]}`, ...body.slice(1).map((l) => `${pad}  ${l}`)].join('\n');
        additions.push({ at: seq.range[2], text: `${block}\n`, edit });
    }
    additions.sort((a, b) => b.at - a.at);
    for (const add of additions) {
        const before = out.slice(0, add.at);
        out = before + (before.endsWith('\n') || before === '' ? '' : '\n') + add.text + out.slice(add.at);
        done.push(add.edit);
    }
    // 3. Where each edit now is, from the final text.
    const finalLines = new dist/* LineCounter */.HN();
    const final = (0,dist/* parseDocument */.Tp)(out, { lineCounter: finalLines });
    const written = done.map((edit) => {
        const entity = findEntity(final, edit.section, edit.key);
        const node = 'field' in edit ? entity?.get(edit.field, true) : entity;
        const offset = (node ?? entity)?.range?.[0] ?? 0;
        return { edit, line: finalLines.linePos(offset).line };
    });
    return { text: out, written, skipped };
}
/** Removes `field` from a block mapping's CST; false for a flow mapping. */
function removePair(entity, field) {
    const token = entity.srcToken;
    if (!token || token.type !== 'block-map')
        return false;
    const index = token.items.findIndex((item) => item.key && dist/* CST */.DB.isScalar(item.key) && item.key.source === field);
    if (index < 0)
        return false;
    const [removed] = token.items.splice(index, 1);
    // The first item's indentation lives in its `start`: hand it to the item that now comes first.
    if (index === 0 && token.items[0] && removed)
        token.items[0].start = removed.start;
    return true;
}

// EXTERNAL MODULE: ./src/history/catalog-version.ts
var catalog_version = __webpack_require__(6574);
// EXTERNAL MODULE: ./src/history/types.ts
var history_types = __webpack_require__(9653);
// EXTERNAL MODULE: ./src/plan/catalog/field-equality.ts
var field_equality = __webpack_require__(924);
// EXTERNAL MODULE: ./src/sync/catalog/export-catalog.ts + 1 modules
var export_catalog = __webpack_require__(9747);
;// CONCATENATED MODULE: ./src/sync/pull/write-catalog.ts
/**
 * Writes live catalog values into the YAML (`sitesync pull`), in place (src/catalog/edit-yaml.ts),
 * file by file. The result is read back before it is written: every pulled field must now equal
 * its live value, or that file is left as it was.
 */








/** One pulled field as YAML edits (a live archive becomes `archived: true`). */
function fieldEdits(target, live) {
    const section = types/* SECTION_OF */.Yl[target.kind];
    const at = { section, key: target.key };
    const value = target.live;
    if (target.field === 'status') {
        if (value === 'archived')
            return [
                { ...at, field: 'archived', value: true },
                { ...at, field: 'status', value: null },
            ];
        return [
            { ...at, field: 'archived', value: null },
            { ...at, field: 'status', value: typeof value === 'string' ? value : null },
        ];
    }
    if (target.field in types/* REF_FIELD */.$b) {
        const refKind = target.field === 'brand' ? live.brands : live.categories;
        if (value !== null && !refKind.some((r) => r.slug === value))
            return `live refers to ${JSON.stringify(value)}, which has no slug the YAML could name`;
    }
    if (value !== null && typeof value === 'object')
        return `the live value is an object (${JSON.stringify(value)}): set it by hand`;
    if (value !== null && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        return 'the live value cannot be written as YAML';
    return [
        { ...at, field: target.field, value: value === '' ? null : value },
    ];
}
/** A live entity as a YAML item, through the same export `import --catalog` uses. */
function entityAppend(target, live) {
    if (!target.record.slug)
        return 'it has no slug: give it one on the platform, or add it by hand';
    const only = (kind) => (target.kind === kind ? [target.record] : []);
    const exported = (0,export_catalog/* exportCatalog */.q)({
        brands: target.kind === 'brand' ? only('brand') : live.brands,
        categories: target.kind === 'category'
            ? [...live.categories.filter((c) => c.id !== target.record.id), target.record]
            : live.categories,
        products: only('product'),
    }, '');
    const section = types/* SECTION_OF */.Yl[target.kind];
    const items = (0,dist/* parse */.qg)(exported.yaml)[section] ?? [];
    const item = items.find((i) => i['slug'] === target.record.slug);
    if (!item)
        return 'it could not be exported (archived?)';
    return { section, key: target.record.slug, item };
}
async function pullCatalogFile(file, targets, live) {
    const skipped = [];
    const edits = [];
    const appends = [];
    for (const target of targets) {
        if (target.scope === 'field') {
            const e = fieldEdits(target, live);
            if (typeof e === 'string')
                skipped.push({ target, reason: e });
            else
                edits.push({ target, field: e });
        }
        else {
            const a = entityAppend(target, live);
            if (typeof a === 'string')
                skipped.push({ target, reason: a });
            else
                appends.push({ target, append: a });
        }
    }
    const before = await (0,promises_.readFile)(file, 'utf8');
    const outcome = editCatalogYaml(before, edits.flatMap((e) => e.field), appends.map((a) => a.append));
    const failed = new Set(outcome.skipped.map((s) => s.edit));
    const lineOf = new Map(outcome.written.map((w) => [w.edit, w.line]));
    const written = [];
    for (const e of edits) {
        const miss = e.field.find((f) => failed.has(f));
        if (miss)
            skipped.push({ target: e.target, reason: outcome.skipped.find((s) => s.edit === miss).reason });
        else
            written.push({ target: e.target, line: lineOf.get(e.field.at(-1)) ?? lineOf.get(e.field[0]) ?? 0 });
    }
    for (const a of appends) {
        if (failed.has(a.append))
            skipped.push({ target: a.target, reason: outcome.skipped.find((s) => s.edit === a.append).reason });
        else
            written.push({ target: a.target, line: lineOf.get(a.append) ?? 0 });
    }
    if (written.length === 0)
        return { written, skipped };
    // Read back: what the plan will read from this file must now be the live values.
    const after = (0,catalog_version/* entitiesOfCatalogText */.hC)(outcome.text, file);
    for (const w of written) {
        const t = w.target;
        const entity = after.get((0,history_types/* entityKey */.DH)(t.kind, t.key));
        const holds = entity !== undefined &&
            (t.scope === 'entity' ||
                (t.field === 'status'
                    ? (t.live === 'archived') === entity.archived &&
                        (t.live === 'archived' || entity.fields['status'] === t.live)
                    : t.field in types/* REF_FIELD */.$b
                        ? (entity.refs[t.field] ?? null) === (t.live ?? null)
                        : t.live === null || t.live === ''
                            ? entity.fields[t.field] === undefined
                            : (0,field_equality/* sameFieldValue */.E)(t.kind, t.field, entity.fields[t.field], t.live)));
        if (!holds)
            return {
                written: [],
                skipped: [
                    ...skipped,
                    ...written.map(({ target }) => ({
                        target,
                        reason: `the edited ${file} would not read back as the live values; nothing was written to it`,
                    })),
                ],
            };
    }
    await (0,promises_.writeFile)(file, outcome.text);
    return { written, skipped };
}

// EXTERNAL MODULE: ./src/source/containment.ts
var containment = __webpack_require__(7605);
// EXTERNAL MODULE: ./src/source/index.ts + 3 modules
var source = __webpack_require__(424);
;// CONCATENATED MODULE: ./src/sync/pull/write-site.ts
/**
 * Writes live site files into the working tree (`sitesync pull`): one GET of the live file per
 * path. Nothing from the platform lands outside the source folder: the path must pass the
 * platform's path rules, and the folder it lands in must resolve (symlinks followed) inside the
 * source folder's real path.
 */




/** The nearest folder of `path` that exists, resolved through symlinks. */
async function realFolder(path) {
    let folder = path;
    for (;;) {
        try {
            return await (0,promises_.realpath)(folder);
        }
        catch {
            const parent = (0,external_node_path_.dirname)(folder);
            if (parent === folder)
                throw new Error(`no folder of ${path} exists`);
            folder = parent;
        }
    }
}
async function pullSiteFile(client, target) {
    const problem = (0,source/* sourcePathProblem */.OV)(target.path);
    if (problem)
        return { skipped: problem.message };
    const folder = (0,external_node_path_.dirname)(target.file);
    const root = await (0,promises_.realpath)(target.source);
    if (!(0,containment/* isWithin */.U)(target.source, target.file) || !(0,containment/* isWithin */.U)(root, await realFolder(folder)))
        return { skipped: 'it would land outside the source folder' };
    const file = await client.sites.source.file(target.siteId, target.path);
    if (typeof file.content !== 'string' || (file.encoding !== 'utf8' && file.encoding !== 'base64'))
        return { skipped: 'the platform answered no content for it' };
    const bytes = Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8');
    await (0,promises_.mkdir)(folder, { recursive: true });
    // The folders made now are checked too: a symlink raced in would show here.
    if (!(0,containment/* isWithin */.U)(root, await (0,promises_.realpath)(folder)))
        return { skipped: 'it would land outside the source folder' };
    if ((await (0,promises_.lstat)(target.file).catch(() => undefined))?.isSymbolicLink())
        return { skipped: 'it is a symbolic link in the working tree; replace it by hand' };
    await (0,promises_.writeFile)(target.file, bytes);
    return { pulled: { target, bytes: bytes.length } };
}

;// CONCATENATED MODULE: ./src/sync/pull/index.ts
/**
 * `sitesync pull`: the live edits made outside git — only those — written into the working tree
 * for review: site files as live holds them, catalog fields in place in the YAML, entities created
 * outside git appended to their section. A file git does not hold as committed (changed,
 * untracked or ignored) is not overwritten unless forced; a name a platform must never plant
 * (`.git`, `.github` at the root…: source/reserved-names.ts) is never written, forced or not.
 */










async function catalogFileOf(prepared, run) {
    const path = prepared.config.catalog;
    if (!path)
        return undefined;
    if (!(await (0,promises_.stat)(path).catch(() => undefined))?.isDirectory())
        return path;
    // A folder: new entities go to the file of the first entity the YAML defines.
    const desired = run.catalog?.desired;
    const first = [desired?.brands, desired?.categories, desired?.products].flatMap((s) => s ?? [])[0];
    return first ? (0,external_node_path_.resolve)(prepared.config.rootDir, ...first.location.file.split('/')) : undefined;
}
async function pullLiveEdits(prepared, run, options) {
    const { config } = prepared;
    const catalogFile = await catalogFileOf(prepared, run);
    const all = pullTargets({
        plan: run.plan,
        sources: config.sites.map((s) => s.source),
        rootDir: config.rootDir,
        ...(catalogFile && { catalogFile }),
        ...(run.catalog && { desired: run.catalog.desired, live: run.catalog.live }),
    });
    const chosen = all.filter((t) => selected(t, options.selection));
    if (chosen.length === 0)
        return { found: all.length, written: [], skipped: [] };
    const repo = await (0,git_repo/* openGitRepo */.zU)(config.rootDir);
    const roots = await realRoots([config.rootDir, ...(repo ? [repo.root] : [])]);
    const skipped = [];
    const targets = [];
    for (const t of chosen) {
        const reserved = t.scope === 'site' ? await reservedTarget(t.file, config.rootDir, roots) : undefined;
        if (reserved)
            skipped.push({ target: t, reason: reserved });
        else
            targets.push(t);
    }
    if (!options.force && repo) {
        const dirty = await notCommitted(repo, [...new Set(targets.map((t) => t.file))]);
        if (dirty.length > 0)
            throw new errors/* SitesyncError */.fj('PULL_WOULD_OVERWRITE', `pull would write into ${dirty.length} file(s) that git does not hold as committed (changed, untracked or ignored): ${dirty.slice(0, 10).join(', ')}${dirty.length > 10 ? ', …' : ''}`, { exitCode: errors/* ExitCode */.yU.blockedByGuard, hint: 'commit, stash or move them first, or pass --force' });
    }
    const written = [];
    const limit = (0,p_limit/* default */.A)(4);
    await Promise.all(targets
        .filter((t) => t.scope === 'site')
        .map((t) => limit(async () => {
        const r = await pullSiteFile(prepared.client, t);
        if (r.pulled)
            written.push({ target: t, bytes: r.pulled.bytes });
        else
            skipped.push({ target: t, reason: r.skipped ?? 'not written' });
    })));
    const byFile = new Map();
    for (const t of targets) {
        if (t.scope === 'site')
            continue;
        byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
    }
    for (const [file, list] of byFile) {
        const r = await pullCatalogFile(file, list, run.catalog.live);
        written.push(...r.written);
        skipped.push(...r.skipped);
    }
    const order = (t) => chosen.indexOf(t);
    written.sort((a, b) => order(a.target) - order(b.target));
    skipped.sort((a, b) => order(a.target) - order(b.target));
    return { found: all.length, written, skipped };
}
/**
 * Why a live file is never written at `file`, or undefined: a name reserved (source/reserved-names)
 * as a path of the repository sitesync.yml is in, or of the git repository around it. A live site
 * with `source: .` is the repository: a platform that serves `.git/config` would have the next
 * `git status` run its `core.fsmonitor`.
 */
async function reservedTarget(file, rootDir, roots) {
    // As written, and where it would land: a symlinked folder on the way (`ci -> .github`) is
    // followed by the write, even into a folder the write creates.
    const real = await (0,repository_paths/* resolveAsFarAsPossible */.X)(file);
    const paths = [
        (0,external_node_path_.relative)(rootDir, file).split(external_node_path_.sep).join('/'),
        ...roots.map((root) => (0,external_node_path_.relative)(root, real).split(external_node_path_.sep).join('/')),
    ];
    for (const path of paths) {
        const reserved = (0,reserved_names/* reservedNameOf */.R7)(path);
        if (reserved)
            return `${JSON.stringify(reserved.segment)} is ${reserved.reason}: never written (sitesync apply --overwrite-live-edits removes it from the live site)`;
    }
    return undefined;
}
/** The real paths of the roots reserved names are counted from (each as given when unresolvable). */
function realRoots(roots) {
    return Promise.all(roots.map((root) => (0,promises_.realpath)(root).catch(() => root)));
}
/**
 * The files among `files` (absolute) that a write would lose something of: git does not hold them
 * as committed. A file that exists and git does not track (untracked, ignored, or in a nested
 * repository, of which the outer `git status` says nothing); a tracked one git lists as changed
 * (modified, staged, deleted). A file that does not exist and is not tracked loses nothing.
 */
async function notCommitted(repo, files) {
    if (files.length === 0)
        return [];
    const paths = await Promise.all(files.map((f) => (0,git_repo/* repoPath */.qN)(repo.root, f)));
    const [tracked, changed] = await Promise.all([repo.trackedPaths(paths), repo.dirtyPaths(paths)]);
    const listed = new Set(changed);
    const out = [];
    for (const [i, path] of paths.entries()) {
        const exists = (await (0,promises_.lstat)(files[i]).catch(() => undefined)) !== undefined;
        if (tracked.has(path) ? listed.has(path) : exists)
            out.push(path);
    }
    return out;
}

// EXTERNAL MODULE: ./src/cli/commands/shared.ts
var shared = __webpack_require__(9764);
;// CONCATENATED MODULE: ./src/cli/commands/pull.ts
/**
 * `sitesync pull`: writes the live edits made outside git (only those) into the working tree, so
 * they can be reviewed and committed instead of being reverted by the next apply
 * (docs/live-edits.md). Reads the plan's sources (manifest, live catalog) and one live file per
 * site path; writes nothing to the platform.
 */








/** One line about a pulled target; paths, slugs and values come from the platform: made inert. */
function describe(target, cwd) {
    return (0,inert_text/* inertLine */.Fq)(describeRaw(target, cwd));
}
function describeRaw(target, cwd) {
    const file = (0,external_node_path_.relative)(cwd, target.file) || target.file;
    if (target.scope === 'site')
        return `${file}  (${target.reason === 'edited' ? 'edited outside git' : 'created outside git'})`;
    if (target.scope === 'field')
        return `${file}  ${target.kind} "${target.key}" ${target.field}: ${JSON.stringify(target.live)}`;
    return `${file}  ${target.kind} "${target.key}" (created outside git)`;
}
function jsonOf(outcome, cwd) {
    const row = (t) => ({
        scope: t.scope,
        file: (0,external_node_path_.relative)(cwd, t.file) || t.file,
        ...(t.scope === 'site' && { siteId: t.siteId, path: t.path, reason: t.reason }),
        ...(t.scope !== 'site' && { kind: t.kind, key: t.key }),
        ...(t.scope === 'field' && { field: t.field, live: t.live }),
    });
    return {
        found: outcome.found,
        written: outcome.written.map((w) => ({
            ...row(w.target),
            ...(w.line && { line: w.line }),
            ...(w.bytes !== undefined && { bytes: w.bytes }),
        })),
        skipped: outcome.skipped.map((s) => ({ ...row(s.target), reason: s.reason })),
    };
}
const ONLY = /^(?:site|catalog|(?:brand|category|product)(?::.+)?)$/;
/** Pull writes into the working tree: it holds the checkout's run lock (state/run-lock.ts). */
function pullCommand(opts, io) {
    return (0,shared/* withRunLock */.Z4)('pull', io, (takeLock) => pullLocked(opts, io, takeLock));
}
async function pullLocked(opts, io, takeLock) {
    const bad = opts.only?.find((o) => !ONLY.test(o));
    if (bad !== undefined)
        throw new errors/* SitesyncError */.fj('BAD_FLAG', `--only ${JSON.stringify(bad)}: expected site, catalog, brand, category, product, or kind:slug (e.g. product:tent)`, { exitCode: errors/* ExitCode */.yU.usage });
    const clock = (0,phase_clock/* createPhaseClock */.o)();
    const prepared = await (0,shared/* prepareFromCli */.wY)(opts, io, true, { clock, lock: takeLock });
    const run = await (0,plan_run/* planRun */.n)(prepared, {
        reporter: io.output.reporter(),
        clock,
        validate: false,
        ...(opts.historyDepth !== undefined && { historyDepth: (0,shared/* parseHistoryDepth */.pg)(opts.historyDepth) }),
    });
    const paths = absolutePaths(opts.paths, io.cwd);
    const outcome = await clock.time('pull: write', () => pullLiveEdits(prepared, run, {
        selection: { ...(paths && { paths }), ...(opts.only && { only: opts.only }) },
        ...(opts.force && { force: true }),
    }));
    const text = [];
    if (outcome.written.length === 0 && outcome.skipped.length === 0) {
        text.push(outcome.found === 0
            ? 'No live edits to pull: live holds nothing that git does not have.'
            : `None of the ${outcome.found} live edit(s) matches --paths / --only: nothing was written.`);
    }
    for (const w of outcome.written)
        text.push(`pulled ${describe(w.target, io.cwd)}${w.line ? ` (line ${w.line})` : ''}`);
    for (const s of outcome.skipped)
        text.push(`not pulled ${describe(s.target, io.cwd)}: ${(0,inert_text/* inertLine */.Fq)(s.reason)}`);
    if (outcome.written.length > 0)
        text.push('', `${outcome.written.length} live edit(s) written into the working tree. Review them (git diff), commit, and the next plan keeps them.`);
    const exitCode = outcome.skipped.length === 0
        ? errors/* ExitCode */.yU.ok
        : outcome.written.length > 0
            ? errors/* ExitCode */.yU.partialApply
            : errors/* ExitCode */.yU.failure;
    return { exitCode, json: jsonOf(outcome, io.cwd), text: text.join('\n'), timings: clock.timings() };
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
