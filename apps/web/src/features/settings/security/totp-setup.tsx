import { TotpCode, type TotpSetup as Setup } from '@pathwise/contracts';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useEnableTotp } from '../api/security-api.ts';

const CodeForm = z.object({ otp: TotpCode });

/** The Base32 key in groups of four, as authenticator apps show and accept it. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Turning TOTP on: the QR code of the new secret (an image the server drew, shown in an
 * `<img>`), the key as text for apps that cannot scan, and the code that proves the app has
 * it. On success `onEnabled` receives the first recovery codes.
 */
export function TotpSetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings', { keyPrefix: 'security.twoFactor.setup' });
  const { t: tt } = useTranslation('settings', { keyPrefix: 'security.twoFactor' });
  const enable = useEnableTotp();
  const [copied, setCopied] = useState(false);
  const form = useContractForm(CodeForm, {
    defaultValues: { otp: '' },
    message: () => t('codeError'),
    serverField: (type) => (type === 'user_invalid_otp' ? 'otp' : undefined),
  });

  const onSubmit = async ({ otp }: { otp: string }) => {
    try {
      const { recoveryCodes } = await enable.mutateAsync({ otp });
      onEnabled(recoveryCodes);
    } catch (err) {
      if (!isApiError(err, 'user_invalid_otp') || !form.serverError(err, t('wrongCode'))) {
        form.setError('otp', { type: 'server', message: tt('failed') }, { shouldFocus: true });
      }
    }
  };

  const copy = async () => {
    await navigator.clipboard.writeText(setup.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <div className="flex flex-col gap-5 rounded-xl border border-slate-200 p-4">
      <div>
        <h4 className="text-sm font-semibold text-slate-900">{t('scanTitle')}</h4>
        <img
          src={setup.qrCode}
          alt={t('qrAlt')}
          width={192}
          height={192}
          className="mt-3 size-48 rounded-lg border border-slate-200 bg-white"
        />
      </div>
      <div>
        <p className="text-sm text-slate-700">{t('keyTitle')}</p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label={t('keyLabel')}
            readOnly
            value={grouped(setup.secret)}
            className="sm:w-96 [&_input]:font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy className="size-4" aria-hidden="true" />
            {t('copyKey')}
          </Button>
        </div>
        <p aria-live="polite" className="mt-1 text-sm text-slate-700">
          {copied ? tt('codes.copied') : ''}
        </p>
      </div>
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
        <h4 className="text-sm font-semibold text-slate-900">{t('codeTitle')}</h4>
        <Field
          name="otp"
          label={t('codeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          className="sm:w-64"
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('submitting') : t('submit')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
