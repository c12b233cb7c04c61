import { createI18n } from '@tessera/i18n/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { DateRange } from './date-presets';
import { DateRangePicker } from './date-range-picker';

function Harness({ initial, onChange }: { initial: DateRange; onChange?: (v: DateRange) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      value={value}
      today="2025-03-03"
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

function renderIn(language: 'en' | 'bn', initial: DateRange, onChange = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <Harness initial={initial} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('DateRangePicker', () => {
  it('is a named group with labelled start and end dates', () => {
    renderIn('en', { start: '2025-03-01', end: '2025-03-02' });
    expect(screen.getByRole('group', { name: 'Date range' })).toBeTruthy();
    expect(input('Start date').value).toBe('2025-03-01');
    expect(input('End date').value).toBe('2025-03-02');
  });

  it('fills both ends from each preset, counted from `today`', async () => {
    const onChange = renderIn('en', { start: '', end: '' });
    const presets = screen.getByRole('group', { name: 'Quick ranges' });
    expect(presets.textContent).toBe('Previous 7 daysPrevious 30 daysNext 7 daysNext 30 days');

    await userEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-02-25', end: '2025-03-03' });
    expect(input('Start date').value).toBe('2025-02-25');
    const chosen = screen.getByRole('button', { name: 'Previous 7 days' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Next 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-03-03', end: '2025-04-01' });
    expect(chosen.getAttribute('aria-pressed')).toBe('false');
  });

  it('applies a preset from the keyboard', async () => {
    const onChange = renderIn('en', { start: '', end: '' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous 7 days' }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-02-02', end: '2025-03-03' });
  });

  it('reports a typed date', async () => {
    const onChange = renderIn('en', { start: '2025-03-01', end: '' });
    await userEvent.type(input('End date'), '2025-03-20');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-03-01', end: '2025-03-20' });
  });

  it('links a translated error to the end date when it is before the start', () => {
    renderIn('en', { start: '2025-03-10', end: '2025-03-01' });
    const end = screen.getByLabelText('End date');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(end.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The end date cannot be before the start date.',
    );
    expect(screen.getByLabelText('Start date').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows no error for a valid or unfinished range', () => {
    renderIn('en', { start: '2025-03-10', end: '' });
    expect(screen.getByLabelText('End date').getAttribute('aria-invalid')).toBeNull();
  });

  it('speaks the reader language', () => {
    renderIn('bn', { start: '2025-03-10', end: '2025-03-01' });
    expect(screen.getByRole('button', { name: 'গত ৭ দিন' })).toBeTruthy();
    expect(screen.getByText('শেষের তারিখ শুরুর তারিখের আগে হতে পারে না।')).toBeTruthy();
  });
});
