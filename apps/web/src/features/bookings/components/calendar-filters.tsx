import { clsx } from 'clsx';
import { ChevronDown, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TIMES_OF_DAY, type CalendarFilters, type TimeOfDay } from '../lib/calendar-filters.ts';

/**
 * Search and the Tags, Mentees, Topic and Time filters (docs/product.md#220-mentor-dashboard, Calendar),
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
  const chosen = [filters.tag, filters.mentee, filters.topic, filters.time].filter(Boolean).length;
  // Below 1024 px the four selects fold away (the day's cards come right after the grid).
  const [open, setOpen] = useState(false);
  const panelId = useId();
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
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="mt-3 inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:underline lg:hidden"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {chosen ? t('filters.toggleCount', { count: chosen }) : t('filters.toggle')}
        <ChevronDown
          className={clsx('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        className={clsx('mt-3 grid-cols-2 gap-3 lg:grid', open ? 'grid' : 'hidden')}
      >
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
