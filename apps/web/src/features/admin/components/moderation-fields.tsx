import { MODERATION_NOTE_MAX_LENGTH } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';

/** How long a suspension lasts, as the dialogs offer it. */
export const SUSPENSION_PERIODS = ['7', '30', 'lifted'] as const;
export type SuspensionPeriod = (typeof SUSPENSION_PERIODS)[number];
const DAY_MS = 86_400_000;

/** The end of a suspension of `period` starting now (ISO 8601), or undefined until lifted. */
export function suspensionUntil(period: SuspensionPeriod): string | undefined {
  return period === 'lifted'
    ? undefined
    : new Date(Date.now() + Number(period) * DAY_MS).toISOString();
}

/**
 * "For how long?": 7 days, 30 days or until lifted, as radio buttons
 * (docs/product.md#143-moderation-and-suspension).
 */
export function SuspensionPeriodField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: SuspensionPeriod;
  onChange: (period: SuspensionPeriod) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('reports.period')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {SUSPENSION_PERIODS.map((p) => (
          <label key={p} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={p}
              checked={value === p}
              onChange={() => onChange(p)}
              className="size-4 accent-brand-700"
            />
            {t(`reports.periods.${p}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The admin's note or reasons with its counter (up to `MODERATION_NOTE_MAX_LENGTH`
 * characters); `label` says who reads it (the audit log, or the person).
 */
export function ModerationNoteField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <div>
      <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={`${id}-note`}
        rows={4}
        required
        value={value}
        aria-describedby={`${id}-counter`}
        onChange={(e) => onChange(e.target.value)}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm leading-6 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <CharacterCounter
        id={`${id}-counter`}
        count={value.length}
        max={MODERATION_NOTE_MAX_LENGTH}
        className="mt-1 text-right text-xs"
      />
    </div>
  );
}
