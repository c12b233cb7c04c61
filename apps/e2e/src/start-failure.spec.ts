import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './a11y-helpers';
import { expect, test } from './fixtures';
import { GENERATED_BRANDS } from './servers';

// When the site's code or the reader's texts cannot be downloaded (a flaky 4G link), the brand's
// index.html says so in the reader's language with "Try again", instead of leaving the player
// with the bare static header (libs/brand/src/start-failure.ts), on the production build.

const TEXTS = {
  bn: {
    title: 'সাইটটি লোড করা যায়নি',
    body: 'পেজের কিছু অংশ আসেনি। সংযোগ দেখে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
  },
  en: {
    title: 'The site could not load',
    body: 'Part of the page did not arrive. Check your connection, then try again.',
    retry: 'Try again',
  },
  ar: {
    title: 'تعذّر تحميل الموقع',
    body: 'لم يصل جزء من الصفحة. تحقّق من اتصالك ثم حاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
  },
} as const;
const textsOf = (language: string) => TEXTS[language as keyof typeof TEXTS];

// The worker would answer the retry from its cache: these tests are about the network.
test.use({ serviceWorkers: 'block' });

/** The entry script and the default language's table chunk, as the built index.html names them. */
async function bootFiles(request: APIRequestContext, origin = '') {
  const html = await (await request.get(`${origin}/`)).text();
  const entry = /"entry":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const language = /<html lang="([^"]+)"/.exec(html)?.[1] ?? '';
  const chunks = JSON.parse(/"chunks":(\{[^}]*\})/.exec(html)?.[1] ?? '{}');
  const table: string | undefined = chunks[language];
  if (!entry || !table) throw new Error('index.html names no entry script or language table');
  return { entry, table };
}

/** Fails every request for `path` while `failing()` says so, as a dropped link would. */
async function failWhile(page: Page, path: string, failing: () => boolean) {
  await page.route(
    (url) => url.pathname === path,
    (route) => (failing() ? route.abort('internetdisconnected') : route.continue()),
  );
}

/** The screen in `language`, checked as a player (and a screen reader) meets it. */
async function expectStartFailure(page: Page, language: string) {
  const texts = textsOf(language);
  const screen = page.locator('main#start-failed');
  await expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(screen.getByRole('alert')).toHaveText(texts.title + texts.body);
  const retry = screen.getByRole('button', { name: texts.retry });
  await expect(retry).toBeFocused();
  await expect(screen).toHaveAttribute('lang', language);
  // Below the static header, which stays.
  const header = await page.locator('#boot-header').boundingBox();
  const box = await screen.boundingBox();
  expect(box && header && box.y >= header.y + header.height).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  return retry;
}

/** Screenshots at a phone's and a laptop's width, and no sideways scroll at 320 px. */
async function lookAt(page: Page, info: TestInfo, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test("when the reader's texts do not arrive, the page says so in their language and 'Try again' brings the home", async ({
  page,
  brand,
  request,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { table } = await bootFiles(request);
  let failing = true;
  await failWhile(page, table, () => failing);
  await page.goto('/');
  const retry = await expectStartFailure(page, brand.language);
  await lookAt(page, info, `start-failure-${brand.language}`);

  failing = false;
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
  await expect(page.locator('#start-failed')).toHaveCount(0);
  // Once the site has drawn, a late report does not cover it: its own screens handle failures.
  await page.evaluate(() => dispatchEvent(new Event('tessera:start-failed')));
  await expect(page.locator('#start-failed')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
});

test("when the site's script does not arrive, the page says so and 'Try again' brings the home", async ({
  page,
  brand,
  request,
}) => {
  const { entry } = await bootFiles(request);
  let failing = true;
  await failWhile(page, entry, () => failing);
  await page.goto('/');
  const retry = await expectStartFailure(page, brand.language);

  failing = false;
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
  await expect(page.locator('#start-failed')).toHaveCount(0);
});

test('a right-to-left brand shows the screen in Arabic, right to left', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'aurora', 'Sahra is served once; one project looks at it');
  const sahra = GENERATED_BRANDS.find(({ id }) => id === 'sahra');
  test.skip(!sahra, 'no generated right-to-left brand');
  const origin = `http://127.0.0.1:${sahra?.port}`;
  const { table } = await bootFiles(request, origin);
  await failWhile(page, table, () => true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/`);
  await expectStartFailure(page, 'ar');
  expect(
    await page
      .locator('main#start-failed')
      .evaluate((element) => getComputedStyle(element).direction),
  ).toBe('rtl');
  await lookAt(page, info, 'start-failure-ar');
});
