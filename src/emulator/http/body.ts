/** Reading and parsing request bodies: JSON objects for the API, form posts for the device page. */
import type { IncomingMessage } from 'node:http';
import { ApiError } from './route.js';

/** 24 MiB: the largest request body (docs/platform-contract.md §6). */
export const MAX_BODY_BYTES = 24 * 1024 * 1024;

/** Deepest nesting of objects and arrays a JSON body may have (deeper → 400, never a stack overflow). */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of `{` / `[` in JSON text, strings skipped; stops counting past `limit`. */
export function jsonDepth(text: string, limit = Number.MAX_SAFE_INTEGER): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** Reads the whole body; over `maxBytes` → 400 REQUEST_TOO_LARGE (the rest is drained, not kept). */
export async function readBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) tooLarge = true;
    else chunks.push(chunk);
  }
  if (tooLarge) {
    throw new ApiError(
      400,
      'REQUEST_TOO_LARGE',
      `request body of ${size} bytes is over the limit of ${maxBytes} bytes`,
    );
  }
  return Buffer.concat(chunks);
}

/**
 * `{}` for an empty body; otherwise a JSON object (400 INVALID_REQUEST when it is not one). Form
 * posts are parsed only where `allowForm` is set (the HTML device page); API bodies are always JSON,
 * whatever the Content-Type says.
 */
export function parseBody(
  raw: Buffer,
  contentType: string | undefined,
  allowForm = false,
): Record<string, unknown> {
  if (raw.length === 0) return {};
  const text = raw.toString('utf8');
  if (allowForm && contentType?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new ApiError(
      400,
      'INVALID_REQUEST',
      `request body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new ApiError(400, 'INVALID_REQUEST', `request body is not valid JSON: ${reason}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, 'INVALID_REQUEST', 'request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}
