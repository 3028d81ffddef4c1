/**
 * The seed fixture (`--seed FILE`, JSON or YAML): API keys, sites and a catalog whose entries refer
 * to each other by slug (`brand: acme`, `category: shoes`, `parent: footwear`). Catalog entries go
 * through the same schemas and rules as API writes; an error names the entry.
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { createBrand } from './commerce/brands.js';
import { createCategory, updateCategory } from './commerce/categories.js';
import type { Collection, Entity } from './commerce/collection.js';
import { createProduct } from './commerce/products.js';
import type { CatalogDeps } from './commerce/state.js';
import { createCustomer } from './crm/customers.js';
import { ApiError } from './http/route.js';
import type { BodyValidator } from './http/validate-body.js';
import type { SiteFixture } from './sites-bridge.js';

export interface FixtureApiKey {
  readonly key: string;
  readonly scopes?: string[];
  readonly rate_limit?: number;
  readonly name?: string;
}

export type FixtureEntry = Record<string, unknown>;

export interface EmulatorFixture {
  readonly api_keys?: FixtureApiKey[];
  readonly sites?: SiteFixture[];
  readonly catalog?: {
    readonly brands?: FixtureEntry[];
    readonly categories?: FixtureEntry[];
    readonly products?: FixtureEntry[];
    readonly customers?: FixtureEntry[];
  };
}

/** Reads a fixture from a .json/.yaml/.yml file (or returns the object given). */
export function loadFixture(seed: EmulatorFixture | string): EmulatorFixture {
  if (typeof seed !== 'string') return seed;
  let text: string;
  try {
    text = readFileSync(seed, 'utf8');
  } catch (err) {
    throw new Error(`cannot read seed fixture ${seed}: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
  let parsed: unknown;
  try {
    parsed = /\.json$/i.test(seed) ? JSON.parse(text) : parseYaml(text);
  } catch (err) {
    throw new Error(
      `seed fixture ${seed} cannot be parsed: ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`seed fixture ${seed} must be an object with api_keys, sites and/or catalog`);
  }
  return parsed as EmulatorFixture;
}

/**
 * Finds entries of a collection by slug (any status; the first in creation order), from a map made
 * once: seeding 50k products looked brands and categories up by a scan of a copy of each list.
 */
function slugLookup(collection: Collection): (slug: unknown, where: string, field: string) => string {
  let ids: Map<unknown, string> | undefined;
  return (slug, where, field) => {
    if (!ids) {
      ids = new Map();
      for (const e of collection.list())
        if (typeof e.slug === 'string' && !ids.has(e.slug)) ids.set(e.slug, e.id);
    }
    const id = ids.get(slug);
    if (id === undefined)
      throw new Error(`${where}: ${field} "${String(slug)}" names no ${collection.kind} with that slug`);
    return id;
  };
}

function run<T>(where: string, action: () => T): T {
  try {
    return action();
  } catch (err) {
    if (err instanceof ApiError) {
      const issues = (err.details?.errors as { field?: string; message: string }[] | undefined) ?? [];
      const detail = issues.map((i) => `${i.field ?? ''} ${i.message}`.trim()).join('; ');
      throw new Error(`${where}: ${detail || err.message}`, { cause: err });
    }
    throw err;
  }
}

/** Creates the fixture's catalog in dependency order: brands, categories (then parents), products, customers. */
export function seedCatalog(
  deps: CatalogDeps,
  validator: BodyValidator,
  catalog: EmulatorFixture['catalog'],
  origin = 'seed',
): void {
  if (!catalog) return;
  const { state } = deps;
  (catalog.brands ?? []).forEach((entry, i) => {
    const where = `${origin}: catalog.brands[${i}]`;
    run(where, () => {
      validator.validate('platform/brand-create.schema.json', entry);
      createBrand(deps, entry);
    });
  });
  const parents: Array<{ category: Entity; parent: unknown; where: string }> = [];
  (catalog.categories ?? []).forEach((entry, i) => {
    const where = `${origin}: catalog.categories[${i}]`;
    const { parent, ...body } = entry;
    run(where, () => {
      validator.validate('platform/category-create.schema.json', body);
      const category = createCategory(deps, body);
      if (parent !== undefined) parents.push({ category, parent, where });
    });
  });
  // Slugs do not change from here on (parents only set parent_category_id), so one map each serves.
  const categoryBySlug = slugLookup(state.categories);
  const brandBySlug = slugLookup(state.brands);
  for (const { category, parent, where } of parents) {
    const parentId = categoryBySlug(parent, where, 'parent');
    run(where, () =>
      updateCategory(deps, state.categories.require(category.id), { parent_category_id: parentId }),
    );
  }
  (catalog.products ?? []).forEach((entry, i) => {
    const where = `${origin}: catalog.products[${i}]`;
    const { brand, category, ...body } = entry;
    if (brand !== undefined) body.brand_id = brandBySlug(brand, where, 'brand');
    if (category !== undefined) body.category_id = categoryBySlug(category, where, 'category');
    run(where, () => {
      validator.validate('platform/product-create.schema.json', body);
      createProduct(deps, body);
    });
  });
  (catalog.customers ?? []).forEach((entry, i) => {
    run(`${origin}: catalog.customers[${i}]`, () => {
      validator.validate('platform/customer-create.schema.json', entry);
      createCustomer(deps, entry);
    });
  });
}
