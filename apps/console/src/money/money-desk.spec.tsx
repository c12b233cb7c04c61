import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderConsole } from '../testing/render-console';

const queueTable = () => screen.getByRole('table', { name: 'Withdrawal queue' });

describe('the money desk', () => {
  it('lists the withdrawal queue with labelled risk flags, amounts and server paging', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'finance', path: '/money' });
    await screen.findByRole('heading', { name: 'Money desk' });
    const first = await within(queueTable()).findByRole('button', { name: 'Open #1001' });
    const row = first.closest('tr') as HTMLElement;
    // Flags are badges with their name; each explains itself (tooltip) and in the legend.
    expect(within(row).getByText('First withdrawal')).toBeTruthy();
    expect(within(row).getByText('Over threshold')).toBeTruthy();
    expect(within(row).getByText('৳8,000.00')).toBeTruthy();
    expect(within(row).getByText('0 of 2 approvals')).toBeTruthy();
    expect(descriptionOf(within(row).getByText('First withdrawal'))).toBe(
      'The player has never withdrawn before (rejected withdrawals do not count).',
    );
    await user.click(screen.getByText('What the risk flags mean'));
    const legend = screen.getByText('What the risk flags mean').closest('details') as HTMLElement;
    expect(
      within(legend).getByText('A payee account was added in the 24 hours before this request.'),
    ).toBeTruthy();
    expect(screen.getByText('Matching rows: 60')).toBeTruthy();

    // The server pages: page 2 asks page=2 and shows other rows.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await within(queueTable()).findByRole('button', { name: 'Open #1026' });
    const asked = fake.seen.filter((r) => r.path === '/ops/desk/withdrawals').at(-1);
    expect(asked?.query.get('page')).toBe('2');
    expect(asked?.query.get('pageSize')).toBe('25');
    expect(within(queueTable()).queryByRole('button', { name: 'Open #1001' })).toBeNull();

    // Filters go to the server: a flag and an amount range (typed in major units).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Risk flag' }), 'PAYEE_CHANGED');
    await user.type(screen.getByRole('textbox', { name: /Minimum amount/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Enter an amount such as 1250.50.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /Minimum amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Minimum amount/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      const last = fake.seen.filter((r) => r.path === '/ops/desk/withdrawals').at(-1);
      expect(last?.query.get('flag')).toBe('PAYEE_CHANGED');
      expect(last?.query.get('minAmount')).toBe('100000');
      expect(last?.query.get('page')).toBe('1');
    });
    const rows = await within(queueTable()).findAllByRole('button', { name: /^Open #/ });
    for (const button of rows)
      expect(within(button.closest('tr') as HTMLElement).getByText('Payee changed')).toBeTruthy();
  });

  it('needs two different people above the four-eyes amount, and says so to the same one twice', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'finance', path: '/money?open=1001' });
    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal #1001' });
    expect(await within(drawer).findByTestId('approval-state')).toHaveProperty(
      'textContent',
      '0 of 2 approvals',
    );
    expect(within(drawer).getByText('rahim: the last 30 days')).toBeTruthy();
    // Accounts sharing an IP or a device, each saying which (a device id in short).
    expect(within(drawer).getByText(/same IP 203\.0\.113\.10/)).toBeTruthy();
    expect(within(drawer).getByText('same device 7c9e6679')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(drawer).getByTestId('approval-state').textContent).toBe('1 of 2 approvals'),
    );
    expect(within(drawer).getByText(/Approved by staff:finance@tessera.local/)).toBeTruthy();

    // The same person again: refused, with the translated reason.
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    expect((await within(drawer).findByRole('alert')).textContent).toBe(
      'You approved this already. A second, different person must approve it.',
    );
    expect(fake.desks.withdrawals[0]?.status).toBe('requested');

    // A second finance member approves: 2 of 2, approved; then it can be marked paid.
    fake.signInAs('finance');
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(drawer).getByTestId('approval-state').textContent).toBe('2 of 2 approvals'),
    );
    expect(fake.desks.withdrawals[0]?.status).toBe('approved');
    expect(await within(drawer).findByRole('button', { name: 'Mark paid' })).toBeTruthy();
  });

  it('shows a dispute with its proof images and settles it', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'finance', path: '/money?open=1003' });
    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal #1003' });
    await waitFor(() =>
      expect(within(drawer).getAllByRole('img', { name: /Proof image/ })).toHaveLength(2),
    );
    const images = within(drawer).getAllByRole('img', { name: /Proof image/ });
    expect(images[0]?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(fake.seen.some((r) => r.path === '/ops/withdrawals/1003/proofs/1')).toBe(true);
    await user.click(within(drawer).getByRole('button', { name: 'Settle dispute' }));
    expect(within(drawer).getByText('Fill in this field.')).toBeTruthy();
    await user.type(
      within(drawer).getByRole('textbox', { name: 'Note' }),
      'Bank confirmed failure',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Settle dispute' }));
    expect(await within(drawer).findByText('Dispute settled.')).toBeTruthy();
    expect(fake.desks.withdrawals[2]?.status).toBe('refunded');
  });

  it('holds a large adjustment for a second person, who approves it', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'finance', path: '/money?view=adjustments' });
    await screen.findByRole('heading', { name: 'Manual adjustment' });
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect(screen.getByText("Enter the player's numeric ID.")).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Player ID' }), '101');
    // The id is checked against the player: their name and the amount in their currency.
    expect(await screen.findByText('rahim · AURORA')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Amount (BDT)' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '2000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'goodwill');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Long wait on a payout');
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('Held for a second approval (#302).')).toBeTruthy();
    const held = await screen.findByRole('list', { name: 'Held adjustments' });
    await within(held).findByText(/Long wait on a payout/);

    // Its requester cannot approve it; a second member can.
    await user.click(within(held).getByRole('button', { name: 'Approve adjustment #302' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/You approved this already/);
    fake.signInAs('finance');
    await user.click(within(held).getByRole('button', { name: 'Approve adjustment #302' }));
    await waitFor(() =>
      expect(within(held).queryByRole('button', { name: 'Approve adjustment #302' })).toBeNull(),
    );
    expect(fake.desks.adjustments.find((a) => a.id === 302)?.status).toBe('approved');
  });

  it('sets the four-eyes amounts, and hides what the role may not do', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'finance', path: '/money?view=thresholds' });
    const field = await screen.findByRole('textbox', {
      name: 'Withdrawals needing two approvals above',
    });
    expect((field as HTMLInputElement).value).toBe('5000.00');
    await user.clear(field);
    await user.type(field, '7500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(fake.desks.thresholds.get('AURORA')?.withdrawalFourEyes).toBe(750_000);
  });

  it('shows compliance the queue without the decision buttons', async () => {
    renderConsole({ signedInAs: 'compliance', path: '/money?open=1001' });
    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal #1001' });
    await within(drawer).findByTestId('approval-state');
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Adjustments' })).toBeNull();
  });

  it('offers a retry when the queue fails', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'finance' });
    fake.failNext('cashierDesk.withdrawals', 403, 'MERCHANT_NOT_ALLOWED');
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Desks' })).getByRole('link', {
        name: 'Money',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await within(queueTable()).findByRole('button', { name: 'Open #1001' });
  });

  it('reads the drawer in Arabic: approvals, flags and actions translated', async () => {
    renderConsole({ signedInAs: 'finance', path: '/money?open=1001', language: 'ar' });
    const drawer = await screen.findByRole('dialog', { name: 'السحب #1001' });
    expect((await within(drawer).findByTestId('approval-state')).textContent).toBe(
      '0 من 2 موافقات',
    );
    expect(within(drawer).getByText('أول سحب')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'موافقة' })).toBeTruthy();
  });

  it('lists deposits and approves a pending bank deposit from its drawer', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'finance', path: '/money?view=deposits' });
    const table = await screen.findByRole('table', { name: 'Deposit queue' });
    await user.click(await within(table).findByRole('button', { name: 'Open #2006' }));
    const drawer = await screen.findByRole('dialog', { name: 'Deposit #2006' });
    await user.click(await within(drawer).findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull(),
    );
    expect(fake.desks.deposits[5]?.status).toBe('approved');
  });
});
