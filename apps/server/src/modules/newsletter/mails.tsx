/** @jsxRuntime automatic @jsxImportSource react */
import {
  Action,
  greeting,
  Link,
  MailLayout,
  Paragraph,
  renderMail,
  Signature,
  signature,
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
  const footer = t('footer', { email: m.to, appName: m.appName });
  const unsubscribe = t('unsubscribe');
  const text = [
    ...m.paragraphs.flatMap((p) => [p, '']),
    `${m.action}: ${m.link}`,
    ...(m.note ? ['', m.note] : []),
    '',
    signature(m.appName, language),
    '',
    '--',
    footer,
    `${unsubscribe}: ${m.unsubscribeLink}`,
  ].join('\n');
  return renderMail(
    <MailLayout
      appName={m.appName}
      preview={m.paragraphs[1] ?? m.subject}
      language={language}
      footer={
        <>
          {`${footer} `}
          <Link href={m.unsubscribeLink}>{unsubscribe}</Link>
        </>
      }
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

/** The links of a newsletter mail in `language`: the pages carry `?lng=` (not the one-click URL). */
function links(p: { unsubscribeLink: string; oneClickUrl: string }, language: MailLanguage) {
  return {
    unsubscribeLink: withLanguage(p.unsubscribeLink, language),
    oneClickUrl: p.oneClickUrl,
  };
}

/**
 * "Confirm your subscription" (double opt-in); the link works once and lasts 7 days. In
 * `language`, the best match of the sign-up request's `Accept-Language` (default English).
 */
export function newsletterConfirmationMail(p: {
  appName: string;
  to: string;
  confirmLink: string;
  unsubscribeLink: string;
  oneClickUrl: string;
  language?: MailLanguage;
}): Promise<MailMessage> {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'newsletter');
  return newsletterMail({
    appName: p.appName,
    to: p.to,
    ...links(p, language),
    language,
    subject: t('confirmation.subject', { appName: p.appName }),
    paragraphs: [
      greeting(undefined, language),
      t('confirmation.p1', { appName: p.appName }),
      t('confirmation.p2'),
    ],
    action: t('confirmation.action'),
    link: withLanguage(p.confirmLink, language),
    note: t('confirmation.note'),
  });
}

/**
 * "Welcome", sent when a subscription is confirmed; links to the articles. In `language`, the
 * best match of the confirming request's `Accept-Language` (default English).
 */
export function newsletterWelcomeMail(p: {
  appName: string;
  to: string;
  resourcesLink: string;
  unsubscribeLink: string;
  oneClickUrl: string;
  language?: MailLanguage;
}): Promise<MailMessage> {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'newsletter');
  return newsletterMail({
    appName: p.appName,
    to: p.to,
    ...links(p, language),
    language,
    subject: t('welcome.subject', { appName: p.appName }),
    paragraphs: [
      greeting(undefined, language),
      t('welcome.p1', { appName: p.appName }),
      t('welcome.p2'),
    ],
    action: t('welcome.action'),
    link: withLanguage(p.resourcesLink, language),
  });
}
