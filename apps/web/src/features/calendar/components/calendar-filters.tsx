import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TIMES_OF_DAY, type CalendarFilters, type TimeOfDay } from '../lib/filters.ts';

/**
 * Search and the Tags, Mentees, Topic and Time filters (spec §2 /dashboard_mentor/calendar),
 * choices taken from the month's sessions.
 */
export function CalendarFilterBar({
  filters,
  options,
  onChange,
}: {
  filters: CalendarFilters;
  options: { tags: string[]; topics: string[]; mentees: { id: string; name: string }[] };
  onChange: (filters: CalendarFilters) => void;
}) {
  const { t } = useTranslation('calendar');
  const set = (patch: Partial<CalendarFilters>) => onChange({ ...filters, ...patch });
  const active = Object.values(filters).some(Boolean);
  return (
    <section
      aria-label={t('filters.label')}
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div>
        <label
          htmlFor="calendar-search"
          className="mb-1 block text-xs font-semibold text-slate-700"
        >
          {t('filters.search')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id="calendar-search"
            type="search"
            value={filters.q}
            onChange={(event) => set({ q: event.target.value })}
            placeholder={t('filters.searchPlaceholder')}
            className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <SelectField
          compact
          label={t('filters.tags')}
          value={filters.tag}
          placeholder={t('filters.all')}
          options={options.tags.map((tag) => ({ value: tag, label: tag }))}
          onChange={(tag) => set({ tag })}
        />
        <SelectField
          compact
          label={t('filters.mentees')}
          value={filters.mentee}
          placeholder={t('filters.all')}
          options={options.mentees.map((mentee) => ({ value: mentee.id, label: mentee.name }))}
          onChange={(mentee) => set({ mentee })}
        />
        <SelectField
          compact
          label={t('filters.topic')}
          value={filters.topic}
          placeholder={t('filters.all')}
          options={options.topics.map((topic) => ({ value: topic, label: topic }))}
          onChange={(topic) => set({ topic })}
        />
        <SelectField<TimeOfDay>
          compact
          label={t('filters.time')}
          value={filters.time}
          placeholder={t('filters.all')}
          options={TIMES_OF_DAY.map((time) => ({ value: time, label: t(`filters.times.${time}`) }))}
          onChange={(time) => set({ time })}
        />
      </div>
      {active && (
        <button
          type="button"
          onClick={() => onChange({ q: '', tag: '', mentee: '', topic: '', time: '' })}
          className="mt-3 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('filters.clear')}
        </button>
      )}
    </section>
  );
}
