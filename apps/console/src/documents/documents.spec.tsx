import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/render-console';

describe('identity documents', () => {
  it('compliance views a document from the queue and approves it', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'compliance', path: '/documents' });
    const table = await screen.findByRole('table', { name: 'Documents to review' });
    const view = await within(table).findByRole('button', {
      name: 'View National ID (front) of rahim',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(5); // header + 4 pending
    await user.click(view);
    const drawer = await screen.findByRole('dialog', { name: 'National ID (front) of rahim' });
    const image = await within(drawer).findByRole('img', { name: 'National ID (front)' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(drawer).getByTestId('document-status').textContent).toBe('Approved'),
    );
    expect(fake.desks.documents[0]?.status).toBe('approved');
    expect(fake.desks.documents[0]?.reviewedBy).toBe('staff:compliance@tessera.local');
  });

  it('rejects with a reason and sets the threshold', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'compliance', path: '/documents' });
    const table = await screen.findByRole('table', { name: 'Documents to review' });
    await user.click(await within(table).findByRole('button', { name: /Proof of address of/ }));
    const drawer = await screen.findByRole('dialog', { name: /Proof of address/ });
    expect(await within(drawer).findByRole('link', { name: 'Download the PDF' })).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this document' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason the player will read' }),
      'Too old',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fake.desks.documents[2]?.status).toBe('rejected'));
    expect(fake.desks.documents[2]?.reason).toBe('Too old');
    await user.keyboard('{Escape}');

    const field = await screen.findByRole('textbox', { name: 'Documents required above' });
    expect((field as HTMLInputElement).value).toBe('20000.00');
    await user.clear(field);
    await user.type(field, '15000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(fake.desks.documentsThreshold.get('AURORA')).toBe(1_500_000);
  });
});
