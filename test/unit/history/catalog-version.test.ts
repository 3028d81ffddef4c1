/** The targeted read of one committed catalog gives exactly what parsing the whole file gives. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entitiesOfCatalogText, entitiesOfCatalogVersion } from '../../../src/history/catalog-version.js';

const LAYOUTS: Record<string, string> = {
  'the demo shop': readFileSync('examples/demo-shop/catalog.yml', 'utf8'),
  'sequences at column 0, CRLF, comments between items': [
    '# head',
    'brands:',
    '- slug: acme',
    '  name: Acme',
    '# between',
    '-',
    '  slug: "zen"',
    "  name: 'Zen: Co'",
    'products:',
    '- { slug: tent, name: Tent,',
    '    price: 45 }',
    '- slug: mug',
    '  name: Mug',
    '  description: >-',
    '    - not an item,',
    '    folded',
    '  price: "9.5"',
    '',
  ].join('\r\n'),
  'anchors (parsed whole)':
    'brands:\n  - &a { slug: acme, name: Acme }\nproducts:\n  - { slug: tent, name: Tent, brand: acme, price: 1 }\n',
  'a flow section (parsed whole)':
    'brands: [{ slug: acme, name: Acme }]\nproducts:\n  - slug: tent\n    name: Tent\n',
  'slugs that begin, end or contain one another':
    'products:\n  - slug: tent-2p\n    name: A\n  - slug: big-tent\n    name: B\n  - slug: "tent"\n    name: C\n  - { slug: tent.x, name: D }\n  - slug: \'tents\' # plural\n    name: E\n  - slug: tent_x\n    name: F\n  - slug: x-tent-2p\n    name: G\n',
  'services and categories':
    'categories:\n  - slug: tents\n    name: Tents\n    parent: gear\nservices:\n  - service_code: FIT\n    name: Fitting\n',
};

describe('entitiesOfCatalogVersion', () => {
  it.each(Object.entries(LAYOUTS))('%s: every entity asked for, and only those', (_name, text) => {
    const whole = entitiesOfCatalogText(text, 'catalog.yml');
    expect(whole.size).toBeGreaterThan(0);
    const keys = [...whole.keys()];
    const wanted = [...keys.filter((_, i) => i % 2 === 0), 'product:absent', 'brand:'];
    const part = entitiesOfCatalogVersion(text, 'catalog.yml', wanted);
    expect([...part.keys()].sort()).toEqual(keys.filter((_, i) => i % 2 === 0).sort());
    for (const [k, v] of part) expect(v, k).toEqual(whole.get(k));
    // and all of them at once
    expect(entitiesOfCatalogVersion(text, 'catalog.yml', keys)).toEqual(whole);
  });

  // Written so that the slug's own text is not on its line, or a duplicate: the search cannot
  // find these by their text (found by an attack on the search); the file is then parsed whole.
  it.each([
    ['an escape whose letter is the key', 'products:\n  - slug: "\\x78"\n', ['product:x']],
    [
      'an escaped slug mentioned in a longer word',
      'products:\n  - slug: "\\x74ent"\n    name: tents\n',
      ['product:tent'],
    ],
    [
      'an escaped slug mentioned nowhere else',
      'products:\n  - slug: "\\x74ent"\n    name: Tent\n',
      ['product:tent'],
    ],
    ['a unicode escape', 'products:\n  - slug: "caf\\u00e9"\n    name: café-style\n', ['product:café']],
    [
      'a quote doubled in single quotes',
      "products:\n  - slug: 'it''s'\n    name: it's-here\n",
      ["product:it's"],
    ],
    [
      'a double-quoted slug over two lines',
      'products:\n  - slug: "te\\\n      nt"\n    name: tents\n',
      ['product:tent'],
    ],
    [
      'a plain slug over two lines',
      'products:\n  - slug: my\n      tent\n    name: my tents\n',
      ['product:my tent'],
    ],
    [
      'a slug on the line after its key',
      'products:\n  - slug:\n      tent\n    name: Tent\n',
      ['product:tent'],
    ],
    ['a block scalar slug', 'products:\n  - slug: |-\n      tent\n    name: Tent\n', ['product:tent']],
    [
      'a key on two items (the first counts)',
      'services:\n  - service_code: A\n    name: N\n  - service_code: A\n    name: zz\n',
      ['service:zz', 'service:A'],
    ],
  ])('%s: what the whole parse gives', (_name, text, wanted) => {
    const whole = entitiesOfCatalogText(text, 'catalog.yml');
    const expected = new Map(wanted.filter((k) => whole.has(k)).map((k) => [k, whole.get(k)]));
    expect(expected.size).toBeGreaterThan(0);
    expect(entitiesOfCatalogVersion(text, 'catalog.yml', wanted)).toEqual(expected);
  });

  it('a slug that only appears inside another entity is not taken for it', () => {
    const text = 'products:\n  - slug: tent-2p\n    name: Tent\n    description: the tent of old\n';
    expect([...entitiesOfCatalogVersion(text, 'c.yml', ['product:tent']).keys()]).toEqual([]);
  });
});
