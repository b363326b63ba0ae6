/**
 * Answers every route can give without declaring them, added to the OpenAPI document so the
 * reference is complete: 500 and 503 on every route, 413 and 415 on routes that
 * take a body, and the OAuth start's 302.
 */

type JsonSchema = Record<string, unknown>;

const apiError = (description: string): JsonSchema => ({
  description,
  type: 'object',
  required: ['message', 'code', 'type'],
  properties: {
    message: { type: 'string' },
    code: { type: 'integer' },
    type: { type: 'string' },
  },
});

/**
 * Add the common answers to one route's transformed schema (the output of
 * fastify-type-provider-zod's `jsonSchemaTransform`), keeping any the route declares itself.
 */
export function documentCommonAnswers<T extends { schema: object; url: string }>(
  transformed: T,
): T {
  const schema = (transformed.schema ?? {}) as JsonSchema;
  const response = { ...((schema.response as Record<string, JsonSchema> | undefined) ?? {}) };
  if (schema.body) {
    response[413] ??= apiError('The body is larger than 1 MiB (`general_payload_too_large`).');
    response[415] ??= apiError('The body is not `application/json` (`general_bad_request`).');
  }
  if (transformed.url.includes('/sessions/oauth2/')) {
    response[302] ??= {
      description:
        'Redirect: to the provider, to the success URL (`/dashboard` or `next`), or to `/login?oauth=failed&provider=…&reason=…` (ADR 0017).',
    };
  }
  response[500] ??= apiError('Unexpected server error (`general_server_error`); no details.');
  response[503] ??= apiError(
    'The database is unreachable or the server is restarting (`general_service_unavailable`); see `Retry-After`.',
  );
  return { ...transformed, schema: { ...schema, response } };
}
