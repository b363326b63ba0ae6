import { normaliseSkill } from '@pathwise/contracts';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CATEGORIES } from '../content/content.ts';

/**
 * Home search bar and category chips (docs/product.md#2-screens-and-routes). docs/product.md#1113-home-search: the search
 * searches the mentor directory (`/mentors?q=<text>`, or `/mentors` when empty) and each chip
 * filters it by its skill tag (`/mentors?skill=sales`).
 */
export function MentorSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    void navigate(q ? `/mentors?q=${encodeURIComponent(q)}` : '/mentors');
  };

  return (
    <section aria-labelledby="home-search-title" className="px-4 pb-8 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl text-center">
        <h2
          id="home-search-title"
          className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
        >
          {t('search.title')}
        </h2>
        <form
          role="search"
          aria-labelledby="home-search-title"
          onSubmit={onSubmit}
          className="mt-8 flex flex-col gap-3 rounded-2xl bg-white p-2 shadow-lg shadow-brand-900/5 ring-1 ring-slate-200 sm:flex-row sm:items-center"
        >
          <label htmlFor={inputId} className="sr-only">
            {t('search.label')}
          </label>
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id={inputId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('search.placeholder')}
              className="w-full rounded-xl border-0 bg-transparent py-3 pl-12 pr-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
          </div>
          <button
            type="submit"
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800"
          >
            {t('search.submit')}
          </button>
        </form>
        <h3 className="mt-8 text-sm font-semibold text-slate-600">{t('search.categories')}</h3>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={`/mentors?skill=${normaliseSkill(category)}`}
                className="inline-flex rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm transition hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
              >
                {t(`search.category.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
