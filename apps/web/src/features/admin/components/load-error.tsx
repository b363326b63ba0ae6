import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '../lib/admin-errors.ts';

/** A failed load on an admin page: what failed, why (from the error's type) and Try again. */
export function LoadError({
  what,
  error,
  retry,
}: {
  /** E.g. "The audit log could not be loaded." */
  what: string;
  error: unknown;
  retry: () => unknown;
}) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-5 text-sm text-red-900 sm:flex-row sm:items-center"
    >
      <p className="flex-1">
        {what} {adminErrorMessage(t, error)}
      </p>
      <button
        type="button"
        onClick={() => void retry()}
        className="inline-flex items-center gap-2 rounded-lg border border-red-300 bg-white px-3.5 py-2 font-semibold text-red-900 hover:bg-red-100"
      >
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('list.retry')}
      </button>
    </div>
  );
}
