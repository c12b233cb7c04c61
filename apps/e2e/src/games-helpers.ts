import { expect, type Page } from '@playwright/test';
import { logIn, sessionToken } from './accounts-helpers';
import { MERCHANT_HEADER, WALLET_PATHS } from '@tessera/contract';
import { PLATFORM_URL } from './servers';

interface ListedGame {
  nodeId: number;
  gameCode: string;
  vassalage: string;
  displayName: string;
}

/**
 * A game from the platform's own catalogue, found the way the site asks for it, so tests use
 * real seeded data without hard-coding a generated name. `pageNo` > 1 picks a game the first
 * screen does not show.
 */
export async function catalogueGame(
  merchant: string,
  query: Record<string, string>,
  index = 0,
): Promise<ListedGame> {
  const search = new URLSearchParams({ pageSize: '20', ...query });
  const response = await fetch(`${PLATFORM_URL}/wps/relay/GCSGAME_gameList?${search}`, {
    headers: { 'x-merchant-code': merchant },
  });
  if (!response.ok) throw new Error(`game list: HTTP ${response.status}`);
  const { value } = (await response.json()) as { value: { content: ListedGame[] } };
  const game = value.content[index];
  if (!game) throw new Error(`no game for ${search}`);
  return game;
}

/** Signs the seeded demo player in through the login popup and waits on `path`. */
export async function signInAsPlayer(page: Page, path: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, 'player1', 'player1pass');
  await page.getByTestId('member-name').waitFor();
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Types into the game search box of a game-list page and waits for the results: until the count
 * changes, the cards on screen are the unfiltered list, which the results are about to replace.
 */
export async function searchGames(page: Page, text: string) {
  const count = page.getByText(/^Games found: /);
  await expect(count).toBeVisible();
  const before = await count.innerText();
  await page.getByRole('searchbox', { name: 'Search games' }).fill(text);
  await expect(count).not.toHaveText(before);
}

/**
 * Moves the signed-in player's money between wallets through the platform, as the member
 * centre's transferFund page does: `allIn` to `vendor`, or `allOut` back to main. Only on a
 * multi-wallet merchant (Lumen), whose games play from the vendor's wallet.
 */
export async function transferWallets(
  page: Page,
  merchant: string,
  mode: 'allIn' | 'allOut',
  vendor?: string,
) {
  const token = await sessionToken(page);
  const response = await fetch(`${PLATFORM_URL}${WALLET_PATHS.walletTransfer}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      [MERCHANT_HEADER]: merchant,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ mode, requestId: `e2e-${mode}-${Date.now()}`, to: vendor }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * Plays sandbox slot rounds of `displayName` in its popup until the game's balance moves (a spin
 * can win back exactly its stake, so rarely twice), then closes the popup. The game's play
 * button must be on screen.
 */
export async function spinUntilBalanceMoves(page: Page, displayName: string) {
  await page
    .getByRole('button', { name: `Play ${displayName}`, exact: true })
    .first()
    .click();
  const popup = page.getByRole('dialog', { name: displayName });
  const frame = popup.frameLocator('iframe');
  await expect(frame.getByText(displayName).first()).toBeVisible();
  const shown = frame.locator('#balance');
  let after = await shown.innerText();
  const start = after;
  for (let spin = 0; spin < 6 && after === start; spin += 1) {
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.locator('#status')).not.toBeEmpty();
    after = await shown.innerText();
  }
  expect(after).not.toBe(start);
  await popup.getByRole('button', { name: 'Close' }).click();
}

/**
 * Plays a sandbox slot round of `game` as the signed-in player until the balance moves. Lumen
 * keeps a wallet per vendor and the game plays from the vendor's, so the money moves in first
 * and back to main after.
 */
export async function playSlotRound(page: Page, merchant: string, game: ListedGame) {
  const multiWallet = merchant === 'LUMEN';
  if (multiWallet) await transferWallets(page, merchant, 'allIn', game.vassalage);
  await page.goto(`/rng?vassalage=${game.vassalage}`);
  await searchGames(page, game.displayName);
  await spinUntilBalanceMoves(page, game.displayName);
  if (multiWallet) await transferWallets(page, merchant, 'allOut');
}
