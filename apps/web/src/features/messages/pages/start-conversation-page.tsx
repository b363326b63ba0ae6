import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ContactAvatar } from '../components/contact-avatar.tsx';
import { candidatesKey, conversationsKey, getCandidates, startConversation } from '../lib/api.ts';
import { dashboardBase } from '../lib/base.ts';

/** Wait this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * `<dashboard>/start-conversation` (issue 11): search the people one may write to (those one
 * has a session or a conversation with, and for a mentee any listed mentor), pick one, land
 * in the conversation (`<dashboard>/messages?c=<id>`). `?with=<userId>` starts at once (the
 * "Message" button of a mentor's public profile).
 */
export function StartConversationPage() {
  const { t } = useTranslation('messages');
  usePageTitle(t('page.startTitle'));
  const { data: me } = useAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const withUser = params.get('with');
  const [q, setQ] = useState('');
  const search = useDebounced(q.trim(), SEARCH_DELAY_MS);
  const searchId = useId();
  const base = dashboardBase(me);

  const candidates = useQuery({
    queryKey: candidatesKey(search),
    queryFn: ({ signal }) => getCandidates(search, signal),
    placeholderData: (previous) => previous,
    enabled: !withUser,
  });
  const start = useMutation({
    mutationFn: (userId: string) => startConversation(userId),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: conversationsKey, exact: true });
      await navigate(`${base}/messages?c=${encodeURIComponent(id)}`, { replace: !!withUser });
    },
  });

  const started = useRef(false);
  useEffect(() => {
    if (!withUser || !me || started.current) return;
    started.current = true;
    start.mutate(withUser);
  }, [withUser, me, start]);

  const items = candidates.data?.items ?? [];

  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.startTitle')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('page.startLead')}</p>

      {start.isPending && (
        <p role="status" className="mt-4 text-sm text-slate-700">
          {t('start.starting')}
        </p>
      )}
      {start.isError && (
        <Banner tone="error" className="mt-4">
          {t('start.startError', { message: start.error.message })}
        </Banner>
      )}

      {(!withUser || start.isError) && (
        <>
          <div className="mt-5">
            <SearchField
              id={searchId}
              label={t('start.search')}
              value={q}
              onValue={setQ}
              placeholder={t('start.searchPlaceholder')}
            />
          </div>

          <div className="mt-4" aria-busy={candidates.isFetching}>
            {candidates.isPending && !withUser ? (
              <p className="text-sm text-slate-600">{t('start.loading')}</p>
            ) : candidates.isError ? (
              <Banner tone="error">
                <p>{t('start.error')}</p>
                <Button
                  variant="outline"
                  className="mt-2"
                  onClick={() => void candidates.refetch()}
                >
                  {t('error.retry')}
                </Button>
              </Banner>
            ) : items.length === 0 ? (
              <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-5 text-sm">
                <p className="text-slate-800">
                  {search ? t('start.noMatch', { query: search }) : t('start.none')}
                </p>
                {me?.role !== 'mentor' && (
                  <Link
                    to="/mentors"
                    className="mt-3 inline-flex rounded-lg bg-brand-700 px-3.5 py-2 font-semibold text-white hover:bg-brand-800"
                  >
                    {t('start.findMentors')}
                  </Link>
                )}
              </div>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
                {items.map((person) => (
                  <li key={person.id} className="flex items-center gap-3 p-3">
                    <ContactAvatar contact={person} online={person.online} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold text-slate-900">{person.name}</p>
                      <p className="truncate text-xs text-slate-600">
                        {[t(`role.${person.role}`), person.title, person.company]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      <p className="text-xs text-slate-600">{t(`start.reason_${person.reason}`)}</p>
                    </div>
                    <Button
                      variant="secondary"
                      disabled={start.isPending}
                      onClick={() => start.mutate(person.id)}
                      aria-label={t(
                        person.conversationId ? 'start.messageExisting' : 'start.message',
                        {
                          name: person.name,
                        },
                      )}
                    >
                      {t('start.messageShort')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </div>
  );
}
