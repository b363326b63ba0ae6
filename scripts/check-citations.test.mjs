import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, problemsIn, slug } from './check-citations.mjs';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs');
const product = anchorsOf(fs.readFileSync(path.join(docs, 'product.md'), 'utf8'));
const repo = {
  docAnchors: (file) => (file === 'product.md' ? product : null),
  adrExists: (n) => n >= 1 && n <= 15,
};
const lines = (text) => problemsIn(text, repo).map((p) => p.line);

describe('check-citations', () => {
  it('finds citations of issues and of documents kept outside the repository', () => {
    const text = [
      '/** Feature requests (issue 11 "Feature Request"). */',
      '// Issue 17, item 4: one time zone per person.',
      ' * Notifications (issues 10 and 11): kinds.',
      ' * (issue "Public site and discovery"; the directory\'s orders)',
      '/** Password recovery (issue §3). */',
      '/** Only repositories touch the ORM (STYLE.md §5). */',
      ' * PRODUCT-DECISIONS "Keep exactly"',
      ' * (ARCHITECTURE "Tests"), (ARCHITECTURE.md), LIBRARIES.md',
      '/** An activity (spec §3 "Activity"). */',
      ' * the label the product spec gives them',
    ].join('\n');
    expect(lines(text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 10]);
  });

  it('lets the repository’s own documents and ordinary words pass', () => {
    const text = [
      '/** Feature requests (docs/product.md#1281-feature-requests). */',
      ' * (docs/product.md#5-validation; ADR 0009; docs/performance.md)',
      "  'I help engineers make the same switch: writing a product spec, prioritising'",
      ' * an RFC 5545 §3.2 value; the tissue of 1,200 issues-free lines',
    ].join('\n');
    expect(problemsIn(text, repo)).toEqual([]);
  });

  it('refuses an anchor that is no heading, a docs file that does not exist and an unknown ADR', () => {
    const text = [
      ' * docs/product.md#9 and docs/product.md#ask-an-expert',
      ' * docs/nowhere.md#checks',
      ' * ADR 0099',
    ].join('\n');
    expect(problemsIn(text, repo).map((p) => p.message)).toEqual([
      'docs/product.md#9: docs/product.md has no such heading',
      'docs/product.md#ask-an-expert: docs/product.md has no such heading',
      'docs/nowhere.md#checks: no file docs/nowhere.md',
      'ADR 0099: not in docs/decisions',
    ]);
  });

  it('makes anchors the way GitHub does', () => {
    expect(slug('12.8.1 Feature requests')).toBe('1281-feature-requests');
    expect(slug('2.6 /contact')).toBe('26-contact');
    expect(slug('What `/` loaded before (commit 8e36e72)')).toBe(
      'what--loaded-before-commit-8e36e72',
    );
    expect(anchorsOf('# A\n## B\n```\n# not a heading\n```\n## B\n')).toEqual(
      new Set(['a', 'b', 'b-1']),
    );
    expect(product.has('5-validation')).toBe(true);
    expect(product.has('117-one-role')).toBe(true);
  });
});
