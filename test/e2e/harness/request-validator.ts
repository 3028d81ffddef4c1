/**
 * Checks one HTTP request against GitHub's OpenAPI description: the operation exists, the
 * Authorization header is present, path and query parameters are declared and well typed, and the
 * JSON body validates against the operation's requestBody schema. Validators are compiled once per
 * operation and cached for the process.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { deref, toJsonSchema, type JsonObject } from './openapi-schema.js';
import { loadGitHubSpec, type OpenApiParameter, type RouteOperation } from './openapi-spec.js';

export interface IncomingApiRequest {
  method: string;
  pathname: string;
  search: URLSearchParams;
  authorization: string | undefined;
  contentType: string | undefined;
  rawBody: string;
}

export interface AcceptedRequest {
  ok: true;
  route: RouteOperation;
  /** Path parameters, coerced to the declared types (e.g. `issue_number` is a number). */
  pathParams: Record<string, unknown>;
  /** Query parameters, coerced to the declared types. */
  query: Record<string, unknown>;
  body: unknown;
}

export interface RejectedRequest {
  ok: false;
  status: 400 | 404;
  reason: string;
  operationId?: string;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const bodyAjv = addFormats(new Ajv({ strict: false, allErrors: true, logger: false, validateSchema: false }));
const paramAjv = addFormats(
  new Ajv({ strict: false, allErrors: true, coerceTypes: 'array', logger: false, validateSchema: false }),
);

interface OperationValidators {
  path: ValidateFunction;
  query: ValidateFunction;
  queryNames: Set<string>;
  body: { validate: ValidateFunction; required: boolean } | 'non-json' | undefined;
}

const validatorCache = new Map<string, OperationValidators>();

function parameterObjectSchema(document: JsonObject, parameters: OpenApiParameter[]) {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    properties[parameter.name] = toJsonSchema(document, parameter.schema ?? {});
    if (parameter.required) required.push(parameter.name);
  }
  return { type: 'object', properties, required };
}

function validatorsFor(route: RouteOperation): OperationValidators {
  const key = `${route.method} ${route.template}`;
  const hit = validatorCache.get(key);
  if (hit) return hit;
  const { document } = loadGitHubSpec();
  const pathParams = route.parameters.filter((p) => p.in === 'path');
  const queryParams = route.parameters.filter((p) => p.in === 'query');
  let body: OperationValidators['body'];
  const requestBody = route.operation.requestBody
    ? deref<JsonObject>(document, route.operation.requestBody as JsonObject)
    : undefined;
  if (requestBody) {
    const content = (requestBody.content ?? {}) as Record<string, { schema?: unknown }>;
    const json = content['application/json'];
    body = json
      ? {
          validate: bodyAjv.compile(toJsonSchema(document, json.schema ?? {}) as object),
          required: requestBody.required === true,
        }
      : 'non-json';
  }
  const built: OperationValidators = {
    path: paramAjv.compile(parameterObjectSchema(document, pathParams)),
    query: paramAjv.compile(parameterObjectSchema(document, queryParams)),
    queryNames: new Set(queryParams.map((p) => p.name)),
    body,
  };
  validatorCache.set(key, built);
  return built;
}

function describeErrors(where: string, errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((error) => {
      if (error.keyword === 'required') {
        const field = `${error.instancePath}/${String(error.params.missingProperty)}`;
        return `${where} is missing required field ${field}`;
      }
      const at = error.instancePath === '' ? where : `${where} field ${error.instancePath}`;
      const allowed =
        error.keyword === 'enum'
          ? ` (${(error.params.allowedValues as unknown[]).map(String).join(', ')})`
          : '';
      return `${at} ${error.message ?? 'is invalid'}${allowed}`;
    })
    .join('; ');
}

function queryObject(search: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
}

/** Validates one request; never throws for bad input, returns the reason instead. */
export function validateGitHubRequest(request: IncomingApiRequest): AcceptedRequest | RejectedRequest {
  const spec = loadGitHubSpec();
  const where = `${request.method} ${request.pathname}`;
  const matched = spec.match(request.method, request.pathname);
  if ('error' in matched) {
    const reason =
      matched.error === 'no-path'
        ? `${where}: no operation in GitHub's OpenAPI description has this path`
        : `${where}: the path exists in GitHub's OpenAPI description but not for ${request.method} (allowed: ${matched.allowed.join(', ')})`;
    return { ok: false, status: 404, reason };
  }
  const { route } = matched;
  const operation = `${route.method} ${route.template} (${route.operationId})`;
  const reject = (reason: string): RejectedRequest => ({
    ok: false,
    status: 400,
    reason: `${operation}: ${reason}`,
    operationId: route.operationId,
  });

  if (!request.authorization || !/^(token|bearer)\s+\S+/i.test(request.authorization)) {
    return reject('missing Authorization header ("token <t>" or "Bearer <t>")');
  }

  const validators = validatorsFor(route);
  const pathParams: Record<string, unknown> = { ...matched.pathParams };
  if (!validators.path(pathParams)) return reject(describeErrors('path parameter', validators.path.errors));

  const query = queryObject(request.search);
  const undeclared = Object.keys(query).filter((name) => !validators.queryNames.has(name));
  if (undeclared.length > 0) {
    const declared = [...validators.queryNames].join(', ') || 'none';
    return reject(
      `query parameter ${undeclared.map((n) => `"${n}"`).join(', ')} is not declared (declared: ${declared})`,
    );
  }
  if (!validators.query(query)) return reject(describeErrors('query parameter', validators.query.errors));

  const hasBody = request.rawBody.trim() !== '';
  let body: unknown;
  if (hasBody && validators.body !== 'non-json') {
    try {
      body = JSON.parse(request.rawBody);
    } catch (error) {
      return reject(`request body is not valid JSON (${(error as Error).message})`);
    }
  }
  if (validators.body === undefined) {
    const empty =
      body === undefined || (typeof body === 'object' && body !== null && Object.keys(body).length === 0);
    if (!empty) return reject('this operation takes no request body, but one was sent');
  } else if (validators.body !== 'non-json') {
    if (body === undefined) {
      if (validators.body.required) return reject('request body is required but none was sent');
    } else if (!validators.body.validate(body)) {
      return reject(describeErrors('request body', validators.body.validate.errors));
    }
  } else {
    body = request.rawBody;
  }

  return { ok: true, route, pathParams, query, body };
}
