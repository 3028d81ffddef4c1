export const id = 187;
export const ids = [187];
export const modules = {

/***/ 7187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ledgerForgetCommand: () => (/* binding */ ledgerForgetCommand),
  ledgerRepairCommand: () => (/* binding */ ledgerRepairCommand),
  ledgerShowCommand: () => (/* binding */ ledgerShowCommand),
  ledgerText: () => (/* binding */ ledgerText),
  readLedgerRecord: () => (/* binding */ readLedgerRecord)
});

// EXTERNAL MODULE: ./src/cli/commands/shared.ts
var shared = __webpack_require__(9764);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/sync/catalog/plan-catalog-run.ts + 6 modules
var plan_catalog_run = __webpack_require__(484);
// EXTERNAL MODULE: ./src/ledger/ledger-format.ts
var ledger_format = __webpack_require__(7562);
// EXTERNAL MODULE: ./src/ledger/ledger-record.ts
var ledger_record = __webpack_require__(7324);
// EXTERNAL MODULE: ./src/ledger/ledger-store.ts
var ledger_store = __webpack_require__(3960);
// EXTERNAL MODULE: ./src/plan/catalog/index.ts + 6 modules
var catalog = __webpack_require__(1884);
// EXTERNAL MODULE: ./src/catalog/suggest.ts
var suggest = __webpack_require__(7041);
;// CONCATENATED MODULE: ./src/ledger/repair.ts



/** `CODE=svc_id` → {code, id}; anything else is a usage error naming the argument. */
function parseRepairAssignment(arg) {
    const eq = arg.indexOf('=');
    const code = eq < 0 ? '' : arg.slice(0, eq).trim();
    const id = eq < 0 ? '' : arg.slice(eq + 1).trim();
    if (code === '' || id === '' || /\s/.test(id)) {
        throw new errors/* SitesyncError */.fj('LEDGER_REPAIR_USAGE', `--service ${JSON.stringify(arg)}: expected CODE=svc_id`, {
            exitCode: errors/* ExitCode */.yU.usage,
            hint: 'e.g. `sitesync ledger repair --service FITTING=svc_abc123`',
        });
    }
    return { code, id };
}
/**
 * The entries a repair sets. A service that is in the YAML is recorded as matching it (its hash),
 * so later edits are reported as drift; one that is not gets an unknown hash (no drift claimed).
 */
function repairEntries(assignments, services, now) {
    const byCode = new Map(services.map((s) => [s.key, s]));
    const entries = {};
    for (const { code, id } of assignments) {
        const desired = byCode.get(code);
        entries[code] = {
            id,
            bodyHash: desired ? (0,catalog/* serviceBodyHash */.qO)(desired) : null,
            createdAt: now.toISOString(),
        };
    }
    return entries;
}
/**
 * A repair may only name a service code sitesync knows: one in the YAML's `services`, or one the
 * ledger already holds (to correct its id). Anything else is a typo that would plant an entry no
 * plan ever reads: refused, naming the codes it could have meant.
 */
function checkRepairCodes(codes, known) {
    const all = new Set([...known.yaml, ...known.ledger]);
    const unknown = codes.filter((c) => !all.has(c));
    if (unknown.length === 0)
        return;
    const list = [...all].sort();
    throw new errors/* SitesyncError */.fj('UNKNOWN_SERVICE_CODE', `unknown service code${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => JSON.stringify(c) + (0,suggest/* didYouMean */.au)(c, all)).join(', ')}: neither in the catalog's services nor in the ledger`, {
        exitCode: errors/* ExitCode */.yU.usage,
        hint: list.length > 0
            ? `known service codes: ${list.slice(0, 20).join(', ')}${list.length > 20 ? ', …' : ''}; add the service to the catalog YAML first`
            : 'the catalog has no services and the ledger is empty: add the service to the catalog YAML first',
    });
}
/** `ledger forget --service CODE`: the codes to remove, each one the ledger holds. */
function checkForgetCodes(codes, ledgerCodes) {
    const held = new Set(ledgerCodes);
    const missing = codes.filter((c) => !held.has(c));
    if (missing.length === 0)
        return;
    throw new errors/* SitesyncError */.fj('NOT_IN_LEDGER', `the ledger has no entry for ${missing.map((c) => JSON.stringify(c) + (0,suggest/* didYouMean */.au)(c, held)).join(', ')}`, {
        exitCode: errors/* ExitCode */.yU.usage,
        hint: held.size > 0
            ? `its entries: ${[...held].sort().join(', ')}`
            : 'the ledger is empty (`sitesync ledger show`)',
    });
}

;// CONCATENATED MODULE: ./src/cli/commands/ledger.ts







