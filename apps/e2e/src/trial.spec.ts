import { expect, test } from './fixtures';
import { inEnglish } from './accounts-helpers';

// A free trial plays with demo money (spec §6; issue 13 A9): the header says so, and a
// real-money action is refused with the prompt to sign up for a real account.
test.beforeEach(async ({ page }) => inEnglish(page));

test('a trial account sees its demo money marked and is asked to sign up for real money', async ({
  page,
  brand,
}) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  if (brand.merchant === 'LUMEN') {
    // Lumen has no free play (its FREEPLAY switch is off): no trial accounts there.
    await expect(dialog.getByRole('button', { name: 'Free trial' })).toHaveCount(0);
    return;
  }
  await dialog.getByRole('button', { name: 'Free trial' }).click();
  const balance = page.getByRole('group', { name: 'Balance' });
  await expect(balance).toContainText('Demo');
  await expect(balance).toContainText('2,000.00');

  await page.goto('/member/transfer-upline');
  await page.getByLabel('Amount').fill('10');
  await page.getByLabel('Withdrawal password').fill('anything1');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText('You need a real account for this.');
  await page.getByRole('link', { name: 'Sign up for a real account' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
});
