/**
 * Work that must not hold the main thread (parsing a large or alias-heavy catalog): run in a
 * worker thread, so SIGINT/SIGTERM are still handled at once and the work is ended with the worker.
 *
 * A built sitesync is one file (dist/cli/index.js, dist/index.js): the worker runs that same file,
 * whose entry calls `runWorkerTask()` first and does nothing else in a worker. From the sources
 * (tests, tsx) there is no such file, and the work runs on the calling thread.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { parseCatalog, type CatalogFile } from '../catalog/parse-catalog.js';
import { ExitCode, InputError, SitesyncError, type InputIssue } from '../shared/errors.js';

const TASK = 'sitesyncWorkerTask';
/** The worker's heap is bounded: a parse past it fails with a clear error, not the machine's memory. */
export const WORKER_HEAP_MB = 1024;

interface TaskInput {
  readonly [TASK]: 'parse-catalog';
  readonly files: readonly CatalogFile[];
}

type TaskOutcome =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      readonly hint?: string;
      readonly issues?: readonly InputIssue[];
    };

/** In a worker that runTask started: does its task, posts the outcome, and returns true. */
export function runWorkerTask(): boolean {
  if (isMainThread || !parentPort) return false;
  const input = workerData as Partial<TaskInput> | undefined;
  if (input?.[TASK] !== 'parse-catalog') return false;
  let outcome: TaskOutcome;
  try {
    outcome = { ok: true, value: parseCatalog(input.files ?? []) };
  } catch (err) {
    outcome =
      err instanceof SitesyncError
        ? {
            ok: false,
            code: err.code,
            message: err.message,
            ...(err.hint !== undefined && { hint: err.hint }),
            ...(err instanceof InputError && { issues: err.issues }),
          }
        : { ok: false, code: 'UNEXPECTED', message: err instanceof Error ? err.message : String(err) };
  }
  parentPort.postMessage(outcome);
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
  if (options.signal?.aborted) throw interrupted(options.doing);
  const file = bundleFile();
  if (file === undefined) {
    const parsed = parseCatalog(files);
    if (options.signal?.aborted) throw interrupted(options.doing);
    return parsed;
  }
  const outcome = await new Promise<TaskOutcome>((resolve, reject) => {
    const worker = new Worker(file, {
      workerData: { [TASK]: 'parse-catalog', files } satisfies TaskInput,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
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
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new SitesyncError(
              'PARSE_TOO_LARGE',
              `${options.doing} needed more than ${WORKER_HEAP_MB} MB; refused`,
              {
                exitCode: ExitCode.validation,
                hint: 'split the catalog into a folder of files; without anchors and aliases it is read by the fast parser',
              },
            )
          : err,
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
  if (outcome.ok) return outcome.value as ReturnType<typeof parseCatalog>;
  if (outcome.issues)
    throw new InputError(outcome.code, outcome.message, outcome.issues, {
      ...(outcome.hint !== undefined && { hint: outcome.hint }),
    });
  throw new SitesyncError(outcome.code, outcome.message, {
    ...(outcome.hint !== undefined && { hint: outcome.hint }),
  });
}
