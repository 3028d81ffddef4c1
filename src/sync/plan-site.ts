import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { CONFIG_DEFAULTS, type SiteConfig } from '../config/index.js';
import type {
  PlatformClient,
  SiteSourceManifestObject,
  SiteSourceValidationIssue,
} from '../platform/index.js';
import { changedChecksums, type ChangedChecksums } from '../plan/site/changed-checksums.js';
import { allSiteChanges, diffSiteSource, type SiteSourceDiff } from '../plan/site/diff.js';
import {
  countPages,
  guardsBlock,
  siteGuards,
  type SiteGuardLimits,
  type SiteGuardOverrides,
} from '../plan/site/guards.js';
import type { PlanIssue, SitePlan, SiteValidation } from '../plan/types.js';
import {
  detectChecksumAlgorithm,
  hashWith,
  localChecksumsFor,
  readSourceTree,
  createUploadReader,
  planBatches,
  DEFAULT_BATCH_LIMITS,
  type SourceTree,
} from '../source/index.js';
import type { Reporter } from '../shared/reporter.js';

/** A planned site with what apply needs beside the plan (the tree read from disk). */
export interface PlannedSite {
  readonly plan: SitePlan;
  readonly tree: SourceTree;
  /**
   * The local and live checksums of the changed paths, for the classification against git history
   * (absent for a site not created yet: nothing live to classify against).
   */
  readonly changed?: ChangedChecksums;
}

/** Paths whose content the platform's validation reads (assets are only sized, never parsed). */
export function isValidatedPath(path: string): boolean {
  return !path.startsWith('assets/');
}

function toIssue(severity: 'error' | 'warning', i: SiteSourceValidationIssue): PlanIssue {
  const r = i as unknown as Record<string, unknown>;
  return {
    severity,
    code: String(r.code ?? 'issue'),
    message: String(r.message ?? ''),
    ...(typeof r.path === 'string' && { path: r.path }),
    ...(typeof r.line === 'number' && { line: r.line }),
    ...(typeof r.column === 'number' && { column: r.column }),
  };
}

/**
 * The diff when the live checksums cannot be compared (a manifest without checksums, or in an
 * unknown algorithm): the manifest's paths and sizes decide what was added, deleted or resized; only
 * the files whose path and size agree are sent to POST /source/diff in patch mode, in requests under
 * the source-write limits (a whole large tree in one request would be over them), and the platform
 * says which of those differ.
 */
async function diffByServer(
  client: PlatformClient,
  siteId: string,
  manifest: SiteSourceManifestObject,
  tree: SourceTree,
): Promise<SiteSourceDiff> {
  const local = new Map(tree.files.map((f) => [f.path, f]));
  const liveSize = new Map(manifest.files.map((e) => [e.path, e.byte_size]));
  const sameSize = tree.files.filter((f) => liveSize.get(f.path) === f.byteSize);
  const differ = new Set<string>();
  const reader = createUploadReader();
  const batches = planBatches(
    sameSize.map((f) => ({ path: f.path, kind: 'modified' as const })),
    (path) => local.get(path)?.encodedBytes ?? 0,
  );
  for (const batch of batches) {
    const answer = await client.sites.source.diff(siteId, {
      mode: 'patch',
      source_revision: manifest.source_revision,
      files: await reader.read(batch.files.map((path) => local.get(path)!)),
    });
    for (const change of answer.changes) if (change.change !== 'unchanged') differ.add(change.path);
  }
  // The pure diff over the manifest's paths and sizes, told which same-size files are equal.
  const entries = manifest.files.map((e) => {
    const file = local.get(e.path);
    const equal = file !== undefined && file.byteSize === e.byte_size && !differ.has(e.path);
    return { path: e.path, byte_size: e.byte_size, checksum: equal ? file.checksum : '' };
  });
  return diffSiteSource(tree.files, entries);
}

/** The `name` of a site.json text: the string, null when it has none, undefined when it is not JSON. */
function nameIn(text: string): string | null | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed === null || typeof parsed !== 'object') return null;
    const name = (parsed as { name?: unknown }).name;
    return typeof name === 'string' ? name : null;
  } catch {
    return undefined;
  }
}

/**
 * The names in the local and the live site.json, read only when site.json changes (the same
 * bytes hold the same name: no request). Undefined when either cannot be read as JSON (the
 * platform's validation reports a broken local one).
 */
async function siteJsonNames(
  client: PlatformClient,
  siteId: string,
  tree: SourceTree,
  diff: SiteSourceDiff,
): Promise<{ desired: string | null; live: string | null } | undefined> {
  if (!diff.modified.some((c) => c.path === 'site.json')) return undefined;
  const local = tree.files.find((f) => f.path === 'site.json');
  if (!local) return undefined;
  const desired = nameIn(await readFile(local.absPath, 'utf8'));
  const file = await client.sites.source.file(siteId, 'site.json');
  const text =
    file.encoding === 'base64' ? Buffer.from(file.content, 'base64').toString('utf8') : String(file.content);
  const live = nameIn(text);
  return desired === undefined || live === undefined ? undefined : { desired, live };
}

/** A validation answer that says invalid but lists no errors (errors is optional in the contract). */
const UNLISTED_ERRORS: PlanIssue = {
  severity: 'error',
  code: 'invalid_unlisted',
  message:
    'the platform reports the changed source invalid but lists no errors (its answer has no "errors" field); nothing will be written',
};

