import { act, screen, waitFor, within } from '@testing-library/react';
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
  it('asks the launch for the automatic transfer and moves nothing itself', async () => {
    const { platform } = await launchFortune(multiWallet(50_000, 0));
    expect(await screen.findByRole('dialog', { name: 'Fortune' })).toBeTruthy();
    expect(platform.callsTo('games.launch').map((call) => call.body)).toEqual([
      expect.objectContaining({ gameCode: 'PG_FORTUNE', autoTransfer: true }),
    ]);
    expect(platform.callsTo('wallet.transfer')).toHaveLength(0);
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

  it('with auto-transfer off, plays from a vendor wallet that has money and asks the launch to move nothing', async () => {
    localStorage.setItem('tessera.autoTransfer', 'off');
    const { platform } = await launchFortune(multiWallet(50_000, 1_000));
    expect(await screen.findByRole('dialog', { name: 'Fortune' })).toBeTruthy();
    expect(platform.callsTo('games.launch')[0]?.body).toMatchObject({ autoTransfer: false });
    expect(platform.callsTo('wallet.recall')).toHaveLength(0);
  });
});

describe('closing a game the automatic transfer funded', () => {
  /** Lumen after the launch moved ৳500.00 into PG. */
  const funded = () => {
    const money = { main: 0, pg: 50_000 };
    return {
      money,
      answers: {
        ...multiWallet(0, 50_000),
        'games.launch': { url: 'about:blank', gameWallet: 'PG' },
        'wallet.balance': () => ({
          balance: money.main,
          inGames: money.pg,
          currency: 'BDT',
          currencySymbol: '৳',
          demo: false,
        }),
        'wallet.recall': ({ body }: { body: unknown }) => {
          const moves = money.pg > 0 ? [{ from: 'PG', to: 'MAIN', amount: money.pg }] : [];
          money.main += money.pg;
          money.pg = 0;
          return { requestId: (body as { requestId: string }).requestId, moves };
        },
      } satisfies Parameters<typeof showSlots>[0],
    };
  };

  it('brings the money back to main once when the popup closes, then asks for the balance', async () => {
    const { money, answers } = funded();
    const { platform } = await launchFortune(answers);
    const popup = await screen.findByRole('dialog', { name: 'Fortune' });
    await within(popup).findByTitle('Game: Fortune');
    expect(platform.callsTo('wallet.recall')).toHaveLength(0);
    await waitFor(() => userEvent.click(within(popup).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(platform.callsTo('wallet.recall')).toHaveLength(1));
    expect(platform.callsTo('wallet.recall')[0]?.body).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(money).toEqual({ main: 50_000, pg: 0 });
    // The balance asked for after the recall answered: main holds it all again.
    await waitFor(() =>
      expect(
        platform.calls.findLastIndex((call) => call.call === 'wallet.balance'),
      ).toBeGreaterThan(platform.calls.findIndex((call) => call.call === 'wallet.recall')),
    );
  });

  it('brings it back when the browser leaves the page with the game open, and only once', async () => {
    const { answers } = funded();
    const { platform } = await launchFortune(answers);
    const popup = await screen.findByRole('dialog', { name: 'Fortune' });
    await within(popup).findByTitle('Game: Fortune');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(platform.callsTo('wallet.recall')).toHaveLength(1));
    await waitFor(() => userEvent.click(within(popup).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fortune' })).toBeNull());
    expect(platform.callsTo('wallet.recall')).toHaveLength(1);
  });
});

describe('launching a game on a single-wallet merchant', () => {
  it('moves nothing and opens the game as before, and closing it recalls nothing', async () => {
    const { platform } = await launchFortune({});
    const popup = await screen.findByRole('dialog', { name: 'Fortune' });
    expect(platform.callsTo('wallet.transfer')).toHaveLength(0);
    await waitFor(() => userEvent.click(within(popup).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fortune' })).toBeNull());
    expect(platform.callsTo('wallet.recall')).toHaveLength(0);
  });
});
