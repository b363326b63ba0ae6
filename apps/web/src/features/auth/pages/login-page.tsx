import { CreateEmailSession, type User } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { accountQuery, useAccount, useSecondFactorPending } from '@/lib/session/account.ts';
import { useLogin } from '../api/login.ts';
import { useLogout } from '@/lib/session/logout.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { readAuthNavigationState } from '../components/auth-navigation.ts';
import { safeNextPath } from '@/lib/session/next-path.ts';
import { LegalNote } from '../components/legal-note.tsx';
import { OAuthButtons } from '../components/oauth-buttons.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { TwoFactorStep } from '../components/two-factor-step.tsx';
import {
  forgetRememberedEmail,
  readRememberedEmail,
  rememberEmail,
} from '../components/remembered-email.ts';
import { authErrorMessage } from '../lib/auth-errors.ts';
import { useOAuthFailure } from '../lib/oauth-failure.ts';
import { landingPath, useLeaveIfSignedIn } from '@/lib/session/landing.ts';

/** Trimmed and lowercased, as the spec asks before login and resend (§5). */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * /login (docs/product.md#211-login "/login", §4 "Account" and "Login form", §5, §8).
 *
 * - Opening the verification link (`?userId=…&secret=…`) confirms the address once, removes
 *   the query string, then reports the result in the banner.
 * - The typed address is remembered in localStorage until a successful login.
 * - A login whose account is still unverified ends the new session straight away, so that
 *   nobody stays half signed in, and asks for verification.
 * - After login the visitor goes to `?next=` when it is a path on this site, else to the
 *   role's dashboard or the onboarding step to resume at ({@link landingPath}); a visitor
 *   who is already signed in goes there at once ({@link useLeaveIfSignedIn}).
 * - An account with two-factor on gets the code step after its password, and so does any
 *   visit while this browser's session waits for the second factor (ADR 0018).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const login = useLogin();
  const { mutateAsync: logout } = useLogout();
  const resend = useResendVerification();
  const { mutateAsync: verifyEmail } = useVerifyEmail();

  const [arrival] = useState(() => readAuthNavigationState(location.state));
  const account = useAccount();
  const waiting = useSecondFactorPending();
  const [codeStep, setCodeStep] = useState(false);
  const factorPending = codeStep || (account.data === null && waiting);
  const [notice, setNotice] = useState<string | null>(arrival.notice ?? null);
  const oauthFailure = useOAuthFailure('login');
  const [error, setError] = useState<string | null>(oauthFailure);

  const linkUserId = searchParams.get('userId');
  const linkSecret = searchParams.get('secret');
  const [arrivedWithLink] = useState(() => Boolean(linkUserId && linkSecret));
  const [verifying, setVerifying] = useState(arrivedWithLink);
  // StrictMode runs effects twice and removing the query string re-renders: a link is
  // consumed once per page, whatever the number of effect runs.
  const verifiedLink = useRef<string | null>(null);

  const form = useContractForm(CreateEmailSession, {
    defaultValues: { email: arrival.email ?? readRememberedEmail(), password: '' },
    // The spec's wording (docs/product.md#5-validation); a password too long keeps the contract's text.
    message: (field, _code, values) => {
      if (field === 'email') {
        return values.email ? t('validation.emailInvalid') : t('validation.emailRequired');
      }
      return values.password ? undefined : t('validation.passwordRequired');
    },
  });
  const {
    register,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (!linkUserId || !linkSecret) return;
    const link = `${linkUserId}:${linkSecret}`;
    if (verifiedLink.current === link) return;
    verifiedLink.current = link;
    void navigate({ search: '' }, { replace: true });
    verifyEmail({ userId: linkUserId, secret: linkSecret })
      .then(
        () => {
          setError(null);
          setNotice(t('verification.verified'));
        },
        (err: unknown) => {
          // A link opened again after it worked (docs/product.md#211-login): the account is
          // verified, so say so and offer the sign-in form below instead of an error.
          if (isApiError(err, 'user_already_verified')) {
            setError(null);
            setNotice(t('verification.alreadyVerified'));
            setFocus('email');
            return;
          }
          setNotice(null);
          // A malformed link is as useless as an expired one.
          setError(
            isApiError(err, 'general_argument_invalid')
              ? t('errors.invalidVerificationLink')
              : authErrorMessage(t, err, 'verification'),
          );
        },
      )
      .finally(() => setVerifying(false));
  }, [linkUserId, linkSecret, navigate, verifyEmail, t, setFocus]);

  const historyState: unknown = location.state;

  const dismissNotice = () => {
    setNotice(null);
    // Keep a reload from bringing back the sign-up banner carried in history state.
    if (historyState) void navigate({ search: location.search }, { replace: true, state: null });
  };

  const onSubmit = async ({ email, password }: CreateEmailSession) => {
    setError(null);
    try {
      const session = await login.mutateAsync({ email: normalizeEmail(email), password });
      if (session.mfaRequired) {
        forgetRememberedEmail();
        setNotice(null);
        setCodeStep(true);
        return;
      }
    } catch (err) {
      setError(authErrorMessage(t, err, 'login'));
      return;
    }
    let user: User | null;
    try {
      user = await queryClient.fetchQuery(accountQuery);
      if (!user?.emailVerification) {
        await logout().catch(() => undefined);
        setNotice(null);
        setError(t('errors.unverified'));
        return;
      }
    } catch (err) {
      setError(authErrorMessage(t, err, 'login'));
      return;
    }
    forgetRememberedEmail();
    const next = safeNextPath(searchParams.get('next'));
    await navigate(next ?? (await landingPath(user, queryClient)), { replace: true });
  };

  const onResend = async () => {
    const { email, password } = getValues();
    if (!email.trim()) {
      setNotice(null);
      setError(t('validation.resendEmailFirst'));
      setFocus('email');
      return;
    }
    if (!password) {
      setNotice(null);
      setError(t('validation.resendPasswordFirst'));
      setFocus('password');
      return;
    }
    setError(null);
    try {
      await resend.mutateAsync({ email: normalizeEmail(email), password });
      setNotice(t('verification.resent'));
    } catch (err) {
      setNotice(null);
      setError(authErrorMessage(t, err, 'resend'));
    }
  };

  // Already signed in: nothing to do here. Not while a verification link or a submitted
  // form is being handled: they show their own result or navigate themselves.
  const leaving = useLeaveIfSignedIn(!arrivedWithLink && !isSubmitting);
  const busy = isSubmitting || resend.isPending || verifying;
  if (leaving) return <PageSpinner />;
  if (factorPending) {
    return (
      <AuthShell art="mentorship">
        <TwoFactorStep onCancel={() => setCodeStep(false)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell art="mentorship">
      <AuthHeading title={t('login.heading')}>{t('login.subtitle')}</AuthHeading>

      <div className="mb-6 space-y-3 empty:hidden">
        {verifying && (
          <Banner tone="info">
            <span className="flex items-center gap-2">
              <span
                className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
                aria-hidden="true"
              />
              {t('verification.verifying')}
            </span>
          </Banner>
        )}
        {notice && (
          <Banner tone="success" onDismiss={dismissNotice}>
            {notice}
          </Banner>
        )}
        {error && <Banner tone="error">{error}</Banner>}
      </div>

      <OAuthButtons mode="login" disabled={busy} next={safeNextPath(searchParams.get('next'))} />

      <Form form={form} onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder')}
          required
          error={errors.email?.message}
          {...register('email', {
            onChange: (event: { target: { value: string } }) => rememberEmail(event.target.value),
          })}
        />
        <div>
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            placeholder={t('fields.passwordPlaceholder')}
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="mt-2 flex justify-end">
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
            >
              {t('login.forgot')}
            </Link>
          </div>
        </div>
        <Button type="submit" disabled={busy} className="w-full py-3">
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void onResend()}
          className="w-full"
        >
          {resend.isPending ? t('login.resending') : t('login.resend')}
        </Button>
      </Form>

      <p className="mt-8 text-center text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link to="/signup" className="font-semibold text-brand-700 hover:text-brand-900">
          {t('login.signup')}
        </Link>
      </p>
      <LegalNote mode="login" />
    </AuthShell>
  );
}
