/**
 * Turns OpenAPI 3.0 schema objects (as in GitHub's description) into plain JSON Schema that ajv
 * understands: `$ref`s into `#/components/schemas` are inlined, and `nullable: true` becomes an
 * explicit `null` type (plus `null` in an `enum`). Pure: no I/O.
 */

export type JsonObject = { [key: string]: unknown };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Resolves a local JSON pointer such as `#/components/parameters/per-page` inside `root`. */
export function resolvePointer(root: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`fake-github: only local $refs are supported, got ${ref}`);
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`fake-github: unresolvable $ref ${ref}`);
    node = node[key];
  }
  return node;
}

/** Follows `$ref` chains until a non-reference object is reached. */
export function deref<T>(root: JsonObject, node: T): T {
  let current: unknown = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error('fake-github: $ref chain too long');
    current = resolvePointer(root, current.$ref);
  }
  return current as T;
}

function addNull(schema: JsonObject): JsonObject {
  const out: JsonObject = { ...schema };
  delete out.nullable;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    return out;
  }
  if (Array.isArray(out.type)) {
    if (!out.type.includes('null')) out.type = [...out.type, 'null'];
    return out;
  }
  // No type (e.g. a oneOf/allOf of refs): allow null alongside the schema.
  return { anyOf: [out, { type: 'null' }] };
}

/**
 * Converts one OpenAPI schema to JSON Schema. Recursive references (a schema that contains itself)
 * become `{}` at the point of recursion, which accepts anything there; request bodies in GitHub's
 * description do not rely on recursion.
 */
export function toJsonSchema(root: JsonObject, schema: unknown, stack: readonly string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(root, item, stack));
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    if (stack.includes(schema.$ref)) return {};
    return toJsonSchema(root, resolvePointer(root, schema.$ref), [...stack, schema.$ref]);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'example' || key === 'examples' || key === 'discriminator' || key.startsWith('x-')) continue;
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, toJsonSchema(root, sub, stack)]),
      );
      continue;
    }
    out[key] = isObject(value) || Array.isArray(value) ? toJsonSchema(root, value, stack) : value;
  }
  return schema.nullable === true ? addNull(out) : out;
}
