import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Inline link style: underlined so that links stand out without relying on colour alone. */
export const inlineLinkClass =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700';

/**
 * The tags a `public` catalogue string may use. Links are written as tags instead of HTML so
 * that translators can move them within a sentence and nothing is injected as markup.
 */
const TAGS: Record<string, ReactElement> = {
  contact: <Link to="/contact" className={inlineLinkClass} />,
  privacy: <Link to="/privacy" className={inlineLinkClass} />,
  terms: <Link to="/terms" className={inlineLinkClass} />,
  faq: <Link to="/faq" className={inlineLinkClass} />,
  signup: <Link to="/signup" className={inlineLinkClass} />,
  mentors: <Link to="/mentors" className={inlineLinkClass} />,
  strong: <strong className="font-semibold text-slate-900" />,
};

/**
 * Render the `public` catalogue string at `i18nKey` with its rich-text tags
 * (`<contact>`, `<privacy>`, `<terms>`, `<faq>`, `<signup>`, `<mentors>`, `<strong>`, plus any in
 * `components`). `values` fill `{{placeholders}}`; `{{product}}` is always available.
 */
export function RichText({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: Record<string, string>;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation('public');
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={values}
      components={components ? { ...TAGS, ...components } : TAGS}
    />
  );
}
