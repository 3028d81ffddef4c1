/**
 * Pure: live values written into catalog YAML in place, for `sitesync pull`. Only the edited
 * scalars change: comments, key order, quoting style and every other line stay as they were.
 *
 * - A field that is there: its scalar is rewritten through the CST (`CST.setScalarValue`), in its
 *   own style when that style can hold the value (a plain `45.00` stays plain, `'x'` stays
 *   single-quoted), double-quoted otherwise. Comments after it are kept.
 * - A field that is not there: one `key: value` line is added at the end of the entity's mapping.
 * - A field cleared live (null): its line is removed.
 * - An entity created outside git: appended to the end of its section.
 *
 * What it cannot do in place (a flow mapping `{…}` that needs a new key, an object value) is
 * returned as skipped with the reason; the caller reports it and writes the rest.
 */
import {
  Composer,
  CST,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parse,
  Parser,
  parseDocument,
  stringify,
  type Document,
  type Scalar,
  type YAMLMap,
} from 'yaml';
import type { CatalogSection } from './types.js';

export interface FieldEdit {
  readonly section: CatalogSection;
  /** slug, or service_code for services. */
  readonly key: string;
  /** The YAML key (`price`, `brand`, `status`, …). */
  readonly field: string;
  /** The live value; null removes the field. */
  readonly value: string | number | boolean | null;
}

export interface EntityAppend {
  readonly section: CatalogSection;
  readonly key: string;
  /** The entity as YAML data (slug first). */
  readonly item: Readonly<Record<string, unknown>>;
}

export interface YamlEditOutcome {
  readonly text: string;
  /** Edits written, with the 1-based line where each now is. */
  readonly written: readonly { readonly edit: FieldEdit | EntityAppend; readonly line: number }[];
  readonly skipped: readonly { readonly edit: FieldEdit | EntityAppend; readonly reason: string }[];
}

const keyFieldOf = (section: CatalogSection) => (section === 'services' ? 'service_code' : 'slug');

function scalarKey(node: unknown): string | undefined {
  return isScalar(node) ? String((node as Scalar).value) : undefined;
}

function findEntity(doc: Document, section: CatalogSection, key: string): YAMLMap | undefined {
  const seq = doc.get(section, true);
  if (!isSeq(seq)) return undefined;
  for (const item of seq.items) {
    if (isMap(item) && scalarKey(item.get(keyFieldOf(section), true)) === key) return item as YAMLMap;
  }
  return undefined;
}

/** A plain scalar that reads back as exactly this string (else it is quoted). */
function plainHolds(value: string): boolean {
  if (value === '' || value !== value.trim() || /[\n\r\t]/.test(value)) return false;
  try {
    return parse(`k: ${value}\n`)?.k === value;
  } catch {
    return false;
  }
}

type ScalarType = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

