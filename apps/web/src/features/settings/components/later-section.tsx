import { useTranslation } from 'react-i18next';
import { PasswordResetLink } from './password-reset-link.tsx';

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
      <PasswordResetLink />
    </div>
  );
}
