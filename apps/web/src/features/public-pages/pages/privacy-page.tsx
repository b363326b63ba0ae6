import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { usePublicConfig } from '@/lib/public-config.ts';
import { LegalDocument } from '../components/legal-document.tsx';
import { inlineLinkClass, RichText } from '../components/rich-text.tsx';
import { useMetaDescription } from '@/lib/use-meta-description.ts';

/**
 * The privacy policy's ten sections in order (docs/product.md#29-privacy "/privacy": who it applies
 * to, what is collected, use, sharing, rights, cookies, security, transfers, updates, contact).
 */
export const PRIVACY_SECTIONS = [
  'who',
  'collect',
  'use',
  'sharing',
  'rights',
  'cookies',
  'security',
  'transfers',
  'updates',
  'contact',
] as const;

/**
 * /privacy: the privacy policy, effective June 17, 2025 (docs/product.md#2-screens-and-routes, §9). The contact
 * section links to /contact and, once the public configuration has loaded, gives the
 * support address (`SUPPORT_EMAIL`).
 */
export function PrivacyPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('privacy.title'));
  useMetaDescription(t('privacy.metaDescription'));
  const { data: config } = usePublicConfig();
  const email = config?.supportEmail;
  return (
    <LegalDocument
      doc="privacy"
      sectionIds={PRIVACY_SECTIONS}
      sectionExtras={{
        contact: email ? (
          <p>
            <RichText
              i18nKey="privacy.supportEmail"
              values={{ email }}
              components={{ email: <a href={`mailto:${email}`} className={inlineLinkClass} /> }}
            />
          </p>
        ) : null,
      }}
    />
  );
}
