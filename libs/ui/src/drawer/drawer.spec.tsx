import { createI18n } from '@tessera/i18n/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import { Drawer, type DrawerProps } from './drawer';

function Harness({ side }: Pick<DrawerProps, 'side'>) {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={createI18n('pt')}>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <Drawer side={side} title="Menu" open={open} onOpenChange={setOpen}>
        <a href="/promotions">Promotions</a>
        <a href="/vip">VIP</a>
      </Drawer>
    </I18nextProvider>
  );
}

describe.each(['left', 'right', 'bottom'] as const)('Drawer from the %s', (side) => {
  it('is a named dialog that traps Tab, locks scroll and closes on Escape back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness side={side} />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });
});
