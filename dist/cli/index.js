import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 7336:
/***/ ((module) => {

let p = process || {}, argv = p.argv || [], env = p.env || {}
let isColorSupported =
	!(!!env.NO_COLOR || argv.includes("--no-color")) &&
	(!!env.FORCE_COLOR || argv.includes("--color") || p.platform === "win32" || ((p.stdout || {}).isTTY && env.TERM !== "dumb") || !!env.CI)

let formatter = (open, close, replace = open) =>
	input => {
		let string = "" + input, index = string.indexOf(close, open.length)
		return ~index ? open + replaceClose(string, close, replace, index) + close : open + string + close
	}

let replaceClose = (string, close, replace, index) => {
	let result = "", cursor = 0
	do {
		result += string.substring(cursor, index) + replace
		cursor = index + close.length
		index = string.indexOf(close, cursor)
	} while (~index)
	return result + string.substring(cursor)
}

let createColors = (enabled = isColorSupported) => {
	let f = enabled ? formatter : () => String
	return {
		isColorSupported: enabled,
		reset: f("\x1b[0m", "\x1b[0m"),
		bold: f("\x1b[1m", "\x1b[22m", "\x1b[22m\x1b[1m"),
		dim: f("\x1b[2m", "\x1b[22m", "\x1b[22m\x1b[2m"),
		italic: f("\x1b[3m", "\x1b[23m"),
		underline: f("\x1b[4m", "\x1b[24m"),
		inverse: f("\x1b[7m", "\x1b[27m"),
		hidden: f("\x1b[8m", "\x1b[28m"),
		strikethrough: f("\x1b[9m", "\x1b[29m"),

		black: f("\x1b[30m", "\x1b[39m"),
		red: f("\x1b[31m", "\x1b[39m"),
		green: f("\x1b[32m", "\x1b[39m"),
		yellow: f("\x1b[33m", "\x1b[39m"),
		blue: f("\x1b[34m", "\x1b[39m"),
		magenta: f("\x1b[35m", "\x1b[39m"),
		cyan: f("\x1b[36m", "\x1b[39m"),
		white: f("\x1b[37m", "\x1b[39m"),
		gray: f("\x1b[90m", "\x1b[39m"),

		bgBlack: f("\x1b[40m", "\x1b[49m"),
		bgRed: f("\x1b[41m", "\x1b[49m"),
		bgGreen: f("\x1b[42m", "\x1b[49m"),
		bgYellow: f("\x1b[43m", "\x1b[49m"),
		bgBlue: f("\x1b[44m", "\x1b[49m"),
		bgMagenta: f("\x1b[45m", "\x1b[49m"),
		bgCyan: f("\x1b[46m", "\x1b[49m"),
		bgWhite: f("\x1b[47m", "\x1b[49m"),

		blackBright: f("\x1b[90m", "\x1b[39m"),
		redBright: f("\x1b[91m", "\x1b[39m"),
		greenBright: f("\x1b[92m", "\x1b[39m"),
		yellowBright: f("\x1b[93m", "\x1b[39m"),
		blueBright: f("\x1b[94m", "\x1b[39m"),
		magentaBright: f("\x1b[95m", "\x1b[39m"),
		cyanBright: f("\x1b[96m", "\x1b[39m"),
		whiteBright: f("\x1b[97m", "\x1b[39m"),

		bgBlackBright: f("\x1b[100m", "\x1b[49m"),
		bgRedBright: f("\x1b[101m", "\x1b[49m"),
		bgGreenBright: f("\x1b[102m", "\x1b[49m"),
		bgYellowBright: f("\x1b[103m", "\x1b[49m"),
		bgBlueBright: f("\x1b[104m", "\x1b[49m"),
		bgMagentaBright: f("\x1b[105m", "\x1b[49m"),
		bgCyanBright: f("\x1b[106m", "\x1b[49m"),
		bgWhiteBright: f("\x1b[107m", "\x1b[49m"),
	}
}

module.exports = createColors()
module.exports.createColors = createColors


/***/ }),

/***/ 3567:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ textOf),
/* harmony export */   o: () => (/* binding */ jsonOf)
/* harmony export */ });
/** The result's text, made now if it was deferred. */
const textOf = (result) => typeof result.text === 'function' ? result.text() : result.text;
/** The result's JSON, made now if it was deferred. */
const jsonOf = (result) => typeof result.json === 'function' ? result.json() : result.json;


/***/ }),

/***/ 1520:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ DEFAULT_DEV_PORT)
/* harmony export */ });
/** The port `sitesync dev` serves its preview on unless `--port` says otherwise (here, not in dev.ts, so that the command tree need not load dev). */
const DEFAULT_DEV_PORT = 4020;


/***/ }),

/***/ 8228:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   VJ: () => (/* binding */ storeLogin),
/* harmony export */   fQ: () => (/* binding */ credentialFlags),
/* harmony export */   vs: () => (/* binding */ readStoredLogin),
/* harmony export */   z8: () => (/* binding */ resolveCredentials)
/* harmony export */ });
/* unused harmony exports loginFile, baseUrlIdentity */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _platform_base_url_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4110);
/* harmony import */ var _platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3290);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8382);
/* harmony import */ var _shared_user_folders_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7842);






const loginFile = (env = process.env) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_shared_user_folders_js__WEBPACK_IMPORTED_MODULE_4__/* .configDir */ .y)(env), 'credentials.json');
async function readStoredLogin(env = process.env) {
    try {
        const parsed = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(loginFile(env), 'utf8'));
        return typeof parsed.api_key === 'string' && typeof parsed.base_url === 'string' ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
/** Stores the key readable by the user only (0600), written atomically. */
async function storeLogin(login, env = process.env) {
    const file = loginFile(env);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.tmp`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(tmp, JSON.stringify(login, null, 2) + '\n', { mode: 0o600 });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(tmp, 0o600);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, file);
    return file;
}
function credentialFlags(opts) {
    return {
        ...(opts.apiKey && { apiKey: opts.apiKey }),
        ...(opts.baseUrl && { baseUrl: opts.baseUrl }),
        ...(opts.insecure && { insecure: true }),
    };
}
/** A base URL as one key: scheme, host, port and path without trailing slashes. */
function baseUrlIdentity(url) {
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}
/**
 * Flags first, then SITESYNC_API_KEY / SITESYNC_BASE_URL, then the stored login. The stored key
 * is bound to the base URL it was issued for: it is never sent to another one.
 */
async function resolveCredentials(flags, env = process.env) {
    const stored = await readStoredLogin(env);
    const explicitKey = flags.apiKey ?? env.SITESYNC_API_KEY;
    const apiKey = explicitKey ?? stored?.api_key;
    const baseUrl = flags.baseUrl ?? env.SITESYNC_BASE_URL ?? stored?.base_url;
    const urlFrom = flags.baseUrl
        ? '--base-url'
        : env.SITESYNC_BASE_URL
            ? 'SITESYNC_BASE_URL'
            : stored
                ? loginFile(env)
                : 'nowhere';
    const source = flags.apiKey
        ? '--api-key'
        : env.SITESYNC_API_KEY
            ? 'SITESYNC_API_KEY'
            : stored
                ? loginFile(env)
                : 'nowhere';
    if (!apiKey) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SitesyncError */ .fj('NO_API_KEY', `no API key: looked in --api-key, SITESYNC_API_KEY and ${loginFile(env)}`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.auth,
            hint: 'set SITESYNC_API_KEY, or run `sitesync login`',
        });
    }
    if (!baseUrl) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SitesyncError */ .fj('NO_BASE_URL', `no platform URL: looked in --base-url, SITESYNC_BASE_URL and ${loginFile(env)}`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.usage,
            hint: 'set SITESYNC_BASE_URL (for the emulator: the URL `sitesync emulator` prints)',
        });
    }
    const url = (0,_platform_base_url_js__WEBPACK_IMPORTED_MODULE_2__/* .checkedBaseUrl */ .a)(baseUrl, { from: urlFrom, ...(flags.insecure && { insecure: true }) });
    if (explicitKey === undefined && stored) {
        let issuedFor;
        try {
            issuedFor = baseUrlIdentity(new URL(stored.base_url));
        }
        catch {
            issuedFor = undefined;
        }
        if (issuedFor !== baseUrlIdentity(url))
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SitesyncError */ .fj('LOGIN_OTHER_PLATFORM', `the key stored by \`sitesync login\` (${loginFile(env)}) was issued for ${(0,_platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .shownUrl */ .z)(stored.base_url)} and is not sent to ${(0,_platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .shownUrl */ .z)(baseUrl)} (${urlFrom})`, {
                exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.auth,
                hint: `run \`sitesync login --base-url ${(0,_platform_url_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .shownUrl */ .z)(baseUrl)}\` to sign in there, or set SITESYNC_API_KEY for it`,
            });
    }
    return { apiKey, baseUrl, source };
}


/***/ }),

/***/ 9144:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ toUpperSnake),
/* harmony export */   _2: () => (/* binding */ resultEnvelope),
/* harmony export */   dF: () => (/* binding */ errorJson)
/* harmony export */ });
/* unused harmony exports RESULT_FORMAT, RESULT_FORMAT_VERSION, UPPER_SNAKE, issueJson */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8382);
/**
 * Pure: the `--json` result envelope (schemas/result.schema.json) and the JSON form of an error.
 *
 * One envelope per run, on stdout: `{format, formatVersion, command, ok, exitCode, result?, error?,
 * timings?}`. `result` is what the command produced (also when it stopped part-way or found
 * problems); `error` says why it did not succeed. A partial apply (exit 4) carries both.
 * Error codes are UPPER_SNAKE; the codes of the issues listed inside an error stay lower_snake,
 * like the platform's issue codes (docs/json-output.md).
 */

const RESULT_FORMAT = 'sitesync.result';
const RESULT_FORMAT_VERSION = 1;
const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
/** `commander.unknownOption` → `UNKNOWN_OPTION`; any code → UPPER_SNAKE. */
function toUpperSnake(code) {
    const tail = code.includes('.') ? code.slice(code.lastIndexOf('.') + 1) : code;
    const snake = tail
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/[^A-Za-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .toUpperCase();
    return /^[A-Z]/.test(snake) ? snake : `E_${snake || 'UNKNOWN'}`;
}
const defined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
function issueJson(issue) {
    const i = issue;
    return defined({
        code: i.code,
        severity: i.severity,
        message: i.message,
        path: i.path ?? i.file,
        line: i.line,
        column: i.column,
        field: i.field,
    });
}
function isPlatformError(err) {
    const e = err;
    return (err instanceof _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj &&
        typeof e.status === 'number' &&
        typeof e.errorCode === 'string' &&
        typeof e.method === 'string');
}
/** Any thrown value as the envelope's `error`. */
function errorJson(err) {
    if (!(err instanceof _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj))
        return { code: 'UNEXPECTED', message: (0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(err) };
    const upper = UPPER_SNAKE.test(err.code);
    const loc = err.location;
    const base = defined({
        code: upper ? err.code : isPlatformError(err) ? 'PLATFORM_ERROR' : toUpperSnake(err.code),
        message: err instanceof _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz ? err.message.split('\n')[0] : err.message,
        hint: err.hint,
        path: loc?.file,
        line: loc?.line,
        column: loc?.column,
        field: loc?.field,
    });
    if (isPlatformError(err)) {
        return defined({
            ...base,
            status: err.status,
            request: `${err.method} ${err.path}`,
            platformCode: upper ? undefined : err.errorCode,
            issues: err.issues.length > 0 ? err.issues.map(issueJson) : undefined,
        });
    }
    if (err instanceof _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz && err.issues.length > 0) {
        const issues = err.issues.map(issueJson);
        // One issue: its place is the error's place.
        const only = issues.length === 1 ? issues[0] : undefined;
        return defined({
            ...base,
            path: base.path ?? only?.path,
            line: base.line ?? only?.line,
            column: base.column ?? only?.column,
            field: base.field ?? only?.field,
            issues,
        });
    }
    return base;
}
function resultEnvelope(options) {
    const { command, exitCode, result, error, timings } = options;
    return {
        format: RESULT_FORMAT,
        formatVersion: RESULT_FORMAT_VERSION,
        command,
        ok: exitCode === 0 || exitCode === 2,
        exitCode,
        ...(result !== undefined && { result }),
        ...(error && { error }),
        ...(timings && timings.length > 0 && { timings }),
    };
}


/***/ }),

/***/ 2957:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _runtime_tune_heap_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9467);
/* harmony import */ var _runtime_worker_task_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5284);
/* harmony import */ var _program_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9378);



/**
 * The CLI process: wires signals to an AbortSignal (a second Ctrl-C exits at once) and sets the
 * exit code. In a worker thread (runtime/worker-task.ts) this file only runs that worker's task.
 */
if (!(0,_runtime_worker_task_js__WEBPACK_IMPORTED_MODULE_1__/* .runWorkerTask */ .Zi)()) {
    const controller = new AbortController();
    let interrupts = 0;
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.on(signal, () => {
            interrupts += 1;
            if (interrupts > 1)
                process.exit(130);
            process.stderr.write(`\n${signal}: stopping after the request in flight (again to exit at once)\n`);
            controller.abort(new Error(signal));
        });
    }
    // A reader that went away (`sitesync demo | head -3`): what is left to print goes nowhere and the
    // command runs to its end, as it would have (an apply cut short by its output would be worse).
    // Unhandled, the write's EPIPE ended the process with a stack trace in the middle of its work.
    for (const stream of [process.stdout, process.stderr]) {
        stream.on('error', (err) => {
            if (err.code !== 'EPIPE' && err.code !== 'ERR_STREAM_DESTROYED')
                throw err;
        });
    }
    const code = await (0,_program_js__WEBPACK_IMPORTED_MODULE_2__/* .runCli */ .ak)({
        argv: process.argv.slice(2),
        env: process.env,
        cwd: process.cwd(),
        stdout: process.stdout,
        stderr: process.stderr,
        stdin: process.stdin,
        signal: controller.signal,
    });
    process.exitCode = code;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 9378:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ak: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: VERSION, guessCommandName

;// CONCATENATED MODULE: ./node_modules/commander/lib/error.js
/**
 * CommanderError class
 */
class CommanderError extends Error {
  /**
   * Constructs the CommanderError class
   * @param {number} exitCode suggested exit code which could be used with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   */
  constructor(exitCode, code, message) {
    super(message);
    // properly capture stack trace in Node.js
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
    this.code = code;
    this.exitCode = exitCode;
    this.nestedError = undefined;
  }
}

/**
 * InvalidArgumentError class
 */
class InvalidArgumentError extends CommanderError {
  /**
   * Constructs the InvalidArgumentError class
   * @param {string} [message] explanation of why argument is invalid
   */
  constructor(message) {
    super(1, 'commander.invalidArgument', message);
    // properly capture stack trace in Node.js
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
  }
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/argument.js


class argument_Argument {
  /**
   * Initialize a new command argument with the given name and description.
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @param {string} name
   * @param {string} [description]
   */

  constructor(name, description) {
    this.description = description || '';
    this.variadic = false;
    this.parseArg = undefined;
    this.defaultValue = undefined;
    this.defaultValueDescription = undefined;
    this.argChoices = undefined;

    switch (name[0]) {
      case '<': // e.g. <required>
        this.required = true;
        this._name = name.slice(1, -1);
        break;
      case '[': // e.g. [optional]
        this.required = false;
        this._name = name.slice(1, -1);
        break;
      default:
        this.required = true;
        this._name = name;
        break;
    }

    if (this._name.endsWith('...')) {
      this.variadic = true;
      this._name = this._name.slice(0, -3);
    }
  }

  /**
   * Return argument name.
   *
   * @return {string}
   */

  name() {
    return this._name;
  }

  /**
   * @package
   */

  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }

