import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * "By … you agree to our Terms of Use and Privacy Policy" (docs/product.md#211-login "/login",
 * "/signup"), linking /terms and /privacy (docs/product.md#1110-buttons-that-do-something: Terms of Use opens /terms).
 */
export function LegalNote({ mode }: { mode: 'login' | 'signup' }) {
  const { t } = useTranslation('auth');
  return (
    <p className="mt-8 text-center text-xs leading-relaxed text-slate-600">
      <Trans
        t={t}
        i18nKey={mode === 'login' ? 'legal.login' : 'legal.signup'}
        components={{
          terms: <Link to="/terms" className={linkClass} />,
          privacy: <Link to="/privacy" className={linkClass} />,
        }}
      />
    </p>
  );
}
