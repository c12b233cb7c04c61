import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, deposit, withdrawal } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyDepositPage, LazyWithdrawPage } from '@tessera/site-cashier';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyDepositHistoryPage, LazyWithdrawalHistoryPage } from '../lazy-screens';

beforeAll(() =>
  Promise.all([
    LazyMemberLayout.preload(),
    LazyDepositPage.preload(),
    LazyWithdrawPage.preload(),
    LazyDepositHistoryPage.preload(),
    LazyWithdrawalHistoryPage.preload(),
  ]),
);
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const member = () => createPlatformFake({ token: 'member-token' });

describe('the deposit history', () => {
  it('is linked from Deposit and lists deposits with their status, loading the next cursor', async () => {
    const platform = member();
    platform.answer('records.deposits', (call) =>
      call.query.cursor === '30'
        ? { list: [deposit({ id: 29, amount: 10_000, status: 'expired' })], nextCursor: null }
        : {
            list: [deposit({ id: 31, status: 'approved' }), deposit({ id: 30, status: 'pending' })],
            nextCursor: '30',
          },
    );
    const { history } = renderSite('/member/deposit-v2', { language: 'en', platform });
    await userEvent.click(await screen.findByRole('link', { name: 'Deposit history' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit history' })).toBeTruthy();
    expect(history.location.pathname).toBe('/member/deposit-history');
    const list = await screen.findByRole('list', { name: 'Deposit history' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('DEP-31');
    expect(items[0]?.textContent).toContain('Approved');
    expect(items[0]?.textContent).toContain('৳500.00');
    expect(items[1]?.textContent).toContain('Waiting for payment');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText(/DEP-29/)).toBeTruthy();
    expect(platform.callsTo('records.deposits').at(-1)?.query.cursor).toBe('30');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows placeholders while loading, then an error with a working retry, then the empty state', async () => {
    const platform = member();
    const held = platform.hold('records.deposits');
    platform.fail('records.deposits', 'BAD_REQUEST', 400, { once: true });
    renderSite('/member/deposit-history', { language: 'en', platform });
    expect(await screen.findByRole('status', { name: 'Deposit history' })).toBeTruthy();
    held.release();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const empty = await screen.findByRole('heading', { name: 'Nothing in this date range' });
    const section = empty.closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member/deposit-v2',
    );
  });
});

describe('the withdrawal history', () => {
  it("writes each withdrawal's time in the reader's language and digits, never as raw ISO", async () => {
    const platform = member();
    platform.answer('records.withdrawals', {
      list: [withdrawal({ id: 7, status: 'paid', createdAt: '2026-11-29T05:53:41.589Z' })],
      nextCursor: null,
    });
    renderSite('/member/withdrawal-history', { language: 'bn', platform });
    const line = await screen.findByText(/WDR-7/);
    expect(line.textContent).not.toContain('2026-11-29T05:53:41.589Z');
    // 11:53 in Dhaka, the fake merchant's zone, in Bengali digits.
    expect(line.textContent).toMatch(/২০২৬.*১১:৫৩/);
  });

  it('is linked from Withdraw and lists withdrawals with status and payee', async () => {
    const platform = member();
    platform.answer('records.withdrawals', {
      list: [withdrawal({ id: 7, status: 'paid' })],
      nextCursor: null,
    });
    renderSite('/member/withdraw', { language: 'en', platform });
    await userEvent.click(await screen.findByRole('link', { name: 'Withdrawal history' }));
    const list = await screen.findByRole('list', { name: 'Withdrawal history' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('WDR-7');
    expect(item.textContent).toContain('Paid');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // A paid withdrawal leads to its page, where the payee confirms it.
    expect(within(item).getByRole('link', { name: 'Confirm receipt' }).getAttribute('href')).toBe(
      '/member/withdraw/7',
    );
  });
});
