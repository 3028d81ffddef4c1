/** Finds, reads and resolves sitesync.yml. */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fieldPath, positionOf } from '../catalog/yaml/yaml-source.js';
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

export async function loadConfig(options: LoadConfigOptions): Promise<SitesyncConfig> {
  const configFile = await findConfigFile(options.cwd, options.configPath);
  const shown = shownPath(options.cwd, configFile);
  const text = await readFile(configFile, 'utf8');
  const { config, source } = parseConfig(text, configFile, shown);
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
