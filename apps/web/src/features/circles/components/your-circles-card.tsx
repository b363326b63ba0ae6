import type { Circle, CircleCategory, OnboardingAnswers } from '@pathwise/contracts';
import { Check, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { CardNote, CardSkeleton, HomeCard } from '@/components/dashboard/mentor-home-card.tsx';
import { useCirclesIn } from '../api/circles-in.ts';
import { useToggleCircle } from '../api/toggle-circle.ts';

/** The circle categories closest to each coaching niche (onboarding's Expertise step). */
const NICHE_CATEGORIES: Record<string, CircleCategory[]> = {
  transitional: ['education', 'innovation'],
  career: ['education', 'startup'],
  executive: ['startup', 'finance'],
  sales: ['marketing', 'startup'],
  leadership: ['innovation', 'startup'],
  performance: ['innovation', 'education'],
  marketing: ['marketing', 'creators'],
  devops_it: ['tech', 'innovation'],
  success: ['startup', 'innovation'],
};

/** Words of the mentor's skills text that point at a category. */
const SKILL_WORDS: [RegExp, CircleCategory][] = [
  [/design|ux|creative/i, 'design_creative'],
  [/software|engineer|devops|data|tech|cloud/i, 'tech'],
  [/financ|invest|account/i, 'finance'],
  [/market|brand|growth/i, 'marketing'],
  [/bitcoin|crypto|web3|blockchain/i, 'bitcoin_web3'],
  [/universit|admission|college/i, 'university_admission'],
  [/startup|founder|entrepreneur/i, 'startup'],
  [/content|creator|video|podcast/i, 'creators'],
];

/** The categories matching a mentor's expertise: skills first, then the niche's; at most 3. */
export function categoriesFor(niche: string | undefined, skills: string | undefined) {
  const fromSkills = SKILL_WORDS.filter(([re]) => re.test(skills ?? '')).map(([, c]) => c);
  return [...new Set([...fromSkills, ...(NICHE_CATEGORIES[niche ?? ''] ?? ['education'])])].slice(
    0,
    3,
  );
}

/** How many circles the card lists. */
const SHOWN = 4;

/**
 * The mentor home's Your Circles (docs/product.md#220-mentor-dashboard): circles matching the mentor's expertise (their niche
 * and skills from onboarding, `answers`), the ones not joined yet first, each with Join Now! that joins.
 */
export function YourCirclesCard({ answers }: { answers: OnboardingAnswers | undefined }) {
  const { t } = useTranslation('mentor');
  const categories = categoriesFor(answers?.expertise?.niche, answers?.skills?.text);
  const results = useCirclesIn(categories);
  const join = useToggleCircle();
  const pending = results.some((r) => r.isPending);
  const failed = results.some((r) => r.isError);
  const seen = new Set<string>();
  const circles: Circle[] = results
    .flatMap((r) => r.data?.items ?? [])
    .filter((c) => !seen.has(c.id) && seen.add(c.id))
    .sort((a, b) => Number(a.joined) - Number(b.joined) || b.memberCount - a.memberCount)
    .slice(0, SHOWN);

  return (
    <HomeCard
      title={t('home.sections.circles.title')}
      icon={UsersRound}
      action={{ to: '/circles', label: t('home.actions.circles') }}
    >
      {pending ? (
        <CardSkeleton label={t('practice.loading')} />
      ) : failed ? (
        <CardNote tone="error" title={t('practice.loadFailed')}>
          <Button
            variant="outline"
            className="mt-3 w-fit"
            onClick={() => results.forEach((r) => void r.refetch())}
          >
            {t('review.retry')}
          </Button>
        </CardNote>
      ) : circles.length === 0 ? (
        <CardNote title={t('practice.circles.none')} body={t('practice.circles.noneBody')} />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700">{t('practice.circles.intro')}</p>
          {join.isError && (
            <p role="alert" className="mb-2 text-sm text-red-800">
              {isApiError(join.error) && join.error.status !== 0
                ? join.error.message
                : t('practice.circles.joinFailed')}
            </p>
          )}
          <ul className="divide-y divide-slate-100">
            {circles.map((c) => (
              <li key={c.id} className="flex items-center gap-3 py-2.5 first:pt-0">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/circles/${encodeURIComponent(c.id)}`}
                    className="block truncate text-sm font-semibold text-slate-900 hover:underline"
                  >
                    {c.title}
                  </Link>
                  <span className="text-xs text-slate-600">
                    {t('practice.circles.members', { count: c.memberCount })}
                  </span>
                </div>
                {c.joined ? (
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
                    <Check className="size-4" aria-hidden="true" />
                    {t('practice.circles.joined')}
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    className="shrink-0"
                    disabled={join.isPending && join.variables.id === c.id}
                    aria-label={t('practice.circles.joinNamed', { title: c.title })}
                    onClick={() => join.mutate({ id: c.id, toggle: 'membership', on: true })}
                  >
                    {t('practice.circles.join')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </HomeCard>
  );
}
