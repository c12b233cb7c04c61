import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountRecord } from '@tessera/contract';
import { dayIn, presetRange } from '@tessera/domain';
import { createPlatformFake, whitelabel } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyAccountRecordPage } from '../lazy-screens';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyAccountRecordPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const entry = (fields: Partial<AccountRecord> = {}): AccountRecord => ({
  id: 1,
  kind: 'DEPOSIT',
  amount: 50_000,
  wallet: 'MAIN',
  balanceAfter: 150_000,
  reference: 'DEP-1',
  time: '2026-03-05 14:02:11',
  ...fields,
});

const open = (platform = createPlatformFake({ token: 'member-token' })) => {
  renderSite('/member/transaction-history', { language: 'en', platform });
  return platform;
};

const lastQuery = (platform: ReturnType<typeof createPlatformFake>) =>
  platform.callsTo('records.account').at(-1)?.query;

describe('the account record', () => {
  it('shows a skeleton while it loads, then an error with a working retry', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    const held = platform.hold('records.account');
    platform.fail('records.account', 'BAD_REQUEST', 400, { once: true });
    open(platform);
    const table = await screen.findByRole('table', { name: 'Account record' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    held.release();
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nothing in this date range' })).toBeTruthy();
  });

  it('says when the range is empty and links to Deposit', async () => {
    open();
    const empty = await screen.findByRole('heading', { name: 'Nothing in this date range' });
    const section = empty.closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member/deposit-v2',
    );
  });

  it('lists entries with translated kinds, signed amounts, vendor wallets and the totals', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.answer('records.account', {
      list: [
        entry(),
        entry({
          id: 2,
          reference: 'TXN-2',
          kind: 'BET',
          amount: -2_000,
          wallet: 'PG',
          balanceAfter: 8_000,
        }),
      ],
      nextCursor: null,
      totals: { in: 50_000, out: 2_000 },
    });
    open(platform);
    await screen.findByText('DEP-1');
    const table = screen.getByRole('table', { name: 'Account record' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Deposit');
    expect(rows[1]?.textContent).toContain('৳500.00');
    // The merchant-zone time the platform wrote, as the reader's language writes a date.
    expect(rows[1]?.textContent).toMatch(/Mar 5, 2026, 2:02\sPM/);
    expect(rows[1]?.textContent).not.toContain('Wallet');
    expect(rows[2]?.textContent).toContain('Bet · Wallet PG');
    expect(rows[2]?.textContent).toContain('-৳20.00');
    expect(screen.getByText('Money in').nextSibling?.textContent).toBe('৳500.00');
    expect(screen.getByText('Money out').nextSibling?.textContent).toBe('৳20.00');
  });

  it('loads the next page with the previous page\u2019s cursor', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.answer('records.account', (call) =>
      call.query.cursor === '41'
        ? {
            list: [entry({ id: 40, reference: 'DEP-40' })],
            nextCursor: null,
            totals: { in: 1, out: 0 },
          }
        : {
            list: [entry({ id: 41, reference: 'DEP-41' })],
            nextCursor: '41',
            totals: { in: 1, out: 0 },
          },
    );
    open(platform);
    await screen.findByText('DEP-41');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('DEP-40')).toBeTruthy();
    expect(screen.getByText('DEP-41')).toBeTruthy();
    expect(lastQuery(platform)?.cursor).toBe('41');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  // 25 hours apart, these two zones never share a date, so at least one of them differs from
  // the device's: a site counting days on the device fails one of the two.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    "counts the days in the merchant's time zone (%s)",
    async (timeZone) => {
      const platform = createPlatformFake({ token: 'member-token' });
      platform.answer('system.whitelabel', { ...whitelabel, timeZone });
      open(platform);
      await screen.findByRole('heading', { name: 'Nothing in this date range' });
      expect(lastQuery(platform)).toMatchObject(presetRange('last7', dayIn(timeZone)));
    },
  );

  it('asks for the range of a preset and for one kind', async () => {
    const platform = open();
    const today = dayIn('Asia/Dhaka');
    await screen.findByRole('heading', { name: 'Nothing in this date range' });
    expect(lastQuery(platform)).toMatchObject(presetRange('last7', today));
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await screen.findByRole('button', { name: 'Yesterday', pressed: true });
    expect(lastQuery(platform)).toMatchObject(presetRange('yesterday', today));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'WITHDRAW_PAID');
    expect(screen.getByRole('option', { name: 'Withdrawal paid' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Nothing in this date range' });
    expect(lastQuery(platform)).toMatchObject({
      ...presetRange('yesterday', today),
      kind: 'WITHDRAW_PAID',
    });
  });

  it('explains a range the platform would refuse and does not send it', async () => {
    const platform = open();
    await screen.findByRole('heading', { name: 'Nothing in this date range' });
    const calls = platform.callsTo('records.account').length;
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please choose a date range of up to 92 days, start before end.',
    );
    expect(platform.callsTo('records.account').length).toBe(calls);
  });

  it('shows the platform\u2019s RECORD_RANGE_INVALID translated', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.fail('records.account', 'RECORD_RANGE_INVALID', 400);
    open(platform);
    expect(
      await screen.findByText('Please choose a date range of up to 92 days, start before end.'),
    ).toBeTruthy();
  });
});
