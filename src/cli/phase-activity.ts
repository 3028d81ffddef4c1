/**
 * The phases a command times (reading the tree, reading live, planning, applying) shown as
 * progress while they run: a step of unknown length with its elapsed time and the requests and
 * bytes it has moved so far. Counted steps inside a phase (catalog writes, uploads) show their own
 * bar over it.
 */
import type { PhaseClock } from '../shared/phase-clock.js';
import type { Reporter } from '../shared/reporter.js';

/** Phases too short to be worth a line. */
const SILENT = new Set(['catalog: compare', 'catalog: store list cursors']);

const LABELS: Readonly<Record<string, string>> = {
  'read tree': 'reading the site tree',
  'auth status': 'checking the credential',
  'catalog: parse': 'reading the catalog YAML',
  'catalog: read live': 'reading the live catalog',
  'site: plan': 'planning the site',
  'catalog: apply': 'applying the catalog',
  'site: apply': 'staging the site',
  'site: publish request': 'filing the publish request',
};

export function phaseLabel(phase: string): string {
  return LABELS[phase] ?? phase;
}

/** The clock with every phase also shown by the reporter while it runs. */
export function showPhases(clock: PhaseClock, reporter: Reporter): PhaseClock {
  if (!reporter.activity) return clock;
  return {
    time: (phase, work) => {
      if (SILENT.has(phase)) return clock.time(phase, work);
      const shown = reporter.activity!(phaseLabel(phase));
      return clock.time(phase, work).finally(() => shown.done());
    },
    timings: () => clock.timings(),
  };
}
