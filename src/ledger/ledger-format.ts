/**
 * The service ledger's stored form. Services cannot be read back from the platform, so what
 * sitesync created is kept on the platform itself: in the `description` of a draft addon category
 * with the slug `sitesync-ledger`, as compact JSON
 * `{"v":1,"services":{"<service_code>":{"id":"svc_…","hash":"<serviceBodyHash>"|null,"created_at":"…"}}}`.
 * Pure: parsing and serialising only.
 */
import type { ServiceLedger, ServiceLedgerEntry } from '../plan/catalog/index.js';

export const LEDGER_SLUG = 'sitesync-ledger';
export const LEDGER_NAME = 'sitesync ledger (do not edit)';
export const LEDGER_FORMAT_VERSION = 1;

/** The fields of the ledger category besides its description. */
export const LEDGER_CATEGORY_FIELDS = {
  name: LEDGER_NAME,
  slug: LEDGER_SLUG,
  type: 'addon',
  status: 'draft',
  show_in_navigation: false,
} as const;

export const EMPTY_LEDGER: ServiceLedger = { entries: {} };

export type LedgerParse =
  { readonly ok: true; readonly ledger: ServiceLedger } | { readonly ok: false; readonly problem: string };

/** Reads a ledger description; an empty or missing description is an empty ledger. */
export function parseLedger(description: string | null | undefined): LedgerParse {
  if (description === null || description === undefined || description.trim() === '')
    return { ok: true, ledger: EMPTY_LEDGER };
  let raw: unknown;
  try {
    raw = JSON.parse(description);
  } catch (err) {
    return { ok: false, problem: `its description is not JSON (${(err as Error).message})` };
  }
  if (!isRecord(raw)) return { ok: false, problem: 'its description is not a JSON object' };
  if (raw['v'] !== LEDGER_FORMAT_VERSION)
    return { ok: false, problem: `unknown ledger version ${JSON.stringify(raw['v'])} (expected 1)` };
  const services = raw['services'];
  if (!isRecord(services)) return { ok: false, problem: '"services" is not an object' };
  const entries: Record<string, ServiceLedgerEntry> = {};
  for (const [code, value] of Object.entries(services)) {
    if (!isRecord(value) || typeof value['id'] !== 'string' || value['id'] === '')
      return { ok: false, problem: `services.${code} has no "id" string` };
    const hash = value['hash'];
    if (hash !== null && typeof hash !== 'string')
      return { ok: false, problem: `services.${code}.hash is neither a string nor null` };
    const createdAt = value['created_at'];
    entries[code] = {
      id: value['id'],
      bodyHash: hash,
      createdAt: typeof createdAt === 'string' ? createdAt : '',
    };
  }
  return { ok: true, ledger: { entries } };
}

/** Compact JSON with service codes sorted, so the same ledger always serialises the same. */
export function serializeLedger(ledger: ServiceLedger): string {
  const services: Record<string, { id: string; hash: string | null; created_at: string }> = {};
  for (const code of Object.keys(ledger.entries).sort()) {
    const e = ledger.entries[code]!;
    services[code] = { id: e.id, hash: e.bodyHash, created_at: e.createdAt };
  }
  return JSON.stringify({ v: LEDGER_FORMAT_VERSION, services });
}

/** The ledger with these entries set (added or replaced). */
export function withEntries(
  ledger: ServiceLedger,
  entries: Readonly<Record<string, ServiceLedgerEntry>>,
): ServiceLedger {
  return { entries: { ...ledger.entries, ...entries } };
}

/** The ledger without these service codes. */
export function withoutEntries(ledger: ServiceLedger, codes: readonly string[]): ServiceLedger {
  const drop = new Set(codes);
  return { entries: Object.fromEntries(Object.entries(ledger.entries).filter(([code]) => !drop.has(code))) };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
