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
import { DEFAULT_MAIL_LANGUAGE, withLanguage, type MailLanguage } from '../../mail/language.ts';
import type { MailMessage } from '../../mail/message.ts';

/**
 * The account's security mails (docs/product.md#41-account). They greet without the
 * person's name: the name is whatever was typed at sign-up, and a mail that carries a secret
 * link must not carry text an attacker chose (ADR 0004). Each is written in the account's
 * language (`users.language`; ADR 0021), its texts in the `account` catalogue.
 */

/** What a security mail says: an intro, one action with its link, and what to do if it was not you. */
export interface SecurityMail {
  appName: string;
  to: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  /** How long the link works ("This link works once and expires in 24 hours."); absent for a plain page link. */
  validity?: string;
  outro: string;
  /** The language the texts are in (the greeting and signature follow it). */
  language: MailLanguage;
}

/** Render a security mail: greeting, intro, one action button, the outro and the signature. */
export async function securityMail(m: SecurityMail): Promise<MailMessage> {
  const { validity, language } = m;
  const text = [
    greeting(undefined, language),
    '',
    m.intro,
    '',
    `${m.action}: ${m.link}`,
    '',
    ...(validity ? [validity] : []),
    m.outro,
    '',
    signature(m.appName, language),
  ].join('\n');
  return renderMail(
    <MailLayout appName={m.appName} preview={m.intro} language={language}>
      <Greeting language={language} />
      <Paragraph>{m.intro}</Paragraph>
      <Action
        href={m.link}
        label={m.action}
        language={language}
        {...(validity ? { note: validity } : {})}
      />
      <Note>{m.outro}</Note>
      <Signature appName={m.appName} language={language} />
    </MailLayout>,
    { to: m.to, subject: m.subject, text },
  );
}

/**
 * The texts of security mail `key` of the `account` catalogue in `language`, with `values`
 * interpolated, and its link carrying the language (`?lng=`, not for English).
 */
export function securityTexts(
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
  key: string,
  values: Record<string, string>,
  link: string,
) {
  const t = mailT(language, 'account');
  const text = (name: string) => t(`${key}.${name}`, values);
  const validity = t(`${key}.validity`, { defaultValue: '', ...values });
  return {
    subject: text('subject'),
    intro: text('intro'),
    action: text('action'),
    outro: text('outro'),
    ...(validity ? { validity } : {}),
    link: withLanguage(link, language),
    language,
  };
}

/** "Verify your email" mail in `language`; the link lasts 24 hours. */
export function verificationMail(p: {
  appName: string;
  to: string;
  link: string;
  /** The recipient's language (default English). */
  language?: MailLanguage;
}) {
  return securityMail({
    appName: p.appName,
    to: p.to,
    ...securityTexts(p.language, 'verification', { appName: p.appName }, p.link),
  });
}

/** "Reset your password" mail in `language`; the link lasts 1 hour. */
export function recoveryMail(p: {
  appName: string;
  to: string;
  link: string;
  /** The recipient's language (default English). */
  language?: MailLanguage;
}) {
  return securityMail({
    appName: p.appName,
    to: p.to,
    ...securityTexts(p.language, 'recovery', { appName: p.appName }, p.link),
  });
}
