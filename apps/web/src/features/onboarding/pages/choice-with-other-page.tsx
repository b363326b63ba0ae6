import { CERTIFICATIONS, MENTEE_GOALS, MENTOR_GOALS } from '@pathwise/contracts';
import { TextField } from '@/components/ui/text-field.tsx';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../lib/use-wizard-step.ts';
import { chooseWithOther, type ChoiceWithOther } from '../lib/other-choice.ts';

/**
 * The steps with an "Other"/"Others" option that asks for a specify text (docs/product.md#4-states-and-transitions:
 * choosing anything else clears it). Only the mentee goal keeps Next disabled until a
 * choice is made (docs/product.md#4-states-and-transitions); the mentor goal says 'Please select an option' on Next
 * instead. The certification is optional: Next without a choice saves "None".
 * The specify text is never cut: past its limit (`OTHER_TEXT_LIMIT`) Next names the limit
 * (docs/product.md#5-validation).
 */
const STEPS = {
  certification: {
    field: 'certification',
    options: CERTIFICATIONS,
    otherValue: 'others',
    labels: 'certification.options',
    columns: 2,
    disableNext: false,
  },
  mentorGoal: {
    field: 'goal',
    options: MENTOR_GOALS,
    otherValue: 'other',
    labels: 'mentorGoal.options',
    columns: 1,
    disableNext: false,
  },
  menteeGoal: {
    field: 'goal',
    options: MENTEE_GOALS,
    otherValue: 'other',
    labels: 'menteeGoal.options',
    columns: 1,
    disableNext: true,
  },
} as const;

type OtherStepKey = keyof typeof STEPS;

function ChoiceWithOtherPage({ stepKey }: { stepKey: OtherStepKey }) {
  const { field, options, otherValue, labels, columns, disableNext } = STEPS[stepKey];
  const step = useWizardStep({
    key: stepKey,
    initial: (saved): ChoiceWithOther => ({
      choice: saved ? (saved as Record<string, string>)[field] : undefined,
      other: saved?.other ?? '',
    }),
    toAnswers: (form: ChoiceWithOther) => ({
      [field]: form.choice,
      ...(form.choice === otherValue ? { other: form.other } : {}),
    }),
  });
  const { t, form } = step;
  return (
    <WizardFrame
      {...step.frame}
      title={t(`${stepKey}.title`)}
      intro={t(`${stepKey}.intro`)}
      nextDisabled={disableNext && !form.choice}
      blockedMessage={t('errors.selectOption')}
    >
      <ChoiceGroup
        legend={t(`${stepKey}.legend`)}
        legendHidden
        options={options.map((value) => ({ value, label: t(`${labels}.${value}`) }))}
        value={form.choice as (typeof options)[number] | undefined}
        onChange={(choice) => {
          step.setForm((previous) => chooseWithOther(previous, choice, otherValue));
          step.clearError(field);
          step.clearError('other');
        }}
        error={step.errors[field]}
        columns={columns}
      >
        {form.choice === otherValue && (
          <TextField
            className="mt-4"
            label={t(`${stepKey}.specify`)}
            value={form.other}
            onChange={(event) => {
              const other = event.target.value;
              step.setForm((previous) => ({ ...previous, other }));
              step.clearError('other');
            }}
            error={step.errors.other}
          />
        )}
      </ChoiceGroup>
    </WizardFrame>
  );
}

/** /certifications (mentor branch: Back /mentor-expert, Next /planning). */
export function CertificationPage() {
  return <ChoiceWithOtherPage stepKey="certification" />;
}

/** /goals, the mentor's goal (Back /clients, Next /welcome-aboard). */
export function MentorGoalPage() {
  return <ChoiceWithOtherPage stepKey="mentorGoal" />;
}

/** /reasons, the mentee's goal (Back /qualities, Next /welcome-aboard). */
export function MenteeGoalPage() {
  return <ChoiceWithOtherPage stepKey="menteeGoal" />;
}
