import type { ConversationContact } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';

/** A contact's photo or initials, with a green dot while they are online. */
export function ContactAvatar({
  contact,
  online,
  size = 'md',
}: {
  contact: Pick<ConversationContact, 'name' | 'photoUrl'>;
  online: boolean;
  size?: 'md' | 'sm';
}) {
  const { t } = useTranslation('messages');
  return (
    <span className="relative shrink-0">
      <MentorAvatar
        name={contact.name}
        photoPath={contact.photoUrl}
        alt=""
        className={clsx('rounded-full', size === 'md' ? 'size-11' : 'size-9')}
      />
      {online && (
        <span className="absolute bottom-0 right-0 block size-3 rounded-full bg-green-600 ring-2 ring-white">
          <span className="sr-only">{t('list.online')}</span>
        </span>
      )}
    </span>
  );
}
