import {
  MENTEE_GOALS,
  MENTOR_GOALS,
  MenteeGoalAnswers,
  MentorGoalAnswers,
  OTHER_TEXT_LIMIT,
  type GoalsSettings,
} from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field.tsx';
import { useContractForm } from '@/components/ui/form.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { useSaveSettings, useSettings } from '../api/settings-api.ts';
import { RadioGroup } from '../components/choice-fields.tsx';
import { SectionForm, SectionQuery } from '../components/section-form.tsx';

/**
 * Settings → Goals: the goal of onboarding, with the same options and rule (the
 * onboarding step's own contract: "Other" needs its text). A mentor's from `MENTOR_GOALS`, a
 * mentee's from `MENTEE_GOALS`. `PUT /api/settings/goals`.
 */
export default function GoalsTab() {
  const query = useSettings('goals');
  const mentor = useAccount().data?.role === 'mentor';
  return (
    <SectionQuery query={query} rows={4}>
      {(saved) => <GoalsForm saved={saved} mentor={mentor} />}
    </SectionQuery>
  );
}

function GoalsForm({ saved, mentor }: { saved: GoalsSettings; mentor: boolean }) {
  const { t } = useTranslation(['settings', 'onboarding']);
  const save = useSaveSettings('goals');
  const step = mentor ? 'mentorGoal' : 'menteeGoal';
  const form = useContractForm(mentor ? MentorGoalAnswers : MenteeGoalAnswers, {
    defaultValues: { goal: saved.goal as never, other: saved.other ?? '' },
    message: (field, code) => {
      if (field === 'other')
        return code === 'too_big'
          ? t('goals.errors.otherLong', { max: OTHER_TEXT_LIMIT })
          : t('goals.errors.other');
      return t('goals.errors.goal');
    },
  });
  const legend = t(`onboarding:${step}.legend`);
  const specify = t(`onboarding:${step}.specify`);
  return (
    <SectionForm
      form={form}
      labels={{ goal: legend, other: specify }}
      onSave={async (values) => {
        const next = await save.mutateAsync(values);
        return { goal: next.goal as never, other: next.other ?? '' };
      }}
    >
      <p className="text-sm text-slate-600">{t(`onboarding:${step}.intro`)}</p>
      <RadioGroup
        name="goal"
        legend={legend}
        options={(mentor ? MENTOR_GOALS : MENTEE_GOALS).map((goal) => ({
          value: goal,
          label: t(`onboarding:${step}.options.${goal}`),
        }))}
        onChosen={(value) => {
          if (value !== 'other') form.setValue('other', '', { shouldDirty: true });
        }}
        after={(value) =>
          value === 'other' ? <Field name="other" label={specify} className="mt-2 pl-7" /> : null
        }
      />
    </SectionForm>
  );
}
