/** The example workflows: least permissions, every action pinned to a commit, never pull_request_target. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DIR = join('examples', 'workflows');
/** What sitesync needs: read the code, write the sticky comment and the preview deployment. */
const ALLOWED_PERMISSIONS: Record<string, string> = {
  contents: 'read',
  'pull-requests': 'write',
  deployments: 'write',
};

/** `mode: pull` also commits the live edits on its branch (docs/live-edits.md). */
const PULL_PERMISSIONS: Record<string, string> = { contents: 'write', 'pull-requests': 'write' };

interface Workflow {
  on?: unknown;
  permissions?: unknown;
  jobs?: Record<string, { permissions?: unknown; steps?: { uses?: string; with?: { mode?: string } }[] }>;
}

const runsPullMode = (doc: Workflow) =>
  Object.values(doc.jobs ?? {}).some((j) => (j.steps ?? []).some((s) => s.with?.mode === 'pull'));

const workflows = async () => {
  const names = (await readdir(DIR)).filter((f) => /\.ya?ml$/.test(f));
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(join(DIR, name), 'utf8');
      return { name, text, doc: parse(text) as Workflow };
    }),
  );
};

function expectMinimal(permissions: unknown, where: string, allowed = ALLOWED_PERMISSIONS) {
  expect(permissions, `${where}: permissions`).toBeTypeOf('object');
  for (const [scope, level] of Object.entries(permissions as Record<string, string>)) {
    expect(allowed[scope], `${where}: permission ${scope}`).toBeDefined();
    expect(['read', 'none', allowed[scope]], `${where}: ${scope}: ${level}`).toContain(level);
  }
}

describe('example workflows', () => {
  it('exist', async () => {
    expect((await workflows()).map((w) => w.name)).toContain('sitesync.yml');
  });

  it('declare minimal permissions at the top (and per job, if any)', async () => {
    for (const { name, doc } of await workflows()) {
      const allowed = runsPullMode(doc) ? PULL_PERMISSIONS : ALLOWED_PERMISSIONS;
      expectMinimal(doc.permissions, name, allowed);
      for (const [job, def] of Object.entries(doc.jobs ?? {}))
        if (def.permissions !== undefined) expectMinimal(def.permissions, `${name} ${job}`, allowed);
    }
  });

  it('pin every action to a 40-hex commit', async () => {
    for (const { name, doc } of await workflows()) {
      const uses = Object.values(doc.jobs ?? {}).flatMap((j) => (j.steps ?? []).map((s) => s.uses));
      for (const u of uses.filter((x): x is string => x !== undefined)) {
        if (u.startsWith('./')) continue; // a local action is the repository's own code
        expect(u, `${name}: ${u}`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
      }
      expect(uses.length).toBeGreaterThan(0);
    }
  });

  it('never run on pull_request_target', async () => {
    for (const { name, text, doc } of await workflows()) {
      const events =
        typeof doc.on === 'string' ? [doc.on] : Array.isArray(doc.on) ? doc.on : Object.keys(doc.on ?? {});
      expect(events, name).not.toContain('pull_request_target');
      expect(text).not.toContain('pull_request_target');
    }
  });
});
