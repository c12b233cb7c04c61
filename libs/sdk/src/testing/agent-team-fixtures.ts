import type {
  IncomeReport,
  TeamBetsPage,
  TeamLedgerPage,
  TeamMember,
  TeamMembersPage,
  TeamOverview,
  UserLossPage,
} from '@tessera/contract';

// A small team as the agent centre's tests see it: agent1 with two downlines, figures on
// 2026-11-24 (the fake's default today in Dhaka is whatever the clock says: pages ask for ranges).

/** A direct downline of the test agent. */
export const teamMember: TeamMember = {
  id: 501,
  account: 'downline1',
  nickname: 'Downline One',
  level: 1,
  upline: 'agent1',
  isAgent: false,
  status: 'active',
  balance: 5_000,
  registered: '2026-11-01 10:00:00',
  lastLogin: '2026-11-24 09:30:00',
};

/** The team list: the downline and one of theirs. */
export const teamMembersPage: TeamMembersPage = {
  list: [
    teamMember,
    {
      ...teamMember,
      id: 502,
      account: 'subline1',
      nickname: null,
      level: 2,
      upline: 'downline1',
      status: 'locked',
      balance: 0,
      lastLogin: null,
    },
  ],
  nextCursor: null,
  total: 2,
};

/** The team overview of one day. */
export function teamOverviewOf(from: string, to: string): TeamOverview {
  return {
    from,
    to,
    members: 2,
    directMembers: 1,
    activeMembers: 1,
    newMembers: 1,
    validBet: 12_000,
    payout: 9_500,
    profitLoss: -2_500,
    deposits: 20_000,
    withdrawals: 3_000,
    bonus: 500,
    days: [{ day: to, activeMembers: 1, newMembers: 1, validBet: 12_000, profitLoss: -2_500 }],
  };
}

export const teamBetsPage: TeamBetsPage = {
  list: [
    {
      roundRef: 'R-1',
      account: 'downline1',
      game: 'Lucky Slot',
      gameType: 'RNG',
      bet: 1_000,
      validBet: 1_000,
      payout: 2_500,
      status: 'settled',
      time: '2026-11-24 09:40:00',
    },
  ],
  nextCursor: null,
  totals: { rounds: 1, bet: 1_000, validBet: 1_000, payout: 2_500, profitLoss: 1_500 },
};

export const userLossPage: UserLossPage = {
  list: [
    {
      account: 'downline1',
      level: 1,
      teamSize: 1,
      validBet: 12_000,
      payout: 9_500,
      profitLoss: -2_500,
      deposits: 20_000,
      withdrawals: 3_000,
      bonus: 500,
    },
  ],
  nextCursor: null,
  totals: {
    validBet: 12_000,
    payout: 9_500,
    profitLoss: -2_500,
    deposits: 20_000,
    withdrawals: 3_000,
    bonus: 500,
  },
  trail: [],
  own: null,
};

export const teamLedgerPage: TeamLedgerPage = {
  list: [
    {
      id: 9001,
      account: 'downline1',
      kind: 'DOWNLINE_IN',
      amount: 2_000,
      balanceAfter: 7_000,
      time: '2026-11-24 09:00:00',
    },
  ],
  nextCursor: null,
  totals: { in: 2_000, out: 0 },
};

/** The agent's income over a range, earned on its last day (like `teamOverviewOf`'s days). */
export function incomeReportOf(from: string, to: string): IncomeReport {
  return {
    from,
    to,
    days: [{ day: to, kind: 'UPLINE_IN', amount: 1_200 }],
    kinds: [{ kind: 'UPLINE_IN', amount: 1_200 }],
    total: 1_200,
  };
}
