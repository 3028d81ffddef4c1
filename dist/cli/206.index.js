export const id = 206;
export const ids = [206,602];
export const modules = {

/***/ 206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commitDemoRepo: () => (/* binding */ commitDemoRepo),
/* harmony export */   demoCommand: () => (/* binding */ demoCommand),
/* harmony export */   demoLiveCatalog: () => (/* binding */ demoLiveCatalog),
/* harmony export */   demoLiveTree: () => (/* binding */ demoLiveTree),
/* harmony export */   findDemoShop: () => (/* binding */ findDemoShop)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4724);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8815);
/* harmony import */ var _catalog_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5799);
/* harmony import */ var _emulator_index_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5077);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8382);
/* harmony import */ var _source_index_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(424);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(3567);
/* harmony import */ var _apply_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7615);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1754);
/* harmony import */ var _publish_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3602);















/** Finds examples/demo-shop from the source tree or from the bundle in dist/cli. */
function findDemoShop(from = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_4__.fileURLToPath)(import.meta.url))) {
    for (let dir = from;; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dir)) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'examples', 'demo-shop');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(candidate, 'sitesync.yml')))
            return candidate;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dir) === dir)
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .SitesyncError */ .fj('DEMO_MISSING', 'examples/demo-shop was not found next to sitesync');
    }
}
/**
 * The live site the demo starts from: the example as it was "last month": no services page
 * yet, an older about text, and a banner that has since been removed. Read like any site tree
 * (so `.sitesyncignore` applies).
 */
async function demoLiveTree(shop) {
    const files = await (0,_source_index_js__WEBPACK_IMPORTED_MODULE_10__/* .createUploadReader */ .b6)().read((await (0,_source_index_js__WEBPACK_IMPORTED_MODULE_10__/* .readSourceTree */ .mg)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(shop, 'site'))).files);
    const json = (path) => JSON.parse(files[path].content);
    const text = (content) => ({ content, encoding: 'utf8' });
    for (const path of Object.keys(files)) {
        if (path === 'pages/services.json' || path.startsWith('content/services/'))
            delete files[path];
    }
    const nav = json('navigation/main.json');
    nav.items = nav.items.filter((i) => i.page !== 'services');
    files['navigation/main.json'] = text(JSON.stringify(nav, null, 2) + '\n');
    const about = json('content/about/en.json');
    files['content/about/en.json'] = text(JSON.stringify({ ...about, intro: 'We are a small shop. More soon.' }, null, 2) + '\n');
    files['assets/img/old-banner.svg'] = text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\n');
    return files;
}
/**
 * A copy of the demo shop in a new temporary folder, its sitesync.yml bound to `siteId`, with the
 * history a real shop has: first "last month" (the site and catalog that are live when the demo
 * starts: demoLiveTree, demoLiveCatalog), then today's example. What live holds is therefore an
 * older committed version, so the plan shows it as behind or changed by the repository, never as
 * an edit made outside git (docs/live-edits.md).
 */
async function commitDemoRepo(siteId, prefix, author) {
    const shop = findDemoShop();
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), prefix));
    const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_5__/* .simpleGit */ .Lp)({ baseDir: dir });
    await git
        .init()
        .addConfig('user.email', `${author.replace(/\W+/g, '-')}@sitesync.dev`)
        .addConfig('user.name', author)
        .addConfig('commit.gpgsign', 'false');
    const bind = async () => {
        const config = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'sitesync.yml'), 'utf8');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'sitesync.yml'), config.replace(/^site:\s*$/m, `site:\n  id: ${siteId}`));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, '.gitignore'), '.sitesync/\n');
    };
    // Last month: the live tree and catalog, as they were committed then.
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.cp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(shop, 'sitesync.yml'), (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'sitesync.yml'));
    await bind();
    for (const [path, file] of Object.entries(await demoLiveTree(shop))) {
        const target = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'site', ...path.split('/'));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target, Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8'));
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'catalog.yml'), (0,yaml__WEBPACK_IMPORTED_MODULE_6__/* .stringify */ .As)(await demoLiveCatalog(shop)));
    await git.add('.').commit('shop: last month');
    // Today: the example as it is.
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'site'), { recursive: true, force: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.cp)(shop, dir, { recursive: true });
    await bind();
    await git.add(['-A', '.']).commit('shop: site and catalog as code');
    return { dir, commit: (await git.revparse(['HEAD'])).trim() };
}
/**
 * The live catalog the demo starts from: the example's catalog as it was "last month": the two
 * newest products missing, two prices and a name since changed, the discontinued trail
 * runner still on sale, and no services yet. The first plan shows creates, updates and an archive.
 */
