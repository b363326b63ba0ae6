import type { Plugin } from 'vite';

/**
 * Which modules one lazy route (the home page) runs, for `build.rolldownOptions.output
 * .codeSplitting.groups` in `vite.config.ts`: a build plugin walks the route's static imports
 * once the module graph is known and sorts every module it reaches, apart from those of the
 * entry, into {@link RouteModules}.
 *
 * Why: left to itself Rolldown puts each module that lazy routes share into a chunk per set of
 * routes sharing it, so the first load of `/` fetched twenty files, most of them a few hundred
 * bytes (one icon, one hook), which compress far worse than a few files (ADR 0011).
 *
 * Through a barrel (a module that only re-exports, such as `lucide-react` or
 * `@pathwise/contracts`) the walk follows only the names imported, as tree-shaking does, so
 * the sets hold only modules the route runs and not the 1,600 icons of the barrel.
 */
export interface RouteModules {
  /** Modules of the route's own feature folder, and its catalogue. */
  own: Set<string>;
  /** Modules it shares with other routes that many modules import (e.g. `Button`). */
  common: Set<string>;
  /** The other modules it shares with other routes. */
  shared: Set<string>;
}

/** `import … from '…'` at the start of a line: the import clause and the specifier. */
const IMPORT_FROM = /^import\s+([^'";]*?)\s+from\s*["']([^"']+)["']/gm;
/** `import '…'` (side effects only). */
const IMPORT_BARE = /^import\s*["']([^"']+)["']/gm;
/** `export * from '…'` and `export { a as b } from '…'` at the start of a line. */
const REEXPORT = /^export\s*(\*|\{[^}]*\})\s*from\s*["']([^"']+)["'];?/gm;

/** The names an import clause takes from its module (`*` for the whole module). */
function importedNames(clause: string): Set<string> {
  if (clause.includes('*')) return new Set(['*']);
  const names = new Set<string>();
  if (clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '')) names.add('default');
  for (const part of /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? []) {
    const name = part.trim().split(/\s+as\s+/)[0];
    if (name) names.add(name);
  }
  return names;
}

/** True for a module that only re-exports others. */
function isBarrel(code: string): boolean {
  return !code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(REEXPORT, '')
    .replace(/^import\s+\*\s+as\s+\w+\s+from\s*["'][^"']+["'];?/gm, '')
    .replace(/^export\s*\{[\w\s,]*\};?/gm, '')
    .replace(/["']use strict["'];?/g, '')
    .trim();
}

/**
 * A build plugin that fills the returned sets at `buildEnd` with the modules that `page`
 * (a lazy route's module) runs and `entry` does not.
 * @param page absolute path of the route's module
 * @param feature absolute path of its feature folder, with a trailing separator
 * @param extraOwn modules to count as the route's own (its catalogue, which `i18n.ts` imports
 *   dynamically)
 * @param widelyUsed a shared module with at least this many importers goes to `common`
 */
export function routeModules(options: {
  entry: string;
  page: string;
  feature: string;
  extraOwn: readonly string[];
  widelyUsed: number;
}): { plugin: Plugin; modules: RouteModules } {
  const modules: RouteModules = {
    own: new Set(options.extraOwn),
    common: new Set(),
    shared: new Set(),
  };
  const plugin: Plugin = {
    name: 'pathwise-route-modules',
    apply: 'build',
    async buildEnd() {
      const initial = new Set<string>();
      let walkingEntry = true;
      const known = (id: string) =>
        initial.has(id) || modules.own.has(id) || modules.common.has(id) || modules.shared.has(id);
      const resolve = async (spec: string, importer: string) =>
        (await this.resolve(spec, importer))?.id;

      const visit = async (id: string, names: Set<string>): Promise<void> => {
        if (known(id)) return;
        const info = this.getModuleInfo(id);
        const code = info?.code;
        if (!info || code == null) return;
        if (isBarrel(code) && !names.has('*')) {
          for (const [, what = '*', spec = ''] of code.matchAll(REEXPORT)) {
            const target = await resolve(spec, id);
            if (!target) continue;
            const wanted = new Set<string>();
            if (what === '*') {
              const exported = this.getModuleInfo(target)?.exports ?? [];
              for (const name of names) if (exported.includes(name)) wanted.add(name);
            } else {
              for (const part of what.slice(1, -1).split(',')) {
                const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
                if (local && names.has(exported)) wanted.add(local);
              }
            }
            if (wanted.size) await visit(target, wanted);
          }
          return;
        }
        if (walkingEntry) initial.add(id);
        else if (id.startsWith(options.feature)) modules.own.add(id);
        else if (info.importers.length >= options.widelyUsed) modules.common.add(id);
        else modules.shared.add(id);

        const all = new Set(['*']);
        const deps: [string, Set<string>][] = [
          ...[...code.matchAll(IMPORT_FROM)].map(
            ([, clause = '', spec = '']): [string, Set<string>] => [spec, importedNames(clause)],
          ),
          ...[...code.matchAll(IMPORT_BARE)].map(([, spec = '']): [string, Set<string>] => [
            spec,
            all,
          ]),
          ...[...code.matchAll(REEXPORT)].map(([, , spec = '']): [string, Set<string>] => [
            spec,
            all,
          ]),
        ];
        for (const [spec, wanted] of deps) {
          const target = await resolve(spec, id);
          if (target) await visit(target, wanted);
        }
      };

      await visit(options.entry, new Set(['*']));
      walkingEntry = false;
      await visit(options.page, new Set(['*']));
    },
  };
  return { plugin, modules };
}
