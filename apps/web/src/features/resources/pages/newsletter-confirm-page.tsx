import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmNewsletter } from '../api/confirm-newsletter.ts';
import { actionLink, LinkActionPage } from '../components/link-action-page.tsx';
import { useTokenAction } from '../lib/use-token-action.ts';

/**
 * /newsletter/confirm?token=…: opening the link of the
 * confirmation mail confirms the subscription (double opt-in). An unknown, used or expired
 * link says so and offers to subscribe again.
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation('resources');
  const state = useTokenAction(useConfirmNewsletter());
  return state === 'failed' ? (
    <LinkActionPage
      state={state}
      title={t('confirm.failedTitle')}
      body={t('confirm.failedBody')}
      actions={
        <Link to="/resources#newsletter" className={actionLink.primary}>
          {t('confirm.subscribeAgain')}
        </Link>
      }
    />
  ) : (
    <LinkActionPage
      state={state}
      title={t('confirm.doneTitle')}
      body={t('confirm.doneBody')}
      actions={
        <>
          <Link to="/resources" className={actionLink.primary}>
            {t('confirm.readArticles')}
          </Link>
          <Link to="/" className={actionLink.secondary}>
            {t('confirm.home')}
          </Link>
        </>
      }
    />
  );
}
