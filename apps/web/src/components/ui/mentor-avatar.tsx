import { clsx } from 'clsx';
import { useState } from 'react';
import { initials } from '@/lib/initials.ts';

/**
 * A mentor's photo, or a tile with their initials when there is no photo (real mentors add
 * one later) or it fails to load. `alt` names the photo; pass '' where the name is written
 * right beside it, so screen readers do not hear it twice. Portraits are 4:5 and cropped to
 * the box from the top, where the face is.
 */
export function MentorAvatar({
  name,
  photoPath,
  alt,
  className,
  eager = false,
}: {
  name: string;
  photoPath: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const box = clsx('overflow-hidden', className);
  if (!photoPath || failed) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={clsx(
          box,
          'flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 font-bold text-brand-800 [container-type:size]',
        )}
      >
        <span className="text-[clamp(0.875rem,38cqmin,3rem)] leading-none">
          {initials(name, undefined)}
        </span>
      </div>
    );
  }
  return (
    <img
      src={photoPath}
      alt={alt}
      width={400}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx(box, 'bg-slate-100 object-cover object-top')}
    />
  );
}
