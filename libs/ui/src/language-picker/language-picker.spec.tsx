import { createI18n } from '@tessera/i18n/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from './language-picker';

const options = [
  { code: 'en', nativeName: 'English' },
  { code: 'bn', nativeName: 'বাংলা' },
];

describe('LanguagePicker', () => {
  it('is labelled in the current language and reports the chosen code', async () => {
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('bn')}>
        <LanguagePicker value="bn" options={options} onChange={onChange} />
      </I18nextProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'ভাষা' });
    await userEvent.selectOptions(select, 'English');
    expect(onChange).toHaveBeenCalledWith('en');
  });

  it('tells assistive technology while the chosen language is still arriving', () => {
    const { rerender } = render(
      <I18nextProvider i18n={createI18n('en')}>
        <LanguagePicker value="bn" options={options} onChange={vi.fn()} busy />
      </I18nextProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select.getAttribute('aria-busy')).toBe('true');
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <LanguagePicker value="bn" options={options} onChange={vi.fn()} />
      </I18nextProvider>,
    );
    expect(select.getAttribute('aria-busy')).toBe('false');
  });
});
