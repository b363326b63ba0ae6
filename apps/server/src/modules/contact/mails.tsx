/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import {
  FactsTable,
  Link,
  MailLayout,
  Note,
  Paragraph,
  Quote,
  renderMail,
} from '../../mail/layout.tsx';
import type { MailMessage } from '../../mail/message.ts';
import { oneLine } from '../../mail/message.ts';

/**
 * The /contact form's message, mailed to SUPPORT_EMAIL with Reply-To set to the sender, so
 * that answering the mail answers the person. The message
 * is quoted as typed, line breaks kept; the sender's name is one line of escaped text, never
 * part of a link. It goes to the team, so it stays English (ADR 0021).
 */
export async function contactMail(p: {
  appName: string;
  to: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: Date;
}): Promise<MailMessage> {
  const name = oneLine(`${p.firstName} ${p.lastName}`);
  const firstName = oneLine(p.firstName);
  const received = `${p.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const subject = `[${p.appName} contact] ${p.subject}`;
  const intro = `New message from the ${p.appName} contact form.`;
  const reply = `Reply to this email to answer ${firstName} directly.`;
  const text = [
    intro,
    '',
    `From: ${name} <${p.email}>`,
    `Subject: ${p.subject}`,
    `Received: ${received}`,
    `Reference: ${p.id}`,
    '',
    '-----',
    p.message,
    '-----',
    '',
    reply,
  ].join('\n');
  const rows: [string, ReactNode][] = [
    [
      'From',
      <>
        {`${name} <`}
        <Link href={`mailto:${p.email}`}>{p.email}</Link>
        {'>'}
      </>,
    ],
    ['Subject', p.subject],
    ['Received', received],
    ['Reference', p.id],
  ];
  return renderMail(
    <MailLayout appName={p.appName} preview={p.subject}>
      <Paragraph>{intro}</Paragraph>
      <FactsTable rows={rows} />
      <Quote text={p.message} />
      <Note>{reply}</Note>
    </MailLayout>,
    { to: p.to, subject, text, replyTo: p.email },
  );
}
