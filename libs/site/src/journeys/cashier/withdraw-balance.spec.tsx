import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WithdrawalRequest } from '@tessera/contract';
import { createPlatformFake, payeeAccount, withdrawalOverview } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../areas/member';
import { quietPopups } from '../../testing/quiet-popups';
import { renderSite } from '../../testing/render-site';
import { LazyWithdrawPage } from '@tessera/site-cashier';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyWithdrawPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

/**
 * A multi-wallet player whose money sits partly in game wallets (the automatic transfer took it
 * along); a recall really moves it back, and the overview and balance say so afterwards.
 */
function gameWalletsPlatform(main: number, inGames: number) {
  const money = { main, inGames };
  return createPlatformFake({
    token: 'member-token',
    answers: {
      'cashier.payeeAccounts': { list: [payeeAccount()] },
      'cashier.withdrawalOverview': () =>
        withdrawalOverview({ available: money.main, inGames: money.inGames }),
      'wallet.balance': () => ({
        balance: money.main,
        inGames: money.inGames,
        currency: 'BDT',
        currencySymbol: '৳',
        demo: false,
      }),
      'wallet.recall': ({ body }) => {
        const moves = money.inGames > 0 ? [{ from: 'PG', to: 'MAIN', amount: money.inGames }] : [];
        money.main += money.inGames;
        money.inGames = 0;
        return { requestId: (body as { requestId: string }).requestId, moves };
      },
    },
  });
}

const open = (platform: ReturnType<typeof gameWalletsPlatform>, language = 'en') => {
  renderSite('/member/withdraw', { language, platform });
  return platform;
};

describe('the withdraw page with money in game wallets', () => {
  it('shows the total available and where it sits', async () => {
    open(gameWalletsPlatform(20_000, 130_000));
    expect((await screen.findByTestId('available-balance')).textContent).toBe('৳1,500.00');
    const split = screen.getByTestId('balance-split');
    expect(split.textContent).toContain('Main wallet: ৳200.00');
    expect(split.textContent).toContain('In game wallets: ৳1,300.00');
    // The header counts it all too.
    expect(screen.getAllByText('৳1,500.00').length).toBeGreaterThan(1);
  });

  it('lets a withdrawal take money a game wallet holds: the platform recalls it', async () => {
    const platform = open(gameWalletsPlatform(0, 150_000));
    await screen.findByTestId('balance-split');
    await userEvent.type(await screen.findByLabelText('Amount'), '1000');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(platform.callsTo('cashier.requestWithdrawal')).toHaveLength(1));
    expect(platform.callsTo('cashier.requestWithdrawal')[0]?.body).toMatchObject({
      amount: 100_000,
    } satisfies Partial<WithdrawalRequest>);
    expect(screen.queryByText('This is more than your available balance.')).toBeNull();
  });

  it('moves everything to the main wallet with one action and says what it moved', async () => {
    const platform = open(gameWalletsPlatform(20_000, 130_000));
    await userEvent.click(await screen.findByRole('button', { name: 'Move all to main wallet' }));
    expect(
      await screen.findByText('Moved ৳1,300.00 to your main wallet.', {
        selector: '[role=status]',
      }),
    ).toBeTruthy();
    expect(platform.callsTo('wallet.recall')).toHaveLength(1);
    // Nothing is left in game wallets: the split and its action go, the total stays.
    await waitFor(() => expect(screen.queryByTestId('balance-split')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Move all to main wallet' })).toBeNull();
    expect(screen.getByTestId('available-balance').textContent).toBe('৳1,500.00');
  });

  it('shows a refused recall translated, and keeps the split', async () => {
    const platform = open(gameWalletsPlatform(0, 5_000));
    platform.fail('wallet.recall', 'MAINTENANCE', 503);
    await userEvent.click(await screen.findByRole('button', { name: 'Move all to main wallet' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('balance-split').textContent).toContain('In game wallets: ৳50.00');
  });

  it('speaks Arabic', async () => {
    open(gameWalletsPlatform(0, 5_000), 'ar');
    expect(
      await screen.findByRole('button', { name: 'انقل الكل إلى المحفظة الرئيسية' }),
    ).toBeTruthy();
  });
});

describe('the withdraw page with nothing in game wallets', () => {
  it('shows the main balance alone, with no split and no recall', async () => {
    open(gameWalletsPlatform(123_450, 0));
    expect((await screen.findByTestId('available-balance')).textContent).toBe('৳1,234.50');
    expect(screen.queryByTestId('balance-split')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move all to main wallet' })).toBeNull();
  });
});