async function demoLiveCatalog(shop) {
    const desired = await (0,_catalog_index_js__WEBPACK_IMPORTED_MODULE_7__/* .loadCatalog */ .ak)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(shop, 'catalog.yml'), { baseDir: shop });
    const entry = (e) => ({ ...e.fields, ...e.refs });
    const live = desired.products.filter((p) => !p.archived).map(entry);
    live.splice(-2, 2);
    live[0] = { ...live[0], price: '9.99' };
    live[1] = { ...live[1], price: '1.00' };
    live[2] = { ...live[2], name: `${String(live[2]['name'])} (2025)` };
    const discontinued = desired.products.find((p) => p.archived);
    if (discontinued)
        live.push({
            slug: discontinued.key,
            name: 'Trail Runner 1',
            brand: 'trailfox',
            price: '89.00',
            status: 'active',
        });
    return { brands: desired.brands.map(entry), categories: desired.categories.map(entry), products: live };
}
async function demoCommand(options, io) {
    // With --json the tour runs quietly and its steps come back in one envelope.
    const say = (text) => {
        if (!io.output.json)
            io.output.out(text);
    };
    const step = (n, title) => say(`\n━━ ${n}. ${title} ${'━'.repeat(Math.max(0, 60 - title.length))}\n`);
    const shop = findDemoShop();
    const siteId = 'site_DemoShop0000000000000';
    const emulator = await (0,_emulator_index_js__WEBPACK_IMPORTED_MODULE_8__/* .startEmulator */ .sJ)({
        port: 0,
        seed: {
            sites: [{ id: siteId, name: 'Trailhead Outfitters', files: await demoLiveTree(shop) }],
            catalog: await demoLiveCatalog(shop),
        },
    });
    const { dir: repo } = await commitDemoRepo(siteId, 'sitesync-demo-', 'sitesync demo');
    const steps = [];
    try {
        const env = { ...io.env, SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: emulator.apiKey };
        const subIo = { ...io, env, cwd: repo };
        const show = (name, r) => {
            steps.push({ step: name, exitCode: r.exitCode, result: (0,_command_js__WEBPACK_IMPORTED_MODULE_14__/* .jsonOf */ .o)(r) });
            const text = (0,_command_js__WEBPACK_IMPORTED_MODULE_14__/* .textOf */ .b)(r);
            if (text)
                say(text);
            if (r.exitCode !== _shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ExitCode */ .yU.ok && r.exitCode !== _shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ExitCode */ .yU.changesPresent)
                throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .SitesyncError */ .fj('DEMO_STEP_FAILED', `demo step "${name}" ended with exit code ${r.exitCode}`, {
                    ...(r.error && { cause: r.error }),
                });
            return r;
        };
        say(`sitesync demo — an emulator on ${emulator.url} with a live site "${siteId}", and the repository ${options.keep ? repo : '(a temporary copy of examples/demo-shop)'}.`);
        step(1, 'plan: what differs between the repository and live');
        show('plan', await (0,_plan_js__WEBPACK_IMPORTED_MODULE_12__.planCommand)({}, subIo));
        step(2, 'apply: write the catalog, stage the site change in a development session, get a preview');
        // The plan was just shown: apply reports what it wrote, not the plan again.
        const applied = show('apply', await (0,_apply_js__WEBPACK_IMPORTED_MODULE_11__.applyCommand)({ omitPlanText: true }, subIo)).json;
        const previewUrl = applied.applied[0]?.previewUrl;
        step(3, 'publish: file a publish request for the site owner');
        const published = show('publish', await (0,_publish_js__WEBPACK_IMPORTED_MODULE_13__.publishCommand)({}, subIo)).json;
        const requestId = published.published[0]?.request.id;
        step(4, 'approval: the site owner approves (here: the emulator’s admin route)');
        const approve = await fetch(`${emulator.url}/__emulator/publish-requests/${requestId}/approve`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
        });
        say(`POST /__emulator/publish-requests/${requestId}/approve → ${approve.status}`);
        const status = await fetch(`${emulator.url}/v1/sites/${siteId}/publish-status`, {
            headers: { authorization: `Bearer ${emulator.apiKey}` },
        });
        const body = (await status.json());
        say(`live is now version ${body.data.current_version_number} (${body.data.live_source_revision ?? ''})`);
        steps.push({ step: 'approve', exitCode: approve.ok ? 0 : 1, result: body.data });
        step(5, 'plan again: nothing left to do');
        show('plan again', await (0,_plan_js__WEBPACK_IMPORTED_MODULE_12__.planCommand)({ detailedExitcode: true }, subIo));
        const requests = emulator.requestLog().filter((e) => e.path.startsWith('/v1/')).length;
        say(`\nThe whole tour took ${requests} API requests; every write carried an Idempotency-Key derived from the commit.`);
        const result = {
            emulator: emulator.url,
            ...(previewUrl && { previewUrl }),
            ...(options.keep && { repository: repo }),
            requests,
            steps,
        };
        if (options.keep)
            await keepRunning(emulator, repo, previewUrl, io);
        return { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ExitCode */ .yU.ok, json: result };
    }
    finally {
        await emulator.close();
        if (!options.keep)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(repo, { recursive: true, force: true });
    }
}
/** `demo --keep`: the emulator stays up so the preview link can be opened, until Ctrl-C. */
async function keepRunning(emulator, repo, previewUrl, io) {
    const lines = [
        '',
        'The emulator stays up (--keep) so you can look around; Ctrl-C stops it.',
        ...(previewUrl ? [`  preview:    ${previewUrl}`] : []),
        `  repository: ${repo}`,
        `  export SITESYNC_BASE_URL=${emulator.url} SITESYNC_API_KEY=${emulator.apiKey}`,
    ];
    // In --json mode stdout holds only the envelope (printed when the demo ends): this goes to stderr.
    if (io.output.json)
        io.output.err(lines.join('\n'));
    else
        io.output.out(lines.join('\n'));
    await new Promise((resolve) => {
        if (io.signal.aborted)
            return resolve();
        io.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    io.output.err('demo: emulator stopped; the repository stays at ' + repo);
}


/***/ }),

