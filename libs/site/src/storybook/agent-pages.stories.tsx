import type { Meta, StoryObj } from '@storybook/react-vite';
import { member } from '@tessera/sdk/testing';
import { SitePageStory } from './site-page-story';

/**
 * The agent centre's screens on the fake platform, signed in as an agent (type 1) who holds a
 * contract of every kind, so every menu entry shows. The team's figures are the fake
 * platform's (`@tessera/sdk/testing`).
 */
const meta = {
  title: 'Pages/Agent centre',
  component: SitePageStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/agentHome',
    signedIn: true,
    answers: {
      'member.info': { ...member, account: 'agent1', nickname: 'Agent One', type: 1 },
      'wallet.consolidated': {
        currency: 'BDT',
        total: 123_450,
        mainAvailable: 123_450,
        held: 0,
        wallets: [{ code: 'MAIN', name: 'Main', balance: 123_450 }],
        dailysalreqtype: true,
        divtypereq: true,
        contracthoursalreq: true,
        realtimesalreqtype: true,
      },
    },
  },
} satisfies Meta<typeof SitePageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};
export const TeamOverview: Story = { args: { path: '/agentHome/agentTeamOverview' } };
export const RegisterDownline: Story = { args: { path: '/agentHome/registerCenter' } };
export const TeamManagement: Story = { args: { path: '/agentHome/downlineManagmentView' } };
export const TeamBetting: Story = { args: { path: '/agentHome/personalHistoryCopy' } };
export const UserLoss: Story = { args: { path: '/agentHome/palStatementsAgentCopy' } };
export const MyIncome: Story = { args: { path: '/agentHome/agentRevenueReport' } };
export const AccountDetails: Story = {
  args: { path: '/agentHome/agentDownlineTransactionDetailsCopy' },
};
export const Contracts: Story = { args: { path: '/agentHome/agentContracts' } };
export const DividendRecords: Story = { args: { path: '/agentHome/agentDividendRecordCopy2' } };
export const DailyWages: Story = { args: { path: '/agentHome/agentDailyWages2' } };
export const HourlySalary: Story = { args: { path: '/agentHome/agentHourSalary' } };
export const RealTimeSalary: Story = { args: { path: '/agentHome/agentRealtimeSalary' } };
export const Announcements: Story = { args: { path: '/agentHome/agentAnnouncement' } };
