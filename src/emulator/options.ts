/** Options of startEmulator and the parsing of `--api-key KEY:scope,scope` specs. */
import type { EmulatorFixture } from './fixture.js';
import type { ObservedResponse } from './contract/render.js';
import type { ResponseShape } from './contract/shape.js';
import type { FaultKind } from './http/faults.js';
import type { Clock } from './http/route.js';
import { ALL_SCOPES } from './auth/scopes.js';

export interface ApiKeyOption {
  readonly key: string;
  /** Default: every scope. */
  readonly scopes?: string[];
  /** Requests per minute; default: options.rateLimit, else 1200. */
  readonly rateLimit?: number;
}

export interface EmulatorOptions {
  /** 0 (default) = an ephemeral port. */
  readonly port?: number;
  /** Default 127.0.0.1. Another address opens the server to the network: see adminToken. */
  readonly host?: string;
  /**
   * Required on the admin routes (header X-Emulator-Token) and device approvals when set. When
   * `host` is not a loopback address and none is given, one is generated (RunningEmulator.adminToken).
   */
  readonly adminToken?: string;
  /**
   * Scopes of the keys that device logins issue. Default: the union of the configured keys'
   * scopes (`apiKeys` and the fixture's), or every scope when no key was configured.
   */
  readonly deviceScopes?: string[];
  /** Keys accepted; when none are given (here or in the fixture) a full-scope key is generated. */
  readonly apiKeys?: ApiKeyOption[];
  /** Persist state to this JSON file (0600, written in the background after mutating requests) and load it at start. */
  readonly dataFile?: string;
  /**
   * Largest data file written (default, and at most: MAX_STATE_FILE_BYTES, V8's longest string,
   * what can be read back). A state past it is not written (docs/emulator.md, "--data").
   */
  readonly dataFileMaxBytes?: number;
  /** Where the emulator's warnings go (about the data file), a line each; default stderr. */
  readonly warn?: (line: string) => void;
  /** Default rate limit per key, requests per minute (default 1200). */
  readonly rateLimit?: number;
  /** Added before every /v1 request (default 0). */
  readonly latencyMs?: number;
  /** Probability 0..1 that a /v1 request gets a fault (default 0). */
  readonly faultRate?: number;
  /** PRNG seed of the fault sequence (default 1). */
  readonly faultSeed?: number;
  /** Fault kinds to draw from (default all). */
  readonly faultKinds?: FaultKind[];
  /** How long a `stall` fault holds the connection before destroying it (default 30000). */
  readonly stallMs?: number;
  /** Checksum algorithm of source manifests (default sha256). */
  readonly checksum?: 'sha256' | 'sha1' | 'md5';
  /** Approve and publish publish requests at creation. */
  readonly autoApprove?: boolean;
  /** A fixture object, or the path of a JSON or YAML fixture file. */
  readonly seed?: EmulatorFixture | string;
  /** Base clock (default: system time); the emulator adds its own advanceable offset. */
  readonly clock?: Clock;
  /** Directory of the platform JSON Schemas (default: schemas/platform of this checkout). */
  readonly schemaDir?: string;
  /**
   * How responses are rendered (docs/emulator.md, "Response shapes"): `strict` (default, exactly
   * the contract's fields), `minimal` (required fields and the values the client wrote) or `noisy`
   * (unknown extra fields everywhere, keys in another order).
   */
  readonly shape?: ResponseShape;
  /** Sees every answer as sent (tests validate them against schemas/platform/openapi.yaml). */
  readonly onResponse?: (response: ObservedResponse) => void;
}

/**
 * Parses `KEY` or `KEY:scope,scope` (as given to `--api-key`). Unknown scopes are an error naming
 * them; the key itself never appears in the message.
 */
export function parseApiKeySpec(spec: string): ApiKeyOption {
  const colon = spec.indexOf(':');
  const key = colon < 0 ? spec : spec.slice(0, colon);
  if (key.trim() === '') throw new Error('API key spec has an empty key; expected KEY or KEY:scope,scope');
  if (colon < 0) return { key };
  const scopes = spec
    .slice(colon + 1)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const unknown = scopes.filter((s) => !ALL_SCOPES.includes(s));
  if (unknown.length > 0) {
    throw new Error(
      `API key spec names unknown scope${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; known scopes: ${ALL_SCOPES.join(', ')}`,
    );
  }
  return { key, scopes };
}
