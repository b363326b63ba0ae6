import type { Notification } from '@pathwise/contracts';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n.ts';
import { notificationText } from './notification-text.ts';

const t = i18n.getFixedT('en', 'notifications');

const notice = (event: Notification['event'], data: Notification['data']): Notification => ({
  id: 'n1',
  kind: 'moderation',
  event,
  data,
  link: '/terms',
  readAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
});

describe('moderation notifications (docs/product.md#141-reporting)', () => {
  it('acknowledge a report and tell its outcome in general terms only', () => {
    const text = (n: Notification) => notificationText(t, n, 'UTC', 'en');
    expect(text(notice('report.received', {}))).toBe(
      'Thanks for your report. Our team will review it.',
    );
    expect(text(notice('report.resolved', { outcome: 'actioned' }))).toMatch(
      /^We reviewed your report and took action/,
    );
    expect(text(notice('report.resolved', { outcome: 'dismissed' }))).toMatch(
      /found no breach of our rules/,
    );
    expect(text(notice('moderation.warned', { title: 'Be kind.' }))).toBe(
      'A moderator sent you a warning: “Be kind.”',
    );
  });
});
