import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ContactCards } from '../components/contact-cards.tsx';
import { ContactForm } from '../components/contact-form.tsx';

/**
 * /contact (docs/product.md#26-contact "/contact"): a hero, the email and Help Center cards, and the
 * contact form.
 */
export function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'));
  return (
    <main aria-labelledby="contact-title">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="contact-title"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-950 sm:text-5xl"
          >
            {t('hero.heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-7 text-slate-700 sm:text-lg">
            {t('hero.lead')}
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:items-start lg:px-8 lg:py-16">
        <ContactCards />
        <ContactForm />
      </div>
    </main>
  );
}
