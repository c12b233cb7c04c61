import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/render-console';

describe('the player desk', () => {
  it('searches, opens a player, adds a note and blocks them', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'owner' });
    const nav = await screen.findByRole('navigation', { name: 'Desks' });
    await user.click(within(nav).getByRole('link', { name: 'Players' }));
    expect(await screen.findByText('Search for a player to begin.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Fill in this field.')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Find a player' }), '+8801700000000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Searched as: mobile number')).toBeTruthy();
    const results = screen.getByRole('table', { name: 'Players found' });
    await user.click(within(results).getByRole('link', { name: 'rahim' }));

    await screen.findByRole('heading', { name: /rahim/ });
    expect(screen.getByText('Rahim Uddin')).toBeTruthy();
    // The agent tree: parent first.
    const chain = screen.getByRole('list', { name: 'Upline chain, parent first' });
    expect(
      within(chain)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['player2', 'master-agent']);

    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    const notes = await screen.findByRole('list', { name: 'Notes' });
    expect(within(notes).getByText(/delayed withdrawal/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Fill in this field.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Called about KYC');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Called about KYC')).toBeTruthy();
    expect(within(notes).getByText(/staff:owner@tessera.local/)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block rahim' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(within(dialog).getByText('Fill in this field.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Chargeback fraud')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(fake.desks.players[0]?.standing.status).toBe('blocked');
    // Blocking ended the player's sessions.
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    expect(await screen.findAllByText('Ended')).toHaveLength(2);
  });

  it('refuses to loosen a limit, with the translated reason, and tightens one', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({
      signedInAs: 'compliance',
      path: '/players/101?tab=protection',
    });
    await screen.findByRole('heading', { name: 'Tighten a limit' });
    expect(screen.getByText('৳10,000.00')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /New limit/ }), '20000');
    await user.click(screen.getByRole('button', { name: 'Tighten' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A limit can only be made stricter here, never looser or shorter.',
    );
    expect(fake.desks.players[0]?.protection.depositLimits.daily.amount).toBe(1_000_000);
    await user.clear(screen.getByRole('textbox', { name: /New limit/ }));
    await user.type(screen.getByRole('textbox', { name: /New limit/ }), '5000');
    await user.click(screen.getByRole('button', { name: 'Tighten' }));
    expect(await screen.findByText('৳5,000.00')).toBeTruthy();
    expect(fake.desks.players[0]?.protection.depositLimits.daily.amount).toBe(500_000);
  });

  it('ends one session, tags a player and sends a reset code', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'owner', path: '/players/101?tab=sessions' });
    await user.click(
      await screen.findByRole('button', { name: 'End the session on Safari on iPhone' }),
    );
    expect(await screen.findByText('Ended')).toBeTruthy();
    expect(fake.desks.sessions.get('101')?.filter((s) => s.live)).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Risk' }));
    await waitFor(() => expect(fake.desks.players[0]?.tags).toEqual(['vip', 'risk']));
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(
      await screen.findByText(/Code sent by SMS to ••••0000; valid for 10 minutes./),
    ).toBeTruthy();
  });

  it("hides support's missing actions (block, protection)", async () => {
    renderConsole({ signedInAs: 'support', path: '/players/101' });
    await screen.findByRole('heading', { name: /rahim/ });
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Documents' })).toBeNull();
  });

  it('lists sign-in tries with their translated result and the device id in short', async () => {
    renderConsole({ signedInAs: 'owner', path: '/players/101?tab=signIns', language: 'pt' });
    const table = await screen.findByRole('table', { name: 'Histórico de acessos' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(heads).toEqual(expect.arrayContaining(['ID do aparelho', 'Resultado']));
    const failed = (await within(table).findByText('Senha incorreta')).closest('tr');
    const newest = within(table).getAllByText('Acesso feito')[0]?.closest('tr');
    // The newest try signed in (no device id sent); the one before it failed, on a device.
    expect(newest?.nextElementSibling).toBe(failed);
    expect(within(newest as HTMLElement).getAllByText('—').length).toBeGreaterThan(0);
    const short = within(failed as HTMLElement).getByText('7c9e6679');
    expect(short.getAttribute('title')).toBe('ID do aparelho 7c9e6679-7425-40de-944b-e07fc1f90ae7');
  });
});
