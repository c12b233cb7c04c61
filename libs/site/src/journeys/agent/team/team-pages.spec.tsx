import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayIn, teamPresetRange } from '@tessera/domain';
import { createPlatformFake, member, userLossPage } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyAgentLayout, LazyAgentScreen } from '@tessera/site-agent';

beforeAll(() => Promise.all([LazyAgentLayout.preload(), LazyAgentScreen.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const agentFake = () => {
  const platform = createPlatformFake({ token: 'agent-token' });
  platform.answer('member.info', { ...member, account: 'agent1', nickname: null, type: 1 });
  return platform;
};
const open = (path: string, platform = agentFake()) => {
  const view = renderSite(path, { language: 'en', platform, token: 'agent-token' });
  return { ...view, platform };
};
const today = () => dayIn('Asia/Dhaka', new Date());

describe('the agent dashboard and team overview', () => {
  it('shows this month’s team figures and the income and activity charts', async () => {
    const { platform } = open('/agentHome');
    const members = await screen.findByText('Team members');
    expect(members.nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Profit and loss').nextSibling?.textContent).toContain('25');
    expect(await screen.findByText('My income per day')).toBeTruthy();
    expect(screen.getByText('Active members per day')).toBeTruthy();
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(2);
    const month = teamPresetRange('thisMonth', today());
    expect(platform.callsTo('team.overview').at(-1)?.query).toEqual(month);
  });

  it('asks for the chosen preset’s days', async () => {
    const { platform } = open('/agentHome/agentTeamOverview');
    await screen.findByLabelText('Team overview');
    expect(platform.callsTo('team.overview').at(-1)?.query).toEqual({
      from: today(),
      to: today(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await screen.findByRole('button', { name: 'Last month', pressed: true });
    expect(platform.callsTo('team.overview').at(-1)?.query).toEqual(
      teamPresetRange('lastMonth', today()),
    );
  });

  it('shows an error with a retry that works', async () => {
    const platform = agentFake();
    platform.fail('team.overview', 'BAD_REQUEST', 400, { once: true });
    open('/agentHome/agentTeamOverview', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Team overview')).toBeTruthy();
  });

  it('sends an agent without a team to register a downline', async () => {
    const platform = agentFake();
    platform.answer('team.overview', (call) => ({
      from: call.query.from ?? '',
      to: call.query.to ?? '',
      members: 0,
      directMembers: 0,
      activeMembers: 0,
      newMembers: 0,
      validBet: 0,
      payout: 0,
      profitLoss: 0,
      deposits: 0,
      withdrawals: 0,
      bonus: 0,
      days: [],
    }));
    open('/agentHome/agentTeamOverview', platform);
    expect(await screen.findByRole('heading', { name: 'No team members yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register a downline' }).getAttribute('href')).toBe(
      '/agentHome/registerCenter',
    );
  });
});

describe('registering a downline', () => {
  it('checks the account, registers with the default password and says what happens next', async () => {
    const { platform } = open('/agentHome/registerCenter');
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        'Enter an account of 4 to 32 letters, digits or _, starting with a letter.',
      ),
    ).toBeTruthy();
    expect(platform.callsTo('team.register')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Account'), 'Newbie01');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('newbie01 is registered in your team.')).toBeTruthy();
    expect(
      screen.getByText(
        'They sign in with the default downline password and must then choose a new one.',
      ),
    ).toBeTruthy();
    expect(platform.callsTo('team.register').at(-1)?.body).toEqual({ account: 'Newbie01' });
  });

  it('shows the platform’s refusal', async () => {
    const platform = agentFake();
    platform.fail('team.register', 'USERNAME_TAKEN', 409);
    open('/agentHome/registerCenter', platform);
    await userEvent.type(await screen.findByLabelText('Account'), 'downline1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});

describe('team management', () => {
  it('lists members with balance and last sign-in, filtered by account, level and status', async () => {
    const { platform } = open('/agentHome/downlineManagmentView');
    const card = await screen.findByRole('article', { name: 'downline1' });
    expect(within(card).getByText('2026-11-24 09:30:00')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'subline1' })).getByText('Never'),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Account'), 'downline1');
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'direct');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'locked');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(platform.callsTo('team.members').at(-1)?.query).toEqual({
        account: 'downline1',
        level: 'direct',
        status: 'locked',
      }),
    );
  });

  it('sends money to a member with the withdrawal password and says so', async () => {
    const { platform } = open('/agentHome/downlineManagmentView');
    const card = await screen.findByRole('article', { name: 'downline1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Send money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send money to downline1' });
    await userEvent.type(within(dialog).getByLabelText('Amount'), '20');
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), 'cash4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status', { name: undefined })).textContent).toContain(
      'downline1',
    );
    const body = platform.callsTo('team.transfer').at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 2_000, withdrawalPassword: 'cash4567' });
    expect(String(body.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(platform.callsTo('team.transfer').at(-1)?.path).toBe(
      '/wps/agent/team/members/501/transfer',
    );
  });

  it('locks a member after asking, and resets a password after asking', async () => {
    const { platform } = open('/agentHome/downlineManagmentView');
    const card = await screen.findByRole('article', { name: 'downline1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Lock' }));
    const ask = await screen.findByRole('dialog', { name: 'Lock downline1?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('downline1 is locked.')).toBeTruthy();
    expect(platform.callsTo('team.lock').at(-1)?.body).toEqual({ locked: true });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'downline1' })).getByRole('button', {
        name: 'Reset password',
      }),
    );
    const reset = await screen.findByRole('dialog', { name: 'Reset the password of downline1?' });
    await userEvent.click(within(reset).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The password of downline1 is reset.')).toBeTruthy();
    expect(platform.callsTo('team.resetPassword')).toHaveLength(1);
  });
});

describe('the team reports', () => {
  it('team betting lists rounds with totals', async () => {
    open('/agentHome/personalHistoryCopy');
    const table = await screen.findByRole('table', { name: 'Team betting' });
    expect(await within(table).findByText('downline1')).toBeTruthy();
    expect(screen.getByLabelText('Totals')).toBeTruthy();
  });

  it('user loss opens a downline’s team and leads back up', async () => {
    const platform = agentFake();
    const figures = {
      validBet: 4_000,
      payout: 1_000,
      profitLoss: -3_000,
      deposits: 0,
      withdrawals: 0,
      bonus: 0,
    };
    platform.answer('team.loss', (call) =>
      call.query.under
        ? {
            list: [{ account: 'player9', level: 2, teamSize: 0, ...figures }],
            nextCursor: null,
            totals: { ...figures, validBet: 5_000, profitLoss: -4_000 },
            trail: ['downline1'],
            own: {
              account: 'downline1',
              level: 1,
              teamSize: 0,
              ...figures,
              validBet: 1_000,
              profitLoss: 0,
            },
          }
        : userLossPage,
    );
    open('/agentHome/palStatementsAgentCopy', platform);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the team of downline1' }),
    );
    const table = await screen.findByRole('table', { name: 'User loss' });
    expect(await within(table).findByText('player9')).toBeTruthy();
    expect(platform.callsTo('team.loss').at(-1)?.query).toMatchObject({ under: 'downline1' });
    const levels = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(levels).getByText('downline1').getAttribute('aria-current')).toBe('page');
    expect(screen.getByLabelText('Own play of downline1')).toBeTruthy();
    await userEvent.click(within(levels).getByRole('button', { name: 'My team' }));
    expect(await screen.findByRole('button', { name: 'Show the team of downline1' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Team levels' })).toBeNull();
  });

  it('user loss lists members biggest loss first, sortable by account', async () => {
    const { platform } = open('/agentHome/palStatementsAgentCopy');
    const table = await screen.findByRole('table', { name: 'User loss' });
    expect(await within(table).findByText('downline1')).toBeTruthy();
    expect(platform.callsTo('team.loss').at(-1)?.query).toMatchObject({ sort: 'loss' });
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'account');
    await vi.waitFor(() =>
      expect(platform.callsTo('team.loss').at(-1)?.query).toMatchObject({ sort: 'account' }),
    );
  });

  it('my income shows the sum per kind and the days', async () => {
    open('/agentHome/agentRevenueReport');
    const table = await screen.findByRole('table', { name: 'My income' });
    expect(await within(table).findByText('Received from downline')).toBeTruthy();
  });

  it('account details show the team’s entries with translated kinds', async () => {
    open('/agentHome/agentDownlineTransactionDetailsCopy');
    const table = await screen.findByRole('table', { name: 'Account details' });
    expect(await within(table).findByText('Received from upline')).toBeTruthy();
  });

  it('announcements show the agents’ news', async () => {
    open('/agentHome/agentAnnouncement');
    expect(await screen.findByRole('heading', { name: 'New rates' })).toBeTruthy();
  });
});
