import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAll, compareCatalogues } from './check-catalogues.mjs';

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

  it('checks every catalogue root, each line named by its root', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-'));
    const write = (root, file, value) => {
      fs.mkdirSync(path.dirname(path.join(dir, root, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, root, file), JSON.stringify(value));
    };
    write('web', 'en/common.json', { save: 'Save' });
    write('web', 'es/common.json', { save: 'Guardar' });
    write('mail', 'en/bookings.json', english);
    write('mail', 'hi/bookings.json', { title: 'नमस्ते, {{name}}' });
    write('mail', 'hi/extra.json', {});
    const roots = [
      { dir: path.join(dir, 'web'), label: '' },
      { dir: path.join(dir, 'mail'), label: 'mail ' },
    ];
    try {
      const lines = checkAll([], roots);
      expect(lines).toContain('mail hi/bookings: legal: missing');
      expect(lines).toContain('mail hi/bookings: members_one: missing');
      expect(lines).toContain('mail hi/extra.json: no such namespace in English');
      expect(lines.filter((l) => !l.startsWith('mail '))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
