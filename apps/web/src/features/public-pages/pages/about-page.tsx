import {
  ArrowRight,
  BadgeCheck,
  Briefcase,
  GraduationCap,
  HeartHandshake,
  Languages,
  Target,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useMetaDescription } from '@/lib/use-meta-description.ts';

const AUDIENCE: { key: string; icon: LucideIcon }[] = [
  { key: 'students', icon: GraduationCap },
  { key: 'professionals', icon: Briefcase },
  { key: 'mentors', icon: HeartHandshake },
];

const DIFFERENT: { key: string; icon: LucideIcon }[] = [
  { key: 'vetted', icon: BadgeCheck },
  { key: 'goals', icon: Target },
  { key: 'progress', icon: TrendingUp },
  { key: 'inclusive', icon: Languages },
];

/** The founders shown in the team section; names, roles and bios are in the catalogue. */
const TEAM = [
  {
    key: 'ifeoma',
    // The drawing keeps the file name of an earlier draft of the team.
    portrait: '/images/public/team-ifeoma-nwosu.svg',
    profile: 'https://www.linkedin.com/in/ifeoma-nwosu-pathwise/',
  },
  {
    key: 'daniel',
    portrait: '/images/public/team-daniel-reyes.svg',
    profile: 'https://www.linkedin.com/in/daniel-reyes-pathwise/',
  },
] as const;

const LINKEDIN_PATH =
  'M20.45 20.45h-3.55v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z';

const sectionHeading = 'text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl';

/**
 * /about (docs/product.md#28-about "/about"): hero, vision, why we exist, who it is for (students,
 * young professionals, mentors), what makes us different, the team, and a closing call to
 * action. The top navigation hides its search and auth area here, so the page carries its
 * own links to sign up and to the mentor directory.
 */
export function AboutPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('about.title'));
  useMetaDescription(t('about.metaDescription'));
  const paragraphs = t('about.why.paragraphs', { returnObjects: true });
  const why = Array.isArray(paragraphs) ? paragraphs.filter((p) => typeof p === 'string') : [];

  return (
    <main aria-labelledby="about-title">
      <section className="overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8 lg:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {t('about.hero.eyebrow')}
            </p>
            <h1
              id="about-title"
              className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-950 sm:text-5xl"
            >
              {t('about.hero.heading')}
            </h1>
            <p className="mt-5 max-w-xl text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
              {t('about.hero.lead')}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                to="/mentors"
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t('about.hero.primaryCta')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link
                to="/signup"
                className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {t('about.hero.secondaryCta')}
              </Link>
            </div>
          </div>
          <img
            src="/images/public/about-path.svg"
            alt=""
            width={480}
            height={400}
            className="mx-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.4fr] lg:gap-16 lg:px-8">
        <section
          aria-labelledby="about-vision"
          className="self-start rounded-2xl bg-slate-950 p-6 text-white sm:p-8"
        >
          <h2
            id="about-vision"
            className="text-sm font-semibold uppercase tracking-wider text-brand-200"
          >
            {t('about.vision.heading')}
          </h2>
          <p className="mt-4 text-lg font-semibold leading-8 sm:text-xl sm:leading-9">
            {t('about.vision.body')}
          </p>
        </section>
        <section aria-labelledby="about-why">
          <h2 id="about-why" className={sectionHeading}>
            {t('about.why.heading')}
          </h2>
          <div className="mt-5 max-w-prose space-y-4 text-base leading-7 text-slate-700">
            {why.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
      </div>

      <section aria-labelledby="about-audience" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="about-audience" className={sectionHeading}>
            {t('about.audience.heading')}
          </h2>
          <p className="mt-3 max-w-2xl text-base leading-7 text-slate-700">
            {t('about.audience.lead')}
          </p>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {AUDIENCE.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-950">
                  {t(`about.audience.${key}.title`)}
                </h3>
                <p className="mt-2 text-base leading-7 text-slate-700">
                  {t(`about.audience.${key}.body`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="about-different"
        className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
      >
        <h2 id="about-different" className={sectionHeading}>
          {t('about.different.heading')}
        </h2>
        <ul className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2">
          {DIFFERENT.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-400/25 text-amber-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-950">
                  {t(`about.different.items.${key}.title`)}
                </h3>
                <p className="mt-1 text-base leading-7 text-slate-700">
                  {t(`about.different.items.${key}.body`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="about-team" className={sectionHeading}>
            {t('about.team.heading')}
          </h2>
          <p className="mt-3 max-w-2xl text-base leading-7 text-slate-700">
            {t('about.team.lead')}
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {TEAM.map((member) => {
              const name = t(`about.team.members.${member.key}.name`);
              return (
                <li
                  key={member.key}
                  className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start"
                >
                  <img
                    src={member.portrait}
                    alt={t('about.team.portraitAlt', { name })}
                    width={112}
                    height={112}
                    loading="lazy"
                    className="size-24 shrink-0 rounded-full sm:size-28"
                  />
                  <div>
                    <h3 className="text-lg font-semibold text-slate-950">{name}</h3>
                    <p className="text-sm font-medium text-brand-700">
                      {t(`about.team.members.${member.key}.role`)}
                    </p>
                    <p className="mt-3 text-base leading-7 text-slate-700">
                      {t(`about.team.members.${member.key}.bio`)}
                    </p>
                    <a
                      href={member.profile}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-4 inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-brand-300 hover:text-brand-800"
                    >
                      <svg
                        viewBox="0 0 24 24"
                        className="size-4 text-[#0a66c2]"
                        aria-hidden="true"
                        fill="currentColor"
                      >
                        <path d={LINKEDIN_PATH} />
                      </svg>
                      {t('about.team.profileLink', { name })}
                      <span className="sr-only"> {t('opensInNewTab')}</span>
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="about-closing"
        className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
      >
        <div className="rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12 sm:py-14">
          <h2 id="about-closing" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('about.closing.heading')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-base leading-7 text-brand-100">
            {t('about.closing.body')}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/signup"
              className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              {t('about.closing.cta')}
            </Link>
            <Link
              to="/faq"
              className="inline-flex items-center justify-center rounded-lg border border-brand-200/60 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('about.closing.faq')}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
