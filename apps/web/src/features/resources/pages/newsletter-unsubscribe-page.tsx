import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter.ts';
import { actionLink, LinkActionPage } from '../components/link-action-page.tsx';
import { useTokenAction } from '../lib/use-token-action.ts';

/**
 * /newsletter/unsubscribe?token=…: the one-click
 * unsubscribe link of every newsletter mail. Opening it unsubscribes; opening it again is
 * harmless.
 */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation('resources');
  const state = useTokenAction(useUnsubscribeNewsletter());
  return state === 'failed' ? (
    <LinkActionPage
      state={state}
      title={t('unsubscribe.failedTitle')}
      body={t('unsubscribe.failedBody')}
      actions={
        <Link to="/contact" className={actionLink.primary}>
          {t('unsubscribe.contact')}
        </Link>
      }
    />
  ) : (
    <LinkActionPage
      state={state}
      title={t('unsubscribe.doneTitle')}
      body={t('unsubscribe.doneBody')}
      actions={
        <>
          <Link to="/resources#newsletter" className={actionLink.secondary}>
            {t('unsubscribe.resubscribe')}
          </Link>
          <Link to="/" className={actionLink.primary}>
            {t('unsubscribe.home')}
          </Link>
        </>
      }
    />
  );
}
