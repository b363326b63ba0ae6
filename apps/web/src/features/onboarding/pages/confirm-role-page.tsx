import { USER_TYPES, type UserType } from '@pathwise/contracts';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../lib/use-wizard-step.ts';

/**
 * /welcome-step (docs/product.md#2-screens-and-routes: Back /about-me, Next /past-experience or
 * /mentor-experience): the role chosen on /welcome, preselected and changeable
 * (docs/product.md#117-one-role "one role"). Saving step 5 sets the role; Next follows the new branch.
 */
export function ConfirmRolePage() {
  const step = useWizardStep({
    key: 'confirmRole',
    initial: (saved, state) => ({ userType: saved?.userType ?? state.userType ?? undefined }),
    toAnswers: (form: { userType: UserType | undefined }) => form,
  });
  const { t, form } = step;
  return (
    <WizardFrame
      {...step.frame}
      stepKey="confirmRole"
      userType={form.userType ?? null}
      title={t('confirmRole.title')}
      intro={t('confirmRole.intro')}
      nextDisabled={!form.userType}
      blockedMessage={t('errors.selectOption')}
    >
      <ChoiceGroup
        legend={t('confirmRole.legend')}
        options={USER_TYPES.map((value) => ({
          value,
          label: t(`roles.${value}`),
          description: t(`roleDescriptions.${value}`),
        }))}
        value={form.userType}
        onChange={(userType) => {
          step.setForm({ userType });
          step.clearError('userType');
        }}
        error={step.errors.userType}
        columns={1}
      />
    </WizardFrame>
  );
}
