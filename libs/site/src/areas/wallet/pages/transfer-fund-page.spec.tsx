import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REQUEST_ID_PATTERN,
  type WalletEntry,
  type WalletTransferRequest,
} from '@tessera/contract';
import { createPlatformFake } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyTransferFundPage } from '../lazy-screens';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyTransferFundPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  quietPopups();
});

const wallet = (code: string, name: string, balance: number): WalletEntry => ({
  code,
  name,
  balance,
});

/** A multi-wallet merchant whose wallets really move with each transfer. */
function multiWallet() {
  const wallets = new Map([
    ['MAIN', 100_000],
    ['PG', 0],
    ['JDB', 5_000],
  ]);
  const list = () => [
    wallet('MAIN', 'Main', wallets.get('MAIN')!),
    wallet('PG', 'PG Soft', wallets.get('PG')!),
    wallet('JDB', 'JDB', wallets.get('JDB')!),
  ];
  const move = (from: string, to: string, amount: number) => {
    wallets.set(from, wallets.get(from)! - amount);
    wallets.set(to, wallets.get(to)! + amount);
    return { from, to, amount };
  };
  return createPlatformFake({
    token: 'member-token',
    answers: {
      'wallet.merchantWallet': () => ({ isSingle: false, wallets: list() }),
      'wallet.consolidated': () => ({
        ...consolidated,
        mainAvailable: wallets.get('MAIN')!,
        held: 20_000,
        wallets: list(),
      }),
      'wallet.balance': () => ({
        balance: wallets.get('MAIN')!,
        inGames: wallets.get('PG')! + wallets.get('JDB')!,
        currency: 'BDT',
        currencySymbol: '৳',
        demo: false,
      }),
      'wallet.transfer': ({ body }) => {
        const req = body as WalletTransferRequest;
        const moves =
          req.mode === 'one'
            ? [move(req.from!, req.to!, req.amount!)]
            : req.mode === 'allIn'
              ? wallets.get('MAIN')! > 0
                ? [move('MAIN', req.to!, wallets.get('MAIN')!)]
                : []
              : ['PG', 'JDB']
                  .filter((code) => wallets.get(code)! > 0)
                  .map((code) => move(code, 'MAIN', wallets.get(code)!));
        return { requestId: req.requestId, moves };
      },
    },
  });
}

const consolidated = {
  currency: 'BDT',
  total: 0,
  mainAvailable: 0,
  held: 0,
  wallets: [],
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
};

const open = (platform = multiWallet()) => {
  renderSite('/member/transfer-fund', { language: 'en', platform });
  return platform;
};

const balanceOf = async (code: string) => (await screen.findByTestId(`wallet-${code}`)).textContent;

async function move(from: string, to: string, amount: string) {
  await userEvent.selectOptions(await screen.findByLabelText('From'), from);
  await userEvent.selectOptions(screen.getByLabelText('To'), to);
  const field = screen.getByLabelText('Amount');
  await userEvent.clear(field);
  if (amount) await userEvent.type(field, amount);
  await userEvent.click(screen.getByRole('button', { name: 'Move' }));
}

describe('a single-wallet merchant', () => {
  it('explains the one wallet, shows the balance and leads to deposit and withdraw', async () => {
    open(createPlatformFake({ token: 'member-token' }));
    const title = await screen.findByRole('heading', { name: 'This site has one wallet' });
    const section = within(title.closest('section')!);
    expect(await balanceOf('MAIN')).toBe('৳1,234.50');
    expect(section.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member/deposit-v2',
    );
    expect(section.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/member/withdraw',
    );
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
  });
});

