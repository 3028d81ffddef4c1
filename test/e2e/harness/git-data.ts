/**
 * The fake GitHub's Git Data API and pull requests by branch, for `mode: pull`: blobs, trees,
 * commits and refs kept in memory with content-derived SHAs (the same tree twice is the same
 * SHA, as in git), and pull requests listed by head, opened and updated. Plugged into
 * startFakeGitHub through `overrides`; requests are validated against GitHub's OpenAPI first.
 */
import { createHash } from 'node:crypto';
import type { ApiResponse, Handler, HandlerContext } from './github-handlers.js';
import { gitRefBody, notFound } from './github-handlers.js';

interface Commit {
  readonly sha: string;
  readonly tree: string;
  readonly parents: readonly string[];
  readonly message: string;
}

export interface PullRequestRecord {
  number: number;
  state: 'open' | 'closed';
  title: string;
  body: string;
  head: string;
  base: string;
  html_url: string;
  /** Every body it had, in order. */
  bodies: string[];
}

export interface FakeGitData {
  readonly handlers: Record<string, Handler>;
  readonly pulls: PullRequestRecord[];
  readonly commits: Map<string, Commit>;
  /** `heads/<branch>` → commit sha. */
  readonly refs: Map<string, string>;
  /** The files written through the API into a commit's tree (path → content), base tree excluded. */
  filesOf(commit: string): Map<string, string>;
}

const sha1 = (...parts: string[]) => createHash('sha1').update(parts.join('\0')).digest('hex');