/***/ 1754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planCommand: () => (/* binding */ planCommand)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _plan_types_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9898);
/* harmony import */ var _render_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5104);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3779);
/* harmony import */ var _shared_phase_clock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9737);
/* harmony import */ var _sync_plan_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8949);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9764);
/* harmony import */ var _validation_error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1117);
/* harmony import */ var _phase_activity_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4371);









async function planCommand(opts, io) {
    const clock = (0,_shared_phase_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .createPhaseClock */ .o)();
    const phases = (0,_phase_activity_js__WEBPACK_IMPORTED_MODULE_7__/* .showPhases */ .w)(clock, io.output.reporter());
    const prepared = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .prepareFromCli */ .wY)(opts, io, true, {
        clock: phases,
        // A plan takes no lock: it writes nothing but its caches. It says when an apply runs.
        lock: (0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .noteRunLock */ .DF)(io),
        readLiveEarly: { settle: true, compactLive: true },
    });
    const plan = await (0,_sync_plan_run_js__WEBPACK_IMPORTED_MODULE_4__/* .planOnly */ .E)(prepared, {
        reporter: io.output.reporter(),
        clock: phases,
        ...(opts.validate === false && { validate: false }),
        ...(opts.historyDepth !== undefined && { historyDepth: (0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHistoryDepth */ .pg)(opts.historyDepth) }),
    });
    const hasErrors = plan.sites.some(_plan_types_js__WEBPACK_IMPORTED_MODULE_8__/* .siteHasErrors */ .J4);
    const exitCode = hasErrors
        ? _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.validation
        : opts.detailedExitcode && (0,_render_json_js__WEBPACK_IMPORTED_MODULE_1__/* .planHasChanges */ .ZB)(plan)
            ? _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.changesPresent
            : _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.ok;
    const error = (0,_validation_error_js__WEBPACK_IMPORTED_MODULE_6__/* .siteValidationError */ .x)(plan, 'apply would write nothing');
    return {
        exitCode,
        json: () => (0,_render_json_js__WEBPACK_IMPORTED_MODULE_1__/* .toPlanJson */ .xu)(plan),
        text: () => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_2__/* .renderPlanText */ .$)(plan, { color: io.output.color }),
        timings: clock.timings(),
        ...(error && { error }),
    };
}


