/** Scenario edits of a fixture: on disk and in the model, returning what changed. */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { base64Bytes } from './bounds.js';
import {
  fileBytes,
  siteDir,
  writeCatalog,
  writeSiteFile,
  type FixtureFile,
  type FixtureModel,
} from './fixture.js';

export interface Edit {
  /** Upload size of every written file (utf8 bytes, base64 for binary). */
  readonly writes: { path: string; encodedBytes: number }[];
  readonly deletes: string[];
  catalogWrites: number;
}

export const emptyEdit = (): Edit => ({ writes: [], deletes: [], catalogWrites: 0 });

/** Upload size of a file's current bytes (text LF-normalised, as sitesync sends it). */
export function encodedSize(model: FixtureModel, file: FixtureFile): number {
  const bytes = fileBytes(model, file);
  if (file.kind === 'binary') return base64Bytes(bytes.length);
  return file.crlf ? bytes.toString('latin1').replace(/\r\n/g, '\n').length : bytes.length;
}

/** Every `step`-th file of a kind, starting at `offset`, `count` of them (deterministic picks). */
export function pickFiles(
  model: FixtureModel,
  kind: FixtureFile['kind'],
  count: number,
  offset: number,
): FixtureFile[] {
  const all = [...model.files.values()].filter((f) => f.kind === kind);
  if (count > all.length) throw new Error(`fixture has ${all.length} ${kind} files, ${count} wanted`);
  const step = Math.max(1, Math.floor(all.length / count));
  return Array.from({ length: count }, (_, i) => all[(offset + i * step) % all.length]!);
}

export async function modifyFiles(
  model: FixtureModel,
  files: readonly FixtureFile[],
  edit: Edit,
): Promise<void> {
  for (const f of files) {
    f.version += 1;
    await writeSiteFile(model, f);
    edit.writes.push({ path: f.path, encodedBytes: encodedSize(model, f) });
  }
}

export async function deleteFiles(
  model: FixtureModel,
  files: readonly FixtureFile[],
  edit: Edit,
): Promise<void> {
  for (const f of files) {
    await rm(join(siteDir(model), f.path));
    model.files.delete(f.path);
    edit.deletes.push(f.path);
  }
}

/** Rewrites text files with CRLF line endings: the same content once normalised. */
export async function crlfFiles(model: FixtureModel, files: readonly FixtureFile[]): Promise<void> {
  for (const f of files) {
    f.crlf = true;
    await writeSiteFile(model, f);
  }
}

export async function editProducts(
  model: FixtureModel,
  count: number,
  offset: number,
  edit: Edit,
): Promise<void> {
  const step = Math.max(1, Math.floor(model.products.length / count));
  for (let i = 0; i < count; i++) {
    const p = model.products[(offset + i * step) % model.products.length]!;
    const [whole, cents] = p.price.split('.') as [string, string];
    p.price = `${Number(whole) + 1}.${cents}`;
  }
  await writeCatalog(model);
  edit.catalogWrites += count;
}