    previous.push(value);
    return previous;
  }

  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Argument}
   */

  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }

  /**
   * Set the custom handler for processing CLI command arguments into argument values.
   *
   * @param {Function} [fn]
   * @return {Argument}
   */

  argParser(fn) {
    this.parseArg = fn;
    return this;
  }

  /**
   * Only allow argument value to be one of choices.
   *
   * @param {string[]} values
   * @return {Argument}
   */

  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(', ')}.`,
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }

  /**
   * Make argument required.
   *
   * @returns {Argument}
   */
  argRequired() {
    this.required = true;
    return this;
  }

  /**
   * Make argument optional.
   *
   * @returns {Argument}
   */
  argOptional() {
    this.required = false;
    return this;
  }
}

/**
 * Takes an argument and returns its human readable equivalent for help usage.
 *
 * @param {Argument} arg
 * @return {string}
 * @private
 */

function humanReadableArgName(arg) {
  const nameOutput = arg.name() + (arg.variadic === true ? '...' : '');

  return arg.required ? '<' + nameOutput + '>' : '[' + nameOutput + ']';
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __nccwpck_require__(8474);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(1421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:process"
const external_node_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./node_modules/commander/lib/help.js



/**
 * TypeScript import types for JSDoc, used by Visual Studio Code IntelliSense and `npm run typescript-checkJS`
 * https://www.typescriptlang.org/docs/handbook/jsdoc-supported-types.html#import-types
 * @typedef { import("./argument.js").Argument } Argument
 * @typedef { import("./command.js").Command } Command
 * @typedef { import("./option.js").Option } Option
 */

// Although this is a class, methods are static in style to allow override using subclass or just functions.
class Help {
  constructor() {
    this.helpWidth = undefined;
    this.minWidthToWrap = 40;
    this.sortSubcommands = false;
    this.sortOptions = false;
    this.showGlobalOptions = false;
  }

  /**
   * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
   * and just before calling `formatHelp()`.
   *
   * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
   *
   * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
   */
  prepareContext(contextOptions) {
    this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
  }

  /**
   * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
   *
   * @param {Command} cmd
   * @returns {Command[]}
   */

  visibleCommands(cmd) {
    const visibleCommands = cmd.commands.filter((cmd) => !cmd._hidden);
    const helpCommand = cmd._getHelpCommand();
    if (helpCommand && !helpCommand._hidden) {
      visibleCommands.push(helpCommand);
    }
    if (this.sortSubcommands) {
      visibleCommands.sort((a, b) => {
        // @ts-ignore: because overloaded return type
        return a.name().localeCompare(b.name());
      });
    }
    return visibleCommands;
  }

  /**
   * Compare options for sort.
   *
   * @param {Option} a
   * @param {Option} b
   * @returns {number}
   */
  compareOptions(a, b) {
    const getSortKey = (option) => {
      // WYSIWYG for order displayed in help. Short used for comparison if present. No special handling for negated.
      return option.short
        ? option.short.replace(/^-/, '')
        : option.long.replace(/^--/, '');
    };
    return getSortKey(a).localeCompare(getSortKey(b));
  }

  /**
   * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */

  visibleOptions(cmd) {
    const visibleOptions = cmd.options.filter((option) => !option.hidden);
    // Built-in help option.
    const helpOption = cmd._getHelpOption();
    if (helpOption && !helpOption.hidden) {
      // Automatically hide conflicting flags. Bit dubious but a historical behaviour that is convenient for single-command programs.
      const removeShort = helpOption.short && cmd._findOption(helpOption.short);
      const removeLong = helpOption.long && cmd._findOption(helpOption.long);
      if (!removeShort && !removeLong) {
        visibleOptions.push(helpOption); // no changes needed
      } else if (helpOption.long && !removeLong) {
        visibleOptions.push(
          cmd
            .createOption(helpOption.long, helpOption.description)
            .helpGroup(helpOption.helpGroupHeading),
        );
      } else if (helpOption.short && !removeShort) {
        visibleOptions.push(
          cmd
            .createOption(helpOption.short, helpOption.description)
            .helpGroup(helpOption.helpGroupHeading),
        );
      }
    }
    if (this.sortOptions) {
      visibleOptions.sort(this.compareOptions);
    }
    return visibleOptions;
  }

  /**
   * Get an array of the visible global options. (Not including help.)
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */

  visibleGlobalOptions(cmd) {
    if (!this.showGlobalOptions) return [];

    const globalOptions = [];
    for (
      let ancestorCmd = cmd.parent;
      ancestorCmd;
      ancestorCmd = ancestorCmd.parent
    ) {
      const visibleOptions = ancestorCmd.options.filter(
        (option) => !option.hidden,
      );
      globalOptions.push(...visibleOptions);
    }
    if (this.sortOptions) {
      globalOptions.sort(this.compareOptions);
    }
    return globalOptions;
  }

  /**
   * Get an array of the arguments if any have a description.
   *
   * @param {Command} cmd
   * @returns {Argument[]}
   */

  visibleArguments(cmd) {
    // Side effect! Apply the legacy descriptions before the arguments are displayed.
    if (cmd._argsDescription) {
      cmd.registeredArguments.forEach((argument) => {
        argument.description =
          argument.description || cmd._argsDescription[argument.name()] || '';
      });
    }

    // If there are any arguments with a description then return all the arguments.
    if (cmd.registeredArguments.find((argument) => argument.description)) {
      return cmd.registeredArguments;
    }
    return [];
  }

  /**
   * Get the command term to show in the list of subcommands.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  subcommandTerm(cmd) {
    // Legacy. Ignores custom usage string, and nested commands.
    const args = cmd.registeredArguments
      .map((arg) => humanReadableArgName(arg))
      .join(' ');
    return (
      cmd._name +
      (cmd._aliases[0] ? '|' + cmd._aliases[0] : '') +
      (cmd.options.length ? ' [options]' : '') + // simplistic check for non-help option
      (args ? ' ' + args : '')
    );
  }

  /**
   * Get the option term to show in the list of options.
   *
   * @param {Option} option
   * @returns {string}
   */

  optionTerm(option) {
    return option.flags;
  }

  /**
   * Get the argument term to show in the list of arguments.
   *
   * @param {Argument} argument
   * @returns {string}
   */

  argumentTerm(argument) {
    return argument.name();
  }

  /**
   * Get the longest command term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestSubcommandTermLength(cmd, helper) {
    return helper.visibleCommands(cmd).reduce((max, command) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleSubcommandTerm(helper.subcommandTerm(command)),
        ),
      );
    }, 0);
  }

  /**
   * Get the longest option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestOptionTermLength(cmd, helper) {
    return helper.visibleOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
      );
    }, 0);
  }

  /**
   * Get the longest global option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestGlobalOptionTermLength(cmd, helper) {
    return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
      );
    }, 0);
  }

  /**
   * Get the longest argument term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestArgumentTermLength(cmd, helper) {
    return helper.visibleArguments(cmd).reduce((max, argument) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleArgumentTerm(helper.argumentTerm(argument)),
        ),
      );
    }, 0);
  }

  /**
   * Get the command usage to be displayed at the top of the built-in help.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  commandUsage(cmd) {
    // Usage
    let cmdName = cmd._name;
    if (cmd._aliases[0]) {
      cmdName = cmdName + '|' + cmd._aliases[0];
    }
    let ancestorCmdNames = '';
    for (
      let ancestorCmd = cmd.parent;
      ancestorCmd;
      ancestorCmd = ancestorCmd.parent
    ) {
      ancestorCmdNames = ancestorCmd.name() + ' ' + ancestorCmdNames;
    }
    return ancestorCmdNames + cmdName + ' ' + cmd.usage();
  }

  /**
   * Get the description for the command.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  commandDescription(cmd) {
    // @ts-ignore: because overloaded return type
    return cmd.description();
  }

  /**
   * Get the subcommand summary to show in the list of subcommands.
   * (Fallback to description for backwards compatibility.)
   *
   * @param {Command} cmd
   * @returns {string}
   */

  subcommandDescription(cmd) {
    // @ts-ignore: because overloaded return type
    return cmd.summary() || cmd.description();
  }

  /**
   * Get the option description to show in the list of options.
   *
   * @param {Option} option
   * @return {string}
   */

  optionDescription(option) {
    const extraInfo = [];

    if (option.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
      );
    }
    if (option.defaultValue !== undefined) {
      // default for boolean and negated more for programmer than end user,
      // but show true/false for boolean option as may be for hand-rolled env or config processing.
      const showDefault =
        option.required ||
        option.optional ||
        (option.isBoolean() && typeof option.defaultValue === 'boolean');
      if (showDefault) {
        extraInfo.push(
          `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`,
        );
      }
    }
    // preset for boolean and negated are more for programmer than end user
    if (option.presetArg !== undefined && option.optional) {
      extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
    }
    if (option.envVar !== undefined) {
      extraInfo.push(`env: ${option.envVar}`);
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(', ')})`;
      if (option.description) {
        return `${option.description} ${extraDescription}`;
      }
      return extraDescription;
    }

    return option.description;
  }

  /**
   * Get the argument description to show in the list of arguments.
   *
   * @param {Argument} argument
   * @return {string}
   */

  argumentDescription(argument) {
    const extraInfo = [];
    if (argument.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
      );
    }
    if (argument.defaultValue !== undefined) {
      extraInfo.push(
        `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`,
      );
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(', ')})`;
      if (argument.description) {
        return `${argument.description} ${extraDescription}`;
      }
      return extraDescription;
    }
    return argument.description;
  }

  /**
   * Format a list of items, given a heading and an array of formatted items.
   *
   * @param {string} heading
   * @param {string[]} items
   * @param {Help} helper
   * @returns string[]
   */
  formatItemList(heading, items, helper) {
    if (items.length === 0) return [];

    return [helper.styleTitle(heading), ...items, ''];
  }

  /**
   * Group items by their help group heading.
   *
   * @param {Command[] | Option[]} unsortedItems
   * @param {Command[] | Option[]} visibleItems
   * @param {Function} getGroup
   * @returns {Map<string, Command[] | Option[]>}
   */
  groupItems(unsortedItems, visibleItems, getGroup) {
    const result = new Map();
    // Add groups in order of appearance in unsortedItems.
    unsortedItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) result.set(group, []);
    });
    // Add items in order of appearance in visibleItems.
    visibleItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) {
        result.set(group, []);
      }
      result.get(group).push(item);
    });
    return result;
  }

  /**
   * Generate the built-in help text.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {string}
   */

  formatHelp(cmd, helper) {
    const termWidth = helper.padWidth(cmd, helper);
    const helpWidth = helper.helpWidth ?? 80; // in case prepareContext() was not called

    function callFormatItem(term, description) {
      return helper.formatItem(term, termWidth, description, helper);
    }

    // Usage
    let output = [
      `${helper.styleTitle('Usage:')} ${helper.styleUsage(helper.commandUsage(cmd))}`,
      '',
    ];

    // Description
    const commandDescription = helper.commandDescription(cmd);
    if (commandDescription.length > 0) {
      output = output.concat([
        helper.boxWrap(
          helper.styleCommandDescription(commandDescription),
          helpWidth,
        ),
        '',
      ]);
    }

    // Arguments
    const argumentList = helper.visibleArguments(cmd).map((argument) => {
      return callFormatItem(
        helper.styleArgumentTerm(helper.argumentTerm(argument)),
        helper.styleArgumentDescription(helper.argumentDescription(argument)),
      );
    });
    output = output.concat(
      this.formatItemList('Arguments:', argumentList, helper),
    );

    // Options
    const optionGroups = this.groupItems(
      cmd.options,
      helper.visibleOptions(cmd),
      (option) => option.helpGroupHeading ?? 'Options:',
    );
    optionGroups.forEach((options, group) => {
      const optionList = options.map((option) => {
        return callFormatItem(
          helper.styleOptionTerm(helper.optionTerm(option)),
          helper.styleOptionDescription(helper.optionDescription(option)),
        );
      });
      output = output.concat(this.formatItemList(group, optionList, helper));
    });

    if (helper.showGlobalOptions) {
      const globalOptionList = helper
        .visibleGlobalOptions(cmd)
        .map((option) => {
          return callFormatItem(
            helper.styleOptionTerm(helper.optionTerm(option)),
            helper.styleOptionDescription(helper.optionDescription(option)),
          );
        });
      output = output.concat(
        this.formatItemList('Global Options:', globalOptionList, helper),
      );
    }

    // Commands
    const commandGroups = this.groupItems(
      cmd.commands,
      helper.visibleCommands(cmd),
      (sub) => sub.helpGroup() || 'Commands:',
    );
    commandGroups.forEach((commands, group) => {
      const commandList = commands.map((sub) => {
        return callFormatItem(
          helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
          helper.styleSubcommandDescription(helper.subcommandDescription(sub)),
        );
      });
      output = output.concat(this.formatItemList(group, commandList, helper));
    });

    return output.join('\n');
  }

  /**
   * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
   *
   * @param {string} str
   * @returns {number}
   */
  displayWidth(str) {
    return (0,external_node_util_namespaceObject.stripVTControlCharacters)(str).length;
  }

  /**
   * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
   *
   * @param {string} str
   * @returns {string}
   */
  styleTitle(str) {
    return str;
  }

  styleUsage(str) {
    // Usage has lots of parts the user might like to color separately! Assume default usage string which is formed like:
    //    command subcommand [options] [command] <foo> [bar]
    return str
      .split(' ')
      .map((word) => {
        if (word === '[options]') return this.styleOptionText(word);
        if (word === '[command]') return this.styleSubcommandText(word);
        if (word[0] === '[' || word[0] === '<')
          return this.styleArgumentText(word);
        return this.styleCommandText(word); // Restrict to initial words?
      })
      .join(' ');
  }
  styleCommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleOptionDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleSubcommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleArgumentDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleDescriptionText(str) {
    return str;
  }
  styleOptionTerm(str) {
    return this.styleOptionText(str);
  }
  styleSubcommandTerm(str) {
    // This is very like usage with lots of parts! Assume default string which is formed like:
    //    subcommand [options] <foo> [bar]
    return str
      .split(' ')
      .map((word) => {
        if (word === '[options]') return this.styleOptionText(word);
        if (word[0] === '[' || word[0] === '<')
          return this.styleArgumentText(word);
        return this.styleSubcommandText(word); // Restrict to initial words?
      })
      .join(' ');
  }
  styleArgumentTerm(str) {
    return this.styleArgumentText(str);
  }
  styleOptionText(str) {
    return str;
  }
  styleArgumentText(str) {
    return str;
  }
  styleSubcommandText(str) {
    return str;
  }
  styleCommandText(str) {
    return str;
  }

  /**
   * Calculate the pad width from the maximum term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  padWidth(cmd, helper) {
    return Math.max(
      helper.longestOptionTermLength(cmd, helper),
      helper.longestGlobalOptionTermLength(cmd, helper),
      helper.longestSubcommandTermLength(cmd, helper),
      helper.longestArgumentTermLength(cmd, helper),
    );
  }

  /**
   * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
   *
   * @param {string} str
   * @returns {boolean}
   */
  preformatted(str) {
    return /\n[^\S\r\n]/.test(str);
  }

  /**
   * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
   *
   * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
   *   TTT  DDD DDDD
   *        DD DDD
   *
   * @param {string} term
   * @param {number} termWidth
   * @param {string} description
   * @param {Help} helper
   * @returns {string}
   */
  formatItem(term, termWidth, description, helper) {
    const itemIndent = 2;
    const itemIndentStr = ' '.repeat(itemIndent);
    if (!description) return itemIndentStr + term;

    // Pad the term out to a consistent width, so descriptions are aligned.
    const paddedTerm = term.padEnd(
      termWidth + term.length - helper.displayWidth(term),
    );

    // Format the description.
    const spacerWidth = 2; // between term and description
    const helpWidth = this.helpWidth ?? 80; // in case prepareContext() was not called
    const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
    let formattedDescription;
    if (
      remainingWidth < this.minWidthToWrap ||
      helper.preformatted(description)
    ) {
      formattedDescription = description;
    } else {
      const wrappedDescription = helper.boxWrap(description, remainingWidth);
      formattedDescription = wrappedDescription.replace(
        /\n/g,
        '\n' + ' '.repeat(termWidth + spacerWidth),
      );
    }

    // Construct and overall indent.
    return (
      itemIndentStr +
      paddedTerm +
      ' '.repeat(spacerWidth) +
      formattedDescription.replace(/\n/g, `\n${itemIndentStr}`)
    );
  }

  /**
   * Wrap a string at whitespace, preserving existing line breaks.
   * Wrapping is skipped if the width is less than `minWidthToWrap`.
   *
   * @param {string} str
   * @param {number} width
   * @returns {string}
   */
  boxWrap(str, width) {
    if (width < this.minWidthToWrap) return str;

    const rawLines = str.split(/\r\n|\n/);
    // split up text by whitespace
    const chunkPattern = /[\s]*[^\s]+/g;
    const wrappedLines = [];
    rawLines.forEach((line) => {
      const chunks = line.match(chunkPattern);
      if (chunks === null) {
        wrappedLines.push('');
        return;
      }

      let sumChunks = [chunks.shift()];
      let sumWidth = this.displayWidth(sumChunks[0]);
      chunks.forEach((chunk) => {
        const visibleWidth = this.displayWidth(chunk);
        // Accumulate chunks while they fit into width.
        if (sumWidth + visibleWidth <= width) {
          sumChunks.push(chunk);
          sumWidth += visibleWidth;
          return;
        }
        wrappedLines.push(sumChunks.join(''));

        const nextChunk = chunk.trimStart(); // trim space at line break
        sumChunks = [nextChunk];
        sumWidth = this.displayWidth(nextChunk);
      });
      wrappedLines.push(sumChunks.join(''));
    });

    return wrappedLines.join('\n');
  }
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/option.js


class option_Option {
  /**
   * Initialize a new `Option` with the given `flags` and `description`.
   *
   * @param {string} flags
   * @param {string} [description]
   */

  constructor(flags, description) {
    this.flags = flags;
    this.description = description || '';

    this.required = flags.includes('<'); // A value must be supplied when the option is specified.
    this.optional = flags.includes('['); // A value is optional when the option is specified.
    // variadic test ignores <value,...> et al which might be used to describe custom splitting of single argument
    this.variadic = /\p{ID_Continue}\.\.\.[>\]]$/u.test(flags); // The option can take multiple values.
    this.mandatory = false; // The option must have a value after parsing, which usually means it must be specified on command line.
    const optionFlags = splitOptionFlags(flags);
    this.short = optionFlags.shortFlag; // May be a short flag, undefined, or even a long flag (if option has two long flags).
    this.long = optionFlags.longFlag;
    this.negate = false;
    if (this.long) {
      this.negate = this.long.startsWith('--no-');
    }
    this.defaultValue = undefined;
    this.defaultValueDescription = undefined;
    this.presetArg = undefined;
    this.envVar = undefined;
    this.parseArg = undefined;
    this.hidden = false;
    this.argChoices = undefined;
    this.conflictsWith = [];
    this.implied = undefined;
    this.helpGroupHeading = undefined; // soft initialised when option added to command
  }

  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Option}
   */

  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }

  /**
   * Preset to use when option used without option-argument, especially optional but also boolean and negated.
   * The custom processing (parseArg) is called.
   *
   * @example
   * new Option('--color').default('GREYSCALE').preset('RGB');
   * new Option('--donate [amount]').preset('20').argParser(parseFloat);
   *
   * @param {*} arg
   * @return {Option}
   */

  preset(arg) {
    this.presetArg = arg;
    return this;
  }

  /**
   * Add option name(s) that conflict with this option.
   * An error will be displayed if conflicting options are found during parsing.
   *
   * @example
   * new Option('--rgb').conflicts('cmyk');
   * new Option('--js').conflicts(['ts', 'jsx']);
   *
   * @param {(string | string[])} names
   * @return {Option}
   */

  conflicts(names) {
    this.conflictsWith = this.conflictsWith.concat(names);
    return this;
  }

  /**
   * Specify implied option values for when this option is set and the implied options are not.
   *
   * The custom processing (parseArg) is not called on the implied values.
   *
   * @example
   * program
   *   .addOption(new Option('--log', 'write logging information to file'))
   *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
   *
   * @param {object} impliedOptionValues
   * @return {Option}
   */
  implies(impliedOptionValues) {
    let newImplied = impliedOptionValues;
    if (typeof impliedOptionValues === 'string') {
      // string is not documented, but easy mistake and we can do what user probably intended.
      newImplied = { [impliedOptionValues]: true };
    }
    this.implied = Object.assign(this.implied || {}, newImplied);
    return this;
  }

  /**
   * Set environment variable to check for option value.
   *
   * An environment variable is only used if when processed the current option value is
   * undefined, or the source of the current value is 'default' or 'config' or 'env'.
   *
   * @param {string} name
   * @return {Option}
   */

  env(name) {
    this.envVar = name;
    return this;
  }

  /**
   * Set the custom handler for processing CLI option arguments into option values.
   *
   * @param {Function} [fn]
   * @return {Option}
   */

  argParser(fn) {
    this.parseArg = fn;
    return this;
  }

  /**
   * Whether the option is mandatory and must have a value after parsing.
   *
   * @param {boolean} [mandatory=true]
   * @return {Option}
   */

  makeOptionMandatory(mandatory = true) {
    this.mandatory = !!mandatory;
    return this;
  }

  /**
   * Hide option in help.
   *
   * @param {boolean} [hide=true]
   * @return {Option}
   */

  hideHelp(hide = true) {
    this.hidden = !!hide;
    return this;
  }

  /**
   * @package
   */

  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }

    previous.push(value);
    return previous;
  }

  /**
   * Only allow option value to be one of choices.
   *
   * @param {string[]} values
   * @return {Option}
   */

  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(', ')}.`,
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }

  /**
   * Return option name.
   *
   * @return {string}
   */

  name() {
    if (this.long) {
      return this.long.replace(/^--/, '');
    }
    return this.short.replace(/^-/, '');
  }

  /**
   * Return option name, in a camelcase format that can be used
   * as an object attribute key.
   *
   * @return {string}
   */

  attributeName() {
    if (this.negate) {
      return camelcase(this.name().replace(/^no-/, ''));
    }
    return camelcase(this.name());
  }

  /**
   * Set the help group heading.
   *
   * @param {string} heading
   * @return {Option}
   */
  helpGroup(heading) {
    this.helpGroupHeading = heading;
    return this;
  }

  /**
   * Check if `arg` matches the short or long flag.
   *
   * @param {string} arg
   * @return {boolean}
   * @package
   */

  is(arg) {
    return this.short === arg || this.long === arg;
  }

  /**
   * Return whether a boolean option.
   *
   * Options are one of boolean, negated, required argument, or optional argument.
   *
   * @return {boolean}
   * @package
   */

  isBoolean() {
    return !this.required && !this.optional && !this.negate;
  }
}

/**
 * This class is to make it easier to work with dual options, without changing the existing
 * implementation. We support separate dual options for separate positive and negative options,
 * like `--build` and `--no-build`, which share a single option value. This works nicely for some
 * use cases, but is tricky for others where we want separate behaviours despite
 * the single shared option value.
 */
class DualOptions {
  /**
   * @param {Option[]} options
   */
  constructor(options) {
    this.positiveOptions = new Map();
    this.negativeOptions = new Map();
    this.dualOptions = new Set();
    options.forEach((option) => {
      if (option.negate) {
        this.negativeOptions.set(option.attributeName(), option);
      } else {
        this.positiveOptions.set(option.attributeName(), option);
      }
    });
    this.negativeOptions.forEach((value, key) => {
      if (this.positiveOptions.has(key)) {
        this.dualOptions.add(key);
      }
    });
  }

  /**
   * Did the value come from the option, and not from possible matching dual option?
   *
   * @param {*} value
   * @param {Option} option
   * @returns {boolean}
   */
  valueFromOption(value, option) {
    const optionKey = option.attributeName();
    if (!this.dualOptions.has(optionKey)) return true;

    // Use the value to deduce if (probably) came from the option.
    const preset = this.negativeOptions.get(optionKey).presetArg;
    const negativeValue = preset !== undefined ? preset : false;
    return option.negate === (negativeValue === value);
  }
}

/**
 * Convert string from kebab-case to camelCase.
 *
 * @param {string} str
 * @return {string}
 * @private
 */

function camelcase(str) {
  return str.split('-').reduce((str, word) => {
    return str + word[0].toUpperCase() + word.slice(1);
  });
}

/**
 * Split the short and long flag out of something like '-m,--mixed <value>'
 *
 * @private
 */

