import { expect, test } from '@playwright/test';
import { GENERATED_BRANDS } from './servers';

// Each brand the generator made, against the real platform that seeded its merchant: the home
// in its own name, language and currency, at a phone's and a desktop's width.

test('the generated brand opens its home in its language, with its merchant', async ({
  page,
}, info) => {
  const brand = GENERATED_BRANDS.find(({ id }) => id === info.project.name);
  if (!brand) throw new Error(`No generated brand ${info.project.name}`);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', brand.language);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.name);
  await expect(page.getByTestId('merchant')).toContainText(brand.name);
  await expect(page.getByTestId('brand-name')).toHaveText(brand.name);
});
