/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link, MailLayout, Note, Paragraph, Quote, renderMail } from '../../mail/layout.tsx';
import type { MailMessage } from '../../mail/message.ts';
import { oneLine } from '../../mail/message.ts';

/**
 * A feature request, mailed to SUPPORT_EMAIL with Reply-To set to the person who sent it, so
 * that answering the mail answers them (issue 11 "Feature Request"; the contact form's mail is
 * the model). The title is one line; the description is quoted as typed, line breaks kept;
 * the sender's name is escaped text, never part of a link.
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
      <table
        role="presentation"
        cellPadding={0}
        cellSpacing={0}
        style={{ fontSize: '14px', lineHeight: '20px', marginBottom: '16px' }}
      >
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td
                style={{
                  padding: '4px 12px 4px 0',
                  color: '#4b5563',
                  verticalAlign: 'top',
                  whiteSpace: 'nowrap',
                }}
              >
                {label}
              </td>
              <td style={{ padding: '4px 0', wordBreak: 'break-word' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Quote text={p.description} />
      <Note>{reply}</Note>
    </MailLayout>,
    { to: p.to, subject, text, replyTo: p.email },
  );
}
