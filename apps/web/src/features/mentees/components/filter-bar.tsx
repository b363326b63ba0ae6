import type { MenteeList } from '@pathwise/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import type { MenteeFilters } from '../api/mentees-api.ts';
import { languageName, type Skill, type Topic } from '../lib/mentee-filters.ts';

/** Search and the Skills, Language and Topic filters of the mentees page, and Clear. */
export function FilterBar({
  data,
  filters,
  onChange,
  onClear,
}: {
  data: MenteeList;
  filters: MenteeFilters;
  onChange: (key: string, value: string) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('mentees');
  const searchId = useId();
  const [text, setText] = useState(filters.q ?? '');
  // Search as the mentor types, a moment after the last key (one request, not one per key).
  useEffect(() => {
    if (text.trim() === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange('q', text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);
  const withChosen = <V extends string>(values: readonly V[], chosen: V | undefined) =>
    chosen && !values.includes(chosen) ? [...values, chosen] : values;
  const any = filters.q || filters.skills || filters.language || filters.topic;
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => {
        e.preventDefault();
        onChange('q', text.trim());
      }}
      className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <SearchField
          id={searchId}
          label={t('filters.search')}
          value={text}
          placeholder={t('filters.searchPlaceholder')}
          onValue={setText}
          maxLength={100}
        />
      </div>
      <SelectField<Skill>
        compact
        label={t('filters.skills')}
        value={filters.skills ?? ''}
        placeholder={t('filters.any')}
        options={withChosen(data.filters.skills, filters.skills).map((value) => ({
          value,
          label: t(`onboarding:qualities.skills.${value}`),
        }))}
        onChange={(value) => onChange('skills', value)}
      />
      <SelectField<string>
        compact
        label={t('filters.language')}
        value={filters.language ?? ''}
        placeholder={t('filters.any')}
        options={withChosen(data.filters.languages, filters.language).map((value) => ({
          value,
          label: languageName(value, i18n.language),
        }))}
        onChange={(value) => onChange('language', value)}
      />
      <SelectField<Topic>
        compact
        label={t('filters.topic')}
        value={filters.topic ?? ''}
        placeholder={t('filters.any')}
        options={withChosen(data.filters.topics, filters.topic).map((value) => ({
          value,
          label: t(`onboarding:menteeGoal.options.${value}`),
        }))}
        onChange={(value) => onChange('topic', value)}
      />
      <Button
        variant="ghost"
        disabled={!any}
        onClick={() => {
          setText('');
          onClear();
        }}
      >
        {t('filters.clear')}
      </Button>
    </form>
  );
}
