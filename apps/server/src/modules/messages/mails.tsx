/** @jsxRuntime automatic @jsxImportSource react */
import {
  Action,
  Greeting,
  greeting,
  Link,
  MailLayout,
  Paragraph,
  Quote,
  renderMail,
  Signature,
} from '../../mail/layout.tsx';
import { formatCount } from '@pathwise/contracts';
import { MAIL_LOCALE, oneLine, type MailMessage } from '../../mail/message.ts';

/**
 * The unread-message mail (docs/product.md#127-notifications): sent once a message has stayed
 * unread for 15 minutes, at most one per conversation and recipient per hour, with the unread texts
 * (at most five, each cut at 500 characters), a link to the conversation and a one-click
 * opt-out (RFC 8058 headers and a visible link). Names and texts are user-supplied: React
 * escapes them in the HTML part, names are made one line and never stand in a link. English,
 * as in every mail module; the plain-text part is written beside the HTML.
 */

export interface UnreadMessageMail {
  appName: string;
  to: string;
  /** The recipient's display name. */
  name: string;
  senderName: string;
  /** The unread texts, oldest first. */
  texts: string[];
  conversationUrl: string;
  /** The visible opt-out page and the RFC 8058 one-click URL. */
  unsubscribe: { page: string; oneClick: string };
}

const cut = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);

export async function unreadMessageMail(m: UnreadMessageMail): Promise<MailMessage> {
  const sender = oneLine(m.senderName);
  const n = m.texts.length;
  const subject = `${sender} sent you ${n === 1 ? 'a message' : formatCount(n, { one: 'message', other: 'messages' }, MAIL_LOCALE)}`;
  const intro = `${sender} wrote to you on ${m.appName} and you have not read it yet.`;
  const footer = 'You get this mail when a message stays unread for 15 minutes.';
  const text = [
    greeting(m.name),
    '',
    intro,
    '',
    ...m.texts.map((t) => `> ${cut(t).replace(/\n/g, '\n> ')}\n`),
    `Read and answer: ${m.conversationUrl}`,
    '',
    `— The ${m.appName} team`,
    '',
    '--',
    footer,
    `Stop these emails: ${m.unsubscribe.page}`,
  ].join('\n');
  return renderMail(
    <MailLayout
      appName={m.appName}
      preview={intro}
      footer={
        <>
          {`${footer} `}
          <Link href={m.unsubscribe.page}>Stop these emails</Link>
        </>
      }
    >
      <Greeting name={m.name} />
      <Paragraph>{intro}</Paragraph>
      {m.texts.map((t, k) => (
        <Quote key={k} text={cut(t)} />
      ))}
      <Action href={m.conversationUrl} label="Read and answer" />
      <Signature appName={m.appName} />
    </MailLayout>,
    {
      to: m.to,
      subject,
      text,
      headers: {
        'List-Unsubscribe': `<${m.unsubscribe.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  );
}
