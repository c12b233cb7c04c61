import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, failure, mallItems } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyPointMallPage } from '../lazy-screens';

beforeAll(() => LazyPointMallPage.preload());
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const member = () => createPlatformFake({ token: 'member-token' });
const open = (path = '/pointMall', platform = member(), language = 'en') => {
  renderSite(path, { language, platform });
  return platform;
};
const itemCard = async (name: string) =>
  (await screen.findAllByTestId('mall-item')).find((card) => within(card).queryByText(name))!;

describe('the points mall', () => {
  it("shows the member's points and every item with its cost, stock and requirement", async () => {
    open();
    expect((await screen.findByTestId('points-balance')).textContent).toContain('5,240');
    const bonus = await itemCard('Bonus 50');
    expect(within(bonus).getByText('4,500 points')).toBeTruthy();
    expect(within(bonus).getByText(/Needs .*500\.00 in deposits/)).toBeTruthy();
    const mug = await itemCard('Coffee mug');
    expect(within(mug).getByText('Sold out')).toBeTruthy();
    expect(
      within(mug).getByRole('button', { name: 'Redeem: Coffee mug' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(await itemCard('Team T-shirt')).getByText('20 left')).toBeTruthy();
  });

  it('redeems a gift with an address and the withdrawal password, sealed', async () => {
    const user = userEvent.setup();
    const platform = open();
    await user.click(
      within(await itemCard('Team T-shirt')).getByRole('button', { name: /Redeem/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Team T-shirt' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(within(dialog).getByText('Please enter the receiving address.')).toBeTruthy();
    expect(platform.callsTo('points.redeem')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Receiving address'), 'House 1, Dhaka');
    await user.type(within(dialog).getByLabelText('Withdrawal password'), 'cash4567');
    await user.selectOptions(within(dialog).getByLabelText('Quantity'), '2');
    expect(within(dialog).getByText('Total: 6,000 points')).toBeTruthy();
    expect(within(dialog).getByText('You need 760 more points.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await screen.findByText(/Redeemed. Your request is in process/)).toBeTruthy();
    expect(platform.callsTo('points.redeem')[0]?.body).toEqual({
      itemId: 3,
      quantity: 2,
      withdrawalPassword: 'cash4567',
      address: 'House 1, Dhaka',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says why a redeem was refused, in the reader's language, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const platform = member();
    platform.answer('points.redeem', failure('MALL_ITEM_OUT_OF_STOCK', 409));
    open('/pointMall', platform, 'pt');
    await user.click(within(await itemCard('Bonus 10')).getByRole('button', { name: /Resgatar/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Senha de saque'), 'cash4567');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Desculpe, este item está esgotado.',
    );
  });

  it('sends a visitor to sign in instead of redeeming, but shows the items and rules', async () => {
    const user = userEvent.setup();
    const platform = createPlatformFake();
    open('/pointMall', platform);
    expect(await itemCard('Bonus 10')).toBeTruthy();
    expect(screen.queryByTestId('points-balance')).toBeNull();
    await user.click(within(await itemCard('Bonus 10')).getByRole('button', { name: /Redeem/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(platform.callsTo('points.balance')).toHaveLength(0);
  });

  it('lists the redeem history with statuses and filters by status', async () => {
    const user = userEvent.setup();
    const platform = open('/pointMall?tab=history');
    expect(await screen.findByText('Out of sizes')).toBeTruthy();
    expect(screen.getAllByText('In process').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() =>
      expect(platform.callsTo('points.redeemList').at(-1)?.query).toMatchObject({
        status: 'REJECTED',
      }),
    );
  });

  it('shows points details, the rules and the exchange-rate table', async () => {
    const user = userEvent.setup();
    open('/pointMall?tab=details');
    expect(await screen.findByText('WELCOME')).toBeTruthy();
    expect(screen.getByText('+240')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Points rules' }));
    expect(await screen.findByText('Points never expire.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Exchange rates' }));
    expect(await screen.findByText(/100 points = .*1\.00/)).toBeTruthy();
  });

  it('converts points to balance in whole steps', async () => {
    const user = userEvent.setup();
    const platform = open('/pointMall?tab=rates');
    const field = await screen.findByLabelText('Points to convert');
    await user.type(field, '150');
    await user.type(screen.getByLabelText('Withdrawal password'), 'cash4567');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(screen.getByText('Enter at least 100 points, in steps of 100.')).toBeTruthy();
    expect(platform.callsTo('points.convert')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '200');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /Converted 200 points into .*2\.00/,
    );
    expect(platform.callsTo('points.convert')[0]?.body).toMatchObject({
      points: 200,
      withdrawalPassword: 'cash4567',
    });
  });

  it('offers a retry when the items cannot be loaded', async () => {
    const user = userEvent.setup();
    const platform = member();
    platform.answer('points.rewards', failure('INTERNAL', 500));
    open('/pointMall', platform);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    platform.answer('points.rewards', { items: mallItems });
    await user.click(retry);
    expect(await itemCard('Bonus 10')).toBeTruthy();
  });
});
