/**
 * Offline validation: every check that needs no platform, each problem with its file, line and
 * column. sitesync.yml (a config that does not load stops here: nothing else can be found);
 * then, all reported together: every site tree's paths (confinement, names, sizes), every site's
 * layout (JSON syntax, required fields, template and page references, locales, navigation
 * targets) and the catalog (YAML syntax, schema, references, cycles, decimals, reserved slugs).
 * `sitesync validate --offline` and the action's offline mode (fork pull requests) both run it.
 */
import path from 'node:path';
import { loadConfig, type SitesyncConfig } from '../config/index.js';
import { readSourceTree, SOURCE_SETTING_CODES } from '../source/index.js';
import { checkTreeLayout, type LayoutIssue } from '../source/layout/index.js';
import { ExitCode, InputError, type InputIssue } from '../shared/errors.js';
import type { Reporter } from '../shared/reporter.js';
import { loadDesiredCatalog } from './catalog/plan-catalog-run.js';

export interface OfflineSiteCheck {
  /** The source folder, relative to the repository root. */
  readonly source: string;
  /** Files read (0 when the tree could not be read). */
  readonly files: number;
  /** False when path problems kept the tree from being read (its layout is checked once they are fixed). */
  readonly readable: boolean;
}

export interface OfflineCatalogCheck {
  /** The catalog file or folder, relative to the repository root. */
  readonly path: string;
  /** Entities per section, when it is valid. */
  readonly counts?: { brands: number; categories: number; products: number; services: number };
}

export interface OfflineValidation {
  readonly config: SitesyncConfig;
  readonly sites: readonly OfflineSiteCheck[];
  readonly catalog?: OfflineCatalogCheck;
  /** Errors and warnings, paths relative to the repository root, sorted by path, line, column. */
  readonly issues: readonly InputIssue[];
  readonly errorCount: number;
  readonly warningCount: number;
}

const relativeTo = (root: string, file: string) =>
  (path.relative(root, file) || '.').split(path.sep).join('/');

function layoutIssue(sourceDir: string, i: LayoutIssue): InputIssue {
  return {
    code: i.code,
    severity: i.severity,
    message: i.message,
    file: sourceDir === '.' ? i.path : `${sourceDir}/${i.path}`,
    ...(i.line !== undefined && { line: i.line }),
    ...(i.column !== undefined && { column: i.column }),
    ...(i.field !== undefined && { field: i.field }),
  };
}

/** The issues of an InputError, or the error again when it is something else (I/O, a bug). */
function issuesOf(err: unknown, fallbackFile: string): InputIssue[] {
  if (!(err instanceof InputError)) throw err;
  if (err.issues.length > 0) return [...err.issues];
  return [{ code: err.code.toLowerCase(), severity: 'error', message: err.message, file: fallbackFile }];
}

export async function validateOffline(options: {
  cwd: string;
  configPath?: string;
  reporter?: Reporter;
}): Promise<OfflineValidation> {
  const config = await loadConfig({
    cwd: options.cwd,
    ...(options.configPath && { configPath: options.configPath }),
  });
  const root = config.rootDir;
  const issues: InputIssue[] = [];
  const sites: OfflineSiteCheck[] = [];
  for (const [index, site] of config.sites.entries()) {
    const source = relativeTo(root, site.source);
    const shown = options.reporter?.activity?.(`checking ${source}/`);
    try {
      const tree = await readSourceTree(site.source);
      sites.push({ source, files: tree.files.length, readable: true });
      issues.push(...(await checkTreeLayout(tree)).map((i) => layoutIssue(source, i)));
    } catch (err) {
      sites.push({ source, files: 0, readable: false });
      if (err instanceof InputError && SOURCE_SETTING_CODES.has(err.code)) {
        // Not a file of the tree: the setting that names the folder is what to fix.
        issues.push({
          code: err.code.toLowerCase(),
          severity: 'error',
          message: err.message,
          file: relativeTo(root, config.configFile),
          field: config.layout === 'multi' ? `sites[${index}].source` : 'site.source',
        });
        continue;
      }
      // Path problems name paths inside the tree: show them from the repository root.
      issues.push(
        ...issuesOf(err, source).map((i) =>
          i.file !== undefined && !i.file.startsWith('/') && !i.file.startsWith(`${source}/`)
            ? { ...i, file: `${source}/${i.file}` }
            : i,
        ),
      );
    } finally {
      shown?.done();
    }
  }
  let catalog: OfflineCatalogCheck | undefined;
  if (config.catalog !== undefined) {
    const shownPath = relativeTo(root, config.catalog);
    try {
      const desired = await loadDesiredCatalog(config);
      catalog = {
        path: shownPath,
        ...(desired && {
          counts: {
            brands: desired.brands.length,
            categories: desired.categories.length,
            products: desired.products.length,
            services: desired.services.length,
          },
        }),
      };
    } catch (err) {
      catalog = { path: shownPath };
      issues.push(...issuesOf(err, shownPath));
    }
  }
  issues.sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.code.localeCompare(b.code),
  );
  const errorCount = issues.filter((i) => i.severity === 'error').length;
  return {
    config,
    sites,
    ...(catalog && { catalog }),
    issues,
    errorCount,
    warningCount: issues.length - errorCount,
  };
}

/** The error of a failed offline validation (exit 3), every issue listed and located. */
export function offlineValidationError(result: OfflineValidation): InputError | undefined {
  if (result.errorCount === 0) return undefined;
  const errors = result.issues.filter((i) => i.severity === 'error');
  return new InputError(
    'VALIDATION_FAILED',
    `${errors.length === 1 ? '1 error' : `${errors.length} errors`} found without contacting the platform`,
    errors,
    {
      exitCode: ExitCode.validation,
      hint: 'fix what the issues name; nothing was read from or written to the platform',
    },
  );
}
