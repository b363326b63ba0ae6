import { CreateAccount, PASSWORD_LENGTH_MESSAGE, UpdateRecovery } from '@pathwise/contracts';
import { describe, expect, it } from 'vitest';
import { validationMessage } from '../../src/lib/validation.ts';

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
