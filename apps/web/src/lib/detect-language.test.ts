import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

const supported = ['en', 'es', 'hi'];
const detect = (over: Partial<Parameters<typeof detectLanguage>[0]>) =>
  detectLanguage({ search: '', stored: null, languages: [], supported, ...over });

// docs/product.md#15-languages: the address, the stored choice, the browser, else English.
describe('detectLanguage', () => {
  it('takes ?lng= from the address first', () => {
    expect(detect({ search: '?x=1&lng=hi', stored: 'es', languages: ['es-MX'] })).toEqual({
      language: 'hi',
      source: 'address',
    });
  });

  it('then the stored choice, over the browser', () => {
    expect(detect({ search: '?lng=fr', stored: 'es', languages: ['hi-IN'] })).toEqual({
      language: 'es',
      source: 'stored',
    });
  });

  it('then the best match of the browser languages, by their base', () => {
    expect(detect({ stored: 'xx', languages: ['fr-FR', 'es-MX', 'hi'] })).toEqual({
      language: 'es',
      source: 'browser',
    });
    expect(detect({ languages: ['HI-IN'] }).language).toBe('hi');
  });

  it('else English', () => {
    expect(detect({ languages: ['fr-FR', 'de'] })).toEqual({ language: 'en', source: 'default' });
  });
});
