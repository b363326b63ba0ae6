import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from './i18n.ts';
import { formatCatalogueNumber } from './i18n-number-format.ts';

/** Counts the `Intl.NumberFormat`s built while a test runs. */
const Original = Intl.NumberFormat;
let built = 0;

beforeEach(() => {
  built = 0;
  class Counting extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      built += 1;
    }
  }
  Intl.NumberFormat = Counting as typeof Intl.NumberFormat;
});
afterEach(() => {
  Intl.NumberFormat = Original;
});

describe('the catalogues’ number format (Lighthouse)', () => {
  it('builds at most one Intl.NumberFormat for many counts of the same text', () => {
    const texts = Array.from({ length: 30 }, (_, i) =>
      i18n.t('common:pagination.of', { page: 7001 + i, total: 9001 + i }),
    );
    expect(texts[0]).toBe('Page 7,001 of 9,001');
    expect(texts[29]).toBe('Page 7,030 of 9,030');
    expect(built).toBeLessThanOrEqual(1);
  });

  it('keeps the options Intl knows, and one formatter per language and options', () => {
    expect(formatCatalogueNumber(0.5, 'en', { style: 'percent', count: 3 })).toBe('50%');
    expect(formatCatalogueNumber(0.25, 'en', { style: 'percent', count: 4 })).toBe('25%');
    expect(formatCatalogueNumber(1234.5, 'de_DE', { minimumFractionDigits: 2 })).toBe('1.234,50');
    expect(formatCatalogueNumber(1234, 'en', { ns: 'common' })).toBe('1,234');
    expect(built).toBeLessThanOrEqual(3);
  });
});
