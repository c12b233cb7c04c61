import { createI18n } from '@tessera/i18n/testing';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

function inLanguage(language: 'en' | 'bn', ui: ReactNode) {
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}

describe('Badge', () => {
  it('reads the count in words after what it sits on, not the bare digits', () => {
    inLanguage(
      'en',
      <Badge count={3}>
        <button type="button">Messages</button>
      </Badge>,
    );
    expect(screen.getByText('3 new')).toBeTruthy();
    expect(screen.getByText('3').getAttribute('aria-hidden')).toBe('true');
  });

  it('caps what it shows at `max` but says the real count', () => {
    inLanguage('en', <Badge count={150} />);
    expect(screen.getByText('99+')).toBeTruthy();
    expect(screen.getByText('150 new')).toBeTruthy();
  });

  it('honours a custom max', () => {
    inLanguage('en', <Badge count={10} max={9} />);
    expect(screen.getByText('9+')).toBeTruthy();
  });

  it('hides at zero unless asked to show it', () => {
    const { container, rerender } = inLanguage(
      'en',
      <Badge count={0}>
        <span>Inbox</span>
      </Badge>,
    );
    expect(container.textContent).toBe('Inbox');
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <Badge count={0} showZero />
      </I18nextProvider>,
    );
    expect(screen.getByText('0 new')).toBeTruthy();
  });

  it('speaks and shows the reader language and digits', () => {
    inLanguage('bn', <Badge count={5} />);
    expect(screen.getByText('৫টি নতুন')).toBeTruthy();
    expect(screen.getByText('৫')).toBeTruthy();
  });
});
