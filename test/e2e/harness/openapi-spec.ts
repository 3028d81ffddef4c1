/**
 * GitHub's REST description (from @octokit/openapi), parsed once per process, and the index of its
 * path templates used to find the operation a request is for.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deref, type JsonObject } from './openapi-schema.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

export interface OpenApiOperation {
  operationId: string;
  parameters?: unknown[];
  requestBody?: unknown;
}

export interface RouteOperation {
  /** The path template as GitHub writes it, e.g. `/repos/{owner}/{repo}/pulls/{pull_number}`. */
  template: string;
  method: string;
  operationId: string;
  operation: OpenApiOperation;
  /** Path and operation-level parameters, `$ref`s resolved, operation-level winning. */
  parameters: OpenApiParameter[];
}

export interface RouteMatch {
  route: RouteOperation;
  pathParams: Record<string, string>;
}

export interface GitHubSpec {
  document: JsonObject;
  /** Finds the operation for a method and a request path (no query string, already URL-decoded per segment). */
  match(
    method: string,
    pathname: string,
  ): RouteMatch | { error: 'no-path' } | { error: 'no-method'; allowed: string[] };
}

interface TemplateEntry {
  template: string;
  segments: string[];
  literals: number;
  methods: Map<string, RouteOperation>;
}

function specPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@octokit/openapi/package.json')), 'generated', 'api.github.com.json');
}

function collectParameters(document: JsonObject, pathItem: JsonObject, operation: OpenApiOperation) {
  const byKey = new Map<string, OpenApiParameter>();
  const all = [...((pathItem.parameters as unknown[]) ?? []), ...(operation.parameters ?? [])];
  for (const raw of all) {
    const parameter = deref<OpenApiParameter>(document, raw as OpenApiParameter);
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

function buildIndex(document: JsonObject): Map<number, TemplateEntry[]> {
  const index = new Map<number, TemplateEntry[]>();
  const paths = document.paths as Record<string, JsonObject>;
  for (const [template, pathItem] of Object.entries(paths)) {
    const segments = template.split('/').slice(1);
    const methods = new Map<string, RouteOperation>();
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      methods.set(method.toUpperCase(), {
        template,
        method: method.toUpperCase(),
        operationId: operation.operationId,
        operation,
        parameters: collectParameters(document, pathItem, operation),
      });
    }
    const entry: TemplateEntry = {
      template,
      segments,
      literals: segments.filter((s) => !s.startsWith('{')).length,
      methods,
    };
    const bucket = index.get(segments.length) ?? [];
    bucket.push(entry);
    index.set(segments.length, bucket);
  }
  return index;
}

function matchSegments(entry: TemplateEntry, parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < entry.segments.length; i += 1) {
    const segment = entry.segments[i] as string;
    const part = parts[i] as string;
    if (segment.startsWith('{') && segment.endsWith('}')) {
      if (part === '') return undefined;
      params[segment.slice(1, -1)] = part;
    } else if (segment !== part) {
      return undefined;
    }
  }
  return params;
}

/**
 * Templates whose last segment is a parameter that GitHub lets contain slashes (a file path, a git
 * ref, a branch name): the final parameter takes the remaining segments.
 */
const SLASHED_PARAMS = new Set(['{path}', '{ref}', '{branch}', '{dir}']);

function matchGreedyTail(index: Map<number, TemplateEntry[]>, parts: string[]) {
  const found: { entry: TemplateEntry; params: Record<string, string> }[] = [];
  for (const [length, entries] of index) {
    if (length >= parts.length) continue;
    for (const entry of entries) {
      const last = entry.segments[length - 1] as string;
      if (!SLASHED_PARAMS.has(last)) continue;
      const head = parts.slice(0, length - 1);
      const params = matchSegments({ ...entry, segments: entry.segments.slice(0, -1) }, head);
      if (params)
        found.push({ entry, params: { ...params, [last.slice(1, -1)]: parts.slice(length - 1).join('/') } });
    }
  }
  return found;
}

function createSpec(document: JsonObject): GitHubSpec {
  const index = buildIndex(document);
  return {
    document,
    match(method, pathname) {
      const parts = pathname
        .split('/')
        .slice(1)
        .map((p) => decodeURIComponent(p));
      const candidates: { entry: TemplateEntry; params: Record<string, string> }[] = [];
      for (const entry of index.get(parts.length) ?? []) {
        const params = matchSegments(entry, parts);
        if (params) candidates.push({ entry, params });
      }
      if (candidates.length === 0) candidates.push(...matchGreedyTail(index, parts));
      if (candidates.length === 0) return { error: 'no-path' };
      candidates.sort((a, b) => b.entry.literals - a.entry.literals);
      for (const { entry, params } of candidates) {
        const route = entry.methods.get(method.toUpperCase());
        if (route) return { route, pathParams: params };
      }
      const allowed = new Set(candidates.flatMap(({ entry }) => [...entry.methods.keys()]));
      return { error: 'no-method', allowed: [...allowed] };
    },
  };
}

let cached: GitHubSpec | undefined;

/** GitHub's api.github.com description, parsed once per process (about 0.1 s). */
export function loadGitHubSpec(): GitHubSpec {
  cached ??= createSpec(JSON.parse(readFileSync(specPath(), 'utf8')) as JsonObject);
  return cached;
}
