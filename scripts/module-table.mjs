// The server's module table, read from the code: for each module under apps/server/src/modules,
// the tables it declares (`pgTable`), its HTTP routes (`app.get('/path', …)` and the other
// methods, with the prefix its plugin registers them under), the domain events it publishes and
// handles (`events.publish` / `events.on`), and the job queues it sends to and works
// (`jobs.send` / `jobs.work` / `jobs.schedule`). It is written between two markers of
// docs/architecture.md, so the document says what the code does.
//
//   node scripts/module-table.mjs          check: exit 1 when the table in the document is stale
//   node scripts/module-table.mjs --write  rewrite the table in the document
//
// The lint stage of `npm test` runs the check (docs/architecture.md#checks).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const doc = path.join(root, 'docs/architecture.md');
const BEGIN = '<!-- module-table:begin (scripts/module-table.mjs --write) -->';
const END = '<!-- module-table:end -->';
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The source files of one module (tests live elsewhere), parsed. */
function sourcesOf(dir) {
  const files = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(dir);
  return files.sort().map((file) => ({
    file,
    source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
}

function visit(node, fn) {
  fn(node);
  ts.forEachChild(node, (child) => visit(child, fn));
}

/** An expression without its `as …` / `satisfies …` / parentheses. */
function unwrap(node) {
  while (
    node &&
    (ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isParenthesizedExpression(node))
  )
    node = node.expression;
  return node;
}

/**
 * `const NAME = 'text'` anywhere in the module, so `jobs.send(QUEUE, …)` names its queue; and
 * the loop variables of `for (const name of Object.keys(TABLE))`, so `events.on(name, …)` in
 * such a loop names every key of TABLE.
 */
function constantsOf(sources) {
  const constants = new Map();
  const objects = new Map();
  const loops = [];
  for (const { source } of sources)
    visit(source, (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const value = unwrap(node.initializer);
        if (ts.isStringLiteralLike(value)) constants.set(node.name.text, value.text);
        if (ts.isObjectLiteralExpression(value))
          objects.set(
            node.name.text,
            value.properties
              .filter((p) => p.name && (ts.isStringLiteralLike(p.name) || ts.isIdentifier(p.name)))
              .map((p) => p.name.text),
          );
      }
      if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer)) {
        const keys = /^Object\.keys\((\w+)\)/.exec(unwrap(node.expression).getText(source));
        const [declaration] = node.initializer.declarations;
        if (keys && declaration && ts.isIdentifier(declaration.name))
          loops.push([declaration.name.text, keys[1]]);
      }
    });
  for (const [name, object] of loops)
    if (objects.has(object)) constants.set(name, objects.get(object));
  return constants;
}

/**
 * A call's argument as text: a string, a template with `{…}` holes, or a known constant (an
 * array of names for a loop variable over an object's keys).
 */
function textOf(node, constants) {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `{…}${s.literal.text}`).join('');
  if (ts.isIdentifier(node)) return constants.get(node.text);
  if (ts.isPropertyAccessExpression(node)) return constants.get(node.name.text);
  return undefined;
}

/** The top-level function or constant of the file that holds `node` (a routes plugin). */
function ownerOf(node, source) {
  let at = node;
  while (at.parent && at.parent !== source) at = at.parent;
  if (ts.isFunctionDeclaration(at)) return at.name?.text ?? '';
  if (ts.isVariableStatement(at)) return at.declarationList.declarations[0]?.name.getText(source);
  return '';
}

