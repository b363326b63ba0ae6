/** @jsxRuntime automatic @jsxImportSource react */
import type { ReportReason } from '@pathwise/contracts';
import {
  Action,
  FactsTable,
  Greeting,
  greeting,
  MailLayout,
  Paragraph,
  Quote,
  renderMail,
  Signature,
  signature,
} from '../../mail/layout.tsx';
import { mailT } from '../../mail/i18n.ts';
import {
  DEFAULT_MAIL_LANGUAGE,
  mailLocale,
  withLanguage,
  type MailLanguage,
} from '../../mail/language.ts';
import type { MailMessage } from '../../mail/message.ts';

/**
 * Moderation mails (docs/product.md#143-moderation-and-suspension): the statement of reasons
 * (EU DSA Art. 17) when content is removed or an account suspended, and a moderator's
 * warning. Names and the admin's text are rendered as escaped text. In the person's language
 * (`reports` catalogue, ADR 0021); the admin's own words are quoted as written.
 */

/**
 * When a suspension ends, as the statement says it: English as it always was
 * (`2026-12-01 14:30 UTC`), another language by `Intl` for it, in UTC, the zone named.
 */
function formatUntil(until: Date, language: MailLanguage): string {
  if (language === DEFAULT_MAIL_LANGUAGE)
    return `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return new Intl.DateTimeFormat(mailLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
    .format(until)
    .concat(' (UTC)');
}

/**
 * The statement of reasons: what was done (`remove`: a message, post or review of theirs;
 * `suspend`: the account, until `until` or until lifted), which rule, that no automated
 * decision was involved, and the single-use appeal link.
 */
export async function statementOfReasonsMail(p: {
  appName: string;
  to: string;
  name: string;
  action: 'remove' | 'suspend';
  rule: ReportReason;
  reason: string;
  /** For a suspension: when it ends (UTC); null = until lifted. */
  until: Date | null;
  appealLink: string;
  /** The person's language (default English). */
  language?: MailLanguage;
}): Promise<MailMessage> {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'reports');
  const what =
    p.action === 'remove'
      ? t('statement.removed')
      : p.until
        ? t('statement.suspendedUntil', { until: formatUntil(p.until, language) })
        : t('statement.suspendedIndefinitely');
  const facts: [string, string][] = [
    [t('statement.rule'), t(`rules.${p.rule}`)],
    [t('statement.decidedBy'), t('statement.decidedByValue')],
  ];
  const appeal = t('statement.appeal');
  const appealLink = withLanguage(p.appealLink, language);
  const subject =
    p.action === 'remove'
      ? t('statement.removedSubject', { appName: p.appName })
      : t('statement.suspendedSubject', { appName: p.appName });
  const reasons = t('statement.reasons');
  const text = [
    greeting(p.name, language),
    '',
    what,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${reasons}:`,
    ...p.reason.split('\n').map((line) => `> ${line}`),
    '',
    appeal,
    `${t('statement.appealLink')}: ${appealLink}`,
    '',
    signature(p.appName, language),
  ].join('\n');
  return renderMail(
    <MailLayout appName={p.appName} preview={what} language={language}>
      <Greeting name={p.name} language={language} />
      <Paragraph>{what}</Paragraph>
      <FactsTable rows={facts} />
      <Quote label={reasons} text={p.reason} />
      <Paragraph>{appeal}</Paragraph>
      <Action href={appealLink} label={t('statement.appealAction')} language={language} />
      <Signature appName={p.appName} language={language} />
    </MailLayout>,
    { to: p.to, subject, text },
  );
}

/** A moderator's warning with their text; `link` is the community guidelines. */
export async function warningMail(p: {
  appName: string;
  to: string;
  name: string;
  note: string;
  link: string;
  /** The person's language (default English). */
  language?: MailLanguage;
}): Promise<MailMessage> {
  const language = p.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'reports');
  const intro = t('warning.intro', { appName: p.appName });
  const wrote = t('warning.moderatorWrote');
  const link = withLanguage(p.link, language);
  const text = [
    greeting(p.name, language),
    '',
    intro,
    '',
    `${wrote}:`,
    ...p.note.split('\n').map((line) => `> ${line}`),
    '',
    `${t('warning.terms')}: ${link}`,
    '',
    signature(p.appName, language),
  ].join('\n');
  return renderMail(
    <MailLayout appName={p.appName} preview={intro} language={language}>
      <Greeting name={p.name} language={language} />
      <Paragraph>{intro}</Paragraph>
      <Quote label={wrote} text={p.note} />
      <Action href={link} label={t('warning.action')} language={language} />
      <Signature appName={p.appName} language={language} />
    </MailLayout>,
    { to: p.to, subject: t('warning.subject', { appName: p.appName }), text },
  );
}
