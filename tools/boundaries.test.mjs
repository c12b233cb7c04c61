// Proves the layer rules bite: each forbidden import below must fail lint (the Nx boundaries rule,
// no-restricted-imports for Node built-ins, the area and module zones, the cycle rules), and an
// allowed one must pass; and that each platform module keeps to its own tables.
// Run: node --test tools/boundaries.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import {
  cycles,
  moduleGraph,
  moduleOf,
  moduleSources,
  tableOwners,
  violationLine,
  violations,
} from './table-ownership.mjs';

const eslint = new ESLint();
const LAYER_RULES = [
  '@nx/enforce-module-boundaries',
  'no-restricted-imports',
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'tessera/no-unit-cycle',
];

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => LAYER_RULES.includes(message.ruleId))
    .map((message) => message.message);
}

const forbidden = [
  [
    'the UI kit imports the SDK',
    'libs/ui/src/probe.ts',
    `import { createPlatformClient } from '@tessera/sdk';`,
  ],
  ['domain rules import React', 'libs/domain/src/probe.ts', `import { useState } from 'react';`],
  [
    'domain rules do I/O',
    'libs/domain/src/probe.ts',
    `import { readFile } from 'node:fs/promises';`,
  ],
  ['the contract imports ky', 'libs/contract/src/probe.ts', `import ky from 'ky';`],
  [
    'the platform imports a UI lib',
    'apps/platform/src/probe.ts',
    `import { Button } from '@tessera/ui';`,
  ],
  [
    'a brand app imports the SDK',
    'apps/brands/aurora/src/probe.ts',
    `import { createPlatformClient } from '@tessera/sdk';`,
  ],
  [
    'a brand app imports the UI kit',
    'apps/brands/lumen/src/probe.ts',
    `import { Button } from '@tessera/ui';`,
  ],
  [
    'a site area lib imports the site',
    'libs/site-cashier/src/probe.ts',
    `import { createSite } from '@tessera/site';`,
  ],
  [
    'a site area lib imports an area lib its scope does not allow',
    'libs/site-cashier/src/probe.ts',
    `import { AGENT_PAGES } from '@tessera/site-agent';`,
  ],
  [
    'the site-shared lib imports an area lib',
    'libs/site-shared/src/probe.ts',
    `import { StatusChip } from '@tessera/site-cashier';`,
  ],
  [
    'the site-shared lib imports the site',
    'libs/site-shared/src/probe.ts',
    `import { createSite } from '@tessera/site';`,
  ],
  [
    'the console imports the player site',
    'apps/console/src/probe.ts',
    `import { createSite } from '@tessera/site';`,
  ],
  [
    'the console imports a site area lib',
    'apps/console/src/probe.ts',
    `import { StatusChip } from '@tessera/site-cashier';`,
  ],
  [
    'a lib imports the console',
    'libs/ui/src/probe.ts',
    `import { ConsoleApp } from '../../../apps/console/src/app/console-app';`,
  ],
];

for (const [name, filePath, code] of forbidden) {
  test(`lint fails when ${name}`, async () => {
    const errors = await boundaryErrors(filePath, `${code}\n`);
    assert.ok(errors.length > 0, `expected a boundaries error for ${filePath}`);
  });
}

test('lint passes an allowed import (the site uses the SDK)', async () => {
  const errors = await boundaryErrors(
    'libs/site/src/probe.ts',
    `import { createPlatformClient } from '@tessera/sdk';\nexport const probe = [createPlatformClient];\n`,
  );
  assert.deepEqual(errors, []);
});

test('lint passes an allowed import (the console uses the SDK and the kit)', async () => {
  const errors = await boundaryErrors(
    'apps/console/src/probe.ts',
    `import { createOpsClient } from '@tessera/sdk';\nimport { Button } from '@tessera/ui';\nexport const probe = [createOpsClient, Button];\n`,
  );
  assert.deepEqual(errors, []);
});

test('lint passes an allowed import (a site area lib uses site-shared)', async () => {
  const errors = await boundaryErrors(
    'libs/site-games/src/probe.ts',
    `import { useMoney } from '@tessera/site-shared/wallet/use-money';\nexport const probe = [useMoney];\n`,
  );
  assert.deepEqual(errors, []);
});

/** The first source file inside `dir` (any depth) other than its index: an "inner" file. */
function innerFile(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const name = entry.name;
    if (!entry.isFile() || /^index\.tsx?$/.test(name) || /\.(spec|stories)\.tsx?$/.test(name))
      continue;
    if (!/\.tsx?$/.test(name)) continue;
    return join(entry.parentPath ?? entry.path, name).replace(/\.tsx?$/, '');
  }
  throw new Error(`no source file in ${dir}`);
}

const zoneProbes = [
  [
    'a site area imports a file inside another area',
    'libs/site/src/areas/records',
    () => innerFile('libs/site/src/areas/member'),
  ],
  [
    'the site shell imports the app/ folder',
    'libs/site/src/shell',
    () => innerFile('libs/site/src/app'),
  ],
  [
    'a site area imports the app/ folder',
    'libs/site/src/areas/records',
    () => innerFile('libs/site/src/app'),
  ],
  [
    'a site area imports the shell',
    'libs/site/src/areas/lobby',
    () => innerFile('libs/site/src/shell'),
  ],
  [
    'a platform module imports a file inside another module',
    'apps/platform/src/modules/games',
    () => innerFile('apps/platform/src/modules/wallet'),
  ],
  [
    'the platform core imports a module',
    'apps/platform/src/core',
    () => 'apps/platform/src/modules/accounts/index',
  ],
];

