import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const banks = [
  { value: 'bkash', label: 'bKash' },
  { value: 'nagad', label: 'Nagad' },
  { value: 'rocket', label: 'Rocket', disabled: true },
];

describe('Select', () => {
  it('is named by its label and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Wallet"
        options={banks}
        placeholder="Choose a wallet"
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Wallet' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, 'Nagad');
    expect(onChange).toHaveBeenCalledWith('nagad');
    expect(screen.getByRole('option', { name: 'Rocket' }).hasAttribute('disabled')).toBe(true);
  });

  it('is reached with Tab', async () => {
    render(<Select label="Wallet" options={banks} defaultValue="bkash" />);
    await userEvent.tab();
    const select = screen.getByRole('combobox', { name: 'Wallet' }) as HTMLSelectElement;
    expect(document.activeElement).toBe(select);
  });

  it('links hint and error and marks itself invalid', () => {
    render(<Select label="Wallet" options={banks} hint="Used for withdrawals" error="Required" />);
    const select = screen.getByRole('combobox', {
      name: 'Wallet',
      description: 'Used for withdrawals Required',
    });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('forwards the ref, required and disabled', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<Select label="Wallet" options={banks} ref={ref} required disabled />);
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Wallet' }));
    expect(ref.current?.required).toBe(true);
    expect(ref.current?.disabled).toBe(true);
  });
});
