import {
  Award,
  BarChart3,
  CalendarClock,
  CalendarPlus,
  ListChecks,
  Target,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyCard } from '@/components/dashboard/empty-card.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { firstName } from '@/lib/first-name.ts';

interface Section {
  key: string;
  icon: LucideIcon;
  action?: { to: string; labelKey: string };
  /** Grid spans, chosen so that seven cards leave no lone card on a row. */
  span?: string;
}

/**
 * The home view's sections in the spec's order (docs/product.md#219-mentee-dashboard "Mentee dashboard", Home).
 * Later issues replace each empty state with the user's real data; until then nothing here
 * shows a number, a chart or a sample row (docs/product.md#11-fix "Fix": no fixed sample content).
 */
const SECTIONS: readonly Section[] = [
  {
    key: 'weeklyProgress',
    icon: BarChart3,
    action: { to: '/dashboard/goals', labelKey: 'home.actions.planActivity' },
  },
  {
    key: 'milestones',
    icon: Trophy,
    action: { to: '/dashboard/goals', labelKey: 'home.actions.setGoal' },
  },
  { key: 'badges', icon: Award, action: { to: '/circles', labelKey: 'home.actions.circles' } },
  {
    key: 'nextSessions',
    icon: CalendarClock,
    action: { to: '/mentors', labelKey: 'home.actions.findMentor' },
  },
  {
    key: 'goalProgress',
    icon: Target,
    span: 'xl:col-span-2',
    action: { to: '/dashboard/goals', labelKey: 'home.actions.addGoal' },
  },
  {
    key: 'activities',
    icon: ListChecks,
    span: 'xl:col-span-2',
    action: { to: '/dashboard/goals', labelKey: 'home.actions.goals' },
  },
  {
    key: 'booking',
    icon: CalendarPlus,
    span: 'md:col-span-2 xl:col-span-1',
    action: { to: '/mentors', labelKey: 'home.actions.featured' },
  },
];

/** /dashboard: greeting by first name and one honest empty card per home section. */
export function MenteeHomePage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useAccount();
  usePageTitle(t('home.pageTitle'));
  const name = firstName(user?.name);

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {name ? t('home.greeting', { name }) : t('home.greetingNoName')}
        </h1>
        <p className="mt-2 max-w-2xl text-base text-slate-600">{t('home.intro')}</p>
      </div>
      <div className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {SECTIONS.map((s) => (
          <EmptyCard
            key={s.key}
            icon={s.icon}
            className={s.span}
            title={t(`home.sections.${s.key}.title`)}
            empty={t(`home.sections.${s.key}.empty`)}
            explanation={t(`home.sections.${s.key}.explanation`)}
            action={s.action && { to: s.action.to, label: t(s.action.labelKey) }}
          />
        ))}
      </div>
    </>
  );
}
