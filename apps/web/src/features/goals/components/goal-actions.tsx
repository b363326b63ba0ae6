import type { Goal } from '@pathwise/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { useDeleteGoal, useUpdateGoal } from '../api/goals-api.ts';
import { shortDate } from '../lib/short-date.ts';
import { GoalDialog } from './goal-dialog.tsx';

/** The chosen goal: its why, target and sharing, and edit, achieve/drop/reopen, delete. */
export function GoalActions({
  goal,
  onDeleted,
  focusAfterDelete,
}: {
  goal: Goal;
  /** Called with the title once deleted; this card leaves the page soon after. */
  onDeleted: (title: string) => void;
  /** Where focus goes when the confirmation closes after deleting (this card is going). */
  focusAfterDelete: () => void;
}) {
  const { t, i18n } = useTranslation('goals');
  const update = useUpdateGoal();
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState(false);
  const deleted = useRef(false);
  const setStatus = (status: Goal['status']) => update.mutate({ id: goal.id, status });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {goal.why && <p className="text-sm text-slate-700">{goal.why}</p>}
      <p className="mt-1 text-xs text-slate-600">
        {goal.targetDate
          ? t('goal.target', { date: shortDate(goal.targetDate, i18n.language) })
          : t('goal.noTarget')}
        {' · '}
        {t(`category.${goal.category}`)}
        {' · '}
        {goal.shared ? t('goal.shared') : t('goal.private')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <GoalDialog
          goal={goal}
          open={editing}
          onOpenChange={setEditing}
          trigger={<Button variant="outline">{t('goal.edit')}</Button>}
        />
        {goal.status === 'active' ? (
          <>
            <Button variant="secondary" onClick={() => setStatus('achieved')}>
              {t('goal.achieve')}
            </Button>
            <Button variant="outline" onClick={() => setStatus('dropped')}>
              {t('goal.drop')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setStatus('active')}>
            {t('goal.reopen')}
          </Button>
        )}
        <Dialog
          alert
          open={deleting}
          onOpenChange={setDeleting}
          trigger={<Button variant="ghost">{t('goal.delete')}</Button>}
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return;
            event.preventDefault();
            focusAfterDelete();
          }}
          title={t('deleteGoal.title', { title: goal.title })}
          description={t('deleteGoal.description')}
        >
          {deleteError && (
            <Banner tone="error" className="mt-4">
              {t('deleteGoal.error')}
            </Banner>
          )}
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogCancel alert>
              <Button variant="outline">{t('deleteGoal.cancel')}</Button>
            </DialogCancel>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => {
                const { title } = goal;
                setDeleteError(false);
                remove.mutateAsync(goal.id).then(
                  () => {
                    deleted.current = true;
                    setDeleting(false);
                    onDeleted(title);
                  },
                  () => setDeleteError(true),
                );
              }}
              className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t('deleteGoal.confirm')}
            </button>
          </div>
        </Dialog>
      </div>
    </div>
  );
}
