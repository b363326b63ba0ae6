import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';

/** Shown when the onboarding state could not be loaded: what happened and a way to retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col justify-center gap-4 px-5 py-10">
      <Banner tone="error">{t('errors.load')}</Banner>
      <Button variant="outline" onClick={onRetry} className="self-start">
        {t('errors.retry')}
      </Button>
    </main>
  );
}
