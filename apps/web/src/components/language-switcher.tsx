import { isUiLanguage, UI_LANGUAGES } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/language.ts';
import { accountKey, useAccount } from '@/lib/session/account.ts';

/**
 * The language switcher (docs/product.md#15-languages): a labelled native select naming each
 * language in itself (English, Español, हिन्दी). Choosing one shows it at once, without a reload,
 * remembers it on this browser and, for a signed-in person, saves it in the account (then
 * other devices and the mails use it); a failed save is said under the select.
 * In the public top navigation (bar and small-screen menu) and the dashboards' top bar.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const { data: user } = useAccount();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const current = i18n.language;

  const onChange = (value: string) => {
    if (!isUiLanguage(value)) return;
    setFailed(false);
    chooseLanguage(value, Boolean(user)).then(
      () => {
        if (user) queryClient.setQueryData(accountKey, { ...user, language: value });
        void queryClient.invalidateQueries({ queryKey: ['settings', 'general'] });
      },
      () => setFailed(true),
    );
  };

  return (
    <div className={clsx('flex flex-col', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white py-1.5 pl-2 pr-7 text-sm text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        {UI_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {t('language.saveFailed')}
        </p>
      )}
    </div>
  );
}
