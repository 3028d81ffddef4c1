/**
 * Pure: audits the emulator's request log for the idempotency promise. Every write attempt must
 * carry an Idempotency-Key; one key names one logical operation (one method and path); and a key
 * may commit at most once (every further attempt is either rejected before the handler ran or
 * replayed).
 */
import type { RequestLogEntry } from '../../src/emulator/index.js';

/** POST routes that read (no key, nothing stored). */
const READ_POSTS = [/\/source\/validate$/, /\/source\/diff$/, /^\/v1\/auth\/device\//];
/** Faults injected before the handler ran: the write did not happen. */
const NOT_RUN_FAULTS = new Set(['500', '503', '429', 'drop_before']);

export interface KeyAudit {
  /** Write attempts in the log. */
  readonly writeAttempts: number;
  /** Distinct keys, i.e. logical writes. */
  readonly logicalWrites: number;
  /** Write attempts that carried no key: `METHOD path`. */
  readonly keyless: readonly string[];
  /** Keys used for more than one `METHOD path`. */
  readonly keysReused: readonly string[];
  /** Keys whose operation ran (and committed) more than once. */
  readonly committedTwice: readonly string[];
}

export function isWriteAttempt(e: Pick<RequestLogEntry, 'method' | 'path' | 'route'>): boolean {
  if (e.method === 'GET' || e.method === 'HEAD' || e.route === null) return false;
  const path = e.path.split('?')[0]!;
  return !READ_POSTS.some((re) => re.test(path));
}

/** Did this attempt run the handler and commit (rather than being rejected, failing, or replayed)? */
export function committed(e: RequestLogEntry): boolean {
  if (e.replayed) return false;
  if (e.fault !== null && NOT_RUN_FAULTS.has(e.fault)) return false;
  if (e.fault === 'drop_after' || e.fault === 'stall') return true;
  return e.status !== null && e.status >= 200 && e.status < 300;
}

export function auditWriteKeys(log: readonly RequestLogEntry[]): KeyAudit {
  const writes = log.filter(isWriteAttempt);
  const keyless: string[] = [];
  const targets = new Map<string, Set<string>>();
  const commits = new Map<string, number>();
  for (const e of writes) {
    const target = `${e.method} ${e.path.split('?')[0]}`;
    if (!e.idempotency_key) {
      keyless.push(target);
      continue;
    }
    const set = targets.get(e.idempotency_key) ?? new Set<string>();
    set.add(target);
    targets.set(e.idempotency_key, set);
    if (committed(e)) commits.set(e.idempotency_key, (commits.get(e.idempotency_key) ?? 0) + 1);
  }
  return {
    writeAttempts: writes.length,
    logicalWrites: targets.size,
    keyless,
    keysReused: [...targets].filter(([, s]) => s.size > 1).map(([k, s]) => `${k}: ${[...s].join(', ')}`),
    committedTwice: [...commits].filter(([, n]) => n > 1).map(([k, n]) => `${k} committed ${n} times`),
  };
}

export function keyAuditProblems(audit: KeyAudit): string[] {
  return [
    ...audit.keyless.map((t) => `write without an Idempotency-Key: ${t}`),
    ...audit.keysReused.map((t) => `one key for several operations: ${t}`),
    ...audit.committedTwice.map((t) => `logical write ran twice: ${t}`),
  ];
}
