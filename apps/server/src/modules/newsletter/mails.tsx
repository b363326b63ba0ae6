/** @jsxRuntime automatic @jsxImportSource react */
import {
  Action,
  greeting,
  MailLayout,
  OptOutFooter,
  optOutText,
  Paragraph,
  renderMail,
  Signature,
} from '../../mail/layout.tsx';
import { mailT } from '../../mail/i18n.ts';
import { DEFAULT_MAIL_LANGUAGE, withLanguage, type MailLanguage } from '../../mail/language.ts';
import type { MailMessage } from '../../mail/message.ts';

interface NewsletterMail {
  appName: string;
  to: string;
  subject: string;
  paragraphs: string[];
  action: string;
  link: string;
  /** A line under the button, e.g. how long the link works. */
  note?: string;
  /** The visible unsubscribe link: APP_URL/newsletter/unsubscribe?token=… */
  unsubscribeLink: string;
  /** Where a mail client's one-click unsubscribe POSTs (RFC 8058). */
  oneClickUrl: string;
  language: MailLanguage;
}

/**
 * A newsletter mail: every one carries an unsubscribe link in its text and the RFC 8058
 * headers, so that mail clients can offer one-click unsubscribe. The subscriber has no account:
 * the language is that of the request that caused the mail (ADR 0021).
 */
async function newsletterMail(m: NewsletterMail): Promise<MailMessage> {
  const { language } = m;
  const t = mailT(language, 'newsletter');
  const optOut = {
    reason: t('footer', { email: m.to, appName: m.appName }),
    stop: t('unsubscribe'),
    page: m.unsubscribeLink,
  };
  const text = [
    ...m.paragraphs.flatMap((p) => [p, '']),
    `${m.action}: ${m.link}`,
    ...(m.note ? ['', m.note] : []),
    ...optOutText(m.appName, language, optOut),
  ].join('\n');
  return renderMail(
    <MailLayout
      appName={m.appName}
      preview={m.paragraphs[1] ?? m.subject}
      language={language}
      footer={<OptOutFooter {...optOut} />}
    >
      {m.paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      <Action href={m.link} label={m.action} note={m.note} language={language} />
      <Signature appName={m.appName} language={language} />
    </MailLayout>,
    {
      to: m.to,
      subject: m.subject,
      text,
      headers: {
        'List-Unsubscribe': `<${m.oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  );
}

/** What both newsletter mails pass on: the recipient, the unsubscribe links, the language. */
interface NewsletterRecipient {
  appName: string;
  to: string;
  unsubscribeLink: string;
  oneClickUrl: string;
  /** The language of the request that caused the mail (default English). */
  language?: MailLanguage;
}

/**
 * Newsletter mail `kind` (`confirmation` or `welcome` of the `newsletter` catalogue) to `p`,
 * in `p.language`: greeting and two paragraphs, the action to `link` (with `?lng=`), and the
 * pages' links with `?lng=` (not the one-click URL).
 */
function newsletterKind(
  kind: 'confirmation' | 'welcome',
  p: NewsletterRecipient,
  link: string,
): Promise<MailMessage> {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'newsletter');
  const note = t(`${kind}.note`, { defaultValue: '' });
  return newsletterMail({
    appName: p.appName,
    to: p.to,
    unsubscribeLink: withLanguage(p.unsubscribeLink, language),
    oneClickUrl: p.oneClickUrl,
    language,
    subject: t(`${kind}.subject`, { appName: p.appName }),
    paragraphs: [
      greeting(undefined, language),
      t(`${kind}.p1`, { appName: p.appName }),
      t(`${kind}.p2`),
    ],
    action: t(`${kind}.action`),
    link: withLanguage(link, language),
    ...(note ? { note } : {}),
  });
}

/**
 * "Confirm your subscription" (double opt-in); the link works once and lasts 7 days. In
 * `language`, the best match of the sign-up request's `Accept-Language` (default English).
 */
export function newsletterConfirmationMail(
  p: NewsletterRecipient & { confirmLink: string },
): Promise<MailMessage> {
  return newsletterKind('confirmation', p, p.confirmLink);
}

/**
 * "Welcome", sent when a subscription is confirmed; links to the articles. In `language`, the
 * best match of the confirming request's `Accept-Language` (default English).
 */
export function newsletterWelcomeMail(
  p: NewsletterRecipient & { resourcesLink: string },
): Promise<MailMessage> {
  return newsletterKind('welcome', p, p.resourcesLink);
}
