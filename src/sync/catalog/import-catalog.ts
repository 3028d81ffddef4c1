/**
 * `sitesync import --catalog`: writes the live catalog as YAML into the repository's catalog file,
 * confined like every import write (docs/security.md): the file's folder is resolved through real
 * paths inside the repository, and the file itself is never a symlink (even a dangling one). It keeps
 * what the platform cannot give back (the services: section, the comment lines at the top), and
 * replaces a file that git does not hold as committed only with --force.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SitesyncConfig } from '../../config/index.js';
import type { PlatformClient } from '../../platform/index.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { reservedNameOf } from '../../source/reserved-names.js';
import { createWriteInspector, writeBase } from '../../source/write-confinement.js';
import { scratchFolder } from '../../state/state-file.js';
import { isCommittedUnchanged } from '../import/committed-files.js';
import { writeAllOrNothing } from '../import/write-staged.js';
import { exportCatalog } from './export-catalog.js';
import { keepLocalParts, UnkeepableCatalogError } from './keep-local-parts.js';
import { readLiveCatalog } from './read-live-catalog.js';

export interface CatalogImportResult {
  readonly exitCode: number;
  readonly json: unknown;
  readonly text: string;
}

export const IMPORT_HEADER = [
  '# Imported from the live platform by `sitesync import --catalog`. Entities are identified by slug;',
  '# brand, category and parent name other entities by slug. Services cannot be read from the',
  '# platform: add them by hand (see docs/catalog.md).',
  '',
].join('\n');

export async function importCatalog(
  run: { readonly config: SitesyncConfig; readonly client: PlatformClient; readonly repoRoot: string },
  options: { readonly force?: boolean },
  io: { readonly cwd: string },
): Promise<CatalogImportResult> {
  const { config } = run;
  const target = config.catalog ?? path.join(config.rootDir, 'catalog.yml');
  const shown = path.relative(io.cwd, target).split(path.sep).join('/') || target;
  const base = await writeBase(run.repoRoot, path.dirname(target), `the folder of ${shown}`);
  const name = path.basename(target);
  const refuse = (code: string, message: string, hint: string) =>
    new SitesyncError(code, `${message}; nothing was written`, { exitCode: ExitCode.validation, hint });
  const reserved = reservedNameOf(base.prefix === '' ? name : `${base.prefix}/${name}`);
  if (reserved)
    throw refuse(
      'IMPORT_REFUSED',
      `${shown}: ${JSON.stringify(reserved.segment)} is ${reserved.reason}`,
      'name another catalog file in sitesync.yml',
    );
  const spot = await createWriteInspector(base).inspect(name);
  if (spot.kind === 'refused') {
    if (spot.code === 'folder_in_the_way')
      throw new SitesyncError(
        'CATALOG_IS_FOLDER',
        `the catalog ${shown} is a folder; import writes one file`,
        {
          exitCode: ExitCode.usage,
          hint: 'point `catalog` in sitesync.yml at a file (e.g. catalog.yml) for the import, then split it as you like',
        },
      );
    throw refuse(
      'IMPORT_REFUSED',
      `${shown}: ${spot.reason}`,
      'replace the symlink with the file itself (or remove it), then import again',
    );
  }
  const existingPath = path.join(base.real, name);
  const existing = spot.kind === 'file' ? await readFile(existingPath, 'utf8') : undefined;

  const { live, ledger } = await readLiveCatalog(run.client);
  const exported = exportCatalog(live, '');
  let merged;
  try {
    merged = keepLocalParts(existing, IMPORT_HEADER, exported.yaml);
  } catch (err) {
    if (!(err instanceof UnkeepableCatalogError)) throw err;
    throw refuse(
      'CATALOG_UNKEEPABLE',
      `${shown}: ${err.message}`,
      'fix the YAML (or move the file away), then import again',
    );
  }
  const changed = existing !== merged.text;
  if (existing !== undefined && changed && !options.force && !(await isCommittedUnchanged(existingPath))) {
    throw new SitesyncError(
      'LOCAL_CHANGES',
      `import would overwrite ${shown}, which git does not hold as committed (changed, untracked or ignored); nothing was written`,
      {
        exitCode: ExitCode.blockedByGuard,
        hint: 'commit or move it (a committed file can be replaced: git keeps it), or pass --force to overwrite',
      },
    );
  }
  if (changed)
    await writeAllOrNothing(
      base,
      [{ relPath: name, bytes: Buffer.from(merged.text, 'utf8'), replaces: existing !== undefined }],
      await scratchFolder(config.rootDir, 'import-'),
    );
  const services = Object.keys(ledger.ledger.entries).length;
  const keptServices = merged.kept.some((k) => k.startsWith('the services:'));
  const { brands, categories, products } = exported.counts;
  const text = [
    `${shown}: ${brands} brand(s), ${categories} categor${categories === 1 ? 'y' : 'ies'}, ${products} product(s) from live${changed ? '' : ' (unchanged)'}`,
    ...merged.kept.map((k) => `  kept from the previous file: ${k}`),
    ...exported.notes.map((n) => `  note: ${n}`),
    ...(services > 0 && !keptServices
      ? [
          `  note: the service ledger names ${services} service(s); their content cannot be read, add them to the YAML by hand`,
        ]
      : []),
    ...(config.catalog === undefined
      ? [`  add \`catalog: catalog.yml\` to ${path.relative(io.cwd, config.configFile) || config.configFile}`]
      : []),
  ];
  return {
    exitCode: ExitCode.ok,
    json: {
      catalog: {
        file: target,
        ...exported.counts,
        written: changed,
        kept: merged.kept,
        notes: exported.notes,
        ledgerServices: services,
      },
    },
    text: text.join('\n'),
  };
}
