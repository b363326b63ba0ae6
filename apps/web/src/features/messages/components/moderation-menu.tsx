import type { Conversation } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockDialog, UnblockDialog } from '@/components/block-dialog.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { conversationsKey, moderate, patchConversation } from '../lib/api.ts';

const item =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400';

/**
 * The menu on a conversation's header. For the mentor, Mute / Unmute the mentee
 * (`PUT /api/conversations/:id/moderation`): while the mentee has booked the mentor
 * (`moderationAllowed` false) Mute is disabled and the menu says why
 * (docs/product.md#126-messaging); Unmute stays. For either side, Block (confirmed, saying how
 * many upcoming sessions it cancels) or Unblock when the reader set the block
 * (docs/product.md#1214-blocking).
 */
export function ModerationMenu({
  conversation,
  role,
}: {
  conversation: Conversation;
  role: 'mentor' | 'mentee';
}) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<'block' | 'unblock' | null>(null);
  const person = { id: conversation.contact.id, name: conversation.contact.name };
  const save = useMutation({
    mutationFn: (next: { muted: boolean }) => moderate(conversation.id, next),
    onSuccess: (_data, next) => {
      patchConversation(queryClient, conversation.id, (c) => ({ ...c, ...next }));
      void queryClient.invalidateQueries({ queryKey: conversationsKey, exact: true });
    },
  });
  const { muted, blocked, blockedByMe, moderationAllowed } = conversation;
  const setOpen = (kind: 'block' | 'unblock') => (open: boolean) =>
    setConfirming(open ? kind : null);
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
            {role === 'mentor' && !moderationAllowed && (
              <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">
                {t('moderation.notAllowed', { name: person.name })}
              </DropdownMenu.Label>
            )}
            {role === 'mentor' && (
              <DropdownMenu.Item
                className={item}
                disabled={!muted && !moderationAllowed}
                onSelect={() => save.mutate({ muted: !muted })}
              >
                {muted ? t('moderation.unmute') : t('moderation.mute')}
              </DropdownMenu.Item>
            )}
            {(blockedByMe || !blocked) && (
              <DropdownMenu.Item
                className={item}
                onSelect={() => setConfirming(blockedByMe ? 'unblock' : 'block')}
              >
                {blockedByMe ? t('moderation.unblock') : t('moderation.block')}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <BlockDialog
        person={person}
        open={confirming === 'block'}
        onOpenChange={setOpen('block')}
        onBlocked={() =>
          patchConversation(queryClient, conversation.id, (c) => ({
            ...c,
            blocked: true,
            blockedByMe: true,
          }))
        }
      />
      <UnblockDialog
        person={person}
        open={confirming === 'unblock'}
        onOpenChange={setOpen('unblock')}
      />
      {save.isError && (
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
