// Who owns which platform table, and which module touches which: the data behind the ownership
// rule in tools/boundaries.test.mjs. A table's owner is the module whose source declares it in
// the shared `Database` interface (its `*-tables.ts`); every other module reaches that table
// only through the owner's index.ts. Run `node tools/table-ownership.mjs` to print the current
// violations (file: table (owner)) and the module graph, `--graph` for the graph in layers; give
// a folder to scan another checkout.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MODULES_DIR = 'apps/platform/src/modules';

/** Kysely calls whose first argument names a table (or several, as an array). */
const BUILDER_CALL =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
/** A table named in raw SQL: after from / join / update / insert into / delete from. */
const RAW_TABLE =
  /\b(?:from|join|update|insert\s+into|delete\s+from)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()/gi;

/** The module a repo-relative path belongs to, or null outside apps/platform/src/modules. */
export function moduleOf(path) {
  const rest = path.split(sep).join('/');
  if (!rest.startsWith(`${MODULES_DIR}/`)) return null;
  return rest.slice(MODULES_DIR.length + 1).split('/')[0];
}

/** Specs and the shared test helpers may set up data in any table; everything else obeys. */
export function isExempt(path) {
  const posix = path.split(sep).join('/');
  return /\.spec\.tsx?$/.test(posix) || posix.startsWith('apps/platform/src/testing/');
}

/** Table names a source declares into `interface Database { … }` (the module's own tables). */
export function declaredTables(code) {
  const tables = [];
  for (const block of code.matchAll(/interface Database\s*\{([^}]*)\}/g)) {
    for (const [, name] of block[1].matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)) tables.push(name);
  }
  return tables;
}

