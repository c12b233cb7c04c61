import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, failure, playSession } from '@tessera/sdk/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyRealityCheckPrompt, LazyResponsibleGamingPage } from '../lazy-screens';

beforeAll(() =>
  Promise.all([
    LazyMemberLayout.preload(),
    LazyResponsibleGamingPage.preload(),
    LazyRealityCheckPrompt.preload(),
  ]),
);
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});
afterEach(() => vi.useRealTimers());

const member = () => {
  const platform = createPlatformFake({ token: 'member-token' });
  // No reality check unless a test asks: the page's own tests see no prompt.
  platform.answer('protection.session', { ...playSession, realityCheckMinutes: null });
  return platform;
};
const open = (platform = member(), path = '/member/responsible-gaming') => {
  renderSite(path, { language: 'en', platform });
  return platform;
};
const card = (name: string) => screen.findByRole('region', { name });

describe('the responsible gaming page', () => {
  it('is in the member menu and shows each loss limit, the loss so far and a waiting raise', async () => {
    open();
    const menu = await screen.findByRole('navigation', { name: 'Member centre menu' });
    expect(
      within(menu).getByRole('link', { name: 'Responsible gaming' }).getAttribute('aria-current'),
    ).toBe('page');
    const daily = await card('Daily');
    expect(daily.textContent).toContain('৳500.00');
    expect(daily.textContent).toContain('৳120.00');
    expect(daily.textContent).toMatch(/Changes to ৳800\.00 on/);
    expect((await card('Weekly')).textContent).toContain('No limit');
    expect(screen.getByText(/A lower limit applies at once/)).toBeTruthy();
  });

  it('reads a net win as a win, not as a negative loss', async () => {
    const platform = member();
    const limit = (lost: number) => ({ amount: 50_000, pending: null, lost });
    platform.answer('protection.overview', {
      lossLimits: { daily: limit(-100), weekly: limit(2_500), monthly: limit(0) },
      realityCheckMinutes: null,
    });
    open(platform);
    const daily = await card('Daily');
    expect(within(daily).getByText('Net win so far').nextElementSibling?.textContent).toBe('৳1.00');
    expect(within(daily).queryByText('Net loss so far')).toBeNull();
    const weekly = await card('Weekly');
    expect(within(weekly).getByText('Net loss so far').nextElementSibling?.textContent).toBe(
      '৳25.00',
    );
    expect((await card('Monthly')).textContent).toContain('Net loss so far');
  });

  it('saves a limit and the reality-check interval', async () => {
    const user = userEvent.setup();
    const platform = open();
    const weekly = await card('Weekly');
    await user.type(within(weekly).getByLabelText('New limit'), '250');
    await user.click(within(weekly).getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(platform.callsTo('protection.setLossLimits')[0]?.body).toEqual({ weekly: 25_000 }),
    );
    expect((await card('Weekly')).textContent).toContain('৳250.00');
    await user.selectOptions(screen.getByLabelText('Remind me every'), '60');
    await waitFor(() =>
      expect(platform.callsTo('protection.setRealityCheck')[0]?.body).toEqual({ minutes: 60 }),
    );
    await user.type(within(weekly).getByLabelText('New limit'), '0');
    await user.click(within(weekly).getByRole('button', { name: 'Save limit' }));
    expect(await within(weekly).findByText('Enter an amount above zero.')).toBeTruthy();
    expect(platform.callsTo('protection.setLossLimits')).toHaveLength(1);
  });

  it('asks before a self-exclusion, says it cannot be undone, then signs out', async () => {
    const user = userEvent.setup();
    const platform = open();
    await user.selectOptions(await screen.findByLabelText('Exclusion length'), '12');
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toMatch(/cannot sign in until .*This cannot be undone\./);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(platform.callsTo('protection.selfExclude')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, go ahead' }));
    await waitFor(() =>
      expect(platform.callsTo('protection.selfExclude')[0]?.body).toEqual({ months: 12 }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(platform.callsTo('session.logout')).toHaveLength(1);
  });

  it('shows a skeleton, then an empty state without limits, and retries a failed load', async () => {
    const platform = member();
    platform.answer('protection.overview', failure('INTERNAL', 500));
    open(platform);
    expect(await screen.findByTestId('protection-skeleton')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const none = { amount: null, pending: null, lost: 0 };
    platform.answer('protection.overview', {
      lossLimits: { daily: none, weekly: none, monthly: none },
      realityCheckMinutes: null,
    });
    await userEvent.click(retry);
    expect(await screen.findByText('No loss limits set')).toBeTruthy();
  });
});

describe('the reality check', () => {
  it('prompts after the interval with the time and result since sign-in; continue closes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const platform = createPlatformFake({ token: 'member-token' });
    // 45 minutes in with a 30-minute interval: the next check is 15 minutes away.
    platform.answer('protection.session', playSession);
    open(platform, '/');
    await waitFor(() => expect(platform.callsTo('protection.session').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'You have been signed in for 0 h 45 min. Your result since then: -৳2,500.00.',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
  });
});
