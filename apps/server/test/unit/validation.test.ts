import { CreateAccount, PASSWORD_LENGTH_MESSAGE, UpdateRecovery } from '@pathwise/contracts';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
// The contracts' helper itself (not exported by the package: only its schemas use it).
import { lazySchema } from '../../../../packages/contracts/src/lazy-schema.ts';
import {
  lazySerializerCompiler,
  validationMessage,
  ZOD_COMPILERS,
  zodValidatorCompiler,
} from '../../src/lib/validation.ts';

/** The messages of a failed validation (docs/product.md#5-validation: 'Missing required parameter'). */

function firstIssue(schema: typeof CreateAccount | typeof UpdateRecovery, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  expect(result.success).toBe(false);
  return result.error!.issues[0];
}

describe('validationMessage', () => {
  it("names a missing parameter in the spec's words", () => {
    const issue = firstIssue(CreateAccount, { password: 'long enough', name: 'Ada' });
    expect(validationMessage(issue, 'body')).toBe('Missing required parameter: "email"');
  });

  it('names the first missing parameter of an empty body', () => {
    const issue = firstIssue(UpdateRecovery, {});
    expect(validationMessage(issue, 'body')).toBe('Missing required parameter: "userId"');
  });

  it('prefixes an invalid value with its parameter', () => {
    const issue = firstIssue(CreateAccount, { email: 'a@b.co', password: 'short', name: 'Ada' });
    expect(validationMessage(issue, 'body')).toBe(
      `Invalid \`password\` param: ${PASSWORD_LENGTH_MESSAGE}`,
    );
  });

  it('does not call a present but wrongly typed value missing', () => {
    const issue = firstIssue(CreateAccount, { email: 42, password: 'long enough', name: 'Ada' });
    expect(validationMessage(issue, 'body')).toMatch(/^Invalid `email` param: /);
  });

  it('falls back to the part when there is no issue', () => {
    expect(validationMessage(undefined, 'querystring')).toBe('Invalid querystring.');
  });
});

describe('route schemas built at first use (docs/performance.md, "Start-up and idle memory")', () => {
  it('registering and readying routes builds no lazy schema; the first request does, and works', async () => {
    const buildBody = vi.fn(() => z.object({ name: z.string().min(1) }));
    const buildAnswer = vi.fn(() => z.object({ greeting: z.string() }));
    const Body = lazySchema(buildBody);
    const Answer = lazySchema(buildAnswer);
    const app = Fastify({ logger: false, schemaController: { compilersFactory: ZOD_COMPILERS } });
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(lazySerializerCompiler);
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/hello', { schema: { body: Body, response: { 200: Answer } } }, async (request) => ({
        greeting: `Hello, ${request.body.name}`,
        secret: 'dropped',
      }));
    await app.ready();
    expect(buildBody).not.toHaveBeenCalled();
    expect(buildAnswer).not.toHaveBeenCalled();

    const ok = await app.inject({ method: 'POST', url: '/hello', payload: { name: 'Ada' } });
    expect(ok.json()).toEqual({ greeting: 'Hello, Ada' });
    const bad = await app.inject({ method: 'POST', url: '/hello', payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(buildBody).toHaveBeenCalledTimes(1);
    expect(buildAnswer).toHaveBeenCalledTimes(1);
    await app.close();
  });
});