/** The static text of every sql`…` template in `code` (interpolations left out). */
function sqlTemplates(code) {
  const texts = [];
  for (const start of code.matchAll(/\bsql(?:<[^>`]*>)?`/g)) {
    let i = start.index + start[0].length;
    let text = '';
    while (i < code.length && code[i] !== '`') {
      if (code[i] === '\\') {
        text += code.slice(i, i + 2);
        i += 2;
      } else if (code[i] === '$' && code[i + 1] === '{') {
        i = skipExpression(code, i + 2);
        text += ' ? ';
      } else text += code[i++];
    }
    texts.push(text);
  }
  return texts;
}

/** The index just past the `}` closing an interpolation that starts at `i`. */
function skipExpression(code, i) {
  let depth = 1;
  while (i < code.length && depth > 0) {
    const char = code[i];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '`') {
      // A nested template: skip it whole, interpolations included.
      i++;
      while (i < code.length && code[i] !== '`') {
        if (code[i] === '\\') i++;
        else if (code[i] === '$' && code[i + 1] === '{') {
          i = skipExpression(code, i + 2);
          continue;
        }
        i++;
      }
    } else if (char === "'" || char === '"') {
      const quote = char;
      i++;
      while (i < code.length && code[i] !== quote) i += code[i] === '\\' ? 2 : 1;
    }
    i++;
  }
  return i;
}

/** Every table of `known` that `code` reads or writes: [{ table, write }]. */
export function tablesTouched(code, known) {
  const found = new Map();
  const note = (table, write) => {
    if (!known.has(table)) return; // a CTE, an alias or a column, not a table
    found.set(table, (found.get(table) ?? false) || write);
  };
  for (const [, call, argument] of code.matchAll(BUILDER_CALL)) {
    const write = ['insertInto', 'updateTable', 'deleteFrom', 'mergeInto'].includes(call);
    for (const [, name] of argument.matchAll(/['"]([a-z_][a-z0-9_]*)/g)) note(name, write);
  }
  for (const text of sqlTemplates(code)) {
    for (const [clause, name] of text.matchAll(RAW_TABLE)) {
      note(name.toLowerCase(), !/^from|^join/i.test(clause));
    }
  }
  return [...found].map(([table, write]) => ({ table, write }));
}

/** Repo-relative paths of every TypeScript source under `dir`. */
function sourcesUnder(root, dir) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

/** Every platform module source under the repo at `root`: [{ path, module, code }]. */
export function moduleSources(root = ROOT) {
  return sourcesUnder(root, MODULES_DIR).map((path) => ({
    path: path.split(sep).join('/'),
    module: moduleOf(path),
    code: readFileSync(join(root, path), 'utf8'),
  }));
}

/** table → owning module, from the modules' `interface Database` declarations. */
export function tableOwners(sources = moduleSources()) {
  const owners = new Map();
  for (const { path, module, code } of sources) {
    for (const table of declaredTables(code)) {
      if (owners.has(table) && owners.get(table) !== module)
        throw new Error(`${table} declared by ${owners.get(table)} and ${module} (${path})`);
      owners.set(table, module);
    }
  }
  return owners;
}

/** Each access of a module file to a table another module owns. */
export function violations(sources = moduleSources(), owners = tableOwners(sources)) {
  const found = [];
  for (const { path, module, code } of sources) {
    if (isExempt(path)) continue;
    for (const { table, write } of tablesTouched(code, owners)) {
      const owner = owners.get(table);
      if (owner !== module) found.push({ path, module, table, owner, write });
    }
  }
  return found;
}

/** The line a violation is listed under: `file: table (owner)`. */
export const violationLine = ({ path, table, owner }) =>
  `${path.slice(MODULES_DIR.length + 1)}: ${table} (${owner})`;

/** Which modules each module imports (through `../<other>` paths), from non-exempt files. */
export function moduleImports(sources = moduleSources()) {
  const edges = new Set();
  for (const { path, module, code } of sources) {
    if (isExempt(path)) continue;
    const dir = path.slice(0, path.lastIndexOf('/'));
    for (const [, spec] of code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)) {
      const target = moduleOf(join(dir, spec));
      if (target && target !== module) edges.add(`${module}>${target}`);
    }
  }
  return edges;
}

/** The module graph: imports plus table access (reader → owner), as "from>to" strings. */
export function moduleGraph(sources = moduleSources(), found = violations(sources)) {
  const edges = moduleImports(sources);
  for (const { module, owner } of found) edges.add(`${module}>${owner}`);
  return edges;
}

/** Strongly connected components with more than one module (Tarjan), largest first. */
export function cycles(edges) {
  const next = new Map();
  for (const edge of edges) {
    const [from, to] = edge.split('>');
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length);
}

/** Each module with what it depends on (imports + table access), lowest layer first. */
export function layeredGraph(edges, modules = []) {
  const next = new Map(modules.map((module) => [module, new Set()]));
  for (const edge of edges) {
    const [from, to] = edge.split('>');
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from).add(to);
  }
  const layer = new Map();
  const layerOf = (module, seen = new Set()) => {
    if (layer.has(module)) return layer.get(module);
    if (seen.has(module)) return 0; // a cycle (the test names it); its modules share a layer
    seen.add(module);
    const below = [...next.get(module)].map((to) => layerOf(to, seen) + 1);
    const value = Math.max(0, ...below);
    layer.set(module, value);
    return value;
  };
  return [...next.keys()]
    .map((module) => ({ module, layer: layerOf(module), uses: [...next.get(module)].sort() }))
    .sort((a, b) => a.layer - b.layer || a.module.localeCompare(b.module));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const sources = moduleSources(args.find((arg) => !arg.startsWith('--')) ?? ROOT);
  if (args.includes('--graph')) {
    console.log('layer  module              uses (imports and table access)');
    for (const { module, layer, uses } of layeredGraph(moduleGraph(sources), [
      ...new Set(sources.map((source) => source.module)),
    ])) {
      console.log(
        `${String(layer).padEnd(6)} ${module.padEnd(19)} ${uses.join(', ') || 'core only'}`,
      );
    }
    process.exit(0);
  }
  const found = violations(sources);
  const reads = found.filter((v) => !v.write);
  const writes = found.filter((v) => v.write);
  const pairs = (list) => new Set(list.map((v) => `${v.module}>${v.owner}`)).size;
  console.log(`# ${found.length} violations: ${reads.length} reads, ${writes.length} writes`);
  console.log(`# module pairs: ${pairs(reads)} read, ${pairs(writes)} write`);
  const cyclic = cycles(moduleGraph(sources, found));
  console.log(`# cycles (imports + table access): ${cyclic.map((c) => c.join(' ')).join(' | ')}`);
  for (const v of found) console.log(`${violationLine(v)}${v.write ? ' write' : ''}`);
}
