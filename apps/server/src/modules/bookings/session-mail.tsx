/** @jsxRuntime automatic @jsxImportSource react */
import { formatTimeRange } from '@pathwise/contracts';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import {
  Action,
  Greeting,
  greeting,
  Link,
  MailLayout,
  Note,
  Paragraph,
  Quote,
  renderMail,
  Signature,
  signature,
} from '../../mail/layout.tsx';
import { mailT } from '../../mail/i18n.ts';
import {
  DEFAULT_MAIL_LANGUAGE,
  mailLanguage,
  mailLocale,
  withLanguage,
  type MailLanguage,
} from '../../mail/language.ts';
import { oneLine, type MailMessage } from '../../mail/message.ts';
import type { BookingEvent, BookingParticipant } from '../../lib/events.ts';
import { bookingCalendar, inviteFilename } from './ics.ts';

/**
 * The layout of every booking mail (docs/product.md#123-booking, the mails in
 * `mails.tsx`): the session's time in the recipient's own time zone (the zone named), the other side, the
 * agenda, the meeting link, the session page (`/sessions/:id`) and the booking's `.ics`
 * invite (nodemailer `icalEvent`: METHOD:REQUEST, or CANCEL once the booking is off).
 *
 * Names, agendas and reasons are user-supplied: React escapes them in the HTML part, names
 * are made one line ({@link oneLine}) and never stand in a link; the meeting link is a link
 * only when it is an http(s) URL. Texts are in the reader's language (their
 * `BookingParticipant.language`, English when absent), from the `bookings` catalogue
 * (docs/product.md#15-languages); the time is formatted by `Intl` for that language. The
 * plain-text part is written beside the HTML.
 */

/** What every booking mail needs from the configuration. */
export interface BookingMailContext {
  appName: string;
  /** APP_URL's origin, e.g. `https://pathwise.example`. */
  appUrl: string;
}

/** A side of a booking. */
export type Side = 'mentor' | 'mentee';

/** `timeZone` if this runtime knows it, else `UTC` (a mail never fails on a zone). */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** ICU's narrow and thin spaces (before AM/PM, around the range dash) as plain spaces. */
const plainSpaces = (s: string) => s.replace(/[\u202f\u2009\u00a0]/g, ' ');

/**
 * A session's time as its reader sees it, in `timeZone` with the zone named, e.g.
 * `Tuesday, December 1, 2026, 4:00 – 5:00 PM (Europe/Berlin, GMT+1)`; across midnight both
 * days (`…, 11:00 PM – Wednesday, December 2, 2026 at 12:00 AM`), by the range formatter the
 * web app uses too (contracts `formatTimeRange`, docs/product.md#123-booking). An unknown zone
 * falls back to UTC. `language` (default English) picks the `Intl` locale
 * (docs/product.md#15-languages): `es` writes `martes, 1 de diciembre de 2026, 16:00–17:00 …`.
 */
export function formatSessionTime(
  start: Date,
  end: Date,
  timeZone: string,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): string {
  const zone = knownZone(timeZone);
  const locale = mailLocale(language);
  const times = formatTimeRange(start, end, { timeZone: zone, locale, style: 'long' });
  const offset =
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(start)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const zoneName = zone.replaceAll('_', ' ');
  const named = zone === 'UTC' || !offset ? zoneName : `${zoneName}, ${offset}`;
  return plainSpaces(`${times} (${named})`);
}

