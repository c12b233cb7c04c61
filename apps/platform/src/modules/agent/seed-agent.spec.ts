import {
  AGENT_PATHS,
  type LoginResult,
  type TeamMembersPage,
  type TeamOverview,
} from '@tessera/contract';
import { teamPresetRange, dayIn } from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedAgentTeams } from './seed-agent';

describe('the agent demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite-memory');
  }, 120_000);
  afterAll(() => t?.close());

  it('gives agent1 a three-level team on every start, and a month of rounds for the demo', async () => {
    const token = valueOf<LoginResult>(
      await loginAs(t.app, 'AURORA', 'agent1', 'agent1pass', { site: 'agent' }),
    ).token;
    const team = valueOf<TeamMembersPage>(
      await call(t.app, 'AURORA', 'GET', AGENT_PATHS.teamMembers, undefined, { token }),
    );
    expect(team.list.map((m) => [m.account, m.level]).sort()).toEqual([
      ['downline1', 1],
      ['member2', 2],
      ['member3', 3],
      ['subagent1', 1],
      ['subagent2', 2],
    ]);
    const started = performance.now();
    await seedAgentTeams(t.db, { history: true });
    const took = performance.now() - started;
    // Twice: nothing more.
    const before = await moneyOf(t.db, 'AURORA', 'member3');
    await seedAgentTeams(t.db, { history: true });
    const after = await moneyOf(t.db, 'AURORA', 'member3');
    expect(after).toEqual(before);
    expect(after.ledgerSum).toBe(after.balance);
    const today = dayIn('Asia/Dhaka', new Date());
    const range = { from: teamPresetRange('lastMonth', today).from, to: today };
    const overview = valueOf<TeamOverview>(
      await call(
        t.app,
        'AURORA',
        'GET',
        `${AGENT_PATHS.teamOverview}?from=${range.from}&to=${range.to}`,
        undefined,
        { token },
      ),
    );
    expect(overview.members).toBe(5);
    expect(overview.activeMembers).toBe(5);
    expect(overview.validBet).toBeGreaterThan(0);
    expect(overview.deposits).toBe(5 * 200_000);
    expect(overview.days.filter((day) => day.activeMembers > 0).length).toBeGreaterThanOrEqual(28);
    expect(took).toBeLessThan(20_000);
  });
});
