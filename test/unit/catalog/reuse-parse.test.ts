/**
 * A changed catalog parsed item by item (catalog/reuse-parse.ts) gives the whole parse's result,
 * or nothing. Every case compares it with parseCatalog over the same text: where the item-by-item
 * parse answers, its catalog (locations included) and item table are the whole parse's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCatalog, type CatalogFile } from '../../../src/catalog/parse-catalog.js';
import { chunkFiles, itemTableOf, reuseParse, type StoredParse } from '../../../src/catalog/reuse-parse.js';
import type { DesiredCatalog } from '../../../src/catalog/types.js';
import { fastLoad } from '../../../src/catalog/yaml/fast-load.js';
import { chunkCatalogText } from '../../../src/catalog/yaml/item-chunks.js';

const FILE = 'catalog.yml';
const DEMO = readFileSync(new URL('../../../examples/demo-shop/catalog.yml', import.meta.url), 'utf8');

/** The whole parse with its item table, as loadCatalog stores it; the error when it fails. */
function whole(text: string): { stored?: StoredParse; error?: unknown } {
  const nodes = new Map<string, ReadonlyMap<string, readonly number[]>>();
  let catalog: DesiredCatalog;
  try {
    catalog = parseCatalog([{ file: FILE, text }], { onItemNodes: (f, n) => nodes.set(f, n) });
  } catch (error) {
    return { error };
  }
  const chunked = chunkFiles([{ file: FILE, text }]);
  const items = chunked && itemTableOf(chunked, catalog, nodes);
  return { stored: { catalog, items: items || {} } };
}

function reuse(text: string, previous: StoredParse): StoredParse | undefined {
  const chunked = chunkFiles([{ file: FILE, text }]);
  return chunked && reuseParse(chunked, previous);
}

/** Asserts the item-by-item parse is the whole parse or nothing; returns whether it answered. */
function agrees(text: string, previous: StoredParse): boolean {
  const got = reuse(text, previous);
  const want = whole(text);
  if (!got) return false;
  expect(want.error, 'the whole parse fails where the item-by-item parse answered').toBeUndefined();
  expect(got.catalog).toEqual(want.stored!.catalog);
  expect(got.items).toEqual(want.stored!.items);
  return true;
}

const base = whole(DEMO).stored!;

/** The lines of the item whose key line is `first` (its dash line up to the next item or section). */
function replaceLine(text: string, from: string, to: string): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}

describe('chunkCatalogText', () => {
  it("splits the demo shop's catalog into the whole parse's items, on the lines the parser gives them", () => {
    const chunks = chunkCatalogText(DEMO)!;
    expect(chunks).toBeDefined();
    for (const section of ['brands', 'categories', 'products', 'services'] as const)
      expect(chunks.get(section)!.map((c) => c.line)).toEqual(
        base.catalog[section].map((e) => e.location.line),
      );
    expect(Object.keys(base.items).sort()).toEqual(['brands', 'categories', 'products', 'services']);
  });

  it('counts the nodes of the document as the fast parse does', () => {
    const load = fastLoad(DEMO)!;
    let nodes = 1;
    for (const counts of load.itemNodes.values()) nodes += 2 + counts.reduce((a, b) => a + b, 0);
    expect(nodes).toBe(load.nodes);
  });

  it.each([
    ['no line break at the end', DEMO.trimEnd()],
    ['a byte order mark', '\ufeff' + DEMO],
    ['an anchor', DEMO.replace('  - slug: northpeak', '  - &n slug: northpeak')],
    ['a tab in an indentation', DEMO.replace('    name: Northpeak', '\tname: Northpeak')],
    ['a document marker', '---\n' + DEMO],
    ['a key that is not a section', DEMO + 'extra:\n  - a: 1\n'],
    ['a section twice', DEMO + 'brands:\n  - slug: other\n    name: Other\n'],
    ['a flow-style section', DEMO.replace(/^services:\n[\s\S]*$/m, 'services: []\n')],
    ['a section without items', DEMO + 'services:\n'],
    ['a line at the dashes that is no item', DEMO.replace('    name: Northpeak', '  name: Northpeak')],
  ])('takes no text of another shape: %s', (_what, text) => {
    expect(chunkCatalogText(text)).toBeUndefined();
  });
});

