/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/text';
import {
  Action,
  greeting,
  Greeting,
  MailLayout,
  OptOutFooter,
  optOutText,
  Paragraph,
  renderMail,
  Signature,
} from '../../mail/layout.tsx';
import { mailT } from '../../mail/i18n.ts';
import {
  DEFAULT_MAIL_LANGUAGE,
  mailLocale,
  withLanguage,
  type MailLanguage,
} from '../../mail/language.ts';
import { oneLine, type MailMessage } from '../../mail/message.ts';

/**
 * The weekly plan mail (docs/product.md#127-notifications): Monday morning in the mentee's zone,
 * the week's open activities and the overdue ones, a link to Goals & Activities, and a one-click
 * opt-out (RFC 8058 headers and a visible link). Activity names are user-supplied: React
 * escapes them in the HTML part and they are made one line. In the mentee's language
 * (`summary` catalogue, ADR 0021), days formatted by `Intl` for it; the plain-text part is
 * written beside the HTML.
 */

/** One listed activity. */
export interface WeeklyPlanItem {
  name: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
}

export interface WeeklyPlanMail {
  appName: string;
  /** APP_URL's origin. */
  appUrl: string;
  to: string;
  name: string;
  /** The Monday of the week (`YYYY-MM-DD`, in the mentee's zone). */
  weekStart: string;
  thisWeek: WeeklyPlanItem[];
  overdue: WeeklyPlanItem[];
  /** The visible opt-out page and the RFC 8058 one-click URL. */
  unsubscribe: { page: string; oneClick: string };
  /** The mentee's language (default English). */
  language?: MailLanguage;
}

/**
 * `2026-11-30` as `Monday, November 30` (a calendar day: no zone shift), in `language`
 * (default English): `lunes, 30 de noviembre`, `सोमवार, 30 नवंबर`.
 */
export function formatDay(iso: string, language: MailLanguage = DEFAULT_MAIL_LANGUAGE): string {
  return new Intl.DateTimeFormat(mailLocale(language), {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${iso}T00:00:00Z`));
}

const heading = { fontSize: '16px', fontWeight: 'bold', margin: '16px 0 8px' } as const;
const itemStyle = { fontSize: '16px', lineHeight: '24px', margin: '0 0 4px' } as const;

/** Render the weekly plan mail to one mentee, in their language. */
export function weeklyPlanMail(m: WeeklyPlanMail): Promise<MailMessage> {
  const language = m.language ?? DEFAULT_MAIL_LANGUAGE;
  const t = mailT(language, 'summary');
  const item = (i: WeeklyPlanItem) =>
    t('item', { name: oneLine(i.name), day: formatDay(i.dueDate, language) });
  const lines = (items: WeeklyPlanItem[]) => items.map((i) => `- ${item(i)}`);
  const n = m.thisWeek.length;
  const subject =
    n > 0 ? t('weekSubject', { count: n }) : t('overdueSubject', { count: m.overdue.length });
  const intro = t('intro', { day: formatDay(m.weekStart, language) });
  const goalsLink = withLanguage(`${m.appUrl}/dashboard/goals`, language);
  const optOut = {
    reason: t('footer', { appName: m.appName }),
    stop: t('stop'),
    page: withLanguage(m.unsubscribe.page, language),
  };
  const action = t('action');
  const text = [
    greeting(m.name, language),
    '',
    intro,
    ...(n > 0 ? ['', `${t('dueThisWeek')}:`, ...lines(m.thisWeek)] : []),
    ...(m.overdue.length > 0 ? ['', `${t('overdue')}:`, ...lines(m.overdue)] : []),
    '',
    `${action}: ${goalsLink}`,
    ...optOutText(m.appName, language, optOut),
  ].join('\n');
  return renderMail(
    <MailLayout
      appName={m.appName}
      preview={intro}
      language={language}
      footer={<OptOutFooter {...optOut} />}
    >
      <Greeting name={m.name} language={language} />
      <Paragraph>{intro}</Paragraph>
      {n > 0 ? (
        <>
          <Text style={heading}>{t('dueThisWeek')}</Text>
          {m.thisWeek.map((i, k) => (
            <Text key={k} style={itemStyle}>{`• ${item(i)}`}</Text>
          ))}
        </>
      ) : null}
      {m.overdue.length > 0 ? (
        <>
          <Text style={heading}>{t('overdue')}</Text>
          {m.overdue.map((i, k) => (
            <Text key={k} style={itemStyle}>{`• ${item(i)}`}</Text>
          ))}
        </>
      ) : null}
      <Action href={goalsLink} label={action} language={language} />
      <Signature appName={m.appName} language={language} />
    </MailLayout>,
    {
      to: m.to,
      subject,
      text,
      headers: {
        'List-Unsubscribe': `<${m.unsubscribe.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  );
}
