/**
 * Bundles schemas/platform/openapi.yaml into one self-contained document: every JSON Schema file
 * it references (from components.schemas, `Name: {$ref: ./file.schema.json}`) is inlined as that
 * component, and every reference between schema files becomes `#/components/schemas/<Name>`.
 * The result is what the emulator serves at /openapi.json and what the tests validate against.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isExternal = (ref: string): boolean => !ref.startsWith('#');

export async function bundleOpenApi(file: string): Promise<Record<string, Json>> {
  const root = dirname(file);
  const doc = parseYaml(await readFile(file, 'utf8')) as Record<string, Json>;
  const components = doc.components;
  if (!isObject(components) || !isObject(components.schemas))
    throw new Error(`${file} has no components.schemas`);
  const schemas = components.schemas;

  // Which component stands for which schema file.
  const nameOf = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const ref = isObject(schema) ? schema.$ref : undefined;
    if (typeof ref === 'string' && isExternal(ref)) nameOf.set(resolve(root, ref), name);
  }

  const rewrite = (node: Json, base: string, where: string): Json => {
    if (Array.isArray(node)) return node.map((n, i) => rewrite(n, base, `${where}/${i}`));
    if (!isObject(node)) return node;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && isExternal(value)) {
        const target = resolve(base, value.split('#')[0]!);
        const name = nameOf.get(target);
        if (!name) {
          throw new Error(
            `${where}: $ref ${value} (${relative(root, target)}) is not a component of ${relative(process.cwd(), file)}: add it to components.schemas`,
          );
        }
        out.$ref = `#/components/schemas/${name}`;
      } else {
        out[key] = rewrite(value, base, `${where}/${key}`);
      }
    }
    return out;
  };

  const inlined: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const ref = isObject(schema) ? schema.$ref : undefined;
    if (typeof ref !== 'string' || !isExternal(ref)) {
      inlined[name] = rewrite(schema, root, `components/schemas/${name}`);
      continue;
    }
    const path = resolve(root, ref);
    const content = JSON.parse(await readFile(path, 'utf8')) as Record<string, Json>;
    if (content.title !== name) {
      throw new Error(`components.schemas.${name} refers to ${ref}, whose title is ${String(content.title)}`);
    }
    const { $schema: _dialect, $id: _id, ...rest } = content;
    inlined[name] = rewrite(rest, dirname(path), relative(root, path));
  }
  const bundled = rewrite({ ...doc, components: { ...components, schemas: {} } }, root, 'openapi');
  (bundled as { components: { schemas: Json } }).components.schemas = inlined;
  return bundled as Record<string, Json>;
}

/** The path of the description in this checkout. */
export const OPENAPI_FILE = join(import.meta.dirname, '..', 'schemas/platform/openapi.yaml');
