/**
 * What a response schema says about one JSON value, flattened over `$ref` and `allOf`: the known
 * properties (each with the schemas that describe it), the required ones, whether the object is
 * closed, the schemas of a map's values and of an array's items. Shapes walk responses with it.
 */
import type { ContractDescription, SchemaNode } from './description.js';

export interface SchemaView {
  readonly properties: ReadonlyMap<string, readonly SchemaNode[]>;
  /** Properties a schema forbids (`name: false`). */
  readonly forbidden: ReadonlySet<string>;
  readonly required: ReadonlySet<string>;
  /** True when the object has named properties (a record, not a map or free-form object). */
  readonly isRecord: boolean;
  /** Schemas of the values of a map (`additionalProperties: {…}`). */
  readonly values: readonly SchemaNode[];
  /** Schemas of array items. */
  readonly items: readonly SchemaNode[];
  /** `if {field: const} then required [...]`: fields required when the value holds those constants. */
  readonly conditional: readonly {
    readonly when: Readonly<Record<string, unknown>>;
    readonly required: readonly string[];
  }[];
}

/** The required fields of `value`, its conditional ones included. */
export function requiredOf(view: SchemaView, value: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  const holds = (when: Readonly<Record<string, unknown>>) =>
    Object.entries(when).every(([field, constant]) => value[field] === constant);
  const extra = view.conditional.filter((c) => holds(c.when)).flatMap((c) => c.required);
  return extra.length === 0 ? view.required : new Set([...view.required, ...extra]);
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

export function viewOf(description: ContractDescription, schemas: readonly SchemaNode[]): SchemaView {
  const properties = new Map<string, SchemaNode[]>();
  const forbidden = new Set<string>();
  const required = new Set<string>();
  const values: SchemaNode[] = [];
  const items: SchemaNode[] = [];
  const conditional: { when: Record<string, unknown>; required: string[] }[] = [];
  const seen = new Set<SchemaNode>();
  /** `binding`: the node's `required` binds the value (false under anyOf/oneOf alternatives). */
  const visit = (raw: SchemaNode, binding: boolean): void => {
    const node = description.deref(raw);
    if (!isNode(node) || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node.allOf)) for (const sub of node.allOf) visit(sub, binding);
    for (const part of [node.anyOf, node.oneOf]) {
      if (Array.isArray(part)) for (const sub of part) visit(sub, false);
    }
    if (isNode(node.properties)) {
      for (const [name, sub] of Object.entries(node.properties)) {
        if (sub === false) forbidden.add(name);
        else properties.set(name, [...(properties.get(name) ?? []), sub]);
      }
    }
    if (binding && Array.isArray(node.required)) for (const name of node.required) required.add(String(name));
    if (isNode(node.additionalProperties)) values.push(node.additionalProperties);
    if (node.items !== undefined && typeof node.items !== 'boolean') items.push(node.items);
    const condition = isNode(node.if) && isNode(node.if.properties) ? node.if.properties : undefined;
    if (binding && condition && isNode(node.then) && Array.isArray(node.then.required)) {
      const when: Record<string, unknown> = {};
      for (const [field, sub] of Object.entries(condition))
        if (isNode(sub) && 'const' in sub) when[field] = sub.const;
      conditional.push({ when, required: node.then.required.map(String) });
    }
  };
  for (const schema of schemas) visit(schema, true);
  for (const name of forbidden) properties.delete(name);
  return { properties, forbidden, required, isRecord: properties.size > 0, values, items, conditional };
}
