import { createI18n } from '@tessera/i18n/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

/** A page with a Log out button that asks first; `pendingOnConfirm` starts a never-ending action. */
function Harness({ onConfirm, pendingOnConfirm = false }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log out</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Prompt"
        message="Are you sure you want to log out?"
        confirmLabel="Confirm"
        cancelLabel="Cancel"
        pending={pending}
        onConfirm={() => {
          onConfirm();
          if (pendingOnConfirm) setPending(true);
          else setOpen(false);
        }}
      />
    </>
  );
}

interface Props {
  onConfirm: () => void;
  pendingOnConfirm?: boolean;
}

async function setup(props: Partial<Props> = {}) {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Harness onConfirm={onConfirm} {...props} />
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
  const button = (name: string) => within(dialog).getByRole('button', { name });
  return { user, onConfirm, dialog, button };
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('ConfirmDialog', () => {
  it('shows the title and the question, and is named and described by them', async () => {
    const { dialog } = await setup();
    const message = within(dialog).getByText('Are you sure you want to log out?');
    expect(dialog.getAttribute('aria-describedby')).toBe(message.id);
    expect(within(dialog).getByRole('heading', { name: 'Prompt' })).toBeTruthy();
  });

  it('calls onConfirm once on Confirm', async () => {
    const { user, onConfirm, button } = await setup();
    await user.click(button('Confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await closed();
  });

  it('closes on Cancel without confirming, and gives focus back to the opener', async () => {
    const { user, onConfirm, button } = await setup();
    await user.click(button('Cancel'));
    await closed();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }));
  });

  it('closes on Escape without confirming', async () => {
    const { user, onConfirm } = await setup();
    await user.keyboard('{Escape}');
    await closed();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts with focus inside, keeps Tab inside and confirms from the keyboard', async () => {
    const { user, onConfirm, dialog, button } = await setup();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const reached = new Set<Element | null>();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      reached.add(document.activeElement);
    }
    expect(reached.has(button('Cancel')) && reached.has(button('Confirm'))).toBe(true);
    while (document.activeElement !== button('Confirm')) await user.tab();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while pending shows Confirm busy, ignores both buttons and Escape, and keeps focus', async () => {
    const { user, onConfirm, dialog, button } = await setup({ pendingOnConfirm: true });
    await user.click(button('Confirm'));
    for (const name of ['Confirm', 'Cancel']) {
      expect(button(name).getAttribute('aria-disabled')).toBe('true');
    }
    expect(button('Confirm').getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button('Confirm'));
    await user.click(button('Confirm'));
    await user.click(button('Cancel'));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Prompt' })).toBe(dialog);
  });
});
