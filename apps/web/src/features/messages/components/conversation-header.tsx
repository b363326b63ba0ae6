import type { Conversation } from '@pathwise/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactAvatar } from './contact-avatar.tsx';
import { ModerationMenu } from './moderation-menu.tsx';

/**
 * The head of a conversation (docs/product.md §2 Messages): Back on small screens, the
 * contact's avatar, name, presence, role, title and company, the Muted (a mentor's) and
 * Blocked tags, and the menu: Mute (mentor) and Block, for either side
 * (docs/product.md#1214-blocking).
 */
export function ConversationHeader({
  conversation,
  role,
  onBack,
}: {
  conversation: Conversation;
  /** The viewer's side of the conversation. */
  role: 'mentor' | 'mentee';
  /** Small screens: back to the contact list. */
  onBack: (() => void) | null;
}) {
  const { t } = useTranslation('messages');
  const contact = conversation.contact;
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2.5">
      {onBack && (
        <button
          type="button"
          onClick={onBack}
          className="-ml-1 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('chat.back')}</span>
        </button>
      )}
      <ContactAvatar contact={contact} online={contact.online} size="sm" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-slate-900">{contact.name}</h2>
        <p className="truncate text-xs text-slate-600">
          {[
            contact.online ? t('list.online') : null,
            t(`role.${contact.role}`),
            contact.title,
            contact.company,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {role === 'mentor' && conversation.muted && (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {t('moderation.muted')}
        </span>
      )}
      {conversation.blockedByMe && (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-800">
          {t('moderation.blockedTag')}
        </span>
      )}
      <ModerationMenu conversation={conversation} role={role} />
    </header>
  );
}