function splitOptionFlags(flags) {
  let shortFlag;
  let longFlag;
  // short flag, single dash and single character
  const shortFlagExp = /^-[^-]$/;
  // long flag, double dash and at least one character
  const longFlagExp = /^--[^-]/;

  const flagParts = flags.split(/[ |,]+/).concat('guard');
  // Normal is short and/or long.
  if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
  if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
  // Long then short. Rarely used but fine.
  if (!shortFlag && shortFlagExp.test(flagParts[0]))
    shortFlag = flagParts.shift();
  // Allow two long flags, like '--ws, --workspace'
  // This is the supported way to have a shortish option flag.
  if (!shortFlag && longFlagExp.test(flagParts[0])) {
    shortFlag = longFlag;
    longFlag = flagParts.shift();
  }

  // Check for unprocessed flag. Fail noisily rather than silently ignore.
  if (flagParts[0].startsWith('-')) {
    const unsupportedFlag = flagParts[0];
    const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
    if (/^-[^-][^-]/.test(unsupportedFlag))
      throw new Error(
        `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`,
      );
    if (shortFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many short flags`);
    if (longFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many long flags`);

    throw new Error(`${baseError}
- unrecognised flag format`);
  }
  if (shortFlag === undefined && longFlag === undefined)
    throw new Error(
      `option creation failed due to no flags found in '${flags}'.`,
    );

  return { shortFlag, longFlag };
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/suggestSimilar.js
const maxDistance = 3;

function editDistance(a, b) {
  // https://en.wikipedia.org/wiki/Damerau–Levenshtein_distance
  // Calculating optimal string alignment distance, no substring is edited more than once.
  // (Simple implementation.)

  // Quick early exit, return worst case.
  if (Math.abs(a.length - b.length) > maxDistance)
    return Math.max(a.length, b.length);

  // distance between prefix substrings of a and b
  const d = [];

  // pure deletions turn a into empty string
  for (let i = 0; i <= a.length; i++) {
    d[i] = [i];
  }
  // pure insertions turn empty string into b
  for (let j = 0; j <= b.length; j++) {
    d[0][j] = j;
  }

  // fill matrix
  for (let j = 1; j <= b.length; j++) {
    for (let i = 1; i <= a.length; i++) {
      let cost;
      if (a[i - 1] === b[j - 1]) {
        cost = 0;
      } else {
        cost = 1;
      }
      d[i][j] = Math.min(
        d[i - 1][j] + 1, // deletion
        d[i][j - 1] + 1, // insertion
        d[i - 1][j - 1] + cost, // substitution
      );
      // transposition
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }

  return d[a.length][b.length];
}

/**
 * Find close matches, restricted to same number of edits.
 *
 * @param {string} word
 * @param {string[]} candidates
 * @returns {string}
 */

function suggestSimilar(word, candidates) {
  if (!candidates || candidates.length === 0) return '';
  // remove possible duplicates
  candidates = Array.from(new Set(candidates));

  const searchingOptions = word.startsWith('--');
  if (searchingOptions) {
    word = word.slice(2);
    candidates = candidates.map((candidate) => candidate.slice(2));
  }

  let similar = [];
  let bestDistance = maxDistance;
  const minSimilarity = 0.4;
  candidates.forEach((candidate) => {
    if (candidate.length <= 1) return; // no one character guesses

    const distance = editDistance(word, candidate);
    const length = Math.max(word.length, candidate.length);
    const similarity = (length - distance) / length;
    if (similarity > minSimilarity) {
      if (distance < bestDistance) {
        // better edit distance, throw away previous worse matches
        bestDistance = distance;
        similar = [candidate];
      } else if (distance === bestDistance) {
        similar.push(candidate);
      }
    }
  });

  similar.sort((a, b) => a.localeCompare(b));
  if (searchingOptions) {
    similar = similar.map((candidate) => `--${candidate}`);
  }

  if (similar.length > 1) {
    return `\n(Did you mean one of ${similar.join(', ')}?)`;
  }
  if (similar.length === 1) {
    return `\n(Did you mean ${similar[0]}?)`;
  }
  return '';
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/command.js













class command_Command extends external_node_events_.EventEmitter {
  /**
   * Initialize a new `Command`.
   *
   * @param {string} [name]
   */

  constructor(name) {
    super();
    /** @type {Command[]} */
    this.commands = [];
    /** @type {Option[]} */
    this.options = [];
    this.parent = null;
    this._allowUnknownOption = false;
    this._allowExcessArguments = false;
    /** @type {Argument[]} */
    this.registeredArguments = [];
    this._args = this.registeredArguments; // deprecated old name
    /** @type {string[]} */
    this.args = []; // cli args with options removed
    this.rawArgs = [];
    this.processedArgs = []; // like .args but after custom processing and collecting variadic
    this._scriptPath = null;
    this._name = name || '';
    this._optionValues = {};
    this._optionValueSources = {}; // default, env, cli etc
    this._storeOptionsAsProperties = false;
    this._actionHandler = null;
    this._executableHandler = false;
    this._executableFile = null; // custom name for executable
    this._executableDir = null; // custom search directory for subcommands
    this._defaultCommandName = null;
    this._exitCallback = null;
    this._aliases = [];
    this._combineFlagAndOptionalValue = true;
    this._description = '';
    this._summary = '';
    this._argsDescription = undefined; // legacy
    this._enablePositionalOptions = false;
    this._passThroughOptions = false;
    this._lifeCycleHooks = {}; // a hash of arrays
    /** @type {(boolean | string)} */
    this._showHelpAfterError = false;
    this._showSuggestionAfterError = true;
    this._savedState = null; // used in save/restoreStateBeforeParse

    // see configureOutput() for docs
    this._outputConfiguration = {
      writeOut: (str) => external_node_process_namespaceObject.stdout.write(str),
      writeErr: (str) => external_node_process_namespaceObject.stderr.write(str),
      outputError: (str, write) => write(str),
      getOutHelpWidth: () =>
        external_node_process_namespaceObject.stdout.isTTY ? external_node_process_namespaceObject.stdout.columns : undefined,
      getErrHelpWidth: () =>
        external_node_process_namespaceObject.stderr.isTTY ? external_node_process_namespaceObject.stderr.columns : undefined,
      getOutHasColors: () =>
        useColor() ?? (external_node_process_namespaceObject.stdout.isTTY && external_node_process_namespaceObject.stdout.hasColors?.()),
      getErrHasColors: () =>
        useColor() ?? (external_node_process_namespaceObject.stderr.isTTY && external_node_process_namespaceObject.stderr.hasColors?.()),
      stripColor: (str) => (0,external_node_util_namespaceObject.stripVTControlCharacters)(str),
    };

    this._hidden = false;
    /** @type {(Option | null | undefined)} */
    this._helpOption = undefined; // Lazy created on demand. May be null if help option is disabled.
    this._addImplicitHelpCommand = undefined; // undecided whether true or false yet, not inherited
    /** @type {Command} */
    this._helpCommand = undefined; // lazy initialised, inherited
    this._helpConfiguration = {};
    /** @type {string | undefined} */
    this._helpGroupHeading = undefined; // soft initialised when added to parent
    /** @type {string | undefined} */
    this._defaultCommandGroup = undefined;
    /** @type {string | undefined} */
    this._defaultOptionGroup = undefined;
  }

  /**
   * Copy settings that are useful to have in common across root command and subcommands.
   *
   * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
   *
   * @param {Command} sourceCommand
   * @return {Command} `this` command for chaining
   */
  copyInheritedSettings(sourceCommand) {
    this._outputConfiguration = sourceCommand._outputConfiguration;
    this._helpOption = sourceCommand._helpOption;
    this._helpCommand = sourceCommand._helpCommand;
    this._helpConfiguration = sourceCommand._helpConfiguration;
    this._exitCallback = sourceCommand._exitCallback;
    this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
    this._combineFlagAndOptionalValue =
      sourceCommand._combineFlagAndOptionalValue;
    this._allowExcessArguments = sourceCommand._allowExcessArguments;
    this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
    this._showHelpAfterError = sourceCommand._showHelpAfterError;
    this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;

    return this;
  }

  /**
   * @returns {Command[]}
   * @private
   */

  _getCommandAndAncestors() {
    const result = [];
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    for (let command = this; command; command = command.parent) {
      result.push(command);
    }
    return result;
  }

  /**
   * Define a command.
   *
   * There are two styles of command: pay attention to where to put the description.
   *
   * @example
   * // Command implemented using action handler (description is supplied separately to `.command`)
   * program
   *   .command('clone <source> [destination]')
   *   .description('clone a repository into a newly created directory')
   *   .action((source, destination) => {
   *     console.log('clone command called');
   *   });
   *
   * // Command implemented using separate executable file (description is second parameter to `.command`)
   * program
   *   .command('start <service>', 'start named service')
   *   .command('stop [service]', 'stop named service, or all if no name supplied');
   *
   * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
   * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
   * @param {object} [execOpts] - configuration options (for executable)
   * @return {Command} returns new command for action handler, or `this` for executable command
   */

  command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
    let desc = actionOptsOrExecDesc;
    let opts = execOpts;
    if (typeof desc === 'object' && desc !== null) {
      opts = desc;
      desc = null;
    }
    opts = opts || {};
    const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);

    const cmd = this.createCommand(name);
    if (desc) {
      cmd.description(desc);
      cmd._executableHandler = true;
    }
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    cmd._hidden = !!(opts.noHelp || opts.hidden); // noHelp is deprecated old name for hidden
    cmd._executableFile = opts.executableFile || null; // Custom name for executable file, set missing to null to match constructor
    if (args) cmd.arguments(args);
    this._registerCommand(cmd);
    cmd.parent = this;
    cmd.copyInheritedSettings(this);

    if (desc) return this;
    return cmd;
  }

  /**
   * Factory routine to create a new unattached command.
   *
   * See .command() for creating an attached subcommand, which uses this routine to
   * create the command. You can override createCommand to customise subcommands.
   *
   * @param {string} [name]
   * @return {Command} new command
   */

  createCommand(name) {
    return new command_Command(name);
  }

  /**
   * You can customise the help with a subclass of Help by overriding createHelp,
   * or by overriding Help properties using configureHelp().
   *
   * @return {Help}
   */

  createHelp() {
    return Object.assign(new Help(), this.configureHelp());
  }

  /**
   * You can customise the help by overriding Help properties using configureHelp(),
   * or with a subclass of Help by overriding createHelp().
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */

  configureHelp(configuration) {
    if (configuration === undefined) return this._helpConfiguration;

    this._helpConfiguration = configuration;
    return this;
  }

  /**
   * The default output goes to stdout and stderr. You can customise this for special
   * applications. You can also customise the display of errors by overriding outputError.
   *
   * The configuration properties are all functions:
   *
   *     // change how output being written, defaults to stdout and stderr
   *     writeOut(str)
   *     writeErr(str)
   *     // change how output being written for errors, defaults to writeErr
   *     outputError(str, write) // used for displaying errors and not used for displaying help
   *     // specify width for wrapping help
   *     getOutHelpWidth()
   *     getErrHelpWidth()
   *     // color support, currently only used with Help
   *     getOutHasColors()
   *     getErrHasColors()
   *     stripColor() // used to remove ANSI escape codes if output does not have colors
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */

  configureOutput(configuration) {
    if (configuration === undefined) return this._outputConfiguration;

    this._outputConfiguration = {
      ...this._outputConfiguration,
      ...configuration,
    };
    return this;
  }

  /**
   * Display the help or a custom message after an error occurs.
   *
   * @param {(boolean|string)} [displayHelp]
   * @return {Command} `this` command for chaining
   */
  showHelpAfterError(displayHelp = true) {
    if (typeof displayHelp !== 'string') displayHelp = !!displayHelp;
    this._showHelpAfterError = displayHelp;
    return this;
  }

  /**
   * Display suggestion of similar commands for unknown commands, or options for unknown options.
   *
   * @param {boolean} [displaySuggestion]
   * @return {Command} `this` command for chaining
   */
  showSuggestionAfterError(displaySuggestion = true) {
    this._showSuggestionAfterError = !!displaySuggestion;
    return this;
  }

  /**
   * Add a prepared subcommand.
   *
   * See .command() for creating an attached subcommand which inherits settings from its parent.
   *
   * @param {Command} cmd - new subcommand
   * @param {object} [opts] - configuration options
   * @return {Command} `this` command for chaining
   */

  addCommand(cmd, opts) {
    if (!cmd._name) {
      throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
    }

    opts = opts || {};
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    if (opts.noHelp || opts.hidden) cmd._hidden = true; // modifying passed command due to existing implementation

    this._registerCommand(cmd);
    cmd.parent = this;
    cmd._checkForBrokenPassThrough();

    return this;
  }

  /**
   * Factory routine to create a new unattached argument.
   *
   * See .argument() for creating an attached argument, which uses this routine to
   * create the argument. You can override createArgument to return a custom argument.
   *
   * @param {string} name
   * @param {string} [description]
   * @return {Argument} new argument
   */

  createArgument(name, description) {
    return new argument_Argument(name, description);
  }

  /**
   * Define argument syntax for command.
   *
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @example
   * program.argument('<input-file>');
   * program.argument('[output-file]');
   *
   * @param {string} name
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom argument processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  argument(name, description, parseArg, defaultValue) {
    const argument = this.createArgument(name, description);
    if (typeof parseArg === 'function') {
      argument.default(defaultValue).argParser(parseArg);
    } else {
      argument.default(parseArg);
    }
    this.addArgument(argument);
    return this;
  }

  /**
   * Define argument syntax for command, adding multiple at once (without descriptions).
   *
   * See also .argument().
   *
   * @example
   * program.arguments('<cmd> [env]');
   *
   * @param {string} names
   * @return {Command} `this` command for chaining
   */

  arguments(names) {
    names
      .trim()
      .split(/ +/)
      .forEach((detail) => {
        this.argument(detail);
      });
    return this;
  }

  /**
   * Define argument syntax for command, adding a prepared argument.
   *
   * @param {Argument} argument
   * @return {Command} `this` command for chaining
   */
  addArgument(argument) {
    const previousArgument = this.registeredArguments.slice(-1)[0];
    if (previousArgument?.variadic) {
      throw new Error(
        `only the last argument can be variadic '${previousArgument.name()}'`,
      );
    }
    if (
      argument.required &&
      argument.defaultValue !== undefined &&
      argument.parseArg === undefined
    ) {
      throw new Error(
        `a default value for a required argument is never used: '${argument.name()}'`,
      );
    }
    this.registeredArguments.push(argument);
    return this;
  }

  /**
   * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
   *
   * @example
   *    program.helpCommand('help [cmd]');
   *    program.helpCommand('help [cmd]', 'show help');
   *    program.helpCommand(false); // suppress default help command
   *    program.helpCommand(true); // add help command even if no subcommands
   *
   * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
   * @param {string} [description] - custom description
   * @return {Command} `this` command for chaining
   */

  helpCommand(enableOrNameAndArgs, description) {
    if (typeof enableOrNameAndArgs === 'boolean') {
      this._addImplicitHelpCommand = enableOrNameAndArgs;
      if (enableOrNameAndArgs && this._defaultCommandGroup) {
        // make the command to store the group
        this._initCommandGroup(this._getHelpCommand());
      }
      return this;
    }

    const nameAndArgs = enableOrNameAndArgs ?? 'help [command]';
    const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
    const helpDescription = description ?? 'display help for command';

    const helpCommand = this.createCommand(helpName);
    helpCommand.helpOption(false);
    if (helpArgs) helpCommand.arguments(helpArgs);
    if (helpDescription) helpCommand.description(helpDescription);

    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    // init group unless lazy create
    if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);

    return this;
  }

  /**
   * Add prepared custom help command.
   *
   * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
   * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
   * @return {Command} `this` command for chaining
   */
  addHelpCommand(helpCommand, deprecatedDescription) {
    // If not passed an object, call through to helpCommand for backwards compatibility,
    // as addHelpCommand was originally used like helpCommand is now.
    if (typeof helpCommand !== 'object') {
      this.helpCommand(helpCommand, deprecatedDescription);
      return this;
    }

    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    this._initCommandGroup(helpCommand);
    return this;
  }

  /**
   * Lazy create help command.
   *
   * @return {(Command|null)}
   * @package
   */
  _getHelpCommand() {
    const hasImplicitHelpCommand =
      this._addImplicitHelpCommand ??
      (this.commands.length &&
        !this._actionHandler &&
        !this._findCommand('help'));

    if (hasImplicitHelpCommand) {
      if (this._helpCommand === undefined) {
        this.helpCommand(undefined, undefined); // use default name and description
      }
      return this._helpCommand;
    }
    return null;
  }

  /**
   * Add hook for life cycle event.
   *
   * @param {string} event
   * @param {Function} listener
   * @return {Command} `this` command for chaining
   */

  hook(event, listener) {
    const allowedValues = ['preSubcommand', 'preAction', 'postAction'];
    if (!allowedValues.includes(event)) {
      throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
    }
    if (this._lifeCycleHooks[event]) {
      this._lifeCycleHooks[event].push(listener);
    } else {
      this._lifeCycleHooks[event] = [listener];
    }
    return this;
  }

  /**
   * Register callback to use as replacement for calling process.exit.
   *
   * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
   * @return {Command} `this` command for chaining
   */

  exitOverride(fn) {
    if (fn) {
      this._exitCallback = fn;
    } else {
      this._exitCallback = (err) => {
        if (err.code !== 'commander.executeSubCommandAsync') {
          throw err;
        } else {
          // Async callback from spawn events, not useful to throw.
        }
      };
    }
    return this;
  }

  /**
   * Call process.exit, and _exitCallback if defined.
   *
   * @param {number} exitCode exit code for using with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   * @return never
   * @private
   */

  _exit(exitCode, code, message) {
    if (this._exitCallback) {
      this._exitCallback(new CommanderError(exitCode, code, message));
      // Expecting this line is not reached.
    }
    external_node_process_namespaceObject.exit(exitCode);
  }

  /**
   * Register callback `fn` for the command.
   *
   * @example
   * program
   *   .command('serve')
   *   .description('start service')
   *   .action(function() {
   *      // do work here
   *   });
   *
   * @param {Function} fn
   * @return {Command} `this` command for chaining
   */

  action(fn) {
    const listener = (args) => {
      // The .action callback takes an extra parameter which is the command or options.
      const expectedArgsCount = this.registeredArguments.length;
      const actionArgs = args.slice(0, expectedArgsCount);
      if (this._storeOptionsAsProperties) {
        actionArgs[expectedArgsCount] = this; // backwards compatible "options"
      } else {
        actionArgs[expectedArgsCount] = this.opts();
      }
      actionArgs.push(this);

      return fn.apply(this, actionArgs);
    };
    this._actionHandler = listener;
    return this;
  }

  /**
   * Factory routine to create a new unattached option.
   *
   * See .option() for creating an attached option, which uses this routine to
   * create the option. You can override createOption to return a custom option.
   *
   * @param {string} flags
   * @param {string} [description]
   * @return {Option} new option
   */

  createOption(flags, description) {
    return new option_Option(flags, description);
  }

  /**
   * Wrap parseArgs to catch 'commander.invalidArgument'.
   *
   * @param {(Option | Argument)} target
   * @param {string} value
   * @param {*} previous
   * @param {string} invalidArgumentMessage
   * @private
   */

  _callParseArg(target, value, previous, invalidArgumentMessage) {
    try {
      return target.parseArg(value, previous);
    } catch (err) {
      if (err.code === 'commander.invalidArgument') {
        const message = `${invalidArgumentMessage} ${err.message}`;
        this.error(message, { exitCode: err.exitCode, code: err.code });
      }
      throw err;
    }
  }

  /**
   * Check for option flag conflicts.
   * Register option if no conflicts found, or throw on conflict.
   *
   * @param {Option} option
   * @private
   */

  _registerOption(option) {
    const matchingOption =
      (option.short && this._findOption(option.short)) ||
      (option.long && this._findOption(option.long));
    if (matchingOption) {
      const matchingFlag =
        option.long && this._findOption(option.long)
          ? option.long
          : option.short;
      throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
    }

    this._initOptionGroup(option);
    this.options.push(option);
  }

  /**
   * Check for command name and alias conflicts with existing commands.
   * Register command if no conflicts found, or throw on conflict.
   *
   * @param {Command} command
   * @private
   */

  _registerCommand(command) {
    const knownBy = (cmd) => {
      return [cmd.name()].concat(cmd.aliases());
    };

    const alreadyUsed = knownBy(command).find((name) =>
      this._findCommand(name),
    );
    if (alreadyUsed) {
      const existingCmd = knownBy(this._findCommand(alreadyUsed)).join('|');
      const newCmd = knownBy(command).join('|');
      throw new Error(
        `cannot add command '${newCmd}' as already have command '${existingCmd}'`,
      );
    }

    this._initCommandGroup(command);
    this.commands.push(command);
  }

  /**
   * Add an option.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addOption(option) {
    this._registerOption(option);

    const oname = option.name();
    const name = option.attributeName();

    // store default value
    if (option.defaultValue !== undefined) {
      this.setOptionValueWithSource(name, option.defaultValue, 'default');
    }

    // handler for cli and env supplied values
    const handleOptionValue = (val, invalidValueMessage, valueSource) => {
      // val is null for optional option used without an optional-argument.
      // val is undefined for boolean and negated option.
      if (val == null && option.presetArg !== undefined) {
        val = option.presetArg;
      }

      // custom processing
      const oldValue = this.getOptionValue(name);
      if (val !== null && option.parseArg) {
        val = this._callParseArg(option, val, oldValue, invalidValueMessage);
      } else if (val !== null && option.variadic) {
        val = option._collectValue(val, oldValue);
      }

      // Fill-in appropriate missing values. Long winded but easy to follow.
      if (val == null) {
        if (option.negate) {
          val = false;
        } else if (option.isBoolean() || option.optional) {
          val = true;
        } else {
          val = ''; // not normal, parseArg might have failed or be a mock function for testing
        }
      }
      this.setOptionValueWithSource(name, val, valueSource);
    };

    this.on('option:' + oname, (val) => {
      const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
      handleOptionValue(val, invalidValueMessage, 'cli');
    });

    if (option.envVar) {
      this.on('optionEnv:' + oname, (val) => {
        const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
        handleOptionValue(val, invalidValueMessage, 'env');
      });
    }

    return this;
  }

  /**
   * Internal implementation shared by .option() and .requiredOption()
   *
   * @return {Command} `this` command for chaining
   * @private
   */
  _optionEx(config, flags, description, fn, defaultValue) {
    if (typeof flags === 'object' && flags instanceof option_Option) {
      throw new Error(
        'To add an Option object use addOption() instead of option() or requiredOption()',
      );
    }
    const option = this.createOption(flags, description);
    option.makeOptionMandatory(!!config.mandatory);
    if (typeof fn === 'function') {
      option.default(defaultValue).argParser(fn);
    } else if (fn instanceof RegExp) {
      // deprecated
      const regex = fn;
      fn = (val, def) => {
        const m = regex.exec(val);
        return m ? m[0] : def;
      };
      option.default(defaultValue).argParser(fn);
    } else {
      option.default(fn);
    }

    return this.addOption(option);
  }

  /**
   * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
   * option-argument is indicated by `<>` and an optional option-argument by `[]`.
   *
   * See the README for more details, and see also addOption() and requiredOption().
   *
   * @example
   * program
   *     .option('-p, --pepper', 'add pepper')
   *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
   *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
   *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */

  option(flags, description, parseArg, defaultValue) {
    return this._optionEx({}, flags, description, parseArg, defaultValue);
  }

  /**
   * Add a required option which must have a value after parsing. This usually means
   * the option must be specified on the command line. (Otherwise the same as .option().)
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */

  requiredOption(flags, description, parseArg, defaultValue) {
    return this._optionEx(
      { mandatory: true },
      flags,
      description,
      parseArg,
      defaultValue,
    );
  }

  /**
   * Alter parsing of short flags with optional values.
   *
   * @example
   * // for `.option('-f,--flag [value]'):
   * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
   * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
   *
   * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
   * @return {Command} `this` command for chaining
   */
  combineFlagAndOptionalValue(combine = true) {
    this._combineFlagAndOptionalValue = !!combine;
    return this;
  }

  /**
   * Allow unknown options on the command line.
   *
   * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
   * @return {Command} `this` command for chaining
   */
  allowUnknownOption(allowUnknown = true) {
    this._allowUnknownOption = !!allowUnknown;
    return this;
  }

  /**
   * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
   *
   * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
   * @return {Command} `this` command for chaining
   */
  allowExcessArguments(allowExcess = true) {
    this._allowExcessArguments = !!allowExcess;
    return this;
  }

  /**
   * Enable positional options. Positional means global options are specified before subcommands which lets
   * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
   * The default behaviour is non-positional and global options may appear anywhere on the command line.
   *
   * @param {boolean} [positional]
   * @return {Command} `this` command for chaining
   */
  enablePositionalOptions(positional = true) {
    this._enablePositionalOptions = !!positional;
    return this;
  }

  /**
   * Pass through options that come after command-arguments rather than treat them as command-options,
   * so actual command-options come before command-arguments. Turning this on for a subcommand requires
   * positional options to have been enabled on the program (parent commands).
   * The default behaviour is non-positional and options may appear before or after command-arguments.
   *
   * @param {boolean} [passThrough] for unknown options.
   * @return {Command} `this` command for chaining
   */
  passThroughOptions(passThrough = true) {
    this._passThroughOptions = !!passThrough;
    this._checkForBrokenPassThrough();
    return this;
  }

  /**
   * @private
   */

  _checkForBrokenPassThrough() {
    if (
      this.parent &&
      this._passThroughOptions &&
      !this.parent._enablePositionalOptions
    ) {
      throw new Error(
        `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`,
      );
    }
  }

  /**
   * Whether to store option values as properties on command object,
   * or store separately (specify false). In both cases the option values can be accessed using .opts().
   *
   * @param {boolean} [storeAsProperties=true]
   * @return {Command} `this` command for chaining
   */

  storeOptionsAsProperties(storeAsProperties = true) {
    if (this.options.length) {
      throw new Error('call .storeOptionsAsProperties() before adding options');
    }
    if (Object.keys(this._optionValues).length) {
      throw new Error(
        'call .storeOptionsAsProperties() before setting option values',
      );
    }
    this._storeOptionsAsProperties = !!storeAsProperties;
    return this;
  }

  /**
   * Retrieve option value.
   *
   * @param {string} key
   * @return {object} value
   */

  getOptionValue(key) {
    if (this._storeOptionsAsProperties) {
      return this[key];
    }
    return this._optionValues[key];
  }

  /**
   * Store option value.
   *
   * @param {string} key
   * @param {object} value
   * @return {Command} `this` command for chaining
   */

  setOptionValue(key, value) {
    return this.setOptionValueWithSource(key, value, undefined);
  }

  /**
   * Store option value and where the value came from.
   *
   * @param {string} key
   * @param {object} value
   * @param {string} source - expected values are default/config/env/cli/implied
   * @return {Command} `this` command for chaining
   */

  setOptionValueWithSource(key, value, source) {
    if (this._storeOptionsAsProperties) {
      this[key] = value;
    } else {
      this._optionValues[key] = value;
    }
    this._optionValueSources[key] = source;
    return this;
  }

  /**
   * Get source of option value.
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */

  getOptionValueSource(key) {
    return this._optionValueSources[key];
  }

  /**
   * Get source of option value. See also .optsWithGlobals().
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */

  getOptionValueSourceWithGlobals(key) {
    // global overwrites local, like optsWithGlobals
    let source;
    this._getCommandAndAncestors().forEach((cmd) => {
      if (Object.hasOwn(cmd._optionValueSources, key)) {
        source = cmd.getOptionValueSource(key);
      }
    });
    return source;
  }

  /**
   * Get user arguments from implied or explicit arguments.
   * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
   *
   * @private
   */

  _prepareUserArgs(argv, parseOptions) {
    if (argv !== undefined && !Array.isArray(argv)) {
      throw new Error('first parameter to parse must be array or undefined');
    }
    parseOptions = parseOptions || {};

    // auto-detect argument conventions if nothing supplied
    if (argv === undefined && parseOptions.from === undefined) {
      if (external_node_process_namespaceObject.versions?.electron) {
        parseOptions.from = 'electron';
      }
      // check node specific options for scenarios where user CLI args follow executable without scriptname
      const execArgv = external_node_process_namespaceObject.execArgv ?? [];
      if (
        execArgv.includes('-e') ||
        execArgv.includes('--eval') ||
        execArgv.includes('-p') ||
        execArgv.includes('--print')
      ) {
        parseOptions.from = 'eval'; // internal usage, not documented
      }
    }

    // default to using process.argv
    if (argv === undefined) {
      argv = external_node_process_namespaceObject.argv;
    }
    this.rawArgs = argv.slice();

    // extract the user args and scriptPath
    let userArgs;
    switch (parseOptions.from) {
      case undefined:
      case 'node':
        this._scriptPath = argv[1];
        userArgs = argv.slice(2);
        break;
      case 'electron':
        // @ts-ignore: because defaultApp is an unknown property
        if (external_node_process_namespaceObject.defaultApp) {
          this._scriptPath = argv[1];
          userArgs = argv.slice(2);
        } else {
          userArgs = argv.slice(1);
        }
        break;
      case 'user':
        userArgs = argv.slice(0);
        break;
      case 'eval':
        userArgs = argv.slice(1);
        break;
      default:
        throw new Error(
          `unexpected parse option { from: '${parseOptions.from}' }`,
        );
    }

    // Find default name for program from arguments.
    if (!this._name && this._scriptPath)
      this.nameFromFilename(this._scriptPath);
    this._name = this._name || 'program';

    return userArgs;
  }

  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Use parseAsync instead of parse if any of your action handlers are async.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * program.parse(); // parse process.argv and auto-detect electron and special node flags
   * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
   * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv] - optional, defaults to process.argv
   * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
   * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
   * @return {Command} `this` command for chaining
   */

  parse(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    this._parseCommand([], userArgs);

    return this;
  }

  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
   * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
   * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv]
   * @param {object} [parseOptions]
   * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
   * @return {Promise}
   */

  async parseAsync(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    await this._parseCommand([], userArgs);

    return this;
  }

  _prepareForParse() {
    // Save the state the first time, then restore the state before each subsequent parse.
    if (this._savedState === null) {
      // Do the special default of lone negated option to true, now that we have all the options.
      // Filter for negated options that have not been processed already.
      this.options
        .filter(
          (option) =>
            option.negate &&
            option.defaultValue === undefined &&
            this.getOptionValue(option.attributeName()) === undefined,
        )
        .forEach((option) => {
          // check for lone negated option: --no-foo without a --foo option
          const positiveLongFlag = option.long.replace(/^--no-/, '--');
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              option.attributeName(),
              true,
              'default',
            );
          }
        });

      this.saveStateBeforeParse();
    } else {
      this.restoreStateBeforeParse();
    }
  }

  /**
   * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state saved.
   */
  saveStateBeforeParse() {
    this._savedState = {
      // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
      _name: this._name,
      // option values before parse have default values (including false for negated options)
      // shallow clones
      _optionValues: { ...this._optionValues },
      _optionValueSources: { ...this._optionValueSources },
    };
  }

  /**
   * Restore state before parse for calls after the first.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state restored.
   */
  restoreStateBeforeParse() {
    if (this._storeOptionsAsProperties)
      throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);

    // clear state from _prepareUserArgs
    this._name = this._savedState._name;
    this._scriptPath = null;
    this.rawArgs = [];
    // clear state from setOptionValueWithSource
    this._optionValues = { ...this._savedState._optionValues };
    this._optionValueSources = { ...this._savedState._optionValueSources };
    // clear state from _parseCommand
    this.args = [];
    // clear state from _processArguments
    this.processedArgs = [];
  }

  /**
   * Throw if expected executable is missing. Add lots of help for author.
   *
   * @param {string} executableFile
   * @param {string} executableDir
   * @param {string} subcommandName
   */
  _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
    if (external_node_fs_.existsSync(executableFile)) return;

    const executableDirMessage = executableDir
      ? `searched for local subcommand relative to directory '${executableDir}'`
      : 'no directory for search for local subcommand, use .executableDir() to supply a custom directory';
    const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
    throw new Error(executableMissing);
  }

  /**
   * Execute a sub-command executable.
   *
   * @private
   */

  _executeSubCommand(subcommand, args) {
    args = args.slice();
    const sourceExt = ['.js', '.ts', '.tsx', '.mjs', '.cjs'];

    function findFile(baseDir, baseName) {
      // Look for specified file
      const localBin = external_node_path_.resolve(baseDir, baseName);
      if (external_node_fs_.existsSync(localBin)) return localBin;

      // Stop looking if candidate already has an expected extension.
      if (sourceExt.includes(external_node_path_.extname(baseName))) return undefined;

      // Try all the extensions.
      const foundExt = sourceExt.find((ext) =>
        external_node_fs_.existsSync(`${localBin}${ext}`),
      );
      if (foundExt) return `${localBin}${foundExt}`;

      return undefined;
    }

    // Not checking for help first. Unlikely to have mandatory and executable, and can't robustly test for help flags in external command.
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();

    // executableFile and executableDir might be full path, or just a name
    let executableFile =
      subcommand._executableFile || `${this._name}-${subcommand._name}`;
    let executableDir = this._executableDir || '';
    if (this._scriptPath) {
      let resolvedScriptPath; // resolve possible symlink for installed npm binary
      try {
        resolvedScriptPath = external_node_fs_.realpathSync(this._scriptPath);
      } catch {
        resolvedScriptPath = this._scriptPath;
      }
      executableDir = external_node_path_.resolve(
        external_node_path_.dirname(resolvedScriptPath),
        executableDir,
      );
    }

    // Look for a local file in preference to a command in PATH.
    if (executableDir) {
      let localFile = findFile(executableDir, executableFile);

      // Legacy search using prefix of script name instead of command name
      if (!localFile && !subcommand._executableFile && this._scriptPath) {
        const legacyName = external_node_path_.basename(
          this._scriptPath,
          external_node_path_.extname(this._scriptPath),
        );
        if (legacyName !== this._name) {
          localFile = findFile(
            executableDir,
            `${legacyName}-${subcommand._name}`,
          );
        }
      }
      executableFile = localFile || executableFile;
    }

    const launchWithNode = sourceExt.includes(external_node_path_.extname(executableFile));

    let proc;
    if (external_node_process_namespaceObject.platform !== 'win32') {
      if (launchWithNode) {
        args.unshift(executableFile);
        // add executable arguments to spawn
        args = incrementNodeInspectorPort(external_node_process_namespaceObject.execArgv).concat(args);

        proc = external_node_child_process_.spawn(external_node_process_namespaceObject.argv[0], args, { stdio: 'inherit' });
      } else {
        proc = external_node_child_process_.spawn(executableFile, args, { stdio: 'inherit' });
      }
    } else {
      this._checkForMissingExecutable(
        executableFile,
        executableDir,
        subcommand._name,
      );
      args.unshift(executableFile);
      // add executable arguments to spawn
      args = incrementNodeInspectorPort(external_node_process_namespaceObject.execArgv).concat(args);
      proc = external_node_child_process_.spawn(external_node_process_namespaceObject.execPath, args, { stdio: 'inherit' });
    }

    if (!proc.killed) {
      // testing mainly to avoid leak warnings during unit tests with mocked spawn
      const signals = ['SIGUSR1', 'SIGUSR2', 'SIGTERM', 'SIGINT', 'SIGHUP'];
      signals.forEach((signal) => {
        external_node_process_namespaceObject.on(signal, () => {
          if (proc.killed === false && proc.exitCode === null) {
            // @ts-ignore because signals not typed to known strings
            proc.kill(signal);
          }
        });
      });
    }

    // By default terminate process when spawned process terminates.
    const exitCallback = this._exitCallback;
    proc.on('close', (code) => {
      code = code ?? 1; // code is null if spawned process terminated due to a signal
      if (!exitCallback) {
        external_node_process_namespaceObject.exit(code);
      } else {
        exitCallback(
          new CommanderError(
            code,
            'commander.executeSubCommandAsync',
            '(close)',
          ),
        );
      }
    });
    proc.on('error', (err) => {
      // @ts-ignore: because err.code is an unknown property
      if (err.code === 'ENOENT') {
        this._checkForMissingExecutable(
          executableFile,
          executableDir,
          subcommand._name,
        );
        // @ts-ignore: because err.code is an unknown property
      } else if (err.code === 'EACCES') {
        throw new Error(`'${executableFile}' not executable`);
      }
      if (!exitCallback) {
        external_node_process_namespaceObject.exit(1);
      } else {
        const wrappedError = new CommanderError(
          1,
          'commander.executeSubCommandAsync',
          '(error)',
        );
        wrappedError.nestedError = err;
        exitCallback(wrappedError);
      }
    });

    // Store the reference to the child process
    this.runningCommand = proc;
  }

  /**
   * @private
   */

  _dispatchSubcommand(commandName, operands, unknown) {
    const subCommand = this._findCommand(commandName);
    if (!subCommand) this.help({ error: true });

    subCommand._prepareForParse();
    let promiseChain;
    promiseChain = this._chainOrCallSubCommandHook(
      promiseChain,
      subCommand,
      'preSubcommand',
    );
    promiseChain = this._chainOrCall(promiseChain, () => {
      if (subCommand._executableHandler) {
        this._executeSubCommand(subCommand, operands.concat(unknown));
      } else {
        return subCommand._parseCommand(operands, unknown);
      }
    });
    return promiseChain;
  }

  /**
   * Invoke help directly if possible, or dispatch if necessary.
   * e.g. help foo
   *
   * @private
   */

  _dispatchHelpCommand(subcommandName) {
    if (!subcommandName) {
      this.help();
    }
    const subCommand = this._findCommand(subcommandName);
    if (subCommand && !subCommand._executableHandler) {
      subCommand.help();
    }

    // Fallback to parsing the help flag to invoke the help.
    return this._dispatchSubcommand(
      subcommandName,
      [],
      [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? '--help'],
    );
  }

  /**
   * Check this.args against expected this.registeredArguments.
   *
   * @private
   */

  _checkNumberOfArguments() {
    // too few
    this.registeredArguments.forEach((arg, i) => {
      if (arg.required && this.args[i] == null) {
        this.missingArgument(arg.name());
      }
    });
    // too many
    if (
      this.registeredArguments.length > 0 &&
      this.registeredArguments[this.registeredArguments.length - 1].variadic
    ) {
      return;
    }
    if (this.args.length > this.registeredArguments.length) {
      this._excessArguments(this.args);
    }
  }

  /**
   * Process this.args using this.registeredArguments and save as this.processedArgs!
   *
   * @private
   */

  _processArguments() {
    const myParseArg = (argument, value, previous) => {
      // Extra processing for nice error message on parsing failure.
      let parsedValue = value;
      if (value !== null && argument.parseArg) {
        const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
        parsedValue = this._callParseArg(
          argument,
          value,
          previous,
          invalidValueMessage,
        );
      }
      return parsedValue;
    };

    this._checkNumberOfArguments();

    const processedArgs = [];
    this.registeredArguments.forEach((declaredArg, index) => {
      let value = declaredArg.defaultValue;
      if (declaredArg.variadic) {
        // Collect together remaining arguments for passing together as an array.
        if (index < this.args.length) {
          value = this.args.slice(index);
          if (declaredArg.parseArg) {
            value = value.reduce((processed, v) => {
              return myParseArg(declaredArg, v, processed);
            }, declaredArg.defaultValue);
          }
        } else if (value === undefined) {
          value = [];
        }
      } else if (index < this.args.length) {
        value = this.args[index];
        if (declaredArg.parseArg) {
          value = myParseArg(declaredArg, value, declaredArg.defaultValue);
        }
      }
      processedArgs[index] = value;
    });
    this.processedArgs = processedArgs;
  }

  /**
   * Once we have a promise we chain, but call synchronously until then.
   *
   * @param {(Promise|undefined)} promise
   * @param {Function} fn
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCall(promise, fn) {
    // thenable
    if (promise?.then && typeof promise.then === 'function') {
      // already have a promise, chain callback
      return promise.then(() => fn());
    }
    // callback might return a promise
    return fn();
  }

  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCallHooks(promise, event) {
    let result = promise;
    const hooks = [];
    this._getCommandAndAncestors()
      .reverse()
      .filter((cmd) => cmd._lifeCycleHooks[event] !== undefined)
      .forEach((hookedCommand) => {
        hookedCommand._lifeCycleHooks[event].forEach((callback) => {
          hooks.push({ hookedCommand, callback });
        });
      });
    if (event === 'postAction') {
      hooks.reverse();
    }

    hooks.forEach((hookDetail) => {
      result = this._chainOrCall(result, () => {
        return hookDetail.callback(hookDetail.hookedCommand, this);
      });
    });
    return result;
  }

  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {Command} subCommand
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCallSubCommandHook(promise, subCommand, event) {
    let result = promise;
    if (this._lifeCycleHooks[event] !== undefined) {
      this._lifeCycleHooks[event].forEach((hook) => {
        result = this._chainOrCall(result, () => {
          return hook(this, subCommand);
        });
      });
    }
    return result;
  }

  /**
   * Process arguments in context of this command.
   * Returns action result, in case it is a promise.
   *
   * @private
   */

  _parseCommand(operands, unknown) {
    const parsed = this.parseOptions(unknown);
    this._parseOptionsEnv(); // after cli, so parseArg not called on both cli and env
    this._parseOptionsImplied();
    operands = operands.concat(parsed.operands);
    unknown = parsed.unknown;
    this.args = operands.concat(unknown);

    if (operands && this._findCommand(operands[0])) {
      return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
    }
    if (
      this._getHelpCommand() &&
      operands[0] === this._getHelpCommand().name()
    ) {
      return this._dispatchHelpCommand(operands[1]);
    }
    if (this._defaultCommandName) {
      this._outputHelpIfRequested(unknown); // Run the help for default command from parent rather than passing to default command
      return this._dispatchSubcommand(
        this._defaultCommandName,
        operands,
        unknown,
      );
    }
    if (
      this.commands.length &&
      this.args.length === 0 &&
      !this._actionHandler &&
      !this._defaultCommandName
    ) {
      // probably missing subcommand and no handler, user needs help (and exit)
      this.help({ error: true });
    }

    this._outputHelpIfRequested(parsed.unknown);
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();

    // We do not always call this check to avoid masking a "better" error, like unknown command.
    const checkForUnknownOptions = () => {
      if (parsed.unknown.length > 0) {
        this.unknownOption(parsed.unknown[0]);
      }
    };

    const commandEvent = `command:${this.name()}`;
    if (this._actionHandler) {
      checkForUnknownOptions();
      this._processArguments();

      let promiseChain;
      promiseChain = this._chainOrCallHooks(promiseChain, 'preAction');
      promiseChain = this._chainOrCall(promiseChain, () =>
        this._actionHandler(this.processedArgs),
      );
      if (this.parent) {
        promiseChain = this._chainOrCall(promiseChain, () => {
          this.parent.emit(commandEvent, operands, unknown); // legacy
        });
      }
      promiseChain = this._chainOrCallHooks(promiseChain, 'postAction');
      return promiseChain;
    }
    if (this.parent?.listenerCount(commandEvent)) {
      checkForUnknownOptions();
      this._processArguments();
      this.parent.emit(commandEvent, operands, unknown); // legacy
    } else if (operands.length) {
      if (this._findCommand('*')) {
        // legacy default command
        return this._dispatchSubcommand('*', operands, unknown);
      }
      if (this.listenerCount('command:*')) {
        // skip option check, emit event for possible misspelling suggestion
        this.emit('command:*', operands, unknown);
      } else if (this.commands.length) {
        this.unknownCommand();
      } else {
        checkForUnknownOptions();
        this._processArguments();
      }
    } else if (this.commands.length) {
      checkForUnknownOptions();
      // This command has subcommands and nothing hooked up at this level, so display help (and exit).
      this.help({ error: true });
    } else {
      checkForUnknownOptions();
      this._processArguments();
      // fall through for caller to handle after calling .parse()
    }
  }

  /**
   * Find matching command.
   *
   * @private
   * @return {Command | undefined}
   */
  _findCommand(name) {
    if (!name) return undefined;
    return this.commands.find(
      (cmd) => cmd._name === name || cmd._aliases.includes(name),
    );
  }

  /**
   * Return an option matching `arg` if any.
   *
   * @param {string} arg
   * @return {Option}
   * @package
   */

  _findOption(arg) {
    return this.options.find((option) => option.is(arg));
  }

  /**
   * Display an error message if a mandatory option does not have a value.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */

  _checkForMissingMandatoryOptions() {
    // Walk up hierarchy so can call in subcommand after checking for displaying help.
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd.options.forEach((anOption) => {
        if (
          anOption.mandatory &&
          cmd.getOptionValue(anOption.attributeName()) === undefined
        ) {
          cmd.missingMandatoryOptionValue(anOption);
        }
      });
    });
  }

  /**
   * Display an error message if conflicting options are used together in this.
   *
   * @private
   */
  _checkForConflictingLocalOptions() {
    const definedNonDefaultOptions = this.options.filter((option) => {
      const optionKey = option.attributeName();
      if (this.getOptionValue(optionKey) === undefined) {
        return false;
      }
      return this.getOptionValueSource(optionKey) !== 'default';
    });

    const optionsWithConflicting = definedNonDefaultOptions.filter(
      (option) => option.conflictsWith.length > 0,
    );

    optionsWithConflicting.forEach((option) => {
      const conflictingAndDefined = definedNonDefaultOptions.find((defined) =>
        option.conflictsWith.includes(defined.attributeName()),
      );
      if (conflictingAndDefined) {
        this._conflictingOption(option, conflictingAndDefined);
      }
    });
  }

  /**
   * Display an error message if conflicting options are used together.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */
  _checkForConflictingOptions() {
    // Walk up hierarchy so can call in subcommand after checking for displaying help.
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd._checkForConflictingLocalOptions();
    });
  }

  /**
   * Parse options from `argv` removing known options,
   * and return argv split into operands and unknown arguments.
   *
   * Side effects: modifies command by storing options. Does not reset state if called again.
   *
   * Examples:
   *
   *     argv => operands, unknown
   *     --known kkk op => [op], []
   *     op --known kkk => [op], []
   *     sub --unknown uuu op => [sub], [--unknown uuu op]
   *     sub -- --unknown uuu op => [sub --unknown uuu op], []
   *
   * @param {string[]} args
   * @return {{operands: string[], unknown: string[]}}
   */

  parseOptions(args) {
    const operands = []; // operands, not options or values
    const unknown = []; // first unknown option and remaining unknown args
    let dest = operands;

    function maybeOption(arg) {
      return arg.length > 1 && arg[0] === '-';
    }

    const negativeNumberArg = (arg) => {
      // return false if not a negative number
      if (!/^-(\d+|\d*\.\d+)([eE][+-]?\d+)?$/.test(arg)) return false;
      // negative number is ok unless digit used as an option in command hierarchy
      return !this._getCommandAndAncestors().some((cmd) =>
        cmd.options
          .map((opt) => opt.short)
          .some((short) => /^-\d$/.test(short)),
      );
    };

    // parse options
    let activeVariadicOption = null;
    let activeGroup = null; // working through group of short options, like -abc
    let i = 0;
    while (i < args.length || activeGroup) {
      const arg = activeGroup ?? args[i++];
      activeGroup = null;

      // literal
      if (arg === '--') {
        if (dest === unknown) dest.push(arg);
        dest.push(...args.slice(i));
        break;
      }

      if (
        activeVariadicOption &&
        (!maybeOption(arg) || negativeNumberArg(arg))
      ) {
        this.emit(`option:${activeVariadicOption.name()}`, arg);
        continue;
      }
      activeVariadicOption = null;

      if (maybeOption(arg)) {
        const option = this._findOption(arg);
        // recognised option, call listener to assign value with possible custom processing
        if (option) {
          if (option.required) {
            const value = args[i++];
            if (value === undefined) this.optionMissingArgument(option);
            this.emit(`option:${option.name()}`, value);
          } else if (option.optional) {
            let value = null;
            // historical behaviour is optional value is following arg unless an option
            if (
              i < args.length &&
              (!maybeOption(args[i]) || negativeNumberArg(args[i]))
            ) {
              value = args[i++];
            }
            this.emit(`option:${option.name()}`, value);
          } else {
            // boolean flag
            this.emit(`option:${option.name()}`);
          }
          activeVariadicOption = option.variadic ? option : null;
          continue;
        }
      }

      // Look for combo options following single dash, eat first one if known.
      if (arg.length > 2 && arg[0] === '-' && arg[1] !== '-') {
        const option = this._findOption(`-${arg[1]}`);
        if (option) {
          if (
            option.required ||
            (option.optional && this._combineFlagAndOptionalValue)
          ) {
            // option with value following in same argument
            this.emit(`option:${option.name()}`, arg.slice(2));
          } else {
            // boolean option
            this.emit(`option:${option.name()}`);
            // remove the processed option and keep processing group
            activeGroup = `-${arg.slice(2)}`;
          }
          continue;
        }
      }

      // Look for known long flag with value, like --foo=bar
      if (/^--[^=]+=/.test(arg)) {
        const index = arg.indexOf('=');
        const option = this._findOption(arg.slice(0, index));
        if (option && (option.required || option.optional)) {
          this.emit(`option:${option.name()}`, arg.slice(index + 1));
          continue;
        }
      }

      // Not a recognised option by this command.
      // Might be a command-argument, or subcommand option, or unknown option, or help command or option.

      // An unknown option means further arguments also classified as unknown so can be reprocessed by subcommands.
      // A negative number in a leaf command is not an unknown option.
      if (
        dest === operands &&
        maybeOption(arg) &&
        !(this.commands.length === 0 && negativeNumberArg(arg))
      ) {
        dest = unknown;
      }

      // If using positionalOptions, stop processing our options at subcommand.
      if (
        (this._enablePositionalOptions || this._passThroughOptions) &&
        operands.length === 0 &&
        unknown.length === 0
      ) {
        if (this._findCommand(arg)) {
          operands.push(arg);
          unknown.push(...args.slice(i));
          break;
        } else if (
          this._getHelpCommand() &&
          arg === this._getHelpCommand().name()
        ) {
          operands.push(arg, ...args.slice(i));
          break;
        } else if (this._defaultCommandName) {
          unknown.push(arg, ...args.slice(i));
          break;
        }
      }

      // If using passThroughOptions, stop processing options at first command-argument.
      if (this._passThroughOptions) {
        dest.push(arg, ...args.slice(i));
        break;
      }

      // add arg
      dest.push(arg);
    }

    return { operands, unknown };
  }

  /**
   * Return an object containing local option values as key-value pairs.
   *
   * @return {object}
   */
  opts() {
    if (this._storeOptionsAsProperties) {
      // Preserve original behaviour so backwards compatible when still using properties
      const result = {};
      const len = this.options.length;

      for (let i = 0; i < len; i++) {
        const key = this.options[i].attributeName();
        result[key] =
          key === this._versionOptionName ? this._version : this[key];
      }
      return result;
    }

    return this._optionValues;
  }

  /**
   * Return an object containing merged local and global option values as key-value pairs.
   *
   * @return {object}
   */
  optsWithGlobals() {
    // globals overwrite locals
    return this._getCommandAndAncestors().reduce(
      (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
      {},
    );
  }

  /**
   * Display error message and exit (or call exitOverride).
   *
   * @param {string} message
   * @param {object} [errorOptions]
   * @param {string} [errorOptions.code] - an id string representing the error
   * @param {number} [errorOptions.exitCode] - used with process.exit
   */
  error(message, errorOptions) {
    // output handling
    this._outputConfiguration.outputError(
      `${message}\n`,
      this._outputConfiguration.writeErr,
    );
    if (typeof this._showHelpAfterError === 'string') {
      this._outputConfiguration.writeErr(`${this._showHelpAfterError}\n`);
    } else if (this._showHelpAfterError) {
      this._outputConfiguration.writeErr('\n');
      this.outputHelp({ error: true });
    }

    // exit handling
    const config = errorOptions || {};
    const exitCode = config.exitCode || 1;
    const code = config.code || 'commander.error';
    this._exit(exitCode, code, message);
  }

  /**
   * Apply any option related environment variables, if option does
   * not have a value from cli or client code.
   *
   * @private
   */
  _parseOptionsEnv() {
    this.options.forEach((option) => {
      if (option.envVar && option.envVar in external_node_process_namespaceObject.env) {
        const optionKey = option.attributeName();
        // Priority check. Do not overwrite cli or options from unknown source (client-code).
        if (
          this.getOptionValue(optionKey) === undefined ||
          ['default', 'config', 'env'].includes(
            this.getOptionValueSource(optionKey),
          )
        ) {
          if (option.required || option.optional) {
            // option can take a value
            // keep very simple, optional always takes value
            this.emit(`optionEnv:${option.name()}`, external_node_process_namespaceObject.env[option.envVar]);
          } else {
            // boolean
            // keep very simple, only care that envVar defined and not the value
            this.emit(`optionEnv:${option.name()}`);
          }
        }
      }
    });
  }

  /**
   * Apply any implied option values, if option is undefined or default value.
   *
   * @private
   */
  _parseOptionsImplied() {
    const dualHelper = new DualOptions(this.options);
    const hasCustomOptionValue = (optionKey) => {
      return (
        this.getOptionValue(optionKey) !== undefined &&
        !['default', 'implied'].includes(this.getOptionValueSource(optionKey))
      );
    };
    this.options
      .filter(
        (option) =>
          option.implied !== undefined &&
          hasCustomOptionValue(option.attributeName()) &&
          dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option,
          ),
      )
      .forEach((option) => {
        Object.keys(option.implied)
          .filter((impliedKey) => !hasCustomOptionValue(impliedKey))
          .forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              'implied',
            );
          });
      });
  }

  /**
   * Argument `name` is missing.
   *
   * @param {string} name
   * @private
   */

  missingArgument(name) {
    const message = `error: missing required argument '${name}'`;
    this.error(message, { code: 'commander.missingArgument' });
  }

  /**
   * `Option` is missing an argument.
   *
   * @param {Option} option
   * @private
   */

  optionMissingArgument(option) {
    const message = `error: option '${option.flags}' argument missing`;
    this.error(message, { code: 'commander.optionMissingArgument' });
  }

  /**
   * `Option` does not have a value, and is a mandatory option.
   *
   * @param {Option} option
   * @private
   */

  missingMandatoryOptionValue(option) {
    const message = `error: required option '${option.flags}' not specified`;
    this.error(message, { code: 'commander.missingMandatoryOptionValue' });
  }

  /**
   * `Option` conflicts with another option.
   *
   * @param {Option} option
   * @param {Option} conflictingOption
   * @private
   */
  _conflictingOption(option, conflictingOption) {
    // The calling code does not know whether a negated option is the source of the
    // value, so do some work to take an educated guess.
    const findBestOptionFromValue = (option) => {
      const optionKey = option.attributeName();
      const optionValue = this.getOptionValue(optionKey);
      const negativeOption = this.options.find(
        (target) => target.negate && optionKey === target.attributeName(),
      );
      const positiveOption = this.options.find(
        (target) => !target.negate && optionKey === target.attributeName(),
      );
      if (
        negativeOption &&
        ((negativeOption.presetArg === undefined && optionValue === false) ||
          (negativeOption.presetArg !== undefined &&
            optionValue === negativeOption.presetArg))
      ) {
        return negativeOption;
      }
      return positiveOption || option;
    };

    const getErrorMessage = (option) => {
      const bestOption = findBestOptionFromValue(option);
      const optionKey = bestOption.attributeName();
      const source = this.getOptionValueSource(optionKey);
      if (source === 'env') {
        return `environment variable '${bestOption.envVar}'`;
      }
      return `option '${bestOption.flags}'`;
    };

    const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
    this.error(message, { code: 'commander.conflictingOption' });
  }

  /**
   * Unknown option `flag`.
   *
   * @param {string} flag
   * @private
   */

  unknownOption(flag) {
    if (this._allowUnknownOption) return;
    let suggestion = '';

    if (flag.startsWith('--') && this._showSuggestionAfterError) {
      // Looping to pick up the global options too
      let candidateFlags = [];
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      let command = this;
      do {
        const moreFlags = command
          .createHelp()
          .visibleOptions(command)
          .filter((option) => option.long)
          .map((option) => option.long);
        candidateFlags = candidateFlags.concat(moreFlags);
        command = command.parent;
      } while (command && !command._enablePositionalOptions);
      suggestion = suggestSimilar(flag, candidateFlags);
    }

    const message = `error: unknown option '${flag}'${suggestion}`;
    this.error(message, { code: 'commander.unknownOption' });
  }

  /**
   * Excess arguments, more than expected.
   *
   * @param {string[]} receivedArgs
   * @private
   */

  _excessArguments(receivedArgs) {
    if (this._allowExcessArguments) return;

    const expected = this.registeredArguments.length;
    const s = expected === 1 ? '' : 's';
    const received = receivedArgs.length;
    const forSubcommand = this.parent ? ` for '${this.name()}'` : '';
    const details = receivedArgs.join(', ');
    const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${received}: ${details}.`;
    this.error(message, { code: 'commander.excessArguments' });
  }

  /**
   * Unknown command.
   *
   * @private
   */

  unknownCommand() {
    const unknownName = this.args[0];
    let suggestion = '';

    if (this._showSuggestionAfterError) {
      const candidateNames = [];
      this.createHelp()
        .visibleCommands(this)
        .forEach((command) => {
          candidateNames.push(command.name());
          // just visible alias
          if (command.alias()) candidateNames.push(command.alias());
        });
      suggestion = suggestSimilar(unknownName, candidateNames);
    }

    const message = `error: unknown command '${unknownName}'${suggestion}`;
    this.error(message, { code: 'commander.unknownCommand' });
  }

  /**
   * Get or set the program version.
   *
   * This method auto-registers the "-V, --version" option which will print the version number.
   *
   * You can optionally supply the flags and description to override the defaults.
   *
   * @param {string} [str]
   * @param {string} [flags]
   * @param {string} [description]
   * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
   */

  version(str, flags, description) {
    if (str === undefined) return this._version;
    this._version = str;
    flags = flags || '-V, --version';
    description = description || 'output the version number';
    const versionOption = this.createOption(flags, description);
    this._versionOptionName = versionOption.attributeName();
    this._registerOption(versionOption);

    this.on('option:' + versionOption.name(), () => {
      this._outputConfiguration.writeOut(`${str}\n`);
      this._exit(0, 'commander.version', str);
    });
    return this;
  }

  /**
   * Set the description.
   *
   * @param {string} [str]
   * @param {object} [argsDescription]
   * @return {(string|Command)}
   */
  description(str, argsDescription) {
    if (str === undefined && argsDescription === undefined)
      return this._description;
    this._description = str;
    if (argsDescription) {
      this._argsDescription = argsDescription;
    }
    return this;
  }

  /**
   * Set the summary. Used when listed as subcommand of parent.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  summary(str) {
    if (str === undefined) return this._summary;
    this._summary = str;
    return this;
  }

  /**
   * Set an alias for the command.
   *
   * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
   *
   * @param {string} [alias]
   * @return {(string|Command)}
   */

  alias(alias) {
    if (alias === undefined) return this._aliases[0]; // just return first, for backwards compatibility

    /** @type {Command} */
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    let command = this;
    if (
      this.commands.length !== 0 &&
      this.commands[this.commands.length - 1]._executableHandler
    ) {
      // assume adding alias for last added executable subcommand, rather than this
      command = this.commands[this.commands.length - 1];
    }

    if (alias === command._name)
      throw new Error("Command alias can't be the same as its name");
    const matchingCommand = this.parent?._findCommand(alias);
    if (matchingCommand) {
      // c.f. _registerCommand
      const existingCmd = [matchingCommand.name()]
        .concat(matchingCommand.aliases())
        .join('|');
      throw new Error(
        `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`,
      );
    }

    command._aliases.push(alias);
    return this;
  }

  /**
   * Set aliases for the command.
   *
   * Only the first alias is shown in the auto-generated help.
   *
   * @param {string[]} [aliases]
   * @return {(string[]|Command)}
   */

  aliases(aliases) {
    // Getter for the array of aliases is the main reason for having aliases() in addition to alias().
    if (aliases === undefined) return this._aliases;

    aliases.forEach((alias) => this.alias(alias));
    return this;
  }

  /**
   * Set / get the command usage `str`.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */

  usage(str) {
    if (str === undefined) {
      if (this._usage) return this._usage;

      const args = this.registeredArguments.map((arg) => {
        return humanReadableArgName(arg);
      });
      return []
        .concat(
          this.options.length || this._helpOption !== null ? '[options]' : [],
          this.commands.length ? '[command]' : [],
          this.registeredArguments.length ? args : [],
        )
        .join(' ');
    }

    this._usage = str;
    return this;
  }

  /**
   * Get or set the name of the command.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */

  name(str) {
    if (str === undefined) return this._name;
    this._name = str;
    return this;
  }

  /**
   * Set/get the help group heading for this subcommand in parent command's help.
   *
   * @param {string} [heading]
   * @return {Command | string}
   */

  helpGroup(heading) {
    if (heading === undefined) return this._helpGroupHeading ?? '';
    this._helpGroupHeading = heading;
    return this;
  }

  /**
   * Set/get the default help group heading for subcommands added to this command.
   * (This does not override a group set directly on the subcommand using .helpGroup().)
   *
   * @example
   * program.commandsGroup('Development Commands:');
   * program.command('watch')...
   * program.command('lint')...
   * ...
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  commandsGroup(heading) {
    if (heading === undefined) return this._defaultCommandGroup ?? '';
    this._defaultCommandGroup = heading;
    return this;
  }

  /**
   * Set/get the default help group heading for options added to this command.
   * (This does not override a group set directly on the option using .helpGroup().)
   *
   * @example
   * program
   *   .optionsGroup('Development Options:')
   *   .option('-d, --debug', 'output extra debugging')
   *   .option('-p, --profile', 'output profiling information')
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  optionsGroup(heading) {
    if (heading === undefined) return this._defaultOptionGroup ?? '';
    this._defaultOptionGroup = heading;
    return this;
  }

  /**
   * @param {Option} option
   * @private
   */
  _initOptionGroup(option) {
    if (this._defaultOptionGroup && !option.helpGroupHeading)
      option.helpGroup(this._defaultOptionGroup);
  }

  /**
   * @param {Command} cmd
   * @private
   */
  _initCommandGroup(cmd) {
    if (this._defaultCommandGroup && !cmd.helpGroup())
      cmd.helpGroup(this._defaultCommandGroup);
  }

  /**
   * Set the name of the command from script filename, such as process.argv[1],
   * or import.meta.filename.
   *
   * (Used internally and public although not documented in README.)
   *
   * @example
   * program.nameFromFilename(import.meta.filename);
   *
   * @param {string} filename
   * @return {Command}
   */

  nameFromFilename(filename) {
    this._name = external_node_path_.basename(filename, external_node_path_.extname(filename));

    return this;
  }

  /**
   * Get or set the directory for searching for executable subcommands of this command.
   *
   * @example
   * program.executableDir(import.meta.dirname);
   * // or
   * program.executableDir('subcommands');
   *
   * @param {string} [path]
   * @return {(string|null|Command)}
   */

  executableDir(path) {
    if (path === undefined) return this._executableDir;
    this._executableDir = path;
    return this;
  }

  /**
   * Return program help documentation.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
   * @return {string}
   */

  helpInformation(contextOptions) {
    const helper = this.createHelp();
    const context = this._getOutputContext(contextOptions);
    helper.prepareContext({
      error: context.error,
      helpWidth: context.helpWidth,
      outputHasColors: context.hasColors,
    });
    const text = helper.formatHelp(this, helper);
    if (context.hasColors) return text;
    return this._outputConfiguration.stripColor(text);
  }

  /**
   * @typedef HelpContext
   * @type {object}
   * @property {boolean} error
   * @property {number} helpWidth
   * @property {boolean} hasColors
   * @property {function} write - includes stripColor if needed
   *
   * @returns {HelpContext}
   * @private
   */

  _getOutputContext(contextOptions) {
    contextOptions = contextOptions || {};
    const error = !!contextOptions.error;
    let baseWrite;
    let hasColors;
    let helpWidth;
    if (error) {
      baseWrite = (str) => this._outputConfiguration.writeErr(str);
      hasColors = this._outputConfiguration.getErrHasColors();
      helpWidth = this._outputConfiguration.getErrHelpWidth();
    } else {
      baseWrite = (str) => this._outputConfiguration.writeOut(str);
      hasColors = this._outputConfiguration.getOutHasColors();
      helpWidth = this._outputConfiguration.getOutHelpWidth();
    }
    const write = (str) => {
      if (!hasColors) str = this._outputConfiguration.stripColor(str);
      return baseWrite(str);
    };
    return { error, write, hasColors, helpWidth };
  }

  /**
   * Output help information for this command.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */

  outputHelp(contextOptions) {
    let deprecatedCallback;
    if (typeof contextOptions === 'function') {
      deprecatedCallback = contextOptions;
      contextOptions = undefined;
    }

    const outputContext = this._getOutputContext(contextOptions);
    /** @type {HelpTextEventContext} */
    const eventContext = {
      error: outputContext.error,
      write: outputContext.write,
      command: this,
    };

    this._getCommandAndAncestors()
      .reverse()
      .forEach((command) => command.emit('beforeAllHelp', eventContext));
    this.emit('beforeHelp', eventContext);

    let helpInformation = this.helpInformation({ error: outputContext.error });
    if (deprecatedCallback) {
      helpInformation = deprecatedCallback(helpInformation);
      if (
        typeof helpInformation !== 'string' &&
        !Buffer.isBuffer(helpInformation)
      ) {
        throw new Error('outputHelp callback must return a string or a Buffer');
      }
    }
    outputContext.write(helpInformation);

    if (this._getHelpOption()?.long) {
      this.emit(this._getHelpOption().long); // deprecated
    }
    this.emit('afterHelp', eventContext);
    this._getCommandAndAncestors().forEach((command) =>
      command.emit('afterAllHelp', eventContext),
    );
  }

  /**
   * You can pass in flags and a description to customise the built-in help option.
   * Pass in false to disable the built-in help option.
   *
   * @example
   * program.helpOption('-?, --help', 'show help'); // customise
   * program.helpOption(false); // disable
   *
   * @param {(string | boolean)} flags
   * @param {string} [description]
   * @return {Command} `this` command for chaining
   */

  helpOption(flags, description) {
    // Support enabling/disabling built-in help option.
    if (typeof flags === 'boolean') {
      if (flags) {
        if (this._helpOption === null) this._helpOption = undefined; // reenable
        if (this._defaultOptionGroup) {
          // make the option to store the group
          this._initOptionGroup(this._getHelpOption());
        }
      } else {
        this._helpOption = null; // disable
      }
      return this;
    }

    // Customise flags and description.
    this._helpOption = this.createOption(
      flags ?? '-h, --help',
      description ?? 'display help for command',
    );
    // init group unless lazy create
    if (flags || description) this._initOptionGroup(this._helpOption);

    return this;
  }

  /**
   * Lazy create help option.
   * Returns null if has been disabled with .helpOption(false).
   *
   * @returns {(Option | null)} the help option
   * @package
   */
  _getHelpOption() {
    // Lazy create help option on demand.
    if (this._helpOption === undefined) {
      this.helpOption(undefined, undefined);
    }
    return this._helpOption;
  }

  /**
   * Supply your own option to use for the built-in help option.
   * This is an alternative to using helpOption() to customise the flags and description etc.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addHelpOption(option) {
    this._helpOption = option;
    this._initOptionGroup(option);
    return this;
  }

  /**
   * Output help information and exit.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */

  help(contextOptions) {
    this.outputHelp(contextOptions);
    let exitCode = Number(external_node_process_namespaceObject.exitCode ?? 0); // process.exitCode does allow a string or an integer, but we prefer just a number
    if (
      exitCode === 0 &&
      contextOptions &&
      typeof contextOptions !== 'function' &&
      contextOptions.error
    ) {
      exitCode = 1;
    }
    // message: do not have all displayed text available so only passing placeholder.
    this._exit(exitCode, 'commander.help', '(outputHelp)');
  }

  /**
   * // Do a little typing to coordinate emit and listener for the help text events.
   * @typedef HelpTextEventContext
   * @type {object}
   * @property {boolean} error
   * @property {Command} command
   * @property {function} write
   */

  /**
   * Add additional text to be displayed with the built-in help.
   *
   * Position is 'before' or 'after' to affect just this command,
   * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
   *
   * @param {string} position - before or after built-in help
   * @param {(string | Function)} text - string to add, or a function returning a string
   * @return {Command} `this` command for chaining
   */

  addHelpText(position, text) {
    const allowedValues = ['beforeAll', 'before', 'after', 'afterAll'];
    if (!allowedValues.includes(position)) {
      throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
    }

    const helpEvent = `${position}Help`;
    this.on(helpEvent, (/** @type {HelpTextEventContext} */ context) => {
      let helpStr;
      if (typeof text === 'function') {
        helpStr = text({ error: context.error, command: context.command });
      } else {
        helpStr = text;
      }
      // Ignore falsy value when nothing to output.
      if (helpStr) {
        context.write(`${helpStr}\n`);
      }
    });
    return this;
  }

  /**
   * Output help information if help flags specified
   *
   * @param {Array} args - array of options to search for help flags
   * @private
   */

  _outputHelpIfRequested(args) {
    const helpOption = this._getHelpOption();
    const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
    if (helpRequested) {
      this.outputHelp();
      // (Do not have all displayed text available so only passing placeholder.)
      this._exit(0, 'commander.helpDisplayed', '(outputHelp)');
    }
  }
}

/**
 * Scan arguments and increment port number for inspect calls (to avoid conflicts when spawning new command).
 *
 * @param {string[]} args - array of arguments from node.execArgv
 * @returns {string[]}
 * @private
 */

function incrementNodeInspectorPort(args) {
  // Testing for these options:
  //  --inspect[=[host:]port]
  //  --inspect-brk[=[host:]port]
  //  --inspect-wait[=[host:]port]
  //  --inspect-port=[host:]port
  //
  // Host can be an IP literal encapsulated within square brackets (e.g. [::1]),
  // an IPv4 address in dotted-decimal form (e.g. 192.168.0.1), or a registered name.
  // https://www.rfc-editor.org/rfc/rfc3986.html#section-3.2.2
  return args.map((arg) => {
    if (!arg.startsWith('--inspect')) {
      return arg;
    }
    let debugOption;
    let debugHost = '127.0.0.1';
    let debugPort = '9229';
    let match;
    if ((match = arg.match(/^(--inspect(-brk|-wait)?)$/)) !== null) {
      // e.g. --inspect
      debugOption = match[1];
    } else if (
      (match = arg.match(
        /^(--inspect(-brk|-port|-wait)?)=(\[[^\]]+\]|[^:]+)$/,
      )) !== null
    ) {
      // Matches a host or a port, but not both. No colon to separate them.
      debugOption = match[1];
      if (/^\d+$/.test(match[3])) {
        // Plain digits so a port number.
        // e.g. --inspect=1234
        debugPort = match[3];
      } else {
        // Assume a host.
        // e.g. --inspect=localhost, --inspect=[::1], --inspect=192.168.0.1
        debugHost = match[3];
      }
    } else if (
      (match = arg.match(
        /^(--inspect(-brk|-port|-wait)?)=(\[[^\]]+\]|[^:]+):(\d+)$/,
      )) !== null
    ) {
      // Matched host:port pattern.
      // e.g. --inspect=localhost:1234, --inspect=[::1]:1234, --inspect=192.168.0.1:1234
      debugOption = match[1];
      debugHost = match[3];
      debugPort = match[4];
    }

    if (debugOption && debugPort !== '0') {
      return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
    }
    return arg;
  });
}

/**
 * Exported for using from tests, not otherwise used outside this file.
 *
 * @returns {boolean | undefined}
 * @package
 */
function useColor() {
  // Test for common conventions.
  // NB: the observed behaviour is in combination with how author adds color! For example:
  //   - we do not test NODE_DISABLE_COLORS, but util:styletext does
  //   - we do test NO_COLOR, but Chalk does not
  //
  // References:
  // https://no-color.org
  // https://bixense.com/clicolors/
  // https://github.com/nodejs/node/blob/0a00217a5f67ef4a22384cfc80eb6dd9a917fdc1/lib/internal/tty.js#L109
  // https://github.com/chalk/supports-color/blob/c214314a14bcb174b12b3014b2b0a8de375029ae/index.js#L33
  // (https://force-color.org recent web page from 2023, does not match major javascript implementations)

  if (
    external_node_process_namespaceObject.env.NO_COLOR ||
    external_node_process_namespaceObject.env.FORCE_COLOR === '0' ||
    external_node_process_namespaceObject.env.FORCE_COLOR === 'false'
  )
    return false;
  if (external_node_process_namespaceObject.env.FORCE_COLOR || external_node_process_namespaceObject.env.CLICOLOR_FORCE !== undefined)
    return true;
  return undefined;
}

;// CONCATENATED MODULE: ./node_modules/commander/index.js






const program = new command_Command();

const createCommand = (name) => new Command(name);
const createOption = (flags, description) =>
  new Option(flags, description);
const createArgument = (name, description) =>
  new Argument(name, description);

/**
 * Expose classes
 */





// EXTERNAL MODULE: ./src/shared/redact.ts
var shared_redact = __nccwpck_require__(8932);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __nccwpck_require__(8382);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __nccwpck_require__(3567);
;// CONCATENATED MODULE: ./src/cli/command-handlers.ts
/**
 * Each command's code is loaded when it runs (a chunk of its own in the bundle): `plan` does not
 * compile and evaluate the emulator, import, init, dev… (start-up is part of every command's time).
 */
const COMMAND_HANDLERS = {
    plan: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(39), __nccwpck_require__.e(431), __nccwpck_require__.e(754)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1754))).planCommand(opts, io),
    apply: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(39), __nccwpck_require__.e(431), __nccwpck_require__.e(62), __nccwpck_require__.e(615)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7615))).applyCommand(opts, io),
    publish: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(39), __nccwpck_require__.e(431), __nccwpck_require__.e(62), __nccwpck_require__.e(615), __nccwpck_require__.e(602)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3602))).publishCommand(opts, io),
    pull: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(39), __nccwpck_require__.e(953)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1953))).pullCommand(opts, io),
    validate: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(547), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(39), __nccwpck_require__.e(431), __nccwpck_require__.e(374)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3374))).validateCommand(opts, io),
    init: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(62), __nccwpck_require__.e(83)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3083))).initCommand(opts, io),
    import: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(515)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6515))).importCommand(opts, io),
    'ledger show': async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(187)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7187))).ledgerShowCommand(opts, io),
    'ledger repair': async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(187)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7187))).ledgerRepairCommand(opts, io),
    'ledger forget': async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(187)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7187))).ledgerForgetCommand(opts, io),
    login: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(661), __nccwpck_require__.e(671)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9751))).loginCommand(opts, io),
    whoami: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(512)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7512))).whoamiCommand(opts, io),
    emulator: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(892), __nccwpck_require__.e(77), __nccwpck_require__.e(46)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4046))).emulatorCommand(opts, io),
    demo: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(892), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(166), __nccwpck_require__.e(764), __nccwpck_require__.e(39), __nccwpck_require__.e(431), __nccwpck_require__.e(62), __nccwpck_require__.e(77), __nccwpck_require__.e(615), __nccwpck_require__.e(206)]).then(__nccwpck_require__.bind(__nccwpck_require__, 206))).demoCommand(opts, io),
    dev: async (opts, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(476), __nccwpck_require__.e(892), __nccwpck_require__.e(357), __nccwpck_require__.e(661), __nccwpck_require__.e(401), __nccwpck_require__.e(637), __nccwpck_require__.e(39), __nccwpck_require__.e(77), __nccwpck_require__.e(195)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8195))).devCommand(opts, io),
};

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
// EXTERNAL MODULE: ./src/cli/commands/dev-port.ts
var dev_port = __nccwpck_require__(1520);
;// CONCATENATED MODULE: ./src/cli/command-tree.ts
/**
 * The commander command tree of `sitesync`: every command, its options, and which program-level
 * (global) options it reads. Rules the tree keeps (test/integration/cli/command-tree.test.ts):
 * - no command declares an option that a program option already answers to (commander gives such
 *   a flag to the program, and the command never sees it);
 * - a program option given to a command that does not read it is refused (exit 64), never ignored;
 * - a command's `--help` lists exactly the program options it reads.
 */




/** The package's version: `sitesync --version` (bundled from package.json at build time). */
const VERSION = package_namespaceObject.rE;
const ALL_GLOBALS = ['config', 'cwd', 'json', 'baseUrl', 'apiKey', 'insecure'];
/** The program options each command reads; any other one given to it is refused. */
const GLOBALS_READ = new WeakMap();
/** How a command's help shows a program option that means something else to it. */
const GLOBALS_SHOWN_AS = new WeakMap();
/** `ledger repair` for the `repair` command under `ledger`. */
function commandPath(cmd) {
    const names = [];
    for (let c = cmd; c?.parent; c = c.parent)
        names.unshift(c.name());
    return names.join(' ');
}
const repeatable = (value, previous = []) => [...previous, value];
/** A command that reads the program options `reads` (default: all of them). */
function reading(cmd, reads = ALL_GLOBALS, shownAs = {}) {
    GLOBALS_READ.set(cmd, new Set(reads));
    GLOBALS_SHOWN_AS.set(cmd, new Map(Object.entries(shownAs)));
    return cmd;
}
/** Global options as a client command reads them: one API key. */
function clientGlobals(cmd) {
    const all = cmd.optsWithGlobals();
    const keys = all.apiKey;
    if (keys && keys.length > 1) {
        throw new errors/* SitesyncError */.fj('USAGE', `--api-key was given ${keys.length} times; pass one key`, {
            exitCode: errors/* ExitCode */.yU.usage,
        });
    }
    return { ...all, apiKey: keys?.[0] };
}
/** Refuses a program option given on the command line to a command that does not read it. */
function refuseUnreadGlobals(program, action) {
    const reads = GLOBALS_READ.get(action) ?? new Set(ALL_GLOBALS);
    for (const option of program.options) {
        const name = option.attributeName();
        if (program.getOptionValueSource(name) !== 'cli' || reads.has(name))
            continue;
        throw new errors/* SitesyncError */.fj('USAGE', `${option.long} does not apply to \`sitesync ${commandPath(action)}\``, {
            exitCode: errors/* ExitCode */.yU.usage,
            hint: `\`sitesync ${commandPath(action)} --help\` lists the options it reads`,
        });
    }
}
/** Help that lists, under "Global Options", only the program options the command reads. */
function visibleGlobalOptions(cmd) {
    const reads = GLOBALS_READ.get(cmd);
    const shownAs = GLOBALS_SHOWN_AS.get(cmd);
    return Help.prototype.visibleGlobalOptions
        .call(this, cmd)
        .filter((o) => !reads || reads.has(o.attributeName()))
        .map((o) => shownAs?.get(o.attributeName()) ?? o);
}
function buildCommandTree(ctx) {
    const { io, handlers, reported, running } = ctx;
    const program = new command_Command('sitesync')
        .description('Keep a website and its commerce catalog in git: plan, preview, apply and publish against the platform.')
        .version(VERSION)
        .option('-c, --config <file>', 'sitesync.yml to use (default: found upward from the working directory)')
        .option('-C, --cwd <dir>', 'run as if started in this folder')
        .option('--json', 'print a versioned JSON envelope instead of text')
        .option('--base-url <url>', 'platform URL (default: SITESYNC_BASE_URL, then the stored login)')
        .addOption(new option_Option('--api-key <key>', 'API key (prefer SITESYNC_API_KEY: flags are visible to other local users)').argParser(repeatable))
        .option('--insecure', 'allow plain http:// to a platform that is not on this machine (the key travels unencrypted)')
        .exitOverride()
        .configureOutput({
        writeOut: (s) => io.output.out(s.trimEnd()),
        writeErr: (s) => io.output.err(s.trimEnd()),
    })
        .configureHelp({ showGlobalOptions: true, visibleGlobalOptions })
        .showHelpAfterError('(run with --help for usage)');
    program.hook('preAction', (_program, action) => refuseUnreadGlobals(program, action));
    reading(program.command('plan'))
        .description('show what would change on the platform (no writes)')
        .option('--detailed-exitcode', 'exit 2 when there are changes, 0 when there are none')
        .option('--no-validate', 'skip the platform validation of the changed tree')
        .option('--history-depth <n>', 'commits of git history searched to tell live edits apart (default 200)')
        .action((_o, cmd) => reported('plan', () => handlers.plan(clientGlobals(cmd), io)));
    reading(program.command('apply'))
        .description('apply the catalog, stage the site change in a development session (preview link), optionally file a publish request')
        .option('--allow-archive-overflow', 'apply a catalog plan that archives more than max_archive')
        .option('--allow-empty-section', 'apply a catalog plan that empties a section that is not empty live')
        .option('--allow-delete <n>', 'apply a site plan past the deletion guards (max_delete, max_delete_share, most pages, site.json) if it deletes at most N files')
        .option('--allow-site-mismatch', 'apply although the live site looks like another site (another name in site.json, most paths differ)')
        .option('--publish', 'file a publish request for the staged session')
        .option('--wait <duration>', 'with --publish: wait this long for the owner to approve (e.g. 10m); without --publish a usage error')
        .option('-m, --message <text>', 'with --publish: message of the publish request; without --publish a usage error')
        .option('--overwrite-live-edits', 'revert live edits made outside git (apply refuses them otherwise)')
        .option('--history-depth <n>', 'commits of git history searched to tell live edits apart (default 200)')
        .action((_o, cmd) => reported('apply', () => handlers.apply(clientGlobals(cmd), io)));
    reading(program.command('pull'))
        .description('write live edits made outside git (site files, catalog fields, entities) into the working tree to review and commit')
        .option('--paths <path...>', 'only live edits in these files or folders')
        .addOption(new option_Option('--only <what...>', 'only these: site, catalog, a kind (product) or kind:slug (product:tent)'))
        .option('--force', 'write into files that have uncommitted changes')
        .option('--history-depth <n>', 'commits of git history searched to tell live edits apart (default 200)')
        .action((_o, cmd) => reported('pull', () => handlers.pull(clientGlobals(cmd), io)));
    reading(program.command('publish'))
        .description('file a publish request for the session the last apply staged')
        .option('--session <id>', 'the session to publish (default: the one the last apply staged)')
        .option('--revision <rev>', 'its source revision (default: the last apply’s)')
        .option('--wait <duration>', 'wait this long for approval and the new publish status (e.g. 10m)')
        .option('-m, --message <text>', 'message for the site owner')
        .option('--request <id>', 'follow this filed publish request (its status; with --wait, the decision) instead of filing one')
        .action((_o, cmd) => reported('publish', () => handlers.publish(clientGlobals(cmd), io)));
    reading(program.command('validate'))
        .description('check sitesync.yml and the site trees; with credentials also the platform’s validation')
        .option('--offline', 'never contact the platform')
        .action((_o, cmd) => reported('validate', () => handlers.validate(clientGlobals(cmd), io)));
    reading(program.command('init'))
        .description('write sitesync.yml when there is none (detecting site/ and catalog.yml), create each unbound site on the platform and write its id')
        .addOption(new option_Option('--site <dir>', 'site source folder for a new sitesync.yml (repeatable: several sites)').argParser((dir, previous) => [
        ...(Array.isArray(previous) ? previous : []),
        dir,
    ]))
        .option('--no-site', 'a new sitesync.yml without a site (catalog-only)')
        .option('--catalog <path>', 'catalog file or folder for a new sitesync.yml')
        .option('--no-catalog', 'a new sitesync.yml without a catalog (site-only)')
        .option('--name <name>', 'the site’s name: `name` in a new sitesync.yml and in a scaffolded site.json')
        .option('--scaffold', 'create a minimal valid site tree where the site folder is missing or empty')
        .option('-y, --yes', 'on a terminal, ask nothing: take what was detected')
        .action((_o, cmd) => reported('init', () => handlers.init(clientGlobals(cmd), io)));
    reading(program.command('import'))
        .description('write the live site source into the source folder (or, with --catalog, the live catalog as YAML)')
        .option('--catalog', 'write the live catalog into the catalog file (default catalog.yml) instead')
        .option('--force', 'also replace local files that git does not hold as committed (changed, untracked, ignored)')
        .action((_o, cmd) => reported('import', () => handlers.import(clientGlobals(cmd), io)));
    const ledger = program
        .command('ledger')
        .description('the service ledger kept on the platform (service_code → id); see docs/catalog.md');
    reading(ledger.command('show'))
        .description('print the service ledger')
        .action((_o, cmd) => reported('ledger show', () => handlers['ledger show'](clientGlobals(cmd), io)));
    reading(ledger.command('repair'))
        .description('set ledger entries: which service id belongs to a service_code')
        .addOption(new option_Option('--service <CODE=svc_id>', 'set this entry (repeatable)')
        .argParser(repeatable)
        .makeOptionMandatory())
        .action((_o, cmd) => reported('ledger repair', () => handlers['ledger repair'](clientGlobals(cmd), io)));
    reading(ledger.command('forget'))
        .description('remove ledger entries (the services stay on the platform)')
        .addOption(new option_Option('--service <CODE>', 'remove the entry of this service code (repeatable)')
        .argParser(repeatable)
        .makeOptionMandatory())
        .action((_o, cmd) => reported('ledger forget', () => handlers['ledger forget'](clientGlobals(cmd), io)));
    reading(program.command('login'), ['json', 'baseUrl', 'insecure'])
        .description('sign in with the device flow and store the key (0600) in your config folder')
        .option('--client-name <name>', 'name shown on the approval page')
        .action((_o, cmd) => reported('login', () => handlers.login(clientGlobals(cmd), io)));
    reading(program.command('whoami'))
        .description('show the credential, its scopes and rate limit, and the scopes this repository needs but lacks')
        .action((_o, cmd) => reported('whoami', () => handlers.whoami(clientGlobals(cmd), io)));
    reading(program.command('emulator'), ['cwd', 'apiKey', 'json'], {
        apiKey: new option_Option('--api-key <KEY[:scope,…]>', 'a key the emulator accepts, with all scopes or those listed (repeatable); default: one full-scope key, printed'),
        cwd: new option_Option('-C, --cwd <dir>', '--data and --seed are relative to this folder'),
    })
        .description('run the platform emulator (a real HTTP server implementing the whole contract)')
        .option('--port <n>', 'port (0 = any free port)', '4010')
        .option('--host <host>', 'address to listen on', '127.0.0.1')
        .option('--data <file>', 'persist state in this JSON file across restarts')
        .option('--rate-limit <n>', 'requests per minute per key (default 1200)')
        .option('--latency <ms>', 'milliseconds added to every /v1 request')
        .addOption(new option_Option('--latency-ms <ms>', 'the same as --latency').hideHelp())
        .option('--fault-rate <f>', 'probability 0..1 of a fault per /v1 request')
        .option('--fault-seed <n>', 'seed of the fault sequence')
        .option('--fault-kinds <list>', 'comma-separated: 500,503,429,drop_before,drop_after,stall')
        .option('--checksum <algorithm>', 'manifest checksum: sha256 (default), sha1 or md5')
        .option('--auto-approve', 'approve and publish publish requests at once')
        .option('--seed <fixture>', 'JSON or YAML fixture with keys, sites and catalog (docs/emulator.md)')
        .option('--shape <shape>', 'responses: strict (default), minimal or noisy (docs/emulator.md)')
        .option('--admin-token <token>', 'require this token (header X-Emulator-Token) on admin routes and device approvals; default: generated when --host is not a loopback address')
        .action((o, cmd) => {
        // The program's --api-key means, for the emulator, the keys it accepts (several allowed).
        const { apiKey, cwd } = cmd.optsWithGlobals();
        const options = { ...o, apiKey, cwd };
        return running('emulator', () => handlers.emulator(options, io));
    });
    reading(program.command('dev'))
        .description('keep a personal development session in step with the working tree on every save, with a local preview that reloads (docs/dev.md)')
        .option('--site <id>', 'the site of sitesync.yml to develop (when it has several)')
        .option('--source <dir>', 'the site source folder to develop (a site of sitesync.yml, or without one)')
        .option('--port <n>', `port of the local preview on 127.0.0.1 (0 = any free port; default ${dev_port/* DEFAULT_DEV_PORT */.s})`)
        .option('--open', 'open the local preview in the browser')
        .option('--emulator', 'run against an in-process emulator whose live site is this tree (offline, no account)')
        .option('--debounce <ms>', 'quiet time that ends a burst of saves (default 30)')
        .action((_o, cmd) => reported('dev', () => handlers.dev(clientGlobals(cmd), io)));
    reading(program.command('demo'), ['json'])
        .description('plan → apply → preview → publish request → approval → no-op plan, offline against the embedded emulator')
        .option('--keep', 'keep the emulator running (the preview link stays open) and the repository, until Ctrl-C')
        .action((o) => reported('demo', () => handlers.demo(o, io)));
    return program;
}
/** The tree with inert handlers, for inspecting its structure (options, help) without running anything. */
function inspectCommandTree() {
    const inert = () => {
        throw new Error('the inspected command tree runs nothing');
    };
    return buildCommandTree({
        io: undefined,
        handlers: undefined,
        reported: inert,
        running: inert,
    });
}

