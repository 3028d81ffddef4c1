/**
 * The fake GitHub's GraphQL endpoint: every query is parsed and validated against GitHub's own
 * GraphQL schema (@octokit/graphql-schema), then executed with resolvers for what the action asks
 * (`viewer { login }`); a field without a resolver answers null, as a field the token cannot see.
 * Like api.github.com, an invalid query gets 200 with `errors`.
 */
import { schema as github } from '@octokit/graphql-schema';
import { buildClientSchema, execute, parse, validate, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { ApiResponse } from './github-handlers.js';

let schema: GraphQLSchema | undefined;

function githubSchema(): GraphQLSchema {
  schema ??= buildClientSchema(github.json as never);
  return schema;
}

export async function answerGraphql(body: unknown, root: Record<string, unknown>): Promise<ApiResponse> {
  const request = body as { query?: unknown; variables?: unknown } | null;
  if (!request || typeof request.query !== 'string')
    return { status: 400, body: { message: 'A query attribute must be specified and must be a string.' } };
  let document;
  try {
    document = parse(request.query);
  } catch (error) {
    return { status: 200, body: { errors: [{ message: (error as GraphQLError).message }] } };
  }
  const invalid = validate(githubSchema(), document);
  if (invalid.length > 0)
    return { status: 200, body: { errors: invalid.map((e) => ({ message: e.message })) } };
  const result = await execute({
    schema: githubSchema(),
    document,
    rootValue: root,
    ...(request.variables && typeof request.variables === 'object'
      ? { variableValues: request.variables as Record<string, unknown> }
      : {}),
  });
  return { status: 200, body: result };
}
