import { LimitedTextArea } from '../components/limited-text-area.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../lib/use-wizard-step.ts';

/**
 * A 750-character text step with the `n/750` counter (docs/product.md#5-validation): /about-me (key
 * `about`) and the mentor's /skills (key `skills`).
 */
function TextStepPage({ stepKey }: { stepKey: 'about' | 'skills' }) {
  const step = useWizardStep({
    key: stepKey,
    initial: (saved) => ({ text: saved?.text ?? '' }),
    toAnswers: (form: { text: string }) => form,
  });
  const { t, form } = step;
  return (
    <WizardFrame {...step.frame} title={t(`${stepKey}.title`)} intro={t(`${stepKey}.intro`)}>
      <LimitedTextArea
        label={t(`${stepKey}.label`)}
        value={form.text}
        onChange={(text) => {
          step.setForm({ text });
          step.clearError('text');
        }}
        error={step.errors.text}
      />
    </WizardFrame>
  );
}

/** /about-me (docs/product.md#2-screens-and-routes: Back /bio-step, Next /welcome-step). */
export function AboutPage() {
  return <TextStepPage stepKey="about" />;
}

/** /skills (mentor branch: Back /mentor-experience, Next /mentor-expert). */
export function SkillsPage() {
  return <TextStepPage stepKey="skills" />;
}
