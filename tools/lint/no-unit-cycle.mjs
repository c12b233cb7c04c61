// A workspace ESLint rule: no import cycle inside one unit (a platform module, a site area),
// counting type-only imports too. import-x/no-cycle skips `import type` because it has no
// runtime effect, but a type cycle still ties two files into one: neither can be read, moved or
// split without the other. Each file's imports are read with TypeScript's pre-processor (a
// scanner, no type-checking), so the rule stays cheap on a whole-tree lint.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = ['.ts', '.tsx'];
/** file → { mtime, imports }: a lint run reads each file once. */
const importsCache = new Map();

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false; // missing, or a path through a file (`data.json/index.ts`)
  }
}

/** The file a relative specifier names, with `.js`/`.ts` suffixes normalised; null if none. */
function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier.replace(/\.(m?js|tsx?)$/, ''));
  const candidates = [
    ...SOURCE.map((ext) => base + ext),
    ...SOURCE.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find(isFile) ?? null;
}

/** The files `file` imports or re-exports from by relative path, value and type alike. */
function importsOf(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const cached = importsCache.get(file);
  if (cached?.mtime === stat.mtimeMs) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => resolveRelative(file, fileName))
    .filter((path) => path !== null);
  importsCache.set(file, { mtime: stat.mtimeMs, imports });
  return imports;
}

/** The unit folder (`<root>/<name>`) holding `file`, or null when it lies in none. */
function unitOf(file, roots) {
  for (const root of roots) {
    const rest = relative(root, file);
    if (rest.startsWith('..') || !rest.includes(sep)) continue;
    return join(root, rest.split(sep)[0]);
  }
  return null;
}

/** A path of files inside `unit` from `start` back to `target`, or null. */
function pathBack(start, target, unit) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const next of importsOf(route.at(-1))) {
      if (next === target) return route;
      if (seen.has(next) || unitOf(next, [dirname(unit)]) !== unit) continue;
      seen.add(next);
      queue.push([...route, next]);
    }
  }
  return null;
}

export const noUnitCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles (type-only imports included) inside one unit.' },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle inside {{unit}} (type imports count): {{route}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const roots = (context.options[0]?.roots ?? []).map((root) => resolve(context.cwd, root));
    const unit = unitOf(file, roots);
    if (!unit) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveRelative(file, specifier);
      if (!target || unitOf(target, roots) !== unit) return;
      const route = pathBack(target, file, unit);
      if (!route) return;
      const names = [file, ...route, file].map((path) => relative(unit, path));
      context.report({
        node,
        messageId: 'cycle',
        data: { unit: relative(context.cwd, unit), route: names.join(' → ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const tesseraPlugin = { rules: { 'no-unit-cycle': noUnitCycle } };
