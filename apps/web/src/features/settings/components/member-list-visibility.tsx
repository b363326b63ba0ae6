import { UpdateCommunitySettings, type CommunitySettings } from '@pathwise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '@/components/ui/form.tsx';
import { useSaveSettings } from '../api/settings-api.ts';
import { SectionForm } from './section-form.tsx';

/**
 * "Show my name in circle member lists" (`PUT /api/settings/community`,
 * docs/product.md#1115-settings-that-save): in Settings → Community and Password & Privacy,
 * both on the one saved setting.
 */
export function MemberListVisibility({ saved }: { saved: CommunitySettings }) {
  const { t } = useTranslation('settings', { keyPrefix: 'community' });
  const save = useSaveSettings('community');
  const form = useContractForm(UpdateCommunitySettings, {
    defaultValues: { showInMemberLists: saved.showInMemberLists },
  });
  const id = useId();
  const shown = form.watch('showInMemberLists');
  return (
    <SectionForm
      form={form}
      labels={{ showInMemberLists: t('visibility') }}
      onSave={async (values) => ({
        showInMemberLists: (await save.mutateAsync(values)).showInMemberLists,
      })}
    >
      <label htmlFor={id} className="flex items-start gap-3 text-sm text-slate-900">
        <input
          id={id}
          type="checkbox"
          checked={shown}
          onChange={(event) =>
            form.setValue('showInMemberLists', event.target.checked, { shouldDirty: true })
          }
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <span>
          <span className="font-medium">{t('visibility')}</span>
          <span id={`${id}-hint`} className="mt-0.5 block text-xs text-slate-600">
            {t('visibilityHint')}
          </span>
        </span>
      </label>
    </SectionForm>
  );
}
