import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType, core } from 'zod';
import { AppError } from './errors.ts';

/**
 * The message for a failed validation, with the spec's wording for a missing parameter:
 * `Missing required parameter: "{name}"` (docs/product.md#5-validation).
 */
export function validationMessage(issue: core.$ZodIssue | undefined, part: string): string {
  if (!issue) return `Invalid ${part}.`;
  const name = issue.path.map(String).join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined && name) {
    return `Missing required parameter: "${name}"`;
  }
  return name ? `Invalid \`${name}\` param: ${issue.message}` : issue.message;
}

/**
 * The path (`about.text`, `items.2`) of the first string in `value` that holds a NUL
 * character, `''` for `value` itself, or undefined when there is none. PostgreSQL refuses
 * NUL in text and jsonb, so such input used to fail deep in a query with a 500.
 */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = findNul(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Fastify validator compiler for zod schemas: every body, query and parameter is parsed
 * with the shared contract, and a failure becomes a 400 `general_argument_invalid`.
 * A missing body is checked as `{}`, so the answer names the first missing parameter.
 * Before the contract, a NUL character anywhere (even in a part the contract passes through
 * unparsed) is refused, naming the field; the contracts refuse other control characters.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const nulAt = findNul(data);
    if (nulAt !== undefined) {
      return {
        error: new AppError(
          'general_argument_invalid',
          nulAt
            ? `Invalid \`${nulAt}\` param: must not contain control characters.`
            : `Invalid ${httpPart ?? 'request'}: must not contain control characters.`,
        ),
      };
    }
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const result = schema.safeParse(input, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: new AppError(
        'general_argument_invalid',
        validationMessage(result.error.issues[0], httpPart ?? 'request'),
      ),
    };
  };
};

/**
 * fastify-type-provider-zod's serializer compiler, run at a route's first answer instead of
 * when Fastify compiles the route: it reads the response schema (`instanceof`), which builds
 * the contracts' lazy schemas (`lazySchema`) of every route at start-up, about 0.1 s of it on
 * this machine (docs/performance.md, "Start-up and idle memory"). Each route's serializer is
 * compiled once, at its first answer with that status.
 */
export const lazySerializerCompiler: typeof serializerCompiler = (routeSchema) => {
  let serialize: ReturnType<typeof serializerCompiler> | undefined;
  return (data) => (serialize ??= serializerCompiler(routeSchema))(data);
};

/**
 * Fastify's `schemaController.compilersFactory` answering with the zod compilers: given,
 * Fastify skips requiring and building its Ajv and fast-json-stringify defaults (some 30–90 ms
 * of a start-up per instance, docs/performance.md "Start-up and idle memory"). Fastify types
 * the factories for Ajv's schemas; these compile zod schemas, hence the cast.
 */
export const ZOD_COMPILERS = {
  buildValidator: () => zodValidatorCompiler,
  buildSerializer: () => lazySerializerCompiler,
} as unknown as NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
