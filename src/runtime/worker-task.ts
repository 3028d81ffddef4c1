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
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { CatalogFile, parseCatalog } from '../catalog/parse-catalog.js';
import { ExitCode, InputError, SitesyncError, type InputIssue } from '../shared/errors.js';
import type { DigestOptions, DigestResult } from '../source/file-digest.js';

const TASK = 'sitesyncWorkerTask';
/** The worker's heap is bounded: a parse past it fails with a clear error, not the machine's memory. */
export const WORKER_HEAP_MB = 1024;
/** Hashing holds one read buffer and the answers: a small heap is plenty. */
const DIGEST_HEAP_MB = 256;

type TaskInput =
  | { readonly [TASK]: 'parse-catalog'; readonly files: readonly CatalogFile[] }
  | {
      readonly [TASK]: 'digest-files';
      readonly paths: readonly string[];
      readonly options: DigestOptions;
    };

type TaskOutcome =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      readonly hint?: string;
      readonly issues?: readonly InputIssue[];
      /** A system error's own code and path (ENOENT, EACCES…), kept as they were. */
      readonly system?: boolean;
      readonly path?: string;
    };

/** Each task's code is loaded when it runs: this module is in every command's start-up. */
async function doTask(input: TaskInput): Promise<unknown> {
  if (input[TASK] === 'parse-catalog') {
    const { parseCatalog } = await import('../catalog/parse-catalog.js');
    return parseCatalog(input.files);
  }
  const { digestFileSync } = await import('../source/file-digest.js');
  return input.paths.map((file) => digestFileSync(file, input.options));
}

function failure(err: unknown): TaskOutcome {
  if (err instanceof SitesyncError)
    return {
      ok: false,
      code: err.code,
      message: err.message,
      ...(err.hint !== undefined && { hint: err.hint }),
      ...(err instanceof InputError && { issues: err.issues }),
    };
  const system = err as NodeJS.ErrnoException;
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
export function runWorkerTask(): boolean {
  if (isMainThread || !parentPort) return false;
  const port = parentPort;
  const input = workerData as Partial<TaskInput> | undefined;
  const task = input?.[TASK];
  if (task !== 'parse-catalog' && task !== 'digest-files') return false;
  void doTask(input as TaskInput).then(
    (value): void => port.postMessage({ ok: true, value } satisfies TaskOutcome),
    (err: unknown): void => port.postMessage(failure(err)),
  );
  return true;
}

/** The built file this code runs from, or undefined when it runs from the sources. */
function bundleFile(): string | undefined {
  const file = fileURLToPath(import.meta.url);
  return file.endsWith('.js') ? file : undefined;
}

export interface OffThreadOptions {
  readonly signal?: AbortSignal;
  /** What is being done, for the interruption message (`parsing the catalog`). */
  readonly doing: string;
}

function interrupted(doing: string): SitesyncError {
  return new SitesyncError('INTERRUPTED', `interrupted while ${doing}`, { exitCode: ExitCode.interrupted });
}

/** Parses catalog files in a worker (built sitesync) or here (sources); an abort ends the worker at once. */
export async function parseCatalogOffThread(
  files: readonly CatalogFile[],
  options: OffThreadOptions,
): Promise<ReturnType<typeof parseCatalog>> {
  return (await runOffThread({ [TASK]: 'parse-catalog', files }, WORKER_HEAP_MB, options)) as ReturnType<
    typeof parseCatalog
  >;
}

/**
 * Digests files one after another in a worker (built sitesync) or here (sources, where the caller
 * reads them in slices instead); the answers are in the order of `paths`. A file that cannot be
 * read fails the whole call with its error (code and path as they were).
 */
export async function digestFilesOffThread(
  paths: readonly string[],
  digest: DigestOptions,
  options: OffThreadOptions,
): Promise<DigestResult[]> {
  return (await runOffThread(
    { [TASK]: 'digest-files', paths, options: digest },
    DIGEST_HEAP_MB,
    options,
  )) as DigestResult[];
}

/** Whether work sent off the thread runs in a worker (a built sitesync) rather than here. */
export const runsInWorker = (): boolean => bundleFile() !== undefined;

async function runOffThread(input: TaskInput, heapMb: number, options: OffThreadOptions): Promise<unknown> {
  if (options.signal?.aborted) throw interrupted(options.doing);
  const file = bundleFile();
  if (file === undefined) {
    const value = await doTask(input);
    if (options.signal?.aborted) throw interrupted(options.doing);
    return value;
  }
  const outcome = await new Promise<TaskOutcome>((resolve, reject) => {
    const worker = new Worker(file, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    const onAbort = () => {
      void worker.terminate();
      reject(interrupted(options.doing));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    worker.once('message', (m: TaskOutcome) => {
      settle();
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', (err: NodeJS.ErrnoException) => {
      settle();
      reject(
        err.code !== 'ERR_WORKER_OUT_OF_MEMORY'
          ? err
          : input[TASK] === 'parse-catalog'
            ? new SitesyncError(
                'PARSE_TOO_LARGE',
                `${options.doing} needed more than ${heapMb} MB; refused`,
                {
                  exitCode: ExitCode.validation,
                  hint: 'split the catalog into a folder of files; without anchors and aliases it is read by the fast parser',
                },
              )
            : new SitesyncError('WORKER_OUT_OF_MEMORY', `${options.doing} needed more than ${heapMb} MB`),
      );
    });
    worker.once('exit', (code) => {
      settle();
      reject(
        new SitesyncError(
          'WORKER_FAILED',
          `the worker ${options.doing} ended (exit ${code}) without an answer`,
        ),
      );
    });
  });
  if (outcome.ok) return outcome.value;
  if (outcome.system)
    throw Object.assign(new Error(outcome.message), {
      code: outcome.code,
      ...(outcome.path !== undefined && { path: outcome.path }),
    });
  if (outcome.issues)
    throw new InputError(outcome.code, outcome.message, outcome.issues, {
      ...(outcome.hint !== undefined && { hint: outcome.hint }),
    });
  throw new SitesyncError(outcome.code, outcome.message, {
    ...(outcome.hint !== undefined && { hint: outcome.hint }),
  });
}
