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
} from '../../mail/layout.tsx';
import type { MailMessage } from '../../mail/message.ts';

/**
 * "Your data is ready": the link to a prepared data export (ADR 0019). It works once, for
 * 24 hours, and only for the signed-in owner.
 */
export function exportReadyMail(p: {
  appName: string;
  to: string;
  link: string;
}): Promise<MailMessage> {
  const intro = `The copy of your ${p.appName} data you asked for is ready to download.`;
  const note =
    'This link works once, for 24 hours, while you are signed in. If you did not ask for your data, change your password.';
  const text = [
    greeting(),
    '',
    intro,
    '',
    `Download your data: ${p.link}`,
    '',
    note,
    '',
    `— The ${p.appName} team`,
  ].join('\n');
  return renderMail(
    <MailLayout appName={p.appName} preview={intro}>
      <Greeting />
      <Paragraph>{intro}</Paragraph>
      <Action href={p.link} label="Download your data" />
      <Note>{note}</Note>
      <Signature appName={p.appName} />
    </MailLayout>,
    { to: p.to, subject: `Your ${p.appName} data is ready`, text },
  );
}
