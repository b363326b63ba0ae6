/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/text';
import {
  Action,
  Greeting,
  greeting,
  Link,
  MailLayout,
  Paragraph,
  renderMail,
  Signature,
} from '../../mail/layout.tsx';
import { formatCount } from '@pathwise/contracts';
import { MAIL_LOCALE, oneLine, type MailMessage } from '../../mail/message.ts';

/**
 * The weekly plan mail (docs/product.md#127-notifications): Monday morning in the mentee's zone,
 * the week's open activities and the overdue ones, a link to Goals & Activities, and a one-click
 * opt-out (RFC 8058 headers and a visible link). Activity names are user-supplied: React
 * escapes them in the HTML part and they are made one line. Texts are English, as in every
 * mail module; the plain-text part is written beside the HTML.
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
}

/** `2026-11-30` as `Monday, November 30` (a calendar day: no zone shift). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(MAIL_LOCALE, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${iso}T00:00:00Z`));
}

const heading = { fontSize: '16px', fontWeight: 'bold', margin: '16px 0 8px' } as const;
const item = { fontSize: '16px', lineHeight: '24px', margin: '0 0 4px' } as const;

function lines(items: WeeklyPlanItem[]): string[] {
  return items.map((i) => `- ${oneLine(i.name)} (due ${formatDay(i.dueDate)})`);
}

/** Render the weekly plan mail to one mentee. */
export function weeklyPlanMail(m: WeeklyPlanMail): Promise<MailMessage> {
  const n = m.thisWeek.length;
  const activities = (count: number) =>
    formatCount(count, { one: 'activity', other: 'activities' }, MAIL_LOCALE);
  const subject =
    n > 0
      ? `Your week: ${activities(n)} due`
      : `Your plan: ${formatCount(m.overdue.length, { one: 'overdue activity', other: 'overdue activities' }, MAIL_LOCALE)}`;
  const intro = `Here is your plan for the week of ${formatDay(m.weekStart)}.`;
  const goalsLink = `${m.appUrl}/dashboard/goals`;
  const footer = `You get this email every Monday because you have activities planned on ${m.appName}.`;
  const text = [
    greeting(m.name),
    '',
    intro,
    ...(n > 0 ? ['', 'Due this week:', ...lines(m.thisWeek)] : []),
    ...(m.overdue.length > 0 ? ['', 'Overdue:', ...lines(m.overdue)] : []),
    '',
    `Open Goals & Activities: ${goalsLink}`,
    '',
    `— The ${m.appName} team`,
    '',
    '--',
    footer,
    `Stop these weekly emails: ${m.unsubscribe.page}`,
  ].join('\n');
  return renderMail(
    <MailLayout
      appName={m.appName}
      preview={intro}
      footer={
        <>
          {`${footer} `}
          <Link href={m.unsubscribe.page}>Stop these weekly emails</Link>
        </>
      }
    >
      <Greeting name={m.name} />
      <Paragraph>{intro}</Paragraph>
      {n > 0 ? (
        <>
          <Text style={heading}>Due this week</Text>
          {m.thisWeek.map((i, k) => (
            <Text key={k} style={item}>{`• ${oneLine(i.name)} (due ${formatDay(i.dueDate)})`}</Text>
          ))}
        </>
      ) : null}
      {m.overdue.length > 0 ? (
        <>
          <Text style={heading}>Overdue</Text>
          {m.overdue.map((i, k) => (
            <Text key={k} style={item}>{`• ${oneLine(i.name)} (due ${formatDay(i.dueDate)})`}</Text>
          ))}
        </>
      ) : null}
      <Action href={goalsLink} label="Open Goals & Activities" />
      <Signature appName={m.appName} />
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
