import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, drawOverview, failure, playedWheelTicket } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyLuckyDrawPage } from '../lazy-screens';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyLuckyDrawPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
  // Reduced motion: the result shows without waiting for the wheel to turn.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});

const member = () => createPlatformFake({ token: 'member-token' });
const open = (platform = member()) => {
  renderSite('/member/lucky-draw', { language: 'en', platform });
  return platform;
};

describe('the lucky draw page', () => {
  it('opens the game with a ticket, shows its seed hash, prizes, chances and the earning rules', async () => {
    open();
    expect(
      await screen.findByRole('tab', { name: 'Prize wheel (1)', selected: true }),
    ).toBeTruthy();
    expect(screen.getByTestId('next-seed-hash').textContent).toBe(
      drawOverview.tickets[0]?.serverSeedHash,
    );
    const prizes = screen.getByRole('region', { name: 'Prizes and chances' });
    expect(within(prizes).getAllByRole('listitem')).toHaveLength(8);
    expect(prizes.textContent).toContain('30% chance');
    const rules = screen.getByRole('region', { name: 'How to earn tickets' });
    expect(rules.textContent).toContain('one Prize wheel ticket');
    expect(screen.getByRole('tab', { name: 'Red envelope (0)' })).toBeTruthy();
  });

  it('plays the ticket with the client seed, shows the prize and verifies it in the browser', async () => {
    const platform = open();
    const seed = await screen.findByLabelText('Your client seed');
    await userEvent.clear(seed);
    await userEvent.type(seed, 'lucky-seed');
    platform.answer('draws.overview', {
      ...drawOverview,
      tickets: [],
      played: [playedWheelTicket],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(platform.callsTo('draws.play')[0]?.body).toEqual({
      ticketId: 41,
      clientSeed: 'lucky-seed',
    });
    expect((await screen.findByTestId('draw-result')).textContent).toMatch(/You won .*20/);
    const panel = screen.getAllByTestId('verify-panel')[0] as HTMLElement;
    expect(within(panel).getByTestId('server-seed').textContent).toBe(playedWheelTicket.serverSeed);
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect((await within(panel).findByTestId('verified')).textContent).toMatch(
      /matches its hash and picks prize 4/,
    );
  });

  it('badges the menu with the tickets to play, and the badge drops after a play', async () => {
    const platform = member();
    platform.answer('draws.count', { unplayed: 1 });
    open(platform);
    const entry = () => screen.getAllByRole('link', { name: /^Lucky draw/ })[0] as HTMLElement;
    await screen.findByRole('tab', { name: 'Prize wheel (1)', selected: true });
    expect(await within(entry()).findByText('1')).toBeTruthy();
    platform.answer('draws.count', { unplayed: 0 });
    platform.answer('draws.overview', {
      ...drawOverview,
      tickets: [],
      played: [playedWheelTicket],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    await screen.findByTestId('draw-result');
    await vi.waitFor(() => expect(within(entry()).queryByText('1')).toBeNull());
  });

  it('refuses a client seed the platform would refuse, without sending it', async () => {
    const platform = open();
    const seed = await screen.findByLabelText('Your client seed');
    await userEvent.clear(seed);
    await userEvent.type(seed, 'no spaces!');
    expect(await screen.findByText('Use 1 to 64 letters, digits, - or _.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toHaveProperty('disabled', true);
    expect(platform.callsTo('draws.play')).toHaveLength(0);
  });

  it('says when a ticket was played meanwhile', async () => {
    const platform = open();
    platform.answer('draws.play', failure('DRAW_TICKET_USED', 409));
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This ticket has already been played.',
    );
  });

  it('shows the empty state without tickets, and a retry when loading fails', async () => {
    const platform = member();
    platform.answer('draws.overview', failure('INTERNAL', 500));
    open(platform);
    expect(await screen.findByText('Could not load your lucky draws.')).toBeTruthy();
    platform.answer('draws.overview', { ...drawOverview, tickets: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('No tickets for this game yet')).not.toHaveLength(0);
  });
});
