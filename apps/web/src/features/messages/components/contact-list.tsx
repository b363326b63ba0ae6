import { formatInteger, type Conversation } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ownTimeZone } from '@/lib/session/account.ts';
import { SearchField } from '@/components/ui/search-field.tsx';
import { formatListTime } from '../lib/format.ts';
import { ContactAvatar } from './contact-avatar.tsx';

/** Conversations whose contact's name or company contains `query` (case-insensitive). */
export function filterConversations(items: Conversation[], query: string): Conversation[] {
  const q = query.trim().toLowerCase();
  if (!q) return items;
  return items.filter(
    (c) =>
      c.contact.name.toLowerCase().includes(q) ||
      (c.contact.company ?? '').toLowerCase().includes(q),
  );
}

/**
 * The contact list of the messages page (docs/product.md §2 Messages): Search Contacts, and
 * per conversation the avatar with the online dot, name, role and company, the time of the
 * last message, a preview and the unread count.
 */
export function ContactList({
  items,
  query,
  onQuery,
  selectedId,
  onSelect,
  myId,
}: {
  items: Conversation[];
  query: string;
  onQuery: (q: string) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  myId: string;
}) {
  const { t, i18n } = useTranslation('messages');
  const searchId = useId();
  const zone = ownTimeZone();
  const shown = filterConversations(items, query);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-slate-200 p-3">
        <SearchField
          id={searchId}
          label={t('list.search')}
          value={query}
          onValue={onQuery}
          placeholder={t('list.searchPlaceholder')}
        />
      </div>
      {shown.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">{t('list.noMatch', { query: query.trim() })}</p>
      ) : (
        <ul aria-label={t('list.label')} className="min-h-0 flex-1 overflow-y-auto">
          {shown.map((c) => {
            const selected = c.id === selectedId;
            const last = c.lastMessage;
            const preview = !last
              ? t('list.noMessages')
              : last.system
                ? t('list.systemPreview')
                : last.removed
                  ? t('chat.removed')
                  : last.senderId === myId
                    ? t('list.you', { text: last.text })
                    : last.text;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => onSelect(c.id)}
                  aria-current={selected ? 'true' : undefined}
                  className={clsx(
                    'flex w-full items-start gap-3 border-b border-slate-100 px-3 py-3 text-left hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                    selected && 'bg-brand-50 hover:bg-brand-50',
                  )}
                >
                  <ContactAvatar contact={c.contact} online={c.contact.online} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="truncate font-semibold text-slate-900">
                        {c.contact.name}
                      </span>
                      {last && (
                        <time dateTime={last.createdAt} className="shrink-0 text-xs text-slate-600">
                          {formatListTime(last.createdAt, zone, i18n.language)}
                        </time>
                      )}
                    </span>
                    <span className="block truncate text-xs text-slate-600">
                      {[t(`role.${c.contact.role}`), c.contact.company].filter(Boolean).join(' · ')}
                    </span>
                    <span className="mt-0.5 flex items-center justify-between gap-2">
                      <span
                        className={clsx(
                          'truncate text-sm',
                          c.unreadCount > 0 ? 'font-semibold text-slate-900' : 'text-slate-600',
                        )}
                      >
                        {preview}
                      </span>
                      {c.unreadCount > 0 && (
                        <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                          <span aria-hidden="true">
                            {formatInteger(c.unreadCount, i18n.language)}
                          </span>
                          <span className="sr-only">
                            {t('list.unread', { count: c.unreadCount })}
                          </span>
                        </span>
                      )}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
