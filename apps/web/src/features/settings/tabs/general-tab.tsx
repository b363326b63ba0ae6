import { UI_LANGUAGES, UpdateGeneralSettings, type GeneralSettings } from '@pathwise/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field.tsx';
import { useContractForm } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { allTimeZones, TimeZoneField } from '@/components/ui/time-zone-field.tsx';
import { browserTimeZone } from '@/lib/time-zone.ts';
import { useSaveSettings, useSettings } from '../api/settings-api.ts';
import { SectionForm, SectionQuery } from '../components/section-form.tsx';

/**
 * Settings → General: display name, time zone (session times are shown in it),
 * the account email read-only (Password & Privacy changes it) and the interface
 * language (docs/product.md#15-languages: saved, the page switches to it and the mails use it).
 * `PUT /api/settings/general`.
 */
export default function GeneralTab() {
  const query = useSettings('general');
  return <SectionQuery query={query}>{(saved) => <GeneralForm saved={saved} />}</SectionQuery>;
}

function GeneralForm({ saved }: { saved: GeneralSettings }) {
  const { t } = useTranslation('settings', { keyPrefix: 'general' });
  const zones = useMemo(() => allTimeZones(), []);
  const save = useSaveSettings('general');
  const detected = saved.timeZone === null;
  const form = useContractForm(UpdateGeneralSettings, {
    defaultValues: {
      name: saved.name,
      timeZone: saved.timeZone ?? browserTimeZone(),
      language: saved.language,
    },
    message: (field, code) => {
      if (field === 'name') {
        if (code === 'custom') return t('errors.nameInvisible');
        return code === 'too_big' ? t('errors.nameLong') : t('errors.name');
      }
      if (field === 'timeZone') return t('errors.timeZone');
      return undefined;
    },
  });
  return (
    <SectionForm
      form={form}
      labels={{ name: t('name'), timeZone: t('timeZone'), language: t('language') }}
      onSave={async (values) => {
        const next = await save.mutateAsync(values);
        return {
          name: next.name,
          timeZone: next.timeZone ?? values.timeZone,
          language: next.language,
        };
      }}
    >
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <Field name="name" label={t('name')} autoComplete="name" className="max-w-md" />
      <TimeZoneField
        name="timeZone"
        label={t('timeZone')}
        hint={detected ? `${t('timeZoneDetected')} ${t('timeZoneHint')}` : t('timeZoneHint')}
        zones={zones}
      />
      <TextField
        label={t('email')}
        value={saved.email}
        readOnly
        hint={t('emailHint')}
        className="max-w-md"
        type="email"
      />
      <SelectField
        label={t('language')}
        value={form.watch('language')}
        options={UI_LANGUAGES.map((language) => ({
          value: language,
          label: t(`languages.${language}`),
        }))}
        onChange={(value) => {
          if (value) form.setValue('language', value, { shouldDirty: true });
        }}
        hint={t('languageHint')}
        className="max-w-md"
      />
    </SectionForm>
  );
}
