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
