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
import { oneLine, type MailMessage } from '../../mail/message.ts';

/**
 * "A mentee left a question open for experts" (docs/product.md#129-expertfinder): sent to each
 * opted-in expert of the request's topic when the mentee leaves an expired request open.
 * The mentee's name and question are user text: escaped by React in the HTML part, the name
 * made one line; `link` is APP_URL/dashboard_mentor/ask-expert, where the expert accepts.
 */
export function expertRequestWaitingMail(p: {
  appName: string;
  to: string;
  /** The expert's display name. */
  name: string;
  /** The mentee's public name (first name and last initial). */
  menteeName: string;
  /** The topic's label, e.g. "Career". */
  topicLabel: string;
  description: string;
  link: string;
}): Promise<MailMessage> {
  const mentee = oneLine(p.menteeName);
  const subject = `A mentee is waiting for an expert in ${p.topicLabel}`;
  const intro = `${mentee} asked for help in ${p.topicLabel} and no expert was online to answer within 10 minutes. They left the question open for experts like you.`;
  const after = 'The first expert to accept gets a conversation with them.';
  const text = [
    greeting(p.name),
    '',
    intro,
    '',
    'Their question:',
    ...p.description.split('\n').map((l) => `> ${l}`),
    '',
    after,
    '',
    `Answer the request: ${p.link}`,
    '',
    `— The ${p.appName} team`,
  ].join('\n');
  return renderMail(
    <MailLayout appName={p.appName} preview={intro}>
      <Greeting name={p.name} />
      <Paragraph>{intro}</Paragraph>
      <Quote label="Their question" text={p.description} />
      <Paragraph>{after}</Paragraph>
      <Action href={p.link} label="Answer the request" />
      <Signature appName={p.appName} />
    </MailLayout>,
    { to: p.to, subject, text },
  );
}
