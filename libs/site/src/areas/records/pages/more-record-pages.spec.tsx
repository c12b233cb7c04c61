import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetRecord } from '@tessera/contract';
import { dayIn, presetRange } from '@tessera/domain';
import { createPlatformFake } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyBetRecordPage, LazyBonusRecordPage, LazyProfitPage } from '../lazy-screens';

beforeAll(() =>
  Promise.all([
    LazyMemberLayout.preload(),
    LazyBetRecordPage.preload(),
    LazyBonusRecordPage.preload(),
    LazyProfitPage.preload(),
  ]),
);
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const round = (fields: Partial<BetRecord> = {}): BetRecord => ({
  roundRef: 'R-1',
  game: 'Lucky Sevens',
  vendor: 'PG',
  gameType: 'RNG',
  stake: 2_000,
  payout: 5_000,
  net: 3_000,
  result: 'win',
  status: 'settled',
  time: '2026-03-05 14:02:11',
  ...fields,
});

const member = () => createPlatformFake({ token: 'member-token' });
const open = (path: string, platform = member()) => {
  renderSite(path, { language: 'en', platform });
  return platform;
};
const emptyHeading = () => screen.findByRole('heading', { name: 'Nothing in this date range' });

describe('the betting record', () => {
  it('lists rounds with their result, the range totals, and loads the next cursor', async () => {
    const platform = member();
    platform.answer('records.bets', (call) =>
      call.query.cursor === '9'
        ? {
            list: [round({ roundRef: 'R-8', game: 'Fish Hunter', result: 'loss', net: -2_000 })],
            nextCursor: null,
            totals: { stake: 4_000, payout: 5_000, net: 1_000 },
          }
        : {
            list: [
              round(),
              round({ roundRef: 'R-2', status: 'open', result: null, game: 'Open Spin' }),
            ],
            nextCursor: '9',
            totals: { stake: 4_000, payout: 5_000, net: 1_000 },
          },
    );
    open('/member/personal-history-copy', platform);
    const table = await screen.findByRole('table', { name: 'Betting record' });
    await within(table).findByText('Lucky Sevens');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Slots · PG');
    expect(rows[1]?.textContent).toContain('Win');
    expect(rows[1]?.textContent).toContain('৳30.00');
    expect(rows[2]?.textContent).toContain('Open');
    expect(screen.getByText('Stake', { selector: 'dt' }).nextSibling?.textContent).toBe('৳40.00');
    expect(screen.getByText('Win/loss', { selector: 'dt' }).nextSibling?.textContent).toBe(
      '৳10.00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Fish Hunter')).toBeTruthy();
    expect(platform.callsTo('records.bets').at(-1)?.query.cursor).toBe('9');
  });

  it('filters by game type and provider from the site menus', async () => {
    const platform = open('/member/personal-history-copy');
    await emptyHeading();
    const type = screen.getByLabelText('Game type');
    const firstType = within(type).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.selectOptions(type, firstType.value);
    const vendor = screen.getByLabelText('Provider');
    const firstVendor = within(vendor).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.selectOptions(vendor, firstVendor.value);
    await emptyHeading();
    expect(platform.callsTo('records.bets').at(-1)?.query).toMatchObject({
      ...presetRange('last7', dayIn('Asia/Dhaka')),
      gameType: firstType.value,
      vendor: firstVendor.value,
    });
    const empty = (await emptyHeading()).closest('section') as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Go to the games' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('shows a skeleton, then an error with a working retry', async () => {
    const platform = member();
    const held = platform.hold('records.bets');
    platform.fail('records.bets', 'RECORD_RANGE_INVALID', 400, { once: true });
    open('/member/personal-history-copy', platform);
    const table = await screen.findByRole('table', { name: 'Betting record' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    held.release();
    expect(
      await screen.findByText('Please choose a date range of up to 92 days, start before end.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await emptyHeading()).toBeTruthy();
  });
});

describe('the personal loss page', () => {
  it('shows each day and game type and the totals, for the chosen preset', async () => {
    const platform = member();
    platform.answer('records.profit', {
      days: [
        { day: '2026-03-05', gameType: 'LIVE', stake: 10_000, payout: 4_000, net: -6_000 },
        { day: '2026-03-04', gameType: 'RNG', stake: 1_000, payout: 3_000, net: 2_000 },
      ],
      totals: { stake: 11_000, payout: 7_000, net: -4_000 },
    });
    open('/member/personal-profit', platform);
    const table = await screen.findByRole('table', { name: 'Personal loss' });
    await within(table).findByText('Live casino');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('-৳60.00');
    expect(screen.getByText('Win/loss', { selector: 'dt' }).nextSibling?.textContent).toBe(
      '-৳40.00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await screen.findByRole('button', { name: 'Last 30 days', pressed: true });
    expect(platform.callsTo('records.profit').at(-1)?.query).toEqual(
      presetRange('last30', dayIn('Asia/Dhaka')),
    );
  });

  it('shows an error with a working retry, then the empty state', async () => {
    const platform = member();
    platform.fail('records.profit', 'BAD_REQUEST', 400, { once: true });
    open('/member/personal-profit', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await emptyHeading()).toBeTruthy();
  });
});

describe('the bonus details', () => {
  it('lists bonuses with the in total, and links to promotions when empty', async () => {
    const platform = member();
    platform.answer(
      'records.bonus',
      { list: [], nextCursor: null, totals: { in: 0, out: 0 } },
      { once: true },
    );
    platform.answer('records.bonus', {
      list: [
        {
          id: 7,
          kind: 'REBATE',
          amount: 1_250,
          wallet: 'MAIN',
          balanceAfter: 9_000,
          reference: 'TXN-7',
          time: '2026-03-05 00:10:00',
        },
      ],
      nextCursor: null,
      totals: { in: 1_250, out: 0 },
    });
    open('/member/bonus-details', platform);
    const empty = (await emptyHeading()).closest('section') as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'See promotions' }).getAttribute('href')).toBe(
      '/promotions',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Rebate')).toBeTruthy();
    expect(screen.getByText('Money in').nextSibling?.textContent).toBe('৳12.50');
    expect(platform.callsTo('records.bonus').at(-1)?.query).toMatchObject(
      presetRange('today', dayIn('Asia/Dhaka')),
    );
  });
});
