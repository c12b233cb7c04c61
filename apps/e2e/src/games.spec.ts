import { expect, test } from './fixtures';
import { inEnglish } from './accounts-helpers';
import { catalogueGame, searchGames, signInAsPlayer, playSlotRound } from './games-helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

/** The home's section titles in spec order (spec §2), as the English tables name them. */
const SECTION_ORDER = [
  'Hot games',
  'Slots',
  'Live casino',
  'Fishing',
  'Card games',
  'Sports',
  'E-sports',
  'Lottery',
  'Cockfight',
];

test('the home shows jackpot, winners and the game sections in spec order', async ({
  page,
  brand,
}) => {
  // Lumen switches its only cockfight vendor (DS88) off, so it has no cockfight section.
  const expected =
    brand.merchant === 'LUMEN' ? SECTION_ORDER.filter((t) => t !== 'Cockfight') : SECTION_ORDER;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Progressive jackpot' })).toBeVisible();
  // The winners board lists real rounds the seed played through the wallet.
  const winners = main.getByRole('region', { name: 'Big winners' });
  await expect(winners.getByRole('listitem').first()).toBeVisible();
  // Sections load as they near the screen: scroll down until the last one is there.
  const lastTitle = expected.at(-1) === 'Lottery' ? /^(E-)?lottery$/i : 'Cockfight';
  const last = main.getByRole('heading', { level: 2, name: lastTitle, exact: true });
  for (let step = 0; step < 30 && !(await last.isVisible()); step += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
  }
  // The lottery section shows the lane of the merchant's prize mode: lottery or e-lottery.
  const titles = (await main.getByRole('heading', { level: 2 }).allInnerTexts()).map((title) =>
    title === 'E-lottery' ? 'Lottery' : title,
  );
  expect(titles.filter((title) => SECTION_ORDER.includes(title))).toEqual(expected);
  const slots = main.getByRole('region', { name: 'Slots', exact: true });
  expect(await slots.getByRole('button', { name: /^Play / }).count()).toBe(12);
  await expect(slots.getByRole('link', { name: 'More Slots' })).toHaveAttribute('href', '/rng');
});

test('a category filters by provider and finds a game by part of its name', async ({
  page,
  brand,
}) => {
  // A game from page 3 of the provider's list: not on screen until searched for.
  const wanted = await catalogueGame(brand.merchant, {
    gameType: 'RNG',
    vassalage: 'JDB',
    pageNo: '3',
  });
  await page.goto('/rng');
  await page
    .getByRole('navigation', { name: 'Providers' })
    .getByRole('link', { name: 'JDB Gaming' })
    .click();
  await expect(page).toHaveURL(/\/rng\?vassalage=JDB$/);
  const results = page.getByRole('main');
  await expect(results.getByRole('button', { name: `Play ${wanted.displayName}` })).toHaveCount(0);
  const part = wanted.displayName.slice(2, -2).toLowerCase();
  await searchGames(page, part);
  await expect(results.getByRole('button', { name: `Play ${wanted.displayName}` })).toBeVisible();
});

test('a visitor pressing play is asked to log in', async ({ page, brand }) => {
  const game = await catalogueGame(brand.merchant, { gameType: 'LIVE' }, 2);
  await page.goto('/live');
  await searchGames(page, game.displayName);
  await page
    .getByRole('button', { name: `Play ${game.displayName}`, exact: true })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a favourite game shows in /favorite and survives a reload', async ({ page, brand }) => {
  const game = await catalogueGame(brand.merchant, { gameType: 'FISH' }, 3);
  // Names repeat across providers, as in real catalogues: narrow to the game's own provider.
  await signInAsPlayer(page, '/fish');
  await page.goto(`/fish?vassalage=${game.vassalage}`);
  await searchGames(page, game.displayName);
  const heart = page.getByRole('button', { name: `Favourite ${game.displayName}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorite');
  const play = page.getByRole('button', { name: `Play ${game.displayName}` });
  await expect(play).toBeVisible();
  await page.reload();
  await expect(play).toBeVisible();
  // Leave the demo player as found, so a rerun starts from an empty heart again.
  const saved = page.getByRole('button', { name: `Favourite ${game.displayName}` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await saved.click();
  await expect(saved).toHaveAttribute('aria-pressed', 'false');
});

test('a sandbox round moves the balance, and the game shows in /recent', async ({
  page,
  brand,
}) => {
  const game = await catalogueGame(brand.merchant, { gameType: 'RNG', vassalage: 'JL' }, 5);
  // Game pages hide the header balance (spec §2): read it on the home, before and after.
  await signInAsPlayer(page, '/');
  const balance = page.getByRole('group', { name: 'Balance' });
  await expect(balance).toContainText(/\d/);
  const before = await balance.innerText();
  await playSlotRound(page, brand.merchant, game);
  await page.goto('/');
  await expect(balance).toContainText(/\d/);
  await expect(balance).not.toHaveText(before);

  await page.goto('/recent');
  await expect(page.getByRole('button', { name: `Play ${game.displayName}` })).toBeVisible();
});

test('a game under maintenance says so and suggests popular games', async ({ page }) => {
  await signInAsPlayer(page, '/rng');
  await searchGames(page, 'Temple of Repairs');
  await page.getByRole('button', { name: 'Play Temple of Repairs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Game under maintenance' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Play / }).first()).toBeVisible();
});

test('a crash round reveals its seed and the page verifies it in the browser', async ({
  page,
  brand,
}) => {
  const game = await catalogueGame(brand.merchant, { vassalage: 'BGS', gameClassify: 'CRASH' });
  await signInAsPlayer(page, '/bgs');
  await page
    .getByRole('button', { name: `Play ${game.displayName}`, exact: true })
    .first()
    .click();
  const frame = page.getByRole('dialog', { name: game.displayName }).frameLocator('iframe');
  await frame.getByRole('button', { name: 'Play' }).click();
  await expect(frame.locator('#status')).not.toBeEmpty();
  await frame.getByRole('button', { name: 'Verify' }).click();
  await expect(frame.locator('#verdict')).toHaveText(/^Verified/);
});
