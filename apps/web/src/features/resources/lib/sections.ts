/**
 * Anchors of the /resources sections, shared by the page and the top navigation's Resources
 * menu (docs/product.md#1119-resources-dropdown "'Resources' dropdown … lists the resource sections"); the footer's
 * Newsletter link points at `/resources#newsletter` too. `key`: the menu's texts in the
 * `common` catalogue, which the page frame has from the start.
 */
export const RESOURCE_SECTIONS = [
  { id: 'latest', key: 'resourcesMenu.latest' },
  { id: 'trending', key: 'resourcesMenu.trending' },
  { id: 'newsletter', key: 'resourcesMenu.newsletter' },
] as const;
