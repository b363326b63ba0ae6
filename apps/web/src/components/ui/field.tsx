import type { ComponentProps } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { TextField } from './text-field.tsx';

/**
 * The error shown for field `name` of the surrounding {@link Form}: the contract's check in
 * the browser or the server's answer (`serverError`), in one place.
 */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error: FieldError | undefined = get(formState.errors, name);
  return error?.message;
}

/**
 * A labelled text input bound to field `name` of the surrounding {@link Form}, with its
 * error under it (wired to `aria-describedby` and `aria-invalid`).
 */
export function Field({
  name,
  ...props
}: { name: string } & Omit<ComponentProps<typeof TextField>, 'name' | 'error'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextField {...props} error={error} {...register(name)} />;
}
