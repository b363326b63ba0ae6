import { BIO_DOMAINS, BIO_ROLES } from '@pathwise/contracts';
import type { ChangeEvent } from 'react';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { SelectField } from '@/components/ui/select-field.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../lib/use-wizard-step.ts';

type BioRole = (typeof BIO_ROLES)[number];
type BioDomain = (typeof BIO_DOMAINS)[number];

interface BioForm {
  firstName: string;
  lastName: string;
  email: string;
  location: string;
  institution: string;
  role: BioRole | '';
  domain: BioDomain | '';
}

/** "Ada King Lovelace" → first "Ada", last "King Lovelace": a head start from the sign-up name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * /bio-step "Your Bio" (docs/product.md#32-onboarding-answers "Bio"): first and last name, email, location,
 * institution, role (student, postgraduate, professional) and domain (architecture,
 * engineering, design). Names and email are prefilled from the account the first time; only
 * the names are required.
 */
export function BioPage() {
  const { data: user } = useAccount();
  const step = useWizardStep({
    key: 'bio',
    initial: (saved): BioForm => ({
      ...(saved
        ? { firstName: saved.firstName, lastName: saved.lastName }
        : splitName(user?.name ?? '')),
      email: saved ? (saved.email ?? '') : (user?.email ?? ''),
      location: saved?.location ?? '',
      institution: saved?.institution ?? '',
      role: saved?.role ?? '',
      domain: saved?.domain ?? '',
    }),
    toAnswers: (form: BioForm) => ({
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email.trim(),
      location: form.location,
      institution: form.institution,
      role: form.role || undefined,
      domain: form.domain || undefined,
    }),
  });
  const { t, form, errors } = step;
  const text = (field: 'firstName' | 'lastName' | 'email' | 'location' | 'institution') => ({
    value: form[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      step.setForm((previous) => ({ ...previous, [field]: value }));
      step.clearError(field);
    },
  });
  return (
    <WizardFrame {...step.frame} stepKey="bio" title={t('bio.title')} intro={t('bio.intro')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('bio.firstName')}
          autoComplete="given-name"
          required
          {...text('firstName')}
        />
        <TextField
          label={t('bio.lastName')}
          autoComplete="family-name"
          required
          {...text('lastName')}
        />
        <TextField
          label={t('bio.email')}
          type="email"
          autoComplete="email"
          hint={t('bio.optional')}
          className="sm:col-span-2"
          {...text('email')}
        />
        <TextField
          label={t('bio.location')}
          autoComplete="address-level2"
          hint={t('bio.optional')}
          {...text('location')}
        />
        <TextField
          label={t('bio.institution')}
          autoComplete="organization"
          hint={t('bio.optional')}
          {...text('institution')}
        />
        <SelectField
          label={t('bio.role')}
          value={form.role}
          placeholder={t('bio.choose')}
          options={BIO_ROLES.map((value) => ({ value, label: t(`bio.roles.${value}`) }))}
          onChange={(role) => step.setForm((previous) => ({ ...previous, role }))}
          error={errors.role}
          hint={t('bio.optional')}
        />
        <SelectField
          label={t('bio.domain')}
          value={form.domain}
          placeholder={t('bio.choose')}
          options={BIO_DOMAINS.map((value) => ({ value, label: t(`bio.domains.${value}`) }))}
          onChange={(domain) => step.setForm((previous) => ({ ...previous, domain }))}
          error={errors.domain}
          hint={t('bio.optional')}
        />
      </div>
    </WizardFrame>
  );
}