/** The source text and style to write `value` in, keeping `was` when it can hold it. */
function styled(
  value: string | number | boolean,
  was: string | undefined,
): { text: string; type: ScalarType } {
  if (typeof value !== 'string') return { text: String(value), type: 'PLAIN' };
  const type = (was ?? 'PLAIN') as ScalarType;
  // A decimal written plain (`45.00`) stays plain: the catalog reads numbers and strings alike.
  if (type === 'PLAIN' && (plainHolds(value) || /^\d+(\.\d+)?$/.test(value))) return { text: value, type };
  if (type === 'QUOTE_SINGLE' && !/[\n\r]/.test(value)) return { text: value, type };
  if ((type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') && value.includes('\n'))
    return { text: value, type: 'BLOCK_LITERAL' };
  return { text: value, type: 'QUOTE_DOUBLE' };
}

function composed(text: string) {
  const tokens = [...new Parser().parse(text)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  return { tokens, doc: docs[0] as Document | undefined };
}

export function editCatalogYaml(
  text: string,
  edits: readonly FieldEdit[],
  appends: readonly EntityAppend[] = [],
): YamlEditOutcome {
  const skipped: { edit: FieldEdit | EntityAppend; reason: string }[] = [];
  const done: (FieldEdit | EntityAppend)[] = [];

  // 1. Values that are there: rewritten or removed in the CST.
  const { tokens, doc } = composed(text);
  if (!doc || doc.errors.length > 0) {
    const reason = 'the catalog file does not parse; fix it first';
    return { text, written: [], skipped: [...edits, ...appends].map((edit) => ({ edit, reason })) };
  }
  const inserts: FieldEdit[] = [];
  for (const edit of edits) {
    const entity = findEntity(doc, edit.section, edit.key);
    if (!entity) {
      skipped.push({
        edit,
        reason: `no ${keyFieldOf(edit.section)} ${JSON.stringify(edit.key)} in ${edit.section}`,
      });
      continue;
    }
    const pair = entity.items.find((p) => isPair(p) && scalarKey(p.key) === edit.field);
    if (!pair) {
      if (edit.value === null)
        done.push(edit); // already absent
      else inserts.push(edit);
      continue;
    }
    if (edit.value === null) {
      const removed = removePair(entity, edit.field);
      if (removed) done.push(edit);
      else skipped.push({ edit, reason: 'the field is inside a flow mapping `{…}`: remove it by hand' });
      continue;
    }
    const node = pair.value;
    const token = isScalar(node) ? (node as Scalar & { srcToken?: CST.Token }).srcToken : undefined;
    if (!token || !isScalar(node)) {
      skipped.push({ edit, reason: 'the YAML holds a collection there: set it by hand' });
      continue;
    }
    const { text: source, type } = styled(edit.value, (node as Scalar).type);
    CST.setScalarValue(token, source, {
      type,
      ...(entity.flow ? { inFlow: true } : { afterKey: true }),
    });
    done.push(edit);
  }
  let out = tokens.map((t) => CST.stringify(t)).join('');

  // 2. Fields that are not there, then new entities: lines added at the end of their mapping
  // or section (positions from the text as it is now, applied from the end backwards).
  const lines = new LineCounter();
  const now = parseDocument(out, { lineCounter: lines });
  const additions: { at: number; text: string; edit: FieldEdit | EntityAppend }[] = [];
  for (const edit of inserts) {
    const entity = findEntity(now, edit.section, edit.key)!;
    if (entity.flow || !entity.range) {
      skipped.push({ edit, reason: 'the entity is a flow mapping `{…}`: add the field by hand' });
      continue;
    }
    const indent = lines.linePos(entity.range[0]).col - 1;
    const { text: source, type } = styled(edit.value as string | number | boolean, undefined);
    const rendered = type === 'PLAIN' ? source : JSON.stringify(source);
    additions.push({ at: entity.range[2], text: `${' '.repeat(indent)}${edit.field}: ${rendered}\n`, edit });
  }
  for (const edit of appends) {
    const seq = now.get(edit.section, true);
    const body = stringify(edit.item, { lineWidth: 0 }).trimEnd().split('\n');
    if (seq === undefined || seq === null) {
      const block = [`${edit.section}:`, `  - ${body[0]}`, ...body.slice(1).map((l) => `    ${l}`)].join(
        '\n',
      );
      additions.push({
        at: out.length,
        text: `${out.endsWith('\n') || out === '' ? '' : '\n'}${block}\n`,
        edit,
      });
      continue;
    }
    if (!isSeq(seq) || seq.flow || !seq.range || seq.items.length === 0) {
      skipped.push({
        edit,
        reason: `the ${edit.section} section is not a block list: add the entity by hand`,
      });
      continue;
    }
    const dash = lines.linePos(seq.range[0]).col - 1;
    const pad = ' '.repeat(dash);
    const block = [`${pad}- ${body[0]}`, ...body.slice(1).map((l) => `${pad}  ${l}`)].join('\n');
    additions.push({ at: seq.range[2], text: `${block}\n`, edit });
  }
  additions.sort((a, b) => b.at - a.at);
  for (const add of additions) {
    const before = out.slice(0, add.at);
    out = before + (before.endsWith('\n') || before === '' ? '' : '\n') + add.text + out.slice(add.at);
    done.push(add.edit);
  }

  // 3. Where each edit now is, from the final text.
  const finalLines = new LineCounter();
  const final = parseDocument(out, { lineCounter: finalLines });
  const written = done.map((edit) => {
    const entity = findEntity(final, edit.section, edit.key);
    const node = 'field' in edit ? (entity?.get(edit.field, true) as Scalar | undefined) : entity;
    const offset = (node ?? entity)?.range?.[0] ?? 0;
    return { edit, line: finalLines.linePos(offset).line };
  });
  return { text: out, written, skipped };
}

/** Removes `field` from a block mapping's CST; false for a flow mapping. */
function removePair(entity: YAMLMap, field: string): boolean {
  const token = (entity as YAMLMap & { srcToken?: CST.Token }).srcToken;
  if (!token || token.type !== 'block-map') return false;
  const index = token.items.findIndex(
    (item) => item.key && CST.isScalar(item.key) && item.key.source === field,
  );
  if (index < 0) return false;
  const [removed] = token.items.splice(index, 1);
  // The first item's indentation lives in its `start`: hand it to the item that now comes first.
  if (index === 0 && token.items[0] && removed) token.items[0].start = removed.start;
  return true;
}
