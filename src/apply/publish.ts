import type { PlatformClient, SitePublishRequestObject, SitePublishStatusObject } from '../platform/index.js';
import { SitesyncError } from '../shared/errors.js';

export interface PublishOutcome {
  readonly request: SitePublishRequestObject;
  /** Set when waited for and the request reached a final state. */
  readonly status?: SitePublishStatusObject;
  /** True when waiting ended by the timeout before a final state. */
  readonly timedOut: boolean;
}

const FINAL = new Set(['published', 'rejected']);

/**
 * Files a publish request for a session at its final revision (one per commit: the key is
 * derived from it, so a rerun replays the same request) and optionally waits for the owner's
 * decision, polling with an injectable sleep.
 */
export async function publishSession(options: {
  client: PlatformClient;
  siteId: string;
  sessionId: string;
  sourceRevision: string;
  message?: string;
  waitMs?: number;
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}): Promise<PublishOutcome> {
  const { client, siteId } = options;
  let request = await client.sites.publish.request(siteId, {
    session_id: options.sessionId,
    source_revision: options.sourceRevision,
    ...(options.message && { message: options.message }),
  });
  if (!options.waitMs || options.waitMs <= 0) return { request, timedOut: false };
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = options.now ?? Date.now;
  const deadline = now() + options.waitMs;
  const poll = options.pollMs ?? 5000;
  while (!FINAL.has(String(request.status))) {
    if (now() >= deadline) return { request, timedOut: true };
    await sleep(Math.min(poll, Math.max(0, deadline - now())));
    request = await client.sites.publish.get(siteId, String(request.id));
  }
  if (request.status === 'rejected') {
    const reason = (request as { rejection_reason?: string }).rejection_reason;
    throw new SitesyncError(
      'PUBLISH_REJECTED',
      `publish request ${request.id} was rejected${reason ? `: ${reason}` : ''}`,
      {
        hint: 'plan again: the live site may have changed since the session was opened',
      },
    );
  }
  return { request, status: await client.sites.publish.status(siteId), timedOut: false };
}
