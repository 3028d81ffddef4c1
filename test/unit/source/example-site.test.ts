/**
 * The demo site in examples/demo-shop/site: readable by readSourceTree, and laid out as the
 * platform validates it (docs/platform-contract.md §6, "Site source layout").
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSourceTree } from '../../../src/source/read-tree.js';
import type { SourceTree } from '../../../src/source/types.js';

const root = path.resolve(import.meta.dirname, '../../../examples/demo-shop/site');

async function json(tree: SourceTree, p: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(tree.root, p), 'utf8')) as Record<string, unknown>;
}

describe('examples/demo-shop/site', () => {
  it('reads cleanly, ignoring drafts/ and the ignore file, with the images as binary', async () => {
    const tree = await readSourceTree(root);
    const paths = tree.files.map((f) => f.path);
    expect(paths.some((p) => p.startsWith('drafts/') || p === '.sitesyncignore')).toBe(false);
    expect(paths.every((p) => /^(site\.json|pages|content|navigation|templates|assets)(\/|$)/.test(p))).toBe(
      true,
    );
    const binaries = tree.files.filter((f) => f.binary);
    expect(binaries.map((f) => f.path)).toEqual(['assets/img/hero.png', 'assets/img/kettle.png']);
    for (const image of binaries) expect(image.byteSize).toBeLessThan(20 * 1024);
  });

  it('follows the platform layout: templates exist, slugs unique, content in every language, navigation to real pages', async () => {
    const tree = await readSourceTree(root);
    const paths = new Set(tree.files.map((f) => f.path));
    const site = await json(tree, 'site.json');
    expect(site).toMatchObject({
      name: 'Alpine Goods',
      default_language: 'en',
      supported_languages: ['en', 'de'],
    });

    const pageKeys = [...paths].filter((p) => p.startsWith('pages/')).map((p) => p.slice(6, -5));
    expect(pageKeys.sort()).toEqual(['about', 'contact', 'home', 'imprint', 'products', 'services']);
    const slugs = new Set<unknown>();
    for (const key of pageKeys) {
      const page = await json(tree, `pages/${key}.json`);
      expect(typeof page.name).toBe('string');
      expect(paths.has(page.template_file as string)).toBe(true);
      slugs.add(page.slug);
      for (const locale of ['en', 'de']) expect(paths.has(`content/${key}/${locale}.json`)).toBe(true);
    }
    expect(slugs.size).toBe(pageKeys.length);

    for (const menu of ['main', 'footer']) {
      const nav = (await json(tree, `navigation/${menu}.json`)) as {
        items: { page?: string; url?: string }[];
      };
      expect(nav.items.length).toBeGreaterThan(0);
      for (const item of nav.items) {
        expect((item.page === undefined) !== (item.url === undefined)).toBe(true);
        if (item.page !== undefined) expect(pageKeys).toContain(item.page);
      }
    }
  });

  it('uses only content keys that exist in both languages', async () => {
    const tree = await readSourceTree(root);
    for (const file of tree.files.filter(
      (f) => f.path.startsWith('content/') && f.path.endsWith('/en.json'),
    )) {
      const en = await json(tree, file.path);
      const de = await json(tree, file.path.replace(/en\.json$/, 'de.json'));
      expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    }
  });

  it("fills every {{content.KEY}} of each page's template from its content", async () => {
    const tree = await readSourceTree(root);
    for (const file of tree.files.filter((f) => f.path.startsWith('pages/'))) {
      const key = file.path.slice(6, -5);
      const page = await json(tree, file.path);
      const template = await readFile(path.join(tree.root, page.template_file as string), 'utf8');
      const used = [...template.matchAll(/\{\{content\.([a-z_]+)\}\}/g)].map((m) => m[1]);
      const content = await json(tree, `content/${key}/en.json`);
      expect(used.filter((k) => !(k! in content))).toEqual([]);
      expect(template).toContain('{{title}}');
      expect(template).toContain('{{nav}}');
    }
  });
});
