import { expect, test } from './fixtures';
import {
  inEnglish,
  registerByUsername,
  signedInMemberId,
  uniqueUsername,
} from './accounts-helpers';
import { seriousViolations } from './a11y-helpers';
import { checkWidths } from './cashier-helpers';
import { addMission, creditMember } from './draws-helpers';
import { catalogueGame, playSlotRound } from './games-helpers';

// Missions through the real platform: a round played in a sandbox game moves the day's progress,
// the finished mission is claimed once, and the week's points and leaderboard follow.
test.beforeEach(async ({ page }) => inEnglish(page));
// Signing up, a round in a game popup and two page loads: more than the default minute on a busy machine.
test.setTimeout(120_000);

test('plays a round, sees the mission progress and claims it', async ({ page, brand }, info) => {
  // A mission only this test's kind of player finishes quickly: one round today.
  await addMission(brand.merchant, {
    cadence: 'DAILY',
    metric: 'ROUNDS',
    target: 1,
    rewardAmount: 100,
    points: 7,
  });
  const game = await catalogueGame(brand.merchant, { gameType: 'RNG', vassalage: 'JL' }, 7);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'e2e-pass-123');
  await creditMember(await signedInMemberId(page, brand.merchant), 50_000);

  await page.goto('/member/mission-leaderboard');
  const daily = page.getByRole('region', { name: 'Daily missions' });
  const mission = daily.getByTestId('mission').filter({ hasText: 'Play 1 round' }).first();
  await expect(mission.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(mission.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await checkWidths(page, info, 'missions');

  await playSlotRound(page, brand.merchant, game);
  await page.goto('/member/mission-leaderboard');
  await expect(mission.getByTestId('mission-progress')).toHaveText('1 / 1 rounds');
  await mission.getByRole('button', { name: 'Claim' }).click();
  await expect(mission.getByText('Claimed')).toBeVisible();
  await expect(page.getByTestId('week-points')).toHaveText('7');
  const board = page.getByRole('region', { name: 'This week’s leaderboard' });
  await expect(board.getByRole('row', { name: /\(You\)/ })).toContainText('7');
});
