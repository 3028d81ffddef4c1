import { describe, expect, it } from 'vitest';
import { keepLocalParts, UnkeepableCatalogError } from '../../../../src/sync/catalog/keep-local-parts.js';

const HEADER = '# Imported by sitesync.\n';
const BODY = 'brands:\n  - slug: acme\n    name: Acme\n';

describe('keepLocalParts', () => {
  it('a new file: the header and the body', () => {
    expect(keepLocalParts(undefined, HEADER, BODY)).toEqual({ text: HEADER + BODY, kept: [] });
  });

  it('keeps the services: section as written and the $schema comment, and drops its own old header', () => {
    const existing = [
      '# yaml-language-server: $schema=../schemas/catalog.schema.json',
      '# Imported by sitesync.',
      'brands:',
      '  - { slug: old, name: Old }',
      'services:',
      '  # sold by the hour',
      '  - service_code: PITCH',
      '    name: Pitch a tent',
      '',
      '# the products',
      'products: []',
      '',
    ].join('\n');
    const r = keepLocalParts(existing, HEADER, BODY);
    expect(r.text).toBe(
      '# yaml-language-server: $schema=../schemas/catalog.schema.json\n' +
        HEADER +
        BODY +
        'services:\n  # sold by the hour\n  - service_code: PITCH\n    name: Pitch a tent\n',
    );
    expect(r.kept).toEqual(['the comment lines at the top (1)', 'the services: section (1 service)']);
    // Importing again over the result changes nothing.
    expect(keepLocalParts(r.text, HEADER, BODY).text).toBe(r.text);
  });

  it('refuses to replace a file that does not parse and has services', () => {
    expect(() => keepLocalParts('services:\n  - [oops\n', HEADER, BODY)).toThrow(UnkeepableCatalogError);
    expect(keepLocalParts('brands: [oops\n', HEADER, BODY).text).toBe(HEADER + BODY);
  });
});
