import { clsx } from 'clsx';
import { BadgeCheck, Languages, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FEATURE_SIZE, FEATURES } from '../content/content.ts';
import { useReveal } from '../lib/use-reveal.ts';
import { FallbackImage } from './fallback-image.tsx';

const ICONS = { multilingual: Languages, coaches: Users, selection: BadgeCheck } as const;

function FeatureRow({ feature, index }: { feature: (typeof FEATURES)[number]; index: number }) {
  const { t } = useTranslation('home');
  const [ref, revealed] = useReveal<HTMLDivElement>();
  const Icon = ICONS[feature.key];
  return (
    <li className="grid items-center gap-8 md:grid-cols-2 md:gap-16">
      <div
        ref={ref}
        className={clsx(
          'transition duration-700 ease-out',
          index % 2 === 1 && 'md:order-2',
          revealed ? 'translate-y-0 opacity-100' : 'translate-y-10 opacity-0',
        )}
      >
        <FallbackImage
          src={feature.src}
          alt={t(`features.${feature.key}.alt`)}
          {...FEATURE_SIZE}
          className="h-auto w-full rounded-3xl shadow-lg shadow-brand-900/5"
        />
      </div>
      <div>
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h3 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
          {t(`features.${feature.key}.title`)}
        </h3>
        <p className="mt-3 text-lg leading-relaxed text-slate-600">
          {t(`features.${feature.key}.body`)}
        </p>
      </div>
    </li>
  );
}

/**
 * Feature showcase (docs/product.md#2-screens-and-routes): multilingual support, expert coaches and rigorous
 * selection (vetted mentors with at least 10 years of experience, §1). Each illustration
 * slides in the first time it scrolls into view ({@link useReveal}).
 */
export function FeatureShowcase() {
  const { t } = useTranslation('home');
  return (
    <section
      id="home-features"
      aria-labelledby="home-features-title"
      className="scroll-mt-20 px-4 py-20 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
            {t('features.eyebrow')}
          </p>
          <h2
            id="home-features-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t('features.title')}
          </h2>
        </div>
        <ul className="mt-16 space-y-20">
          {FEATURES.map((feature, index) => (
            <FeatureRow key={feature.key} feature={feature} index={index} />
          ))}
        </ul>
      </div>
    </section>
  );
}
