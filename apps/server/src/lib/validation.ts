import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType, core } from 'zod';
import { AppError } from './errors.ts';

/**
 * The message for a failed validation, with the spec's wording for a missing parameter:
 * `Missing required parameter: "{name}"` (product spec §5).
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
 * Fastify validator compiler for zod schemas: every body, query and parameter is parsed
 * with the shared contract, and a failure becomes a 400 `general_argument_invalid`.
 * A missing body is checked as `{}`, so the answer names the first missing parameter.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
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
