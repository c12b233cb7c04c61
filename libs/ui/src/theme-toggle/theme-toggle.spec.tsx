import { createI18n } from '@tessera/i18n/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('offers the other mode and reports it when pressed', async () => {
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ThemeToggle mode="dark" onChange={onChange} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(onChange).toHaveBeenCalledWith('light');
  });
});
