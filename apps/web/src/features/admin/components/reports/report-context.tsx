import type { ReportContext, ReportContextItem } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/**
 * The reported content in its context (docs/product.md#143-moderation-and-suspension): the
 * message among the five before and after it, the post with its thread, the review with its
 * session. The reported item is highlighted and named as such for screen readers; removed
 * items keep their text (for the record) and say they were removed.
 */
export function ReportContextView({
  context,
  formatDate,
}: {
  context: ReportContext;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation('admin');
  if (context.kind === 'review') {
    return (
      <div>
        <p className="text-sm text-slate-600">
          {t('reports.session', {
            date: formatDate(context.sessionStart),
            plan: context.planName ?? t('reports.noPlan'),
          })}
        </p>
        <ol className="mt-2">
          <Item item={context.item} formatDate={formatDate} extra={`★ ${context.rating}/5`} />
        </ol>
      </div>
    );
  }
  return (
    <div>
      {context.kind === 'circle_post' && (
        <p className="text-sm text-slate-600">
          {t('reports.inCircle', { title: context.circleTitle })}
        </p>
      )}
      <ol className="mt-2 space-y-1.5">
        {context.items.map((item) => (
          <Item key={item.id} item={item} formatDate={formatDate} />
        ))}
      </ol>
    </div>
  );
}

function Item({
  item,
  formatDate,
  extra,
}: {
  item: ReportContextItem;
  formatDate: (iso: string) => string;
  extra?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <li
      className={clsx(
        'rounded-lg px-3 py-2 text-sm',
        item.reported ? 'border-2 border-amber-500 bg-amber-50' : 'bg-slate-50',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">
          {item.authorName || t('reports.system')}
        </span>
        <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        {extra && <span>{extra}</span>}
        {item.reported && (
          <span className="rounded bg-amber-200 px-1.5 font-semibold text-amber-950">
            {t('reports.reportedItem')}
          </span>
        )}
        {item.removed && <span className="italic">{t('reports.removedItem')}</span>}
      </p>
      <p className="mt-0.5 whitespace-pre-wrap break-words text-slate-900">{item.text}</p>
    </li>
  );
}
