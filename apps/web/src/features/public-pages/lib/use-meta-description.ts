import { useEffect } from 'react';

/**
 * Set the page's `<meta name="description">` (from index.html) to `content` while the
 * calling page is shown, and restore the previous text when it goes away, so that a page
 * without its own description does not inherit another page's.
 */
export function useMetaDescription(content: string): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = content;
    return () => {
      meta.content = previous;
    };
  }, [content]);
}
