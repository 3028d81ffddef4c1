/** Pure: the figures of a set of fault rounds, and their text. */
import type { FaultRoundResult } from './fault-round.js';

export interface FaultSummary {
  readonly runs: number;
  readonly applies: number;
  /** Rounds that needed more than one apply of the same commit to converge. */
  readonly reruns: number;
  /** Rounds whose last apply still failed. */
  readonly unconverged: number;
  readonly requests: number;
  readonly faultsInjected: number;
  readonly faultsByKind: Readonly<Record<string, number>>;
  readonly retries: number;
  readonly logicalWrites: number;
  readonly writeAttempts: number;
  readonly duplicates: number;
  readonly lostChanges: number;
  readonly keyProblems: number;
  readonly wallMs: number;
  readonly ok: boolean;
}

export function summarise(rounds: readonly FaultRoundResult[], wallMs: number): FaultSummary {
  const sum = (f: (r: FaultRoundResult) => number) => rounds.reduce((n, r) => n + f(r), 0);
  const faultsByKind: Record<string, number> = {};
  for (const r of rounds)
    for (const [kind, n] of Object.entries(r.faults)) faultsByKind[kind] = (faultsByKind[kind] ?? 0) + n;
  const duplicates = sum((r) => r.verdict.duplicates.length);
  const lostChanges = sum((r) => r.verdict.lost.length);
  const keyProblems = sum((r) => r.verdict.keyProblems.length);
  const unconverged = rounds.filter((r) => r.applyExitCodes.at(-1) !== 0).length;
  return {
    runs: rounds.length,
    applies: sum((r) => r.applyExitCodes.length),
    reruns: rounds.filter((r) => r.applyExitCodes.length > 1).length,
    unconverged,
    requests: sum((r) => r.requests),
    faultsInjected: Object.values(faultsByKind).reduce((a, b) => a + b, 0),
    faultsByKind,
    retries: sum((r) => r.retries),
    logicalWrites: sum((r) => r.verdict.logicalWrites),
    writeAttempts: sum((r) => r.verdict.writeAttempts),
    duplicates,
    lostChanges,
    keyProblems,
    wallMs,
    ok: rounds.length > 0 && duplicates === 0 && lostChanges === 0 && keyProblems === 0 && unconverged === 0,
  };
}

export function formatSummary(s: FaultSummary): string {
  const kinds = Object.entries(s.faultsByKind)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return [
    `runs: ${s.runs}`,
    `applies: ${s.applies} (${s.reruns} round(s) needed a rerun of the same commit, ${s.unconverged} did not converge)`,
    `requests: ${s.requests}`,
    `faults injected: ${s.faultsInjected}${kinds ? ` (${kinds})` : ''}`,
    `retries: ${s.retries}`,
    `writes: ${s.logicalWrites} logical, ${s.writeAttempts} attempts`,
    `duplicates: ${s.duplicates}`,
    `lost changes: ${s.lostChanges}`,
    `key problems: ${s.keyProblems}`,
    `result: ${s.ok ? 'OK' : 'FAILED'} in ${(s.wallMs / 1000).toFixed(1)} s`,
  ].join('\n');
}
