// @ts-check
// The app icon set a brand's manifest and iOS need, drawn from its icon.svg: PNGs at 192 and
// 512 px (launchers and splash screens), a maskable 512 (Android cuts it to its own shape; the
// icon fills its square and its initial sits inside the safe circle, so nothing that matters
// is cut) and the 180 px apple-touch-icon (iOS reads no SVG). Rendered by the Chromium the
// browser tests use, so no image library is added to the workspace.
import { existsSync } from 'node:fs';

/** Where each PNG goes under the brand's `public/`, and its size in pixels. */
export const PNG_ICONS = {
  'icons/icon-192.png': 192,
  'icons/icon-512.png': 512,
  'icons/icon-maskable-512.png': 512,
  'icons/apple-touch-icon.png': 180,
};

const chromiumPath = () =>
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * The PNGs of one icon drawing, or null when no Chromium can be started (the manifest then
 * lists the SVG alone; run `node tools/brand-icons.mjs <id>` once a Chromium is installed).
 * @param {string} svg @returns {Promise<Record<string, Buffer> | null>}
 */
export async function renderIcons(svg) {
  let browser;
  try {
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  } catch {
    return null;
  }
  try {
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    /** @type {Record<string, Buffer>} */
    const pngs = {};
    for (const [file, size] of Object.entries(PNG_ICONS)) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
      );
      await page.locator('img').evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
      pngs[file] = await page.screenshot({ type: 'png' });
      await page.close();
    }
    return pngs;
  } finally {
    await browser.close();
  }
}
