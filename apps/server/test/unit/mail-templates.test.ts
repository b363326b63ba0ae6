import { describe, expect, it } from 'vitest';
import { escapeHtml, recoveryMail, verificationMail } from '../../src/mail/templates.ts';

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

  it('the verification mail says what to do, where and for how long', () => {
    const mail = verificationMail({
      appName: 'Pathwise',
      to: 'ada@example.com',
      name: 'Ada',
      link,
    });
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Verify your email for Pathwise');
    expect(mail.text).toContain(`Verify email: ${link}`);
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('expires in 24 hours');
  });

  it('the recovery mail lasts 1 hour', () => {
    const mail = recoveryMail({ appName: 'Pathwise', to: 'ada@example.com', name: 'Ada', link });
    expect(mail.subject).toBe('Reset your Pathwise password');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain('expires in 1 hour');
  });

  it('escapes every value in the HTML part, including the product name', () => {
    const mail = verificationMail({
      appName: 'P<b>',
      to: 'x@example.com',
      name: '<img src=x onerror=alert(1)>',
      link: 'https://app.example/login?a="b"',
    });
    expect(mail.html).not.toMatch(/<img|<b>/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://app.example/login?a=&quot;b&quot;"');
  });
});
