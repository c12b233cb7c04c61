import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/render-console';

describe('the audit trail', () => {
  it('verifies the chains: ok with counts, then the first broken link', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'owner', path: '/audit' });
    await user.click(await screen.findByRole('button', { name: 'Verify chains' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Every chain is whole: 2 chains, 6 entries checked.',
    );

    fake.tamper('1002');
    await user.click(screen.getByRole('button', { name: 'Verify chains' }));
    const broken = await screen.findByRole('alert');
    expect(broken.textContent).toContain('First broken link: entry 1002 of AURORA.');
    expect(broken.textContent).toContain('The entry’s own hash does not match its fields.');
    expect(within(broken).getByText('hash-2-tampered')).toBeTruthy();
  });

  it('lists entries, filters them through the address, and shows one entry before and after', async () => {
    const user = userEvent.setup();
    const { fake, history } = renderConsole({ signedInAs: 'owner', path: '/audit' });
    expect(await screen.findByRole('cell', { name: 'req-0' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: /Refused|Done/ })).toHaveLength(6);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'refused');
    await user.type(screen.getByRole('textbox', { name: 'Merchant' }), 'aurora');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Rows on this page: 1/)).toBeTruthy();
    expect(history.location.search).toContain('outcome=refused');
    expect(history.location.search).toContain('merchant=AURORA');
    const listed = fake.seen.filter((r) => r.path === '/ops/audit').at(-1);
    expect(listed?.query.get('outcome')).toBe('refused');

    await user.click(screen.getByRole('button', { name: 'Audit entry 1004' }));
    const detail = await screen.findByRole('dialog', { name: 'Audit entry 1004' });
    expect(within(detail).getByText(/No earlier state/)).toBeTruthy();
    await user.click(within(detail).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(/Rows on this page: 6/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Audit entry 1003' }));
    const other = await screen.findByRole('dialog', { name: 'Audit entry 1003' });
    const rows = within(within(other).getByTestId('audit-changes')).getAllByRole('row');
    const read = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(rows.map(read)).toEqual([
      ['Field', 'Before', 'After'],
      ['status' + 'Changed', 'pending', 'approved'],
      ['amount', '125000', '125000'],
      ['limits.daily' + 'Changed', '500', '300'],
      // Not sent: the body names only what it sets, so an absent after is no change.
      ['limits.weekly', '2000', '—'],
      ['password', '[redacted]', '[redacted]'],
    ]);
  });

  it('offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'owner' });
    const nav = await screen.findByRole('navigation', { name: 'Desks' });
    // The client tries a failed GET twice before it gives up.
    fake.failNext('audit.list', 500, 'INTERNAL', 2);
    await user.click(within(nav).getByRole('link', { name: 'Audit trail' }));
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'req-0' })).toBeTruthy();
  });
});
