/**
 * What the client accepts from the platform, at most: the size of one answer, of a source
 * archive, and the pages and bytes of one list walk. A platform that exceeds a cap gets a clear
 * error instead of unbounded memory or time (docs/platform-contract.md §12, "Caps"). Each cap can
 * be raised with an environment variable for a platform that is really that large.
 */
import { ExitCode, SitesyncError } from '../shared/errors.js';

export interface ResponseLimits {
  /** Bytes of one answer's body (any route but the archive). */
  readonly maxResponseBytes: number;
  /** Bytes of `GET /source/archive` (the whole live tree as JSON, base64 included). */
  readonly maxArchiveBytes: number;
  /** Pages of one list walk (every page of brands, say). */
  readonly maxListPages: number;
  /** Bytes of all the pages of one list walk together. */
  readonly maxListBytes: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: ResponseLimits = {
  maxResponseBytes: 32 * MiB,
  maxArchiveBytes: 64 * MiB,
  maxListPages: 2_000,
  maxListBytes: 64 * MiB,
};

/** The environment variable that raises each cap. */
export const LIMIT_VARIABLES: Readonly<Record<keyof ResponseLimits, string>> = {
  maxResponseBytes: 'SITESYNC_MAX_RESPONSE_BYTES',
  maxArchiveBytes: 'SITESYNC_MAX_ARCHIVE_BYTES',
  maxListPages: 'SITESYNC_MAX_LIST_PAGES',
  maxListBytes: 'SITESYNC_MAX_LIST_BYTES',
};

const UNITS: Readonly<Record<string, number>> = { '': 1, b: 1, kib: 1024, mib: MiB, gib: 1024 * MiB };

/** `1048576`, `512KiB`, `64MiB`, `1GiB` (case-insensitive) → a positive whole number, else undefined. */
export function parseSize(text: string): number | undefined {
  const match = /^\s*(\d+)\s*([a-z]*)\s*$/i.exec(text);
  if (!match) return undefined;
  const unit = UNITS[match[2]!.toLowerCase()];
  if (unit === undefined) return undefined;
  const value = Number(match[1]) * unit;
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A positive whole number written in digits, else undefined. */
function parseCount(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The caps the environment sets (unset ones keep their default); a malformed value is a usage error. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): ResponseLimits {
  const out: Record<string, number> = { ...DEFAULT_LIMITS };
  for (const [field, variable] of Object.entries(LIMIT_VARIABLES)) {
    const raw = env[variable];
    if (raw === undefined || raw === '') continue;
    const value = field === 'maxListPages' ? parseCount(raw) : parseSize(raw);
    if (value === undefined) {
      throw new SitesyncError('BAD_LIMIT', `${variable}=${JSON.stringify(raw)} is not a positive size`, {
        exitCode: ExitCode.usage,
        hint:
          field === 'maxListPages'
            ? `give a whole number of pages, e.g. ${variable}=${DEFAULT_LIMITS.maxListPages * 2}`
            : `give bytes, or a number with KiB, MiB or GiB, e.g. ${variable}=256MiB`,
      });
    }
    out[field] = value;
  }
  return out as unknown as ResponseLimits;
}

/** `134217728` → `128 MiB`, for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= MiB && bytes % MiB === 0) return `${bytes / MiB} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
