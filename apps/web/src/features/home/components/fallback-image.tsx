import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A lazily loaded image that turns into a neutral tile labelled 'Image' when it fails to
 * load (docs/product.md#24-home-page "Home page" and §8 "Image load failure: tile labelled 'Image'").
 * The tile keeps the image's `alt` as its accessible name and the same `className`, so the
 * layout does not jump. `width` and `height` are required so space is reserved up front.
 */
export function FallbackImage({
  alt,
  className,
  width,
  height,
  onError,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string; width: number; height: number }) {
  const { t } = useTranslation('home');
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt || t('imageFallback')}
        className={clsx(
          'flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600',
          className,
        )}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <ImageOff className="size-6" aria-hidden="true" />
        <span aria-hidden="true" className="text-sm font-medium">
          {t('imageFallback')}
        </span>
      </div>
    );
  }
  return (
    <img
      alt={alt}
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
      className={className}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
      {...props}
    />
  );
}
