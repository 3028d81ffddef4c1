/** `sitesync import --catalog`: writes the live catalog as YAML into the repository's catalog file. */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { PreparedRun } from '../prepare.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { exportCatalog } from './export-catalog.js';
import { readLiveCatalog } from './read-live-catalog.js';

export interface CatalogImportResult {
  readonly exitCode: number;
  readonly json: unknown;
  readonly text: string;
}

const HEADER = [
  '# Imported from the live platform by `sitesync import --catalog`. Entities are identified by slug;',
  '# brand, category and parent name other entities by slug. Services cannot be read from the',
  '# platform: add them by hand (see docs/catalog.md).',
  '',
].join('\n');

export async function importCatalog(
  prepared: PreparedRun,
  options: { readonly force?: boolean },
  io: { readonly cwd: string },
): Promise<CatalogImportResult> {
  const { config } = prepared;
  const target = config.catalog ?? join(config.rootDir, 'catalog.yml');
  const shown = relative(io.cwd, target) || target;
  if ((await stat(target).catch(() => undefined))?.isDirectory()) {
    throw new SitesyncError('CATALOG_IS_FOLDER', `the catalog ${shown} is a folder; import writes one file`, {
      exitCode: ExitCode.usage,
      hint: 'point `catalog` in sitesync.yml at a file (e.g. catalog.yml) for the import, then split it as you like',
    });
  }
  const { live, ledger } = await readLiveCatalog(prepared.client!);
  const exported = exportCatalog(live, HEADER);
  const existing = await readFile(target, 'utf8').catch(() => undefined);
  if (existing !== undefined && existing !== exported.yaml && !options.force) {
    throw new SitesyncError(
      'LOCAL_CHANGES',
      `import would overwrite ${shown}, which differs from the live catalog`,
      {
        exitCode: ExitCode.blockedByGuard,
        hint: 'commit or move it, or pass --force to overwrite',
      },
    );
  }
  await writeFile(target, exported.yaml);
  const services = Object.keys(ledger.ledger.entries).length;
  const { brands, categories, products } = exported.counts;
  const text = [
    `${shown}: ${brands} brand(s), ${categories} categor${categories === 1 ? 'y' : 'ies'}, ${products} product(s) from live`,
    ...exported.notes.map((n) => `  note: ${n}`),
    ...(services > 0
      ? [
          `  note: the service ledger names ${services} service(s); their content cannot be read, add them to the YAML by hand`,
        ]
      : []),
    ...(config.catalog === undefined
      ? [`  add \`catalog: catalog.yml\` to ${relative(io.cwd, config.configFile) || config.configFile}`]
      : []),
  ];
  return {
    exitCode: ExitCode.ok,
    json: { catalog: { file: target, ...exported.counts, notes: exported.notes, ledgerServices: services } },
    text: text.join('\n'),
  };
}
