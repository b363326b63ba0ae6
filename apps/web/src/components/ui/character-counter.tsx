import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/**
 * The one character counter of every limited text (docs/product.md#5-validation): the spec's
 * `n/750` form kept word for word (docs/product.md#5-validation "About text and skills text: …
 * counter shown as n/750"; docs/product.md#10-keep-exactly), with both numbers grouped as
 * the UI language writes them ("1,234/5,000"). Screen readers hear "1,234 of 5,000
 * characters used" instead of the bare fraction; point the field's `aria-describedby` at
 * `id`. Past `max` it turns red and bold.
 */
export function CharacterCounter({
  id,
  as: Element = 'p',
  count,
  max,
  live = false,
  from = 0,
  className,
}: {
  /** The element id a field's `aria-describedby` names (none when it sits inside a hint). */
  id?: string;
  /** `span` inside phrasing content, such as a field's hint paragraph. */
  as?: 'p' | 'span';
  /** Characters typed so far. */
  count: number;
  /** The limit, in characters. */
  max: number;
  /** Announce changes politely (a composer where the counter appears late). */
  live?: boolean;
  /** Show the numbers only from this many characters on (the element stays, empty). */
  from?: number;
  /** Placement classes from the form's layout. */
  className?: string;
}) {
  const { t } = useTranslation('common');
  const over = count > max;
  return (
    <Element
      id={id}
      aria-live={live ? 'polite' : undefined}
      className={clsx(
        'text-xs tabular-nums',
        over ? 'font-semibold text-red-700' : 'text-slate-600',
        className,
      )}
    >
      {count >= from && (
        <>
          <span aria-hidden="true">{t('characterCounter.value', { count, max })}</span>
          <span className="sr-only">{t('characterCounter.label', { count, max })}</span>
        </>
      )}
    </Element>
  );
}
