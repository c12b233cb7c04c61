#!/usr/bin/env node
// Prints what a phone downloads to show each brand's home (tools/bundle-lib.mjs): up-front
// JavaScript and CSS, raw and gzip, and the lazy chunks apart. Build first:
// `npx nx run-many -t build`.
import { join } from 'node:path';
import {
  BRANDS_DIR,
  brandIds,
  bundleSizes,
  FIRST_LOAD_JS_BUDGET_KB,
  FIRST_LOAD_JS_CEILING_KB,
} from './bundle-lib.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];

for (const brand of brandIds()) {
  const sizes = bundleSizes(join(BRANDS_DIR, brand));
  if (!sizes) {
    console.error(
      `${brand}: no build in ${BRANDS_DIR}/${brand}/dist; run npx nx run-many -t build first`,
    );
    process.exitCode = 1;
    continue;
  }
  rows.push({
    brand,
    'first-load JS gzip KB': kb(sizes.js[1]),
    'first-load JS raw KB': kb(sizes.js[0]),
    'first-load CSS gzip KB': kb(sizes.css[1]),
    'index.html gzip KB': kb(sizes.page[1]),
    'up-front files': sizes.requests,
    'lazy JS gzip KB': kb(sizes.lazyJs[1]),
    'lazy CSS gzip KB': kb(sizes.lazyCss[1]),
  });
}
console.table(rows);
console.log(
  `budget (issue 14): first-load JS ≤ ${FIRST_LOAD_JS_BUDGET_KB} KB gzip per brand; ceiling npm test enforces: ${FIRST_LOAD_JS_CEILING_KB} KB`,
);
