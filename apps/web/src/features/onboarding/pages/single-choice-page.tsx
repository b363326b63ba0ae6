import { MENTEE_EXPERIENCES, MENTOR_NICHES, TIMELINES } from '@pathwise/contracts';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../lib/use-wizard-step.ts';

/** The one-answer steps whose Next stays disabled until something is chosen (docs/product.md#4-states-and-transitions). */
const STEPS = {
  expertise: { field: 'niche', options: MENTOR_NICHES, labels: 'expertise.niches', columns: 3 },
  experience: {
    field: 'experience',
    options: MENTEE_EXPERIENCES,
    labels: 'experience.options',
    columns: 2,
  },
  timeline: { field: 'timeline', options: TIMELINES, labels: 'timeline.options', columns: 1 },
} as const;

type SingleChoiceKey = keyof typeof STEPS;

function SingleChoicePage({ stepKey }: { stepKey: SingleChoiceKey }) {
  const { field, options, labels, columns } = STEPS[stepKey];
  const step = useWizardStep({
    key: stepKey,
    initial: (saved) => ({
      value: saved ? (saved as Record<string, string>)[field] : undefined,
    }),
    toAnswers: (form: { value: string | undefined }) => ({ [field]: form.value }),
  });
  const { t, form } = step;
  return (
    <WizardFrame
      {...step.frame}
      title={t(`${stepKey}.title`)}
      intro={t(`${stepKey}.intro`)}
      nextDisabled={!form.value}
      blockedMessage={t('errors.selectOption')}
    >
      <ChoiceGroup
        legend={t(`${stepKey}.legend`)}
        legendHidden
        options={options.map((value) => ({ value, label: t(`${labels}.${value}`) }))}
        value={form.value}
        onChange={(value) => {
          step.setForm({ value });
          step.clearError(field);
        }}
        error={step.errors[field]}
        columns={columns}
      />
    </WizardFrame>
  );
}

/** /mentor-experience "Your Expertise": one niche (Back /welcome-step, Next /skills). */
export function ExpertisePage() {
  return <SingleChoicePage stepKey="expertise" />;
}

/** /past-experience: one of the 8 statements (Back /welcome-step, Next /timeline). */
export function ExperiencePage() {
  return <SingleChoicePage stepKey="experience" />;
}

/** /timeline: one of 5 options (Back /past-experience, Next /sessions). */
export function TimelinePage() {
  return <SingleChoicePage stepKey="timeline" />;
}
