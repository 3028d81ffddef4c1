import { describe, expect, it } from 'vitest';
import { decideMode, pullRequestInfo } from '../../../src/action/event.js';

const pr = (action: string, extra: Record<string, unknown> = {}) => ({
  action,
  pull_request: {
    number: 5,
    head: { sha: 'h'.repeat(40), ref: 'feature', repo: { full_name: 'acme/site' } },
    base: { ref: 'main', sha: 'b'.repeat(40), repo: { full_name: 'acme/site' } },
    ...extra,
  },
});
const base = { mode: 'auto' as const, hasApiKey: true, publishBranch: 'main', checkedOutSha: 'm'.repeat(40) };

describe('decideMode', () => {
  it.each([
    ['pull_request', pr('opened'), 'preview'],
    ['pull_request', pr('synchronize'), 'preview'],
    ['pull_request', pr('reopened'), 'preview'],
    ['pull_request', pr('closed'), 'pr-closed'],
    ['pull_request', pr('labeled'), 'skip'],
    ['push', { ref: 'refs/heads/main' }, 'publish'],
    ['push', { ref: 'refs/heads/feature' }, 'plan'],
    ['schedule', {}, 'plan'],
    ['workflow_dispatch', {}, 'plan'],
  ])('%s %j → %s', (eventName, payload, kind) => {
    expect(decideMode({ ...base, eventName, payload: payload as never }).kind).toBe(kind);
  });

  it('without an api key every event validates offline', () => {
    expect(
      decideMode({ ...base, hasApiKey: false, eventName: 'push', payload: { ref: 'refs/heads/main' } }),
    ).toEqual({ kind: 'offline', reason: 'no api-key input' });
  });

  it('mode plan never writes; mode apply applies the publish branch only', () => {
    expect(
      decideMode({ ...base, mode: 'plan', eventName: 'push', payload: { ref: 'refs/heads/main' } }).kind,
    ).toBe('plan');
    expect(
      decideMode({
        ...base,
        mode: 'apply',
        eventName: 'workflow_dispatch',
        payload: {},
        githubRef: 'refs/heads/main',
      }),
    ).toEqual({ kind: 'publish', branch: 'main' });
    expect(
      decideMode({ ...base, mode: 'apply', eventName: 'push', payload: { ref: 'refs/heads/main' } }),
    ).toEqual({ kind: 'publish', branch: 'main' });
  });

  it('an apply refuses a checkout that is not GITHUB_SHA (an issue_comment run that checked out the pull request)', () => {
    const mainSha = 'a'.repeat(40);
    const prHead = 'b'.repeat(40);
    const refused = decideMode({
      ...base,
      mode: 'apply',
      eventName: 'issue_comment',
      payload: { action: 'created', issue: { number: 9, pull_request: {} } } as never,
      githubRef: 'refs/heads/main',
      githubSha: mainSha,
      checkedOutSha: prHead,
    });
    expect(refused).toEqual({
      kind: 'refuse',
      reason: `refusing to apply: the checked-out commit ${prHead.slice(0, 12)} is not the commit this run is for (GITHUB_SHA ${mainSha.slice(0, 12)}). An apply writes what is checked out; check out the pushed commit (actions/checkout does by default).`,
    });
    // A push in auto mode likewise; the same commit (in any letter case) applies.
    const push = { ...base, eventName: 'push', payload: { ref: 'refs/heads/main' }, githubSha: mainSha };
    expect(decideMode({ ...push, checkedOutSha: prHead }).kind).toBe('refuse');
    expect(decideMode({ ...push, checkedOutSha: mainSha.toUpperCase() })).toEqual({
      kind: 'publish',
      branch: 'main',
    });
  });

  it('mode apply refuses another branch and says how to allow it', () => {
    const refused = decideMode({
      ...base,
      mode: 'apply',
      eventName: 'push',
      payload: { ref: 'refs/heads/feature' },
    });
    expect(refused).toEqual({
      kind: 'refuse',
      reason:
        'mode: apply refuses branch feature: only the publish branch main is applied. To apply from feature, set publish.branch: feature in sitesync.yml, or run the workflow on main.',
    });
    expect(
      decideMode({
        ...base,
        mode: 'apply',
        eventName: 'workflow_dispatch',
        payload: {},
        githubRef: 'refs/tags/v1',
      }).kind,
    ).toBe('refuse');
  });

  it('mode apply refuses pull request events', () => {
    for (const eventName of ['pull_request', 'pull_request_target']) {
      const mode = decideMode({
        ...base,
        mode: 'apply',
        eventName,
        payload: pr('opened') as never,
        checkedOutSha: 'b'.repeat(40),
        githubSha: 'b'.repeat(40),
      });
      expect(mode.kind).toBe('refuse');
      expect((mode as { reason: string }).reason).toContain(
        `mode: apply does not run on ${eventName} events`,
      );
    }
  });

  it('pull_request_target: refused unless the base branch commit is checked out', () => {
    const target = (checkedOutSha: string) =>
      decideMode({
        ...base,
        checkedOutSha,
        githubSha: 'b'.repeat(40),
        eventName: 'pull_request_target',
        payload: pr('opened') as never,
      }).kind;
    expect(target('h'.repeat(40))).toBe('refuse'); // the pull request head
    expect(target('m'.repeat(40))).toBe('refuse'); // a merge ref: the author's code merged in
    expect(target('b'.repeat(40))).toBe('plan'); // the base branch: a report, no preview
  });

  it('pull_request_target is refused even without an api key (the secret would be there)', () => {
    expect(
      decideMode({
        ...base,
        hasApiKey: false,
        checkedOutSha: 'h'.repeat(40),
        eventName: 'pull_request_target',
        payload: pr('opened') as never,
      }).kind,
    ).toBe('refuse');
  });
});

describe('pullRequestInfo', () => {
  it('tells a fork by the head repository', () => {
    expect(pullRequestInfo(pr('opened') as never)?.fork).toBe(false);
    expect(
      pullRequestInfo(
        pr('opened', {
          head: { sha: 'x', ref: 'f', repo: { full_name: 'mallory/site', fork: true } },
        }) as never,
      )?.fork,
    ).toBe(true);
    expect(pullRequestInfo(pr('opened', { head: { sha: 'x', ref: 'f', repo: null } }) as never)?.fork).toBe(
      true,
    );
  });
});

describe('decideMode: mode pull', () => {
  it('runs on schedule and workflow_dispatch, and is refused on a pull request', () => {
    for (const eventName of ['schedule', 'workflow_dispatch'])
      expect(decideMode({ ...base, mode: 'pull', eventName, payload: {} })).toEqual({
        kind: 'pull',
        reason: 'mode: pull',
      });
    expect(
      decideMode({ ...base, mode: 'pull', eventName: 'pull_request', payload: pr('opened') as never }),
    ).toEqual({
      kind: 'refuse',
      reason: 'mode: pull runs on schedule or workflow_dispatch, not on a pull request',
    });
  });
});
