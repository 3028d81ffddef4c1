/**
 * Seeded fixture generator: a site tree (structural JSON, templates, text and binary assets)
 * and a catalog (brands, categories in levels, products), written into a folder. The model
 * keeps only sizes and versions; file bytes are derived from (seed, path, version), so a
 * scenario changes a file by bumping its version and rewriting that one file.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { initFixtureRepo } from './fixture-git.js';
import { createPrng, fillBytes, intBetween } from './prng.js';
import type { FixtureSize } from './sizes.js';

export type FileKind = 'structural' | 'text' | 'binary';

export interface FixtureFile {
  readonly path: string;
  readonly kind: FileKind;
  readonly size: number;
  version: number;
  crlf: boolean;
}

export interface FixtureProduct {
  readonly slug: string;
  readonly name: string;
  readonly brand: string;
  readonly category: string;
  price: string;
  readonly sku: string;
}

export interface FixtureCategory {
  readonly slug: string;
  readonly name: string;
  readonly parent?: string;
}

export interface FixtureModel {
  readonly dir: string;
  readonly size: FixtureSize;
  readonly seed: number;
  readonly files: Map<string, FixtureFile>;
  readonly brands: readonly { slug: string; name: string }[];
  readonly categories: readonly FixtureCategory[];
  readonly products: FixtureProduct[];
}

const LOCALES = ['en', 'de'] as const;
const TEMPLATES = 10;
const WORDS =
  'alpine trail summit ridge kettle stove lantern shelter canvas rope carabiner harness boot lace sole tread pack strap buckle zipper seam fleece down shell hood cuff pocket map compass torch battery filter bottle flask cup spoon pan grill fire wood stone river lake meadow forest pine spruce birch valley pass glacier snow ice rain wind sun cloud storm night dawn dusk'.split(
    ' ',
  );

function seedOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('\0')).digest().readUInt32LE(0);
}

let corpusCache: { seed: number; text: string } | undefined;
/** One seeded megabyte of text lines that text files are cut from. */
function corpus(seed: number): string {
  if (corpusCache?.seed === seed) return corpusCache.text;
  const random = createPrng(seed ^ 0x5eed);
  const lines: string[] = [];
  let length = 0;
  while (length < 1_048_576) {
    const words = intBetween(random, 4, 14);
    let line = '';
    for (let i = 0; i < words; i++) line += (i ? ' ' : '') + WORDS[Math.floor(random() * WORDS.length)];
    lines.push(line);
    length += line.length + 1;
  }
  corpusCache = { seed, text: lines.join('\n') + '\n' };
  return corpusCache.text;
}

function structuralContent(model: FixtureModel, file: FixtureFile): string {
  const pages = [...model.files.keys()].filter((p) => p.startsWith('pages/')).map((p) => p.slice(6, -5));
  const p = file.path;
  if (p === 'site.json')
    return JSON.stringify(
      { name: 'Bench shop', default_language: 'en', supported_languages: LOCALES },
      null,
      2,
    );
  if (p === 'navigation/main.json')
    return JSON.stringify({ items: pages.slice(0, 8).map((key) => ({ label: key, page: key })) }, null, 2);
  if (p.startsWith('pages/')) {
    const key = p.slice(6, -5);
    const n = Number(key.slice(1));
    return JSON.stringify(
      {
        name: `Page ${n}`,
        slug: key,
        template_file: `templates/t${String(n % TEMPLATES).padStart(2, '0')}.html`,
        seo: { title: `Page ${n} v${file.version}`, description: `Bench page ${n}` },
        is_published: true,
        menu_order: n,
      },
      null,
      2,
    );
  }
  if (p.startsWith('content/'))
    return JSON.stringify({ headline: `${p} v${file.version}`, body: 'bench' }, null, 2);
  // templates
  return `<!doctype html>\n<html><body><h1>{{ page.name }}</h1><!-- ${p} v${file.version} --></body></html>\n`;
}

