import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepositLimits } from '@tessera/contract';
import { createPlatformFake } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyDepositPage } from '@tessera/site-cashier';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyDepositLimitsPage } from '../lazy-screens';

beforeAll(() =>
  Promise.all([
    LazyMemberLayout.preload(),
    LazyDepositLimitsPage.preload(),
    LazyDepositPage.preload(),
  ]),
);
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const none = { amount: null, pending: null, used: 0 };
const limits = (fields: Partial<DepositLimits> = {}): DepositLimits => ({
  daily: none,
  weekly: none,
  monthly: none,
  ...fields,
});
const member = () => createPlatformFake({ token: 'member-token' });
const open = (platform = member()) => {
  renderSite('/member/deposit-limits', { language: 'en', platform });
  return platform;
};
const card = async (name: string) => screen.findByRole('region', { name });

describe('the deposit limits page', () => {
  it('is in the member menu and explains the rule', async () => {
    open();
    const menu = await screen.findByRole('navigation', { name: 'Member centre menu' });
    expect(
      within(menu).getByRole('link', { name: 'Deposit limits' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByText(/A lower limit applies at once/)).toBeTruthy();
  });

  it('shows each limit, what is used and a pending change with when it applies', async () => {
    const platform = member();
    platform.answer(
      'records.depositLimits',
      limits({
        daily: {
          amount: 100_000,
          pending: { amount: 300_000, from: '2026-03-06 10:00:00' },
          used: 25_000,
        },
        weekly: {
          amount: 500_000,
          pending: { amount: null, from: '2026-03-06 10:00:00' },
          used: 0,
        },
      }),
    );
    open(platform);
    const daily = await card('Daily limit');
    expect(daily.textContent).toContain('৳1,000.00');
    expect(daily.textContent).toContain('৳250.00');
    expect(daily.textContent).toContain('Changes to ৳3,000.00 from 2026-03-06 10:00:00.');
    expect((await card('Weekly limit')).textContent).toContain('Removed from 2026-03-06 10:00:00.');
    expect((await card('Monthly limit')).textContent).toContain('No limit');
  });

  it('sets a limit, shows the platform\u2019s new state, and removes one', async () => {
    const platform = member();
    platform.answer('records.setDepositLimits', (call) =>
      (call.body as { daily?: number | null }).daily === null
        ? limits({
            daily: {
              amount: 20_000,
              pending: { amount: null, from: '2026-03-06 10:00:00' },
              used: 0,
            },
          })
        : limits({ daily: { amount: 20_000, pending: null, used: 0 } }),
    );
    open(platform);
    const daily = await card('Daily limit');
    await userEvent.type(within(daily).getByLabelText('New limit'), '200');
    await userEvent.click(within(daily).getByRole('button', { name: 'Save limit' }));
    expect(await within(daily).findByText('৳200.00')).toBeTruthy();
    expect(platform.callsTo('records.setDepositLimits')[0]?.body).toEqual({ daily: 20_000 });
    expect(screen.getByText(/^Saved\./)).toBeTruthy();
    await userEvent.click(within(daily).getByRole('button', { name: 'Remove limit' }));
    expect(await within(daily).findByText('Removed from 2026-03-06 10:00:00.')).toBeTruthy();
    expect(platform.callsTo('records.setDepositLimits')[1]?.body).toEqual({ daily: null });
    expect(within(daily).queryByRole('button', { name: 'Remove limit' })).toBeNull();
  });

  it('refuses a bad amount inline and shows DEPOSIT_LIMIT_INVALID translated', async () => {
    const platform = member();
    platform.fail('records.setDepositLimits', 'DEPOSIT_LIMIT_INVALID', 400, { once: true });
    open(platform);
    const weekly = await card('Weekly limit');
    await userEvent.type(within(weekly).getByLabelText('New limit'), 'abc');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save limit' }));
    expect(within(weekly).getByText('Enter the amount in digits only.')).toBeTruthy();
    expect(platform.callsTo('records.setDepositLimits')).toHaveLength(0);
    await userEvent.clear(within(weekly).getByLabelText('New limit'));
    await userEvent.type(within(weekly).getByLabelText('New limit'), '50');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save limit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A deposit limit must be a whole amount above zero.',
    );
  });

  it('shows a skeleton, then an error with a working retry', async () => {
    const platform = member();
    const held = platform.hold('records.depositLimits');
    platform.fail('records.depositLimits', 'BAD_REQUEST', 400, { once: true });
    open(platform);
    expect(await screen.findByTestId('limits-skeleton')).toBeTruthy();
    held.release();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await card('Daily limit')).toBeTruthy();
  });
});

describe('a deposit over the limit', () => {
  it('names the period and the remaining amount from the refusal', async () => {
    const platform = member();
    platform.fail('cashier.createDeposit', 'DEPOSIT_LIMIT_EXCEEDED', 409, {
      once: true,
      details: { period: 'weekly', limit: 100_000, remaining: 15_000 },
    });
    renderSite('/member/deposit-v2', { language: 'en', platform });
    const field = await screen.findByLabelText('Amount');
    await userEvent.type(field, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Weekly limit reached: you can still deposit ৳150.00.',
    );
  });
});
