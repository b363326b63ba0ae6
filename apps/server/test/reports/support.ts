import {
  AdminReportList,
  type AdminReport,
  AuditLogPage,
  type ReportSubject,
} from '@pathwise/contracts';
import { buildTestApp, uniqueEmail, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, expect } from 'vitest';
import { makePerson, type Person } from '../onboarding/support.ts';

/**
 * The moderation tests' app (docs/product.md#143-moderation-and-suspension): a test app with
 * one admin, built before the file's tests and closed after them, and the calls the tests
 * share. `m.t` and `m.admin` are set once `beforeAll` has run.
 */
export function moderationApp() {
  const email = uniqueEmail('mod-admin');
  const m = {
    t: undefined as unknown as TestApp,
    admin: undefined as unknown as Person,

    /** `POST /api/reports` as `who` (reason `harassment` unless `over` says otherwise). */
    report: (who: Person, subject: ReportSubject, over: Record<string, unknown> = {}) =>
      m.t.request('POST', '/api/reports', {
        session: who.session,
        body: { subject, reason: 'harassment', details: 'Not OK.', ...over },
      }),

    /** The open reports, as the admin's queue lists them. */
    queue: async (): Promise<AdminReport[]> => {
      const res = await m.t.request('GET', '/api/admin/reports?status=open', {
        session: m.admin.session,
      });
      expect(res.statusCode, res.body).toBe(200);
      return AdminReportList.parse(res.json()).items;
    },

    /** The open report on `subjectId` (fails the test when there is none). */
    openReportOn: async (subjectId: string): Promise<AdminReport> => {
      const found = (await m.queue()).find((r) => r.subject.id === subjectId);
      expect(found, `an open report on ${subjectId}`).toBeDefined();
      return found!;
    },

    /** `POST /api/admin/reports/:id/resolution` as the admin. */
    resolve: (id: string, body: Record<string, unknown>) =>
      m.t.request('POST', `/api/admin/reports/${id}/resolution`, {
        session: m.admin.session,
        body,
      }),

    /** The audit-log rows about `userId`, newest first. */
    auditOf: async (userId: string) => {
      const res = await m.t.request('GET', `/api/admin/audit-log?subjectUserId=${userId}`, {
        session: m.admin.session,
      });
      return AuditLogPage.parse(res.json()).entries;
    },
  };
  beforeAll(async () => {
    m.t = await buildTestApp({ env: { ADMIN_EMAILS: email } });
    m.admin = await makePerson(m.t, { email, name: 'Mia Moderator' });
  });
  afterAll(async () => {
    await m.t?.close();
  });
  return m;
}
