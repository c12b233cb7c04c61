import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure } from '@tessera/sdk/testing';
import { SitePageStory } from './site-page-story';

/**
 * The promotions centre, a promotion's page and the reward centre on the fake platform
 * (`@tessera/sdk/testing`: one promotion per flow and status, a reward to claim and one
 * claimed), with their empty and failed states.
 */
const meta = {
  title: 'Pages/Promotions',
  component: SitePageStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PromotionsForAVisitor: Story = { args: { path: '/promotions' } };
export const PromotionsForAMember: Story = { args: { path: '/promotions', signedIn: true } };
export const EmptyFilter: Story = {
  args: {
    path: '/promotions?category=RANKING',
    signedIn: true,
    answers: { 'promotions.memberList': { list: [] } },
  },
};
export const PromotionsFailed: Story = {
  args: {
    path: '/promotions',
    signedIn: true,
    answers: { 'promotions.memberList': failure('INTERNAL', 500) },
  },
};
export const PromotionInProcess: Story = { args: { path: '/promotions/3', signedIn: true } };
export const DepositPromotion: Story = { args: { path: '/promotions/2', signedIn: true } };
export const RewardCentre: Story = { args: { path: '/member/reward-center', signedIn: true } };
export const EmptyRewardCentre: Story = {
  args: {
    path: '/member/reward-center',
    signedIn: true,
    answers: { 'promotions.rewards': { list: [] }, 'promotions.rewardCount': { claimable: 0 } },
  },
};
