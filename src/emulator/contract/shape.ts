/**
 * Renditions of the emulator's responses (`--shape`), driven by the OpenAPI description:
 *
 * - `strict` (default): what the views produce — exactly the fields of the contract.
 * - `minimal`: only the fields the description marks required, plus the fields the client itself
 *   wrote into a record (a product's slug and price); every other optional field is left out.
 *   It applies to the `data` of success answers.
 * - `noisy`: unknown extra fields in every record (envelopes, errors, nested objects, list items)
 *   and the keys of every object in another order. Maps keep their keys (a key there is data);
 *   free-form objects (page content) are left alone. The noise is derived from the body, so a
 *   replayed answer is byte for byte the answer it replays.
 */
import type { ContractDescription, SchemaNode } from './description.js';
import { requiredOf, viewOf, type SchemaView } from './schema-view.js';
import { writtenFieldsOf } from './written.js';

export const RESPONSE_SHAPES = ['strict', 'minimal', 'noisy'] as const;
export type ResponseShape = (typeof RESPONSE_SHAPES)[number];

export function isResponseShape(value: unknown): value is ResponseShape {
  return typeof value === 'string' && (RESPONSE_SHAPES as readonly string[]).includes(value);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Unknown fields the noisy shape adds, none of them a field of any schema of the description. */
const NOISE: ReadonlyArray<readonly [string, (n: number) => unknown]> = [
  ['livemode', () => false],
  ['trace_id', (n) => `trc_${((n * 2654435761) >>> 0).toString(36)}`],
  ['metadata', (n) => ({ rendition: 'noisy', sequence: n })],
  ['_links', (n) => ({ self: { href: `/v1/noise/${n}` } })],
  ['legacy_flags', (n) => [n % 2 === 0, 'beta']],
  ['shard', (n) => n % 16],
  ['deprecated_note', () => null],
];

export class ResponseShaper {
  private readonly views = new WeakMap<readonly SchemaNode[], SchemaView>();

  constructor(private readonly description: ContractDescription) {}

  private view(schemas: readonly SchemaNode[]): SchemaView {
    let view = this.views.get(schemas);
    if (!view) {
      view = viewOf(this.description, schemas);
      this.views.set(schemas, view);
    }
    return view;
  }

  /** The schemas of `data` in the success answer described by `schema`. */
  dataSchemas(schema: SchemaNode): readonly SchemaNode[] {
    return this.view([schema]).properties.get('data') ?? [];
  }

  /** Required fields and client-written fields only. */
  minimal(value: unknown, schemas: readonly SchemaNode[]): unknown {
    if (Array.isArray(value)) {
      const items = this.view(schemas).items;
      return value.map((item) => this.minimal(item, items));
    }
    if (!isPlainObject(value)) return value;
    const view = this.view(schemas);
    if (!view.isRecord) {
      if (view.values.length === 0) return value; // free-form: verbatim
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.minimal(v, view.values)]));
    }
    const written = writtenFieldsOf(value);
    const required = requiredOf(view, value);
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (!required.has(key) && !written?.has(key)) continue;
      out[key] = this.minimal(field, view.properties.get(key) ?? view.values);
    }
    return out;
  }

  /** Extra unknown fields in every record and keys in another order; deterministic for one body. */
  noisy(value: unknown, schemas: readonly SchemaNode[], seed: number): unknown {
    let counter = seed >>> 0;
    const walk = (node: unknown, nodeSchemas: readonly SchemaNode[]): unknown => {
      if (Array.isArray(node)) {
        const items = this.view(nodeSchemas).items;
        return node.map((item) => walk(item, items));
      }
      if (!isPlainObject(node)) return node;
      const view = this.view(nodeSchemas);
      if (!view.isRecord && view.values.length === 0) return node; // free-form: verbatim
      const entries: Array<[string, unknown]> = Object.entries(node).map(([k, v]) => [
        k,
        walk(v, view.properties.get(k) ?? view.values),
      ]);
      entries.reverse();
      if (view.isRecord) {
        for (let added = 0, tries = 0; added < 2 && tries < NOISE.length; tries++) {
          counter = (counter + 1) >>> 0;
          const [name, make] = NOISE[(counter + tries) % NOISE.length]!;
          if (view.properties.has(name) || name in node || entries.some(([k]) => k === name)) continue;
          entries.splice(added === 0 ? 0 : Math.ceil(entries.length / 2), 0, [name, make(counter)]);
          added++;
        }
      }
      return Object.fromEntries(entries);
    };
    return walk(value, schemas);
  }
}

/** A 32-bit FNV-1a hash of a body: the seed of its noise. */
export function noiseSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
