import { expect, test } from './fixtures';
import { seriousViolations } from './a11y-helpers';
import { inEnglish, registerByUsername, uniqueUsername } from './accounts-helpers';
import {
  depositThroughSandbox,
  headerBalance,
  preparePayee,
  requestWithdrawal,
} from './cashier-helpers';

// Money in and out through the real platform and its sandbox provider, as a new member: each
// test signs up its own account, so the brands' projects run side by side.
test.beforeEach(async ({ page }) => inEnglish(page));

test('deposits through the sandbox provider, then withdraws to a bound account', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  const balance = headerBalance(page);
  await expect(balance).toContainText('0.00');

  // Deposit 500 through the first method (a provider page on both brands), approved there.
  await depositThroughSandbox(page, '500');
  await expect(balance).toContainText('500.00');

  // Bind a payee account in the member's payee name, set the withdrawal password, withdraw 200.
  await preparePayee(page, 'Withdraw-pass-9');
  await expect(page.getByTestId('available-balance')).toContainText('500.00');
  await requestWithdrawal(page, '200', 'Withdraw-pass-9');
  // The amount is held: the available balance in the header went down.
  await expect(balance).toContainText('300.00');
});

test('a member reaches Deposit and Withdraw from the account menu on a phone', async ({
  page,
  brand,
}) => {
  // Signed up on a wide screen (the header shows the name there), then used on a phone.
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  await page.setViewportSize({ width: 360, height: 760 });
  const accountMenu = page.locator('header details');
  await accountMenu.locator('summary').click();
  await accountMenu.getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
  const centre = page.getByRole('navigation', { name: 'Member centre menu' });
  await centre.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
});

test('the member centre, deposit and withdraw pages have no serious accessibility violation', async ({
  page,
  brand,
}) => {
  // Four full axe passes: on a machine busy with the other workers one can take most of a
  // minute (Chromium 156), so the test gets three times the usual time.
  test.slow();
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  for (const [path, heading] of [
    ['/member', 'Member centre'],
    ['/member/deposit-v2', 'Deposit'],
    ['/member/withdraw', 'Withdraw'],
    ['/member/bonus-details', 'Bonus details'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The page's form or menu has arrived (not its skeleton) before axe looks.
    await expect(page.getByTestId('cashier-skeleton')).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
