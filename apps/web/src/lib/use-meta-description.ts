import { useEffect } from 'react';

/**
 * Set the page's `<meta name="description">` (from index.html) to `content` while the
 * calling page is shown, and restore the previous text when it goes away, so that the next
 * page does not inherit this one's (an article's summary, a mentor's headline). Nothing
 * happens while `content` is undefined (e.g. the article or profile is still loading).
 */
export function useMetaDescription(content: string | undefined): void {
  useEffect(() => {
    if (content === undefined) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = content;
    return () => {
      meta.content = previous;
    };
  }, [content]);
}
