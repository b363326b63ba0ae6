import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Tone = 'success' | 'error' | 'info';

const tones: Record<Tone, string> = {
  success: 'border-green-300 bg-green-50 text-green-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

/**
 * A message banner. Errors are announced assertively (role="alert"), others politely.
 * With `onDismiss` it shows a close button.
 */
export function Banner({
  tone,
  children,
  onDismiss,
  className,
}: {
  tone: Tone;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        tones[tone],
        className,
      )}
    >
      <div className="flex-1">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 rounded p-1 hover:bg-black/5"
          aria-label={t('dismiss')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
