/** @jsxRuntime automatic @jsxImportSource react */
import { mailT } from '../../mail/i18n.ts';
import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from '../../mail/language.ts';
import { noticeMail } from './mails.tsx';

/**
 * Mails about an approved mentor's listing (docs/product.md#144-the-mentor-lifecycle): an
 * admin delisted them (the reason quoted as written) or listed them again. `link` is
 * APP_URL/dashboard_mentor; the first name is one line of escaped text. In the mentor's
 * language (ADR 0021).
 */
export function mentorListingMail(p: {
  appName: string;
  to: string;
  name: string;
  link: string;
  listed: boolean;
  reason: string | null;
  /** The mentor's language (default English). */
  language?: MailLanguage;
}) {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'mentors');
  const appName = p.appName;
  if (p.listed)
    return noticeMail({
      ...p,
      language,
      subject: t('listed.subject', { appName }),
      paragraphs: [t('listed.p1', { appName })],
      action: t('openDashboard'),
    });
  return noticeMail({
    ...p,
    language,
    subject: t('delisted.subject', { appName }),
    paragraphs: [t('delisted.p1', { appName }), t('delisted.p2')],
    quote: { label: t('delisted.reason'), text: p.reason ?? '' },
    action: t('openDashboard'),
  });
}
