/**
 * The bound of a publish wait (waitForDecision): every poll is given what is left of the wait plus
 * PUBLISH_WAIT_GRACE_MS as its time limit; a poll that meets it ends the wait as undecided, with
 * why; any other failure of a poll is PUBLISH_FOLLOW_FAILED, as before. One wait (WaitBound) is
 * shared by every site of a command. A fake client and clock.
 */
import { describe, expect, it } from 'vitest';
import {
  PUBLISH_WAIT_GRACE_MS,
  PublishFollowError,
  PublishRejectedError,
  publishSession,
  waitForDecision,
  WaitBound,
} from '../../../src/apply/publish.js';
import { PlatformError, TimeLimitError, type PlatformClient } from '../../../src/platform/index.js';
import type { SitePublishRequestObject } from '../../../src/platform/index.js';

const pending = { id: 'sprq_1', status: 'pending' } as SitePublishRequestObject;

/** A client whose publish-request reads answer in turn from `answers` (an Error is thrown). */
function fakeWait(answers: (SitePublishRequestObject | Error)[]) {
  let t = 0;
  const polls: { at: number; timeLimitMs: number | undefined }[] = [];
  const client = {
    sites: {
      publish: {
        get: async (_site: string, _id: string, options: { timeLimitMs?: number } = {}) => {
          polls.push({ at: t, timeLimitMs: options.timeLimitMs });
          const next = answers.shift()!;
          if (next instanceof Error) throw next;
          return next;
        },
        status: async () => ({ current_version_number: 2 }),
      },
    },
  } as unknown as PlatformClient;
  const wait = (waitMs: number) =>
    waitForDecision({
      client,
      siteId: 'site_1',
      request: pending,
      waitMs,
      now: () => t,
      sleep: async (ms) => {
        t += ms;
      },
    });
  return { wait, polls };
}

const limitError = () =>
  new TimeLimitError(
    'GET',
    '/v1/sites/site_1/publish-requests/sprq_1',
    3,
    "a retry in 1100ms would start after the request's time limit",
    new PlatformError({
      status: 503,
      errorCode: 'SERVICE_UNAVAILABLE',
      message: 'down',
      method: 'GET',
      path: '/v1/sites/site_1/publish-requests/sprq_1',
    }),
  );

describe('waitForDecision: the bound of the wait', () => {
  it('gives each poll what is left of the wait plus the grace as its time limit', async () => {
    const { wait, polls } = fakeWait([pending, pending, pending]);
    const outcome = await wait(12_000);
    expect(outcome).toEqual({ request: pending, timedOut: true });
    // Polls every 5 s, the last when the wait ends.
    expect(polls).toEqual([
      { at: 5000, timeLimitMs: 7000 + PUBLISH_WAIT_GRACE_MS },
      { at: 10_000, timeLimitMs: 2000 + PUBLISH_WAIT_GRACE_MS },
      { at: 12_000, timeLimitMs: PUBLISH_WAIT_GRACE_MS },
    ]);
    expect(PUBLISH_WAIT_GRACE_MS).toBe(1000); // as README and docs/json-output.md state
  });

  it('a poll ended by its time limit ends the wait as undecided, saying why; the request is as last read', async () => {
    const { wait } = fakeWait([limitError()]);
    expect(await wait(2000)).toEqual({
      request: pending,
      timedOut: true,
      lastPollFailed:
        "GET /v1/sites/site_1/publish-requests/sprq_1 → 503 SERVICE_UNAVAILABLE: down (3 attempts; a retry in 1100ms would start after the request's time limit)",
    });
  });

  it('any other failure of a poll is PUBLISH_FOLLOW_FAILED, as before', async () => {
    const { wait } = fakeWait([
      new PlatformError({ status: 404, errorCode: 'NOT_FOUND', message: 'gone', method: 'GET', path: '/x' }),
    ]);
    const err = await wait(2000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PublishFollowError);
    expect((err as PublishFollowError).code).toBe('PUBLISH_FOLLOW_FAILED');
  });

  it('a decision within the wait is followed as before', async () => {
    const published = { id: 'sprq_1', status: 'published' } as SitePublishRequestObject;
    const { wait, polls } = fakeWait([pending, published]);
    expect(await wait(60_000)).toEqual({
      request: published,
      status: { current_version_number: 2 },
      timedOut: false,
    });
    expect(polls.map((p) => p.at)).toEqual([5000, 10_000]);
  });
});

