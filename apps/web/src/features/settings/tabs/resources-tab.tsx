import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  { key: 'guidelines', to: '/mentor-guidelines' },
  { key: 'faq', to: '/faq' },
  { key: 'resources', to: '/resources' },
  { key: 'contact', to: '/contact' },
] as const;

/** Settings → Additional Resources (mentors): mentor guidelines, FAQ, resources, contact. */
export default function ResourcesTab() {
  const { t } = useTranslation('settings', { keyPrefix: 'resources' });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {LINKS.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              className="group flex h-full flex-col rounded-xl border border-slate-200 p-4 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900 group-hover:text-brand-800">
                {t(`${link.key}.title`)}
                <ArrowRight className="size-4" aria-hidden="true" />
              </span>
              <span className="mt-1 text-sm text-slate-600">{t(`${link.key}.body`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
