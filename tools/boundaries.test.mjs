// Proves the layer rules bite: each forbidden import below must fail lint (the Nx boundaries rule,
// or no-restricted-imports for Node built-ins), and an allowed one must pass.
// Run: node --test tools/boundaries.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();
const LAYER_RULES = ['@nx/enforce-module-boundaries', 'no-restricted-imports'];

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
