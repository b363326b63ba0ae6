import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { withSmtpTimeouts } from '../../src/jobs/mail-job.ts';

/** The SMTP timeouts that keep a live delivery inside the mail job's 60 s expiry. */

/** What nodemailer makes of a connection URL. */
function parsed(url: string): Record<string, unknown> {
  const transport = nodemailer.createTransport(url) as unknown as {
    transporter: { options: Record<string, unknown> };
  };
  return transport.transporter.options;
}

describe('withSmtpTimeouts', () => {
  it('adds connection, greeting and socket timeouts that nodemailer reads', () => {
    expect(parsed(withSmtpTimeouts('smtp://127.0.0.1:2525'))).toMatchObject({
      host: '127.0.0.1',
      port: 2525,
      secure: false,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  });

  it('keeps credentials and whatever the URL already sets', () => {
    const options = parsed(
      withSmtpTimeouts(
        'smtps://mailer:p%40ss%3Aword@smtp.example.com:465/?socketTimeout=5000&pool=true',
      ),
    );
    expect(options).toMatchObject({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'mailer', pass: 'p@ss:word' },
      socketTimeout: 5000,
      connectionTimeout: 10_000,
    });
  });
});
