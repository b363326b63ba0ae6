import { useTranslation } from 'react-i18next';
import { useAccount } from '@/lib/session/account.ts';
import { useSettings } from '../api/settings-api.ts';
import { BlockedPeople } from '../components/blocked-people.tsx';
import { MemberListVisibility } from '../components/member-list-visibility.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { SectionQuery } from '../components/section-form.tsx';
import { SettingsSection } from '../components/settings-section.tsx';
import { DeleteAccount } from '../your-data/delete-account.tsx';
import { DownloadData } from '../your-data/download-data.tsx';

/**
 * Settings → Password & Privacy (docs/product.md#1115-settings-that-save,
 * docs/product.md#74-your-data), in this order: change password and change email, whether
 * circle member lists show the person's name, the people they blocked
 * (docs/product.md#1214-blocking), download your data, delete account.
 */
export default function PasswordTab() {
  const { t } = useTranslation('settings');
  const community = useSettings('community');
  const { data: user } = useAccount();
  return (
    <div className="flex flex-col gap-10">
      <PasswordForm />
      {user && <EmailForm current={user.email} />}
      <SettingsSection title={t('privacy.title')}>
        <div className="mt-3">
          <SectionQuery query={community} rows={1}>
            {(saved) => <MemberListVisibility saved={saved} />}
          </SectionQuery>
        </div>
      </SettingsSection>
      <BlockedPeople />
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}
