import type { Circle } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { Heart, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAccount } from '@/lib/session/account.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useToggleCircle } from '../api/toggle-circle.ts';
import { circleActionError } from '../lib/action-error.ts';
import type { CircleToggle } from '../lib/toggle.ts';

type Flags = Pick<Circle, 'id' | 'title' | 'joined' | 'liked'>;

/**
 * Join/Leave and Like/Unlike for one circle (docs/product.md#128-circles "Circles"). Signed in, the
 * change shows at once and is rolled back with a message if the server refuses. Signed out
 * (or when the session has ended), both go to `/login?next=<this page>`, and the login page
 * brings the visitor back.
 * A click while the same button's change is in flight is ignored (the button stays
 * focusable, marked `aria-disabled`), so a double click cannot race itself.
 */
export function CircleActions({
  circle,
  size = 'md',
  className,
}: {
  circle: Flags;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const { t } = useTranslation('circles');
  const { data: user } = useAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const membership = useToggleCircle();
  const like = useToggleCircle();
  const [error, setError] = useState<string | null>(null);

  const toLogin = () => {
    const next = `${location.pathname}${location.search}`;
    void navigate(`/login?next=${encodeURIComponent(next)}`);
  };

  const run = (toggle: CircleToggle, on: boolean) => {
    if (user === null) return toLogin();
    const mutation = toggle === 'membership' ? membership : like;
    if (mutation.isPending) return;
    setError(null);
    // While the account is still loading the change is tried anyway; a 401 then leads to
    // the login page like a signed-out click.
    mutation.mutate(
      { id: circle.id, toggle, on },
      {
        onError: (err) => {
          if (isApiError(err) && err.status === 401) toLogin();
          else setError(circleActionError(t, err));
        },
      },
    );
  };

  const base = clsx(
    'inline-flex items-center justify-center gap-1.5 rounded-lg font-semibold transition-colors aria-disabled:cursor-progress',
    size === 'lg' ? 'px-5 py-2.5 text-sm' : 'px-3.5 py-2 text-sm',
  );

  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => run('membership', !circle.joined)}
          aria-label={t(circle.joined ? 'actions.leaveCircle' : 'actions.joinCircle', {
            title: circle.title,
          })}
          aria-disabled={membership.isPending || undefined}
          className={clsx(
            base,
            circle.joined
              ? 'border border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100'
              : 'bg-brand-700 text-white hover:bg-brand-800',
          )}
        >
          {circle.joined ? (
            <UserCheck className="size-4" aria-hidden="true" />
          ) : (
            <UserPlus className="size-4" aria-hidden="true" />
          )}
          {circle.joined ? t('actions.leave') : t('actions.join')}
        </button>
        <button
          type="button"
          onClick={() => run('like', !circle.liked)}
          aria-label={t(circle.liked ? 'actions.unlikeCircle' : 'actions.likeCircle', {
            title: circle.title,
          })}
          aria-disabled={like.isPending || undefined}
          className={clsx(
            base,
            'border',
            circle.liked
              ? 'border-rose-200 bg-rose-50 text-rose-800 hover:bg-rose-100'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
          )}
        >
          <Heart
            className={clsx('size-4', circle.liked && 'fill-rose-600 text-rose-600')}
            aria-hidden="true"
          />
          {circle.liked ? t('actions.unlike') : t('actions.like')}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
