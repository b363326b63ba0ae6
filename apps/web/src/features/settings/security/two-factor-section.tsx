import type { TotpSetup } from '@pathwise/contracts';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import {
  useCreateTotp,
  useDisableTotp,
  useMfaFactors,
  useRegenerateRecoveryCodes,
} from '../api/security-api.ts';
import { SectionQuery } from '../components/section-form.tsx';
import { CodeDialog } from './code-dialog.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { SecuritySection, type SectionMessage } from './security-section.tsx';
import { TotpSetupForm } from './totp-setup.tsx';

/**
 * Settings → Security, two-factor authentication (ADR 0018): turn it on (QR code, key, a
 * code), the recovery codes shown once, new recovery codes, turn it off (with a code or a
 * recovery code). Each change asks for a code in a confirmation dialog first.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('settings', { keyPrefix: 'security.twoFactor' });
  const factors = useMfaFactors();
  const create = useCreateTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'off' | 'regenerate' | null>(null);
  const [message, setMessage] = useState<SectionMessage | null>(null);

  const start = () => {
    setMessage(null);
    create.mutate(undefined, {
      onSuccess: setSetup,
      onError: () => setMessage({ tone: 'error', text: t('failed') }),
    });
  };
  const dialogTexts = (key: 'offDialog' | 'regenerateDialog') => ({
    title: t(`${key}.title`),
    body: t(`${key}.body`),
    label: t(`${key}.label`),
    error: t(`${key}.error`),
    wrongCode: t(`${key}.wrongCode`),
    failed: t('failed'),
    confirm: t(`${key}.confirm`),
    working: t(`${key}.working`),
    cancel: t(`${key}.cancel`),
  });

  let body;
  if (codes) {
    body = <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
  } else if (setup) {
    body = (
      <TotpSetupForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          setMessage({ tone: 'success', text: t('turnedOn') });
        }}
      />
    );
  } else {
    body = (
      <SectionQuery query={factors} rows={2}>
        {({ totp: on, recoveryCodesLeft }) => (
          <div className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
              {on ? (
                <ShieldCheck className="size-5 text-green-700" aria-hidden="true" />
              ) : (
                <ShieldOff className="size-5 text-slate-500" aria-hidden="true" />
              )}
              {on ? t('on') : t('off')}
            </p>
            {on && (
              <p className="text-sm text-slate-700">
                {t('codesLeft', { count: recoveryCodesLeft })}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              {on ? (
                <>
                  <Button variant="outline" onClick={() => setDialog('regenerate')}>
                    {t('regenerate')}
                  </Button>
                  <Button variant="ghost" onClick={() => setDialog('off')}>
                    {t('turnOff')}
                  </Button>
                </>
              ) : (
                <Button disabled={create.isPending} onClick={start}>
                  {create.isPending ? t('starting') : t('turnOn')}
                </Button>
              )}
            </div>
          </div>
        )}
      </SectionQuery>
    );
  }

  return (
    <SecuritySection
      id="two-factor-title"
      title={t('title')}
      intro={t('intro')}
      message={message}
      onDismiss={() => setMessage(null)}
    >
      {body}
      <CodeDialog
        open={dialog === 'off'}
        onOpenChange={(open) => setDialog(open ? 'off' : null)}
        texts={dialogTexts('offDialog')}
        acceptRecovery
        onConfirm={async (otp) => {
          await disable.mutateAsync({ otp });
          setDialog(null);
          setMessage({ tone: 'success', text: t('turnedOff') });
        }}
      />
      <CodeDialog
        open={dialog === 'regenerate'}
        onOpenChange={(open) => setDialog(open ? 'regenerate' : null)}
        texts={dialogTexts('regenerateDialog')}
        acceptRecovery={false}
        onConfirm={async (otp) => {
          const { recoveryCodes } = await regenerate.mutateAsync({ otp });
          setDialog(null);
          setMessage(null);
          setCodes(recoveryCodes);
        }}
      />
    </SecuritySection>
  );
}
