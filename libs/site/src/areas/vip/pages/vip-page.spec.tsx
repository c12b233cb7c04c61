import { screen, within } from '@testing-library/react';
import { createPlatformFake, vipInfo, vipLevels } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyVipPage } from '../lazy-screens';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyVipPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

describe('the VIP page', () => {
  it('is in the member menu and shows the level, the progress and every benefit', async () => {
    renderSite('/member/vip', { language: 'en', platform: createPlatformFake({ token: 't' }) });
    const menu = await screen.findByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getByRole('link', { name: 'VIP' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Points mall' })).toBeTruthy();
    expect((await screen.findByTestId('vip-level')).textContent).toContain('Bronze');
    expect(screen.getByRole('heading', { name: 'Next level: Silver' })).toBeTruthy();
    const deposits = screen.getByRole('progressbar', { name: 'Deposits' });
    expect(deposits.getAttribute('value')).toBe('400000');
    expect(screen.getAllByText('Bronze (Your level)').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Slots 0\.6%/).length).toBeGreaterThan(0);
  });

  it('says so at the top level, in Bengali', async () => {
    const platform = createPlatformFake({ token: 't' });
    platform.answer('points.vip', { ...vipInfo, level: 3, next: null, levels: vipLevels });
    renderSite('/member/vip', { language: 'bn', platform });
    expect(await screen.findByText('আপনি সর্বোচ্চ লেভেলে পৌঁছেছেন।')).toBeTruthy();
  });
});
