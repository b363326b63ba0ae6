import {
  CreateFeatureRequest,
  FEATURE_REQUEST_DESCRIPTION_MAX_LENGTH,
  FEATURE_REQUEST_TITLE_MAX_LENGTH,
} from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Field, useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { LeaveDialog } from '@/components/ui/leave-dialog.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useLeaveGuard } from '@/lib/use-leave-guard.ts';
import { useSendFeatureRequest } from '../api/feature-requests-api.ts';

const EMPTY: CreateFeatureRequest = { title: '', description: '' };

/**
 * The Feature Request form (docs/product.md#1281-feature-requests): Title, Description with a
 * character counter, Send. The contract's rules are checked here and again by the server. The
 * success message shows only once the server stored the request; otherwise an error says what to do
 * and everything typed stays. Leaving with something typed asks first.
 */
export function FeatureRequestForm() {
  const { t } = useTranslation('feature-requests');
  const send = useSendFeatureRequest();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Over-long text is kept as typed and refused with the limit named
  // (docs/product.md#5-validation).
  const form = useContractForm(CreateFeatureRequest, {
    defaultValues: EMPTY,
    message: (field, code) =>
      code === 'too_big'
        ? t('errors.tooLong', {
            max:
              field === 'title'
                ? FEATURE_REQUEST_TITLE_MAX_LENGTH
                : FEATURE_REQUEST_DESCRIPTION_MAX_LENGTH,
          })
        : undefined,
  });
  const { isSubmitting, isDirty } = form.formState;

  const guard = useLeaveGuard(isDirty && !isSubmitting);

  const onSubmit = async (draft: CreateFeatureRequest) => {
    setError(null);
    setSent(null);
    try {
      const stored = await send.mutateAsync(draft);
      form.reset(EMPTY);
      setSent(stored.title);
    } catch (err) {
      setError(
        isApiError(err, 'general_argument_invalid')
          ? err.message
          : isApiError(err, 'general_rate_limit_exceeded')
            ? t('errors.rateLimited')
            : t('errors.sendFailed'),
      );
    }
  };

  return (
    <section
      aria-labelledby="feature-request-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="feature-request-form-title" className="text-lg font-semibold text-slate-900">
        {t('form.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('form.lead')}</p>
      {sent && (
        <Banner tone="success" className="mt-4" onDismiss={() => setSent(null)}>
          {t('form.sent', { title: sent })}
        </Banner>
      )}
      {error && (
        <Banner tone="error" className="mt-4">
          {error}
        </Banner>
      )}
      <Form form={form} onSubmit={onSubmit} className="mt-5">
        <fieldset disabled={isSubmitting} className="space-y-5">
          <legend className="sr-only">{t('form.heading')}</legend>
          <Field name="title" label={t('form.title')} required />
          <DescriptionField />
          <Button type="submit" className="w-full sm:w-auto sm:px-8">
            {isSubmitting ? t('form.sending') : t('form.send')}
          </Button>
        </fieldset>
      </Form>
      <LeaveDialog
        guard={guard}
        onLeave={() => form.reset(EMPTY)}
        texts={{
          title: t('form.leave.title'),
          body: t('form.leave.body'),
          stay: t('form.leave.stay'),
          leave: t('form.leave.leave'),
        }}
      />
    </section>
  );
}

/** The description: a text area with its counter, or its error in the counter's place. */
function DescriptionField() {
  const { t } = useTranslation('feature-requests');
  const { register, control } = useFormContextOf<CreateFeatureRequest>();
  const value = useWatch({ control, name: 'description' });
  const error = useFieldError('description');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('form.description')}
      </label>
      <textarea
        id={id}
        rows={6}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        className={clsx(
          'block w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:outline-none focus:ring-2 disabled:bg-slate-100',
          error
            ? 'border-red-400 focus:ring-red-300'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
        )}
        {...register('description')}
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-xs">
        <p id={`${id}-error`} className="text-red-700">
          {error}
        </p>
        <CharacterCounter
          id={`${id}-counter`}
          count={value?.length ?? 0}
          max={FEATURE_REQUEST_DESCRIPTION_MAX_LENGTH}
          className="shrink-0"
        />
      </div>
    </div>
  );
}
