/**
 * The platform's OpenAPI description (schemas/platform/openapi.yaml, bundled by `npm run gen:types`)
 * as the emulator reads it: the response schema of a route, and the schema nodes behind `$ref`s.
 * The emulator serves the same document at /openapi.json.
 */
import { PLATFORM_OPENAPI } from '../../schemas/platform-openapi.generated.js';

export type SchemaNode = unknown;

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

export class ContractDescription {
  constructor(readonly document: Readonly<Record<string, unknown>> = PLATFORM_OPENAPI) {}

  /** The node a local `$ref` (`#/components/schemas/X`) points at. */
  resolve(ref: string): SchemaNode {
    if (!ref.startsWith('#/')) throw new Error(`only local references are bundled, got ${ref}`);
    let node: unknown = this.document;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      node = isNode(node) ? node[key] : undefined;
      if (node === undefined) throw new Error(`unresolved reference ${ref}`);
    }
    return node;
  }

  /** Follows `$ref`s until a node that is not a bare reference. */
  deref(node: SchemaNode): SchemaNode {
    let current = node;
    for (let hops = 0; isNode(current) && typeof current.$ref === 'string'; hops++) {
      if (hops > 32) throw new Error('reference cycle in the description');
      current = this.resolve(current.$ref);
    }
    return current;
  }

  /** The operation for an emulator route path (`/v1/sites/:site_id`), or undefined. */
  operation(method: string, routePath: string): Node | undefined {
    const paths = this.document.paths;
    if (!isNode(paths)) return undefined;
    const item = paths[openApiPath(routePath)];
    const op = isNode(item) ? item[method.toLowerCase()] : undefined;
    return isNode(op) ? op : undefined;
  }

  /**
   * Where the JSON schema of the body a route answers with `status` is (a `#/…` pointer into the
   * document): its own response for that status, else the error body for any non-2xx; undefined
   * when the description has no such route or a 2xx it does not declare.
   */
  responseSchemaPointer(method: string, routePath: string, status: number): string | undefined {
    const op = this.operation(method, routePath);
    if (!op) return undefined;
    const responses = isNode(op.responses) ? op.responses : {};
    const declared = responses[String(status)];
    if (declared === undefined) {
      return status >= 200 && status < 300 ? undefined : '#/components/schemas/ErrorResponse';
    }
    const pointer =
      isNode(declared) && typeof declared.$ref === 'string'
        ? declared.$ref
        : `#/paths/${escape(openApiPath(routePath))}/${method.toLowerCase()}/responses/${status}`;
    return `${pointer}/content/application~1json/schema`;
  }

  /** The JSON schema of that body (see responseSchemaPointer). */
  responseSchema(method: string, routePath: string, status: number): SchemaNode | undefined {
    const pointer = this.responseSchemaPointer(method, routePath, status);
    return pointer === undefined ? undefined : this.resolve(pointer);
  }
}

const escape = (segment: string): string => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** `/v1/sites/:site_id/…/:session_id/source:batch` → `/v1/sites/{site_id}/…/{session_id}/source:batch`. */
export function openApiPath(routePath: string): string {
  return routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment))
    .join('/');
}
