import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A post's cover. Decorative (the title is next to it), so its alt text is empty; a missing
 * or broken image becomes a neutral tile labelled 'Image' (docs/product.md#8-error-catalogue "Image load
 * failure").
 */
export function PostCover({
  src,
  className,
  eager = false,
}: {
  src: string | null;
  className?: string;
  /** Load at once (an article's own cover) instead of when scrolled near. */
  eager?: boolean;
}) {
  const { t } = useTranslation('resources');
  const [failed, setFailed] = useState(false);
  const box = clsx('aspect-[16/9] w-full bg-slate-100', className);
  if (!src || failed) {
    return (
      <div className={clsx(box, 'flex flex-col items-center justify-center gap-1 text-slate-600')}>
        <ImageOff className="size-6" aria-hidden="true" />
        <span className="text-xs font-medium">{t('card.imageFallback')}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
      className={clsx(box, 'object-cover')}
    />
  );
}
