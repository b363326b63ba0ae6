import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client.ts';

/**
 * The one way to build a form (docs/architecture.md#code-layout): react-hook-form validated by
 * `zodResolver` of the operation's contract schema from `@pathwise/contracts` (the same schema the
 * server parses the request with), errors shown under their fields by {@link Field}, and the
 * server's `{message, code, type}` errors put in the same place as the browser's
 * ({@link useContractForm}'s `serverError`).
 *
 * Messages: a contract's own texts are English and shared with the server; a form that shows
 * its own wording (the spec's texts, from the i18n catalogues) passes `message`, which gets
 * the field and the zod issue code of each failed check.
 */

/**
 * Turns a failed check into the text shown under the field: `code` is the zod issue code
 * (`too_small`, `invalid_format`…), `values` what the form holds. Undefined keeps the
 * contract's message.
 */
export type IssueMessage<V extends FieldValues> = (
  field: FieldPath<V>,
  code: string,
  values: V,
) => string | undefined;

/** Rewrite the messages of `errors` (nested fields included) with `message`. */
function translate<V extends FieldValues>(
  errors: FieldErrors<V>,
  message: IssueMessage<V>,
  values: V,
  prefix = '',
): FieldErrors<V> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const error = value as FieldError;
    if (typeof error.message === 'string' && typeof error.type === 'string') {
      const text = message(path as FieldPath<V>, error.type, values);
      out[key] = { ...error, message: text ?? error.message };
    } else {
      out[key] = translate(value as FieldErrors<V>, message, values, path);
    }
  }
  return out as FieldErrors<V>;
}

/** The options of {@link useContractForm}. */
export interface ContractFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The form's own wording for failed checks (see {@link IssueMessage}). */
  message?: IssueMessage<V>;
  /**
   * Which field a server error belongs to, by its `type` (e.g. `user_already_exists` →
   * `email`); undefined leaves it to the form's banner.
   */
  serverField?: (type: string) => FieldPath<V> | undefined;
}

/** What {@link useContractForm} adds to react-hook-form's own methods. */
export interface ContractForm<V extends FieldValues, O> extends UseFormReturn<V, unknown, O> {
  /**
   * Show a failed call's error under the field it is about (from `serverField`), with
   * `text` (the form's wording of it). Returns false when it belongs to no field, so the
   * caller shows it elsewhere (a banner).
   */
  serverError: (error: unknown, text: string) => boolean;
}

/**
 * A react-hook-form form whose values are checked with `schema` (a contract's zod schema);
 * the submit handler receives the schema's output (trimmed, lowercased… as the server would
 * see it).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: ContractFormOptions<z.input<S>>,
): ContractForm<z.input<S>, z.output<S>> {
  type V = z.input<S>;
  const base = zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>;
  const { message, serverField } = options;
  const resolver: Resolver<V, unknown, z.output<S>> = async (values, context, resolverOptions) => {
    const result = await base(values, context, resolverOptions);
    if (!message || Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translate(result.errors, message, values) };
  };
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues: options.defaultValues,
    resolver,
  });
  const serverError = (error: unknown, text: string) => {
    const field = isApiError(error) ? serverField?.(error.type) : undefined;
    if (!field) return false;
    form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
    return true;
  };
  return { ...form, serverError };
}

/**
 * `<form>` for a {@link useContractForm} form: the browser's own validation off (the
 * contract checks, with the spec's messages), `onSubmit` called with valid values only,
 * and the form's context given to {@link Field}s inside.
 */
export function Form<V extends FieldValues, O>({
  form,
  onSubmit,
  onInvalid,
  children,
  className,
}: {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: SubmitHandler<O>;
  /** Called instead of `onSubmit` when a check failed, e.g. to show it in a banner. */
  onInvalid?: SubmitErrorHandler<V>;
  children: ReactNode;
  className?: string;
}) {
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}
        noValidate
        className={className}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The surrounding {@link Form}'s methods, typed with its values `V`. */
export function useFormContextOf<V extends FieldValues>(): UseFormReturn<V> {
  return useFormContext<V>();
}
