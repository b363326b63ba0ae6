import { useTranslation } from 'react-i18next';

/** Placeholder cards while the first page of circles loads; announced once as "Loading". */
export function CircleGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('circles');
  return (
    <div role="status">
      <span className="sr-only">{t('list.loading')}</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className="aspect-[2/1] animate-pulse bg-slate-200" />
            <div className="space-y-3 p-5">
              <div className="h-5 w-24 animate-pulse rounded-full bg-slate-200" />
              <div className="h-6 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
              <div className="flex gap-2 pt-4">
                <div className="h-9 w-20 animate-pulse rounded-lg bg-slate-200" />
                <div className="h-9 w-20 animate-pulse rounded-lg bg-slate-100" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
