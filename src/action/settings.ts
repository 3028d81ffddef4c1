import { ExitCode, SitesyncError } from '../shared/errors.js';
import { checkedBaseUrl } from '../platform/base-url.js';
import { parseDuration } from '../shared/duration.js';
import { parseOnLiveEdit, type OnLiveEdit } from './live-edit-guard.js';

/** The action's inputs, parsed once. Empty inputs are undefined. */
export interface ActionSettings {
  /** Platform API key (masked before anything else). Undefined → offline validation only. */
  readonly apiKey: string | undefined;
  readonly baseUrl: string | undefined;
  readonly githubToken: string | undefined;
  /** sitesync.yml, relative to workingDirectory. */
  readonly config: string | undefined;
  readonly mode: 'auto' | 'plan' | 'apply' | 'pull';
  readonly publish: boolean;
  /** Milliseconds to wait for the owner's approval; 0 = do not wait. */
  readonly waitForApprovalMs: number;
  readonly comment: boolean;
  readonly workingDirectory: string;
  /** `allow-delete`: the site deletion guards give way to a plan deleting at most this many files. */
  readonly allowDelete: number | undefined;
  /** `allow-site-mismatch`: apply although the live site looks like another site. */
  readonly allowSiteMismatch: boolean;
  /**
   * On a push to the publish branch, what to do when the plan differs from the one reviewed in the
   * merged pull request: `fail` writes nothing and fails, `warn` applies and says what differs.
   */
  readonly onPlanMismatch: 'fail' | 'warn';
  /** Stage the site and file the publish request even when some catalog writes failed. */
  readonly publishOnPartial: boolean;
  /** What the merge does with live edits made outside git (docs/live-edits.md). */
  readonly onLiveEdit: OnLiveEdit;
}

export type InputReader = (name: string) => string;

function bool(read: InputReader, name: string, fallback: boolean): boolean {
  const v = read(name).trim().toLowerCase();
  if (v === '') return fallback;
  if (['true', 'yes', 'on', '1'].includes(v)) return true;
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  throw new SitesyncError(
    'BAD_INPUT',
    `input "${name}" must be true or false, got ${JSON.stringify(read(name))}`,
    { exitCode: ExitCode.usage },
  );
}

function oneOf<T extends string>(read: InputReader, name: string, allowed: readonly T[], fallback: T): T {
  const v = read(name).trim().toLowerCase();
  if (v === '') return fallback;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new SitesyncError(
    'BAD_INPUT',
    `input "${name}" must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}, got ${JSON.stringify(read(name))}`,
    { exitCode: ExitCode.usage },
  );
}

export function parseSettings(read: InputReader): ActionSettings {
  const text = (name: string) => read(name).trim() || undefined;
  const mode = oneOf(read, 'mode', ['auto', 'plan', 'apply', 'pull'], 'auto');
  const baseUrl = text('base-url');
  // A URL, and never plain http:// beyond the runner: the key would cross the network unencrypted.
  if (baseUrl)
    checkedBaseUrl(baseUrl, {
      from: 'input "base-url"',
      insecureHint:
        'use an https:// URL for the platform (plain http:// is accepted only for this runner: localhost, 127.0.0.1, ::1)',
    });
  const wait = text('wait-for-approval');
  const allowDelete = text('allow-delete');
  if (allowDelete !== undefined && !/^\d+$/.test(allowDelete)) {
    throw new SitesyncError(
      'BAD_INPUT',
      `input "allow-delete" must be a whole number of files, got ${JSON.stringify(read('allow-delete'))}`,
      { exitCode: ExitCode.usage },
    );
  }
  return {
    apiKey: text('api-key'),
    baseUrl,
    githubToken: text('github-token'),
    config: text('config'),
    mode,
    publish: bool(read, 'publish', true),
    waitForApprovalMs: wait ? parseDuration(wait, 'input "wait-for-approval"') : 0,
    comment: bool(read, 'comment', true),
    workingDirectory: text('working-directory') ?? '.',
    allowDelete: allowDelete === undefined ? undefined : Number(allowDelete),
    allowSiteMismatch: bool(read, 'allow-site-mismatch', false),
    onPlanMismatch: oneOf(read, 'on-plan-mismatch', ['fail', 'warn'], 'fail'),
    publishOnPartial: bool(read, 'publish-on-partial', false),
    onLiveEdit: parseOnLiveEdit(read('on-live-edit')),
  };
}
