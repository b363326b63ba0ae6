/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Link, MailLayout, Paragraph, renderMail, Signature } from '../../mail/layout.tsx';
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
}

/**
 * A newsletter mail: every one carries an unsubscribe link in its text and the RFC 8058
 * headers, so that mail clients can offer one-click unsubscribe.
 */
async function newsletterMail(m: NewsletterMail): Promise<MailMessage> {
  const footer = `You get this email because ${m.to} signed up for the ${m.appName} newsletter.`;
  const text = [
    ...m.paragraphs.flatMap((p) => [p, '']),
    `${m.action}: ${m.link}`,
    ...(m.note ? ['', m.note] : []),
    '',
    `— The ${m.appName} team`,
    '',
    '--',
    footer,
    `Unsubscribe: ${m.unsubscribeLink}`,
  ].join('\n');
  return renderMail(
    <MailLayout
      appName={m.appName}
      preview={m.paragraphs[1] ?? m.subject}
      footer={
        <>
          {`${footer} `}
          <Link href={m.unsubscribeLink}>Unsubscribe</Link>
        </>
      }
    >
      {m.paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      <Action href={m.link} label={m.action} note={m.note} />
      <Signature appName={m.appName} />
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

/** "Confirm your subscription" (double opt-in); the link works once and lasts 7 days. */
export function newsletterConfirmationMail(p: {
  appName: string;
  to: string;
  confirmLink: string;
  unsubscribeLink: string;
  oneClickUrl: string;
}): Promise<MailMessage> {
  return newsletterMail({
    ...p,
    subject: `Confirm your subscription to the ${p.appName} newsletter`,
    paragraphs: [
      'Hi,',
      `Thanks for signing up for the ${p.appName} newsletter: new articles on mentoring, careers and growing as a professional.`,
      'Please confirm that this is your address. Until you do, we will not send you anything else.',
    ],
    action: 'Confirm subscription',
    link: p.confirmLink,
    note: 'This link works once and expires in 7 days. If you did not sign up, ignore this email: you will not be subscribed.',
  });
}

/** "Welcome", sent when a subscription is confirmed; links to the articles. */
export function newsletterWelcomeMail(p: {
  appName: string;
  to: string;
  resourcesLink: string;
  unsubscribeLink: string;
  oneClickUrl: string;
}): Promise<MailMessage> {
  return newsletterMail({
    ...p,
    subject: `Welcome to the ${p.appName} newsletter`,
    paragraphs: [
      'Hi,',
      `Your subscription is confirmed. You will hear from us when we publish new articles on ${p.appName}.`,
      'In the meantime, the latest and most-read articles are waiting for you.',
    ],
    action: 'Read the latest articles',
    link: p.resourcesLink,
  });
}
