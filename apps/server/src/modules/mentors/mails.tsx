/** @jsxRuntime automatic @jsxImportSource react */
import {
  Action,
  Greeting,
  greeting,
  MailLayout,
  Paragraph,
  Quote,
  renderMail,
  Signature,
  signature,
} from '../../mail/layout.tsx';
import { mailT } from '../../mail/i18n.ts';
import { DEFAULT_MAIL_LANGUAGE, withLanguage, type MailLanguage } from '../../mail/language.ts';
import type { MailMessage } from '../../mail/message.ts';

/**
 * Mails about a mentor's application (docs/product.md#121-mentor-vetting "Mentor vetting"). The mentor's first
 * name is rendered as one line of escaped text, never in a link. Mails to the mentor are in
 * their language (`mentors` catalogue; ADR 0021); the admins' digest stays English.
 */

interface NoticeMail {
  appName: string;
  to: string;
  name: string;
  subject: string;
  /** Paragraphs before the quoted block. */
  paragraphs: string[];
  /** A block quoted as given, line breaks kept (e.g. an admin's reason). */
  quote?: { label: string; text: string };
  action: string;
  link: string;
  /** The texts' language (default English); the link gets `?lng=` for another. */
  language?: MailLanguage;
}

/** A mail that tells the reader something and links to a page (no expiring link). */
export async function noticeMail(m: NoticeMail): Promise<MailMessage> {
  const language = m.language ?? DEFAULT_MAIL_LANGUAGE;
  const link = withLanguage(m.link, language);
  const text = [
    greeting(m.name, language),
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.quote ? [`${m.quote.label}:`, ...m.quote.text.split('\n').map((l) => `> ${l}`), ''] : []),
    `${m.action}: ${link}`,
    '',
    signature(m.appName, language),
  ].join('\n');
  return renderMail(
    <MailLayout appName={m.appName} preview={m.paragraphs[0] ?? m.subject} language={language}>
      <Greeting name={m.name} language={language} />
      {m.paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      {m.quote ? <Quote label={m.quote.label} text={m.quote.text} /> : null}
      <Action href={link} label={m.action} language={language} />
      <Signature appName={m.appName} language={language} />
    </MailLayout>,
    { to: m.to, subject: m.subject, text },
  );
}

/**
 * "Your mentor profile is approved" (docs/product.md#121-mentor-vetting "Mentor vetting"); `link` is
 * APP_URL/dashboard_mentor.
 */
export function mentorApprovedMail(p: {
  appName: string;
  to: string;
  name: string;
  link: string;
  /**
   * APP_URL/dashboard_mentor/availability when the mentor has no weekly hours yet: the mail
   * then names them first and links there (docs/product.md#121-mentor-vetting); absent otherwise.
   */
  availabilityLink?: string;
  /** The mentor's language (default English). */
  language?: MailLanguage;
}) {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'mentors');
  const appName = p.appName;
  const approved = t('approved.p1', { appName });
  if (p.availabilityLink)
    return noticeMail({
      ...p,
      language,
      subject: t('approved.subject', { appName }),
      paragraphs: [approved, t('approved.firstStep')],
      action: t('approved.setHours'),
      link: p.availabilityLink,
    });
  return noticeMail({
    ...p,
    language,
    subject: t('approved.subject', { appName }),
    paragraphs: [approved],
    action: t('openDashboard'),
  });
}

/**
 * "Your mentor application was declined", with the admin's reason quoted as written
 * (docs/product.md#121-mentor-vetting "Mentor vetting"); `link` is APP_URL/dashboard_mentor, where the mentor
 * can edit and resubmit.
 */
export function mentorDeclinedMail(p: {
  appName: string;
  to: string;
  name: string;
  reason: string;
  link: string;
  /** The mentor's language (default English). */
  language?: MailLanguage;
}) {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'mentors');
  return noticeMail({
    ...p,
    language,
    subject: t('declined.subject', { appName: p.appName }),
    paragraphs: [t('declined.p1', { appName: p.appName })],
    quote: { label: t('declined.reason'), text: p.reason },
    action: t('declined.action'),
  });
}

/**
 * "We received your mentor application" (docs/product.md#121-mentor-vetting): the applicant's receipt, sent
 * when onboarding submits the application or a declined one is sent again; `link` is
 * APP_URL/dashboard_mentor, where the review state shows.
 */
export function mentorApplicationReceivedMail(p: {
  appName: string;
  to: string;
  name: string;
  link: string;
  resubmitted: boolean;
  /** The applicant's language (default English). */
  language?: MailLanguage;
}) {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'mentors');
  return noticeMail({
    ...p,
    language,
    subject: t('received.subject', { appName: p.appName }),
    paragraphs: [
      p.resubmitted ? t('received.resubmitted') : t('received.first', { appName: p.appName }),
      t('received.next'),
      t('received.meanwhile'),
    ],
    action: t('openDashboard'),
  });
}

/** One application waiting for review, as the admins' digest lists it. */
export interface WaitingApplication {
  /** The applicant's name (user-supplied text, one escaped line). */
  name: string;
  submittedAt: Date;
}

/**
 * "Mentor applications waiting for review" to one ADMIN_EMAILS address, at most once an hour
 * (docs/product.md#121-mentor-vetting): every application still pending, oldest first, each
 * with its name and when it was submitted (UTC), `more` beyond those listed; `link` is
 * APP_URL/admin/mentors. To the team, so English (ADR 0021).
 */
export function pendingApplicationsMail(p: {
  appName: string;
  to: string;
  applications: WaitingApplication[];
  more: number;
  link: string;
}) {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const count = p.applications.length + p.more;
  return noticeMail({
    appName: p.appName,
    to: p.to,
    name: '',
    subject:
      count === 1
        ? '1 mentor application waits for review'
        : `${count} mentor applications wait for review`,
    paragraphs: [
      count === 1
        ? 'This mentor application waits for your review:'
        : 'These mentor applications wait for your review:',
      ...p.applications.map((a) => `${a.name}, submitted ${when.format(a.submittedAt)} UTC`),
      ...(p.more > 0 ? [`and ${p.more} more.`] : []),
    ],
    action: 'Review applications',
    link: p.link,
  });
}
