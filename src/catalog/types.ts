/** The desired catalog: what the YAML says the platform should hold, resolved and validated. */

export type CatalogKind = 'brand' | 'category' | 'product' | 'service';
export type CatalogSection = 'brands' | 'categories' | 'products' | 'services';

/** References name other entities by their key (slug); the applier turns them into ids. */
export type CatalogRefName = 'brand' | 'category' | 'parent';

/** The platform field each reference is written to. */
export const REF_FIELD: Readonly<Record<CatalogRefName, string>> = {
  brand: 'brand_id',
  category: 'category_id',
  parent: 'parent_category_id',
};

/** The kind each reference points at. */
export const REF_KIND: Readonly<Record<CatalogRefName, CatalogKind>> = {
  brand: 'brand',
  category: 'category',
  parent: 'category',
};

export const SECTION_OF: Readonly<Record<CatalogKind, CatalogSection>> = {
  brand: 'brands',
  category: 'categories',
  product: 'products',
  service: 'services',
};

export const KIND_OF: Readonly<Record<CatalogSection, CatalogKind>> = {
  brands: 'brand',
  categories: 'category',
  products: 'product',
  services: 'service',
};

export type FieldValue = string | number | boolean | Readonly<Record<string, boolean>>;

export interface SourceLocation {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export interface DesiredEntity {
  readonly kind: CatalogKind;
  /** slug (brands, categories, products) or service_code (services). */
  readonly key: string;
  /**
   * The platform write body without references: only the fields the YAML mentions, decimals as
   * strings with two decimals, product status `published` written as `active`. Never contains
   * `status: "archived"` (that is `archived: true`).
   */
  readonly fields: Readonly<Record<string, FieldValue>>;
  readonly refs: Readonly<Partial<Record<CatalogRefName, string>>>;
  readonly archived: boolean;
  readonly location: SourceLocation;
}

export interface DesiredCatalog {
  readonly brands: readonly DesiredEntity[];
  readonly categories: readonly DesiredEntity[];
  readonly products: readonly DesiredEntity[];
  readonly services: readonly DesiredEntity[];
}

export const CATALOG_SECTIONS: readonly CatalogSection[] = ['brands', 'categories', 'products', 'services'];
