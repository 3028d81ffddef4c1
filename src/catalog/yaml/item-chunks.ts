/**
 * Splits catalog text into its section items by lines alone, without parsing: the text of each
 * item of `brands:`, `categories:`, `products:` and `services:`, so that an item whose text is
 * unchanged since the last parse need not be parsed again (catalog/reuse-parse.ts). Pure.
 *
 * Only the plain shape is taken, where lines alone tell the items apart: every top-level line is
 * one of the four section keys (each at most once) with a block sequence under it; each section's
 * items start with `-` at one indentation; every other line is blank, a comment, or indented
 * deeper than the dashes. Anything else — anchors or aliases, tabs in indentation, a byte order
 * mark, a lone carriage return or another character the parsers treat apart (UNSAFE), document
 * markers, directives, flow-style sections, a last line without a line break —
 * gives undefined, and the caller parses the whole text. That the items found here are the
 * parser's items is never assumed: it is checked against the parser's own item positions before an
 * item's text is trusted to stand for its parse.
 */
import type { CatalogSection } from '../types.js';
import { mayHaveAliases } from './fast-load.js';

export interface ItemChunk {
  /** Offset of the item's first line in the text (the start of that line). */
  readonly start: number;
  /** Offset just past the item's text: the start of the next item or section, or the end. */
  readonly end: number;
  /** 1-based line of the item's dash. */
  readonly line: number;
  /** How many lines the item's text spans (up to the next item or section). */
  readonly lines: number;
}

export type SectionChunks = ReadonlyMap<CatalogSection, readonly ItemChunk[]>;

const HEADER = /^(brands|categories|products|services):(?: +#[^\n]*| *)\r?\n$/;

/**
 * Characters on which the parsers part ways with these lines: a carriage return that is not
 * part of CRLF (js-yaml breaks the line there: what follows a `#` would be YAML again), NEL and
 * the Unicode line and paragraph separators, control characters and NUL (js-yaml refuses them,
 * and the positioned parse reads the whole file), byte order marks, non-characters and lone
 * surrogates.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]|\r(?!\n)|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

const SPACE = 0x20;
const TAB = 0x09;
const DASH = 0x2d;
const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;

/** The items of each section of `text`, in order; undefined when the text is not of the plain shape. */
export function chunkCatalogText(text: string): SectionChunks | undefined {
  if (text.length === 0 || text.charCodeAt(text.length - 1) !== LF) return undefined;
  if (UNSAFE.test(text) || mayHaveAliases(text)) return undefined;
  const sections = new Map<CatalogSection, ItemChunk[]>();
  let items: ItemChunk[] | undefined;
  let dashIndent = -1;
  let open: { start: number; line: number } | undefined;
  const close = (end: number, endLine: number) => {
    if (open && items) items.push({ start: open.start, end, line: open.line, lines: endLine - open.line });
    open = undefined;
  };
  let line = 0;
  for (let pos = 0; pos < text.length;) {
    line++;
    const next = text.indexOf('\n', pos) + 1;
    let indent = 0;
    while (text.charCodeAt(pos + indent) === SPACE) indent++;
    const first = text.charCodeAt(pos + indent);
    if (first === TAB) return undefined;
    const blank = first === LF || (first === CR && text.charCodeAt(pos + indent + 1) === LF);
    if (!blank && first !== HASH) {
      const after = text.charCodeAt(pos + indent + 1);
      const dash = first === DASH && (after === SPACE || after === LF || after === CR);
      if (indent === 0 && !dash) {
        const header = HEADER.exec(text.slice(pos, next));
        const name = header?.[1] as CatalogSection | undefined;
        if (!name || sections.has(name)) return undefined;
        close(pos, line);
        if (items && items.length === 0) return undefined;
        items = [];
        sections.set(name, items);
        dashIndent = -1;
      } else if (!items) {
        return undefined;
      } else if (dash && (dashIndent === -1 || indent === dashIndent)) {
        close(pos, line);
        dashIndent = indent;
        open = { start: pos, line };
      } else if (dashIndent === -1 || indent <= dashIndent) {
        return undefined;
      }
    }
    pos = next;
  }
  close(text.length, line + 1);
  if (!items || items.length === 0) return undefined;
  return sections;
}
