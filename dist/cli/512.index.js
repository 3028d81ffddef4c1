export const id = 512;
export const ids = [512];
export const modules = {

/***/ 7512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CATALOG_SCOPES: () => (/* binding */ CATALOG_SCOPES),
/* harmony export */   SITE_SCOPES: () => (/* binding */ SITE_SCOPES),
/* harmony export */   whoamiCommand: () => (/* binding */ whoamiCommand)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9764);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3201);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
/* harmony import */ var _render_inert_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7690);
/* harmony import */ var _platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3290);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);






/** The scopes each operation sitesync performs needs. */
const SITE_SCOPES = [
    'sites:read',
    'site_theme_files:read',
    'site_drafts:write',
    'site_theme_files:write',
    'site_publish:write',
    'site_publish:read',
];
const CATALOG_SCOPES = [
    'brands:read',
    'brands:write',
    'categories:read',
    'categories:write',
    'products:read',
    'products:write',
    'services:write',
];
async function whoamiCommand(opts, io) {
    const { creds, client } = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .credentialedClient */ .WX)(opts, io);
    const status = await client.auth.status();
    let needed;
    try {
        const config = await (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)({
            cwd: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(io.cwd, opts.cwd ?? '.'),
            ...(opts.config && { configPath: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(io.cwd, opts.config) }),
        });
        // What this repository uses: a catalog-only repository needs no site scope, a site-only one no catalog scope.
        needed = [...(config.sites.length > 0 ? SITE_SCOPES : []), ...(config.catalog ? CATALOG_SCOPES : [])];
    }
    catch {
        needed = [...SITE_SCOPES, ...CATALOG_SCOPES]; // no sitesync.yml here: report for everything
    }
    const has = new Set(status.scopes ?? []);
    const missing = status.scopes ? needed.filter((s) => !has.has(s)) : [];
    // Every field of the answer is the platform's text: one inert line each.
    const shown = (v) => (0,_render_inert_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertLine */ .Fq)(String(v));
    const text = [
        `credential   ${shown(status.id)} (${shown(status.credential_type)}${status.name ? `, ${shown(status.name)}` : ''})`,
        `platform     ${shown((0,_platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .shownUrl */ .z)(creds.baseUrl))} (${shown(status.environment)})`,
        `key from     ${shown(creds.source)}`,
        `rate limit   ${shown(status.rate_limit)} requests/minute`,
        `scopes       ${status.scopes ? status.scopes.map(shown).join(' ') : '(not reported)'}`,
        missing.length > 0
            ? `missing      ${missing.join(' ')} — needed by the operations this repository uses`
            : status.scopes
                ? 'missing      none'
                : 'missing      unknown: the platform does not report scopes (an optional field); a missing one shows as 403',
    ];
    return {
        exitCode: missing.length > 0 ? _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.auth : _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.ok,
        json: {
            status,
            baseUrl: (0,_platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .shownUrl */ .z)(creds.baseUrl),
            keySource: creds.source,
            neededScopes: needed,
            missingScopes: missing,
        },
        text: text.join('\n'),
    };
}


/***/ })

};