// EXTERNAL MODULE: ./src/render/inert-text.ts
var inert_text = __nccwpck_require__(7690);
// EXTERNAL MODULE: ./src/shared/json-pieces.ts
var json_pieces = __nccwpck_require__(6171);
// EXTERNAL MODULE: ./node_modules/picocolors/picocolors.js
var picocolors = __nccwpck_require__(7336);
// EXTERNAL MODULE: ./src/render/units.ts
var units = __nccwpck_require__(3647);
;// CONCATENATED MODULE: ./src/render/progress-line.ts
/**
 * Pure: the progress of long work as text. On a terminal one status line is redrawn in place
 * (`statusLine`); in CI, in a log or with `--json` a few plain lines are printed instead
 * (`quietLine`): when the work starts, now and then while it runs, and when it ends.
 */


function formatDuration(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
function formatRate(perSecond, bytes, unit) {
    if (bytes)
        return `${(0,units/* formatBytes */.z)(Math.round(perSecond))}/s`;
    const n = perSecond >= 10 ? Math.round(perSecond) : Math.round(perSecond * 10) / 10;
    return `${n} ${unit}/s`;
}
/** Units (or bytes) per second so far; undefined before there is anything to measure. */
function rateOf(view) {
    const amount = view.totalBytes !== undefined ? (view.bytes ?? 0) : view.done;
    if (amount <= 0 || view.elapsedMs < 200)
        return undefined;
    return amount / (view.elapsedMs / 1000);
}
/** Time left at the rate so far; undefined when the total or the rate is unknown. */
function etaMs(view) {
    const rate = rateOf(view);
    if (rate === undefined)
        return undefined;
    const left = view.totalBytes !== undefined
        ? view.totalBytes - (view.bytes ?? 0)
        : view.total !== undefined
            ? view.total - view.done
            : undefined;
    if (left === undefined)
        return undefined;
    return (Math.max(0, left) / rate) * 1000;
}
function bar(fraction, width) {
    const filled = Math.max(0, Math.min(width, Math.round(fraction * width)));
    return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}
/** The parts after the label: counts, bytes, rate, ETA (or time left of a wait), elapsed. */
function facts(view, withEta) {
    const unit = view.unit ?? 'done';
    const parts = [];
    parts.push(view.total !== undefined ? `${view.done}/${view.total} ${unit}` : `${view.done} ${unit}`);
    if (view.totalBytes !== undefined) {
        parts.push(`${(0,units/* formatBytes */.z)(view.bytes ?? 0)} of ${(0,units/* formatBytes */.z)(view.totalBytes)}`);
    }
    else if (view.bytes !== undefined && view.bytes > 0) {
        parts.push((0,units/* formatBytes */.z)(view.bytes));
    }
    if (view.note)
        parts.push(view.note);
    const rate = rateOf(view);
    if (rate !== undefined)
        parts.push(formatRate(rate, view.totalBytes !== undefined, unit));
    if (view.remainingMs !== undefined)
        parts.push(`${formatDuration(view.remainingMs)} left`);
    else if (withEta && view.total !== undefined && view.done < view.total) {
        const eta = etaMs(view);
        parts.push(eta === undefined ? 'ETA …' : `ETA ${formatDuration(eta)}`);
    }
    parts.push(formatDuration(view.elapsedMs));
    return parts;
}
/** A wait or a read of unknown length: facts without counts when nothing is counted. */
function isUncounted(view) {
    return view.total === undefined && view.done === 0 && view.unit === undefined;
}
function describe(view, withEta) {
    const parts = facts(view, withEta);
    return isUncounted(view) ? parts.slice(1).join(' · ') : parts.join(' · ');
}
/**
 * The terminal's status line for the work in progress (the newest piece of work with a bar; the
 * others by label), cut to `columns` so that a redraw never wraps.
 */
function statusLine(views, options) {
    if (views.length === 0)
        return '';
    const c = (0,picocolors.createColors)(options.color);
    const main = views[views.length - 1];
    const others = views.slice(0, -1).map((v) => v.label);
    const fraction = main.totalBytes !== undefined && main.totalBytes > 0
        ? (main.bytes ?? 0) / main.totalBytes
        : main.total !== undefined && main.total > 0
            ? main.done / main.total
            : undefined;
    const head = fraction === undefined ? main.label : `${main.label} ${bar(fraction, 20)}`;
    const line = [
        head,
        c.dim(describe(main, true)),
        ...(others.length > 0 ? [c.dim(`(also: ${others.join(', ')})`)] : []),
    ].join('  ');
    return truncateVisible(line, Math.max(20, options.columns - 1));
}
/** One plain line for a log: `label: 120/353 writes · 34 writes/s · ETA 7s · 3s`, or `… done in 7s`. */
function quietLine(view, phase) {
    if (phase === 'start') {
        const what = view.total !== undefined
            ? `${view.total} ${view.unit ?? ''}`.trim() +
                (view.totalBytes !== undefined ? `, ${(0,units/* formatBytes */.z)(view.totalBytes)}` : '')
            : (view.note ?? 'started');
        return `${view.label}: ${what}`;
    }
    if (phase === 'update')
        return `${view.label}: ${describe(view, true)}`;
    const parts = facts(view, false);
    // "done in 7s" reads better than a trailing elapsed time.
    parts.pop();
    const shown = isUncounted(view) ? parts.slice(1) : parts;
    return `${view.label}: ${[...shown, `done in ${formatDuration(view.elapsedMs)}`].join(' · ')}`;
}
// eslint-disable-next-line no-control-regex
const SGR = /\u001b\[[0-9;]*m/g;
/** Cuts a line to `max` visible characters, keeping colour sequences whole and closing them. */
function truncateVisible(line, max) {
    if (line.replace(SGR, '').length <= max)
        return line;
    let visible = 0;
    let out = '';
    let i = 0;
    while (i < line.length && visible < max - 1) {
        SGR.lastIndex = i;
        const m = SGR.exec(line);
        if (m && m.index === i) {
            out += m[0];
            i += m[0].length;
            continue;
        }
        out += line[i];
        visible += 1;
        i += 1;
    }
    return out + '…' + (out.includes('\u001b[') ? '\u001b[0m' : '');
}

;// CONCATENATED MODULE: ./src/cli/progress-board.ts


/** How progress is shown for this run: a terminal gets a live line, everything else quiet lines. */
function progressModeOf(options) {
    const ci = Boolean(options.env.CI) && options.env.CI !== 'false' && options.env.CI !== '0';
    if (!options.isTTY || options.json || ci || options.env.TERM === 'dumb')
        return 'quiet';
    return 'tty';
}
const QUIET_UPDATE_MS = 15_000;
const QUIET_MIN_UNCOUNTED_MS = 5_000;
const REDRAW_MS = 200;
const MIN_DRAW_GAP_MS = 50;
function createProgressBoard(options) {
    const now = options.now ?? Date.now;
    const items = [];
    const traffic = { requests: 0, bytes: 0 };
    let shown = false;
    let lastDraw = 0;
    let timer;
    const view = (item) => {
        const elapsedMs = now() - item.startedAt;
        const requests = traffic.requests - item.trafficAt.requests;
        const moved = traffic.bytes - item.trafficAt.bytes;
        const trafficNote = !item.counted && requests > 0 ? `${(0,units/* plural */.L)(requests, 'request')} · ${(0,units/* formatBytes */.z)(moved)}` : undefined;
        const note = [item.note, trafficNote].filter(Boolean).join(' · ') || undefined;
        return {
            label: item.label,
            done: item.done,
            ...(item.total !== undefined && { total: item.total }),
            ...(item.options.unit !== undefined && { unit: item.options.unit }),
            ...(item.counted && item.bytes > 0 && { bytes: item.bytes }),
            ...(item.options.totalBytes !== undefined && {
                totalBytes: item.options.totalBytes,
                bytes: item.bytes,
            }),
            ...(note !== undefined && { note }),
            ...(item.options.deadline !== undefined && { remainingMs: Math.max(0, item.options.deadline - now()) }),
            elapsedMs,
        };
    };
    const clearLine = () => {
        if (shown)
            options.write('\r\u001b[2K');
        shown = false;
    };
    const draw = (force = false) => {
        if (options.mode !== 'tty')
            return;
        const t = now();
        if (!force && t - lastDraw < MIN_DRAW_GAP_MS)
            return;
        lastDraw = t;
        // While a counted step runs, the uncounted ones around it (its phase) are not news.
        const counted = items.filter((i) => i.counted);
        const visible = counted.length > 0 ? counted : items;
        const line = statusLine(visible.map(view), {
            columns: options.columns?.() ?? 80,
            color: options.color,
        });
        options.write(`\r\u001b[2K${line}`);
        shown = line !== '';
    };
    const ensureTimer = () => {
        if (options.mode !== 'tty' || timer)
            return;
        timer = setInterval(() => draw(true), REDRAW_MS);
        timer.unref();
    };
    const stopTimerIfIdle = () => {
        if (items.length > 0 || !timer)
            return;
        clearInterval(timer);
        timer = undefined;
    };
    const around = (write) => {
        if (options.mode === 'tty' && shown) {
            clearLine();
            write();
            draw(true);
            return;
        }
        write();
    };
    const quiet = (item, phase) => {
        options.write(quietLine(view(item), phase) + '\n');
        item.lastQuietAt = now();
    };
    /** A step worth its own lines: counted with more than one unit, or one that took a while. */
    const worthLines = (item) => (item.counted && (item.total ?? 0) > 1) || now() - item.startedAt >= QUIET_MIN_UNCOUNTED_MS;
    const finish = (item) => {
        const index = items.indexOf(item);
        if (index < 0)
            return;
        items.splice(index, 1);
        if (options.mode === 'tty') {
            clearLine();
            if (item.counted && worthLines(item))
                options.write(quietLine(view(item), 'done') + '\n');
            if (items.length > 0)
                draw(true);
        }
        else if (worthLines(item)) {
            quiet(item, 'done');
        }
        stopTimerIfIdle();
    };
    return {
        start(label, total, opts = {}) {
            const counted = total !== undefined;
            const item = {
                label,
                counted,
                total,
                options: opts,
                startedAt: now(),
                trafficAt: { ...traffic },
                done: 0,
                bytes: 0,
                note: undefined,
                lastQuietAt: now(),
            };
            items.push(item);
            if (options.mode === 'quiet') {
                if (counted && (total ?? 0) > 1)
                    quiet(item, 'start');
            }
            else {
                ensureTimer();
                draw(true);
            }
            return {
                tick: (n = 1, bytes = 0) => {
                    item.done += n;
                    item.bytes += bytes;
                    if (options.mode === 'tty')
                        draw();
                    else if (now() - item.lastQuietAt >= QUIET_UPDATE_MS)
                        quiet(item, 'update');
                },
                note: (text) => {
                    item.note = text;
                    if (options.mode === 'tty')
                        draw();
                },
                done: () => finish(item),
            };
        },
        onRequest(entry) {
            traffic.requests += 1;
            traffic.bytes += entry.bytesSent + entry.bytesReceived;
            if (options.mode === 'quiet') {
                const t = now();
                for (const item of items)
                    if (!item.counted && t - item.lastQuietAt >= QUIET_UPDATE_MS)
                        quiet(item, 'update');
            }
        },
        write: (text) => around(() => options.write(text)),
        around,
        close() {
            items.length = 0;
            clearLine();
            stopTimerIfIdle();
        },
    };
}

// EXTERNAL MODULE: ./src/cli/envelope.ts
var envelope = __nccwpck_require__(9144);
;// CONCATENATED MODULE: ./src/cli/output.ts



/**
 * `outJson` writes in batches of about this many characters: below V8's large-object size
 * (~128 KB), so a batch, its redacted copy and the bytes written from it die young. Batches of 1 MB
 * are large objects, freed only by a full collection (bench/ANALYSIS.md, thirteenth round).
 */
const JSON_BATCH_CHARS = 1 << 15;

/** NO_COLOR (any non-empty value, https://no-color.org) and TERM=dumb turn colour off. */
function colorAllowed(stream, env) {
    return Boolean(stream.isTTY) && !env.NO_COLOR && env.TERM !== 'dumb';
}
function createOutput(options) {
    const { stdout, stderr, redact, env } = options;
    const isTTY = Boolean(stderr.isTTY);
    const color = colorAllowed(stdout, env) && !options.json;
    const progressMode = progressModeOf({ isTTY, json: options.json, env });
    const board = createProgressBoard({
        mode: progressMode,
        color: colorAllowed(stderr, env),
        write: (text) => stderr.write(redact(text)),
        // A pty without a size (script(1), some CI runners) reports 0 columns.
        columns: () => stderr.columns || undefined,
        ...(options.now && { now: options.now }),
    });
    const errColour = colorAllowed(stderr, env) && !options.json;
    const outLine = (text) => (options.json ? (0,inert_text/* inertJsonText */.Q4)(redact(text)) : (0,inert_text/* inertTerminal */.Hi)(redact(text), { keepColour: color })).replace(/\n?$/, '\n');
    const errLine = (text) => (0,inert_text/* inertTerminal */.Hi)(redact(text), { keepColour: errColour }).replace(/\n?$/, '\n');
    const out = (text) => board.around(() => stdout.write(outLine(text)));
    /** Writes `text` and waits until the stream takes more (or has failed: nothing is held back). */
    const outPiece = (text) => new Promise((resolve) => {
        board.around(() => {
            if (stdout.write(text))
                return resolve();
            const done = () => {
                stdout.off('drain', done);
                stdout.off('error', done);
                stdout.off('close', done);
                resolve();
            };
            stdout.on('drain', done);
            stdout.on('error', done);
            stdout.on('close', done);
        });
    });
    const outJson = async (value) => {
        // Pieces never split a JSON string: redaction and escaping see every string whole.
        const safe = (text) => (0,inert_text/* inertJsonText */.Q4)(redact(text));
        let batch = '';
        for (const piece of (0,json_pieces/* jsonPieces */.M)(value)) {
            batch += piece;
            if (batch.length < JSON_BATCH_CHARS)
                continue;
            await outPiece(safe(batch));
            batch = '';
        }
        await outPiece(safe(`${batch}\n`));
    };
    const err = (text) => board.write(errLine(text));
    const reporter = {
        info: (m) => err(m),
        warn: (m) => err(`warning: ${m}`),
        progress: (label, total, opts) => board.start(label, total, opts),
        activity: (label, opts) => board.start(label, undefined, opts),
    };
    return {
        json: options.json,
        color,
        isTTY,
        progressMode,
        out,
        outJson,
        err,
        reporter: () => reporter,
        onRequest: (entry) => board.onRequest(entry),
        close: () => board.close(),
        status: (text) => {
            // One line redrawn in place (sitesync dev); nothing off a terminal or with --json.
            if (isTTY && !options.json)
                stderr.write(`\r\u001b[2K${(0,inert_text/* inertTerminal */.Hi)(redact(text), { keepColour: errColour })}`);
        },
    };
}

// EXTERNAL MODULE: ./src/cli/credentials.ts
var credentials = __nccwpck_require__(8228);
// EXTERNAL MODULE: ./src/platform/url-secrets.ts
var url_secrets = __nccwpck_require__(3290);
;// CONCATENATED MODULE: ./src/cli/cli-secrets.ts
/**
 * Pure: every secret the CLI can see before it runs a command, for its redactor to learn first
 * thing. The API key (`--api-key`, whole, whatever it holds; SITESYNC_API_KEY; the stored login's),
 * the password and query values of every base URL (`--base-url`, SITESYNC_BASE_URL, the stored
 * login's) and the emulator's `--admin-token`. For `sitesync emulator`, `--api-key` is
 * `KEY[:scope,…]`, so the key before its scopes is masked as well.
 */

/** The values of `--name V` and `--name=V` in argv (before a `--`). */
function optionValues(argv, name) {
    const values = [];
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a === '--')
            break;
        if (a === name && i + 1 < argv.length)
            values.push(argv[++i]);
        else if (a.startsWith(`${name}=`))
            values.push(a.slice(name.length + 1));
    }
    return values;
}
function cliSecrets(input) {
    const { argv, env, stored } = input;
    const keys = optionValues(argv, '--api-key');
    const emulatorKeys = input.command === 'emulator' ? keys.map((spec) => spec.split(':')[0]) : [];
    const urls = [...optionValues(argv, '--base-url'), env.SITESYNC_BASE_URL, stored?.base_url];
    const all = [
        ...keys,
        ...emulatorKeys,
        env.SITESYNC_API_KEY,
        stored?.api_key,
        ...urls.flatMap((url) => (0,url_secrets/* urlSecrets */.F)(url)),
        ...optionValues(argv, '--admin-token'),
    ];
    return [...new Set(all.filter((s) => typeof s === 'string' && s !== ''))];
}

