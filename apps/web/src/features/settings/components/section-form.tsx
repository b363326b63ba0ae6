import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LeaveDialog } from '@/components/ui/leave-dialog.tsx';
import { Form } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useLeaveGuard } from '@/lib/use-leave-guard.ts';

/** A tab's loading state: grey blocks in the shape of a form, announced as loading. */
export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('settings');
  return (
    <div aria-busy="true" data-testid="settings-skeleton">
      <p role="status" className="sr-only">
        {t('section.loading')}
      </p>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-5">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex flex-col gap-2">
            <div className="h-4 w-32 rounded bg-slate-200" />
            <div className="h-10 rounded-lg bg-slate-100" />
          </div>
        ))}
        <div className="h-10 w-36 self-end rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}

/**
 * A section's `GET`: the skeleton while it loads, an error that says what to do with a retry,
 * then `children` with the data.
 */
export function SectionQuery<T>({
  query,
  rows,
  children,
}: {
  query: UseQueryResult<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  if (query.isPending) return <SectionSkeleton rows={rows} />;
  if (query.isError)
    return (
      <Banner tone="error">
        <p className="font-semibold">{t('section.loadError')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {t('section.retry')}
        </Button>
      </Banner>
    );
  return <>{children(query.data)}</>;
}

/**
 * The field a server validation error names: its message reads
 * "Invalid `languages.1` param: …" or 'Missing required parameter: "name"'
 * (docs/product.md#5-validation). Returns the path and the text, or null.
 */
export function serverField(message: string): { path: string; text: string } | null {
  const invalid = /^Invalid `([\w.]+)` param: (.*)$/s.exec(message);
  if (invalid) return { path: invalid[1]!, text: invalid[2]! };
  const missing = /^Missing required parameter: "([\w.]+)"$/.exec(message);
  return missing ? { path: missing[1]!, text: message } : null;
}

/** The first field path of `errors` (nested ones joined with dots). */
function firstErrorPath(errors: FieldErrors, prefix = ''): string | undefined {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') return path;
    const nested = firstErrorPath(value as FieldErrors, path);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * One settings tab's form: its fields (`children`), its own Save Changes that says
 * "Changes saved." or names the field in error (the browser's check or the server's, shown
 * under the field too), and, while there are unsaved changes, a question before leaving the
 * page (another tab or page of the app, or closing the browser tab).
 *
 * @param labels each field's label by path, to name it in the error line.
 * @param onSave saves the checked values; resolves with the values the form holds next.
 */
export function SectionForm<V extends FieldValues, O>({
  form,
  labels,
  onSave,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  labels: Partial<Record<string, string>>;
  onSave: (values: O) => Promise<V>;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { isDirty } = form.formState;

  const guard = useLeaveGuard(isDirty && !saving);

  const named = (path: string | undefined) =>
    t('save.fieldError', { field: (path && labels[path.split('.')[0]!]) ?? labels[path ?? ''] });

  const submit = async (values: O) => {
    setFailure(null);
    setSaved(false);
    setSaving(true);
    try {
      const next = await onSave(values);
      form.reset(next);
      setSaved(true);
    } catch (error) {
      const field = isApiError(error, 'general_argument_invalid') && serverField(error.message);
      if (field) {
        const top = field.path.split('.')[0]!;
        const path = (top in labels ? top : field.path) as FieldPath<V>;
        form.setError(path, { type: 'server', message: field.text }, { shouldFocus: true });
        setFailure(named(field.path));
      } else if (isApiError(error) && error.status !== 0) {
        setFailure(t('save.failed', { reason: error.message }));
      } else {
        setFailure(t('save.network'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={(errors) => {
        setSaved(false);
        setFailure(named(firstErrorPath(errors)));
      }}
      className="flex flex-col gap-6"
    >
      {children}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
        <div className="flex-1 text-sm" aria-live="polite">
          {failure ? (
            <p role="alert" className="font-semibold text-red-700">
              {failure}
            </p>
          ) : saved && !isDirty ? (
            <p className="font-semibold text-green-800">{t('save.saved')}</p>
          ) : isDirty ? (
            <p className="text-slate-700">{t('save.unsaved')}</p>
          ) : null}
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? t('save.saving') : t('save.save')}
        </Button>
      </div>

      <LeaveDialog
        guard={guard}
        onLeave={() => form.reset()}
        texts={{
          title: t('leave.title'),
          body: t('leave.body'),
          stay: t('leave.stay'),
          leave: t('leave.leave'),
        }}
      />
    </Form>
  );
}