describe('one wait for a whole command (WaitBound): sites share its deadline', () => {
  /** A clock, and a client whose filings answer `filed` and whose reads answer pending. */
  function fakeSites(filed: SitePublishRequestObject = pending) {
    let t = 0;
    const calls: { at: number; call: string; timeLimitMs?: number }[] = [];
    const client = {
      sites: {
        publish: {
          request: async (site: string) => {
            calls.push({ at: t, call: `file ${site}` });
            t += 100; // the filing takes 100 ms
            return filed;
          },
          get: async (site: string, _id: string, options: { timeLimitMs?: number } = {}) => {
            calls.push({ at: t, call: `read ${site}`, timeLimitMs: options.timeLimitMs });
            return pending;
          },
          status: async (site: string) => {
            calls.push({ at: t, call: `status ${site}` });
            return { current_version_number: 2 };
          },
        },
      },
    } as unknown as PlatformClient;
    const now = () => t;
    const sleep = async (ms: number) => {
      t += ms;
    };
    const bound = new WaitBound(7000, now);
    const file = (siteId: string) =>
      publishSession({ client, siteId, sessionId: 'sess', sourceRevision: 'r1', bound, now, sleep });
    return { file, calls, bound, clock: { now, advance: sleep } };
  }

  it('starts when the first request is filed; a later site waits only what is left of it', async () => {
    const { file, calls, bound, clock } = fakeSites();
    await clock.advance(500); // before the first filing: not part of the wait
    const onePolled = await file('site_a');
    expect(onePolled).toEqual({ request: pending, timedOut: true });
    expect(bound.deadline()).toBe(600 + 7000);
    expect(calls).toEqual([
      { at: 500, call: 'file site_a' },
      { at: 5600, call: 'read site_a', timeLimitMs: 2000 + PUBLISH_WAIT_GRACE_MS },
      { at: 7600, call: 'read site_a', timeLimitMs: PUBLISH_WAIT_GRACE_MS },
    ]);
    // Filed after the wait ended: not read again, undecided as the filing said.
    expect(await file('site_b')).toEqual({ request: pending, timedOut: true, filedAfterWait: true });
    expect(calls.slice(3)).toEqual([{ at: 7600, call: 'file site_b' }]);
  });

  it('a site filed part-way through the wait is polled until the same deadline', async () => {
    const { calls, bound, clock } = fakeSites();
    const client = {
      sites: {
        publish: {
          get: async (_s: string, _id: string, options: { timeLimitMs?: number } = {}) => {
            calls.push({ at: clock.now(), call: 'read', timeLimitMs: options.timeLimitMs });
            return pending;
          },
        },
      },
    } as unknown as PlatformClient;
    expect(bound.deadline()).toBe(7000); // the clock started at 0
    await clock.advance(6000);
    const outcome = await waitForDecision({
      client,
      siteId: 'site_b',
      request: pending,
      bound,
      now: clock.now,
      sleep: clock.advance,
    });
    expect(outcome).toEqual({ request: pending, timedOut: true });
    expect(calls).toEqual([{ at: 7000, call: 'read', timeLimitMs: PUBLISH_WAIT_GRACE_MS }]);
  });

  it('filed after the wait ended and already decided (a replayed filing): the decision stands, the live version is not read', async () => {
    const published = { id: 'sprq_1', status: 'published' } as SitePublishRequestObject;
    const { file, calls, bound, clock } = fakeSites(published);
    bound.deadline();
    await clock.advance(7000);
    expect(await file('site_b')).toEqual({
      request: published,
      timedOut: false,
      filedAfterWait: true,
      statusUnread: 'the wait had ended before this request was filed',
    });
    expect(calls.map((c) => c.call)).toEqual(['file site_b']);
  });

  it('filed after the wait ended and rejected: PUBLISH_REJECTED, as within a wait', async () => {
    const rejected = { id: 'sprq_1', status: 'rejected' } as SitePublishRequestObject;
    const { file, bound, clock } = fakeSites(rejected);
    bound.deadline();
    await clock.advance(7000);
    const err = await file('site_b').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PublishRejectedError);
  });
});

