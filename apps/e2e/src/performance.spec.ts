import { VITALS_OPS_PATHS, type Envelope, type VitalsSummary } from '@tessera/contract';
import { expect, test } from './fixtures';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

/** The merchant's field data as the operator reads it (issue 14). */
async function fieldData(merchant: string): Promise<VitalsSummary> {
  const response = await fetch(
    `${PLATFORM_URL}${VITALS_OPS_PATHS.summary.replace(':code', merchant)}`,
    { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } },
  );
  expect(response.status).toBe(200);
  const { value } = (await response.json()) as Envelope<VitalsSummary>;
  if (!value) throw new Error('the field data call answered without a value');
  return value;
}

test('the home paints its header before any script, and search engines may read it', async ({
  browser,
  brand,
  baseURL,
}) => {
  // Without JavaScript: what the HTML alone shows on a slow phone before the scripts arrive.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#boot-header')).toContainText(brand.name);
  await expect(page.locator('#boot-header img')).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^User-agent: \*\n(.+\n)*Allow: \/\n/);
  await context.close();
});

test('the site draws its own header in place of the static one, from compressed scripts', async ({
  page,
  brand,
}) => {
  const encodings: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url()))
      encodings.push(response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
  await expect(page.locator('#boot-header')).toHaveCount(0);
  expect(encodings.length).toBeGreaterThan(0);
  expect(encodings.every((encoding) => encoding === 'gzip')).toBe(true);
});

test("on a phone the first banner shows from the HTML before the site's scripts run", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const bannerCalls: string[] = [];
  page.on('request', (request) => {
    // Banners and the notice line's notices come in one call (types=B,PL).
    if (/MCSFE_getListAnnouncements\?types=(B|PL)\b/.test(request.url()))
      bannerCalls.push(request.url());
  });
  // The site's code is held back, as a slow 4G link would: only the HTML has run.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const early = page.locator('#boot-banner img');
  await expect(early).toBeVisible();
  const before = await early.boundingBox();

  release();
  // The lobby's own banner comes up in the same place and size, and the early one goes.
  const own = page.getByRole('main').locator('img[fetchpriority="high"]').first();
  await expect(own).toBeVisible();
  await expect(page.locator('#boot-banner')).toHaveCount(0);
  await expect.poll(() => own.boundingBox()).toEqual(before);
  // The site took the reply the page had asked for: banners and notices were asked for once.
  expect(bannerCalls).toHaveLength(1);
});

const EARLY_CONTENT_CALL = /MCSFE_getListAnnouncements\?types=B%2CPL&/;
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

test("on a phone's home the site's scripts are asked for once the first banner is up", async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // What the page asked for and received, in order.
  const events: string[] = [];
  page.on('requestfinished', (request) => {
    if (EARLY_CONTENT_CALL.test(request.url())) events.push('banners answered');
  });
  page.on('request', (request) => {
    if (ENTRY_SCRIPT.test(request.url())) events.push('site script asked for');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
  expect(events).toEqual(['banners answered', 'site script asked for']);
});

test('a banner call that does not answer holds the site back for a moment only', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The call stays unanswered for the whole test, as on a link that dropped it.
  await page.route(EARLY_CONTENT_CALL, () => new Promise<void>(() => undefined));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
  await expect(page.locator('#boot-header')).toHaveCount(0);
});

test('other pages do not ask for the banners early', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#boot-banner')).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      Object.keys((window as { __tesseraEarly?: object }).__tesseraEarly ?? {}),
    ),
  ).toEqual([]);
});

test('a visit reports its Core Web Vitals, which the operator sees per page', async ({
  page,
  brand,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
  // The reporter loads once the page is idle. Importing its chunk here resolves only after the
  // site's own import has run it, so its listeners are in place before the click below.
  const reporterUrl = () =>
    performance.getEntriesByType('resource').find((entry) => /report-vitals/.test(entry.name))
      ?.name ?? '';
  await page.waitForFunction(reporterUrl);
  await page.evaluate(async (url) => void (await import(url)), await page.evaluate(reporterUrl));
  // A real input: it gives INP something to measure and settles LCP (the library settles it only
  // on a trusted event, which the hidden-page event dispatched below is not).
  await page.getByRole('heading', { level: 1, name: brand.welcome }).click();
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/wps/vitals') && response.request().method() === 'POST',
  );
  // What a browser does when the player switches tab or app: the page becomes hidden.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const response = await sent;
  expect(response.status()).toBe(200);
  const stored = (response.request().postDataJSON() as { metrics: { name: string }[] }).metrics;
  expect(stored.map((metric) => metric.name)).toContain('LCP');

  const home = (await fieldData(brand.merchant)).rows.filter((row) => row.page === '/');
  expect(home.find((row) => row.metric === 'LCP')?.samples).toBeGreaterThan(0);
});
