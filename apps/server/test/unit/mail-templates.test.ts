import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html.ts';
import type { MailMessage } from '../../src/mail/message.ts';
import { recoveryMail, verificationMail } from '../../src/modules/account/mails.tsx';
import { contactMail } from '../../src/modules/contact/mails.tsx';
import { mentorApprovedMail, mentorDeclinedMail } from '../../src/modules/mentors/mails.tsx';
import {
  newsletterConfirmationMail,
  newsletterWelcomeMail,
} from '../../src/modules/newsletter/mails.tsx';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text alone and escapes an ampersand once', () => {
    expect(escapeHtml('Zoë — 100% ✓')).toBe('Zoë — 100% ✓');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('mail templates', () => {
  const link = 'https://app.example/login?userId=u1&secret=s3cr3t';

  it('the verification mail says what to do, where and for how long', async () => {
    const mail = await verificationMail({ appName: 'Pathwise', to: 'ada@example.com', link });
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Verify your email for Pathwise');
    expect(mail.text).toContain(`Verify email: ${link}`);
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('expires in 24 hours');
  });

  it('the recovery mail lasts 1 hour', async () => {
    const mail = await recoveryMail({ appName: 'Pathwise', to: 'ada@example.com', link });
    expect(mail.subject).toBe('Reset your Pathwise password');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain('expires in 1 hour');
  });

  it('security mails greet without a name', async () => {
    for (const mail of [
      await verificationMail({ appName: 'Pathwise', to: 'ada@example.com', link }),
      await recoveryMail({ appName: 'Pathwise', to: 'ada@example.com', link }),
    ]) {
      expect(mail.text.split('\n')[0]).toBe('Hi,');
      expect(mail.html).toMatch(/>Hi,<\/p>/);
    }
  });

  it('escapes every value in the HTML part, including the product name', async () => {
    const mail = await mentorApprovedMail({
      appName: 'P<b>',
      to: 'x@example.com',
      name: '<img src=x onerror=alert(1)>',
      link: 'https://app.example/login?a="b"',
    });
    expect(mail.html).not.toMatch(/<img|<b>/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://app.example/login?a=&quot;b&quot;"');
  });

  it('every mail uses the one layout', async () => {
    const htmls = (await everyMail('Ada')).map((m) => m.html);
    for (const html of htmls) {
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain('max-width:560px');
    }
  });
});

const EVIL = 'Bob http://evil.example/unlock';

/** One of each mail, with `name` wherever a mail takes a user-supplied name. */
async function everyMail(name: string): Promise<MailMessage[]> {
  const base = { appName: 'Pathwise', to: 'bob@example.com' };
  const links = {
    unsubscribeLink: 'https://app.example/newsletter/unsubscribe?token=t',
    oneClickUrl: 'https://app.example/api/newsletter/unsubscribe?token=t',
  };
  return [
    await verificationMail({ ...base, link: 'https://app.example/login?secret=s' }),
    await recoveryMail({ ...base, link: 'https://app.example/reset-password?secret=s' }),
    await mentorApprovedMail({ ...base, name, link: 'https://app.example/dashboard_mentor' }),
    await mentorDeclinedMail({
      ...base,
      name,
      reason: 'Too short.',
      link: 'https://app.example/dashboard_mentor',
    }),
    await contactMail({
      ...base,
      id: 'c1',
      firstName: name,
      lastName: `${name}\nSecond line`,
      email: 'bob@example.com',
      subject: 'Hello',
      message: 'A message.',
      receivedAt: new Date('2026-01-02T03:04:05Z'),
    }),
    await newsletterConfirmationMail({
      ...base,
      confirmLink: 'https://app.example/newsletter/confirm?token=c',
      ...links,
    }),
    await newsletterWelcomeMail({
      ...base,
      resourcesLink: 'https://app.example/resources',
      ...links,
    }),
  ];
}

describe('a user-supplied name', () => {
  it('never becomes a link in any mail', async () => {
    for (const mail of await everyMail(EVIL)) {
      const anchors = [...mail.html.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/g)].map((m) => m[0]);
      for (const anchor of anchors) {
        expect(anchor).not.toContain('evil.example');
      }
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      expect(hrefs.join(' ')).not.toContain('evil.example');
    }
  });

  it('stays one line of text where it appears', async () => {
    const mails = await everyMail(`Bob\r\nBcc: eve@example.com\n\nhttp://evil.example`);
    for (const mail of mails) {
      expect(mail.text).not.toMatch(/^Bcc:/m);
      expect(mail.text).not.toMatch(/^http:\/\/evil/m);
    }
    const approved = mails[2]!;
    expect(approved.text.split('\n')[0]).toBe('Hi Bob Bcc: eve@example.com http://evil.example,');
  });

  it('is left out of the security mails', async () => {
    const [verification, recovery] = await everyMail(EVIL);
    for (const mail of [verification!, recovery!]) {
      expect(mail.text).not.toContain('Bob');
      expect(mail.html).not.toContain('Bob');
    }
  });
});
