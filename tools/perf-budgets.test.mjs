// Issue 14's budgets on every brand in apps/brands (a new brand is covered without touching this
// file): first-load JavaScript ≤ 150 KB gzip, and Lighthouse mobile on its home (simulated Slow
// 4G, 4x CPU, the system Chromium) meeting the targets of tools/lighthouse-lib.mjs.
// Needs the builds (`npx nx run-many -t build`): run by `npm run test:perf`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { brandIds, bundleSizes, FIRST_LOAD_JS_BUDGET_KB } from './bundle-lib.mjs';
import { measureBrands, missedTargets } from './lighthouse-lib.mjs';

const brands = brandIds();

test('every brand is measured (the list comes from apps/brands)', () => {
  assert.ok(brands.length >= 2, `brands found: ${brands.join(', ')}`);
});

for (const brand of brands)
  test(`${brand}: first-load JavaScript within ${FIRST_LOAD_JS_BUDGET_KB} KB gzip`, () => {
    const sizes = bundleSizes(join('apps/brands', brand));
    assert.ok(sizes, `${brand} has no build: run the builds first`);
    const kb = sizes.js[1] / 1024;
    assert.ok(kb <= FIRST_LOAD_JS_BUDGET_KB, `${brand}: ${kb.toFixed(1)} KB gzip up front`);
  });

test('Lighthouse mobile on each brand home meets the targets', { timeout: 180_000 }, async () => {
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const rows = await measureBrands({ basePort: 4750 + offset });
  assert.deepEqual(
    rows.map((row) => row.brand),
    brands,
  );
  const missed = rows.flatMap((row) => missedTargets(row).map((line) => `${row.brand}: ${line}`));
  assert.deepEqual(missed, [], JSON.stringify(rows, null, 1));
});