/***/ }),

/***/ 3602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishCommand: () => (/* binding */ publishCommand)
/* harmony export */ });
/* harmony import */ var _apply_publish_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8479);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _shared_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5497);
/* harmony import */ var _state_staged_sessions_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4161);
/* harmony import */ var _state_dev_session_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4327);
/* harmony import */ var _apply_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7615);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9764);







/** Filing a request holds the checkout's run lock (it reads what apply staged); following one does not. */
function publishCommand(opts, io) {
    if (opts.request)
        return publishLocked(opts, io, undefined);
    return (0,_shared_js__WEBPACK_IMPORTED_MODULE_6__/* .withRunLock */ .Z4)('publish', io, (takeLock) => publishLocked(opts, io, takeLock));
}
async function publishLocked(opts, io, takeLock) {
    const waitMs = opts.wait ? (0,_shared_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDuration */ .E)(opts.wait, '--wait') : 0;
    if (opts.request && (opts.session || opts.revision || opts.message)) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('CONFLICTING_OPTIONS', '--request follows a filed publish request; --session, --revision and --message file a new one', { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.usage });
    }
    const prepared = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_6__/* .prepareFromCli */ .wY)(opts, io, true, { ...(takeLock && { lock: takeLock }) });
    if (prepared.config.sites.length === 0) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('NO_SITE', 'sitesync.yml names no site: there is nothing to publish', {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.usage,
            hint: 'a catalog-only repository has no publish step: `sitesync apply` writes the catalog',
        });
    }
    const client = prepared.client;
    const bound = prepared.config.sites.filter((s) => Boolean(s.id));
    if (bound.length === 0) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('NOT_BOUND', 'no site of sitesync.yml has a site.id', {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.usage,
            hint: 'run `sitesync init` first',
        });
    }
    const reporter = io.output.reporter();
    // One wait for the whole command, whatever the number of sites (docs/platform-contract.md §12).
    const wait = new _apply_publish_js__WEBPACK_IMPORTED_MODULE_0__/* .WaitBound */ .wR(waitMs);
    const outcomes = [];
    const text = [];
    const pendingResult = (err) => ({
        exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.interrupted,
        json: { published: outcomes, pending: { requestId: err.requestId } },
        text: [...text, (0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(err)].join('\n'),
        error: err,
    });
    try {
        if (opts.request) {
            if (bound.length > 1) {
                throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('SITE_AMBIGUOUS', '--request needs one bound site; sitesync.yml binds several', {
                    exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.usage,
                });
            }
            const siteId = bound[0].id;
            // With --wait, the wait starts with this first read, which is bounded as the polls are: a
            // platform that hangs on it cannot hold the command past the wait.
            const request = await client.sites.publish.get(siteId, opts.request, waitMs > 0 ? { timeLimitMs: wait.readLimitMs(1) } : {});
            const outcome = await (0,_apply_publish_js__WEBPACK_IMPORTED_MODULE_0__/* .waitForDecision */ .Bg)({
                client,
                siteId,
                request,
                bound: wait,
                reporter,
                signal: io.signal,
            });
            outcomes.push(outcome);
            text.push((0,_apply_js__WEBPACK_IMPORTED_MODULE_5__.describePublished)(outcome));
        }
        else {
            const state = await (0,_state_staged_sessions_store_js__WEBPACK_IMPORTED_MODULE_3__/* .readLocalState */ .ZE)(prepared.config.rootDir);
            for (const site of bound) {
                const staged = state.staged[site.id];
                let sessionId = staged?.sessionId;
                let sourceRevision = opts.revision ?? staged?.sourceRevision;
                if (opts.session) {
                    // --session names a session of `apply` (.sitesync/state.json) or of `sitesync dev`
                    // (.sitesync/dev.json), whose site and revision come from that record; another session
                    // needs --revision, and a repository with one site.
                    const dev = await (0,_state_dev_session_store_js__WEBPACK_IMPORTED_MODULE_4__/* .loadDevSession */ .cB)(prepared.config.rootDir, site.id);
                    const known = [staged, dev].find((r) => r?.sessionId === opts.session);
                    if (!known && !(bound.length === 1 && opts.revision))
                        continue;
                    sessionId = opts.session;
                    sourceRevision = opts.revision ?? known?.sourceRevision;
                }
                if (!sessionId || !sourceRevision) {
                    text.push(`site ${site.id}: nothing staged (run \`sitesync apply\` first)`);
                    continue;
                }
                const outcome = await (0,_apply_publish_js__WEBPACK_IMPORTED_MODULE_0__/* .publishSession */ .kt)({
                    client,
                    siteId: site.id,
                    sessionId,
                    sourceRevision,
                    bound: wait,
                    reporter,
                    signal: io.signal,
                    ...(opts.message && { message: opts.message }),
                });
                outcomes.push(outcome);
                text.push((0,_apply_js__WEBPACK_IMPORTED_MODULE_5__.describePublished)(outcome));
            }
            if (opts.session && outcomes.length === 0) {
                throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('UNKNOWN_SESSION', `session ${opts.session} is not one that apply or dev recorded in .sitesync/ for a site of sitesync.yml`, {
                    exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.usage,
                    hint: 'give its revision with --revision (in a repository with one site)',
                });
            }
        }
    }
    catch (err) {
        if (err instanceof _apply_publish_js__WEBPACK_IMPORTED_MODULE_0__/* .PublishPendingError */ .Vd)
            return pendingResult(err);
        throw err;
    }
    const timedOut = outcomes.filter((o) => o.timedOut);
    return {
        exitCode: timedOut.length > 0 ? _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.failure : _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.ok,
        json: { published: outcomes },
        text: text.join('\n'),
        ...(timedOut.length > 0 && {
            // Text mode says why it exits 1 and how to follow the request up, as --json does.
            errorOnStderr: true,
            error: new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitesyncError */ .fj('PUBLISH_WAIT_ENDED', `the wait ended before the site owner decided on ${timedOut.map((o) => String(o.request.id)).join(', ')}`, {
                hint: `the request stays filed; check it later with \`sitesync publish --request ${String(timedOut[0].request.id)}\``,
            }),
        }),
    };
}


