import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useMetaDescription } from '@/lib/use-meta-description.ts';

/** The page's sections, in order; texts in the `public` catalogue under `guidelines.<key>`. */
const SECTIONS = ['vetting', 'conduct', 'cancellation', 'reviews'] as const;

/**
 * /mentor-guidelines (linked from Settings → Additional Resources): a static page
 * for mentors: what vetting checks (docs/product.md#121-mentor-vetting), session conduct, the
 * cancellation and rescheduling policy as built (docs/product.md#123-booking) and the review
 * rules.
 */
export function MentorGuidelinesPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('guidelines.title'));
  useMetaDescription(t('guidelines.metaDescription'));
  return (
    <main aria-labelledby="guidelines-title">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {t('guidelines.eyebrow')}
          </p>
          <h1
            id="guidelines-title"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-950 sm:text-5xl"
          >
            {t('guidelines.title')}
          </h1>
          <p className="mt-5 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
            {t('guidelines.lead')}
          </p>
          <nav aria-label={t('onThisPage')} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {SECTIONS.map((key) => (
                <li key={key}>
                  <a
                    href={`#guidelines-${key}`}
                    className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800"
                  >
                    {t(`guidelines.${key}.title`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-12 sm:px-6 sm:py-16">
        {SECTIONS.map((key) => {
          const points = t(`guidelines.${key}.points`, { returnObjects: true }) as string[];
          return (
            <section key={key} id={`guidelines-${key}`} aria-labelledby={`guidelines-${key}-h`}>
              <h2
                id={`guidelines-${key}-h`}
                className="text-2xl font-bold tracking-tight text-slate-950"
              >
                {t(`guidelines.${key}.title`)}
              </h2>
              <p className="mt-3 text-base leading-7 text-slate-700">
                {t(`guidelines.${key}.intro`)}
              </p>
              <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-base leading-7 text-slate-700">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          );
        })}
        <aside className="rounded-2xl bg-slate-950 p-6 text-white sm:p-8">
          <h2 className="text-lg font-bold">{t('guidelines.moreHeading')}</h2>
          <p className="mt-1 text-sm text-slate-300">{t('guidelines.moreBody')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to="/faq"
              className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-slate-950 hover:bg-brand-50"
            >
              {t('guidelines.faq')}
            </Link>
            <Link
              to="/contact"
              className="inline-flex items-center justify-center rounded-lg border border-white/40 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
            >
              {t('guidelines.contact')}
            </Link>
          </div>
        </aside>
      </div>
    </main>
  );
}
