import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../api/settings-api.ts';
import { MemberListVisibility } from '../components/member-list-visibility.tsx';
import { SectionQuery } from '../components/section-form.tsx';
import { DeleteAccount } from '../data/delete-account.tsx';
import { DownloadData } from '../data/download-data.tsx';

/**
 * Settings → Password & Privacy (docs/product.md#1115-settings-that-save,
 * docs/product.md#74-your-data), in this order: change password and change email, whether
 * circle member lists show the person's name, download your data, delete account.
 */
export default function PasswordTab() {
  const { t } = useTranslation('settings');
  const community = useSettings('community');
  return (
    <div className="flex flex-col gap-10">
      {/*
        CHANGE PASSWORD + CHANGE EMAIL (the lead's forms, issue 20): replace this section with
        the two forms, in that order (PATCH /api/account/password, PATCH /api/account/email).
      */}
      <section aria-labelledby="settings-password-reset">
        <h3 id="settings-password-reset" className="text-base font-semibold text-slate-900">
          {t('later.resetTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t('later.resetBody')}</p>
        <Link
          to="/forgot-password"
          className="mt-3 inline-flex items-center rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('later.resetLink')}
        </Link>
      </section>
      <section aria-labelledby="settings-privacy">
        <h3 id="settings-privacy" className="mb-3 text-base font-semibold text-slate-900">
          {t('privacy.title')}
        </h3>
        <SectionQuery query={community} rows={1}>
          {(saved) => <MemberListVisibility saved={saved} />}
        </SectionQuery>
      </section>
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}
