import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JackpotCounter } from './jackpot-counter';

describe('JackpotCounter', () => {
  it('is a region named by its title, showing the symbol and the amount', () => {
    render(<JackpotCounter title="Progressive jackpot" amount="20,481,936.52" symbol="৳" />);
    const region = screen.getByRole('region', { name: 'Progressive jackpot' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(
      'Progressive jackpot',
    );
    expect(within(region).getByText('20,481,936.52')).toBeTruthy();
    expect(within(region).getByText('৳')).toBeTruthy();
  });

  it('keeps its ticking amount out of live announcements', () => {
    render(<JackpotCounter title="Jackpot" amount="1.00" />);
    const amount = screen.getByText('1.00').parentElement;
    expect(amount?.getAttribute('aria-live')).toBe('off');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes a lower heading level inside another section', () => {
    render(<JackpotCounter title="Jackpot" amount="1.00" level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Jackpot' })).toBeTruthy();
  });
});
