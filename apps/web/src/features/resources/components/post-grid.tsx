import type { BlogPostSummary } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PostCard } from './post-card.tsx';

/** Grey cards the size of real ones while posts load (no layout jump when they arrive). */
export function PostGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('resources');
  return (
    <div role="status" aria-label={t('list.loading')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className="aspect-[16/9] animate-pulse bg-slate-200" />
            <div className="space-y-3 p-5">
              <div className="h-5 w-20 animate-pulse rounded-full bg-slate-200" />
              <div className="h-5 w-full animate-pulse rounded bg-slate-200" />
              <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
              <div className="h-16 w-full animate-pulse rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cards of one section, or the section's loading, error and empty states. */
export function PostGrid({
  posts,
  isPending,
  isError,
  onRetry,
  skeletonCount,
  empty,
  busy,
  className,
}: {
  posts: BlogPostSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  skeletonCount: number;
  /** What to say when there are no posts. */
  empty: string;
  /** A new answer is on its way while the last one shows. */
  busy?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('resources');
  if (isPending) return <PostGridSkeleton count={skeletonCount} />;
  if (isError && !posts) {
    return (
      <Banner tone="error" className={className}>
        <p className="font-semibold">{t('list.error')}</p>
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Banner>
    );
  }
  if (!posts || posts.length === 0) {
    return (
      <p
        className={clsx(
          'rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-700',
          className,
        )}
      >
        {empty}
      </p>
    );
  }
  return (
    <ul
      aria-busy={busy || undefined}
      className={clsx('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}
    >
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
