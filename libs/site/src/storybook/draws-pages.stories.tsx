import type { Meta, StoryObj } from '@storybook/react-vite';
import { drawOverview, failure, missionSummary, playedWheelTicket } from '@tessera/sdk/testing';
import { SitePageStory } from './site-page-story';

/**
 * The lucky draws and missions pages (issue 12) on the fake platform: a wheel ticket to play
 * (its outcome and seeds are real, so "Verify" checks them), the played history, the missions
 * with progress and the weekly leaderboard, and their empty and failed states.
 */
const meta = {
  title: 'Pages/Lucky draws and missions',
  component: SitePageStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LuckyDraw: Story = { args: { path: '/member/lucky-draw', signedIn: true } };
export const LuckyDrawPlayed: Story = {
  args: {
    path: '/member/lucky-draw',
    signedIn: true,
    answers: { 'draws.overview': { ...drawOverview, tickets: [], played: [playedWheelTicket] } },
  },
};
export const LuckyDrawFailed: Story = {
  args: {
    path: '/member/lucky-draw',
    signedIn: true,
    answers: { 'draws.overview': failure('INTERNAL', 500) },
  },
};
export const Missions: Story = { args: { path: '/member/mission-leaderboard', signedIn: true } };
export const MissionsEmpty: Story = {
  args: {
    path: '/member/mission-leaderboard',
    signedIn: true,
    answers: {
      'missions.summary': { ...missionSummary, missions: [], claimable: 0, weekPoints: 0 },
      'missions.leaderboard': {
        periodStart: '2026-11-22T18:00:00.000Z',
        periodEnd: '2026-11-29T18:00:00.000Z',
        list: [],
        mine: null,
      },
    },
  },
};
export const MissionsFailed: Story = {
  args: {
    path: '/member/mission-leaderboard',
    signedIn: true,
    answers: { 'missions.summary': failure('INTERNAL', 500) },
  },
};
