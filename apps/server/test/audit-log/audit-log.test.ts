import { AuditLogPage, AUDIT_LOG_PAGE_SIZE } from '@pathwise/contracts';
import { buildTestApp, uniqueEmail, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * The audit log (docs/product.md#145-audit-log): each admin decision is one row, read by
 * admins only, newest first, filtered, page by page; no route changes or deletes a row.
 */

const ADMIN_EMAIL = uniqueEmail('audit-admin');
let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await makePerson(t, { email: ADMIN_EMAIL, name: 'Ada Auditor' });
});
afterAll(async () => {
  await t?.close();
});

const auditLog = async (query = '') => {
  const res = await t.request('GET', `/api/admin/audit-log${query}`, { session: admin.session });
  expect(res.statusCode, res.body).toBe(200);
  return AuditLogPage.parse(res.json());
};

const applicant = (name: string) => onboardedPerson(t, 'coach', { name });

describe('the audit log', () => {
  it('records an approval and a decline with who, when, what, on whom and the note', async () => {
    const approved = await applicant('Ines Approved');
    const declined = await applicant('Omar Declined');
    const before = Date.now();
    expect(
      (
        await t.request('POST', `/api/admin/mentors/${approved.id}/approve`, {
          session: admin.session,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request('POST', `/api/admin/mentors/${declined.id}/decline`, {
          session: admin.session,
          body: { reason: 'Please add your certification.' },
        })
      ).statusCode,
    ).toBe(200);

    const { entries } = await auditLog(`?subjectUserId=${declined.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'decline',
      admin: { id: admin.id, name: 'Ada Auditor' },
      subjectUser: { id: declined.id, name: 'Omar Declined' },
      subject: { kind: 'application', id: declined.id },
      note: 'Please add your certification.',
    });
    expect(Date.parse(entries[0]!.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const approvals = await auditLog(`?action=approve&subjectUserId=${approved.id}`);
    expect(approvals.entries.map((e) => [e.action, e.subjectUser?.name])).toEqual([
      ['approve', 'Ines Approved'],
    ]);
  });

  it('approving an approved application again records nothing', async () => {
    const mentor = await applicant('Twice Approved');
    for (let i = 0; i < 2; i++) {
      await t.request('POST', `/api/admin/mentors/${mentor.id}/approve`, {
        session: admin.session,
      });
    }
    expect((await auditLog(`?subjectUserId=${mentor.id}`)).entries).toHaveLength(1);
  });

  it('pages newest first without repeating or skipping a row', async () => {
    const { rows } = await t.db.query<{ id: string }>(`select id from users where id = $1`, [
      admin.id,
    ]);
    expect(rows).toHaveLength(1);
    // More rows than a page, straight into the table (what the modules' actions write).
    await t.db.query(
      `insert into admin_actions (id, admin_id, action, note, created_at)
       select gen_random_uuid()::text, $1, 'warn', 'page ' || g, now() - g * interval '1 second'
       from generate_series(1, $2) g`,
      [admin.id, AUDIT_LOG_PAGE_SIZE + 5],
    );
    const first = await auditLog(`?action=warn&adminId=${admin.id}`);
    expect(first.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await auditLog(`?action=warn&adminId=${admin.id}&cursor=${first.nextCursor}`);
    expect(second.entries).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const notes = [...first.entries, ...second.entries].map((e) => e.note);
    expect(notes).toEqual(
      Array.from({ length: AUDIT_LOG_PAGE_SIZE + 5 }, (_, i) => `page ${i + 1}`),
    );
  });

  it('filters by time', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await auditLog(`?from=${encodeURIComponent(future)}`)).entries).toEqual([]);
  });

  it('answers 403 to a member and 401 to a visitor, and offers no way to change a row', async () => {
    const member = await makePerson(t, { email: uniqueEmail('member'), name: 'Mo Member' });
    expect(
      (await t.request('GET', '/api/admin/audit-log', { session: member.session })).statusCode,
    ).toBe(403);
    expect((await t.request('GET', '/api/admin/audit-log')).statusCode).toBe(401);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.request(method, '/api/admin/audit-log', {
        session: admin.session,
        body: {},
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses a filter that is not an action', async () => {
    const res = await t.request('GET', '/api/admin/audit-log?action=erase', {
      session: admin.session,
    });
    expect(res.statusCode).toBe(400);
  });
});
