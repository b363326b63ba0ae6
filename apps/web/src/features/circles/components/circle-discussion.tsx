import type { CircleDetail } from '@pathwise/contracts';
import { MessagesSquare } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LeaveDialog } from '@/components/ui/leave-dialog.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { useLeaveGuard } from '@/lib/use-leave-guard.ts';
import { useCirclePosts, useCreateCirclePost } from '../api/circle-posts.ts';
import { useCircleLive } from '../lib/use-circle-live.ts';
import { CirclePostItem } from './circle-post-item.tsx';
import { PostForm } from './post-form.tsx';

/** Placeholder posts while the first page loads; announced once as "Loading". */
function PostsSkeleton() {
  const { t } = useTranslation('circles');
  return (
    <div role="status" className="mt-4">
      <span className="sr-only">{t('discussion.loading')}</span>
      <ul aria-hidden="true" className="divide-y divide-slate-100">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex gap-3 py-5">
            <div className="size-10 shrink-0 animate-pulse rounded-full bg-slate-200" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-40 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The circle's Discussion (docs/product.md#128-circles; docs/product.md#217-circles): members
 * write posts and replies, everyone reads them; signed-in readers get new posts live. Signed
 * out, the box is replaced by a sign-in link that comes back here; a non-member is told to
 * join. Unsent text holds a click on a link away from the page until confirmed.
 */
export function CircleDiscussion({ circle }: { circle: Pick<CircleDetail, 'id' | 'joined'> }) {
  const { t } = useTranslation('circles');
  const { data: user } = useAccount();
  const location = useLocation();
  const posts = useCirclePosts(circle.id);
  const create = useCreateCirclePost(circle.id);
  useCircleLive(circle.id, user?.id ?? null);

  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  const onDirty = useCallback((key: string, dirty: boolean) => {
    setDirtyKeys((keys) => {
      if (keys.has(key) === dirty) return keys;
      const next = new Set(keys);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const guard = useLeaveGuard(dirtyKeys.size > 0);

  const items = useMemo(() => {
    const seen = new Set<string>();
    return (posts.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((p) => !seen.has(p.id) && seen.add(p.id));
  }, [posts.data]);

  const canPost = !!user && circle.joined;
  const next = `${location.pathname}${location.search}`;

  return (
    <section
      aria-labelledby="circle-discussion"
      className="mt-12 rounded-2xl border border-slate-200 p-4 sm:p-6"
    >
      <h2
        id="circle-discussion"
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-slate-950 focus:outline-none"
      >
        <MessagesSquare className="size-5 text-brand-700" aria-hidden="true" />
        {t('discussion.title')}
      </h2>

      <div className="mt-4">
        {user === null ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
            <Link
              to={`/login?next=${encodeURIComponent(next)}`}
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {t('discussion.signIn')}
            </Link>
          </p>
        ) : user && !circle.joined ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
            {t('discussion.joinToPost')}
          </p>
        ) : canPost ? (
          <PostForm
            label={t('discussion.composerLabel')}
            placeholder={t('discussion.placeholder')}
            submitLabel={t('discussion.post')}
            pendingLabel={t('discussion.posting')}
            onDirty={(dirty) => onDirty('new', dirty)}
            onSubmit={(body) => create.mutateAsync({ body })}
          />
        ) : null}
      </div>

      {posts.isPending ? (
        <PostsSkeleton />
      ) : posts.isError && items.length === 0 ? (
        <Banner tone="error" className="mt-6">
          <p className="font-semibold">{t('discussion.error')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void posts.refetch()}>
            {t('list.retry')}
          </Button>
        </Banner>
      ) : items.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          {t('discussion.empty')}
        </p>
      ) : (
        <>
          <ul aria-label={t('discussion.listLabel')} className="mt-2 divide-y divide-slate-100">
            {items.map((post) => (
              <li key={post.id}>
                <CirclePostItem
                  post={post}
                  circleId={circle.id}
                  canReply={canPost}
                  onDirty={onDirty}
                />
              </li>
            ))}
          </ul>
          {posts.isFetchNextPageError && (
            <Banner tone="error" className="mt-4">
              {t('discussion.olderError')}
            </Banner>
          )}
          {posts.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button
                variant="outline"
                disabled={posts.isFetchingNextPage}
                onClick={() => void posts.fetchNextPage()}
              >
                {posts.isFetchingNextPage
                  ? t('discussion.loadingOlder')
                  : t('discussion.loadOlder')}
              </Button>
            </div>
          )}
        </>
      )}

      <LeaveDialog
        guard={guard}
        onLeave={() => setDirtyKeys(new Set())}
        texts={{
          title: t('discussion.leaveTitle'),
          body: t('discussion.leaveDescription'),
          stay: t('discussion.stay'),
          leave: t('discussion.leave'),
        }}
      />
    </section>
  );
}
