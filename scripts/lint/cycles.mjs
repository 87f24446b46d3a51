// Lint: no import cycles (what eslint-plugin-import's no-cycle checks, without the plugin). Every
// relative import of the app, providers, declarations and server counts — static, re-exports and
// lazy `import()` — except type-only ones, which leave no trace at run time. Prints each cycle
// and exits 1 when there is one. Run by `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../..'));
const DIRS = ['src', 'providers', 'resources', 'server', 'scripts'];
const SKIP = new Set(['node_modules', 'migrations']);
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : filesUnder(full);
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  // './x.js' written for './x.ts'
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'), base.replace(/\.m?js$/, '.tsx'));
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

const typeOnly = (clause) =>
  !!clause &&
  (clause.isTypeOnly ||
    (!clause.name &&
      clause.namedBindings &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((e) => e.isTypeOnly)));

function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !typeOnly(node.importClause)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]))
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.filter((s) => s.startsWith('.')).flatMap((s) => resolve(file, s) ?? []);
}

/** The strongly connected components of more than one file (Tarjan), or a file importing itself. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  const connect = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!meta.has(w)) {
        connect(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!meta.has(v)) connect(v);
  return found;
}

const files = DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const found = cycles(graph);
for (const component of found)
  console.error(
    `Import cycle: ${component
      .map((f) => path.relative(ROOT, f))
      .sort()
      .join(' ⇄ ')}`,
  );
if (found.length) {
  console.error('Break each cycle: move what both files need to a third one, or hand it down (src/areas/context.tsx).');
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files.`);
