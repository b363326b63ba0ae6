import {
  ATTACHMENT_MAX_BYTES,
  MAX_ATTACHMENTS_PER_BOOKING,
  type BookingDetail,
  formatBytes,
} from '@pathwise/contracts';
import { Download, Paperclip, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useDeleteAttachment, useUploadAttachment } from '../api/bookings.ts';
import { errorMessage, formatInstant } from '../lib/format.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/**
 * The session's files: download links for all, Delete for the viewer's own, and an upload
 * with a progress bar. Files over {@link ATTACHMENT_MAX_BYTES} are refused before sending;
 * the server's 413 / 415 answers get their own messages too.
 */
export function AttachmentsSection({ booking }: { booking: BookingDetail }) {
  const { t, i18n } = useTranslation('sessions');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useUploadAttachment(booking.id, setProgress);
  const remove = useDeleteAttachment(booking.id);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const full = booking.attachments.length >= MAX_ATTACHMENTS_PER_BOOKING;
  const maxMb = ATTACHMENT_MAX_BYTES / (1024 * 1024);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    setDone(null);
    if (!file) return;
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setError(t('attachments.tooLarge', { name: file.name, max: maxMb }));
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync(file);
      setDone(t('attachments.uploaded', { name: file.name }));
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setProgress(null);
    }
  };

  const onDelete = async (attachmentId: string, name: string) => {
    setError(null);
    setDone(null);
    try {
      await remove.mutateAsync(attachmentId);
      setDone(t('attachments.deleted', { name }));
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  return (
    <div className="space-y-3">
      {booking.attachments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('attachments.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {booking.attachments.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 px-3 py-2.5">
              <a
                href={file.url}
                download={file.fileName}
                className="inline-flex min-w-0 basis-full items-center gap-2 text-sm font-medium text-brand-800 hover:underline sm:flex-1 sm:basis-0"
              >
                <Download className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{file.fileName}</span>
              </a>
              <span className="text-xs text-slate-600">
                {t('attachments.meta', {
                  size: formatBytes(file.sizeBytes, i18n.language),
                  by: t(`attachments.by.${file.by === booking.role ? 'you' : file.by}`),
                  at: formatInstant(file.createdAt, ownTimeZone(), i18n.language),
                })}
              </span>
              {file.by === booking.role && (
                <Button
                  variant="ghost"
                  className="ml-auto px-2 py-1.5 sm:ml-0"
                  disabled={remove.isPending}
                  onClick={() => void onDelete(file.id, file.fileName)}
                  aria-label={t('attachments.delete', { name: file.fileName })}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && <Banner tone="error">{error}</Banner>}
      <p role="status" className="text-sm text-green-800">
        {done ?? ''}
      </p>
      {progress !== null && (
        <div>
          <label htmlFor={`${id}-progress`} className="text-xs text-slate-700">
            {t('attachments.uploading')}
          </label>
          <progress
            id={`${id}-progress`}
            max={1}
            value={progress}
            className="block h-2 w-full overflow-hidden rounded-full"
          />
        </div>
      )}
      <div>
        <input
          ref={input}
          id={id}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('attachments.add')}
          disabled={upload.isPending || full}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void onFile(event)}
        />
        <Button
          variant="outline"
          disabled={upload.isPending || full}
          onClick={() => input.current?.click()}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          {t('attachments.add')}
        </Button>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {full
            ? t('attachments.full', { max: MAX_ATTACHMENTS_PER_BOOKING })
            : t('attachments.hint', { max: maxMb })}
        </p>
      </div>
    </div>
  );
}
