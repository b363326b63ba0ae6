import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('relativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(relativeTime('2026-11-24T11:57:00Z', { locale: 'en', now })).toBe('3 minutes ago');
    expect(relativeTime('2026-11-24T09:00:00Z', { locale: 'en', now })).toBe('3 hours ago');
    expect(relativeTime('2026-11-23T11:00:00Z', { locale: 'en', now })).toBe('yesterday');
    expect(relativeTime('2026-11-10T12:00:00Z', { locale: 'en', now })).toBe('2 weeks ago');
    expect(relativeTime('2026-11-24T12:05:00Z', { locale: 'en', now })).toBe('in 5 minutes');
  });

  it('under a minute says "now", or the text given for it', () => {
    expect(relativeTime('2026-11-24T11:59:30Z', { locale: 'en', now })).toBe('now');
    expect(relativeTime('2026-11-24T11:59:30Z', { locale: 'en', now, justNow: 'just now' })).toBe(
      'just now',
    );
  });

  it('from a week on gives the date in the time zone asked for', () => {
    const options = { locale: 'en', now, dateFromAWeekIn: 'Asia/Tokyo' };
    expect(relativeTime('2026-11-18T12:00:00Z', options)).toBe('6 days ago');
    expect(relativeTime('2026-11-16T20:00:00Z', options)).toBe('Nov 17, 2026');
  });

  it('speaks the reader’s language', () => {
    expect(relativeTime('2026-11-23T11:00:00Z', { locale: 'es', now })).toBe('ayer');
  });
});
