import type { BookingDetail } from '@pathwise/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  answerApi,
  http,
  HttpResponse,
  uploadedFileName,
  type FakeRequest,
} from '@/testing/api.ts';
import { server } from '@/testing/server.ts';
import { account, booking, detail, inHours, renderBookings } from '@/testing/bookings-harness.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

/** Today and the week an activity list carries (the session page does not show them). */
const WEEK = { today: '2026-11-24', weekStart: '2026-11-23', weekEnd: '2026-11-29' };

/** Serve `GET /api/bookings/b1` with `current()`, and `extra` for other calls. */
function serve(
  current: () => BookingDetail,
  extra: (call: FakeRequest) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  return answerApi((call) => {
    const more = extra(call);
    if (more) return more;
    if (call.method === 'GET' && call.path === '/api/bookings/b1')
      return { status: 200, body: current() };
    // No action items and no goals unless a test says otherwise.
    if (call.method === 'GET' && call.path === '/api/activities')
      return { status: 200, body: { items: [], ...WEEK } };
    if (call.method === 'GET' && call.path === '/api/goals')
      return { status: 200, body: { items: [] } };
    return { status: 404, body: { message: 'no', code: 404, type: 'booking_not_found' } };
  });
}

/** Answer the multipart upload (which `answerApi` cannot parse) with `status` and `type`. */
function refuseUpload(status: number, type: string) {
  const uploads: string[] = [];
  server.use(
    http.post('/api/bookings/b1/attachments', async ({ request }) => {
      uploads.push(await uploadedFileName(request));
      return HttpResponse.json({ message: type, code: status, type }, { status });
    }),
  );
  return uploads;
}

const attachment = {
  id: 'a1',
  fileName: 'cv.pdf',
  mediaType: 'application/pdf',
  sizeBytes: 100_000,
  by: 'mentee' as const,
  url: '/api/bookings/b1/attachments/a1',
  createdAt: inHours(-2),
};