describe('reuseParse', () => {
  it('a changed price: the same catalog as the whole parse, the other items taken as they were', () => {
    const text = replaceLine(DEMO, '    price: 40\n', '    price: 45\n');
    expect(agrees(text, base)).toBe(true);
    const got = reuse(text, base)!;
    expect(got.catalog.services.find((s) => s.key === 'FIT-01')!.fields['price']).toBe('45.00');
  });

  it('an item added and one removed: every item after them at its new line', () => {
    const added = replaceLine(
      DEMO,
      'services:\n',
      'services:\n  - service_code: NEW-01\n    name: New\n    category: services\n    price: 1\n    billing_period: one_time\n    status: active\n',
    );
    expect(agrees(added, base)).toBe(true);
    const removed = DEMO.replace(/ {2}- slug: lumen-co\n( {4}.*\n)+/, '');
    expect(removed).not.toBe(DEMO);
    const referencesLumen = /brand: lumen-co/.test(removed);
    const answered = agrees(removed, base);
    // Products that name the removed brand make the catalog invalid: left to the whole parse.
    expect(answered).toBe(!referencesLumen);
  });

  it('comments, blank lines, a block scalar and a flow mapping: the whole parse, item by item', () => {
    let text = replaceLine(
      DEMO,
      '  - slug: trailfox\n',
      '\n  # a comment between items\n  - slug: trailfox\n',
    );
    text = replaceLine(
      text,
      '    description: Light, fast footwear for trail runners.\n',
      '    description: |\n      Light, fast footwear\n\n      for trail runners.\n',
    );
    text = replaceLine(text, 'categories:\n', '  - {slug: flowbrand,\n     name: Flow}\n\ncategories:\n');
    expect(whole(text).error).toBeUndefined();
    expect(agrees(text, base)).toBe(true);
  });

  it('a quoted scalar that runs over a line looking like an item is left to the whole parse', () => {
    const text = replaceLine(
      DEMO,
      '    description: Light, fast footwear for trail runners.\n',
      '    description: "Light, fast footwear\n  - for trail runners."\n',
    );
    expect(reuse(text, base)).toBeUndefined();
  });

  it('a duplicate slug, an unknown reference, a schema error: nothing (the whole parse reports them)', () => {
    const duplicate = replaceLine(DEMO, '  - slug: trailfox\n', '  - slug: northpeak\n');
    expect(whole(duplicate).error).toBeDefined();
    expect(reuse(duplicate, base)).toBeUndefined();
    const dangling = DEMO.replace('brand: northpeak', 'brand: nowhere');
    expect(whole(dangling).error).toBeDefined();
    expect(reuse(dangling, base)).toBeUndefined();
    const schema = replaceLine(DEMO, '    price: 40\n', '    price: [40]\n');
    expect(whole(schema).error).toBeDefined();
    expect(reuse(schema, base)).toBeUndefined();
  });

  it('a stored table that does not fit its catalog is not used', () => {
    const text = replaceLine(DEMO, '    price: 40\n', '    price: 45\n');
    const short = { ...base, items: { ...base.items, brands: { digests: 'x', nodes: [1] } } };
    expect(reuse(text, short)).toBeUndefined();
    expect(reuse(text, { ...base, items: {} })).toBeUndefined();
  });

  it('edits at the ends of sections, side by side, and two items swapped: the whole parse, and every untouched item kept as it was', () => {
    const lines = DEMO.split('\n');
    const sortOrders = lines.flatMap((l, i) => (/^ {4}sort_order: /.test(l) ? [i] : []));
    const prices = lines.flatMap((l, i) => (/^ {4}price: /.test(l) ? [i] : []));
    const edit = (at: number) => (lines[at] = lines[at]!.replace(/: (.*)/, ': 77'));
    // The first item, two side by side, and the last item with a price.
    for (const at of [sortOrders[0]!, sortOrders[5]!, sortOrders[6]!, prices.at(-1)!]) edit(at);
    const edited = lines.join('\n');
    expect(agrees(edited, base)).toBe(true);
    const got = reuse(edited, base)!;
    const changed = new Set(
      (['brands', 'categories', 'products', 'services'] as const).flatMap((section) =>
        got.catalog[section].filter((e, i) => e !== base.catalog[section][i]).map((e) => e.key),
      ),
    );
    expect(changed.size).toBe(4);

    // Two items swapped: both taken from where they were, at their new lines.
    const items = DEMO.match(/^ {2}- slug: [\s\S]*?(?=^ {2}- |^\S)/gm)!;
    const [a, b] = [items[1]!, items[2]!];
    const swapped = DEMO.replace(a + b, b + a);
    expect(swapped).not.toBe(DEMO);
    expect(agrees(swapped, base)).toBe(true);
  });

  it('over a run of random edits, every answer is the whole parse and most edits are answered', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    let text = DEMO;
    let previous = base;
    let answered = 0;
    const runs = 60;
    for (let run = 0; run < runs; run++) {
      const lines = text.split('\n');
      const priced = lines.flatMap((l, i) => (/^ {4}(price|sort_order): /.test(l) ? [i] : []));
      const at = priced[random(priced.length)]!;
      const edit = random(4);
      if (edit === 0) lines[at] = lines[at]!.replace(/: .*/, `: ${1 + random(900)}`);
      else if (edit === 1) lines.splice(at, 0, '    # note ' + run);
      else if (edit === 2) lines.splice(at + 1, 0, '');
      else lines[at] = lines[at]!.replace(/: .*/, `: '${random(90)}.${random(9)}0'`);
      text = lines.join('\n');
      if (agrees(text, previous)) answered++;
      previous = whole(text).stored ?? previous;
    }
    expect(answered).toBeGreaterThan(runs * 0.8);
  });

  // Found by attacking the item-by-item parse: each gave another result than the whole parse.
  it.each([
    [
      'a lone CR ends a header comment for js-yaml (an item hidden from the lines)',
      'brands:\n  - slug: a\n    name: A\n',
      'brands: #\r  - slug: b\r    name: B\n  - slug: a\n    name: A\n',
    ],
    [
      'a lone CR hides a duplicate',
      'brands:\n  - slug: a\n    name: A\n',
      'brands: #\r  - slug: a\r    name: A\n  - slug: a\n    name: A\n',
    ],
    [
      'a lone CR in a comment at the top',
      'brands:\n  - slug: a\n    name: A\n',
      '#\rx: [\nbrands:\n  - slug: a\n    name: A\n',
    ],
    [
      'a lone CR inside an item moves the lines after it',
      'brands:\n  - slug: a\n    name: A\n  - slug: b\n    name: B\n',
      'brands:\n  - slug: a\r    name: A\n  - slug: b\n    name: B\n',
    ],
    [
      'CR, space, LF in a CRLF file',
      'brands:\r\n  - slug: a\r\n    name: A\r\n  - slug: b\r\n    name: B\r\n',
      'brands:\r\n  - slug: a\r\n    name: A\r \n  - slug: b\r\n    name: B\r\n',
    ],
    [
      'a NUL byte in a comment (js-yaml refuses the file: the positioned parse reads it)',
      'brands:\n  - slug: a\n    name: "A\n    B"\n',
      '#\u0000\nbrands:\n  - slug: a\n    name: "A\n    B"\n',
    ],
    [
      'NEL in a comment',
      'brands:\n  - slug: a\n    name: A\n',
      '# x\u0085y\nbrands:\n  - slug: a\n    name: A\n',
    ],
  ])('%s: left to the whole parse', (_what, before, after) => {
    const previous = whole(before).stored!;
    expect(previous.items.brands).toBeDefined();
    expect(reuse(after, previous)).toBeUndefined();
  });

  it('two files of one name are not split (their items would be told apart by name)', () => {
    const files = [
      { file: 'a', text: 'brands:\n  - slug: x\n    name: X\n' },
      { file: 'a', text: 'brands:\n  - slug: y\n    name: Y\n' },
    ];
    expect(chunkFiles(files)).toBeUndefined();
  });

  it('several files: each item keeps its file', () => {
    const split = DEMO.indexOf('products:\n');
    const files: CatalogFile[] = [
      { file: 'a.yml', text: DEMO.slice(0, split) },
      { file: 'b.yml', text: DEMO.slice(split) },
    ];
    const nodes = new Map<string, ReadonlyMap<string, readonly number[]>>();
    const catalog = parseCatalog(files, { onItemNodes: (f, n) => nodes.set(f, n) });
    const previous = { catalog, items: itemTableOf(chunkFiles(files)!, catalog, nodes)! };
    expect(previous.items.products).toBeDefined();
    const changed = [
      files[0]!,
      { file: 'b.yml', text: files[1]!.text.replace('    price: 40\n', '    price: 41\n') },
    ];
    const got = reuseParse(chunkFiles(changed)!, previous)!;
    expect(got.catalog).toEqual(parseCatalog(changed));
  });
});
