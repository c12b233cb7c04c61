import type { Browser, Page } from '@playwright/test';
import { MERCHANT_HEADER, SECURITY_PATHS } from '@tessera/contract';
import {
  inEnglish,
  latestCode,
  logIn,
  registerByUsername,
  sessionToken,
  signedInMemberId,
  uniqueUsername,
} from './accounts-helpers';
import { seriousViolations } from './a11y-helpers';
import { BRANDS, expect, test } from './fixtures';
import { catalogueGame, searchGames, transferWallets } from './games-helpers';
import { creditMember } from './operator';
import { BRAND_PORTS, PLATFORM_URL, type BrandId } from './servers';

// Player protection through the real platform on both brands: a loss limit set on the
// responsible gaming page refuses the next bet in a sandbox game, and a self-exclusion on one
// brand refuses sign-in on both for the same person. The seeded brands take mobile numbers of
// different countries (Aurora +880/+91, Lumen +63), so no mobile can be on both: the person is
// matched by a verified e-mail address here; the platform's specs match a shared mobile.
test.beforeEach(async ({ page }) => inEnglish(page));

const PASSWORD = 'e2e-pass-123';

/** Binds (and so verifies) an e-mail address to the signed-in member, with the code sent to it. */
async function bindEmail(page: Page, merchant: string, email: string) {
  const headers = {
    authorization: `Bearer ${await sessionToken(page)}`,
    [MERCHANT_HEADER]: merchant,
    'content-type': 'application/json',
  };
  const send = await fetch(`${PLATFORM_URL}${SECURITY_PATHS.contactCode}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ channel: 'EMAIL', email }),
  });
  expect(send.status, await send.clone().text()).toBe(200);
  const code = await latestCode(email);
  const bind = await fetch(`${PLATFORM_URL}${SECURITY_PATHS.contact}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ channel: 'EMAIL', email, code }),
  });
  expect(bind.status, await bind.clone().text()).toBe(200);
}

/** A page on the other brand's site, in English and without arrival popups. */
async function otherBrandPage(browser: Browser, brand: BrandId): Promise<Page> {
  const page = await browser.newPage({ baseURL: `http://127.0.0.1:${BRAND_PORTS[brand]}` });
  await inEnglish(page);
  await page.addInitScript(() => {
    for (const key of ['ANONYMOUS_POPUP', 'USER_POPUP', 'GIFT_POPUP'])
      sessionStorage.setItem(key, '1');
  });
  return page;
}

test('a daily loss limit set on the responsible gaming page refuses the next bet', async ({
  page,
  brand,
}) => {
  test.slow();
  const game = await catalogueGame(brand.merchant, { gameType: 'RNG', vassalage: 'JL' }, 7);
  await registerByUsername(page, brand.merchant, uniqueUsername(), PASSWORD);
  await creditMember(await signedInMemberId(page, brand.merchant), 50_000);

  await page.goto('/member/responsible-gaming');
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  await expect(page.getByText('No loss limits set')).toBeVisible();
  const daily = page.getByRole('region', { name: 'Daily' });
  await daily.getByLabel('New limit').fill('0.01');
  await daily.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(daily.locator('dd').first()).toContainText('0.01');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [320, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Lumen plays from the vendor's wallet: the money moves there first.
  if (brand.merchant === 'LUMEN')
    await transferWallets(page, brand.merchant, 'allIn', game.vassalage);
  await page.goto(`/rng?vassalage=${game.vassalage}`);
  await searchGames(page, game.displayName);
  await page
    .getByRole('button', { name: `Play ${game.displayName}`, exact: true })
    .first()
    .click();
  const frame = page.getByRole('dialog', { name: game.displayName }).frameLocator('iframe');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.locator('#status')).toHaveText('This bet would take you past your loss limit');
});

test('self-exclusion on one brand refuses sign-in on both for the same person', async ({
  page,
  brand,
  browser,
}) => {
  test.slow();
  const otherId: BrandId = brand.merchant === 'AURORA' ? 'lumen' : 'aurora';
  const other = BRANDS[otherId];
  const email = `${uniqueUsername()}@example.com`;
  const [mine, theirs] = [uniqueUsername(), uniqueUsername()];

  await registerByUsername(page, brand.merchant, mine, PASSWORD);
  await bindEmail(page, brand.merchant, email);
  const otherPage = await otherBrandPage(browser, otherId);
  await registerByUsername(otherPage, other.merchant, theirs, PASSWORD);
  await bindEmail(otherPage, other.merchant, email);

  await page.goto('/member/responsible-gaming');
  const exclusion = page.getByRole('region', { name: 'Take a break' });
  await exclusion.getByLabel('Exclusion length').selectOption('6');
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('This cannot be undone.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, go ahead' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  // Neither brand lets the person back in, and both say until when.
  for (const [site, username] of [
    [page, mine],
    [otherPage, theirs],
  ] as const) {
    await site.goto('/login');
    await logIn(site, username, PASSWORD);
    await expect(site.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toContainText(
      /You have excluded yourself until .+\. You cannot sign in or play until then\./,
    );
  }
  await otherPage.close();
});
