import { Email } from '@pathwise/contracts';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/**
 * The 'Stay Updated' block's form (PRODUCT-DECISIONS: a working newsletter subscription with
 * double opt-in). Success says a confirmation link is on its way, never that the address is
 * subscribed: that happens when the link is opened. The server answers the same for an
 * address that is already subscribed, and so does this form.
 */
export function NewsletterForm() {
  const { t } = useTranslation('resources');
  const subscribe = useSubscribeNewsletter();
  const inputId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    setSentTo(null);
    try {
      const receipt = await subscribe.mutateAsync({ email: Email.parse(email) });
      setSentTo(receipt.email);
      reset();
    } catch (err) {
      setError(
        isApiError(err, 'general_rate_limit_exceeded')
          ? t('newsletter.errors.rateLimited')
          : isApiError(err, 'general_argument_invalid')
            ? t('newsletter.errors.invalidEmail')
            : t('newsletter.errors.generic'),
      );
    }
  });

  const fieldError = errors.email?.message;
  return (
    <div className="w-full max-w-md">
      <div className="mb-4 space-y-3 empty:hidden">
        {sentTo && (
          <Banner tone="success" onDismiss={() => setSentTo(null)}>
            <p className="font-semibold">{t('newsletter.successTitle')}</p>
            <p className="mt-1">{t('newsletter.successBody', { email: sentTo })}</p>
          </Banner>
        )}
        {error && <Banner tone="error">{error}</Banner>}
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            {t('newsletter.emailLabel')}
          </label>
          <div className="relative">
            <Mail
              className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('newsletter.emailPlaceholder')}
              disabled={isSubmitting}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${inputId}-error` : undefined}
              className="block w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-3.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
              {...register('email', {
                validate: (value) =>
                  !value.trim()
                    ? t('newsletter.errors.emailRequired')
                    : Email.safeParse(value).success || t('newsletter.errors.invalidEmail'),
              })}
            />
          </div>
          {fieldError && (
            <p id={`${inputId}-error`} className="mt-1.5 text-xs font-medium text-red-200">
              {fieldError}
            </p>
          )}
        </div>
        <Button type="submit" variant="outline" disabled={isSubmitting} className="py-3">
          {isSubmitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </Button>
      </form>
    </div>
  );
}
