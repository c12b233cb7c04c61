// Every brand's first load stays within the ceiling `npm test` holds it to (tools/bundle-lib.mjs),
// so no change quietly adds to what a phone downloads before the home can draw. Needs the
// builds, which `npm test` makes first (`npx nx run-many -t build` on its own).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { brandIds, bundleSizes, FIRST_LOAD_JS_CEILING_KB } from './bundle-lib.mjs';

for (const brand of brandIds())
  test(`${brand}: first-load JavaScript within the ${FIRST_LOAD_JS_CEILING_KB} KB gzip ceiling`, () => {
    const sizes = bundleSizes(join('apps/brands', brand));
    assert.ok(sizes, `${brand} has no build in apps/brands/${brand}/dist: run the builds first`);
    const kb = sizes.js[1] / 1024;
    assert.ok(
      kb <= FIRST_LOAD_JS_CEILING_KB,
      `${brand}: ${kb.toFixed(1)} KB gzip of JavaScript up front (node tools/bench-bundle.mjs lists it)`,
    );
  });
