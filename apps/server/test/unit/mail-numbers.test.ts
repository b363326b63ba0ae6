import { describe, expect, it } from 'vitest';
import { beforeStart } from '../../src/modules/bookings/mails.tsx';
import { unreadMessageMail } from '../../src/modules/messages/mails.tsx';
import { weeklyPlanMail, type WeeklyPlanItem } from '../../src/modules/summary/mails.tsx';

/** Counts in mails: grouped digits and the noun's plural (docs/product.md#5-validation). */
describe('numbers in mails', () => {
  const items = (n: number): WeeklyPlanItem[] =>
    Array.from({ length: n }, (_, i) => ({ name: `Task ${i}`, dueDate: '2026-12-02' }));
  const plan = (thisWeek: number, overdue: number) =>
    weeklyPlanMail({
      appName: 'Pathwise',
      appUrl: 'https://app.example',
      to: 'ada@example.com',
      name: 'Ada',
      weekStart: '2026-11-30',
      thisWeek: items(thisWeek),
      overdue: items(overdue),
      unsubscribe: { page: 'https://app.example/u', oneClick: 'https://app.example/u1' },
    });

  it('the weekly plan counts its activities', async () => {
    expect((await plan(1, 0)).subject).toBe('Your week: 1 activity due');
    expect((await plan(1523, 0)).subject).toBe('Your week: 1,523 activities due');
    expect((await plan(0, 1)).subject).toBe('Your plan: 1 overdue activity');
  });

  it('the unread-message mail counts the messages', async () => {
    const mail = await unreadMessageMail({
      appName: 'Pathwise',
      to: 'ada@example.com',
      name: 'Ada',
      senderName: 'Ben',
      texts: Array.from({ length: 1200 }, () => 'Hi'),
      conversationUrl: 'https://app.example/messages/c1',
      unsubscribe: { page: 'https://app.example/u', oneClick: 'https://app.example/u1' },
    });
    expect(mail.subject).toBe('Ben sent you 1,200 messages');
  });

  it('a reminder says how long before the start', () => {
    expect(beforeStart(24 * 60)).toBe('24 hours');
    expect(beforeStart(60)).toBe('1 hour');
    expect(beforeStart(30)).toBe('30 minutes');
  });
});
