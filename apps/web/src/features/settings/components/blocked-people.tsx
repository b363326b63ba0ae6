import type { BlockedPerson } from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnblockDialog } from '@/components/block-dialog.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { useBlocks } from '@/lib/api/blocks.ts';
import { SettingsSection } from './settings-section.tsx';

/** One blocked person: photo or initials, name, since when, and Unblock (confirmed). */
function BlockedRow({ person }: { person: BlockedPerson }) {
  const { t, i18n } = useTranslation('blocks');
  const [open, setOpen] = useState(false);
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(person.blockedAt),
  );
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <MentorAvatar
        name={person.name}
        photoPath={person.photoUrl}
        alt=""
        className="size-10 shrink-0 rounded-full"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{person.name}</p>
        <p className="text-xs text-slate-600">{t('since', { date: since })}</p>
      </div>
      <UnblockDialog
        person={person}
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" aria-label={t('unblockName', { name: person.name })}>
            {t('unblock')}
          </Button>
        }
      />
    </li>
  );
}

/**
 * Settings → Password & Privacy → Blocked people (docs/product.md#1214-blocking): the people the
 * reader blocked, latest first, each with Unblock after a confirmation; an empty state.
 */
export function BlockedPeople() {
  const { t } = useTranslation('blocks');
  const blocks = useBlocks();
  return (
    <SettingsSection title={t('listTitle')} intro={t('listIntro')}>
      {blocks.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : blocks.isError ? (
        <Banner tone="error" className="mt-3">
          {t('listFailed')}{' '}
          <button type="button" className="underline" onClick={() => void blocks.refetch()}>
            {t('retry')}
          </button>
        </Banner>
      ) : blocks.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('listEmpty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {blocks.data.items.map((person) => (
            <BlockedRow key={person.id} person={person} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
