import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, a hint and the next step', () => {
    render(<EmptyState title="Coming soon" hint="Check back" action={<a href="/">Lobby</a>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Coming soon' })).toBeTruthy();
    expect(screen.getByText('Check back')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lobby' })).toBeTruthy();
  });

  it('announces an error', () => {
    render(<EmptyState tone="error" title="Could not load" />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
  });
});
