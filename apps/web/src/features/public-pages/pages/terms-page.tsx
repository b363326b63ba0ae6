import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { LegalDocument } from '../components/legal-document.tsx';
import { useMetaDescription } from '@/lib/use-meta-description.ts';

/**
 * The terms' sections in order: eligibility, accounts, mentor vetting, bookings and
 * cancellations, payments (none processed yet: docs/product.md#1213-payments "Payments"), conduct,
 * content, liability, termination, changes, contact.
 */
export const TERMS_SECTIONS = [
  'eligibility',
  'accounts',
  'vetting',
  'bookings',
  'payments',
  'conduct',
  'content',
  'liability',
  'termination',
  'changes',
  'contact',
] as const;

/**
 * /terms: the Terms of Use linked from sign-up, login and the footer (docs/product.md#11-fix
 * "Fix": Terms of Use opens /terms).
 */
export function TermsPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('terms.title'));
  useMetaDescription(t('terms.metaDescription'));
  return <LegalDocument doc="terms" sectionIds={TERMS_SECTIONS} />;
}