function describe(name) {
  const sources = sourcesOf(path.join(modulesDir, name));
  const constants = constantsOf(sources);
  const tables = new Set();
  const published = new Set();
  const handled = new Set();
  const queues = new Set();
  const uses = new Set();
  let provides = false;
  const eventResults = new Set();
  let publishes = false;
  const prefixOf = new Map(); // routes plugin name → prefix
  const routesByFile = [];
  for (const { source } of sources) {
    const routes = [];
    visit(source, (node) => {
      // What a change publishes: `publish('x.y', …)`, `publish(tx, 'x.y', …)`, or a command's
      // result `{ event: 'x.y' }` that its caller publishes.
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText(source) === 'event' &&
        ts.isStringLiteralLike(node.initializer) &&
        node.initializer.text.includes('.')
      )
        eventResults.add(node.initializer.text);
      if (ts.isCallExpression(node) && /(^|\.)publish$/.test(node.expression.getText(source))) {
        publishes = true;
        for (const arg of node.arguments.slice(0, 2))
          if (ts.isStringLiteralLike(arg) && arg.text.includes('.')) published.add(arg.text);
      }
      // defineModule(name, plugin, { dependencies: [...], provides })
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'dependencies') {
        const list = unwrap(node.initializer);
        if (ts.isArrayLiteralExpression(list))
          for (const item of list.elements) if (ts.isStringLiteralLike(item)) uses.add(item.text);
      }
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText(source) === 'provides' &&
        node.initializer.kind === ts.SyntaxKind.TrueKeyword
      )
        provides = true;
      if (!ts.isCallExpression(node)) return;
      const callee = node.expression;
      const [first, second] = node.arguments;
      if (ts.isIdentifier(callee) && callee.text === 'pgTable') {
        const table = textOf(first, constants);
        if (table) tables.add(table);
        return;
      }
      if (!ts.isPropertyAccessExpression(callee)) return;
      const method = callee.name.text;
      const target = callee.expression.getText(source);
      if (METHODS.has(method) && /(^|\.)app$/.test(target)) {
        const route = textOf(first, constants);
        if (route?.startsWith('/'))
          routes.push([ownerOf(node, source), method.toUpperCase(), route]);
      } else if (method === 'register' && second && ts.isObjectLiteralExpression(second)) {
        const prefix = second.properties.find(
          (p) => ts.isPropertyAssignment(p) && p.name.getText(source) === 'prefix',
        );
        if (prefix && ts.isPropertyAssignment(prefix))
          prefixOf.set(
            first.getText(source),
            prefix.initializer.getText(source) === 'API_PREFIX'
              ? '/api'
              : (textOf(prefix.initializer, constants) ?? ''),
          );
      } else if (method === 'on' && /events$/i.test(target)) {
        for (const event of [textOf(first, constants)].flat())
          if (event?.includes('.')) handled.add(event);
      } else if (['send', 'work', 'schedule'].includes(method) && /jobs$/i.test(target)) {
        const queue = textOf(first, constants);
        if (queue) queues.add(queue);
      }
    });
    routesByFile.push(routes);
  }
  if (publishes) for (const event of eventResults) published.add(event);
  const routes = routesByFile.flat().map(([owner, method, url]) => {
    const prefix = prefixOf.get(owner) ?? '';
    return `${method} ${prefix}${url === '/' && prefix ? '' : url}`;
  });
  return {
    name,
    uses: [...uses].sort(),
    provides,
    tables: [...tables].sort(),
    routes: mergeMethods(routes),
    published: [...published].sort(),
    handled: [...handled].sort(),
    queues: [...queues].sort(),
  };
}

/** `GET /a`, `PUT /a` → `GET, PUT /a`, in path order. */
function mergeMethods(routes) {
  const byPath = new Map();
  for (const route of routes) {
    const [method, url] = route.split(' ');
    byPath.set(url, [...(byPath.get(url) ?? []), method]);
  }
  return [...byPath.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([url, methods]) => `${[...new Set(methods)].join(', ')} ${url}`);
}

let missing = [];
const code = (list) => (list.length ? list.map((x) => `\`${x}\``).join(', ') : '–');

async function table() {
  const names = readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const rows = names.map(describe);
  const lines = rows.map((m) =>
    [
      `- **\`${m.name}\`**${m.provides ? ' (provides its service)' : ''}${m.uses.length ? `, uses ${code(m.uses)}` : ''}`,
      `  - tables: ${code(m.tables)}`,
      `  - routes: ${code(m.routes)}`,
      `  - events published: ${code(m.published)}; handled: ${code(m.handled)}`,
      `  - job queues: ${code(m.queues)}`,
    ].join('\n'),
  );
  const total = rows.reduce((n, m) => n + m.tables.length, 0);
  const routes = rows.reduce((n, m) => n + m.routes.length, 0);
  missing = tablesMissingFromData(current, rows);
  const text = `${rows.length} modules, ${total} tables, ${routes} paths.\n\n${lines.join('\n')}\n`;
  return prettier.format(text, { parser: 'markdown', printWidth: 100, proseWrap: 'preserve' });
}

