import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUEST_ID_PATTERN, type UplineTransferRequest } from '@tessera/contract';
import { createPlatformFake, withdrawalOverview } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyTransferUplinePage } from '../lazy-screens';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyTransferUplinePage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

/** A member with ৳1,234.50 whose upline is "agent7". */
function platform() {
  return createPlatformFake({
    token: 'member-token',
    answers: {
      'wallet.transferUpline': ({ body }) => {
        const req = body as UplineTransferRequest;
        return {
          requestId: req.requestId,
          upline: 'agent7',
          amount: req.amount,
          balance: 123_450 - req.amount,
        };
      },
    },
  });
}

const open = (fake = platform()) => {
  renderSite('/member/transfer-upline', { language: 'en', platform: fake });
  return fake;
};

async function send(amount: string, password = 'Secret123') {
  const field = await screen.findByLabelText('Amount');
  await userEvent.clear(field);
  if (amount) await userEvent.type(field, amount);
  const secret = screen.getByLabelText('Withdrawal password');
  await userEvent.clear(secret);
  if (password) await userEvent.type(secret, password);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('transfer to the upline', () => {
  it('sends the amount with the password and shows the upline and the new balance', async () => {
    const fake = open();
    await send('200');
    expect(await screen.findByText('You sent ৳200.00 to agent7.')).toBeTruthy();
    expect(screen.getByText('Your main wallet now holds ৳1,034.50.')).toBeTruthy();
    const sent = fake.callsTo('wallet.transferUpline')[0]?.body as UplineTransferRequest;
    expect(sent).toMatchObject({ amount: 20_000, withdrawalPassword: 'Secret123' });
    expect(sent.requestId).toMatch(new RegExp(REQUEST_ID_PATTERN));
  });

  it('checks the amount and the password inline and sends nothing', async () => {
    const fake = open();
    await send('1234.51', '');
    expect(screen.getByText('This is more than your available balance.')).toBeTruthy();
    expect(screen.getByText('Input cannot be empty.')).toBeTruthy();
    expect(fake.callsTo('wallet.transferUpline')).toHaveLength(0);
  });

  it('shows a wrong password translated, and a retry of the same amount keeps its request id', async () => {
    const fake = open();
    fake.fail('wallet.transferUpline', 'WITHDRAWAL_PASSWORD_WRONG', 400, { once: true });
    await send('50', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The withdrawal password is wrong.',
    );
    await send('50', 'Secret123');
    expect(await screen.findByText('You sent ৳50.00 to agent7.')).toBeTruthy();
    const [first, retry] = fake
      .callsTo('wallet.transferUpline')
      .map((call) => (call.body as UplineTransferRequest).requestId);
    expect(retry).toBe(first);
  });

  it('prompts a trial account to sign up for a real one, with a link', async () => {
    const fake = open();
    fake.fail('wallet.transferUpline', 'TRIAL_ACCOUNT', 403);
    await send('50');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You need a real account for this. Sign up for a real account');
    const link = screen.getByRole('link', { name: 'Sign up for a real account' });
    expect(link.getAttribute('href')).toBe('/register');
  });

  it('says plainly when the member has no upline', async () => {
    const fake = open();
    fake.fail('wallet.transferUpline', 'UPLINE_MISSING', 409);
    await send('50');
    expect(await screen.findByRole('heading', { name: 'You have no upline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('leads to the withdrawal password form when none is set', async () => {
    const fake = open();
    fake.fail('wallet.transferUpline', 'WITHDRAWAL_PASSWORD_NOT_SET', 409);
    // The Withdraw page learns the same from its overview and shows the form.
    fake.answer('cashier.withdrawalOverview', withdrawalOverview({ passwordSet: false }));
    await send('50');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Set a withdrawal password first' }),
    );
    expect(await screen.findByLabelText('Confirm withdrawal password')).toBeTruthy();
  });
});
