import {
  ExpertiseSettings,
  MENTOR_NICHES,
  OTHER_TEXT_LIMIT,
  SETTINGS_CERTIFICATIONS,
  TEXT_LIMIT,
} from '@pathwise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Field } from '@/components/ui/field.tsx';
import { useContractForm } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useSaveSettings, useSettings } from '../api/settings-api.ts';
import { RadioGroup } from '../components/choice-fields.tsx';
import { SectionForm, SectionQuery } from '../components/section-form.tsx';

type Values = ExpertiseSettings;

/** What the form holds: the saved expertise, the certification text as '' when none. */
const toValues = (saved: ExpertiseSettings): Values => ({
  ...saved,
  certificationOther: saved.certificationOther ?? '',
});

/**
 * Settings → Expertise & Domains (mentors): niche, skills text, certification (the
 * onboarding options, "Others" with its text, and "None") and the Ask an Expert opt-in. The
 * directory and the public profile show the change at once. `PUT /api/settings/expertise`.
 */
export default function ExpertiseTab() {
  const query = useSettings('expertise');
  return (
    <SectionQuery query={query} rows={5}>
      {(saved) => <ExpertiseForm saved={saved} />}
    </SectionQuery>
  );
}

function ExpertiseForm({ saved }: { saved: ExpertiseSettings }) {
  const { t } = useTranslation(['settings', 'onboarding']);
  const save = useSaveSettings('expertise');
  const form = useContractForm(ExpertiseSettings, {
    defaultValues: toValues(saved),
    message: (field, code, values) => {
      if (field === 'skillsText') return t('expertise.errors.skills', { max: TEXT_LIMIT });
      if (field === 'certificationOther')
        return code === 'too_big'
          ? t('expertise.errors.otherLong', { max: OTHER_TEXT_LIMIT })
          : values.certification === 'others'
            ? t('expertise.errors.other')
            : undefined;
      return t('expertise.errors.choose');
    },
  });
  const skills = form.watch('skillsText');
  const niche = form.watch('niche');
  const optIn = form.watch('expertOptIn');
  const skillsError = useFieldErrorOf(form, 'skillsText');
  const nicheError = useFieldErrorOf(form, 'niche');
  const skillsId = useId();
  const optInId = useId();
  const labels = {
    niche: t('onboarding:expertise.legend'),
    skillsText: t('onboarding:skills.label'),
    certification: t('onboarding:certification.legend'),
    certificationOther: t('onboarding:certification.specify'),
    expertOptIn: t('onboarding:expert.optIn'),
  };
  return (
    <SectionForm
      form={form}
      labels={labels}
      onSave={async (values) => toValues(await save.mutateAsync(values))}
    >
      <p className="text-sm text-slate-600">{t('expertise.intro')}</p>
      <SelectField
        label={labels.niche}
        value={niche}
        options={MENTOR_NICHES.map((value) => ({
          value,
          label: t(`onboarding:expertise.niches.${value}`),
        }))}
        onChange={(value) => {
          if (value) form.setValue('niche', value, { shouldDirty: true });
        }}
        error={nicheError}
        className="max-w-md"
      />
      <div>
        <label htmlFor={skillsId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {labels.skillsText}
        </label>
        <textarea
          id={skillsId}
          rows={5}
          {...form.register('skillsText')}
          aria-invalid={skillsError ? true : undefined}
          aria-describedby={`${skillsId}-count${skillsError ? ` ${skillsId}-error` : ''}`}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <CharacterCounter
          id={`${skillsId}-count`}
          count={skills.length}
          max={TEXT_LIMIT}
          className="mt-1 text-right"
        />
        {skillsError && (
          <p id={`${skillsId}-error`} className="mt-1 text-xs text-red-700">
            {skillsError}
          </p>
        )}
      </div>
      <RadioGroup
        name="certification"
        legend={labels.certification}
        options={SETTINGS_CERTIFICATIONS.map((value) => ({
          value,
          label:
            value === 'none'
              ? t('expertise.noCertification')
              : t(`onboarding:certification.options.${value}`),
        }))}
        onChosen={(value) => {
          if (value !== 'others') form.setValue('certificationOther', '', { shouldDirty: true });
        }}
        after={(value) =>
          value === 'others' ? (
            <Field
              name="certificationOther"
              label={labels.certificationOther}
              className="mt-2 pl-7"
            />
          ) : null
        }
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('onboarding:expert.title')}
        </legend>
        <p className="mt-1 text-xs text-slate-600">{t('onboarding:expert.intro')}</p>
        <label htmlFor={optInId} className="mt-3 flex items-start gap-3 text-sm text-slate-900">
          <input
            id={optInId}
            type="checkbox"
            checked={optIn}
            onChange={(event) =>
              form.setValue('expertOptIn', event.target.checked, { shouldDirty: true })
            }
            aria-describedby={`${optInId}-hint`}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            {labels.expertOptIn}
            <span id={`${optInId}-hint`} className="mt-0.5 block text-xs text-slate-600">
              {t('onboarding:expert.optInHint')}
            </span>
          </span>
        </label>
      </fieldset>
    </SectionForm>
  );
}

/** The error of `name` in `form` (outside a `Field`, e.g. the niche select). */
function useFieldErrorOf(form: { formState: { errors: Record<string, unknown> } }, name: string) {
  const error = form.formState.errors[name] as { message?: string } | undefined;
  return error?.message;
}
