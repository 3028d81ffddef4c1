/** Reading and parsing request bodies: JSON objects for the API, form posts for the device page. */
import type { IncomingMessage } from 'node:http';
import { ApiError } from './route.js';

/** 24 MiB: the largest request body (docs/platform-contract.md §6). */
export const MAX_BODY_BYTES = 24 * 1024 * 1024;

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