;// CONCATENATED MODULE: ./src/cli/program.ts











/** Runs the CLI and resolves to its exit code. Never calls process.exit itself. */
async function runCli(environment) {
    const argv = [...environment.argv];
    // Every secret in sight (keys, base-URL credentials, the admin token) is masked before anything
    // can print it; the stored login's are as secret as the others, whoever echoes them back.
    const redact = (0,shared_redact/* createRedactor */.lY)(cliSecrets({
        argv,
        env: environment.env,
        command: guessCommandName(argv),
        stored: await (0,credentials/* readStoredLogin */.vs)(environment.env),
    }));
    const json = argv.includes('--json');
    const output = createOutput({
        stdout: environment.stdout,
        stderr: environment.stderr,
        json,
        env: environment.env,
        redact,
    });
    const io = {
        output,
        env: environment.env,
        cwd: environment.cwd,
        signal: environment.signal,
        ...(environment.stdin && { stdin: environment.stdin }),
        ...(environment.transport && { transport: environment.transport }),
    };
    let exitCode = errors/* ExitCode */.yU.ok;
    // The command being parsed or run; a usage error before any is known names the word given.
    let commandName = guessCommandName(argv);
    let enveloped = false;
    const printEnvelope = (code, result, error, timings) => {
        enveloped = true;
        return output.outJson((0,envelope/* resultEnvelope */._2)({
            command: commandName,
            exitCode: code,
            ...(result !== undefined && { result }),
            ...(error && { error }),
            ...(timings && { timings }),
        }));
    };
    const finish = async (name, result) => {
        commandName = name;
        exitCode = result.exitCode;
        if (json) {
            await printEnvelope(result.exitCode, (0,command/* jsonOf */.o)(result) ?? null, result.error ? (0,envelope/* errorJson */.dF)(result.error) : undefined, result.timings);
            return;
        }
        // A result's text says itself what went wrong (its `error` is for the envelope)…
        const text = (0,command/* textOf */.b)(result);
        if (text)
            output.out(text);
        // …and a long one also ends with the error on stderr.
        if (result.error && result.errorOnStderr)
            output.err(`error: ${(0,errors/* describeError */.Uc)(result.error)}`);
    };
    const program = buildCommandTree({
        io,
        handlers: { ...COMMAND_HANDLERS, ...environment.handlers },
        reported: async (name, run) => {
            commandName = name;
            await finish(name, await run());
        },
        running: async (name, run) => {
            commandName = name;
            exitCode = await run();
            // In --json mode a long-running command (the emulator) printed its envelope as it started.
            enveloped = json;
        },
    });
    // Every command names itself when its options fail to parse.
    const nameParseErrors = (cmd) => {
        for (const sub of cmd.commands) {
            sub.exitOverride((err) => {
                commandName = commandPath(sub);
                throw err;
            });
            nameParseErrors(sub);
        }
    };
    nameParseErrors(program);
    // --json: what commander prints (help, the version, a usage error) is held back, so that stdout
    // holds the one envelope; help and the version are its result, a usage error goes to stderr.
    let commanderOut = '';
    let commanderErr = '';
    if (json) {
        const capture = (cmd) => {
            cmd.configureOutput({
                writeOut: (s) => void (commanderOut += s),
                writeErr: (s) => void (commanderErr += s),
            });
            cmd.commands.forEach(capture);
        };
        capture(program);
    }
    try {
        await program.parseAsync(argv, { from: 'user' });
    }
    catch (err) {
        if (err instanceof CommanderError) {
            if (err.code === 'commander.helpDisplayed' ||
                err.code === 'commander.version' ||
                err.code === 'commander.help') {
                if (json) {
                    const text = (commanderOut + commanderErr).trimEnd();
                    // A command's help is not that command's result: `--json plan --help` is `help`.
                    if (err.code !== 'commander.version' && commandName !== 'sitesync')
                        commandName = 'help';
                    await printEnvelope(errors/* ExitCode */.yU.ok, err.code === 'commander.version' ? { version: text } : { help: text });
                    output.close();
                }
                return errors/* ExitCode */.yU.ok;
            }
            // Commander has printed the problem on stderr; --json also gets it as an envelope.
            if (json) {
                if (commanderErr)
                    output.err(commanderErr.trimEnd());
                await printEnvelope(errors/* ExitCode */.yU.usage, undefined, {
                    code: (0,envelope/* toUpperSnake */.E$)(err.code),
                    message: err.message.replace(/^error:\s*/, ''),
                    hint: commandName === 'sitesync'
                        ? 'run `sitesync --help` for usage'
                        : `run \`sitesync ${commandName} --help\` for usage`,
                });
            }
            output.close();
            return errors/* ExitCode */.yU.usage;
        }
        exitCode = err instanceof errors/* SitesyncError */.fj ? err.exitCode : errors/* ExitCode */.yU.failure;
        if (environment.signal.aborted)
            exitCode = errors/* ExitCode */.yU.interrupted;
        if (json && !enveloped)
            await printEnvelope(exitCode, undefined, (0,envelope/* errorJson */.dF)(err));
        output.err(`error: ${(0,errors/* describeError */.Uc)(err)}`);
        if (!(err instanceof errors/* SitesyncError */.fj) &&
            environment.env.SITESYNC_DEBUG &&
            err instanceof Error &&
            err.stack)
            output.err(err.stack);
    }
    output.close();
    return exitCode;
}
/** Global options that take a value (their value is not a command name). */
const GLOBAL_WITH_VALUE = new Set(['-c', '--config', '-C', '--cwd', '--base-url', '--api-key']);
/** The command words of argv before parsing (for an envelope when parsing fails early). */
function guessCommandName(argv) {
    const words = [];
    for (let i = 0; i < argv.length && words.length < 2; i++) {
        const a = argv[i];
        if (a === '--')
            break;
        if (a.startsWith('-')) {
            if (GLOBAL_WITH_VALUE.has(a))
                i += 1;
            if (words.length > 0)
                break;
            continue;
        }
        words.push(a);
        if (a !== 'ledger')
            break;
    }
    return words.join(' ') || 'sitesync';
}


