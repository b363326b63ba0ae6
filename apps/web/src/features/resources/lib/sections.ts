/**
 * Anchors of the /resources sections, shared by the page and the top navigation's Resources
 * menu (PRODUCT-DECISIONS "'Resources' dropdown … lists the resource sections"); the footer's
 * Newsletter link points at `/resources#newsletter` too.
 */
export const RESOURCE_SECTIONS = [
  { id: 'latest', key: 'menu.latest' },
  { id: 'trending', key: 'menu.trending' },
  { id: 'newsletter', key: 'menu.newsletter' },
] as const;
