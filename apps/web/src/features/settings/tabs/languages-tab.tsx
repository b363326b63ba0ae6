import { MENTOR_LANGUAGES, UpdateLanguagesSettings } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '@/components/ui/form.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { useSaveSettings, useSettings } from '../api/settings-api.ts';
import { CheckboxGroup } from '../components/choice-fields.tsx';
import { SectionForm, SectionQuery } from '../components/section-form.tsx';

/**
 * Settings → Languages: the languages a mentor mentors in (the directory's Language
 * filter reads them at once) or a mentee wants to be mentored in. `PUT /api/settings/languages`.
 */
export default function LanguagesTab() {
  const query = useSettings('languages');
  return (
    <SectionQuery query={query}>
      {(saved) => <LanguagesForm languages={saved.languages} />}
    </SectionQuery>
  );
}

function LanguagesForm({ languages }: { languages: UpdateLanguagesSettings['languages'] }) {
  const { t } = useTranslation(['settings', 'mentors']);
  const mentor = useAccount().data?.role === 'mentor';
  const save = useSaveSettings('languages');
  const form = useContractForm(UpdateLanguagesSettings, {
    defaultValues: { languages },
    message: (_field, code) =>
      code === 'too_small' ? t('languages.errors.none') : t('languages.errors.invalid'),
  });
  const label = mentor ? t('languages.mentorLegend') : t('languages.menteeLegend');
  return (
    <SectionForm
      form={form}
      labels={{ languages: label }}
      onSave={async (values) => ({ languages: (await save.mutateAsync(values)).languages })}
    >
      <CheckboxGroup
        name="languages"
        legend={label}
        hint={mentor ? t('languages.mentorHint') : t('languages.menteeHint')}
        options={MENTOR_LANGUAGES.map((code) => ({
          value: code,
          label: t(`mentors:languages.${code}`),
        }))}
      />
    </SectionForm>
  );
}
