import { publishSession, type PublishOutcome } from '../../apply/publish.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { parseDuration } from '../../shared/duration.js';
import { readLocalState } from '../../state/staged-sessions-store.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { describePublished } from './apply.js';
import { prepareFromCli } from './shared.js';

export interface PublishOptions extends GlobalOptions {
  readonly session?: string;
  readonly revision?: string;
  readonly wait?: string;
  readonly message?: string;
}

export async function publishCommand(opts: PublishOptions, io: CommandIO): Promise<CommandResult> {
  const waitMs = opts.wait ? parseDuration(opts.wait, '--wait') : 0;
  const prepared = await prepareFromCli(opts, io);
  if (prepared.config.sites.length === 0) {
    throw new SitesyncError('NO_SITE', 'sitesync.yml names no site: there is nothing to publish', {
      exitCode: ExitCode.usage,
      hint: 'a catalog-only repository has no publish step: `sitesync apply` writes the catalog',
    });
  }
  const client = prepared.client!;
  const state = await readLocalState(prepared.config.rootDir);
  const outcomes: PublishOutcome[] = [];
  const text: string[] = [];
  for (const site of prepared.config.sites) {
    if (!site.id) continue;
    const staged = state.staged[site.id];
    const sessionId = opts.session ?? staged?.sessionId;
    const sourceRevision = opts.revision ?? staged?.sourceRevision;
    if (!sessionId || !sourceRevision) {
      text.push(`site ${site.id}: nothing staged (run \`sitesync apply\` first)`);
      continue;
    }
    const outcome = await publishSession({
      client,
      siteId: site.id,
      sessionId,
      sourceRevision,
      waitMs,
      ...(opts.message && { message: opts.message }),
    });
    outcomes.push(outcome);
    text.push(describePublished(outcome));
  }
  if (outcomes.length === 0 && !prepared.config.sites.some((s) => s.id)) {
    throw new SitesyncError('NOT_BOUND', 'no site of sitesync.yml has a site.id', {
      exitCode: ExitCode.usage,
      hint: 'run `sitesync init` first',
    });
  }
  const timedOut = outcomes.some((o) => o.timedOut);
  return {
    exitCode: timedOut ? ExitCode.failure : ExitCode.ok,
    json: { published: outcomes },
    text: text.join('\n'),
  };
}
