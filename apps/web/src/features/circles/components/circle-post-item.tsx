import type { CirclePost } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { initials } from '@/lib/initials.ts';
import { ReportDialog } from '@/components/report/report-dialog.tsx';
import { useAccount } from '@/lib/session/account.ts';
import {
  useCircleReplies,
  useCreateCirclePost,
  useDeleteCirclePost,
  useUpdateCirclePost,
} from '../api/circle-posts.ts';
import { postError } from '../lib/post-error.ts';
import { useNow } from '../lib/use-now.ts';
import { PostForm } from './post-form.tsx';
import { LinkedText } from '@/components/linked-text.tsx';
import { relativeTime } from '@/lib/relative-time.ts';

/** Author, mentor tag, time (full time on hover) and "edited". */
function PostHeader({ post }: { post: CirclePost }) {
  const { t, i18n } = useTranslation('circles');
  const now = useNow();
  const full = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(post.createdAt));
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="font-semibold text-slate-900">{post.author.name}</span>
      {post.author.isMentor && (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
          {t('discussion.mentor')}
        </span>
      )}
      <span className="whitespace-nowrap text-slate-600">
        <span aria-hidden="true" className="mr-2 text-slate-400">
          ·
        </span>
        <time dateTime={post.createdAt} title={full}>
          {relativeTime(post.createdAt, {
            locale: i18n.language,
            now,
            justNow: t('discussion.justNow'),
          })}
        </time>
        {post.editedAt && <span> ({t('discussion.edited')})</span>}
      </span>
    </div>
  );
}

/** Delete with a confirmation (a post takes its replies with it). */
function DeleteButton({ post, circleId }: { post: CirclePost; circleId: string }) {
  const { t } = useTranslation('circles');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteCirclePost(circleId);
  const deleted = useRef(false);
  const isReply = post.parentId !== null;
  return (
    <Dialog
      alert
      open={open}
      onCloseAutoFocus={(event) => {
        // The Delete button is gone with its post: focus goes to the discussion's heading.
        if (!deleted.current) return;
        event.preventDefault();
        document.getElementById('circle-discussion')?.focus();
      }}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <button type="button" className={actionClass}>
          {t('discussion.delete')}
        </button>
      }
      title={isReply ? t('discussion.deleteReplyTitle') : t('discussion.deletePostTitle')}
      description={
        isReply ? t('discussion.deleteReplyDescription') : t('discussion.deletePostDescription')
      }
    >
      {error && (
        <Banner tone="error" className="mt-4">
          {error}
        </Banner>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel alert>
          <Button variant="outline">{t('discussion.cancel')}</Button>
        </DialogCancel>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() => {
            setError(null);
            remove.mutate(post, {
              onSuccess: () => {
                deleted.current = true;
                setOpen(false);
              },
              onError: (err) => setError(postError(t, err)),
            });
          }}
          className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {remove.isPending ? t('discussion.deleting') : t('discussion.deleteConfirm')}
        </button>
      </div>
    </Dialog>
  );
}

const actionClass =
  'rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-200';

/**
 * One post or reply: its header, its text (links clickable, never HTML), Edit inline and
 * Delete for its author, and for a post its thread: "Reply" / "View N replies" expands the
 * replies (oldest first) and, for members, a reply box.
 */
