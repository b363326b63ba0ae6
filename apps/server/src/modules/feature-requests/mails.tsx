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
 * A feature request, mailed to SUPPORT_EMAIL with Reply-To set to the person who sent it, so
 * that answering the mail answers them (docs/product.md#1281-feature-requests; the contact form's
 * mail is the model). The title is one line; the description is quoted as typed, line breaks kept;
 * the sender's name is escaped text, never part of a link. It goes to the team, so it stays
 * English (ADR 0021).
 */
export async function featureRequestMail(p: {
  appName: string;
  to: string;
  id: string;
  name: string;
  email: string;
  /** `mentee`, `mentor` or null when onboarding has not chosen yet. */
  role: string | null;
  title: string;
  description: string;
  receivedAt: Date;
}): Promise<MailMessage> {
  const name = oneLine(p.name);
  const title = oneLine(p.title);
  const role = p.role ?? 'not chosen yet';
  const received = `${p.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const subject = `[${p.appName} feature request] ${title}`;
  const intro = `New feature request from a ${p.appName} member.`;
  const reply = `Reply to this email to answer ${name} directly.`;
  const text = [
    intro,
    '',
    `From: ${name} <${p.email}>`,
    `Role: ${role}`,
    `Title: ${title}`,
    `Received: ${received}`,
    `Reference: ${p.id}`,
    '',
    '-----',
    p.description,
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
    ['Role', role],
    ['Title', title],
    ['Received', received],
    ['Reference', p.id],
  ];
  return renderMail(
    <MailLayout appName={p.appName} preview={title}>
      <Paragraph>{intro}</Paragraph>
      <FactsTable rows={rows} />
      <Quote text={p.description} />
      <Note>{reply}</Note>
    </MailLayout>,
    { to: p.to, subject, text, replyTo: p.email },
  );
}
