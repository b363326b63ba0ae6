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
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
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
