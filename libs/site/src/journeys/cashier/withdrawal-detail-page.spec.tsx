import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal } from '@tessera/contract';
import {
  balance,
  confirmedWithdrawal,
  createPlatformFake,
  paidWithdrawal,
  settledWithdrawal,
} from '@tessera/sdk/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyMemberLayout } from '../../areas/member';
import { quietPopups } from '../../testing/quiet-popups';
import { renderSite } from '../../testing/render-site';
import { LazyWithdrawalDetailPage } from '@tessera/site-cashier';

// The platform's clock; the paid withdrawal counts as received 30 minutes later (05:40).
const SERVER_NOW = '2026-11-24T05:10:00.000Z';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyWithdrawalDetailPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
  // Only the clock and the 1 s ticker are fake: the page's requests still settle on their own.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(SERVER_NOW);
  let preview = 0;
  // jsdom has no object URLs; the previews only need distinct addresses.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:proof-${++preview}` }));
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  vi.useRealTimers();
});

/** A platform whose withdrawal 901 is paid, and confirming it answers as the platform would. */
function platformWith(withdrawal: Withdrawal = paidWithdrawal()) {
  return createPlatformFake({
    token: 'member-token',
    answers: {
      'system.status': { maintenance: false, maintenanceEnd: null, serverTime: SERVER_NOW },
      'withdrawals.get': withdrawal,
    },
  });
}

const open = (platform = platformWith(), language: 'en' | 'bn' = 'en') => {
  renderSite('/member/withdraw/901', { language, platform });
  return platform;
};

