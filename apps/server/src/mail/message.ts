/** A rendered mail, ready for the mail job (`jobs/mail-job.ts`). */
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
  /**
   * A calendar invite (RFC 5546 iTIP), sent with nodemailer's `icalEvent`: a `text/calendar`
   * alternative with `method` that calendar clients offer to add or update, plus the same text
   * as an attachment named `filename` (e.g. booking mails, `modules/bookings/ics.ts`).
   */
  icalEvent?: {
    /** The iTIP method; must equal the `METHOD` inside `content`. */
    method: 'REQUEST' | 'CANCEL';
    /** The `.ics` text (CRLF line ends). */
    content: string;
    /** The attachment's name, e.g. `pathwise-session.ics`. */
    filename: string;
  };
}

/**
 * A user-supplied name as it may stand in a mail: one line (every run of whitespace, line
 * breaks and control characters included, becomes one space), trimmed. It is only ever
 * rendered as escaped text, never inside a link (a name such as
 * `Bob http://evil.example/unlock` must not turn into a link or into several lines).
 */
export function oneLine(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}
