import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { RequireAccount } from '@/lib/session/require-account.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useBookingMentor } from '../api/book.ts';
import { BookForm } from '../components/book-form.tsx';
import { RescheduleForm } from '../components/reschedule-form.tsx';

/**
 * /mentors/:id/book (docs/product.md#123-booking): a signed-in mentee picks a day and a free
 * time of the mentor (in their own time zone, the mentor's beside it), a plan and an agenda,
 * and confirms. `?reschedule=<bookingId>` moves an existing booking instead: the same picker,
 * an optional reason, no plan or agenda. Signed out → /login and back here.
 */
export function BookingPage() {
  return (
    <RequireAccount>
      <BookingView />
    </RequireAccount>
  );
}

function BookingView() {
  const { t } = useTranslation('booking');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const reschedule = search.get('reschedule');
  const mentor = useBookingMentor(id);
  const name = mentor.data?.name;
  usePageTitle(
    name ? t(reschedule ? 'page.rescheduleTitle' : 'page.title', { name }) : t('page.loading'),
  );

  if (mentor.isPending) return <PageSkeleton />;
  if (!mentor.data) {
    const missing = isApiError(mentor.error, 'mentor_not_found');
    return (
      <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-950">
          {missing ? t('page.notFound') : t('page.error')}
        </h1>
        {missing ? (
          <Link to="/mentors" className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t('page.browse')}
          </Link>
        ) : (
          <Button variant="outline" className="mt-4" onClick={() => void mentor.refetch()}>
            {t('picker.retry')}
          </Button>
        )}
      </main>
    );
  }
  return (
    <main aria-labelledby="booking-title" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to={`/mentors/${encodeURIComponent(id)}`}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('page.back', { name: mentor.data.name })}
        </Link>
        {reschedule ? (
          <RescheduleForm mentor={mentor.data} bookingId={reschedule} />
        ) : (
          <BookForm mentor={mentor.data} />
        )}
      </div>
    </main>
  );
}

function PageSkeleton() {
  const { t } = useTranslation('booking');
  return (
    <main aria-busy="true" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p role="status" className="sr-only">
        {t('page.loading')}
      </p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-4 w-40 rounded bg-slate-200" />
        <div className="mt-6 h-9 w-2/3 rounded bg-slate-200" />
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="h-80 rounded-2xl bg-slate-100" />
          <div className="h-80 rounded-2xl bg-slate-100" />
        </div>
      </div>
    </main>
  );
}
