/**
 * Every mail catalogue, by language and namespace (ADR 0021): `<language>/<namespace>.json`,
 * one namespace per module that sends mail and `layout` for what every mail shares (greeting,
 * signature, the button’s fallback line). English holds the texts the mails always had, word for
 * word; Spanish and Hindi say the same with the glossary’s terms (docs/product.md#15-languages).
 * Imported only through `../i18n.ts`, on the first mail.
 */
import enLayout from './en/layout.json' with { type: 'json' };
import enAccount from './en/account.json' with { type: 'json' };
import enAccountData from './en/account-data.json' with { type: 'json' };
import enBookings from './en/bookings.json' with { type: 'json' };
import enExperts from './en/experts.json' with { type: 'json' };
import enMentors from './en/mentors.json' with { type: 'json' };
import enMessages from './en/messages.json' with { type: 'json' };
import enNewsletter from './en/newsletter.json' with { type: 'json' };
import enReports from './en/reports.json' with { type: 'json' };
import enSummary from './en/summary.json' with { type: 'json' };
import esLayout from './es/layout.json' with { type: 'json' };
import esAccount from './es/account.json' with { type: 'json' };
import esAccountData from './es/account-data.json' with { type: 'json' };
import esBookings from './es/bookings.json' with { type: 'json' };
import esExperts from './es/experts.json' with { type: 'json' };
import esMentors from './es/mentors.json' with { type: 'json' };
import esMessages from './es/messages.json' with { type: 'json' };
import esNewsletter from './es/newsletter.json' with { type: 'json' };
import esReports from './es/reports.json' with { type: 'json' };
import esSummary from './es/summary.json' with { type: 'json' };
import hiLayout from './hi/layout.json' with { type: 'json' };
import hiAccount from './hi/account.json' with { type: 'json' };
import hiAccountData from './hi/account-data.json' with { type: 'json' };
import hiBookings from './hi/bookings.json' with { type: 'json' };
import hiExperts from './hi/experts.json' with { type: 'json' };
import hiMentors from './hi/mentors.json' with { type: 'json' };
import hiMessages from './hi/messages.json' with { type: 'json' };
import hiNewsletter from './hi/newsletter.json' with { type: 'json' };
import hiReports from './hi/reports.json' with { type: 'json' };
import hiSummary from './hi/summary.json' with { type: 'json' };

/** The namespaces, one per module that sends mail, and `layout`. */
export const MAIL_NAMESPACES = [
  'layout',
  'account',
  'account-data',
  'bookings',
  'experts',
  'mentors',
  'messages',
  'newsletter',
  'reports',
  'summary',
] as const;
/** A mail namespace. */
export type MailNamespace = (typeof MAIL_NAMESPACES)[number];

/** i18next resources: language → namespace → catalogue. */
export const catalogues = {
  en: {
    layout: enLayout,
    account: enAccount,
    'account-data': enAccountData,
    bookings: enBookings,
    experts: enExperts,
    mentors: enMentors,
    messages: enMessages,
    newsletter: enNewsletter,
    reports: enReports,
    summary: enSummary,
  },
  es: {
    layout: esLayout,
    account: esAccount,
    'account-data': esAccountData,
    bookings: esBookings,
    experts: esExperts,
    mentors: esMentors,
    messages: esMessages,
    newsletter: esNewsletter,
    reports: esReports,
    summary: esSummary,
  },
  hi: {
    layout: hiLayout,
    account: hiAccount,
    'account-data': hiAccountData,
    bookings: hiBookings,
    experts: hiExperts,
    mentors: hiMentors,
    messages: hiMessages,
    newsletter: hiNewsletter,
    reports: hiReports,
    summary: hiSummary,
  },
};
