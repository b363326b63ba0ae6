import { NOTES_MAX_LENGTH } from '@pathwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useSaveNotes } from '../api/bookings.ts';
import { errorMessage } from '../lib/format.ts';

/**
 * A notes text area with Save (`PUT /api/bookings/:id/notes`): the mentor's shared notes or
 * the mentee's private ones, the server knows which by the caller. Says when it saved. Text
 * over `NOTES_MAX_LENGTH` is kept and refused with the limit named (docs/product.md#5-validation).
 */
export function NotesEditor({
  bookingId,
  label,
  hint,
  initial,
}: {
  bookingId: string;
  label: string;
  hint: string;
  initial: string;
}) {
  const { t } = useTranslation('sessions');
  const save = useSaveNotes(bookingId);
  const [text, setText] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const dirty = text !== initial;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    // Kept as typed and refused with the limit named, never cut (docs/product.md#5-validation).
    if (text.length > NOTES_MAX_LENGTH) {
      setError(t('dialog.tooLong', { max: NOTES_MAX_LENGTH }));
      return;
    }
    try {
      await save.mutateAsync(text);
      setSaved(true);
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      <textarea
        id={id}
        rows={6}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          setSaved(false);
        }}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm leading-6 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      {error && <Banner tone="error">{error}</Banner>}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending || (!dirty && !error)}>
          {save.isPending ? t('notes.saving') : t('notes.save')}
        </Button>
        <p role="status" className="text-sm text-green-800">
          {saved && !dirty ? t('notes.saved') : ''}
        </p>
      </div>
    </form>
  );
}
