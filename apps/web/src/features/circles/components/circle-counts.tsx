import { clsx } from 'clsx';
import { Heart, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "1,284 members · 396 likes" (docs/product.md#2-screens-and-routes: cards show member count and likes). */
export function CircleCounts({
  memberCount,
  likeCount,
  className,
}: {
  memberCount: number;
  likeCount: number;
  className?: string;
}) {
  const { t } = useTranslation('circles');
  return (
    <ul
      className={clsx(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700',
        className,
      )}
    >
      <li className="inline-flex items-center gap-1.5">
        <Users className="size-4 text-slate-500" aria-hidden="true" />
        {t('card.members', { count: memberCount })}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Heart className="size-4 text-slate-500" aria-hidden="true" />
        {t('card.likes', { count: likeCount })}
      </li>
    </ul>
  );
}
