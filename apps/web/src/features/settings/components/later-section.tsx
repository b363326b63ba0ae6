import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A tab filled by the account security work (Security & Two-Factor
 * Authentication): what it will hold, and the password reset that works today.
 */
export function LaterSection({ tab }: { tab: 'security' }) {
  const { t } = useTranslation('settings');
  const items = t(`${tab}.items`, { returnObjects: true }) as string[];
  return (
    <div className="flex flex-col gap-4 text-sm text-slate-700">
      <p>{t(`${tab}.intro`)}</p>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <h3 className="font-semibold text-slate-900">{t('later.resetTitle')}</h3>
        <p className="mt-1">{t('later.resetBody')}</p>
        <Link
          to="/forgot-password"
          className="mt-3 inline-flex items-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('later.resetLink')}
        </Link>
      </div>
    </div>
  );
}
