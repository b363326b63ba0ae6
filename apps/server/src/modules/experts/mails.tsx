/** @jsxRuntime automatic @jsxImportSource react */
import type { ExpertTopic } from '@pathwise/contracts';
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
import { oneLine, type MailMessage } from '../../mail/message.ts';

/**
 * "A mentee left a question open for experts" (docs/product.md#129-expertfinder): sent to each
 * opted-in expert of the request's topic when the mentee leaves an expired request open.
 * The mentee's name and question are user text: escaped by React in the HTML part, the name
 * made one line; `link` is APP_URL/dashboard_mentor/ask-expert, where the expert accepts. In
 * the expert's language (`experts` catalogue, the topic named there too; ADR 0021).
 */
export function expertRequestWaitingMail(p: {
  appName: string;
  to: string;
  /** The expert's display name. */
  name: string;
  /** The mentee's public name (first name and last initial). */
  menteeName: string;
  /** The request's topic, e.g. `career`. */
  topic: ExpertTopic;
  description: string;
  link: string;
  /** The expert's language (default English). */
  language?: MailLanguage;
}): Promise<MailMessage> {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'experts');
  const mentee = oneLine(p.menteeName);
  const topic = t(`topics.${p.topic}`, { defaultValue: p.topic });
  const subject = t('subject', { topic });
  const intro = t('intro', { mentee, topic });
  const after = t('after');
  const question = t('question');
  const action = t('action');
  const link = withLanguage(p.link, language);
  const text = [
    greeting(p.name, language),
    '',
    intro,
    '',
    `${question}:`,
    ...p.description.split('\n').map((l) => `> ${l}`),
    '',
    after,
    '',
    `${action}: ${link}`,
    '',
    signature(p.appName, language),
  ].join('\n');
  return renderMail(
    <MailLayout appName={p.appName} preview={intro} language={language}>
      <Greeting name={p.name} language={language} />
      <Paragraph>{intro}</Paragraph>
      <Quote label={question} text={p.description} />
      <Paragraph>{after}</Paragraph>
      <Action href={link} label={action} language={language} />
      <Signature appName={p.appName} language={language} />
    </MailLayout>,
    { to: p.to, subject, text },
  );
}
