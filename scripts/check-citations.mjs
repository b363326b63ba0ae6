#!/usr/bin/env node
// Comments and strings cite documents the next engineer can open: the repository's own
// (`docs/product.md#5-validation`, `docs/architecture.md#checks`, `ADR 0009`), never an
// issue tracker's number or a design document kept outside the repository
// (docs/architecture.md#checks). Runs in `npm test`'s lint stage, after jscpd.
//
// It reads every tracked source file under apps, packages, e2e, bench, scripts and .ci (and
// the root's configs), and fails with `file:line` for:
//   - a citation of an issue (`issue 17`, `issues 10 and 11`, `issue "Onboarding"`, `issue §3`)
//     or of an outside document (STYLE.md, PRODUCT-DECISIONS, ARCHITECTURE.md, LIBRARIES.md,
//     the product spec, `spec §N`);
//   - a link into docs/ whose file or heading does not exist (`docs/product.md#99-nothing`),
//     or an ADR number without its file in docs/decisions.
// Commit messages may still name issues: only the tree is checked.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the check looks: these folders and root files, tracked by git. */
const SCOPE = [
  'apps',
  'packages',
  'e2e',
  'bench',
  'scripts',
  '.ci',
  'eslint.config.js',
  'knip.jsonc',
  'vitest.config.ts',
];
/**
 * Source and documentation files (and the CI scripts, which have no extension); catalogues
 * (`locales/`) hold user-visible text only.
 */
const SOURCE = /\.(?:[cm]?[jt]sx?|json|jsonc|css|sql|html|md)$|^\.ci\//;
const SKIPPED = [
  /\/locales\//,
  /(?:^|\/)package-lock\.json$/,
  // This check and its test name what they refuse.
  /^scripts\/check-citations(?:\.test)?\.mjs$/,
];

/** Citations of what lives outside the repository, each with what to cite instead. */
const OUTSIDE = [
  {
    pattern: /\bissues? (?:\d|"|§)/i,
    instead:
      'the docs/ section of the rule (docs/product.md#<anchor>, an ADR, docs/performance.md)',
  },
  { pattern: /\bSTYLE\.md\b/, instead: 'the ADR or docs/architecture.md section of the rule' },
  { pattern: /\bPRODUCT-DECISIONS\b/, instead: 'docs/product.md#<anchor>' },
  { pattern: /\bARCHITECTURE(?:\.md\b| ")/, instead: 'docs/architecture.md#<anchor>' },
  { pattern: /\bLIBRARIES\.md\b/, instead: 'the ADR of the choice, or say why in the comment' },
  // "writing a product spec" in a demo mentor's bio is not a citation.
  { pattern: /(?<!\ba )\bproduct[- ]spec\b|\bspec §/i, instead: 'docs/product.md#<anchor>' },
];

const DOC_LINK = /\bdocs\/([\w./-]+\.md)#([\w-]+)/g;
const ADR = /\bADRs? (\d{1,4})\b/g;

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces → hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (a repeated heading gets `-1`, `-2`, …). */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/**
 * The problems of one file's text, each `{ line, message }` (line 1-based).
 * `docAnchors(file)` gives the anchor set of a docs/ file, or null when it does not exist;
 * `adrExists(number)` says whether docs/decisions holds that ADR.
 */
export function problemsIn(text, { docAnchors, adrExists }) {
  const problems = [];
  text.split('\n').forEach((line, i) => {
    for (const { pattern, instead } of OUTSIDE) {
      const match = pattern.exec(line);
      if (match) problems.push({ line: i + 1, message: `cites "${match[0]}": cite ${instead}` });
    }
    for (const [link, file, anchor] of line.matchAll(DOC_LINK)) {
      const anchors = docAnchors(file);
      if (!anchors) problems.push({ line: i + 1, message: `${link}: no file docs/${file}` });
      else if (!anchors.has(anchor)) {
        problems.push({ line: i + 1, message: `${link}: docs/${file} has no such heading` });
      }
    }
    for (const [mention, number] of line.matchAll(ADR)) {
      if (!adrExists(Number(number))) {
        problems.push({ line: i + 1, message: `${mention}: not in docs/decisions` });
      }
    }
  });
  return problems;
}

function main() {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...SCOPE], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => SOURCE.test(file) && !SKIPPED.some((skip) => skip.test(file)));
  const anchorCache = new Map();
  const docAnchors = (file) => {
    if (!anchorCache.has(file)) {
      const full = path.join(root, 'docs', file);
      anchorCache.set(file, fs.existsSync(full) ? anchorsOf(fs.readFileSync(full, 'utf8')) : null);
    }
    return anchorCache.get(file);
  };
  const adrs = new Set(
    fs
      .readdirSync(path.join(root, 'docs/decisions'))
      .map((name) => /^(\d{4})-/.exec(name)?.[1])
      .filter(Boolean)
      .map(Number),
  );
  const adrExists = (number) => adrs.has(number);

  let count = 0;
  for (const file of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue; // deleted in the working tree, not yet committed
    for (const { line, message } of problemsIn(fs.readFileSync(full, 'utf8'), {
      docAnchors,
      adrExists,
    })) {
      console.error(`${file}:${line}: ${message}`);
      count += 1;
    }
  }
  if (count) {
    console.error(
      `\n${count} citation problem${count === 1 ? '' : 's'}. Cite the repository's documents ` +
        '(docs/product.md#<anchor>, docs/architecture.md#<anchor>, ADR NNNN, docs/performance.md); ' +
        "where the rule is written nowhere in docs/, add it there (docs/product.md's top says how).",
    );
    process.exit(1);
  }
  console.log(`citations: ${files.length} files checked, none outside the repository`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
