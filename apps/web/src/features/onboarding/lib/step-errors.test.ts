import { ClientsAnswers } from '@pathwise/contracts';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n.ts';
import { fieldErrors } from './step-errors.ts';

const t = i18n.getFixedT('en', 'onboarding');

describe('step errors', () => {
  it('writes the limits of a number with grouped digits', () => {
    const tooMany = ClientsAnswers.safeParse({ count: 2_000_000 });
    expect(fieldErrors(t, tooMany.error!.issues)).toEqual({
      count: 'Must be at most 1,000,000',
    });
    const none = ClientsAnswers.safeParse({ count: 0 });
    expect(fieldErrors(t, none.error!.issues)).toEqual({ count: 'Must be at least 1' });
  });
});
