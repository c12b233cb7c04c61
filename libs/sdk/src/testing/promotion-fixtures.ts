import type { Promotion, PromotionList, Reward } from '@tessera/contract';

const picture = (text: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="${colour}"/><text x="80" y="225" font-size="72" fill="#fff">${text}</text></svg>`,
  )}`;

/** A promotion as the platform answers it; override what a test needs. */
export function promotion(overrides: Partial<Promotion> = {}): Promotion {
  const title = overrides.title ?? 'Sign-up gift';
  return {
    id: 1,
    code: 'signup-gift',
    category: 'NEWBIE',
    flow: 'CLAIM',
    frequency: 'ONCE',
    title,
    summary: 'A gift for every new player.',
    body: 'Claim it once.\n\nWager it three times before a withdrawal.',
    coverUrl: picture(title, '#1b3a8a'),
    announcementImages: [
      { sequence: 1, url: picture(title, '#1b3a8a') },
      { sequence: 2, url: picture('Claim it now', '#6d28d9') },
    ],
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    rules: { minDeposit: null, firstDepositOnly: false, minTurnover: null, minVipLevel: null },
    reward: { kind: 'FIXED', amount: 50_000, percentBp: 0, cap: null, turnoverMultiple: 3 },
    status: 'claim',
    claim: true,
    progress: null,
    ...overrides,
  };
}

/** One promotion per flow and a few statuses: the centre's list as a member sees it. */
export const promotionList: PromotionList = {
  list: [
    promotion(),
    promotion({
      id: 2,
      code: 'welcome-deposit',
      flow: 'JOIN',
      title: '100% welcome bonus',
      summary: 'Join, then make your first deposit: we double it.',
      rules: { minDeposit: 20_000, firstDepositOnly: true, minTurnover: null, minVipLevel: null },
      reward: {
        kind: 'PERCENT',
        amount: 0,
        percentBp: 10_000,
        cap: 1_000_000,
        turnoverMultiple: 5,
      },
      status: 'join',
    }),
    promotion({
      id: 3,
      code: 'slots-spin',
      category: 'SLOTS',
      frequency: 'DAILY',
      title: 'Daily slots reward',
      summary: 'Spin today and claim a reward.',
      rules: { minDeposit: null, firstDepositOnly: false, minTurnover: 100_000, minVipLevel: null },
      reward: { kind: 'FIXED', amount: 5_000, percentBp: 0, cap: null, turnoverMultiple: 1 },
      status: 'process',
      claim: false,
      progress: { depositMissing: null, turnoverMissing: 40_000, vipLevelMissing: null },
    }),
    promotion({
      id: 4,
      code: 'app-download',
      category: 'APP_DOWNLOAD',
      flow: 'APPLY',
      title: 'App download bonus',
      summary: 'Install our app and apply.',
      reward: { kind: 'FIXED', amount: 10_000, percentBp: 0, cap: null, turnoverMultiple: 1 },
      status: 'issued',
      claim: false,
    }),
    promotion({
      id: 5,
      code: 'lotto-draw',
      category: 'LOTTO',
      title: 'Lottery launch week',
      summary: 'This promotion has ended.',
      endsAt: '2026-10-31T00:00:00.000Z',
      status: 'close',
      claim: false,
    }),
  ],
};

/** A reward of the reward centre; override what a test needs. */
export function reward(overrides: Partial<Reward> = {}): Reward {
  return {
    id: 11,
    sourceKind: 'promotion',
    sourceRef: 'promotion:4:once',
    title: 'App download bonus',
    amount: 10_000,
    turnoverMultiple: 1,
    turnoverRequired: 10_000,
    status: 'claimable',
    createdAt: '2026-11-20T08:00:00.000Z',
    claimedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

/** A claimed reward, for the reward centre's second list. */
export const claimedReward = reward({
  id: 10,
  sourceRef: 'promotion:1:once',
  title: 'Sign-up gift',
  amount: 50_000,
  turnoverMultiple: 3,
  turnoverRequired: 150_000,
  status: 'claimed',
  claimedAt: '2026-11-19T08:00:00.000Z',
});
