import {
  CreateExpertRequest,
  EXPERT_TOPICS,
  TEXT_LIMIT,
  type ExpertTopic,
} from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useAsk } from '../api/experts-api.ts';

type Values = { topic: ExpertTopic | ''; description: string };

/** The mentee's request form: topic (the niches) and up to 750 characters, with a counter. */
export function AskForm() {
  const { t } = useTranslation('experts');
  const ask = useAsk();
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm(CreateExpertRequest, {
    defaultValues: { topic: '' as ExpertTopic, description: '' },
    message: (field, code) => {
      if (field === 'topic') return t('form.topicRequired');
      return code === 'too_big' ? t('form.tooLong') : t('form.descriptionRequired');
    },
  });
  const topic = form.watch('topic') as Values['topic'];
  const description = form.watch('description') ?? '';
  const topicError = form.formState.errors.topic?.message;

  const onSubmit = async (values: CreateExpertRequest) => {
    setError(null);
    try {
      await ask.mutateAsync(values);
    } catch (err) {
      setError(
        isApiError(err, 'expert_request_open')
          ? t('form.alreadyOpen')
          : isApiError(err, 'general_rate_limit_exceeded')
            ? t('form.rateLimited')
            : t('form.error'),
      );
    }
  };

  return (
    <section
      aria-labelledby="ask-form-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="ask-form-heading" className="text-lg font-semibold text-slate-900">
        {t('form.heading')}
      </h2>
      <Form form={form} onSubmit={onSubmit} className="mt-4 space-y-4">
        {error && <Banner tone="error">{error}</Banner>}
        <SelectField<ExpertTopic>
          label={t('form.topic')}
          value={topic}
          placeholder={t('form.topicPlaceholder')}
          options={EXPERT_TOPICS.map((value) => ({ value, label: t(`topics.${value}`) }))}
          onChange={(value) =>
            form.setValue('topic', value as ExpertTopic, {
              shouldValidate: form.formState.isSubmitted,
            })
          }
          error={topicError}
          className="sm:max-w-xs"
        />
        <DescriptionField length={description.length} disabled={ask.isPending} />
        <div className="flex justify-end">
          <Button type="submit" disabled={ask.isPending} className="w-full sm:w-auto">
            {ask.isPending ? t('form.sending') : t('form.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function DescriptionField({ length, disabled }: { length: number; disabled: boolean }) {
  const { t } = useTranslation('experts');
  const error = useFieldError('description');
  const { register } = useFormContextOf<Values>();
  return (
    <div>
      <label
        htmlFor="expert-description"
        className="mb-1.5 block text-sm font-medium text-slate-800"
      >
        {t('form.description')}
      </label>
      <p id="expert-description-hint" className="mb-2 text-sm text-slate-600">
        {t('form.descriptionHint')}
      </p>
      <textarea
        id="expert-description"
        rows={6}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[
          'expert-description-hint',
          'expert-description-counter',
          error ? 'expert-description-error' : null,
        ]
          .filter(Boolean)
          .join(' ')}
        {...register('description')}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <div className="mt-1 flex flex-wrap items-start justify-between gap-2">
        {error ? (
          <p id="expert-description-error" className="text-xs font-medium text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        <CharacterCounter id="expert-description-counter" count={length} max={TEXT_LIMIT} />
      </div>
    </div>
  );
}
