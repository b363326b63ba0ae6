/** @jsxRuntime automatic @jsxImportSource react */
import {
  Greeting,
  greeting,
  MailLayout,
  Note,
  Paragraph,
  renderMail,
  Signature,
} from '../../../mail/layout.tsx';
import type { MailMessage } from '../../../mail/message.ts';

/**
 * Mails that tell a person their two-factor settings changed (docs/product.md#41-account,
 * ADR 0018). Like the other security mails they carry no name the person typed, and no
 * secret: only what happened and what to do if it was not them.
 */

interface NoticeMail {
  appName: string;
  to: string;
  subject: string;
  intro: string;
}

const NOT_YOU =
  'If this was not you, reset your password at once and turn two-factor authentication on again.';

function noticeMail(m: NoticeMail): Promise<MailMessage> {
  const text = [greeting(), '', m.intro, '', NOT_YOU, '', `— The ${m.appName} team`].join('\n');
  return renderMail(
    <MailLayout appName={m.appName} preview={m.intro}>
      <Greeting />
      <Paragraph>{m.intro}</Paragraph>
      <Note>{NOT_YOU}</Note>
      <Signature appName={m.appName} />
    </MailLayout>,
    { to: m.to, subject: m.subject, text },
  );
}

/** "Two-factor authentication is on". */
export function twoFactorOnMail(p: { appName: string; to: string }) {
  return noticeMail({
    ...p,
    subject: `Two-factor authentication is on for your ${p.appName} account`,
    intro: `Two-factor authentication was turned on for your ${p.appName} account. Signing in now asks for a code from your authenticator app.`,
  });
}

/** "Two-factor authentication is off". */
export function twoFactorOffMail(p: { appName: string; to: string }) {
  return noticeMail({
    ...p,
    subject: `Two-factor authentication is off for your ${p.appName} account`,
    intro: `Two-factor authentication was turned off for your ${p.appName} account. Signing in now asks only for your password.`,
  });
}

/** "New recovery codes": the old set no longer works. */
export function recoveryCodesMail(p: { appName: string; to: string }) {
  return noticeMail({
    ...p,
    subject: `New recovery codes for your ${p.appName} account`,
    intro: `A new set of recovery codes was made for your ${p.appName} account. The codes you kept before no longer work.`,
  });
}
