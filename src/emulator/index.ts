/**
 * The platform emulator: a real HTTP server implementing docs/platform-contract.md.
 * `startEmulator(options)` wires the state, the route groups and the HTTP layer and listens.
 */
import type { AddressInfo } from 'node:net';
import { adminRoutes } from './admin/routes.js';
import { DeviceFlow } from './auth/device-flow.js';
import { KeyStore } from './auth/keys.js';
import { authRoutes } from './auth/routes.js';
import { ALL_SCOPES, DEFAULT_RATE_LIMIT } from './auth/scopes.js';
import { createAdjustableClock } from './clock.js';
import { brandRoutes } from './commerce/brands.js';
import { categoryRoutes } from './commerce/categories.js';
import { productRoutes } from './commerce/products.js';
import { serviceRoutes } from './commerce/services.js';
import {
  clearCatalog,
  createCatalogState,
  restoreCatalog,
  snapshotCatalog,
  type CatalogDeps,
} from './commerce/state.js';
import { ContractDescription } from './contract/description.js';
import { createResponseRenderer, openApiRoute } from './contract/render.js';
import { customerRoutes } from './crm/customers.js';
import { describeGroup, eventRoutes, type RouteGroupInfo } from './events/catalog.js';
import { loadFixture, seedCatalog, type EmulatorFixture } from './fixture.js';
import { FAULT_KINDS, FaultInjector } from './http/faults.js';
import { IdempotencyStore } from './http/idempotency.js';
import { RateLimiter } from './http/rate-limit.js';
import { RequestLog, type RequestLogEntry } from './http/request-log.js';
import type { RouteDef } from './http/route.js';
import { Router } from './http/router.js';
import { createEmulatorServer, type RuntimeSettings } from './http/server.js';
import { createBodyValidator } from './http/validate-body.js';
import { newId } from './ids.js';
import type { EmulatorOptions } from './options.js';
import { loadSitesModule, type SitesModule } from './sites-bridge.js';
import { notKeptAtStartMessage, readNote } from './state/not-kept-note.js';
import { loadStateFile, restoreAll, snapshotAll, type StateSlice } from './state/persistence.js';
import { createStateWriter } from './state/writer.js';
import { isLoopbackName, newAdminToken, type AdminAccess } from './http/admin-access.js';
import { randomBase62 } from './ids.js';

