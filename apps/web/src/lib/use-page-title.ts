import { useEffect } from 'react';
import i18n from './i18n.ts';

/** Set the document title to "`title` · {product}" (or just the product name). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    const product = i18n.t('brand', { ns: 'common' });
    document.title = title ? `${title} · ${product}` : product;
  }, [title]);
}