export function CirclePostItem({
  post,
  circleId,
  canReply,
  onDirty,
}: {
  post: CirclePost;
  circleId: string;
  /** The reader is a member (may reply). */
  canReply: boolean;
  onDirty?: (key: string, dirty: boolean) => void;
}) {
  const { t } = useTranslation('circles');
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const update = useUpdateCirclePost(circleId);
  const editButton = useRef<HTMLButtonElement>(null);
  const isReply = post.parentId !== null;
  const signedIn = Boolean(useAccount().data);
  const threadId = `thread-${post.id}`;

  const stopEditing = () => {
    setEditing(false);
    onDirty?.(`edit-${post.id}`, false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <article
      aria-label={t('discussion.postBy', { name: post.author.name })}
      className={clsx('flex gap-3', isReply ? 'py-3' : 'py-5')}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'flex shrink-0 items-center justify-center rounded-full font-bold',
          isReply ? 'size-8 text-xs' : 'size-10 text-sm',
          post.author.isMentor ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700',
        )}
      >
        {initials(post.author.name, undefined)}
      </span>
      <div className="min-w-0 flex-1">
        <PostHeader post={post} />
        {editing ? (
          <div className="mt-2">
            <PostForm
              label={isReply ? t('discussion.editReplyLabel') : t('discussion.editPostLabel')}
              submitLabel={t('discussion.save')}
              pendingLabel={t('discussion.saving')}
              initial={post.body}
              autoFocus
              onDirty={(dirty) => onDirty?.(`edit-${post.id}`, dirty)}
              onCancel={stopEditing}
              onSubmit={(body) =>
                update.mutateAsync({ postId: post.id, body }).then(() => stopEditing())
              }
            />
          </div>
        ) : (
          <p className="mt-1.5 break-words text-base leading-7 text-slate-800 sm:text-sm sm:leading-6">
            {post.removed ? (
              <em className="text-slate-600">{t('discussion.removed')}</em>
            ) : (
              <LinkedText
                text={post.body}
                linkClassName="break-all font-medium text-brand-700 underline hover:text-brand-800"
              />
            )}
          </p>
        )}
        <div className="-ml-2 mt-2 flex flex-wrap items-center gap-1">
          {!isReply && (post.replyCount > 0 || canReply) && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={threadId}
              onClick={() => setOpen((o) => !o)}
              className={clsx(actionClass, 'text-brand-700 hover:text-brand-800')}
            >
              {open
                ? t('discussion.hideReplies')
                : post.replyCount > 0
                  ? t('discussion.viewReplies', { count: post.replyCount })
                  : t('discussion.reply')}
            </button>
          )}
          {!post.mine && !post.removed && signedIn && (
            <ReportDialog
              compact
              subject={{ kind: 'circle_post', id: post.id }}
              label={t('discussion.report', { name: post.author.name })}
            />
          )}
          {post.mine && !post.removed && !editing && (
            <>
              <button
                ref={editButton}
                type="button"
                onClick={() => setEditing(true)}
                className={actionClass}
              >
                {t('discussion.edit')}
              </button>
              <DeleteButton post={post} circleId={circleId} />
            </>
          )}
        </div>
        {!isReply && open && (
          <Thread
            post={post}
            circleId={circleId}
            canReply={canReply}
            id={threadId}
            onDirty={onDirty}
          />
        )}
      </div>
    </article>
  );
}

/** A post's replies, oldest first, and the reply box for members. */
function Thread({
  post,
  circleId,
  canReply,
  id,
  onDirty,
}: {
  post: CirclePost;
  circleId: string;
  canReply: boolean;
  id: string;
  onDirty?: (key: string, dirty: boolean) => void;
}) {
  const { t } = useTranslation('circles');
  const replies = useCircleReplies(circleId, post.id, true);
  const create = useCreateCirclePost(circleId);
  return (
    <div id={id} className="mt-3 border-l-2 border-slate-200 pl-3 sm:pl-4">
      {replies.isPending ? (
        <p role="status" className="py-2 text-sm text-slate-600">
          {t('discussion.loadingReplies')}
        </p>
      ) : replies.isError ? (
        <div role="alert" className="py-2 text-sm text-red-700">
          {t('discussion.repliesError')}{' '}
          <button
            type="button"
            onClick={() => void replies.refetch()}
            className="font-semibold underline"
          >
            {t('list.retry')}
          </button>
        </div>
      ) : (
        replies.data.items.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {replies.data.items.map((reply) => (
              <li key={reply.id}>
                <CirclePostItem
                  post={reply}
                  circleId={circleId}
                  canReply={canReply}
                  onDirty={onDirty}
                />
              </li>
            ))}
          </ul>
        )
      )}
      {canReply && (
        <div className="mt-3">
          <PostForm
            label={t('discussion.replyLabel', { name: post.author.name })}
            submitLabel={t('discussion.reply')}
            pendingLabel={t('discussion.replying')}
            rows={2}
            onDirty={(dirty) => onDirty?.(`reply-${post.id}`, dirty)}
            onSubmit={(body) => create.mutateAsync({ body, parentId: post.id })}
          />
        </div>
      )}
    </div>
  );
}
