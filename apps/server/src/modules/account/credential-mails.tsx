/** @jsxRuntime automatic @jsxImportSource react */
import type { MailLanguage } from '../../mail/language.ts';
import { securityMail, securityTexts } from './mails.tsx';

/**
 * Mails about a signed-in person's own credentials (docs/product.md#71-account-api): a
 * password changed, an email change to confirm at the new address and the notice with its
 * undo link at the old one. Like every security mail they greet without the person's name
 * (ADR 0004), in the account's language (ADR 0021).
 */

/**
 * "Your password was changed" to the account's address; the link goes to the password reset,
 * and the outro names `supportEmail` (config `SUPPORT_EMAIL`) for someone who did not do it.
 */
export function passwordChangedMail(p: {
  appName: string;
  to: string;
  resetLink: string;
  supportEmail: string;
  /** The recipient's language (default English). */
  language?: MailLanguage;
}) {
  return securityMail({
    appName: p.appName,
    to: p.to,
    ...securityTexts(
      p.language,
      'passwordChanged',
      { appName: p.appName, supportEmail: p.supportEmail },
      p.resetLink,
    ),
  });
}

/** "Confirm your new email" to the new address; the link lasts 24 hours. */
export function emailChangeConfirmMail(p: {
  appName: string;
  to: string;
  link: string;
  /** The recipient's language (default English). */
  language?: MailLanguage;
}) {
  return securityMail({
    appName: p.appName,
    to: p.to,
    ...securityTexts(p.language, 'emailChangeConfirm', { appName: p.appName }, p.link),
  });
}

/** "Your email is being changed" to the old address, with the undo link (72 hours). */
export function emailChangeNoticeMail(p: {
  appName: string;
  to: string;
  newEmail: string;
  link: string;
  /** The recipient's language (default English). */
  language?: MailLanguage;
}) {
  return securityMail({
    appName: p.appName,
    to: p.to,
    ...securityTexts(
      p.language,
      'emailChangeNotice',
      { appName: p.appName, newEmail: p.newEmail },
      p.link,
    ),
  });
}
