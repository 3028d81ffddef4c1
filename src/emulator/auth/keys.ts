/**
 * The API keys the emulator accepts. Keys from options and the fixture are configuration (always
 * present, never persisted); the generated default key and keys issued by device logins are state
 * (persisted with --data, so a restart keeps them).
 */
import type { Credential } from '../http/route.js';
import { newId, randomBase62 } from '../ids.js';
import { ALL_SCOPES, DEFAULT_RATE_LIMIT } from './scopes.js';

export interface KeySpec {
  readonly key: string;
  readonly scopes?: readonly string[];
  readonly rateLimit?: number;
  readonly name?: string;
}

type KeyOrigin = 'config' | 'generated' | 'device';

interface StoredKey {
  readonly raw: string;
  readonly origin: KeyOrigin;
  readonly credential: Credential;
}

interface KeysSnapshot {
  readonly company: string;
  readonly keys: readonly StoredKey[];
}

export function generateRawKey(): string {
  return `sk_emu_${randomBase62(32)}`;
}

export class KeyStore {
  private company = newId('comp');
  private readonly byRaw = new Map<string, StoredKey>();

  constructor(private readonly defaultRateLimit = DEFAULT_RATE_LIMIT) {}

  /** Adds a configured key (from options or the fixture); replaces an earlier key with the same value. */
  addConfigured(spec: KeySpec): Credential {
    return this.put(spec, 'config');
  }

  /**
   * Issues a new key (the default key, or a device login's key) with `scopes`, default every
   * scope; returns its raw value.
   */
  issue(
    origin: 'generated' | 'device',
    name: string,
    scopes?: readonly string[],
  ): { raw: string; credential: Credential } {
    const raw = generateRawKey();
    const credential = this.put({ key: raw, name, ...(scopes && { scopes }) }, origin);
    return { raw, credential };
  }

  /** The generated default key, if one was issued earlier (e.g. restored from --data). */
  generatedKey(): string | undefined {
    return [...this.byRaw.values()].find((k) => k.origin === 'generated')?.raw;
  }

  find(raw: string): Credential | undefined {
    return this.byRaw.get(raw)?.credential;
  }

  credentials(): Credential[] {
    return [...this.byRaw.values()].map((k) => k.credential);
  }

  snapshot(): KeysSnapshot {
    return { company: this.company, keys: [...this.byRaw.values()].filter((k) => k.origin !== 'config') };
  }

  restore(snapshot: unknown): void {
    const snap = snapshot as Partial<KeysSnapshot> | undefined;
    if (!snap || typeof snap.company !== 'string') return;
    this.company = snap.company;
    for (const [raw, key] of this.byRaw) {
      if (key.origin === 'config')
        this.byRaw.set(raw, { ...key, credential: { ...key.credential, company: this.company } });
    }
    for (const key of snap.keys ?? []) if (!this.byRaw.has(key.raw)) this.byRaw.set(key.raw, key);
  }

  private put(spec: KeySpec, origin: KeyOrigin): Credential {
    const previous = this.byRaw.get(spec.key);
    const credential: Credential = {
      id: previous?.credential.id ?? newId('key'),
      name: spec.name ?? (origin === 'config' ? 'configured key' : origin),
      company: this.company,
      scopes: [...(spec.scopes ?? ALL_SCOPES)],
      rateLimit: spec.rateLimit ?? this.defaultRateLimit,
    };
    this.byRaw.set(spec.key, { raw: spec.key, origin, credential });
    return credential;
  }
}
