import type { BlogPostSummary } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPostDate, postDateTime } from '../lib/format-date.ts';

/** "By {author}" and the dd/mm/yyyy date under a post's title (docs/product.md#33-public-content "Blog card"). */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<BlogPostSummary, 'author' | 'publishedAt'>;
  className?: string;
}) {
  const { t } = useTranslation('resources');
  return (
    <p className={clsx('flex flex-wrap items-center gap-x-3 text-sm text-slate-600', className)}>
      <span>{t('card.by', { author: post.author })}</span>
      <time dateTime={postDateTime(post.publishedAt)} className="inline-flex items-center gap-1">
        <CalendarDays className="size-3.5" aria-hidden="true" />
        <span className="sr-only">{t('card.published')} </span>
        {formatPostDate(post.publishedAt)}
      </time>
    </p>
  );
}

/** A post's category as a small badge. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100',
        className,
      )}
    >
      {category}
    </span>
  );
}
