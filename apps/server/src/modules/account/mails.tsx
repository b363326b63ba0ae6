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
 * The account's security mails (docs/product.md#41-account). They greet without the
 * person's name: the name is whatever was typed at sign-up, and a mail that carries a secret
 * link must not carry text an attacker chose (ADR 0004).
 */

/** What a security mail says: an intro, one action with its link, and what to do if it was not you. */
export interface SecurityMail {
  appName: string;
  to: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  /** How long the link works ("works once and expires in 24 hours"); absent for a plain page link. */
  validity?: string;
  outro: string;
}

/** Render a security mail: greeting, intro, one action button, the outro and the signature. */
export async function securityMail(m: SecurityMail): Promise<MailMessage> {
  const validity = m.validity ? `This link ${m.validity}.` : undefined;
  const text = [
    greeting(),
    '',
    m.intro,
    '',
    `${m.action}: ${m.link}`,
    '',
    ...(validity ? [validity] : []),
    m.outro,
    '',
    `— The ${m.appName} team`,
  ].join('\n');
  return renderMail(
    <MailLayout appName={m.appName} preview={m.intro}>
      <Greeting />
      <Paragraph>{m.intro}</Paragraph>
      <Action href={m.link} label={m.action} {...(validity ? { note: validity } : {})} />
      <Note>{m.outro}</Note>
      <Signature appName={m.appName} />
    </MailLayout>,
    { to: m.to, subject: m.subject, text },
  );
}

/** "Verify your email" mail; the link lasts 24 hours. */
export function verificationMail(p: { appName: string; to: string; link: string }) {
  return securityMail({
    ...p,
    subject: `Verify your email for ${p.appName}`,
    intro: `Welcome to ${p.appName}! Please confirm your email address to finish creating your account.`,
    action: 'Verify email',
    validity: 'works once and expires in 24 hours',
    outro: 'If you did not create an account, you can ignore this email.',
  });
}

/** "Reset your password" mail; the link lasts 1 hour. */
export function recoveryMail(p: { appName: string; to: string; link: string }) {
  return securityMail({
    ...p,
    subject: `Reset your ${p.appName} password`,
    intro: `We received a request to reset the password of your ${p.appName} account.`,
    action: 'Reset password',
    validity: 'works once and expires in 1 hour',
    outro: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  });
}
