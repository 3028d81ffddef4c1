/**
 * planBatches' order against the platform's own rules: every tree between two batches must pass
 * the emulator's validation (the platform rejects a batch that leaves the tree invalid). Seeded
 * random sites, written from an empty base (a site never published) and from one valid site to
 * another.
 */
import { describe, expect, it } from 'vitest';
import { validateTree } from '../../../src/emulator/sites/validate/index.js';
import { planBatches, type BatchChange } from '../../../src/source/batches.js';

type Tree = Map<string, string>;

/** mulberry32: the same seed, the same site. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A valid site: languages, templates, pages naming them, content per language, menus linking pages, assets. */
function randomSite(seed: number): Tree {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const some = <T>(xs: readonly T[]) => {
    const out = xs.filter(() => r() < 0.6);
    return out.length > 0 ? out : [pick(xs)];
  };
  const tree: Tree = new Map();
  const languages = some(['en', 'fr', 'de']);
  tree.set(
    'site.json',
    JSON.stringify({ name: `Shop ${seed}`, default_language: languages[0], supported_languages: languages }),
  );
  const templates = some(['templates/page.html', 'templates/home.html', 'templates/product.html']);
  for (const t of templates) tree.set(t, `<main>${t} ${Math.floor(r() * 3)}</main>`);
  const pages = some(['home', 'about', 'shop', 'faq', 'contact', 'blog', 'terms']);
  for (const key of pages) {
    tree.set(
      `pages/${key}.json`,
      JSON.stringify({ name: key, slug: key === 'home' ? '' : key, template_file: pick(templates) }),
    );
    for (const lang of languages)
      if (r() < 0.8) tree.set(`content/${key}/${lang}.json`, JSON.stringify({ title: `${key} ${lang}` }));
  }
  for (const menu of some(['main', 'footer']))
    tree.set(
      `navigation/${menu}.json`,
      JSON.stringify({ items: some(pages).map((page) => ({ label: page, page })) }),
    );
  const assets = Math.floor(r() * 6);
  for (let i = 0; i < assets; i++) tree.set(`assets/a${i}.css`, `a { order: ${Math.floor(r() * 4)} }`);
  return tree;
}

function changesBetween(base: Tree, target: Tree): BatchChange[] {
  const changes: BatchChange[] = [];
  for (const [path, content] of target) {
    const before = base.get(path);
    if (before === undefined) changes.push({ path, kind: 'added' });
    else if (before !== content) changes.push({ path, kind: 'modified' });
  }
  for (const path of base.keys()) if (!target.has(path)) changes.push({ path, kind: 'deleted' });
  return changes;
}

const errorsOf = (tree: Tree) =>
  validateTree(new Map([...tree].map(([p, c]) => [p, Buffer.from(c)]))).errors.map(
    (e) => `${e.path}: ${e.code}`,
  );

/** Applies the batches one by one; returns the errors of each intermediate tree, and the last tree. */
function writeInBatches(base: Tree, target: Tree, maxPaths: number) {
  const changes = changesBetween(base, target);
  const batches = planBatches(changes, (p) => target.get(p)?.length ?? 0, {
    maxPaths,
    maxBodyBytes: 1_000_000,
    reservedBytes: 0,
  });
  const tree = new Map(base);
  const invalid: string[] = [];
  batches.forEach((batch, i) => {
    for (const p of batch.files) tree.set(p, target.get(p)!);
    for (const p of batch.deletePaths) tree.delete(p);
    const errors = errorsOf(tree);
    if (errors.length > 0) invalid.push(`after batch ${i + 1}/${batches.length}: ${errors.join(', ')}`);
  });
  const layoutChanges = changes.filter((c) => /^(site\.json|pages\/|content\/|navigation\/)/.test(c.path));
  return { invalid, tree, batches: batches.length, layoutChanges: layoutChanges.length };
}

const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

describe('planBatches keeps every intermediate tree valid', () => {
  it('the generated sites are valid themselves', () => {
    for (const seed of SEEDS) expect(errorsOf(randomSite(seed)), `seed ${seed}`).toEqual([]);
  });

  it('from an empty base (a site never published), whatever the batch size', () => {
    let split = 0;
    for (const seed of SEEDS) {
      const target = randomSite(seed);
      for (const maxPaths of [1, 2, 3, 5, 8]) {
        const run = writeInBatches(new Map(), target, maxPaths);
        expect(run.invalid, `seed ${seed}, maxPaths ${maxPaths}`).toEqual([]);
        expect(run.tree).toEqual(target);
        if (run.batches > 1) split++;
      }
    }
    expect(split).toBeGreaterThan(SEEDS.length * 4); // the case under test: several batches
  });

  it('the new site.json opens the first batch when the base has none', () => {
    const target = randomSite(7);
    const changes = changesBetween(new Map(), target);
    const [first] = planBatches(changes, () => 10, { maxPaths: 2, maxBodyBytes: 1_000_000 });
    expect(first!.files).toContain('site.json');
  });

  it('from one valid site to another, when the layout changes fit in one batch', () => {
    let checked = 0;
    for (const seed of SEEDS) {
      const base = randomSite(seed);
      const target = randomSite(seed + 1000);
      for (const maxPaths of [4, 8, 16, 40]) {
        const run = writeInBatches(base, target, maxPaths);
        if (run.layoutChanges > maxPaths) continue; // the documented limit of step 2
        expect(run.invalid, `seed ${seed} → ${seed + 1000}, maxPaths ${maxPaths}`).toEqual([]);
        expect(run.tree).toEqual(target);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(SEEDS.length);
  });
});
