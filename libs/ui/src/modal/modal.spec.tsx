import type { TableLanguage } from '@tessera/contract';
import { createI18n } from '@tessera/i18n/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import styles from './dialog-frame.module.css';
import { Modal, type ModalProps } from './modal';

type Options = Partial<Omit<ModalProps, 'open' | 'onOpenChange'>>;

function Harness(props: Options) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      <Button>Elsewhere</Button>
      <Modal
        title="Welcome back"
        description="Sign in to play."
        footer={<Button>Submit</Button>}
        {...props}
        open={open}
        onOpenChange={setOpen}
      >
        <label>
          Phone <input />
        </label>
      </Modal>
    </>
  );
}

function setup(props: Options = {}, language: TableLanguage = 'en') {
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      <Harness {...props} />
    </I18nextProvider>,
  );
  return { user, view };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Welcome back' });
}

describe('Modal', () => {
  it('opens as a named, described dialog in a portal with a translated close button', async () => {
    const { user, view } = setup();
    const dialog = await openModal(user);
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Sign in to play.').getAttribute('id'),
    );
    expect(view.container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = setup();
    const dialog = await openModal(user);
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = setup();
    await openModal(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log in' }));
  });

  it('closes with the close button and returns focus', async () => {
    const { user } = setup();
    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log in' }));
  });

  it('locks page scroll while open and releases it after', async () => {
    const { user } = setup();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    await openModal(user);
    expect(document.body.getAttribute('data-scroll-locked')).toBe('1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
  });

  it('closes on a click on the dimmed page', async () => {
    const { user } = setup();
    await openModal(user);
    await user.click(document.querySelector(`.${styles.overlay}`) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on an outside click when not dismissible, yet Escape still closes it', async () => {
    const { user } = setup({ dismissible: false });
    await openModal(user);
    await user.click(document.querySelector(`.${styles.overlay}`) as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cannot be closed when it is a required step', async () => {
    const { user } = setup({ required: true });
    await openModal(user);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector(`.${styles.overlay}`) as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
  });

  it('labels the close button in the reader’s language', async () => {
    const { user } = setup({}, 'bn');
    await openModal(user);
    expect(screen.getByRole('button', { name: 'বন্ধ করুন' })).toBeTruthy();
  });
});