/** The exact bytes of a file at its current version. */
export function fileBytes(model: FixtureModel, file: FixtureFile): Buffer {
  if (file.kind === 'structural') return Buffer.from(structuralContent(model, file));
  const header = `/* ${file.path} v${file.version} seed ${model.seed} */\n`;
  if (file.kind === 'binary') {
    const buf = Buffer.alloc(Math.max(file.size, header.length + 1));
    fillBytes(buf, createPrng(seedOf(model.seed, file.path, file.version)));
    buf[0] = 0; // NUL: binary by the platform's definition
    buf.write(header, 1);
    return buf;
  }
  const text = corpus(model.seed);
  const need = Math.max(file.size - header.length, 0);
  const start = seedOf(model.seed, file.path, file.version) % Math.max(1, text.length - need);
  let body =
    need <= text.length
      ? text.slice(start, start + need)
      : text.repeat(Math.ceil(need / text.length)).slice(0, need);
  if (file.crlf) body = body.replace(/\n/g, '\r\n');
  return Buffer.from(header + body);
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Lays out the file list and the catalog for a size (no I/O). */
export function planFixture(dir: string, size: FixtureSize, seed: number): FixtureModel {
  const random = createPrng(seed);
  const files = new Map<string, FixtureFile>();
  const add = (path: string, kind: FileKind, bytes: number) =>
    files.set(path, { path, kind, size: Math.max(64, Math.round(bytes)), version: 1, crlf: false });

  const pageCount = Math.max(4, Math.round(size.files * 0.04));
  add('site.json', 'structural', 0);
  add('navigation/main.json', 'structural', 0);
  for (let t = 0; t < TEMPLATES; t++) add(`templates/t${pad(t, 2)}.html`, 'structural', 0);
  for (let i = 1; i <= pageCount; i++) {
    add(`pages/p${pad(i, 5)}.json`, 'structural', 0);
    for (const locale of LOCALES) add(`content/p${pad(i, 5)}/${locale}.json`, 'structural', 0);
  }
  const structural = files.size;
  const binaries = Math.round(size.files * size.binaryShare);
  const texts = size.files - structural - binaries;
  if (texts < 1) throw new Error(`fixture ${size.name}: ${size.files} files leave no room for text assets`);
  const structuralBytes = structural * 400;
  const binaryAvg = (size.bytes * 0.55) / binaries;
  const textAvg = (size.bytes * 0.45 - structuralBytes) / texts;
  for (let i = 1; i <= binaries; i++)
    add(`assets/img/${pad(Math.ceil(i / 200), 3)}/b${pad(i, 6)}.bin`, 'binary', binaryAvg * (0.5 + random()));
  for (let i = 1; i <= texts; i++)
    add(
      `assets/${i % 2 ? 'css' : 'js'}/${pad(Math.ceil(i / 250), 3)}/a${pad(i, 6)}.${i % 2 ? 'css' : 'js'}`,
      'text',
      textAvg * (0.5 + random()),
    );

  const brands = Array.from({ length: size.brands }, (_, i) => ({
    slug: `brand-${pad(i + 1, 5)}`,
    name: `Brand ${i + 1}`,
  }));
  // Category levels grow by 4×: 500 in 4 levels = 6, 24, 94, 376.
  const weights = Array.from({ length: size.categoryLevels }, (_, l) => 4 ** l);
  const total = weights.reduce((a, b) => a + b, 0);
  const categories: FixtureCategory[] = [];
  let previous: FixtureCategory[] = [];
  for (let l = 0; l < size.categoryLevels; l++) {
    const count =
      l === size.categoryLevels - 1
        ? size.categories - categories.length
        : Math.max(1, Math.round((size.categories * weights[l]!) / total));
    const level: FixtureCategory[] = [];
    for (let i = 0; i < count; i++) {
      const slug = `cat-${l + 1}-${pad(i + 1, 5)}`;
      const parent = previous.length ? previous[Math.floor(random() * previous.length)]!.slug : undefined;
      level.push({ slug, name: `Category ${l + 1}.${i + 1}`, ...(parent && { parent }) });
    }
    categories.push(...level);
    previous = level;
  }
  const leaves = previous;
  const products: FixtureProduct[] = Array.from({ length: size.products }, (_, i) => ({
    slug: `product-${pad(i + 1, 6)}`,
    name: `Product ${i + 1}`,
    brand: brands[Math.floor(random() * brands.length)]!.slug,
    category: leaves[Math.floor(random() * leaves.length)]!.slug,
    price: `${intBetween(random, 1, 999)}.${pad(intBetween(random, 0, 99), 2)}`,
    sku: `SKU-${pad(i + 1, 6)}`,
  }));
  return { dir, size, seed, files, brands, categories, products };
}

export function catalogYaml(model: FixtureModel): string {
  const out: string[] = ['# generated by bench/fixture.ts', 'brands:'];
  for (const b of model.brands) out.push(`  - slug: ${b.slug}`, `    name: ${b.name}`);
  out.push('categories:');
  for (const c of model.categories) {
    out.push(`  - slug: ${c.slug}`, `    name: ${c.name}`, '    type: product');
    if (c.parent) out.push(`    parent: ${c.parent}`);
  }
  out.push('products:');
  for (const p of model.products)
    out.push(
      `  - slug: ${p.slug}`,
      `    name: ${p.name}`,
      `    brand: ${p.brand}`,
      `    category: ${p.category}`,
      `    price: '${p.price}'`,
      `    sku: ${p.sku}`,
      '    status: active',
    );
  return out.join('\n') + '\n';
}

export const siteDir = (model: FixtureModel) => join(model.dir, 'site');

export async function writeSiteFile(model: FixtureModel, file: FixtureFile): Promise<void> {
  const target = join(siteDir(model), file.path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, fileBytes(model, file));
}

export async function writeCatalog(model: FixtureModel): Promise<void> {
  await writeFile(join(model.dir, 'catalog.yml'), catalogYaml(model));
}

/** Generates the whole fixture into `dir` (emptied first). */
export async function generateFixture(dir: string, size: FixtureSize, seed = 7): Promise<FixtureModel> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const model = planFixture(dir, size, seed);
  await writeFile(join(dir, 'sitesync.yml'), 'site:\n  source: site\ncatalog: catalog.yml\n');
  const files = [...model.files.values()];
  for (let i = 0; i < files.length; i += 32)
    await Promise.all(files.slice(i, i + 32).map((f) => writeSiteFile(model, f)));
  await writeCatalog(model);
  await initFixtureRepo(dir);
  return model;
}