const png = (name = 'slip.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('a paid withdrawal', () => {
  it('counts down to when it counts as received, one second at a time', async () => {
    const platform = open();
    const countdown = await screen.findByTestId('auto-receive-countdown');
    await waitFor(() => expect(countdown.textContent).toBe('Counts as received in 30:00'));
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('Counts as received in 29:59');
    act(() => vi.advanceTimersByTime(29 * 60 * 1000));
    expect(countdown.textContent).toBe('Counts as received in 00:59');
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(platform.callsTo('withdrawals.get')[0]?.path).toBe('/wps/v2/cashier/withdrawals/901');
  });

  it("counts down in the reader's digits", async () => {
    open(platformWith(), 'bn');
    const countdown = await screen.findByTestId('auto-receive-countdown');
    await waitFor(() => expect(countdown.textContent).toContain('৩০:০০'));
    expect(countdown.textContent).not.toMatch(/[0-9]/);
  });

  it('counts on the platform clock, not a device clock that runs five minutes fast', async () => {
    vi.setSystemTime(Date.parse(SERVER_NOW) + 5 * 60 * 1000);
    open();
    const countdown = await screen.findByTestId('auto-receive-countdown');
    await waitFor(() => expect(countdown.textContent).toBe('Counts as received in 30:00'));
  });

  it('confirms Received and shows the outcome', async () => {
    const platform = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Received' }));
    expect(await screen.findByText('Your answer')).toBeTruthy();
    expect(platform.callsTo('withdrawals.confirm')[0]?.body).toEqual({ outcome: 'RECEIVED' });
    expect(screen.getAllByText('Received').length).toBe(2);
    expect(screen.queryByTestId('auto-receive-countdown')).toBeNull();
  });

  it('confirms Partly received, which reads as reported', async () => {
    const platform = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Partly received' }));
    expect(await screen.findByText('Reported not received')).toBeTruthy();
    expect(screen.getByText('Partly received')).toBeTruthy();
    expect(platform.callsTo('withdrawals.confirm')[0]?.body).toEqual({
      outcome: 'PARTLY_RECEIVED',
    });
  });

  it('checks the photos of Not received in the browser, previews them, and sends them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const platform = open();
    await user.click(await screen.findByRole('button', { name: 'Not received' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please add 1 to 3 photos that show the money did not arrive.',
    );
    const input = screen.getByLabelText(/Photos that show it did not arrive/);
    await user.upload(input, new File(['gif'], 'slip.gif', { type: 'image/gif' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert').textContent).toBe('Photos must be PNG or JPG images.');
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(input, png('big.png', 5 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert').textContent).toBe('Each photo must be 5 MB or smaller.');
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert').textContent).toBe('Please add at most 3 photos.');
    expect(platform.callsTo('withdrawals.confirm')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove photo 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
    ]);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Reported not received')).toBeTruthy();
    // jsdom's File crosses into Node's fetch as a bare blob (no name, its bytes not kept): the
    // test sees the outcome and one png part per photo; the SDK's own tests check the bytes.
    const sent = platform.callsTo('withdrawals.confirm')[0]?.body as {
      outcome: string;
      proof: { type: string }[];
    };
    expect(sent.outcome).toBe('NOT_RECEIVED');
    expect(sent.proof.map((part) => part.type)).toEqual(['image/png', 'image/png']);
  });

  it('shows a refusal of the platform translated', async () => {
    const platform = open();
    platform.fail('withdrawals.confirm', 'WITHDRAWAL_NOT_FOUND', 404);
    await userEvent.click(await screen.findByRole('button', { name: 'Received' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find that withdrawal.',
    );
  });
});

describe('an answered withdrawal', () => {
  it('shows the status and the answer, in Bengali too, and asks nothing', async () => {
    open(platformWith(confirmedWithdrawal('RECEIVED')), 'bn');
    expect(await screen.findByText('আপনার উত্তর')).toBeTruthy();
    expect(screen.getByText('পাওয়া গেছে')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'পেয়েছি' })).toBeNull();
  });

  it('says when the clock counted it as received', async () => {
    open(
      platformWith(
        paidWithdrawal({
          status: 'received',
          autoReceiveAt: null,
          confirmation: { outcome: 'RECEIVED', by: 'auto', at: '2026-11-24T05:40:00.000Z' },
        }),
      ),
    );
    expect(await screen.findByText('Counted as received')).toBeTruthy();
  });
});

describe('a reported withdrawal', () => {
  it('says the report is being looked into, then shows the refund when the operator upholds it, and asks for the balance again', async () => {
    const platform = open(platformWith(confirmedWithdrawal('NOT_RECEIVED')));
    expect(await screen.findByText('Reported not received')).toBeTruthy();
    expect(screen.getByText(/We are looking into your report/)).toBeTruthy();
    const balanceCalls = platform.callsTo('wallet.balance').length;

    // The operator refunds; the page asks again on its own (every 10 s while disputed).
    platform.answer('withdrawals.get', settledWithdrawal('upheld'));
    platform.answer('wallet.balance', { ...balance, balance: 170_000 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(await screen.findByText('Refunded')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Outcome of your report' })).toBeTruthy();
    expect(screen.getByTestId('dispute-outcome').textContent).toBe(
      'We put ৳200.00 back in your balance on Nov 25, 2026.',
    );
    expect(screen.queryByText(/We are looking into your report/)).toBeNull();
    await waitFor(() =>
      expect(platform.callsTo('wallet.balance').length).toBeGreaterThan(balanceCalls),
    );
  });

  it('shows a partial refund in Bengali, with Bengali digits', async () => {
    open(platformWith(settledWithdrawal('upheld', 5_000)), 'bn');
    expect(await screen.findByText('ফেরত দেওয়া হয়েছে')).toBeTruthy();
    const text = screen.getByTestId('dispute-outcome').textContent ?? '';
    expect(text).toContain('৫০.০০৳');
    expect(text).toContain('২০২৬');
  });

  it('says a closed report leaves the payout standing, and shows no operator note', async () => {
    open(platformWith(settledWithdrawal('dismissed')));
    expect(await screen.findByText('Report closed')).toBeTruthy();
    expect(screen.getByTestId('dispute-outcome').textContent).toBe(
      'We checked your report on Nov 25, 2026 and closed it: the payout stands. Customer service can tell you more.',
    );
    expect(screen.queryByRole('button', { name: 'Received' })).toBeNull();
  });
});
