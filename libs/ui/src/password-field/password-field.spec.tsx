import { createI18n } from '@tessera/i18n/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

function inLanguage(language: 'en' | 'bn', ui: ReactNode) {
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}

describe('PasswordField', () => {
  it('hides what is typed until the toggle is pressed, then shows it', async () => {
    inLanguage('en', <PasswordField label="Password" defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
    expect(input.type).toBe('password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input.value).toBe('s3cret');
  });

  it('reaches the toggle with Tab after the input and flips it with Space', async () => {
    inLanguage('en', <PasswordField label="Password" />);
    await userEvent.tab();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('names the toggle in the reader language and keeps the error linked', () => {
    inLanguage('bn', <PasswordField label="পাসওয়ার্ড" error="৬-২০ অক্ষর" />);
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড দেখান' })).toBeTruthy();
    const input = screen.getByLabelText('পাসওয়ার্ড', { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '৬-২০ অক্ষর',
    );
  });
});
