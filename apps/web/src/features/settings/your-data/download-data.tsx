import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { SettingsSection } from '../components/settings-section.tsx';
import { useDownloadExport } from './data-api.ts';

/**
 * "Download your data" (docs/product.md#74-your-data): the ZIP of everything held about the
 * person, saved by the browser; a large account's link comes by mail instead.
 */
export function DownloadData() {
  const { t } = useTranslation('settings', { keyPrefix: 'data' });
  const download = useDownloadExport();
  return (
    <SettingsSection title={t('downloadTitle')} intro={t('downloadBody')}>
      <div aria-live="polite">
        {download.data && (
          <Banner tone="success" className="mt-3">
            {download.data.kind === 'mailed' ? t('mailed') : t('downloaded')}
          </Banner>
        )}
        {download.isError && (
          <Banner tone="error" className="mt-3">
            {isApiError(download.error, 'general_rate_limit_exceeded')
              ? t('tooMany')
              : t('downloadFailed')}
          </Banner>
        )}
      </div>
      <Button
        variant="outline"
        className="mt-3 w-fit"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('downloading') : t('download')}
      </Button>
    </SettingsSection>
  );
}
