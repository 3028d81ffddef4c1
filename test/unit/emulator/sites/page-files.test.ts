import { describe, expect, it } from 'vitest';
import { navigationItems, pageDocument, slugify } from '../../../../src/emulator/sites/page-files.js';

describe('page files', () => {
  it.each([
    ['About Us!', 'about-us'],
    ['  Café  Crème ', 'cafe-creme'],
    ['***', 'page'],
  ])('slugify(%j) = %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('merges given fields in a fixed order and keeps unknown fields after them', () => {
    const doc = pageDocument({ custom: 1, slug: 'old', name: 'Old' }, { slug: 'new', is_published: false });
    expect(Object.entries(doc)).toEqual([
      ['name', 'Old'],
      ['slug', 'new'],
      ['is_published', false],
      ['custom', 1],
    ]);
  });

  it('stores navigation page ids as page keys', () => {
    const items = navigationItems(
      [
        { label: 'A', page_id: 'wpag_1' },
        { label: 'B', url: '/b', is_published: false },
      ],
      (id) => (id === 'wpag_1' ? 'about' : 'x'),
    );
    expect(items).toEqual([
      { label: 'A', page: 'about' },
      { label: 'B', url: '/b', is_published: false },
    ]);
  });
});
