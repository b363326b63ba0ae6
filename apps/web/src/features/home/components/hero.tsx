import { ArrowRight, BadgeCheck, CalendarCheck, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignUpOrLandingPath } from '@/lib/session/landing.ts';
import { HERO_PHOTOS, PORTRAIT_SIZE } from '../content/content.ts';
import { FallbackImage } from './fallback-image.tsx';
import { TaggedText } from './tagged-text.tsx';

/**
 * Home hero (docs/product.md#2-screens-and-routes): headline, sub-headline, the 'Search for {product}' button to
 * /signup (for a signed-in person: where a login would take them) and three lazily loaded photos that fall back to an 'Image' tile.
 */
export function Hero() {
  const { t } = useTranslation('home');
  const start = useSignUpOrLandingPath();
  const [first, second, third] = HERO_PHOTOS;
  const photo = 'h-full w-full rounded-3xl object-cover shadow-xl shadow-brand-900/10';
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-40 size-[32rem] rounded-full bg-brand-200/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-40 top-64 size-80 rounded-full bg-accent-400/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm">
            <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl xl:text-[3.5rem] xl:leading-[1.1]"
          >
            <TaggedText
              text={t('hero.title')}
              components={{ accent: <span className="text-brand-700" /> }}
            />
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
            {t('hero.subtitle')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Link
              to={start}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-700/25 transition hover:bg-brand-800"
            >
              <Search className="size-5" aria-hidden="true" />
              {t('hero.cta')}
            </Link>
            <a
              href="#home-features"
              className="inline-flex items-center justify-center gap-2 rounded-xl px-6 py-3.5 text-base font-semibold text-brand-800 transition hover:bg-brand-50"
            >
              {t('hero.secondary')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </a>
          </div>
        </div>

        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div className="grid grid-cols-2 gap-4 sm:gap-5">
            <div className="row-span-2 pt-10">
              <FallbackImage
                src={first.src}
                alt={t(first.altKey)}
                {...PORTRAIT_SIZE}
                className={photo}
              />
            </div>
            <FallbackImage
              src={second.src}
              alt={t(second.altKey)}
              {...PORTRAIT_SIZE}
              className={`${photo} aspect-square`}
            />
            <FallbackImage
              src={third.src}
              alt={t(third.altKey)}
              {...PORTRAIT_SIZE}
              className={`${photo} aspect-square`}
            />
          </div>
          <div className="absolute -left-2 bottom-6 flex items-center gap-3 rounded-2xl bg-white/95 px-4 py-3 shadow-lg ring-1 ring-slate-900/5 sm:-left-8">
            <span className="flex size-10 items-center justify-center rounded-full bg-green-100 text-green-700">
              <BadgeCheck className="size-5" aria-hidden="true" />
            </span>
            <span className="text-sm">
              <span className="block font-bold text-slate-900">{t('hero.badgeVetted')}</span>
              <span className="block text-slate-600">{t('hero.badgeVettedDetail')}</span>
            </span>
          </div>
          <div className="absolute -left-2 -top-4 hidden items-center gap-3 rounded-2xl bg-white/95 px-4 py-3 shadow-lg ring-1 ring-slate-900/5 sm:-left-8 sm:flex">
            <span className="flex size-10 items-center justify-center rounded-full bg-accent-400/25 text-amber-700">
              <CalendarCheck className="size-5" aria-hidden="true" />
            </span>
            <span className="text-sm">
              <span className="block font-bold text-slate-900">{t('hero.badgeSessions')}</span>
              <span className="block text-slate-600">{t('hero.badgeSessionsDetail')}</span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
