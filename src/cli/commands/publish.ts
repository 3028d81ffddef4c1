import {
  PublishPendingError,
  publishSession,
  waitForDecision,
  WaitBound,
  type PublishOutcome,
} from '../../apply/publish.js';
import { describeError, ExitCode, SitesyncError } from '../../shared/errors.js';
import { parseDuration } from '../../shared/duration.js';
import { readLocalState } from '../../state/staged-sessions-store.js';
import { loadDevSession } from '../../state/dev-session-store.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { describePublished } from './apply.js';
import { prepareFromCli, withRunLock, type TakeRunLock } from './shared.js';

export interface PublishOptions extends GlobalOptions {
  readonly session?: string;
  readonly revision?: string;
  readonly wait?: string;
  readonly message?: string;
  /** Follow this filed publish request instead of filing one. */
  readonly request?: string;
}

/** Filing a request holds the checkout's run lock (it reads what apply staged); following one does not. */
export function publishCommand(opts: PublishOptions, io: CommandIO): Promise<CommandResult> {
  if (opts.request) return publishLocked(opts, io, undefined);
  return withRunLock('publish', io, (takeLock) => publishLocked(opts, io, takeLock));
}

async function publishLocked(
  opts: PublishOptions,
  io: CommandIO,
  takeLock: TakeRunLock | undefined,
): Promise<CommandResult> {
  const waitMs = opts.wait ? parseDuration(opts.wait, '--wait') : 0;
  if (opts.request && (opts.session || opts.revision || opts.message)) {
    throw new SitesyncError(
      'CONFLICTING_OPTIONS',
      '--request follows a filed publish request; --session, --revision and --message file a new one',
      { exitCode: ExitCode.usage },
    );
  }
  const prepared = await prepareFromCli(opts, io, true, { ...(takeLock && { lock: takeLock }) });
  if (prepared.config.sites.length === 0) {
    throw new SitesyncError('NO_SITE', 'sitesync.yml names no site: there is nothing to publish', {
      exitCode: ExitCode.usage,
      hint: 'a catalog-only repository has no publish step: `sitesync apply` writes the catalog',
    });
  }
  const client = prepared.client!;
  const bound = prepared.config.sites.filter((s): s is typeof s & { id: string } => Boolean(s.id));
  if (bound.length === 0) {
    throw new SitesyncError('NOT_BOUND', 'no site of sitesync.yml has a site.id', {
      exitCode: ExitCode.usage,
      hint: 'run `sitesync init` first',
    });
  }
  const reporter = io.output.reporter();
  // One wait for the whole command, whatever the number of sites (docs/platform-contract.md §12).
  const wait = new WaitBound(waitMs);
  const outcomes: PublishOutcome[] = [];
  const text: string[] = [];
  const pendingResult = (err: PublishPendingError): CommandResult => ({
    exitCode: ExitCode.interrupted,
    json: { published: outcomes, pending: { requestId: err.requestId } },
    text: [...text, describeError(err)].join('\n'),
    error: err,
  });
  try {
    if (opts.request) {
      if (bound.length > 1) {
        throw new SitesyncError(
          'SITE_AMBIGUOUS',
          '--request needs one bound site; sitesync.yml binds several',
          {
            exitCode: ExitCode.usage,
          },
        );
      }
      const siteId = bound[0]!.id;
      // With --wait, the wait starts with this first read, which is bounded as the polls are: a
      // platform that hangs on it cannot hold the command past the wait.
      const request = await client.sites.publish.get(
        siteId,
        opts.request,
        waitMs > 0 ? { timeLimitMs: wait.readLimitMs(1) } : {},
      );
      const outcome = await waitForDecision({
        client,
        siteId,
        request,
        bound: wait,
        reporter,
        signal: io.signal,
      });
      outcomes.push(outcome);
      text.push(describePublished(outcome));
    } else {
      const state = await readLocalState(prepared.config.rootDir);
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
          bound: wait,
          reporter,
          signal: io.signal,
          ...(opts.message && { message: opts.message }),
        });
        outcomes.push(outcome);
        text.push(describePublished(outcome));
      }
      if (opts.session && outcomes.length === 0) {
        throw new SitesyncError(
          'UNKNOWN_SESSION',
          `session ${opts.session} is not one that apply or dev recorded in .sitesync/ for a site of sitesync.yml`,
          {
            exitCode: ExitCode.usage,
            hint: 'give its revision with --revision (in a repository with one site)',
          },
        );
      }
    }
  } catch (err) {
    if (err instanceof PublishPendingError) return pendingResult(err);
    throw err;
  }
  const timedOut = outcomes.filter((o) => o.timedOut);
  return {
    exitCode: timedOut.length > 0 ? ExitCode.failure : ExitCode.ok,
    json: { published: outcomes },
    text: text.join('\n'),
    ...(timedOut.length > 0 && {
      // Text mode says why it exits 1 and how to follow the request up, as --json does.
      errorOnStderr: true,
      error: new SitesyncError(
        'PUBLISH_WAIT_ENDED',
        `the wait ended before the site owner decided on ${timedOut.map((o) => String(o.request.id)).join(', ')}`,
        {
          hint: `the request stays filed; check it later with \`sitesync publish --request ${String(timedOut[0]!.request.id)}\``,
        },
      ),
    }),
  };
}
