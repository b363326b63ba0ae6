import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { usePost } from '../api/get-post.ts';
import { CategoryBadge, PostMeta } from '../components/post-meta.tsx';
import { PostCover } from '../components/post-cover.tsx';
import { useMetaDescription } from '@/lib/use-meta-description.ts';

const backLinkClass =
  'inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline';

/**
 * /resources/:slug, one article (docs/product.md#1110-buttons-that-do-something: 'Read More' opens the article): category,
 * title, author and date, cover and body. The body is plain-text paragraphs rendered as `<p>`
 * elements, never as HTML. The page title is the article's and the meta description its
 * excerpt; an unknown address shows a not-found view.
 */
export function ArticlePage() {
  const { t } = useTranslation('resources');
  const { slug = '' } = useParams();
  const post = usePost(slug);
  const notFound = isApiError(post.error, 'blog_post_not_found');
  usePageTitle(post.data?.title ?? (notFound ? t('article.notFoundTitle') : t('page.title')));
  useMetaDescription(post.data?.excerpt);

  if (post.isPending) return <PageSpinner />;

  if (notFound) {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
        <FileQuestion className="size-10 text-brand-700" aria-hidden="true" />
        <p className="mt-4 text-sm font-semibold text-brand-700">{t('article.notFoundCode')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-950">
          {t('article.notFoundTitle')}
        </h1>
        <p className="mt-4 text-base text-slate-700">{t('article.notFoundBody')}</p>
        <Link
          to="/resources"
          className="mt-8 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('article.allArticles')}
        </Link>
      </main>
    );
  }

  if (!post.data) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Link to="/resources" className={backLinkClass}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('article.back')}
        </Link>
        <h1 className="sr-only">{t('page.title')}</h1>
        <Banner tone="error" className="mt-8">
          <p className="font-semibold">{t('article.error')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void post.refetch()}>
            {t('list.retry')}
          </Button>
        </Banner>
      </main>
    );
  }

  const article = post.data;
  return (
    <main aria-labelledby="article-title">
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6 sm:pt-14">
        <Link to="/resources" className={backLinkClass}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('article.back')}
        </Link>
        <header className="mt-8">
          <CategoryBadge category={article.category} />
          <h1
            id="article-title"
            className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl"
          >
            {article.title}
          </h1>
          <PostMeta post={article} className="mt-4 text-base" />
        </header>
        <PostCover src={article.coverImage} eager className="mt-8 rounded-2xl" />
        <div className="mt-10 space-y-6 text-lg leading-8 text-slate-800">
          <p className="text-xl leading-8 font-medium text-slate-900">{article.excerpt}</p>
          {article.body.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <aside
          aria-labelledby="article-newsletter"
          className="mt-14 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
        >
          <h2 id="article-newsletter" className="text-xl font-bold text-slate-950">
            {t('article.moreHeading')}
          </h2>
          <p className="mt-2 text-base text-slate-700">{t('article.moreBody')}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/resources#newsletter"
              className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('article.subscribe')}
            </Link>
            <Link
              to="/resources"
              className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('article.allArticles')}
            </Link>
          </div>
        </aside>
      </article>
    </main>
  );
}