async function readLedgerRecord(client) {
    const categories = await client.categories.list({ limit: 100 });
    return (0,ledger_record/* findLedgerRecord */.A_)(categories).ledger;
}
function ledgerText(record) {
    if (record.categoryId === undefined)
        return `no service ledger yet (it is created as category "${ledger_format/* LEDGER_SLUG */.Ei}" when sitesync first creates a service)`;
    const lines = [`service ledger: category ${record.categoryId} (slug "${ledger_format/* LEDGER_SLUG */.Ei}")`];
    if (record.problem !== undefined) {
        lines.push(`  unreadable: ${record.problem}`, `  stored description: ${record.description ?? ''}`);
        return lines.join('\n');
    }
    const codes = Object.keys(record.ledger.entries).sort();
    if (codes.length === 0)
        lines.push('  no services');
    for (const code of codes) {
        const e = record.ledger.entries[code];
        const hash = e.bodyHash === null ? 'content unknown (adopted or repaired)' : `hash ${e.bodyHash.slice(0, 12)}…`;
        lines.push(`  ${code} → ${e.id}  ${hash}${e.createdAt ? `  ${e.createdAt}` : ''}`);
    }
    return lines.join('\n');
}
async function ledgerShowCommand(opts, io) {
    const { client } = await (0,shared/* prepareFromCli */.wY)(opts, io);
    const record = await readLedgerRecord(client);
    return {
        exitCode: record.problem === undefined ? errors/* ExitCode */.yU.ok : errors/* ExitCode */.yU.failure,
        json: {
            categoryId: record.categoryId ?? null,
            ...(record.problem !== undefined && { problem: record.problem, description: record.description }),
            ledger: JSON.parse((0,ledger_format/* serializeLedger */.CE)(record.ledger)),
        },
        text: ledgerText(record),
    };
}
function ledgerRepairCommand(opts, io, now = () => new Date()) {
    return (0,shared/* withRunLock */.Z4)('ledger repair', io, (takeLock) => ledgerRepair(opts, io, now, takeLock));
}
async function ledgerRepair(opts, io, now, takeLock) {
    const assignments = (opts.service ?? []).map(parseRepairAssignment);
    const prepared = await (0,shared/* prepareFromCli */.wY)(opts, io, true, { lock: takeLock });
    const desired = await (0,plan_catalog_run/* loadDesiredCatalog */.E5)(prepared.config);
    const record = await readLedgerRecord(prepared.client);
    // An unreadable ledger is replaced: the repair starts from an empty one.
    const base = record.problem === undefined ? record.ledger : { entries: {} };
    checkRepairCodes(assignments.map((a) => a.code), { yaml: (desired?.services ?? []).map((s) => s.key), ledger: Object.keys(base.entries) });
    const next = (0,ledger_format/* withEntries */.bA)(base, repairEntries(assignments, desired?.services ?? [], now()));
    const written = await (0,ledger_store/* writeLedger */.X)(prepared.client, record, next);
    const after = {
        categoryId: written.categoryId,
        description: (0,ledger_format/* serializeLedger */.CE)(next),
        ledger: next,
    };
    return {
        exitCode: errors/* ExitCode */.yU.ok,
        json: { write: written, ledger: JSON.parse((0,ledger_format/* serializeLedger */.CE)(next)) },
        text: [
            ...(record.problem !== undefined
                ? [`the stored ledger was unreadable (${record.problem}); replaced`]
                : []),
            `ledger ${written.action}`,
            ledgerText(after),
        ].join('\n'),
    };
}
/**
 * `sitesync ledger forget --service CODE …`: removes entries from the ledger. The services stay on
 * the platform (there is no route to archive or delete one); a code still in the YAML is then
 * created again by the next apply, which adopts the existing service on its 409.
 */
function ledgerForgetCommand(opts, io) {
    return (0,shared/* withRunLock */.Z4)('ledger forget', io, (takeLock) => ledgerForget(opts, io, takeLock));
}
async function ledgerForget(opts, io, takeLock) {
    const codes = [...new Set(opts.service ?? [])];
    const malformed = codes.find((c) => c.trim() === '' || c.includes('='));
    if (malformed !== undefined) {
        throw new errors/* SitesyncError */.fj('LEDGER_FORGET_USAGE', `--service ${JSON.stringify(malformed)}: expected a service code`, {
            exitCode: errors/* ExitCode */.yU.usage,
            hint: 'e.g. `sitesync ledger forget --service FITTING`',
        });
    }
    const prepared = await (0,shared/* prepareFromCli */.wY)(opts, io, true, { lock: takeLock });
    const record = await readLedgerRecord(prepared.client);
    if (record.problem !== undefined) {
        throw new errors/* SitesyncError */.fj('LEDGER_UNREADABLE', `the service ledger is unreadable: ${record.problem}`, {
            hint: 'set the entries you know with `sitesync ledger repair --service CODE=svc_…` (it replaces the ledger)',
        });
    }
    checkForgetCodes(codes, Object.keys(record.ledger.entries));
    const removed = codes.map((code) => ({ code, id: record.ledger.entries[code].id }));
    const next = (0,ledger_format/* withoutEntries */.Lf)(record.ledger, codes);
    const written = await (0,ledger_store/* writeLedger */.X)(prepared.client, record, next);
    const after = {
        categoryId: written.categoryId,
        description: (0,ledger_format/* serializeLedger */.CE)(next),
        ledger: next,
    };
    return {
        exitCode: errors/* ExitCode */.yU.ok,
        json: { removed, write: written, ledger: JSON.parse((0,ledger_format/* serializeLedger */.CE)(next)) },
        text: [
            ...removed.map((r) => `forgot ${r.code} → ${r.id} (the service itself stays on the platform)`),
            `ledger ${written.action}`,
            ledgerText(after),
        ].join('\n'),
    };
}


/***/ })

};
