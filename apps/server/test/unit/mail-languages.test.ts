import { describe, expect, it } from 'vitest';
import { bestLanguage, mailLanguage, withLanguage } from '../../src/mail/language.ts';
import { beforeStart } from '../../src/modules/bookings/mails.tsx';
import { unreadMessageMail } from '../../src/modules/messages/mails.tsx';
import {
  formatDay,
  weeklyPlanMail,
  type WeeklyPlanItem,
} from '../../src/modules/summary/mails.tsx';

/** Mail languages without a database (docs/product.md#15-languages): choice, plurals, `Intl`. */
describe('mail languages', () => {
  it('picks the best of en, es, hi from Accept-Language, else English', () => {
    expect(bestLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(bestLanguage('fr-FR, hi;q=0.5, en;q=0.4')).toBe('hi');
    expect(bestLanguage('en;q=0.2, es;q=0.7')).toBe('es');
    expect(bestLanguage('fr, de')).toBe('en');
    expect(bestLanguage('es;q=0, hi;q=0')).toBe('en');
    expect(bestLanguage(undefined)).toBe('en');
    expect(mailLanguage('hi')).toBe('hi');
    expect(mailLanguage('fr')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
  });

  it('adds lng to links of es and hi, never to English ones', () => {
    expect(withLanguage('https://app.example/sessions/1', 'en')).toBe(
      'https://app.example/sessions/1',
    );
    expect(withLanguage('https://app.example/sessions/1', 'es')).toBe(
      'https://app.example/sessions/1?lng=es',
    );
    expect(withLanguage('https://app.example/u?token=a%2Bb', 'hi')).toBe(
      'https://app.example/u?token=a%2Bb&lng=hi',
    );
  });

  const items = (n: number): WeeklyPlanItem[] =>
    Array.from({ length: n }, (_, i) => ({ name: `Task ${i}`, dueDate: '2026-12-02' }));
  const plan = (language: 'es' | 'hi', thisWeek: number, overdue: number) =>
    weeklyPlanMail({
      appName: 'Pathwise',
      appUrl: 'https://app.example',
      to: 'ada@example.com',
      name: 'Ada',
      weekStart: '2026-11-30',
      thisWeek: items(thisWeek),
      overdue: items(overdue),
      unsubscribe: { page: 'https://app.example/u', oneClick: 'https://app.example/u1' },
      language,
    });

  it('the weekly plan in Spanish and Hindi: plurals, days by Intl, links with lng', async () => {
    expect((await plan('es', 1, 0)).subject).toBe('Tu semana: 1 actividad pendiente');
    expect((await plan('es', 3, 0)).subject).toBe('Tu semana: 3 actividades pendientes');
    expect((await plan('es', 0, 1)).subject).toBe('Tu plan: 1 actividad vencida');
    expect((await plan('hi', 1, 0)).subject).toBe('आपका हफ़्ता: 1 गतिविधि बाकी है');
    expect((await plan('hi', 2, 0)).subject).toBe('आपका हफ़्ता: 2 गतिविधियाँ बाकी हैं');
    const es = await plan('es', 1, 0);
    expect(formatDay('2026-11-30', 'es')).toBe('lunes, 30 de noviembre');
    expect(es.text).toContain('Este es tu plan para la semana del lunes, 30 de noviembre.');
    expect(es.text).toContain('- Task 0 (vence el miércoles, 2 de diciembre)');
    expect(es.text).toContain(
      'Abrir Objetivos y actividades: https://app.example/dashboard/goals?lng=es',
    );
    expect(es.headers?.['List-Unsubscribe']).toBe('<https://app.example/u1>');
    const hi = await plan('hi', 1, 0);
    expect(hi.text).toContain(formatDay('2026-11-30', 'hi'));
    expect(formatDay('2026-11-30', 'hi')).toContain('सोमवार');
  });

  it('the unread-message mail in Spanish and Hindi, "someone" translated', async () => {
    const mail = (language: 'es' | 'hi', senderName: string | null, n: number) =>
      unreadMessageMail({
        appName: 'Pathwise',
        to: 'ada@example.com',
        name: 'Ada',
        senderName,
        texts: Array.from({ length: n }, () => 'Hola'),
        conversationUrl: 'https://app.example/dashboard/messages?c=1',
        unsubscribe: { page: 'https://app.example/u', oneClick: 'https://app.example/u1' },
        language,
      });
    expect((await mail('es', 'Ben', 1)).subject).toBe('Ben te envió un mensaje');
    expect((await mail('es', 'Ben', 3)).subject).toBe('Ben te envió 3 mensajes');
    expect((await mail('es', null, 1)).subject).toBe('Alguien te envió un mensaje');
    expect((await mail('hi', 'Ben', 2)).subject).toBe('Ben ने आपको 2 मैसेज भेजे हैं');
    expect((await mail('es', 'Ben', 1)).text).toContain(
      'Leer y responder: https://app.example/dashboard/messages?c=1&lng=es',
    );
  });

  it('a reminder says how long before the start in the reader’s language', () => {
    expect(beforeStart(24 * 60, 'es')).toBe('24 horas');
    expect(beforeStart(60, 'es')).toBe('1 hora');
    expect(beforeStart(30, 'hi')).toContain('30');
  });
});
