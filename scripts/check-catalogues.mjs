#!/usr/bin/env node
// The catalogues say the same things in every language (docs/product.md#15-languages).
// Runs in `npm test`'s lint stage. For each catalogue root (the web app's
// apps/web/src/i18n/locales and the server's mail catalogues apps/server/src/mail/locales,
// ADR 0021) and each language folder beside `en` in it, it fails with
// `language/namespace: key` (the mail root's lines start with `mail `) when:
//   - a namespace of English has no file in that language;
//   - a key of English is missing, or the language has a key English does not;
//   - a plural lacks one of the language's plural forms (from `Intl.PluralRules`: Spanish
//     needs `_one`, `_many` and `_other`; Hindi `_one` and `_other`), or has one it never uses;
//   - the interpolation variables (`{{name}}`, `{{count, number}}`) or the markup tags
//     (`<strong>`, `<terms>`) differ from English's;
//   - a value is not a non-empty string.
//
// `node scripts/check-catalogues.mjs` checks every namespace of every root; `… public settings`
// only the namespaces of those names.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES = path.join(root, 'apps/web/src/i18n/locales');
/** The mail catalogues of the server (ADR 0021). */
export const MAIL_LOCALES = path.join(root, 'apps/server/src/mail/locales');
/** Every catalogue root: its folder, and the prefix of its problem lines. */
export const CATALOGUE_ROOTS = [
  { dir: LOCALES, label: '' },
  { dir: MAIL_LOCALES, label: 'mail ' },
];
const SOURCE_LANGUAGE = 'en';
/** i18next's plural suffixes; `_zero` is i18next's own form for a count of 0, in any language. */
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * Leaf keys of a catalogue as `a.b.c` → value; a list's items by index (`points.0`), since the
 * code reads lists whole (`returnObjects`) and a translation keeps their length.
 */
export function flatten(catalogue, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, name, into);
    else into.set(name, value);
  }
  return into;
}

/** The interpolation variables of a string, sorted: `{{count, number}}` → `count, number`. */
const variables = (text) =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1].replace(/\s+/g, ' ')).sort();
/** The markup tags of a string, sorted: `<strong>`, `</strong>`, `<terms/>`. */
const tags = (text) => [...text.matchAll(/<\/?[a-z0-9]+\s*\/?>/gi)].map((m) => m[0]).sort();
const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
const union = (lists) => [...new Set(lists.flat())].sort();

/**
 * Problems of one namespace in `language` against English: a list of
 * `{ key, problem }` (empty when the two agree).
 */
export function compareCatalogues(english, translated, language) {
  const categories = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  const en = flatten(english);
  const other = flatten(translated);
  const problems = [];
  /** English's plurals by base key: their forms and what all forms use. */
  const plurals = new Map();
  for (const [key, value] of en) {
    const match = PLURAL.exec(key);
    if (!match) continue;
    const entry = plurals.get(match[1]) ?? { forms: new Set(), values: [] };
    entry.forms.add(match[2]);
    entry.values.push(String(value));
    plurals.set(match[1], entry);
  }
  const expected = new Map();
  for (const [key, value] of en) {
    const match = PLURAL.exec(key);
    if (!match) {
      expected.set(key, { variables: variables(String(value)), tags: tags(String(value)) });
      continue;
    }
    const plural = plurals.get(match[1]);
    const forms = [...categories, ...(plural.forms.has('zero') ? ['zero'] : [])];
    for (const form of forms) {
      const name = `${match[1]}_${form}`;
      if (expected.has(name)) continue;
      // A form may leave out a variable (Hindi's `_one` also covers 0 and 1): checked as a set.
      expected.set(name, {
        plural: match[1],
        variables: union(plural.values.map(variables)),
        tags: union(plural.values.map(tags)),
      });
    }
  }
  for (const [key, want] of expected) {
    if (!other.has(key)) {
      problems.push({ key, problem: 'missing' });
      continue;
    }
    const value = other.get(key);
    if (typeof value !== 'string' || !value.trim()) {
      problems.push({ key, problem: 'not a non-empty string' });
      continue;
    }
    const got = variables(value);
    const gotTags = tags(value);
    const varsOk = want.plural
      ? got.every((v) => want.variables.includes(v))
      : same(got, want.variables);
    const tagsOk = want.plural
      ? gotTags.every((t) => want.tags.includes(t))
      : same(gotTags, want.tags);
    if (!varsOk)
      problems.push({
        key,
        problem: `variables ${JSON.stringify(got)}, English has ${JSON.stringify(want.variables)}`,
      });
    if (!tagsOk)
      problems.push({
        key,
        problem: `tags ${JSON.stringify(gotTags)}, English has ${JSON.stringify(want.tags)}`,
      });
  }
  for (const key of other.keys())
    if (!expected.has(key)) problems.push({ key, problem: 'not in English' });
  // Every plural says its variables somewhere among its forms.
  for (const [base, plural] of plurals) {
    const wanted = union(plural.values.map(variables));
    const said = union(
      [...other]
        .filter(([key]) => PLURAL.exec(key)?.[1] === base)
        .map(([, value]) => variables(String(value))),
    );
    const lost = wanted.filter((v) => !said.includes(v) && !v.startsWith('count'));
    if (lost.length) problems.push({ key: base, problem: `no form uses ${lost.join(', ')}` });
  }
  return problems;
}

/**
 * Every problem of every language folder of every root in `roots` (default
 * {@link CATALOGUE_ROOTS}), or only of `namespaces`, as printable lines.
 */
export function checkAll(namespaces = [], roots = CATALOGUE_ROOTS) {
  return roots.flatMap(({ dir, label }) =>
    checkRoot(dir, namespaces).map((line) => `${label}${line}`),
  );
}

/** Every problem of the language folders of one catalogue root `LOCALES`. */
function checkRoot(LOCALES, namespaces) {
  const languages = fs
    .readdirSync(LOCALES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== SOURCE_LANGUAGE)
    .map((d) => d.name);
  const names = fs
    .readdirSync(path.join(LOCALES, SOURCE_LANGUAGE))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .filter((ns) => !namespaces.length || namespaces.includes(ns));
  const read = (language, ns) =>
    JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8'));
  const lines = [];
  for (const language of languages) {
    for (const ns of names) {
      if (!fs.existsSync(path.join(LOCALES, language, `${ns}.json`))) {
        lines.push(`${language}/${ns}: the file is missing`);
        continue;
      }
      for (const { key, problem } of compareCatalogues(
        read(SOURCE_LANGUAGE, ns),
        read(language, ns),
        language,
      ))
        lines.push(`${language}/${ns}: ${key}: ${problem}`);
    }
    const extra = fs
      .readdirSync(path.join(LOCALES, language))
      .filter((f) => f.endsWith('.json') && !fs.existsSync(path.join(LOCALES, SOURCE_LANGUAGE, f)));
    for (const file of extra) lines.push(`${language}/${file}: no such namespace in English`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = checkAll(process.argv.slice(2));
  for (const line of lines) console.error(line);
  if (lines.length) {
    console.error(`\n${lines.length} catalogue problem(s): every language says what English says.`);
    process.exit(1);
  }
  console.log('Catalogues: every language has every key, plural form, variable and tag.');
}
