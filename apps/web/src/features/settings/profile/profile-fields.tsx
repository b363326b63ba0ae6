import {
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_SKILL_OPTIONS,
  PROFILE_SKILLS_MAX_BY_ROLE,
  type Profile,
} from '@pathwise/contracts';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { useFieldError } from '@/components/ui/field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import type { FormValues } from './profile-values.ts';

/** Years of experience: a whole number or empty (not given). */
export function YearsField({ label, hint }: { label: string; hint: string }) {
  const { control } = useFormContext<FormValues>();
  const error = useFieldError('yearsExperience');
  const id = useId();
  return (
    <Controller
      name="yearsExperience"
      control={control}
      render={({ field }) => (
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
            {label}
          </label>
          <input
            id={id}
            ref={field.ref}
            type="number"
            inputMode="numeric"
            min={0}
            max={80}
            step={1}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : Number(event.target.value))
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
          {error && (
            <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    />
  );
}

/** Bio: up to 750 characters with its counter (docs/product.md#9-constants-and-limits). */
export function BioField() {
  const { t } = useTranslation('settings', { keyPrefix: 'profile.about' });
  const { register, watch } = useFormContext<FormValues>();
  const error = useFieldError('about');
  const id = useId();
  const count = (watch('about') ?? '').length;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('bio')}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        {...register('about')}
      />
      <div className="mt-1 flex justify-between gap-4 text-xs">
        <p id={`${id}-hint`} className="text-slate-600">
          {t('bioHint')}
        </p>
        <CharacterCounter id={`${id}-count`} count={count} max={PROFILE_BIO_MAX_LENGTH} />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Skill chips with remove buttons, and a select of the role's other skills with Add skill
 * (a mentor's are the directory's tags, a mentee's onboarding's qualities).
 */
export function SkillChips({ role }: { role: Profile['role'] }) {
  const { t } = useTranslation('settings', { keyPrefix: 'profile.about' });
  const { t: tm } = useTranslation('mentors');
  const { t: to } = useTranslation('onboarding');
  const { control } = useFormContext<FormValues>();
  const error = useFieldError('skills');
  const [choice, setChoice] = useState('');
  const id = useId();
  const options: readonly string[] = PROFILE_SKILL_OPTIONS[role];
  const max = PROFILE_SKILLS_MAX_BY_ROLE[role];
  const label = (skill: string) =>
    role === 'mentor' ? tm(`skills.${skill}`) : to(`qualities.skills.${skill}`);
  return (
    <Controller
      name="skills"
      control={control}
      render={({ field }) => {
        const chosen: string[] = field.value ?? [];
        const rest = options.filter((skill) => !chosen.includes(skill));
        const full = chosen.length >= max;
        return (
          <fieldset className="sm:col-span-2" aria-describedby={`${id}-hint`}>
            <legend className="text-sm font-medium text-slate-800">{t('skills')}</legend>
            <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
              {t(role === 'mentor' ? 'skillsHintMentor' : 'skillsHintMentee', { max })}{' '}
              <span aria-live="polite">{t('selected', { count: chosen.length, max })}</span>
            </p>
            {chosen.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('noSkills')}</p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-2">
                {chosen.map((skill) => (
                  <li
                    key={skill}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
                  >
                    {label(skill)}
                    <button
                      type="button"
                      aria-label={t('remove', { skill: label(skill) })}
                      onClick={() => field.onChange(chosen.filter((s) => s !== skill))}
                      className="inline-flex size-7 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {rest.length === 0 ? (
              <p className="mt-3 text-xs text-slate-600">{t('allChosen')}</p>
            ) : full ? (
              <p className="mt-3 text-xs text-slate-600">{t('maxReached')}</p>
            ) : (
              <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
                <SelectField
                  className="sm:w-64"
                  label={t('addSkillLabel')}
                  value={rest.includes(choice) ? choice : ''}
                  placeholder={t('addSkillPlaceholder')}
                  options={rest.map((value) => ({ value, label: label(value) }))}
                  onChange={setChoice}
                />
                <Button
                  variant="secondary"
                  disabled={!rest.includes(choice)}
                  onClick={() => {
                    field.onChange([...chosen, choice]);
                    setChoice('');
                  }}
                >
                  {t('addSkill')}
                </Button>
              </div>
            )}
            {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
          </fieldset>
        );
      }}
    />
  );
}
