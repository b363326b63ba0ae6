import { useEffect, useState } from 'react';

/** Typing pauses this long before the search runs (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text, kept in step with `urlValue` (the `q` search parameter, the
 * shareable truth): typing writes the trimmed text to the URL after a pause (`write`), and a
 * change of the URL from elsewhere (Back, a link) replaces what the box shows.
 *
 * What the user typed is remembered together with the URL value it was typed against; the box
 * shows it only while the URL still says that, so no effect has to copy the URL into state.
 */
export function useSearchText(urlValue: string, write: (value: string) => void) {
  const [draft, setDraft] = useState({ base: urlValue, text: urlValue });
  const typing = draft.base === urlValue;
  const text = typing ? draft.text : urlValue;

  useEffect(() => {
    if (!typing || draft.text.trim() === urlValue) return;
    const timer = setTimeout(() => {
      const next = draft.text.trim();
      setDraft((d) => ({ ...d, base: next }));
      write(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typing, draft, urlValue, write]);

  return {
    text,
    setText: (value: string) => setDraft({ base: urlValue, text: value }),
    /** Run the search now (the form was submitted). */
    flush: () => {
      const next = text.trim();
      setDraft({ base: next, text });
      write(next);
    },
  };
}
