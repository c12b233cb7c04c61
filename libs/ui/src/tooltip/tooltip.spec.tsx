import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import { Tooltip } from './tooltip';

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <Tooltip content="Copy the invite link">
        <Button aria-label="Copy" aria-describedby="extra">
          ⧉
        </Button>
      </Tooltip>
      <span id="extra">Invite code ABC</span>
      <Button>Next</Button>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Copy' }) };
}

describe('Tooltip', () => {
  it('is hidden until wanted, yet always describes its trigger', () => {
    const { trigger } = setup();
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(trigger.getAttribute('aria-describedby')).toBe(`extra ${tooltip.id}`);
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const { user, trigger } = setup();
    await user.hover(trigger);
    expect(screen.getByRole('tooltip').textContent).toBe('Copy the invite link');
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus, hides on Escape, and hides on blur', async () => {
    const { user, trigger } = setup();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on Escape while only hovered', async () => {
    const { user, trigger } = setup();
    await user.hover(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('can start shown and still be dismissed', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Tap to claim" defaultOpen placement="bottom">
        <Button>Claim</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').textContent).toBe('Tap to claim');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
