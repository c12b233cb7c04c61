import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '@tessera/sdk/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import {
  AGENT_MENU,
  LazyAgentLayout,
  LazyAgentScreen,
  NO_AGENT_GATES,
  visibleMenu,
} from '@tessera/site-agent';

const agent = { ...member, account: 'agent1', nickname: 'Captain', type: 1 as const };
const funds = {
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

beforeAll(() => Promise.all([LazyAgentLayout.preload(), LazyAgentScreen.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});
afterEach(() => {
  vi.useRealTimers();
});

function openAgentCentre(path = '/agentHome', flags: Partial<typeof funds> = {}) {
  return renderSite(path, {
    language: 'en',
    token: 'agent-token',
    answers: { 'member.info': agent, 'wallet.consolidated': { ...funds, ...flags } },
  });
}

describe('the agent centre shell', () => {
  it('shows the merchant GMT offset and a clock that ticks every second', async () => {
    // Only the clock and its 1 s ticker are fake: the site's requests settle on their own.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // 23:59:58 in Dhaka (GMT+6), the merchant's zone: the tick also turns the date over.
    vi.setSystemTime(new Date('2026-11-24T17:59:58.000Z'));
    openAgentCentre();
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('GMT+06:00')).toBeTruthy();
    expect(within(header).getByText('2026-11-24 23:59:58')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(header).getByText('2026-11-24 23:59:59')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(header).getByText('2026-11-25 00:00:00')).toBeTruthy();
  });

  it('names the agent by nickname and signs out after the confirmation', async () => {
    const { history, platform } = openAgentCentre();
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Captain')).toBeTruthy();
    await userEvent.click(within(header).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(platform.callsTo('session.logout')).toHaveLength(1);
  });

  it('lists the menu of spec §2, salary and dividend entries hidden without a contract', async () => {
    openAgentCentre();
    const menu = await screen.findByRole('navigation', { name: 'Agent menu' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Announcements',
      'Team overview',
      'Register account',
      'Team management',
      'Deposit',
      'Withdraw',
      'Team betting',
      'User loss',
      'My income',
      'Account details',
      'Contracts',
      'Platform messages',
      'Customer service',
    ]);
    expect(within(menu).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member/deposit-v2',
    );
    expect(within(menu).getByRole('link', { name: 'Customer service' }).getAttribute('href')).toBe(
      'https://chat.example/test',
    );
  });

  it('shows each pay entry when its consolidated flag is on', async () => {
    openAgentCentre('/agentHome', { divtypereq: true, realtimesalreqtype: true });
    const menu = await screen.findByRole('navigation', { name: 'Agent menu' });
    expect(
      await within(menu).findByRole('link', { name: 'Bonus and dividend records' }),
    ).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Real-time salary' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Daily wages' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Hourly salary' })).toBeNull();
  });

  it('opens a page from the phone menu sheet, which closes', async () => {
    const { history } = openAgentCentre();
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Agent menu' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'User loss' }));
    await vi.waitFor(() =>
      expect(history.location.pathname).toBe('/agentHome/palStatementsAgentCopy'),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('answers every gate combination from the data list alone', () => {
    const all = { dividend: true, dailyWages: true, hourSalary: true, realtimeSalary: true };
    expect(visibleMenu(all, true)).toHaveLength(AGENT_MENU.length);
    expect(visibleMenu(NO_AGENT_GATES, false).map((entry) => entry.id)).not.toContain(
      'customerService',
    );
  });
});
