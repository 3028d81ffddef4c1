/**
 * Source write bodies → a tree patch, with the limits of docs/platform-contract.md §6:
 * at most 1000 paths and 24 MiB of JSON per request (400 REQUEST_TOO_LARGE), at most 10 MiB per
 * decoded file and valid paths (422 VALIDATION_FAILED naming each path).
 */
import { ApiError, type ApiIssue } from '../http/route.js';
import { sourcePathProblem } from './paths.js';
import type { FilePayload, TreePatch } from './tree.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_WRITE_PATHS = 1000;
export const MAX_WRITE_BODY_BYTES = 24 * 1024 * 1024;

export interface SourceWriteBody {
  readonly files?: Readonly<Record<string, FilePayload>>;
  readonly delete_paths?: readonly string[];
}

const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;

/** Canonical base64 (padded, no whitespace); checked without a backtracking pattern (contents may be MiBs). */
function isBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64_CHARS.test(text);
}

/**
 * The body size is measured on its JSON serialisation (the handler sees the parsed body); the
 * HTTP layer's own body limit must be above 24 MiB for this check to be the one that answers.
 */
export function checkWriteLimits(body: SourceWriteBody): void {
  const paths = Object.keys(body.files ?? {}).length + (body.delete_paths?.length ?? 0);
  if (paths > MAX_WRITE_PATHS) {
    throw new ApiError(
      400,
      'REQUEST_TOO_LARGE',
      `a source write may carry at most ${MAX_WRITE_PATHS} paths (files + delete_paths); this one has ${paths}`,
      { limit: MAX_WRITE_PATHS, paths },
    );
  }
  const bytes = Buffer.byteLength(JSON.stringify(body), 'utf8');
  if (bytes > MAX_WRITE_BODY_BYTES) {
    throw new ApiError(
      400,
      'REQUEST_TOO_LARGE',
      `a source write body may be at most ${MAX_WRITE_BODY_BYTES} bytes of JSON; this one has ${bytes}`,
      { limit_bytes: MAX_WRITE_BODY_BYTES, bytes },
    );
  }
}

function decodePayload(path: string, payload: FilePayload, issues: ApiIssue[]): Buffer | undefined {
  const field = `/files/${path.replaceAll('~', '~0').replaceAll('/', '~1')}`;
  let bytes: Buffer;
  if (payload.encoding === 'base64') {
    if (!isBase64(payload.content)) {
      issues.push({ code: 'invalid_encoding', message: `${path}: content is not valid base64`, path, field });
      return undefined;
    }
    bytes = Buffer.from(payload.content, 'base64');
  } else {
    bytes = Buffer.from(payload.content, 'utf8');
  }
  if (bytes.length > MAX_FILE_BYTES) {
    issues.push({
      code: 'file_too_large',
      message: `${path}: ${bytes.length} bytes, over the limit of ${MAX_FILE_BYTES} bytes per file`,
      path,
      field,
    });
    return undefined;
  }
  return bytes;
}

/** Checks limits, paths and encodings; returns the patch or throws with every problem found. */
export function patchFromWriteBody(body: SourceWriteBody): TreePatch {
  checkWriteLimits(body);
  const issues: ApiIssue[] = [];
  const files = new Map<string, Buffer>();
  for (const [path, payload] of Object.entries(body.files ?? {})) {
    const problem = sourcePathProblem(path);
    if (problem) {
      issues.push({ code: 'invalid_path', message: `source path "${path}" ${problem}`, path });
      continue;
    }
    const bytes = decodePayload(path, payload, issues);
    if (bytes) files.set(path, bytes);
  }
  (body.delete_paths ?? []).forEach((path, index) => {
    const problem = sourcePathProblem(path);
    if (problem) {
      issues.push({
        code: 'invalid_path',
        message: `source path "${path}" ${problem}`,
        path,
        field: `/delete_paths/${index}`,
      });
    }
  });
  if (issues.length > 0) {
    throw new ApiError(
      422,
      'VALIDATION_FAILED',
      `${issues.length} problem(s) in the source write: ${issues[0]!.message}`,
      {
        errors: issues,
      },
    );
  }
  return { files, deletePaths: body.delete_paths ?? [] };
}
