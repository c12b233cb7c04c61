import { seriousViolations } from './a11y-helpers';
import { inEnglish, registerByUsername, uniqueUsername } from './accounts-helpers';
import {
  checkWidths,
  depositThroughSandbox,
  headerBalance,
  preparePayee,
  requestedWithdrawalId,
  requestWithdrawal,
} from './cashier-helpers';
import { expect, test } from './fixtures';
import { decideWithdrawal, settleDispute } from './operator';

// A payee who never got the money reports it with a photo; the operator upholds the report and
// refunds it: the member sees the outcome and has the money back. A new member of each brand.
test.beforeEach(async ({ page }) => inEnglish(page));

// A 1×1 PNG: the platform checks a proof's type from its bytes.
const PROOF = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a withdrawal reported not received is refunded by the operator', async ({
  page,
  brand,
}, info) => {
  // A whole cashier journey (sign-up, deposit, payee, withdrawal, payout, report, refund) with
  // an axe pass and the width checks: on CI's busy 2 cores it ran past a minute.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  await depositThroughSandbox(page, '500');
  await preparePayee(page, 'Withdraw-pass-9');
  await requestWithdrawal(page, '200', 'Withdraw-pass-9');
  const balance = headerBalance(page);
  await expect(balance).toContainText('300.00');

  // The operator approves and the payout job pays it out.
  const id = await requestedWithdrawalId(page);
  await decideWithdrawal(id, 'approve');
  await page.getByRole('link', { name: 'Details', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paid' })).toBeVisible();

  // The payee says it did not arrive, with a photo.
  await page.getByRole('button', { name: 'Not received', exact: true }).click();
  await page
    .getByLabel(/Photos that show it did not arrive/)
    .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PROOF });
  await page.getByRole('button', { name: 'Send report' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Status' });
  await expect(status).toContainText('Reported not received');
  await expect(page.getByText(/We are looking into your report/)).toBeVisible();

  // The operator upholds it and refunds the whole amount; the open page follows by itself.
  await settleDispute(id, {
    outcome: 'upheld',
    note: 'Provider confirmed the transfer bounced',
    settledBy: 'e2e operator',
  });
  // The page asks again every 10 s while a report is open: a ceiling, not a wait.
  await expect(status).toContainText('Refunded', { timeout: 25_000 });
  await expect(page.getByTestId('dispute-outcome')).toContainText(
    /We put .*200\.00 back in your balance on/,
  );
  await expect(page.getByText('Provider confirmed')).toHaveCount(0);
  await expect(balance).toContainText('500.00');
  expect(await seriousViolations(page)).toEqual([]);
  await checkWidths(page, info, 'withdrawal-refunded');

  // The withdrawal history says so too.
  await page.goto('/member/withdrawal-history');
  const row = page.getByRole('listitem').filter({ hasText: `WDR-${id}` });
  await expect(row).toContainText('Refunded');
  await expect(row.getByTestId('dispute-outcome')).toContainText('200.00');
});
