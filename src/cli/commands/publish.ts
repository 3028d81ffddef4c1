import { publishSession, type PublishOutcome } from '../../apply/publish.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { parseDuration } from '../../shared/duration.js';
import { readLocalState } from '../../state/staged-sessions-store.js';
import { loadDevSession } from '../../state/dev-session-store.js';
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
  const client = prepared.client!;
  const state = await readLocalState(prepared.config.rootDir);
  const outcomes: PublishOutcome[] = [];
  const text: string[] = [];
  const bound = prepared.config.sites.filter((s): s is typeof s & { id: string } => Boolean(s.id));
  for (const site of bound) {
    const staged = state.staged[site.id];
    let sessionId = staged?.sessionId;
    let sourceRevision = opts.revision ?? staged?.sourceRevision;
    if (opts.session) {
      // --session names a session of `apply` (.sitesync/state.json) or of `sitesync dev`
      // (.sitesync/dev.json), whose site and revision come from that record; another session
      // needs --revision, and a repository with one site.
      const dev = await loadDevSession(prepared.config.rootDir, site.id);
      const known = [staged, dev].find((r) => r?.sessionId === opts.session);
      if (!known && !(bound.length === 1 && opts.revision)) continue;
      sessionId = opts.session;
      sourceRevision = opts.revision ?? known?.sourceRevision;
    }
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
  if (opts.session && bound.length > 0 && outcomes.length === 0) {
    throw new SitesyncError(
      'UNKNOWN_SESSION',
      `session ${opts.session} is not one that apply or dev recorded in .sitesync/ for a site of sitesync.yml`,
      { exitCode: ExitCode.usage, hint: 'give its revision with --revision (in a repository with one site)' },
    );
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
