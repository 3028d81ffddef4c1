/**
 * A tiny standalone runner: `npx tsx src/emulator/main.ts --port 4010 [--api-key KEY[:scopes]]
 * [--data FILE] [--seed FILE] [--rate-limit N] [--latency MS] [--fault-rate R] [--fault-seed N]
 * [--fault-kinds a,b] [--checksum sha256|sha1|md5] [--auto-approve] [--host H] [--admin-token T]
 * [--shape strict|minimal|noisy]`.
 * The real CLI command (`sitesync emulator`) calls startEmulator the same way.
 */
import { parseArgs } from 'node:util';
import { FAULT_KINDS, type FaultKind, isFaultKind } from './http/faults.js';
import { isResponseShape, parseApiKeySpec, RESPONSE_SHAPES, startEmulator } from './index.js';

function number(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`--${name} must be a number, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string' },
      'api-key': { type: 'string', multiple: true },
      data: { type: 'string' },
      seed: { type: 'string' },
      'rate-limit': { type: 'string' },
      latency: { type: 'string' },
      'fault-rate': { type: 'string' },
      'fault-seed': { type: 'string' },
      'fault-kinds': { type: 'string' },
      checksum: { type: 'string' },
      'auto-approve': { type: 'boolean' },
      'admin-token': { type: 'string' },
      shape: { type: 'string' },
    },
  });
  const shape = values.shape;
  if (shape !== undefined && !isResponseShape(shape))
    throw new Error(`--shape must be ${RESPONSE_SHAPES.join(', ')}, got "${shape}"`);
  const kinds = values['fault-kinds']?.split(',').map((k) => k.trim());
  if (kinds && !kinds.every(isFaultKind))
    throw new Error(`--fault-kinds must be a list of ${FAULT_KINDS.join(', ')}`);
  const checksum = values.checksum;
  if (checksum !== undefined && checksum !== 'sha256' && checksum !== 'sha1' && checksum !== 'md5') {
    throw new Error(`--checksum must be sha256, sha1 or md5, got "${checksum}"`);
  }
  const emulator = await startEmulator({
    port: number('port', values.port),
    host: values.host,
    apiKeys: values['api-key']?.map(parseApiKeySpec),
    dataFile: values.data,
    seed: values.seed,
    rateLimit: number('rate-limit', values['rate-limit']),
    latencyMs: number('latency', values.latency),
    faultRate: number('fault-rate', values['fault-rate']),
    faultSeed: number('fault-seed', values['fault-seed']),
    faultKinds: kinds as FaultKind[] | undefined,
    checksum,
    autoApprove: values['auto-approve'],
    adminToken: values['admin-token'],
    shape,
  });
  const { address, port } = emulator.listening;
  process.stdout.write(
    `sitesync platform emulator listening on ${emulator.url}${emulator.loopbackOnly ? '' : ` (bound to ${address}:${port}, every interface it names)`}\n`,
  );
  if (!emulator.loopbackOnly)
    process.stderr.write(
      `warning: ${address} is not a loopback address: other machines can reach the emulator; admin routes and device approvals need the admin token (header X-Emulator-Token)\n`,
    );
  // A token given with --admin-token is not printed back (it would land in terminal and CI logs).
  if (emulator.adminToken)
    process.stdout.write(
      values['admin-token']
        ? 'admin token: the one given with --admin-token\n'
        : `admin token: ${emulator.adminToken}\n`,
    );
  if (!values['api-key']) process.stdout.write(`API key: ${emulator.apiKey}\n`);
  const stop = (): void => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`emulator: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
