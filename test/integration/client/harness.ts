/** Contract-test harness: one emulator on 127.0.0.1:0, a typed client over real HTTP, fake time. */
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../helpers/emulator.js';
import {
  createPlatformClient,
  createRequestRecorder,
  type PlatformClient,
  type TransportOptions,
} from '../../../src/platform/index.js';

export const REVISION = 'c0ffee'.padEnd(40, '0');
export const FIXED_NOW = new Date('2026-03-01T12:00:00.000Z');

/**
 * Fake time shared by the client and the emulator: `sleep` records the delay, moves the client
 * clock and (when `advanceEmulator`) the emulator clock by it, and returns at once.
 */
export function fakeTime(emulator?: RunningEmulator) {
  let nowMs = FIXED_NOW.getTime();
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => nowMs,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      nowMs += ms;
      emulator?.advanceClock(ms / 1000);
    },
  };
}

export interface ClientHarness {
  readonly emulator: RunningEmulator;
  readonly recorder: ReturnType<typeof createRequestRecorder>;
  readonly time: ReturnType<typeof fakeTime>;
  /** A client with fake time (the emulator clock is NOT advanced by its sleeps). */
  client(overrides?: Partial<TransportOptions>): PlatformClient;
  admin(method: string, path: string, body?: unknown): Promise<{ status: number; data: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * The page id of a page key on a site, from the emulator's state dump (staged write results carry
   * page_key only: the contract names no page id there).
   */
  pageIdOf(siteId: string, key: string): Promise<string>;
  failNext(rule: {
    method?: string;
    path_pattern: string;
    status: number | string;
    count?: number;
  }): Promise<void>;
  close(): Promise<void>;
}

export async function startClientHarness(options: EmulatorOptions = {}): Promise<ClientHarness> {
  const emulator = await startEmulator({
    port: 0,
    clock: { now: () => new Date(FIXED_NOW) },
    ...options,
  });
  const recorder = createRequestRecorder();
  const time = fakeTime();
  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${emulator.url}/__emulator${path}`, {
      method,
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { data?: unknown };
    return { status: res.status, data: json.data };
  };
  return {
    emulator,
    recorder,
    time,
    client: (overrides = {}) =>
      createPlatformClient({
        baseUrl: emulator.url,
        apiKey: emulator.apiKey,
        keyRevision: REVISION,
        onRequest: recorder.hook,
        now: time.now,
        sleep: time.sleep,
        random: () => 0,
        ...overrides,
      }),
    admin,
    pageIdOf: async (siteId, key) => {
      const dump = (await admin('GET', '/state')).data as {
        sites: { sites: { id: string; pages: [string, { id: string }][] }[] };
      };
      const sites = dump.sites.sites;
      const id = sites.find((s) => s.id === siteId)?.pages.find(([k]) => k === key)?.[1].id;
      if (!id) throw new Error(`the emulator has no page ${key} on site ${siteId}`);
      return id;
    },
    failNext: async (rule) => {
      const res = await admin('POST', '/fail-next', rule);
      if (res.status !== 200) throw new Error(`fail-next refused: ${JSON.stringify(res.data)}`);
    },
    close: () => emulator.close(),
  };
}
