import { describe, expect, it } from 'vitest';
import { newConfigText } from '../../../src/config/config-text.js';
import { parseConfig } from '../../../src/config/index.js';

const load = (text: string) => parseConfig(text, '/repo/sitesync.yml', 'sitesync.yml').config;

describe('newConfigText (what init writes) reads back as the layout it describes', () => {
  it('one site with a name that needs quoting, and a catalog', () => {
    const text = newConfigText({ sites: [{ source: 'web', name: 'Shop: EU #1' }], catalog: 'catalog.yml' });
    expect(text).toContain('site:\n  source: web\n  name: "Shop: EU #1"\ncatalog: catalog.yml\n');
    expect(text.startsWith('# sitesync configuration, written by `sitesync init`')).toBe(true);
    const config = load(text);
    expect(config.layout).toBe('single');
    expect(config.sites).toEqual([{ id: undefined, source: '/repo/web', name: 'Shop: EU #1' }]);
    expect(config.catalog).toBe('/repo/catalog.yml');
  });

  it('several sites', () => {
    const config = load(newConfigText({ sites: [{ source: 'a' }, { source: 'b' }] }));
    expect(config.layout).toBe('multi');
    expect(config.sites.map((s) => s.source)).toEqual(['/repo/a', '/repo/b']);
    expect(config.catalog).toBeUndefined();
  });

  it('catalog only', () => {
    const config = load(newConfigText({ sites: [], catalog: 'catalog/' }));
    expect(config.layout).toBe('catalog-only');
    expect(config.sites).toEqual([]);
    expect(config.catalog).toBe('/repo/catalog');
  });
});
