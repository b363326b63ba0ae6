import { Copy, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';

/**
 * A new set of recovery codes, shown once (the server keeps only their hashes): the list,
 * Copy, Download (a text file) and "I have saved my codes", which hides them for good.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('settings', { keyPrefix: 'security.twoFactor.codes' });
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const download = useMemo(() => {
    const text = [t('fileIntro', { site: window.location.host }), '', ...codes, ''].join('\n');
    return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  }, [codes, t]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <h4 id="recovery-codes-title" className="text-sm font-semibold text-slate-900">
        {t('title')}
      </h4>
      <Banner tone="info">{t('intro')}</Banner>
      <ol
        aria-label={t('listLabel')}
        className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {t('copy')}
        </Button>
        <a
          href={download}
          download="recovery-codes.txt"
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Download className="size-4" aria-hidden="true" />
          {t('download')}
        </a>
        <p aria-live="polite" className="text-sm text-slate-700">
          {copied === 'yes' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
        </p>
      </div>
      <div>
        <Button onClick={onDone}>{t('done')}</Button>
      </div>
    </section>
  );
}
