/** @jsxRuntime automatic @jsxImportSource react */
import { securityMail } from './mails.tsx';

/**
 * Mails about a signed-in person's own credentials (docs/product.md#71-account-api): a
 * password changed, an email change to confirm at the new address and the notice with its
 * undo link at the old one. Like every security mail they greet without the person's name
 * (ADR 0004).
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
}) {
  return securityMail({
    appName: p.appName,
    to: p.to,
    subject: `Your ${p.appName} password was changed`,
    intro: `The password of your ${p.appName} account was just changed, and every other device was signed out.`,
    action: 'Reset your password',
    link: p.resetLink,
    outro: `If you made this change, there is nothing more to do. If you did not, reset your password now and write to us at ${p.supportEmail}.`,
  });
}

/** "Confirm your new email" to the new address; the link lasts 24 hours. */
export function emailChangeConfirmMail(p: { appName: string; to: string; link: string }) {
  return securityMail({
    ...p,
    subject: `Confirm your new email for ${p.appName}`,
    intro: `Please confirm that you want to use this address for your ${p.appName} account. Your email changes once you do.`,
    action: 'Confirm new email',
    validity: 'works once and expires in 24 hours',
    outro: 'If you did not ask for this, you can ignore this email: nothing changes.',
  });
}

/** "Your email is being changed" to the old address, with the undo link (72 hours). */
export function emailChangeNoticeMail(p: {
  appName: string;
  to: string;
  newEmail: string;
  link: string;
}) {
  return securityMail({
    appName: p.appName,
    to: p.to,
    link: p.link,
    subject: `Your ${p.appName} email is being changed`,
    intro: `Someone signed in to your ${p.appName} account asked to change its email to ${p.newEmail}.`,
    action: 'Undo this change',
    validity: 'works once and expires in 72 hours',
    outro:
      'If it was you, there is nothing to do. If it was not, undo the change: the account keeps this address and every device is signed out.',
  });
}
