import { MARQUEE_LOOP_S } from '@pathwise/contracts';
import { Pause, Play } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_SIZE, LOGOS } from '../content/content.ts';
import { TaggedText } from './tagged-text.tsx';
import '../home.css';

/**
 * Trusted-by marquee (docs/product.md#2-screens-and-routes and §9): four company logos scrolling in an endless
 * 15 s loop, and the report claim (1.8 hours a day, 9.3 hours a week). The list is drawn
 * twice so the loop has no seam; the copy is hidden from assistive technology. Moving content
 * needs a way to stop it (WCAG 2.2.2), hence the pause button; hovering pauses it too, and
 * reduced motion shows the logos still (see `home.css`).
 */
export function LogoMarquee() {
  const { t } = useTranslation('home');
  const [paused, setPaused] = useState(false);
  const list = (copy: boolean) => (
    <ul
      aria-hidden={copy || undefined}
      className="flex shrink-0 items-center gap-12 px-6 sm:gap-20 sm:px-10"
    >
      {LOGOS.map((logo) => (
        <li key={logo.name} className="shrink-0">
          <img
            src={logo.src}
            alt={copy ? '' : logo.name}
            {...LOGO_SIZE}
            loading="lazy"
            decoding="async"
            className="h-9 w-auto opacity-80 sm:h-10"
          />
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="home-trusted-title" className="border-y border-slate-100 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex items-center justify-center gap-3">
          <h2
            id="home-trusted-title"
            className="text-center text-sm font-semibold uppercase tracking-widest text-slate-600"
          >
            {t('trusted.title')}
          </h2>
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t('trusted.play') : t('trusted.pause')}
            title={paused ? t('trusted.play') : t('trusted.pause')}
            className="flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 motion-reduce:hidden"
          >
            {paused ? (
              <Play className="size-4" aria-hidden="true" />
            ) : (
              <Pause className="size-4" aria-hidden="true" />
            )}
          </button>
        </div>
        <div
          className="home-marquee-viewport mt-8 overflow-hidden"
          data-paused={paused}
          style={{ '--marquee-duration': `${MARQUEE_LOOP_S}s` } as CSSProperties}
        >
          <div className="home-marquee-track flex w-max">
            {list(false)}
            {list(true)}
          </div>
        </div>
        <p className="mx-auto mt-10 max-w-2xl text-center text-base leading-relaxed text-slate-600">
          <TaggedText
            text={t('trusted.claim')}
            components={{ strong: <strong className="font-semibold text-brand-800" /> }}
          />
        </p>
      </div>
    </section>
  );
}
