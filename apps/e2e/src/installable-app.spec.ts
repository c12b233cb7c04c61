import type { Page } from '@playwright/test';
import { seriousViolations } from './a11y-helpers';
import { expect, test } from './fixtures';

// The installable app on each brand's production build (vite preview, as production serves it):
// the manifest and its icons, the service worker's app shell and offline page, and the app
// download page.

const TEXTS = {
  bn: { offline: 'আপনি অফলাইনে আছেন', retry: 'আবার চেষ্টা করুন', download: 'অ্যাপ ডাউনলোড করুন' },
  en: { offline: 'You are offline', retry: 'Try again', download: 'Download the app' },
} as const;
const textsOf = (language: string) => TEXTS[language as keyof typeof TEXTS];

/** Waits until the page is controlled by an active worker with the app shell in its cache. */
async function workerInCharge(page: Page) {
  await page.waitForFunction(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const names = await caches.keys();
    const shell = names.find((name) => name.startsWith('tessera-shell-'));
    return Boolean(shell && (await (await caches.open(shell)).match('/index.html')));
  });
}

test('the manifest names the brand in its language and colours, and every icon it lists is served', async ({
  page,
  brand,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const reply = await request.get(href ?? '');
  expect(reply.ok()).toBe(true);
  const manifest = await reply.json();
  const themeColour = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest).toMatchObject({
    name: brand.name,
    short_name: brand.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: brand.language,
    dir: 'ltr',
    theme_color: themeColour,
    background_color: themeColour,
  });
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon: { src: string }) => icon.src), appleIcon]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toMatch(/^image\/(png|svg\+xml)/);
  }
});

test('offline, the home opens from the cached shell, a page never opened shows the offline page, and platform calls fail rather than answer stale', async ({
  page,
  context,
  brand,
}) => {
  const texts = textsOf(brand.language);
  await page.goto('/');
  await workerInCharge(page);
  const status = () =>
    page.evaluate(
      (merchant) =>
        fetch('/wps/system/status', { headers: { 'x-merchant-code': merchant } }).then(
          (reply) => String(reply.status),
          () => 'failed',
        ),
      brand.merchant,
    );
  // Online, through the worker's page, the platform answers (and the worker may not keep it).
  expect(await status()).toBe('200');

  await context.setOffline(true);
  expect(await status()).toBe('failed');

  const home = await page.reload();
  expect(home?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveTitle(brand.name);
  await expect(page.locator('html')).toHaveAttribute('lang', brand.language);

  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: texts.offline })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', brand.language);
  expect(await seriousViolations(page)).toEqual([]);

  // Back online, "try again" brings the page itself.
  await context.setOffline(false);
  await page.getByRole('button', { name: texts.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: brand.promotions })).toBeVisible();
});

test('the download page: from the side menu to QR codes of the store apps and the install guides', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page
    .getByRole('link', { name: textsOf(brand.language).download })
    .first()
    .click();
  await expect(page).toHaveURL(/\/download$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(brand.name);
  // Seeded: Aurora has an iOS and an Android app, Lumen an Android one only.
  const codes = main.getByRole('img', { name: /iOS|Android/ });
  await expect(codes).toHaveCount(brand.merchant === 'AURORA' ? 2 : 1);
  await expect(main.getByRole('article')).toHaveCount(3);
  await expect(main.getByRole('article').first().getByRole('listitem')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 320, height: 700 });
  await expect(main.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