/***/ }),

/***/ 4110:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ platformAddress),
/* harmony export */   a: () => (/* binding */ checkedBaseUrl)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8382);
/* harmony import */ var _url_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3290);
/**
 * Pure: the platform's base URL as the transport uses it, and as messages may show it; and the
 * check made before any key is sent to it (the CLI's credentials and the action's `base-url`
 * input alike: http(s) only, plain http only to this machine unless allowed). Every request
 * path starts with `/v1/`, so a base URL that already ends in `/v1` would ask for `/v1/v1/…` and
 * meet 404s that look like a wrong site id: it is refused up front, naming the URL to use instead.
 */


function platformAddress(baseUrl) {
    let url;
    try {
        url = new URL(baseUrl);
    }
    catch {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('BAD_BASE_URL', `the platform URL ${JSON.stringify((0,_url_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .shownUrl */ .z)(baseUrl))} is not a URL`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
            hint: 'give the platform API root, e.g. https://api.example.com',
        });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('BAD_BASE_URL', `the platform URL ${(0,_url_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .shownUrl */ .z)(url)} is not http:// or https://`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
            hint: 'give the platform API root, e.g. https://api.example.com',
        });
    }
    if (/\/v1\/*$/i.test(url.pathname)) {
        const root = new URL(url.href);
        root.pathname = url.pathname.replace(/\/v1\/*$/i, '') || '/';
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('BASE_URL_ENDS_IN_V1', `the platform URL ${(0,_url_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .shownUrl */ .z)(url)} ends in /v1, but sitesync adds /v1 to every request path (it would ask for /v1/v1/…)`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
            hint: `use ${(0,_url_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .shownUrl */ .z)(root)} instead${url.username || url.password ? ', with the same user info' : ''}`,
        });
    }
    return {
        base: baseUrl.replace(/\/+$/, ''),
        host: url.host,
        hostname: url.hostname,
        origin: url.origin,
    };
}
/** 127.0.0.0/8, ::1 and localhost: plain http there never leaves the machine. */
function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase();
    return (host === 'localhost' ||
        host.endsWith('.localhost') ||
        /^127(\.\d{1,3}){3}$/.test(host) ||
        host === '[::1]');
}
/**
 * Parses a platform URL and refuses what would expose the key: a scheme other than http(s), and
 * plain `http://` to a host that is not loopback unless `--insecure` was given.
 */
