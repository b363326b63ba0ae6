import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Change your password": until it can be changed in Settings, the reset link by mail does it. */
export function PasswordResetLink() {
  const { t } = useTranslation('settings');
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">{t('later.resetTitle')}</h3>
      <p className="mt-1">{t('later.resetBody')}</p>
      <Link
        to="/forgot-password"
        className="mt-3 inline-flex items-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('later.resetLink')}
      </Link>
    </div>
  );
}
