import { ArrowLeft, Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title.ts';
import type { DashboardNamespace, SidebarLink } from './types.ts';

/**
 * A dashboard's page for a sidebar destination that a later issue builds (goals, sessions,
 * earnings, messages…): says plainly that the page is not available yet instead of showing
 * the prototype's sample content (docs/product.md#11-fix "Fix"). A path the sidebar does not know
 * gets a "not found" message instead. Mounted at `<dashboard>/*`; reads the rest of the path.
 *
 * The namespace must hold `comingSoon.eyebrow`, `.body` (`{{section}}`), `.notFoundTitle`,
 * `.notFoundBody` and `.back`.
 */
export function ComingSoonPage({
  ns,
  home,
  linkForSegment,
}: {
  ns: DashboardNamespace;
  /** The dashboard's home path, where "Back" leads. */
  home: string;
  /** The sidebar link whose path is `<home>/<segment>`, if any. */
  linkForSegment: (segment: string) => SidebarLink | undefined;
}) {
  const { t } = useTranslation(ns);
  const rest = useParams()['*'] ?? '';
  const link = linkForSegment(rest);
  const section = link ? t(link.labelKey) : undefined;
  usePageTitle(section ?? t('comingSoon.notFoundTitle'));

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center sm:py-20">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Construction className="size-7" aria-hidden="true" />
      </span>
      {section ? (
        <>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-700">
            {t('comingSoon.eyebrow')}
          </p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {section}
          </h1>
          <p className="mt-4 text-base text-slate-600">{t('comingSoon.body', { section })}</p>
        </>
      ) : (
        <>
          <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('comingSoon.notFoundTitle')}
          </h1>
          <p className="mt-4 text-base text-slate-600">{t('comingSoon.notFoundBody')}</p>
        </>
      )}
      <Link
        to={home}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('comingSoon.back')}
      </Link>
    </div>
  );
}