function checkedBaseUrl(baseUrl, options) {
    let url;
    try {
        url = new URL(baseUrl);
    }
    catch {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('BAD_BASE_URL', `the platform URL ${JSON.stringify((0,_url_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .shownUrl */ .z)(baseUrl))} (${options.from}) is not a URL`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
        });
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('BAD_BASE_URL', `the platform URL ${JSON.stringify((0,_url_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .shownUrl */ .z)(baseUrl))} (${options.from}) must start with https:// (or http:// for this machine)`, { exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage });
    // The API's paths are added to the base URL: a query or a fragment would end up before them.
    if (url.search || url.hash)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('BAD_BASE_URL', `the platform URL ${JSON.stringify((0,_url_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .shownUrl */ .z)(baseUrl))} (${options.from}) has a ${url.search ? 'query (?…)' : 'fragment (#…)'}: sitesync adds the API's paths to it and cannot keep one`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
            hint: "give the platform's address alone; the API key goes in SITESYNC_API_KEY, --api-key or `sitesync login`",
        });
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname) && !options.insecure)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SitesyncError */ .fj('INSECURE_BASE_URL', `refusing plain http:// to ${url.host} (${options.from}): the API key would cross the network unencrypted`, {
            exitCode: _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
            hint: options.insecureHint ??
                'use https://, or pass --insecure if this network is yours and you accept that',
        });
    return url;
}


/***/ }),

/***/ 3290:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ urlSecrets),
/* harmony export */   z: () => (/* binding */ shownUrl)
/* harmony export */ });
/**
 * Pure: the parts of a URL that may hold a secret (`https://user:PASSWORD@host/?api_key=SECRET`),
 * hidden for messages and files (`shownUrl`) and listed for a redactor (`urlSecrets`). Both take
 * text that is not a URL too (`https://u:pw@host:99999/` does not parse, and is still shown in
 * the error that says so): the user info is then what lies between `//` and the last `@` before
 * the path, and the query what follows the first `?`.
 */
/** Text that does not parse as a URL, split where a URL would be. */
function rawParts(text) {
    const hash = text.indexOf('#');
    const noHash = hash < 0 ? text : text.slice(0, hash);
    const mark = noHash.indexOf('?');
    const withoutQuery = mark < 0 ? noHash : noHash.slice(0, mark);
    const query = mark < 0 ? undefined : noHash.slice(mark + 1);
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(withoutQuery)?.[0] ?? '';
    const afterScheme = withoutQuery.slice(scheme.length);
    const slash = afterScheme.indexOf('/');
    const authority = slash < 0 ? afterScheme : afterScheme.slice(0, slash);
    const at = authority.lastIndexOf('@');
    return {
        before: scheme,
        ...(at >= 0 && { userinfo: authority.slice(0, at) }),
        rest: afterScheme.slice(at + 1),
        ...(query !== undefined && { query }),
    };
}
/**
 * A URL as it may be printed or stored: no user info, query or fragment (any of them could hold
 * a secret), no trailing slashes. One form per platform, so it also compares two base URLs.
 */
function shownUrl(url) {
    let copy;
    try {
        copy = new URL(typeof url === 'string' ? url : url.href);
    }
    catch {
        copy = undefined;
    }
    if (copy) {
        copy.username = '';
        copy.password = '';
        copy.search = '';
        copy.hash = '';
        return copy.href.replace(/\/+$/, '');
    }
    const parts = rawParts(String(url));
    return (parts.before + parts.rest).replace(/\/+$/, '');
}
const decoded = (text) => {
    try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
    }
    catch {
        return text;
    }
};
/**
 * The secrets a URL carries: the password of its user info and the value of every query
 * parameter, each as written and decoded. The user name and the parameter names are not secret.
 */
function urlSecrets(url) {
    if (!url)
        return [];
    const parts = rawParts(url);
    const found = [];
    if (parts.userinfo !== undefined) {
        const colon = parts.userinfo.indexOf(':');
        if (colon >= 0)
            found.push(parts.userinfo.slice(colon + 1));
    }
    for (const pair of parts.query?.split('&') ?? []) {
        const eq = pair.indexOf('=');
        if (eq >= 0)
            found.push(pair.slice(eq + 1));
    }
    const all = found.filter((s) => s !== '').flatMap((s) => [s, decoded(s)]);
    return [...new Set(all)];
}


/***/ }),

/***/ 7690:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fq: () => (/* binding */ inertLine),
/* harmony export */   H_: () => (/* binding */ inertLog),
/* harmony export */   Hi: () => (/* binding */ inertTerminal),
/* harmony export */   Q4: () => (/* binding */ inertJsonText)
/* harmony export */ });
/**
 * Makes text from the platform, files or GitHub inert for a terminal or the Actions log: control
 * and escape characters are shown as escapes instead of being sent (no cursor moves, colours, OSC
 * 8 links, bells or carriage returns that overwrite a line), and no line it contributes can start
 * a workflow command (`::set-output …`, `::error …`, `##[…]`).
 *
 * - `inertLine` is for text embedded in one of our own lines: newlines are shown as `\n`, so the
 *   text can never begin a line of its own.
 * - `inertLog` keeps newlines (for multi-line text such as a code frame) but prefixes every line
 *   that would read as a workflow command with a zero-width space, which the runner does not trim.
 */
