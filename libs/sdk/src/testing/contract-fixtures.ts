import type {
  AgentContract,
  ContractProcessAction,
  ContractStatus,
  Settlement,
} from '@tessera/contract';

/** A daily-salary contract agent1 offered its downline agent sub1: two tiers. */
export function contract(overrides: Partial<AgentContract> = {}): AgentContract {
  return {
    id: 41,
    kind: 'DAILY_SALARY',
    period: 'D',
    status: 'offered',
    holder: 'sub1',
    offerer: 'agent1',
    tiers: [
      { activeMembers: 0, validBet: 0, profitLoss: 0, rate: 50 },
      { activeMembers: 5, validBet: 1_000_000, profitLoss: 0, rate: 100 },
    ],
    maxRate: 100,
    terminationRequestedBy: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    answeredAt: null,
    endedAt: null,
    ...overrides,
  };
}

/** The status a processing action leaves an offered or active contract in. */
export function afterAction(action: ContractProcessAction): ContractStatus {
  return {
    accept: 'active',
    reject: 'rejected',
    requestTermination: 'terminating',
    confirmTermination: 'terminated',
  }[action] as ContractStatus;
}

/** One paid daily-wage settlement of sub1. */
export function settlement(overrides: Partial<Settlement> = {}): Settlement {
  return {
    id: 7,
    contractId: 41,
    kind: 'DAILY_SALARY',
    holder: 'sub1',
    periodStart: '2026-11-20 00:00:00',
    periodEnd: '2026-11-21 00:00:00',
    validBet: 1_234_500,
    activeMembers: 6,
    profitLoss: 88_000,
    downlineShare: 0,
    tier: 1,
    rate: 100,
    amount: 12_345,
    status: 'paid',
    time: '2026-11-21 00:01:00',
    ...overrides,
  };
}
