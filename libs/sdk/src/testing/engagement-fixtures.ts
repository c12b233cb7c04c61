import type {
  CommentPage,
  Feedback,
  FriendPage,
  MessagePage,
  ReferralSummary,
} from '@tessera/contract';

/** Messages: an unread deposit message, a read broadcast, an answered feedback. */
export const messagePage: MessagePage = {
  items: [
    {
      id: 3,
      template: 'depositApproved',
      params: { amount: '120000', currency: 'BDT' },
      title: '',
      body: '',
      broadcast: false,
      createdAt: '2026-03-05T09:00:00.000Z',
      read: false,
    },
    {
      id: 2,
      template: 'feedbackAnswered',
      params: { questionType: 'DEPOSIT', question: 'The deposit page was slow today' },
      title: '',
      body: 'Thank you: we fixed the slow page.',
      broadcast: false,
      createdAt: '2026-03-04T12:00:00.000Z',
      read: true,
    },
    {
      id: 1,
      template: null,
      params: {},
      title: 'Welcome to Aurora',
      body: 'Your member centre keeps your deposits, withdrawals and rewards in one place.',
      broadcast: true,
      createdAt: '2026-03-01T08:00:00.000Z',
      read: true,
    },
  ],
  nextCursor: null,
  unread: 1,
};

export const referralSummary: ReferralSummary = {
  code: 'PLAYER1',
  rewardsOn: true,
  rewardAmount: 10_000,
  minDeposit: 200_000,
  currency: 'BDT',
  friends: 2,
  depositedFriends: 1,
  earned: 10_000,
};

export const friendPage: FriendPage = {
  items: [
    {
      account: 'bu***2',
      registeredAt: '2026-03-04T10:00:00.000Z',
      status: 'rewarded',
      firstDepositAt: '2026-03-04T11:00:00.000Z',
      reward: 10_000,
    },
    {
      account: 'fr***1',
      registeredAt: '2026-03-01T10:00:00.000Z',
      status: 'registered',
      firstDepositAt: null,
      reward: 0,
    },
  ],
  nextCursor: null,
};

export const sentFeedback: Feedback = {
  id: 7,
  questionType: 'DEPOSIT',
  content: 'The deposit page was slow today',
  images: 0,
  status: 'open',
  answer: null,
  createdAt: '2026-03-05T09:00:00.000Z',
  answeredAt: null,
};

export const commentPage: CommentPage = {
  items: [
    {
      id: 2,
      author: 'pl***1',
      content: 'Claimed it, thanks!',
      images: [],
      createdAt: '2026-03-05T09:00:00.000Z',
    },
  ],
  nextCursor: null,
};
