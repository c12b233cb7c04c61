import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderConsole } from '../testing/render-console';

describe('the staff desk', () => {
  it('creates a member after checking the form, and shows the initial password once', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'owner', path: '/staff' });
    await screen.findByRole('cell', { name: 'owner@tessera.local' });
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const form = await screen.findByRole('dialog', { name: 'Add staff member' });

    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(descriptionOf(within(form).getByRole('textbox', { name: 'Name' }))).toContain(
      'Fill in this field.',
    );
    expect(
      descriptionOf(within(form).getByRole('textbox', { name: 'Merchant codes, comma-separated' })),
    ).toContain('List at least one merchant code');

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Fatima Finance');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'fatima@tessera.local');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Finance');
    await user.type(
      within(form).getByRole('textbox', { name: 'Merchant codes, comma-separated' }),
      'aurora, lumen',
    );
    await user.type(within(form).getByRole('textbox', { name: 'IP allow-list' }), '999.1.1.1');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(descriptionOf(within(form).getByRole('textbox', { name: 'IP allow-list' }))).toContain(
      'one per line',
    );
    expect(fake.seen.some((r) => r.method === 'POST' && r.path === '/ops/staff')).toBe(false);

    await user.clear(within(form).getByRole('textbox', { name: 'IP allow-list' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'IP allow-list' }),
      '10.0.0.0/8{Enter}2001:db8::/32',
    );
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Initial password' });
    const password = within(shown).getByTestId('shown-once').textContent;
    expect(password).toMatch(/^initial-/);
    const sent = fake.seen.find((r) => r.method === 'POST' && r.path === '/ops/staff');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      name: 'Fatima Finance',
      email: 'fatima@tessera.local',
      merchants: { all: false, codes: ['AURORA', 'LUMEN'] },
      ipAllowList: ['10.0.0.0/8', '2001:db8::/32'],
    });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');

    await user.click(within(shown).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(await screen.findByRole('cell', { name: 'fatima@tessera.local' })).toBeTruthy();
    // Shown once: nowhere on the page any more.
    expect(screen.queryByText(password ?? '')).toBeNull();
  });

  it("shows the platform's refusal, translated", async () => {
    const user = userEvent.setup();
    renderConsole({ signedInAs: 'owner', path: '/staff' });
    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const form = await screen.findByRole('dialog', { name: 'Add staff member' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Second owner');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'owner@tessera.local');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Owner');
    await user.click(
      within(form).getByRole('radio', { name: 'All merchants, present and future' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'A staff member with this e-mail exists already.',
    );
  });

  // Text queries, not ByRole: a 50-row table makes jsdom compute every cell's accessible name.
  it('pages through the staff by cursor, with the filters in the address', async () => {
    const user = userEvent.setup();
    const { history } = renderConsole({ signedInAs: 'owner', path: '/staff', extraStaff: 60 });
    await screen.findByText('member60@tessera.local');
    expect(screen.getByText(/Rows on this page: 50/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('owner@tessera.local')).toBeTruthy();
    expect(screen.getByText(/Page 2/)).toBeTruthy();
    expect(history.location.search).toContain('cursor=');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('member60@tessera.local')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Name or e-mail' }), 'member5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Rows on this page: 1/)).toBeTruthy();
    expect(history.location.search).toContain('q=member5');
  });

  it('builds a custom role from the catalogue, grouped by area', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'owner', path: '/staff/roles' });
    await user.click(await screen.findByRole('button', { name: 'New custom role' }));
    const editor = await screen.findByRole('dialog', { name: 'New custom role' });
    await user.click(within(editor).getByRole('button', { name: 'Create' }));
    expect(within(editor).getByText('Choose at least one permission.')).toBeTruthy();
    const withdrawals = await within(editor).findByRole('group', { name: 'Withdrawals' });
    await user.click(
      within(withdrawals).getByRole('checkbox', {
        name: /Approve, reject or mark a withdrawal paid/,
      }),
    );
    await user.type(within(editor).getByRole('textbox', { name: 'Role name' }), 'Night payouts');
    await user.click(within(editor).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('cell', { name: 'Night payouts' })).toBeTruthy();
    const sent = fake.seen.find((r) => r.method === 'POST' && r.path === '/ops/roles');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      name: 'Night payouts',
      permissions: ['withdrawals.approve'],
    });
  });

  it('issues an API key and shows its secret once', async () => {
    const user = userEvent.setup();
    renderConsole({ signedInAs: 'owner', path: '/staff/keys' });
    await screen.findByText('Nothing to show');
    await user.click(screen.getByRole('button', { name: 'New API key' }));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Payout script');
    await user.type(
      within(form).getByRole('textbox', { name: 'Service account name' }),
      'Payouts!',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Finance');
    await user.click(
      within(form).getByRole('radio', { name: 'All merchants, present and future' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(
      descriptionOf(within(form).getByRole('textbox', { name: 'Service account name' })),
    ).toContain('lower-case letters');
    await user.clear(within(form).getByRole('textbox', { name: 'Service account name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Service account name' }), 'payouts');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'The key’s secret' });
    expect(within(shown).getByTestId('shown-once').textContent).toMatch(/^tsk_/);
    await user.click(within(shown).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(await screen.findByRole('cell', { name: 'service:payouts' })).toBeTruthy();
  });
});