describe('a multi-wallet merchant', () => {
  it('lists main first with its held money apart, then each vendor wallet', async () => {
    open();
    const title = await screen.findByRole('heading', { name: 'Your wallets' });
    const list = within(title.closest('section')!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Main wallet', 'PG Soft', 'JDB']);
    expect(await balanceOf('MAIN')).toBe('৳1,000.00');
    expect(screen.getByText('Held for withdrawals: ৳200.00')).toBeTruthy();
  });

  it('moves an amount to a vendor wallet with a request id, then shows the new balances', async () => {
    const platform = open();
    // The header shows all of the player's money, main and game wallets together.
    expect(await screen.findByText('৳1,050.00')).toBeTruthy();
    const balanceCalls = platform.callsTo('wallet.balance').length;
    await move('Main wallet', 'PG Soft', '300');
    expect(await screen.findByText('Done. Your balances are up to date.')).toBeTruthy();
    const sent = platform.callsTo('wallet.transfer')[0]?.body as WalletTransferRequest;
    expect(sent).toMatchObject({ mode: 'one', from: 'MAIN', to: 'PG', amount: 30_000 });
    expect(sent.requestId).toMatch(new RegExp(REQUEST_ID_PATTERN));
    await waitFor(async () => expect(await balanceOf('PG')).toBe('৳300.00'));
    expect(await balanceOf('MAIN')).toBe('৳700.00');
    // The header's balance is asked for again, and its total stays: the money only moved.
    await waitFor(() =>
      expect(platform.callsTo('wallet.balance').length).toBeGreaterThan(balanceCalls),
    );
    expect(screen.getByText('৳1,050.00')).toBeTruthy();
  });

  it('checks the wallets and the amount inline and sends nothing', async () => {
    const platform = open();
    await move('PG Soft', 'PG Soft', '1');
    expect(screen.getByText('Choose two different wallets.')).toBeTruthy();
    await move('JDB', 'PG Soft', '1');
    expect(screen.getByText(/Choose the main wallet on one side/)).toBeTruthy();
    await move('JDB', 'Main wallet', '51');
    expect(screen.getByText('This is more than your available balance.')).toBeTruthy();
    await move('Main wallet', 'JDB', '');
    expect(screen.getByText('Enter an amount.')).toBeTruthy();
    expect(platform.callsTo('wallet.transfer')).toHaveLength(0);
  });

  it('sends the same request id again when the same transfer is retried, a new one after', async () => {
    const platform = open();
    platform.fail('wallet.transfer', 'MAINTENANCE', 503, { once: true });
    await move('Main wallet', 'PG Soft', '10');
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Done. Your balances are up to date.')).toBeTruthy();
    await move('Main wallet', 'PG Soft', '10');
    await waitFor(() => expect(platform.callsTo('wallet.transfer')).toHaveLength(3));
    const [first, retry, next] = platform
      .callsTo('wallet.transfer')
      .map((call) => (call.body as WalletTransferRequest).requestId);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('moves all of main into one vendor, then recalls every vendor wallet', async () => {
    const platform = open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move all of the main wallet into PG Soft' }),
    );
    await waitFor(async () => expect(await balanceOf('PG')).toBe('৳1,000.00'));
    expect(await balanceOf('MAIN')).toBe('৳0.00');
    await userEvent.click(screen.getByRole('button', { name: 'Recall all' }));
    await waitFor(async () => expect(await balanceOf('MAIN')).toBe('৳1,050.00'));
    expect(platform.callsTo('wallet.transfer').map((call) => call.body)).toEqual([
      { mode: 'allIn', to: 'PG', requestId: expect.any(String) },
      { mode: 'allOut', requestId: expect.any(String) },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Recall all' }));
    expect(await screen.findByText('Nothing to move: those wallets are empty.')).toBeTruthy();
  });

  it('shows a platform refusal translated', async () => {
    const platform = open();
    platform.fail('wallet.transfer', 'INSUFFICIENT_BALANCE', 409);
    await move('Main wallet', 'PG Soft', '10');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your available balance is too low for this.',
    );
  });

  it('keeps the auto-transfer switch on by default and remembers turning it off', async () => {
    open();
    const toggle = await screen.findByRole('checkbox', {
      name: 'Move my money into a game’s wallet when I open it, and back when I close it',
    });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await userEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(localStorage.getItem('tessera.autoTransfer')).toBe('off');
  });
});