describe('BookingDetailPage', () => {
  it('shows the mentee the session: times in both zones, plan and price billed outside, the mentor’s notes read-only', async () => {
    serve(() => detail({ notes: 'Bring your CV.', actions: { cancel: true, reschedule: true } }));
    renderBookings('/sessions/b1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session with Amara Okafor' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Amara Okafor's time: .*America\/New_York/)).toBeInTheDocument();
    expect(screen.getByText('$250')).toBeInTheDocument();
    expect(screen.getByText(/Billed outside Pathwise/)).toBeInTheDocument();
    expect(screen.getByText('Bring your CV.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your notes for this session')).toBeNull();
    expect(screen.getByLabelText('Private notes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      '/mentors/m1/book?reschedule=b1',
    );
    expect(screen.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'href',
      '/api/bookings/b1/ics',
    );
    expect(screen.getByRole('link', { name: 'Back to Sessions' })).toHaveAttribute(
      'href',
      '/dashboard/sessions',
    );
    expect(screen.getByText('You booked the session')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('names both days, once each, for a session across midnight (docs/product.md#123-booking)', async () => {
    serve(() =>
      detail({
        start: '2026-12-01T23:00:00.000Z',
        end: '2026-12-02T00:00:00.000Z',
        mentorTimeZone: 'Atlantic/Reykjavik',
      }),
    );
    renderBookings('/sessions/b1');
    const theirs = await screen.findByText(/Amara Okafor's time:/);
    expect(theirs.textContent).toMatch(
      /^Amara Okafor's time: Tue, Dec 1, 2026, 11:00\sPM GMT\s–\sWed, Dec 2, 2026, 12:00\sAM GMT \(Atlantic\/Reykjavik\)$/,
    );
    expect(document.body.textContent).not.toMatch(/\d+\/\d+\/\d{4}/);
  });

  it('lets the mentor set tags and, once held, a recording link the mentee then sees (docs/product.md#123-booking)', async () => {
    const user = userEvent.setup();
    let tags: string[] = ['intro'];
    let recordingUrl: string | null = null;
    const current = (role: 'mentor' | 'mentee') =>
      detail({ role, status: 'held', start: inHours(-3), end: inHours(-2), tags, recordingUrl });
    const calls = serve(
      () => current('mentor'),
      (call) => {
        if (call.method === 'PATCH' && call.path === '/api/bookings/b1') {
          const body = call.body as { tags: string[]; recordingUrl: string | null };
          tags = body.tags;
          recordingUrl = body.recordingUrl;
          return {
            status: 200,
            body: booking({ role: 'mentor', status: 'held', tags, recordingUrl }),
          };
        }
        return undefined;
      },
    );
    const view = renderBookings('/sessions/b1', account('mentor'));
    const details = await screen.findByRole('region', { name: 'Session details' });
    const tagField = within(details).getByLabelText('Tags');
    expect(tagField).toHaveValue('intro');
    await user.clear(tagField);
    await user.type(tagField, 'career, cv, career');
    const recording = within(details).getByLabelText('Recording link');
    await user.type(recording, 'not a link');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('Use an http or https link.')).toBeVisible();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(recording);
    await user.type(recording, 'https://video.example.com/rec');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('Saved.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      tags: ['career', 'cv'],
      recordingUrl: 'https://video.example.com/rec',
    });
    view.unmount();

    // The mentee sees the recording link, and no details form.
    serve(() => current('mentee'));
    renderBookings('/sessions/b1');
    expect(await screen.findByRole('link', { name: /^Recording/ })).toHaveAttribute(
      'href',
      'https://video.example.com/rec',
    );
    expect(screen.queryByRole('region', { name: 'Session details' })).toBeNull();
  });

  it('offers the recording link only once the session has been held', async () => {
    serve(() => detail({ role: 'mentor', status: 'confirmed' }));
    renderBookings('/sessions/b1', account('mentor'));
    const details = await screen.findByRole('region', { name: 'Session details' });
    expect(within(details).getByLabelText('Tags')).toBeVisible();
    expect(within(details).queryByLabelText('Recording link')).toBeNull();
    expect(
      within(details).getByText('You can add a recording link once the session has been held.'),
    ).toBeVisible();
  });

  it('saves the mentee’s private notes', async () => {
    const user = userEvent.setup();
    let saved = '';
    const calls = serve(
      () => detail({ privateNotes: saved }),
      (call) => {
        if (call.method === 'PUT' && call.path === '/api/bookings/b1/notes') {
          saved = (call.body as { text: string }).text;
          return { status: 200, body: booking({ privateNotes: saved }) };
        }
        return undefined;
      },
    );
    renderBookings('/sessions/b1');
    const notes = await screen.findByLabelText('Private notes');
    await user.type(notes, 'Ask about promotions');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ text: 'Ask about promotions' });
  });

  it('keeps notes over the limit as pasted and names the limit on Save (docs/product.md#5-validation)', async () => {
    const user = userEvent.setup();
    const calls = serve(() => detail({ privateNotes: '' }));
    renderBookings('/sessions/b1');
    const notes = await screen.findByLabelText('Private notes');
    await user.click(notes);
    await user.paste('n'.repeat(20_001));
    expect((notes as HTMLTextAreaElement).value).toHaveLength(20_001);
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be at most 20,000 characters');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('gives the mentor the shared notes to edit, Confirm and Decline for a pending request, and no private notes', async () => {
    const user = userEvent.setup();
    let status: BookingDetail['status'] = 'pending';
    let notes = '';
    const calls = serve(
      () =>
        detail({
          role: 'mentor',
          status,
          notes,
          privateNotes: '',
          actions: { confirm: status === 'pending', decline: status === 'pending', cancel: true },
        }),
      (call) => {
        if (call.path === '/api/bookings/b1/confirm') {
          status = 'confirmed';
          return { status: 200, body: booking({ role: 'mentor', status }) };
        }
        if (call.method === 'PUT') {
          notes = (call.body as { text: string }).text;
          return { status: 200, body: booking({ role: 'mentor', notes }) };
        }
        return undefined;
      },
    );
    renderBookings('/sessions/b1', account('mentor'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session with Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting for your confirmation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Private notes')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Calendar' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/calendar',
    );
    await user.type(screen.getByLabelText('Your notes for this session'), 'Good start');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/bookings/b1/confirm')).toBe(
      true,
    );
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const user = userEvent.setup();
    const calls = serve(() => detail());
    renderBookings('/sessions/b1');
    const input = await screen.findByLabelText('Attach a file');
    const big = new File(['x'], 'video.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('“video.pdf” is larger than 10 MB');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('uploads a file, shows the server’s 415 refusal, and deletes the viewer’s own file', async () => {
    const user = userEvent.setup();
    let files = [attachment];
    const calls = serve(
      () => detail({ attachments: files, attachmentCount: files.length }),
      (call) => {
        if (call.method === 'DELETE') {
          files = [];
          return { status: 204 };
        }
        return undefined;
      },
    );
    const uploads = refuseUpload(415, 'attachment_type_not_allowed');
    renderBookings('/sessions/b1');
    expect(await screen.findByRole('link', { name: /cv\.pdf/ })).toHaveAttribute(
      'href',
      '/api/bookings/b1/attachments/a1',
    );
    await user.upload(
      screen.getByLabelText('Attach a file'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This type of file is not accepted');
    // jsdom's XHR loses the part's file name on the way to MSW; the browser keeps it (e2e).
    expect(uploads).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete cv.pdf' }));
    expect(await screen.findByText('“cv.pdf” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /cv\.pdf/ })).toBeNull());
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === '/api/bookings/b1/attachments/a1'),
    ).toBe(true);
  });

  it('says when the file is too large for the server (413)', async () => {
    const user = userEvent.setup();
    serve(() => detail());
    refuseUpload(413, 'general_payload_too_large');
    renderBookings('/sessions/b1');
    await user.upload(
      await screen.findByLabelText('Attach a file'),
      new File(['hello'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large');
  });

  it('hides another person’s file from Delete', async () => {
    serve(() => detail({ attachments: [{ ...attachment, by: 'mentor' }] }));
    renderBookings('/sessions/b1');
    await screen.findByRole('link', { name: /cv\.pdf/ });
    expect(screen.queryByRole('button', { name: 'Delete cv.pdf' })).toBeNull();
  });

  it('writes file sizes in words with their plural (docs/product.md#5-validation)', async () => {
    serve(() =>
      detail({
        attachments: [
          { ...attachment, sizeBytes: 45 },
          { ...attachment, id: 'a2', fileName: 'plan.pdf', sizeBytes: 1_258_291 },
        ],
      }),
    );
    renderBookings('/sessions/b1');
    await screen.findByRole('link', { name: /cv\.pdf/ });
    expect(screen.getByText(/^45 bytes ·/)).toBeVisible();
    expect(screen.getByText(/^1\.2 MB ·/)).toBeVisible();
  });

  it('shows a not-found state for a booking the viewer takes no part in', async () => {
    answerApi(() => ({
      status: 404,
      body: { message: 'no', code: 404, type: 'booking_not_found' },
    }));
    renderBookings('/sessions/zzz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session not found' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Go to your dashboard' }),
    ).toBeInTheDocument();
  });
});
