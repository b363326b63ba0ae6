import type { BlogPostSummary } from '@pathwise/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryBadge, PostMeta } from './post-meta.tsx';
import { PostCover } from './post-cover.tsx';

/**
 * One post in a grid (docs/product.md#33-public-content "Blog card": title, author, dd/mm/yyyy date, category;
 * plus the cover and a two-line excerpt). 'Read More' opens the article (docs/product.md#11-fix:
 * it does what its label says); its accessible name carries the title, so that a list of
 * links read out of context still says where each goes.
 */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation('resources');
  const href = `/resources/${post.slug}`;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <PostCover src={post.coverImage} />
      <div className="flex flex-1 flex-col p-5">
        <CategoryBadge category={post.category} className="self-start" />
        <h3 className="mt-3 text-lg font-bold leading-snug text-slate-950">
          <Link to={href} className="rounded-sm hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h3>
        <PostMeta post={post} className="mt-2" />
        <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-700">{post.excerpt}</p>
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded-sm pt-4 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t('card.readMore')}
          <span className="sr-only">{t('card.readMoreAbout', { title: post.title })}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
