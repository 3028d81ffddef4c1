/** Pure builders of the layout files that the page, content and navigation routes write. */

export interface PageSeo {
  readonly title?: string;
  readonly description?: string;
}

export interface PageFields {
  readonly name?: string;
  readonly slug?: string;
  readonly template_file?: string;
  readonly seo?: PageSeo;
  readonly description?: string;
  readonly icon?: string;
  readonly page_type?: string;
  readonly menu_order?: number;
  readonly is_enabled?: boolean;
  readonly is_in_menu?: boolean;
  readonly is_published?: boolean;
  readonly requires_auth?: boolean;
}

/** The order of fields in a written pages/<key>.json (other fields keep their place after these). */
export const PAGE_FIELD_ORDER: readonly (keyof PageFields)[] = [
  'name',
  'slug',
  'template_file',
  'seo',
  'description',
  'icon',
  'page_type',
  'is_published',
  'is_in_menu',
  'menu_order',
  'requires_auth',
  'is_enabled',
];

/** "About us!" → "about-us"; never empty. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'page' : slug;
}

/** `existing` with `fields` merged in (only the fields given), known fields first in PAGE_FIELD_ORDER. */
export function pageDocument(existing: Record<string, unknown>, fields: PageFields): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...existing };
  for (const name of PAGE_FIELD_ORDER) {
    if (fields[name] !== undefined) merged[name] = fields[name];
  }
  const out: Record<string, unknown> = {};
  for (const name of PAGE_FIELD_ORDER) if (merged[name] !== undefined) out[name] = merged[name];
  for (const [name, value] of Object.entries(merged)) if (!(name in out)) out[name] = value;
  return out;
}

export function pickPageFields(body: Record<string, unknown>): PageFields {
  const out: Record<string, unknown> = {};
  for (const name of PAGE_FIELD_ORDER) if (body[name] !== undefined) out[name] = body[name];
  return out as PageFields;
}

export interface NavigationItemInput {
  readonly label: string;
  readonly page?: string;
  readonly page_id?: string;
  readonly url?: string;
  readonly is_published?: boolean;
}

export interface NavigationItemFile {
  readonly label: string;
  readonly page?: string;
  readonly url?: string;
  readonly is_published?: boolean;
}

/** Body items → file items; page ids become page keys through `keyOfPageId`. */
export function navigationItems(
  items: readonly NavigationItemInput[],
  keyOfPageId: (pageId: string) => string,
): NavigationItemFile[] {
  return items.map((item) => {
    const out: { -readonly [K in keyof NavigationItemFile]: NavigationItemFile[K] } = { label: item.label };
    const page = item.page ?? (item.page_id !== undefined ? keyOfPageId(item.page_id) : undefined);
    if (page !== undefined) out.page = page;
    if (item.url !== undefined) out.url = item.url;
    if (item.is_published !== undefined) out.is_published = item.is_published;
    return out;
  });
}