// C0 controls but tab, DEL, C1 controls, and the bidirectional overrides / isolates that reorder
// what a reader sees (Trojan Source), plus the line and paragraph separators.
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROLS_AND_NEWLINES = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */
const NAMED = { '\n': '\\n', '\r': '\\r', '\u001b': '\\e' };
function shown(c) {
    const named = NAMED[c];
    if (named)
        return named;
    const code = c.charCodeAt(0);
    return code <= 0xff
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`;
}
const ZWSP = '\u200b';
const COMMAND_START = /^(\s*)(::|##\[)/;
/** One line's worth of untrusted text: every control character, newlines included, shown escaped. */
function inertLine(text) {
    return text.replace(CONTROLS_AND_NEWLINES, shown);
}
/** Untrusted multi-line text: controls shown escaped, newlines kept, no line a workflow command. */
function inertLog(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .replace(CONTROLS, shown)
        .split('\n')
        .map((line) => line.replace(COMMAND_START, `$1${ZWSP}$2`))
        .join('\n');
}
// What a terminal must never receive raw from us: every control above but newline and tab.
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
const TERMINAL = /(\u001b\[[0-9;]*m)|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const JSON_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */
/**
 * The last line of defence before stdout/stderr: whatever reached the CLI's output unescaped
 * (a platform message, a file name) has its controls shown as escapes. Newlines and tabs stay;
 * with `keepColour` the SGR colour sequences our own renderers write (`ESC[…m`) stay too. Cursor
 * moves, OSC 8 links, screen clears, bells and carriage returns never pass.
 */
function inertTerminal(text, options) {
    return text.replace(TERMINAL, (match, sgr) => sgr !== undefined && options.keepColour ? match : match.replace(CONTROLS, shown));
}
/**
 * For JSON text bound for a terminal (`--json`): JSON.stringify leaves DEL, C1 controls and
 * bidirectional overrides raw; they (and any other control but newline and tab) become `\uXXXX`
 * escapes, so the document still parses to the same value.
 */
function inertJsonText(json) {
    return json.replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}


/***/ }),

/***/ 3647:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural),
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
function formatBytes(n) {
    if (n < 1024)
        return `${n} B`;
    const units = ['KiB', 'MiB', 'GiB'];
    let v = n / 1024;
    let i = 0;
    while (v >= 1024 && i < units.length - 1) {
        v /= 1024;
        i++;
    }
    return `${v >= 10 ? v.toFixed(0) : v.toFixed(1)} ${units[i]}`;
}
function plural(n, one, many = one + 's') {
    return `${n} ${n === 1 ? one : many}`;
}


/***/ }),

/***/ 2758:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EU: () => (/* binding */ heapFlags),
/* harmony export */   Mz: () => (/* binding */ heavyWrites),
/* harmony export */   Nl: () => (/* binding */ commandOf),
/* harmony export */   e9: () => (/* binding */ heavyWriteFlags),
/* harmony export */   oY: () => (/* binding */ catalogParseFlags)
/* harmony export */ });
/* unused harmony exports PLAN_HEAP_GROWING_PERCENT, HEAVY_UPLOAD_BYTES, HEAVY_CATALOG_WRITES */
/**
 * The V8 flags sitesync sets for itself at start-up (pure; applied by tune-heap.ts, which the CLI
 * and action entries import first).
 *
 * sitesync's working set is small (M: 25–40 MB of heap for a plan of 5,000 files and 10k
 * products) but it allocates fast, and much of it survives (pages of live records, manifest
 * entries, digests), and an apply sends source batches of up to 8 MiB one after another. With the
 * defaults V8 answers by growing the young generation to 64 MB and letting ~200 MB of dead batch
 * bodies pile up before a full collection, which made most of the peak RSS (bench/ANALYSIS.md):
 *
 * - `--semi-space-growth-factor=1` keeps the young generation (mostly) at its initial size
 *   (M plans: 166–215 MB → 139–147 MB, same wall time);
 * - `--optimize-for-size` collects the old generation sooner (M first publish: ~205 MB → 192 MB at
 *   ~2 s more CPU over 70 s; plans −10–20 MB at +0.05–0.2 s). Not for `plan`: it holds no batch
 *   bodies, and on L (50k live products, 20,000 files) the extra full collections cost 1.0 s of a
 *   no-op plan's CPU (21 mark-compacts instead of 3, `--trace-gc`) for ~15 MB less peak RSS.
 *   `apply` starts without it too and sets it once its plan is known to write much
 *   (`heavyWrites`): an apply of a small change spends ~20 % less CPU without it (M: 0.91 × wall,
 *   12 runs), and a first publish still gets it before its first write.
 *
 * Both are read by V8 whenever it sizes the heap, so setting them once the process runs takes
 * effect (tested). `--max-semi-space-size` would not: it needs the node command line, and a
 * shebang with `env -S` breaks with busybox (Alpine) and npm's Windows shims.
 *
 * And one flag on V8's compilers:
 *
 * - `--no-turbofan` for `plan`: a plan lasts about a second (L, settled: 20,000 stats, 526 pages),
 *   too short for TurboFan's optimised code to repay its compiling, which runs on background
 *   threads and counts in the process's CPU and memory. Maglev still optimises the hot loops.
 *   Measured (bench/ANALYSIS.md, ninth round): L settled plan −125 ms CPU and −25 MB peak RSS, L
 *   full plan −130 ms CPU, M −55 ms and −7 MB. Not for `apply` or the action, which run for
 *   minutes on a first publish, nor for `dev`, which runs until stopped.
 *
 * And for a `plan` that parses its catalog anew, on the old generation:
 * - `--heap-growing-percent=100`: the next full collection comes once the heap has grown to twice
 *   what the last one kept (PLAN_HEAP_GROWING_PERCENT, catalogParseFlags).
 * A flag the user gives (in the command line or NODE_OPTIONS) on the same matter wins.
 */
const YOUNG_GENERATION = /--(max|min)-semi-space-size|--semi-space-growth-factor/;
const OPTIMIZE_FOR_SIZE = /--(no-)?optimize[-_]for[-_]size/;
const OPTIMIZING_COMPILER = /--(no-)?(turbofan|opt)\b|--max[-_]opt\b/;
const HEAP_GROWING = /--heap[-_]growing[-_]percent\b/;
/** Commands too short for TurboFan to repay its compiling. */
const WITHOUT_TURBOFAN = new Set(['plan']);
/**
 * How far the old generation may grow past what the last full collection kept, once a `plan`
 * parses its catalog anew: 100 % (a limit of twice the live heap). V8 picks the factor itself from
 * its GC and allocation speeds, up to 4× for a fast allocator such as a plan, and so let the
 * garbage of a parse (the stored parse's text, the YAML texts, the new parse cache's text) pile
 * up to the peak. Only then: a plan that takes its stored parse has little such garbage, and the
 * two extra full collections the bound costs it were CPU for nothing. Measured (bench/ANALYSIS.md,
 * tenth round).
 */
const PLAN_HEAP_GROWING_PERCENT = 100;
const BOUNDED_GROWTH = new Set(['plan']);
/** The flags a command sets once its catalog is parsed anew (memory-hints.ts): none the user decided. */
function catalogParseFlags(execArgv, nodeOptions, command) {
    const given = (pattern) => userGave(pattern, execArgv, nodeOptions);
    return command !== undefined &&
        BOUNDED_GROWTH.has(command) &&
        !given(HEAP_GROWING) &&
        !given(OPTIMIZE_FOR_SIZE)
        ? [`--heap-growing-percent=${PLAN_HEAP_GROWING_PERCENT}`]
        : [];
}
/**
 * Commands that start without `--optimize-for-size`: `plan` reads and compares only (CPU time
 * matters more than the last megabytes there); `apply` sets it itself when it writes much.
 */
const FAST_START_COMMANDS = new Set(['plan', 'apply']);
/** From this many bytes to upload (two source batches) an apply collects for size. */
const HEAVY_UPLOAD_BYTES = 16 * 1024 * 1024;
/** From this many catalog writes an apply collects for size (each write's answer is garbage). */
const HEAVY_CATALOG_WRITES = 1000;
/** Whether an apply's writes are many enough that its memory matters more than its CPU. */
function heavyWrites(writes) {
    return writes.uploadBytes >= HEAVY_UPLOAD_BYTES || writes.catalogWrites >= HEAVY_CATALOG_WRITES;
}
/** Whether the user gave a flag on the matter of `pattern` (command line or NODE_OPTIONS). */
function userGave(pattern, execArgv, nodeOptions) {
    return execArgv.some((a) => pattern.test(a)) || pattern.test(nodeOptions ?? '');
}
/** The flags an apply of heavy writes sets once its plan is known: none the user decided. */
function heavyWriteFlags(execArgv, nodeOptions) {
    return userGave(OPTIMIZE_FOR_SIZE, execArgv, nodeOptions) ? [] : ['--optimize-for-size'];
}
/** The command of a CLI argv (`process.argv.slice(2)`): its first word that is not an option. */
function commandOf(args) {
    return args.find((a) => !a.startsWith('-'));
}
function heapFlags(execArgv, nodeOptions, command) {
    const given = (pattern) => userGave(pattern, execArgv, nodeOptions);
    const forSize = command === undefined || !FAST_START_COMMANDS.has(command);
    const short = command !== undefined && WITHOUT_TURBOFAN.has(command);
    return [
        ...(given(YOUNG_GENERATION) ? [] : ['--semi-space-growth-factor=1']),
        ...(given(OPTIMIZE_FOR_SIZE) || !forSize ? [] : ['--optimize-for-size']),
        ...(short && !given(OPTIMIZING_COMPILER) ? ['--no-turbofan'] : []),
    ];
}


/***/ }),

/***/ 7886:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ whenCatalogParses),
/* harmony export */   e: () => (/* binding */ catalogParses)
/* harmony export */ });
/**
 * Moments of a run that make much garbage, told to whoever tunes the heap (tune-heap.ts) without
 * the code that has them knowing about V8. A catalog parsed anew is one: the stored parse's text,
 * the YAML texts and the new parse cache's text are each the size of the catalog again.
 */
let onCatalogParse = () => undefined;
/** Registers what to do when a catalog is about to be parsed anew (one handler; the last wins). */
function whenCatalogParses(handler) {
    onCatalogParse = handler;
}
/** Says a catalog is about to be parsed anew (a parse cache miss, or no cache). */
function catalogParses() {
    onCatalogParse();
}


/***/ }),

/***/ 9467:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  b: () => (/* binding */ tuneForHeavyWrites)
});

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
var external_node_v8_default = /*#__PURE__*/__nccwpck_require__.n(external_node_v8_namespaceObject);
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");
// EXTERNAL MODULE: ./src/runtime/heap-flags.ts
var heap_flags = __nccwpck_require__(2758);
// EXTERNAL MODULE: ./src/runtime/memory-hints.ts
var memory_hints = __nccwpck_require__(7886);
;// CONCATENATED MODULE: ./src/runtime/tune-heap.ts
/** Imported first by the CLI and action entries, for its effect: see heap-flags.ts. */




// The CLI's command word; the action is started without arguments (none: both flags).
const command = (0,heap_flags/* commandOf */.Nl)(process.argv.slice(2));
for (const flag of (0,heap_flags/* heapFlags */.EU)(process.execArgv, process.env['NODE_OPTIONS'], command))
    external_node_v8_default().setFlagsFromString(flag);
// A catalog parsed anew makes garbage the size of the catalog several times over.
(0,memory_hints/* whenCatalogParses */.O)(() => {
    for (const flag of (0,heap_flags/* catalogParseFlags */.oY)(process.execArgv, process.env['NODE_OPTIONS'], command))
        external_node_v8_default().setFlagsFromString(flag);
});
/**
 * `apply`, once its plan writes much (heap-flags.ts `heavyWrites`): collect for size from now on,
 * starting with one full collection now. V8 applies the flag when it next sizes the heap, at a
 * full collection; until then the limit the plan's last one set stands, and the writes' garbage
 * piled up to it over the plan's own (L, a first publish after a plan: 350 MB peak, against
 * 248 MB without the plan's state). Collecting here frees the plan's garbage and sets the next
 * limit from what the writes start with.
 */
function tuneForHeavyWrites() {
    const flags = (0,heap_flags/* heavyWriteFlags */.e9)(process.execArgv, process.env['NODE_OPTIONS']);
    for (const flag of flags)
        external_node_v8_default().setFlagsFromString(flag);
    if (flags.length > 0)
        collectNow();
}
/** One full collection, through a context made with `--expose-gc` (the main one has no `gc`). */
function collectNow() {
    try {
        external_node_v8_default().setFlagsFromString('--expose-gc');
        const gc = (0,external_node_vm_namespaceObject.runInNewContext)('gc');
        if (typeof gc === 'function')
            gc();
    }
    catch {
        // No handle on the collector: V8 collects on its own schedule.
    }
}


/***/ }),

/***/ 5284:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  jd: () => (/* binding */ digestFilesOffThread),
  iS: () => (/* binding */ parseCatalogOffThread),
  Zi: () => (/* binding */ runWorkerTask),
  cG: () => (/* binding */ runsInWorker)
});

// UNUSED EXPORTS: WORKER_HEAP_MB

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __nccwpck_require__(8382);
;// CONCATENATED MODULE: ./src/runtime/worker-task.ts
/**
 * Work that must not hold the main thread (parsing a large or alias-heavy catalog, hashing the
 * files of a first read of a site): run in a worker thread, so SIGINT/SIGTERM are still handled at
 * once, the answers of requests in flight are taken as they come, and the work is ended with the
 * worker.
 *
 * A built sitesync is one file (dist/cli/index.js, dist/index.js): the worker runs that same file,
 * whose entry calls `runWorkerTask()` first and does nothing else in a worker. From the sources
 * (tests, tsx) there is no such file, and the work runs on the calling thread.
 */



const TASK = 'sitesyncWorkerTask';
/** The worker's heap is bounded: a parse past it fails with a clear error, not the machine's memory. */
const WORKER_HEAP_MB = 1024;
/** Hashing holds one read buffer and the answers: a small heap is plenty. */
const DIGEST_HEAP_MB = 256;
/** Each task's code is loaded when it runs: this module is in every command's start-up. */
async function doTask(input) {
    if (input[TASK] === 'parse-catalog') {
        const { parseCatalog } = await Promise.all(/* import() */[__nccwpck_require__.e(96), __nccwpck_require__.e(243), __nccwpck_require__.e(401), __nccwpck_require__.e(166)]).then(__nccwpck_require__.bind(__nccwpck_require__, 166));
        return parseCatalog(input.files);
    }
    const { digestFileSync } = await __nccwpck_require__.e(/* import() */ 192).then(__nccwpck_require__.bind(__nccwpck_require__, 2192));
    return input.paths.map((file) => digestFileSync(file, input.options));
}
function failure(err) {
    if (err instanceof errors/* SitesyncError */.fj)
        return {
            ok: false,
            code: err.code,
            message: err.message,
            ...(err.hint !== undefined && { hint: err.hint }),
            ...(err instanceof errors/* InputError */.dz && { issues: err.issues }),
        };
    const system = err;
    if (err instanceof Error && typeof system.code === 'string')
        return {
            ok: false,
            code: system.code,
            message: err.message,
            system: true,
            ...(system.path !== undefined && { path: system.path }),
        };
    return { ok: false, code: 'UNEXPECTED', message: err instanceof Error ? err.message : String(err) };
}
/** In a worker that runTask started: does its task, posts the outcome, and returns true. */
function runWorkerTask() {
    if (external_node_worker_threads_namespaceObject.isMainThread || !external_node_worker_threads_namespaceObject.parentPort)
        return false;
    const port = external_node_worker_threads_namespaceObject.parentPort;
    const input = external_node_worker_threads_namespaceObject.workerData;
    const task = input?.[TASK];
    if (task !== 'parse-catalog' && task !== 'digest-files')
        return false;
    void doTask(input).then((value) => port.postMessage({ ok: true, value }), (err) => port.postMessage(failure(err)));
    return true;
}
/** The built file this code runs from, or undefined when it runs from the sources. */
function bundleFile() {
    const file = (0,external_node_url_.fileURLToPath)(import.meta.url);
    return file.endsWith('.js') ? file : undefined;
}
function interrupted(doing) {
    return new errors/* SitesyncError */.fj('INTERRUPTED', `interrupted while ${doing}`, { exitCode: errors/* ExitCode */.yU.interrupted });
}
/** Parses catalog files in a worker (built sitesync) or here (sources); an abort ends the worker at once. */
async function parseCatalogOffThread(files, options) {
    return (await runOffThread({ [TASK]: 'parse-catalog', files }, WORKER_HEAP_MB, options));
}
/**
 * Digests files one after another in a worker (built sitesync) or here (sources, where the caller
 * reads them in slices instead); the answers are in the order of `paths`. A file that cannot be
 * read fails the whole call with its error (code and path as they were).
 */
async function digestFilesOffThread(paths, digest, options) {
    return (await runOffThread({ [TASK]: 'digest-files', paths, options: digest }, DIGEST_HEAP_MB, options));
}
/** Whether work sent off the thread runs in a worker (a built sitesync) rather than here. */
const runsInWorker = () => bundleFile() !== undefined;
async function runOffThread(input, heapMb, options) {
    if (options.signal?.aborted)
        throw interrupted(options.doing);
    const file = bundleFile();
    if (file === undefined) {
        const value = await doTask(input);
        if (options.signal?.aborted)
            throw interrupted(options.doing);
        return value;
    }
    const outcome = await new Promise((resolve, reject) => {
        const worker = new external_node_worker_threads_namespaceObject.Worker(file, {
            workerData: input,
            resourceLimits: { maxOldGenerationSizeMb: heapMb },
        });
        const onAbort = () => {
            void worker.terminate();
            reject(interrupted(options.doing));
        };
        options.signal?.addEventListener('abort', onAbort, { once: true });
        const settle = () => options.signal?.removeEventListener('abort', onAbort);
        worker.once('message', (m) => {
            settle();
            resolve(m);
            void worker.terminate();
        });
        worker.once('error', (err) => {
            settle();
            reject(err.code !== 'ERR_WORKER_OUT_OF_MEMORY'
                ? err
                : input[TASK] === 'parse-catalog'
                    ? new errors/* SitesyncError */.fj('PARSE_TOO_LARGE', `${options.doing} needed more than ${heapMb} MB; refused`, {
                        exitCode: errors/* ExitCode */.yU.validation,
                        hint: 'split the catalog into a folder of files; without anchors and aliases it is read by the fast parser',
                    })
                    : new errors/* SitesyncError */.fj('WORKER_OUT_OF_MEMORY', `${options.doing} needed more than ${heapMb} MB`));
        });
        worker.once('exit', (code) => {
            settle();
            reject(new errors/* SitesyncError */.fj('WORKER_FAILED', `the worker ${options.doing} ended (exit ${code}) without an answer`));
        });
    });
    if (outcome.ok)
        return outcome.value;
    if (outcome.system)
        throw Object.assign(new Error(outcome.message), {
            code: outcome.code,
            ...(outcome.path !== undefined && { path: outcome.path }),
        });
    if (outcome.issues)
        throw new errors/* InputError */.dz(outcome.code, outcome.message, outcome.issues, {
            ...(outcome.hint !== undefined && { hint: outcome.hint }),
        });
    throw new errors/* SitesyncError */.fj(outcome.code, outcome.message, {
        ...(outcome.hint !== undefined && { hint: outcome.hint }),
    });
}


/***/ }),

/***/ 8382:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ formatIssue),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   fj: () => (/* binding */ SitesyncError),
/* harmony export */   yU: () => (/* binding */ ExitCode)
/* harmony export */ });
/* unused harmony export formatLocation */
/* harmony import */ var _render_inert_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7690);
/**
 * Typed errors of sitesync. Every error the user can meet carries a stable `code`, a message that
 * says what is wrong and where, an optional `hint` that says what to do, and the `cause`.
 * The CLI maps `exitCode` to the process exit status; the action reports it with setFailed.
 */

/** Exit codes of the CLI (documented in the README). */
const ExitCode = {
    ok: 0,
    failure: 1,
    changesPresent: 2,
    validation: 3,
    partialApply: 4,
    blockedByGuard: 5,
    auth: 6,
    usage: 64,
    interrupted: 130,
};
/** Control characters of a file name shown escaped, so a hostile name cannot start a new output line. */
function printablePath(file) {
    // eslint-disable-next-line no-control-regex
    return file.replace(/[\u0000-\u001f\u007f]/g, (c) => c === '\u007f' ? '\\u007f' : JSON.stringify(c).slice(1, -1));
}
function formatLocation(loc) {
    let out = loc.file === undefined ? '' : printablePath(loc.file);
    if (loc.file && loc.line !== undefined) {
        out += `:${loc.line}`;
        if (loc.column !== undefined)
            out += `:${loc.column}`;
    }
    if (loc.field)
        out += out ? ` (${loc.field})` : loc.field;
    return out;
}
class SitesyncError extends Error {
    code;
    hint;
    exitCode;
    location;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'SitesyncError';
        this.code = code;
        this.hint = options.hint;
        this.exitCode = options.exitCode ?? ExitCode.failure;
        this.location = options.location;
    }
}
/** Input that is wrong in one or more places; nothing was written. */
class InputError extends SitesyncError {
    issues;
    constructor(code, message, issues, options = {}) {
        super(code, message, { exitCode: ExitCode.validation, ...options });
        this.name = 'InputError';
        this.issues = issues;
    }
}
function formatIssue(issue) {
    const where = formatLocation(issue);
    return `${where ? where + ': ' : ''}${issue.severity}: ${(0,_render_inert_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)(issue.message)} [${(0,_render_inert_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)(issue.code)}]`;
}
/**
 * A message that may carry text from the platform, a file or git: controls shown escaped and
 * every line after the first indented, so it can never print a line of its own that reads like
 * ours (`error: …`, `hint: …`) or a workflow command.
 */
function shownMessage(message) {
    return (0,_render_inert_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLog */ .H_)(message).replace(/\n/g, '\n  ');
}
/** Formats any thrown value (not only Error) for a person. Untrusted text in it is made inert. */
function describeError(err) {
    if (err instanceof SitesyncError) {
        const where = err.location ? formatLocation(err.location) : '';
        const listsIssues = err instanceof InputError && err.issues.length > 0;
        // A message may already list its issues (for the JSON envelope); the formatted issues replace that list.
        const message = listsIssues ? err.message.split('\n')[0] : err.message;
        let text = `${where ? where + ': ' : ''}${shownMessage(message)}`;
        if (listsIssues) {
            text += '\n' + err.issues.map((i) => '  ' + formatIssue(i)).join('\n');
        }
        if (err.hint)
            text += `\nhint: ${(0,_render_inert_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)(err.hint)}`;
        return text;
    }
    if (err instanceof Error)
        return shownMessage(err.message);
    try {
        return shownMessage(typeof err === 'string' ? err : JSON.stringify(err));
    }
    catch {
        return shownMessage(String(err));
    }
}


/***/ }),

/***/ 6171:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ jsonPieces)
/* harmony export */ });
/**
 * Pure: `JSON.stringify(value, null, 2)`, produced piece by piece. A large `--json` document (the
 * first publish of 50k products: 61 MB) then never exists whole as one string, nor as the buffer
 * written from it: that string and its copies were ~180 MB of the run's peak RSS. With `compact`,
 * `JSON.stringify(value)`: a state file (L's parse cache, 16 MB) written and MAC'd as it is made;
 * as one string it was ~40 MB of old-generation garbage in the middle of a plan (the text, and
 * the copy that flattening it with its head made; bench/ANALYSIS.md, twentieth round).
 *
 * The pieces joined are exactly the text of JSON.stringify, with the same rules: `toJSON` is
 * honoured; object members whose value is undefined, a function or a symbol are left out, and in
 * arrays such a value is `null`. A piece never splits a JSON string, so text checks done piece by
 * piece (redaction, escaping) see each string whole.
 */
/** Below this many values a document is one piece: JSON.stringify's own speed, nothing to save. */
const WHOLE_BELOW = 200_000;
function* jsonPieces(value, options = {}) {
    const layout = options.compact ? COMPACT : INDENTED;
    const resolved = toJsonValue(value, '');
    if (!isContainer(resolved) || valueCount(resolved, WHOLE_BELOW) < WHOLE_BELOW) {
        // Nothing for what JSON.stringify gives no text for (undefined, a function, a symbol).
        const text = layout.whole(resolved);
        if (text !== undefined)
            yield text;
        return;
    }
    yield* container(resolved, '', layout);
}
const INDENTED = {
    whole: (value) => JSON.stringify(value, null, 2),
    before: (indent) => `\n${indent}  `,
    colon: ': ',
    close: (indent) => `\n${indent}`,
    moved: reindent,
    run: runText,
};
const COMPACT = {
    whole: (value) => JSON.stringify(value),
    before: () => '',
    colon: ':',
    close: () => '',
    moved: (text) => text,
    run: (run) => JSON.stringify(run).slice(1, -1),
};
function isContainer(value) {
    return typeof value === 'object' && value !== null;
}
/**
 * What JSON.stringify serialises in place of `value` (`key`: an index or a name): its toJSON
 * result, called once; a boxed string, number or boolean as its primitive. The result is never
 * asked for a toJSON again, as JSON.stringify does not ask: one that has its own (a Date a toJSON
 * returned) is given as a copy of its members, which serialises as it would (found by an attack on
 * this module: the Date's toJSON was called a second time).
 */
function toJsonValue(value, key) {
    if (typeof value !== 'object' || value === null)
        return value;
    if (typeof value.toJSON === 'function') {
        const result = value.toJSON(String(key));
        return hasToJson(result) ? membersOf(result) : unboxed(result);
    }
    return unboxed(value);
}
function hasToJson(value) {
    return (typeof value === 'object' &&
        value !== null &&
        typeof value.toJSON === 'function');
}
/** A copy of what JSON.stringify reads of an object (its elements, or its own enumerable members). */
function membersOf(value) {
    const boxed = unboxed(value);
    if (boxed !== value)
        return boxed;
    if (Array.isArray(value))
        return Array.from(value);
    const copy = {};
    for (const name of Object.keys(value)) {
        const member = value[name];
        // A function member is left out by JSON.stringify; kept, it would be called as the copy's toJSON.
        if (typeof member !== 'function')
            copy[name] = member;
    }
    return copy;
}
/** A String, Number or Boolean object as its primitive, as JSON.stringify takes it. */
function unboxed(value) {
    if (value instanceof String)
        return String(value);
    if (value instanceof Number)
        return Number(value);
    if (value instanceof Boolean)
        return value.valueOf();
    return value;
}
const skipped = (value) => value === undefined || typeof value === 'function' || typeof value === 'symbol';
/**
 * A container of fewer values than this (counted down through it) is one piece. A run of 1,024
 * values of a plan's unchanged entities is ~30 KB of text, below V8's large-object size (outJson's
 * batches, src/cli/output.ts).
 */
const PIECE_VALUES = 1024;
/**
 * How many values `value` holds in all (itself included), counted up to `limit`. Called for every
 * item of a large array (50k changes): it allocates nothing (no stack, no arrays of members).
 */
function valueCount(value, limit = PIECE_VALUES) {
    return countInto(value, 0, limit);
}
function countInto(value, count, limit) {
    count += 1;
    if (count >= limit || typeof value !== 'object' || value === null)
        return count;
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length && count < limit; i++)
            count = countInto(value[i], count, limit);
        return count;
    }
    const record = value;
    for (const key in record) {
        if (!Object.hasOwn(record, key))
            continue;
        count = countInto(record[key], count, limit);
        if (count >= limit)
            break;
    }
    return count;
}
const isSmall = (value) => valueCount(value) < PIECE_VALUES;
function* container(value, indent, layout) {
    if (isSmall(value)) {
        yield layout.moved(layout.whole(value), indent);
        return;
    }
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
        yield '[';
        // Runs of small items are one piece: the text of the run as an array, without its brackets.
        let run = [];
        let runValues = 0;
        let first = true;
        const flush = function* () {
            if (run.length === 0)
                return;
            yield `${first ? '' : ','}${layout.run(run, indent)}`;
            first = false;
            run = [];
            runValues = 0;
        };
        for (let i = 0; i < value.length; i++) {
            const item = toJsonValue(value[i], i);
            const size = valueCount(item);
            if (size < PIECE_VALUES) {
                run.push(skipped(item) ? null : item);
                runValues += size;
                if (runValues >= PIECE_VALUES)
                    yield* flush();
                continue;
            }
            yield* flush();
            yield `${first ? '' : ','}${layout.before(indent)}`;
            first = false;
            yield* container(item, inner, layout);
        }
        yield* flush();
        yield first ? ']' : `${layout.close(indent)}]`;
        return;
    }
    let first = true;
    yield '{';
    for (const key of Object.keys(value)) {
        const item = toJsonValue(value[key], key);
        if (skipped(item))
            continue;
        yield `${first ? '' : ','}${layout.before(indent)}${JSON.stringify(key)}${layout.colon}`;
        first = false;
        if (isContainer(item))
            yield* container(item, inner, layout);
        else
            yield JSON.stringify(item);
    }
    yield first ? '}' : `${layout.close(indent)}}`;
}
/**
 * The items of `run` as they stand in an array at `indent`: `\n<indent>  item,\n<indent>  item`.
 * The run is stringified nested in as many arrays as `indent` is deep, so JSON.stringify indents
 * its items where they belong, and the wrapping is sliced off: no copy of the text to re-indent.
 */
function runText(run, indent) {
    let wrapped = run;
    for (let depth = indent.length / 2; depth > 0; depth--)
        wrapped = [wrapped];
    const text = JSON.stringify(wrapped, null, 2);
    // `[` then `\n  [`, `\n    [`… before the run's first item; `\n<indent>]`… after its last.
    let head = 1;
    let tail = 0;
    for (let depth = 1; depth <= indent.length / 2; depth++) {
        head += 2 + 2 * depth;
        tail += 2 + 2 * (depth - 1);
    }
    tail += 2 + indent.length;
    return text.slice(head, text.length - tail);
}
/** A JSON text indented by 2 from column 0, moved to `indent` (a JSON string holds no raw newline). */
function reindent(text, indent) {
    return indent === '' ? text : text.replaceAll('\n', `\n${indent}`);
}


/***/ }),

/***/ 8932:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FI: () => (/* binding */ redactValue),
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony exports REDACTED, SHORT_SECRET, secretForms, innermost */
/**
 * Secret redaction. A secret is replaced wherever it appears in text, in every form a server or a
 * library might echo it: raw, URL-encoded, base64 and base64url (also of `Bearer <secret>` and
 * of `user:<secret>` as used by basic auth, and inside a longer base64 text), and hex (also with
 * `%`, `\x`, `:`, `-` or space between the bytes, as in a full percent-encoding or a hex dump).
 * Matching ignores letter case, so an upper- or lower-cased echo (`SK_LIVE_…`, `%2F` for `%2f`,
 * upper-case hex) is caught too. The raw form is also caught with a backslash before any of its
 * punctuation, as a text escaped for markdown (`sk\_live\_…`) or a JSON string (`\"`, `\\`) holds
 * it, and a secret given with spaces around it is caught without them (HTTP drops them, so that
 * is what a server echoes).
 *
 * Decoded values (`redactValue`): a JSON text can hold a secret in escapes (`\u0073\u006b…`) that
 * no pattern over the text sees; the platform's answers are redacted after they are parsed too.
 */
const REDACTED = '***';
/**
 * A secret shorter than this (a base URL's password `prod`, a query value) is masked only as a
 * whole word, raw or escaped: its other forms, and the same letters inside a longer word
 * (`products`), are ordinary text far more often than an echo.
 */
const SHORT_SECRET = 12;
/** The literal forms of a secret (matched ignoring case). */
function secretForms(secret) {
    const forms = new Set([secret, encodeURIComponent(secret)]);
    for (const text of [secret, `Bearer ${secret}`, `:${secret}`]) {
        const b64 = Buffer.from(text, 'utf8').toString('base64');
        forms.add(b64);
        forms.add(b64.replace(/=+$/, ''));
        forms.add(Buffer.from(text, 'utf8').toString('base64url'));
    }
    // Substrings of base64 of a longer text (e.g. `x-access-token:<secret>`) depend on the offset;
    // cover the three alignments of the secret itself inside a longer base64 text.
    for (const pad of ['', 'a', 'aa']) {
        const b64 = Buffer.from(pad + secret, 'utf8').toString('base64');
        const skip = Math.ceil((pad.length * 4) / 3);
        const inner = b64.slice(skip, skip + Math.floor((secret.length * 4) / 3) - 2);
        if (inner.length >= 8)
            forms.add(inner);
    }
    return [...forms].filter((f) => f.length >= 4).sort((a, b) => b.length - a.length);
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** ASCII punctuation: what markdown and JSON escape with a backslash. */
const PUNCTUATION = /[!-/:-@[-`{-~]/;
/** JSON's short escapes of control characters. */
const SHORT_ESCAPES = {
    '\b': 'b',
    '\f': 'f',
    '\n': 'n',
    '\r': 'r',
    '\t': 't',
};
/**
 * The raw secret, each punctuation character of it optionally after a backslash and each control
 * character also as JSON escapes it (`\t`, `\u0001`).
 */
function escapedPattern(secret) {
    const one = (c) => {
        if (PUNCTUATION.test(c))
            return `\\\\?${escapeRegExp(c)}`;
        const code = c.charCodeAt(0);
        if (code >= 0x20)
            return escapeRegExp(c);
        const short = SHORT_ESCAPES[c];
        const hex = `\\\\u${code.toString(16).padStart(4, '0')}`;
        return `(?:${escapeRegExp(c)}|${short ? `\\\\${short}|` : ''}${hex})`;
    };
    return [...secret].map(one).join('');
}
/** The hex of the secret's bytes, with or without one separator between the bytes. */
function hexPattern(secret) {
    const pairs = Buffer.from(secret, 'utf8').toString('hex').match(/../g) ?? [];
    return pairs.join('(?:%|\\\\x|:|-| )?');
}
function createRedactor(initial = []) {
    const patterns = [];
    const literals = [];
    // The literals no other literal is part of: a text holding any literal holds one of these, so
    // appearsIn looks for these only (five looks through a page for a key, not eleven).
    let needles = [];
    let matcher;
    let count = 0;
    const redact = ((text) => (matcher ? text.replace(matcher, REDACTED) : text));
    redact.add = (given) => {
        const trimmed = given?.trim();
        if (!given || !trimmed || trimmed.length < 4)
            return;
        count += 1;
        for (const secret of new Set([given, trimmed])) {
            if (secret.length < 4)
                continue;
            if (secret.length < SHORT_SECRET) {
                // A word of letters, digits and `_` (a platform id, `prod_abc`, is not the password `prod`).
                literals.push(secret);
                patterns.push(`(?<![A-Za-z0-9_])${escapedPattern(secret)}(?![A-Za-z0-9_])`);
                continue;
            }
            // Longest first, so that a form is not cut by a shorter one it contains.
            const forms = secretForms(secret);
            literals.push(...forms);
            for (const form of forms)
                patterns.push(escapeRegExp(form));
            patterns.push(escapedPattern(secret));
            patterns.push(hexPattern(secret));
        }
        const unique = [...new Set(patterns)].sort((a, b) => b.length - a.length);
        matcher = new RegExp(unique.join('|'), 'gi');
        needles = innermost(literals);
    };
    redact.appearsIn = (text) => needles.some((needle) => text.includes(needle));
    Object.defineProperty(redact, 'size', { get: () => count });
    for (const s of initial)
        redact.add(s);
    return redact;
}
/** The texts of `literals` that hold no other of them (each once). */
function innermost(literals) {
    const unique = [...new Set(literals)];
    return unique.filter((text) => !unique.some((other) => other !== text && text.includes(other)));
}
/**
 * A decoded value (a parsed JSON answer) with every string in it, keys included, redacted. Objects
 * and arrays are changed in place; the value is returned. Without secrets it is left as it is.
 */
function redactValue(value, redact) {
    if (redact.size === 0)
        return value;
    const walk = (v) => {
        if (typeof v === 'string')
            return redact(v);
        if (Array.isArray(v)) {
            for (let i = 0; i < v.length; i++)
                v[i] = walk(v[i]);
            return v;
        }
        if (v !== null && typeof v === 'object') {
            const record = v;
            for (const key of Object.keys(record)) {
                const value = walk(record[key]);
                const shown = redact(key);
                if (shown !== key)
                    delete record[key];
                record[shown] = value;
            }
        }
        return v;
    };
    return walk(value);
}


/***/ }),

/***/ 7842:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ configDir)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/** The user's own folders for sitesync (outside any repository). */


/** The user's config folder: $XDG_CONFIG_HOME/sitesync, else %APPDATA%\sitesync, else ~/.config/sitesync. */
function configDir(env = process.env) {
    if (env.SITESYNC_CONFIG_DIR)
        return env.SITESYNC_CONFIG_DIR;
    if (env.XDG_CONFIG_HOME)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env.XDG_CONFIG_HOME, 'sitesync');
    if (process.platform === 'win32' && env.APPDATA)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env.APPDATA, 'sitesync');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)(), '.config', 'sitesync');
}


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(2957);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
