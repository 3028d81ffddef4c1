/** Finds, reads and resolves sitesync.yml. */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fieldPath, positionOf, type YamlPath, type YamlSource } from '../catalog/yaml/yaml-source.js';
import { ExitCode, InputError, SitesyncError, type InputIssue } from '../shared/errors.js';
import { repositoryPathProblem, repositoryRoot } from '../source/repository-paths.js';
import { configError, parseConfig } from './parse-config.js';
import { findConfigFile } from './find-config.js';
import type { SitesyncConfig } from './types.js';

export interface LoadConfigOptions {
  /** Where discovery starts (it walks up to the filesystem root). */
  readonly cwd: string;
  /** An explicit config file (`--config`), relative to cwd; skips discovery. */
  readonly configPath?: string;
  /** The catalog named in the config may not exist yet (`import --catalog` is about to write it). */
  readonly allowMissingCatalog?: boolean;
}

/**
 * sitesync.yml is a few lines; a larger file is refused unread. It is parsed on the main thread,
 * so this also bounds how long a hostile one can hold off Ctrl-C (64 KiB parse in milliseconds).
 */
export const MAX_CONFIG_FILE_BYTES = 64 * 1024;

export async function loadConfig(options: LoadConfigOptions): Promise<SitesyncConfig> {
  const configFile = await findConfigFile(options.cwd, options.configPath);
  const shown = shownPath(options.cwd, configFile);
  // The repository is the one the config's folder belongs to; everything it names stays inside.
  const root = await repositoryRoot(path.dirname(configFile));
  await refuseUnsafeConfigFile(root, configFile, shown);
  const text = await readFile(configFile, 'utf8');
  const { config, source } = parseConfig(text, configFile, shown);
  const issues = await pathIssues(root, config, source, shown);
  if (issues.length > 0) throw configError(shown, issues);
  if (config.catalog !== undefined && !options.allowMissingCatalog && !(await exists(config.catalog))) {
    throw configError(shown, [
      {
        ...positionOf(source, ['catalog']),
        file: shown,
        field: fieldPath(['catalog']),
        code: 'catalog_not_found',
        severity: 'error',
        message: `no file or folder at ${shownPath(config.rootDir, config.catalog)}`,
      },
    ]);
  }
  return config;
}

/** The config file itself: inside the repository after symlinks, not in .git, of a config's size. */
async function refuseUnsafeConfigFile(root: string, configFile: string, shown: string): Promise<void> {
  const problem = await repositoryPathProblem(root, configFile, shown);
  if (problem) {
    throw new SitesyncError('CONFIG_OUTSIDE_REPOSITORY', problem.message, {
      exitCode: ExitCode.validation,
      hint: `${path.basename(configFile)} must be a file of the repository, not a symlink that leaves it or leads into .git`,
    });
  }
  const size = (await stat(configFile)).size;
  if (size > MAX_CONFIG_FILE_BYTES) {
    const message = `${shown} is ${size} bytes; a sitesync.yml of more than ${MAX_CONFIG_FILE_BYTES} bytes (64 KiB) is not read`;
    throw new InputError('CONFIG_TOO_LARGE', message, [
      { file: shown, code: 'file_too_large', severity: 'error', message },
    ]);
  }
}

/** Every site source root and the catalog path, checked like any file the repository names. */
async function pathIssues(
  root: string,
  config: SitesyncConfig,
  source: YamlSource,
  shown: string,
): Promise<InputIssue[]> {
  const named: { target: string; field: YamlPath; what: string }[] = config.sites.map((site, i) => ({
    target: site.source,
    field: config.layout === 'multi' ? ['sites', i, 'source'] : ['site', 'source'],
    what: 'the site source',
  }));
  if (config.catalog !== undefined)
    named.push({ target: config.catalog, field: ['catalog'], what: 'the catalog' });
  const issues: InputIssue[] = [];
  for (const { target, field, what } of named) {
    const problem = await repositoryPathProblem(root, target, `${what} ${shownPath(config.rootDir, target)}`);
    if (!problem) continue;
    issues.push({
      ...positionOf(source, field),
      file: shown,
      field: fieldPath(field),
      code: problem.code,
      severity: 'error',
      message: problem.message,
    });
  }
  return issues;
}

function shownPath(base: string, file: string): string {
  const relative = path.relative(base, file);
  return (relative === '' || relative.startsWith('..') ? file : relative).split(path.sep).join('/');
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
