/**
 * The home page's fixed marketing content (docs/product.md#24-home-page "Home page"). Only ids and image
 * paths live here; every visible text is in the `home` i18n catalogue under the same id. The
 * featured mentors and the testimonials come from the database (`GET /api/mentors?featured=
 * true`, `GET /api/testimonials`).
 */

/** Image width and height in CSS pixels, so the browser reserves space before loading. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The three hero photos (SVG portraits in `public/images/portraits`, 4:5). */
export const HERO_PHOTOS = [
  { src: '/images/portraits/hero-1.svg', altKey: 'hero.photo1' },
  { src: '/images/portraits/hero-2.svg', altKey: 'hero.photo2' },
  { src: '/images/portraits/hero-3.svg', altKey: 'hero.photo3' },
] as const;

/** Portrait files are drawn at 400 × 500. */
export const PORTRAIT_SIZE: ImageSize = { width: 400, height: 500 };

/** Wordmarks of fictional companies for the trusted-by marquee (no real trademarks). */
export const LOGOS = [
  { src: '/images/logos/lumora.svg', name: 'Lumora' },
  { src: '/images/logos/quillary.svg', name: 'Quillary' },
  { src: '/images/logos/vantyx.svg', name: 'Vantyx' },
  { src: '/images/logos/brightfold.svg', name: 'Brightfold' },
] as const;

/** Logo files are drawn at 180 × 48. */
export const LOGO_SIZE: ImageSize = { width: 180, height: 48 };

/**
 * Category chips under the home search bar (docs/product.md#2-screens-and-routes). Each filters the mentor
 * directory by the skill tag of the same name (docs/product.md#1110-buttons-that-do-something: the chips filter the
 * directory), `/mentors?skill=<slug>` with the contracts' slug (`Sales` → `sales`); the label
 * is `search.category.<value>`.
 */
export const CATEGORIES = [
  'Sales',
  'Design',
  'Coding',
  'Finance',
  'Marketing',
  'Management',
  'Strategy',
] as const;

/** Feature showcase rows; texts under `features.<key>`, illustrations drawn at 480 × 360. */
export const FEATURES = [
  { key: 'multilingual', src: '/images/features/multilingual.svg' },
  { key: 'coaches', src: '/images/features/expert-coaches.svg' },
  { key: 'selection', src: '/images/features/rigorous-selection.svg' },
] as const;

export const FEATURE_SIZE: ImageSize = { width: 480, height: 360 };
