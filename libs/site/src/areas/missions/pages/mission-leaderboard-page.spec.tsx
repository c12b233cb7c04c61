import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, failure, missionSummary } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyMissionLeaderboardPage } from '../lazy-screens';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyMissionLeaderboardPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const member = () => createPlatformFake({ token: 'member-token' });
const open = (platform = member()) => {
  renderSite('/member/mission-leaderboard', { language: 'en', platform });
  return platform;
};

describe('the missions page', () => {
  it('shows daily and weekly missions with labelled progress, rewards and this week’s points', async () => {
    open();
    const daily = await screen.findByRole('region', { name: 'Daily missions' });
    const bars = within(daily).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Progress of “Play 10 rounds”',
      expect.stringMatching(/^Progress of “Bet .*500/),
      expect.stringMatching(/^Progress of “Deposit .*500/),
    ]);
    expect(bars[0]?.getAttribute('aria-valuenow')).toBe('4');
    expect(within(daily).getAllByTestId('mission-progress')[0]?.textContent).toBe('4 / 10 rounds');
    expect(daily.textContent).toContain('1 Prize wheel ticket');
    expect(within(daily).getByText('Claimed')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Weekly missions' })).toBeTruthy();
    expect(screen.getByTestId('week-points').textContent).toBe('20');
    expect(screen.getByText('1 reward to claim')).toBeTruthy();
  });

  it('claims a finished mission once and reads the missions again', async () => {
    const platform = open();
    const claim = await screen.findByRole('button', { name: 'Claim' });
    const claimed = missionSummary.missions.map((m) =>
      m.id === 2 ? { ...m, status: 'claimed' as const } : m,
    );
    platform.answer('missions.summary', { ...missionSummary, missions: claimed, claimable: 0 });
    await userEvent.click(claim);
    expect(platform.callsTo('missions.claim')[0]?.path).toBe('/wps/missions/2/claim');
    expect(await screen.findAllByText('Claimed')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('shows a refused claim in the reader’s words', async () => {
    const platform = open();
    platform.answer('missions.claim', failure('MISSION_ALREADY_CLAIMED', 409));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already claimed this reward.',
    );
  });

  it('ranks the week with the reader marked', async () => {
    open();
    const board = await screen.findByRole('region', { name: 'This week’s leaderboard' });
    const rows = await within(board).findAllByTestId('board-row');
    expect(rows.map((row) => row.textContent)).toEqual(['1l****y2409', '2p****1 (You)201']);
  });

  it('offers a retry when the missions cannot load, and an empty state without missions', async () => {
    const platform = member();
    platform.answer('missions.summary', failure('INTERNAL', 500));
    open(platform);
    expect(await screen.findByText('Could not load your missions.')).toBeTruthy();
    platform.answer('missions.summary', { missions: [], claimable: 0, weekPoints: 0 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText('No missions right now')).toBeTruthy();
  });
});
