import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLegalBlocks, parseParagraphCount, type StorageEntry } from '../lib/legal-content.ts';
import { RichText } from './rich-text.tsx';

/** A `public` namespace document with `title`, `effective`, `effectiveDate`, `intro`, `sections`. */
export type LegalDocumentKey = 'privacy' | 'terms';

function StorageList({ entries }: { entries: StorageEntry[] }) {
  const { t } = useTranslation('public');
  return (
    <ul className="grid gap-4">
      {entries.map((entry) => (
        <li key={entry.name} className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
          <h3 className="break-all font-mono text-sm font-semibold text-slate-900">{entry.name}</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm leading-6 sm:grid-cols-[6rem_minmax(0,1fr)]">
            <dt className="font-medium text-slate-600">{t('legal.storageKind')}</dt>
            <dd className="text-slate-800">{entry.kind}</dd>
            <dt className="font-medium text-slate-600">{t('legal.storagePurpose')}</dt>
            <dd className="text-slate-800">{entry.purpose}</dd>
            <dt className="font-medium text-slate-600">{t('legal.storageDuration')}</dt>
            <dd className="text-slate-800">{entry.duration}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * A legal document page body: heading with the effective date, intro, a table of contents
 * and numbered sections (privacy policy: docs/product.md#29-privacy "/privacy"; terms of use).
 * `sectionIds` fixes which sections exist and in which order; each one is reachable at
 * `#<id>`. `sectionExtras` appends content under a section (e.g. the support address).
 */
export function LegalDocument({
  doc,
  sectionIds,
  sectionExtras = {},
}: {
  doc: LegalDocumentKey;
  sectionIds: readonly string[];
  sectionExtras?: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation('public');
  const introCount = parseParagraphCount(
    t(`${doc}.intro`, { returnObjects: true }),
    `${doc}.intro`,
  );
  return (
    <main aria-labelledby={`${doc}-title`}>
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h1
            id={`${doc}-title`}
            className="text-3xl font-bold tracking-tight text-slate-950 sm:text-5xl"
          >
            {t(`${doc}.title`)}
          </h1>
          <p className="mt-4 text-sm font-medium text-brand-800">
            <time dateTime={t(`${doc}.effectiveDate`)}>{t(`${doc}.effective`)}</time>
          </p>
          <div className="mt-6 max-w-3xl space-y-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
            {Array.from({ length: introCount }, (_, i) => (
              <p key={i}>
                <RichText i18nKey={`${doc}.intro.${i}`} />
              </p>
            ))}
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 lg:px-8 lg:py-14">
        <nav aria-labelledby={`${doc}-toc`} className="mb-10 lg:mb-0">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24">
            <h2
              id={`${doc}-toc`}
              className="text-xs font-semibold uppercase tracking-wider text-slate-600"
            >
              {t('onThisPage')}
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sectionIds.map((id) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="block rounded px-1 py-1 text-slate-700 hover:bg-white hover:text-brand-800"
                  >
                    {t(`${doc}.sections.${id}.title`)}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-3xl space-y-12">
          {sectionIds.map((id) => {
            const base = `${doc}.sections.${id}.blocks`;
            const blocks = parseLegalBlocks(t(base, { returnObjects: true }), base);
            return (
              <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
                <h2
                  id={`${id}-heading`}
                  className="text-xl font-bold tracking-tight text-slate-950 sm:text-2xl"
                >
                  {t(`${doc}.sections.${id}.title`)}
                </h2>
                <div className="mt-4 space-y-4 text-base leading-7 text-slate-700">
                  {blocks.map((block, b) => {
                    if (block.kind === 'paragraph')
                      return (
                        <p key={b}>
                          <RichText i18nKey={`${base}.${b}`} />
                        </p>
                      );
                    if (block.kind === 'list')
                      return (
                        <ul key={b} className="list-disc space-y-3 pl-5 marker:text-brand-600">
                          {Array.from({ length: block.count }, (_, i) => (
                            <li key={i} className="pl-1">
                              <RichText i18nKey={`${base}.${b}.items.${i}`} />
                            </li>
                          ))}
                        </ul>
                      );
                    return <StorageList key={b} entries={block.entries} />;
                  })}
                  {sectionExtras[id]}
                </div>
              </section>
            );
          })}
        </div>
      </div>
    </main>
  );
}
