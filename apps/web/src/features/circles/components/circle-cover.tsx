import type { CircleCategory } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A circle's cover image, decorative (the title says what it is), 2:1. Without an image, or
 * when it fails to load, a plain tile labelled 'Image' stands in (docs/product.md#8-error-catalogue "Image load
 * failure: tile labelled 'Image'").
 */
export function CircleCover({
  src,
  category,
  className,
  eager = false,
}: {
  src: string | null;
  category: CircleCategory;
  className?: string;
  eager?: boolean;
}) {
  const { t } = useTranslation('circles');
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        data-category={category}
        className={clsx(
          'flex aspect-[2/1] w-full items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 text-sm font-medium text-brand-900',
          className,
        )}
      >
        {t('card.imageFallback')}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={320}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx('aspect-[2/1] w-full bg-slate-100 object-cover', className)}
    />
  );
}
