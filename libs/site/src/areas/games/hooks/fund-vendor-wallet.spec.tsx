import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletEntry } from '@tessera/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { play, preloadGameScreens, showSlots } from '../testing/slots-page';

beforeAll(preloadGameScreens);
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  quietPopups();
});

/** A multi-wallet merchant: "Fortune" is a PG game, so it plays from the PG wallet. */
const multiWallet = (main: number, pg: number) => ({
  'wallet.merchantWallet': {
    isSingle: false,
    wallets: [
      { code: 'MAIN', name: 'Main', balance: main },
      { code: 'PG', name: 'PG Soft', balance: pg },
    ] satisfies WalletEntry[],
  },
});

async function launchFortune(answers: Parameters<typeof showSlots>[0]) {
  const view = showSlots(answers, 'member-token');
  await screen.findByTestId('member-name');
  await play('Fortune');
  return view;
}

describe('launching a game on a multi-wallet merchant', () => {
  it('moves the main wallet into the vendor wallet first, then opens the game', async () => {
    const { platform } = await launchFortune(multiWallet(50_000, 0));
    expect(await screen.findByRole('dialog', { name: 'Fortune' })).toBeTruthy();
    expect(platform.callsTo('wallet.transfer').map((call) => call.body)).toEqual([
      { mode: 'allIn', to: 'PG', requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) },
    ]);
    expect(platform.calls.findIndex((call) => call.call === 'wallet.transfer')).toBeLessThan(
      platform.calls.findIndex((call) => call.call === 'games.launch'),
    );
  });

  it('with auto-transfer off and an empty vendor wallet, leads to the wallet page instead', async () => {
    localStorage.setItem('tessera.autoTransfer', 'off');
    const { platform, history } = await launchFortune(multiWallet(50_000, 0));
    const prompt = await screen.findByRole('dialog', { name: 'Move money to play' });
    expect(prompt.textContent).toContain("Fortune plays from its game provider's own wallet");
    await userEvent.click(within(prompt).getByRole('link', { name: 'Go to my wallets' }));
    await waitFor(() => expect(history.location.pathname).toBe('/member/transfer-fund'));
    expect(screen.queryByRole('dialog', { name: 'Move money to play' })).toBeNull();
    expect(platform.callsTo('wallet.transfer')).toHaveLength(0);
    expect(platform.callsTo('games.launch')).toHaveLength(0);
  });

  it('with auto-transfer off, plays from a vendor wallet that has money', async () => {
    localStorage.setItem('tessera.autoTransfer', 'off');
    const { platform } = await launchFortune(multiWallet(50_000, 1_000));
    expect(await screen.findByRole('dialog', { name: 'Fortune' })).toBeTruthy();
    expect(platform.callsTo('wallet.transfer')).toHaveLength(0);
  });

  it('with both wallets empty, shows the prompt even with auto-transfer on', async () => {
    const { platform } = await launchFortune(multiWallet(0, 0));
    expect(await screen.findByRole('dialog', { name: 'Move money to play' })).toBeTruthy();
    expect(platform.callsTo('games.launch')).toHaveLength(0);
  });
});

describe('launching a game on a single-wallet merchant', () => {
  it('moves nothing and opens the game as before', async () => {
    const { platform } = await launchFortune({});
    expect(await screen.findByRole('dialog', { name: 'Fortune' })).toBeTruthy();
    expect(platform.callsTo('wallet.transfer')).toHaveLength(0);
  });
});
