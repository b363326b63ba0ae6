import { CreateNewsletterSubscription } from '@pathwise/contracts';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/**
 * The 'Stay Updated' block's form (docs/product.md#1114-resources-search-and-newsletter: a working newsletter subscription with
 * double opt-in). Success says a confirmation link is on its way, never that the address is
 * subscribed: that happens when the link is opened. The server answers the same for an
 * address that is already subscribed, and so does this form.
 */
export function NewsletterForm() {
  const { t } = useTranslation('resources');
  const subscribe = useSubscribeNewsletter();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm(CreateNewsletterSubscription, {
    defaultValues: { email: '' },
    message: (_field, _code, values) =>
      values.email.trim()
        ? t('newsletter.errors.invalidEmail')
        : t('newsletter.errors.emailRequired'),
    // The server's refusal of the address goes where the browser's own check shows.
    serverField: (type) => (type === 'general_argument_invalid' ? 'email' : undefined),
  });
  const { isSubmitting } = form.formState;

  const onSubmit = async ({ email }: CreateNewsletterSubscription) => {
    setError(null);
    setSentTo(null);
    try {
      const receipt = await subscribe.mutateAsync({ email });
      setSentTo(receipt.email);
      form.reset();
    } catch (err) {
      const text = isApiError(err, 'general_rate_limit_exceeded')
        ? t('newsletter.errors.rateLimited')
        : isApiError(err, 'general_argument_invalid')
          ? t('newsletter.errors.invalidEmail')
          : t('newsletter.errors.generic');
      if (!form.serverError(err, text)) setError(text);
    }
  };

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
      <Form
        form={form}
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <EmailInput disabled={isSubmitting} />
        <Button type="submit" variant="outline" disabled={isSubmitting} className="py-3">
          {isSubmitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </Button>
      </Form>
    </div>
  );
}

/** The address, with a mail icon and its error (the browser's check or the server's) below. */
function EmailInput({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('resources');
  const { register } = useFormContextOf<CreateNewsletterSubscription>();
  const fieldError = useFieldError('email');
  const inputId = useId();
  return (
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
          disabled={disabled}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-3.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
          {...register('email')}
        />
      </div>
      {fieldError && (
        <p id={`${inputId}-error`} className="mt-1.5 text-xs font-medium text-red-200">
          {fieldError}
        </p>
      )}
    </div>
  );
}
