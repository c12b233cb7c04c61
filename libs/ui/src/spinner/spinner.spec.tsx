import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces what is loading', () => {
    render(<Spinner label="Loading games" />);
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeTruthy();
  });

  it('stays silent when decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
