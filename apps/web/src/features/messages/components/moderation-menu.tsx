import type { Conversation } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { conversationsKey, moderate, patchConversation } from '../lib/api.ts';

const item =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400';

/**
 * The mentor's menu on a conversation's header: Mute / Unmute and Block / Unblock the mentee
 * (`PUT /api/conversations/:id/moderation`); blocking asks for confirmation first. While the
 * mentee has booked the mentor (`moderationAllowed` false) Mute and Block are disabled and the
 * menu says why, before anything is confirmed (docs/product.md#126-messaging); Unmute and Unblock
 * stay.
 */
export function ModerationMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const name = conversation.contact.name;
  const save = useMutation({
    mutationFn: (next: { muted: boolean; blocked: boolean }) => moderate(conversation.id, next),
    onSuccess: (_data, next) => {
      patchConversation(queryClient, conversation.id, (c) => ({ ...c, ...next }));
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: conversationsKey, exact: true });
    },
  });
  const { muted, blocked, moderationAllowed } = conversation;
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={t('moderation.menu')}
            className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <EllipsisVertical className="size-5" aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-30 min-w-40 max-w-72 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {!moderationAllowed && (
              <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">
                {t('moderation.notAllowed', { name })}
              </DropdownMenu.Label>
            )}
            <DropdownMenu.Item
              className={item}
              disabled={!muted && !moderationAllowed}
              onSelect={() => save.mutate({ muted: !muted, blocked })}
            >
              {muted ? t('moderation.unmute') : t('moderation.mute')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={item}
              disabled={!blocked && !moderationAllowed}
              onSelect={() =>
                blocked ? save.mutate({ muted, blocked: false }) : setConfirming(true)
              }
            >
              {blocked ? t('moderation.unblock') : t('moderation.block')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Dialog
        alert
        trigger={<span hidden />}
        open={confirming}
        onOpenChange={setConfirming}
        title={t('moderation.confirmTitle', { name })}
        description={t('moderation.confirmBody', { name })}
      >
        {save.isError && (
          <Banner tone="error" className="mt-4">
            {t('moderation.error', { message: save.error.message })}
          </Banner>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <DialogCancel alert>
            <Button variant="outline">{t('moderation.cancel')}</Button>
          </DialogCancel>
          <Button
            className="bg-red-700 hover:bg-red-800"
            disabled={save.isPending}
            onClick={() => save.mutate({ muted, blocked: true })}
          >
            {t('moderation.confirm')}
          </Button>
        </div>
      </Dialog>
      {save.isError && !confirming && (
        <Banner
          tone="error"
          onDismiss={() => save.reset()}
          className="absolute inset-x-3 top-16 z-20"
        >
          {t('moderation.error', { message: save.error.message })}
        </Banner>
      )}
    </>
  );
}
