import { USER_TYPES, type UserType } from '@pathwise/contracts';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useTempData } from '../api/get-temp-data.ts';
import { useWizardStep } from '../lib/use-wizard-step.ts';

/**
 * /welcome, the role screen (docs/product.md#215-role-screen "Role-selection screen", "The /welcome
 * screen"): greets the user by the name from `getTempData`, asks Coach/Mentor or Looking to
 * be mentored; Back goes to the previous page of this visit (home when opened by its address);
 * Next stays disabled until one is chosen and saves step 2
 * `{roleInfo: {userType}}`, then goes to /bio-step.
 */
export function WelcomePage() {
  const step = useWizardStep({
    key: 'roleInfo',
    initial: (saved, state) => ({ userType: saved?.userType ?? state.userType ?? undefined }),
    toAnswers: (form: { userType: UserType | undefined }) => form,
  });
  const { t, form } = step;
  // A failed greeting lookup only costs the name (docs/product.md#8-error-catalogue: fetch errors are not shown).
  const { data: temp } = useTempData();
  const name = temp?.name.trim();
  return (
    <WizardFrame
      {...step.frame}
      stepKey="roleInfo"
      userType={form.userType ?? null}
      title={name ? t('welcome.greeting', { name }) : t('welcome.greetingNoName')}
      pageTitle={t('welcome.pageTitle')}
      intro={t('welcome.intro')}
      back={{ history: true }}
      nextDisabled={!form.userType}
      blockedMessage={t('errors.selectOption')}
      illustration="/images/onboarding/welcome.svg"
    >
      <ChoiceGroup
        legend={t('welcome.legend')}
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
