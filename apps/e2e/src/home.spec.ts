import { expect, test } from './fixtures';

test('the home shows the brand in its default language with data from the platform', async ({
  page,
  brand,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
  await expect(page.getByTestId('brand-name')).toHaveText(brand.name);
  // Display name and currency come from the platform's database, not from the brand config.
  await expect(page.getByTestId('merchant')).toHaveText(brand.merchantLine);
  await expect(page.locator('html')).toHaveAttribute('lang', brand.language);
  await expect(page.locator('html')).toHaveAttribute('data-theme', brand.theme);
});

test('the shell: header, side menu, footer with licence, categories from the platform', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('complementary')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByTestId('licence')).toContainText(
    brand.merchant === 'AURORA' ? 'AUR-2026-014' : 'LUM-PH-0421',
  );
  const nav = page.getByRole('navigation').first();
  expect(await nav.getByRole('link').count()).toBeGreaterThan(4);
});

test('a lazily loaded page opens from the nav and leads back home', async ({ page, brand }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // Priority navigation: Promotions is in the header's row, or under its "More" button.
  const nav = page.getByRole('banner').getByRole('navigation');
  await expect(nav.getByRole('link').first()).toBeVisible();
  const promotions = nav.getByRole('link', { name: brand.promotions, exact: true });
  if (!(await promotions.isVisible())) await nav.getByRole('button').click();
  await promotions.click();
  await expect(page).toHaveURL(/\/promotions$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: brand.promotions })).toBeVisible();
  await expect(main.getByRole('tablist')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
});

test('changing the language re-renders without a reload and is remembered', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const other = brand.language === 'bn' ? 'en' : 'tl';
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: brand.languageLabel })
    .selectOption(other);
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(brand.welcome);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // The next visit downloads the chosen language's table only, asked for from index.html.
  const tables: string[] = [];
  page.on('request', (request) => {
    const table = /\/assets\/(en|bn|pt|tl|ar)-[\w-]+\.js$/.exec(request.url());
    if (table) tables.push(table[1] as string);
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(brand.welcome);
  await expect(page.locator(`link[rel="modulepreload"][href^="/assets/${other}-"]`)).toHaveCount(1);
  expect([...new Set(tables)]).toEqual([other]);
});

test('the theme toggle switches the token set and is remembered', async ({ page, brand }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('button', { name: brand.switchTheme }).click();
  const other = brand.theme === 'dark' ? 'light' : 'dark';
  await expect(page.locator('html')).toHaveAttribute('data-theme', other);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    before,
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', other);
});

test('a page that needs a session sends a visitor to the login popup', async ({ page, brand }) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember/);
  await expect(page.getByRole('dialog', { name: brand.loginTitle })).toBeVisible();
});

test('the seamless game page hides the side menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/seamless');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await page.goto('/live');
  await expect(page.getByRole('complementary')).toBeVisible();
});

test('on a phone the side menu opens as a drawer and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('complementary');
  await expect(menu).toBeHidden();
  await page.getByRole('banner').getByRole('button', { expanded: false }).first().click();
  await expect(menu).toBeVisible();
  await menu.getByRole('combobox').focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the footer opens the feedback popup, loaded on demand', async ({ page, brand }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: brand.feedback }).click();
  const dialog = page.getByRole('dialog', { name: brand.feedback });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
