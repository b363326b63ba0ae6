import {
  CreateAccount,
  FREE_TRIAL_DAYS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@pathwise/contracts';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useSignup } from '../api/signup.ts';
import {
  readAuthNavigationState,
  type AuthNavigationState,
} from '../components/auth-navigation.ts';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { LegalNote } from '../components/legal-note.tsx';
import { OAuthButtons } from '../components/oauth-buttons.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { authErrorMessage } from '../lib/auth-errors.ts';
import { useOAuthFailure } from '../lib/oauth-failure.ts';
import { useLeaveIfSignedIn } from '@/lib/session/landing.ts';

/** The sign-up form's part of the contract's `CreateAccount` (the server adds the user id). */
const SignupValues = CreateAccount.pick({ name: true, email: true, password: true });

/**
 * /signup (docs/product.md#212-signup "/signup", §4 "Sign-up", §5, §8): full name, email and password
 * (at least {@link PASSWORD_MIN_LENGTH} characters). On success the server mails the
 * verification link and the visitor goes to /login, which shows the spec's "Account
 * created!" banner and has the address filled in. On failure the form keeps what was typed.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const signup = useSignup();
  const [notice, setNotice] = useState<string | null>(
    () => readAuthNavigationState(location.state).notice ?? null,
  );
  const oauthFailure = useOAuthFailure('signup');
  const [error, setError] = useState<string | null>(oauthFailure);

  const form = useContractForm(SignupValues, {
    defaultValues: { name: '', email: '', password: '' },
    // The spec's wording for each failed check (docs/product.md#5-validation).
    message: (field, code, values) => {
      if (field === 'name') {
        if (code === 'custom') return t('validation.nameInvisible');
        return values.name.trim()
          ? t('validation.nameTooLong', { max: NAME_MAX_LENGTH })
          : t('validation.nameRequired');
      }
      if (field === 'email') {
        return values.email ? t('validation.emailInvalid') : t('validation.emailRequired');
      }
      if (!values.password) return t('validation.newPasswordRequired');
      return values.password.length < PASSWORD_MIN_LENGTH
        ? t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
        : t('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  // The values come parsed by the contract: name trimmed, address trimmed and lowercased.
  const onSubmit = async ({ name, email: address, password }: CreateAccount) => {
    setError(null);
    try {
      await signup.mutateAsync({ name, email: address, password });
    } catch (err) {
      setError(authErrorMessage(t, err, 'signup'));
      return;
    }
    const state: AuthNavigationState = { notice: t('verification.sent'), email: address };
    await navigate('/login', { state });
  };

  // Already signed in: a second account is not what they came for.
  const leaving = useLeaveIfSignedIn(!isSubmitting);
  if (leaving) return <PageSpinner />;

  return (
    <AuthShell art="growth">
      <AuthHeading title={t('signup.heading')}>{t('signup.subtitle')}</AuthHeading>

      <p className="-mt-4 mb-6 inline-flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        <Gift className="size-4" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t('signup.trial', { days: FREE_TRIAL_DAYS })}</strong>
          {' · '}
          {t('signup.trialBody', { count: FREE_TRIAL_DAYS })}
        </span>
      </p>

      <div className="mb-6 space-y-3 empty:hidden">
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
        {error && <Banner tone="error">{error}</Banner>}
      </div>

      <OAuthButtons mode="signup" disabled={isSubmitting} />

      <Form form={form} onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('fields.fullName')}
          autoComplete="name"
          placeholder={t('fields.fullNamePlaceholder')}
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder')}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          placeholder={t('fields.newPasswordPlaceholder')}
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full py-3">
          {isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </Form>

      <p className="mt-8 text-center text-sm text-slate-600">
        {t('signup.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900">
          {t('signup.login')}
        </Link>
      </p>
      <LegalNote mode="signup" />
    </AuthShell>
  );
}
