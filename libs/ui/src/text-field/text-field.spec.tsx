import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and takes typing after Tab', async () => {
    const onChange = vi.fn();
    render(<TextField label="Username" onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('aurora');
    expect((input as HTMLInputElement).value).toBe('aurora');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('links the hint and the error to the input and marks it invalid', () => {
    render(
      <TextField label="Mobile" hint="Withdrawal codes go here" error="Enter a valid number" />,
    );
    const input = screen.getByRole('textbox', {
      name: 'Mobile',
      description: 'Withdrawal codes go here Enter a valid number',
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid number')).toBeTruthy();
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows a * for required fields without putting it in the name', () => {
    render(<TextField label="Username" required />);
    const input = screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('forwards input props and the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Code" ref={ref} inputMode="numeric" maxLength={255} disabled />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Code' }));
    expect(ref.current?.maxLength).toBe(255);
    expect(ref.current?.disabled).toBe(true);
    expect(ref.current?.getAttribute('inputmode')).toBe('numeric');
  });

  it('keeps a caller id and aria-describedby', () => {
    render(<TextField label="Name" id="name" aria-describedby="outside" error="Required" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.id).toBe('name');
    expect(input.getAttribute('aria-describedby')).toBe('outside name-error');
  });
});
