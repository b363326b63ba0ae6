import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_ROWS,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  CONTACT_SUCCESS_PANEL_MS,
  CreateContactMessage,
  EMAIL_MAX_LENGTH,
} from '@pathwise/contracts';
import { useWatch, type FieldPath } from 'react-hook-form';
import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Field, useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

/** The contact form draft (docs/product.md#3-data), plus the honeypot. */
type Draft = Required<CreateContactMessage>;

/** Each field's limit from the contract, named by its "too long" message. */
const MAX_LENGTH: Record<FieldPath<Draft>, number> = {
  firstName: CONTACT_NAME_MAX_LENGTH,
  lastName: CONTACT_NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  subject: CONTACT_SUBJECT_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH,
  website: 2048,
};

const EMPTY: Draft = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};

/**
 * The /contact form (docs/product.md#26-contact "/contact", §4, §5, §8; docs/product.md#115-contact-form: success only
 * when the server stored the message). Idle → sending ('Sending...', every field and the
 * button disabled) → the success panel for 4 seconds with the form cleared, or an error that
 * keeps everything typed. Fields are checked here with the contract's rules and again by the
 * server, whose message is shown if it still refuses one.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPanel = useRef(false);
  const required: Record<FieldPath<Draft>, string> = {
    firstName: t('errors.firstNameRequired'),
    lastName: t('errors.lastNameRequired'),
    email: t('errors.emailRequired'),
    subject: t('errors.subjectRequired'),
    message: t('errors.messageRequired'),
    website: '',
  };
  // The contract's rules (the server's), in this form's own wording: empty → the field's
  // "required" text, a bad address → 'invalid email', too long → the limit, named
  // (docs/product.md#5-validation: no `maxLength`, which cut pasted text silently; the person
  // shortens it).
  const form = useContractForm(CreateContactMessage, {
    defaultValues: EMPTY,
    message: (field, code, values) => {
      const value = (values as Draft)[field];
      if (!value.trim()) return required[field];
      if (field === 'email') return t('errors.emailInvalid');
      if (code === 'too_big') return t('errors.tooLong', { max: MAX_LENGTH[field] });
      return t('errors.oneLine');
    },
  });
  const { isSubmitting } = form.formState;

  // The panel replaces the form for 4 s (docs/product.md#9-constants-and-limits); focus follows it there and back,
  // so that keyboard and screen-reader users are not left on a vanished button.
  useEffect(() => {
    if (!succeeded) {
      if (shownPanel.current) headingRef.current?.focus();
      return;
    }
    shownPanel.current = true;
    panelRef.current?.focus();
    const timer = setTimeout(() => setSucceeded(false), CONTACT_SUCCESS_PANEL_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const onSubmit = async (draft: CreateContactMessage) => {
    setError(null);
    try {
      await send.mutateAsync(draft);
      form.reset(EMPTY);
      setSucceeded(true);
    } catch (err) {
      setError(
        isApiError(err, 'general_argument_invalid')
          ? err.message
          : isApiError(err, 'general_rate_limit_exceeded')
            ? t('errors.rateLimited')
            : t('errors.sendFailed'),
      );
    }
  };

  if (succeeded) {
    return (
      <div
        ref={panelRef}
        tabIndex={-1}
        role="status"
        className="flex min-h-[28rem] flex-col items-center justify-center rounded-2xl border border-green-200 bg-green-50 p-8 text-center outline-none"
      >
        <CircleCheck className="size-12 text-green-700" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-bold text-green-900">{t('success.title')}</h2>
        <p className="mt-3 max-w-md text-base leading-7 text-green-900">{t('success.body')}</p>
      </div>
    );
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-950 outline-none">
        {t('form.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('form.required')}</p>
      {error && (
        <Banner tone="error" className="mt-5">
          {error}
        </Banner>
      )}
      <Form form={form} onSubmit={onSubmit} className="mt-6">
        <fieldset disabled={isSubmitting} className="space-y-5">
          <legend className="sr-only">{t('form.heading')}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              name="firstName"
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
            />
            <Field
              name="lastName"
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
            />
          </div>
          <Field
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <Field name="subject" label={t('fields.subject')} required />
          <MessageField />
          <Honeypot />
          <Button type="submit" className="w-full py-3 sm:w-auto sm:px-8">
            {isSubmitting ? t('form.sending') : t('form.submit')}
          </Button>
        </fieldset>
      </Form>
    </div>
  );
}

/**
 * The message: a text area with its `n/5,000` counter (the wizard's `n/750` format) and its
 * error. Longer text is kept and counted past the limit, then refused with the limit named.
 */
function MessageField() {
  const { t } = useTranslation('contact');
  const { register, control } = useFormContextOf<Draft>();
  const length = useWatch({ control, name: 'message' }).length;
  const messageError = useFieldError('message');
  const messageId = useId();
  const counterId = `${messageId}-counter`;
  const errorId = `${messageId}-error`;
  return (
    <div>
      <label htmlFor={messageId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('fields.message')}
      </label>
      <textarea
        id={messageId}
        rows={CONTACT_MESSAGE_ROWS}
        required
        aria-invalid={messageError ? true : undefined}
        aria-describedby={messageError ? `${counterId} ${errorId}` : counterId}
        className={clsx(
          'block w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 disabled:bg-slate-100',
          messageError
            ? 'border-red-400 focus:ring-red-300'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
        )}
        {...register('message')}
      />
      <div className="mt-1 flex justify-between gap-4 text-xs">
        {messageError ? (
          <p id={errorId} className="text-red-700">
            {messageError}
          </p>
        ) : (
          <span />
        )}
        <CharacterCounter id={counterId} count={length} max={CONTACT_MESSAGE_MAX_LENGTH} />
      </div>
    </div>
  );
}

/** Honeypot: people never see or reach it; bots that fill every field do. */
function Honeypot() {
  const { t } = useTranslation('contact');
  const { register } = useFormContextOf<Draft>();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor="contact-website">{t('fields.website')}</label>
      <input
        id="contact-website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register('website')}
      />
    </div>
  );
}
