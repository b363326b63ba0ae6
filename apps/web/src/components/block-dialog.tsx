import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { useBlockImpact, useBlocks, useSetBlock } from '@/lib/api/blocks.ts';
import { useAccount } from '@/lib/session/account.ts';

/** The person a block is about: their id and the name the dialogs say. */
interface Person {
  id: string;
  name: string;
}

/**
 * The confirmation before blocking `person` (docs/product.md#1214-blocking): what a block does,
 * and how many upcoming sessions it cancels (asked of `GET /api/blocks/:userId/impact` when it
 * opens). Controlled by `open`; `trigger` is the button that opens it (hidden when the caller
 * opens it from a menu). `onBlocked` hears the number of sessions cancelled.
 */
export function BlockDialog({
  person,
  open,
  onOpenChange,
  trigger = <span hidden />,
  onBlocked,
}: {
  person: Person;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  onBlocked?: (cancelledSessions: number) => void;
}) {
  const { t } = useTranslation('blocks');
  const impact = useBlockImpact(person.id, open);
  const { block } = useSetBlock(person.id);
  const name = person.name;
  const count = impact.data?.upcomingSessions;
  return (
    <Dialog
      alert
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (!next) block.reset();
        onOpenChange(next);
      }}
      title={t('confirmTitle', { name })}
      description={t('confirmBody', { name })}
    >
      <p className="mt-3 text-sm font-medium text-slate-900" aria-live="polite">
        {impact.isPending
          ? t('checking')
          : impact.isError
            ? t('impactFailed')
            : count
              ? t('impact', { count, name })
              : t('noImpact')}
      </p>
      {block.isError && (
        <Banner tone="error" className="mt-4">
          {t('error')}
        </Banner>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogCancel alert>
          <Button variant="outline">{t('cancel')}</Button>
        </DialogCancel>
        <Button
          variant="danger"
          disabled={block.isPending}
          onClick={() =>
            block.mutate(undefined, {
              onSuccess: (result) => {
                onOpenChange(false);
                onBlocked?.(result.cancelledSessions);
              },
            })
          }
        >
          {t('confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The confirmation before lifting the reader's block of `person` (Settings → Password &
 * Privacy, the message thread's menu, the mentor profile).
 */
export function UnblockDialog({
  person,
  open,
  onOpenChange,
  trigger = <span hidden />,
}: {
  person: Person;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
}) {
  const { t } = useTranslation('blocks');
  const { unblock } = useSetBlock(person.id);
  const name = person.name;
  return (
    <Dialog
      alert
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (!next) unblock.reset();
        onOpenChange(next);
      }}
      title={t('unblockTitle', { name })}
      description={t('unblockBody', { name })}
    >
      {unblock.isError && (
        <Banner tone="error" className="mt-4">
          {t('unblockError')}
        </Banner>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogCancel alert>
          <Button variant="outline">{t('cancel')}</Button>
        </DialogCancel>
        <Button
          disabled={unblock.isPending}
          onClick={() => unblock.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
        >
          {t('unblockConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * "Block" (or "Unblock", when the reader blocked them) for `person` on a page about them (the
 * mentor profile), for a signed-in reader other than `person`; after a block, says what it did.
 */
export function BlockPersonButton({ person }: { person: Person }) {
  const { t } = useTranslation('blocks');
  const { data: user } = useAccount();
  const signedIn = !!user && user.id !== person.id;
  const blocks = useBlocks(signedIn);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  if (!signedIn || !blocks.data) return null;
  const blocked = blocks.data.items.some((b) => b.id === person.id);
  const name = person.name;
  const button = (
    <Button variant="ghost" className="px-3 text-slate-700">
      {blocked ? t('unblockName', { name }) : t('blockName', { name })}
    </Button>
  );
  return (
    <>
      {blocked ? (
        <UnblockDialog person={person} open={open} onOpenChange={setOpen} trigger={button} />
      ) : (
        <BlockDialog
          person={person}
          open={open}
          onOpenChange={setOpen}
          trigger={button}
          onBlocked={setDone}
        />
      )}
      {done !== null && blocked && (
        <Banner tone="success" onDismiss={() => setDone(null)} className="max-w-72">
          {done ? t('done', { count: done, name }) : t('doneNone', { name })}
        </Banner>
      )}
    </>
  );
}
