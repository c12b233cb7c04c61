import { expect, test } from './fixtures';
import { inEnglish, registerByUsername, uniqueUsername } from './accounts-helpers';
import {
  checkWidths,
  depositThroughSandbox,
  headerBalance,
  preparePayee,
  requestWithdrawal,
} from './cashier-helpers';
import { decideWithdrawal } from './operator';

// The wallet page and the payee's confirmation through the real platform, its sandbox provider,
// its operator API and its payout job, as a new member of each brand.
test.beforeEach(async ({ page }) => inEnglish(page));

test('the wallet page moves money to a vendor wallet and back (Lumen), or explains the one wallet (Aurora)', async ({
  page,
  brand,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  await depositThroughSandbox(page, '500');
  await expect(headerBalance(page)).toContainText('500.00');
  await page.goto('/member/transfer-fund');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();

  if (brand.merchant === 'AURORA') {
    await expect(page.getByRole('heading', { name: 'This site has one wallet' })).toBeVisible();
    await expect(page.getByTestId('wallet-MAIN')).toContainText('500.00');
    await checkWidths(page, info, 'wallet-single');
    return;
  }

  // Lumen: 200 into the first vendor wallet, then everything recalled to main.
  await expect(page.getByRole('heading', { name: 'Your wallets' })).toBeVisible();
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  const vendor = await to.locator('option').nth(1).getAttribute('value');
  await to.selectOption(vendor!);
  await page.getByLabel('Amount', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Done. Your balances are up to date.')).toBeVisible();
  await expect(page.getByTestId(`wallet-${vendor}`)).toContainText('200.00');
  await expect(page.getByTestId('wallet-MAIN')).toContainText('300.00');
  // The header shows all of the player's money: main and game wallets together.
  await expect(headerBalance(page)).toContainText('500.00');
  await checkWidths(page, info, 'wallet-multi');

  await page.getByRole('button', { name: 'Recall all' }).click();
  await expect(page.getByTestId(`wallet-${vendor}`)).toContainText('0.00');
  await expect(page.getByTestId('wallet-MAIN')).toContainText('500.00');
  await expect(headerBalance(page)).toContainText('500.00');
});

test('a paid withdrawal is confirmed as received', async ({ page, brand }, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  await depositThroughSandbox(page, '500');
  await preparePayee(page, 'Withdraw-pass-9');
  await requestWithdrawal(page, '200', 'Withdraw-pass-9');

  // The operator approves; the payout job pays it; the detail page follows the status.
  const details = page.getByRole('link', { name: 'Details', exact: true });
  const id = Number((await details.getAttribute('href'))?.split('/').at(-1));
  await decideWithdrawal(id, 'approve');
  await details.click();
  await expect(page.getByRole('status').filter({ hasText: 'Paid' })).toBeVisible();
  await expect(page.getByTestId('auto-receive-countdown')).toContainText('Counts as received in');
  await checkWidths(page, info, 'withdrawal-paid');

  await page.getByRole('button', { name: 'Received', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your answer' })).toContainText(
    'Received',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Status' })).toContainText('Received');
  await checkWidths(page, info, 'withdrawal-received');
});
