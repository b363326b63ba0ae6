import type { ConversationCandidate } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ContactAvatar } from '../components/contact-avatar.tsx';
import { FirstMessage } from '../components/first-message.tsx';
import { candidatesKey, getCandidates } from '../lib/api.ts';
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
 * `<dashboard>/start-conversation`: search the people one may write to (those one
 * has a session or a conversation with, and for a mentee any listed mentor) and pick one. A
 * person one already has a conversation with opens it (`<dashboard>/messages?c=<id>`);
 * anyone else gets the first-message box, and nothing is created until that message is sent
 * (docs/product.md#126-messaging). `?with=<userId>` (the "Message" button of a mentor's public
 * profile) picks that person at once.
 */
export function StartConversationPage() {
  const { t } = useTranslation('messages');
  usePageTitle(t('page.startTitle'));
  const { data: me } = useAccount();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const withUser = params.get('with');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<ConversationCandidate | null>(null);
  const search = useDebounced(q.trim(), SEARCH_DELAY_MS);
  const searchId = useId();
  const base = dashboardBase(me);

  const candidates = useQuery({
    queryKey: candidatesKey({ q: search }),
    queryFn: ({ signal }) => getCandidates({ q: search }, signal),
    placeholderData: (previous) => previous,
  });
  const invited = useQuery({
    queryKey: candidatesKey({ with: withUser ?? '' }),
    queryFn: ({ signal }) => getCandidates({ with: withUser ?? '' }, signal),
    enabled: !!withUser,
  });
  const pick = (person: ConversationCandidate) => {
    if (person.conversationId)
      void navigate(`${base}/messages?c=${encodeURIComponent(person.conversationId)}`);
    else setChosen(person);
  };

  const invitee = withUser ? (invited.data?.items[0] ?? null) : null;
  const existing = invitee?.conversationId ?? null;
  useEffect(() => {
    if (existing)
      void navigate(`${base}/messages?c=${encodeURIComponent(existing)}`, {
        replace: true,
      });
  }, [existing, base, navigate]);
  const person = chosen ?? (invitee && !existing ? invitee : null);
  const chooseAgain = () => {
    setChosen(null);
    if (withUser) setParams({}, { replace: true });
  };

  if (withUser && (invited.isPending || existing))
    return (
      <Frame>
        <p role="status" className="mt-4 text-sm text-slate-700">
          {t('start.starting')}
        </p>
      </Frame>
    );
  if (person)
    return (
      <Frame>
        <FirstMessage key={person.id} person={person} base={base} onChoose={chooseAgain} />
      </Frame>
    );

  const items = candidates.data?.items ?? [];

  return (
    <Frame>
      {withUser && (
        <Banner tone="error" className="mt-4">
          {invited.isError ? t('start.error') : t('start.cannotWrite')}
        </Banner>
      )}
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
        {candidates.isPending ? (
          <p className="text-sm text-slate-600">{t('start.loading')}</p>
        ) : candidates.isError ? (
          <Banner tone="error">
            <p>{t('start.error')}</p>
            <Button variant="outline" className="mt-2" onClick={() => void candidates.refetch()}>
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
                  onClick={() => pick(person)}
                  aria-label={t(person.conversationId ? 'start.messageExisting' : 'start.message', {
                    name: person.name,
                  })}
                >
                  {t('start.messageShort')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Frame>
  );
}

/** The page's heading and lead around what it shows. */
function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('messages');
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.startTitle')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('page.startLead')}</p>
      {children}
    </div>
  );
}
