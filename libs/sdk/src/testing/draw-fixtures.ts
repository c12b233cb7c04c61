import {
  DRAW_KINDS,
  SEED_DRAW_PRIZES,
  SEED_DRAW_RULES,
  type DrawOverview,
  type DrawTicket,
  type MissionLeaderboard,
  type MissionSummary,
} from '@tessera/contract';

// Lucky draws and missions for site tests and stories. Prizes and rules are the platform's seed
// data. The seed, its SHA-256 and the outcome are real: with client seed `lucky-seed` and nonce 41
// the formula picks the wheel's prize 3 (20.00), so a page's "Verify" really checks them.

const WHEEL_PRIZES = SEED_DRAW_PRIZES.WHEEL;

export const FIXTURE_SERVER_SEED =
  'f1e2d3c4b5a6978877665544332211000112233445566778899aabbccddeeff0';

/** An unplayed wheel ticket. */
export const wheelTicket: DrawTicket = {
  id: 41,
  kind: 'WHEEL',
  source: 'operator',
  status: 'unplayed',
  serverSeedHash: 'ddfd8a7c49f30461186851a6bed12c36e6795409abbab8ea7743b3a3cbbe35b3',
  nonce: 41,
  prizes: WHEEL_PRIZES,
  createdAt: '2026-11-24T08:00:00.000Z',
  serverSeed: null,
  clientSeed: null,
  prizeIndex: null,
  amount: null,
  playedAt: null,
};

/** The same ticket played with client seed `lucky-seed`: prize 3, 20.00. */
export const playedWheelTicket: DrawTicket = {
  ...wheelTicket,
  status: 'played',
  serverSeed: FIXTURE_SERVER_SEED,
  clientSeed: 'lucky-seed',
  prizeIndex: 3,
  amount: 2_000,
  playedAt: '2026-11-24T08:05:00.000Z',
};

export const drawOverview: DrawOverview = {
  tickets: [wheelTicket],
  played: [],
  // The seeded rules, numbered as a fresh database numbers them.
  rules: SEED_DRAW_RULES.map((rule, i) => ({ id: i + 1, ...rule, active: true })),
  games: DRAW_KINDS.map((kind) => ({ kind, prizes: SEED_DRAW_PRIZES[kind] })),
};

const period = { periodStart: '2026-11-23T18:00:00.000Z', periodEnd: '2026-11-24T18:00:00.000Z' };
const week = { periodStart: '2026-11-22T18:00:00.000Z', periodEnd: '2026-11-29T18:00:00.000Z' };

export const missionSummary: MissionSummary = {
  missions: [
    {
      id: 1,
      cadence: 'DAILY',
      metric: 'ROUNDS',
      target: 10,
      rewardAmount: 500,
      rewardTicket: null,
      points: 10,
      active: true,
      progress: 4,
      status: 'inProgress',
      ...period,
    },
    {
      id: 2,
      cadence: 'DAILY',
      metric: 'VALID_BET',
      target: 50_000,
      rewardAmount: 0,
      rewardTicket: 'WHEEL',
      points: 20,
      active: true,
      progress: 50_000,
      status: 'claimable',
      ...period,
    },
    {
      id: 3,
      cadence: 'DAILY',
      metric: 'DEPOSIT',
      target: 50_000,
      rewardAmount: 1_000,
      rewardTicket: null,
      points: 20,
      active: true,
      progress: 50_000,
      status: 'claimed',
      ...period,
    },
    {
      id: 4,
      cadence: 'WEEKLY',
      metric: 'ROUNDS',
      target: 50,
      rewardAmount: 5_000,
      rewardTicket: null,
      points: 100,
      active: true,
      progress: 12,
      status: 'inProgress',
      ...week,
    },
  ],
  claimable: 1,
  weekPoints: 20,
};

export const missionLeaderboard: MissionLeaderboard = {
  ...week,
  list: [
    { rank: 1, account: 'l****y', points: 240, missions: 9, me: false },
    { rank: 2, account: 'p****1', points: 20, missions: 1, me: true },
  ],
  mine: { rank: 2, account: 'p****1', points: 20, missions: 1, me: true },
};
