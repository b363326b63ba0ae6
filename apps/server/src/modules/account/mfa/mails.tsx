/** @jsxRuntime automatic @jsxImportSource react */
import {
  Greeting,
  greeting,
  MailLayout,
  Note,
  Paragraph,
  renderMail,
  Signature,
  signature,
} from '../../../mail/layout.tsx';
import { mailT } from '../../../mail/i18n.ts';
import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from '../../../mail/language.ts';
import type { MailMessage } from '../../../mail/message.ts';

/**
 * Mails that tell a person their two-factor settings changed (docs/product.md#41-account,
 * ADR 0018). Like the other security mails they carry no name the person typed, and no
 * secret: only what happened and what to do if it was not them. In the account's language
 * (ADR 0021).
 */

interface NoticeMail {
  appName: string;
  to: string;
  /** The account's language (default English). */
  language?: MailLanguage;
}

/** Render the notice `kind` (`on`, `off`, `codes` of the `account` catalogue's `twoFactor`). */
function noticeMail(m: NoticeMail, kind: 'on' | 'off' | 'codes'): Promise<MailMessage> {
  const { appName } = m;
  const language = m.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'account');
  const subject = t(`twoFactor.${kind}Subject`, { appName });
  const intro = t(`twoFactor.${kind}Intro`, { appName });
  const notYou = t('twoFactor.notYou');
  const text = [
    greeting(undefined, language),
    '',
    intro,
    '',
    notYou,
    '',
    signature(appName, language),
  ].join('\n');
  return renderMail(
    <MailLayout appName={appName} preview={intro} language={language}>
      <Greeting language={language} />
      <Paragraph>{intro}</Paragraph>
      <Note>{notYou}</Note>
      <Signature appName={appName} language={language} />
    </MailLayout>,
    { to: m.to, subject, text },
  );
}

/** "Two-factor authentication is on", in the account's language. */
export function twoFactorOnMail(p: NoticeMail) {
  return noticeMail(p, 'on');
}

/** "Two-factor authentication is off", in the account's language. */
export function twoFactorOffMail(p: NoticeMail) {
  return noticeMail(p, 'off');
}

/** "New recovery codes": the old set no longer works; in the account's language. */
export function recoveryCodesMail(p: NoticeMail) {
  return noticeMail(p, 'codes');
}
