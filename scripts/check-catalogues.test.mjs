import { describe, expect, it } from 'vitest';
import { compareCatalogues } from './check-catalogues.mjs';

const english = {
  title: 'Hello {{name}}',
  legal: 'I accept the <terms>Terms</terms>',
  members_one: '{{count, number}} member',
  members_other: '{{count, number}} members',
  nested: { save: 'Save' },
  points: ['One', { title: 'Two', body: 'Two {{x}}' }],
};

const problems = (translated, language) =>
  compareCatalogues(english, translated, language).map((p) => `${p.key}: ${p.problem}`);

describe('check-catalogues', () => {
  it('accepts a catalogue with every key, plural form, variable and tag', () => {
    const spanish = {
      title: 'Hola, {{name}}',
      legal: 'Acepto los <terms>Términos</terms>',
      members_one: '{{count, number}} miembro',
      members_many: '{{count, number}} de miembros',
      members_other: '{{count, number}} miembros',
      nested: { save: 'Guardar' },
      points: ['Uno', { title: 'Dos', body: 'Dos {{x}}' }],
    };
    expect(problems(spanish, 'es')).toEqual([]);
  });

  it('asks each language for its own plural forms: Hindi has no _many', () => {
    const hindi = {
      title: 'नमस्ते, {{name}}',
      legal: 'मैं <terms>शर्तें</terms> स्वीकार करता हूँ',
      members_one: '{{count, number}} सदस्य',
      members_many: '{{count, number}} सदस्य',
      members_other: '{{count, number}} सदस्य',
      nested: { save: 'सेव करें' },
      points: ['एक', { title: 'दो', body: 'दो {{x}}' }],
    };
    expect(problems(hindi, 'hi')).toEqual(['members_many: not in English']);
  });

  it('names missing keys and forms, changed variables and tags, and empty values', () => {
    const spanish = {
      title: 'Hola, {{nombre}}',
      legal: 'Acepto los Términos',
      members_one: '{{count, number}} miembro',
      members_other: '{{count, number}} miembros',
      nested: { save: ' ' },
      points: ['Uno'],
      extra: 'Sobra',
    };
    expect(problems(spanish, 'es')).toEqual([
      'title: variables ["nombre"], English has ["name"]',
      'legal: tags [], English has ["</terms>","<terms>"]',
      'members_many: missing',
      'nested.save: not a non-empty string',
      'points.1.title: missing',
      'points.1.body: missing',
      'extra: not in English',
    ]);
  });
});
