import { MAX_QUALITY_SKILLS, QUALITY_SKILLS, TRAITS } from '@pathwise/contracts';
import { useId } from 'react';
import { CheckChips } from '../components/check-chips.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { isOverLimit, toggleLimited } from '../lib/qualities.ts';
import { useWizardStep } from '../lib/use-wizard-step.ts';

type Skill = (typeof QUALITY_SKILLS)[number];
type Trait = (typeof TRAITS)[number];

interface QualitiesForm {
  skills: Skill[];
  traits: Trait[];
}

/**
 * /qualities (mentee branch: Back /sessions, Next /reasons; docs/product.md#4-states-and-transitions, §5): up to 5
 * skills with 'Selected: n/5' and the hint 'chose a maximum of 5' (once 5 are chosen the
 * others are disabled), and any number of traits.
 */
export function QualitiesPage() {
  const step = useWizardStep({
    key: 'qualities',
    initial: (saved): QualitiesForm => ({
      skills: saved?.skills ?? [],
      traits: saved?.traits ?? [],
    }),
    toAnswers: (form: QualitiesForm) => form,
  });
  const { t, form, errors } = step;
  const id = useId();
  const countId = `${id}-count`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <WizardFrame
      {...step.frame}
      stepKey="qualities"
      title={t('qualities.title')}
      intro={t('qualities.intro')}
    >
      <CheckChips
        legend={t('qualities.skillsLegend')}
        options={QUALITY_SKILLS.map((value) => ({
          value,
          label: t(`qualities.skills.${value}`),
        }))}
        selected={form.skills}
        onToggle={(value) => {
          step.setForm((previous) => ({
            ...previous,
            skills: toggleLimited(previous.skills, value),
          }));
          step.clearError('skills');
        }}
        isDisabled={(value) => isOverLimit(form.skills, value)}
        describedBy={[countId, hintId, errors.skills ? errorId : null].filter(Boolean).join(' ')}
      >
        <div className="mt-1 flex flex-wrap items-baseline gap-x-3 text-sm">
          <p id={countId} aria-live="polite" className="font-medium tabular-nums text-brand-800">
            {t('qualities.selected', { count: form.skills.length, max: MAX_QUALITY_SKILLS })}
          </p>
          <p id={hintId} className="text-slate-600">
            {t('qualities.hint')}
          </p>
        </div>
        {errors.skills && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {errors.skills}
          </p>
        )}
      </CheckChips>
      <CheckChips
        legend={t('qualities.traitsLegend')}
        options={TRAITS.map((value) => ({ value, label: t(`qualities.traits.${value}`) }))}
        selected={form.traits}
        onToggle={(value) =>
          step.setForm((previous) => ({
            ...previous,
            traits: toggleLimited(previous.traits, value, Number.POSITIVE_INFINITY),
          }))
        }
        describedBy={`${id}-traits-hint`}
      >
        <p id={`${id}-traits-hint`} className="mt-1 text-sm text-slate-600">
          {t('qualities.traitsHint')}
        </p>
      </CheckChips>
    </WizardFrame>
  );
}
