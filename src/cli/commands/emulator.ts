import {
  isResponseShape,
  parseApiKeySpec,
  RESPONSE_SHAPES,
  startEmulator,
  type ApiKeyOption,
  type EmulatorOptions,
  type FaultKind,
} from '../../emulator/index.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import type { CommandIO } from '../command.js';

export interface EmulatorCliOptions {
  readonly port?: string;
  readonly host?: string;
  readonly apiKey?: string[];
  readonly data?: string;
  readonly rateLimit?: string;
  readonly latencyMs?: string;
  readonly faultRate?: string;
  readonly faultSeed?: string;
  readonly faultKinds?: string;
  readonly checksum?: string;
  readonly autoApprove?: boolean;
  readonly seed?: string;
  /** Response rendition: strict (default), minimal or noisy. */
  readonly shape?: string;
}

function num(
  value: string | undefined,
  flag: string,
  { min = 0, max = Number.MAX_SAFE_INTEGER, integer = true } = {},
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    throw new SitesyncError(
      'USAGE',
      `${flag} ${JSON.stringify(value)} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`,
      { exitCode: ExitCode.usage },
    );
  }
  return n;
}

export function emulatorOptionsFromCli(o: EmulatorCliOptions): EmulatorOptions {
  let apiKeys: ApiKeyOption[] | undefined;
  try {
    apiKeys = o.apiKey?.map(parseApiKeySpec);
  } catch (err) {
    throw new SitesyncError('USAGE', `--api-key: ${(err as Error).message}`, { exitCode: ExitCode.usage });
  }
  if (o.checksum && !['sha256', 'sha1', 'md5'].includes(o.checksum)) {
    throw new SitesyncError(
      'USAGE',
      `--checksum must be sha256, sha1 or md5, not ${JSON.stringify(o.checksum)}`,
      { exitCode: ExitCode.usage },
    );
  }
  if (o.shape !== undefined && !isResponseShape(o.shape)) {
    throw new SitesyncError(
      'USAGE',
      `--shape must be ${RESPONSE_SHAPES.join(', ')}, not ${JSON.stringify(o.shape)}`,
      { exitCode: ExitCode.usage },
    );
  }
  const opt = <T>(v: T | undefined) => v;
  return {
    ...(o.port !== undefined && { port: num(o.port, '--port', { max: 65535 })! }),
    host: o.host ?? '127.0.0.1',
    ...(apiKeys && { apiKeys }),
    ...(o.data && { dataFile: o.data }),
    ...(o.rateLimit && { rateLimit: num(o.rateLimit, '--rate-limit', { min: 1 })! }),
    ...(o.latencyMs && { latencyMs: num(o.latencyMs, '--latency-ms')! }),
    ...(o.faultRate && { faultRate: num(o.faultRate, '--fault-rate', { max: 1, integer: false })! }),
    ...(o.faultSeed && { faultSeed: num(o.faultSeed, '--fault-seed')! }),
    ...(o.faultKinds && { faultKinds: o.faultKinds.split(',').map((s) => s.trim()) as FaultKind[] }),
    ...(o.checksum && { checksum: o.checksum as 'sha256' | 'sha1' | 'md5' }),
    ...(o.autoApprove && { autoApprove: true }),
    ...(opt(o.seed) && { seed: o.seed }),
    ...(o.shape !== undefined && isResponseShape(o.shape) && { shape: o.shape }),
  };
}

/** Runs the emulator until SIGINT/SIGTERM. */
export async function emulatorCommand(o: EmulatorCliOptions, io: CommandIO): Promise<number> {
  const options = emulatorOptionsFromCli(o);
  const emulator = await startEmulator({ port: 4010, ...options });
  const generated = !options.apiKeys?.length;
  io.output.out(
    [
      `sitesync platform emulator listening on ${emulator.url}`,
      '',
      `  export SITESYNC_BASE_URL=${emulator.url}`,
      generated
        ? `  export SITESYNC_API_KEY=${emulator.apiKey}    # a full-scope key made for this run`
        : '  (use one of the keys given with --api-key)',
      '',
      `admin routes under ${emulator.url}/__emulator/ (request log, clock, approvals); docs/emulator.md`,
      options.autoApprove
        ? 'publish requests are approved automatically (--auto-approve)'
        : `publish requests wait for: curl -X POST ${emulator.url}/__emulator/publish-requests/<id>/approve`,
      ...(options.shape && options.shape !== 'strict'
        ? [`responses in the ${options.shape} shape (--shape); the description: ${emulator.url}/openapi.json`]
        : [`the contract as OpenAPI: ${emulator.url}/openapi.json`]),
      'Ctrl-C to stop.',
    ].join('\n'),
  );
  await new Promise<void>((resolve) => {
    if (io.signal.aborted) return resolve();
    io.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  await emulator.close();
  io.output.err('emulator stopped');
  return ExitCode.ok;
}
