import { POINTS_OPS_PATHS, type OpsMallItem } from '@tessera/contract';
import { expect, test } from './fixtures';
import {
  inEnglish,
  registerByUsername,
  signedInMemberId,
  uniqueUsername,
} from './accounts-helpers';
import { seriousViolations } from './a11y-helpers';
import { checkWidths, preparePayee } from './cashier-helpers';
import { catalogueGame, playSlotRound } from './games-helpers';
import { creditWithTurnover } from './operator';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

// Points through the real platform: a sandbox slot round earns points (the earning sweep, run
// at once through the operator API instead of waiting for its minute), the member redeems an
// item with the withdrawal password, and the redeem waits in the history for the operator.
test.beforeEach(async ({ page }) => inEnglish(page));
// Signing up, setting a payee and playing take a while on a shared machine.
test.slow();

/** One operator call of the points API; answers the envelope's value. */
async function pointsOps<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${PLATFORM_URL}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { value: T }).value;
}

test('points earned by playing a sandbox game redeem an item, which shows in the redeem history', async ({
  page,
  brand,
}, testInfo) => {
  const game = await catalogueGame(brand.merchant, { gameType: 'RNG', vassalage: 'JL' }, 5);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  const memberId = await signedInMemberId(page, brand.merchant);
  await creditWithTurnover(memberId, 50_000, 1_000);
  await page.goto('/member/deposit-v2');
  await preparePayee(page, 'Points-pass-9');
  // An item one point buys, for this test alone.
  const name = `E2E sticker ${Date.now().toString(36)}`;
  await pointsOps<OpsMallItem>(POINTS_OPS_PATHS.items.replace(':code', brand.merchant), {
    kind: 'GIFT',
    names: { en: name },
    imageUrl: '/cdn/payments/bank.svg',
    pointsRequired: 1,
    amountRequired: 0,
    value: 0,
    stock: 5,
    active: true,
    sort: 0,
  });

  await page.goto('/pointMall');
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await playSlotRound(page, brand.merchant, game);
  await pointsOps(POINTS_OPS_PATHS.earn, { at: new Date().toISOString() });

  await page.goto('/pointMall');
  const balance = page.getByTestId('points-balance');
  await expect(balance).not.toHaveText('0');
  const earned = Number((await balance.innerText()).replace(/\D/g, ''));
  expect(earned).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Points details' }).click();
  await expect(page.getByRole('cell', { name: 'Slots' }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Redeem', exact: true }).click();
  await page.getByRole('button', { name: `Redeem: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Redeem ${name}` });
  await dialog.getByLabel('Receiving address').fill('House 1, Road 2, Dhaka');
  await dialog.getByLabel('Withdrawal password').fill('wrong-pass-1');
  await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The withdrawal password is wrong.');
  await dialog.getByLabel('Withdrawal password').fill('Points-pass-9');
  await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
  await expect(page.getByText(/Redeemed. Your request is in process/)).toBeVisible();
  await expect(balance).toHaveText(String(earned - 1));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'See redeem history' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('In process');
  expect(await seriousViolations(page)).toEqual([]);
  await checkWidths(page, testInfo, 'point-mall-history');
});

test('the VIP page shows the level, the progress and the benefits', async ({
  page,
  brand,
}, testInfo) => {
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  await page.goto('/member/vip');
  await expect(page.getByTestId('vip-level')).toHaveText('Member');
  await expect(page.getByRole('heading', { name: 'Next level: Bronze' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Deposits' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Diamond' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await checkWidths(page, testInfo, 'vip');
});
