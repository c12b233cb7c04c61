import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, deposit } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../areas/member';
import { quietPopups } from '../../testing/quiet-popups';
import { renderSite } from '../../testing/render-site';
import { LazyDepositPage } from '@tessera/site-cashier';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyDepositPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const open = (platform = createPlatformFake({ token: 'member-token' })) => {
  renderSite('/member/deposit-v2', { language: 'en', platform });
  return platform;
};

async function depositAmount(amount: string) {
  const field = await screen.findByLabelText('Amount');
  await userEvent.clear(field);
  if (amount) await userEvent.type(field, amount);
  await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
}

describe('the deposit page', () => {
  it('lists the merchant methods with their limits and fees, the first one chosen', async () => {
    open();
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    const bkash = within(methods).getByRole('radio', { name: /bKash/ });
    expect(bkash).toHaveProperty('checked', true);
    expect(methods.textContent).toContain('৳100.00 to ৳25,000.00');
    expect(methods.textContent).toContain('No fee');
    expect(methods.textContent).toContain('Fee ৳5.00');
  });

  it('shows a skeleton while the methods load, then an error with a working retry', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    const held = platform.hold('cashier.depositMethods');
    platform.fail('cashier.depositMethods', 'BAD_REQUEST', 400, { once: true });
    open(platform);
    expect(await screen.findByTestId('cashier-skeleton')).toBeTruthy();
    held.release();
    expect(await screen.findByText('We could not load this.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Nagad/ })).toBeTruthy();
  });

  it('says so when the merchant has no deposit methods', async () => {
    open(
      createPlatformFake({
        token: 'member-token',
        answers: { 'cashier.depositMethods': { list: [] } },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'No deposit methods right now' }),
    ).toBeTruthy();
  });

  it.each([
    ['', 'Enter an amount.'],
    ['abc', 'Enter the amount in digits only.'],
    ['-200', 'The amount must be more than zero.'],
    ['150.555', 'Use at most 2 decimal places.'],
    ['99.99', 'The smallest amount is ৳100.00.'],
    ['25000.01', 'The largest amount is ৳25,000.00.'],
  ])('refuses %j inline and sends nothing', async (typed, message) => {
    const platform = open();
    await depositAmount(typed);
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
    expect(platform.callsTo('cashier.createDeposit')).toHaveLength(0);
  });

  it('opens a deposit for a quick amount and shows the provider page while it waits', async () => {
    const platform = open();
    await userEvent.click(await screen.findByRole('button', { name: '৳500.00' }));
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeTruthy();
    expect(platform.callsTo('cashier.createDeposit')[0]?.body).toEqual({
      methodId: 1,
      amount: 50_000,
    });
    expect(screen.getByRole('status').textContent).toContain('Waiting for payment');
    const link = screen.getByRole('link', { name: 'Open the payment page' });
    expect(link.getAttribute('href')).toBe('https://platform.test/sandbox/pay/SBX0');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('draws a QR method as a QR code and a bank method as transfer details', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.answer(
      'cashier.deposit',
      deposit({ methodId: 2, instructions: { qrPayload: 'sandbox://pay/SBX1' } }),
    );
    open(platform);
    await userEvent.click(await screen.findByRole('radio', { name: /Nagad/ }));
    await depositAmount('300');
    expect(await screen.findByRole('img', { name: 'Payment QR code' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Make another deposit' }));
    const bank = {
      bankName: 'Sandbox Bank',
      accountName: 'Tessera',
      accountNumber: '0012',
      transferNote: 'DEP-9',
    };
    platform.answer('cashier.deposit', deposit({ methodId: 3, instructions: { bank } }));
    await userEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await depositAmount('600');
    expect(await screen.findByText('DEP-9')).toBeTruthy();
    expect(screen.getByText('Sandbox Bank')).toBeTruthy();
  });

  it('shows an approved deposit and refreshes the header balance', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    open(platform);
    await screen.findByRole('radio', { name: /bKash/ });
    const balanceCalls = platform.callsTo('wallet.balance').length;
    platform.answer('cashier.deposit', deposit({ status: 'approved' }));
    platform.answer('wallet.balance', {
      balance: 173_450,
      inGames: 0,
      currency: 'BDT',
      currencySymbol: '৳',
      demo: false,
    });
    await depositAmount('500');
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.getByText('The money is in your balance.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the payment page' })).toBeNull();
    expect(await screen.findByText('৳1,734.50')).toBeTruthy();
    expect(platform.callsTo('wallet.balance').length).toBeGreaterThan(balanceCalls);
  });

  it('keeps the open deposit in the address, so a reload shows its status again', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    const first = renderSite('/member/deposit-v2', { language: 'en', platform });
    await depositAmount('500');
    await screen.findByRole('heading', { name: 'Complete your payment' });
    expect(first.history.location.search).toBe('?deposit=501');
    first.unmount();

    platform.answer('cashier.deposit', deposit({ status: 'expired' }));
    renderSite('/member/deposit-v2?deposit=501', { language: 'en', platform });
    expect(await screen.findByText('Expired')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByLabelText('Amount')).toBeTruthy();
  });

  it('shows a platform refusal translated, the amount kept', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.fail('cashier.createDeposit', 'DEPOSIT_DAILY_LIMIT', 409, { once: true });
    open(platform);
    await depositAmount('500');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You have reached today's deposit limit for this method.",
    );
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '500');
  });
});
