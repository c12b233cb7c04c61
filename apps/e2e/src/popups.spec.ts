import { expect, test } from './fixtures';

test.use({ arrivalPopups: true });

test('the announcement pops up on arrival, and once closed stays closed for the session', async ({
  page,
  brand,
}) => {
  await page.goto('/');
  const popup = page.getByRole('dialog').first();
  await expect(popup).toBeVisible();
  // The seeded popup carries an event handler that the sanitizer must have removed.
  await expect(popup.locator('b').first()).toBeVisible();
  expect(await popup.locator('[onmouseover]').count()).toBe(0);
  await popup.getByRole('button', { name: brand.close }).first().click();
  // Then the gift offer; closing it is remembered too.
  const gift = page.getByRole('dialog');
  await expect(gift).toBeVisible();
  await gift.getByRole('button', { name: brand.close }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
