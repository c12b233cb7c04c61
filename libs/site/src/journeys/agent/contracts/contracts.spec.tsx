import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_KINDS } from '@tessera/contract';
import { contract, createPlatformFake, member, settlement } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import {
  LazyAgentLayout,
  LazyContractModal,
  LazyContractOfferWatcher,
  LazyContractScreen,
} from '@tessera/site-agent';

const agent = { ...member, account: 'sub1', nickname: 'Sub One', type: 1 as const };
const funds = {
  currency: 'BDT',
  total: 0,
  mainAvailable: 0,
  held: 0,
  wallets: [],
  dailysalreqtype: true,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
};
const list = (held = [contract()], given = [] as ReturnType<typeof contract>[]) => ({
  enabledKinds: [...CONTRACT_KINDS],
  held,
  given,
});

beforeAll(() =>
  Promise.all([
    LazyAgentLayout.preload(),
    LazyContractScreen.preload(),
    LazyContractModal.preload(),
    LazyContractOfferWatcher.preload(),
  ]),
);
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const agentPlatform = () =>
  createPlatformFake({
    token: 'agent-token',
    answers: { 'member.info': agent, 'wallet.consolidated': funds },
  });

describe('the daily wages record', () => {
  it('shows each settled period with its inputs and the range totals, mine or my downlines', async () => {
    const platform = agentPlatform();
    platform.answer('contracts.settlements', (call) => ({
      list: [
        call.query.side === 'downlines'
          ? settlement({ id: 8, holder: 'sub2', amount: 500 })
          : settlement(),
      ],
      nextCursor: null,
      totals: { validBet: 1_234_500, amount: 12_345, count: 1 },
    }));
    renderSite('/agentHome/agentDailyWages2', { language: 'en', platform });
    const table = await screen.findByRole('table', { name: 'Daily wages' });
    await within(table).findByText(/2026-11-20 00:00:00/);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('2026-11-20 00:00:00');
    expect(row.textContent).toContain('৳12,345.00'); // valid bet
    expect(row.textContent).toContain('1 %');
    expect(row.textContent).toContain('৳123.45');
    expect(row.textContent).toContain('Paid');
    expect(screen.getByText('Total paid', { selector: 'dt' }).nextSibling?.textContent).toBe(
      '৳123.45',
    );
    expect(platform.callsTo('contracts.settlements')[0]?.query).toMatchObject({
      kind: 'DAILY_SALARY',
      side: 'mine',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Whose' }), 'downlines');
    expect(await within(table).findByText('sub2')).toBeTruthy();
    expect(platform.callsTo('contracts.settlements').at(-1)?.query.side).toBe('downlines');
  });

  it('shows a skeleton, an error with a working retry, then says when nothing was settled', async () => {
    const platform = agentPlatform();
    const held = platform.hold('contracts.settlements');
    platform.fail('contracts.settlements', 'BAD_REQUEST', 400, { once: true });
    renderSite('/agentHome/agentHourSalary', { language: 'en', platform });
    const table = await screen.findByRole('table', { name: 'Hourly salary' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    held.release();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nothing was settled on these days/)).toBeTruthy();
  });
});

describe('the contract modal', () => {
  it('opens on the member site when an offer waits, shows the tiers, and confirms a lower rate before accepting', async () => {
    const platform = agentPlatform();
    let offered = true;
    platform.answer('contracts.list', () =>
      list(offered ? [contract()] : [contract({ status: 'active' })]),
    );
    const undercut = contract({
      id: 9,
      holder: 'sub2',
      offerer: 'sub1',
      status: 'active',
      maxRate: 120,
    });
    // The first acceptance is refused (a lower rate); the confirmed one goes through.
    platform.answer('contracts.process', () => {
      offered = false;
      return contract({ status: 'active' });
    });
    platform.fail('contracts.process', 'CONTRACT_LOWER_RATE', 409, {
      details: { contracts: [undercut] },
      once: true,
    });
    renderSite('/', { language: 'en', platform });
    const dialog = await screen.findByRole('dialog', { name: 'A contract is offered to you' });
    expect(
      within(dialog).getByText(/agent1 offers you a Daily wages contract \(Daily\)/),
    ).toBeTruthy();
    const tiers = within(dialog).getByRole('table');
    expect(within(tiers).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accepting ends these contracts' });
    expect(within(confirm).getByText(/sub2 · Daily wages · 1.2 %/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept and end them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(platform.callsTo('contracts.process').map((call) => call.body)).toEqual([
      { contractId: 41, action: 'accept' },
      { contractId: 41, action: 'accept', confirm: true },
    ]);
  });
});

describe('the contracts page', () => {
  it('lists held and given contracts and offers a new one with its tiers in minor units and basis points', async () => {
    const platform = agentPlatform();
    platform.answer('contracts.list', list([contract({ status: 'active', offerer: null })], []));
    renderSite('/agentHome/agentContracts', { language: 'en', platform });
    const held = await screen.findByRole('region', { name: 'Contracts I hold' });
    expect(within(held).getByText('Daily wages · The house')).toBeTruthy();
    expect(screen.getByText('You have not offered a contract yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Offer a contract' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Downline agent account' }),
      'sub2',
    );
    const validBet = within(form).getByRole('textbox', { name: 'Valid bet at least' });
    await userEvent.clear(validBet);
    await userEvent.type(validBet, '1000');
    const lossRate = within(form).getByRole('textbox', { name: 'Team loss rate at least (%)' });
    await userEvent.clear(lossRate);
    await userEvent.type(lossRate, '2.5');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rate (%)' }), '1.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(platform.callsTo('contracts.offer')).toHaveLength(1));
    expect(platform.callsTo('contracts.offer')[0]?.body).toEqual({
      account: 'sub2',
      kind: 'DIVIDEND',
      period: 'D',
      tiers: [{ activeMembers: 0, validBet: 100_000, profitLoss: 0, lossRate: 250, rate: 150 }],
    });
  });

  it('fills the offer form with the downline the team management page sent', async () => {
    const platform = agentPlatform();
    platform.answer('contracts.list', list([], []));
    renderSite('/agentHome/agentContracts?account=sub9', { language: 'en', platform });
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    expect(
      (within(form).getByRole('textbox', { name: 'Downline agent account' }) as HTMLInputElement)
        .value,
    ).toBe('sub9');
  });
});
