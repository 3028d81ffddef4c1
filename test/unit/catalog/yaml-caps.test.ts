/** YAML to data in one linear pass, with caps that end in a located error (exit 3). */
import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../../../src/catalog/parse-catalog.js';
import { parseConfig } from '../../../src/config/parse-config.js';
import { yamlToData, YamlDataError } from '../../../src/catalog/yaml/yaml-data.js';
import { InputError } from '../../../src/shared/errors.js';
import { aliasHeavy, billionLaughs } from '../../fixtures/yaml-bombs.js';

const data = (text: string) => yamlToData(parseDocument(text, { lineCounter: new LineCounter() }));

describe('yamlToData', () => {
  it('gives the same data as yaml’s toJS for ordinary documents, aliases included', () => {
    for (const text of [
      'a: 1\nb: [x, 2.5, true, null]\nc: { d: "e" }\n',
      'base: &b { name: N, tags: [t] }\nx: *b\ny: [*b, *b]\n',
      'a: &a 1\na2: *a\nb: &a two\nb2: *a\n',
    ])
      expect(data(text), text).toEqual(parseDocument(text).toJS());
  });

  it('keeps __proto__ as an own key, never the prototype', () => {
    const out = data('__proto__: { polluted: true }\n') as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an alias without an anchor before it, and an alias inside its own anchor', () => {
    expect(() => data('a: *nope\n')).toThrow('alias *nope has no anchor &nope before it');
    expect(() => data('a: &x [1, *x]\n')).toThrow('alias *x refers to a node that contains it (a cycle)');
  });

  it('counts the expanded size, not the text: a billion laughs stops at the alias that crosses the cap', () => {
    const doc = parseDocument(billionLaughs(), { lineCounter: new LineCounter() });
    const err = (() => {
      try {
        yamlToData(doc);
      } catch (e) {
        return e as YamlDataError;
      }
    })();
    expect(err).toBeInstanceOf(YamlDataError);
    expect(err!.code).toBe('yaml_too_large');
  });
});

describe('caps surface as located catalog and config errors (exit 3)', () => {
  it('a billion-laughs catalog names file, line and column', () => {
    const err = (() => {
      try {
        parseCatalog([{ file: 'catalog.yml', text: billionLaughs() }]);
      } catch (e) {
        return e as InputError;
      }
    })();
    expect(err).toBeInstanceOf(InputError);
    expect(err!.exitCode).toBe(3);
    expect(err!.issues).toEqual([
      {
        code: 'yaml_too_large',
        severity: 'error',
        file: 'catalog.yml',
        line: 9,
        column: 20,
        message:
          'the document expands to more than 2000000 nodes through its aliases (an alias bomb?); refused',
      },
    ]);
  });

  it('11,000 aliases (20,000 took 5.7 s before) are refused at the 10,001st, with its position', () => {
    const text = aliasHeavy(11_000);
    const err = (() => {
      try {
        parseCatalog([{ file: 'catalog.yml', text }]);
      } catch (e) {
        return e as InputError;
      }
    })();
    expect(err!.issues[0]).toMatchObject({
      code: 'yaml_too_many_aliases',
      line: 3 + 11_000 + 1 + 10_001,
      column: 5,
      message: 'more than 10000 aliases; refused',
    });
  });

  it('a sitesync.yml alias bomb is a located config error', () => {
    expect(() =>
      parseConfig(billionLaughs('site:\n  source: site\n'), '/r/sitesync.yml', 'sitesync.yml'),
    ).toThrow(
      'sitesync.yml has 1 error:\n  sitesync.yml:9:20: the document expands to more than 2000000 nodes through its aliases (an alias bomb?); refused',
    );
  });
});
