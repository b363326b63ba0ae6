import {
  MENTOR_PRICE_FILTERS,
  MENTOR_SKILLS,
  MENTOR_SORTS,
  MENTOR_TOPICS,
} from '@pathwise/contracts';
import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field.tsx';
import type { DirectoryState } from '../lib/search-params.ts';

/** The search box: typing stays local; the text is applied (trimmed) on submit. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('mentors');
  const searchId = useId();
  const [text, setText] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      aria-label={t('directory.searchLabel')}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 sm:flex-row"
    >
      <label htmlFor={searchId} className="sr-only">
        {t('directory.searchLabel')}
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('directory.searchPlaceholder')}
          maxLength={200}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
        />
      </div>
      <button
        type="submit"
        className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('directory.searchSubmit')}
      </button>
    </form>
  );
}

/**
 * The directory's search box (applied on submit), the Skills, Language, Topic and price
 * selects (the spec's options: docs/product.md#219-mentee-dashboard "Mentors"; the languages
 * are those some approved mentor speaks, `spoken`), the sort select and 'Clear
 * filters'. Every change goes to `onChange` at once; the page keeps the state in the URL.
 * The box follows the URL, so Back restores its text too.
 */
export function DirectoryFilters({
  state,
  onChange,
  onClear,
  filtered,
  spoken,
}: {
  state: DirectoryState;
  /**
   * The Language filter's options: every language an approved mentor speaks
   * (docs/product.md#218-mentor-directory).
   */
  spoken: readonly NonNullable<DirectoryState['language']>[];
  onChange: (change: Partial<Omit<DirectoryState, 'page'>>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation('mentors');
  // A language from the address that no listed mentor speaks stays selectable, so the
  // select shows what the list is filtered by.
  const languages: readonly NonNullable<DirectoryState['language']>[] =
    state.language && !spoken.includes(state.language) ? [...spoken, state.language] : spoken;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {/* Keyed by the URL's text, so Back (or Clear filters) puts that text back in the box. */}
      <SearchBox key={state.q} initial={state.q} onSearch={(q) => onChange({ q })} />

      <fieldset className="mt-4">
        <legend className="sr-only">{t('directory.filters')}</legend>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <SelectField
            compact
            label={t('directory.skill')}
            value={state.skill ?? ''}
            placeholder={t('directory.allSkills')}
            options={MENTOR_SKILLS.map((s) => ({ value: s, label: t(`skills.${s}`) }))}
            onChange={(v) => onChange({ skill: v || undefined })}
          />
          <SelectField
            compact
            label={t('directory.language')}
            value={state.language ?? ''}
            placeholder={t('directory.allLanguages')}
            options={languages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            onChange={(v) => onChange({ language: v || undefined })}
          />
          <SelectField
            compact
            label={t('directory.topic')}
            value={state.topic ?? ''}
            placeholder={t('directory.allTopics')}
            options={MENTOR_TOPICS.map((s) => ({ value: s, label: t(`topics.${s}`) }))}
            onChange={(v) => onChange({ topic: v || undefined })}
          />
          <SelectField
            compact
            label={t('directory.price')}
            value={state.price ?? ''}
            placeholder={t('directory.anyPrice')}
            options={MENTOR_PRICE_FILTERS.map((p) => ({ value: p, label: t(`price.${p}`) }))}
            onChange={(v) => onChange({ price: v || undefined })}
          />
          <SelectField
            compact
            className="col-span-2 lg:col-span-1"
            label={t('directory.sort')}
            value={state.sort}
            options={MENTOR_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
            onChange={(v) => {
              // Without a placeholder a sort is always chosen.
              if (v) onChange({ sort: v });
            }}
          />
        </div>
      </fieldset>
      {filtered && (
        <button
          type="button"
          onClick={onClear}
          className="mt-3 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <X className="size-4" aria-hidden="true" />
          {t('directory.clearFilters')}
        </button>
      )}
    </div>
  );
}
