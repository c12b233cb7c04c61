import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure, permission } from '@tessera/sdk/testing';
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
