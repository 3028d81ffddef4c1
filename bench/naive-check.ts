/** The naive run checked against the naive model of bounds.ts (pure). */
import { naiveBaseline } from './bounds.js';
import type { FixtureModel } from './fixture.js';
import type { GoalCheck } from './goals.js';
import type { NaiveRun } from './naive-sync.js';

/**
 * At the end of a run the platform holds the local tree and catalog, so the model's naive sync is
 * one GET per file and entity and one write per file and entity. The measured run must send
 * exactly that plus its protocol requests, and none lost or retried.
 */
export function naiveRunCheck(model: FixtureModel, run: NaiveRun): GoalCheck {
  const files = model.files.size;
  const entities = model.brands.length + model.categories.length + model.products.length;
  const modelled = naiveBaseline({
    liveFiles: Array.from({ length: files }, () => 0),
    localFiles: Array.from({ length: files }, () => 0),
    liveEntities: entities,
    localEntityBytes: Array.from({ length: entities }, () => 0),
    entityReadBytes: 0,
  }).requests;
  const holds =
    run.perItem === modelled && run.counts.total === run.perItem + run.protocol && run.counts.retries === 0;
  return {
    goal: 'naive baseline run for real: requests = the model + protocol',
    holds,
    detail: `${run.counts.total} = ${run.perItem} per file and entity (model ${modelled}) + ${run.protocol} protocol; ${(run.counts.bytesUp / 1e6).toFixed(2)} MB up, ${(run.counts.bytesDown / 1e6).toFixed(2)} MB down, ${(run.wallMs / 1000).toFixed(1)} s`,
  };
}
