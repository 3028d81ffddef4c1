/** Test harness: start the emulator on 127.0.0.1:0 and talk to it with plain fetch. */
import { randomUUID } from 'node:crypto';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../helpers/emulator.js';

export const FIXED_NOW = new Date('2026-03-01T12:00:00.000Z');
export const fixedClock = { now: () => new Date(FIXED_NOW) };

export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  readonly text: string;
}

export interface CallOptions {
  readonly body?: unknown;
  /** Bearer token; default the emulator's key; null sends none. */
  readonly key?: string | null;
  /** Idempotency-Key; `true` generates a fresh one. */
  readonly idem?: string | true;
  readonly headers?: Record<string, string>;
}

export function newKey(): string {
  return `test-${randomUUID()}`;
}

export async function call(
  emu: RunningEmulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? emu.apiKey : options.key;
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (options.idem !== undefined)
    headers['idempotency-key'] = options.idem === true ? newKey() : options.idem;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(emu.url + path, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

export async function start(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ clock: fixedClock, shape: 'strict', ...options });
}

/** The per-server token the device page (`GET /device`) embeds in its form. */
export function formTokenOf(html: string): string {
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the device page has no form token');
  return token;
}
