import { UserId } from '@pathwise/contracts';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useEmailChangeLink } from '../api/email-change.ts';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { authErrorMessage } from '../lib/auth-errors.ts';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * /account/email (confirm a new address) and /account/email/undo (keep the old one), opened
 * from the links of an email change (docs/product.md#71-account-api). The page asks for a
 * click rather than acting on load: mail scanners open links, and must not undo a change.
 */
export function EmailChangePage({ kind }: { kind: 'confirm' | 'undo' }) {
  const { t } = useTranslation('auth', { keyPrefix: 'emailChange' });
  const { t: tAuth } = useTranslation('auth');
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const secret = params.get('secret') ?? '';
  const usable = Boolean(secret) && UserId.safeParse(userId).success;
  const run = useEmailChangeLink(kind);
  const title = kind === 'confirm' ? t('confirmTitle') : t('undoTitle');
  usePageTitle(title);

  let outcome = null;
  if (!usable) outcome = <Banner tone="error">{t('missing')}</Banner>;
  else if (run.isSuccess)
    outcome =
      kind === 'confirm' ? (
        <Banner tone="success">
          {t('confirmed', { email: run.data.email })}{' '}
          <Link to="/dashboard" className={linkClass}>
            {t('goToDashboard')}
          </Link>
        </Banner>
      ) : (
        <Banner tone="success">
          {t('undone', { email: run.data.email })}{' '}
          <Link to="/forgot-password" className={linkClass}>
            {t('resetPassword')}
          </Link>
        </Banner>
      );
  else if (run.isError)
    outcome = (
      <Banner tone="error">
        {isApiError(run.error, 'user_invalid_token')
          ? t('invalid')
          : authErrorMessage(tAuth, run.error, 'verification')}
      </Banner>
    );

  return (
    <AuthShell art="recovery">
      <span className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-200">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <AuthHeading title={title}>
        {kind === 'confirm' ? t('confirmBody') : t('undoBody')}
      </AuthHeading>
      <div aria-live="polite" className="mb-6 empty:hidden">
        {outcome}
      </div>
      {usable && !run.isSuccess && (
        <Button
          className="w-full py-3"
          disabled={run.isPending}
          onClick={() => run.mutate({ userId, secret })}
        >
          {run.isPending
            ? kind === 'confirm'
              ? t('confirming')
              : t('undoing')
            : kind === 'confirm'
              ? t('confirm')
              : t('undo')}
        </Button>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to="/login" className={linkClass}>
          {t('goToLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}
