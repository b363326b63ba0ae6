import { UpdateActivity, type Activity } from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { useMarkWork } from '../api/mentees-api.ts';

/** The score of a test marked done: the contract's score, required here. */
const ScoreTest = z.object({ score: UpdateActivity.shape.score.unwrap().unwrap() });

/**
 * Mark a test done with its score out of 100 ("a test gets a score out of 100
 * when the mentor marks it done"): a small dialog, then `PATCH /api/activities/:id`.
 */
export function ScoreDialog({ activity }: { activity: Activity }) {
  const { t } = useTranslation('mentees');
  const mark = useMarkWork();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm(ScoreTest, {
    defaultValues: { score: undefined },
    message: () => t('score.invalid'),
  });

  const onSubmit = async ({ score }: { score: number }) => {
    setError(null);
    try {
      await mark.mutateAsync({ id: activity.id, status: 'complete', score });
      setOpen(false);
    } catch {
      setError(t('detail.actionFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (mark.isPending) return;
        if (next) {
          form.reset({ score: undefined as unknown as number });
          setError(null);
        }
        setOpen(next);
      }}
      trigger={
        <Button
          variant="secondary"
          className="px-3 py-1.5 text-xs"
          aria-label={t('detail.markDoneOf', { name: activity.name })}
        >
          {t('detail.markDone')}
        </Button>
      }
      title={t('score.title')}
      description={t('score.description', { name: activity.name })}
      closeLabel={t('score.close')}
    >
      <Form form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
        {error && <Banner tone="error">{error}</Banner>}
        <TextField
          label={t('score.label')}
          error={form.formState.errors.score?.message}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          autoFocus
          disabled={mark.isPending}
          {...form.register('score', { valueAsNumber: true })}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>
            <Button variant="outline" disabled={mark.isPending}>
              {t('score.cancel')}
            </Button>
          </DialogCancel>
          <Button type="submit" disabled={mark.isPending}>
            {mark.isPending ? t('score.saving') : t('score.save')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
