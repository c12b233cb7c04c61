import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure, loginInfo, permission } from '@tessera/sdk/testing';
import { SitePageStory } from './site-page-story';

/**
 * Whole screens on the SDK's fake platform, per brand, theme and language from the toolbar:
 * what a player sees, for review side by side. The fake platform's data is
 * `@tessera/sdk/testing` (default answers); a story can replace answers to show an empty or
 * failed state.
 */
const meta = {
  title: 'Pages',
  component: SitePageStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Lobby: Story = { args: { path: '/' } };
export const LobbyOnArrival: Story = { args: { path: '/', arrivalPopups: true } };
export const LogIn: Story = { args: { path: '/login' } };
export const HelpCentre: Story = { args: { path: '/helpmc' } };
export const MemberCentre: Story = { args: { path: '/member', signedIn: true } };
export const Deposit: Story = { args: { path: '/member/deposit-v2', signedIn: true } };
export const Withdraw: Story = { args: { path: '/member/withdraw', signedIn: true } };
export const Wallets: Story = { args: { path: '/member/transfer-fund', signedIn: true } };
export const AccountRecord: Story = {
  args: { path: '/member/transaction-history', signedIn: true },
};
export const BetRecord: Story = { args: { path: '/member/personal-history-copy', signedIn: true } };
export const ProfitAndLoss: Story = { args: { path: '/member/personal-profit', signedIn: true } };
export const EmptyAccountRecord: Story = {
  args: {
    path: '/member/transaction-history',
    signedIn: true,
    answers: {
      'records.account': { list: [], totals: { in: 0, out: 0 }, nextCursor: null },
    },
  },
};
export const FailedAccountRecord: Story = {
  args: {
    path: '/member/transaction-history',
    signedIn: true,
    answers: { 'records.account': failure('INTERNAL', 500) },
  },
};
export const PointMall: Story = { args: { path: '/pointMall', signedIn: true } };
export const PointMallVisitor: Story = { args: { path: '/pointMall' } };
export const RedeemHistory: Story = { args: { path: '/pointMall?tab=history', signedIn: true } };
export const PointsDetails: Story = { args: { path: '/pointMall?tab=details', signedIn: true } };
export const PointsExchangeRates: Story = {
  args: { path: '/pointMall?tab=rates', signedIn: true },
};
export const EmptyPointMall: Story = {
  args: { path: '/pointMall', signedIn: true, answers: { 'points.rewards': { items: [] } } },
};
export const Vip: Story = { args: { path: '/member/vip', signedIn: true } };
export const Maintenance: Story = {
  args: {
    path: '/',
    answers: {
      'system.permission': {
        ...permission,
        maintenance: true,
        maintenanceEnd: '2030-01-01T06:00:00Z',
      },
    },
  },
};
export const Messages: Story = { args: { path: '/member/message-v2', signedIn: true } };
export const NoMessages: Story = {
  args: {
    path: '/member/message-v2',
    signedIn: true,
    answers: {
      'messages.list': { items: [], nextCursor: null, unread: 0 },
      'messages.unreadCount': { count: 0 },
    },
  },
};
export const InviteFriends: Story = {
  args: {
    path: '/member/referral',
    signedIn: true,
    answers: { 'member.loginInfo': { ...loginInfo, referralEnabled: true } },
  },
};
export const InviteFriendsFailed: Story = {
  args: {
    path: '/member/referral',
    signedIn: true,
    answers: { 'referral.summary': failure('INTERNAL', 500) },
  },
};
