/**
 * Verifies through the API (and the emulator's admin state) that live equals desired after the
 * runs: a fresh plan is a no-op, every desired catalog fact and site file is live, nothing exists
 * twice, and every write in the request log carried the key of its logical operation.
 */
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/index.js';
import type { RequestLogEntry } from '../../src/emulator/index.js';
import { readSourceTree } from '../../src/source/index.js';
import { auditWriteKeys, keyAuditProblems } from './key-audit.js';
import { auditCatalog, auditSite, type LiveState } from './live-audit.js';
import { runCliInProcess } from './in-process.js';
import { SHOP_SITE_ID } from './shop-repo.js';

export interface Verdict {
  /** Exit code of `plan --detailed-exitcode` after the runs (0 = nothing to do). */
  readonly planExitCode: number;
  readonly lost: readonly string[];
  readonly duplicates: readonly string[];
  readonly keyProblems: readonly string[];
  readonly logicalWrites: number;
  readonly writeAttempts: number;
}

export async function fetchState(baseUrl: string): Promise<LiveState> {
  const res = await fetch(`${baseUrl}/__emulator/state`);
  const body = (await res.json()) as { data: LiveState };
  return body.data;
}

export interface VerifyOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly repoDir: string;
  /** The request log segments to audit for keys, each on its own (one per idempotency window). */
  readonly logSegments: readonly (readonly RequestLogEntry[])[];
  readonly maxSessions?: number;
  readonly maxPublishRequests?: number;
}

export async function verifyLive(options: VerifyOptions): Promise<Verdict> {
  const plan = await runCliInProcess({
    argv: ['plan', '--detailed-exitcode'],
    cwd: options.repoDir,
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
  });
  const state = await fetchState(options.baseUrl);
  const desired = await loadCatalog(join(options.repoDir, 'catalog.yml'), { baseDir: options.repoDir });
  const tree = await readSourceTree(join(options.repoDir, 'site'));
  const catalog = auditCatalog(desired, state.catalog);
  const site = auditSite(
    SHOP_SITE_ID,
    Object.fromEntries(tree.files.map((f) => [f.path, f.checksum])),
    state.sites,
    { maxSessions: options.maxSessions ?? 1, maxPublishRequests: options.maxPublishRequests ?? 1 },
  );
  const audits = options.logSegments.map((segment) => auditWriteKeys(segment));
  return {
    planExitCode: plan.exitCode,
    lost: [
      ...(plan.exitCode === 0
        ? []
        : [`a fresh plan is not a no-op (exit ${plan.exitCode}):\n${plan.output}`]),
      ...catalog.lost,
      ...site.lost,
    ],
    duplicates: [...catalog.duplicates, ...site.duplicates],
    keyProblems: audits.flatMap(keyAuditProblems),
    logicalWrites: audits.reduce((n, a) => n + a.logicalWrites, 0),
    writeAttempts: audits.reduce((n, a) => n + a.writeAttempts, 0),
  };
}
