import type { Circle } from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { useLeaveCircle, useSettings } from '../api/settings-api.ts';
import { MemberListVisibility } from '../components/member-list-visibility.tsx';
import { SectionQuery } from '../components/section-form.tsx';

/**
 * Settings → Community: whether circle member lists show the person's name
 * (`PUT /api/settings/community`), and the circles they are in, each with Leave (asked first;
 * `DELETE /api/circles/:id/membership`).
 */
export default function CommunityTab() {
  const query = useSettings('community');
  return (
    <SectionQuery query={query}>
      {(saved) => (
        <div className="flex flex-col gap-8">
          <MemberListVisibility saved={saved} />
          <MyCircles circles={saved.circles} />
        </div>
      )}
    </SectionQuery>
  );
}

function MyCircles({ circles }: { circles: Circle[] }) {
  const { t } = useTranslation('settings', { keyPrefix: 'community' });
  const leave = useLeaveCircle();
  const [leaving, setLeaving] = useState<Circle | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  return (
    <section aria-labelledby="settings-circles">
      <h3 id="settings-circles" className="text-base font-semibold text-slate-900">
        {t('circlesTitle')}
      </h3>
      {left && (
        <Banner tone="success" className="mt-3" onDismiss={() => setLeft(null)}>
          {t('left', { title: left })}
        </Banner>
      )}
      {leave.isError && (
        <Banner tone="error" className="mt-3">
          {t('leaveFailed')}
        </Banner>
      )}
      {circles.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('none')}{' '}
          <Link to="/circles" className="font-semibold text-brand-700 underline">
            {t('browse')}
          </Link>
        </p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
          {circles.map((circle) => (
            <li
              key={circle.id}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <Link
                  to={`/circles/${circle.id}`}
                  className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {circle.title}
                </Link>
                <p className="text-xs text-slate-600">
                  {t('members', { count: circle.memberCount })}
                </p>
              </div>
              <Button
                variant="outline"
                className="w-fit"
                onClick={() => setLeaving(circle)}
                aria-label={t('leaveOne', { title: circle.title })}
              >
                {t('leave')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        alert
        open={leaving !== null}
        onOpenChange={(open) => {
          if (!open) setLeaving(null);
        }}
        trigger={<span hidden />}
        title={t('confirmTitle', { title: leaving?.title ?? '' })}
        description={t('confirmBody')}
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancel alert>
            <Button variant="outline">{t('stay')}</Button>
          </DialogCancel>
          <Button
            disabled={leave.isPending}
            onClick={() => {
              const circle = leaving;
              if (!circle) return;
              leave.mutate(circle.id, {
                onSuccess: () => {
                  setLeaving(null);
                  setLeft(circle.title);
                },
                onError: () => setLeaving(null),
              });
            }}
          >
            {t('confirmLeave')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
