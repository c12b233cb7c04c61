import { expect, test } from './fixtures';
import { inEnglish, registerByUsername, uniqueUsername } from './accounts-helpers';
import { seriousViolations } from './a11y-helpers';
import { depositThroughSandbox } from './cashier-helpers';
import { catalogueGame, playSlotRound } from './games-helpers';

// The member's records through the real platform: money moved by the sandbox provider and a
// sandbox game shows in the account and betting records.
test.beforeEach(async ({ page }) => inEnglish(page));

const RECORD_PAGES = [
  ['/member/transaction-history', 'Account record'],
  ['/member/personal-history-copy', 'Betting record'],
  ['/member/personal-profit', 'Personal loss'],
  ['/member/bonus-details', 'Bonus details'],
  ['/member/deposit-history', 'Deposit history'],
  ['/member/withdrawal-history', 'Withdrawal history'],
  ['/member/deposit-limits', 'Deposit limits'],
] as const;

test('a sandbox deposit shows in the account record and the deposit history', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  await depositThroughSandbox(page, '500');

  await page.goto('/member/transaction-history');
  const table = page.getByRole('table', { name: 'Account record' });
  const row = table.getByRole('row').filter({ hasText: 'Deposit' }).first();
  await expect(row).toContainText('500.00');
  await expect(row).toContainText(/DEP-\d+/);
  await expect(page.getByText('Money in').locator('..')).toContainText('500.00');

  await page.goto('/member/deposit-v2');
  await page.getByRole('link', { name: 'Deposit history' }).click();
  const deposits = page.getByRole('list', { name: 'Deposit history' });
  await expect(deposits.getByRole('listitem').first()).toContainText('Approved');
});

test('a sandbox slot round shows in the betting record', async ({ page, brand }) => {
  const game = await catalogueGame(brand.merchant, { gameType: 'RNG', vassalage: 'JL' }, 6);
  // An account of its own: the seeded player is shared with the games tests, whose Lumen round
  // moves all of its money between wallets while this one plays.
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  await depositThroughSandbox(page, '500');
  await playSlotRound(page, brand.merchant, game);

  await page.goto('/member/personal-history-copy');
  const table = page.getByRole('table', { name: 'Betting record' });
  await expect(table.getByRole('row').filter({ hasText: game.displayName }).first()).toBeVisible();
  await expect(page.getByText('Stake', { exact: true }).first()).toBeVisible();
});

test('the records pages fit a 320 px phone, have no serious accessibility violation, and are drawn at 360 and 1440 px', async ({
  page,
  brand,
}, testInfo) => {
  // Seven pages, each checked by axe and drawn at three widths: over a minute on a busy 2-core
  // machine, so this test gets three times the usual ceiling (a ceiling, not a wait).
  test.slow();
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  for (const [path, heading] of RECORD_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [data-testid="limits-skeleton"]')).toHaveCount(
      0,
    );
    expect(await seriousViolations(page), path).toEqual([]);
    for (const width of [320, 360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${path} at ${width} px`).toBe(0);
      if (width === 320) continue;
      const name = `${brand.merchant.toLowerCase()}-${path.split('/').at(-1)}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
    }
  }
});
