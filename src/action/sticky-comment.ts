/**
 * The ONE sticky comment per pull request and key. A comment is sitesync's only when it carries
 * the key's marker AND its author is the identity the token acts as (GraphQL `viewer { login }`);
 * anything else is ignored however it looks, so no URL, session id or reviewed plan is ever taken
 * from a comment the action did not write. Concurrent first runs converge: after creating, the
 * comments are listed again, the oldest own comment is kept and the newer duplicates deleted.
 * Every body written is signed (comment-signature.ts); a body whose signature does not verify was
 * changed by someone else, and nothing in it is trusted.
 */
import type { CommentAuthor, IssueComment } from './github.js';
import { GitHubCallError } from './github.js';
import type { BestEffortGitHub } from './github-best-effort.js';
import { hasMarker, parseMeta, type CommentMeta } from './comment-meta.js';
import { commentSigner, type CommentSigner } from './comment-signature.js';
import { withoutSecrets } from './secrets.js';

const botless = (login: string) => login.replace(/\[bot\]$/i, '').toLowerCase();

/**
 * Is `author` the token's identity? GraphQL gives a GitHub App's login with `[bot]` (REST too,
 * GraphQL comment authors without), so the suffix is compared apart: a bot viewer only matches a
 * Bot author, a user viewer only a user of that login.
 */
export function isOwnComment(viewerLogin: string, author: CommentAuthor | undefined): boolean {
  if (!author) return false;
  const viewerIsBot = /\[bot\]$/i.test(viewerLogin);
  const authorIsBot = author.type === 'Bot' || /\[bot\]$/i.test(author.login);
  return viewerIsBot === authorIsBot && botless(viewerLogin) === botless(author.login);
}

export interface OwnComment {
  readonly id: number;
  /** The body without its signature line. */
  readonly body: string;
  /** Undefined too when the body is not as sitesync signed it (`altered`). */
  readonly meta: CommentMeta | undefined;
  /** The signature does not verify: edited by someone else, unsigned, or another API key's. */
  readonly altered: boolean;
}

export class StickyComment {
  private current: { id: number; body: string } | undefined;

  constructor(
    private readonly gh: BestEffortGitHub,
    private readonly identity: () => Promise<string | undefined>,
    readonly issue: number,
    readonly key: string,
    private readonly signer?: CommentSigner,
  ) {}

  private signed(body: string): string {
    return this.signer ? this.signer.sign(body) : body;
  }

  /** This key's comments written by the token's identity, oldest first; undefined when unknown. */
  private async listOwn(): Promise<IssueComment[] | undefined> {
    const login = await this.identity();
    if (!login) return undefined;
    const all = await this.gh.try('comment', (api) => api.listComments(this.issue));
    return all
      ?.filter((c) => hasMarker(c.body, this.key) && isOwnComment(login, c.author))
      .sort((a, b) => a.id - b.id);
  }

  /** The comment with its metadata, when sitesync wrote one for this key. */
  async find(): Promise<OwnComment | undefined> {
    const own = await this.listOwn();
    const first = own?.[0];
    if (!first) return undefined;
    // duplicates a race of first runs left behind: the oldest is the comment
    for (const d of own.slice(1)) await this.gh.try('comment', (api) => api.deleteComment(d.id));
    this.current = { id: first.id, body: first.body };
    const opened = this.signer?.open(first.body) ?? { body: first.body, verified: true };
    return {
      id: first.id,
      body: opened.body,
      meta: opened.verified ? parseMeta(opened.body, this.key) : undefined,
      altered: !opened.verified,
    };
  }

  /** Creates or updates the comment; deletes own duplicates. Returns its id (undefined: none). */
  async write(unsignedBody: string): Promise<number | undefined> {
    // Secrets out before signing, so that what is signed is what GitHub holds (secrets.ts).
    const body = this.signed(withoutSecrets(unsignedBody));
    if (this.current) {
      const { id } = this.current;
      if (this.current.body === body) return id;
      const updated = await this.gh.try('comment', async (api) => {
        try {
          await api.updateComment(id, body);
          return true;
        } catch (err) {
          if (err instanceof GitHubCallError && err.status === 404) return false; // deleted meanwhile
          throw err;
        }
      });
      if (updated) {
        this.current = { id, body };
        return id;
      }
      if (updated === undefined) return undefined;
      this.current = undefined;
    }
    return this.upsert(body);
  }

  private async upsert(body: string): Promise<number | undefined> {
    const own = await this.listOwn();
    if (own === undefined) return undefined;
    if (own.length === 0) {
      const created = await this.gh.try('comment', (api) => api.createComment(this.issue, body));
      if (!created) return undefined;
      const again = (await this.listOwn()) ?? [];
      return this.converge(again.length > 0 ? again : [{ ...created, body }], body);
    }
    return this.converge(own, body);
  }

  /** Keeps the oldest own comment (with `body`) and deletes the others. */
  private async converge(own: IssueComment[], body: string): Promise<number | undefined> {
    const [keep, ...duplicates] = own;
    if (!keep) return undefined;
    for (const d of duplicates) await this.gh.try('comment', (api) => api.deleteComment(d.id));
    if (keep.body !== body) {
      const ok = await this.gh.try('comment', async (api) => {
        await api.updateComment(keep.id, body);
        return true;
      });
      if (!ok) return undefined;
    }
    this.current = { id: keep.id, body };
    return keep.id;
  }
}

/**
 * The sticky comment of `issue` and `key` for a flow: signed with the flow's API key, for this
 * repository (GITHUB_REPOSITORY), pull request and config.
 */
export function stickyCommentOf(
  flow: {
    readonly gh: BestEffortGitHub;
    readonly identity: () => Promise<string | undefined>;
    readonly settings: { readonly apiKey: string | undefined };
  },
  issue: number,
  key: string,
): StickyComment {
  const scope = `${process.env['GITHUB_REPOSITORY'] ?? ''}#${issue}:${key}`;
  return new StickyComment(flow.gh, flow.identity, issue, key, commentSigner(flow.settings.apiKey, scope));
}