/** A link only for http(s) addresses (a mentor's own room is user-supplied). */
function isWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const label = { fontWeight: 'bold' } as const;
const line = { fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' };

export interface SessionMail {
  ctx: BookingMailContext;
  event: BookingEvent;
  /** Who reads it. */
  side: Side;
  subject: string;
  paragraphs: string[];
  /** Times shown before the session's own (e.g. the time before a move, a proposed time). */
  times?: { label: string; start: Date; end: Date }[];
  /** The label of the session's own time (default "When", in the reader's language). */
  whenLabel?: string;
  /** A reason quoted as given. */
  quote?: { label: string; text: string } | null;
  /** The call to action (default: the session page); its link already carries the language. */
  action?: { label: string; link: string };
  /** A small note after the details. */
  note?: string;
}

/** Render one booking mail to `side` with its invite. */
export async function sessionMail(m: SessionMail): Promise<MailMessage> {
  const { ctx, event, side } = m;
  const reader: BookingParticipant = event[side];
  const other: BookingParticipant = side === 'mentor' ? event.mentee : event.mentor;
  const zone = reader.timeZone;
  const language = mailLanguage(reader.language);
  const t = mailT(language, 'bookings');
  const sessionPage = withLanguage(`${ctx.appUrl}/sessions/${event.bookingId}`, language);
  const calendarFile = `${ctx.appUrl}/api/bookings/${event.bookingId}/ics`;
  const action = m.action ?? { label: t('labels.openSession'), link: sessionPage };
  const times = [
    ...(m.times ?? []).map((x) => ({
      label: x.label,
      value: formatSessionTime(x.start, x.end, zone, language),
    })),
    {
      label: m.whenLabel ?? t('labels.when'),
      value: formatSessionTime(event.start, event.end, zone, language),
    },
  ];
  const withLine = t(side === 'mentor' ? 'labels.withMentee' : 'labels.withMentor', {
    name: oneLine(other.name),
  });
  const labels = {
    agenda: t('labels.agenda'),
    meetingLink: t('labels.meetingLink'),
    sessionPage: t('labels.sessionPage'),
    calendarFile: t('labels.calendarFile'),
  };
  const file = inviteFilename(ctx.appName);
  const agenda = event.agenda.trim();
  const calendar = await bookingCalendar(event, ctx);

  const cancel = calendar.method === 'CANCEL';

  const text = [
    greeting(reader.name, language),
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.quote ? [`${m.quote.label}:`, ...m.quote.text.split('\n').map((l) => `> ${l}`), ''] : []),
    ...times.map((x) => `${x.label}: ${x.value}`),
    withLine,
    ...(agenda ? [`${labels.agenda}:`, ...agenda.split('\n').map((l) => `> ${l}`)] : []),
    `${labels.meetingLink}: ${event.meetingUrl}`,
    `${labels.sessionPage}: ${sessionPage}`,
    `${labels.calendarFile}: ${calendarFile}`,
    '',
    ...(m.note ? [m.note, ''] : []),
    ...(m.action ? [`${action.label}: ${action.link}`, ''] : []),
    t(cancel ? 'invite.textCancel' : 'invite.textRequest', { file }),
    '',
    signature(ctx.appName, language),
  ].join('\n');

  const html = (
    <MailLayout appName={ctx.appName} preview={m.paragraphs[0] ?? m.subject} language={language}>
      <Greeting name={reader.name} language={language} />
      {m.paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      {m.quote ? <Quote label={m.quote.label} text={m.quote.text} /> : null}
      <Section style={{ margin: '0 0 16px' }}>
        {times.map((x) => (
          <Text key={x.label} style={line}>
            <span style={label}>{x.label}:</span> {x.value}
          </Text>
        ))}
        <Text style={line}>{withLine}</Text>
        <Text style={line}>
          <span style={label}>{labels.meetingLink}:</span>{' '}
          {isWebLink(event.meetingUrl) ? (
            <Link href={event.meetingUrl} style={{ wordBreak: 'break-all' }}>
              {event.meetingUrl}
            </Link>
          ) : (
            event.meetingUrl
          )}
        </Text>
        <Text style={line}>
          <span style={label}>{labels.sessionPage}:</span>{' '}
          <Link href={sessionPage} style={{ wordBreak: 'break-all' }}>
            {sessionPage}
          </Link>
        </Text>
        <Text style={line}>
          <span style={label}>{labels.calendarFile}:</span> <Link href={calendarFile}>{file}</Link>
        </Text>
      </Section>
      {agenda ? <Quote label={labels.agenda} text={agenda} /> : null}
      {m.note ? <Note>{m.note}</Note> : null}
      <Action href={action.link} label={action.label} language={language} />
      <Note>{t(cancel ? 'invite.htmlCancel' : 'invite.htmlRequest')}</Note>
      <Signature appName={ctx.appName} language={language} />
    </MailLayout>
  );
  return renderMail(html, {
    to: reader.email,
    subject: m.subject,
    text,
    icalEvent: {
      method: calendar.method,
      content: calendar.content,
      filename: file,
    },
  });
}
