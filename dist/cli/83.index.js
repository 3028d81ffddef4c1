export const id = 83;
export const ids = [83];
export const modules = {

/***/ 3083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  INIT_SCOPES: () => (/* binding */ INIT_SCOPES),
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/apply/site-apply.ts + 1 modules
var site_apply = __webpack_require__(2998);
// EXTERNAL MODULE: ./src/apply/stage-error.ts
var stage_error = __webpack_require__(9205);
// EXTERNAL MODULE: ./src/apply/write-tally.ts
var write_tally = __webpack_require__(3564);
// EXTERNAL MODULE: ./src/config/index.ts + 7 modules
var src_config = __webpack_require__(3201);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/config/config-text.ts
/** Pure: the text of a new sitesync.yml (what `sitesync init` writes). */

function newConfigText(config) {
    const body = {};
    if (config.sites.length === 1) {
        const [site] = config.sites;
        body.site = { source: site.source, ...(site.name !== undefined && { name: site.name }) };
    }
    else if (config.sites.length > 1) {
        body.sites = config.sites.map((s) => ({
            source: s.source,
            ...(s.name !== undefined && { name: s.name }),
        }));
    }
    if (config.catalog !== undefined)
        body.catalog = config.catalog;
    const doc = new dist/* Document */.yo(body);
    doc.commentBefore = [
        ' sitesync configuration, written by `sitesync init` (fields: schemas/sitesync.schema.json).',
        ' `sitesync init` writes each site.id here when it creates the site on the platform.',
    ].join('\n');
    return doc.toString();
}

// EXTERNAL MODULE: ./src/git/repo.ts
var repo = __webpack_require__(4134);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/source/repository-paths.ts
var repository_paths = __webpack_require__(2084);
;// CONCATENATED MODULE: ./src/source/scaffold.ts
/**
 * A minimal valid site source tree (docs/platform-contract.md §6): one language, one template,
 * a home page with its content, a main menu and a stylesheet. Pure: the files by path.
 */
function scaffoldSite(name) {
    const json = (value) => JSON.stringify(value, null, 2) + '\n';
    return {
        'site.json': json({ name, default_language: 'en', supported_languages: ['en'] }),
        'pages/home.json': json({
            name: 'Home',
            slug: '',
            template_file: 'templates/page.html',
            seo: { title: name },
            is_published: true,
            is_in_menu: true,
            menu_order: 1,
        }),
        'content/home/en.json': json({
            headline: name,
            intro: 'This site is kept as code: edit a file, commit, and `sitesync plan` shows the change.',
        }),
        'navigation/main.json': json({ items: [{ label: 'Home', page: 'home' }] }),
        'templates/page.html': [
            '<!doctype html>',
            '<html lang="en">',
            '  <head>',
            '    <meta charset="utf-8" />',
            '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
            '    <title>{{title}}</title>',
            '    <link rel="stylesheet" href="/assets/site.css" />',
            '  </head>',
            '  <body>',
            '    <nav aria-label="Main">{{nav}}</nav>',
            '    <main>',
            '      <h1>{{content.headline}}</h1>',
            '      <p>{{content.intro}}</p>',
            '    </main>',
            '  </body>',
            '</html>',
            '',
        ].join('\n'),
        'assets/site.css': 'body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 40rem; }\n',
    };
}

// EXTERNAL MODULE: ./src/sync/record-applied.ts
var record_applied = __webpack_require__(6974);
// EXTERNAL MODULE: ./src/state/staged-sessions-store.ts
var staged_sessions_store = __webpack_require__(4161);
// EXTERNAL MODULE: ./src/state/site-creation-store.ts
var site_creation_store = __webpack_require__(8106);
// EXTERNAL MODULE: ./src/sync/plan-site.ts + 2 modules
var plan_site = __webpack_require__(2132);
// EXTERNAL MODULE: ./src/cli/credentials.ts
var credentials = __webpack_require__(8228);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
;// CONCATENATED MODULE: ./src/cli/init/ask.ts
/** Questions on a terminal (`sitesync init`): one line each, the default in brackets, Enter takes it. */


/**
 * @param say writes a question (to stderr: stdout stays the command's result)
 *
 * Lines typed ahead (or pasted) are kept in order and answer the next questions.
 */
function createAsker(input, say, signal) {
    const rl = (0,external_node_readline_.createInterface)({ input, terminal: false });
    const typed = [];
    let waiting;
    let ended = false;
    rl.on('line', (line) => {
        if (waiting) {
            const answer = waiting;
            waiting = undefined;
            answer(line);
        }
        else
            typed.push(line);
    });
    const end = () => {
        ended = true;
        waiting?.(undefined);
        waiting = undefined;
    };
    rl.on('close', end);
    signal.addEventListener('abort', end, { once: true });
    const line = async (prompt) => {
        say(prompt);
        const next = typed.length > 0
            ? typed.shift()
            : ended
                ? undefined
                : await new Promise((resolve) => (waiting = resolve));
        if (next === undefined) {
            throw new errors/* SitesyncError */.fj('INIT_NO_ANSWER', 'the input ended before an answer', {
                exitCode: signal.aborted ? errors/* ExitCode */.yU.interrupted : errors/* ExitCode */.yU.usage,
                hint: 'answer on the terminal, or pass the flags (`sitesync init --help`) and --yes',
            });
        }
        return next.trim();
    };
    return {
        async ask(question, fallback) {
            return (await line(`${question} [${fallback}]:`)) || fallback;
        },
        async confirm(question, fallback) {
            const answer = (await line(`${question} [${fallback ? 'Y/n' : 'y/N'}]:`)).toLowerCase();
            return answer === '' ? fallback : answer.startsWith('y');
        },
        close: () => {
            signal.removeEventListener('abort', end);
            rl.close();
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/init/detect.ts
/** What `sitesync init` finds in a folder: site source trees and a catalog. */


const SKIPPED = new Set(['node_modules']);
async function kindOf(path) {
    try {
        const s = await (0,promises_.stat)(path);
        return s.isDirectory() ? 'folder' : s.isFile() ? 'file' : undefined;
    }
    catch {
        return undefined;
    }
}
async function treeState(dir) {
    const kind = await kindOf(dir);
    if (kind === undefined)
        return 'missing';
    if (kind === 'file')
        return 'other';
    if ((await kindOf((0,external_node_path_.join)(dir, 'site.json'))) === 'file')
        return 'site';
    const entries = (await (0,promises_.readdir)(dir)).filter((name) => !name.startsWith('.'));
    return entries.length === 0 ? 'empty' : 'other';
}
async function detectLayout(base) {
    let sites = [];
    if ((await kindOf((0,external_node_path_.join)(base, 'site'))) === 'folder')
        sites = ['site'];
    else {
        const entries = await (0,promises_.readdir)(base, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
            if (!entry.isDirectory() || entry.name.startsWith('.') || SKIPPED.has(entry.name))
                continue;
            if ((await kindOf((0,external_node_path_.join)(base, entry.name, 'site.json'))) === 'file')
                sites.push(entry.name);
        }
        sites.sort();
    }
    let catalog;
    for (const [name, kind] of [
        ['catalog.yml', 'file'],
        ['catalog.yaml', 'file'],
        ['catalog', 'folder'],
    ]) {
        if ((await kindOf((0,external_node_path_.join)(base, name))) === kind) {
            catalog = kind === 'folder' ? `${name}/` : name;
            break;
        }
    }
    return { sites, catalog };
}

// EXTERNAL MODULE: ./src/apply/describe-site.ts
var describe_site = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/cli/commands/shared.ts
var shared = __webpack_require__(9764);
// EXTERNAL MODULE: ./src/state/state-file.ts
var state_file = __webpack_require__(8255);
;// CONCATENATED MODULE: ./src/cli/commands/init.ts






















const posix = (p) => p.split('\\').join('/') || '.';
const usage = (code, message, hint) => new errors/* SitesyncError */.fj(code, message, { exitCode: errors/* ExitCode */.yU.usage, ...(hint && { hint }) });
/**
 * `sitesync init`: with no sitesync.yml, writes one (what was detected, the flags, or the answers
 * on a terminal), scaffolding a minimal site where asked; then creates every unbound site on the
 * platform from its tree and writes its id into sitesync.yml; adds `.sitesync/` to .gitignore.
 *
 * When it writes anything (a new sitesync.yml, catalog-only or not, or a site to create), it holds
 * the checkout's run lock (state/run-lock.ts) from after its local refusals (and its questions) to
 * its end: before its first request and its first write (the scaffold, sitesync.yml), so that a
 * second init, or an apply, in the same folder is refused (RUN_LOCKED, exit 5) before it sends or
 * writes anything, and two inits cannot each create the site.
 */
async function initCommand(opts, io) {
    // The folders a new sitesync.yml's lock had to make (its folder did not exist yet), deepest first.
    const made = [];
    try {
        return await (0,shared/* withRunLock */.Z4)('init', io, (takeLock) => initLocked(opts, io, async (rootDir) => {
            made.push(...missingFolders(rootDir));
            await takeLock(rootDir);
        }));
    }
    catch (err) {
        // Released by now: a folder made only for the lock goes when nothing was written into it.
        for (const dir of made)
            await (0,promises_.rmdir)(dir).catch(() => undefined);
        throw err;
    }
}
/** `dir` and those of its parents that do not exist, deepest first. */
function missingFolders(dir) {
    const missing = [];
    for (let d = dir; !(0,external_node_fs_.existsSync)(d) && (0,external_node_path_.dirname)(d) !== d; d = (0,external_node_path_.dirname)(d))
        missing.push(d);
    return missing;
}
async function initLocked(opts, io, takeLock) {
    const base = (0,external_node_path_.resolve)(io.cwd, opts.cwd ?? '.');
    // Paths as the user sees them: relative to the folder init runs in (-C included).
    const shown = (p) => posix((0,external_node_path_.relative)(base, p)) || p;
    const reporter = io.output.reporter();
    const written = [];
    const existing = await existingConfig(base, opts.config);
    let configFile;
    if (existing) {
        configFile = existing;
        const config = await (0,src_config/* loadConfig */.Z9)({ cwd: base, configPath: existing });
        refuseDisagreeingFlags(config, opts, base, shown(existing), elsewhereHint(existing, base, opts));
        const toScaffold = [];
        for (const site of config.sites.filter((s) => !s.id)) {
            const state = await treeState(site.source);
            if (state !== 'missing' && state !== 'empty')
                continue;
            if (!opts.scaffold)
                throw treeMissing(shown(site.source), state);
            toScaffold.push(site.source);
        }
        if (config.sites.some((s) => !s.id)) {
            // Local refusals first: they need no platform (a .sitesync symlink, then the lock, then the key).
            (0,state_file/* assertStateFolder */.GS)(config.rootDir);
            await takeLock(config.rootDir);
            await requireCredentials(opts, io);
        }
        for (const dir of toScaffold) {
            await writeScaffold(dir, config.sites.find((s) => s.source === dir)?.name ?? (0,external_node_path_.basename)(base));
            written.push(dir);
            reporter.info(`created a minimal site in ${shown(dir)}/`);
        }
    }
    else {
        configFile = (0,external_node_path_.resolve)(base, opts.config ?? 'sitesync.yml');
        const planned = await planNewConfig(base, opts, io);
        await refuseOutsideRepository(base, configFile, planned, shown);
        // Every init that writes holds the lock, a catalog-only one too: of two inits at once, the
        // second is refused (exit 5), or finds the sitesync.yml the first wrote since it looked.
        // Before, a catalog-only one took none, and the loser met a bare EEXIST after its scaffold.
        (0,state_file/* assertStateFolder */.GS)((0,external_node_path_.dirname)(configFile));
        await takeLock((0,external_node_path_.dirname)(configFile));
        if ((0,external_node_fs_.existsSync)(configFile))
            throw configAppeared(shown(configFile));
        if (planned.sites.length > 0)
            await requireCredentials(opts, io);
        for (const site of planned.sites.filter((s) => s.scaffold)) {
            await writeScaffold(site.dir, site.name ?? (0,external_node_path_.basename)(base));
            written.push(site.dir);
            reporter.info(`created a minimal site in ${shown(site.dir)}/`);
        }
        const rel = (p) => posix((0,external_node_path_.relative)((0,external_node_path_.dirname)(configFile), p));
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(configFile), { recursive: true });
        await (0,promises_.writeFile)(configFile, newConfigText({
            sites: planned.sites.map((s) => ({
                source: rel(s.dir),
                ...(s.name !== undefined && { name: s.name }),
            })),
            ...(planned.catalog !== undefined && { catalog: rel(planned.catalog) }),
        }), { flag: 'wx' }).catch((err) => {
            throw err.code === 'EEXIST' ? configAppeared(shown(configFile)) : err;
        });
        written.push(configFile);
        reporter.info(`wrote ${shown(configFile)}: ${describeLayout(planned.sites.map((s) => shown(s.dir)), planned.catalog && shown(planned.catalog))}`);
    }
    const text = [];
    const config = await (0,src_config/* loadConfig */.Z9)({ cwd: base, configPath: configFile });
    const unbound = config.sites.map((site, index) => ({ site, index })).filter((x) => !x.site.id);
    if (existing && unbound.length === 0) {
        throw config.sites.length === 0
            ? usage('NOTHING_TO_INIT', `${shown(configFile)} names no site (catalog-only): there is no site to create`, `\`sitesync plan\` shows the catalog plan, \`sitesync apply\` writes it${elsewhereHint(configFile, base, opts)}`)
            : usage('ALREADY_BOUND', `every site in ${shown(configFile)} already has a site.id (${config.sites.map((s) => s.id).join(', ')})`, `use \`sitesync plan\` / \`sitesync apply\`; remove site.id to bind to a new site${elsewhereHint(configFile, base, opts)}`);
    }
    const created = [];
    if (unbound.length > 0) {
        // The session is recorded in .sitesync: a symlink there is refused before anything is created.
        (0,state_file/* assertStateFolder */.GS)(config.rootDir);
        // Every write is tallied: what init says it wrote when it stops comes from here.
        const tally = (0,write_tally/* createWriteTally */.cm)();
        const prepared = await (0,shared/* prepareFromCli */.wY)({ config: configFile, cwd: opts.cwd, ...(0,credentials/* credentialFlags */.fQ)(opts) }, {
            ...io,
            transport: { ...io.transport, onRequest: (0,shared/* chainRequestHooks */.tY)(io.transport?.onRequest, tally.record) },
        });
        const repoRoot = (await (0,repo/* openGitRepo */.zU)(config.rootDir))?.root ?? config.rootDir;
        const sessionName = `sitesync init ${prepared.revision.keyRevision.slice(0, 7)}`;
        for (const { site, index } of unbound) {
            const tree = prepared.trees[index];
            let result;
            try {
                const planned = await (0,plan_site/* planSite */.h)({
                    client: prepared.client,
                    site,
                    rootDir: config.rootDir,
                    reporter,
                    tree,
                });
                result = await (0,site_apply/* applySite */.k)({
                    client: prepared.client,
                    plan: planned.plan,
                    tree,
                    sessionName,
                    reporter,
                    origin: posix((0,external_node_path_.relative)(repoRoot, site.source)),
                    creationKeyScope: await (0,site_creation_store/* siteCreationToken */.o)(config.rootDir, config.configFile, site.source),
                });
            }
            catch (err) {
                if (!written.includes(configFile))
                    written.push(configFile);
                return stoppedCreating(err, shown(site.source), tally.summary(), {
                    created,
                    written: written.map(shown),
                    text,
                });
            }
            created.push(result);
            text.push((0,describe_site/* describeApplied */.vl)(result), ...(await (0,record_applied/* recordApplied */.R)(prepared, index, result, base)));
        }
        if (!written.includes(configFile))
            written.push(configFile);
    }
    else {
        text.push(`${shown(configFile)} names no site: nothing to create on the platform.`);
    }
    const gitignore = (0,external_node_path_.join)(config.rootDir, '.gitignore');
    const ignored = await (0,staged_sessions_store/* ignoreLocalState */.XU)(config.rootDir);
    if (ignored === 'added') {
        written.push(gitignore);
        text.push(`added .sitesync/ (local state and caches) to ${shown(gitignore)}`);
    }
    else if (ignored === 'not-a-file') {
        reporter.warn(`${shown(gitignore)} is a symlink or not a file: it was left as it is; add .sitesync/ to the repository's .gitignore yourself`);
    }
    text.push('', nextSteps(written.map(shown), created.length, config.catalog !== undefined));
    return { exitCode: errors/* ExitCode */.yU.ok, json: { created, written: written.map(shown) }, text: text.join('\n') };
}
/**
 * Creating a site failed. Its request may have run although its answer was lost: the request
 * tally says so, never "nothing was written" then, and exits 4 as an apply stopped part-way does.
 * A rerun of init with nothing changed sends the same keys (the same revision and this checkout's
 * creation token): the site it created is answered as a replay and bound, not created again.
 */
function stoppedCreating(err, source, writes, sofar) {
    const cause = err instanceof errors/* SitesyncError */.fj ? err : undefined;
    const reason = err instanceof stage_error/* StageError */.Z ? err.reason : err instanceof Error ? err.message : String(err);
    const interrupted = cause?.exitCode === errors/* ExitCode */.yU.interrupted;
    const none = (0,write_tally/* nothingWritten */.F2)(writes) && sofar.created.length === 0;
    const words = `init ${interrupted ? 'was interrupted' : 'stopped'} creating the site of ${source}/: ${reason}. ${(0,write_tally/* describeWrites */.QV)(writes)}`;
    const rerun = "run `sitesync init` again in this checkout with nothing changed (no commit, no edit, .sitesync/ kept: its creations.json holds the token the creation's key was made with): what this run wrote is answered as a replay and the site bound, not created twice (the platform keeps the keys 24 hours)";
    const error = none
        ? new errors/* SitesyncError */.fj(cause?.code ?? 'APPLY_STAGE_FAILED', words, {
            cause: err,
            exitCode: cause?.exitCode ?? errors/* ExitCode */.yU.failure,
            ...(cause?.hint !== undefined && { hint: cause.hint }),
        })
        : new errors/* SitesyncError */.fj(interrupted ? 'INTERRUPTED' : 'PARTIAL_APPLY', words, {
            cause: err,
            exitCode: interrupted ? errors/* ExitCode */.yU.interrupted : errors/* ExitCode */.yU.partialApply,
            hint: rerun,
        });
    if (none)
        throw error;
    return {
        exitCode: error.exitCode,
        json: { created: sofar.created, written: sofar.written },
        // What was done before (sites created and bound); the error and its hint follow on stderr.
        ...(sofar.text.length > 0 && { text: sofar.text.join('\n') }),
        error,
        errorOnStderr: true,
    };
}
function describeLayout(sites, catalog) {
    const what = [
        sites.length === 0
            ? 'no site'
            : `site${sites.length > 1 ? 's' : ''} ${sites.map((s) => `${s}/`).join(', ')}`,
        catalog ? `catalog ${catalog}` : 'no catalog',
    ];
    return what.join(', ');
}
function nextSteps(written, createdSites, catalog) {
    const paths = written.map((p) => (/^[\w./-]+$/.test(p) ? p : JSON.stringify(p))).join(' ');
    const commit = `Next: commit what init wrote: git add ${paths} && git commit -m "sitesync init"`;
    if (createdSites === 0)
        return `${commit}\nThen \`sitesync plan\` shows the catalog plan and \`sitesync apply\` writes it.`;
    return `${commit}\nThen \`sitesync publish\` asks the site owner to publish ${createdSites > 1 ? 'the sites' : 'the site'}${catalog ? '; `sitesync apply` writes the catalog' : ''}.`;
}
/** The sitesync.yml init works on: the `--config` file if it exists, else the nearest one upward within the git repository. */
async function existingConfig(base, configPath) {
    let found;
    try {
        found = await (0,src_config/* findConfigFile */["if"])(base, configPath);
    }
    catch (err) {
        if (err instanceof errors/* SitesyncError */.fj && err.code === 'CONFIG_NOT_FOUND')
            return undefined;
        throw err;
    }
    if (configPath !== undefined)
        return found;
    // A sitesync.yml above the repository belongs to something else: this repository has none yet.
    const root = (await (0,repo/* openGitRepo */.zU)(base))?.root;
    return root === undefined || !(0,external_node_path_.relative)(root, found).startsWith('..') ? found : undefined;
}
/** The flags describe a sitesync.yml to write; when one exists they must agree with it (a rerun after a failure). */
/**
 * When the sitesync.yml init found is in a folder above the one it runs in (a site of its own in
 * a subfolder of a repository that has one), how to write a new one here instead.
 */
function elsewhereHint(existing, base, opts) {
    if (opts.config !== undefined || (0,external_node_path_.dirname)(existing) === base)
        return '';
    return `; for a sitesync.yml of its own in this folder, run \`sitesync init -c sitesync.yml\` here`;
}
function refuseDisagreeingFlags(config, opts, base, file, elsewhere) {
    const differs = [];
    const sources = config.sites.map((s) => s.source);
    if (opts.site === false && sources.length > 0)
        differs.push(`--no-site, but it names ${sources.length} site(s)`);
    if (Array.isArray(opts.site)) {
        const wanted = opts.site.map((d) => (0,external_node_path_.resolve)(base, d));
        if (wanted.length !== sources.length || wanted.some((w) => !sources.includes(w)))
            differs.push(`--site ${opts.site.join(' --site ')}, but it names ${sources.map((s) => posix((0,external_node_path_.relative)(base, s))).join(', ') || 'no site'}`);
    }
    if (opts.catalog === false && config.catalog)
        differs.push('--no-catalog, but it names a catalog');
    if (typeof opts.catalog === 'string' && (0,external_node_path_.resolve)(base, opts.catalog) !== config.catalog)
        differs.push(`--catalog ${opts.catalog}, but it names ${config.catalog ? posix((0,external_node_path_.relative)(base, config.catalog)) : 'no catalog'}`);
    if (opts.name !== undefined && (config.sites.length !== 1 || config.sites[0].name !== opts.name))
        differs.push(`--name ${JSON.stringify(opts.name)}, but the site's name there is ${JSON.stringify(config.sites[0]?.name ?? null)}`);
    if (differs.length > 0) {
        throw usage('CONFIG_EXISTS', `${file} already exists and says otherwise: ${differs.join('; ')}`, `edit ${file}, or leave out the flags; they only shape a new sitesync.yml${elsewhere}`);
    }
}
/** Sites and catalog of a new sitesync.yml: flags first, then answers on a terminal, then what was detected. */
async function planNewConfig(base, opts, io) {
    const detected = await detectLayout(base);
    const interactive = Boolean(io.stdin?.isTTY) && !opts.yes && !io.output.json;
    const asker = interactive
        ? createAsker(io.stdin, (question) => io.output.err(question), io.signal)
        : undefined;
    try {
        let dirs;
        if (opts.site === false)
            dirs = [];
        else if (opts.site)
            dirs = opts.site;
        else if (asker) {
            const answer = await asker.ask('Site source folder(s), comma-separated, or - for none', detected.sites.join(', ') || (detected.catalog ? '-' : 'site'));
            dirs =
                answer === '-'
                    ? []
                    : answer
                        .split(',')
                        .map((d) => d.trim())
                        .filter(Boolean);
        }
        else
            dirs = [...detected.sites];
        if (dirs.length === 0 && opts.scaffold && opts.site === undefined)
            dirs = ['site'];
        let catalog;
        if (opts.catalog === false)
            catalog = undefined;
        else if (typeof opts.catalog === 'string')
            catalog = opts.catalog;
        else if (asker) {
            const answer = await asker.ask('Catalog file or folder, or - for none', detected.catalog ?? '-');
            catalog = answer === '-' ? undefined : answer;
        }
        else
            catalog = detected.catalog;
        if (opts.name !== undefined && dirs.length !== 1) {
            throw usage('INIT_NAME_AMBIGUOUS', `--name names one site, and this sitesync.yml would have ${dirs.length}`, 'name each site in sitesync.yml (`sites[].name`) instead');
        }
        const sites = [];
        for (const d of dirs) {
            const dir = (0,external_node_path_.resolve)(base, d);
            const state = await treeState(dir);
            let scaffold = false;
            if (state === 'missing' || state === 'empty') {
                scaffold =
                    Boolean(opts.scaffold) ||
                        (asker !== undefined &&
                            (await asker.confirm(`${d}/ has no site tree. Create a minimal one there?`, true)));
                if (!scaffold)
                    throw treeMissing(d, state);
            }
            else if (state === 'other' && opts.scaffold && opts.site !== undefined) {
                throw usage('SCAFFOLD_NOT_EMPTY', `${d}/ holds files but no site.json: --scaffold writes only into a missing or empty folder`, 'add site.json yourself (docs/source-tree.md), or scaffold into another folder with --site');
            }
            let name = opts.name;
            if (name === undefined && scaffold && asker)
                name = await asker.ask('Site name', (0,external_node_path_.basename)(base));
            sites.push({ dir, name, scaffold });
        }
        if (catalog !== undefined && (await treeState((0,external_node_path_.resolve)(base, catalog))) === 'missing') {
            throw usage('CATALOG_NOT_FOUND', `--catalog ${catalog}: no file or folder there`, '`sitesync import --catalog` writes the live catalog into a file');
        }
        if (sites.length === 0 && catalog === undefined) {
            throw usage('NOTHING_TO_INIT', `nothing to put in sitesync.yml: no site folder (site/, or a folder holding site.json) and no catalog (catalog.yml, catalog.yaml, catalog/) in ${base}`, 'pass --site <folder> and/or --catalog <file>, or --scaffold to create a minimal site in site/');
        }
        return { sites, catalog: catalog === undefined ? undefined : (0,external_node_path_.resolve)(base, catalog) };
    }
    finally {
        asker?.close();
    }
}
/**
 * The folders and catalog of a new sitesync.yml must lie inside its repository, as loadConfig
 * requires of them; checked before anything is written. A committed `site -> /elsewhere` (an empty
 * folder outside the repository) received the scaffold, and only then was sitesync.yml refused.
 */
async function refuseOutsideRepository(base, configFile, planned, shown) {
    // As loadConfig will find it; outside git, the config's folder may not exist yet (then: init's).
    const root = await (0,repository_paths/* repositoryRoot */.Hn)((0,external_node_path_.dirname)(configFile)).catch(() => (0,repository_paths/* repositoryRoot */.Hn)(base));
    const named = [
        ...planned.sites.map((s) => ({ path: s.dir, what: 'the site source' })),
        ...(planned.catalog === undefined ? [] : [{ path: planned.catalog, what: 'the catalog' }]),
    ];
    for (const { path, what } of named) {
        const problem = await (0,repository_paths/* repositoryPathProblem */.vB)(root, path, `${what} ${shown(path)}`, 'nothing was written');
        if (problem)
            throw new errors/* SitesyncError */.fj('INIT_OUTSIDE_REPOSITORY', problem.message, {
                exitCode: errors/* ExitCode */.yU.validation,
                hint: 'name a folder inside the repository (a symlink there must not lead out of it)',
            });
    }
}
/** sitesync.yml was written by someone else since this init looked (it is never overwritten). */
function configAppeared(file) {
    return usage('CONFIG_EXISTS', `${file} was written by another program while this init ran: it was left as it is`, `look at it, then run \`sitesync init\` again: it works on the ${file} it finds`);
}
function treeMissing(dir, state) {
    return usage('SITE_TREE_MISSING', `${dir}/ ${state === 'missing' ? 'does not exist' : 'is empty'}: there is no site tree to create a site from`, `pass --scaffold to create a minimal valid one in ${dir}/, or --site <folder> for the folder that holds site.json`);
}
/** What creating a site asks of the key: a session with the tree written into it. */
const INIT_SCOPES = ['site_drafts:write', 'site_theme_files:write'];
/**
 * Before anything is written: a key and a platform URL, and the platform's word that the key works
 * (`GET /v1/auth/status`) and holds the scopes creating a site needs (when it reports scopes). A
 * wrong key or an unreachable platform used to be found only when the site was created, after
 * sitesync.yml and the scaffold were written.
 */
async function requireCredentials(opts, io) {
    const { creds, client } = await (0,shared/* credentialedClient */.WX)(opts, io);
    let scopes;
    try {
        scopes = (await client.auth.status()).scopes;
    }
    catch (err) {
        if (!(err instanceof errors/* SitesyncError */.fj))
            throw err;
        throw new errors/* SitesyncError */.fj(err.code, `${err.message} (init checks the credentials first: nothing was written)`, {
            exitCode: err.exitCode,
            cause: err,
            ...(err.hint !== undefined && { hint: err.hint }),
        });
    }
    const missing = scopes ? INIT_SCOPES.filter((s) => !scopes.includes(s)) : [];
    if (missing.length > 0)
        throw new errors/* SitesyncError */.fj('INSUFFICIENT_SCOPE', `the API key (from ${creds.source}) lacks ${missing.join(', ')}, which creating a site needs: nothing was written`, { exitCode: errors/* ExitCode */.yU.auth, hint: 'use a key that has them (`sitesync whoami` lists its scopes)' });
}
async function writeScaffold(dir, name) {
    for (const [path, content] of Object.entries(scaffoldSite(name))) {
        const target = (0,external_node_path_.join)(dir, ...path.split('/'));
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        await (0,promises_.writeFile)(target, content, { flag: 'wx' });
    }
}


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