/** Why a patch over one request's limits was not validated before apply. */
function tooLargeToValidate(paths: number): string {
  const { maxPaths, maxBodyBytes } = DEFAULT_BATCH_LIMITS;
  return `not requested: ${paths} changed paths are more than one validate request carries (${maxPaths} paths, ${maxBodyBytes / 1024 / 1024} MiB of body); the platform validates each batch apply writes`;
}

export async function planSite(options: {
  client: PlatformClient;
  site: SiteConfig;
  rootDir: string;
  reporter: Reporter;
  /** Run the platform's validation on the changed tree (default true). */
  validate?: boolean;
  tree?: SourceTree;
  /** The live manifest when its read was started earlier (prepareRun's `readLiveEarly`). */
  manifest?: Promise<SiteSourceManifestObject>;
  /** The deletion guard's limits (sitesync.yml's max_delete, max_delete_share); default: the config defaults. */
  limits?: SiteGuardLimits;
  /** apply's --allow-delete / --allow-site-mismatch. */
  overrides?: SiteGuardOverrides;
}): Promise<PlannedSite> {
  const { client, site, reporter } = options;
  const tree = options.tree ?? (await readSourceTree(site.source));
  const sourceDir = relative(options.rootDir, site.source) || '.';
  const base = { ...(site.name && { name: site.name }), sourceDir };

  if (!site.id) {
    const diff = diffSiteSource(tree.files, []);
    const validation: SiteValidation = {
      checked: false,
      note: 'validated by the platform when the site is created',
      errors: [],
      warnings: [],
    };
    return {
      tree,
      plan: {
        ...base,
        siteId: null,
        live: null,
        checksum: { algorithm: 'sha256', basis: 'empty-manifest' },
        diff,
        validation,
        guards: [],
        blocked: false,
      },
    };
  }

  const manifest = await (options.manifest ?? client.sites.source.manifest(site.id));
  const live = { sourceRevision: manifest.source_revision, fileCount: manifest.files.length };
  const checksum = await detectChecksumAlgorithm(manifest.files, tree.files, hashWith);
  let diff: SiteSourceDiff;
  if ('fallback' in checksum) {
    reporter.warn(
      `live checksums could not be matched (${checksum.reason}); asking the platform for the diff instead`,
    );
    diff = await diffByServer(client, site.id, manifest, tree);
  } else {
    const liveSums =
      checksum.algorithm === 'sha256'
        ? undefined
        : await localChecksumsFor(manifest.files, tree.files, checksum.algorithm, hashWith);
    diff = diffSiteSource(tree.files, manifest.files, liveSums && ((p) => liveSums.get(p)));
  }

  const names = await siteJsonNames(client, site.id, tree, diff);
  const guards = siteGuards(
    {
      diff,
      liveCount: manifest.files.length,
      localCount: tree.files.length,
      livePages: countPages(manifest.files.map((f) => f.path)),
      ...(names && { names }),
    },
    options.limits ?? {
      maxDelete: CONFIG_DEFAULTS.maxDelete,
      maxDeleteShare: CONFIG_DEFAULTS.maxDeleteShare,
    },
    options.overrides,
  );

  const changes = allSiteChanges(diff);
  // Assets are only sized by the platform's validation, never parsed: a change confined to them
  // cannot make the tree invalid, so it costs no validate request (apply still gets the
  // platform's warnings back from each batch write).
  const touchesValidated = changes.some((c) => isValidatedPath(c.path));
  let validation: SiteValidation = {
    checked: false,
    note:
      changes.length === 0
        ? 'no changes'
        : touchesValidated
          ? 'not requested'
          : 'only assets changed (the platform does not parse them)',
    errors: [],
    warnings: [],
  };
  if (touchesValidated && options.validate !== false) {
    const byPath = new Map(tree.files.map((f) => [f.path, f]));
    const validated = changes.filter((c) => isValidatedPath(c.path) || c.kind === 'deleted');
    // One validate request carries the whole patch (a part would be judged without the rest): a
    // patch over one request's limits is not sent; the platform validates each batch apply writes.
    if (planBatches(validated, (path) => byPath.get(path)?.encodedBytes ?? 0).length > 1) {
      validation = { ...validation, note: tooLargeToValidate(validated.length) };
    } else {
      const result = await client.sites.source.validate(site.id, {
        mode: 'patch',
        source_revision: manifest.source_revision,
        files: await createUploadReader().read(
          validated.filter((c) => c.kind !== 'deleted').map((c) => byPath.get(c.path)!),
        ),
        delete_paths: validated.filter((c) => c.kind === 'deleted').map((c) => c.path),
      });
      const errors = (result.errors ?? []).map((i) => toIssue('error', i));
      validation = {
        checked: true,
        errors: !result.valid && errors.length === 0 ? [UNLISTED_ERRORS] : errors,
        warnings: (result.warnings ?? []).map((i) => toIssue('warning', i)),
      };
    }
  }
  return {
    tree,
    changed: changedChecksums(diff, tree.files, manifest.files),
    plan: {
      ...base,
      siteId: site.id,
      live,
      checksum,
      diff,
      validation,
      guards,
      blocked: guardsBlock(guards),
    },
  };
}
