import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MEDIA_TYPES,
  type Profile,
} from '@pathwise/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useRemovePhoto, useUploadPhoto } from './profile-api.ts';

const ACCEPT = PROFILE_PHOTO_MEDIA_TYPES.join(',');

/**
 * The profile photo with a square preview (or the initials tile), upload and remove. A photo is
 * saved as soon as it is chosen, apart from Save Changes: the server checks its type by content,
 * crops it square and answers its new address. Removing asks first.
 */
export function PhotoField({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings', { keyPrefix: 'profile.photo' });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setMessage({ tone: 'error', text: t('tooLarge') });
      return;
    }
    if (file.type && !(PROFILE_PHOTO_MEDIA_TYPES as readonly string[]).includes(file.type)) {
      setMessage({ tone: 'error', text: t('badType') });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => setMessage({ tone: 'success', text: t('uploaded') }),
      onError: (error) =>
        setMessage({
          tone: 'error',
          text: isApiError(error, 'general_payload_too_large')
            ? t('tooLarge')
            : isApiError(error, 'photo_type_not_allowed')
              ? t('badType')
              : t('failed'),
        }),
    });
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <fieldset className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <legend className="sr-only">{t('title')}</legend>
      <MentorAvatar
        name={profile.name}
        photoPath={profile.photoPath}
        alt={profile.photoPath ? t('alt') : ''}
        eager
        className="size-24 shrink-0 rounded-full"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-800">{t('title')}</p>
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {profile.photoPath ? t('hint') : `${t('none')} ${t('hint')}`}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="outline"
            disabled={busy}
            aria-describedby={`${inputId}-hint`}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? t('uploading') : profile.photoPath ? t('replace') : t('upload')}
          </Button>
          {profile.photoPath && (
            <Dialog
              alert
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <Button variant="ghost" disabled={busy}>
                  {remove.isPending ? t('removing') : t('remove')}
                </Button>
              }
              title={t('confirmTitle')}
              description={t('confirmBody')}
            >
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogCancel alert>
                  <Button variant="outline">{t('confirmKeep')}</Button>
                </DialogCancel>
                <Button
                  onClick={() => {
                    setConfirming(false);
                    setMessage(null);
                    remove.mutate(undefined, {
                      onSuccess: () => setMessage({ tone: 'success', text: t('removed') }),
                      onError: () => setMessage({ tone: 'error', text: t('failed') }),
                    });
                  }}
                >
                  {t('confirmRemove')}
                </Button>
              </div>
            </Dialog>
          )}
        </div>
        <div aria-live="polite" className="mt-2 text-sm">
          {message && (
            <p
              role={message.tone === 'error' ? 'alert' : undefined}
              className={message.tone === 'error' ? 'text-red-700' : 'text-green-800'}
            >
              {message.text}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
