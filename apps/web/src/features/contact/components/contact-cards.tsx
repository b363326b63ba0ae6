import { ArrowRight, LifeBuoy, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '@/lib/public-config.ts';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-950">{title}</h2>
      {children}
    </section>
  );
}

const cardLink =
  'mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline';

/**
 * The two cards beside the form (docs/product.md#26-contact "/contact"): an email card that opens the
 * visitor's mail client to the support address (`GET /api/config`'s `supportEmail`), and a
 * Help Center card linking to /faq.
 */
export function ContactCards() {
  const { t } = useTranslation('contact');
  const config = usePublicConfig();
  const address = config.data?.supportEmail;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
      <Card icon={<Mail className="size-6" aria-hidden="true" />} title={t('email.title')}>
        <p className="mt-2 text-sm leading-6 text-slate-700">{t('email.body')}</p>
        {address ? (
          <a href={`mailto:${address}`} className={`${cardLink} break-all`}>
            {address}
            <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
          </a>
        ) : config.isError ? (
          <p className="mt-4 text-sm text-slate-700">{t('email.unavailable')}</p>
        ) : (
          <p className="mt-4 h-5 w-48 animate-pulse rounded bg-slate-200" aria-hidden="true" />
        )}
      </Card>
      <Card icon={<LifeBuoy className="size-6" aria-hidden="true" />} title={t('help.title')}>
        <p className="mt-2 text-sm leading-6 text-slate-700">{t('help.body')}</p>
        <Link to="/faq" className={cardLink}>
          {t('help.link')}
          <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
        </Link>
      </Card>
    </div>
  );
}
