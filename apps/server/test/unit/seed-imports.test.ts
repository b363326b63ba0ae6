import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The demo seed's module graph (docs/architecture.md#tests): `registry.ts` lists the seeders and
 * only `index.ts` loads it; the seeders share their types through `types.ts` and their
 * identities through `demo-accounts.ts`, so no module imports one that imports it back.
 */
const SEED_DIR = new URL('../../src/db/seed/', import.meta.url);

/** Each seed module's relative imports (`./x.ts`), static, dynamic and type-only. */
function seedImports(): Map<string, string[]> {
  const files = readdirSync(SEED_DIR).filter((f) => f.endsWith('.ts'));
  return new Map(
    files.map((file) => {
      const source = readFileSync(new URL(file, SEED_DIR), 'utf8');
      const found = [...source.matchAll(/(?:from|import\()\s*'\.\/([\w-]+\.ts)'/g)];
      return [file, found.map((m) => m[1]!)];
    }),
  );
}

describe('demo seed imports', () => {
  it('only index.ts imports the registry', () => {
    const importers = [...seedImports()]
      .filter(([, imports]) => imports.includes('registry.ts'))
      .map(([file]) => file);
    expect(importers).toEqual(['index.ts']);
  });

  it('no seeder imports another seeder', () => {
    const graph = seedImports();
    // The modules the registry lists that define a seeder (not its types).
    const seeders = new Set(
      (graph.get('registry.ts') ?? []).filter((f) =>
        /: DemoSeeder\b/.test(readFileSync(new URL(f, SEED_DIR), 'utf8')),
      ),
    );
    expect(seeders.size).toBeGreaterThan(10);
    for (const seeder of seeders) {
      const others = (graph.get(seeder) ?? []).filter((f) => seeders.has(f));
      expect(others, `${seeder} imports`).toEqual([]);
    }
  });

  it('has no import circle', () => {
    const graph = seedImports();
    const circles: string[] = [];
    const visit = (file: string, path: string[]) => {
      for (const next of graph.get(file) ?? []) {
        if (path.includes(next)) circles.push([...path, next].join(' → '));
        else visit(next, [...path, next]);
      }
    };
    for (const file of graph.keys()) visit(file, [file]);
    expect(circles).toEqual([]);
  });
});
