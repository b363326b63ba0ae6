import { useEffect } from 'react';

/**
 * Set `<meta name="description">` to `content` while the calling page is shown and restore
 * the previous text afterwards, so that the next page does not inherit an article's summary.
 * Nothing changes while `content` is undefined (e.g. the article is still loading).
 */
export function useMetaDescription(content: string | undefined): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || content === undefined) return;
    const previous = meta.content;
    meta.content = content;
    return () => {
      meta.content = previous;
    };
  }, [content]);
}
