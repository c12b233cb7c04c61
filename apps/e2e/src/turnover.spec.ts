import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  inEnglish,
  registerByUsername,
  signedInMemberId,
  uniqueUsername,
} from './accounts-helpers';
import { seriousViolations } from './a11y-helpers';
import { preparePayee } from './cashier-helpers';
import { catalogueGame, playSlotRound } from './games-helpers';
import { creditWithTurnover } from './operator';

// Bonus turnover through the real platform: an operator's credit brings a requirement, the
// Withdraw page says what remains and holds the withdrawal back, and rounds wager it down.
test.beforeEach(async ({ page }) => inEnglish(page));

/** The amount the turnover panel shows beside `label`, as a number of major units. */
async function figure(page: Page, label: string): Promise<number> {
  const panel = page.getByRole('region', { name: 'Bonus turnover' });
  const text = await panel.locator('dt', { hasText: label }).locator('+ dd').innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

test('a bonus with turnover blocks the withdrawal until rounds wager it down', async ({
  page,
  brand,
}) => {
  const game = await catalogueGame(brand.merchant, { gameType: 'RNG', vassalage: 'JL' }, 7);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  const memberId = await signedInMemberId(page, brand.merchant);
  // 500.00 credited; 200.00 of it to wager before any withdrawal.
  await creditWithTurnover(memberId, 50_000, 20_000);

  await page.goto('/member/deposit-v2');
  await preparePayee(page, 'Withdraw-pass-9');
  const panel = page.getByRole('region', { name: 'Bonus turnover' });
  await expect(panel).toBeVisible();
  expect(await figure(page, 'Required')).toBe(200);
  expect(await figure(page, 'Remaining')).toBe(200);
  await expect(panel).toContainText('Bonus money must be played through before you withdraw.');
  await expect(panel.getByRole('progressbar', { name: 'Turnover progress' })).toHaveAttribute(
    'value',
    '0',
  );
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await playSlotRound(page, brand.merchant, game);
  await page.goto('/member/withdraw');
  await expect(panel).toBeVisible();
  const remaining = await figure(page, 'Remaining');
  expect(remaining).toBeLessThan(200);
  expect(await figure(page, 'Wagered')).toBeCloseTo(200 - remaining, 2);
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
});
