/**
 * Transactional mail templates, each in HTML and plain text (issue "Walking skeleton" §2).
 * Every value is escaped for HTML; links are built by the caller from `APP_URL`.
 */

/** A rendered mail, ready for the mail job. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on newsletter mail
   * (RFC 8058).
   */
  headers?: Record<string, string>;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escape `&<>"'` so that a value can stand in HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

interface ActionMail {
  appName: string;
  to: string;
  name: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  validity: string;
  outro: string;
}

function actionMail(m: ActionMail): MailMessage {
  const text = [
    `Hi ${m.name},`,
    '',
    m.intro,
    '',
    `${m.action}: ${m.link}`,
    '',
    `This link ${m.validity}.`,
    m.outro,
    '',
    `— The ${m.appName} team`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(m.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#4338ca;padding-bottom:16px">${e(m.appName)}</td></tr>
<tr><td style="font-size:16px;line-height:24px">
<p>Hi ${e(m.name)},</p>
<p>${e(m.intro)}</p>
<p style="padding:16px 0"><a href="${e(m.link)}" style="background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${e(m.action)}</a></p>
<p style="font-size:14px;color:#4b5563">This link ${e(m.validity)}. If the button does not work, copy this address into your browser:<br><a href="${e(m.link)}" style="color:#4338ca;word-break:break-all">${e(m.link)}</a></p>
<p style="font-size:14px;color:#4b5563">${e(m.outro)}</p>
<p>— The ${e(m.appName)} team</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { to: m.to, subject: m.subject, text, html };
}

/** "Verify your email" mail; the link lasts 24 hours. */
export function verificationMail(p: { appName: string; to: string; name: string; link: string }) {
  return actionMail({
    ...p,
    subject: `Verify your email for ${p.appName}`,
    intro: `Welcome to ${p.appName}! Please confirm your email address to finish creating your account.`,
    action: 'Verify email',
    validity: 'works once and expires in 24 hours',
    outro: 'If you did not create an account, you can ignore this email.',
  });
}

/** "Reset your password" mail; the link lasts 1 hour. */
export function recoveryMail(p: { appName: string; to: string; name: string; link: string }) {
  return actionMail({
    ...p,
    subject: `Reset your ${p.appName} password`,
    intro: `We received a request to reset the password of your ${p.appName} account.`,
    action: 'Reset password',
    validity: 'works once and expires in 1 hour',
    outro: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  });
}

interface NoticeMail {
  appName: string;
  to: string;
  name: string;
  subject: string;
  /** Paragraphs before the quoted block. */
  paragraphs: string[];
  /** A block quoted as given, line breaks kept (e.g. an admin's reason). */
  quote?: { label: string; text: string };
  action: string;
  link: string;
}

/** A mail that tells the reader something and links to a page (no expiring link). */
function noticeMail(m: NoticeMail): MailMessage {
  const text = [
    `Hi ${m.name},`,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.quote ? [`${m.quote.label}:`, ...m.quote.text.split('\n').map((l) => `> ${l}`), ''] : []),
    `${m.action}: ${m.link}`,
    '',
    `— The ${m.appName} team`,
  ].join('\n');
  const e = escapeHtml;
  const quote = m.quote
    ? `<p style="margin-bottom:4px;font-weight:bold">${e(m.quote.label)}:</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #4338ca;background:#f4f6fb;white-space:pre-wrap">${e(m.quote.text)}</blockquote>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(m.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#4338ca;padding-bottom:16px">${e(m.appName)}</td></tr>
<tr><td style="font-size:16px;line-height:24px">
<p>Hi ${e(m.name)},</p>
${m.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
${quote}
<p style="padding:16px 0"><a href="${e(m.link)}" style="background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${e(m.action)}</a></p>
<p style="font-size:14px;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${e(m.link)}" style="color:#4338ca;word-break:break-all">${e(m.link)}</a></p>
<p>— The ${e(m.appName)} team</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { to: m.to, subject: m.subject, text, html };
}

/**
 * "Your mentor profile is approved" (PRODUCT-DECISIONS "Mentor vetting"); `link` is
 * APP_URL/dashboard_mentor.
 */
export function mentorApprovedMail(p: { appName: string; to: string; name: string; link: string }) {
  return noticeMail({
    ...p,
    subject: `Your ${p.appName} mentor profile is approved`,
    paragraphs: [
      `Good news: we reviewed your mentor application and approved it. Your profile is now listed in the ${p.appName} mentor directory, where mentees can find you.`,
    ],
    action: 'Open your dashboard',
  });
}

/**
 * "Your mentor application was declined", with the admin's reason quoted as written
 * (PRODUCT-DECISIONS "Mentor vetting"); `link` is APP_URL/dashboard_mentor, where the mentor
 * can edit and resubmit.
 */
export function mentorDeclinedMail(p: {
  appName: string;
  to: string;
  name: string;
  reason: string;
  link: string;
}) {
  return noticeMail({
    ...p,
    subject: `Your ${p.appName} mentor application was declined`,
    paragraphs: [
      `Thank you for applying to mentor on ${p.appName}. We reviewed your application and cannot approve it as it stands.`,
    ],
    quote: { label: 'The reviewer’s reason', text: p.reason },
    action: 'Edit and resubmit your profile',
  });
}

/**
 * The /contact form's message, mailed to SUPPORT_EMAIL with Reply-To set to the sender, so
 * that answering the mail answers the person (issue "Public site and discovery"). The message
 * is quoted as typed, line breaks kept; every value is escaped in the HTML part.
 */
export function contactMail(p: {
  appName: string;
  to: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: Date;
}): MailMessage {
  const name = `${p.firstName} ${p.lastName}`;
  const received = `${p.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const subject = `[${p.appName} contact] ${p.subject}`;
  const text = [
    `New message from the ${p.appName} contact form.`,
    '',
    `From: ${name} <${p.email}>`,
    `Subject: ${p.subject}`,
    `Received: ${received}`,
    `Reference: ${p.id}`,
    '',
    '-----',
    p.message,
    '-----',
    '',
    `Reply to this email to answer ${p.firstName} directly.`,
  ].join('\n');
  const e = escapeHtml;
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#4b5563;vertical-align:top;white-space:nowrap">${e(label)}</td><td style="padding:4px 0;word-break:break-word">${value}</td></tr>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#4338ca;padding-bottom:16px">${e(p.appName)}</td></tr>
<tr><td style="font-size:16px;line-height:24px">
<p>New message from the ${e(p.appName)} contact form.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;line-height:20px;margin-bottom:16px">
${row('From', `${e(name)} &lt;<a href="mailto:${e(p.email)}" style="color:#4338ca">${e(p.email)}</a>&gt;`)}
${row('Subject', e(p.subject))}
${row('Received', e(received))}
${row('Reference', e(p.id))}
</table>
<div style="padding:16px;border-left:4px solid #4338ca;background:#f4f6fb;white-space:pre-wrap;word-break:break-word">${e(p.message)}</div>
<p style="font-size:14px;color:#4b5563">Reply to this email to answer ${e(p.firstName)} directly.</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { to: p.to, subject, text, html, replyTo: p.email };
}

interface NewsletterMail {
  appName: string;
  to: string;
  subject: string;
  paragraphs: string[];
  action: string;
  link: string;
  /** A line under the button, e.g. how long the link works. */
  note?: string;
  /** The visible unsubscribe link: APP_URL/newsletter/unsubscribe?token=… */
  unsubscribeLink: string;
  /** Where a mail client's one-click unsubscribe POSTs (RFC 8058). */
  oneClickUrl: string;
}

/**
 * A newsletter mail: every one carries an unsubscribe link in its text and the RFC 8058
 * headers, so that mail clients can offer one-click unsubscribe.
 */
function newsletterMail(m: NewsletterMail): MailMessage {
  const footer = `You get this email because ${m.to} signed up for the ${m.appName} newsletter.`;
  const text = [
    ...m.paragraphs.flatMap((p) => [p, '']),
    `${m.action}: ${m.link}`,
    ...(m.note ? ['', m.note] : []),
    '',
    `— The ${m.appName} team`,
    '',
    '--',
    footer,
    `Unsubscribe: ${m.unsubscribeLink}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(m.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#4338ca;padding-bottom:16px">${e(m.appName)}</td></tr>
<tr><td style="font-size:16px;line-height:24px">
${m.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
<p style="padding:16px 0"><a href="${e(m.link)}" style="background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${e(m.action)}</a></p>
<p style="font-size:14px;color:#4b5563">${m.note ? `${e(m.note)} ` : ''}If the button does not work, copy this address into your browser:<br><a href="${e(m.link)}" style="color:#4338ca;word-break:break-all">${e(m.link)}</a></p>
<p>— The ${e(m.appName)} team</p>
</td></tr>
<tr><td style="border-top:1px solid #e5e7eb;padding-top:16px;font-size:12px;line-height:18px;color:#6b7280">${e(footer)} <a href="${e(m.unsubscribeLink)}" style="color:#4338ca">Unsubscribe</a></td></tr>
</table></td></tr></table>
</body></html>`;
  return {
    to: m.to,
    subject: m.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${m.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** "Confirm your subscription" (double opt-in); the link works once and lasts 7 days. */
export function newsletterConfirmationMail(p: {
  appName: string;
  to: string;
  confirmLink: string;
  unsubscribeLink: string;
  oneClickUrl: string;
}): MailMessage {
  return newsletterMail({
    ...p,
    subject: `Confirm your subscription to the ${p.appName} newsletter`,
    paragraphs: [
      'Hi,',
      `Thanks for signing up for the ${p.appName} newsletter: new articles on mentoring, careers and growing as a professional.`,
      'Please confirm that this is your address. Until you do, we will not send you anything else.',
    ],
    action: 'Confirm subscription',
    link: p.confirmLink,
    note: 'This link works once and expires in 7 days. If you did not sign up, ignore this email: you will not be subscribed.',
  });
}

/** "Welcome", sent when a subscription is confirmed; links to the articles. */
export function newsletterWelcomeMail(p: {
  appName: string;
  to: string;
  resourcesLink: string;
  unsubscribeLink: string;
  oneClickUrl: string;
}): MailMessage {
  return newsletterMail({
    ...p,
    subject: `Welcome to the ${p.appName} newsletter`,
    paragraphs: [
      'Hi,',
      `Your subscription is confirmed. You will hear from us when we publish new articles on ${p.appName}.`,
      'In the meantime, the latest and most-read articles are waiting for you.',
    ],
    action: 'Read the latest articles',
    link: p.resourcesLink,
  });
}
