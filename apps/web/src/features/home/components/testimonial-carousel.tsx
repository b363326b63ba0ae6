import { CAROUSEL_LOCK_MS, type Testimonial } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Quote, Star } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { initials } from '@/lib/initials.ts';
import { useTestimonials } from '../api/get-testimonials.ts';
import '../home.css';

type Direction = 'next' | 'previous';

/** The section around the carousel: eyebrow, heading and `children`. */
function TestimonialsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-testimonials-title"
      aria-roledescription={t('testimonials.carousel')}
      className="overflow-hidden px-4 py-20 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
            {t('testimonials.eyebrow')}
          </p>
          <h2
            id="home-testimonials-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t('testimonials.title')}
          </h2>
        </div>
        {children}
      </div>
    </section>
  );
}

/**
 * Three-card testimonial carousel (docs/product.md#2-screens-and-routes and §9) with the testimonials of
 * `GET /api/testimonials`. While they load, card outlines hold the space; without any the
 * section is left out; when they cannot be loaded it says so and offers to try again.
 */
export function TestimonialCarousel() {
  const { t } = useTranslation('home');
  const query = useTestimonials();
  const items = query.data?.items;
  if (items && items.length === 0) return null;
  return (
    <TestimonialsSection>
      {items ? (
        <TestimonialSlides items={items} />
      ) : query.isError ? (
        <div role="alert" className="mx-auto mt-12 max-w-md text-center text-slate-700">
          <p>{t('testimonials.error')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('testimonials.retry')}
          </Button>
        </div>
      ) : (
        <div role="status" className="mt-12">
          <span className="sr-only">{t('testimonials.loading')}</span>
          <div aria-hidden="true" className="grid gap-6 sm:grid-cols-3 sm:gap-4 lg:gap-6">
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                className={clsx(
                  'h-64 animate-pulse rounded-3xl bg-slate-100',
                  i !== 1 && 'hidden sm:block',
                )}
              />
            ))}
          </div>
        </div>
      )}
    </TestimonialsSection>
  );
}

/**
 * The slides of the carousel. Previous/next arrows move one card and wrap around in both
 * directions; a move locks the controls for CAROUSEL_LOCK_MS (300 ms) so a quick second click
 * is ignored while the cards change. From `sm` all three cards show with the current one in
 * the middle; below `sm` only the current card shows, with dots to pick one. ArrowLeft/
 * ArrowRight work while focus is on the controls, and the current slide is announced
 * politely (WAI-ARIA carousel pattern).
 */
function TestimonialSlides({ items }: { items: Testimonial[] }) {
  const { t } = useTranslation('home');
  const total = items.length;
  const [current, setCurrent] = useState(0);
  const [direction, setDirection] = useState<Direction>('next');
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const goTo = (target: number, dir: Direction) => {
    if (locked.current || target === current) return;
    locked.current = true;
    unlockTimer.current = setTimeout(() => {
      locked.current = false;
    }, CAROUSEL_LOCK_MS);
    setDirection(dir);
    setCurrent(((target % total) + total) % total);
  };
  const next = () => goTo(current + 1, 'next');
  const previous = () => goTo(current - 1, 'previous');

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  };

  const currentName = items[current]?.name ?? '';
  const arrow =
    'flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm transition hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800';

  return (
    <>
      <div
        key={current}
        className="home-fade-in mt-12 grid items-center gap-6 sm:grid-cols-3 sm:gap-4 lg:gap-6"
        data-direction={direction}
        style={{ '--fade-duration': `${CAROUSEL_LOCK_MS}ms` } as CSSProperties}
      >
        {items.map((item, index) => {
          // 0 = current, 1 = next, total - 1 = previous: from `sm` the order puts the
          // current card in the middle.
          const offset = (index - current + total) % total;
          const isCurrent = offset === 0;
          const name = item.name;
          return (
            <div
              key={item.id}
              role="group"
              aria-roledescription={t('testimonials.slide')}
              aria-label={t('testimonials.slideLabel', { index: index + 1, total })}
              aria-current={isCurrent ? 'true' : undefined}
              className={clsx(
                'flex h-full flex-col rounded-3xl p-7 transition sm:p-5 lg:p-7',
                isCurrent
                  ? 'bg-brand-700 text-white shadow-2xl shadow-brand-700/30 sm:order-2 sm:scale-105'
                  : 'hidden bg-white text-slate-700 shadow-md ring-1 ring-slate-900/5 sm:flex',
                offset === 1 && 'sm:order-3',
                offset === total - 1 && 'sm:order-1',
              )}
            >
              <div className="flex items-center justify-between">
                <div
                  role="img"
                  aria-label={t('testimonials.rating', { rating: item.rating })}
                  className="flex gap-1"
                >
                  {Array.from({ length: 5 }, (_, star) => (
                    <Star
                      key={star}
                      aria-hidden="true"
                      className={clsx(
                        'size-5',
                        star < item.rating ? 'fill-accent-400 text-accent-400' : 'text-slate-300',
                      )}
                    />
                  ))}
                </div>
                <Quote
                  aria-hidden="true"
                  className={clsx('size-8', isCurrent ? 'text-brand-300' : 'text-brand-200')}
                />
              </div>
              <figure className="flex flex-1 flex-col">
                <blockquote className="mt-5 flex-1 text-base leading-relaxed">
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                      isCurrent ? 'bg-accent-400 text-brand-900' : 'bg-brand-100 text-brand-800',
                    )}
                  >
                    {initials(name, undefined)}
                  </span>
                  <span>
                    <span
                      className={clsx(
                        'block font-semibold',
                        isCurrent ? 'text-white' : 'text-slate-900',
                      )}
                    >
                      {name}
                    </span>
                    <span
                      className={clsx(
                        'block text-sm',
                        isCurrent ? 'text-brand-100' : 'text-slate-600',
                      )}
                    >
                      {item.role}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>

      <div className="mt-10 flex items-center justify-center gap-4" onKeyDown={onKeyDown}>
        <button
          type="button"
          onClick={previous}
          aria-label={t('testimonials.previous')}
          className={arrow}
        >
          <ChevronLeft className="size-6" aria-hidden="true" />
        </button>
        <div role="group" aria-label={t('testimonials.choose')} className="flex sm:hidden">
          {items.map((item, index) => (
            <button
              key={item.id}
              type="button"
              onClick={() => goTo(index, index < current ? 'previous' : 'next')}
              aria-label={t('testimonials.goTo', { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              className="flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'block h-2.5 rounded-full transition-all',
                  index === current ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-300',
                )}
              />
            </button>
          ))}
        </div>
        <button type="button" onClick={next} aria-label={t('testimonials.next')} className={arrow}>
          <ChevronRight className="size-6" aria-hidden="true" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {t('testimonials.status', { index: current + 1, total, name: currentName })}
      </p>
    </>
  );
}
