import {
  MESSAGE_MAX_LENGTH,
  StartConversation,
  type ConversationContact,
} from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { conversationsKey, startConversation } from '../lib/api.ts';
import { newClientId } from '../lib/pending.ts';
import { ContactAvatar } from './contact-avatar.tsx';

/**
 * The first message to `person` on Start a Conversation (docs/product.md#126-messaging): nothing
 * exists until it is sent; Send creates the conversation with it (`POST /api/conversations`, the
 * contract's `StartConversation`: 1–4,000 characters, not only spaces) and opens it at
 * `<base>/messages?c=<id>`. Longer text is kept and refused with the limit named, never cut
 * (docs/product.md#5-validation). As in the composer, Enter sends and Shift+Enter breaks the line.
 * The `clientId` stays for the form's life, so sending again after a failure stores once.
 */
export function FirstMessage({
  person,
  base,
  onChoose,
}: {
  person: ConversationContact;
  /** The dashboard's base path (`/dashboard` or `/dashboard_mentor`). */
  base: string;
  /** Back to the list, to choose someone else. */
  onChoose: () => void;
}) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm(StartConversation, {
    defaultValues: { userId: person.id, text: '', clientId: newClientId() },
    message: (field, code) =>
      field !== 'text'
        ? undefined
        : code === 'too_big'
          ? t('composer.tooLong', { max: MESSAGE_MAX_LENGTH })
          : t('start.firstRequired'),
  });
  const start = useMutation({
    mutationFn: startConversation,
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: conversationsKey, exact: true });
      await navigate(`${base}/messages?c=${encodeURIComponent(id)}`);
    },
  });

  return (
    <section
      aria-labelledby="first-message-title"
      className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <ContactAvatar contact={person} online={person.online} />
        {/* The name keeps room on a phone; the button wraps below it instead. */}
        <div className="min-w-48 flex-1">
          <h2 id="first-message-title" className="truncate font-semibold text-slate-900">
            {person.name}
          </h2>
          <p className="truncate text-xs text-slate-600">
            {[t(`role.${person.role}`), person.title, person.company].filter(Boolean).join(' · ')}
          </p>
        </div>
        <Button variant="ghost" className="ml-auto" onClick={onChoose} disabled={start.isPending}>
          {t('start.choose')}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-700">{t('start.firstLead', { name: person.name })}</p>
      <Form form={form} onSubmit={(body) => start.mutate(body)} className="mt-3 space-y-3">
        {start.isError && <Banner tone="error">{startErrorText(start.error, t)}</Banner>}
        <MessageField name={person.name} disabled={start.isPending} />
        <div className="flex justify-end">
          <Button type="submit" disabled={start.isPending} className="w-full sm:w-auto">
            {start.isPending ? t('start.sending') : t('composer.send')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function MessageField({ name, disabled }: { name: string; disabled: boolean }) {
  const { t } = useTranslation('messages');
  const { register, watch } = useFormContextOf<StartConversation>();
  const error = useFieldError('text');
  const id = useId();
  const length = watch('text').length;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('start.firstLabel', { name })}
      </label>
      <textarea
        id={id}
        rows={5}
        disabled={disabled}
        placeholder={t('composer.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-counter${error ? ` ${id}-error` : ''}`}
        onKeyDown={onKeyDown}
        {...register('text')}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
      />
      <div className="mt-1 flex justify-between gap-3 text-xs text-slate-600">
        <p id={`${id}-hint`}>{t('composer.hint')}</p>
        <CharacterCounter
          id={`${id}-counter`}
          count={length}
          max={MESSAGE_MAX_LENGTH}
          className="shrink-0"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a failed first message says: the composer's words for a block or the rate limit. */
function startErrorText(error: unknown, t: TFunction<'messages'>): string {
  if (isApiError(error) && error.status === 429) return t('error.rateLimited');
  if (isApiError(error) && error.type === 'conversation_blocked') return t('error.blocked');
  return t('start.startError', { message: error instanceof Error ? error.message : '' });
}