/** Every table of the code, modules' and infrastructure's, has its row in the "Data" table. */
function tablesMissingFromData(text, rows) {
  const infrastructure = readFileSync(
    path.join(root, 'apps/server/src/db/infrastructure-schema.ts'),
    'utf8',
  );
  const all = [
    ...rows.flatMap((m) => m.tables),
    ...[...infrastructure.matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map((m) => m[1]),
  ];
  const data = text.slice(
    text.indexOf('\n## Data'),
    text.indexOf('\n## ', text.indexOf('\n## Data') + 1),
  );
  return all.filter((table) => !data.includes(`| \`${table}\``));
}

const webSrc = path.join(root, 'apps/web/src');
const WEB_BEGIN = '<!-- web-features:begin (scripts/module-table.mjs --write) -->';
const WEB_END = '<!-- web-features:end -->';

/** The names a web feature's `index.ts` exports (its public face). */
function exportsOf(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const names = [];
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      names.push(...statement.exportClause.elements.map((e) => e.name.text));
    else if (
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      (ts.isFunctionDeclaration(statement) || ts.isVariableStatement(statement))
    )
      names.push(
        ...(ts.isVariableStatement(statement)
          ? statement.declarationList.declarations.map((d) => d.name.getText(source))
          : [statement.name?.text ?? '']),
      );
  }
  return names.sort();
}

/** The files of `app/` that import each feature (what the app composes from it). */
function appUsers() {
  const users = new Map();
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(full, 'utf8').matchAll(/from '@\/features\/([a-z-]+)'/g)) {
          const list = users.get(match[1]) ?? new Set();
          list.add(path.relative(webSrc, full));
          users.set(match[1], list);
        }
      }
    }
  };
  walk(path.join(webSrc, 'app'));
  return users;
}

/** The web app's features: their pages, their public face, and where `app/` uses them. */
async function featureList() {
  const users = appUsers();
  const features = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const lines = features.map((name) => {
    const dir = path.join(webSrc, 'features', name);
    let pages = [];
    try {
      pages = readdirSync(path.join(dir, 'pages'))
        .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f))
        .map((f) => f.replace(/\.tsx$/, ''))
        .sort();
    } catch {
      // a feature without pages (e.g. only home cards or a menu)
    }
    let exported = [];
    try {
      exported = exportsOf(path.join(dir, 'index.ts'));
    } catch {
      // no index.ts: nothing public
    }
    return [
      `- **\`${name}\`**`,
      `  - pages: ${code(pages)}`,
      `  - exports: ${code(exported)}`,
      `  - used by: ${code([...(users.get(name) ?? [])].sort())}`,
    ].join('\n');
  });
  const text = `${features.length} features.\n\n${lines.join('\n')}\n`;
  return prettier.format(text, { parser: 'markdown', printWidth: 100, proseWrap: 'preserve' });
}

/** `text` with what lies between `begin` and `end` replaced by `body`. */
function between(text, begin, end, body) {
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  if (start < 0 || stop < start) {
    console.error(
      `module table: the markers ${begin} … ${end} are missing in ${path.relative(root, doc)}`,
    );
    process.exit(1);
  }
  return `${text.slice(0, start + begin.length)}\n\n${body}\n${text.slice(stop)}`;
}

const current = readFileSync(doc, 'utf8');
const next = between(
  between(current, BEGIN, END, await table()),
  WEB_BEGIN,
  WEB_END,
  await featureList(),
);
if (missing.length) {
  console.error(
    `module table: no row in the "Data" table of ${path.relative(root, doc)} for ${missing.join(', ')}`,
  );
  process.exitCode = 1;
}
if (process.argv.includes('--write')) {
  writeFileSync(doc, next);
  console.log(`module table: written to ${path.relative(root, doc)}`);
} else if (next !== current) {
  console.error(
    `module table: ${path.relative(root, doc)} does not match the code; run node scripts/module-table.mjs --write`,
  );
  process.exit(1);
} else if (!missing.length) {
  console.log('module table: docs/architecture.md matches the code');
}
