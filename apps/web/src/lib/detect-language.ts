/** Where {@link detectLanguage} found the language. */
export type LanguageSource = 'address' | 'stored' | 'browser' | 'default';

/**
 * The interface language a page starts in (docs/product.md#15-languages), in this order: `?lng=`
 * in the address (mail links carry it), the visitor's earlier choice (`stored`, from local
 * storage), the best match of the browser's languages (`es-MX` → `es`, `hi-IN` → `hi`), else
 * the first of `supported` (English). The signed-in person's account language comes later,
 * when the session has been read (`lib/language.ts`), and wins over all but the address.
 *
 * Self-contained (no imports, no outer names): the build also inlines its source into
 * index.html, where it picks the catalogues to preload before the entry runs
 * (`build/language-preload.ts`).
 * @param input.search the address's query, `?lng=es&…`
 * @param input.stored the language saved in local storage, if any
 * @param input.languages `navigator.languages`, the person's preferred first
 * @param input.supported the interface languages, the default first
 * @returns the language and where it came from
 */
export function detectLanguage(input: {
  search: string;
  stored: string | null | undefined;
  languages: readonly string[];
  supported: readonly string[];
}): { language: string; source: LanguageSource } {
  const { supported } = input;
  const fromAddress = new URLSearchParams(input.search).get('lng');
  if (fromAddress && supported.includes(fromAddress)) {
    return { language: fromAddress, source: 'address' };
  }
  if (input.stored && supported.includes(input.stored)) {
    return { language: input.stored, source: 'stored' };
  }
  for (const tag of input.languages) {
    const base = tag.toLowerCase().split('-')[0]!;
    if (supported.includes(base)) return { language: base, source: 'browser' };
  }
  return { language: supported[0]!, source: 'default' };
}
