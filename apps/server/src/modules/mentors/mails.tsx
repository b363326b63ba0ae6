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
} from '../../mail/layout.tsx';
import type { MailMessage } from '../../mail/message.ts';

/**
 * Mails about a mentor's application (docs/product.md#121-mentor-vetting "Mentor vetting"). The mentor's first
 * name is rendered as one line of escaped text, never in a link.
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
}

/** A mail that tells the reader something and links to a page (no expiring link). */
export async function noticeMail(m: NoticeMail): Promise<MailMessage> {
  const text = [
    greeting(m.name),
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.quote ? [`${m.quote.label}:`, ...m.quote.text.split('\n').map((l) => `> ${l}`), ''] : []),
    `${m.action}: ${m.link}`,
    '',
    `— The ${m.appName} team`,
  ].join('\n');
  return renderMail(
    <MailLayout appName={m.appName} preview={m.paragraphs[0] ?? m.subject}>
      <Greeting name={m.name} />
      {m.paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      {m.quote ? <Quote label={m.quote.label} text={m.quote.text} /> : null}
      <Action href={m.link} label={m.action} />
      <Signature appName={m.appName} />
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
}) {
  const approved = `Good news: we reviewed your mentor application and approved it. Your profile is now listed in the ${p.appName} mentor directory, where mentees can find you.`;
  if (p.availabilityLink)
    return noticeMail({
      ...p,
      subject: `Your ${p.appName} mentor profile is approved`,
      paragraphs: [
        approved,
        'First step: set your weekly hours. Until you do, nobody can book a session with you.',
      ],
      action: 'Set your weekly hours',
      link: p.availabilityLink,
    });
  return noticeMail({
    ...p,
    subject: `Your ${p.appName} mentor profile is approved`,
    paragraphs: [approved],
    action: 'Open your dashboard',
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
}) {
  return noticeMail({
    ...p,
    subject: `Your ${p.appName} mentor application was declined`,
    paragraphs: [
      `Thank you for applying to mentor on ${p.appName}. We reviewed your application and cannot approve it as it stands.`,
    ],
    quote: { label: 'The reviewer’s reason', text: p.reason },
    action: 'Edit and resubmit your profile',
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
}) {
  return noticeMail({
    ...p,
    subject: `We received your ${p.appName} mentor application`,
    paragraphs: [
      p.resubmitted
        ? `Thank you for sending your mentor application again. It is back with our reviewers.`
        : `Thank you for applying to mentor on ${p.appName}. Your application is with our reviewers.`,
      'What happens next: an admin reviews your application, usually within 2 business days, and we mail you the decision. If it is declined, the mail says why and you can edit and send it again.',
      'Meanwhile you can set your weekly hours and polish your profile from your dashboard.',
    ],
    action: 'Open your dashboard',
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
 * APP_URL/admin/mentors.
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
