import { screen, within } from '@testing-library/react';
import { createPlatformFake, failure, friendPage, referralSummary } from '@tessera/sdk/testing';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyReferralPage } from '../lazy-screens';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyReferralPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const open = (platform = createPlatformFake({ token: 'member-token' })) => {
  renderSite('/member/referral', { language: 'en', platform });
  return platform;
};

describe('the invite friends page', () => {
  it('shows the code, the registration link with its QR code, the terms and the counts', async () => {
    open();
    expect(((await screen.findByLabelText('Your referral code')) as HTMLInputElement).value).toBe(
      'PLAYER1',
    );
    const link = screen.getByLabelText('Your invitation link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/register?referralCode=PLAYER1`);
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeTruthy();
    expect(
      screen.getByText(
        /You get .*100\.00 when a friend’s first deposit of at least .*2,000\.00 is approved\./,
      ),
    ).toBeTruthy();
    const friends = screen.getByText('Friends invited').closest('div')!;
    expect(within(friends).getByText('2')).toBeTruthy();
  });

  it('lists the friends with their status and reward', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Your friends' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toMatch(/^bu\*\*\*2.*Reward given.*Reward: .*100\.00$/);
    expect(rows[1]).toMatch(/^fr\*\*\*1.*Signed up$/);
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/register?referralCode=PLAYER1`,
    );
  });

  it('explains paused rewards, an empty list, and retries a failed load', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.answer('referral.summary', failure('INTERNAL', 500));
    platform.answer('referral.friends', { ...friendPage, items: [] });
    open(platform);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    platform.answer('referral.summary', { ...referralSummary, rewardsOn: false });
    await userEvent.click(retry);
    expect(await screen.findByText(/Referral rewards are paused/)).toBeTruthy();
    expect(await screen.findByText('No friends yet')).toBeTruthy();
  });
});