describe('a filing answered as a replay of an earlier run: its status is as it was then', () => {
  /** A client whose filing answers `then` as a replay, and whose reads answer in turn from `reads`. */
  function replayedFiling(then: SitePublishRequestObject, reads: (SitePublishRequestObject | Error)[]) {
    let t = 0;
    const calls: { at: number; call: string; timeLimitMs?: number }[] = [];
    const replays = new WeakSet<object>();
    const client = {
      transport: { wasReplayed: (data: object) => replays.has(data) },
      sites: {
        publish: {
          request: async (site: string) => {
            calls.push({ at: t, call: `file ${site}` });
            const answer = { ...then };
            replays.add(answer);
            return answer;
          },
          get: async (site: string, _id: string, options: { timeLimitMs?: number } = {}) => {
            calls.push({ at: t, call: `read ${site}`, timeLimitMs: options.timeLimitMs });
            const next = reads.shift()!;
            if (next instanceof Error) throw next;
            return next;
          },
          status: async (site: string) => {
            calls.push({ at: t, call: `status ${site}` });
            return { current_version_number: 3 };
          },
        },
      },
    } as unknown as PlatformClient;
    const now = () => t;
    const sleep = async (ms: number) => {
      t += ms;
    };
    return { client, calls, now, sleep, advance: sleep };
  }
  const published = { id: 'sprq_1', status: 'published' } as SitePublishRequestObject;
  const options = { siteId: 'site_b', sessionId: 'sess', sourceRevision: 'r1' };

  it('after the wait ended, the one read made tells the decision taken since (a re-run of publish --wait)', async () => {
    const f = replayedFiling(pending, [published]);
    const bound = new WaitBound(2000, f.now);
    bound.deadline();
    await f.advance(2500); // the first site used the whole wait
    const outcome = await publishSession({ ...options, client: f.client, bound, now: f.now, sleep: f.sleep });
    expect(outcome).toEqual({
      request: published,
      timedOut: false,
      filedAfterWait: true,
      statusUnread: 'the wait had ended before this request was filed',
    });
    expect(f.calls).toEqual([
      { at: 2500, call: 'file site_b' },
      { at: 2500, call: 'read site_b', timeLimitMs: PUBLISH_WAIT_GRACE_MS },
    ]);
  });

  it('within the wait, a decision taken since is known at once, without sleeping out a poll first', async () => {
    const f = replayedFiling(pending, [published]);
    const outcome = await publishSession({
      ...options,
      client: f.client,
      waitMs: 10_000,
      now: f.now,
      sleep: f.sleep,
    });
    expect(outcome).toEqual({ request: published, status: { current_version_number: 3 }, timedOut: false });
    expect(f.calls.map((c) => `${c.at} ${c.call}`)).toEqual([
      '0 file site_b',
      '0 read site_b',
      '0 status site_b',
    ]);
  });

  it('without a wait, the request is read afresh; a read that fails says so instead of the stale status', async () => {
    const fresh = replayedFiling(pending, [published]);
    expect(
      await publishSession({ ...options, client: fresh.client, now: fresh.now, sleep: fresh.sleep }),
    ).toEqual({
      request: published,
      timedOut: false,
    });
    const decided = replayedFiling(published, [new Error('connection reset')]);
    expect(
      await publishSession({ ...options, client: decided.client, now: decided.now, sleep: decided.sleep }),
    ).toEqual({
      request: published,
      timedOut: false,
      replayUnread: 'connection reset',
    });
    const failing = replayedFiling(pending, [new Error('connection reset')]);
    expect(
      await publishSession({ ...options, client: failing.client, now: failing.now, sleep: failing.sleep }),
    ).toEqual({
      request: pending,
      timedOut: false,
      replayUnread: 'connection reset',
    });
  });

  it('a filing that is not a replay is taken as it is (no read without a wait)', async () => {
    const f = replayedFiling(pending, []);
    const client = { ...f.client, transport: { wasReplayed: () => false } } as unknown as PlatformClient;
    expect(await publishSession({ ...options, client, now: f.now, sleep: f.sleep })).toEqual({
      request: pending,
      timedOut: false,
    });
    expect(f.calls.map((c) => c.call)).toEqual(['file site_b']);
  });
});