for (const [name, dir, target] of zoneProbes) {
  test(`lint fails when ${name}`, async () => {
    const path = relative(dir, target());
    const errors = await boundaryErrors(
      `${dir}/probe.ts`,
      `import * as probe from '${path.startsWith('.') ? path : `./${path}`}';\nexport { probe };\n`,
    );
    assert.ok(errors.length > 0, `expected a zone error for ${dir}/probe.ts → ${path}`);
  });
}

// TypeScript lets `./x.js` name `./x.ts`; the zones must see through the suffix, not skip it.
for (const suffix of ['.js', '.ts']) {
  test(`lint fails when a module imports a file inside another written with ${suffix}`, async () => {
    const dir = 'apps/platform/src/modules/games';
    const path = relative(dir, innerFile('apps/platform/src/modules/wallet'));
    const errors = await boundaryErrors(
      `${dir}/probe.ts`,
      `import * as probe from '${path}${suffix}';\nexport { probe };\n`,
    );
    assert.ok(errors.length > 0, `expected a zone error for ${path}${suffix}`);
  });
}

test('lint passes an import of another area through its index.ts', async () => {
  const errors = await boundaryErrors(
    'libs/site/src/areas/records/probe.ts',
    `import * as member from '../member';\nexport { member };\n`,
  );
  assert.deepEqual(errors, []);
});

/** The layer rules lint reports on `a.ts` of a module made of `files` (for this test only). */
async function moduleRules(files) {
  // A cycle needs real files; they live for the length of one test only.
  const dir = `apps/platform/src/modules/cycle-probe-${process.pid}`;
  mkdirSync(dir, { recursive: true });
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const [result] = await eslint.lintFiles([join(dir, 'a.ts')]);
    return result.messages
      .map((message) => message.ruleId)
      .filter((rule) => LAYER_RULES.includes(rule));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('lint fails on an import cycle', async () => {
  const rules = await moduleRules({
    'a.ts': `import { b } from './b';\nexport const a = () => b;\n`,
    'b.ts': `import { a } from './a';\nexport const b = () => a;\n`,
  });
  assert.ok(rules.includes('import-x/no-cycle'), `expected import-x/no-cycle, got ${rules}`);
});

test('lint fails on a type-import cycle inside a module, through a third file', async () => {
  const rules = await moduleRules({
    'a.ts': `import type { B } from './b';\nexport interface A { b: B }\n`,
    'b.ts': `export type { C as B } from './c';\n`,
    'c.ts': `import type { A } from './a.js';\nexport interface C { a?: A }\n`,
  });
  assert.ok(
    rules.includes('tessera/no-unit-cycle'),
    `expected tessera/no-unit-cycle, got ${rules}`,
  );
});

test('lint passes type imports inside a module that do not cycle', async () => {
  const rules = await moduleRules({
    'a.ts': `import type { B } from './b';\nexport interface A { b: B }\n`,
    'b.ts': `export interface B { id: number }\n`,
  });
  assert.deepEqual(rules, []);
});

// Table ownership: a table belongs to the module that declares it into `Database`; another module
// reaches it only through the owner's index.ts. The listed violations are debt being paid off:
// the list only shrinks (a fixed one must leave it, a new one fails), and its goal is empty.
const DEBT_FILE = new URL('./ownership-violations.txt', import.meta.url);
const debt = readFileSync(DEBT_FILE, 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'));
/** The module cycles that still run through the listed debt; only shrinks, goal empty. */
const CYCLES_WITH_DEBT = [];

test('the ownership check names file, table and owner when a module touches a foreign table', () => {
  const owners = tableOwners();
  const probe = (path, code) => violations([{ path, module: moduleOf(path), code }], owners);
  const games = 'apps/platform/src/modules/games/probe.ts';
  assert.deepEqual(
    probe(games, `db.selectFrom('member as m').innerJoin('game', 'game.id', 'm.id')`).map(
      violationLine,
    ),
    ['games/probe.ts: member (accounts)'],
  );
  assert.deepEqual(probe(games, `sql\`update session set revoked_at = \${now}\``), [
    { path: games, module: 'games', table: 'session', owner: 'accounts', write: true },
  ]);
  assert.deepEqual(
    probe(games, `sql\`select x from ledger_entry l join member m on m.id = l.member_id\``).map(
      violationLine,
    ),
    ['games/probe.ts: ledger_entry (wallet)', 'games/probe.ts: member (accounts)'],
  );
  assert.deepEqual(probe(games, `db.insertInto(['game'])`), []);
  assert.deepEqual(probe(games, `sql\`select * from wallet_debit(\${id})\``), []);
  assert.deepEqual(
    probe('apps/platform/src/modules/games/probe.spec.ts', `db.selectFrom('member')`),
    [],
  );
});

test('no module touches a table it does not own, beyond the listed debt', () => {
  const found = violations().map(violationLine);
  const fresh = found.filter((line) => !debt.includes(line));
  const paid = debt.filter((line) => !found.includes(line));
  assert.deepEqual(fresh, [], "new access to another module's table (file: table (owner))");
  assert.deepEqual(paid, [], 'fixed: remove these from tools/ownership-violations.txt');
});

test('the cycle check fails on a cycle', () => {
  assert.deepEqual(cycles(new Set(['a>b', 'b>c', 'c>a', 'c>d'])), [['a', 'b', 'c']]);
});

test('the module graph (imports + table access) is acyclic apart from the listed debt', () => {
  const sources = moduleSources();
  const found = violations(sources);
  const clean = found.filter((violation) => !debt.includes(violationLine(violation)));
  assert.deepEqual(cycles(moduleGraph(sources, clean)), []);
  assert.deepEqual(cycles(moduleGraph(sources, found)), CYCLES_WITH_DEBT);
});
