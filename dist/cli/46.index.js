export const id = 46;
export const ids = [46];
export const modules = {

/***/ 4046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   emulatorCommand: () => (/* binding */ emulatorCommand),
/* harmony export */   emulatorOptionsFromCli: () => (/* binding */ emulatorOptionsFromCli)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _emulator_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5077);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
/* harmony import */ var _envelope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9144);




function num(value, flag, { min = 0, max = Number.MAX_SAFE_INTEGER, integer = true } = {}) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SitesyncError */ .fj('USAGE', `${flag} ${JSON.stringify(value)} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`, { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.usage });
    }
    return n;
}
/** @param cwd the folder relative paths (`--data`, `--seed`, `-C`) are resolved against */
function emulatorOptionsFromCli(o, cwd = process.cwd()) {
    let apiKeys;
    try {
        apiKeys = o.apiKey?.map(_emulator_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseApiKeySpec */ .Mj);
    }
    catch (err) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SitesyncError */ .fj('USAGE', `--api-key: ${err.message}`, { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.usage });
    }
    if (o.checksum && !['sha256', 'sha1', 'md5'].includes(o.checksum)) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SitesyncError */ .fj('USAGE', `--checksum must be sha256, sha1 or md5, not ${JSON.stringify(o.checksum)}`, { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.usage });
    }
    const latency = latencyOf(o);
    const faultKinds = o.faultKinds?.split(',').map((s) => s.trim());
    const unknownKinds = faultKinds?.filter((k) => !_emulator_index_js__WEBPACK_IMPORTED_MODULE_1__/* .FAULT_KINDS */ .ln.includes(k)) ?? [];
    if (unknownKinds.length > 0) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SitesyncError */ .fj('USAGE', `--fault-kinds: unknown kind ${unknownKinds.map((k) => JSON.stringify(k)).join(', ')}; known: ${_emulator_index_js__WEBPACK_IMPORTED_MODULE_1__/* .FAULT_KINDS */ .ln.join(', ')}`, { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.usage });
    }
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, o.cwd ?? '.');
    if (o.shape !== undefined && !(0,_emulator_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isResponseShape */ .LA)(o.shape)) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SitesyncError */ .fj('USAGE', `--shape must be ${_emulator_index_js__WEBPACK_IMPORTED_MODULE_1__/* .RESPONSE_SHAPES */ .$Z.join(', ')}, not ${JSON.stringify(o.shape)}`, { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.usage });
    }
    return {
        ...(o.port !== undefined && { port: num(o.port, '--port', { max: 65535 }) }),
        host: o.host ?? '127.0.0.1',
        ...(apiKeys && { apiKeys }),
        ...(o.data && { dataFile: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(dir, o.data) }),
        ...(o.rateLimit && { rateLimit: num(o.rateLimit, '--rate-limit', { min: 1 }) }),
        ...(latency && { latencyMs: num(latency.value, latency.flag) }),
        ...(o.faultRate && { faultRate: num(o.faultRate, '--fault-rate', { max: 1, integer: false }) }),
        ...(o.faultSeed && { faultSeed: num(o.faultSeed, '--fault-seed') }),
        ...(faultKinds && { faultKinds: faultKinds }),
        ...(o.checksum && { checksum: o.checksum }),
        ...(o.autoApprove && { autoApprove: true }),
        ...(o.seed && { seed: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(dir, o.seed) }),
        ...(o.adminToken && { adminToken: o.adminToken }),
        ...(o.shape !== undefined && (0,_emulator_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isResponseShape */ .LA)(o.shape) && { shape: o.shape }),
    };
}
/** `--latency MS`, or its older spelling `--latency-ms MS`; both at once must agree. */
function latencyOf(o) {
    if (o.latency !== undefined && o.latencyMs !== undefined && o.latency !== o.latencyMs) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SitesyncError */ .fj('USAGE', `--latency ${o.latency} and --latency-ms ${o.latencyMs} disagree (they are one option)`, { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.usage });
    }
    if (o.latency !== undefined)
        return { value: o.latency, flag: '--latency' };
    if (o.latencyMs !== undefined)
        return { value: o.latencyMs, flag: '--latency-ms' };
    return undefined;
}
/** The settings that make this emulator differ from a plain one, said at start. */
function settingsLines(o) {
    const lines = [];
    if (o.latencyMs)
        lines.push(`latency: ${o.latencyMs} ms added to every /v1 request`);
    if (o.faultRate)
        lines.push(`faults: ${o.faultRate} of /v1 requests (seed ${o.faultSeed ?? 1}; kinds ${(o.faultKinds ?? _emulator_index_js__WEBPACK_IMPORTED_MODULE_1__/* .FAULT_KINDS */ .ln).join(', ')})`);
    if (o.rateLimit)
        lines.push(`rate limit: ${o.rateLimit} requests per minute per key`);
    if (o.checksum && o.checksum !== 'sha256')
        lines.push(`manifest checksums: ${o.checksum}`);
    if (o.dataFile)
        lines.push(`state kept in ${o.dataFile}`);
    return lines;
}
/** How the banner names the key to use: printed only when this run made it or a file kept it. */
function keyLine(origin, apiKey, given, scoped, o) {
    switch (origin) {
        case 'option':
            return `  (SITESYNC_API_KEY: ${given === 1 ? 'the key' : `one of the ${given} keys`} given with --api-key; ${scoped === 0 ? 'all scopes' : `${scoped} with the scopes listed`})`;
        case 'seed':
            return `  (SITESYNC_API_KEY: a key from the api_keys of ${o.seed}, with the scopes it lists there)`;
        case 'data':
            return `  export SITESYNC_API_KEY=${apiKey}    # the full-scope key kept in ${o.dataFile}`;
        case 'generated':
            return `  export SITESYNC_API_KEY=${apiKey}    # a full-scope key made for this run`;
    }
}
/** How the banner names the admin token: printed only when this run made it. */
function adminTokenLines(token, given) {
    if (!token)
        return [];
    if (given)
        return ['  (SITESYNC_EMULATOR_TOKEN: the admin token given with --admin-token)'];
    return [`  export SITESYNC_EMULATOR_TOKEN=${token}    # the admin token`];
}
/** A port taken or an address this machine does not have: the user's to change, said as such. */
function listenError(err, host, port) {
    const code = err?.code;
    if (code === 'EADDRINUSE')
        return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SitesyncError */ .fj('PORT_IN_USE', `port ${port} on ${host} is already in use`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.usage,
            hint: 'choose another with --port N (--port 0 picks a free one), or stop what listens there',
            cause: err,
        });
    if (code === 'EADDRNOTAVAIL' || code === 'EACCES')
        return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SitesyncError */ .fj('CANNOT_LISTEN', `cannot listen on ${host}:${port}: ${code === 'EACCES' ? 'permission denied' : 'no such address on this machine'}`, { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.usage, hint: 'choose another --host or --port', cause: err });
    return err;
}
/** Runs the emulator until SIGINT/SIGTERM. */
async function emulatorCommand(o, io) {
    const options = emulatorOptionsFromCli(o, io.cwd);
    const emulator = await (0,_emulator_index_js__WEBPACK_IMPORTED_MODULE_1__/* .startEmulator */ .sJ)({ port: 4010, ...options }).catch((err) => {
        throw listenError(err, options.host ?? '127.0.0.1', options.port ?? 4010);
    });
    const keys = options.apiKeys ?? [];
    const scoped = keys.filter((k) => k.scopes !== undefined).length;
    const { address, port } = emulator.listening;
    const where = address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
    const token = emulator.adminToken;
    // A token the user gave is theirs already: repeating it would only put it into logs.
    const tokenGiven = o.adminToken !== undefined;
    const tokenHeader = token ? ` -H "x-emulator-token: $SITESYNC_EMULATOR_TOKEN"` : '';
    if (!emulator.loopbackOnly) {
        io.output.err(`warning: listening on ${where}, not a loopback address: other machines can reach this emulator. Its admin routes (request log, state, reset), device approvals and the keys they mint need the admin token below (header X-Emulator-Token; on the /device page, the Admin token field).`);
    }
    // --json: one envelope as soon as it listens (the run ends only with Ctrl-C).
    if (io.output.json)
        io.output.out(JSON.stringify((0,_envelope_js__WEBPACK_IMPORTED_MODULE_3__/* .resultEnvelope */ ._2)({
            command: 'emulator',
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.ok,
            result: {
                url: emulator.url,
                ...((emulator.apiKeyOrigin === 'generated' || emulator.apiKeyOrigin === 'data') && {
                    apiKey: emulator.apiKey,
                }),
                ...(token && !tokenGiven && { adminToken: token }),
                adminUrl: `${emulator.url}/__emulator/`,
                autoApprove: Boolean(options.autoApprove),
            },
        }), null, 2));
    else
        io.output.out([
            `sitesync platform emulator listening on ${emulator.loopbackOnly ? emulator.url : `${where} (from this machine: ${emulator.url})`}`,
            '',
            `  export SITESYNC_BASE_URL=${emulator.url}`,
            keyLine(emulator.apiKeyOrigin, emulator.apiKey, keys.length, scoped, options),
            ...adminTokenLines(token, tokenGiven),
            '',
            ...settingsLines(options),
            `admin routes under ${emulator.url}/__emulator/ (request log, clock, approvals; JSON, same origin only); docs/emulator.md`,
            options.autoApprove
                ? 'publish requests are approved automatically (--auto-approve)'
                : `publish requests wait for: curl -X POST -H 'content-type: application/json'${tokenHeader} ${emulator.url}/__emulator/publish-requests/<id>/approve`,
            ...(options.shape && options.shape !== 'strict'
                ? [
                    `responses in the ${options.shape} shape (--shape); the description: ${emulator.url}/openapi.json`,
                ]
                : [`the contract as OpenAPI: ${emulator.url}/openapi.json`]),
            'Ctrl-C to stop.',
        ].join('\n'));
    await new Promise((resolve) => {
        if (io.signal.aborted)
            return resolve();
        io.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await emulator.close();
    io.output.err('emulator stopped');
    return _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.ok;
}


/***/ })

};
