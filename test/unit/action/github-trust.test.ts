import { describe, expect, it } from 'vitest';
import { describeGitHubFailure } from '../../../src/action/github-best-effort.js';
import { GitHubCallError } from '../../../src/action/github.js';
import { configKey, previewEnvironment } from '../../../src/action/run-key.js';
import { isOwnComment } from '../../../src/action/sticky-comment.js';

describe('whose comment is it', () => {
  it.each([
    ['github-actions[bot]', { login: 'github-actions[bot]', type: 'Bot' }, true],
    ['github-actions[bot]', { login: 'github-actions', type: 'Bot' }, true], // GraphQL spelling
    ['github-actions[bot]', { login: 'github-actions', type: 'User' }, false], // a user of that name
    ['github-actions[bot]', { login: 'mallory', type: 'User' }, false],
    ['release-bot', { login: 'release-bot', type: 'User' }, true], // a PAT acts as its user
    ['release-bot', { login: 'release-bot[bot]', type: 'Bot' }, false],
  ])('viewer %s, author %j → %s', (viewer, author, own) => {
    expect(isOwnComment(viewer, author)).toBe(own);
  });

  it('a comment without an author is nobody’s', () => {
    expect(isOwnComment('github-actions[bot]', undefined)).toBe(false);
  });
});

describe('keys of a matrix job', () => {
  it('config paths relative to the repository', () => {
    expect(configKey('/r/sitesync.yml', '/r')).toBe('sitesync.yml');
    expect(configKey('/r/shops/b/sitesync.yml', '/r')).toBe('shops/b/sitesync.yml');
  });

  it('one environment per config and site', () => {
    expect(previewEnvironment(7, 'sitesync.yml', 'site_a', 1)).toBe('sitesync-preview-pr-7');
    expect(previewEnvironment(7, 'shops/b/sitesync.yml', 'site_b', 1)).toBe('sitesync-preview-pr-7-shops-b');
    expect(previewEnvironment(7, 'sitesync.yml', 'site_a', 2)).toBe('sitesync-preview-pr-7-site_a');
    expect(previewEnvironment(7, 'conf/x.yml', 'site_a', 2)).toBe('sitesync-preview-pr-7-conf-x.yml-site_a');
  });
});

describe('GitHub failures become one clear warning', () => {
  it('names the missing permission for a 403', () => {
    const err = new GitHubCallError(
      'creating the preview deployment',
      Object.assign(new Error('Resource not accessible by integration'), { status: 403, response: {} }),
    );
    expect(describeGitHubFailure('deployment', err)).toBe(
      'GitHub refused creating the preview deployment (HTTP 403: Resource not accessible by integration): the workflow needs `permissions: deployments: write`. The run goes on without the preview deployment.',
    );
  });

  it('says a 5xx persisted after the retries', () => {
    const err = new GitHubCallError(
      'creating the comment',
      Object.assign(new Error('Server Error'), { status: 502, response: {} }),
    );
    expect(describeGitHubFailure('comment', err)).toBe(
      'GitHub failed creating the comment (HTTP 502 after retries): Server Error. The run goes on without the sticky pull-request comment.',
    );
  });

  it('a 4xx is not retried, and is not said to be', () => {
    const err = new GitHubCallError(
      'updating the comment',
      Object.assign(new Error('Validation Failed'), { status: 422, response: {} }),
    );
    expect(describeGitHubFailure('comment', err)).toBe(
      'GitHub failed updating the comment (HTTP 422): Validation Failed. The run goes on without the sticky pull-request comment.',
    );
  });

  it('no answer at all is no HTTP status (Octokit says 500 for it)', () => {
    const err = new GitHubCallError(
      'listing pull request comments',
      Object.assign(new Error('fetch failed'), { status: 500 }),
    );
    expect(err.status).toBeUndefined();
    expect(describeGitHubFailure('comment', err)).toBe(
      'GitHub failed listing pull request comments (after retries): fetch failed. The run goes on without the sticky pull-request comment.',
    );
  });
});
