import { seriousViolations } from './a11y-helpers';
import { expect, test } from './fixtures';

for (const theme of ['dark', 'light'] as const) {
  test(`the home has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    brand,
  }) => {
    // axe walks the whole home (hundreds of game cards); on a 2-core CI machine that alone has
    // taken over 30 s, so this test gets more than the default budget.
    test.setTimeout(90_000);
    await page.addInitScript((mode) => localStorage.setItem('tessera.theme', mode), theme);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// On a phone the header shows the logo without the brand's name; the home link still needs a
// name (axe link-name), which the visually hidden brand name gives it at every width.
test('the header is named and axe clean at every width from 320 px', async ({ page, brand }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const home = header.getByRole('link', { name: brand.name, exact: true });
  for (const width of [320, 390, 768, 1366]) {
    await page.setViewportSize({ width, height: 720 });
    // The header has drawn (its logo), whatever the link is named.
    await expect(header.locator('a[href="/"] img')).toBeVisible();
    expect(await seriousViolations(page, 'header'), `header at ${width} px`).toEqual([]);
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
  }
});
