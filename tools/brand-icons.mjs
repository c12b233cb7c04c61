#!/usr/bin/env node
// `node tools/brand-icons.mjs <id> [<id> …]`: (re)draws a brand's PNG app icons from its
// apps/brands/<id>/public/icon.svg, as the brand generator does (libs/brand/generators/brand/icons.js).
// For a brand generated without a Chromium at hand, or after editing icon.svg.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderIcons } from '../libs/brand/generators/brand/icons.js';

const root = new URL('..', import.meta.url).pathname;
for (const id of process.argv.slice(2)) {
  const publicDir = join(root, 'apps/brands', id, 'public');
  const pngs = await renderIcons(readFileSync(join(publicDir, 'icon.svg'), 'utf8'));
  if (!pngs) {
    console.error('No Chromium could be started: install one (README) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  for (const [file, png] of Object.entries(pngs)) {
    mkdirSync(dirname(join(publicDir, file)), { recursive: true });
    writeFileSync(join(publicDir, file), png);
  }
  console.log(`${id}: ${Object.keys(pngs).join(', ')}`);
}
