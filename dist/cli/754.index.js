export const id = 754;
export const ids = [754];
export const modules = {

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

/***/ 4371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ showPhases)
/* harmony export */ });
/* unused harmony export phaseLabel */
/** Phases too short to be worth a line. */
const SILENT = new Set(['catalog: compare', 'catalog: store list cursors']);
const LABELS = {
    'read tree': 'reading the site tree',
    'auth status': 'checking the credential',
    'catalog: parse': 'reading the catalog YAML',
    'catalog: read live': 'reading the live catalog',
    'site: plan': 'planning the site',
    'catalog: apply': 'applying the catalog',
    'site: apply': 'staging the site',
    'site: publish request': 'filing the publish request',
};
function phaseLabel(phase) {
    return LABELS[phase] ?? phase;
}
/** The clock with every phase also shown by the reporter while it runs. */
function showPhases(clock, reporter) {
    if (!reporter.activity)
        return clock;
    return {
        time: (phase, work) => {
            if (SILENT.has(phase))
                return clock.time(phase, work);
            const shown = reporter.activity(phaseLabel(phase));
            return clock.time(phase, work).finally(() => shown.done());
        },
        timings: () => clock.timings(),
    };
}


/***/ })

};