export function createFakeGitData(
  owner: string,
  repo: string,
  serverUrl = 'https://github.com',
): FakeGitData {
  const blobs = new Map<string, Buffer>();
  /** tree → its base and the entries written on top of it. */
  const trees = new Map<string, { base: string | undefined; entries: Map<string, string> }>();
  const commits = new Map<string, Commit>();
  const refs = new Map<string, string>();
  const pulls: PullRequestRecord[] = [];
  const repoOk = (ctx: HandlerContext) => ctx.pathParams.owner === owner && ctx.pathParams.repo === repo;
  const unprocessable = (message: string): ApiResponse => ({
    status: 422,
    body: { message, documentation_url: 'https://docs.github.com/rest' },
  });
  /** A commit the checkout has but the API never made: its tree is opaque. */
  const treeOfCommit = (sha: string) => commits.get(sha)?.tree ?? sha1('tree-of', sha);
  const refObject = (ref: string, sha: string) => gitRefBody(owner, repo, ref, sha);
  const prObject = (pr: PullRequestRecord) => ({
    id: pr.number * 100,
    number: pr.number,
    state: pr.state,
    title: pr.title,
    body: pr.body,
    html_url: pr.html_url,
    head: { ref: pr.head, label: `${owner}:${pr.head}`, sha: refs.get(`heads/${pr.head}`) ?? '' },
    base: { ref: pr.base, label: `${owner}:${pr.base}` },
  });

  const handlers: Record<string, Handler> = {
    'git/get-ref': (ctx) => {
      const sha = refs.get(String(ctx.pathParams.ref));
      return repoOk(ctx) && sha
        ? { status: 200, body: refObject(String(ctx.pathParams.ref), sha) }
        : notFound();
    },
    'git/create-ref': (ctx) => {
      const { ref, sha } = ctx.body as { ref: string; sha: string };
      const name = ref.replace(/^refs\//, '');
      if (refs.has(name)) return unprocessable('Reference already exists');
      if (!commits.has(sha)) return unprocessable('Object does not exist');
      refs.set(name, sha);
      return { status: 201, body: refObject(name, sha) };
    },
    'git/update-ref': (ctx) => {
      const name = String(ctx.pathParams.ref);
      const { sha } = ctx.body as { sha: string; force?: boolean };
      if (!refs.has(name)) return unprocessable('Reference does not exist');
      refs.set(name, sha);
      return { status: 200, body: refObject(name, sha) };
    },
    'git/create-blob': (ctx) => {
      const { content, encoding } = ctx.body as { content: string; encoding?: string };
      const bytes = Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8');
      const sha = sha1('blob', bytes.toString('base64'));
      blobs.set(sha, bytes);
      return {
        status: 201,
        body: { sha, url: `https://api.github.invalid/repos/${owner}/${repo}/git/blobs/${sha}` },
      };
    },
    'git/create-tree': (ctx) => {
      const { base_tree, tree } = ctx.body as { base_tree?: string; tree: { path: string; sha?: string }[] };
      const entries = new Map<string, string>();
      for (const e of tree) {
        if (!e.sha || !blobs.has(e.sha)) return unprocessable(`blob ${e.sha} does not exist`);
        entries.set(e.path, e.sha);
      }
      const sha = sha1('tree', base_tree ?? '', ...[...entries].sort().map(([p, b]) => `${p}=${b}`));
      trees.set(sha, { base: base_tree, entries });
      return { status: 201, body: { sha, url: '', truncated: false, tree: [] } };
    },
    'git/create-commit': (ctx) => {
      const { tree, parents, message } = ctx.body as { tree: string; parents: string[]; message: string };
      if (!trees.has(tree)) return unprocessable('Tree does not exist');
      const sha = sha1('commit', tree, ...parents, message);
      commits.set(sha, { sha, tree, parents, message });
      return {
        status: 201,
        body: { sha, tree: { sha: tree }, parents: parents.map((p) => ({ sha: p })), message },
      };
    },
    'git/get-commit': (ctx) => {
      const sha = String(ctx.pathParams.commit_sha);
      return repoOk(ctx)
        ? { status: 200, body: { sha, tree: { sha: treeOfCommit(sha), url: '' }, parents: [], message: '' } }
        : notFound();
    },
    'pulls/list': (ctx) => {
      const { head, state } = ctx.query as { head?: string; state?: string };
      const listed = pulls.filter(
        (p) =>
          (state === undefined || state === 'all' || p.state === state) &&
          (head === undefined || `${owner}:${p.head}` === head),
      );
      return { status: 200, body: listed.map(prObject) };
    },
    'pulls/create': (ctx) => {
      const { title, head, base, body } = ctx.body as {
        title: string;
        head: string;
        base: string;
        body?: string;
      };
      if (!refs.has(`heads/${head}`)) return unprocessable(`head ${head} does not exist`);
      if (pulls.some((p) => p.head === head && p.state === 'open'))
        return unprocessable(`A pull request already exists for ${owner}:${head}.`);
      const number = 100 + pulls.length;
      const pr: PullRequestRecord = {
        number,
        state: 'open',
        title,
        body: body ?? '',
        head,
        base,
        html_url: `${serverUrl}/${owner}/${repo}/pull/${number}`,
        bodies: [body ?? ''],
      };
      pulls.push(pr);
      return { status: 201, body: prObject(pr) };
    },
    'pulls/update': (ctx) => {
      const pr = pulls.find((p) => p.number === Number(ctx.pathParams.pull_number));
      if (!pr) return notFound();
      const { title, body } = ctx.body as { title?: string; body?: string };
      if (title !== undefined) pr.title = title;
      if (body !== undefined) {
        pr.body = body;
        pr.bodies.push(body);
      }
      return { status: 200, body: prObject(pr) };
    },
  };

  return {
    handlers,
    pulls,
    commits,
    refs,
    filesOf(commit) {
      const out = new Map<string, string>();
      let tree: string | undefined = commits.get(commit)?.tree;
      const chain: Map<string, string>[] = [];
      while (tree && trees.has(tree)) {
        chain.unshift(trees.get(tree)!.entries);
        tree = trees.get(tree)!.base;
      }
      for (const entries of chain)
        for (const [path, blob] of entries) out.set(path, blobs.get(blob)!.toString('utf8'));
      return out;
    },
  };
}
