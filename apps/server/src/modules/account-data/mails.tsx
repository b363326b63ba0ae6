/** @jsxRuntime automatic @jsxImportSource react */
import {
  Action,
  Greeting,
  greeting,
  MailLayout,
  Note,
  Paragraph,
  renderMail,
  Signature,
  signature,
} from '../../mail/layout.tsx';
import { mailT } from '../../mail/i18n.ts';
import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from '../../mail/language.ts';
import type { MailMessage } from '../../mail/message.ts';

/**
 * "Your data is ready": the link to a prepared data export (ADR 0019). It works once, for
 * 24 hours, and only for the signed-in owner. In the owner's language (`account-data`
 * catalogue, ADR 0021); the link is a download, not a page, so it carries no `lng`.
 */
export function exportReadyMail(p: {
  appName: string;
  to: string;
  link: string;
  /** The owner's language (default English). */
  language?: MailLanguage;
}): Promise<MailMessage> {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'account-data');
  const intro = t('intro', { appName: p.appName });
  const note = t('note');
  const action = t('action');
  const text = [
    greeting(undefined, language),
    '',
    intro,
    '',
    `${action}: ${p.link}`,
    '',
    note,
    '',
    signature(p.appName, language),
  ].join('\n');
  return renderMail(
    <MailLayout appName={p.appName} preview={intro} language={language}>
      <Greeting language={language} />
      <Paragraph>{intro}</Paragraph>
      <Action href={p.link} label={action} language={language} />
      <Note>{note}</Note>
      <Signature appName={p.appName} language={language} />
    </MailLayout>,
    { to: p.to, subject: t('subject', { appName: p.appName }), text },
  );
}
