import { useId } from 'react';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../lib/use-wizard-step.ts';

/**
 * /mentor-expert "Are you an Expert" (docs/product.md#32-onboarding-answers "Expert opt-in"): an optional opt-in
 * to ExpertFinder, which connects stuck mentees with an online expert. Unticked by default.
 */
export function ExpertPage() {
  const step = useWizardStep({
    key: 'expert',
    initial: (saved) => ({ optIn: saved?.optIn ?? false }),
    toAnswers: (form: { optIn: boolean }) => form,
  });
  const { t, form } = step;
  const id = useId();
  return (
    <WizardFrame
      {...step.frame}
      stepKey="expert"
      title={t('expert.title')}
      intro={t('expert.intro')}
    >
      <label
        htmlFor={id}
        className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
      >
        <input
          id={id}
          type="checkbox"
          checked={form.optIn}
          onChange={(event) => step.setForm({ optIn: event.target.checked })}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>
          <span className="block font-medium text-slate-900">{t('expert.optIn')}</span>
          {/* Out of the checkbox's name (it is its description instead), so it is read once. */}
          <span id={`${id}-hint`} aria-hidden="true" className="mt-1 block text-sm text-slate-600">
            {t('expert.optInHint')}
          </span>
        </span>
      </label>
    </WizardFrame>
  );
}