export { ALL_SCOPES } from './auth/scopes.js';
export { parseApiKeySpec, type ApiKeyOption, type EmulatorOptions } from './options.js';
export type { EmulatorFixture } from './fixture.js';
export type { RequestLogEntry } from './http/request-log.js';
export { FAULT_KINDS, type FaultKind } from './http/faults.js';
export { RESPONSE_SHAPES, isResponseShape, type ResponseShape } from './contract/shape.js';
export type { ObservedResponse } from './contract/render.js';
export { newId } from './ids.js';

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:4010 (for a server on 0.0.0.0 / ::, its loopback address). */
  readonly url: string;
  /** The address and port actually listened on, e.g. `0.0.0.0` and 4010. */
  readonly listening: { readonly address: string; readonly port: number };
  /** False when the server is reachable beyond this machine (host not a loopback address). */
  readonly loopbackOnly: boolean;
  /** Required by the admin and device routes (X-Emulator-Token), or undefined when none is. */
  readonly adminToken: string | undefined;
  /** The first configured key, or the generated full-scope key. */
  readonly apiKey: string;
  /**
   * Where {@link apiKey} comes from: `option` (apiKeys), `seed` (the seed file's api_keys), `data`
   * (the generated key kept in the data file from an earlier run) or `generated` (made for this run).
   */
  readonly apiKeyOrigin: 'option' | 'seed' | 'data' | 'generated';
  /** Background writes of the --data file so far. */
  dataWrites(): number;
  /** Resolves when every change so far is in the --data file. */
  flushData(): Promise<void>;
  requestLog(): RequestLogEntry[];
  clearLog(): void;
  advanceClock(seconds: number): void;
  close(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const clock = createAdjustableClock(options.clock);
  const fixture: EmulatorFixture = options.seed === undefined ? {} : loadFixture(options.seed);
  const validator = createBodyValidator(options.schemaDir);

  const defaultRateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const keys = new KeyStore(defaultRateLimit);
  const configured = [
    ...(options.apiKeys ?? []),
    ...(fixture.api_keys ?? []).map((k) => ({
      key: k.key,
      scopes: k.scopes,
      rateLimit: k.rate_limit,
      name: k.name,
    })),
  ];
  for (const spec of configured) keys.addConfigured(spec);

  const catalog = createCatalogState();
  const catalogDeps: CatalogDeps = { state: catalog, clock, newId };
  const idempotency = new IdempotencyStore(clock);
  const sites: SitesModule | undefined = loadSitesModule({
    checksum: options.checksum ?? 'sha256',
    autoApprove: options.autoApprove ?? false,
    clock,
    newId,
  });

  const slices: StateSlice[] = [
    {
      name: 'keys',
      snapshot: () => keys.snapshot(),
      restore: (s) => keys.restore(s),
      reset: () => undefined,
    },
    {
      name: 'catalog',
      snapshot: () => snapshotCatalog(catalog),
      restore: (s) => restoreCatalog(catalog, s),
      reset: () => clearCatalog(catalog),
    },
    {
      name: 'idempotency',
      snapshot: () => idempotency.snapshot(),
      restore: (s) => idempotency.restore(s),
      reset: () => idempotency.clear(),
    },
  ];
  if (sites) {
    const empty = sites.snapshot();
    slices.push({
      name: 'sites',
      snapshot: () => sites.snapshot(),
      restore: (s) => sites.restore(s),
      reset: () => sites.restore(empty),
    });
  }

  const warn = options.warn ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const stored = options.dataFile ? loadStateFile(options.dataFile) : undefined;
  const note = options.dataFile ? readNote(options.dataFile) : undefined;
  if (options.dataFile && note) warn(notKeptAtStartMessage(options.dataFile, note, stored));
  if (stored) {
    restoreAll(slices, stored.slices);
  } else {
    seedCatalog(catalogDeps, validator, fixture.catalog);
    if (sites && fixture.sites) sites.seed(fixture.sites);
  }
  const kept = keys.generatedKey();
  const apiKeyOrigin: RunningEmulator['apiKeyOrigin'] =
    (options.apiKeys?.length ?? 0) > 0
      ? 'option'
      : configured.length > 0
        ? 'seed'
        : kept
          ? 'data'
          : 'generated';
  const apiKey = configured[0]?.key ?? kept ?? keys.issue('generated', 'emulator default key').raw;

  // A device login gets no more than the configured keys could do (every scope when none was configured).
  const deviceScopes: readonly string[] | 'all' = options.deviceScopes
    ? options.deviceScopes
    : configured.length === 0 || configured.some((k) => k.scopes === undefined)
      ? 'all'
      : [...new Set(configured.flatMap((k) => k.scopes ?? []))];
  const deviceFlow = new DeviceFlow(
    clock,
    (name) => keys.issue('device', name, deviceScopes === 'all' ? undefined : deviceScopes).raw,
  );
  const host = options.host ?? '127.0.0.1';
  const loopbackOnly = isLoopbackName(host);
  const adminAccess: AdminAccess = {
    token: options.adminToken ?? (loopbackOnly ? undefined : newAdminToken()),
    loopbackOnly,
    formToken: randomBase62(32),
  };
  const groups: Array<{ name: string; routes: RouteDef[] }> = [
    { name: 'auth', routes: authRoutes(deviceFlow, adminAccess, deviceScopes) },
    { name: 'customers', routes: customerRoutes(catalogDeps) },
    { name: 'products', routes: productRoutes(catalogDeps) },
    { name: 'brands', routes: brandRoutes(catalogDeps) },
    { name: 'categories', routes: categoryRoutes(catalogDeps) },
    { name: 'services', routes: serviceRoutes(catalogDeps) },
  ];
  const groupInfo = (): RouteGroupInfo[] => [
    ...groups.map((g) => describeGroup(g.name, g.routes)),
    describeGroup('events', events),
    ...(sites?.routeGroups ?? []),
  ];
  const events = eventRoutes(groupInfo, ALL_SCOPES);

  const runtime: RuntimeSettings = { latencyMs: options.latencyMs ?? 0, stallMs: options.stallMs ?? 30_000 };
  const faults = new FaultInjector({ rate: 0, seed: options.faultSeed ?? 1, kinds: FAULT_KINDS });
  faults.configure({
    rate: options.faultRate ?? 0,
    seed: options.faultSeed ?? 1,
    kinds: options.faultKinds ?? FAULT_KINDS,
  });
  const log = new RequestLog();

  const writer = options.dataFile
    ? createStateWriter(options.dataFile, slices, () => clock.now(), {
        warn,
        ...(options.dataFileMaxBytes !== undefined && { maxBytes: options.dataFileMaxBytes }),
      })
    : undefined;
  const admin = adminRoutes({
    log,
    clock,
    faults,
    runtime,
    deviceFlow,
    sites,
    dumpState: () => {
      const all = snapshotAll(slices);
      // Raw keys are secrets: the dump shows credentials only.
      const keySlice = all.keys as { company: string; keys: { credential: unknown }[] };
      return { ...all, keys: { company: keySlice.company, keys: keySlice.keys.map((k) => k.credential) } };
    },
    resetState: () => {
      for (const slice of slices) slice.reset();
    },
  });

  const description = new ContractDescription();
  const renderer = createResponseRenderer({
    shape: options.shape ?? 'strict',
    description,
    ...(options.onResponse && { onResponse: options.onResponse }),
  });
  const router = new Router([
    ...renderer.wrapRoutes([...groups.flatMap((g) => g.routes), ...events, ...(sites?.routes ?? [])]),
    openApiRoute(description),
    ...admin,
  ]);
  const http = createEmulatorServer({
    router,
    findCredential: (raw) => keys.find(raw),
    validator,
    idempotency,
    rateLimiter: new RateLimiter(clock),
    faults,
    log,
    clock,
    runtime,
    adminAccess,
    afterMutation: () => writer?.schedule(),
    finish: (outcome, exchange) => renderer.finish(outcome, exchange),
  });
  await new Promise<void>((resolve, reject) => {
    http.server.once('error', reject);
    http.server.listen(options.port ?? 0, host, () => {
      http.server.off('error', reject);
      resolve();
    });
  });
  // Only once it listens: an emulator that could not start (a port in use) writes no data file.
  writer?.saveNow();
  const { address, port } = http.server.address() as AddressInfo;
  // A client on this machine reaches a wildcard address through loopback.
  const urlHost =
    address === '0.0.0.0'
      ? '127.0.0.1'
      : address === '::'
        ? '[::1]'
        : address.includes(':')
          ? `[${address}]`
          : address;

  return {
    url: `http://${urlHost}:${port}`,
    listening: { address, port },
    loopbackOnly,
    adminToken: adminAccess.token,
    apiKey,
    apiKeyOrigin,
    dataWrites: () => writer?.writes ?? 0,
    flushData: async () => writer?.flush(),
    requestLog: () => log.list(),
    clearLog: () => log.clear(),
    advanceClock: (seconds) => clock.advance(seconds),
    close: async () => {
      await http.close();
      await writer?.flush();
      writer?.saveNow();
    },
  };
}