/***/ }),

/***/ 4327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ devCheckout),
/* harmony export */   FQ: () => (/* binding */ saveDevSession),
/* harmony export */   cB: () => (/* binding */ loadDevSession)
/* harmony export */ });
/* unused harmony exports devSessionFile, findDevSession */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_lock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4606);
/* harmony import */ var _state_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8255);
/* harmony import */ var _platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3290);
/**
 * The personal development session of `sitesync dev`, per site: `.sitesync/dev.json`. It lets a
 * restarted `dev` continue the same session, and `sitesync publish --session` find its revision.
 * Not an accelerator: a failed save is an error (the session would be lost to the next start).
 *
 * `staged` holds what the session holds beyond the live tree it was opened on (`baseRevision`):
 * path → SHA-256 of the staged bytes, or null for a path the session deleted. With the live
 * manifest it describes the session's whole tree, so a restart compares the working tree with it
 * at the cost of one manifest request.
 */




const isString = (v) => typeof v === 'string' && v !== '';
function decodeRecord(raw) {
    if (!(0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw) || !(0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw.staged))
        return undefined;
    const { siteId, baseUrl, sessionId, sourceRevision, baseRevision, expiresAt, updatedAt } = raw;
    if (![siteId, baseUrl, sessionId, sourceRevision, baseRevision].every(isString))
        return undefined;
    const staged = Object.entries(raw.staged);
    if (!staged.every(([, v]) => v === null || (typeof v === 'string' && /^[0-9a-f]{64}$/.test(v))))
        return undefined;
    return {
        siteId: siteId,
        baseUrl: baseUrl,
        sessionId: sessionId,
        sourceRevision: sourceRevision,
        baseRevision: baseRevision,
        ...(isString(expiresAt) && { expiresAt }),
        staged: Object.fromEntries(staged),
        updatedAt: isString(updatedAt) ? updatedAt : '',
    };
}
const devFile = (rootDir) => (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .stateFile */ .Ed)(rootDir, 'dev.json', {
    pretty: true,
    decode: (raw) => {
        if (!(0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw) || raw.version !== 1 || !(0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(raw.sessions))
            return undefined;
        const sessions = {};
        for (const [siteId, value] of Object.entries(raw.sessions)) {
            const record = decodeRecord(value);
            if (record && record.siteId === siteId)
                sessions[siteId] = record;
        }
        const { checkout } = raw;
        const path = (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(checkout) ? checkout.path : undefined;
        const id = (0,_state_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(checkout) ? checkout.id : undefined;
        // A hand-made or hostile file's checkout is not one of ours: the path is shown, the id hashed.
        const ours = isString(path) && path.length <= 4096 && isString(id) && /^[0-9a-f]{1,64}$/.test(id);
        return { version: 1, ...(ours && { checkout: { path, id } }), sessions };
    },
});
/** The path of the file, for messages. */
const devSessionFile = (rootDir) => devFile(rootDir).path;
async function loadDevSession(rootDir, siteId) {
    return (await devFile(rootDir).load())?.sessions[siteId];
}
/** The record of the site whose session is `sessionId`, if any. */
async function findDevSession(rootDir, sessionId) {
    const file = await devFile(rootDir).load();
    return Object.values(file?.sessions ?? {}).find((r) => r.sessionId === sessionId);
}
/** The lock that makes a change of dev.json (read, change, write) one step for every process. */
const DEV_FILE_LOCK = 'dev.json.lock';
/** How long a change of dev.json waits for another's (each holds it for a read and a write: < 1 ms). */
const DEV_FILE_WAIT_MS = 2000;
/**
 * Runs `change` (a read of dev.json, then its write) while no other process changes the file. The
 * devs of two sites of one checkout save at the same moments (a checkout touches both trees, the
 * platform answers both alike): unserialized, 18 of 120 such pairs of saves lost one of the two
 * records' updates (the file kept a revision the session had left). A holder that does not let go
 * within DEV_FILE_WAIT_MS (a stopped process) is not waited for longer: the change is made as
 * before, unserialized.
 */
async function changeDevFile(rootDir, change) {
    const deadline = Date.now() + DEV_FILE_WAIT_MS;
    let lock;
    while (!lock) {
        try {
            lock = await (0,_run_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .acquireRunLock */ .Vd)(rootDir, 'dev', { file: DEV_FILE_LOCK });
        }
        catch (err) {
            if (!(err instanceof _run_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .RunLocked */ .ic) || Date.now() > deadline)
                break;
            await new Promise((r) => setTimeout(r, 2));
        }
    }
    try {
        return await change();
    }
    finally {
        lock?.release();
    }
}
function saveDevSession(rootDir, record) {
    const file = devFile(rootDir);
    const stored = { ...record, baseUrl: (0,_platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .shownUrl */ .z)(record.baseUrl) };
    return changeDevFile(rootDir, async () => {
        const current = await file.load();
        await file.save({
            version: 1,
            ...(current?.checkout && { checkout: current.checkout }),
            sessions: { ...current?.sessions, [record.siteId]: stored },
        });
    });
}
/**
 * The id of the checkout at `path` (its folder's real path), made and recorded at its first dev.
 * A file recorded at another path came with a copy of that checkout's folder: its sessions are
 * that checkout's and are dropped here (continuing them, the copy and the original staged two
 * trees into one session), and this checkout gets an id of its own. A file of an older sitesync
 * (no checkout) is adopted with its records.
 */
function devCheckout(rootDir, path) {
    const file = devFile(rootDir);
    return changeDevFile(rootDir, async () => {
        const current = await file.load();
        if (current?.checkout?.path === path)
            return { id: current.checkout.id };
        const checkout = { path, id: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('hex') };
        const copiedFrom = current?.checkout?.path;
        await file.save({
            version: 1,
            checkout,
            sessions: copiedFrom === undefined ? (current?.sessions ?? {}) : {},
        });
        return { id: checkout.id, ...(copiedFrom !== undefined && { copiedFrom }) };
    });
}


/***/ })

};
