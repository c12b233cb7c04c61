import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and runs on click, Enter and Space', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Refresh balance" icon="↻" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Refresh balance' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(button.textContent).toBe('↻');
  });

  it('is reached with Tab', async () => {
    render(<IconButton label="Close" icon="×" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('blocks presses and reports busy while loading', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Refresh" icon="↻" loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).not.toContain('↻');
  });

  it('never submits a form by accident', () => {
    render(<IconButton label="Info" icon="i" />);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });
});
