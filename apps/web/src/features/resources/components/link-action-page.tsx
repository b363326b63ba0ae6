import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** Where a page opened from a mail link stands. */
export type LinkActionState = 'working' | 'done' | 'failed';

/**
 * The frame of a page opened from a newsletter mail: a spinner while the link's token is
 * sent, then a success or failure message with its follow-up links. The heading takes focus
 * when the outcome shows, so that a screen reader reads it.
 */
export function LinkActionPage({
  state,
  title,
  body,
  actions,
}: {
  state: LinkActionState;
  title: string;
  body: string;
  actions: ReactNode;
}) {
  const { t } = useTranslation('resources');
  usePageTitle(state === 'working' ? t('page.title') : title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state !== 'working') heading.current?.focus();
  }, [state]);

  if (state === 'working') return <PageSpinner />;
  const Icon = state === 'done' ? CircleCheck : CircleAlert;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <Icon
        className={state === 'done' ? 'size-12 text-green-700' : 'size-12 text-amber-700'}
        aria-hidden="true"
      />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-3xl font-bold tracking-tight text-slate-950 outline-none"
      >
        {title}
      </h1>
      <p className="mt-4 text-base leading-7 text-slate-700">{body}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </main>
  );
}

/** The classes of a primary and a secondary link on these pages. */
export const actionLink = {
  primary:
    'inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800',
  secondary:
    'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50',
};
