/**
 * Writes live catalog values into the YAML (`sitesync pull`), in place (src/catalog/edit-yaml.ts),
 * file by file. The result is read back before it is written: every pulled field must now equal
 * its live value, or that file is left as it was.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { editCatalogYaml, type EntityAppend, type FieldEdit } from '../../catalog/edit-yaml.js';
import { REF_FIELD, SECTION_OF, type CatalogKind } from '../../catalog/types.js';
import { entitiesOfCatalogText } from '../../history/catalog-version.js';
import { entityKey } from '../../history/types.js';
import { sameFieldValue } from '../../plan/catalog/field-equality.js';
import type { LiveCatalog } from '../../plan/catalog/live-types.js';
import { exportCatalog } from '../catalog/export-catalog.js';
import type { PullTarget } from './targets.js';

type CatalogTarget = Extract<PullTarget, { scope: 'field' | 'entity' }>;

export interface CatalogPullOutcome {
  readonly written: readonly { readonly target: CatalogTarget; readonly line: number }[];
  readonly skipped: readonly { readonly target: CatalogTarget; readonly reason: string }[];
}

/** One pulled field as YAML edits (a live archive becomes `archived: true`). */
function fieldEdits(
  target: Extract<CatalogTarget, { scope: 'field' }>,
  live: LiveCatalog,
): FieldEdit[] | string {
  const section = SECTION_OF[target.kind];
  const at = { section, key: target.key };
  const value = target.live;
  if (target.field === 'status') {
    if (value === 'archived')
      return [
        { ...at, field: 'archived', value: true },
        { ...at, field: 'status', value: null },
      ];
    return [
      { ...at, field: 'archived', value: null },
      { ...at, field: 'status', value: typeof value === 'string' ? value : null },
    ];
  }
  if (target.field in REF_FIELD) {
    const refKind = target.field === 'brand' ? live.brands : live.categories;
    if (value !== null && !refKind.some((r) => r.slug === value))
      return `live refers to ${JSON.stringify(value)}, which has no slug the YAML could name`;
  }
  if (value !== null && typeof value === 'object')
    return `the live value is an object (${JSON.stringify(value)}): set it by hand`;
  if (value !== null && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    return 'the live value cannot be written as YAML';
  return [
    { ...at, field: target.field, value: value === '' ? null : (value as string | number | boolean | null) },
  ];
}

/** A live entity as a YAML item, through the same export `import --catalog` uses. */
function entityAppend(
  target: Extract<CatalogTarget, { scope: 'entity' }>,
  live: LiveCatalog,
): EntityAppend | string {
  if (!target.record.slug) return 'it has no slug: give it one on the platform, or add it by hand';
  const only = (kind: CatalogKind) => (target.kind === kind ? [target.record] : []);
  const exported = exportCatalog(
    {
      brands: target.kind === 'brand' ? only('brand') : live.brands,
      categories:
        target.kind === 'category'
          ? [...live.categories.filter((c) => c.id !== target.record.id), target.record]
          : live.categories,
      products: only('product'),
    },
    '',
  );
  const section = SECTION_OF[target.kind];
  const items =
    (parse(exported.yaml) as Record<string, Record<string, unknown>[] | undefined>)[section] ?? [];
  const item = items.find((i) => i['slug'] === target.record.slug);
  if (!item) return 'it could not be exported (archived?)';
  return { section, key: target.record.slug, item };
}

export async function pullCatalogFile(
  file: string,
  targets: readonly CatalogTarget[],
  live: LiveCatalog,
): Promise<CatalogPullOutcome> {
  const skipped: { target: CatalogTarget; reason: string }[] = [];
  const edits: { target: CatalogTarget; field: FieldEdit[] }[] = [];
  const appends: { target: CatalogTarget; append: EntityAppend }[] = [];
  for (const target of targets) {
    if (target.scope === 'field') {
      const e = fieldEdits(target, live);
      if (typeof e === 'string') skipped.push({ target, reason: e });
      else edits.push({ target, field: e });
    } else {
      const a = entityAppend(target, live);
      if (typeof a === 'string') skipped.push({ target, reason: a });
      else appends.push({ target, append: a });
    }
  }
  const before = await readFile(file, 'utf8');
  const outcome = editCatalogYaml(
    before,
    edits.flatMap((e) => e.field),
    appends.map((a) => a.append),
  );
  const failed = new Set(outcome.skipped.map((s) => s.edit));
  const lineOf = new Map(outcome.written.map((w) => [w.edit, w.line]));
  const written: { target: CatalogTarget; line: number }[] = [];
  for (const e of edits) {
    const miss = e.field.find((f) => failed.has(f));
    if (miss)
      skipped.push({ target: e.target, reason: outcome.skipped.find((s) => s.edit === miss)!.reason });
    else
      written.push({ target: e.target, line: lineOf.get(e.field.at(-1)!) ?? lineOf.get(e.field[0]!) ?? 0 });
  }
  for (const a of appends) {
    if (failed.has(a.append))
      skipped.push({ target: a.target, reason: outcome.skipped.find((s) => s.edit === a.append)!.reason });
    else written.push({ target: a.target, line: lineOf.get(a.append) ?? 0 });
  }
  if (written.length === 0) return { written, skipped };
  // Read back: what the plan will read from this file must now be the live values.
  const after = entitiesOfCatalogText(outcome.text, file);
  for (const w of written) {
    const t = w.target;
    const entity = after.get(entityKey(t.kind, t.key));
    const holds =
      entity !== undefined &&
      (t.scope === 'entity' ||
        (t.field === 'status'
          ? (t.live === 'archived') === entity.archived &&
            (t.live === 'archived' || entity.fields['status'] === t.live)
          : t.field in REF_FIELD
            ? (entity.refs[t.field as keyof typeof entity.refs] ?? null) === (t.live ?? null)
            : t.live === null || t.live === ''
              ? entity.fields[t.field] === undefined
              : sameFieldValue(t.kind, t.field, entity.fields[t.field], t.live)));
    if (!holds)
      return {
        written: [],
        skipped: [
          ...skipped,
          ...written.map(({ target }) => ({
            target,
            reason: `the edited ${file} would not read back as the live values; nothing was written to it`,
          })),
        ],
      };
  }
  await writeFile(file, outcome.text);
  return { written, skipped };
}
