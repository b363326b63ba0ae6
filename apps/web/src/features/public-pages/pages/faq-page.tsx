import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { FAQ_CATEGORIES } from '../lib/faq.ts';
import { useMetaDescription } from '@/lib/use-meta-description.ts';

/** /faq: frequently asked questions for mentors (docs/product.md#210-faq "/faq", §3, §9). */
export function FaqPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('faq.title'));
  useMetaDescription(t('faq.metaDescription'));
  return (
    <main aria-labelledby="faq-title">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {t('faq.eyebrow')}
          </p>
          <h1
            id="faq-title"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-950 sm:text-5xl"
          >
            {t('faq.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
            {t('faq.lead')}
          </p>
          <nav aria-label={t('faq.categoriesLabel')} className="mt-8">
            <ul className="flex flex-wrap justify-center gap-2">
              {FAQ_CATEGORIES.map((c) => (
                <li key={c.id}>
                  <a
                    href={`#faq-${c.id}`}
                    className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800"
                  >
                    {t(`faq.categories.${c.id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <FaqAccordion />

        <aside
          aria-labelledby="faq-more"
          className="mt-16 flex flex-col items-start gap-4 rounded-2xl bg-slate-950 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="flex items-start gap-4">
            <MessageCircleQuestion
              aria-hidden="true"
              className="mt-1 size-6 shrink-0 text-brand-200"
            />
            <div>
              <h2 id="faq-more" className="text-lg font-bold">
                {t('faq.moreHeading')}
              </h2>
              <p className="mt-1 text-sm text-slate-300">{t('faq.moreBody')}</p>
            </div>
          </div>
          <Link
            to="/contact"
            className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-slate-950 hover:bg-brand-50"
          >
            {t('faq.moreCta')}
          </Link>
        </aside>
      </div>
    </main>
  );
}
