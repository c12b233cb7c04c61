import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, promotion, reward } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../member';
import { quietPopups } from '../../testing/quiet-popups';
import { renderSite } from '../../testing/render-site';
import { LazyPromotionDetailPage, LazyPromotionsPage, LazyRewardCentrePage } from './lazy-screens';

beforeAll(() =>
  Promise.all([
    LazyMemberLayout.preload(),
    LazyPromotionsPage.preload(),
    LazyPromotionDetailPage.preload(),
    LazyRewardCentrePage.preload(),
  ]),
);
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const member = () => createPlatformFake({ token: 'member-token' });

describe('the promotions centre', () => {
  it('shows a visitor the thirteen filters and the cards, and sends them to log in to take part', async () => {
    const { history, platform } = renderSite('/promotions', { language: 'en' });
    const filters = await screen.findByRole('tablist', { name: 'Promotion types' });
    expect(
      within(filters)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All',
      'Sports',
      'Live',
      'Slots',
      'Card games',
      'Fish',
      'Lotto',
      'Rebate',
      'Points mall',
      'Ranking',
      'Deposit',
      'App download',
      'Newbie',
    ]);
    const gift = await screen.findByRole('listitem', { name: 'Sign-up gift' });
    expect(gift.textContent).toContain('Reward: ৳500.00');
    expect(platform.callsTo('promotions.memberList')).toHaveLength(0);
    await userEvent.click(within(gift).getByRole('button', { name: 'Log in to take part' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(platform.callsTo('promotions.claim')).toHaveLength(0);
  });

  it('keeps the chosen filter in the address and asks for its promotions', async () => {
    const platform = member();
    const { history } = renderSite('/promotions', { language: 'en', platform });
    await screen.findByRole('listitem', { name: 'Sign-up gift' });
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    await waitFor(() => expect(history.location.search).toContain('category=SLOTS'));
    await waitFor(() =>
      expect(platform.callsTo('promotions.memberList').at(-1)?.query.category).toBe('SLOTS'),
    );
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true');
  });

  it('claims a promotion for a member and says the reward was paid', async () => {
    const platform = member();
    renderSite('/promotions', { language: 'en', platform });
    const gift = await screen.findByRole('listitem', { name: 'Sign-up gift' });
    expect(within(gift).getByText('Claim', { selector: 'span' })).toBeTruthy();
    await userEvent.click(within(gift).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('The reward has been added to your balance.')).toBeTruthy();
    expect(platform.callsTo('promotions.claim')[0]?.path).toBe('/wps/promotions/1/claim');
    // The list is asked again, so the card shows the new status.
    await waitFor(() =>
      expect(platform.callsTo('promotions.memberList').length).toBeGreaterThan(1),
    );
  });

  it('says why a claim was refused, in the reader’s words', async () => {
    const platform = member();
    platform.fail('promotions.claim', 'PROMOTION_NOT_ELIGIBLE', 409);
    renderSite('/promotions', { language: 'en', platform });
    const gift = await screen.findByRole('listitem', { name: 'Sign-up gift' });
    await userEvent.click(within(gift).getByRole('button', { name: 'Claim' }));
    expect((await within(gift).findByRole('alert')).textContent).toBe(
      'You do not meet this promotion’s conditions yet.',
    );
  });

  it('shows placeholders while loading, then an error with a working retry, then the empty state', async () => {
    const platform = member();
    const held = platform.hold('promotions.memberList');
    platform.fail('promotions.memberList', 'BAD_REQUEST', 400, { once: true });
    renderSite('/promotions', { language: 'en', platform });
    expect(await screen.findByTestId('promotions-skeleton')).toBeTruthy();
    held.release();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('The promotions could not be loaded.');
    platform.answer('promotions.memberList', { list: [] });
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'No promotions here yet' })).toBeTruthy();
  });
});

describe('a promotion’s page', () => {
  it('shows its pictures, texts, conditions and what is still missing', async () => {
    renderSite('/promotions/3', { language: 'en', platform: member() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily slots reward' }),
    ).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Conditions' });
    expect(terms.textContent).toContain('Valid bets of at least ৳1,000.00');
    expect(terms.textContent).toContain('Reward: ৳50.00');
    expect(terms.textContent).toContain('Wager the reward 1 times before withdrawing');
    expect(terms.textContent).toContain('Once a day');
    expect(terms.textContent).toContain('Bet ৳400.00 more');
    expect(screen.getByText('In process')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('joins a deposit promotion and points to the deposit page', async () => {
    const platform = member();
    renderSite('/promotions/2', { language: 'en', platform });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You have joined the promotion.')).toBeTruthy();
    expect(platform.callsTo('promotions.join')[0]?.path).toBe('/wps/promotions/2/join');
    expect(screen.getByText(/Reward: 100% of your deposit, up to ৳10,000.00/)).toBeTruthy();
  });

  it('says so when the promotion does not exist', async () => {
    renderSite('/promotions/99', { language: 'en', platform: member() });
    expect(
      await screen.findByRole('heading', { name: 'This promotion is not available.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All promotions' })).toBeTruthy();
  });

  it('leads an issued reward to the reward centre, in Bengali', async () => {
    const platform = member();
    platform.answer('promotions.memberList', {
      list: [promotion({ id: 4, flow: 'APPLY', status: 'issued', claim: false })],
    });
    renderSite('/promotions/4', { language: 'bn', platform });
    expect(await screen.findByRole('link', { name: 'রিওয়ার্ড সেন্টার খুলুন' })).toBeTruthy();
    expect(screen.getByText('প্রদত্ত')).toBeTruthy();
  });
});

describe('the reward centre', () => {
  it('lists rewards to claim, claims one and lists it as claimed', async () => {
    const platform = member();
    renderSite('/member/reward-center', { language: 'en', platform });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reward centre' })).toBeTruthy();
    const row = await screen.findByRole('listitem', { name: 'App download bonus' });
    expect(row.textContent).toContain('৳100.00');
    expect(row.textContent).toContain('Wagering after claiming: ৳100.00');
    await userEvent.click(within(row).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('৳100.00 has been added to your balance.')).toBeTruthy();
    expect(platform.callsTo('promotions.claimReward')[0]?.path).toBe('/wps/rewards/11/claim');
    await userEvent.click(screen.getByRole('tab', { name: 'Claimed' }));
    const claimed = await screen.findByRole('listitem', { name: 'Sign-up gift' });
    expect(claimed.textContent).toContain('Claimed on');
    expect(within(claimed).queryByRole('button')).toBeNull();
  });

  it('shows an empty list with a way to the promotions, and a refusal in words', async () => {
    const platform = member();
    platform.answer('promotions.rewards', { list: [] });
    renderSite('/member/reward-center', { language: 'en', platform });
    expect(
      await screen.findByRole('heading', { name: 'No rewards to claim right now' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See promotions' })).toBeTruthy();

    const expiring = member();
    expiring.answer('promotions.rewards', { list: [reward()] });
    expiring.fail('promotions.claimReward', 'REWARD_EXPIRED', 409);
    renderSite('/member/reward-center', { language: 'en', platform: expiring });
    const rows = await screen.findAllByRole('listitem', { name: 'App download bonus' });
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This reward has expired and can no longer be claimed.',
    );
  });
});
