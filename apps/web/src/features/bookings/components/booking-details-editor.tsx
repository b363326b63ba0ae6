import {
  MAX_SESSION_TAGS,
  SESSION_TAG_MAX_LENGTH,
  UpdateBooking,
  type Booking,
} from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useUpdateBooking } from '../api/bookings.ts';
import { errorMessage } from '../lib/format.ts';

/**
 * The form's fields as typed: tags comma-separated, the recording link as text ('' = none),
 * parsed into `PATCH /api/bookings/:id`'s contract (`UpdateBooking`), so the form and the
 * route check the same limits.
 */
const BookingDetailsForm = z.object({
  tags: z
    .string()
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(UpdateBooking.shape.tags.unwrap()),
  recordingUrl: z
    .string()
    .trim()
    .transform((text) => text || null)
    .pipe(UpdateBooking.shape.recordingUrl.unwrap()),
});

/**
 * The mentor's details of one session (docs/product.md#123-booking): its tags (the calendar's Tags
 * filter and the sessions search use them) and, once the session has been held, its
 * recording link (the mentee's "Recording" link). `PATCH /api/bookings/:id`.
 */
export function BookingDetailsEditor({ booking }: { booking: Booking }) {
  const { t } = useTranslation('sessions');
  const update = useUpdateBooking(booking.id);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const held = booking.status === 'held';
  const form = useContractForm(BookingDetailsForm, {
    defaultValues: { tags: booking.tags.join(', '), recordingUrl: booking.recordingUrl ?? '' },
    message: (field) =>
      field === 'tags'
        ? t('details.tagsInvalid', { max: MAX_SESSION_TAGS, length: SESSION_TAG_MAX_LENGTH })
        : field === 'recordingUrl'
          ? t('details.recordingInvalid')
          : undefined,
  });
  const errors = form.formState.errors;

  const onSubmit = async (values: z.output<typeof BookingDetailsForm>) => {
    setError(null);
    setSaved(false);
    try {
      const next = await update.mutateAsync(held ? values : { tags: values.tags });
      form.reset({ tags: next.tags.join(', '), recordingUrl: next.recordingUrl ?? '' });
      setSaved(true);
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t('details.tags')}
        hint={t('details.tagsHint', { max: MAX_SESSION_TAGS })}
        error={errors.tags?.message}
        {...form.register('tags', { onChange: () => setSaved(false) })}
      />
      {held ? (
        <TextField
          type="url"
          label={t('details.recording')}
          hint={t('details.recordingHint')}
          placeholder="https://"
          error={errors.recordingUrl?.message}
          {...form.register('recordingUrl', { onChange: () => setSaved(false) })}
        />
      ) : (
        <p className="text-xs text-slate-600">{t('details.recordingLater')}</p>
      )}
      {error && <Banner tone="error">{error}</Banner>}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('details.saving') : t('details.save')}
        </Button>
        <p role="status" className="text-sm text-green-800">
          {saved ? t('details.saved') : ''}
        </p>
      </div>
    </Form>
  );
}
