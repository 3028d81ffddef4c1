/**
 * Pure: what `import --catalog` keeps of the catalog file it replaces — what the platform cannot
 * give back. The `services:` section (services cannot be read from the platform) is carried over
 * as written, comments included, and so are the comment lines at the top of the file (the
 * `# yaml-language-server: $schema=…` line, a licence note), minus the import's own header.
 */
import { isMap, isScalar, parseDocument } from 'yaml';

export interface KeptParts {
  /** The new file's text. */
  readonly text: string;
  /** What was kept, one line each (`the services: section (3 services)`). */
  readonly kept: readonly string[];
}

export class UnkeepableCatalogError extends Error {}

/** The comment lines (and blank lines among them) before the first line of YAML content. */
function leadingComments(text: string, header: string): string[] {
  const own = new Set(header.split('\n').filter((l) => l.startsWith('#')));
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) {
      if (!own.has(line)) out.push(line);
    } else if (line.trim() !== '') break;
  }
  return out;
}

/** The text of the top-level `services:` entry, from its line to the next top-level key; undefined when absent. */
function servicesSection(text: string): { section: string; count: number } | undefined {
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length > 0) {
    if (/^services\s*:/m.test(text))
      throw new UnkeepableCatalogError('it does not parse, so its services: section cannot be carried over');
    return undefined;
  }
  const root = doc.contents;
  if (!isMap(root)) return undefined;
  const pairs = root.items;
  const i = pairs.findIndex((p) => isScalar(p.key) && p.key.value === 'services');
  if (i < 0) return undefined;
  const value = pairs[i]!.value as { items?: unknown[] } | null;
  const count = Array.isArray(value?.items) ? value.items.length : 0;
  const keyStart = (pairs[i]!.key as unknown as { range?: number[] }).range?.[0];
  if (keyStart === undefined || root.flow)
    throw new UnkeepableCatalogError(
      'its services: section is not written as a block the import can carry over',
    );
  const lineStart = text.lastIndexOf('\n', keyStart - 1) + 1;
  const nextKey = pairs[i + 1]?.key as unknown as { range?: number[] } | undefined;
  let end = text.length;
  if (nextKey?.range) {
    // Up to the line of the next key, without comment lines that introduce it.
    end = text.lastIndexOf('\n', nextKey.range[0]! - 1) + 1;
    const before = text.slice(lineStart, end).split('\n');
    while (before.length > 1 && (before.at(-2)!.startsWith('#') || before.at(-2)!.trim() === ''))
      before.splice(-2, 1);
    return { section: before.join('\n').replace(/\n*$/, '\n'), count };
  }
  return { section: text.slice(lineStart, end).replace(/\n*$/, '\n'), count };
}

/**
 * @param existing the file's current text (undefined: there is none)
 * @param header the import's own comment header
 * @param body the exported catalog YAML (brands, categories, products)
 */
export function keepLocalParts(existing: string | undefined, header: string, body: string): KeptParts {
  if (existing === undefined) return { text: header + body, kept: [] };
  const comments = leadingComments(existing, header);
  const services = servicesSection(existing);
  const kept: string[] = [];
  if (comments.length > 0) kept.push(`the comment lines at the top (${comments.length})`);
  if (services)
    kept.push(`the services: section (${services.count} service${services.count === 1 ? '' : 's'})`);
  const top = comments.length > 0 ? comments.join('\n') + '\n' : '';
  const tail = services ? (body.endsWith('\n') ? '' : '\n') + services.section : '';
  return { text: top + header + body + tail, kept };
}
