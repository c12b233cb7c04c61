import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './a11y-helpers';
import { inEnglish, registerByUsername, uniqueUsername } from './accounts-helpers';
import { depositThroughSandbox, headerBalance, preparePayee } from './cashier-helpers';

// Promotions through the real platform (issue 12): a new member joins the first-deposit
// promotion, deposits through the sandbox provider, finds the bonus paid with it (and in the
// reward centre), claims the sign-up gift, and the Withdraw page shows the turnover to play.
test.beforeEach(async ({ page }) => inEnglish(page));
// Long journeys through a real platform, a provider page and several lazy pages: the ceiling is
// raised for a busy 2-core machine; every step still waits only for what it expects.
test.describe.configure({ timeout: 180_000 });

/** Each brand's first-deposit promotion, as its own popup promises it. */
const WELCOME = { AURORA: '100% welcome bonus', LUMEN: 'First deposit bonus' } as const;

/** The amount the turnover panel shows beside `label`, as a number of major units. */
async function figure(page: Page, label: string): Promise<number> {
  const panel = page.getByRole('region', { name: 'Bonus turnover' });
  const text = await panel.locator('dt', { hasText: label }).locator('+ dd').innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

test('a joined deposit promotion pays with the sandbox deposit; the withdraw page shows the turnover', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  const merchant = brand.merchant as keyof typeof WELCOME;

  await page.goto('/promotions?category=NEWBIE');
  const card = page.getByRole('listitem', { name: WELCOME[merchant] });
  await card.getByRole('button', { name: 'Join' }).click();
  await expect(card.getByRole('status')).toHaveText('You have joined the promotion.');
  await expect(card.getByText('Joined', { exact: true })).toBeVisible();

  // 500 deposited: Aurora doubles it, Lumen adds its fixed 500.
  await depositThroughSandbox(page, '500');
  const balance = headerBalance(page);
  await expect(balance).toContainText('1,000.00');

  await page.goto('/member/reward-center');
  await page.getByRole('tab', { name: 'Claimed' }).click();
  const paid = page.getByRole('listitem', { name: WELCOME[merchant] });
  await expect(paid).toContainText('500.00');
  await expect(paid).toContainText('Wagering after claiming: ');

  // The sign-up gift: claimed on the promotions page, paid at once.
  await page.goto('/promotions');
  const gift = page.getByRole('listitem', { name: 'Sign-up gift' });
  await gift.getByRole('button', { name: 'Claim' }).click();
  await expect(gift.getByRole('status')).toHaveText('The reward has been added to your balance.');
  await expect(balance).toContainText('1,500.00');

  // Bonus 500 × 5 and gift 500 × 3: 4,000.00 to wager before a withdrawal.
  await page.goto('/member/deposit-v2');
  await preparePayee(page, 'Withdraw-pass-9');
  await expect(page.getByRole('region', { name: 'Bonus turnover' })).toBeVisible();
  expect(await figure(page, 'Required')).toBe(4000);
  expect(await figure(page, 'Remaining')).toBe(4000);
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
});

test('the promotions centre, a promotion and the reward centre read well on a phone and pass axe', async ({
  page,
  brand,
}, info) => {
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  const pages = [
    ['/promotions', 'Promotions'],
    ['/promotions?category=SLOTS', 'Promotions'],
    ['/member/reward-center', 'Reward centre'],
  ] as const;
  for (const width of [320, 360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId(/-skeleton$/)).toHaveCount(0);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${path} at ${width}`).toBe(0);
      const name = path.replace(/[/?=]+/g, '-');
      await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
      // axe at the desktop width, as the other suites (the phone header is theirs to judge).
      if (width === 1280) expect(await seriousViolations(page), path).toEqual([]);
    }
  }
  // A promotion's page, from its card.
  await page.goto('/promotions?category=SLOTS');
  await page.getByRole('link', { name: 'Details' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily slots reward' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conditions' })).toContainText('Bet ');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('promotion-detail-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 900 });
  await page.screenshot({ path: info.outputPath('promotion-detail-360.png'), fullPage: true });
});
