/** @jsxRuntime automatic @jsxImportSource react */
import {
  Action,
  greeting,
  Greeting,
  MailLayout,
  OptOutFooter,
  optOutText,
  Paragraph,
  Quote,
  renderMail,
  Signature,
} from '../../mail/layout.tsx';
import { mailT } from '../../mail/i18n.ts';
import { DEFAULT_MAIL_LANGUAGE, withLanguage, type MailLanguage } from '../../mail/language.ts';
import { oneLine, type MailMessage } from '../../mail/message.ts';

/**
 * The unread-message mail (docs/product.md#127-notifications): sent once a message has stayed
 * unread for 15 minutes, at most one per conversation and recipient per hour, with the unread texts
 * (at most five, each cut at 500 characters), a link to the conversation and a one-click
 * opt-out (RFC 8058 headers and a visible link). Names and texts are user-supplied: React
 * escapes them in the HTML part, names are made one line and never stand in a link. In the
 * recipient's language (`messages` catalogue, ADR 0021); the plain-text part is written beside
 * the HTML.
 */

export interface UnreadMessageMail {
  appName: string;
  to: string;
  /** The recipient's display name. */
  name: string;
  /** The sender's name; null when unknown ("Someone" in the recipient's language). */
  senderName: string | null;
  /** The unread texts, oldest first. */
  texts: string[];
  conversationUrl: string;
  /** The visible opt-out page and the RFC 8058 one-click URL. */
  unsubscribe: { page: string; oneClick: string };
  /** The recipient's language (default English). */
  language?: MailLanguage;
}

const cut = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);

/** Render the unread-message mail to one recipient, in their language. */
export async function unreadMessageMail(m: UnreadMessageMail): Promise<MailMessage> {
  const language = m.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'messages');
  const sender = m.senderName === null ? t('someone') : oneLine(m.senderName);
  const subject = t('subject', { sender, count: m.texts.length });
  const intro = t('intro', { sender, appName: m.appName });
  const optOut = {
    reason: t('footer'),
    stop: t('stop'),
    page: withLanguage(m.unsubscribe.page, language),
  };
  const action = t('action');
  const conversationUrl = withLanguage(m.conversationUrl, language);
  const text = [
    greeting(m.name, language),
    '',
    intro,
    '',
    ...m.texts.map((t) => `> ${cut(t).replace(/\n/g, '\n> ')}\n`),
    `${action}: ${conversationUrl}`,
    ...optOutText(m.appName, language, optOut),
  ].join('\n');
  return renderMail(
    <MailLayout
      appName={m.appName}
      preview={intro}
      language={language}
      footer={<OptOutFooter {...optOut} />}
    >
      <Greeting name={m.name} language={language} />
      <Paragraph>{intro}</Paragraph>
      {m.texts.map((t, k) => (
        <Quote key={k} text={cut(t)} />
      ))}
      <Action href={conversationUrl} label={action} language={language} />
      <Signature appName={m.appName} language={language} />
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
