import { expect, test } from '@playwright/test';

const BRANDS = {
  aurora: {
    language: 'bn',
    name: 'Aurora',
    welcome: 'Aurora-এ স্বাগতম',
    merchant: 'পরিচালনায় Aurora Casino · ওয়ালেট BDT-এ',
    open: 'সব গেম খোলা আছে',
    theme: 'dark',
    promotions: 'প্রচার',
    comingSoon: 'শীঘ্রই আসছে',
  },
  lumen: {
    language: 'en',
    name: 'Lumen',
    welcome: 'Welcome to Lumen',
    merchant: 'Operated by Lumen Play · wallet in PHP',
    open: 'All games are open',
    theme: 'light',
    promotions: 'Promotions',
    comingSoon: 'Coming soon',
  },
} as const;

test('the home shows the brand in its default language with data from the platform', async ({
  page,
}, info) => {
  const brand = BRANDS[info.project.name as keyof typeof BRANDS];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
  await expect(page.getByTestId('brand-name')).toHaveText(brand.name);
  // Display name and currency come from the platform's database, not from the brand config.
  await expect(page.getByTestId('merchant')).toHaveText(brand.merchant);
  await expect(page.getByTestId('system-status')).toHaveText(brand.open);
  await expect(page.locator('html')).toHaveAttribute('lang', brand.language);
  await expect(page.locator('html')).toHaveAttribute('data-theme', brand.theme);
});

test('a lazily loaded page opens from the nav and leads back home', async ({ page }, info) => {
  const brand = BRANDS[info.project.name as keyof typeof BRANDS];
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: brand.promotions }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: brand.promotions })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: brand.comingSoon })).toBeVisible();
  await main.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
});

test('changing the language re-renders in place and is remembered', async ({ page }, info) => {
  test.skip(info.project.name !== 'aurora', 'one brand is enough for the language switch');
  await page.goto('/');
  await page.getByRole('combobox', { name: 'ভাষা' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Aurora' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Aurora' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
