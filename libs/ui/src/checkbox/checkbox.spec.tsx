import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by itself when uncontrolled, from a click on the label or Space', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('Remember me'));
    expect(box.checked).toBe(true);
    await userEvent.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows `checked` when controlled', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox label="I am 18 or older" checked={checked} onCheckedChange={setChecked} />
          <output>{checked ? 'agreed' : 'not agreed'}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.tab();
    const box = screen.getByRole('checkbox', { name: 'I am 18 or older' });
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('not agreed')).toBeTruthy();
  });

  it('stays put when a controlled parent ignores the change', async () => {
    render(<Checkbox label="Locked" checked={false} onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Locked' }));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('links the error, marks the box invalid and shows * when required', () => {
    render(<Checkbox label="I agree to the terms" required error="You must agree to continue." />);
    const box = screen.getByRole('checkbox', {
      name: 'I agree to the terms',
      description: 'You must agree to continue.',
    }) as HTMLInputElement;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.required).toBe(true);
    expect(screen.getByText('*')).toBeTruthy();
  });
});
