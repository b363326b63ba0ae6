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
} from '../../mail/layout.tsx';
import { MAIL_LOCALE, oneLine, type MailMessage } from '../../mail/message.ts';
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
 * only when it is an http(s) URL. Texts are English, written here as in every mail module.
 * The plain-text part is written beside the HTML.
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
    new Intl.DateTimeFormat(MAIL_LOCALE, { timeZone });
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
 * falls back to UTC.
 */
export function formatSessionTime(start: Date, end: Date, timeZone: string): string {
  const zone = knownZone(timeZone);
  const times = formatTimeRange(start, end, { timeZone: zone, locale: MAIL_LOCALE, style: 'long' });
  const offset =
    new Intl.DateTimeFormat(MAIL_LOCALE, { timeZone: zone, timeZoneName: 'shortOffset' })
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
  /** The label of the session's own time (default "When"). */
  whenLabel?: string;
  /** A reason quoted as given. */
  quote?: { label: string; text: string } | null;
  /** The call to action (default: the session page). */
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
  const sessionPage = `${ctx.appUrl}/sessions/${event.bookingId}`;
  const calendarFile = `${ctx.appUrl}/api/bookings/${event.bookingId}/ics`;
  const action = m.action ?? { label: 'Open the session', link: sessionPage };
  const times = [
    ...(m.times ?? []).map((t) => ({
      label: t.label,
      value: formatSessionTime(t.start, t.end, zone),
    })),
    { label: m.whenLabel ?? 'When', value: formatSessionTime(event.start, event.end, zone) },
  ];
  const withLine = `${side === 'mentor' ? 'Mentee' : 'Mentor'}: ${oneLine(other.name)}`;
  const agenda = event.agenda.trim();
  const calendar = await bookingCalendar(event, ctx);

  const text = [
    greeting(reader.name),
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.quote ? [`${m.quote.label}:`, ...m.quote.text.split('\n').map((l) => `> ${l}`), ''] : []),
    ...times.map((t) => `${t.label}: ${t.value}`),
    withLine,
    ...(agenda ? ['Agenda:', ...agenda.split('\n').map((l) => `> ${l}`)] : []),
    `Meeting link: ${event.meetingUrl}`,
    `Session page: ${sessionPage}`,
    `Calendar file: ${calendarFile}`,
    '',
    ...(m.note ? [m.note, ''] : []),
    ...(m.action ? [`${action.label}: ${action.link}`, ''] : []),
    `The attached invite (${inviteFilename(ctx.appName)}) ${calendar.method === 'CANCEL' ? 'removes the session from' : 'adds the session to'} your calendar.`,
    '',
    `— The ${ctx.appName} team`,
  ].join('\n');

  const html = (
    <MailLayout appName={ctx.appName} preview={m.paragraphs[0] ?? m.subject}>
      <Greeting name={reader.name} />
      {m.paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      {m.quote ? <Quote label={m.quote.label} text={m.quote.text} /> : null}
      <Section style={{ margin: '0 0 16px' }}>
        {times.map((t) => (
          <Text key={t.label} style={line}>
            <span style={label}>{t.label}:</span> {t.value}
          </Text>
        ))}
        <Text style={line}>{withLine}</Text>
        <Text style={line}>
          <span style={label}>Meeting link:</span>{' '}
          {isWebLink(event.meetingUrl) ? (
            <Link href={event.meetingUrl} style={{ wordBreak: 'break-all' }}>
              {event.meetingUrl}
            </Link>
          ) : (
            event.meetingUrl
          )}
        </Text>
        <Text style={line}>
          <span style={label}>Session page:</span>{' '}
          <Link href={sessionPage} style={{ wordBreak: 'break-all' }}>
            {sessionPage}
          </Link>
        </Text>
        <Text style={line}>
          <span style={label}>Calendar file:</span>{' '}
          <Link href={calendarFile}>{inviteFilename(ctx.appName)}</Link>
        </Text>
      </Section>
      {agenda ? <Quote label="Agenda" text={agenda} /> : null}
      {m.note ? <Note>{m.note}</Note> : null}
      <Action href={action.link} label={action.label} />
      <Note>
        {calendar.method === 'CANCEL'
          ? 'The attached invite removes the session from your calendar.'
          : 'The attached invite adds the session to your calendar, or updates it there.'}
      </Note>
      <Signature appName={ctx.appName} />
    </MailLayout>
  );
  return renderMail(html, {
    to: reader.email,
    subject: m.subject,
    text,
    icalEvent: {
      method: calendar.method,
      content: calendar.content,
      filename: inviteFilename(ctx.appName),
    },
  });
}
